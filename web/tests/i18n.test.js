// Every language has every key, with the same {placeholders} as English.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { en } from '../i18n.js';
import { ja } from '../i18n-ja.js';
import { ko } from '../i18n-ko.js';

const placeholders = (s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

for (const [name, dict] of [['日本語', ja], ['한국어', ko]]) {
  test(`${name} translates every English key with the same placeholders`, () => {
    assert.deepEqual(Object.keys(dict).filter((k) => !(k in en)), [], 'no keys English lacks');
    assert.deepEqual(Object.keys(en).filter((k) => !(k in dict)), [], 'no key left in English');
    for (const k of Object.keys(en)) {
      assert.equal(typeof dict[k], 'string', k);
      assert.ok(dict[k].length > 0, k);
      assert.deepEqual(placeholders(dict[k]), placeholders(en[k]), k);
    }
  });
}

test('every key used by the page exists in English', async () => {
  const { readFileSync, readdirSync } = await import('node:fs');
  const dir = new URL('..', import.meta.url);
  const sources = readdirSync(dir).filter((f) => f.endsWith('.js')).map((f) => readFileSync(new URL(f, dir), 'utf8'));
  sources.push(readFileSync(new URL('../index.html', dir), 'utf8'));
  const used = new Set();
  for (const src of sources) {
    for (const m of src.matchAll(/\bt\('([A-Za-z.]+)'/g)) used.add(m[1]);
    for (const m of src.matchAll(/data-i18n(?:-html|-aria|-title|-placeholder)?="([A-Za-z.]+)"/g)) used.add(m[1]);
  }
  assert.deepEqual([...used].filter((k) => !(k in en)), []);
});
