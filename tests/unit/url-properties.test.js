// Links at scale and at random (web/state/url.js): big trees, round trips of any valid view, garbage links, the syntax checks and preset links.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { randomTree } from '../../web/games/tree-random.js';
import { encode, decode } from '../../web/state/url.js';
import { DEFAULTS, LIMITS, isBoardSyntax, isTreeSyntax } from '../../web/state/view.js';
import { assertSafeError, assertValidView, b64url, boardOk, deflate, load, treeOk, viewOf } from './url-helpers.js';
import { CELLS, VALUE_PIECES, hashArb, presetNameArb, querySearchArb, viewArb } from './url-arbitraries.js';

// ---- big trees -------------------------------------------------------------------------

test('a 5×6 random uniform tree goes in the fragment, under 40,000 characters, and comes back exactly', async () => {
  // The page's own 5×6 random tree, spaced as a person might type it.
  const tree = randomTree(5, 6, 1).replaceAll(',', ', ');
  assert.ok(tree.length > 60_000, `${tree.length} characters`);
  const t = performance.now();
  const link = await encode(viewOf({ position: { tree }, step: 100 }));
  const { view, errors } = await load(link.search, link.hash);
  const ms = performance.now() - t;
  assert.equal(link.tooLong, null);
  assert.equal(link.search, '?step=100');
  assert.ok(link.hash.startsWith('#z='));
  assert.ok(link.search.length + link.hash.length < 40_000, `${link.hash.length} characters`);
  assert.deepEqual(errors, []);
  assert.equal(view.position.tree, tree);
  assert.equal(view.step, 100);
  console.log(`5x6 tree: ${tree.length} chars -> ${link.hash.length} char fragment, encode+decode ${ms.toFixed(0)} ms`);
});

test('a 1,000,000-node flat tree is either linked and read back or refused as tooLong, within 3 s', async () => {
  const tree = `[${Array.from({ length: 999_999 }, (_, i) => i).join(',')}]`;
  const t = performance.now();
  const link = await encode(viewOf({ position: { tree }, lang: 'en' }));
  if (link.tooLong) {
    assert.equal(link.tooLong.limit, LIMITS.maxFragment);
    assert.ok(link.tooLong.chars > LIMITS.maxFragment);
    assert.equal(link.hash, '');
    assert.equal(link.search, '?lang=en'); // the rest of the view is still linked
  } else {
    const { view, errors } = await load(link.search, link.hash);
    assert.deepEqual(errors, []);
    assert.equal(view.position.tree, tree);
  }
  const ms = performance.now() - t;
  assert.ok(ms < 3000, `took ${ms.toFixed(0)} ms`);
  console.log(`1M-node tree: ${tree.length} chars, tooLong=${JSON.stringify(link.tooLong)}, ${ms.toFixed(0)} ms`);
});

test('a tree longer than LIMITS.maxTreeChars is refused by encode without compressing it', async () => {
  const tree = `[${'1,'.repeat(LIMITS.maxTreeChars / 2)}1]`;
  const link = await encode(viewOf({ position: { tree } }));
  assert.deepEqual(link, { search: '', hash: '', tooLong: { chars: tree.length, limit: LIMITS.maxTreeChars } });
});

// ---- properties ------------------------------------------------------------------------

test('property: every valid view survives encode then decode exactly, with no errors', async () => {
  await fc.assert(fc.asyncProperty(viewArb, async (v) => {
    assertValidView(v);
    const link = await encode(v);
    assert.equal(link.tooLong, null);
    const { view, errors } = await decode(link.search, link.hash);
    assert.deepEqual(errors, []);
    assert.deepEqual(view, v);
  }), { numRuns: 400 });
});

test('property: garbage links never throw, give a complete valid view and only safe error values', async () => {
  await fc.assert(fc.asyncProperty(querySearchArb, hashArb, async (search, hashOrText) => {
    const hash = typeof hashOrText === 'string' ? hashOrText : `#z=${b64url(await deflate(hashOrText.s))}`;
    const { view, errors } = await decode(search, hash);
    assertValidView(view);
    for (const e of errors) assertSafeError(e);
  }), { numRuns: 400 });
});

test('property: isBoardSyntax and isTreeSyntax agree with the written syntax on any text', () => {
  const boardish = fc.string({ unit: fc.constantFrom(...CELLS, '/', ' ', 'a', '\t'), maxLength: 14 });
  const treeish = fc.string({ unit: fc.constantFrom('[', ']', ',', '7', '-', '+', ' ', '\n', 'a', '.', '\u3000'), maxLength: 14 });
  fc.assert(fc.property(fc.oneof(boardish, fc.string()), (s) => assert.equal(isBoardSyntax(s), boardOk(s), JSON.stringify(s))),
    { numRuns: 3000 });
  fc.assert(fc.property(fc.oneof(treeish, fc.string()), (s) => assert.equal(isTreeSyntax(s), treeOk(s), JSON.stringify(s))),
    { numRuns: 3000 });
});

// ---- preset= (the gallery's links) ---------------------------------------------------

test('property: a preset link keeps the name and how it is shown, whatever else the view holds', async () => {
  await fc.assert(fc.asyncProperty(viewArb, presetNameArb, async (v0, preset) => {
    const v = { ...v0, preset };
    const { search, hash, tooLong } = await encode(v);
    assert.ok(search.startsWith(`?preset=${preset}`) && hash === '' && tooLong === null, search);
    const { view, errors } = await decode(search, hash);
    assert.deepEqual(errors, []);
    assert.deepEqual(view, viewOf({ preset, view: v.view, lecture: v.lecture, negamax: v.negamax, drawer: v.drawer, embed: v.embed, step: v.step, lang: v.lang, ...(v.sheet ? { sheet: v.sheet } : {}) }));
  }), { numRuns: 300 });
});

test('property: a preset link with anything after it never throws and keeps a valid name or none', async () => {
  await fc.assert(fc.asyncProperty(fc.oneof(presetNameArb, fc.string({ unit: fc.constantFrom(...VALUE_PIECES), maxLength: 12 })), querySearchArb, async (name, rest) => {
    const { view, errors } = await decode(`?preset=${name}&${rest.replace(/^\?/, '')}`, '');
    assertValidView(view);
    for (const e of errors) assertSafeError(e);
    assert.ok(view.preset === null || /^[a-z0-9][a-z0-9-]{0,63}$/.test(view.preset), view.preset);
    if (view.preset) for (const k of ['order', 'depth', 'agents', 'left', 'right']) assert.deepEqual(view[k], DEFAULTS[k], k);
  }), { numRuns: 300 });
});
