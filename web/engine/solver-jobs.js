// The Connect Four solver kernel's jobs in the search worker (engine/worker.js loads this module with
// the first request that needs it: Scores of all moves, Computer move, the ladder, the deep book):
// one wasm Solver per worker, whose table is allocated on the first solve and reused by every solve
// after (Cancel ends the worker, and the table with it), and the deep 7×6 book fetched into it.
// Each job posts its progress and result to the page as the worker's other jobs do; `tick` is the
// worker's budget tick for the job (progress, at most every PROGRESS_MS) and `countNodes` its node limit.

import * as abviz from '../pkg/abviz_wasm.js';
import { switchBits } from './ladder.js';

/**
 * The Connect Four solver kernel (wasm Solver): one per worker, made on the first solve, so its
 * table is allocated once and reused by every solve after (Cancel ends the worker, and the table with it).
 */
let solver = null;
const kernel = () => (solver ??= new abviz.Solver());

/** The deep 7×6 opening book (every position of up to 8 discs; crates/core/src/games/books.rs), from the same origin. */
const BOOK_URL = new URL('../data/connect4-7x6.book', import.meta.url);
let bookLoad = null;
/**
 * The deep book handed to the kernel: fetched once per worker, on the first 7×6 solve or the page's 'book'
 * request (sent when Connect Four is shown). Resolves with its positions, or 0 when it cannot be had: the
 * kernel then searches, as it would without a book.
 */
export function loadBook() {
  bookLoad ??= fetch(BOOK_URL)
    .then((r) => { if (!r.ok) throw new Error(`HTTP ${r.status}`); return r.arrayBuffer(); })
    .then((bytes) => kernel().load_book(new Uint8Array(bytes)))
    .catch(() => 0);
  return bookLoad;
}
/** Whether a Connect Four request is on the board the deep book covers (an empty size is 7×6). */
export const bookSize = (request) => !request?.size || request.size === '7x6';
/** The kernel's `switches` bits for the technique switches `options` ({name: false} turns one off). */
const bits = (options) => switchBits(abviz.Solver.switch_names(), options);

/**
 * Solve: each column of `columns` (1-based) solved exactly by the kernel, posting each as it is done
 * ({column, value, nodes, ms}) and the search's progress ({nodes, ms, memory}) between them.
 * `options`: the kernel's technique switches (absent: the page's defaults, every one on). With `ms`, the
 * whole answer comes within that time, in two passes: the first gives each column half an even share of
 * the time left and so finishes the quick ones (a quick one leaves its share to the rest); the second
 * gives the columns still open all that is left, shared evenly, and the table keeps what the first pass
 * learnt about them. A column out of time in the second pass is posted as {column, value: null,
 * bounds: [lo, hi]}: the interval its exact score was proven to lie in when it stopped.
 */
export function solve(id, { columns, options = {}, size = '', board = '', ms = null }, tick, countNodes) {
  const out = [];
  const s = kernel();
  const end = typeof ms === 'number' ? performance.now() + ms : Infinity;
  let open = columns;
  for (const last of [false, true]) {
    const left = open;
    open = [];
    left.forEach((column, i) => {
      const t0 = performance.now();
      const until = t0 + (end - t0) / (left.length - i) / (last ? 1 : 2);
      let c;
      try {
        const value = s.column(size, board, column, bits(options), countNodes, (n) => tick(n) && performance.now() < until);
        c = { column, value: Number.isNaN(value) ? null : value, nodes: s.nodes(), book: s.from_book(), ms: performance.now() - t0 };
      } catch (err) {
        // Only the time limit stops a column here (Cancel ends the worker).
        if (err?.code !== 'search.Cancelled' || end === Infinity) throw err;
        if (!last) { open.push(column); return; }
        const b = s.stopped_bounds();
        c = { column, value: null, bounds: b ? [b[0], b[1]] : null, book: false, ms: performance.now() - t0 };
      }
      out.push(c);
      postMessage({ id, type: 'progress', progress: c });
    });
    if (!open.length) break;
  }
  postMessage({ id, type: 'done', result: { columns: out } });
}

/**
 * The best column (Computer move, the perfect computer): the position's exact score (from the book, or
 * solved), then a null window per column, centre first, until one reaches it. {column (1-based, null once
 * the game is over), score, nodes, book (whether the book gave the score), ms}; the search's progress
 * ({nodes, ms, memory}) meanwhile.
 */
export function best(id, { options = {}, size = '', board = '' }, tick, countNodes) {
  const s = kernel();
  const t0 = performance.now();
  const column = s.best(size, board, bits(options), countNodes, tick);
  postMessage({ id, type: 'done', result: { column: Number.isNaN(column) ? null : column, score: s.score(), nodes: s.nodes(), book: s.from_book(), ms: performance.now() - t0 } });
}

/** Whether an opening book holds the position: a solve with the book alone and no room to search. */
function inBook(s, size, board) {
  try {
    s.solve(size, board, bits(Object.fromEntries(abviz.Solver.switch_names().map((n) => [n, n === 'book']))), 1);
    return s.from_book();
  } catch (err) {
    if (err?.code === 'search.NodeLimit') return false;
    throw err;
  }
}

/**
 * The solver ladder (engine/ladder.js): the position solved once per rung, each from a cold table with
 * its own technique switches and within `budget` nodes, posting {rung, score, nodes, book, ms}, {rung, over, ms}
 * (out of budget) or {rung, error} as each is done (`book`: the opening book gave the score), and the search's
 * progress ({nodes, ms, memory}) meanwhile. On a position an opening book holds, where every rung without the
 * book searches the early game, it climbs down instead: {order} first (the rungs from the book's down), then
 * each rung, and once one stops at its budget the rungs below it (fewer techniques) are {rung, skipped: that rung}.
 */
export function ladder(id, { rungs, budget, size = '', board = '' }, tick) {
  const s = kernel();
  const down = inBook(s, size, board);
  const order = down ? [...rungs].reverse() : rungs;
  if (down) postMessage({ id, type: 'progress', progress: { order: order.map((r) => r.id) } });
  let stopped = null;
  for (const rung of order) {
    if (stopped) { postMessage({ id, type: 'progress', progress: { rung: rung.id, skipped: stopped } }); continue; }
    let progress;
    // From a cold table, so no rung gains from the entries of the rungs before.
    s.clear();
    const t0 = performance.now();
    try {
      const score = s.solve(size, board, bits(rung.options), budget, tick);
      progress = { rung: rung.id, score, nodes: s.nodes(), book: s.from_book(), ms: performance.now() - t0 };
    } catch (err) {
      progress = err?.code === 'search.NodeLimit' ? { rung: rung.id, over: budget, ms: performance.now() - t0 }
        : { rung: rung.id, error: { message: String(err?.message ?? err), code: err?.code ?? null, params: err?.params ?? null } };
      if (down && progress.over) stopped = rung.id;
    }
    postMessage({ id, type: 'progress', progress });
  }
  postMessage({ id, type: 'done', result: { rungs: rungs.length, table: s.table_bytes() } });
}
