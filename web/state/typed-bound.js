// A bound (α, β or a value) as a student types it, in the practice panel and
// the node editor: one reading for both, and for the tests.

import { K } from '../base/kinds.js';

/** Parses a bound typed by a student: a number (decimals for chance trees), or ±∞ as inf / ∞. null for empty, undefined for bad. */
export function parseBound(text) {
  const s = text.trim().replace('−', '-').toLowerCase();
  if (s === '') return null;
  if (['-inf', '-∞', '-infinity'].includes(s)) return K.NEG_INF;
  if (['inf', '+inf', '∞', '+∞', 'infinity'].includes(s)) return K.POS_INF;
  return /^[+-]?(\d{1,10}(\.\d{1,6})?|\.\d{1,6})$/.test(s) && Math.abs(Number(s)) <= 1e9 ? Number(s) : undefined;
}
