// Textbook trees on the page: no board, nodes named A, B, C, … (or by the
// tree's own names), leaves that show and edit their values, and the SVG
// thumbnail of ▲ MAX, ▼ MIN and round chance nodes. Random trees are made by
// tree-random.js; the registry is games/index.js.

import { t as tr } from '../i18n/index.js';
import { fmt } from '../i18n/format.js';
import { el } from '../base/svg-el.js';
import { NODE } from '../base/viewport.js';
import { isLeaf } from '../base/tree.js';
import { ownLabel, treeNodeName } from './names.js';
import { treeLink } from './tree-link.js';

const H = NODE / 2;

/**
 * Whether `text` is a CS188 test file, by the core's rule (is_cs188 in
 * crates/core/src/games/tree/cs188.rs): its first field is `class:`, or it
 * has a `successors:` field. The page then prunes as the course does.
 */
export function isCs188Text(text) {
  const first = text.split('\n').map((l) => l.split('#')[0].trim()).find((l) => l !== '');
  return !!first?.startsWith('class:') || text.split('\n').some((l) => l.trimStart().startsWith('successors:'));
}

/** The value of a textbook leaf (as its tree gives it), or null for any other node. */
export function treeLeafValue(t, id) {
  return isLeaf(t, id) ? t.tl.minimax.value[id] : null;
}

/** The SVG thumbnail: ▲ MAX and ▼ MIN as in the books, chance nodes round, leaves as squares with their value. */
function svgGlyph(g, tree, id) {
  if (isLeaf(tree, id)) {
    el('rect', { class: 'frame leafbox', x: -H, y: -H, width: NODE, height: NODE, rx: 2 }, g);
    const t = el('text', { class: 'leaf-value', x: 0, y: 5, 'text-anchor': 'middle' }, g);
    t.textContent = fmt(treeLeafValue(tree, id));
  } else if (tree.isChance[id]) {
    // A chance node: a circle with a die's pip, as the textbooks' chance nodes are round.
    el('circle', { class: 'frame tri-always chance-shape', r: 16 }, g);
    el('circle', { class: 'pip', r: 3.2 }, g);
  } else {
    el('path', { class: 'frame tri-always', d: tree.isMax[id] ? 'M0 -16L18 15H-18Z' : 'M0 16L18 -15H-18Z' }, g);
  }
}

/** Textbook trees' descriptor (the fields are described in games/index.js). */
export const tree = Object.freeze({
  name: 'tree',
  // A gallery figure's tree; the view keeps the page's first game (a tree position is read whatever its game).
  fromPreset: (p) => ({ position: { tree: p.position } }),
  kind: 'tree',
  label: 'gameTree',
  board: false,
  // A link gives a tree by its own parameters (tree=, z=, random=), never by game=.
  positionLink: treeLink,
  // The position card's picture: the tree's shape to the depth limit, drawn by thumb.
  picture: (s, v) => ({ position: v.position?.tree ?? s.root, options: { depth: v.depth === null ? undefined : String(v.depth) } }),
  // A tree's picture has an element per node: past this many it is no shape a student can read, and drawing
  // it holds the page (a 1,000,000-node tree file: over a minute on the main thread).
  pictureNodes: 2000,
  // The gallery's and the position card's picture: the tree's shape to the preset's depth (data-nodes: how many nodes it drew).
  thumb: (svg, text, w, h, kit, options = {}) => {
    const depth = /^\d+$/.test(options.depth ?? '') ? Number(options.depth) : null;
    svg.dataset.nodes = String(kit.drawTree(svg, text, depth));
  },
  named: true,
  nodeName: treeNodeName,
  ownLabel,
  leafValue: treeLeafValue,
  cellsOf: () => null,
  moveText: (move) => move + 1,
  moveKey: 'cmp.child',
  prunedKey: 'childrenPruned',
  bestMoveKey: 'bestMoveChild',
  title: () => tr('textbookTrees'),
  playFrom: null,
  // Picked in the Game picker: the tree last shown (text, link or random recipe), else AIMA's figure 5.2.
  picked: (app) => ({ position: app.lastTree ?? { tree: '[[3,12,8],[2,4,6],[14,5,2]]' } }),
  svgGlyph,
  canvasGlyph: null,
});
