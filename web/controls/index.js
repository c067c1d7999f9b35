// Every control of the page, wired to the page's actions, one function a
// panel: the games' editors (games/), options, playback, views and zoom,
// practice, sharing and exports, and the keys. Nothing here draws: each
// handler changes the state through `page` and lets update() show it.

import { wireBoard } from '../games/tictactoe-editor.js';
import { wireTrees } from '../games/tree-editor.js';
import { wireOptions } from './options.js';
import { wirePlayback } from './playback.js';
import { wireViews } from './views.js';
import { wirePractice } from './practice.js';
import { wireShare } from './share.js';
import { wirePrint } from './print.js';
import { wireKeys } from './keys.js';
import { nodeActions } from './nodes.js';
import { wireConfigure } from './configure.js';
import { wireHorizon } from './horizon.js';
import { wireNegamax } from '../panels/negamax.js';

/** Wires the page; returns the node actions the views and the node UI call. */
export function wire(page) {
  wireBoard(page);
  wireTrees(page);
  wireOptions(page);
  wirePlayback(page);
  wireViews(page);
  wirePractice(page);
  wireShare(page);
  wirePrint(page);
  wireKeys(page);
  wireConfigure(page);
  wireHorizon(page);
  wireNegamax(page);
  return nodeActions(page);
}
