// Pearl's result and Knuth–Moore's best case, live: alpha-beta's mean leaves
// over a seeded sample of uniform random trees, each searched in a random
// order, against b^(3d/4) (Pearl's asymptotic rate for random order), the
// best case b^⌈d/2⌉ + b^⌊d/2⌋ − 1 and the full tree b^d. Pure: no DOM and no
// side effects on import, shared by the page (lab/pearl-panel.js), the
// worker (which counts the trees) and the tests. Texts are {key, params}.
//
// Leaves here are the engine's summary.alphabeta.leaves: the tips evaluated
// at depth d, the unit Knuth and Moore count (searched best-first, a tree of
// distinct leaves evaluates exactly b^⌈d/2⌉ + b^⌊d/2⌋ − 1 of them).

import { randomTree } from '../games/tree-random.js';
import { bestCaseLeaves } from './lab.js';

export { bestCaseLeaves };

/** The controls' ranges and first values: branching b, deepest depth D, sample size n; seeds start at SEED. */
export const PEARL = Object.freeze({
  b: Object.freeze({ min: 2, max: 6, initial: 3 }),
  d: Object.freeze({ min: 1, max: 8, initial: 6 }),
  n: Object.freeze({ min: 1, max: 50, initial: 20 }),
  seed: 1,
});

/** A tree is at most this many leaves (b^d), so a sample of 50 takes a few seconds at most: 4^8, 5^7 and 6^6 fit. */
export const MAX_LEAVES = 80000;

/** A whole number in [min, max] from an input's value (the initial value when unreadable). */
export function clampTo(value, { min, max, initial }) {
  const v = Math.floor(Number(value));
  return Number.isFinite(v) ? Math.min(max, Math.max(min, v)) : initial;
}

/** The deepest depth the chart runs for branching b: at most D (PEARL.d.max), and b^d ≤ MAX_LEAVES. */
export function depthCap(b) {
  let d = 1;
  while (d < PEARL.d.max && b ** (d + 1) <= MAX_LEAVES) d++;
  return d;
}

/** The depths 1…D the chart runs for the student's b and d: d, capped by depthCap(b). */
export const chartDepth = (b, d) => Math.min(clampTo(d, PEARL.d), depthCap(clampTo(b, PEARL.b)));

/** Pearl's asymptotic rate for alpha-beta in random order: b^(3d/4) leaves. */
export const pearlRate = (b, d) => b ** ((3 * d) / 4);

/** Minimax's leaves: every tip of the uniform tree, b^d. */
export const fullLeaves = (b, d) => b ** d;

/** The sample's seeds: n of them from `seed` on (tree k is drawn, and searched in random order, with seed k). */
export const seedsOf = (seed, n) => Array.from({ length: n }, (_, i) => seed + i);

/** The engine's count request of one tree of the sample: random uniform tree (b, d, seed), alpha-beta, order random:seed. */
export const pearlRequest = (b, d, seed) => ({ tree: randomTree(b, d, seed), algorithm: 'alphabeta', order: `random:${seed}` });

/** The arithmetic mean, or undefined for none. */
export const mean = (xs) => (xs.length ? xs.reduce((a, x) => a + x, 0) / xs.length : undefined);

/**
 * The means by depth from the run's counts (`leaves[d]`: the leaves of each
 * tree counted so far at depth d): means[d] once all `n` trees of depth d are
 * in, else undefined (a partial mean would move as trees arrive).
 */
export function meansOf(leaves, D, n) {
  const out = [undefined];
  for (let d = 1; d <= D; d++) out.push(leaves[d]?.length === n ? mean(leaves[d]) : undefined);
  return out;
}

/** counts[d] of f(b, d) for d = 1…D (counts[0] unused, as the lab's chart reads them). */
const curve = (f, b, D) => [undefined, ...Array.from({ length: D }, (_, i) => f(b, i + 1))];

/**
 * The chart's four series, in the order drawn (so each has its own dash and
 * marker, lab/chart.js styleOf): the measured mean, b^(3d/4), the best case
 * and the full tree. `label` is an i18n key with `params`.
 */
export function pearlSeries(means, b, D) {
  return [
    { id: 'mean', label: 'pearlSeriesMean', counts: means.slice(0, D + 1) },
    { id: 'pearl', label: 'pearlSeriesPearl', counts: curve(pearlRate, b, D) },
    { id: 'best', label: 'pearlSeriesBest', counts: curve(bestCaseLeaves, b, D) },
    { id: 'full', label: 'pearlSeriesFull', counts: curve(fullLeaves, b, D) },
  ];
}

/** x to `k` significant-ish decimals, as the page quotes it (163.45 → 163.5; 2.2795 → 2.28 with k = 2). */
export const round = (x, k = 1) => Math.round(x * 10 ** k) / 10 ** k;

/**
 * Where the mean sits at the deepest depth with one: {key, params, growth} for
 * t(), or null. Keys: pearlNoteBetween (best ≤ mean ≤ b^(3d/4), with `share`:
 * how far from the best case to b^(3d/4) on the log scale, in %),
 * pearlNoteAbove, pearlNoteBelow (ties among the leaves let it beat the best
 * case). `growth` (null below depth 3): pearlGrowth, the mean's growth a ply
 * over the last two plies, √(mean(d) / mean(d − 2)), against b^(3/4) — two
 * plies, as the best case itself alternates between odd and even depths.
 */
export function pearlNote(means, b, D) {
  for (let d = D; d >= 1; d--) {
    const m = means[d];
    if (typeof m !== 'number') continue;
    const best = bestCaseLeaves(b, d), pearl = pearlRate(b, d), full = fullLeaves(b, d);
    const params = { b, depth: d, mean: round(m), best, pearl: round(pearl), full, overBest: round(m / best, 2), ofPearl: round(m / pearl, 2) };
    const before = means[d - 2];
    const growth = d >= 3 && typeof before === 'number' && before > 0
      ? { key: 'pearlGrowth', params: { from: d - 2, depth: d, growth: round(Math.sqrt(m / before), 2), rate: round(b ** 0.75, 2) } }
      : null;
    if (m < best) return { key: 'pearlNoteBelow', params, growth };
    if (m > pearl) return { key: 'pearlNoteAbove', params, growth };
    const share = pearl > best ? Math.round((100 * Math.log(m / best)) / Math.log(pearl / best)) : 100;
    return { key: 'pearlNoteBetween', params: { ...params, share }, growth };
  }
  return null;
}

/** The run's progress: trees counted of all (n at each depth 1…D). */
export function pearlProgress(leaves, D, n) {
  let done = 0;
  for (let d = 1; d <= D; d++) done += leaves[d]?.length ?? 0;
  return { done, total: D * n };
}
