// The slide export: a 16:9 picture of what is on screen, 1920 × 1080 px, as
// SVG and as PNG. A title, then each visible panel (heading, counts, the
// current sentence, the tree as it is shown) side by side, for the maze
// games the maze with its status line at the right, and a one-line legend.
// Each tree is drawn afresh at the slide's size by the page's own views
// (svg-view.js, canvas-view.js) with labels of 24 px, the least type on the
// slide, so a slide reads from the back of the room.

import { t } from '../i18n/index.js';
import { SvgView } from './svg-view.js';
import { CanvasView } from './canvas-view.js';
import { Viewport } from '../base/viewport.js';

const SVGNS = 'http://www.w3.org/2000/svg';
const FONT = 'system-ui, "Noto Sans", "Noto Sans CJK JP", "Noto Sans KR", sans-serif';
/** The slide's size, its margin, and its type: the least size (tree labels, legend, counts), the sentence, heading and title. */
export const SLIDE = Object.freeze({ W: 1920, H: 1080, M: 40, LABEL: 24, SENTENCE: 26, HEADING: 30, TITLE: 40 });
/** The most lines a panel's sentence takes; a longer one ends in "…". */
const SENTENCE_LINES = 5;

/** The page's own CSS rules, so an exported tree looks as it does on screen. */
function pageCss() {
  const rules = [];
  for (const sheet of document.styleSheets) {
    try { for (const r of sheet.cssRules) rules.push(r.cssText); } catch { /* no foreign sheets here */ }
  }
  // In CDATA, since CSS may hold '<' or '&' (a media range, a content string) that XML would refuse.
  return `<![CDATA[${rules.join('\n').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));
const text = (x, y, size, s, attrs = '') => `<text x="${Math.round(x)}" y="${Math.round(y)}" font-size="${size}"${attrs ? ` ${attrs}` : ''}>${esc(s)}</text>`;

/** Splits `s` into lines no wider than `width` px at `font` (CJK text breaks between characters). */
function wrap(s, width, font) {
  const ctx = document.createElement('canvas').getContext('2d');
  ctx.font = font;
  const tokens = s.match(/[\u3000-\u9fff\uac00-\ud7af]|[^\s\u3000-\u9fff\uac00-\ud7af]+\s*|\s+/g) || [];
  const lines = [];
  let line = '';
  for (const tok of tokens) {
    if (line && ctx.measureText(line + tok).width > width) { lines.push(line.trimEnd()); line = tok.trimStart(); } else line += tok;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

/** At most `n` of `lines`, the last ending in "…" when some are left out. */
const clip = (lines, n) => (lines.length <= n ? lines : [...lines.slice(0, n - 1), `${lines[n - 1].replace(/\s*\S{0,3}$/, '')}…`]);

/** An element made offscreen at w × h px, with the panels' classes, so the page's CSS draws it as on screen. */
function offscreen(w, h) {
  const host = document.createElement('div');
  host.className = 'panels';
  host.dataset.view = document.querySelector('.panels')?.dataset.view ?? 'both';
  host.style.cssText = `position: fixed; left: -40000px; top: 0; display: block; width: ${w}px; height: ${h}px; --label: ${SLIDE.LABEL}px`;
  document.body.append(host);
  return host;
}

/** The live viewport scaled by `f` and moved by (dx, dy): the same view at another size. */
function scaled(viewport, f, dx, dy) {
  const v = new Viewport();
  v.set(viewport.sx * f, viewport.sy * f, viewport.tx * f + dx, viewport.ty * f + dy);
  return v;
}

/**
 * Panel `p`'s tree ({live: its view on screen}) drawn again at w × h px,
 * scaled by `f` and moved by (dx, dy): SVG markup placed at (x, y).
 */
async function treePicture(p, x, y, w, h, f, dx, dy) {
  const live = p.live;
  const host = offscreen(w, h);
  try {
    const vp = scaled(live.viewport, f, dx, dy);
    if (live.canvas) {
      const canvas = document.createElement('canvas');
      canvas.style.cssText = `width: ${w}px; height: ${h}px`;
      host.append(canvas);
      const view = new CanvasView(canvas, live.alg, vp);
      Object.assign(view, { labelPx: SLIDE.LABEL, size: { width: w, height: h }, scale: 2, slot: live.slot, overlay: live.overlay, tree: live.tree, game: live.game, state: live.state, pos: live.pos, collapsed: live.collapsed, marks: live.marks, markTexts: live.markTexts });
      view.render();
      return `<image x="${x}" y="${y}" width="${w}" height="${h}" href="${canvas.toDataURL('image/png')}"/>`;
    }
    const svg = document.createElementNS(SVGNS, 'svg');
    svg.setAttribute('class', 'tree tree-view');
    svg.style.cssText = `display: block; width: ${w}px; height: ${h}px`;
    host.append(svg);
    const view = new SvgView(svg, live.alg, vp);
    Object.assign(view, { labelPx: SLIDE.LABEL, slot: live.slot, overlay: live.overlay });
    await new Promise((resolve) => { view.onBuilt = resolve; view.draw(live.tree); });
    if (live.last) view.update(live.last, live.lastPv);
    if (live.marks?.size) view.setMarks(live.marks, live.markTexts);
    const inner = new XMLSerializer().serializeToString(svg).replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    // The overlay's dimming rules need the panels' view around the tree.
    return `<g class="panels" data-view="${esc(host.dataset.view)}"><svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" class="tree tree-view" style="--label: ${SLIDE.LABEL}px">${inner}</svg></g>`;
  } finally {
    host.remove();
  }
}

