// Othello on the page (issue 29: a game is a folder): its descriptor (the
// fields are described in games/index.js), registered by one line in
// GAMES. Positions are written as the engine writes them (rows of B, W
// and . split by '/', then b or w), so links and requests carry the text.

import { addStrings, t } from '../../i18n/index.js';
import { movesNodeName } from '../names.js';
import { pathMoves } from '../path.js';
import { textLink } from '../text-link.js';
import { moveText, parse, play, start, text } from './rules.js';
import { canvasBoard, drawBoard, svgBoard } from './draw.js';
import { OthelloEditor } from './editor.js';
import { strings } from './strings.js';

addStrings(strings);

/** The position shown when Othello is picked, or a link gives none: the 8×8 start. */
const FIRST = text(start(8));
const editor = new OthelloEditor();

/** Node `id`'s position: the root's with the path's moves played. */
function posAt(tree, id) {
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
  cellsOf: posAt,
  card: (tree, id) => {
    const pos = posAt(tree, id);
    return pos ? text(pos).split(' ')[0].split('/').join('\n') : '';
  },
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
  // Picked in the Game picker: the position the editor last showed.
  picked: () => ({ game: 'othello', position: { text: editor.last ?? FIRST } }),
  editor,
  thumb: (svg, words, w, h, { el }) => {
    const pos = parse(words);
    if (!pos) return;
    const g = el('g', { transform: `translate(${w / 2} ${h / 2})` }, svg);
    drawBoard(g, pos, Math.min(w, h) - 4, el);
    svg.dataset.discs = String(pos.cells.filter((c) => c !== '.').length);
  },
  svgGlyph: (g, tree, id, kit) => svgBoard(g, tree.isMax[id], posAt(tree, id), kit),
  canvasGlyph: (ctx, pos, g, st, leaf, tree, kit) => canvasBoard(ctx, pos, g, st, kit),
});
