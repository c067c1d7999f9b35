// A textbook tip whose box is too small to hold its value (Nilsson's Fig. 7
// at fit: 41 boxes of about 10 px) shows the value under the box instead, at
// the label size and never shrunk. Each value may take one of two rows, and
// declutter.js gives it the first row where it touches no other label (left to
// right, so neighbours take turns, as a crowded axis staggers its numbers); a
// value with no room in either is hidden. A third row was tried: a value that
// far down reads as another node's.

import { isLeaf } from '../base/tree.js';
import { fmt } from '../i18n/format.js';
import { el } from '../base/svg-el.js';

/** The rows a tip's value may take under its box. */
export const TIP_ROWS = 2;

/** The below-the-box value of node `id` of SVG view `view` (glyph `g` px, labels `L` px), or none when its box holds it. */
export function placeSvgTip(view, id, g, L) {
  const tree = view.tree;
  if (!view.game.leafValue || !isLeaf(tree, id)) return;
  const own = view.glyphText[id];
  // The box shows its own value from 12 px (svg-view's level of detail) when the text fits (data-tight).
  const inBox = g >= 12 && !!own && !own.hasAttribute('data-tight');
  let tip = view.tipEls[id];
  if (inBox) { if (tip) tip.setAttribute('visibility', 'hidden'); return; }
  if (!tip) {
    tip = view.tipEls[id] = el('text', { class: 'tip-value', 'text-anchor': 'middle', x: 0 }, view.nodeEls[id]);
    tip.textContent = fmt(view.game.leafValue(tree, id));
  }
  tip.removeAttribute('visibility');
  // Under the deepest row there is room; above it a value stays in the upper half of the gap to the next row,
  // where it still reads as its own box's and not as a label of the nodes below.
  const bottom = tree.depth[id] >= tree.subDepth[0];
  // The first row clears the box and its stroke: a font box reaches about a whole L above its baseline.
  const rows = Array.from({ length: TIP_ROWS }, (_, r) => g / 2 + 2 + L * (1.05 + 1.3 * r))
    .filter((y) => bottom || y <= view.viewport.sy / 2).map((y) => `0,${y.toFixed(1)},middle`);
  if (!rows.length) { tip.setAttribute('visibility', 'hidden'); return; }
  tip.dataset.places = rows.join(' ');
  tip.setAttribute('y', rows[0].split(',')[1]);
}
