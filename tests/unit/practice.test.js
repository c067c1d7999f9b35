// Unit tests of web/panels/practice.js: reading a typed bound, and scoring a
// student's pruned-node marks and windows against the real alpha-beta search
// (the engine in Node, tests/unit/wasm.js). Run with `node --test tests/unit/`.

import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { analyse, K, AIMA } from './wasm.js';
import { enterWindow, parseBound, realValue, score } from '../../web/panels/practice.js';
import { describeResult } from '../../web/panels/practice-text.js';
import { setPlusSign } from '../../web/panels/explain.js';
import { setLang } from '../../web/i18n/all.js';
import { prunedTops } from '../../web/state/timeline.js';

const aima = analyse({ tree: AIMA }).tree;
// MAX root over B = [5,6] and C = [[1,2],[7,8]]: C's first child returns 2 ≤ α = 5,
// so C's second child (id 8, the inner node [7,8]) is pruned with its leaves 9 and 10.
const deep = analyse({ tree: '[[5,6],[[1,2],[7,8]]]' }).tree;

test('parseBound reads whole numbers, with an ASCII or a real minus sign', () => {
  assert.equal(parseBound('3'), 3);
  assert.equal(parseBound('-4'), -4);
  assert.equal(parseBound('−2'), -2);
  assert.equal(parseBound('+7'), 7);
  assert.equal(parseBound('  12 '), 12);
  assert.equal(parseBound('0'), 0);
  assert.equal(parseBound('1000000000'), 1e9);
  assert.equal(parseBound('-1000000000'), -1e9);
});

test('parseBound reads ±∞ as inf, ∞ and infinity, in any case', () => {
  for (const s of ['inf', 'INF', '+inf', '∞', '+∞', 'infinity', 'Infinity']) assert.equal(parseBound(s), K.POS_INF, s);
  for (const s of ['-inf', '-∞', '−∞', '−inf', '-Infinity']) assert.equal(parseBound(s), K.NEG_INF, s);
});

test('parseBound: empty is null (no answer); anything else is undefined (bad)', () => {
  assert.equal(parseBound(''), null);
  assert.equal(parseBound('   '), null);
  for (const s of ['x', '1e3', '3.5.1', '1,000', '--3', '−−3', '0x10', 'NaN', '3 4', '∞∞', 'inf3']) assert.equal(parseBound(s), undefined, s);
  // Beyond the engine's ±10⁹ leaves, and numbers too long to be exact.
  for (const s of ['1000000001', '-1000000001', '99999999999', '123456789012345678901234567890', '9'.repeat(400)]) {
    assert.equal(parseBound(s), undefined, s);
  }
});

test('enterWindow is the window alpha-beta enters a node with, or null if it never does', () => {
  assert.deepEqual(enterWindow(aima, 0), [K.NEG_INF, K.POS_INF]);
  assert.deepEqual(enterWindow(aima, 1), [K.NEG_INF, K.POS_INF]);
  assert.deepEqual(enterWindow(aima, 3), [K.NEG_INF, 3]);
  assert.deepEqual(enterWindow(aima, 5), [3, K.POS_INF]);
  assert.deepEqual(enterWindow(aima, 6), [3, K.POS_INF]);
  assert.equal(enterWindow(aima, 7), null);
  assert.deepEqual(enterWindow(aima, 10), [3, K.POS_INF]);
  assert.deepEqual(enterWindow(aima, 11), [3, 14]);
});

test('score: marking exactly the pruned leaves 4 and 6 of AIMA is 2 right and no mistake', () => {
  assert.deepEqual(prunedTops(aima), [7, 8]);
  const r = score(aima, new Set([7, 8]), new Map());
  assert.deepEqual({ ...r, marks: [...r.marks] }, {
    marks: [[7, 'right'], [8, 'right']], right: 2, missed: 0, wrong: 0, windowsRight: 0, windowsWrong: 0, valuesRight: 0, valuesWrong: 0, first: null,
  });
});

