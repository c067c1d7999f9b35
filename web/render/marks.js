// Tags on the nodes the trace singles out, drawn as a shape with a word, not
// only a colour, in both views: "TT" (answered from the transposition table)
// over a node's bottom left corner; over its top left, the horizon's tag: "Q"
// (searched past the depth limit by quiescence), "book" or "solved" (answered
// by the opening book or the endgame solver; its subtree is drawn pruned) and
// "≈" (a futility stop: its last children skipped, drawn pruned). Also the
// depth limit as a dashed line across the tree when quiescence reaches past it.

import { el } from '../base/svg-el.js';
import { t } from '../i18n/index.js';
import { bookIsEndgame, extendedAt, fromBook, fromTable, futilityAt } from '../state/timeline.js';

const f1 = (v) => v.toFixed(1);

/** The horizon tag of node `id` of `slot` at step `pos`: {text, cls} or null. */
export function horizonTag(tree, slot, id, pos) {
  if (fromBook(tree, slot, id, pos)) return bookIsEndgame(tree, slot, id) ? { text: 'solved', cls: 'book' } : { text: 'book', cls: 'book' };
  if (futilityAt(tree, slot, id, pos) >= 0) return { text: '≈', cls: 'futile' };
  if (extendedAt(tree, slot, id, pos)) return { text: 'Q', cls: 'ext' };
  return null;
}

/** A tag's box for labels of `L` px holding `text`: [x, y, w, h] about its centre. */
const box = (L, text) => { const w = Math.max(1.8, 0.62 * text.length + 0.7) * L; return [-w / 2, -0.65 * L, w, 1.3 * L]; };

/** Where a tag sits on a glyph of size `g`: "TT" over the bottom left corner, the horizon's over the top left. */
export const tagAt = (g, top) => `translate(${f1(-g / 2 - 3)} ${f1(top ? -g / 2 + 2 : g / 2 - 2)})`;

/** Sizes an SVG tag (a <g> of rect and text) for labels of `L` px. */
export function sizeTag(tag, L) {
  const [rect, text] = tag.children;
  const [x, y, w, h] = box(L, text.textContent);
  for (const [k, v] of Object.entries({ x, y, width: w, height: h })) rect.setAttribute(k, f1(v));
  text.setAttribute('y', f1(0.36 * L));
}

/** A tag `<g class=cls><rect/><text>text</text></g>` on `parent`. */
function makeTag(parent, cls, text, g, top, L) {
  const tag = el('g', { class: cls, transform: tagAt(g, top) }, parent);
  el('rect', { rx: 2 }, tag);
  el('text', { x: 0, 'text-anchor': 'middle' }, tag).textContent = text;
  sizeTag(tag, L);
  return tag;
}

/**
 * Updates node `id`'s tags in SVG view `v` for step `pos`: the "TT" tag and
 * the horizon's, with classes on the node (tt, ext, book, futile) for the styles.
 */
export function svgTags(v, id, pos, g, L) {
  const tree = v.tree, slot = v.slot ?? v.alg, node = v.nodeEls[id];
  const tt = fromTable(tree, slot, id, pos) ? 'TT' : '';
  const hz = horizonTag(tree, slot, id, pos);
  const key = `${tt}|${hz ? hz.text : ''}`;
  if (v.shownTags[id] === key) return;
  v.shownTags[id] = key;
  node.classList.toggle('tt', !!tt);
  for (const c of ['ext', 'book', 'futile']) node.classList.toggle(c, !!hz && hz.cls === c);
  if (tt && !v.ttEls[id]) v.ttEls[id] = makeTag(node, 'tt-tag', 'TT', g, false, L);
  if (v.ttEls[id]) v.ttEls[id].setAttribute('visibility', tt ? 'visible' : 'hidden');
  if (hz && !v.hzEls[id]) v.hzEls[id] = makeTag(node, 'hz-tag', hz.text, g, true, L);
  const h = v.hzEls[id];
  if (h) {
    h.setAttribute('visibility', hz ? 'visible' : 'hidden');
    if (hz && h.lastChild.textContent !== hz.text) { h.lastChild.textContent = hz.text; sizeTag(h, L); }
    if (hz) h.setAttribute('data-tag', hz.cls);
  }
}

/** Moves and sizes node `id`'s tags for a glyph of size `g` (the viewport changed). */
export function placeSvgTags(v, id, g, L) {
  if (v.ttEls[id]) { v.ttEls[id].setAttribute('transform', tagAt(g, false)); sizeTag(v.ttEls[id], L); }
  if (v.hzEls[id]) { v.hzEls[id].setAttribute('transform', tagAt(g, true)); sizeTag(v.hzEls[id], L); }
}

/** Tag colours on canvas: [fill, stroke, text] (style.css has the same for SVG). */
const CANVAS_TAG = { tt: ['#fff3c4', '#7a5a00', '#5a4300'], ext: ['#e6f0ff', '#1f4e99', '#163b75'], book: ['#e9f6ea', '#2e6b34', '#1f4d24'], futile: ['#fde8e4', '#8a3b2a', '#6b2a1d'] };

