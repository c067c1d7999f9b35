// Unit tests of web/panels/practice.js: reading a typed bound, and scoring a
// student's pruned-node marks and windows against the real alpha-beta search
// (the engine in Node, tests/unit/wasm.js). Run with `node --test tests/unit/`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyse, K, AIMA } from './wasm.js';
import { enterWindow, parseBound, score } from '../../web/panels/practice.js';
import { describeResult } from '../../web/panels/practice-text.js';
import { setPlusSign } from '../../web/panels/explain.js';
import { setLang } from '../../web/i18n/index.js';
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
    marks: [[7, 'right'], [8, 'right']], right: 2, missed: 0, wrong: 0, windowsRight: 0, windowsWrong: 0, first: null,
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
