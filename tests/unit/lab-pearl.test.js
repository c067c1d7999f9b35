// Unit tests of web/engine/pearl.js (Pearl's chart: the formulas, the sample,
// the sentence), with the real engine in Node (tests/unit/wasm.js loads it):
// the sample's mean is the mean of the engine's own counts of those trees.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import './wasm.js';
import { Analysis } from '../../web/pkg/abviz_wasm.js';
import {
  PEARL, MAX_LEAVES, clampTo, depthCap, chartDepth, pearlRate, fullLeaves, bestCaseLeaves, seedsOf, pearlRequest, mean, meansOf,
  pearlSeries, pearlNote, pearlProgress,
} from '../../web/engine/pearl.js';
import { randomTree } from '../../web/games/tree-random.js';
import { en } from '../../web/i18n/all.js';

/** Alpha-beta's leaves of one request, as the worker's pearl job counts them. */
const leavesOf = (req) => Analysis.count_only(req, 1e8).alphabeta.leaves;

test('the formulas: Knuth–Moore, Pearl and the full tree', () => {
  assert.deepEqual([1, 2, 3, 4, 5, 6].map((d) => bestCaseLeaves(3, d)), [3, 5, 11, 17, 35, 53]);
  assert.deepEqual([1, 2, 3, 4].map((d) => bestCaseLeaves(2, d)), [2, 3, 5, 7]);
  assert.equal(bestCaseLeaves(4, 6), 127);
  assert.equal(pearlRate(3, 4), 27);
  assert.equal(pearlRate(16, 4), 4096);
  assert.ok(Math.abs(pearlRate(4, 6) - 512) < 1e-9);
  assert.equal(fullLeaves(3, 6), 729);
  // Below the full tree from depth 1 on (the best case only from depth 2: at depth 1 alpha-beta sees every leaf).
  for (let b = 2; b <= 6; b++) {
    assert.equal(bestCaseLeaves(b, 1), fullLeaves(b, 1));
    for (let d = 1; d <= 8; d++) assert.ok(pearlRate(b, d) < fullLeaves(b, d) && (d < 2 || bestCaseLeaves(b, d) < fullLeaves(b, d)), `b=${b} d=${d}`);
  }
});

test('the engine counts leaves as Knuth and Moore do: best first, a tree of distinct leaves evaluates b^⌈d/2⌉ + b^⌊d/2⌋ − 1', () => {
  for (let b = 2; b <= 4; b++) {
    for (let d = 1; d <= 5; d++) {
      let k = 0;
      const build = (depth) => (depth === 0 ? k++ : Array.from({ length: b }, () => build(depth - 1)));
      const tree = JSON.stringify(build(d));
      assert.equal(leavesOf({ tree, algorithm: 'alphabeta', order: 'best-first' }), bestCaseLeaves(b, d), `b=${b} d=${d}`);
      assert.equal(leavesOf({ tree, algorithm: 'alphabeta', order: 'natural' }) <= fullLeaves(b, d), true);
    }
  }
});

test('the depth is capped so no tree has more than MAX_LEAVES leaves; inputs are clamped', () => {
  assert.deepEqual([2, 3, 4, 5, 6].map(depthCap), [8, 8, 8, 7, 6]);
  for (let b = 2; b <= 6; b++) assert.ok(b ** depthCap(b) <= MAX_LEAVES);
  assert.equal(chartDepth(6, 8), 6);
  assert.equal(chartDepth(3, 5), 5);
  assert.equal(chartDepth('9', '0'), 1);
  assert.equal(clampTo('abc', PEARL.n), PEARL.n.initial);
  assert.equal(clampTo('70', PEARL.n), 50);
  assert.deepEqual(seedsOf(1, 4), [1, 2, 3, 4]);
});

test('a tree of the sample is the page\'s random tree, searched by alpha-beta in the random order of its seed', () => {
  const req = pearlRequest(3, 4, 7);
  assert.deepEqual(req, { tree: randomTree(3, 4, 7), algorithm: 'alphabeta', order: 'random:7' });
});

