// The benchmark page (web/bench.html): the search and the drawing data in
// WebAssembly against a plain JavaScript minimax, on the whole tic-tac-toe
// tree from the empty board. Open it in a browser and press Run, or let
// `npm run bench` (scripts/bench.js) call window.bench.run() headless.
//
// Every figure is a median of `rounds` runs after `warmup` runs, and every
// measure runs once per round in turn, so ratios compare runs made under the
// same conditions (the machine is small and noisy).

import init, { Analysis } from './pkg/abviz_wasm.js';

const EMPTY = '.........';
/** Every model array the page can view, with its element type (see Analysis.buffer_ptr). */
export const BUFFERS = {
  parent: Uint32Array, mv: Uint32Array, depth: Uint32Array, size: Uint32Array,
  child_start: Uint32Array, children: Uint32Array, x: Float32Array,
  'minimax.enter': Uint32Array, 'minimax.exit': Uint32Array, 'minimax.pruned': Uint32Array, 'minimax.value': Int32Array,
  'alphabeta.enter': Uint32Array, 'alphabeta.exit': Uint32Array, 'alphabeta.pruned': Uint32Array, 'alphabeta.value': Int32Array,
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

/** Typed-array views over every model array (rebuilt on each call, as the page must). */
export function views(analysis) {
  const out = {};
  for (const [name, Type] of Object.entries(BUFFERS)) {
    out[name] = new Type(wasm.memory.buffer, analysis.buffer_ptr(name), analysis.buffer_len(name));
  }
  return out;
}

// The physical floor for recording minimax's trace: writing its bytes (8 an
// event) at memory bandwidth (TypedArray.fill is a memset), into a buffer
// kept across rounds as the wasm allocator keeps its memory.
const MINIMAX_EVENTS = 1355060;
let floorBuffer = null;

const MEASURES = {
  /** Both searches with their traces, then the summary: what the page does on "Empty board". */
  wasm_both_traced() {
    const a = new Analysis({ board: EMPTY });
    try { return a.summary().minimax.nodes; } finally { a.free(); }
  },
  /** The same plus the drawing data (model + both timelines) and views over it. */
  wasm_both_traced_model() {
    const a = new Analysis({ board: EMPTY });
    try {
      a.summary();
      const n = a.model_len();
      return views(a).x.length === n ? n : -1;
    } finally { a.free(); }
  },
  /** Minimax alone with its trace. */
  wasm_minimax_traced() {
    const a = new Analysis({ board: EMPTY, algorithm: 'minimax' });
    try { return a.summary().minimax.nodes; } finally { a.free(); }
  },
  /** Minimax alone, no trace: the search itself. */
  wasm_minimax_untraced() {
    return Analysis.count_only({ board: EMPTY, algorithm: 'minimax' }).minimax.nodes;
  },
  /** Both searches, no traces. */
  wasm_both_untraced() {
    return Analysis.count_only({ board: EMPTY }).minimax.nodes;
  },
  /** Floor: minimax's 1,355,060 events × 8 bytes written by a memset. */
  floor_write_minimax_trace() {
    floorBuffer ??= new Uint32Array(2 * MINIMAX_EVENTS);
    floorBuffer.fill(floorBuffer[7] + 1);
    return 549946;
  },
  /** The plain JavaScript minimax above (bitmask board). */
  js_minimax() {
    return jsMinimax().nodes;
  },
  /** The array-board JavaScript minimax. */
  js_minimax_array() {
    return jsMinimaxArray().nodes;
  },
  /** The tutorial-style JavaScript minimax (context, not a target). */
  js_minimax_tutorial() {
    return jsMinimaxTutorial().nodes;
  },
};

/** Builds the drawing data of an analysis that already exists: the model step alone. */
function modelOnly() {
  const a = new Analysis({ board: EMPTY });
  try {
    const t0 = performance.now();
    const n = a.model_len();
    views(a);
    const ms = performance.now() - t0;
    if (n !== 549946) throw new Error(`model has ${n} nodes`);
    return ms;
  } finally { a.free(); }
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const round2 = (x) => Math.round(x * 100) / 100;

/** Runs every measure; returns plain data (JSON-ready). */
export async function run({ rounds = 9, warmup = 2 } = {}) {
  if (!wasm) await load();
  const names = [...Object.keys(MEASURES), 'wasm_model_only'];
  const runs = Object.fromEntries(names.map((n) => [n, []]));
  // The very first run of each measure: cold code (V8's baseline tier) and, for
  // the first analysis, wasm memory growing to its working size.
  const first = {};
  for (let r = 0; r < warmup + rounds; r++) {
    for (const [name, f] of Object.entries(MEASURES)) {
      const t0 = performance.now();
      const nodes = f();
      const ms = performance.now() - t0;
      if (nodes !== 549946) throw new Error(`${name}: ${nodes} nodes, expected 549946`);
      if (r === 0) first[name] = round2(ms);
      if (r >= warmup) runs[name].push(round2(ms));
    }
    const ms = modelOnly();
    if (r === 0) first.wasm_model_only = round2(ms);
    if (r >= warmup) runs.wasm_model_only.push(round2(ms));
    // Let the page breathe (and a human see progress) between rounds.
    await new Promise((res) => setTimeout(res, 0));
  }
  const medians = Object.fromEntries(names.map((n) => [n, round2(median(runs[n]))]));

  // Counts and memory, from one more analysis that keeps its model.
  const a = new Analysis({ board: EMPTY });
  const s = a.summary();
  const n = a.model_len();
  const v = views(a);
  let pruned = 0;
  for (const p of v['alphabeta.pruned']) if (p !== 0xffffffff) pruned++;
  const modelBytes = Object.values(v).reduce((sum, view) => sum + view.byteLength, 0);
  const counts = {
    minimax_nodes: s.minimax.nodes, minimax_leaves: s.minimax.leaves, minimax_events: s.minimax.events,
    alphabeta_nodes: s.alphabeta.nodes, alphabeta_leaves: s.alphabeta.leaves, alphabeta_events: s.alphabeta.events,
    model_nodes: n, model_slots: a.model_slots(), model_max_depth: a.model_max_depth(), alphabeta_pruned_nodes: pruned,
    trace_bytes: 8 * (a.events_len('minimax') + a.events_len('alphabeta')),
    model_bytes: modelBytes,
    wasm_memory_bytes: wasm.memory.buffer.byteLength,
  };
  a.free();
  const js = jsMinimax();
  const jsa = jsMinimaxArray();
  const jst = jsMinimaxTutorial();
  Object.assign(counts, {
    js_tutorial_nodes: jst.nodes, js_tutorial_leaves: jst.leaves, js_tutorial_value: jst.value,
    js_nodes: js.nodes, js_leaves: js.leaves, js_value: js.value,
    js_array_nodes: jsa.nodes, js_array_leaves: jsa.leaves, js_array_value: jsa.value,
  });
  for (const [k, want] of [['js_leaves', 255168], ['js_value', 0], ['js_array_leaves', 255168], ['js_array_value', 0],
    ['js_tutorial_leaves', 255168], ['js_tutorial_value', 0]]) {
    if (counts[k] !== want) throw new Error(`${k} is ${counts[k]}, expected ${want}`);
  }

  const ratio = (x, y) => round2(medians[x] / medians[y]);
  return {
    rounds,
    warmup,
    wasm_init_ms: round2(initMs),
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
    },
    counts,
    user_agent: navigator.userAgent,
  };
}

// ---- the page -------------------------------------------------------------------

const LABELS = {
  wasm_both_traced: 'wasm: both searches with traces + summary',
  wasm_both_traced_model: 'wasm: the same + model, both timelines, views',
  wasm_model_only: 'wasm: model + both timelines + views alone',
  wasm_minimax_traced: 'wasm: minimax with its trace',
  wasm_minimax_untraced: 'wasm: minimax, no trace (count_only)',
  wasm_both_untraced: 'wasm: both searches, no traces (count_only)',
  floor_write_minimax_trace: 'floor: writing minimax\'s 10.8 MB of events (memset)',
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
  window.bench = { run, jsMinimax, jsMinimaxArray, jsMinimaxTutorial, median };
  document.body.dataset.ready = 'true';
}

main();
