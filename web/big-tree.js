// The whole-game tree (hundreds of thousands of nodes) as the canvas view
// needs it. The layout and the per-node timelines are computed once, in Rust
// (abviz_core::layout); here they are typed-array views over wasm memory,
// rebuilt whenever memory has grown (a grown memory detaches old views).
// From them this module derives, once per position, what makes every frame
// and every scrub O(visible nodes): leaf ranges, per-depth indexes and sorted
// event times for the live counts.

import { ENTER, LEAF, ALPHA, BETA, CUTOFF, EXIT, NONE, NEG_INF, POS_INF } from './model.js';

export const NEVER = 0xffffffff;

/** Typed-array views over an Analysis's buffers, valid across memory growth. */
function views(wasm, analysis, n) {
  const cache = {};
  const spec = {
    parent: [Int32Array, n], move: [Int32Array, n], depth: [Uint32Array, n], size: [Uint32Array, n],
    childStart: [Uint32Array, n + 1], childList: [Uint32Array, Math.max(n - 1, 0)], x: [Float32Array, n],
    'minimax.enter': [Uint32Array, n], 'minimax.exit': [Uint32Array, n], 'minimax.pruned': [Uint32Array, n], 'minimax.value': [Int32Array, n],
    'alphabeta.enter': [Uint32Array, n], 'alphabeta.exit': [Uint32Array, n], 'alphabeta.pruned': [Uint32Array, n], 'alphabeta.value': [Int32Array, n],
  };
  const rustName = { move: 'mv', childStart: 'child_start', childList: 'children' };
  const get = (name) => {
    const c = cache[name];
    if (c && c.buffer === wasm.memory.buffer) return c;
    const [T, len] = spec[name];
    const ptr = analysis.buffer_ptr(rustName[name] || name);
    cache[name] = new T(wasm.memory.buffer, ptr, len);
    return cache[name];
  };
  return get;
}

function traceView(wasm, analysis, algorithm) {
  let cache = null;
  return () => {
    if (cache && cache.buffer === wasm.memory.buffer) return cache;
    // Two words an event: [kind | payload << 3, node id (Enter) or value];
    // the rest follows from the nesting (abviz_core::trace).
    cache = new Uint32Array(wasm.memory.buffer, analysis.events_ptr(algorithm), analysis.events_len(algorithm) * 2);
    return cache;
  };
}

/** Index of the first element of sorted `a` that is ≥ v (a lower bound). */
export function lowerBound(a, v) {
  let lo = 0, hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (a[mid] < v) lo = mid + 1; else hi = mid;
  }
  return lo;
}

/**
 * Builds the tree object shared with model.js (parent, move, depth, isMax,
 * kids via childStart/childList, boards on demand) plus what the canvas needs.
 * `analysis` must stay alive (not freed) while the tree is in use.
 */
export function bigTree(wasm, analysis, summary) {
  const n = analysis.model_len();
  const get = views(wasm, analysis, n);
  const tree = {
    n, kind: summary.kind, rootIsMax: summary.root_is_max,
    rootBoard: summary.kind === 'board' ? summary.root.replaceAll('/', '') : null,
    slots: analysis.model_slots(), maxDepth: analysis.model_max_depth(),
    get parent() { return get('parent'); },
    get move() { return get('move'); },
    get depth() { return get('depth'); },
    get size() { return get('size'); },
    get childStart() { return get('childStart'); },
    get childList() { return get('childList'); },
    get x() { return get('x'); },
    timeline(alg) {
      return { enter: get(`${alg}.enter`), exit: get(`${alg}.exit`), pruned: get(`${alg}.pruned`), value: get(`${alg}.value`) };
    },
    words: { minimax: traceView(wasm, analysis, 'minimax'), alphabeta: traceView(wasm, analysis, 'alphabeta') },
  };
  derive(tree);
  return tree;
}

/** One pass over the nodes for everything the frame loop looks up. */
function derive(tree) {
  const { n } = tree;
  const size = tree.size, depth = tree.depth, x = tree.x, parent = tree.parent;
  const isMax = new Uint8Array(n);
  const leafStart = new Float32Array(n);
  const leafEnd = new Float32Array(n);
  const subDepth = new Uint8Array(n);
  const perDepth = new Uint32Array(tree.maxDepth + 1);
  for (let id = 0; id < n; id++) {
    isMax[id] = (depth[id] % 2 === 0) === tree.rootIsMax ? 1 : 0;
    perDepth[depth[id]]++;
  }
  // Children follow their parent in preorder, so a reverse sweep sees every
  // child before its parent.
  for (let id = n - 1; id >= 0; id--) {
    if (size[id] === 1) {
      leafStart[id] = x[id]; leafEnd[id] = x[id]; subDepth[id] = depth[id];
    } else {
      leafStart[id] = leafStart[id + 1];
      // The last node of the subtree in preorder lies under its last child, whose range ends the subtree's.
      leafEnd[id] = leafEnd[id + size[id] - 1];
    }
    const p = parent[id];
    if (p >= 0 && subDepth[id] > subDepth[p]) subDepth[p] = subDepth[id];
  }
  // Nodes of each depth, left to right (preorder order is left to right within a depth).
  const byDepth = Array.from(perDepth, (k) => new Uint32Array(k));
  const fill = new Uint32Array(tree.maxDepth + 1);
  for (let id = 0; id < n; id++) byDepth[depth[id]][fill[depth[id]]++] = id;
  Object.assign(tree, { isMax, leafStart, leafEnd, subDepth, byDepth });
  tree.counts = { minimax: counter(tree, 'minimax'), alphabeta: counter(tree, 'alphabeta') };
  tree.enteredIds = { alphabeta: tree.counts.alphabeta.ids };
  tree.bounds = boundsIndex(tree.words.alphabeta());
}

