// A worksheet exercise's answer, read from the engine's searches of its
// tree (engine/sheet.js): every node's minimax value, the subtrees alpha-beta
// prunes, the window it enters the asked node with, the root's best moves.
// Pure data; panel.js puts it into words and draw.js onto the tree.

import { K } from '../base/kinds.js';
import { isLeaf, kidsOf } from '../base/tree.js';
import { prunedTops } from '../state/timeline.js';
import { enterWindow } from '../panels/practice.js';

/**
 * The node an α/β question asks about, chosen by `pick` (0 ≤ pick < 1) among those alpha-beta
 * enters: inner nodes below the root entered with a finite bound first (the window then says
 * something), else any inner node below the root, else a leaf.
 */
export function windowTarget(t, pick) {
  const entered = [];
  for (let id = 1; id < t.n; id++) if (t.tl.alphabeta.enter[id] !== K.NEVER) entered.push(id);
  const inner = entered.filter((id) => !isLeaf(t, id));
  const finite = (v) => v !== K.NEG_INF && v !== K.POS_INF && Number.isFinite(v);
  const bounded = inner.filter((id) => enterWindow(t, id).some(finite));
  const from = bounded.length ? bounded : inner.length ? inner : entered;
  return from[Math.min(from.length - 1, Math.floor(pick * from.length))];
}

/**
 * The answer of exercise `spec` on searched tree `t`: {root (the root's value), best (the root's
 * children of that value, in order: every one is a right answer), pruned (the highest pruned
 * nodes, in order), leaves, searchedLeaves, target and window (for 'window' questions)}.
 */
export function answerOf(t, spec) {
  const mm = t.tl.minimax, ab = t.tl.alphabeta;
  const root = ab.value[0];
  const best = Array.from(kidsOf(t, 0)).filter((c) => mm.value[c] === root);
  let leaves = 0, searchedLeaves = 0;
  for (let id = 0; id < t.n; id++) {
    if (!isLeaf(t, id)) continue;
    leaves++;
    if (ab.enter[id] !== K.NEVER) searchedLeaves++;
  }
  const out = { question: spec.question, root, best, pruned: prunedTops(t), leaves, searchedLeaves, target: null, window: null };
  if (spec.question === 'window') {
    out.target = windowTarget(t, spec.pick);
    out.window = enterWindow(t, out.target);
  }
  return out;
}