/** The maze games' level labels of panel `el`, where they stand on the slide's tree (live px × f + d). */
function levelLabels(el, x, y, f, dx, dy) {
  const c = el.querySelector('.canvas').getBoundingClientRect();
  return [...el.querySelectorAll('.level-labels:not([hidden]) .level-label:not(.tick)')]
    .filter((l) => l.getClientRects().length && l.textContent)
    .map((l) => {
      const r = l.getBoundingClientRect();
      return text(x + 4, y + (r.bottom - c.top) * f + dy - 6, SLIDE.LABEL, l.textContent, 'class="slide-level" paint-order="stroke" stroke="#ffffff" stroke-width="5"');
    });
}

/** A maze game's board as the page shows it, `w` px wide at (x, y), its status line under it; null for the other games. */
function mazePicture(x, y, w) {
  const editor = document.getElementById('maze-editor');
  const svg = editor && !editor.hidden ? editor.querySelector('svg.maze') : null;
  if (!svg || !svg.getAttribute('viewBox')) return null;
  const [, , vw, vh] = svg.getAttribute('viewBox').split(' ').map(Number);
  const h = Math.round((w * vh) / vw);
  const inner = new XMLSerializer().serializeToString(svg).replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  const status = wrap(document.getElementById('maze-status')?.textContent ?? '', w, `${SLIDE.LABEL}px ${FONT}`);
  // One text, a line a tspan (the space between lines kept), so the status reads as one.
  const lines = status.map((l, k) => `<tspan x="${x}" y="${y + h + 34 + k * 32}">${esc(k < status.length - 1 ? `${l} ` : l)}</tspan>`).join('');
  return `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 ${vw} ${vh}" class="maze">${inner}</svg>`
    + `<text class="slide-maze-status" font-size="${SLIDE.LABEL}">${lines}</text>`;
}

/** The one-line legend at baseline y: each shape of the page's legend with a word or two, as many as fit. */
function legendLine(y, hasChance, alphabeta) {
  // Each item: the page legend's entry whose shape it shows, and its word.
  const keys = [['legendMax', t('slide.max')], ['legendMin', t('slide.min')], ...(hasChance ? [['legendChance', t('slide.chance')]] : []),
    ['legendPending', t('slide.pending')], ['legendCurrent', t('slide.current')], ['legendVisited', t('slide.visited')], ['legendPruned', t('slide.pruned')]];
  const ctx = document.createElement('canvas').getContext('2d');
  ctx.font = `${SLIDE.LABEL}px ${FONT}`;
  const parts = [];
  let x = SLIDE.M;
  for (const [icon, word] of keys) {
    const svg = document.querySelector(`.legend [data-i18n="${icon}"]`)?.closest('li')?.querySelector('svg');
    const w = ctx.measureText(word).width;
    if (x + 44 + w > SLIDE.W - SLIDE.M) break;
    if (svg) parts.push(`<svg x="${x}" y="${y - 30}" width="36" height="38" viewBox="${svg.getAttribute('viewBox')}">${svg.innerHTML}</svg>`);
    parts.push(text(x + 42, y, SLIDE.LABEL, word));
    x += 42 + w + 36;
  }
  const ab = t('slide.window');
  if (alphabeta && x + ctx.measureText(ab).width <= SLIDE.W - SLIDE.M) parts.push(text(x, y, SLIDE.LABEL, ab, 'font-weight="700" fill="#0d47a1"'));
  return parts.join('');
}

