// The engine request for a view: its position (a board, a tree text, a
// random tree's recipe or a game's own request), the search options and
// the enhancements.
// Pure: the same view always gives the same request.

import { gameOf } from '../games/index.js';
import { randomTree } from '../games/tree-random.js';

/** The engine request's fields for the enhancements of `view` (none when it uses none of them). */
export function enhanceRequest(view) {
  const out = {};
  if (view.enhance) out.enhance = view.enhance;
  if (view.enhance && view.enhance.split(',').includes('tt')) out.tt_size = view.ttSize;
  if (view.pruned && view.pruned !== 'alphabeta') out.pruned = view.pruned;
  return out;
}

/** The engine request for `view`: a board or tree text and the search options. */
export function requestOf(view) {
  const p = view.position;
  // A game with a request of its own (Connect Four: its game, size and board); the enhancements apply to games, never to textbook trees.
  const game = gameOf(view.game);
  if (game?.request) return { ...game.request(view), ...searchOptions(view), ...enhanceRequest(view) };
  const position = p.board !== undefined ? { board: p.board } : p.tree !== undefined ? { tree: p.tree } : { tree: randomTree(p.random.b, p.random.d, p.random.seed) };
  return {
    ...position,
    ...searchOptions(view),
    // Agents and bounds are about trees; boards have two players and no chance.
    ...(p.board === undefined ? { agents: view.agents ?? 2, bounds: view.bounds ?? '' } : enhanceRequest(view)),
  };
}

/** The search options of `view` every position takes. */
export function searchOptions(view) {
  return {
    order: view.order === 'random' ? `random:${view.seed}` : view.order,
    depth: view.depth === null ? '' : String(view.depth),
    variant: view.variant,
    scoring: view.scoring,
    prune: view.prune ?? 'ge',
  };
}

/** The limits a panel searched with, from its engine request: {depth, quiescence, endgame, futility, secondary, book} (null, 0 or false when off). */
export function horizonOf(request) {
  const n = (v) => (v === undefined || v === null || v === '' ? null : Number(v));
  return { depth: n(request?.depth), quiescence: n(request?.quiescence) ?? 0, endgame: n(request?.endgame), futility: n(request?.futility) ?? 0, secondary: n(request?.secondary) ?? 0, book: request?.book === 'on' };
}