test('the mean over the sample equals the mean of the engine\'s counts for those seeds (b = 3, d = 1…6, 20 trees)', () => {
  const b = 3, D = 6, n = 20, seeds = seedsOf(PEARL.seed, n);
  const leaves = [[]];
  for (let d = 1; d <= D; d++) leaves.push(seeds.map((s) => leavesOf(pearlRequest(b, d, s))));
  const means = meansOf(leaves, D, n);
  // The engine's numbers, pinned: a change of the tree, the order or the count shows here.
  assert.deepEqual(means.slice(1), [3, 7.2, 19.55, 43.8, 107.5, 224.8]);
  for (let d = 1; d <= D; d++) {
    assert.equal(means[d], leaves[d].reduce((a, x) => a + x, 0) / n);
    assert.ok(means[d] >= bestCaseLeaves(b, d) && means[d] <= fullLeaves(b, d), `d=${d}: ${means[d]}`);
  }
  // Each tree searched in its own random order: another seed's order counts other leaves somewhere.
  assert.ok(seeds.some((s) => leavesOf({ ...pearlRequest(b, D, s), order: `random:${s + 100}` }) !== leaves[D][s - 1]));
  const note = pearlNote(means, b, D);
  assert.equal(note.key, 'pearlNoteAbove');
  assert.deepEqual(note.params, { b: 3, depth: 6, mean: 224.8, best: 53, pearl: 140.3, full: 729, overBest: 4.24, ofPearl: 1.6 });
  // √(224.8 / 43.8) = 2.27 a ply, against 3^(3/4) = 2.28.
  assert.deepEqual(note.growth, { key: 'pearlGrowth', params: { from: 4, depth: 6, growth: 2.27, rate: 2.28 } });
});

test('a depth\'s mean waits for its whole sample; progress counts trees', () => {
  const means = meansOf([[], [3, 3], [5]], 3, 2);
  assert.deepEqual(means, [undefined, 3, undefined, undefined]);
  assert.deepEqual(pearlProgress([[], [3, 3], [5]], 3, 2), { done: 3, total: 6 });
  assert.equal(mean([]), undefined);
  assert.equal(pearlNote([undefined, undefined], 3, 1), null);
});

test('the sentence: between, above or below, from the numbers given', () => {
  // b = 3, d = 4: best 17, b^(3d/4) 27.
  const between = pearlNote([undefined, 3, 6, 12, 21], 3, 4);
  assert.equal(between.key, 'pearlNoteBetween');
  assert.equal(between.params.share, Math.round((100 * Math.log(21 / 17)) / Math.log(27 / 17)));
  assert.deepEqual(between.growth.params, { from: 2, depth: 4, growth: Math.round(Math.sqrt(21 / 6) * 100) / 100, rate: 2.28 });
  assert.equal(pearlNote([undefined, 3, 6, 12, 30], 3, 4).key, 'pearlNoteAbove');
  assert.equal(pearlNote([undefined, 3, 6, 12, 16], 3, 4).key, 'pearlNoteBelow');
  // The deepest depth with a mean is the one described; below depth 3 there is no growth over two plies.
  const shallow = pearlNote([undefined, 3, 6, undefined], 3, 3);
  assert.equal(shallow.params.depth, 2);
  assert.equal(shallow.growth, null);
  for (const k of ['pearlNoteBetween', 'pearlNoteAbove', 'pearlNoteBelow', 'pearlGrowth']) assert.ok(k in en, k);
});

test('the series: the mean, then b^(3d/4), the best case and the full tree, each with an English label', () => {
  const s = pearlSeries([undefined, 3, 7.2], 3, 2);
  assert.deepEqual(s.map((x) => x.id), ['mean', 'pearl', 'best', 'full']);
  assert.deepEqual(s[0].counts, [undefined, 3, 7.2]);
  assert.deepEqual(s[2].counts, [undefined, 3, 5]);
  assert.deepEqual(s[3].counts, [undefined, 3, 9]);
  for (const x of s) assert.ok(x.label in en, x.label);
});
