// Unit tests of web/games/tree-random.js (seeded random uniform trees), and of
// leaf edits as the worker makes them (the engine's tree_set_value). Run with
// `node --test tests/unit/`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomTree, rng } from '../../web/games/tree-random.js';
import { tree_set_value as setLeaf } from './wasm.js';

/** The leaves of a nested-list tree with their paths, left to right. */
function leaves(node, path = []) {
  return Array.isArray(node) ? node.flatMap((c, i) => leaves(c, [...path, i])) : [{ path, value: node }];
}

/** Whether every inner node has b children and every leaf is at depth d. */
function isUniform(node, b, d) {
  if (d === 0) return typeof node === 'number';
  return Array.isArray(node) && node.length === b && node.every((c) => isUniform(c, b, d - 1));
}

test('rng is deterministic per seed, in [0, 1), and differs between seeds', () => {
  const draw = (seed) => { const r = rng(seed); return Array.from({ length: 1000 }, r); };
  assert.deepEqual(draw(42), draw(42));
  assert.notDeepEqual(draw(42), draw(43));
  for (const x of draw(7)) assert.ok(x >= 0 && x < 1);
  assert.deepEqual(draw(2 ** 32 + 5), draw(5), 'seeds are taken as 32-bit unsigned');
});

test('randomTree is deterministic per seed: the same text every time', () => {
  for (const [b, d, seed] of [[2, 1, 0], [3, 3, 1], [4, 4, 123456], [2, 4, 4294967295]]) {
    assert.equal(randomTree(b, d, seed), randomTree(b, d, seed));
  }
  // Known values: links name random trees by (b, d, seed), so a change of generator would change shared trees.
  assert.equal(randomTree(2, 2, 1), '[[13,0],[11,20]]');
  assert.equal(randomTree(3, 2, 42), '[[12,9,17],[14,3,11],[5,13,18]]');
  const seeds = new Set(Array.from({ length: 50 }, (_, s) => randomTree(3, 3, s)));
  assert.ok(seeds.size >= 49, 'different seeds give different trees');
});

test('randomTree is uniform: b children everywhere, b^d leaves all at depth d, whole numbers 0–20', () => {
  for (let b = 1; b <= 5; b++) {
    for (let d = 0; d <= 5; d++) {
      const tree = JSON.parse(randomTree(b, d, b * 31 + d));
      assert.ok(isUniform(tree, b, d), `b=${b} d=${d}`);
      const ls = leaves(tree);
      assert.equal(ls.length, b ** d);
      for (const { value } of ls) assert.ok(Number.isInteger(value) && value >= 0 && value <= 20, `leaf ${value}`);
    }
  }
});

test('randomTree draws every value 0–20 (both ends included)', () => {
  const seen = new Set();
  for (let seed = 0; seed < 40; seed++) for (const { value } of leaves(JSON.parse(randomTree(4, 3, seed)))) seen.add(value);
  assert.deepEqual([...seen].sort((a, b) => a - b), Array.from({ length: 21 }, (_, k) => k));
});

test('setLeaf changes exactly the leaf at the path and nothing else', () => {
  const text = randomTree(3, 3, 9);
  const before = leaves(JSON.parse(text));
  for (const [k, { path }] of before.entries()) {
    const after = leaves(JSON.parse(setLeaf(text, path, 99 + k)));
    assert.equal(after.length, before.length);
    const changed = after.flatMap((l, j) => (l.value !== before[j].value ? [j] : []));
    assert.deepEqual(changed, [k], `path ${path}`);
    assert.deepEqual(after[k].path, path);
    assert.equal(after[k].value, 99 + k);
  }
  // Negative values, and the same value (no change).
  assert.equal(setLeaf('[[3,12,8],[2,4,6]]', [1, 2], -7), '[[3,12,8],[2,4,-7]]');
  assert.equal(setLeaf('[[3,12,8],[2,4,6]]', [0, 0], 3), '[[3,12,8],[2,4,6]]');
});

test('setLeaf of a one-leaf tree (empty path) replaces the tree; uneven trees work too', () => {
  assert.equal(setLeaf('5', [], 8), '8');
  assert.equal(setLeaf('[1,[2,[3,4]],5]', [1, 1, 0], 30), '[1,[2,[30,4]],5]');
  assert.equal(setLeaf(' [ 1 , 2 ] ', [0], 9), '[9,2]');
});
