// What only a view of Connect Four adds to its descriptor, loaded with the
// first (games/index.js loadGame, which brings the English words the panel
// says with it): the solver's panel beside the editor.

import { C4Play } from './connect4-play.js';

export const parts = {
  panel: (page) => new C4Play(page),
};
