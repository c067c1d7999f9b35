// One step of a searched tree (tree.js): the node an event is about, the event
// spelled out, α and β at a node, counts so far, and the whole state the views
// and sentences draw at trace position `pos`. Each is a binary search or a walk
// up one path, so every step costs the same whatever the position. Pure.

import { K, PENDING, CURRENT, VISITED, PRUNED, enterMove, kindOf, payloadOf, valueOf } from '../base/kinds.js';
import { kidsOf, lowerBound } from '../base/tree.js';

/**
 * The node event `i` of `alg` is about: the innermost node entered at or
 * before `i` and not left before it. Alpha-beta's is indexed per record;
 * minimax's (which enters every node once, in the drawn order) is found from the root down by binary search over
 * each node's children's enter times (entered children come in order,
 * never-entered ones last with NEVER): O(depth · log children).
 */
export function nodeAt(t, alg, i) {
  const tl = t.tl[alg];
  // Alpha-beta's timeline keeps each record's node (tree.js deriveTimeline): its order may not be the drawn one.
  if (tl.recordNode) return tl.recordNode[i];
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
  else if (kind === K.EXTEND) e.reason = payload; // NOISE_* code: why the node past the depth limit is searched on
  else if (kind === K.BOOK) Object.assign(e, { value: valueOf(head, word, tl.reals), endgame: payload === 1 });
  else if (kind === K.FUTILITY) {
    // α (the root's best so far) and β (this child's bound) by replay, as a cut-off's.
    const [alpha, beta] = windowAt(t, node, i);
    Object.assign(e, { alpha, beta, margin: valueOf(head, word, tl.reals), skipped: payload });
  }
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

/** The entry (tree.js deriveEntries) of node `id` last entered before event `time`, or -1. */
export function entryBefore(tl, id, time) {
  let found = -1;
  for (let e = tl.firstEntry[id]; e >= 0 && tl.enterTimes[e] < time; e = tl.nextEntry[e]) found = e;
  return found;
}

/** (α, β) of entry `e` just before event `time`: the window it was entered with, then its own updates. */
function entryWindow(tl, e, time) {
  let a = tl.entAlpha[e], b = tl.entBeta[e];
  for (let j = tl.updStart[e]; j < tl.updStart[e + 1] && tl.updTime[j] < time; j++) {
    if (tl.updKind[j] === K.ALPHA) a = tl.updValue[j]; else b = tl.updValue[j];
  }
  return [a, b];
}

/**
 * Alpha-beta's (α, β) at node `id` just before event `time` (in its last
 * entry before then; at its exit if it has left). A node not entered yet has
 * the window its parent would pass it.
 */
export function windowAt(t, id, time) {
  const tl = t.tl.alphabeta;
  if (!tl || !tl.entNode) return [K.NEG_INF, K.POS_INF];
  const e = entryBefore(tl, id, time);
  if (e >= 0) return entryWindow(tl, e, time);
  return t.parent[id] >= 0 ? windowAt(t, t.parent[id], time) : [K.NEG_INF, K.POS_INF];
}

/** The window node `id` was entered with, in its last entry before event `time`. */
export function entryWindowAt(t, id, time) {
  const tl = t.tl.alphabeta;
  const e = tl && tl.entNode ? entryBefore(tl, id, time) : -1;
  return e >= 0 ? [tl.entAlpha[e], tl.entBeta[e]] : windowAt(t, id, time);
}

/**
 * Who holds the α (`which` = K.ALPHA) or β that node `id` has just before
 * `time`: {node, window}. `node` is `id` itself or the ancestor whose update
 * it inherited, -1 while it is still the root's ±∞. A bound that came with a
 * window passed down (a WINDOW pair: a chance node's Star1 window, PVS's
 * null window) is the node's that passed it, with `window` true; at the root
 * (an aspiration or MTD(f) window) `node` is -1 and `window` true.
 */
export function boundHolder(t, id, time, which) {
  const tl = t.tl.alphabeta;
  let e = entryBefore(tl, id, time), tm = time;
  // Not entered yet: what its parent holds now.
  if (e < 0) return t.parent[id] >= 0 ? boundHolder(t, t.parent[id], time, which) : { node: -1, window: false };
  while (e >= 0) {
    for (let j = tl.updStart[e + 1] - 1; j >= tl.updStart[e]; j--) {
      if (tl.updTime[j] < tm && tl.updKind[j] === which) return { node: tl.entNode[e], window: false };
    }
    const p = tl.entParent[e];
    if (tl.entWindow[e]) return { node: p >= 0 ? tl.entNode[p] : -1, window: true };
    tm = tl.enterTimes[e];
    e = p;
  }
  return { node: -1, window: false };
}

/** boundHolder's node alone. */
export function boundSource(t, id, time, which) {
  return boundHolder(t, id, time, which).node;
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
      [enterAlpha[id], enterBeta[id]] = entryWindowAt(t, id, upto);
      [alpha[id], beta[id]] = windowAt(t, id, upto);
    }
  }
  let cause = null;
  if (last && last.kind === K.FUTILITY) {
    const kids = kidsOf(t, last.node);
    cause = { node: t.parent[last.node], window: false, which: K.ALPHA, futility: true, pruned: Array.from(kids.subarray(kids.length - last.skipped)) };
  } else if (last && last.kind === K.CUTOFF) {
    // At a MAX node α has just reached β, which came down from a MIN ancestor
    // (and the other way round): that ancestor caused the cut.
    // At a chance node the interval fell to α (or rose to β).
    const which = t.isChance[last.node] ? (last.hi <= last.alpha ? K.ALPHA : K.BETA) : t.isMax[last.node] ? K.BETA : K.ALPHA;
    const kids = kidsOf(t, last.node);
    const holder = boundHolder(t, last.node, last.index, which);
    cause = { node: holder.node, window: holder.window, which, pruned: Array.from(kids.subarray(kids.length - last.skipped)) };
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

/**
 * The principal variation of `alg` once the root has returned: chosen
 * children from the root. `move`: the root move the search's configuration
 * finally plays (its decision), when known; if the trace chose another (a
 * move decided after the drawn search, or the book's at the root), the line
 * goes to that move's child and stops there, since the trace holds no line
 * below it.
 */
export function principalVariation(t, alg, pos, move = null) {
  const tl = t.tl[alg];
  if (!tl || tl.exit[0] >= pos) return [];
  const pv = [0];
  const played = move === null || move === undefined ? -1 : Array.from(kidsOf(t, 0)).find((c) => t.move[c] === move) ?? -1;
  if (played >= 0 && played !== tl.best[0]) return [0, played];
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

/** Whether node `id` was answered from the transposition table by `alg` at or before event `pos - 1` (a step shows it done). */
export function fromTable(t, alg, id, pos) {
  const table = t.tl[alg]?.table;
  return !!table && table.length > id && table[id] !== K.NEVER && table[id] < pos;
}

/** Whether node `id` was answered from the opening book or the endgame solver by `alg` before step `pos`. */
export function fromBook(t, alg, id, pos) {
  const book = t.tl[alg]?.book;
  return !!book && book.length > id && book[id] !== K.NEVER && book[id] < pos;
}

/** Whether node `id` was searched past the depth limit (an EXTEND record right after its entry) by `alg` before step `pos`. */
export function extendedAt(t, alg, id, pos) {
  const tl = t.tl[alg];
  if (!tl || K.EXTEND < 0 || tl.enter[id] === K.NEVER) return false;
  const i = tl.enter[id] + 1;
  return i < pos && i < tl.len && kindOf(tl.words[2 * i]) === K.EXTEND;
}

/**
 * The index of the FUTILITY event at which node `id` of `alg` stopped
 * searching its children, if before step `pos`; else -1. The stops are
 * found in one pass over the trace, on first use, and kept on the timeline.
 */
export function futilityAt(t, alg, id, pos) {
  const tl = t.tl[alg];
  if (!tl || K.FUTILITY < 0) return -1;
  if (!tl.futile) {
    tl.futile = new Map();
    for (let i = 0; i < tl.len; i++) if (kindOf(tl.words[2 * i]) === K.FUTILITY) tl.futile.set(nodeAt(t, alg, i), i);
  }
  const i = tl.futile.get(id);
  return i !== undefined && i < pos ? i : -1;
}

/** Whether the BOOK event that answered node `id` of `alg` is the endgame solver's (else the opening book's). */
export function bookIsEndgame(t, alg, id) {
  const tl = t.tl[alg], i = tl?.book?.[id];
  return i !== undefined && i !== K.NEVER && payloadOf(tl.words[2 * i]) === 1;
}

/** The depth of the iterative-deepening pass a trace runs: its first PASS record's payload, or null. */
export function passDepth(tl) {
  const w = tl.words;
  const len = Math.min(tl.len ?? w.length / 2, 64);
  for (let i = 0; i < len; i++) if (kindOf(w[2 * i]) === K.PASS) return payloadOf(w[2 * i]);
  return null;
}
