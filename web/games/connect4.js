// Connect Four on the page: what the page reads off a node (its cells), how a
// node is drawn (the SVG and canvas thumbnails), the words its sentences use
// and the request its positions make. The rules the editor needs are in
// connect4-rules.js, the editor in connect4-editor.js; the registry is
// games/index.js.

import { t as tr } from '../i18n/index.js';
import { COLORS } from '../base/colors.js';
import { boardFrame, el } from '../base/svg-el.js';
import { NODE } from '../base/viewport.js';
import { loadStyle } from '../base/style.js';
import { isLeaf, pathMoves } from '../base/tree.js';
import { K, PENDING, PRUNED } from '../base/kinds.js';
import { fmt } from '../i18n/format.js';
import { toMove } from './tictactoe.js';
import { DEFAULT_SIZE, c4FromView, cellsAfter, empty, formatGrid, formatMoves, parseMoves, winningLineOf } from './connect4-rules.js';
import { connect4Link } from './connect4-link.js';

/** Connect Four: the cells of node `id` (w × h, row-major from the top, no '/'), or null for any other tree. */
export function c4CellsOf(t, id) {
  if (t.kind !== 'connect4') return null;
  return cellsAfter({ w: t.c4.w, h: t.c4.h, cells: t.rootBoard }, pathMoves(t, id));
}

/**
 * A Connect Four board of `cells` (w × h, row-major from the top) in a
 * 30-unit square: {frame, x, o, win} path data. X discs are filled, O discs
 * rings, so the sides differ by shape as well as colour.
 */
export function c4Paths(w, h, cells, leaf) {
  const c = 30 / Math.max(w, h), r = c * 0.36;
  const x0 = -w * c / 2, y0 = -h * c / 2;
  const at = (i) => [x0 + (i % w + 0.5) * c, y0 + (Math.floor(i / w) + 0.5) * c];
  let x = '', o = '';
  for (let i = 0; i < w * h; i++) {
    if (cells[i] === '.') continue;
    const [cx, cy] = at(i);
    const d = `M${(cx + r).toFixed(2)} ${cy.toFixed(2)}A${r.toFixed(2)} ${r.toFixed(2)} 0 1 0 ${(cx - r).toFixed(2)} ${cy.toFixed(2)}A${r.toFixed(2)} ${r.toFixed(2)} 0 1 0 ${(cx + r).toFixed(2)} ${cy.toFixed(2)}Z`;
    if (cells[i] === 'X') x += d; else o += d;
  }
  const win = leaf ? winningLineOf(w, h, cells) : [];
  let line = '';
  if (win.length >= 2) {
    const [ax, ay] = at(win[0]), [bx, by] = at(win[win.length - 1]);
    line = `M${ax.toFixed(2)} ${ay.toFixed(2)}L${bx.toFixed(2)} ${by.toFixed(2)}`;
  }
  return { frame: { x: x0, y: y0, width: w * c, height: h * c }, x, o, win: line, winner: win.length ? cells[win[0]] : null };
}

/** The SVG thumbnail: the node's board in its frame (MAX square with ▲, MIN round with ▼); a triangle when small. */
function svgGlyph(g, tree, id) {
  boardFrame(g, tree.isMax[id], NODE / 2);
  const { w, h } = tree.c4;
  const p = c4Paths(w, h, c4CellsOf(tree, id), isLeaf(tree, id));
  el('rect', { class: 'c4-grid detail', ...p.frame }, g);
  el('path', { class: 'c4-x detail', d: p.x }, g);
  el('path', { class: 'c4-o detail', d: p.o }, g);
  if (p.win) el('path', { class: `win detail win-${p.winner}`, d: p.win }, g);
}

/** A Connect Four board of `cells` in a glyph of `g` px: X discs filled, O discs rings; a leaf's four in a row struck through. */
function canvasGlyph(ctx, cells, g, st, leaf, tree) {
  const { w, h } = tree.c4;
  const c = (g * 0.88) / Math.max(w, h), r = c * 0.36;
  const x0 = (-w * c) / 2, y0 = (-h * c) / 2;
  const at = (i) => [x0 + ((i % w) + 0.5) * c, y0 + (Math.floor(i / w) + 0.5) * c];
  ctx.globalAlpha = st === PENDING ? 0.4 : st === PRUNED ? 0.5 : 1;
  ctx.fillStyle = '#e8eef9';
  ctx.strokeStyle = '#8aa0c8';
  ctx.lineWidth = 0.8;
  ctx.fillRect(x0, y0, w * c, h * c);
  ctx.strokeRect(x0, y0, w * c, h * c);
  const gray = st === PRUNED;
  const xs = new Path2D(), os = new Path2D();
  for (let i = 0; i < w * h; i++) {
    if (cells[i] === '.') continue;
    const [cx, cy] = at(i);
    const p = cells[i] === 'X' ? xs : os;
    p.moveTo(cx + r, cy);
    p.arc(cx, cy, r, 0, Math.PI * 2);
  }
  ctx.fillStyle = gray ? COLORS.pruned : COLORS.ink;
  ctx.fill(xs);
  ctx.fillStyle = '#ffffff';
  ctx.fill(os);
  ctx.strokeStyle = gray ? COLORS.pruned : COLORS.o;
  ctx.lineWidth = 1.1;
  ctx.stroke(os);
  const win = leaf ? winningLineOf(w, h, cells) : [];
  if (win.length >= 2) {
    const [a, b] = [at(win[0]), at(win[win.length - 1])];
    ctx.strokeStyle = cells[win[0]] === 'X' ? '#c62828' : '#2e7d32';
    ctx.lineWidth = 2;
    ctx.beginPath(); ctx.moveTo(a[0], a[1]); ctx.lineTo(b[0], b[1]); ctx.stroke();
  }
  ctx.globalAlpha = 1;
}

