// Unit tests of the Worksheet (web/state/sheet.js, web/engine/sheet.js,
// web/sheet/answers.js and the key's sentences in web/sheet/panel.js): the
// recipe and its link, the same trees from the same seed, the orderings, and
// every answer against the engine's own counts (tests/unit/wasm.js).
// Run with `node --test tests/unit/`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { analyse, AIMA } from './wasm.js';
import { DEFAULT_SHEET, SHEET, exerciseSpecs, formatSheet, parseSheet } from '../../web/state/sheet.js';
import { makeExercise, searchOrderText } from '../../web/engine/sheet.js';
import { answerOf, windowTarget } from '../../web/sheet/answers.js';
import { answerText, questionText } from '../../web/sheet/panel.js';
import { decode } from '../../web/state/url.js';
import { setLang } from '../../web/i18n/all.js';
import { K } from '../../web/base/kinds.js';

const model = (request) => analyse(request).tree;
const recipe = (over = {}) => ({ ...DEFAULT_SHEET, ...over });

test('a recipe goes into a link and back; the key is a seventh part', () => {
  const r = recipe({ count: 6, seed: 42, depth: 3, branching: 2, order: 'best-first', question: 'window', key: true });
  assert.equal(formatSheet(r), '6,42,3,2,best-first,window,key');
  assert.deepEqual(parseSheet('6,42,3,2,best-first,window,key'), { recipe: r });
  assert.deepEqual(parseSheet('6,42,3,2,best-first,window'), { recipe: { ...r, key: false } });
});

test('a bad recipe in a link is one badSheet error and the worksheet\'s defaults', async () => {
  for (const raw of ['', '6,1,3,2,random', '13,1,3,2,random,mixed', '6,1,6,2,random,mixed', '6,1,3,4,random,mixed', '6,1,3,2,natural,mixed',
    '6,1,3,2,random,all', '6,1,3,2,random,mixed,yes', '6,-1,3,2,random,mixed', '6,1.5,3,2,random,mixed', '0,1,3,2,random,mixed']) {
    const { view, errors } = await decode(`?drawer=worksheet&sheet=${encodeURIComponent(raw)}`);
    assert.deepEqual(errors.map((e) => [e.param, e.reason, e.limit]), [['sheet', 'badSheet', SHEET.leaves]], raw);
    assert.equal(view.sheet, undefined, raw);
    assert.equal(view.drawer, 'worksheet');
  }
  // 3 × 3 × 3 = 27 leaves is fine, 4 × 4 × 4 = 64 is not: SHEET.leaves is 32.
  assert.ok(parseSheet('6,1,3,3,random,mixed').recipe);
  assert.ok(parseSheet('6,1,5,2,random,mixed').recipe);
});

test('property: parseSheet never throws, and what it accepts it writes back the same', () => {
  const piece = fc.constantFrom('6', '1', '3', '2', '0', '12', '13', '99999999999', 'random', 'best-first', 'mixed', 'values', 'key', '', '-1', ' ', ',');
  fc.assert(fc.property(fc.oneof(fc.string(), fc.array(piece, { maxLength: 9 }).map((a) => a.join(','))), (raw) => {
    const r = parseSheet(raw);
    assert.ok('recipe' in r !== 'error' in r);
    if (r.recipe) assert.equal(formatSheet(r.recipe), raw);
  }), { numRuns: 2000 });
});

test('the same recipe gives the same exercises, and exercise k does not depend on the count', () => {
  const six = exerciseSpecs(recipe({ count: 6, seed: 42 }));
  assert.deepEqual(exerciseSpecs(recipe({ count: 6, seed: 42 })), six);
  assert.deepEqual(exerciseSpecs(recipe({ count: 3, seed: 42 })), six.slice(0, 3));
  assert.notDeepEqual(exerciseSpecs(recipe({ count: 6, seed: 43 })).map((s) => s.treeSeed), six.map((s) => s.treeSeed));
  assert.deepEqual(six.map((s) => s.question), ['values', 'pruned', 'window', 'best', 'values', 'pruned']);
  assert.deepEqual(makeExercise(six[0], model).text, makeExercise(six[0], model).text);
});

