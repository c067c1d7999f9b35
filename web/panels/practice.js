// Practice: the student marks the nodes they expect alpha-beta to prune and
// may give the window (α, β) a node is searched with; Check scores them
// against the real search. Scoring is pure (tree + marks in, a result out);
// the page draws the marks and the result.

import { K } from '../base/kinds.js';
import { prunedTops, windowAt } from '../state/timeline.js';

// A typed bound is read where the node editor (render/editors.js) reads it too.
export { parseBound } from '../state/typed-bound.js';

/** Most nodes in a practice tree: every pruned subtree must be findable by hand. */
export const PRACTICE_NODES = 5000;

/** Whether a typed bound matches the search's: exactly, or to the 2 decimals the page shows (23/3 as 7.67). */
const same = (typed, real) => typed === real || (Number.isFinite(real) && Math.abs(typed - real) < 0.005 && Math.abs(real) < 1e9);

/** The window alpha-beta enters node `id` with, or null if it never enters it. */
export function enterWindow(tree, id) {
  const tl = tree.tl.alphabeta;
  if (tl.enter[id] === K.NEVER) return null;
  return windowAt(tree, id, tl.enter[id] + 1);
}

/** The minimax value of node `id` as the engine computed it (expectiminimax's for chance trees), or null if it has none. */
export function realValue(tree, id) {
  const tl = tree.tl.minimax;
  return tl.exit[id] === K.NEVER ? null : tl.value[id];
}

/**
 * Scores `guesses` (a Set of node ids marked pruned), `windows` (a Map id ->
 * [α or null, β or null]) and `values` (a Map id -> the node's value as typed)
 * against the real search of `tree`: pruned nodes and windows against
 * alpha-beta's, values against minimax's. Returns {marks: Map id ->
 * 'right'|'missed'|'wrong', right, missed, wrong, windowsRight, windowsWrong,
 * valuesRight, valuesWrong, first: {id, kind}|null}, where `first` is the first
 * mistake in search order and kind is 'missed', 'wrong', 'inside' (marked
 * inside a subtree pruned higher up), 'window' / 'windowNever', or 'value'.
 */
export function score(tree, guesses, windows, values = new Map()) {
  const tl = tree.tl.alphabeta;
  const top = new Set(prunedTops(tree));
  const marks = new Map();
  let right = 0, missed = 0, wrong = 0, windowsRight = 0, windowsWrong = 0, valuesRight = 0, valuesWrong = 0;
  let first = null;
  for (let id = 0; id < tree.n; id++) {
    const guessed = guesses.has(id), answer = top.has(id);
    let kind = null;
    if (guessed && answer) { right++; marks.set(id, 'right'); } else if (answer) { missed++; marks.set(id, 'missed'); kind = 'missed'; } else if (guessed) {
      wrong++; marks.set(id, 'wrong');
      kind = tl.pruned[id] !== K.NEVER ? 'inside' : 'wrong';
    }
    const w = windows.get(id);
    if (w) {
      const real = enterWindow(tree, id);
      const good = real && (w[0] === null || same(w[0], real[0])) && (w[1] === null || same(w[1], real[1]));
      if (good) { windowsRight++; if (!marks.has(id)) marks.set(id, 'right'); } else {
        windowsWrong++; marks.set(id, 'wrong');
        kind = kind || (real ? 'window' : 'windowNever');
      }
    }
    if (values.has(id)) {
      const real = realValue(tree, id);
      if (real !== null && same(values.get(id), real)) { valuesRight++; if (!marks.has(id)) marks.set(id, 'right'); } else {
        valuesWrong++; marks.set(id, 'wrong');
        kind = kind || 'value';
      }
    }
    if (!first && kind) first = { id, kind };
  }
  return { marks, right, missed, wrong, windowsRight, windowsWrong, valuesRight, valuesWrong, first };
}
