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
//
// This module holds the model and its derived indexes; timeline.js answers
// questions about one step (the event, the window, the state); the games'
// own readings of a node (its board, name, move) are in games/.

import { mazeArrays } from './maze.js';
import { K, kindOf, payloadOf, valueOf } from './kinds.js';

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
 * otherwise; empty when no node was (or the engine keeps no table). `book`:
 * the same for a node answered from the opening book or the endgame solver.
 */
export const TIMELINE_ARRAYS = { enter: Uint32Array, exit: Uint32Array, pruned: Uint32Array, value: Float64Array, best: Uint32Array, table: Uint32Array, book: Uint32Array };

/** At most this long a root's text is kept on the model (a textbook tree's can be megabytes). */
const ROOT_TEXT = 256;

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
    // A board of cells (tic-tac-toe's; Connect Four's, the game whose summary gives a size): its root, row-major from the top.
    rootBoard: summary.kind === 'board' || summary.size ? summary.root.replaceAll('/', '') : null, tl: {},
    c4: summary.size ? { w: summary.size[0], h: summary.size[1] } : null,
    hasChance: !!summary.has_chance, agents: summary.agents ?? 2,
    // The root in its game's notation, for a game the page reads positions of by its descriptor (Nim's 1,2,3).
    rootText: typeof summary.root === 'string' && summary.root.length <= ROOT_TEXT ? summary.root : null,
  };
  // A textbook tree may name its nodes, and a CS188 file its actions, which label the edges (games/index.js
  // moveLabel); other games give neither (empty arrays).
  const names = a.names();
  t.names = names.length === n ? Array.from(names) : null;
  const actions = a.actions();
  t.actions = actions.length === n && actions.some(Boolean) ? Array.from(actions) : null;
  for (const [name, [rust, Type]] of Object.entries(MODEL_ARRAYS)) t[name] = copy(Type, a.buffer_ptr(rust), a.buffer_len(rust));
  for (const alg of ALGORITHMS) {
    const tl = { words: copy(Uint32Array, a.events_ptr(alg), 2 * a.events_len(alg)) };
    tl.reals = copy(Float64Array, a.reals_ptr(alg), a.reals_len(alg));
    for (const [field, Type] of Object.entries(TIMELINE_ARRAYS)) tl[field] = copy(Type, a.buffer_ptr(`${alg}.${field}`), a.buffer_len(`${alg}.${field}`));
    t.tl[alg] = tl;
  }
  // The maze games: the board, and every node's state (base/maze.js).
  t.maze = summary.maze ?? null;
  Object.assign(t, mazeArrays(a, memory, summary));
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
    Object.assign(tl, { len, enterTimes, leafTimes, cutTimes: new Uint32Array(0), ids: null, entNode: null });
    return;
  }
  Object.assign(tl, { len, ids, ...deriveEntries(t, tl) });
}

/**
 * Alpha-beta's trace read entry by entry, in one walk with a stack of open
 * entries. Searches with their own move order (iterative deepening, killer
 * moves) visit children out of the drawn order, and PVS, aspiration windows
 * and MTD(f) enter a node more than once, so everything here is per entry
 * (one Enter record), never per drawn node:
 * - the live counts' times, which are the engine's counts: every Enter and
 *   Leaf record (an ID pass's leaves at its depth limit are inner nodes of
 *   the drawn tree);
 * - recordNode: the node each record is about, the innermost open one (an
 *   Exit's is the node leaving; records before the root's Enter the root's);
 * - per entry: its node, record, parent entry, exit record and the window
 *   it was entered with: its parent's (α, β) then, or the WINDOW pair just
 *   before it (entWindow = 1: a chance node's Star1 window, PVS's null
 *   window, an aspiration or MTD(f) window at the root);
 * - per entry, its α/β updates as compressed rows: updStart[e]…updStart[e+1]
 *   index updTime/updKind/updValue;
 * - per node, its entries as a list: firstEntry[id], nextEntry[e] (-1 ends).
 */
