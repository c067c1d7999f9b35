// What only a view of a maze game adds to its descriptor, loaded with the
// first (games/index.js loadGame): the maze panel. Both maze games share the
// one `panel` maker, so the page makes one panel for the two (main.js).

import { MazeEditor } from './maze-editor.js';

/** The maze panel; `page`: {app, load, update, alert, announce}. */
const panel = (page) => new MazeEditor(page);

export const parts = { panel };