/** Draws one tag centred at (x, y) on canvas. */
function canvasTag(ctx, L, text, cls, x, y) {
  const [fill, stroke, ink] = CANVAS_TAG[cls];
  const [bx, by, w, h] = box(L, text);
  ctx.setLineDash([]);
  ctx.globalAlpha = 1;
  ctx.fillStyle = fill;
  ctx.strokeStyle = stroke;
  ctx.lineWidth = 1.2;
  ctx.beginPath();
  ctx.roundRect(x + bx, y + by, w, h, 2);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = ink;
  ctx.font = `bold ${L}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y + 1);
  ctx.textBaseline = 'alphabetic';
}

/** Node `id`'s tags on canvas (the context is translated to the node); `room(text, x, y)` says whether the TT tag fits there. */
export function canvasTags(ctx, view, id, half, L, room) {
  const tree = view.tree, slot = view.slot ?? view.alg, pos = view.pos;
  ctx.font = `bold ${L}px system-ui, sans-serif`;
  if (fromTable(tree, slot, id, pos) && room('TT', -half - 3, half - 1)) canvasTag(ctx, L, 'TT', 'tt', -half - 3, half - 2);
  // The horizon's tag is always drawn, as the node itself is.
  const hz = horizonTag(tree, slot, id, pos);
  if (hz) canvasTag(ctx, L, hz.text, hz.cls, -half - 3, -half + 2);
}

/**
 * The depth limit's y on screen when quiescence searched past it (the tree
 * is deeper than the limit), or null: where the horizon line goes.
 */
export function horizonDepth(tree) {
  const d = tree?.horizon?.depth;
  return tree?.horizon?.quiescence && d !== null && d !== undefined && tree.maxDepth > d ? d : null;
}

/** The SVG horizon line of view `v`: a dashed line across the tree between the depth limit's row and the next (behind the tree), its label over the tree at its right end; or hidden. */
export function placeSvgHorizon(v) {
  const d = horizonDepth(v.tree);
  if (!v.horizonEl) {
    v.horizonEl = el('line', { class: 'horizon-line' }, v.svg);
    v.edgeLayer.before(v.horizonEl);
    v.horizonText = el('text', { class: 'horizon-label', 'text-anchor': 'end' }, v.svg);
  }
  for (const e of [v.horizonEl, v.horizonText]) e.setAttribute('visibility', d === null ? 'hidden' : 'visible');
  if (d === null) return;
  const y = (v.viewport.toScreen(0, d)[1] + v.viewport.toScreen(0, d + 1)[1]) / 2;
  const width = v.size?.width ?? v.svg.clientWidth ?? 1000;
  for (const [k, val] of Object.entries({ x1: 0, x2: f1(width), y1: f1(y), y2: f1(y) })) v.horizonEl.setAttribute(k, val);
  v.horizonText.setAttribute('x', f1(width - 4)); // at the right end, where a tree drawn from the left has least
  v.horizonText.setAttribute('y', f1(y - 4));
  v.horizonText.textContent = t('hz.horizonLine', { d });
}

/** The canvas horizon line across `width` px, as placeSvgHorizon: the line (behind the tree), or with `label` its label (over it). */
export function drawCanvasHorizon(ctx, view, width, label = false) {
  const d = horizonDepth(view.tree);
  if (d === null) return;
  const y = (view.viewport.toScreen(0, d)[1] + view.viewport.toScreen(0, d + 1)[1]) / 2;
  ctx.save();
  ctx.strokeStyle = '#8a5a00';
  ctx.lineWidth = 1.2;
  if (label) {
    ctx.font = `${view.label || 12}px system-ui, sans-serif`;
    ctx.textAlign = 'right';
    const text = t('hz.horizonLine', { d });
    ctx.lineWidth = 3;
    ctx.strokeStyle = '#fcfcfb';
    ctx.strokeText(text, width - 4, y - 4);
    ctx.fillStyle = '#8a5a00';
    ctx.fillText(text, width - 4, y - 4);
  } else {
    ctx.setLineDash([8, 5]);
    ctx.beginPath();
    ctx.moveTo(0, y);
    ctx.lineTo(width, y);
    ctx.stroke();
  }
  ctx.restore();
}

/**
 * Practice marks' symbols, a shape as well as a colour: ✂ a pruned guess, α β a window given, ✓ right,
 * ! missed, ✗ wrong. A mark's own text (the typed value, "✂ =3") replaces its symbol.
 */
export const PRACTICE_SYMBOLS = { guess: '✂', window: 'α β', value: '', right: '✓', missed: '!', wrong: '✗' };

/** Practice marks' colours, for the canvas (the SVG view's are in style.css). */
export const PRACTICE_COLORS = { guess: '#7b1fa2', window: '#0d47a1', value: '#0d47a1', right: '#0b8043', missed: '#b3261e', wrong: '#b3261e' };

/** The text of practice mark `mark` on node `id`: its own (`texts`: Map id -> text), else its symbol. */
export function practiceLabel(texts, id, mark) {
  return texts?.get(id) ?? PRACTICE_SYMBOLS[mark];
}
