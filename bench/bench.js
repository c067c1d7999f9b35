// The benchmark page (bench/bench.html): the search and the drawing data in
// WebAssembly against a plain JavaScript minimax, on the whole tic-tac-toe
// tree from the empty board, and the page's engine (web/engine/engine.js and its
// Web Worker) end to end. Serve the repository root (not dist/: this page is
// not shipped), open /bench/bench.html and press Run, or let `npm run bench`
// (bench/run.js) call window.bench.run() headless.
//
// Every figure is a median of `rounds` runs after `warmup` runs, and every
// measure runs once per round in turn, so ratios compare runs made under the
// same conditions (the machine is small and noisy). Nothing here knows the
// answer in advance: each measure returns what it computed, and it is checked
// against the counts of one reference analysis made first.

import init, { Analysis } from '../web/pkg/abviz_wasm.js';
import { Engine } from '../web/engine/engine.js';

const EMPTY = '.........';
/** Every model array the page can view, with its element type (see Analysis.buffer_ptr). */
export const BUFFERS = {
  parent: Uint32Array, mv: Uint32Array, depth: Uint32Array, size: Uint32Array,
  child_start: Uint32Array, children: Uint32Array, x: Float32Array,
  'minimax.enter': Uint32Array, 'minimax.exit': Uint32Array, 'minimax.pruned': Uint32Array,
  'minimax.value': Int32Array, 'minimax.best': Uint32Array,
  'alphabeta.enter': Uint32Array, 'alphabeta.exit': Uint32Array, 'alphabeta.pruned': Uint32Array,
  'alphabeta.value': Int32Array, 'alphabeta.best': Uint32Array,
};

let wasm = null;
let initMs = null;

// ---- a plain JavaScript minimax ---------------------------------------------
// The same tree and conventions as abviz-core: two 9-bit masks, cells in
// ascending order, a finished game (a line or a full board) is a leaf scored
// +1/0/−1 for MAX (the side to move at the root). No tracing; it counts.

const LINES = [0o007, 0o070, 0o700, 0o111, 0o222, 0o444, 0o421, 0o124];
/** HAS_LINE[mask] is 1 when the marks in `mask` complete a line. */
const HAS_LINE = new Uint8Array(512);
for (let m = 0; m < 512; m++) HAS_LINE[m] = LINES.some((l) => (m & l) === l) ? 1 : 0;

let jsNodes = 0;
let jsLeaves = 0;

/** Value for MAX of the position where `mover` is to move and `other` just moved. */
function jsNode(mover, other, maxToMove) {
  jsNodes++;
  if (HAS_LINE[other]) {
    jsLeaves++;
    return maxToMove ? -1 : 1; // the side that just moved won
  }
  const full = mover | other;
  if (full === 0o777) {
    jsLeaves++;
    return 0;
  }
  let best = maxToMove ? -2 : 2;
  for (let cell = 0; cell < 9; cell++) {
    const bit = 1 << cell;
    if (full & bit) continue;
    const v = jsNode(other, mover | bit, !maxToMove);
    if (maxToMove ? v > best : v < best) best = v;
  }
  return best;
}

/** Minimax from the empty board in plain JavaScript: {value, nodes, leaves}. */
export function jsMinimax() {
  jsNodes = 0;
  jsLeaves = 0;
  const value = jsNode(0, 0, true);
  return { value, nodes: jsNodes, leaves: jsLeaves };
}

// The same search written the other obvious way: the board as an array of
// nine cells (0 empty, 1 X, 2 O) changed in place and undone, lines checked
// by looping over them. Slower than the masks; shows the spread of "plain JS".

const LINE_CELLS = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

function winnerOf(board) {
  for (const [a, b, c] of LINE_CELLS) {
    if (board[a] !== 0 && board[a] === board[b] && board[a] === board[c]) return board[a];
  }
  return 0;
}

function jsArrayNode(board, player, max) {
  jsNodes++;
  const w = winnerOf(board);
  if (w !== 0) {
    jsLeaves++;
    return w === max ? 1 : -1;
  }
  if (!board.includes(0)) {
    jsLeaves++;
    return 0;
  }
  let best = player === max ? -2 : 2;
  for (let cell = 0; cell < 9; cell++) {
    if (board[cell] !== 0) continue;
    board[cell] = player;
    const v = jsArrayNode(board, 3 - player, max);
    board[cell] = 0;
    if (player === max ? v > best : v < best) best = v;
  }
  return best;
}