/** The engine request's position fields for a Connect Four view: game, size and the board (moves, or the empty grid). */
export function c4Request(view) {
  const size = view.size || DEFAULT_SIZE;
  const moves = view.position.moves ?? '';
  // The empty board is sent as its grid: an empty column sequence reads as no board at all.
  const req = { game: 'connect4', size, board: moves === '' ? formatGrid(empty(size)) : moves };
  // The evaluation at the depth limit: 'learned' (the shipped weights) or a weight file's text (lab/learn.js evalField).
  if (view.c4eval && view.c4eval !== 'default') req.eval = view.c4eval;
  return req;
}

/**
 * Connect Four's own sentences (the descriptor's explain, panels/explain.js): dropping in a column, four in a row,
 * a full board, the depth limit; null for the rest. `kit`: the panel's {name, side, moveLabel} of a node.
 */
function explainC4(tree, s, e, { name, side, moveLabel }) {
  const id = e.node;
  const ab = s.alg === 'alphabeta';
  const cells = c4CellsOf(tree, id);
  const node = name(tree, id);
  if (e.kind === K.ENTER) {
    const p = { side: side(tree, id), who: tr('whoToMove', { mark: toMove(cells) }), node, alpha: fmt(s.enterAlpha[id]), beta: fmt(s.enterBeta[id]), move: moveLabel(tree, id) };
    if (e.parent < 0) return tr(ab ? 'enterRootAb' : 'enterRoot', p);
    return tr(ab ? 'enterColumnAb' : 'enterColumn', { ...p, mover: toMove(c4CellsOf(tree, e.parent)) });
  }
  if (e.kind === K.LEAF) {
    if (e.horizon) return tr('c4Horizon', { node, value: fmt(e.value) });
    const win = winningLineOf(tree.c4.w, tree.c4.h, cells);
    return win.length ? tr('c4LeafWin', { mark: cells[win[0]], value: fmt(e.value) }) : tr('c4LeafDraw');
  }
  return null;
}

/** Connect Four's descriptor (the fields are described in games/index.js). */
export const connect4 = Object.freeze({
  name: 'connect4',
  fromPreset: (p) => ({ game: 'connect4', position: { moves: p.position } }),
  // Its searches read the view's c4eval (the learned evaluation), not eval.
  evalField: 'c4eval',
  kind: 'connect4',
  label: 'gameConnect4',
  board: true,
  // The enhancement lab and the solver are Connect Four's (controls/drawers.js, lab/panel.js).
  lessons: Object.freeze(['lab', 'solver']),
  // The position card's picture: the moves that reach the position, on the view's board size.
  picture: (s, v) => ({ position: s.moves ?? '', options: { size: v.size } }),
  // The gallery's and the position card's picture: the grid and its discs (a position the page cannot read keeps only the card's words).
  thumb: (svg, text, w, h, kit, options = {}) => {
    try {
      const pos = parseMoves(options.size ?? DEFAULT_SIZE, text);
      kit.drawGrid(svg, pos.w, pos.h, (i) => pos.cells[i], true);
    } catch { /* no picture */ }
  },
  cellsOf: c4CellsOf,
  explain: explainC4,
  card: (tree, id) => {
    const cells = c4CellsOf(tree, id), { w, h } = tree.c4;
    return Array.from({ length: h }, (_, r) => cells.slice(r * w, (r + 1) * w)).join('\n');
  },
  moveText: (move) => move + 1,
  moveKey: 'cmp.column',
  prunedKey: 'columnsPruned',
  bestMoveKey: 'bestMoveColumn',
  moveTip: 'tipColumn',
  title: (summary, view) => `${tr('gameConnect4')} ${view.size} ${summary.moves ?? summary.root}`,
  playFrom: (tree, id, view) => ({ moves: `${view.position.moves ?? ''}${pathMoves(tree, id).map((m) => m + 1).join('')}` }),
  request: c4Request,
  // The editor shows the view's position (after a search, or the last good one after a search that failed).
  restore: (app, view) => { app.c4 = c4FromView(view); },
  link: connect4Link,
  // Picked in the Game picker: the editor's position (empty at first).
  picked: (app) => {
    const p = app.c4 ?? empty(DEFAULT_SIZE);
    return { size: `${p.w}x${p.h}`, position: { moves: formatMoves(p) ?? '' } };
  },
  svgGlyph,
  canvasGlyph,
  // Computer move, Scores of all moves and play against the computer (connect4-play.js), with its first view.
  // With its editor's rules (connect4.css), before its first tree.
  parts: () => Promise.all([import('./connect4-page.js'), loadStyle(new URL('./connect4.css', import.meta.url).href)]).then(([m]) => m),
});