test('score: an unmarked pruned node is missed', () => {
  const r = score(aima, new Set([7]), new Map());
  assert.equal(r.right, 1);
  assert.equal(r.missed, 1);
  assert.equal(r.wrong, 0);
  assert.equal(r.marks.get(8), 'missed');
  assert.deepEqual(r.first, { id: 8, kind: 'missed' });
  const none = score(aima, new Set(), new Map());
  assert.deepEqual([none.right, none.missed, none.wrong], [0, 2, 0]);
  assert.deepEqual(none.first, { id: 7, kind: 'missed' });
});

test('score: a marked node that is searched is wrong', () => {
  const r = score(aima, new Set([7, 8, 11]), new Map());
  assert.deepEqual([r.right, r.missed, r.wrong], [2, 0, 1]);
  assert.equal(r.marks.get(11), 'wrong');
  assert.deepEqual(r.first, { id: 11, kind: 'wrong' });
});

test('score: a mark inside a subtree pruned higher up is wrong, of kind "inside"', () => {
  assert.deepEqual(prunedTops(deep), [8]);
  const r = score(deep, new Set([8, 9]), new Map());
  assert.deepEqual([r.right, r.missed, r.wrong], [1, 0, 1]);
  assert.equal(r.marks.get(8), 'right');
  assert.equal(r.marks.get(9), 'wrong');
  assert.deepEqual(r.first, { id: 9, kind: 'inside' });
  // Only the leaves: the pruned node itself is missed first (preorder), then the leaves are inside.
  const leaves = score(deep, new Set([9, 10]), new Map());
  assert.deepEqual([leaves.right, leaves.missed, leaves.wrong], [0, 1, 2]);
  assert.deepEqual(leaves.first, { id: 8, kind: 'missed' });
});

test('score: windows are right when they match the entry window; null leaves a bound unchecked', () => {
  const windows = new Map([[5, [3, K.POS_INF]], [11, [3, null]], [0, [null, null]], [3, [null, 3]]]);
  const r = score(aima, new Set([7, 8]), windows);
  assert.deepEqual([r.windowsRight, r.windowsWrong], [4, 0]);
  assert.equal(r.first, null);
  assert.equal(r.marks.get(5), 'right');
});

test('score: a wrong window is a mistake of kind "window"; one on a never-entered node "windowNever"', () => {
  const wrong = score(aima, new Set([7, 8]), new Map([[5, [2, null]]]));
  assert.deepEqual([wrong.windowsRight, wrong.windowsWrong], [0, 1]);
  assert.equal(wrong.marks.get(5), 'wrong');
  assert.deepEqual(wrong.first, { id: 5, kind: 'window' });
  const beta = score(aima, new Set([7, 8]), new Map([[11, [3, K.POS_INF]]]));
  assert.deepEqual(beta.first, { id: 11, kind: 'window' }, 'β is checked too (it is 14 there)');
  const never = score(aima, new Set([7, 8]), new Map([[7, [3, K.POS_INF]]]));
  assert.deepEqual([never.right, never.windowsWrong], [2, 1]);
  assert.deepEqual(never.first, { id: 7, kind: 'windowNever' });
});

test('score: first is the first mistake in preorder, whatever the order of the marks', () => {
  // Wrong at 12 and 3, window wrong at 9, and 8 missed: 3 comes first in preorder.
  const r = score(aima, new Set([12, 7, 3]), new Map([[9, [0, 0]]]));
  assert.deepEqual([r.right, r.missed, r.wrong, r.windowsWrong], [1, 1, 2, 1]);
  assert.deepEqual(r.first, { id: 3, kind: 'wrong' });
  const later = score(aima, new Set([12, 7]), new Map([[9, [0, 0]]]));
  assert.deepEqual(later.first, { id: 8, kind: 'missed' });
  const window = score(aima, new Set([12, 7, 8]), new Map([[9, [0, 0]]]));
  assert.deepEqual(window.first, { id: 9, kind: 'window' });
});

