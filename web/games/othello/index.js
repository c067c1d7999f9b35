// Othello on the page (issue 29: a game is a folder): its descriptor (the
// fields are described in games/index.js), registered by one line in
// GAMES. Positions are written as the engine writes them (rows of B, W
// and . split by '/', then b or w), so links and requests carry the text.
// What only a view of Othello uses (its drawing, editor and words) is in
// page.js, loaded with the first such view (games/index.js loadGame).

import { addStrings, t } from '../../i18n/index.js';
import { movesNodeName } from '../names.js';
import { pathMoves } from '../path.js';
import { textLink } from '../text-link.js';
import { moveText, parse, play, start, text } from './rules.js';

// The game's name, which the Game picker shows before its page has loaded.
addStrings({ en: { gameOthello: 'Othello' }, ja: { gameOthello: 'オセロ' }, ko: { gameOthello: '오델로' } });

/** The position shown when Othello is picked, or a link gives none: the 8×8 start. */
export const FIRST = text(start(8));

/** Node `id`'s position: the root's with the path's moves played. */
export function posAt(tree, id) {
  let pos = parse(tree.rootText);
  if (!pos) return null;
  for (const mv of pathMoves(tree, id)) pos = play(pos, mv);
  return pos;
}

export const othello = Object.freeze({
  name: 'othello',
  kind: 'othello',
  label: 'gameOthello',
  board: true,
  match: false,
  first: FIRST,
  moveText,
  moveKey: 'othello.move',
  prunedKey: 'movesPruned',
  bestMoveKey: 'othello.bestMove',
  // A node by the moves that reach it, the root by `rootName` (games/names.js).
  nodeName: (tree, id, rootName) => movesNodeName(tree, id, rootName, moveText),
  title: (summary) => `${t('gameOthello')} ${summary.root}`,
  playFrom: (tree, id) => ({ text: text(posAt(tree, id)) }),
  request: (view) => ({ game: 'othello', board: view.position.text }),
  link: textLink({ name: 'othello', syntax: /^\s*[BWXObwxo.\-/]{4,80}(\s+[bwBW])?\s*$/, first: () => FIRST }),
  parts: () => import('./page.js'),
});