/** The array-board minimax from the empty board: {value, nodes, leaves}. */
export function jsMinimaxArray() {
  jsNodes = 0;
  jsLeaves = 0;
  const value = jsArrayNode([0, 0, 0, 0, 0, 0, 0, 0, 0], 1, 1);
  return { value, nodes: jsNodes, leaves: jsLeaves };
}

// The shape most tutorials and hand-made demos copy: cells hold 'X', 'O' or
// '', a win is tested line by line for each player, the free cells are
// listed with map/filter, and every move becomes an object {index, score}
// from which the best is picked. Context for the two above: this is what a
// teacher's own demo typically runs.

const TUTORIAL_LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

function winning(board, p) {
  return TUTORIAL_LINES.some(([a, b, c]) => board[a] === p && board[b] === p && board[c] === p);
}

function tutorialNode(board, player, max) {
  jsNodes++;
  const other = player === 'X' ? 'O' : 'X';
  if (winning(board, 'X') || winning(board, 'O')) {
    jsLeaves++;
    return { score: winning(board, max) ? 1 : -1 };
  }
  const free = board.map((c, i) => (c === '' ? i : -1)).filter((i) => i >= 0);
  if (free.length === 0) {
    jsLeaves++;
    return { score: 0 };
  }
  const moves = [];
  for (const index of free) {
    board[index] = player;
    moves.push({ index, score: tutorialNode(board, other, max).score });
    board[index] = '';
  }
  let best = moves[0];
  for (const m of moves) if (player === max ? m.score > best.score : m.score < best.score) best = m;
  return best;
}

/** The tutorial-style minimax from the empty board: {value, nodes, leaves}. */
export function jsMinimaxTutorial() {
  jsNodes = 0;
  jsLeaves = 0;
  const value = tutorialNode(Array(9).fill(''), 'X', 'X').score;
  return { value, nodes: jsNodes, leaves: jsLeaves };
}

// ---- the wasm side ------------------------------------------------------------

/** Typed-array views over every model array (rebuilt on each call, as wasm memory may have grown). */
export function views(analysis) {
  const out = {};
  for (const [name, Type] of Object.entries(BUFFERS)) {
    out[name] = new Type(wasm.memory.buffer, analysis.buffer_ptr(name), analysis.buffer_len(name));
  }
  return out;
}

/**
 * The reference every measure is checked against: one analysis of the empty
 * board with its drawing data, made before any timing. {minimax, alphabeta}
 * are the engine's summaries (nodes, leaves, events, value…); modelNodes the
 * model's length.
 */
function reference() {
  const a = new Analysis({ board: EMPTY });
  try {
    const s = a.summary();
    return { minimax: s.minimax, alphabeta: s.alphabeta, modelNodes: a.model_len() };
  } finally { a.free(); }
}

// The physical floor for recording minimax's trace: writing its bytes (8 an
// event) at memory bandwidth (TypedArray.fill is a memset), into a buffer
// kept across rounds as the wasm allocator keeps its memory. Its length is
// the reference's number of minimax events.
let floorBuffer = null;

/**
 * Each measure: `run(ref)` does the work and returns what it computed (an
 * array of counts); `expect(ref)` is what the reference analysis says it must
 * be. A mismatch fails the run: a fast wrong answer is no figure.
 */
