// Values as people read them: −∞/+∞ for the search's sentinels, a real minus
// sign, a + on wins in games (not on textbook trees' plain numbers), fractions
// for probabilities. Used by the sentences, the views, the cards and the lab.

import { K } from '../engine/kinds.js';

let plusSign = true;

/** Whether positive values show a + (wins in tic-tac-toe do; textbook trees show plain numbers). */
export function setPlusSign(on) {
  plusSign = on;
}

/** A value or bound as people read it: −∞/+∞ for the sentinels, a real minus sign, non-whole values to 2 decimals. */
export function fmt(v) {
  if (v === K.NEG_INF || v === -Infinity) return '−∞';
  if (v === K.POS_INF || v === Infinity) return '+∞';
  if (Number.isNaN(v)) return '?';
  const a = Math.abs(v);
  const text = Number.isInteger(a) ? `${a}` : `${parseFloat(a.toFixed(2))}`;
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

/** A probability as an edge label: "1/3" for a simple fraction, else up to 2 decimals ("0.9"). */
export function fmtProb(p) {
  if (!Number.isFinite(p)) return '';
  const f = fraction(p);
  if (f && Number(f.split('/')[1]) <= 12 && Math.abs(Math.round(p * 10) / 10 - p) > 1e-9) return f;
  return `${parseFloat(p.toFixed(2))}`;
}

/** The exact value of a node for cards: "7.67 (23/3)" when it has a fraction, else fmt(v). */
export function fmtExact(v) {
  const f = fraction(v);
  return f ? `${fmt(v)} (${f})` : fmt(v);
}
