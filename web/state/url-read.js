// The readers a link's values go through (state/url.js and
// url-position.js): each checks one value, and a bad one becomes an error
// record, with the value quoted, and the parameter's default.

import { quote } from './quote.js';
import { CHOICES, LIMITS, REASONS } from './view.js';

/**
 * Parses a whole number in min..max: ASCII digits only (no sign, space,
 * exponent, hex or full-width digits). Returns {value} or {reason}.
 */
export function parseWhole(text, { min, max }) {
  if (!/^[0-9]+$/.test(text)) return { reason: REASONS.notWholeNumber };
  // Checked before Number(): a long digit string is out of range, not a float.
  if (text.length > LIMITS.maxDigits) return { reason: REASONS.outOfRange };
  const value = Number(text);
  return value < min || value > max ? { reason: REASONS.outOfRange } : { value };
}

// ---- encode --------------------------------------------------------------------------

/** An error record; `value` is always quoted. */
export function problem(param, reason, raw, extra = {}) {
  return { param, reason, value: quote(raw), ...extra };
}

/** Reads an enumerated parameter, or its default. */
export function readChoice(single, param, fallback, errors, allowed = CHOICES[param]) {
  if (!single.has(param)) return fallback;
  const raw = single.get(param);
  if (allowed.includes(raw)) return raw;
  errors.push(problem(param, REASONS.notOneOf, raw, { allowed }));
  return fallback;
}

/** Reads a whole-number parameter in LIMITS[param], or its default. */
export function readWhole(single, param, fallback, errors) {
  if (!single.has(param)) return fallback;
  const raw = single.get(param);
  const range = LIMITS[param];
  const r = parseWhole(raw, range);
  if (r.reason) {
    errors.push(problem(param, r.reason, raw, { min: range.min, max: range.max }));
    return fallback;
  }
  return r.value;
}
