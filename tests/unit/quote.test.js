// Unit tests of web/state/quote.js: run with `node --test tests/unit/`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { quote, QUOTE_MAX } from '../../web/state/quote.js';

// Characters quote() must never let through: controls, separators, bidi controls, lone surrogates
// (no 'u' flag, so a lone surrogate is seen as a UTF-16 unit).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

// Any code point, lone surrogates included. (fast-check's 'binary' unit builds a
// 1.1-million-entry table on first use, which costs seconds.)
const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map((c) => String.fromCodePoint(c));

/** Code points in a string. */
const cps = (s) => [...s].length;

/** The text between the curly quotes, after checking they are there. */
function inner(q) {
  assert.ok(q.startsWith('“') && q.endsWith('”'), `not quoted: ${JSON.stringify(q)}`);
  return q.slice(1, -1);
}

test('wraps plain text in curly quotes unchanged', () => {
  assert.equal(quote('O.X/.X./O..'), '“O.X/.X./O..”');
  assert.equal(quote(''), '“”');
  assert.equal(quote('日本語 😀 \\n'), '“日本語 😀 \\n”');
});

test('escapes newline, tab and carriage return as \\n \\t \\r', () => {
  assert.equal(quote('a\nb\tc\rd'), '“a\\nb\\tc\\rd”');
});

test('escapes other C0 and C1 controls, DEL and U+2028/2029 as \\u{XX}', () => {
  assert.equal(quote('\u0000\u001b\u007f\u0085\u009f'), '“\\u{00}\\u{1B}\\u{7F}\\u{85}\\u{9F}”');
  assert.equal(quote('a\u2028b\u2029'), '“a\\u{2028}b\\u{2029}”');
});

test('escapes bidi controls and lone surrogates, which could reorder or corrupt the message', () => {
  assert.equal(quote('\u202Eevil\u2066'), '“\\u{202E}evil\\u{2066}”');
  assert.equal(quote('a\ud800b\udc00'), '“a\\u{D800}b\\u{DC00}”');
});

test('keeps text of exactly max code points whole and shortens one more', () => {
  assert.equal(quote('x'.repeat(40)), `“${'x'.repeat(40)}”`);
  assert.equal(quote('x'.repeat(41)), `“${'x'.repeat(20)}…${'x'.repeat(20)}”`);
  assert.equal(QUOTE_MAX, 40);
});

test('keeps the start and the end of long text around a single ellipsis', () => {
  const q = quote(`start${'-'.repeat(1000)}end`, 12);
  assert.equal(q, '“start-…---end”');
});

test('counts the escaped length, so controls can make text too long', () => {
  // Ten newlines are twenty characters once escaped.
  assert.equal(quote('\n'.repeat(10), 12), '“\\n\\n\\n…\\n\\n\\n”');
});

test('never splits a surrogate pair or an escape', () => {
  const q = quote('😀'.repeat(50), 10);
  assert.equal(q, `“${'😀'.repeat(5)}…${'😀'.repeat(5)}”`);
  assert.doesNotMatch(q, LONE_SURROGATE);
  // A 6-character escape that does not fit is left out whole, not cut.
  assert.equal(quote(`abcd\u0000${'y'.repeat(20)}\u0001efgh`, 8), '“abcd…efgh”');
});

test('gives just an ellipsis when max is 0, negative or not a number', () => {
  assert.equal(quote('abc', 0), '“…”');
  assert.equal(quote('abc', -5), '“…”');
  assert.equal(quote('abc', NaN), '“…”');
  assert.equal(quote('', 0), '“”');
});

test('converts non-strings with String()', () => {
  assert.equal(quote(12), '“12”');
  assert.equal(quote(null), '“null”');
});

test('quotes 200,000 characters in well under 10 ms', () => {
  const huge = [
    'x'.repeat(200_000),
    '😀'.repeat(100_000),
    '\u0000\n'.repeat(100_000),
    `${'a'.repeat(199_999)}\ud800`,
  ];
  quote(huge[0]); // warm up
  for (const s of huge) {
    let best = Infinity;
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      const q = quote(s);
      best = Math.min(best, performance.now() - t);
      assert.ok(cps(q) <= QUOTE_MAX + 3);
    }
    assert.ok(best < 10, `took ${best.toFixed(2)} ms`);
  }
});

/** Checks the promises of quote(s, max) for any input. */
function checkQuote(s, max) {
  const q = quote(s, max);
  const body = inner(q);
  assert.doesNotMatch(body, CONTROL);
  assert.doesNotMatch(body, LONE_SURROGATE);
  assert.ok(cps(q) <= max + 3, `${cps(q)} code points for max ${max}`);
  assert.ok(cps(body.replace('…', '')) <= max);
}

test('property: any string gives a safe quote of at most max+3 code points', () => {
  fc.assert(fc.property(
    fc.oneof(
      fc.string({ unit: anyCodePoint, maxLength: 200 }),
      fc.string({ unit: fc.constantFrom('\n', '\t', '\r', '\u0000', '\u0085', '\u2028', '\u202e', '😀', '\ud800', '\udc00', 'a', '…'), maxLength: 200 }),
      fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 200 }),
    ),
    fc.integer({ min: 0, max: 100 }),
    checkQuote,
  ), { numRuns: 1000 });
});

test('property: huge strings are quoted safely too', () => {
  fc.assert(fc.property(
    fc.string({ unit: anyCodePoint, minLength: 1, maxLength: 50 }),
    fc.integer({ min: 0, max: 60 }),
    (piece, max) => checkQuote(piece.repeat(Math.ceil(200_000 / piece.length)), max),
  ), { numRuns: 50 });
});

test('property: short printable strings come back unchanged inside the quotes', () => {
  fc.assert(fc.property(
    fc.string({ unit: 'grapheme', maxLength: 60 }).filter((s) => !CONTROL.test(s)),
    fc.integer({ min: 0, max: 100 }),
    (s, max) => {
      fc.pre(cps(s) <= max);
      assert.equal(quote(s, max), `“${s}”`);
    },
  ), { numRuns: 1000 });
});
