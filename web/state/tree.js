// One view of a searched tree for every size, from the 13-node AIMA tree to
// the empty board's 549,946 nodes: the wasm TreeModel (shape and layered
// layout) and one Timeline per algorithm (when each node is entered, left and
// pruned), as typed arrays that the worker copied out of wasm memory and
// transferred here. Both renderers (SVG for small trees, canvas for large)
// read this, and nothing here touches the DOM, so it runs in the worker, in
// the page and in Node's unit tests alike.
//
// A node's state at trace position `pos` (events 0..pos done) is a few
// comparisons against its timeline; anything else a step needs (the node an
// event is about, α and β on the path, counts so far) is a binary search, so
// every step, scrub and "Go to end" costs the same, whatever the position.

import { K, PENDING, CURRENT, VISITED, PRUNED, enterMove, kindOf, payloadOf, valueOf } from '../engine/kinds.js';
import { cellsAfter } from '../games/connect4-rules.js';

export const ALGORITHMS = ['minimax', 'alphabeta'];

/** Model arrays and their types, as the wasm adapter names them (crates/wasm). */
export const MODEL_ARRAYS = {
  parent: ['parent', Int32Array], move: ['mv', Int32Array], depth: ['depth', Uint32Array], size: ['size', Uint32Array],
  childStart: ['child_start', Uint32Array], childList: ['children', Uint32Array], x: ['x', Float32Array],
  kinds: ['kind', Uint8Array], prob: ['prob', Float64Array],
};
/**
 * Timeline arrays of each algorithm ("alphabeta.enter", …). `table`: the
 * event at which a node was answered from the transposition table, NEVER
 * otherwise; empty when no node was (or the engine keeps no table).
 */
export const TIMELINE_ARRAYS = { enter: Uint32Array, exit: Uint32Array, pruned: Uint32Array, value: Float64Array, best: Uint32Array, table: Uint32Array };

/**
 * The drawing data of a wasm `Analysis` handle (both searches run), copied
 * out of `memory` into arrays JavaScript owns (and so may transfer): the
 * model, each algorithm's packed trace and timeline. Not yet derived.
 */
export function fromAnalysis(a, memory, summary) {
  const copy = (Type, ptr, len) => new Type(memory.buffer, ptr, len).slice();
  const n = a.model_len(); // builds the model and both timelines (it allocates: take pointers after)
  const t = {
    n, kind: summary.kind, rootIsMax: summary.root_is_max, prune: summary.prune || 'ge', slots: a.model_slots(), maxDepth: a.model_max_depth(),
    rootBoard: summary.kind === 'board' || summary.kind === 'connect4' ? summary.root.replaceAll('/', '') : null, tl: {},
    // Connect Four: the board's width and height (its root is rootBoard, row-major from the top).
    c4: summary.kind === 'connect4' ? { w: summary.size[0], h: summary.size[1] } : null,
    hasChance: !!summary.has_chance, agents: summary.agents ?? 2,
  };
  const names = summary.kind === 'tree' ? a.names() : [];
  t.names = names.length === n ? Array.from(names) : null;
  for (const [name, [rust, Type]] of Object.entries(MODEL_ARRAYS)) t[name] = copy(Type, a.buffer_ptr(rust), a.buffer_len(rust));
  for (const alg of ALGORITHMS) {
    const tl = { words: copy(Uint32Array, a.events_ptr(alg), 2 * a.events_len(alg)) };
    tl.reals = copy(Float64Array, a.reals_ptr(alg), a.reals_len(alg));
    for (const [field, Type] of Object.entries(TIMELINE_ARRAYS)) tl[field] = copy(Type, a.buffer_ptr(`${alg}.${field}`), a.buffer_len(`${alg}.${field}`));
    t.tl[alg] = tl;
  }
  return t;
}

/** Index of the first element of sorted `a` that is ≥ v. */
export function lowerBound(a, v, lo = 0, hi = a.length) {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (a[mid] < v) lo = mid + 1; else hi = mid;
  }
  return lo;
}

