// Connect Four positions for the page: sizes W × H (4..7 × 4..6, "7x6"),
// the column sequence notation ("4453": 1-based columns, X moves first) and
// the grid notation (top row first, rows split by "/", cells X O .), dropping
// a disc, undo, legal columns, the winner and its cells, and the board a
// tree node stands for (the root with a path of 0-based columns played).
// Pure: no DOM, no side effects on import; runs in the page, the worker and
// Node's unit tests alike. Positions are plain frozen objects
// {w, h, cells, moves}: `cells` is the grid row-major, top row first, with
// no '/', and `moves` the 0-based columns played from the empty board (null
// when the position came as a grid).
//
// Errors are C4Error with a `key` and `params` for the page's dictionary
// (i18n keys below) and an English message.

export const MIN_W = 4, MAX_W = 7, MIN_H = 4, MAX_H = 6;
/** The sizes the page offers, smallest first; 7x6 is the standard board and the default. */
export const SIZES = Object.freeze(['4x4', '5x4', '5x5', '6x4', '6x5', '6x6', '7x4', '7x5', '7x6']);
export const DEFAULT_SIZE = '7x6';
/** Discs in a row that win. */
export const CONNECT = 4;

/** A bad size, sequence or grid: `key` and `params` name it for the page's dictionary. */
export class C4Error extends Error {
  constructor(message, key, params = {}) {
    super(message);
    this.name = 'C4Error';
    this.key = key;
    this.params = params;
  }
}

// The i18n keys of C4Error, with their English (the page's dictionaries hold the same texts).
const ERRORS = {
  badSize: { key: 'c4.badSize', en: 'Size "{value}" is not W x H with W from 4 to 7 and H from 4 to 6, such as 7x6.' },
  badMoveChar: { key: 'c4.badMoveChar', en: 'Moves: "{ch}" at position {position} is not a column number from 1 to {w}.' },
  columnFull: { key: 'c4.columnFull', en: 'Moves: column {column} is full at move {position}.' },
  moveAfterWin: { key: 'c4.moveAfterWin', en: 'Moves: {winner} has already won before move {position}.' },
  rowCount: { key: 'c4.rowCount', en: 'Grid: {rows} rows separated by "/"; this board has {h}.' },
  rowLength: { key: 'c4.rowLength', en: 'Grid: row {row} has {cells} cells; each row has {w}.' },
  badCell: { key: 'c4.badCell', en: 'Grid: "{ch}" in row {row} is not X, O or . (empty).' },
  floating: { key: 'c4.floating', en: 'Grid: the disc in row {row}, column {column} floats above an empty cell.' },
  counts: { key: 'c4.counts', en: 'Grid: X has {x} discs and O has {o}; X moves first, so X has as many as O or one more.' },
  bothWon: { key: 'c4.bothWon', en: 'Grid: both X and O have four in a row; the game ends at the first.' },
  afterWin: { key: 'c4.afterWin', en: 'Grid: {winner} has four in a row but {mover} moved after it.' },
};

function fail(which, params) {
  const { key, en: english } = ERRORS[which];
  const message = english.replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
  throw new C4Error(message, key, params);
}

/** The i18n keys C4Error uses (for the dictionaries' tests). */
export const ERROR_KEYS = Object.freeze(Object.values(ERRORS).map((e) => e.key));

// ---- sizes -------------------------------------------------------------------------------

/** "7x6" (also "7×6", "7 x 6", "7X6") → {w, h}; throws C4Error for anything else. */
export function parseSize(text) {
  const m = /^\s*([0-9])\s*[xX×]\s*([0-9])\s*$/.exec(String(text));
  const w = m ? Number(m[1]) : NaN, h = m ? Number(m[2]) : NaN;
  if (!(w >= MIN_W && w <= MAX_W && h >= MIN_H && h <= MAX_H)) fail('badSize', { value: String(text).slice(0, 20) });
  return { w, h };
}

/** {w, h} → "7x6". */
export function formatSize({ w, h }) {
  return `${w}x${h}`;
}

/** Whether `text` is a size parseSize() accepts. */
export function isSize(text) {
  try { parseSize(text); return true; } catch { return false; }
}

const sizeOf = (size) => (typeof size === 'string' ? parseSize(size) : parseSize(formatSize(size)));

// ---- positions -----------------------------------------------------------------------------

const make = (w, h, cells, moves) => Object.freeze({ w, h, cells, moves: moves ? Object.freeze(moves.slice()) : null });

/** The empty board of `size` ("7x6" or {w, h}). */
export function empty(size = DEFAULT_SIZE) {
  const { w, h } = sizeOf(size);
  return make(w, h, '.'.repeat(w * h), []);
}

