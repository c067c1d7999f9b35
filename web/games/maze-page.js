// What only a view of a maze game adds to its descriptor, loaded with the
// first (games/index.js loadGame): the nodes' pictures, drawn in the game's
// look (games/maze-draw.js), and the maze panel. Both maze games share the
// one `panel` maker, so the page makes one panel for the two (main.js).

import { boardFrame, chanceFrame, el } from '../base/svg-el.js';
import { NODE } from '../base/viewport.js';
import { PENDING, PRUNED } from '../base/kinds.js';
import { stateAt } from '../base/maze.js';
import { drawMaze, drawMazeCanvas } from './maze-draw.js';
import { MazeEditor } from './maze-editor.js';

/** The SVG thumbnail: the node's maze in its frame (MAX square, MIN round); a triangle when small. */
function svgGlyph(g, tree, id, look) {
  if (tree.isChance[id]) chanceFrame(g, NODE / 2);
  else boardFrame(g, tree.isMax[id], NODE / 2);
  const view = tree.maze;
  const m = Math.max(view.width, view.height), k = 30 / m;
  const inner = el('g', { class: 'detail maze-glyph', transform: `translate(${(-view.width * k) / 2} ${(-view.height * k) / 2}) scale(${k})` }, g);
  drawMaze(inner, view, stateAt(tree, id), { small: true, look });
}

/** The canvas thumbnail of a node's state (from cellsOf) in a glyph of `g` px. */
function canvasGlyph(ctx, state, g, st, leaf, tree, look) {
  ctx.globalAlpha = st === PENDING ? 0.45 : st === PRUNED ? 0.5 : 1;
  drawMazeCanvas(ctx, tree.maze, state, g * 0.9, look);
  ctx.globalAlpha = 1;
}

/** The maze panel; `page`: {app, load, update, alert, announce}. */
const panel = (page) => new MazeEditor(page);

/** The parts of a maze game drawn in `look` (games/maze-draw.js: 'maze' or 'board'). */
export const partsFor = (look) => Object.freeze({
  svgGlyph: (g, tree, id) => svgGlyph(g, tree, id, look),
  canvasGlyph: (ctx, state, g, st, leaf, tree) => canvasGlyph(ctx, state, g, st, leaf, tree, look),
  panel,
});
