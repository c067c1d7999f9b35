// web/base/tree.js and timeline.js against a plain replay of the packed events: AIMA, Move 4, random trees, depth limits and searches that re-enter nodes; run with `node --test tests/unit/`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyse, analysePasses, K, AIMA, MOVE4 } from './wasm.js';
import { PENDING, CURRENT, VISITED, PRUNED } from '../../web/base/kinds.js';
import { randomTree, rng } from '../../web/games/tree-random.js';
import { ALGORITHMS, kidsOf } from '../../web/base/tree.js';
import { countsAt, eventAt, nodeAt, nodeState, stateAt } from '../../web/state/timeline.js';
import { aima, move4, replay, subtree, checkAgainstReplay, checkDerived } from './tree-helpers.js';

test('the AIMA tree: counts, states, windows, bounds and PV agree with a replay of its events', () => {
  checkDerived(aima.tree, 'AIMA');
  checkAgainstReplay(aima.tree, aima.summary, 'AIMA');
});

test('Move 4: counts, states, windows, bounds and PV agree with a replay of its events', () => {
  checkDerived(move4.tree, 'Move 4');
  checkAgainstReplay(move4.tree, move4.summary, 'Move 4');
});

test('a random tree and a MIN-rooted, reverse-ordered AIMA agree with the replay', () => {
  const r = analyse({ tree: randomTree(3, 3, 7) });
  checkDerived(r.tree, 'random(3,3,7)');
  checkAgainstReplay(r.tree, r.summary, 'random(3,3,7)');
  const m = analyse({ tree: AIMA, root: 'min', order: 'reverse' });
  assert.equal(m.tree.rootIsMax, false);
  assert.equal(m.tree.isMax[0], 0);
  checkDerived(m.tree, 'AIMA min-root');
  checkAgainstReplay(m.tree, m.summary, 'AIMA min-root');
});

test('property: 50 seeded random trees (b 2–4, d 1–4; some random-ordered, fail-hard or MIN-rooted) agree with the replay', () => {
  const r = rng(2024);
  for (let k = 0; k < 50; k++) {
    const b = 2 + Math.floor(r() * 3), d = 1 + Math.floor(r() * 4), seed = Math.floor(r() * 1e9);
    const text = randomTree(b, d, seed);
    const options = { order: k % 5 === 4 ? `random:${seed}` : 'natural', variant: k % 5 === 3 ? 'fail-hard' : 'fail-soft', root: k % 7 === 6 ? 'min' : 'max' };
    const { summary, tree } = analyse({ tree: text, ...options });
    const label = `randomTree(${b}, ${d}, ${seed}) ${JSON.stringify(options)}`;
    assert.deepEqual(tree.uniform, { b, d }, `${label}: uniform`);
    checkDerived(tree, label);
    checkAgainstReplay(tree, summary, label);
  }
});

test('node states: pending, current, visited and pruned follow the replay at every position (AIMA, Move 4)', () => {
  for (const [label, t] of [['AIMA', aima.tree], ['Move 4', move4.tree]]) {
    for (const alg of ALGORITHMS) {
      const tl = t.tl[alg];
      const ev = replay(t, alg);
      const entered = new Set(), pruned = new Set();
      for (let pos = 0; pos <= tl.len; pos++) {
        if (pos > 0) {
          const r = ev[pos - 1];
          if (r.kind === K.ENTER) entered.add(r.node);
          if (r.kind === K.CUTOFF) for (const c of stateAt(t, alg, pos).cause.pruned) for (const v of subtree(t, c)) pruned.add(v);
        }
        const { current } = stateAt(t, alg, pos);
        for (let id = 0; id < t.n; id++) {
          const want = pruned.has(id) ? PRUNED : id === current ? CURRENT : entered.has(id) ? VISITED : PENDING;
          assert.equal(nodeState(tl, id, pos, current), want, `${label} ${alg} pos ${pos} node ${id}`);
        }
      }
    }
  }
});

test('a depth-limited board: horizon leaves and counts agree with the replay', () => {
  const r = analyse({ board: MOVE4, depth: 2, order: 'heuristic' });
  checkDerived(r.tree, 'Move 4 depth 2');
  checkAgainstReplay(r.tree, r.summary, 'Move 4 depth 2');
  const e = eventAt(r.tree, 'minimax', r.tree.tl.minimax.enter[kidsOf(r.tree, kidsOf(r.tree, 0)[0])[0]] + 1);
  assert.equal(e.kind, K.LEAF);
  assert.equal(e.horizon, true);
});