const MEASURES = {
  /** Both searches with their traces, then the summary: the search part of "Empty board". */
  wasm_both_traced: {
    run() {
      const a = new Analysis({ board: EMPTY });
      try {
        const s = a.summary();
        return [s.minimax.nodes, s.minimax.events, s.alphabeta.nodes, s.alphabeta.events];
      } finally { a.free(); }
    },
    expect: (r) => [r.minimax.nodes, r.minimax.events, r.alphabeta.nodes, r.alphabeta.events],
  },
  /** The same plus the drawing data (model + both timelines) and views over it. */
  wasm_both_traced_model: {
    run() {
      const a = new Analysis({ board: EMPTY });
      try {
        const s = a.summary();
        const n = a.model_len();
        return [s.minimax.nodes, s.alphabeta.nodes, n, views(a).x.length];
      } finally { a.free(); }
    },
    expect: (r) => [r.minimax.nodes, r.alphabeta.nodes, r.modelNodes, r.modelNodes],
  },
  /** Minimax alone with its trace. */
  wasm_minimax_traced: {
    run() {
      const a = new Analysis({ board: EMPTY, algorithm: 'minimax' });
      try {
        const s = a.summary();
        return [s.minimax.nodes, s.minimax.events];
      } finally { a.free(); }
    },
    expect: (r) => [r.minimax.nodes, r.minimax.events],
  },
  /** Minimax alone, no trace: the search itself. */
  wasm_minimax_untraced: {
    run: () => [Analysis.count_only({ board: EMPTY, algorithm: 'minimax' }).minimax.nodes],
    expect: (r) => [r.minimax.nodes],
  },
  /** Both searches, no traces. */
  wasm_both_untraced: {
    run() {
      const s = Analysis.count_only({ board: EMPTY });
      return [s.minimax.nodes, s.alphabeta.nodes];
    },
    expect: (r) => [r.minimax.nodes, r.alphabeta.nodes],
  },
  /** Floor: minimax's events × 8 bytes written by a memset. */
  floor_write_minimax_trace: {
    run(r) {
      floorBuffer ??= new Uint32Array(2 * r.minimax.events);
      floorBuffer.fill(floorBuffer[7] + 1);
      return [floorBuffer.length / 2];
    },
    expect: (r) => [r.minimax.events],
  },
  /** The plain JavaScript minimax above (bitmask board). */
  js_minimax: {
    run() { const j = jsMinimax(); return [j.nodes, j.leaves, j.value]; },
    expect: (r) => [r.minimax.nodes, r.minimax.leaves, r.minimax.value],
  },
  /** The array-board JavaScript minimax. */
  js_minimax_array: {
    run() { const j = jsMinimaxArray(); return [j.nodes, j.leaves, j.value]; },
    expect: (r) => [r.minimax.nodes, r.minimax.leaves, r.minimax.value],
  },
  /** The tutorial-style JavaScript minimax (context, not a target). */
  js_minimax_tutorial: {
    run() { const j = jsMinimaxTutorial(); return [j.nodes, j.leaves, j.value]; },
    expect: (r) => [r.minimax.nodes, r.minimax.leaves, r.minimax.value],
  },
};

/** Builds the drawing data of an analysis that already exists: the model step alone, in ms. */
function modelOnly(ref) {
  const a = new Analysis({ board: EMPTY });
  try {
    const t0 = performance.now();
    const n = a.model_len();
    const v = views(a);
    const ms = performance.now() - t0;
    if (n !== ref.modelNodes || v.x.length !== n) throw new Error(`wasm_model_only: model has ${n} nodes, the reference ${ref.modelNodes}`);
    return ms;
  } finally { a.free(); }
}

/**
 * Parts of the engine's round trip, split at the phase messages the worker
 * posts (web/engine/worker.js: search, layout, copy, derive) as the page receives
 * them. The 'search' and 'layout' messages reach the page late and together
 * (the worker is busy meanwhile), so the search and the model are one part.
 */
const PARTS = ['until_copy', 'copy', 'derive'];

/**
 * The page's own engine: web/engine/engine.js sends the empty board to web/engine/worker.js,
 * which searches, builds the drawing data, copies it out of wasm memory,
 * derives the page's indexes and transfers the buffers back. Returns the
 * round trip and its PARTS, checked against the reference.
 */
async function engineAnalyse(engine, ref, phaseTimes) {
  phaseTimes.length = 0;
  const t0 = performance.now();
  const { summary, tree } = await engine.analyse({ board: EMPTY });
  const total = performance.now() - t0;
  if (summary.minimax.nodes !== ref.minimax.nodes || summary.alphabeta.nodes !== ref.alphabeta.nodes || tree.n !== ref.modelNodes) {
    throw new Error(`engine: ${summary.minimax.nodes}/${summary.alphabeta.nodes} nodes, model ${tree.n}; the reference ${ref.minimax.nodes}/${ref.alphabeta.nodes}, ${ref.modelNodes}`);
  }
  const at = Object.fromEntries(phaseTimes.map(([p, t]) => [p, t - t0]));
  const split = {
    until_copy: at.copy ?? null,
    copy: at.copy !== undefined && at.derive !== undefined ? at.derive - at.copy : null,
    derive: at.derive !== undefined ? total - at.derive : null,
  };
  return { total, split, tree };
}

