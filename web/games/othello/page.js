// What only a view of Othello uses, loaded with the first (games/index.js
// loadGame merges `parts` into the descriptor in index.js): its drawings,
// its node cards, its editor and its words.

import { addStrings } from '../../i18n/index.js';
import { parse, text } from './rules.js';
import { canvasBoard, drawBoard, svgBoard } from './draw.js';
import { OthelloEditor } from './editor.js';
import { strings } from './strings.js';
import { FIRST, posAt } from './index.js';

addStrings(strings);

const editor = new OthelloEditor();

export const parts = {
  cellsOf: posAt,
  card: (tree, id) => {
    const pos = posAt(tree, id);
    return pos ? text(pos).split(' ')[0].split('/').join('\n') : '';
  },
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
};
