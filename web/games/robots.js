// Nilsson's two robots on the page: the maze descriptor of games/maze.js.
// White (MAX) moves first and wins by stepping onto Black (MIN).

import { mazeGame } from './maze.js';
import { t } from '../i18n/index.js';

/** The robots' descriptor (the fields are described in games/index.js). */
export const robots = mazeGame({
  name: 'robots',
  label: 'gameRobots',
  initial: 'open8',
  // Nilsson's figure: a light grid, White and Black as discs.
  look: 'board',
  request: () => ({}),
  // A whole game's words in the play panel (play/text.js): White and Black, a turn with their distance, the end.
  played: {
    intro: 'playIntroRobots',
    // Nilsson's parity argument: who wins from the distance between the robots.
    parity: true,
    agents: () => ['White', 'Black'],
    turn: (p, d) => t('playTurnRobots', { ...p, distance: d.distance }),
    end: (game) => {
      const plies = game.turns.length;
      return t(game.end === 'win' ? 'robotsEndWin' : 'robotsEndLoss', { plies, count: plies });
    },
  },
});
