// What only a view of Connect Four adds to its descriptor, loaded with the
// first (games/index.js loadGame): the solver's panel beside the editor.

import { C4Play } from './connect4-play.js';
import { loadEnglish } from '../i18n/index.js';

// Its words in English, which the first view left out (i18n/index.js LATER).
await loadEnglish();

export const parts = {
  panel: (page) => new C4Play(page),
};
