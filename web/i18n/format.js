// Numbers as people read them, one way everywhere: the sentences, cards,
// captions, counts, node labels and edge labels all format through here.
//
// The rules:
// - whole numbers as whole numbers: 3, −7, 1000000000 in values; counts
//   (num) with the language's digit grouping, 1,234;
// - −∞/+∞ for the search's sentinels, a real minus sign, and −0 is 0;
// - a + on wins in games, not on textbook trees' plain numbers;
// - any other value to three significant digits, the whole part kept:
//   5.333… → 5.33, 0.004567 → 0.00457, 23.456 → 23.5, 1234.5 → 1235;
// - probabilities as the fraction the tree gave them when it has a small
//   denominator (1/6, 5/6, 1/3), else as a decimal (0.9);
// - cards give a value's fraction after it: 7.67 (23/3). Sentences, node
//   labels and captions give the decimal alone, so a sentence reads the
//   same number as the tree beside it.

import { K } from '../base/kinds.js';

let plusSign = true;

/** Whether positive values show a + (wins in tic-tac-toe do; textbook trees show plain numbers). */
export function setPlusSign(on) {
  plusSign = on;
}

/** Significant digits of a value that is not whole. */
const DIGITS = 3;

/** |v| (finite, not whole) to DIGITS significant digits, never rounding away whole digits: "5.33", "0.00457". */
function decimal(a) {
  const whole = a >= 1 ? Math.floor(Math.log10(a)) + 1 : 0;
  const decimals = a >= 1 ? Math.max(0, DIGITS - whole) : DIGITS - 1 - Math.floor(Math.log10(a));
  return `${parseFloat(a.toFixed(Math.min(decimals, 100)))}`;
}

/** A value or bound: −∞/+∞ for the sentinels, a real minus sign, 3 significant digits when not whole. */
export function fmt(v) {
  if (v === K.NEG_INF || v === -Infinity) return '−∞';
  if (v === K.POS_INF || v === Infinity) return '+∞';
  if (typeof v !== 'number' || Number.isNaN(v)) return '?';
  const a = Math.abs(v);
  const text = Number.isInteger(a) ? `${a}` : decimal(a);
  if (text === '0') return '0';
  return v > 0 ? (plusSign ? `+${text}` : text) : `−${text}`;
}

/** `v` as a fraction "23/3" (denominator 2…64, within 1e-9), or null when it is whole or has none. */
export function fraction(v) {
  if (!Number.isFinite(v) || Number.isInteger(v)) return null;
  for (let d = 2; d <= 64; d++) {
    const n = Math.round(v * d);
    if (Math.abs(n / d - v) < 1e-9 * Math.max(1, Math.abs(v))) return `${n < 0 ? '−' : ''}${Math.abs(n)}/${d}`;
  }
  return null;
}

/**
 * A probability as an edge label or in a tree's text: "1/6" for a fraction
 * with a denominator up to 12 that one decimal does not write exactly,
 * else the decimal ("0.9", "0.25").
 */
export function fmtProb(p) {
  if (!Number.isFinite(p)) return '';
  const f = fraction(p);
  if (f && Number(f.split('/')[1]) <= 12 && Math.abs(Math.round(p * 10) / 10 - p) > 1e-9) return f;
  return Number.isInteger(p) ? `${p}` : decimal(Math.abs(p));
}

/**
 * The exact value of a node for cards and captions: "7.67 (23/3)" when the
 * decimal is rounded and the value has a fraction, else fmt(v) ("2.1", not
 * "2.1 (21/10)").
 */
export function fmtExact(v) {
  const f = fraction(v);
  return f && Number(decimal(Math.abs(v))) !== Math.abs(v) ? `${fmt(v)} (${f})` : fmt(v);
}

let numberFormat = null;
let numberLang = 'en';

/** The language whose digit grouping num() uses (i18n/index.js setLang sets it). */
export function setNumberLang(lang) {
  numberLang = lang;
}

/**
 * A count or other plain number: whole numbers with the language's digit
 * grouping ("1,234"), anything else as fmt writes it (without a +).
 */
export function num(n) {
  if (!Number.isInteger(n)) {
    const keep = plusSign;
    plusSign = false;
    try { return fmt(n); } finally { plusSign = keep; }
  }
  // One formatter a language: toLocaleString builds a new one at every call.
  if (!numberFormat || numberFormat.lang !== numberLang) numberFormat = { lang: numberLang, f: new Intl.NumberFormat(numberLang === 'en' ? 'en' : numberLang) };
  return numberFormat.f.format(n === 0 ? 0 : n);
}

