// Learning a Connect Four evaluation by TD(λ) in the page (Nilsson: learning
// evaluation functions): the settings a run sends to the worker's wasm
// Learner, the curve points it returns, and what the page says about them.
// Pure: no DOM and no side effects on import, shared by the page
// (lab/learn-panel.js) and the worker. Texts are {key, params} for t().

/** Numbers per curve point in the Learner's arrays: [games, wins, draws, losses, win_rate]. */
export const POINT_WORDS = 5;

/** The form's ranges and first values (training games, seed, search depth of each move). */
export const LEARN = Object.freeze({
  games: Object.freeze({ min: 100, max: 2000, step: 100, initial: 600 }),
  seed: Object.freeze({ min: 0, max: 999999, initial: 1 }),
  depth: Object.freeze({ min: 1, max: 4, initial: 2 }),
});

/** Games each curve point plays against the hand-made evaluation (half as X, half as O): its win rate is a percentage. */
export const EVAL_GAMES = 100;

/** Training games per Learner.step call: the worker posts progress (and the weights so far) after each. */
export const CHUNK = 10;

/** Games between two curve points: a tenth of the run, in tens (100 → 10, 600 → 60, 2000 → 200), so every run draws 11 points. */
export const curveEvery = (games) => Math.max(10, Math.round(games / 100) * 10);

/** A form value as a whole number within `range` (its initial value when unreadable). */
export function clampInt(raw, range) {
  const n = Math.round(Number(raw));
  if (raw === '' || raw === null || raw === undefined || !Number.isFinite(n)) return range.initial;
  return Math.min(range.max, Math.max(range.min, n));
}

/**
 * What a run asks of the worker from the form's values: {games, chunk,
 * settings} with `settings` the Learner's request (seed, depth, eval_every,
 * eval_games; the core's defaults for λ, α, ε and the random opening).
 */
export function learnJob({ games, seed, depth }) {
  const g = clampInt(games, LEARN.games);
  return {
    games: g,
    chunk: CHUNK,
    settings: { seed: clampInt(seed, LEARN.seed), depth: clampInt(depth, LEARN.depth), eval_every: curveEvery(g), eval_games: EVAL_GAMES },
  };
}

/**
 * Curve points from the Learner's flat array (step() or curve()):
 * [{games, wins, draws, losses, rate}], `rate` the engine's win rate
 * (0…1). A trailing partial point is left out.
 */
export function parsePoints(flat) {
  const a = Array.from(flat ?? []);
  const out = [];
  for (let i = 0; i + POINT_WORDS <= a.length; i += POINT_WORDS) {
    const [games, wins, draws, losses, rate] = a.slice(i, i + POINT_WORDS);
    out.push({ games, wins, draws, losses, rate });
  }
  return out;
}

/** A win rate (0…1) as a whole percentage, as the page writes it. */
export const percent = (rate) => Math.round(rate * 100);

/**
 * The sentence on the last curve point: {key, params} for t(), or null with
 * no point yet. Every number is the engine's: wins, draws and losses out of
 * the games that point played, after `games` training games.
 */
export function lastPointText(points) {
  const p = points[points.length - 1];
  if (!p) return null;
  const played = p.wins + p.draws + p.losses;
  return { key: 'learnLastPoint', params: { games: p.games, wins: p.wins, draws: p.draws, losses: p.losses, played, rate: percent(p.rate) } };
}

/** The status line of a run: {key, params}: playing, done or cancelled, with training games so far. */
export function statusText(run) {
  if (!run) return null;
  const params = { done: run.games, total: run.total };
  if (run.cancelled) return { key: 'learnCancelled', params };
  return { key: run.running ? 'learnProgress' : 'learnDone', params };
}

/**
 * The `c4eval` of a view (the evaluation its Connect Four searches use) as
 * the engine request's `eval` field: undefined for the hand-made one,
 * 'learned' for the shipped weights, else a weight file's JSON text.
 */
export const evalField = (c4eval) => (!c4eval || c4eval === 'default' ? undefined : c4eval);

/** Which of the page's three choices a view's `c4eval` is: 'default', 'learned' (shipped) or 'trained' (learned here). */
export const evalChoice = (c4eval) => (!c4eval || c4eval === 'default' ? 'default' : c4eval === 'learned' ? 'learned' : 'trained');

/** The file name of a download: abviz-connect4-weights-seed1-600.json. */
export const weightsFileName = (seed, games) => `abviz-connect4-weights-seed${seed}-${games}.json`;