/**
 * Everything the frame loop and the sentences look up, derived once per
 * position in the worker (so the page's main thread never walks the tree):
 * MAX/MIN per node, leaf ranges, nodes per depth, the horizontal room of
 * each node, sorted event times for the live counts, and alpha-beta's α/β
 * updates per node. Mutates and returns `t`.
 */
export function derive(t) {
  const { n, size, depth, x, parent } = t;
  const maxDepth = t.maxDepth;
  const isMax = new Uint8Array(n);
  const isChance = new Uint8Array(n);
  // Node kinds come from the engine (MAX, MIN, CHANCE), never from depth:
  // trees may have MIN over MIN levels and chance levels.
  const leafStart = new Float32Array(n);
  const leafEnd = new Float32Array(n);
  const subDepth = new Uint16Array(n);
  const depthStart = new Uint32Array(maxDepth + 2);
  for (let id = 0; id < n; id++) {
    isMax[id] = t.kinds[id] === K.MAX ? 1 : 0;
    isChance[id] = t.kinds[id] === K.CHANCE ? 1 : 0;
    depthStart[depth[id] + 1]++;
  }
  for (let d = 0; d <= maxDepth; d++) depthStart[d + 1] += depthStart[d];
  // Children follow their parent in preorder: a reverse sweep sees each child first.
  for (let id = n - 1; id >= 0; id--) {
    if (size[id] === 1) {
      leafStart[id] = x[id]; leafEnd[id] = x[id];
      if (subDepth[id] < depth[id]) subDepth[id] = depth[id];
    } else {
      leafStart[id] = leafStart[id + 1];
      leafEnd[id] = leafEnd[id + size[id] - 1];
    }
    const p = parent[id];
    if (p >= 0 && subDepth[id] > subDepth[p]) subDepth[p] = subDepth[id];
  }
  // Nodes of each depth left to right (preorder is left to right within a depth).
  const depthIds = new Uint32Array(n);
  const fill = depthStart.slice(0, maxDepth + 1);
  for (let id = 0; id < n; id++) depthIds[fill[depth[id]]++] = id;
  // Room: slots to the nearest node of the same depth. Level of detail is
  // chosen per node from it, so a root with few children draws full boards
  // while its crowded grandchildren are triangles.
  const room = new Float32Array(n);
  for (let d = 0; d <= maxDepth; d++) {
    for (let k = depthStart[d]; k < depthStart[d + 1]; k++) {
      const id = depthIds[k];
      const left = k > depthStart[d] ? x[id] - x[depthIds[k - 1]] : Infinity;
      const right = k + 1 < depthStart[d + 1] ? x[depthIds[k + 1]] - x[id] : Infinity;
      room[id] = Math.min(left, right, 1e6);
    }
  }
  Object.assign(t, { isMax, isChance, leafStart, leafEnd, subDepth, depthStart, depthIds, room });
  for (const alg of ALGORITHMS) if (t.tl[alg]) deriveTimeline(t, alg);
  return t;
}

