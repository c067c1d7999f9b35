// The enhancement lab and Solve for Connect Four: pure logic, no DOM and no
// side effects on import, shared by the page (lab/panel.js) and the worker.
//
// The lab counts the nodes of one position's search at depths 1…D for a list
// of combinations (rows): plain minimax, alpha-beta in natural and in random
// order, then alpha-beta with the engine's enhancements (`enhance`: order, id,
// tt, killer, history, pvs, aspiration) and MTD(f). Texts are returned as
// {key, params} for i18n/index.js t(), so this module needs no dictionary.

/** The seed of the random-order row: `order: 'random:7'`, the same every run, so counts can be quoted. */
export const RANDOM_SEED = 7;
/** Depths run when the page has no depth limit. */
export const DEFAULT_DEPTH = 6;
/** The deepest column the lab offers. */
export const MAX_DEPTH = 12;
/**
 * A cell whose count is predicted (from the row's last two depths) to pass
 * this many nodes is skipped, shown as "—": plain minimax grows 7× a ply.
 * The engine counts a few million nodes a second, so a cell takes seconds at most.
 */
export const NODE_BUDGET = 20000000;

/**
 * The rows, in the order shown. `algorithm` and `enhance` are the engine's
 * request fields; enhanced rows search in natural order, which their
 * enhancements then change. `label` is the row's i18n key; `baseline` rows
 * are the ones without enhancements.
 */
export const ROWS = [
  { id: 'minimax', label: 'labRowMinimax', algorithm: 'minimax', order: 'natural', enhance: '', baseline: true },
  { id: 'natural', label: 'labRowNatural', algorithm: 'alphabeta', order: 'natural', enhance: '', baseline: true },
  { id: 'random', label: 'labRowRandom', algorithm: 'alphabeta', order: `random:${RANDOM_SEED}`, enhance: '', baseline: true },
  { id: 'order', label: 'labRowOrder', algorithm: 'alphabeta', order: 'natural', enhance: 'order' },
  { id: 'order-tt', label: 'labRowOrderTt', algorithm: 'alphabeta', order: 'natural', enhance: 'order,tt' },
  { id: 'id-tt', label: 'labRowIdTt', algorithm: 'alphabeta', order: 'natural', enhance: 'id,tt' },
  { id: 'id-killer-history', label: 'labRowIdKillerHistory', algorithm: 'alphabeta', order: 'natural', enhance: 'id,killer,history' },
  { id: 'id-tt-killer-history', label: 'labRowIdTtKillerHistory', algorithm: 'alphabeta', order: 'natural', enhance: 'id,tt,killer,history' },
  { id: 'pvs', label: 'labRowPvs', algorithm: 'alphabeta', order: 'natural', enhance: 'id,tt,killer,history,pvs' },
  { id: 'aspiration', label: 'labRowAspiration', algorithm: 'alphabeta', order: 'natural', enhance: 'id,tt,killer,history,pvs,aspiration' },
  { id: 'mtdf', label: 'labRowMtdf', algorithm: 'mtdf', order: 'natural', enhance: 'id,tt,killer,history' },
];

/** The row the seed page's claim is about, and the row it is compared with. */
export const CLAIM_ROW = 'id-killer-history';
export const CLAIM_BASE = 'random';

/** The depths the lab runs for the page's depth limit (null: none): 1…D. */
export function labDepth(depth) {
  const d = Number(depth);
  if (depth === null || depth === undefined || depth === '' || !Number.isFinite(d) || d < 1) return DEFAULT_DEPTH;
  return Math.min(MAX_DEPTH, Math.floor(d));
}

/** The engine request of one cell: the position (`base`: game, size, board, scoring…) searched by `row` to `depth`. */
export function cellRequest(base, row, depth) {
  const req = { ...base, algorithm: row.algorithm, order: row.order, enhance: row.enhance, depth: String(depth) };
  // The rows of Rich's techniques carry their own option: futility's margin, the book, the endgame solver's cells.
  for (const k of ['futility', 'book', 'endgame']) if (row[k] !== undefined) req[k] = row[k];
  return req;
}

/** The summary slot that holds a row's counts: `minimax` for minimax, else `alphabeta` (MTD(f) included). */
export const slotOf = (row) => (row.algorithm === 'minimax' ? 'minimax' : 'alphabeta');

/**
 * The nodes predicted at `depth` from a row's counts so far (`counts[d]`:
 * nodes at depth d, null when skipped): the last count times the last growth
 * ratio, or times `b` with one count. Undefined with none before.
 */
