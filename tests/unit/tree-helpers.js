// Shared by tree-replay.test.js and tree-facts.test.js: the AIMA tree and the Move 4 board from the engine, and a plain replay of packed events that every lookup of web/base/tree.js is checked against.

import assert from 'node:assert/strict';
import { analyse, K, AIMA, MOVE4 } from './wasm.js';
import { ALGORITHMS, isLeaf, kidsOf, lowerBound } from '../../web/base/tree.js';
import { boundSource, countsAt, cutoffSteps, eventAt, nodeAt, principalVariation, prunedTops, stateAt, windowAt } from '../../web/state/timeline.js';
import { leafValue } from '../../web/games/index.js';

export const aima = analyse({ tree: AIMA });
export const move4 = analyse({ board: MOVE4 });

/**
 * What the packed events of `alg` say, read the plain way: an open-node
 * stack with each open node's (α, β) and the node that set each bound.
 * For event i: `node` the event is about, `kind`, `window`/`src` of that
 * node just before the event, and after it the open path, its windows
 * and the counts so far.
 */
export function replay(t, alg) {
  const w = t.tl[alg].words;
  const len = w.length / 2;
  const stack = [];
  const events = [];
  let nodes = 0, leaves = 0, cutoffs = 0;
  for (let i = 0; i < len; i++) {
    const kind = w[2 * i] & K.KIND_MASK, payload = w[2 * i + 1];
    let top = stack[stack.length - 1];
    if (kind === K.ENTER) {
      const id = payload;
      top = top
        ? { id, alpha: top.alpha, beta: top.beta, aSrc: top.aSrc, bSrc: top.bSrc }
        : { id, alpha: K.NEG_INF, beta: K.POS_INF, aSrc: -1, bSrc: -1 };
      top.enter = [top.alpha, top.beta];
      stack.push(top);
      nodes++;
    }
    const e = { kind, node: top.id, window: [top.alpha, top.beta], src: [top.aSrc, top.bSrc], head: w[2 * i], word: payload };
    if (kind === K.LEAF) leaves++;
    else if (kind === K.CUTOFF) cutoffs++;
    else if (kind === K.ALPHA) { top.alpha = payload | 0; top.aSrc = top.id; } else if (kind === K.BETA) { top.beta = payload | 0; top.bSrc = top.id; } else if (kind === K.EXIT) stack.pop();
    e.path = stack.map((s) => s.id);
    e.open = stack.map((s) => ({ id: s.id, enter: s.enter, now: [s.alpha, s.beta] }));
    e.counts = { nodes, leaves, cutoffs };
    events.push(e);
  }
  return events;
}

/** Nodes in the subtree of `id` (ids are preorder: the subtree is id .. id + size - 1). */
export const subtree = (t, id) => Array.from({ length: t.size[id] }, (_, k) => id + k);

