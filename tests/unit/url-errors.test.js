// Bad links (web/state/url.js): one example for every reason code and the 13 kinds of bad position link, each falling back to a valid view.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULTS, LIMITS, REASONS } from '../../web/state/view.js';
import { DEFAULT_BOARD, b64url, deflate, load, only, viewOf } from './url-helpers.js';

// ---- decode: one example for every reason ----------------------------------------------

test('reason unknown: an unknown parameter is reported and the rest still loads', async () => {
  const { view, errors } = await load('?step=3&Step=4&colour=red');
  assert.equal(view.step, 3);
  assert.deepEqual(errors.map((e) => [e.param, e.reason, e.value]),
    [['“Step”', 'unknown', '“4”'], ['“colour”', 'unknown', '“red”']]);
});

test('reason unknown: z in the query and other names in the fragment are unknown', async () => {
  const { errors } = await load('?z=abc', '#board=X');
  assert.deepEqual(errors.map((e) => [e.param, e.reason]), [['“z”', 'unknown'], ['“board”', 'unknown']]);
});

test('reason unknown: at most LIMITS.maxUnknown unknown parameters are reported', async () => {
  const search = Array.from({ length: 1000 }, (_, i) => `p${i}=1`).join('&');
  const { errors } = await load(search);
  assert.equal(errors.length, LIMITS.maxUnknown);
});

test('reason duplicate: a parameter given twice is reported and neither value is used', async () => {
  const { view, errors } = await load('?step=3&step=4');
  const e = only(errors, 'step', 'duplicate');
  assert.equal(e.value, '“3&4”');
  assert.equal(view.step, 0);
});

test('reason notWholeNumber: only plain ASCII digits are whole numbers', async () => {
  for (const bad of ['1.5', '-1', '1e3', '0x10', '', '９', '+1', ' 1', '1 ', 'Infinity', 'NaN', '١']) {
    const { view, errors } = await load(`?step=${encodeURIComponent(bad)}`);
    only(errors, 'step', 'notWholeNumber');
    assert.equal(view.step, 0, `step=${bad}`);
  }
});

test('reason outOfRange: whole numbers outside their range, and over 10 digits', async () => {
  const cases = [['depth', '21'], ['seed', '1000000001'], ['step', '1000000001'], ['step', '99999999999999999999']];
  for (const [param, value] of cases) {
    const extra = param === 'seed' ? '&order=random' : '';
    const { view, errors } = await load(`?${param}=${value}${extra}`);
    const e = only(errors, param, 'outOfRange');
    assert.deepEqual([e.min, e.max], [LIMITS[param].min, LIMITS[param].max]);
    assert.equal(view[param], DEFAULTS[param]);
  }
});

test('reason notOneOf: an unknown choice lists the allowed ones and falls back', async () => {
  for (const [param, bad] of [['order', 'best'], ['variant', 'soft'], ['scoring', 'WDL'], ['view', 'all'],
    ['lang', 'fr'], ['lecture', 'yes'], ['order', '']]) {
    const { view, errors } = await load(`?${param}=${bad}`);
    const e = only(errors, param, 'notOneOf');
    assert.ok(Array.isArray(e.allowed) && e.allowed.length >= 2);
    assert.deepEqual(view, viewOf());
  }
});

test('reason badBoard: wrong characters, cell count or row shape', async () => {
  for (const bad of ['abc', 'XXXX', 'XXXXXXXXXX', 'XXX/XXX/XX.X', 'XX/XXXX/XXX', 'XXX/XXX', 'X\tXXXXXXXX']) {
    const { view, errors } = await load(`?board=${encodeURIComponent(bad)}`);
    only(errors, 'board', 'badBoard');
    assert.deepEqual(view.position, DEFAULTS.position, bad);
  }
});

test('reason badTree: other characters or unbalanced brackets', async () => {
  for (const bad of ['[[1,2]', '[1,2]]', ']1[', '{"value": 1', '[\u0000]']) {
    const { view, errors } = await load(`?tree=${encodeURIComponent(bad)}`);
    only(errors, 'tree', 'badTree');
    assert.deepEqual(view.position, DEFAULTS.position, bad);
  }
});