export function predict(counts, depth, b = 7) {
  const prev = counts[depth - 1];
  if (prev === null) return Infinity;
  if (prev === undefined) return undefined;
  const before = counts[depth - 2];
  const ratio = typeof before === 'number' && before > 0 ? prev / before : b;
  return prev * Math.max(ratio, 1);
}

/** Whether the cell at `depth` is skipped: the row skipped the depth before, or it is predicted to pass `budget` nodes. */
export function skipCell(counts, depth, budget = NODE_BUDGET, b = 7) {
  const p = predict(counts, depth, b);
  return p !== undefined && p > budget;
}

/**
 * The jobs of a run, in the order they run: depth by depth (so every row has
 * its shallow counts before any row goes deeper), row by row.
 */
export function cellOrder(rows, depths) {
  const out = [];
  for (let d = 1; d <= depths; d++) for (const row of rows) out.push({ row: row.id, depth: d });
  return out;
}

/**
 * The effective branching factor of a row: the growth from one depth to the
 * next, nodes(d) / nodes(d − 1), at the deepest depth d ≥ 2 where both are
 * counted ({depth, value}), or null. (Not N^(1/d): that mixes in the shallow
 * levels, where the enhancements have little to work with.)
 */
export function ebf(counts) {
  for (let d = counts.length - 1; d >= 2; d--) {
    const a = counts[d], b = counts[d - 1];
    if (typeof a === 'number' && typeof b === 'number' && b > 0) return { depth: d, value: a / b };
  }
  return null;
}

/** Knuth and Moore's best case: b^⌈d/2⌉ + b^⌊d/2⌋ − 1 leaves at depth d of a uniform tree of branching b. */
export const bestCaseLeaves = (b, d) => b ** Math.ceil(d / 2) + b ** Math.floor(d / 2) - 1;

/**
 * The best case in nodes, comparable with the lab's counts (which count every
 * node entered, the root included): the minimal tree has
 * b^⌈k/2⌉ + b^⌊k/2⌋ − 1 nodes at each level k = 0…d.
 */
export function bestCaseNodes(b, d) {
  let n = 0;
  for (let k = 0; k <= d; k++) n += bestCaseLeaves(b, k);
  return n;
}

/** A ratio to one decimal, as people quote it (2.34 → 2.3). */
const ratio1 = (x) => Math.round(x * 10) / 10;

/**
 * The verdict on the seed page's claim that iterative deepening + killer +
 * history "often reach about twice the efficiency of random order", at the
 * deepest depth where both rows are counted (`results`: row id → counts by
 * depth). {key, params} for t(), or null before there is a depth to compare.
 * Keys: labVerdictFewer (with `claim`: labClaimTwice, labClaimMore or
 * labClaimLess), labVerdictSame, labVerdictMore.
 */
export function verdict(results, row = CLAIM_ROW, base = CLAIM_BASE) {
  const mine = results[row] || [], theirs = results[base] || [];
  for (let d = Math.min(mine.length, theirs.length) - 1; d >= 1; d--) {
    const a = mine[d], b = theirs[d];
    if (typeof a !== 'number' || typeof b !== 'number' || a <= 0 || b <= 0) continue;
    const params = { depth: d, nodes: a, base: b };
    const r = ratio1(b / a);
    if (b > a && r > 1) {
      const claim = r < 1.5 ? 'labClaimLess' : r <= 3 ? 'labClaimTwice' : 'labClaimMore';
      return { key: 'labVerdictFewer', params: { ...params, ratio: r }, claim };
    }
    if (a > b && ratio1(a / b) > 1) return { key: 'labVerdictMore', params: { ...params, ratio: ratio1(a / b) }, claim: 'labClaimNot' };
    return { key: 'labVerdictSame', params, claim: 'labClaimNot' };
  }
  return null;
}

/** "12 of 40": cells done (counted or skipped) of all. */
export function progressOf(results, rows, depths) {
  let done = 0;
  for (const row of rows) for (let d = 1; d <= depths; d++) if ((results[row.id] || [])[d] !== undefined) done++;
  return { done, total: rows.length * depths };
}

// ---- Futility (Rich, Fig. 6) ----------------------------------------------------

/** The lab's margin slider: M from 0 to 8 in halves (Connect Four's values at the depth limit are whole numbers of window points). */
export const FUTILITY = Object.freeze({ min: 0, max: 8, step: 0.5, initial: 2 });