/** Asserts every lookup of tree.js on `t` against the replay; `label` names the tree in messages. */
export function checkAgainstReplay(t, summary, label) {
  for (const alg of ALGORITHMS) {
    const tl = t.tl[alg];
    const ev = replay(t, alg);
    assert.equal(tl.len, ev.length, `${label} ${alg}: len`);
    assert.equal(tl.len, summary[alg].events, `${label} ${alg}: len = summary events`);
    for (let i = 0; i < ev.length; i++) {
      const r = ev[i];
      const at = `${label} ${alg} event ${i}`;
      assert.equal(nodeAt(t, alg, i), r.node, `${at}: nodeAt`);
      const e = eventAt(t, alg, i);
      assert.equal(e.kind, r.kind, `${at}: kind`);
      assert.equal(e.node, r.node, `${at}: eventAt node`);
      assert.equal(e.index, i);
      if (r.kind === K.ENTER) {
        assert.equal(e.parent, t.parent[r.node], `${at}: parent`);
        assert.equal(e.depth, t.depth[r.node], `${at}: depth`);
        assert.equal(e.move, r.node === 0 ? null : t.move[r.node], `${at}: move`);
        assert.equal(tl.enter[r.node], i, `${at}: timeline enter`);
      } else if (r.kind === K.EXIT) {
        assert.equal(e.value, tl.value[r.node], `${at}: exit value = timeline value`);
        assert.equal(tl.exit[r.node], i, `${at}: timeline exit`);
      } else if (r.kind === K.LEAF) {
        assert.ok(isLeaf(t, r.node), `${at}: a Leaf event is about a leaf`);
        assert.equal(e.value, r.word | 0);
        if (t.kind === 'tree') assert.equal(e.value, leafValue(t, r.node), `${at}: leaf value`);
      } else if (r.kind === K.ALPHA || r.kind === K.BETA) {
        assert.equal(e.value, r.word | 0);
        // MAX raises α, MIN lowers β: derive's isMax agrees with the engine.
        assert.equal(t.isMax[r.node], r.kind === K.ALPHA ? 1 : 0, `${at}: α at MAX, β at MIN`);
      }

      const s = stateAt(t, alg, i + 1);
      assert.equal(s.pos, i + 1);
      assert.equal(s.last.index, i);
      assert.equal(s.current, r.kind === K.EXIT ? t.parent[r.node] : r.node, `${at}: current is the event's node (its parent after Exit)`);
      assert.deepEqual(s.path, r.path, `${at}: path = the open nodes`);
      assert.deepEqual(s.counts, r.counts, `${at}: counts`);
      assert.deepEqual(countsAt(t, alg, i + 1), r.counts, `${at}: countsAt`);
      assert.equal(s.done, i + 1 === ev.length);

      if (alg === 'alphabeta') {
        assert.deepEqual(windowAt(t, r.node, i), r.window, `${at}: windowAt before the event`);
        assert.equal(boundSource(t, r.node, i, K.ALPHA), r.src[0], `${at}: α's source`);
        assert.equal(boundSource(t, r.node, i, K.BETA), r.src[1], `${at}: β's source`);
        for (const o of r.open) {
          assert.deepEqual([s.enterAlpha[o.id], s.enterBeta[o.id]], o.enter, `${at}: window node ${o.id} was entered with`);
          assert.deepEqual([s.alpha[o.id], s.beta[o.id]], o.now, `${at}: window of open node ${o.id}`);
        }
        if (r.kind === K.ENTER) assert.deepEqual(windowAt(t, r.node, i + 1), ev[i].open.at(-1).enter, `${at}: window at Enter`);
      }

      if (r.kind === K.CUTOFF) {
        assert.equal(alg, 'alphabeta', 'only alpha-beta cuts');
        assert.deepEqual([e.alpha, e.beta], r.window, `${at}: cut-off window`);
        assert.ok(e.alpha >= e.beta, `${at}: α ≥ β at a cut-off`);
        assert.equal(e.skipped, (r.head & 0x7fffffff) >>> K.PAYLOAD_SHIFT);
        const kids = kidsOf(t, r.node);
        assert.ok(e.skipped >= 1 && e.skipped < kids.length, `${at}: skips some, not all, children`);
        const which = t.isMax[r.node] ? K.BETA : K.ALPHA;
        assert.equal(s.cause.which, which);
        assert.equal(s.cause.node, r.src[which === K.ALPHA ? 0 : 1], `${at}: the cut's cause is the bound's source`);
        assert.ok(s.cause.node !== r.node && (s.cause.node === -1 || s.path.includes(s.cause.node)), `${at}: the cause is an ancestor`);
        assert.deepEqual(s.cause.pruned, Array.from(kids.subarray(kids.length - e.skipped)), `${at}: pruned children`);
        for (const c of s.cause.pruned) {
          for (const v of subtree(t, c)) {
            assert.equal(tl.pruned[v], i, `${at}: node ${v} pruned by this cut`);
            assert.equal(tl.enter[v], K.NEVER, `${at}: pruned node ${v} never entered`);
          }
        }
      } else assert.equal(s.cause, null);
    }
    // Counts at the end are the summary's.
    const end = countsAt(t, alg, tl.len);
    assert.deepEqual(end, { nodes: summary[alg].nodes, leaves: summary[alg].leaves, cutoffs: summary[alg].cutoffs }, `${label} ${alg}: end counts`);
    assert.equal(lowerBound(tl.enterTimes, Infinity), summary[alg].nodes);
    // Every cut-off step lands just after a Cutoff event, and there is one per Cutoff.
    const cuts = ev.flatMap((r, i) => (r.kind === K.CUTOFF ? [i + 1] : []));
    assert.deepEqual(cutoffSteps(t, alg), cuts, `${label} ${alg}: cutoffSteps`);
    checkPrincipalVariation(t, summary, alg, label);
    const skipped = ev.reduce((sum, r) => sum + (r.kind === K.CUTOFF ? (r.head & 0x7fffffff) >>> K.PAYLOAD_SHIFT : 0), 0);
    assert.equal(skipped, summary[alg].pruned_children, `${label} ${alg}: skipped children`);
    if (alg === 'alphabeta') {
      // prunedTops: exactly the children the cut-offs skipped.
      const tops = ev.flatMap((r, i) => (r.kind === K.CUTOFF ? stateAt(t, alg, i + 1).cause.pruned : [])).sort((a, b) => a - b);
      assert.deepEqual(prunedTops(t, alg), tops, `${label}: prunedTops`);
    } else assert.deepEqual(prunedTops(t, alg), [], `${label}: minimax prunes nothing`);
  }
}