test('describeResult (English) gives the counts and explains the first mistake', () => {
  setLang('en');
  setPlusSign(false);
  try {
    const say = (t, guesses, windows = []) => describeResult(t, score(t, new Set(guesses), new Map(windows)));
    assert.equal(say(aima, [7, 8]), '2 right, 0 missed, 0 wrong. All right: you found every cut-off.');
    // A missed node: why it is pruned, with the cut-off that pruned it (at F, window (3, 2)).
    assert.equal(say(aima, [7]), '1 right, 1 missed, 0 wrong. Missed: I is pruned. α = 3 ≥ β = 2 at MIN node F: children 2 and 3 are pruned.');
    assert.match(say(aima, [7, 8, 11]), /^2 right, 0 missed, 1 wrong\. Not pruned: L is searched, because when alpha-beta reaches it α = 3 < β = 14\.$/);
    assert.match(say(deep, [8, 9]), /Already covered: J lies inside a subtree pruned higher up/);
    assert.match(say(aima, [7, 8], [[5, [2, null]]]), /Windows: 0 of 1 right\. Window: alpha-beta searches F with α = 3, β = \+∞/);
    assert.match(say(aima, [7, 8], [[7, [3, null]]]), /Window: H is never searched/);
    assert.equal(say(aima, [7, 8], [[5, [3, K.POS_INF]]]), '2 right, 0 missed, 0 wrong. Windows: 1 of 1 right. All right: you found every cut-off.');
  } finally {
    setPlusSign(true);
  }
});

test('parseBound reads decimals, for the windows of chance trees', () => {
  assert.equal(parseBound('7.67'), 7.67);
  assert.equal(parseBound('-0.5'), -0.5);
  assert.equal(parseBound('.25'), 0.25);
});

test('practice on a three-agent tree (MAX, MIN, MIN) scores against the real search', () => {
  // MAX over two MIN nodes, each over MIN nodes: A's first MIN child returns 3,
  // so A's β = 3; the second MIN level inherits it.
  const three = analyse({ tree: '[[[3,5],[2,9]],[[7,8],[1,4]]]', agents: 3 }).tree;
  assert.equal(three.isMax[1], 0);
  assert.equal(three.isMax[2], 0, 'the second level is MIN too');
  const tops = prunedTops(three);
  assert.ok(tops.length > 0, 'something is pruned');
  const all = score(three, new Set(tops), new Map());
  assert.equal(all.right, tops.length);
  assert.equal(all.missed + all.wrong, 0);
  const none = score(three, new Set(), new Map());
  assert.equal(none.missed, tops.length);
});

test('score: a typed bound counts within 0.005 of the real one (the page shows 2 decimals), not beyond', () => {
  // C (node 5) is searched with α = 3; D's second leaf (node 11) with β = 14.
  const right = (id, w) => score(aima, new Set([7, 8]), new Map([[id, w]])).windowsRight === 1;
  for (const typed of ['3', '3.004', '2.996', '3.0049', '2.9951', '3.00499', '2.99501']) assert.equal(right(5, [parseBound(typed), null]), true, `α typed ${typed} for 3 is right`);
  for (const typed of ['3.01', '2.99', '3.0051', '2.9949', '3.00501', '2.99499', '4']) assert.equal(right(5, [parseBound(typed), null]), false, `α typed ${typed} for 3 is wrong`);
  for (const typed of ['14.0049', '13.9951']) assert.equal(right(11, [null, parseBound(typed)]), true, `β typed ${typed} for 14 is right`);
  for (const typed of ['14.0051', '13.9949', '14.01']) assert.equal(right(11, [null, parseBound(typed)]), false, `β typed ${typed} for 14 is wrong`);
});

test('realValue is minimax\'s value as the engine computed it: AIMA\'s root 3, B 3, C 2, D 2', () => {
  assert.deepEqual([0, 1, 5, 9].map((id) => realValue(aima, id)), [3, 3, 2, 2]);
  // A pruned leaf still has its minimax value.
  assert.equal(realValue(aima, 7), 4);
});