test('the orderings: best first searches the fewest leaves (the Knuth–Moore minimal tree), fewer than random or worst first', () => {
  for (const spec of exerciseSpecs(recipe({ count: 12, seed: 7, depth: 4, branching: 2 }))) {
    const [random, best, worst] = ['random', 'best-first', 'worst-first'].map((order) => makeExercise({ ...spec, order }, model));
    const leaves = (e) => answerOf(e.tree, spec).searchedLeaves;
    assert.ok(leaves(best) <= leaves(random), `${best.text} against ${random.text}`);
    assert.ok(leaves(best) <= leaves(worst), `${best.text} against ${worst.text}`);
    // Reordering keeps the game: the same root value, and best first is the Knuth–Moore minimal tree (2^2 + 2^2 − 1 leaves).
    assert.equal(best.tree.tl.minimax.value[0], random.tree.tl.minimax.value[0]);
    assert.equal(leaves(best), 7, best.text);
    assert.equal(searchOrderText(best.tree), best.text);
  }
});

test('AIMA Fig. 5.2: each question\'s answer and sentence', () => {
  setLang('en');
  const tree = model({ tree: AIMA });
  const ask = (question, pick = 0) => {
    const ex = { spec: { question, pick, number: 1 }, tree, text: AIMA };
    return { ...ex, answer: answerOf(tree, ex.spec) };
  };
  assert.equal(answerText(ask('values')), 'The root A is worth 3; every node’s value is in its box.');
  assert.equal(answerText(ask('pruned')), 'Never visited: H and I (2 of 9 leaves are pruned; dashed in the tree).');
  assert.equal(answerText(ask('best')), 'MAX moves to B; the root’s value is 3.');
  // Only B, C and D are inner nodes below the root; C (id 5) and D (id 9) are entered with α = 3.
  assert.deepEqual([0, 0.5, 0.99].map((p) => windowTarget(tree, p)), [5, 9, 9]);
  const w = ask('window', 0);
  assert.equal(questionText(w), 'Give α and β as alpha-beta first reaches node F (ringed).');
  assert.equal(answerText(w), 'Alpha-beta enters F with α = 3 and β = +∞.');
});

test('ties: every root move of the best value is a right answer', () => {
  setLang('en');
  const tree = model({ tree: '[[4,9],[2,7],[4,5]]' });
  const ex = { spec: { question: 'best' }, tree };
  ex.answer = answerOf(tree, ex.spec);
  assert.equal(answerText(ex), 'MAX moves to B or H (each is worth 4); the root’s value is 4.');
});

test('property: on any recipe\'s trees, the key agrees with the engine\'s counts', () => {
  fc.assert(fc.property(fc.integer({ min: 0, max: 1e9 }), fc.constantFrom('random', 'best-first', 'worst-first'), fc.constantFrom([2, 3], [3, 2], [2, 4], [4, 2], [3, 3]), (seed, order, [branching, depth]) => {
    for (const spec of exerciseSpecs(recipe({ count: 4, seed, order, branching, depth }))) {
      const { text, tree } = makeExercise(spec, model);
      const { summary } = analyse({ tree: text });
      const a = answerOf(tree, spec);
      assert.equal(a.root, summary.minimax.value);
      assert.equal(a.leaves, summary.minimax.leaves);
      assert.equal(a.searchedLeaves, summary.alphabeta.leaves);
      assert.ok(a.best.includes(tree.childList[tree.childStart[0] + summary.alphabeta.best_move]));
      if (spec.question === 'window') assert.notEqual(tree.tl.alphabeta.enter[a.target], K.NEVER);
    }
  }), { numRuns: 40 });
});
