// Monte Carlo tree search's panel (web/mcts/) in English: a part of the en
// dictionary (en.js spreads it in place), kept apart to keep each file short.

export const mcts = {
  // The Algorithm list's option, as short as the others (the pop-up keeps its height).
  mcts: 'MCTS',
  'mcts.title': 'Monte Carlo tree search',
  'mcts.c': 'Exploration constant c',
  'mcts.iterations': 'Iterations',
  'cfg.iterations': '{v} iterations',
  'cfg.c': 'c = {v}',
  'cfg.seed': 'seed {v}',
  'cfg.seedLabel': 'Playout seed (MCTS)',
};
