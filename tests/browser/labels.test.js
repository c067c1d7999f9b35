// Labels never sit under lines, rings or other labels: in the SVG trees every
// label (edge labels, values, names, α and β) that a line, the current node's
// ring or a cut-off's dotted arrow crosses is painted after it on a halo of
// the tree's background, and no two labels overlap; the labels the issue
// names are there (the best move's edge label and the middle move's at the
// end of Move 4, the current node's α and β, in Lecture mode at fit too), and
// the tips of Nilsson's Fig. 7 at fit show their values under their boxes.
// On canvas, α and β are painted last, each on a halo, after the ring and the
// arrows. Each view is reached with the page's buttons and checkbox.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { button, openLesson, settled, shot, start } from './harness.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

/**
 * In the page: the geometry of tree `svgId`'s labels. Returns {problems,
 * labels}: problems lists a label crossed by a line, ring or arrow painted
 * over it or with no halo, and two labels that overlap; labels the visible
 * labels as {cls, text, box}.
 */
function labelGeometry(svgId) {
  const svg = document.getElementById(svgId);
  const o = svg.getBoundingClientRect();
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility === 'visible';
  const labels = [...svg.querySelectorAll('.move-label, .window, .value, .node-name, .tip-value')]
    .filter((t) => t.textContent.trim() && shown(t))
    .map((t) => {
      const r = t.getBoundingClientRect();
      return { el: t, cls: t.getAttribute('class'), text: t.textContent, box: { left: r.left - o.left, right: r.right - o.left, top: r.top - o.top, bottom: r.bottom - o.top } };
    })
    .filter((l) => l.box.right > 0 && l.box.left < o.width && l.box.bottom > 0 && l.box.top < o.height);
  const bg = ['rgb(252, 252, 251)', 'rgb(255, 255, 255)'];
  const halo = (el) => {
    const cs = getComputedStyle(el);
    return cs.paintOrder.startsWith('stroke') && bg.includes(cs.stroke) && parseFloat(cs.strokeWidth) >= 2;
  };
  const over = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  // Lines as points every 2 px, with half their stroke's width.
  const lines = [];
  for (const p of svg.querySelectorAll('.edges path, .cause-link')) {
    if (!shown(p)) continue;
    const w = parseFloat(getComputedStyle(p).strokeWidth) / 2, n = p.getTotalLength();
    const what = p.classList.contains('cause-link') ? 'a cut-off arrow' : `an edge${p.parentElement.dataset.edgeChoice ? ` (${p.parentElement.dataset.edgeChoice})` : ''}`;
    const pts = [];
    for (let s = 0; s <= n; s += 2) { const q = p.getPointAtLength(s); pts.push([q.x, q.y]); }
    lines.push({ el: p, w, what, pts });
  }
  const ring = svg.querySelector('.focus-ring');
  const problems = [];
  for (const l of labels) {
    const b = l.box;
    const crossed = [];
    for (const line of lines) {
      if (line.pts.some(([x, y]) => x > b.left - line.w && x < b.right + line.w && y > b.top - line.w && y < b.bottom + line.w)) crossed.push(line);
    }
    if (ring && shown(ring)) {
      const cx = Number(ring.getAttribute('cx')), cy = Number(ring.getAttribute('cy')), r = Number(ring.getAttribute('r'));
      const w = parseFloat(getComputedStyle(ring).strokeWidth) / 2;
      const near = Math.hypot(Math.max(b.left - cx, 0, cx - b.right), Math.max(b.top - cy, 0, cy - b.bottom));
      const far = Math.max(...[[b.left, b.top], [b.right, b.top], [b.left, b.bottom], [b.right, b.bottom]].map(([x, y]) => Math.hypot(x - cx, y - cy)));
      if (near <= r + w && far >= r - w) crossed.push({ el: ring, what: 'the ring' });
    }
    for (const c of crossed) {
      const after = !!(c.el.compareDocumentPosition(l.el) & Node.DOCUMENT_POSITION_FOLLOWING);
      if (!after || !halo(l.el)) problems.push(`${l.cls} "${l.text}" under ${c.what}${after ? ' with no halo' : ''}`);
    }
  }
  for (let i = 0; i < labels.length; i++) {
    for (let j = i + 1; j < labels.length; j++) {
      if (over(labels[i].box, labels[j].box)) problems.push(`${labels[i].cls} "${labels[i].text}" over ${labels[j].cls} "${labels[j].text}"`);
    }
  }
  return { problems, labels: labels.map(({ cls, text, box }) => ({ cls, text, box })) };
}

