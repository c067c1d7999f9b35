// A link whose view the engine refuses keeps its game: the part it could not
// honour is replaced by the nearest good value, and the page says what
// changed and why. Tried in order, each step only while the view still fails:
//   1. a maze history with an illegal move is kept up to the last legal move;
//   2. a search over the node budget gets the depth nearest the link's that fits;
//   3. options the engine refuses are replaced by the game's defaults;
//   4. the game's starting position.
// Only when all of these fail does the page fall back to its default view.
// Pure: the engine is reached through `attempt(view)`, which resolves to null
// when the view can be shown and to the engine's error otherwise.

import { DEFAULTS, LIMITS } from './view.js';
import { engineGame, optionDefault, startDepth } from '../base/games.js';
import { gameOf } from '../games/index.js';

/** The search fields of a view (what is searched, not how it is shown). */
const SEARCH_FIELDS = ['order', 'seed', 'depth', 'variant', 'scoring', 'prune', 'agents', 'bounds', 'enhance', 'ttSize', 'pruned', 'ghosts', 'eval', 'play', 'left', 'right', 'pass', 'c4eval'];

/** Whether `view` shows a game of the registry (a board, moves or a maze), not a textbook tree. */
const isGame = (view) => {
  const p = view.position ?? {};
  return p.board !== undefined || p.moves !== undefined || p.maze !== undefined || p.text !== undefined;
};

/** `view` with the game's default search options (its position, game and display kept). */
export function defaultOptions(view) {
  const v = { ...view };
  for (const k of SEARCH_FIELDS) v[k] = DEFAULTS[k] ?? null;
  v.depth = startDepth(view.game);
  v.prune = optionDefault(view.game, 'prune', DEFAULTS.prune);
  return v;
}

/** `view` at its game's starting position: the empty Connect Four board, a maze's first layout from its start, Move 4. */
export function startPosition(view) {
  const p = view.position ?? {};
  if (p.moves !== undefined) return { ...view, position: { moves: '' } };
  if (p.maze !== undefined) return { ...view, position: { maze: engineGame(view.game)?.boards?.[0]?.name ?? p.maze, history: '' } };
  // A game written in its own notation: the first position its descriptor shows.
  if (p.text !== undefined) return { ...view, position: { text: gameOf(view.game)?.first ?? p.text } };
  return { ...view, position: { ...DEFAULTS.position } };
}

/**
 * The deepest depth below the link's (null: no limit) that fits the budget, found from the
 * game's start depth upwards (a shallower search costs a fraction of a deeper one), or down
 * from it when that too is over. Returns {view, depth} or null.
 */
async function fitDepth(view, attempt) {
  const asked = view.depth ?? LIMITS.depth.max + 1;
  const start = Math.min(startDepth(view.game) ?? 1, asked - 1);
  if (start < 1) return null;
  const at = (d) => ({ ...view, depth: d });
  if (await attempt(at(start))) {
    for (let d = start - 1; d >= 1; d--) if (!(await attempt(at(d)))) return { view: at(d), depth: d };
    return null;
  }
  let best = start;
  for (let d = start + 1; d < asked && d <= LIMITS.depth.max; d++) {
    if (await attempt(at(d))) break;
    best = d;
  }
  return { view: at(best), depth: best };
}

/**
 * A view near `view` that the engine accepts, after it refused `view` with `error`:
 * {view, notes}, where `notes` are the messages ({err} or {key, params}) that say what
 * was changed and why; or null when no view of the same game can be shown.
 */
export async function rescue(view, error, attempt) {
  if (!isGame(view)) return null;
  const notes = [];
  let v = view, e = error;
  const p = v.position;
  if (e?.code === 'maze.IllegalMove' && p.history) {
    const kept = Math.max(0, Math.min(p.history.length, Number(e.params?.index ?? 1) - 1));
    v = { ...v, position: { ...p, history: p.history.slice(0, kept) } };
    notes.push({ err: e }, kept ? { key: 'rescue.history', params: { kept } } : { key: 'rescue.historyNone' });
    e = await attempt(v);
  }
  // Too deep to draw, or no depth limit where the game needs one: the deepest depth that fits.
  const needsDepth = /\.NeedsDepth$/.test(e?.code ?? '') && v.depth === null;
  if (e?.code === 'search.NodeLimit' || needsDepth) {
    const fit = await fitDepth(v, attempt);
    if (fit) {
      if (needsDepth) notes.push({ err: e }, { key: 'rescue.depthFit', params: { depth: fit.depth } });
      else notes.push({ key: v.depth === null ? 'rescue.depthNone' : 'rescue.depth', params: { asked: v.depth ?? 0, depth: fit.depth, limit: Number(e.params?.limit ?? 0) } });
      return { view: fit.view, notes };
    }
  }
  if (e) {
    const reset = defaultOptions(v);
    const again = await attempt(reset);
    if (!again) return { view: reset, notes: [...notes, e.code === 'search.NodeLimit' ? overBudget(e) : { err: e }, { key: 'rescue.options' }] };
    const start = startPosition(reset);
    if (await attempt(start)) return null;
    return { view: start, notes: [...notes, e.code === 'search.NodeLimit' ? overBudget(e) : { err: e }, { key: 'rescue.position' }] };
  }
  return { view: v, notes };
}

/** The node budget's message, as a search stopped by it says it. */
const overBudget = (e) => ({ key: 'rescue.overBudget', params: { limit: Number(e.params?.limit ?? 0) } });