test('score: typed values are checked against minimax\'s, within 0.005; a wrong one is a mistake of kind "value"', () => {
  const values = (pairs) => score(aima, new Set([7, 8]), new Map(), new Map(pairs));
  const right = values([[0, 3], [1, 3], [5, 2], [9, 2.004]]);
  assert.deepEqual([right.valuesRight, right.valuesWrong, right.first], [4, 0, null]);
  assert.equal(right.marks.get(1), 'right');
  // C is 2, not 4 (its pruned leaves do not count); D is 2, not 14.
  const wrong = values([[0, 3], [5, 4], [9, 14]]);
  assert.deepEqual([wrong.valuesRight, wrong.valuesWrong], [1, 2]);
  assert.equal(wrong.marks.get(5), 'wrong');
  assert.equal(wrong.marks.get(9), 'wrong');
  assert.equal(wrong.marks.get(0), 'right');
  assert.deepEqual(wrong.first, { id: 5, kind: 'value' });
  // In search order with the other kinds: a missed I (8) comes before D's wrong value (9), after B's (1).
  assert.deepEqual(score(aima, new Set([7]), new Map(), new Map([[9, 14]])).first, { id: 8, kind: 'missed' });
  assert.deepEqual(score(aima, new Set([7]), new Map(), new Map([[1, 12]])).first, { id: 1, kind: 'value' });
  // A node with a right window and a wrong value is wrong.
  const both = score(aima, new Set([7, 8]), new Map([[5, [3, null]]]), new Map([[5, 3]]));
  assert.deepEqual([both.windowsRight, both.valuesWrong, both.marks.get(5)], [1, 1, 'wrong']);
  assert.deepEqual(both.first, { id: 5, kind: 'value' });
});

test('describeResult counts the values and says a wrong one\'s real value from its children\'s', () => {
  setLang('en');
  setPlusSign(false);
  after(() => { setPlusSign(true); setLang('en'); });
  const say = (pairs, guesses = [7, 8]) => describeResult(aima, score(aima, new Set(guesses), new Map(), new Map(pairs)));
  assert.equal(say([[1, 3], [0, 3]]), '2 right, 0 missed, 0 wrong. Values: 2 of 2 right. All right: you found every cut-off.');
  assert.equal(say([[1, 12], [9, 2]]),
    "2 right, 0 missed, 0 wrong. Values: 1 of 2 right. Value: B's value is 3, the smallest of its children's values (3, 12 and 8).");
  // AIMA's C (the page's F, preorder letters): its children's engine values include the leaves
  // alpha-beta prunes (minimax searches them): 2, 4 and 6.
  assert.match(say([[5, 4]]), /Value: F's value is 2, the smallest of its children's values \(2, 4 and 6\)\.$/);
  assert.match(say([[0, 2]]), /Value: A's value is 3, the largest of its children's values \(3, 2 and 2\)\.$/);
  // Another mistake first: its sentence, with the values counted.
  assert.match(say([[9, 14]], [7]), /^1 right, 1 missed, 0 wrong\. Values: 0 of 1 right\. Missed: I is pruned\./);
  setLang('ja');
  assert.match(say([[1, 12]]), /値：1 個中 0 個正解。値：Bの値は 3 です。子の値（3、12、8）の最小値です。$/);
  setLang('ko');
  assert.match(say([[1, 12]]), /값: 1개 중 0개 정답\. 값: B 노드의 값은 3입니다\. 자식 값\(3, 12, 8\) 중 가장 작은 값입니다\.$/);
});

test('describeResult: a chance node\'s value is the expectation of its outcomes\' engine values', () => {
  setLang('en');
  setPlusSign(false);
  after(() => setPlusSign(true));
  // A (MAX) over B = chance[C 4, D 8] and E = chance[F 10, G 2].
  const dice = analyse({ tree: 'max[chance[0.5: 4, 0.5: 8], chance[0.25: 10, 0.75: 2]]' }).tree;
  assert.equal(realValue(dice, 1), 6);
  assert.equal(realValue(dice, 4), 4);
  const r = score(dice, new Set(), new Map(), new Map([[4, 10]]));
  assert.deepEqual(r.first, { id: 4, kind: 'value' });
  assert.match(describeResult(dice, r), /Value: E's value is 4, the expected value of its outcomes \(1\/4·10 \+ 3\/4·2\)\.$/);
});