/** The text of the move labels of the root's children in `alg`'s SVG view, with the edge's choice: [{text, choice, shown}]. */
const rootLabels = (page, alg) => page.evaluate((a) => {
  const v = window.abviz.views.svg[a], t = v.tree;
  const kids = Array.from(t.childList.slice(t.childStart[0], t.childStart[1]));
  return kids.map((id) => {
    const l = v.moveLabels[id];
    return { text: l?.textContent ?? '', choice: v.edgeEls[id].dataset.edgeChoice ?? '', shown: !!l && l.getClientRects().length > 0 && getComputedStyle(l).visibility === 'visible' };
  });
}, alg);

/** The α and β texts of the current node of alpha-beta's SVG view, if drawn and visible. */
const currentWindow = (page) => page.evaluate(() => {
  const v = window.abviz.views.svg.alphabeta;
  const s = v.last;
  const k = s.path.indexOf(s.current);
  const pair = v.labelLayer.querySelectorAll('.window-pair')[k];
  if (!pair) return null;
  const svg = v.svg.getBoundingClientRect(), r = pair.getBoundingClientRect();
  const inside = r.width > 0 && r.left >= svg.left && r.right <= svg.right && r.top >= svg.top && r.bottom <= svg.bottom;
  return { texts: [...pair.querySelectorAll('text')].map((t) => t.textContent), visible: inside && getComputedStyle(pair).visibility === 'visible' && !pair.hasAttribute('data-crowded') };
});

test('the end of Move 4: the best move\'s label and the middle move\'s are shown, clear of the thick line and the root\'s value', async (t) => {
  const { page } = await h.openClean(t);
  await openLesson(page, 'position'); // Move 4 is in the Position drawer
  await button(page, 'Move 4').click();
  await settled(page);
  await button(page, 'Go to end').click();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await shot(page, 'labels-move4-end');
  for (const alg of ['minimax', 'alphabeta']) {
    const kids = await rootLabels(page, alg);
    const best = kids.find((k) => k.choice === 'pv');
    assert.equal(best?.text, '3', `${alg}: the best move is 3`);
    assert.ok(best.shown, `${alg}: the best move's label 3 is shown`);
    assert.ok(kids.find((k) => k.text === '5')?.shown, `${alg}: label 5 is shown`);
    const { problems, labels } = await page.evaluate(labelGeometry, `${alg}-svg`);
    assert.ok(labels.some((l) => l.cls === 'value'), 'the values were measured');
    assert.deepEqual(problems, [], `${alg}: labels under lines or over each other`);
  }
});

test("the first cut-off of Move 4, and in Lecture mode at fit: the current node's α and β are drawn, clear of its ring and the arrows", async (t) => {
  const { page } = await h.openClean(t);
  await openLesson(page, 'position'); // Move 4 is in the Position drawer
  await button(page, 'Move 4').click();
  await settled(page);
  await button(page, 'Next cut-off').click();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  assert.match(await page.locator('#alphabeta-explain').textContent(), /at MAX node X1 O5/);
  assert.deepEqual(await currentWindow(page), { texts: ['α 0', 'β −1'], visible: true });
  let g = await page.evaluate(labelGeometry, 'alphabeta-svg');
  assert.ok(g.labels.some((l) => l.text === 'α 0'), 'α of X1 O5 measured');
  assert.deepEqual(g.problems, [], 'labels under lines, the ring or arrows, or over each other');
  await page.getByRole('checkbox', { name: 'Lecture mode' }).check();
  await settled(page);
  await page.getByRole('button', { name: 'Zoom to fit' }).first().click();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await shot(page, 'labels-move4-cutoff-lecture');
  assert.deepEqual(await currentWindow(page), { texts: ['α 0', 'β −1'], visible: true }, "X1 O5's α and β in Lecture mode at fit");
  g = await page.evaluate(labelGeometry, 'alphabeta-svg');
  assert.deepEqual(g.problems, [], 'in Lecture mode: labels under lines, the ring or arrows, or over each other');
  // Every node of the path has its α and β on screen.
  const pairs = await page.evaluate(() => [...document.querySelectorAll('#alphabeta-svg .window-pair')].map((p) => getComputedStyle(p).visibility === 'visible' && p.getBoundingClientRect().width > 0));
  assert.ok(pairs.length >= 3 && pairs.every(Boolean), `the path's α and β: ${pairs}`);
});

