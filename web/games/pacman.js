// Pacman (UC Berkeley CS188's multi-agent project) on the page: the maze
// descriptor of games/maze.js with Pacman's options. Random ghosts make
// chance nodes: minimax becomes expectimax, and alpha-beta runs Ballard's
// Star1 there (the core's alphabeta does both).

import { mazeGame } from './maze.js';

/** Pacman's descriptor (the fields are described in games/index.js). */
export const pacman = mazeGame({
  name: 'pacman',
  label: 'gamePacman',
  initial: 'minimaxClassic',
  request: (view) => ({
    ghosts: view.ghosts ?? 'min',
    eval: view.eval ?? 'score',
    bounds: view.ghosts === 'random' ? (view.bounds ?? '') : '',
  }),
});
