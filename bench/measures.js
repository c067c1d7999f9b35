// What each round of bench.html times, each checked against one reference analysis: the wasm searches and drawing data, a memset floor, the JavaScript minimaxes and the page's engine end to end.

import init, { Analysis } from '../web/pkg/abviz_wasm.js';
import { jsMinimax, jsMinimaxArray, jsMinimaxTutorial } from './js-minimax.js';

export const EMPTY = '.........';
/** Every model array the page can view, with its element type (see Analysis.buffer_ptr). */
export const BUFFERS = {
  parent: Uint32Array, mv: Uint32Array, depth: Uint32Array, size: Uint32Array,
  child_start: Uint32Array, children: Uint32Array, x: Float32Array,
  'minimax.enter': Uint32Array, 'minimax.exit': Uint32Array, 'minimax.pruned': Uint32Array,
  'minimax.value': Int32Array, 'minimax.best': Uint32Array,
  'alphabeta.enter': Uint32Array, 'alphabeta.exit': Uint32Array, 'alphabeta.pruned': Uint32Array,
  'alphabeta.value': Int32Array, 'alphabeta.best': Uint32Array,
};

export let wasm = null;
export let initMs = null;

/** Loads the wasm module and times it (fetch, compile, instantiate). */
export async function load() {
  const t0 = performance.now();
  wasm = await init();
  initMs = performance.now() - t0;
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
export function reference() {
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
export const MEASURES = {
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
  /** The plain JavaScript minimax (js-minimax.js, bitmask board). */
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
export function modelOnly(ref) {
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
export const PARTS = ['until_copy', 'copy', 'derive'];

/**
 * The page's own engine: web/engine/engine.js sends the empty board to web/engine/worker.js,
 * which searches, builds the drawing data, copies it out of wasm memory,
 * derives the page's indexes and transfers the buffers back. Returns the
 * round trip and its PARTS, checked against the reference.
 */
export async function engineAnalyse(engine, ref, phaseTimes) {
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
