// Which game a view is, from the shape of its position, and the depth limit a
// person crossing between games finds. Apart from the Connect Four editor
// (connect4-editor.js), which loads with the controls after the first trees:
// every link and every search asks this first (state/links.js, main.js load).

import { DEFAULT_SIZE } from './connect4-rules.js';
import { gameOf } from './index.js';
import { optionDefault, startDepth } from '../base/games.js';

/**
 * Makes `view` consistent: a board, tree or random position is tic-tac-toe's
 * (game tictactoe, the standard size), moves are Connect Four's. When a
 * person crosses from one game to the other (`crossing`) without choosing a
 * depth, the depth limit is the one last used in that game, kept in `memory`
 * ({tictactoe, connect4}; Connect Four starts at its registry's page depth, as
 * its whole game is far too large to draw; tic-tac-toe with none).
 */
export function normalizeView(view, previous, memory, crossing = true) {
  const c4 = !!view.position && view.position.moves !== undefined;
  // A maze position ({maze, history}) keeps its game (pacman or robots).
  const maze = !!view.position && view.position.maze !== undefined && gameOf(view.game)?.maze;
  // A position in a game's own notation ({text}, games/text-link.js) keeps its game too.
  const text = !!view.position && view.position.text !== undefined && !!gameOf(view.game);
  const game = maze || text ? view.game : c4 ? 'connect4' : 'tictactoe';
  const v = { ...view, game, size: c4 ? view.size || DEFAULT_SIZE : DEFAULT_SIZE };
  const was = previous?.game ?? 'tictactoe';
  if (was !== game && crossing) {
    // Pacman prunes only on α > β by default, as CS188 does (the registry's default); the others on α ≥ β.
    if ((maze || gameOf(was)?.maze) && view.prune === previous?.prune) v.prune = optionDefault(game, 'prune', 'ge');
    if (view.depth === previous?.depth) {
      memory[was] = previous?.depth ?? null;
      // A game starts at its registry's page depth (Connect Four 4, Othello 3: their trees have no end in sight) or
      // its default (rounds for Pacman: its game can go on for ever); the others with no limit.
      v.depth = memory[game] ?? startDepth(game);
    }
  }
  return v;
}
