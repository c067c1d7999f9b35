// A worksheet tree as a printable SVG: ▲ MAX and ▼ MIN as in the books,
// leaves as boxes with their values, each node's name beside it. The sheet
// leaves a box by each inner node for the student's value; the key writes
// every value there, draws what alpha-beta prunes dashed and grey (by line
// style as well as colour) and the best line thick. Positions are the
// engine's layout (TreeModel x), in user units the printout scales.

import { K } from '../base/kinds.js';
import { isLeaf } from '../base/tree.js';
import { principalVariation } from '../state/timeline.js';
import { nodeName } from '../games/index.js';
import { fmt } from '../i18n/format.js';
import { el } from '../base/svg-el.js';

/** A value as the sheet writes it: as the page does, but with no plus sign (a board game's page turns it on; a textbook's values have none). */
export const sheetValue = (v) => fmt(v).replace(/^\+(?=[0-9])/, '');

/** Room per leaf and per level, in user units (px at 100 %). */
const COL = 48, ROW = 70, PAD = 26, HALF = 15; // COL: a two-letter name clears its left neighbour's value box
const INK = '#1a1a1a', GREY = '#767676', BLUE = '#0d47a1';

/**
 * The SVG of searched tree `t` for a sheet (`key` false) or its key (`key` true). `target`: a node the
 * question names, ringed on both. `label`: the picture's accessible name.
 */
export function drawSheetTree(t, { key = false, target = null, label = '' } = {}) {
  const width = t.slots * COL + 2 * PAD, height = t.maxDepth * ROW + 2 * PAD + 22;
  const svg = el('svg', { class: 'sheet-tree', viewBox: `0 0 ${width} ${height}`, width, height, role: 'img', 'aria-label': label });
  svg.style.maxWidth = '100%';
  svg.style.height = 'auto';
  const ab = t.tl.alphabeta, mm = t.tl.minimax;
  const X = (id) => PAD + (t.x[id] + 0.5) * COL, Y = (id) => PAD + 6 + t.depth[id] * ROW;
  const pruned = (id) => key && ab.pruned[id] !== K.NEVER;
  const best = new Set(key ? principalVariation(t, 'alphabeta', Infinity) : []);
  const edges = el('g', { class: 'sheet-edges' }, svg);
  for (let id = 1; id < t.n; id++) {
    const p = t.parent[id];
    const thick = best.has(id) && best.has(p);
    el('line', {
      x1: X(p), y1: Y(p) + HALF, x2: X(id), y2: Y(id) - HALF, stroke: pruned(id) ? GREY : INK,
      'stroke-width': thick ? 4.5 : 1.6, 'stroke-dasharray': pruned(id) ? '6 4' : 'none', 'data-pruned': String(pruned(id)), 'data-best': String(thick),
    }, edges);
  }
  const nodes = el('g', { class: 'sheet-nodes' }, svg);
  for (let id = 0; id < t.n; id++) {
    const g = el('g', { transform: `translate(${X(id)} ${Y(id)})`, 'data-node': nodeName(t, id), 'data-pruned': String(pruned(id)) }, nodes);
    const line = { stroke: pruned(id) ? GREY : INK, 'stroke-width': 1.6, 'stroke-dasharray': pruned(id) ? '4 3' : 'none', fill: pruned(id) ? '#eeeeee' : '#ffffff' };
    if (id === target) el('circle', { r: HALF + 9, fill: 'none', stroke: BLUE, 'stroke-width': 2.5, 'data-target': 'true' }, g);
    // Left of the node, level with it: the edge from its parent comes in at the top.
    const name = el('text', { x: -HALF - (id === target ? 14 : 6), y: 5, 'text-anchor': 'end', 'font-size': 14, fill: '#444444', class: 'sheet-name' }, g);
    name.textContent = nodeName(t, id);
    if (isLeaf(t, id)) {
      // A leaf's name goes under its box: beside it, it would run into its neighbour's.
      Object.entries({ x: 0, y: HALF + 16, 'text-anchor': 'middle' }).forEach(([k, v]) => name.setAttribute(k, v));
      el('rect', { x: -HALF, y: -HALF, width: 2 * HALF, height: 2 * HALF, rx: 2, ...line }, g);
      const v = el('text', { y: 6, 'text-anchor': 'middle', 'font-size': 17, fill: pruned(id) ? '#5c5c5c' : INK, class: 'sheet-leaf' }, g);
      v.textContent = sheetValue(mm.value[id]);
      if (key && pruned(id)) name.setAttribute('fill', '#5c5c5c');
      continue;
    }
    const max = t.kinds[id] === K.MAX;
    el('path', { d: max ? `M0 ${-HALF}L${HALF + 2} ${HALF - 1}H${-HALF - 2}Z` : `M0 ${HALF}L${HALF + 2} ${-HALF + 1}H${-HALF - 2}Z`, ...line }, g);
    // The value's place, right of the node: blank on the sheet, the engine's minimax value on the key.
    const vx = HALF + (id === target ? 11 : 5); // clear of the ring round the asked node
    el('rect', { x: vx, y: -11, width: 34, height: 22, rx: 3, fill: '#ffffff', stroke: key ? 'none' : '#8a8a8a', 'stroke-dasharray': '2 2' }, g);
    if (key) {
      const v = el('text', { x: vx + 17, y: 6, 'text-anchor': 'middle', 'font-size': 17, 'font-weight': 700, fill: pruned(id) ? '#5c5c5c' : BLUE, class: 'sheet-value' }, g);
      v.textContent = sheetValue(mm.value[id]);
    }
  }
  return svg;
}