function deriveEntries(t, tl) {
  const w = tl.words, reals = tl.reals;
  const len = w.length / 2;
  let cuts = 0, enters = 0, leafRecords = 0, updates = 0;
  for (let i = 0; i < len; i++) {
    const k = kindOf(w[2 * i]);
    if (k === K.CUTOFF) cuts++; else if (k === K.ENTER) enters++; else if (k === K.LEAF) leafRecords++;
    else if (k === K.ALPHA || k === K.BETA) updates++;
  }
  const cutTimes = new Uint32Array(cuts), enterTimes = new Uint32Array(enters), leafTimes = new Uint32Array(leafRecords);
  const recordNode = new Uint32Array(len);
  const entNode = new Uint32Array(enters), entParent = new Int32Array(enters), entExit = new Uint32Array(enters).fill(K.NEVER);
  const entAlpha = new Float64Array(enters), entBeta = new Float64Array(enters), entWindow = new Uint8Array(enters);
  const updStart = new Uint32Array(enters + 1), updTime = new Uint32Array(updates), updKind = new Uint8Array(updates), updValue = new Float64Array(updates);
  const firstEntry = new Int32Array(t.n).fill(-1), nextEntry = new Int32Array(enters).fill(-1), lastEntry = new Int32Array(t.n).fill(-1);
  // Open entries and their current (α, β).
  const stack = new Int32Array(t.maxDepth + 2), curA = new Float64Array(t.maxDepth + 2), curB = new Float64Array(t.maxDepth + 2);
  // Each entry's row of updates: count them first (a walk with the same stack).
  const perEntry = new Uint32Array(enters);
  for (let i = 0, depth = 0, e = 0; i < len; i++) {
    const k = kindOf(w[2 * i]);
    if (k === K.ENTER) stack[depth++] = e++;
    else if (k === K.EXIT && depth > 0) depth--;
    else if ((k === K.ALPHA || k === K.BETA) && depth > 0) perEntry[stack[depth - 1]]++;
  }
  for (let j = 0; j < enters; j++) updStart[j + 1] = updStart[j] + perEntry[j];
  let depth = 0, e = 0, c = 0, l = 0, pendA = NaN, pendB = NaN;
  const fill = updStart.slice(0, enters);
  for (let i = 0; i < len; i++) {
    const head = w[2 * i];
    const k = kindOf(head);
    if (k === K.ENTER) {
      const id = w[2 * i + 1];
      const own = !Number.isNaN(pendA);
      entNode[e] = id; entParent[e] = depth > 0 ? stack[depth - 1] : -1; entWindow[e] = own ? 1 : 0;
      entAlpha[e] = own ? pendA : depth > 0 ? curA[depth - 1] : K.NEG_INF;
      entBeta[e] = own ? pendB : depth > 0 ? curB[depth - 1] : K.POS_INF;
      pendA = NaN; pendB = NaN;
      if (firstEntry[id] < 0) firstEntry[id] = e; else nextEntry[lastEntry[id]] = e;
      lastEntry[id] = e;
      stack[depth] = e; curA[depth] = entAlpha[e]; curB[depth] = entBeta[e]; depth++;
      enterTimes[e++] = i;
    } else if (k === K.LEAF) leafTimes[l++] = i;
    else if (k === K.CUTOFF) cutTimes[c++] = i;
    else if ((k === K.ALPHA || k === K.BETA) && depth > 0) {
      const v = valueOf(head, w[2 * i + 1], reals);
      const j = fill[stack[depth - 1]]++;
      updTime[j] = i; updKind[j] = k; updValue[j] = v;
      if (k === K.ALPHA) curA[depth - 1] = v; else curB[depth - 1] = v;
    } else if (k === K.WINDOW) {
      if (payloadOf(head) === 0) pendA = valueOf(head, w[2 * i + 1], reals); else pendB = valueOf(head, w[2 * i + 1], reals);
    }
    recordNode[i] = depth > 0 ? entNode[stack[depth - 1]] : 0;
    if (k === K.EXIT && depth > 0) entExit[stack[--depth]] = i;
  }
  return {
    enterTimes, leafTimes, cutTimes, recordNode, entNode, entParent, entExit, entAlpha, entBeta, entWindow,
    updStart, updTime, updKind, updValue, firstEntry, nextEntry,
  };
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
 * (b, d) when every inner node has b children, every leaf is at depth d and
 * MAX and MIN alternate (no chance node, no two MIN levels of a game with
 * more players), else null: the trees Knuth and Moore's bound is for,
 * whatever game they come from.
 */
export function uniformShape(t) {
  if (!t || t.n < 2) return null;
  const b = t.childStart[1] - t.childStart[0];
  let d = -1;
  for (let id = 0; id < t.n; id++) {
    const k = t.childStart[id + 1] - t.childStart[id];
    if (t.kinds[id] === K.CHANCE || (t.parent[id] >= 0 && t.kinds[id] === t.kinds[t.parent[id]])) return null;
    if (k === 0) {
      if (d < 0) d = t.depth[id];
      if (t.depth[id] !== d) return null;
    } else if (k !== b) return null;
  }
  return { b, d };
}

/** The moves from the root to `id` (cells, or 0-based child indices). */
export function pathMoves(t, id) {
  const moves = [];
  for (let v = id; t.parent[v] >= 0; v = t.parent[v]) moves.push(t.move[v]);
  return moves.reverse();
}

/** "A", "B", … "Z", "AA", "AB", …: the spreadsheet-style name of preorder number `k`. */
export function letters(k) {
  let s = '';
  for (let v = k + 1; v > 0; v = Math.floor((v - 1) / 26)) s = String.fromCharCode(65 + ((v - 1) % 26)) + s;
  return s;
}
