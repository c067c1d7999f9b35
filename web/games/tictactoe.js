// Tic-tac-toe on the page: what the page reads off a node (its board, whose
// move, a finished line), how a node is drawn (the SVG and canvas thumbnails)
// and the words its sentences use. The engine decides the rules; these few
// lines only read a position back. The registry is games/index.js.

import { t as tr } from '../i18n/index.js';
import { COLORS } from '../base/colors.js';
import { boardFrame, el } from '../base/svg-el.js';
import { NODE } from '../base/viewport.js';
import { isLeaf, pathMoves } from '../base/tree.js';
import { PENDING, PRUNED } from '../base/kinds.js';

/** The side to move on a 9-character board: X when the counts are equal. */
export function toMove(board) {
  let x = 0, o = 0;
  for (const c of board) { if (c === 'X') x++; else if (c === 'O') o++; }
  return x === o ? 'X' : 'O';
}

export const LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

/** The first completed line of a board, or null. */
export function winningLine(board) {
  return LINES.find(([a, b, c]) => board[a] !== '.' && board[a] === board[b] && board[b] === board[c]) || null;
}

/** Lines of a board still open for `mark` (no opposing mark on them). */
export function openLines(board, mark) {
  const other = mark === 'X' ? 'O' : 'X';
  return LINES.filter((l) => l.every((c) => board[c] !== other)).length;
}

/** The 9-character board of node `id`, or null for textbook trees: the root's board with the path's moves played. */
export function boardOf(t, id) {
  if (t.kind !== 'board') return null;
  let b = t.rootBoard;
  for (const m of pathMoves(t, id)) b = b.slice(0, m) + toMove(b) + b.slice(m + 1);
  return b;
}

/** A 9-character board as the engine and links write it: three rows split by '/'. */
export const boardText = (b9) => `${b9.slice(0, 3)}/${b9.slice(3, 6)}/${b9.slice(6)}`;

const GRID = 'M-5 -15V15M5 -15V15M-15 -5H15M-15 5H15';

/** Path data for X marks and O rings of a 9-character board in a 30-unit square. */
function marksPath(board, mark) {
  let d = '';
  for (let c = 0; c < 9; c++) {
    if (board[c] !== mark) continue;
    const cx = -10 + (c % 3) * 10, cy = -10 + Math.floor(c / 3) * 10;
    d += mark === 'X'
      ? `M${cx - 3} ${cy - 3}L${cx + 3} ${cy + 3}M${cx + 3} ${cy - 3}L${cx - 3} ${cy + 3}`
      : `M${cx + 3.2} ${cy}A3.2 3.2 0 1 0 ${cx - 3.2} ${cy}A3.2 3.2 0 1 0 ${cx + 3.2} ${cy}`;
  }
  return d;
}

/** The SVG thumbnail: the board in its frame (MAX square with ▲, MIN round with ▼); a triangle when small. */
function svgGlyph(g, tree, id) {
  boardFrame(g, tree.isMax[id], NODE / 2);
  const b = boardOf(tree, id);
  el('path', { class: 'grid detail', d: GRID }, g);
  el('path', { class: 'mark-x detail', d: marksPath(b, 'X') }, g);
  el('path', { class: 'mark-o detail', d: marksPath(b, 'O') }, g);
  const line = isLeaf(tree, id) ? winningLine(b) : null;
  if (line) {
    const c = (i) => [-10 + (i % 3) * 10, -10 + Math.floor(i / 3) * 10];
    const [x1, y1] = c(line[0]), [x2, y2] = c(line[2]);
    el('path', { class: `win detail win-${b[line[0]]}`, d: `M${x1} ${y1}L${x2} ${y2}` }, g);
  }
}

/** The canvas thumbnail of `board` in a glyph of `g` px, inside the frame the view drew. */
function canvasGlyph(ctx, board, g, st, leaf) {
  const c = g / 3.4;
  ctx.globalAlpha = st === PENDING ? 0.4 : st === PRUNED ? 0.5 : 1;
  ctx.strokeStyle = '#b9bec8';
  ctx.lineWidth = 0.8;
  ctx.beginPath();
  for (const k of [-0.5, 0.5]) { ctx.moveTo(k * c, -1.5 * c); ctx.lineTo(k * c, 1.5 * c); ctx.moveTo(-1.5 * c, k * c); ctx.lineTo(1.5 * c, k * c); }
  ctx.stroke();
  const gray = st === PRUNED;
  for (let i = 0; i < 9; i++) {
    const cx = (i % 3 - 1) * c, cy = (Math.floor(i / 3) - 1) * c, r = c * 0.3;
    if (board[i] === 'X') {
      ctx.strokeStyle = gray ? COLORS.pruned : COLORS.ink;
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      ctx.moveTo(cx - r, cy - r); ctx.lineTo(cx + r, cy + r); ctx.moveTo(cx + r, cy - r); ctx.lineTo(cx - r, cy + r);
      ctx.stroke();
    } else if (board[i] === 'O') {
      ctx.strokeStyle = gray ? COLORS.pruned : COLORS.o;
      ctx.lineWidth = 1.3;
      ctx.beginPath();
      ctx.arc(cx, cy, r, 0, Math.PI * 2);
      ctx.stroke();
    }
  }
  const line = leaf ? winningLine(board) : null;
  if (line) {
    const p = (i) => [(i % 3 - 1) * c, (Math.floor(i / 3) - 1) * c];
    const [a, b] = [p(line[0]), p(line[2])];
    ctx.strokeStyle = board[line[0]] === 'X' ? '#c62828' : '#2e7d32';
    ctx.lineWidth = 2.2;
    ctx.beginPath(); ctx.moveTo(a[0], a[1]); ctx.lineTo(b[0], b[1]); ctx.stroke();
  }
  ctx.globalAlpha = 1;
}

/** Tic-tac-toe's descriptor (the fields are described in games/index.js). */
export const tictactoe = Object.freeze({
  name: 'tictactoe',
  fromPreset: (p) => ({ game: 'tictactoe', position: { board: p.position } }),
  kind: 'board',
  label: 'gameTicTacToe',
  board: true,
  // The gallery's and the position card's picture: the nine cells.
  thumb: (svg, text, w, h, kit) => {
    const cells = text.replace(/[\s/]/g, '').toUpperCase();
    kit.drawGrid(svg, 3, 3, (i) => cells[i], false);
  },
  cellsOf: boardOf,
  card: (tree, id) => { const b = boardOf(tree, id); return `${b.slice(0, 3)}\n${b.slice(3, 6)}\n${b.slice(6)}`; },
  moveText: (move) => move,
  moveKey: 'cmp.cell',
  prunedKey: 'movesPruned',
  bestMoveKey: 'bestMoveCell',
  title: (summary) => (summary.root === '.../.../...' ? tr('emptyBoard') : summary.root),
  playFrom: (tree, id) => ({ board: boardText(boardOf(tree, id)) }),
  // The board editor shows the position whose tree is on screen (none before the first), and the picker comes back to it.
  restore: (app, view, summary) => {
    if (!summary) return;
    app.cells = summary.root.replaceAll('/', '').split('');
    app.lastBoard = summary.root;
  },
  // Picked in the Game picker: the board last shown, else Move 4.
  picked: (app) => ({ position: { board: app.lastBoard ?? 'O.X/.X./O..' } }),
  svgGlyph,
  canvasGlyph,
});
