// Nim on the page (issue 29: a game is a folder): its descriptor (the
// fields are described in games/index.js), registered by one line in
// GAMES. Positions are written as the engine reads them (1,2,3), so the
// link and the request carry the text and the engine checks it.

import { addStrings, t } from '../../i18n/index.js';
import { movesNodeName } from '../names.js';
import { textLink } from '../text-link.js';
import { pathMoves } from '../path.js';
import { heapsOf, moveText, played } from './rules.js';
import { canvasHeaps, svgHeaps, thumbHeaps } from './draw.js';
import { NimEditor, xorNote } from './editor.js';
import { strings } from './strings.js';

addStrings(strings);

/** The position shown when Nim is picked, or a link gives none: 447 nodes, and the side to move loses. */
const FIRST = '1,2,3';

const rootHeaps = (tree) => heapsOf(tree.rootText) ?? [];
/** Node `id`'s heaps: the root's with the path's moves taken. */
const heapsAt = (tree, id) => played(rootHeaps(tree), pathMoves(tree, id));
const widest = (tree) => Math.max(1, ...rootHeaps(tree));
const editor = new NimEditor();

export const nim = Object.freeze({
  name: 'nim',
  kind: 'nim',
  label: 'gameNim',
  board: true,
  match: false,
  first: FIRST,
  cellsOf: heapsAt,
  card: (tree, id) => heapsAt(tree, id).map((n, i) => `${i + 1} ${'|'.repeat(n) || '·'}`).join('\n'),
  moveText,
  moveKey: 'nim.move',
  prunedKey: 'movesPruned',
  bestMoveKey: 'nim.bestMove',
  enterKey: 'nim.enter',
  enterKeyAb: 'nim.enterAb',
  // A node by the moves that reach it, the root by `rootName` (games/names.js).
  nodeName: (tree, id, rootName) => movesNodeName(tree, id, rootName, moveText),
  rootNote: (tree, value) => (rootHeaps(tree).length ? xorNote(rootHeaps(tree), value) : null),
  title: (summary) => `${t('gameNim')} ${summary.root}`,
  playFrom: (tree, id) => ({ text: heapsAt(tree, id).join(',') }),
  request: (view) => ({ game: 'nim', board: view.position.text }),
  link: textLink({ name: 'nim', syntax: /^\s*\d{1,2}(\s*,\s*\d{1,2}){0,7}\s*$/, first: () => FIRST }),
  // Picked in the Game picker: the position the editor last showed.
  picked: () => ({ game: 'nim', position: { text: editor.last ?? FIRST } }),
  editor,
  thumb: (svg, text, w, h, kit) => thumbHeaps(svg, heapsOf(text) ?? [], w, h, kit),
  svgGlyph: (g, tree, id, kit) => svgHeaps(g, tree.isMax[id], heapsAt(tree, id), widest(tree), kit),
  canvasGlyph: (ctx, heaps, g, st, leaf, tree, kit) => canvasHeaps(ctx, heaps, g, st, widest(tree), kit),
});
