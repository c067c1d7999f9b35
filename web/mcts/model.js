// Monte Carlo tree search's trace as the MCTS panel reads it: the worker's
// packed events (crates/wasm/src/mcts.rs `pack`: `words` floats each, the
// kind first) cut into steps, one per phase, and the tree at any step.
// Pure: no DOM.
//
// A step is one group of events of one phase: the root's expansion; at one
// node of the selection, its children's UCT terms and the Select that goes
// down; an expansion; a simulation; a whole backpropagation (leaf to root).
// An iteration ends with the root's backup; the root's first expansion
// belongs to iteration 1.

/** The event kinds, as the worker's `kinds` names them (0…4). */
export const KIND = Object.freeze({ uct: 0, select: 1, expand: 2, simulate: 3, backup: 4 });
/** Each step's phase. */
export const PHASES = Object.freeze(['selection', 'expansion', 'simulation', 'backpropagation']);
const PHASE_OF = ['selection', 'selection', 'expansion', 'simulation', 'backpropagation'];

/** Event `i` of `run` as an object (the fields of crates/wasm/src/mcts.rs `pack`). */
export function eventAt(run, i) {
  const w = run.words, e = run.events, o = i * w;
  const kind = run.kinds[e[o]];
  const node = e[o + 1];
  switch (e[o]) {
    case KIND.uct: return { kind, node, child: e[o + 2], move: e[o + 3], visits: e[o + 4], mean: e[o + 5], exploit: e[o + 6], explore: e[o + 7], chosen: e[o + 8] === 1 };
    case KIND.select: return { kind, node, child: e[o + 2], move: e[o + 3], visits: e[o + 4], mean: e[o + 5] };
    case KIND.expand: return { kind, node, parent: e[o + 2], move: e[o + 3], depth: e[o + 4], type: ['max', 'min', 'chance'][e[o + 5]] };
    case KIND.simulate: return { kind, node, plies: e[o + 2], value: e[o + 3], horizon: e[o + 4] === 1 };
    default: return { kind, node, visits: e[o + 2], mean: e[o + 3] };
  }
}

/**
 * The worker's answer ({summary, events, curve, words, kinds, ms}) with its steps:
 * `steps[s]` = {start, end (events [start, end)), phase, iteration (1-based), node}.
 */
export function readRun(result) {
  const run = { ...result, count: result.events.length / result.words };
  const steps = [];
  let iteration = 1, maxNode = 0;
  for (let i = 0; i < run.count;) {
    const k = run.events[i * run.words];
    let end = i + 1;
    if (k === KIND.uct) while (end < run.count && run.events[end * run.words] === KIND.uct) end++;
    if (k === KIND.uct && end < run.count && run.events[end * run.words] === KIND.select) end++;
    if (k === KIND.backup) while (end < run.count && run.events[end * run.words] === KIND.backup && run.events[(end - 1) * run.words + 1] !== 0) end++;
    steps.push({ start: i, end, phase: PHASE_OF[k], iteration, node: run.events[i * run.words + 1] });
    if (k === KIND.expand) maxNode = Math.max(maxNode, run.events[i * run.words + 1]);
    if (k === KIND.backup && run.events[(end - 1) * run.words + 1] === 0) iteration++;
    i = end;
  }
  run.steps = steps;
  run.nodes = maxNode + 1;
  run.curveWidth = 2 + result.summary.curve_moves.length;
  return run;
}

/** The first step of iteration `k` (1-based), or the step count past the last traced. */
export function iterationStart(run, k) {
  const s = run.steps.findIndex((st) => st.iteration >= k);
  return s < 0 ? run.steps.length : s;
}

/**
 * The tree after steps 0…`step` (−1: nothing yet): per node id (arrays of
 * `nodes` = how many were added), its parent (−1 for the root), move,
 * depth, type, visits N and mean Q (−1…1, the root player's view, as the
 * backups give it); the step's events, and the path selected so far in its iteration.
 */
export function stateAt(run, step) {
  const n = run.nodes;
  const st = {
    step, nodes: 0, parent: new Int32Array(n).fill(-1), move: new Int32Array(n).fill(-1), depth: new Int32Array(n),
    type: new Array(n), N: new Uint32Array(n), Q: new Float64Array(n), path: [], last: null, events: [],
  };
  const upto = step < 0 ? 0 : run.steps[Math.min(step, run.steps.length - 1)].end;
  for (let i = 0; i < upto; i++) {
    const e = eventAt(run, i);
    if (e.kind === 'expand') {
      st.nodes = Math.max(st.nodes, e.node + 1);
      st.path = e.node === 0 ? [0] : st.path.concat(e.node);
      st.parent[e.node] = e.parent; st.move[e.node] = e.move; st.depth[e.node] = e.depth; st.type[e.node] = e.type;
    } else if (e.kind === 'select') st.path = st.path.concat(e.child);
    else if (e.kind === 'backup') {
      st.N[e.node] = e.visits; st.Q[e.node] = e.mean;
      if (e.node === 0) st.path = [0]; // the next iteration starts at the root
    }
  }
  if (step >= 0 && run.steps.length) {
    const s = run.steps[Math.min(step, run.steps.length - 1)];
    st.last = s;
    for (let i = s.start; i < s.end; i++) st.events.push(eventAt(run, i));
  }
  return st;
}

/** The convergence curve's rows: [{iteration, value, shares: [visits / iteration for each of summary.curve_moves]}]. */
export function curveRows(run) {
  const w = run.curveWidth, rows = [];
  for (let o = 0; o + w <= run.curve.length; o += w) {
    const it = run.curve[o];
    rows.push({ iteration: it, value: run.curve[o + 1], visits: Array.from(run.curve.subarray(o + 2, o + w)), shares: Array.from(run.curve.subarray(o + 2, o + w), (v) => (it ? v / it : 0)) });
  }
  return rows;
}