/** Records, per canvas frame, the order of rings (arc), arrows (quadraticCurveTo) and text with its halo. */
function recordCanvasOps() {
  window.__ops = {};
  const proto = CanvasRenderingContext2D.prototype;
  const wrap = (name, log) => {
    const f = proto[name];
    proto[name] = function recorded(...args) {
      const id = this.canvas.id;
      if (id) log(this, args, (window.__ops[id] ??= []));
      return f.apply(this, args);
    };
  };
  wrap('fillRect', (ctx, [x, y, w], ops) => { if (x === 0 && y === 0 && w >= ctx.canvas.width / (window.devicePixelRatio || 1) - 1) ops.length = 0; });
  wrap('arc', (ctx, args, ops) => ops.push({ op: 'arc', style: String(ctx.strokeStyle) }));
  wrap('quadraticCurveTo', (ctx, args, ops) => ops.push({ op: 'arrow' }));
  wrap('strokeText', (ctx, [text], ops) => ops.push({ op: 'halo', text: String(text), width: ctx.lineWidth, style: String(ctx.strokeStyle) }));
  wrap('fillText', (ctx, [text], ops) => ops.push({ op: 'text', text: String(text) }));
}

test('on canvas (the empty Connect Four board) at a cut-off: α and β are painted last, on a halo, after the ring and the arrows', async (t) => {
  const { page } = await h.openClean(t, '?game=connect4');
  await page.addInitScript(recordCanvasOps);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await settled(page);
  await button(page, 'Next cut-off').click();
  await page.getByRole('button', { name: 'Zoom to current node' }).last().click();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await shot(page, 'labels-canvas-cutoff');
  const ops = await page.evaluate(() => window.__ops['alphabeta-canvas'] ?? []);
  const ring = ops.findIndex((o) => o.op === 'arc' && o.style === '#b58a00');
  const lastArrow = ops.findLastIndex((o) => o.op === 'arrow');
  const windows = ops.map((o, i) => [o, i]).filter(([o]) => o.op === 'text' && /^[αβ] /.test(o.text));
  assert.ok(ring >= 0, 'the ring is drawn');
  assert.ok(lastArrow >= 0, 'the cut-off arrows are drawn');
  assert.ok(windows.length >= 2, `α and β are drawn: ${ops.filter((o) => o.op === 'text').map((o) => o.text)}`);
  const lastOther = ops.findLastIndex((o) => o.op === 'text' && !/^[αβ] /.test(o.text));
  for (const [o, i] of windows) {
    assert.ok(i > ring && i > lastArrow && i > lastOther, `"${o.text}" is painted after the ring, the arrows and the other labels`);
    const before = ops[i - 1];
    assert.ok(before.op === 'halo' && before.text === o.text && before.width >= 2 && before.style === '#fcfcfb', `"${o.text}" on a halo`);
  }
});

