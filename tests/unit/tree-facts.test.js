// Named facts of web/base/tree.js, timeline.js and the games' labels on fixed trees: AIMA's cut-off, clamping, windows, node names, boards, shapes and leaf values.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyse, K } from './wasm.js';
import { randomTree } from '../../web/games/tree-random.js';
import { ALGORITHMS, isLeaf, kidsOf, letters, pathMoves, uniformShape } from '../../web/base/tree.js';
import { boardOf, openLines, toMove, winningLine } from '../../web/games/tictactoe.js';
import { boundSource, cutoffSteps, principalVariation, prunedTops, stateAt, windowAt } from '../../web/state/timeline.js';
import { leafValue, moveLabel, nodeName } from '../../web/games/index.js';
import { aima, move4 } from './tree-helpers.js';

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

test('uniformShape: the uniform tree of any game of MAX and MIN, and no tree with chance nodes or more players', () => {
  // Knuth and Moore's bound (panels/readout.js) is for two players who alternate, whatever the game.
  assert.deepEqual(analyse({ game: 'connect4', size: '7x6', board: '4', depth: 1 }).tree.uniform, { b: 7, d: 1 }, 'Connect Four, one ply');
  assert.deepEqual(analyse({ game: 'connect4', size: '4x4', board: '1', depth: 2 }).tree.uniform, { b: 4, d: 2 }, 'Connect Four 4×4, two plies');
  assert.equal(analyse({ tree: 'max[chance[3,12,8],chance[2,4,6]]' }).tree.uniform, null, 'chance nodes');
  assert.equal(analyse({ tree: '[[[1,2],[3,4]],[[5,6],[7,8]]]', agents: 3 }).tree.uniform, null, 'two MIN levels (three agents)');
  assert.deepEqual(analyse({ tree: '[[[1,2],[3,4]],[[5,6],[7,8]]]', agents: 2 }).tree.uniform, { b: 2, d: 3 }, 'the same tree, two agents');
});

test('leafValue gives textbook leaves their value and nothing else', () => {
  const t = aima.tree;
  assert.deepEqual([2, 3, 4, 6, 7, 8, 10, 11, 12].map((id) => leafValue(t, id)), [3, 12, 8, 2, 4, 6, 14, 5, 2]);
  assert.equal(leafValue(t, 0), null);
  assert.equal(leafValue(move4.tree, kidsOf(move4.tree, 0)[0]), null);
});
