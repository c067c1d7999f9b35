// The gallery's thumbnails, one small SVG per preset: a textbook tree's shape
// (state/gallery-presets.js treeShape: ▲ MAX and ▼ MIN levels as the books
// draw them, chance nodes round, leaves small squares), a tic-tac-toe board,
// a Connect Four grid with its discs, or a maze (Pacman, the robots) with
// its walls and pieces. Only shapes, no text: the card's title says what it is.

import { el } from '../base/svg-el.js';
import { treeShape } from '../state/gallery-presets.js';
import { gameOf } from '../games/index.js';

const W = 120, H = 72, PAD = 6;

/** {nodes: [{x, y, kind}], edges: [[x1, y1, x2, y2]]} of a shape, leaves spread evenly across the width. */
export function layoutShape(shape) {
  const nodes = [], edges = [];
  let leaves = 0, depth = 0;
  const measure = (s, d) => { depth = Math.max(depth, d); if (!s.kids.length) leaves++; else for (const k of s.kids) measure(k, d + 1); };
  measure(shape, 0);
  let next = 0;
  const place = (s, d) => {
    const y = PAD + (depth ? (d / depth) * (H - 2 * PAD) : (H - 2 * PAD) / 2);
    let x;
    if (!s.kids.length) x = PAD + (leaves > 1 ? (next++ / (leaves - 1)) * (W - 2 * PAD) : (W - 2 * PAD) / 2);
    else {
      const xs = s.kids.map((k) => place(k, d + 1));
      x = (xs[0] + xs[xs.length - 1]) / 2;
      for (const [i, k] of s.kids.entries()) edges.push([x, y, xs[i], k.y, d + 1]);
    }
    s.y = y;
    nodes.push({ x, y, d, kind: s.chance ? 'chance' : !s.kids.length ? 'leaf' : d % 2 ? 'min' : 'max' });
    return x;
  };
  place(shape, 0);
  return { nodes, edges, leaves, depth };
}

/**
 * Draws a tree's shape into `svg`, the part below depth `limit` (a number, or
 * null for none) faded, as the search will not see it; returns its node
 * count (0 if the text has no shape to read).
 */
function drawTree(svg, text, limit) {
  const shape = treeShape(text);
  if (!shape) return 0;
  const { nodes, edges, leaves } = layoutShape(shape);
  const r = Math.max(1.6, Math.min(4.5, (W - 2 * PAD) / Math.max(1, leaves) / 2.2));
  const beyond = (d) => (limit !== null && d > limit ? { class: 'thumb-beyond' } : {});
  const g = el('g', { class: 'thumb-edges' }, svg);
  for (const [x1, y1, x2, y2, d] of edges) el('line', { x1, y1, x2, y2, ...beyond(d) }, g);
  for (const n of nodes) {
    const parent = el('g', beyond(n.d), svg);
    const at = (dx, dy) => `${(n.x + dx).toFixed(1)} ${(n.y + dy).toFixed(1)}`;
    if (n.kind === 'leaf') el('rect', { class: 'thumb-leaf', x: n.x - r * 0.8, y: n.y - r * 0.8, width: r * 1.6, height: r * 1.6 }, parent);
    else if (n.kind === 'chance') el('circle', { class: 'thumb-chance', cx: n.x, cy: n.y, r }, parent);
    else if (n.kind === 'max') el('path', { class: 'thumb-max', d: `M${at(0, -r * 1.2)}L${at(r * 1.2, r)}L${at(-r * 1.2, r)}Z` }, parent);
    else el('path', { class: 'thumb-min', d: `M${at(0, r * 1.2)}L${at(r * 1.2, -r)}L${at(-r * 1.2, -r)}Z` }, parent);
  }
  return nodes.length;
}

/** Draws a grid of `w` × `h` cells, `cell(i)` giving 'X', 'O' or '.', as discs (round) or marks. */
function drawGrid(svg, w, h, cell, round) {
  const s = Math.min((W - 2 * PAD) / w, (H - 2 * PAD) / h);
  const x0 = (W - s * w) / 2, y0 = (H - s * h) / 2;
  el('rect', { class: round ? 'thumb-c4' : 'thumb-board', x: x0, y: y0, width: s * w, height: s * h, rx: 2 }, svg);
  for (let i = 0; i < w * h; i++) {
    const c = cell(i), cx = x0 + (i % w + 0.5) * s, cy = y0 + (Math.floor(i / w) + 0.5) * s;
    if (!round) el('rect', { class: 'thumb-cell', x: cx - s / 2, y: cy - s / 2, width: s, height: s }, svg);
    if (round) el('circle', { class: c === 'X' ? 'thumb-x' : c === 'O' ? 'thumb-o' : 'thumb-hole', cx, cy, r: s * 0.38 }, svg);
    else if (c === 'X') el('path', { class: 'thumb-xmark', d: `M${cx - s * 0.3} ${cy - s * 0.3}L${cx + s * 0.3} ${cy + s * 0.3}M${cx + s * 0.3} ${cy - s * 0.3}L${cx - s * 0.3} ${cy + s * 0.3}` }, svg);
    else if (c === 'O') el('circle', { class: 'thumb-omark', cx, cy, r: s * 0.3 }, svg);
  }
}

/** The maze pieces drawn as discs: Pacman, ghosts, and the robots White and Black. */
const PIECES = { P: 'thumb-pacman', G: 'thumb-ghost', W: 'thumb-white', B: 'thumb-black' };

/** Draws a maze's `rows` (walls '%' filled, pieces as discs); returns its cell count. */
function drawMaze(svg, rows) {
  const w = Math.max(0, ...rows.map((r) => r.length)), h = rows.length;
  if (!w || !h) return 0;
  const s = Math.min((W - 2 * PAD) / w, (H - 2 * PAD) / h);
  const x0 = (W - s * w) / 2, y0 = (H - s * h) / 2;
  el('rect', { class: 'thumb-floor', x: x0, y: y0, width: s * w, height: s * h }, svg);
  rows.forEach((row, y) => [...row].forEach((c, x) => {
    if (c === '%') el('rect', { class: 'thumb-wall', x: x0 + x * s, y: y0 + y * s, width: s, height: s }, svg);
    else if (PIECES[c]) el('circle', { class: PIECES[c], cx: x0 + (x + 0.5) * s, cy: y0 + (y + 0.5) * s, r: s * 0.42 }, svg);
  }));
  return w * h;
}

/** The thumbnail of `preset` as an SVG element (decorative: the card names it), with data-nodes for a tree. */
export function presetThumb(preset) {
  const svg = el('svg', { class: 'gallery-thumb', viewBox: `0 0 ${W} ${H}`, 'aria-hidden': 'true', focusable: 'false' });
  // Each game draws its own picture (games/index.js `thumb`), with the shapes drawn here.
  gameOf(preset.game)?.thumb?.(svg, preset.position, W, H, { el, drawGrid, drawMaze, drawTree }, preset.options ?? {});
  return svg;
}