/** The futility row for margin M: plain alpha-beta in natural order (futility needs no enhancements) that also stops when α + M ≥ β. */
export const futilityRow = (margin) => ({ id: 'futility', label: 'labRowFutility', algorithm: 'alphabeta', order: 'natural', enhance: '', futility: margin });

/**
 * The futility row at `depth` against the others, every number from the
 * engine's summaries (`results`: row id → nodes by depth, `values`: row id →
 * root value by depth): {nodes, base, saved, value, minimax, lost, within}
 * or null while a count is missing. `base` is alpha-beta's in natural order
 * (the search futility cuts short); minimax's value is the minimax row's, or,
 * where that row was skipped, alpha-beta's, which equals it at the root.
 */
export function futilityCell(results, values, depth, margin) {
  const nodes = results.futility?.[depth], base = results.natural?.[depth];
  const value = values.futility?.[depth];
  const minimax = values.minimax?.[depth] ?? values.natural?.[depth];
  if (typeof nodes !== 'number' || typeof base !== 'number' || typeof value !== 'number' || typeof minimax !== 'number') return null;
  const lost = Math.abs(minimax - value);
  return { nodes, base, saved: base - nodes, value, minimax, lost, within: lost <= margin };
}

/**
 * The sentence under the table about the futility row, at the deepest depth
 * with all its numbers: {key, params} for t(), or null. Keys: labFutilitySaved,
 * labFutilityCost (it entered more nodes), then labFutilityWithin or
 * labFutilityOutside (the bound broken: the engine is wrong) as `bound`.
 */
export function futilityNote(results, values, depths, margin) {
  for (let d = depths; d >= 1; d--) {
    const c = futilityCell(results, values, d, margin);
    if (!c) continue;
    const params = { margin, depth: d, nodes: c.nodes, base: c.base, saved: Math.abs(c.saved), value: c.value, minimax: c.minimax, lost: c.lost };
    return { key: c.saved >= 0 ? 'labFutilitySaved' : 'labFutilityCost', bound: c.within ? 'labFutilityWithin' : 'labFutilityOutside', params };
  }
  return null;
}

// ---- Knowledge: the opening book and the endgame solver (Rich's book moves) -------------

/** The endgame solver answers every node with at most this many empty cells (fast on every size the lab offers). */
export const ENDGAME = 12;
/** The Connect Four sizes with an opening book (solved to 4 plies): the engine refuses `book` on the others. */
export const BOOK_SIZES = Object.freeze(['4x4', '5x4']);

/** Whether a size ("4x4" or [4, 4]) has an opening book. */
export function hasBook(size) {
  const { w, h } = sizeOf(size);
  return BOOK_SIZES.includes(`${w}x${h}`);
}

/** The knowledge rows for a board size: the book where the size has one, and the endgame solver always. */
export function knowledgeRows(size) {
  const rows = [];
  if (hasBook(size)) rows.push({ id: 'book', label: 'labRowBook', algorithm: 'alphabeta', order: 'natural', enhance: '', book: 'on' });
  rows.push({ id: 'endgame', label: 'labRowEndgame', algorithm: 'alphabeta', order: 'natural', enhance: '', endgame: String(ENDGAME) });
  return rows;
}

/**
 * A knowledge row's cell at `depth`, from the summaries (`results` nodes,
 * `values` root values, `extras` {hits, solver, root}: the engine's
 * book_hits, endgame_nodes and book): {nodes, base, saved, hits, solver,
 * root, value, minimax} or null while a number is missing. `base` is
 * alpha-beta's in natural order, the same search without the knowledge.
 */
export function knowledgeCell(results, values, extras, id, depth) {
  const nodes = results[id]?.[depth], base = results.natural?.[depth], x = extras[id]?.[depth];
  const value = values[id]?.[depth], minimax = values.minimax?.[depth] ?? values.natural?.[depth];
  if (typeof nodes !== 'number' || typeof base !== 'number' || !x || typeof value !== 'number' || typeof minimax !== 'number') return null;
  return { nodes, base, saved: base - nodes, hits: x.hits, solver: x.solver, root: x.root, value, minimax };
}

/**
 * The sentences on the knowledge rows at the deepest depth each has, as
 * [{key, params}] for t(): the book (labBookRoot when the root itself is in
 * the book, else labBookSaved) or, on sizes without one, labBookNone; the
 * endgame solver (labEndgameSaved with the solver's own nodes, or
 * labEndgameNone when no node had ENDGAME or fewer empty cells).
 */
