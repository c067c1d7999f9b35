// Nilsson's two robots on the page: the maze descriptor of games/maze.js.
// White (MAX) moves first and wins by stepping onto Black (MIN).

import { mazeGame } from './maze.js';

/** The robots' descriptor (the fields are described in games/index.js). */
export const robots = mazeGame({
  name: 'robots',
  label: 'gameRobots',
  initial: 'open8',
  request: () => ({}),
});