/** The bytes of every typed array in a worker result's tree (its own arrays and each timeline's). */
export function treeBytes(tree) {
  let views = 0;
  const buffers = new Set();
  const add = (o) => {
    for (const v of Object.values(o)) if (ArrayBuffer.isView(v)) { views += v.byteLength; buffers.add(v.buffer); }
  };
  add(tree);
  for (const tl of Object.values(tree.tl || {})) add(tl);
  return { views, buffers: [...buffers].reduce((s, b) => s + b.byteLength, 0), arrays: buffers.size };
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const round2 = (x) => (x === null || x === undefined ? null : Math.round(x * 100) / 100);

/** Runs every measure; returns plain data (JSON-ready). */
export async function run({ rounds = 9, warmup = 2 } = {}) {
  if (!wasm) await load();
  const ref = reference();
  const engineNames = ['engine_analyse', ...PARTS.map((p) => `engine_${p}`)];
  const names = [...Object.keys(MEASURES), 'wasm_model_only', ...engineNames];
  const runs = Object.fromEntries(names.map((n) => [n, []]));
  const record = (r, name, ms) => {
    if (r === 0) first[name] = round2(ms);
    if (r >= warmup && ms !== null) runs[name].push(round2(ms));
  };
  // The very first run of each measure: cold code (V8's baseline tier) and, for
  // the first analysis, wasm memory growing to its working size.
  const first = {};
  const phaseTimes = [];
  const t0 = performance.now();
  const engine = new Engine(new URL('../web/engine/worker.js', import.meta.url), { onPhase: (p) => phaseTimes.push([p, performance.now()]) });
  await engine.ready;
  const engineReadyMs = performance.now() - t0;
  let transfer = null;
  try {
    for (let r = 0; r < warmup + rounds; r++) {
      for (const [name, m] of Object.entries(MEASURES)) {
        const t1 = performance.now();
        const got = m.run(ref);
        const ms = performance.now() - t1;
        const want = m.expect(ref);
        if (got.join() !== want.join()) throw new Error(`${name}: computed ${got.join(', ')}; the reference analysis says ${want.join(', ')}`);
        record(r, name, ms);
      }
      record(r, 'wasm_model_only', modelOnly(ref));
      const e = await engineAnalyse(engine, ref, phaseTimes);
      record(r, 'engine_analyse', e.total);
      for (const p of PARTS) record(r, `engine_${p}`, e.split[p]);
      transfer = treeBytes(e.tree);
      // Let the page breathe (and a human see progress) between rounds.
      await new Promise((res) => setTimeout(res, 0));
    }
  } finally {
    engine.worker.terminate();
  }
  const medians = Object.fromEntries(names.map((n) => [n, runs[n].length ? round2(median(runs[n])) : null]));

  // Counts and memory, from one more analysis that keeps its model.
  const a = new Analysis({ board: EMPTY });
  const s = a.summary();
  const n = a.model_len();
  const v = views(a);
  let pruned = 0;
  for (const p of v['alphabeta.pruned']) if (p !== 0xffffffff) pruned++;
  const modelBytes = Object.values(v).reduce((sum, view) => sum + view.byteLength, 0);
  const counts = {
    minimax_nodes: s.minimax.nodes, minimax_leaves: s.minimax.leaves, minimax_events: s.minimax.events, minimax_value: s.minimax.value,
    alphabeta_nodes: s.alphabeta.nodes, alphabeta_leaves: s.alphabeta.leaves, alphabeta_events: s.alphabeta.events, alphabeta_value: s.alphabeta.value,
    model_nodes: n, model_slots: a.model_slots(), model_max_depth: a.model_max_depth(), alphabeta_pruned_nodes: pruned,
    trace_bytes: 8 * (a.events_len('minimax') + a.events_len('alphabeta')),
    model_bytes: modelBytes,
    wasm_memory_bytes: wasm.memory.buffer.byteLength,
    engine_result_bytes: transfer.views,
    engine_result_buffer_bytes: transfer.buffers,
    engine_result_arrays: transfer.arrays,
  };
  a.free();

  const ratio = (x, y) => (medians[x] && medians[y] ? round2(medians[x] / medians[y]) : null);
  return {
    rounds,
    warmup,
    wasm_init_ms: round2(initMs),
    engine_ready_ms: round2(engineReadyMs),
    runs,
    medians,
    first_run: first,
    ratios: {
      // How many times faster wasm is than the JS minimax (higher is better).
      js_over_wasm_both_traced: ratio('js_minimax', 'wasm_both_traced'),
      js_over_wasm_minimax_traced: ratio('js_minimax', 'wasm_minimax_traced'),
      js_over_wasm_minimax_untraced: ratio('js_minimax', 'wasm_minimax_untraced'),
      js_array_over_wasm_both_traced: ratio('js_minimax_array', 'wasm_both_traced'),
      js_array_over_wasm_minimax_traced: ratio('js_minimax_array', 'wasm_minimax_traced'),
      js_array_over_wasm_minimax_untraced: ratio('js_minimax_array', 'wasm_minimax_untraced'),
      js_tutorial_over_wasm_both_traced: ratio('js_minimax_tutorial', 'wasm_both_traced'),
      // What recording costs inside wasm.
      wasm_minimax_traced_over_untraced: ratio('wasm_minimax_traced', 'wasm_minimax_untraced'),
      // What the worker adds to the bare search: drawing data, copies, derive, transfer.
      engine_over_wasm_both_traced: ratio('engine_analyse', 'wasm_both_traced'),
    },
    counts,
    user_agent: navigator.userAgent,
  };
}

// ---- the page -------------------------------------------------------------------

export const LABELS = {
  wasm_both_traced: 'wasm: both searches with traces + summary',
  wasm_both_traced_model: 'wasm: the same + model, both timelines, views',
  wasm_model_only: 'wasm: model + both timelines + views alone',
  wasm_minimax_traced: 'wasm: minimax with its trace',
  wasm_minimax_untraced: 'wasm: minimax, no trace (count_only)',
  wasm_both_untraced: 'wasm: both searches, no traces (count_only)',
  floor_write_minimax_trace: 'floor: writing minimax\'s events, 8 bytes each (memset)',
  engine_analyse: 'engine (worker): empty board, request to transferred result',
  engine_until_copy: '  request posted → both searches + model + timelines done',
  engine_copy: '  copying the arrays out of wasm memory',
  engine_derive: '  derive + post + transfer to the page',
  js_minimax: 'JavaScript: minimax, bitmask board, no trace',
  js_minimax_array: 'JavaScript: minimax, array board, no trace',
  js_minimax_tutorial: 'JavaScript: minimax as tutorials write it (context)',
};

function show(res) {
  const body = document.querySelector('#results tbody');
  body.replaceChildren();
  for (const [name, label] of Object.entries(LABELS)) {
    const tr = document.createElement('tr');
    for (const [text, cls] of [[label, ''], [`${res.medians[name]} ms`, 'num'], [res.runs[name].join(', '), '']]) {
      const td = document.createElement('td');
      td.textContent = text;
      if (cls) td.className = cls;
      tr.append(td);
    }
    body.append(tr);
  }
  document.getElementById('results').hidden = false;
  const pre = document.getElementById('json');
  pre.textContent = JSON.stringify({ ratios: res.ratios, counts: res.counts }, null, 2);
  pre.hidden = false;
}

async function load() {
  const t0 = performance.now();
  wasm = await init();
  initMs = performance.now() - t0;
}

async function main() {
  await load();
  const button = document.getElementById('run');
  const status = document.getElementById('status');
  status.textContent = `wasm ready in ${round2(initMs)} ms`;
  button.disabled = false;
  button.addEventListener('click', async () => {
    button.disabled = true;
    status.textContent = 'running…';
    try {
      const res = await run();
      show(res);
      status.textContent = 'done';
    } catch (e) {
      status.textContent = `failed: ${e.message}`;
      throw e;
    } finally {
      button.disabled = false;
    }
  });
  window.bench = { run, jsMinimax, jsMinimaxArray, jsMinimaxTutorial, median, treeBytes };
  document.body.dataset.ready = 'true';
}

main();
