// What only a view of Nim uses, loaded with the first (games/index.js
// loadGame merges `parts` into the descriptor in index.js): its drawings,
// its node cards, its editor, the root's note and its words.

import { addStrings } from '../../i18n/index.js';
import { heapsOf } from './rules.js';
import { canvasHeaps, svgHeaps, thumbHeaps } from './draw.js';
import { NimEditor, xorNote } from './editor.js';
import { strings } from './strings.js';
import { FIRST, heapsAt, rootHeaps } from './index.js';

addStrings(strings);

const widest = (tree) => Math.max(1, ...rootHeaps(tree));
const editor = new NimEditor();

export const parts = {
  cellsOf: heapsAt,
  card: (tree, id) => heapsAt(tree, id).map((n, i) => `${i + 1} ${'|'.repeat(n) || '·'}`).join('\n'),
  rootNote: (tree, value) => (rootHeaps(tree).length ? xorNote(rootHeaps(tree), value) : null),
  // Picked in the Game picker: the position the editor last showed.
  picked: () => ({ game: 'nim', position: { text: editor.last ?? FIRST } }),
  editor,
  thumb: (svg, text, w, h, kit) => thumbHeaps(svg, heapsOf(text) ?? [], w, h, kit),
  svgGlyph: (g, tree, id, kit) => svgHeaps(g, tree.isMax[id], heapsAt(tree, id), widest(tree), kit),
  canvasGlyph: (ctx, heaps, g, st, leaf, tree, kit) => canvasHeaps(ctx, heaps, g, st, widest(tree), kit),
};