test('reason badRandom: random= is not three whole numbers', async () => {
  for (const bad of ['1,2', 'a,b,c', '1,2,3,4', '3,4,-1', '3, 4, 5']) {
    const { errors } = await load(`?random=${encodeURIComponent(bad)}`);
    only(errors, 'random', 'badRandom');
  }
});

test('reason outOfRange on random= names the part and its range', async () => {
  const { view, errors } = await load('?random=9,9,9');
  const e = only(errors, 'random', 'outOfRange');
  assert.deepEqual([e.part, e.min, e.max, e.value], ['b', 2, 5, '“9”']);
  assert.deepEqual(view.position, DEFAULTS.position);
  const d = await load('?random=2,7,0');
  assert.equal(only(d.errors, 'random', 'outOfRange').part, 'd');
});

test('reason badCompressed: not base64url, not deflate-raw, or not UTF-8', async () => {
  const bytes = new Uint8Array([0xff, 0xfe, 0x5b, 0x31, 0x5d]);
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const badText = b64url(new Uint8Array(await new Response(stream).arrayBuffer()));
  // Varied leaves, so the compressed stream is long enough to cut in half.
  const varied = await deflate(`[${Array.from({ length: 3000 }, (_, i) => (i * 7919) % 1000).join(',')}]`);
  const truncated = b64url(varied.slice(0, varied.length >> 1));
  for (const z of ['!!!', 'abcde', b64url(new TextEncoder().encode('hello world, not deflate')), badText, truncated]) {
    const { view, errors } = await load('', `#z=${z}`);
    only(errors, 'z', 'badCompressed');
    assert.deepEqual(view.position, DEFAULTS.position);
  }
});

test('reason badTree: #z= that inflates to text that is not a tree', async () => {
  const { errors } = await load('', `#z=${b64url(await deflate('[1,two]]'))}`);
  assert.equal(only(errors, 'z', 'badTree').value, '“[1,two]]”');
});

