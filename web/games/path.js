// The moves from a tree's root to a node, read off the tree model's parent
// and move arrays: what a game's descriptor replays to draw or name a node.
// A leaf of its own, so a game's folder need not import the engine layer.

/** The moves from the root to node `id` of tree model `tree`. */
export function pathMoves(tree, id) {
  const out = [];
  for (let v = id; tree.parent[v] >= 0; v = tree.parent[v]) out.push(tree.move[v]);
  return out.reverse();
}