/** Discs of each side: {X, O}. */
export function stones(pos) {
  let x = 0, o = 0;
  for (const c of pos.cells) { if (c === 'X') x++; else if (c === 'O') o++; }
  return { X: x, O: o };
}

/** The side to move: X when both have as many discs. */
export function toMove(pos) {
  const s = stones(pos);
  return s.X === s.O ? 'X' : 'O';
}

/** The row (0 = top) a disc dropped in `col` lands in, or -1 when the column is full. */
export function landingRow(pos, col) {
  for (let r = pos.h - 1; r >= 0; r--) if (pos.cells[r * pos.w + col] === '.') return r;
  return -1;
}

/** Every line of CONNECT cells of a w × h board, as cell indices. */
function linesOf(w, h) {
  const key = `${w}x${h}`;
  if (LINES.has(key)) return LINES.get(key);
  const out = [];
  for (let r = 0; r < h; r++) {
    for (let c = 0; c < w; c++) {
      for (const [dr, dc] of [[0, 1], [1, 0], [1, 1], [1, -1]]) {
        const er = r + dr * (CONNECT - 1), ec = c + dc * (CONNECT - 1);
        if (er < 0 || er >= h || ec < 0 || ec >= w) continue;
        out.push(Array.from({ length: CONNECT }, (_, k) => (r + dr * k) * w + c + dc * k));
      }
    }
  }
  LINES.set(key, out);
  return out;
}
const LINES = new Map();

/** The lines of four on `cells` (a w × h grid string): [[i, …], …] with the side of each. */
function wins(w, h, cells) {
  const out = [];
  for (const line of linesOf(w, h)) {
    const m = cells[line[0]];
    if (m !== '.' && line.every((i) => cells[i] === m)) out.push({ side: m, line });
  }
  return out;
}

/** 'X' or 'O' when that side has four in a row, else null. */
export function winner(pos) {
  const won = wins(pos.w, pos.h, pos.cells);
  return won.length ? won[0].side : null;
}

/** The cells (indices into `cells`, row-major from the top) of every line of four, sorted; [] with no winner. */
export function winningCells(pos) {
  const set = new Set();
  for (const { line } of wins(pos.w, pos.h, pos.cells)) for (const i of line) set.add(i);
  return [...set].sort((a, b) => a - b);
}

/** Whether the game is over: a winner, or a full board. */
export function isOver(pos) {
  return winner(pos) !== null || !pos.cells.includes('.');
}

/** The 0-based columns a disc can be dropped in ([] once the game is over). */
export function legalColumns(pos) {
  if (winner(pos) !== null) return [];
  const out = [];
  for (let c = 0; c < pos.w; c++) if (pos.cells[c] === '.') out.push(c);
  return out;
}

/** The position after the side to move drops a disc in 0-based column `col`; throws C4Error if it cannot. */
export function drop(pos, col) {
  const n = stones(pos);
  const position = n.X + n.O + 1;
  const w = winner(pos);
  if (w) fail('moveAfterWin', { winner: w, position });
  const r = Number.isInteger(col) && col >= 0 && col < pos.w ? landingRow(pos, col) : -2;
  if (r === -2) fail('badMoveChar', { ch: String(col + 1), position, w: pos.w });
  if (r < 0) fail('columnFull', { column: col + 1, position });
  const i = r * pos.w + col;
  const cells = pos.cells.slice(0, i) + toMove(pos) + pos.cells.slice(i + 1);
  return make(pos.w, pos.h, cells, pos.moves ? [...pos.moves, col] : null);
}

/** The position before the last move (a position without a move list, or with none, is returned as it is). */
export function undo(pos) {
  if (!pos.moves || pos.moves.length === 0) return pos;
  return fromMoves(pos, pos.moves.slice(0, -1));
}

/** The position reached by 0-based columns `moves` from the empty board of `size`. */
export function fromMoves(size, moves) {
  let pos = empty(size);
  for (const m of moves) pos = drop(pos, m);
  return pos;
}

// ---- notations ---------------------------------------------------------------------------------

/** "4453" (1-based columns; spaces and commas ignored) → the position; "" is the empty board. */
export function parseMoves(size, text) {
  let pos = empty(size);
  let k = 0;
  for (const ch of String(text)) {
    if (ch === ' ' || ch === ',') continue;
    k++;
    const col = ch >= '1' && ch <= '9' ? Number(ch) - 1 : -1;
    if (col < 0 || col >= pos.w) fail('badMoveChar', { ch: ch.length === 1 && ch >= ' ' ? ch : `U+${ch.codePointAt(0).toString(16).toUpperCase()}`, position: k, w: pos.w });
    pos = drop(pos, col);
  }
  return pos;
}

