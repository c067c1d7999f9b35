// Othello on the page's side (games/othello/): its link part (the board as
// the engine writes it, through games/text-link.js, at depth 3 unless the
// link says otherwise), and its rules read back: the start, the moves with
// their flips, a pass, and the text written as read. The browser test
// (tests/browser/othello.test.js) checks these rules against the engine's
// tree node by node.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import './wasm.js'; // initialises the wasm module
import { games } from '../../web/pkg/abviz_wasm.js';
import { setGames } from '../../web/base/games.js';
import { decode, encode } from '../../web/state/url.js';
import { gameOf } from '../../web/games/index.js';
import { PASS, flips, legal, moveText, moves, parse, play, start, text } from '../../web/games/othello/rules.js';
import { strings } from '../../web/games/othello/strings.js';

setGames(JSON.parse(games()));
const othello = gameOf('othello');

test('an Othello link holds its board and depth, and reads back as written', async () => {
  const got = await decode(`?game=othello&board=${encodeURIComponent('..../.WB./.BW./.... b')}`, '');
  assert.deepEqual(got.errors, []);
  assert.deepEqual([got.view.game, got.view.position, got.view.depth], ['othello', { text: '..../.WB./.BW./.... b' }, 3]);
  const back = await decode((await encode(got.view)).search, '');
  assert.deepEqual(back.view, got.view);
  const none = await decode(`${(await encode({ ...got.view, depth: null })).search}`, '');
  assert.equal(none.view.depth, null, 'depth=none spells no limit');
  assert.deepEqual((await decode('?game=othello', '')).view.position, { text: othello.first });
  assert.deepEqual((await decode('?game=othello&board=%3Cb%3E', '')).errors.map((e) => e.reason), ['badGameBoard']);
});

test('the start, its moves and flips, a pass, and the text written as read', () => {
  const s = start(8);
  assert.equal(text(s), '......../......../......../...WB.../...BW.../......../......../........ b');
  assert.deepEqual(legal(s).map((i) => moveText(Math.floor(i / 8) * 8 + (i % 8))), ['d3', 'c4', 'f5', 'e6']);
  assert.deepEqual(flips(s, 2 * 8 + 3), [3 * 8 + 3]);
  const after = play(s, 2 * 8 + 3);
  assert.equal(text(after), '......../......../...B..../...BB.../...BW.../......../......../........ w');
  // Black has no move here, White has c1: Black passes.
  const stuck = parse('WB../..../..../.... b');
  assert.deepEqual(moves(stuck), [PASS]);
  assert.equal(text(play(stuck, PASS)), 'WB../..../..../.... w');
  assert.deepEqual(moves(parse('WW../..../..../.... b')), [], 'neither side can move: the end');
  assert.equal(parse('..../.WB./.BW'), null);
  assert.equal(parse('WB../..q./..../.... b'), null);
});

test('any position played from the start reads back as written, and every move it offers flips a disc', () => {
  fc.assert(fc.property(fc.constantFrom(4, 6, 8), fc.array(fc.nat(), { maxLength: 30 }), (w, picks) => {
    let pos = start(w);
    for (const k of picks) {
      const mv = moves(pos);
      if (!mv.length) break;
      const m = mv[k % mv.length];
      if (m !== PASS) assert.ok(flips(pos, Math.floor(m / 8) * w + (m % 8)).length > 0);
      pos = play(pos, m);
      assert.deepEqual(parse(text(pos)), pos);
    }
  }), { numRuns: 200 });
});

test('Othello\'s strings: every language has exactly the English keys, with the same placeholders', () => {
  const holes = (s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join();
  for (const lang of ['ja', 'ko']) {
    assert.deepEqual(Object.keys(strings[lang]).sort(), Object.keys(strings.en).sort(), lang);
    for (const [k, v] of Object.entries(strings.en)) assert.equal(holes(strings[lang][k]), holes(v), `${lang} ${k}`);
  }
});
