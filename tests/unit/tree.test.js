// Unit tests of web/state/tree.js on real trees from the engine (tests/unit/wasm.js):
// every lookup is checked against a straightforward replay of the packed
// events, on the AIMA tree, the Move 4 board and 50 seeded random trees.
// Run with `node --test tests/unit/`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyse, analysePasses, K, AIMA, MOVE4 } from './wasm.js';
import { PENDING, CURRENT, VISITED, PRUNED } from '../../web/engine/kinds.js';
import { randomTree, rng } from '../../web/games/tree-random.js';
import { ALGORITHMS, isLeaf, kidsOf, letters, lowerBound, pathMoves, uniformShape } from '../../web/state/tree.js';
import { boardOf, openLines, toMove, winningLine } from '../../web/games/tictactoe.js';
import { boundSource, countsAt, cutoffSteps, eventAt, nodeAt, nodeState, principalVariation, prunedTops, stateAt, windowAt } from '../../web/state/timeline.js';
import { leafValue, moveLabel, nodeName } from '../../web/games/index.js';

const aima = analyse({ tree: AIMA });
const move4 = analyse({ board: MOVE4 });

/**
 * What the packed events of `alg` say, read the plain way: an open-node
 * stack with each open node's (α, β) and the node that set each bound.
 * For event i: `node` the event is about, `kind`, `window`/`src` of that
 * node just before the event, and after it the open path, its windows
 * and the counts so far.
 */
