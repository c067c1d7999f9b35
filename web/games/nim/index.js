// Nim on the page (issue 29: a game is a folder): its descriptor (the
// fields are described in games/index.js), registered by one line in
// GAMES. Positions are written as the engine reads them (1,2,3), so the
// link and the request carry the text and the engine checks it. What only a
// view of Nim uses (its drawing, editor and words) is in page.js, loaded
// with the first such view (games/index.js loadGame): Nim adds nothing to
// the first view's load but this file and its rules.

import { addStrings, t } from '../../i18n/index.js';
import { movesNodeName } from '../names.js';
import { textLink } from '../text-link.js';
import { pathMoves } from '../path.js';
import { heapsOf, moveText, played } from './rules.js';

// The game's name, which the Game picker shows before its page has loaded.
addStrings({ en: { gameNim: 'Nim' }, ja: { gameNim: 'ニム' }, ko: { gameNim: '님' } });

/** The position shown when Nim is picked, or a link gives none: 447 nodes, and the side to move loses. */
export const FIRST = '1,2,3';

/** The root's heaps. */
export const rootHeaps = (tree) => heapsOf(tree.rootText) ?? [];
/** Node `id`'s heaps: the root's with the path's moves taken. */
export const heapsAt = (tree, id) => played(rootHeaps(tree), pathMoves(tree, id));

export const nim = Object.freeze({
  name: 'nim',
  kind: 'nim',
  label: 'gameNim',
  board: true,
  match: false,
  first: FIRST,
  moveText,
  moveKey: 'nim.move',
  prunedKey: 'movesPruned',
  bestMoveKey: 'nim.bestMove',
  enterKey: 'nim.enter',
  enterKeyAb: 'nim.enterAb',
  // A node by the moves that reach it, the root by `rootName` (games/names.js).
  nodeName: (tree, id, rootName) => movesNodeName(tree, id, rootName, moveText),
  title: (summary) => `${t('gameNim')} ${summary.root}`,
  playFrom: (tree, id) => ({ text: heapsAt(tree, id).join(',') }),
  request: (view) => ({ game: 'nim', board: view.position.text }),
  link: textLink({ name: 'nim', syntax: /^\s*\d{1,2}(\s*,\s*\d{1,2}){0,7}\s*$/, first: () => FIRST }),
  parts: () => import('./page.js'),
});
