// What the page reads off an Othello position, as the engine writes it:
// rows of B, W and . split by '/', then b or w for the side to move
// ("..../.WB./.BW./.... b"). A move is the engine's cell number on its
// 8-wide layout (row * 8 + column), 64 a pass. The engine decides the
// values; these rules only replay a path to draw a node, mark the legal
// moves in the editor and say which discs a move flips.

/** The engine's pass. */
export const PASS = 64;
/** The board widths. */
export const WIDTHS = [4, 6, 8];
const DIRS = [[-1, -1], [-1, 0], [-1, 1], [0, -1], [0, 1], [1, -1], [1, 0], [1, 1]];

/** A position's text read back: {w, cells (row-major 'B' 'W' '.'), black (to move)}, or null. */
export function parse(text) {
  if (typeof text !== 'string') return null;
  const m = text.trim().match(/^([BWXObwxo.\-/]+)(?:\s+([bwBW]))?$/);
  if (!m) return null;
  const rows = m[1].split('/');
  const w = rows.length;
  if (!WIDTHS.includes(w) || rows.some((r) => r.length !== w)) return null;
  const cells = rows.join('').toUpperCase().replace(/X/g, 'B').replace(/O/g, 'W').replace(/-/g, '.').split('');
  const discs = cells.filter((c) => c !== '.').length;
  return { w, cells, black: m[2] ? m[2].toLowerCase() === 'b' : discs % 2 === 0 };
}

/** A position as the engine writes it. */
export function text(pos) {
  const rows = [];
  for (let r = 0; r < pos.w; r++) rows.push(pos.cells.slice(r * pos.w, (r + 1) * pos.w).join(''));
  return `${rows.join('/')} ${pos.black ? 'b' : 'w'}`;
}

/** The standard start on a `w`-wide board: White on the top-left diagonal, Black to move. */
export function start(w) {
  const cells = Array(w * w).fill('.');
  const c = w / 2;
  cells[(c - 1) * w + c - 1] = 'W'; cells[c * w + c] = 'W';
  cells[(c - 1) * w + c] = 'B'; cells[c * w + c - 1] = 'B';
  return { w, cells, black: true };
}

/** The engine's move for cell `i` of a `w`-wide board, and back. */
export const moveOf = (w, i) => Math.floor(i / w) * 8 + (i % w);
export const cellOf = (w, mv) => Math.floor(mv / 8) * w + (mv % 8);

/** A move as people write it: d3 (column letter, row from the top), or "pass". */
export const moveText = (mv) => (mv === PASS ? 'pass' : `${String.fromCharCode(97 + (mv % 8))}${Math.floor(mv / 8) + 1}`);

/** The cells (indices) a disc at cell `i` flips for the side to move; empty when it is not a legal move. */
export function flips(pos, i) {
  const { w, cells } = pos;
  if (cells[i] !== '.') return [];
  const own = pos.black ? 'B' : 'W', other = pos.black ? 'W' : 'B';
  const out = [];
  const r0 = Math.floor(i / w), c0 = i % w;
  for (const [dr, dc] of DIRS) {
    const line = [];
    let r = r0 + dr, c = c0 + dc;
    while (r >= 0 && r < w && c >= 0 && c < w && cells[r * w + c] === other) { line.push(r * w + c); r += dr; c += dc; }
    if (line.length && r >= 0 && r < w && c >= 0 && c < w && cells[r * w + c] === own) out.push(...line);
  }
  return out.sort((a, b) => a - b);
}

/** The cells where the side to move may place a disc. */
export const legal = (pos) => pos.cells.map((_, i) => i).filter((i) => flips(pos, i).length > 0);

/** The position after engine move `mv` (a placement or a pass). */
export function play(pos, mv) {
  const next = { w: pos.w, cells: [...pos.cells], black: !pos.black };
  if (mv === PASS) return next;
  const i = cellOf(pos.w, mv);
  for (const f of [i, ...flips(pos, i)]) next.cells[f] = pos.black ? 'B' : 'W';
  return next;
}

/** The moves the side to move has: its placements, else a pass when the other side can place, else none (the end). */
export function moves(pos) {
  const own = legal(pos);
  if (own.length) return own.map((i) => moveOf(pos.w, i));
  return legal({ ...pos, black: !pos.black }).length ? [PASS] : [];
}

/** Each side's discs: {B, W}. */
export function count(pos) {
  let B = 0, W = 0;
  for (const c of pos.cells) { if (c === 'B') B++; else if (c === 'W') W++; }
  return { B, W };
}
