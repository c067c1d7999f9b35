// The solver ladder (issue 21): the Connect Four solver kernel's techniques
// switched on one at a time, as Pascal Pons' tutorial climbs from plain
// alpha-beta to the full solver, each rung solving the same position exactly.
// Pure: no DOM, no side effects on import, shared by the page
// (lab/ladder-panel.js) and the worker. Texts are {key, params} for
// i18n/index.js t(); every number in them comes from the rung results given.

/** The kernel's switches, in the order the ladder turns them on (the worker's `options` names). */
export const TECHNIQUES = Object.freeze(['table', 'bisect', 'anticipate', 'threat_order', 'etc', 'book']);

/**
 * The rungs, in order: plain alpha-beta on the bitboard (centre columns first),
 * then each technique added to the rung before. `label` is the column's i18n
 * key, `adds` the technique the rung adds (null for the first).
 */
export const RUNGS = Object.freeze([
  { id: 'plain', label: 'ladderPlain', adds: null },
  { id: 'table', label: 'ladderTable', adds: 'table' },
  { id: 'bisect', label: 'ladderBisect', adds: 'bisect' },
  { id: 'anticipate', label: 'ladderAnticipate', adds: 'anticipate' },
  { id: 'threat_order', label: 'ladderThreat', adds: 'threat_order' },
  { id: 'etc', label: 'ladderEtc', adds: 'etc' },
  { id: 'book', label: 'ladderBook', adds: 'book' },
]);

/**
 * The empty cells from which the kernel uses transposition cut-offs (the engine's ETC_ROOT_EMPTY, which
 * wasm gives as Solver.etc_root_empty(); the kernel's browser test checks the two agree): the ladder's
 * intro says so, and on a smaller position that rung gains nothing.
 */
export const ETC_ROOT_EMPTY = 30;

/** A rung's node budget: a rung predicted or found to need more is shown as over it, not run on. */
export const LADDER_NODES = 40000000;

/** The kernel's switches at rung `i` (0-based): every technique of rungs 1…i on, the rest off. */
export function rungOptions(i) {
  const on = new Set(RUNGS.slice(1, i + 1).map((r) => r.adds));
  return Object.fromEntries(TECHNIQUES.map((k) => [k, on.has(k)]));
}

/**
 * The engine's `switches` bits for `options` ({name: false} turns a technique off; absent is on), given the
 * engine's names in bit order (wasm Solver.switch_names()).
 */
export function switchBits(names, options = {}) {
  return names.reduce((bits, name, i) => (options[name] === false ? bits : bits | (1 << i)), 0);
}

/** A rung as the worker's ladder job takes it: {id, options}. */
export const ladderRungs = () => RUNGS.map((r, i) => ({ id: r.id, options: rungOptions(i) }));

/** A ratio as people quote it: one decimal under 10, whole above (2.34 → 2.3, 41.6 → 42). */
export const ratioText = (x) => (x < 10 ? Math.round(x * 10) / 10 : Math.round(x));

/** Milliseconds as the ladder shows them: one decimal under 10 (a solve near the end takes a fraction of one), whole above. */
export const msText = (ms) => (ms < 10 ? Math.round(ms * 10) / 10 : Math.round(ms));

/**
 * What rung `i` gained over the rung before, from `results` (rung id →
 * {nodes, ms, score, book} or {over: budget} or {skipped: rung id} or {error}): {nodes, ms, prev,
 * prevMs, ratio, time, atLeast} or null when either is missing. `ratio` is
 * the previous rung's nodes over this one's, `time` the same for
 * milliseconds; `atLeast` when the previous rung ran out of its budget (its
 * nodes are then the budget, a lower bound, and `time` is not known).
 */
export function gain(results, i) {
  if (i < 1) return null;
  const cur = results[RUNGS[i].id], prev = results[RUNGS[i - 1].id];
  if (!cur || typeof cur.nodes !== 'number' || !prev) return null;
  if (typeof prev.over === 'number') {
    return { nodes: cur.nodes, ms: cur.ms, prev: prev.over, prevMs: null, ratio: prev.over / Math.max(cur.nodes, 1), time: null, atLeast: true };
  }
  if (typeof prev.nodes !== 'number') return null;
  const time = prev.ms > 0 && cur.ms > 0 ? prev.ms / cur.ms : null;
  return { nodes: cur.nodes, ms: cur.ms, prev: prev.nodes, prevMs: prev.ms, ratio: prev.nodes / Math.max(cur.nodes, 1), time, atLeast: false };
}

/**
 * The sentences under the ladder, as [{key, params}]: first, when the
 * opening book gave the book rung's score, that it did (ladderBookAnswers);
 * then, rung by rung, that a rung stopped at its node budget without a score
 * (ladderStopped) and what each rung gained (ladderGain, or
 * ladderGainAtLeast after a rung over budget; ladderGainNone when the count
 * did not fall); that the rungs below one that stopped were not run
 * (ladderSkippedNote: the ladder climbs down from the book); then the whole
 * climb (ladderWhole: the last solved rung against the first solved one)
 * and a warning if two rungs disagree on the score (ladderDisagree: a bug).
 */
export function ladderNotes(results) {
  const out = [];
  const book = results[RUNGS.at(-1).id];
  if (book?.book === true && typeof book.score === 'number') out.push({ key: 'ladderBookAnswers', params: { rung: RUNGS.at(-1).label, score: book.score } });
  for (let i = 0; i < RUNGS.length; i++) {
    const r = results[RUNGS[i].id];
    if (typeof r?.over === 'number') out.push({ key: 'ladderStopped', params: { rung: RUNGS[i].label, budget: r.over } });
    const g = gain(results, i);
    if (!g) continue;
    const params = { rung: RUNGS[i].label, nodes: g.nodes, prev: g.prev, ratio: ratioText(g.ratio), count: g.nodes };
    if (g.atLeast) out.push({ key: 'ladderGainAtLeast', params });
    else if (g.nodes >= g.prev) out.push({ key: 'ladderGainNone', params });
    else out.push({ key: 'ladderGain', params });
  }
  const stopper = RUNGS.find((r) => Object.values(results).some((x) => x?.skipped === r.id));
  if (stopper) out.push({ key: 'ladderSkippedNote', params: { rung: stopper.label } });
  const solved = RUNGS.map((r, i) => ({ i, r: results[r.id] })).filter((x) => typeof x.r?.nodes === 'number');
  if (solved.length >= 2) {
    const a = solved[0], b = solved[solved.length - 1];
    out.push({ key: 'ladderWhole', params: { from: RUNGS[a.i].label, to: RUNGS[b.i].label, nodes: b.r.nodes, base: a.r.nodes, ratio: ratioText(a.r.nodes / Math.max(b.r.nodes, 1)), ms: msText(b.r.ms), baseMs: msText(a.r.ms) } });
  }
  const scores = new Set(solved.map((x) => x.r.score));
  if (scores.size > 1) out.push({ key: 'ladderDisagree', params: { scores: [...scores].join(', ') } });
  return out;
}
