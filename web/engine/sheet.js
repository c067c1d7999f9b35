// A worksheet's trees, made where the engine is (the worksheet's own worker,
// engine/worker.js 'sheet'): each exercise's random tree, put in the order
// its recipe asks by the engine's own move ordering, then searched by both
// algorithms as the page searches any tree. Every answer a sheet's key
// shows is read from these searches (sheet/answers.js).

import { randomTree } from '../games/tree-random.js';
import { isLeaf, kidsOf } from '../base/tree.js';

/** The text of searched tree `t` with each node's children in the order the search took them, and the engine's leaf values. */
export function searchOrderText(t, id = 0) {
  if (isLeaf(t, id)) return String(t.tl.minimax.value[id]);
  return `[${Array.from(kidsOf(t, id), (c) => searchOrderText(t, c)).join(',')}]`;
}

/**
 * Exercise `spec` (state/sheet.js exerciseSpecs) as {text, tree}: `model(request)` searches a request
 * and returns its derived tree (worker.js, or tests/unit/wasm.js). Best-first and worst-first come
 * from the engine's ordering by exact value (--order best-first), written into the tree, so the
 * sheet reads left to right in the order alpha-beta searches.
 */
export function makeExercise(spec, model) {
  let text = randomTree(spec.branching, spec.depth, spec.treeSeed);
  if (spec.order !== 'random') text = searchOrderText(model({ tree: text, order: spec.order }));
  return { text, tree: model({ tree: text }) };
}