function checkPrincipalVariation(t, summary, alg, label) {
  const tl = t.tl[alg];
  assert.deepEqual(principalVariation(t, alg, tl.len - 1), [], `${label} ${alg}: no PV before the root returns`);
  const pv = principalVariation(t, alg, tl.len);
  assert.equal(pv[0], 0);
  const rootValue = summary[alg].value;
  assert.equal(tl.value[0], rootValue);
  for (let k = 0; k < pv.length; k++) {
    assert.equal(tl.value[pv[k]], rootValue, `${label} ${alg}: PV node ${pv[k]} has the root's value`);
    if (k > 0) assert.equal(t.parent[pv[k]], pv[k - 1], `${label} ${alg}: PV goes parent to child`);
  }
  assert.ok(isLeaf(t, pv.at(-1)), `${label} ${alg}: PV ends at a leaf`);
  if (pv.length > 1) assert.equal(t.move[pv[1]], summary[alg].best_move, `${label} ${alg}: PV starts with the best move`);
}

/** derive()'s indexes, checked by brute force. */
export function checkDerived(t, label) {
  const { n } = t;
  for (let id = 0; id < n; id++) {
    // Preorder ids: children are consecutive subtrees right after their parent.
    const kids = kidsOf(t, id);
    let next = id + 1;
    for (const c of kids) { assert.equal(c, next, `${label}: preorder`); assert.equal(t.parent[c], id); next += t.size[c]; }
    assert.equal(next, id + t.size[id], `${label}: size of ${id}`);
    assert.equal(t.isMax[id], (t.depth[id] % 2 === 0) === t.rootIsMax ? 1 : 0, `${label}: isMax ${id}`);
    const sub = subtree(t, id);
    const leafXs = sub.filter((v) => t.size[v] === 1).map((v) => t.x[v]);
    assert.equal(t.leafStart[id], Math.min(...leafXs), `${label}: leafStart ${id}`);
    assert.equal(t.leafEnd[id], Math.max(...leafXs), `${label}: leafEnd ${id}`);
    assert.ok(t.leafStart[id] <= t.x[id] && t.x[id] <= t.leafEnd[id], `${label}: leafStart ≤ x ≤ leafEnd at ${id}`);
    assert.equal(t.subDepth[id], Math.max(...sub.map((v) => t.depth[v])), `${label}: subDepth ${id}`);
    assert.ok(t.room[id] > 0, `${label}: room > 0 at ${id}`);
  }
  for (let d = 0; d <= t.maxDepth; d++) {
    const ids = Array.from(t.depthIds.subarray(t.depthStart[d], t.depthStart[d + 1]));
    const expected = [];
    for (let id = 0; id < n; id++) if (t.depth[id] === d) expected.push(id);
    assert.deepEqual(ids, expected, `${label}: depth ${d} ids`);
    for (let k = 1; k < ids.length; k++) assert.ok(t.x[ids[k - 1]] < t.x[ids[k]], `${label}: depth ${d} sorted by x`);
    for (let k = 0; k < ids.length; k++) {
      const gaps = ids.filter((v) => v !== ids[k]).map((v) => Math.abs(t.x[v] - t.x[ids[k]]));
      assert.equal(t.room[ids[k]], Math.min(1e6, ...gaps), `${label}: room of ${ids[k]}`);
    }
  }
  assert.equal(t.depthStart[t.maxDepth + 1], n);
  assert.equal(Math.max(...t.depth), t.maxDepth);
}