export function knowledgeNotes(results, values, extras, depths, size) {
  const out = [];
  const deepest = (id) => { for (let d = depths; d >= 1; d--) { const c = knowledgeCell(results, values, extras, id, d); if (c) return { ...c, depth: d }; } return null; };
  const { w, h } = sizeOf(size);
  if (!hasBook(size)) out.push({ key: 'labBookNone', params: { size: `${w}×${h}` } });
  else {
    const c = deepest('book');
    if (c) out.push({ key: c.root ? 'labBookRoot' : 'labBookSaved', params: { depth: c.depth, nodes: c.nodes, base: c.base, hits: c.hits, value: c.value, minimax: c.minimax } });
  }
  const e = deepest('endgame');
  if (e) {
    const params = { depth: e.depth, nodes: e.nodes, base: e.base, hits: e.hits, solver: e.solver, cells: ENDGAME, value: e.value, minimax: e.minimax };
    out.push({ key: e.hits > 0 ? 'labEndgameSaved' : 'labEndgameNone', params });
  }
  return out;
}

// ---- Solve ----------------------------------------------------------------------

/** Width and height of a size "7x6" or [7, 6]. */
export function sizeOf(size) {
  if (Array.isArray(size)) return { w: size[0], h: size[1] };
  const m = /^(\d+)x(\d+)$/.exec(String(size ?? '7x6'));
  return m ? { w: Number(m[1]), h: Number(m[2]) } : { w: 7, h: 6 };
}

/**
 * What a fast score `s` means for the side to move, in a W × H game where
 * `plies` stones have been played: {outcome: 'win' | 'loss' | 'draw', n}.
 * A win scores ⌈WH/2⌉ + 1 − (the stones the winner has when the game ends),
 * a loss minus that; n counts the winner's moves from now, the winning one
 * included. The side to move has played ⌊plies/2⌋ stones, the other ⌈plies/2⌉.
 */
export function outcomeOf(s, { w, h }, plies) {
  if (s === 0) return { outcome: 'draw', n: 0 };
  const half = Math.ceil((w * h) / 2);
  const stones = half + 1 - Math.abs(s);
  const had = s > 0 ? Math.floor(plies / 2) : Math.ceil(plies / 2);
  return { outcome: s > 0 ? 'win' : 'loss', n: stones - had };
}

const COLUMN_KEYS = { win: 'solveColumnWin', loss: 'solveColumnLoss', draw: 'solveColumnDraw' };
const VALUE_KEYS = { win: 'solveValueWin', loss: 'solveValueLoss', draw: 'solveValueDraw' };

/** A column's result ("column 4: win in 3", "column 1: full"): {key, params}; `value` null for a full column. */
export function columnText(column, value, size, plies) {
  if (value === null || value === undefined) return { key: 'solveColumnFull', params: { column } };
  const { outcome, n } = outcomeOf(value, sizeOf(size), plies);
  return { key: COLUMN_KEYS[outcome], params: outcome === 'draw' ? { column } : { column, n } };
}

/**
 * The position's value from its columns' values (the best of them, for the
 * side to move) and its text: {value, best: [columns], key, params}, or the
 * game-over text when no column can be played.
 */
export function positionValue(columns, size, plies) {
  const played = columns.filter((c) => c.value !== null && c.value !== undefined);
  if (!played.length) return { value: null, best: [], key: 'solveNoMove', params: {} };
  const value = Math.max(...played.map((c) => c.value));
  const best = played.filter((c) => c.value === value).map((c) => c.column);
  const { outcome, n } = outcomeOf(value, sizeOf(size), plies);
  return { value, best, key: VALUE_KEYS[outcome], params: outcome === 'draw' ? {} : { n } };
}

/** The number of stones played in a Connect Four grid ("…/..XO.../…") or column sequence ("4453"). */
export function pliesOf(board) {
  const b = String(board ?? '');
  if (/^[1-9]*$/.test(b.trim())) return b.trim().length;
  return (b.match(/[XOxo]/g) || []).length;
}

/** The moves at the root of a Connect Four grid (top row first): its columns with room, 0 when the grid is unreadable. */
export function rootMoves(grid) {
  const top = String(grid ?? '').split('/')[0] ?? '';
  return [...top].filter((c) => c === '.').length;
}
