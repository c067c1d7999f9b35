// What size the page's text is on screen, for the browser tests of type
// sizes (a11y.test.js, type.test.js). Both functions run inside the page
// (page.addInitScript / page.evaluate), so they use nothing from outside.

/**
 * Records the text drawn on each canvas in its last frame (a frame starts by
 * filling the whole canvas): its size in CSS px (the font's px times the
 * transform's scale, over the device pixel ratio) and its box.
 */
export function recordCanvasText() {
  window.__canvasText = {};
  const proto = CanvasRenderingContext2D.prototype;
  const fillRect = proto.fillRect;
  proto.fillRect = function frame(x, y, w, h) {
    const dpr = window.devicePixelRatio || 1;
    if (x === 0 && y === 0 && w >= this.canvas.width / dpr - 1 && h >= this.canvas.height / dpr - 1) window.__canvasText[this.canvas.id] = [];
    return fillRect.call(this, x, y, w, h);
  };
  const fillText = proto.fillText;
  proto.fillText = function record(text, x, y, ...rest) {
    const m = this.getTransform();
    const dpr = window.devicePixelRatio || 1;
    const scale = Math.hypot(m.a, m.b);
    const px = (parseFloat(/(\d+(?:\.\d+)?)px/.exec(this.font)?.[1] ?? 'NaN') * scale) / dpr;
    const tm = this.measureText(text);
    const left = this.textAlign === 'center' ? x - tm.width / 2 : this.textAlign === 'right' || this.textAlign === 'end' ? x - tm.width : x;
    const at = (u, v) => [(m.a * u + m.c * v + m.e) / dpr, (m.b * u + m.d * v + m.f) / dpr];
    const [l, t] = at(left, y - tm.fontBoundingBoxAscent), [r, b] = at(left + tm.width, y + tm.fontBoundingBoxDescent);
    if (String(text).trim()) (window.__canvasText[this.canvas.id] ??= []).push({ text: String(text), px, r: { left: l, top: t, right: r, bottom: b } });
    return fillText.call(this, text, x, y, ...rest);
  };
}

/**
 * Every piece of text a person can see anywhere on the page (scrolled to or
 * not): text nodes, generated content (::before, ::after), SVG text at its
 * transformed size, and the text of the tree canvases' last frames (needs
 * recordCanvasText). Each is {what, px, kind}: px its size in CSS px on
 * screen; kind 'tree' (a tree's labels: values, names, edge labels, α and β,
 * tags, level labels), 'sentence' (a panel's sentence or a figure's caption)
 * or 'other'. Hidden text (display, visibility, a closed <details>, a
 * visually hidden live region, a tree label outside its tree's box) is left out.
 */
export function pageText() {
  const out = [];
  const seen = (r) => r.width > 1 && r.height > 1;
  const kindOf = (el) => (el.closest('.tree-view, .level-labels') ? 'tree' : el.closest('.explain, .gallery-caption-text') ? 'sentence' : 'other');
  const name = (el, text) => `${el.closest('[id]')?.id ?? ''} ${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').split(' ')[0]} "${text.trim().slice(0, 28)}"`;
  const hiddenByClip = (el) => {
    for (let e = el; e && e !== document.body; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.clip !== 'auto' && cs.clip !== '' || cs.clipPath.startsWith('inset(50%')) return true;
      if (cs.opacity === '0') return true;
    }
    return false;
  };
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    if (!n.textContent.trim()) continue;
    const el = n.parentElement;
    if (!el || el.closest('script, style, title, defs, option')) continue;
    const range = document.createRange();
    range.selectNodeContents(n);
    const r = range.getBoundingClientRect();
    if (!seen(r)) continue;
    const cs = getComputedStyle(el);
    if (cs.visibility !== 'visible' || hiddenByClip(el)) continue;
    let px = parseFloat(cs.fontSize);
    if (el instanceof SVGElement) {
      // SVG text is scaled with its viewBox and transforms.
      const m = el.getScreenCTM();
      px *= Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
      const svg = el.closest('svg.tree-view');
      if (svg) {
        const b = svg.getBoundingClientRect();
        if (r.right < b.left || r.left > b.right || r.bottom < b.top || r.top > b.bottom) continue;
      }
    }
    out.push({ what: name(el, n.textContent), px, kind: kindOf(el) });
  }
  for (const el of document.body.querySelectorAll('*')) {
    for (const pseudo of ['::before', '::after']) {
      const cs = getComputedStyle(el, pseudo);
      const c = cs.content;
      if (!c || c === 'none' || c === 'normal' || !/[^\s"']/.test(c.replace(/^"|"$/g, ''))) continue;
      const r = el.getBoundingClientRect();
      if (!seen(r) || getComputedStyle(el).visibility !== 'visible' || cs.display === 'none' || hiddenByClip(el)) continue;
      out.push({ what: `${name(el, '')}${pseudo} ${c.slice(0, 20)}`, px: parseFloat(cs.fontSize), kind: 'other' });
    }
  }
  for (const [id, list] of Object.entries(window.__canvasText ?? {})) {
    const canvas = document.getElementById(id);
    if (!canvas || !seen(canvas.getBoundingClientRect()) || !canvas.classList.contains('tree-view') || getComputedStyle(canvas).visibility !== 'visible') continue;
    for (const c of list) out.push({ what: `${id} "${c.text}"`, px: c.px, kind: 'tree' });
  }
  return out;
}