function replay(t, alg) {
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
const subtree = (t, id) => Array.from({ length: t.size[id] }, (_, k) => id + k);

/** Asserts every lookup of tree.js on `t` against the replay; `label` names the tree in messages. */
function checkAgainstReplay(t, summary, label) {
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
function checkDerived(t, label) {
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

test('the AIMA tree: alpha-beta prunes leaves 4 and 6 (ids 7 and 8) at one cut-off, caused by the root', () => {
  const t = aima.tree;
  assert.deepEqual(prunedTops(t), [7, 8]);
  assert.deepEqual([leafValue(t, 7), leafValue(t, 8)], [4, 6]);
  const steps = cutoffSteps(t);
  assert.equal(steps.length, 1);
  const s = stateAt(t, 'alphabeta', steps[0]);
  assert.equal(s.last.kind, K.CUTOFF);
  assert.equal(s.last.node, 5); // F, the second MIN node
  assert.deepEqual([s.last.alpha, s.last.beta], [3, 2]);
  // A's α = 3 caused F's cut.
  assert.deepEqual(s.cause, { node: 0, window: false, which: K.ALPHA, pruned: [7, 8] });
  assert.equal(boundSource(t, 5, steps[0] - 1, K.ALPHA), 0);
  assert.equal(boundSource(t, 5, steps[0] - 1, K.BETA), 5);
  // Before A's α rises, the bound is still the root's −∞.
  assert.equal(boundSource(t, 1, t.tl.alphabeta.enter[1] + 1, K.ALPHA), -1);
  assert.deepEqual(principalVariation(t, 'alphabeta', t.tl.alphabeta.len), [0, 1, 2]);
  assert.deepEqual(principalVariation(t, 'minimax', t.tl.minimax.len), [0, 1, 2]);
  assert.equal(aima.summary.alphabeta.value, 3);
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

test('stateAt at 0 is before the search; positions outside 0..len are clamped', () => {
  const t = aima.tree;
  for (const alg of ALGORITHMS) {
    const s = stateAt(t, alg, 0);
    assert.deepEqual([s.current, s.path, s.last, s.done, s.cause], [-1, [], null, false, null]);
    assert.deepEqual(s.counts, { nodes: 0, leaves: 0, cutoffs: 0 });
    assert.equal(stateAt(t, alg, -5).pos, 0);
    const end = stateAt(t, alg, t.tl[alg].len + 10);
    assert.equal(end.pos, t.tl[alg].len);
    assert.ok(end.done);
    assert.equal(end.current, -1, 'the root has returned');
  }
});

test('windowAt: the AIMA window at F is (3, +∞) on entry and (3, 2) at its cut-off', () => {
  const t = aima.tree, tl = t.tl.alphabeta;
  assert.deepEqual(windowAt(t, 0, 0), [K.NEG_INF, K.POS_INF]);
  assert.deepEqual(windowAt(t, 5, tl.enter[5] + 1), [3, K.POS_INF]);
  assert.deepEqual(windowAt(t, 1, tl.exit[1]), [K.NEG_INF, 3]);
  assert.deepEqual(windowAt(t, 9, tl.exit[9]), [3, 2]);
  // Without an alpha-beta timeline the window is the root's.
  assert.deepEqual(windowAt({ ...t, tl: { minimax: t.tl.minimax } }, 5, 20), [K.NEG_INF, K.POS_INF]);
});

test('letters names preorder numbers A…Z, then AA…ZZ, then AAA', () => {
  assert.equal(letters(0), 'A');
  assert.equal(letters(1), 'B');
  assert.equal(letters(25), 'Z');
  assert.equal(letters(26), 'AA');
  assert.equal(letters(27), 'AB');
  assert.equal(letters(51), 'AZ');
  assert.equal(letters(52), 'BA');
  assert.equal(letters(701), 'ZZ');
  assert.equal(letters(702), 'AAA');
  // Every name is different (a bijection onto the spreadsheet names).
  const names = new Set(Array.from({ length: 20000 }, (_, k) => letters(k)));
  assert.equal(names.size, 20000);
});

test('nodeName: textbook nodes are A, B, C… in preorder; board nodes are the moves that reach them', () => {
  const t = aima.tree;
  assert.deepEqual(Array.from({ length: t.n }, (_, id) => nodeName(t, id)), 'ABCDEFGHIJKLM'.split(''));
  const m = move4.tree;
  assert.equal(nodeName(m, 0), 'root');
  assert.equal(nodeName(m, 0, 'the root'), 'the root');
  const names = Array.from({ length: m.n }, (_, id) => nodeName(m, id));
  assert.equal(new Set(names).size, m.n, 'names are unique');
  const x1 = names.indexOf('X1');
  assert.ok(x1 > 0);
  assert.equal(m.parent[x1], 0);
  const x1o5 = names.indexOf('X1 O5');
  assert.equal(m.parent[x1o5], x1);
  assert.deepEqual(pathMoves(m, x1o5), [1, 5]);
  assert.equal(moveLabel(m, x1o5), 5);
  assert.equal(moveLabel(t, 7), 2, 'trees: 1-based child number');
  // O to move at the root: names start with O.
  const o = analyse({ board: 'X........' }).tree;
  assert.equal(toMove(o.rootBoard), 'O');
  const first = kidsOf(o, 0)[0];
  assert.equal(nodeName(o, first), `O${o.move[first]}`);
  const second = kidsOf(o, first)[0];
  assert.equal(nodeName(o, second), `O${o.move[first]} X${o.move[second]}`);
});

test('boardOf plays the path on the root board; toMove, winningLine and openLines read boards', () => {
  const m = move4.tree;
  assert.equal(boardOf(m, 0), 'O.X.X.O..');
  assert.equal(boardOf(aima.tree, 3), null);
  const x1o5 = Array.from({ length: m.n }, (_, id) => id).find((id) => nodeName(m, id) === 'X1 O5');
  assert.equal(boardOf(m, x1o5), 'OXX.XOO..');
  for (let id = 1; id < m.n; id++) {
    const before = boardOf(m, m.parent[id]), after = boardOf(m, id);
    const diff = [...after].flatMap((c, k) => (c !== before[k] ? [k] : []));
    assert.deepEqual(diff, [m.move[id]], `node ${id} changes only its move's cell`);
    assert.equal(before[m.move[id]], '.');
    assert.equal(after[m.move[id]], toMove(before));
    // A finished game has no children; a leaf of a full search is finished.
    assert.equal(isLeaf(m, id), winningLine(after) !== null || !after.includes('.'), `node ${id}: leaf iff the game is over`);
  }
  assert.equal(toMove('.........'), 'X');
  assert.equal(toMove('X........'), 'O');
  assert.equal(toMove('XO.......'), 'X');
  assert.deepEqual(winningLine('XXX.O.O..'), [0, 1, 2]);
  assert.deepEqual(winningLine('XO.OX.O.X'), [0, 4, 8]);
  assert.deepEqual(winningLine('XO.XO..O.'), [1, 4, 7]);
  assert.deepEqual(winningLine('..O.O.O..'), [2, 4, 6]);
  assert.equal(winningLine('O.X.X.O..'), null);
  assert.equal(winningLine('.........'), null);
  assert.equal(openLines('.........', 'X'), 8);
  assert.equal(openLines('O.X.X.O..', 'X'), 3);
  assert.equal(openLines('O.X.X.O..', 'O'), 2);
  assert.equal(openLines('XOXXOOOXX', 'X'), 0);
});

test('uniformShape: (b, d) for uniform textbook trees, null otherwise', () => {
  assert.deepEqual(uniformShape(aima.tree), { b: 3, d: 2 });
  assert.deepEqual(aima.tree.uniform, { b: 3, d: 2 });
  assert.deepEqual(analyse({ tree: randomTree(2, 4, 1) }).tree.uniform, { b: 2, d: 4 });
  assert.deepEqual(analyse({ tree: '[1,2,3,4]' }).tree.uniform, { b: 4, d: 1 });
  assert.equal(analyse({ tree: '[[1,[2,3]],[[4,5],6]]' }).tree.uniform, null, 'leaves at different depths');
  assert.equal(analyse({ tree: '[[1,2],[3]]' }).tree.uniform, null, 'different branching');
  assert.equal(analyse({ tree: '[[1,2],[3,4,5]]' }).tree.uniform, null, 'different branching, later node');
  assert.equal(analyse({ tree: '5' }).tree.uniform, null, 'a single leaf');
  assert.equal(move4.tree.uniform, null, 'boards are not textbook trees');
  assert.equal(uniformShape(null), null);
});

test('leafValue gives textbook leaves their value and nothing else', () => {
  const t = aima.tree;
  assert.deepEqual([2, 3, 4, 6, 7, 8, 10, 11, 12].map((id) => leafValue(t, id)), [3, 12, 8, 2, 4, 6, 14, 5, 2]);
  assert.equal(leafValue(t, 0), null);
  assert.equal(leafValue(move4.tree, kidsOf(move4.tree, 0)[0]), null);
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