/** The column sequence of a position ("4453"), or null when it came as a grid. */
export function formatMoves(pos) {
  return pos.moves ? pos.moves.map((m) => m + 1).join('') : null;
}

/** The grid notation: rows top first, split by '/'. */
export function formatGrid(pos) {
  const rows = [];
  for (let r = 0; r < pos.h; r++) rows.push(pos.cells.slice(r * pos.w, (r + 1) * pos.w));
  return rows.join('/');
}

/**
 * A grid ("......./…/...XO..") → the position (moves null). `size` is
 * optional: without it the grid's own rows and columns give the size.
 * Cells X O x o . - _ are read; the discs must rest on each other, the counts
 * fit X moving first, and the game must not go on after a line of four.
 */
export function parseGrid(size, text) {
  const rows = String(text).replace(/\s+/g, '').split('/');
  const want = size ? sizeOf(size) : { w: rows[0].length, h: rows.length };
  if (!size && !(want.w >= MIN_W && want.w <= MAX_W && want.h >= MIN_H && want.h <= MAX_H)) fail('badSize', { value: `${want.w}x${want.h}` });
  const { w, h } = want;
  if (rows.length !== h) fail('rowCount', { rows: rows.length, h });
  let cells = '';
  for (let r = 0; r < h; r++) {
    if (rows[r].length !== w) fail('rowLength', { row: r + 1, cells: rows[r].length, w });
    for (const ch of rows[r]) {
      const c = { X: 'X', x: 'X', O: 'O', o: 'O', '.': '.', '-': '.', _: '.' }[ch];
      if (!c) fail('badCell', { ch, row: r + 1 });
      cells += c;
    }
  }
  for (let r = 0; r < h - 1; r++) {
    for (let c = 0; c < w; c++) if (cells[r * w + c] !== '.' && cells[(r + 1) * w + c] === '.') fail('floating', { row: r + 1, column: c + 1 });
  }
  const pos = make(w, h, cells, null);
  const n = stones(pos);
  if (n.X !== n.O && n.X !== n.O + 1) fail('counts', { x: n.X, o: n.O });
  const won = new Set(wins(w, h, cells).map((x) => x.side));
  if (won.size > 1) fail('bothWon', {});
  // The last mover is X when X has one more disc: a winner must be the side that moved last.
  const last = n.X > n.O ? 'X' : n.X + n.O > 0 ? 'O' : null;
  if (won.size === 1) {
    const [side] = won;
    if (side !== last) fail('afterWin', { winner: side, mover: last });
  }
  return pos;
}

/** Whether `text` looks like a grid (has '/' or a mark) rather than a column sequence. */
export const isGridText = (text) => /[/XOxo._-]/.test(String(text));

/** A column sequence or a grid, whichever `text` is, on a `size` board. */
export function parse(size, text) {
  return isGridText(text) ? parseGrid(size, text) : parseMoves(size, text);
}

/** The text of a position: its column sequence when it has one, else its grid. */
export function format(pos) {
  return pos.moves ? formatMoves(pos) : formatGrid(pos);
}

// ---- tree nodes --------------------------------------------------------------------------------

/**
 * The cells (a w × h string, top row first, no '/') after 0-based columns
 * `path` are played from `root` (a position, or {w, h, cells}). Plays without
 * checks: the engine's tree only holds legal moves.
 */
export function cellsAfter(root, path) {
  const { w, h } = root;
  const cells = root.cells.split('');
  let x = 0, o = 0;
  for (const c of cells) { if (c === 'X') x++; else if (c === 'O') o++; }
  for (const col of path) {
    let r = h - 1;
    while (r >= 0 && cells[r * w + col] !== '.') r--;
    if (r < 0) break;
    cells[r * w + col] = x === o ? 'X' : 'O';
    if (x === o) x++; else o++;
  }
  return cells.join('');
}

/** The position (moves null unless root has them) reached from `root` by 0-based columns `path`. */
export function positionAfter(root, path) {
  const cells = cellsAfter(root, path);
  return make(root.w, root.h, cells, root.moves ? [...root.moves, ...path] : null);
}

/** The first line of four of a w × h cells string, as cell indices from one end to the other, or [] (for drawing tree nodes). */
export function winningLineOf(w, h, cells) {
  const won = wins(w, h, cells);
  return won.length ? won[0].line : [];
}

/** The Connect Four editor's position from a view: its size and moves (an empty board when they do not parse). */
export function c4FromView(view) {
  try {
    return parseMoves(view.size || DEFAULT_SIZE, view.position?.moves ?? '');
  } catch {
    return empty(view.size || DEFAULT_SIZE);
  }
}