/**
 * A replay that also reads WINDOW pairs: a child entered right after one
 * takes that window (its bounds' holder is the node that passed it, -1 at
 * the root), else its parent's. Per event: the node, the window before it,
 * the holders and the counts after it.
 */
function replayWindows(t) {
  const tl = t.tl.alphabeta;
  const w = tl.words;
  const stack = [];
  const out = [];
  let pend = null, nodes = 0, leaves = 0;
  const val = (i) => eventAt(t, 'alphabeta', i);
  for (let i = 0; i < tl.len; i++) {
    const kind = w[2 * i] & K.KIND_MASK;
    let top = stack.at(-1);
    if (kind === K.ENTER) {
      const id = w[2 * i + 1];
      const by = top ? top.id : -1;
      top = pend ? { id, alpha: pend[0], beta: pend[1], aSrc: by, bSrc: by, passed: true }
        : top ? { id, alpha: top.alpha, beta: top.beta, aSrc: top.aSrc, bSrc: top.bSrc, passed: top.passed }
          : { id, alpha: K.NEG_INF, beta: K.POS_INF, aSrc: -1, bSrc: -1, passed: false };
      top.enter = [top.alpha, top.beta];
      pend = null;
      stack.push(top);
      nodes++;
    }
    const e = { kind, node: top ? top.id : 0, window: top ? [top.alpha, top.beta] : null, src: top ? [top.aSrc, top.bSrc] : null };
    if (kind === K.LEAF) leaves++;
    else if (kind === K.ALPHA) Object.assign(top, { alpha: val(i).value, aSrc: top.id });
    else if (kind === K.BETA) Object.assign(top, { beta: val(i).value, bSrc: top.id });
    else if (kind === K.WINDOW && val(i).second) pend = [val(i).alpha, val(i).beta];
    else if (kind === K.EXIT) stack.pop();
    e.counts = { nodes, leaves };
    e.enterWindow = kind === K.ENTER ? top.enter : null;
    out.push(e);
  }
  return out;
}

test('searches in an order of their own or entering nodes twice (ID passes, killer, PVS, aspiration, MTD(f)): nodes, windows, causes and counts agree with a replay', () => {
  const requests = [
    { board: MOVE4, depth: '3', enhance: 'id' },
    { board: MOVE4, depth: '4', enhance: 'id,killer,history' },
    { board: MOVE4, depth: '4', enhance: 'id,tt,pvs' },
    { board: MOVE4, depth: '4', enhance: 'id,tt,aspiration' },
    { board: MOVE4, depth: '4', enhance: 'id,tt', pruned: 'mtdf' },
    { game: 'connect4', size: '5x4', board: '3', depth: '3', enhance: 'id' },
  ];
  let reentered = 0, outOfOrder = 0;
  for (const request of requests) {
    const passes = analysePasses(request);
    for (const [k, { summary, tree: t }] of passes.entries()) {
      const at0 = `${JSON.stringify(request)} pass ${k + 1}`;
      const ev = replayWindows(t);
      const tl = t.tl.alphabeta;
      // The engine counts every Enter: the pass's nodes are its Enter records.
      assert.equal(ev.at(-1).counts.nodes, summary.alphabeta.iterations[k], `${at0}: nodes = the engine's iterations[${k}]`);
      assert.deepEqual(countsAt(t, 'alphabeta', tl.len), { ...ev.at(-1).counts, cutoffs: tl.cutTimes.length }, `${at0}: counts at the end`);
      let last = -1;
      for (let i = 0; i < tl.len; i++) {
        const r = ev[i];
        const at = `${at0} event ${i}`;
        assert.equal(nodeAt(t, 'alphabeta', i), r.node, `${at}: nodeAt`);
        if (r.kind === K.ENTER) {
          if (tl.enter[r.node] !== i) reentered++;
          if (r.node < last && t.parent[r.node] === t.parent[last]) outOfOrder++;
          last = r.node;
          const s = stateAt(t, 'alphabeta', i + 1);
          assert.deepEqual([s.enterAlpha[r.node], s.enterBeta[r.node]], r.enterWindow, `${at}: the window it is entered with`);
        }
        if (r.kind === K.CUTOFF) {
          const s = stateAt(t, 'alphabeta', i + 1);
          assert.deepEqual([s.last.alpha, s.last.beta], r.window, `${at}: cut-off window`);
          assert.equal(s.cause.node, r.src[s.cause.which === K.ALPHA ? 0 : 1], `${at}: the bound's holder`);
        }
      }
    }
  }
  assert.ok(reentered > 0 && outOfOrder > 0, `these searches enter nodes again (${reentered}) and out of the drawn order (${outOfOrder})`);
});