/** (Re)derives the indexes of `alg`'s timeline (also after an ID pass is swapped in). */
export function deriveTimeline(t, alg) {
  const tl = t.tl[alg];
  const { n, size } = t;
  let entered = 0, leaves = 0;
  for (let id = 0; id < n; id++) if (tl.enter[id] !== K.NEVER) { entered++; if (size[id] === 1) leaves++; }
  const enterTimes = new Uint32Array(entered);
  const leafTimes = new Uint32Array(leaves);
  const ids = alg === 'alphabeta' ? new Uint32Array(entered) : null; // alpha-beta's visited nodes are drawn as dots
  let a = 0, b = 0;
  // Both searches enter nodes in increasing id order, so these come out sorted.
  for (let id = 0; id < n; id++) {
    const e = tl.enter[id];
    if (e === K.NEVER) continue;
    if (ids) ids[a] = id;
    enterTimes[a++] = e;
    if (size[id] === 1) leafTimes[b++] = e + 1; // a leaf's Leaf event follows its Enter
  }
  const w = tl.words;
  const len = w.length / 2;
  if (alg === 'minimax') {
    // Minimax has no window and no cut-off, and its entered ids are all ids: nothing more to index.
    Object.assign(tl, { len, enterTimes, leafTimes, cutTimes: new Uint32Array(0), ids: null, boundStart: null });
    return;
  }
  let cuts = 0;
  for (let i = 0; i < len; i++) if (kindOf(w[2 * i]) === K.CUTOFF) cuts++;
  const cutTimes = new Uint32Array(cuts);
  const reals = tl.reals;
  // α/β updates per node as compressed rows: boundStart[id]..boundStart[id+1]
  // index boundTime/boundKind/boundValue. An update is about the innermost open node.
  // A chance node may pass its next child a window of its own (a WINDOW pair
  // just before the child's Enter): kept per child in winAlpha/winBeta (NaN: none).
  const boundCount = new Uint32Array(n + 1);
  const open = new Uint32Array(t.maxDepth + 2);
  let top = 0, c = 0;
  for (let i = 0; i < len; i++) {
    const k = kindOf(w[2 * i]);
    if (k === K.ENTER) open[top++] = w[2 * i + 1];
    else if (k === K.EXIT) top--;
    else if (k === K.CUTOFF) cutTimes[c++] = i;
    else if (k === K.ALPHA || k === K.BETA) boundCount[open[top - 1] + 1]++;
  }
  for (let id = 0; id < n; id++) boundCount[id + 1] += boundCount[id];
  const boundStart = boundCount;
  const total = boundStart[n];
  const boundTime = new Uint32Array(total), boundKind = new Uint8Array(total), boundValue = new Float64Array(total);
  let winAlpha = null, winBeta = null;
  const at = boundStart.slice(0, n);
  let pendA = NaN, pendB = NaN;
  top = 0;
  for (let i = 0; i < len; i++) {
    const head = w[2 * i];
    const k = kindOf(head);
    if (k === K.ENTER) {
      const id = w[2 * i + 1];
      open[top++] = id;
      if (!Number.isNaN(pendA)) {
        if (!winAlpha) { winAlpha = new Float64Array(n).fill(NaN); winBeta = new Float64Array(n).fill(NaN); }
        winAlpha[id] = pendA; winBeta[id] = pendB; pendA = NaN; pendB = NaN;
      }
    } else if (k === K.EXIT) top--;
    else if (k === K.ALPHA || k === K.BETA) {
      const j = at[open[top - 1]]++;
      boundTime[j] = i; boundKind[j] = k; boundValue[j] = valueOf(head, w[2 * i + 1], reals);
    } else if (k === K.WINDOW) {
      if (payloadOf(head) === 0) pendA = valueOf(head, w[2 * i + 1], reals); else pendB = valueOf(head, w[2 * i + 1], reals);
    }
  }
  Object.assign(tl, { len, enterTimes, leafTimes, cutTimes, ids, boundStart, boundTime, boundKind, boundValue, winAlpha, winBeta });
}

/** Every typed array of a tree (for postMessage's transfer list). */
export function buffersOf(t) {
  const out = [];
  const add = (o) => { for (const v of Object.values(o)) if (ArrayBuffer.isView(v)) out.push(v.buffer); };
  add(t);
  for (const alg of ALGORITHMS) if (t.tl[alg]) add(t.tl[alg]);
  return [...new Set(out)];
}

/** The children of `id` in search order (a subarray, no copy). */
export function kidsOf(t, id) {
  return t.childList.subarray(t.childStart[id], t.childStart[id + 1]);
}

export function isLeaf(t, id) {
  return t.size[id] === 1;
}

/** 'max', 'min' or 'chance': the kind of node `id` (by the engine's kinds, not depth). */
export function kindName(t, id) {
  const k = t.kinds[id];
  return k === K.MAX ? 'max' : k === K.CHANCE ? 'chance' : 'min';
}

/**
 * The node event `i` of `alg` is about: the innermost node entered at or
 * before `i` and not left before it. From the root down by binary search over
 * each node's children's enter times (entered children come in order,
 * never-entered ones last with NEVER): O(depth · log children).
 */