/** Deflate-raw of `n` MB of the digit 1, made without holding the text in memory. */
async function bomb(mb) {
  const chunk = new Uint8Array(1 << 20).fill(0x31);
  const source = new ReadableStream({ start(c) { for (let i = 0; i < mb; i++) c.enqueue(chunk); c.close(); } });
  return new Uint8Array(await new Response(source.pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer());
}

test('reason tooLarge: inflation stops soon after LIMITS.maxTreeChars', async () => {
  const z = b64url(await bomb(64)); // 67 million characters in about 65 KB
  // Count what the codec reads out of DecompressionStream.
  const Real = globalThis.DecompressionStream;
  let inflated = 0;
  globalThis.DecompressionStream = function counting(format) {
    const real = new Real(format);
    const count = new TransformStream({ transform(c, out) { inflated += c.length; out.enqueue(c); } });
    return { writable: real.writable, readable: real.readable.pipeThrough(count) };
  };
  try {
    const { view, errors } = await load('', `#z=${z}`);
    assert.equal(only(errors, 'z', 'tooLarge').limit, LIMITS.maxTreeChars);
    assert.deepEqual(view.position, DEFAULTS.position);
  } finally {
    globalThis.DecompressionStream = Real;
  }
  assert.ok(inflated <= LIMITS.maxTreeChars + (4 << 20), `read ${inflated} bytes`);
});

test('reason tooLarge: a plain tree= over the limit is refused without parsing', async () => {
  const huge = '[' + '1,'.repeat(LIMITS.maxTreeChars / 2) + '1]';
  const { errors } = await load(`?tree=${huge}`);
  only(errors, 'tree', 'tooLarge');
});

test('reason conflict: board and tree keep the board and report the tree', async () => {
  const { view, errors } = await load('?board=XO.......&tree=[1,2]');
  const e = only(errors, 'tree', 'conflict');
  assert.equal(e.other, 'board');
  assert.deepEqual(view.position, { board: 'XO.......' });
});

test('reason conflict: positions are kept in the order board, tree, z, random', async () => {
  const z = b64url(await deflate('[3,4]'));
  let out = await load('?random=2,2,2&tree=[1,2]', `#z=${z}`);
  assert.deepEqual(out.view.position, { tree: '[1,2]' });
  assert.deepEqual(out.errors.map((e) => [e.param, e.reason, e.other]), [['z', 'conflict', 'tree'], ['random', 'conflict', 'tree']]);
  out = await load('?random=2,2,2', `#z=${z}`);
  assert.deepEqual(out.view.position, { tree: '[3,4]' });
  only(out.errors, 'random', 'conflict');
});

test('reason conflict: seed without order=random is reported and ignored', async () => {
  const { view, errors } = await load('?order=reverse&seed=5');
  assert.equal(only(errors, 'seed', 'conflict').other, 'order');
  assert.equal(view.order, 'reverse');
  assert.equal(view.seed, 1);
});

test('reason empty: a position parameter with no text', async () => {
  for (const [search, hash, param] of [['?board=', '', 'board'], ['?tree=', '', 'tree'], ['?random=', '', 'random'],
    ['', '#z=', 'z'], ['', `#z=${b64url(await deflate(''))}`, 'z']]) {
    const { view, errors } = await load(search, hash);
    only(errors, param, 'empty');
    assert.deepEqual(view.position, DEFAULTS.position);
  }
});

// The examples are spread over the url-*.test.js files: badMoves, needs and badPreset are in url-options.test.js, badSheet in sheet.test.js, badGameBoard in text-link.test.js.
test('every reason code has an example above (the maze games\' in url-maze.test.js)', () => {
  assert.deepEqual(Object.values(REASONS).sort(), ['badBoard', 'badCompressed', 'badGameBoard', 'badHistory', 'badKept', 'badMaze', 'badMoves', 'badPreset', 'badRandom', 'badSheet', 'badTree', 'conflict',
    'duplicate', 'empty', 'needs', 'notOneOf', 'notWholeNumber', 'outOfRange', 'tooLarge', 'unknown']);
});

// ---- the 13 kinds of bad position link -------------------------------------------------

test('13 kinds of bad position link: each gives its error and the default position', async () => {
  const notDeflate = b64url(new TextEncoder().encode('this is not deflate data at all'));
  const cases = [
    // [search, hash, expected errors [param, reason], expected position]
    ['?board=XXXXXXXXX', '', [], { board: 'XXXXXXXXX' }], // syntax is fine; the engine rejects it
    ['?board=abc', '', [['board', 'badBoard']]],
    ['?board=XXXX', '', [['board', 'badBoard']]],
    ['?board=', '', [['board', 'empty']]],
    ['?tree=[[1,2]', '', [['tree', 'badTree']]],
    ['?tree=[a]]', '', [['tree', 'badTree']]],
    ['?tree=', '', [['tree', 'empty']]],
    ['?random=1,2', '', [['random', 'badRandom']]],
    ['?random=9,9,9', '', [['random', 'outOfRange']]],
    ['?random=a,b,c', '', [['random', 'badRandom']]],
    ['', '#z=!!!', [['z', 'badCompressed']]],
    ['', `#z=${notDeflate}`, [['z', 'badCompressed']]],
    // Board and tree: the board comes first, so it stays (here the default board, to see the tree dropped).
    [`?board=${DEFAULT_BOARD}&tree=[1,2]`, '', [['tree', 'conflict']]],
    ['?board=X........&board=.X.......', '', [['board', 'duplicate']]],
  ];
  for (const [search, hash, expected, position = DEFAULTS.position] of cases) {
    const { view, errors } = await load(search, hash);
    assert.deepEqual(errors.map((e) => [e.param, e.reason]), expected, `${search}${hash}`);
    assert.deepEqual(view.position, position, `${search}${hash}`);
  }
});
