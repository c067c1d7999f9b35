// The link part of a game written in its own notation (games/text-link.js):
// board= holds the position as the engine reads it; a text of another form
// is reported with the position shown instead; another game's position in
// the link conflicts; and a game's own strings (i18n addStrings) are found
// by t() in every language, English their fallback. Nim uses both
// (tests/unit/nim.test.js).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { MAX_TEXT, textLink, textOk } from '../../web/games/text-link.js';
import { LINK_CTX } from '../../web/state/url-position.js';
import { describe } from '../../web/state/view.js';
import { addStrings, has, ownStrings, setLang, t } from '../../web/i18n/all.js';

const HEAPS = /^\d{1,2}(,\d{1,2})*$/;
const link = textLink({ syntax: HEAPS, first: () => '1,2,3' });
const read = (pairs) => {
  const single = new Map(pairs), present = new Map(pairs.map(([k, v]) => [k, [v]])), errors = [];
  return { ...link.read(single, present, errors, LINK_CTX), errors };
};

test('board= is read as written and written back as read', () => {
  assert.deepEqual(read([['board', '2,3']]), { position: { text: '2,3' }, errors: [] });
  assert.deepEqual(read([]), { position: { text: '1,2,3' }, errors: [] }, 'no board: the first position');
  const pairs = [];
  link.write({ position: { text: '2,3' } }, pairs, LINK_CTX);
  assert.deepEqual(pairs, [['board', '2,3']]);
});

test('a board of another form is reported, with the position shown instead; another game\'s position conflicts', () => {
  const bad = read([['board', '1,x']]);
  assert.deepEqual(bad.position, { text: '1,2,3' });
  assert.deepEqual(bad.errors.map(describe), [{ key: 'link.badGameBoard', params: { param: 'board', value: '“1,x”', first: '1,2,3' } }]);
  assert.deepEqual(read([['board', '']]).errors.map((e) => e.reason), ['badGameBoard']);
  assert.deepEqual(read([['board', '1'.repeat(MAX_TEXT + 1)]]).errors.map((e) => e.reason), ['badGameBoard'], 'too long');
  assert.deepEqual(read([['board', '2,3'], ['moves', '44'], ['tree', '[1,2]']]).errors.map((e) => [e.param, e.reason]), [['tree', 'conflict'], ['moves', 'conflict']]);
});

test('any text: read never throws and keeps only a board of the game\'s form', () => {
  fc.assert(fc.property(fc.string({ maxLength: 60 }), (text) => {
    const got = read([['board', text]]);
    assert.ok(textOk(got.position.text, HEAPS), JSON.stringify(got.position));
    assert.equal(got.errors.length === 0, textOk(text, HEAPS));
  }), { numRuns: 500 });
});

test('a game\'s own strings: found in each language, English their fallback, the dictionaries first', () => {
  addStrings({ en: { 'test.own': 'own {n}', 'test.onlyEn': 'English only' }, ja: { 'test.own': '自前 {n}' } });
  try {
    assert.equal(t('test.own', { n: 2 }), 'own 2');
    assert.ok(has('test.own'));
    setLang('ja');
    assert.equal(t('test.own', { n: 2 }), '自前 2');
    assert.equal(t('test.onlyEn'), 'English only');
    assert.equal(ownStrings('ja')['test.own'], '自前 {n}');
  } finally {
    setLang('en');
  }
  // A dictionary's own key wins over a game's string of the same key.
  addStrings({ en: { and: 'IGNORED' } });
  assert.notEqual(t('and'), 'IGNORED');
});
