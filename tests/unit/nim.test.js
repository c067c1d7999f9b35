// Nim on the page's side (games/nim/): its link part (game=nim&board=1,2,3,
// through games/text-link.js), read back as written and never throwing on
// any text; what it reads off a position (heaps, moves, Bouton's rule);
// and its own strings in every language. The engine's side is
// crates/core/tests/nim.rs; the page driven in a browser, tests/browser/nim.test.js.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import './wasm.js'; // initialises the wasm module
import { games } from '../../web/pkg/abviz_wasm.js';
import { setGames } from '../../web/base/games.js';
import { decode, encode } from '../../web/state/url.js';
import { describe } from '../../web/state/view.js';
import { gameOf } from '../../web/games/index.js';
import { heapsOf, moveText, nimSum, played } from '../../web/games/nim/rules.js';
import { pathMoves } from '../../web/games/path.js';
import { xorNote } from '../../web/games/nim/editor.js';
import { strings } from '../../web/games/nim/strings.js';

setGames(JSON.parse(games()));
const nim = gameOf('nim');

test('a Nim link holds its heaps and reads back as written', async () => {
  const got = await decode('?game=nim&board=2,3', '');
  assert.deepEqual(got.errors, []);
  assert.equal(got.view.game, 'nim');
  assert.deepEqual(got.view.position, { text: '2,3' });
  const { search } = await encode(got.view);
  assert.match(search, /^\?game=nim&board=2%2C3(&|$)|^\?game=nim&board=2,3(&|$)/);
  assert.deepEqual((await decode(search, '')).view, got.view);
  // No board: the first position the page shows.
  assert.deepEqual((await decode('?game=nim', '')).view.position, { text: nim.first });
});

test('a Nim link with a board that is not heaps says so, with the position shown instead', async () => {
  const got = await decode('?game=nim&board=1,x', '');
  assert.deepEqual(got.errors.map((e) => [e.param, e.reason, e.first]), [['board', 'badGameBoard', '1,2,3']]);
  assert.deepEqual(got.view.position, { text: '1,2,3' });
  assert.deepEqual(describe(got.errors[0]).params, { param: 'board', value: '“1,x”', first: '1,2,3' });
  // Another game's position in a Nim link conflicts.
  const mixed = await decode('?game=nim&board=1,2&moves=44', '');
  assert.deepEqual(mixed.errors.map((e) => [e.param, e.reason]), [['moves', 'conflict']]);
});

test('any text as a Nim link\'s board: decode never throws, and what it keeps is heaps that read back the same', async () => {
  await fc.assert(fc.asyncProperty(fc.string({ maxLength: 40 }), async (text) => {
    const got = await decode(`?game=nim&board=${encodeURIComponent(text)}`, '');
    assert.equal(got.view.game, 'nim');
    const kept = got.view.position.text;
    assert.ok(heapsOf(kept), `kept ${JSON.stringify(kept)}`);
    assert.deepEqual((await decode((await encode(got.view)).search, '')).view.position, got.view.position);
  }), { numRuns: 300 });
});

test('a position read back: heaps, the moves to a node, a move\'s words and Bouton\'s rule', () => {
  assert.deepEqual(heapsOf('1, 2,3'), [1, 2, 3]);
  assert.equal(heapsOf('1,,2'), null);
  assert.equal(heapsOf(''), null);
  // Move 16 + 2: two sticks from heap 2.
  assert.equal(moveText(18), 'H2−2');
  assert.deepEqual(played([1, 2, 3], [18, 1]), [0, 0, 3]);
  const tree = { parent: Int32Array.from([-1, 0, 1]), move: Uint32Array.from([0, 18, 1]) };
  assert.deepEqual(pathMoves(tree, 2), [18, 1]);
  assert.equal(nimSum([1, 2, 3]), 0);
  assert.deepEqual(xorNote([1, 2, 3]), { key: 'nim.xorLoses', params: { sum: '1 ⊕ 2 ⊕ 3', xor: 0 } });
  assert.deepEqual(xorNote([2, 3]), { key: 'nim.xorWins', params: { sum: '2 ⊕ 3', xor: 1 } });
  // A search that found the rule's value, and one a depth limit stopped short (0).
  assert.equal(xorNote([2, 3], 1).key, 'nim.xorWins');
  assert.equal(xorNote([2, 3], 0).key, 'nim.xorWinsCut');
  assert.equal(xorNote([1, 2, 3], 0).key, 'nim.xorLosesCut');
});

test('Nim\'s strings: every language has exactly the English keys, with the same placeholders', () => {
  const holes = (s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join();
  for (const lang of ['ja', 'ko']) {
    assert.deepEqual(Object.keys(strings[lang]).sort(), Object.keys(strings.en).sort(), lang);
    for (const [k, v] of Object.entries(strings.en)) assert.equal(holes(strings[lang][k]), holes(v), `${lang} ${k}`);
  }
});