export function nodeAt(t, alg, i) {
  const tl = t.tl[alg];
  const start = t.childStart, list = t.childList;
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

/** The value of record `i` of a timeline's trace. */
export function valueAt(tl, i) {
  return valueOf(tl.words[2 * i], tl.words[2 * i + 1], tl.reals);
}

/**
 * Event `i` of `alg`, spelled out: {kind, node, …}. A BOUND or WINDOW pair
 * (two records) gives the same whole event at either record: {lo, hi} or
 * {alpha, beta, child}; `second` tells which record it is.
 */
export function eventAt(t, alg, i) {
  const tl = t.tl[alg];
  const w = tl.words;
  const head = w[2 * i], word = w[2 * i + 1];
  const kind = kindOf(head), payload = payloadOf(head);
  const node = kind === K.ENTER ? word : nodeAt(t, alg, i);
  const e = { kind, node, index: i };
  if (kind === K.ENTER) {
    const p = t.parent[node];
    Object.assign(e, { parent: p < 0 ? -1 : p, move: enterMove(payload), depth: t.depth[node], probe: ((payload >>> 2) & 1) === 1 });
  } else if (kind === K.LEAF) Object.assign(e, { value: valueOf(head, word, tl.reals), horizon: payload !== 0 });
  else if (kind === K.CUTOFF) {
    const [alpha, beta] = windowAt(t, node, i);
    Object.assign(e, { alpha, beta, skipped: payload });
    if (t.isChance[node]) {
      // Star1: the interval the outcomes searched so far leave (the BOUND pair just before).
      const b = boundsBefore(t, alg, i);
      const kids = kidsOf(t, node).length;
      Object.assign(e, { lo: b ? b[0] : NaN, hi: b ? b[1] : NaN, done: kids - payload, outcomes: kids });
    }
  } else if (kind === K.ALPHA || kind === K.BETA || kind === K.EXIT) e.value = valueOf(head, word, tl.reals);
  else if (kind === K.BOUND || kind === K.WINDOW) {
    const first = payload === 0 ? i : i - 1;
    const a = valueAt(tl, first), b = first + 1 < tl.len ? valueAt(tl, first + 1) : a;
    e.second = first !== i;
    if (kind === K.BOUND) {
      // Outcomes returned so far: the chance node's children exited before this record.
      let done = 0;
      for (const c of kidsOf(t, node)) if (tl.exit[c] < i) done++;
      Object.assign(e, { lo: a, hi: b, done, outcomes: kidsOf(t, node).length });
    } else {
      const next = first + 2 < tl.len && kindOf(w[2 * (first + 2)]) === K.ENTER ? w[2 * (first + 2) + 1] : -1;
      Object.assign(e, { alpha: a, beta: b, child: next });
    }
  } else if (kind === K.TABLE) Object.assign(e, { value: valueOf(head, word, tl.reals), flag: payload }); // flag: 0 exact, 1 lower, 2 upper
  else if (kind === K.PASS) e.passDepth = payload;
  else if (kind === K.RESEARCH) e.child = i + 1 < tl.len && kindOf(w[2 * (i + 1)]) === K.ENTER ? w[2 * (i + 1) + 1] : -1;
  else throw new Error(`unknown event kind ${kind}`);
  return e;
}

/**
 * The [lo, hi] of the BOUND pair just before record `i`, or null: the engine
 * reports a chance node's interval right before the cut-off it causes.
 */
export function boundsBefore(t, alg, i) {
  const tl = t.tl[alg];
  const w = tl.words;
  const j = i - 1;
  if (j < 1 || kindOf(w[2 * j]) !== K.BOUND || payloadOf(w[2 * j]) !== 1) return null;
  return [valueAt(tl, j - 1), valueAt(tl, j)];
}

/** Counts after the first `pos` events of `alg`. */
export function countsAt(t, alg, pos) {
  const tl = t.tl[alg];
  return { nodes: lowerBound(tl.enterTimes, pos), leaves: lowerBound(tl.leafTimes, pos), cutoffs: lowerBound(tl.cutTimes, pos) };
}

/** Alpha-beta's (α, β) at node `id` just before event `time`. */
export function windowAt(t, id, time) {
  const tl = t.tl.alphabeta;
  if (!tl) return [K.NEG_INF, K.POS_INF];
  // The window is inherited from the parent at entry, then updated in place.
  const chain = [];
  for (let v = id, tm = time; v >= 0; tm = tl.enter[v], v = t.parent[v]) chain.push([v, tm]);
  let a = K.NEG_INF, b = K.POS_INF;
  for (let k = chain.length - 1; k >= 0; k--) {
    const [v, tm] = chain[k];
    // A chance node's child is entered with the window its parent passed it (Star1).
    if (tl.winAlpha && !Number.isNaN(tl.winAlpha[v]) && tl.enter[v] < tm) { a = tl.winAlpha[v]; b = tl.winBeta[v]; }
    for (let j = tl.boundStart[v]; j < tl.boundStart[v + 1] && tl.boundTime[j] < tm; j++) {
      if (tl.boundKind[j] === K.ALPHA) a = tl.boundValue[j]; else b = tl.boundValue[j];
    }
  }
  return [a, b];
}

/**
 * The node whose α (`which` = K.ALPHA) or β update gave node `id` the bound
 * it holds just before `time`: itself, or the ancestor it inherited it from.
 * -1 when the bound is still the root's ±∞.
 */
export function boundSource(t, id, time, which) {
  const tl = t.tl.alphabeta;
  for (let v = id, tm = time; v >= 0; tm = tl.enter[v], v = t.parent[v]) {
    for (let j = tl.boundStart[v + 1] - 1; j >= tl.boundStart[v]; j--) {
      if (tl.boundTime[j] < tm && tl.boundKind[j] === which) return v;
    }
  }
  return -1;
}

/**
 * The state of `alg` after `pos` events: the current node and path, the last
 * event, α/β of the path (alpha-beta), counts, and, at a cut-off, the
 * ancestor whose bound caused it.
 */
export function stateAt(t, alg, pos) {
  const tl = t.tl[alg];
  const upto = Math.max(0, Math.min(pos, tl.len));
  let current = -1, last = null;
  if (upto > 0) {
    last = eventAt(t, alg, upto - 1);
    current = last.kind === K.EXIT ? t.parent[last.node] : last.node;
  }
  const path = [];
  for (let id = current; id >= 0; id = t.parent[id]) path.push(id);
  path.reverse();
  const enterAlpha = {}, enterBeta = {}, alpha = {}, beta = {};
  if (alg === 'alphabeta') {
    for (const id of path) {
      [enterAlpha[id], enterBeta[id]] = windowAt(t, id, tl.enter[id] + 1);
      [alpha[id], beta[id]] = windowAt(t, id, upto);
    }
  }
  let cause = null;
  if (last && last.kind === K.CUTOFF) {
    // At a MAX node α has just reached β, which came down from a MIN ancestor
    // (and the other way round): that ancestor caused the cut.
    // At a chance node the interval fell to α (or rose to β).
    const which = t.isChance[last.node] ? (last.hi <= last.alpha ? K.ALPHA : K.BETA) : t.isMax[last.node] ? K.BETA : K.ALPHA;
    const kids = kidsOf(t, last.node);
    cause = { node: boundSource(t, last.node, last.index, which), which, pruned: Array.from(kids.subarray(kids.length - last.skipped)) };
  }
  return { alg, pos: upto, len: tl.len, done: upto === tl.len, current, path, last, enterAlpha, enterBeta, alpha, beta, cause, counts: countsAt(t, alg, upto) };
}

/** PENDING, CURRENT, VISITED or PRUNED: node `id` of `alg` at `pos`, given the current node. */
export function nodeState(tl, id, pos, current) {
  if (tl.pruned[id] < pos) return PRUNED;
  if (id === current) return CURRENT;
  if (tl.enter[id] < pos) return VISITED;
  return PENDING;
}

/** The principal variation of `alg` once the root has returned: chosen children from the root. */
export function principalVariation(t, alg, pos) {
  const tl = t.tl[alg];
  if (!tl || tl.exit[0] >= pos) return [];
  const pv = [0];
  for (let id = tl.best[0]; id !== K.NEVER && id < t.n; id = tl.best[id]) pv.push(id);
  return pv;
}

/** The highest pruned nodes of `alg`: pruned, with a parent that was not (what a cut-off skipped). */
export function prunedTops(t, alg = 'alphabeta') {
  const tl = t.tl[alg];
  const out = [];
  for (let id = 1; id < t.n; id++) if (tl.pruned[id] !== K.NEVER && tl.pruned[t.parent[id]] === K.NEVER) out.push(id);
  return out;
}

/** Cut-off step positions of `alg`: the position right after each Cutoff event. */
export function cutoffSteps(t, alg = 'alphabeta') {
  return Array.from(t.tl[alg]?.cutTimes ?? [], (i) => i + 1);
}

/** (b, d) when every inner node has b children and every leaf is at depth d, else null. */
export function uniformShape(t) {
  if (!t || t.kind !== 'tree' || t.n < 2) return null;
  const b = t.childStart[1] - t.childStart[0];
  let d = -1;
  for (let id = 0; id < t.n; id++) {
    const k = t.childStart[id + 1] - t.childStart[id];
    if (k === 0) {
      if (d < 0) d = t.depth[id];
      if (t.depth[id] !== d) return null;
    } else if (k !== b) return null;
  }
  return { b, d };
}

// ---- boards ----------------------------------------------------------------

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

/** The moves from the root to `id` (cells, or 0-based child indices). */
export function pathMoves(t, id) {
  const moves = [];
  for (let v = id; t.parent[v] >= 0; v = t.parent[v]) moves.push(t.move[v]);
  return moves.reverse();
}

/** Connect Four: the cells of node `id` (w × h, row-major from the top, no '/'), or null for any other tree. */
export function c4CellsOf(t, id) {
  if (t.kind !== 'connect4') return null;
  return cellsAfter({ w: t.c4.w, h: t.c4.h, cells: t.rootBoard }, pathMoves(t, id));
}

/** Whether node `id` was answered from the transposition table by `alg` at or before event `pos - 1` (a step shows it done). */
export function fromTable(t, alg, id, pos) {
  const table = t.tl[alg]?.table;
  return !!table && table.length > id && table[id] !== K.NEVER && table[id] < pos;
}

/** The 9-character board of node `id`, or null for textbook trees: the root's board with the path's moves played. */
export function boardOf(t, id) {
  if (t.kind !== 'board') return null;
  let b = t.rootBoard;
  for (const m of pathMoves(t, id)) b = b.slice(0, m) + toMove(b) + b.slice(m + 1);
  return b;
}

/** "A", "B", … "Z", "AA", "AB", …: the spreadsheet-style name of preorder number `k`. */
export function letters(k) {
  let s = '';
  for (let v = k + 1; v > 0; v = Math.floor((v - 1) / 26)) s = String.fromCharCode(65 + ((v - 1) % 26)) + s;
  return s;
}

/**
 * A node's name in sentences and cards: textbook trees name nodes A, B, C, …
 * in preorder, as AIMA does; boards by the moves that reach them ("X1 O5"),
 * the root by `rootName`.
 */
export function nodeName(t, id, rootName = 'root') {
  if (t.kind === 'tree') {
    if (!t.names) return letters(id);
    // A named tree: unnamed nodes are called after their parent and child number ("B.2").
    if (t.names[id]) return t.names[id];
    return id === 0 ? rootName : `${nodeName(t, t.parent[id], rootName)}.${t.move[id] + 1}`;
  }
  if (id === 0) return rootName;
  // Connect Four names a node by its 1-based columns ("X4 O4").
  const c4 = t.kind === 'connect4' ? 1 : 0;
  const first = toMove(t.rootBoard);
  const other = first === 'X' ? 'O' : 'X';
  return pathMoves(t, id).map((m, i) => `${i % 2 ? other : first}${m + c4}`).join(' ');
}

/** A move as people read it: the cell (boards), the 1-based column (Connect Four) or the 1-based child number (trees). */
export function moveLabel(t, id) {
  return t.kind === 'board' ? t.move[id] : t.move[id] + 1;
}

/** The value of a textbook leaf (as its tree gives it), or null for any other node. */
export function leafValue(t, id) {
  return t.kind === 'tree' && isLeaf(t, id) ? t.tl.minimax.value[id] : null;
}