/**
 * The slide as a standalone SVG document, 1920 × 1080. `title`: the view's
 * title; `panels`: the visible panels, each {el: its <article>, live: the
 * view drawing its tree ({alg, slot, tree, viewport, canvas?, …})}.
 */
export async function slideSvg(title, panels) {
  const { W, H, M } = SLIDE;
  const parts = [];
  let y = M;
  for (const line of clip(wrap(title, W - 2 * M, `700 ${SLIDE.TITLE}px ${FONT}`), 2)) {
    y += SLIDE.TITLE + 6;
    parts.push(text(M, y, SLIDE.TITLE, line, 'class="slide-title" font-weight="700"'));
  }
  y += 20;
  // The maze games: the maze at the right, as the class saw it.
  const mazeW = document.querySelector('#maze-editor:not([hidden]) svg.maze[viewBox]') ? 360 : 0;
  const maze = mazeW ? mazePicture(W - M - mazeW, y + 10, mazeW) : null;
  const n = Math.max(panels.length, 1), gap = 40;
  const right = W - M - (maze ? mazeW + gap : 0);
  const cw = Math.floor((right - M - (n - 1) * gap) / n);
  const countFont = `${SLIDE.LABEL}px ${FONT}`, sentenceFont = `${SLIDE.SENTENCE}px ${FONT}`;
  const texts = panels.map((p) => ({
    heading: p.el.querySelector('h2')?.textContent ?? '',
    // Its own counts, and under them the hidden panel's when one panel shows (readout.js renderOtherCounts).
    counts: [...p.el.querySelectorAll('.counts:not([hidden])')].flatMap((c) => clip(wrap(c.textContent, cw, countFont), 2)),
    sentence: clip(wrap(p.el.querySelector('.explain')?.textContent ?? '', cw - 24, sentenceFont), SENTENCE_LINES),
  }));
  const countLines = Math.max(1, ...texts.map((x) => x.counts.length));
  const sentenceLines = Math.max(1, ...texts.map((x) => x.sentence.length));
  const legendY = H - M;
  const treeTop = y + SLIDE.HEADING + 12 + countLines * 32 + 8 + sentenceLines * 36 + 24 + 16;
  const treeH = legendY - 44 - treeTop;
  for (const [i, p] of panels.entries()) {
    const x = M + i * (cw + gap), tx = texts[i];
    let py = y + SLIDE.HEADING;
    parts.push(text(x, py, SLIDE.HEADING, tx.heading, 'font-weight="700"'));
    py += 12;
    tx.counts.forEach((l, k) => parts.push(text(x, py + 26 + k * 32, SLIDE.LABEL, l, 'class="slide-counts"')));
    py += countLines * 32 + 8;
    parts.push(`<rect x="${x}" y="${py}" width="${cw}" height="${sentenceLines * 36 + 24}" rx="6" fill="#f2f4f8"/>`);
    tx.sentence.forEach((l, k) => parts.push(text(x + 12, py + 38 + k * 36, SLIDE.SENTENCE, l, 'class="slide-sentence"')));
    // The tree as the panel shows it, scaled to fill the slide's room for it.
    const live = p.el.querySelector('.canvas').getBoundingClientRect();
    const f = Math.min(cw / Math.max(live.width, 1), treeH / Math.max(live.height, 1));
    const dx = (cw - live.width * f) / 2, dy = (treeH - live.height * f) / 2;
    parts.push(`<rect x="${x}" y="${treeTop}" width="${cw}" height="${treeH}" fill="#fcfcfb" stroke="#e3e5ea"/>`);
    parts.push(await treePicture(p, x, treeTop, cw, treeH, f, dx, dy));
    parts.push(...levelLabels(p.el, x, treeTop, f, dx, dy));
  }
  if (maze) parts.push(maze);
  const tree = panels[0]?.live.tree;
  parts.push(legendLine(legendY, !!tree?.isChance?.some((c) => c), panels.some((p) => (p.live.slot ?? p.live.alg) === 'alphabeta')));
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="${SVGNS}" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family='${FONT}' fill="#1d2330">
<style>${pageCss()}</style>
<rect width="100%" height="100%" fill="#ffffff"/>
${parts.join('\n')}
</svg>`;
}

/** The slide as a PNG, 1920 × 1080. */
export async function slidePng(title, panels) {
  const svg = await slideSvg(title, panels);
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = SLIDE.W;
    canvas.height = SLIDE.H;
    canvas.getContext('2d').drawImage(img, 0, 0, SLIDE.W, SLIDE.H);
    return await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}
