// How sentences, node cards and the node menu name a node: one rule for
// every game, each descriptor (games/index.js) applying it to its own moves.
// A node with its own label (L, t5, b1) is called by it. Otherwise the name
// is short and can be found on the drawing: a board by the marks that reach
// it ("X1 O5"), a maze node by its moves and the agent that made the last
// ("after W, N (Ghost 1)"), and past a few moves only the first and last two
// with the node's depth, which its row shows. An unnamed node of a partly
// named tree is called after the first and last labels below it ("[t3–t4]",
// Nilsson's Fig. 7), which are drawn. Pure: no DOM.

import { t } from '../i18n/index.js';
import { kidsOf, letters, pathMoves } from '../base/tree.js';

/** At most this many moves name a node; a longer path keeps its first and last two. */
export const PATH_MOVES = 5;

/** The moves to show for a path of `moves`: all of them, or the first two, '…' and the last two. */
export function elide(moves) {
  return moves.length <= PATH_MOVES ? moves : [...moves.slice(0, 2), '…', ...moves.slice(-2)];
}

/** A board game's node: its marks from the root ("X1 O5"), the root by `rootName`; elided with its depth when long. */
export function boardNodeName(tree, id, rootName, moveText, first) {
  if (id === 0) return rootName;
  const other = first === 'X' ? 'O' : 'X';
  const marks = pathMoves(tree, id).map((m, i) => `${i % 2 ? other : first}${moveText(m)}`);
  const path = elide(marks).join(' ');
  return marks.length > PATH_MOVES ? t('nodeDeep', { path, depth: marks.length }) : path;
}

/** A node of a game that names moves without marks (Nim's "H1−1 H3−2", Othello's "d3 c5"): its moves, the root by `rootName`; elided with its depth when long. */
export function movesNodeName(tree, id, rootName, moveText) {
  if (id === 0) return rootName;
  const moves = pathMoves(tree, id).map(moveText);
  const path = elide(moves).join(' ');
  return moves.length > PATH_MOVES ? t('nodeDeep', { path, depth: moves.length }) : path;
}

/** A node's own label in a tree that names its nodes, or null. */
export function ownLabel(tree, id) {
  return tree.names?.[id] || null;
}

/** The first and last own labels in node `id`'s subtree (ids are preorder: the subtree is id … id + size − 1), or null. */
function labelSpan(tree, id) {
  let first = null, last = null;
  for (let k = id, end = id + tree.size[id]; k < end; k++) {
    const n = ownLabel(tree, k);
    if (!n) continue;
    first ??= n;
    last = n;
  }
  return first === null ? null : first === last ? first : `${first}–${last}`;
}

/**
 * A textbook tree's node: A, B, C… in preorder when the tree names none (as
 * AIMA does, and as the drawing labels them); else its own label; else the
 * labels drawn below it, "[t3–t4]", when it has two children or more (a node
 * with one child would share its child's span); else its parent's name and
 * its child number, "B.2".
 */
export function treeNodeName(tree, id, rootName) {
  if (!tree.names) return letters(id);
  const own = ownLabel(tree, id);
  if (own) return own;
  if (id === 0) return rootName;
  const span = kidsOf(tree, id).length > 1 ? labelSpan(tree, id) : null;
  if (span) return `[${span}]`;
  return `${treeNodeName(tree, tree.parent[id], rootName)}.${tree.move[id] + 1}`;
}
