// Pacman (UC Berkeley CS188's multi-agent project) on the page: the maze
// descriptor of games/maze.js with Pacman's options. Random ghosts make
// chance nodes: minimax becomes expectimax, and alpha-beta runs Ballard's
// Star1 there (the core's alphabeta does both).

import { mazeGame } from './maze.js';
import { t } from '../i18n/index.js';
import { fmt } from '../i18n/format.js';

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
  // A whole game's words in the play panel (play/text.js): the agents by the engine's names, a turn, the end.
  played: {
    intro: 'playIntroPacman',
    // Win rates of each side over many games (CS188's trappedClassic story); random ghosts make the game a gamble.
    rates: true,
    chance: (view) => view.ghosts === 'random',
    agents: (game) => ['Pacman', ...Array.from({ length: Math.max(0, game.agents - 1) }, (_, k) => `Ghost ${k + 1}`)],
    turn: (p, d) => t('playTurnPacman', { ...p, score: fmt(d.score) }),
    end: (game) => {
      const key = { win: 'playEndWin', loss: 'playEndLoss', timeout: 'playEndTimeout' }[game.end];
      return t(key, { score: fmt(game.score), moves: game.moves, count: game.moves });
    },
  },
});
