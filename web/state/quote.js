// Quoting user input inside messages. Pure: no DOM, no side effects on import.
//
// A link or a text box can hold anything: newlines, NULs, bidi overrides,
// megabytes of text. Messages echo it through quote(), which makes it one
// short, visibly delimited line that cannot reorder or break the sentence
// around it.

/** The default longest text (in code points, after escaping) kept whole. */
export const QUOTE_MAX = 40;

const ELLIPSIS = '…';

/** Short escapes for the controls people recognise. */
const NAMED = new Map([['\n', '\\n'], ['\t', '\\t'], ['\r', '\\r']]);

/**
 * Whether code point `cp` must be escaped: C0 and C1 controls, DEL, the
 * line/paragraph separators (they end a line in JS and some renderers),
 * bidi controls (they can reorder the message around the quote) and lone
 * surrogates (they cannot be encoded as UTF-8).
 */
function unsafe(cp) {
  return cp <= 0x1f
    || (cp >= 0x7f && cp <= 0x9f)
    || cp === 0x2028 || cp === 0x2029
    || cp === 0x061c || cp === 0x200e || cp === 0x200f
    || (cp >= 0x202a && cp <= 0x202e)
    || (cp >= 0x2066 && cp <= 0x2069)
    || (cp >= 0xd800 && cp <= 0xdfff);
}

/** The escaped form of one code point (the code point itself when safe). */
function escapeCodePoint(cp) {
  const ch = String.fromCodePoint(cp);
  if (!unsafe(cp)) return ch;
  return NAMED.get(ch) ?? `\\u{${cp.toString(16).toUpperCase().padStart(2, '0')}}`;
}

/** The code point at UTF-16 index `i` and its width in units (1 or 2); lone surrogates stand alone. */
function codePointAt(s, i) {
  const cp = s.codePointAt(i);
  return [cp, cp > 0xffff ? 2 : 1];
}

/** The code point ending just before UTF-16 index `end`, and its width in units. */
function codePointBefore(s, end) {
  const low = s.charCodeAt(end - 1);
  if (low >= 0xdc00 && low <= 0xdfff && end >= 2) {
    const high = s.charCodeAt(end - 2);
    if (high >= 0xd800 && high <= 0xdbff) return [s.codePointAt(end - 2), 2];
  }
  return [low, 1];
}

/** Code points in a string (escapes are ASCII, so only the text itself can hold pairs). */
function cpLength(piece) {
  return piece.length === 2 && piece.codePointAt(0) > 0xffff ? 1 : piece.length;
}

/**
 * Escaped pieces from the start of `s` while they fit in `budget` code
 * points; stops early, so the cost is O(budget) whatever the length of `s`.
 * Returns the text, its length in code points and the UTF-16 index reached.
 */
function headOf(s, budget) {
  let out = '';
  let used = 0;
  let i = 0;
  while (i < s.length) {
    const [cp, width] = codePointAt(s, i);
    const piece = escapeCodePoint(cp);
    const n = cpLength(piece);
    if (used + n > budget) break;
    out += piece;
    used += n;
    i += width;
  }
  return { text: out, used, end: i };
}

/** Escaped pieces from the end of `s` while they fit in `budget` code points. */
function tailOf(s, budget) {
  const pieces = [];
  let used = 0;
  let i = s.length;
  while (i > 0) {
    const [cp, width] = codePointBefore(s, i);
    const piece = escapeCodePoint(cp);
    const n = cpLength(piece);
    if (used + n > budget) break;
    pieces.push(piece);
    used += n;
    i -= width;
  }
  return pieces.reverse().join('');
}

/**
 * `text` in curly quotes, safe to put inside a message: controls escaped
 * (\n, \t, \r, others as \u{XX}), and when the escaped text is longer than
 * `max` code points, its start and end around a single …, at most
 * `max` + 1 code points between the quotes. Surrogate pairs and escapes are
 * never split. Non-strings are converted with String() first.
 */
export function quote(text, max = QUOTE_MAX) {
  const s = typeof text === 'string' ? text : String(text);
  const limit = Number.isFinite(max) && max > 0 ? Math.floor(max) : 0;
  // One more than the limit tells "fits" from "too long" without escaping it all.
  const whole = headOf(s, limit + 1);
  if (whole.end === s.length && whole.used <= limit) return `“${whole.text}”`;
  const headBudget = Math.ceil(limit / 2);
  const head = headOf(s, headBudget).text;
  const tail = tailOf(s, limit - headBudget);
  return `“${head}${ELLIPSIS}${tail}”`;
}