/** Sorted event times so that "entered so far" and friends are binary searches. */
function counter(tree, alg) {
  const tl = tree.timeline(alg);
  const size = tree.size;
  let entered = 0, leaves = 0;
  for (let id = 0; id < tree.n; id++) if (tl.enter[id] !== NEVER) { entered++; if (size[id] === 1) leaves++; }
  const enterTimes = new Uint32Array(entered);
  const leafTimes = new Uint32Array(leaves);
  // The entered ids themselves are only drawn for alpha-beta (as dots).
  const ids = alg === 'alphabeta' ? new Uint32Array(entered) : null;
  let a = 0, b = 0;
  // Both searches enter nodes in increasing id order, so these come out sorted.
  for (let id = 0; id < tree.n; id++) {
    const t = tl.enter[id];
    if (t === NEVER) continue;
    if (ids) ids[a] = id;
    enterTimes[a++] = t;
    if (size[id] === 1) leafTimes[b++] = t + 1; // the Leaf event follows the Enter
  }
  const words = tree.words[alg]();
  const cut = [];
  for (let i = 0; i < words.length / 2; i++) if ((words[2 * i] & 7) === CUTOFF) cut.push(i);
  return { enterTimes, leafTimes, cutTimes: Uint32Array.from(cut), ids };
}

/** α/β updates per node in alpha-beta's trace: id -> [[time, kind, value], …]. */
function boundsIndex(words) {
  const m = new Map();
  const open = []; // an update is about the innermost open node
  for (let i = 0; i < words.length / 2; i++) {
    const k = words[2 * i] & 7;
    if (k === ENTER) open.push(words[2 * i + 1]);
    else if (k === EXIT) open.pop();
    if (k !== ALPHA && k !== BETA) continue;
    const id = open[open.length - 1];
    if (!m.has(id)) m.set(id, []);
    m.get(id).push([i, k, words[2 * i + 1] | 0]);
  }
  return m;
}

/**
 * The node that event `i` of `alg` is about: the innermost node entered at
 * or before `i` and not left before it. Found from the root down by binary
 * search over each node's children's enter times (entered children come in
 * order, never-entered ones last with NEVER): O(depth · log children).
 */
export function nodeAt(tree, alg, i) {
  const tl = tree.timeline(alg);
  const start = tree.childStart, list = tree.childList;
  let id = 0;
  for (;;) {
    let lo = start[id], hi = start[id + 1];
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (tl.enter[list[mid]] <= i) lo = mid + 1; else hi = mid;
    }
    if (lo === start[id]) return id;
    const c = list[lo - 1];
    if (tl.exit[c] < i) return id;
    id = c;
  }
}

/** Counts after the first `pos` events of `alg`. */
export function countsAt(tree, alg, pos) {
  const c = tree.counts[alg];
  return {
    nodes: lowerBound(c.enterTimes, pos),
    leaves: lowerBound(c.leafTimes, pos),
    cutoffs: lowerBound(c.cutTimes, pos),
  };
}

/** (α, β) of `id` in alpha-beta just before event `time`. */
export function windowAt(tree, id, time) {
  const p = tree.parent[id];
  const tl = tree.timeline('alphabeta');
  let [a, b] = p < 0 ? [NEG_INF, POS_INF] : windowAt(tree, p, tl.enter[id]);
  for (const [t, k, v] of tree.bounds.get(id) || []) {
    if (t >= time) break;
    if (k === ALPHA) a = v; else b = v;
  }
  return [a, b];
}

/**
 * The state of `alg` after `pos` events, shaped like model.replay()'s for
 * what explain() and the views read, computed without replaying.
 */
export function stateAt(tree, alg, pos) {
  const words = tree.words[alg]();
  const len = words.length / 2;
  const upto = Math.min(pos, len);
  let current = -1;
  let last = null;
  if (upto > 0) {
    // The last event, spelled out as model.eventAt() does for small trees.
    const i = upto - 1;
    const head = words[2 * i];
    const kind = head & 7;
    const word = words[2 * i + 1];
    const node = kind === ENTER ? word : nodeAt(tree, alg, i);
    current = kind === EXIT ? tree.parent[node] : node;
    last = { kind, node };
    if (kind === ENTER) {
      const p = tree.parent[node];
      Object.assign(last, { parent: p < 0 ? NONE : p, move: head >>> 3 ? (head >>> 3) - 1 : null, depth: tree.depth[node] });
    } else if (kind === LEAF) Object.assign(last, { value: word | 0, horizon: (head >>> 3) !== 0 });
    else if (kind === CUTOFF) {
      const [alpha, beta] = windowAt(tree, node, i);
      Object.assign(last, { alpha, beta, skipped: head >>> 3 });
    } else Object.assign(last, { value: word | 0 });
  }
  const path = [];
  for (let id = current; id >= 0; id = tree.parent[id]) path.unshift(id);
  const enterAlpha = {}, enterBeta = {}, alpha = {}, beta = {};
  if (alg === 'alphabeta') {
    const tl = tree.timeline(alg);
    for (const id of path) {
      [enterAlpha[id], enterBeta[id]] = windowAt(tree, id, tl.enter[id] + 1);
      [alpha[id], beta[id]] = windowAt(tree, id, upto);
    }
  }
  return { pos: upto, len, done: upto === len, current, path, last, enterAlpha, enterBeta, alpha, beta, counts: countsAt(tree, alg, upto) };
}