test("Nilsson Fig. 7 at fit in Both: the tips' boxes are too small for their values, so the values stand under them at 12 px, each under its own box", async (t) => {
  const { page } = await h.openClean(t, '?preset=nilsson-fig7');
  await button(page, 'Next cut-off').click();
  await settled(page);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await shot(page, 'labels-fig7-tips');
  for (const alg of ['minimax', 'alphabeta']) {
    const tips = await page.evaluate((a) => {
      const v = window.abviz.views.svg[a], tr = v.tree;
      const own = (x) => (x < 0 ? `−${-x}` : String(x));
      const leaves = Array.from({ length: tr.n }, (_, id) => id).filter((id) => tr.childStart[id] === tr.childStart[id + 1]);
      return leaves.map((id) => {
        const box = v.glyphEls[id].getBoundingClientRect();
        const inBox = v.glyphText[id];
        const tip = v.tipEls[id];
        const seen = (el) => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility === 'visible' && getComputedStyle(el).display !== 'none';
        const r = tip?.getBoundingClientRect();
        return { value: own(tr.tl.minimax.value[id]), box: box.width, inBox: seen(inBox), tip: seen(tip) ? { text: tip.textContent, dx: r.left + r.width / 2 - (box.left + box.width / 2), below: r.top - box.bottom, cx: r.left + r.width / 2, top: r.top, px: parseFloat(getComputedStyle(tip).fontSize) } : null };
      });
    }, alg);
    assert.equal(tips.length, 41, 'Nilsson draws 41 tips');
    const small = tips.filter((x) => x.box < 12);
    assert.ok(small.length >= 30, `${alg}: at fit most tips' boxes are under 12 px (${tips.map((x) => x.box.toFixed(1))})`);
    assert.equal(small.filter((x) => x.inBox).length, 0, 'no value is drawn in a box under 12 px');
    assert.ok(tips.every((x) => !(x.inBox && x.tip)), 'a value is drawn once');
    const shown = tips.filter((x) => x.tip);
    const read = tips.filter((x) => x.tip || x.inBox).length;
    t.diagnostic(`${alg}: ${read} of 41 tip values can be read (${shown.length} under their boxes)`);
    assert.ok(read >= 32, `${alg}: most tips show their value (${read} of 41)`);
    for (const x of shown) {
      assert.equal(x.tip.text, x.value, 'the tip\'s own value');
      assert.ok(Math.abs(x.tip.dx) < 1.5 && x.tip.below > -2 && x.tip.below < 30, `${x.value} stands under its own box: ${JSON.stringify(x.tip)}`);
      assert.ok(x.tip.px >= 12, `${x.value} at ${x.tip.px} px`);
    }
    // Neighbours take turns between the two rows: on one row, values are two slots apart (at least 15 px
    // here), never side by side where "2" beside "4" reads as 24.
    for (const a of shown) {
      for (const b of shown) {
        if (a !== b && Math.abs(a.tip.top - b.tip.top) < 2) assert.ok(Math.abs(a.tip.cx - b.tip.cx) >= 15, `${a.value} and ${b.value} side by side`);
      }
    }
    const { problems } = await page.evaluate(labelGeometry, `${alg}-svg`);
    assert.deepEqual(problems, [], `${alg}: labels under lines or over each other`);
  }
  // Lecture mode (20 px, the overlay): a two-digit value no longer fits a box of about 18 px, and goes under it.
  await page.getByRole('checkbox', { name: 'Lecture mode' }).check();
  await settled(page);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const lecture = await page.evaluate(() => {
    const v = window.abviz.views.svg.alphabeta, tr = v.tree;
    const seen = (el) => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility === 'visible' && getComputedStyle(el).display !== 'none';
    let inBox = 0, under = 0, px = Infinity;
    for (let id = 0; id < tr.n; id++) {
      if (tr.childStart[id] !== tr.childStart[id + 1]) continue;
      if (seen(v.glyphText[id])) inBox++;
      if (seen(v.tipEls[id])) { under++; px = Math.min(px, parseFloat(getComputedStyle(v.tipEls[id]).fontSize)); }
    }
    return { inBox, under, px };
  });
  t.diagnostic(`Lecture mode: ${lecture.inBox} values in their boxes, ${lecture.under} under them`);
  assert.ok(lecture.under >= 5 && lecture.inBox + lecture.under >= 35, `Lecture mode reads most tips: ${JSON.stringify(lecture)}`);
  assert.ok(lecture.px >= 20, `at 20 px: ${lecture.px}`);
  const { problems } = await page.evaluate(labelGeometry, 'alphabeta-svg');
  assert.deepEqual(problems, [], 'Lecture mode: labels under lines or over each other');
});
