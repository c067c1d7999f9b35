// The Negamax view (Rich's MINIMAX-A-B): alpha-beta's search read in Rich's
// one-procedure form. Every value is seen from the side to move (MAX's value,
// negated where MIN moves), and the window (α, β) becomes two thresholds:
// USE-THRESH, the bound a node's cut-off tests, and PASS-THRESH, the bound it
// raises and passes down. MAX: (Use, Pass) = (β, α); MIN: (−α, −β). The
// engine's `negamax` search reports exactly these numbers (its Thresholds and
// Negated events); its trace is alpha-beta's event for event (the core's
// tests/negamax.rs), so the page reads them off alpha-beta's timeline.
// Pure, apart from the one switch the page's toggle sets.

import { fmt } from '../i18n/format.js';

/** The view's switch: on when the page shows the pruning panel in Rich's form. */
export const negamaxView = { on: false };

/** Whether a panel drawing timeline slot `slot` shows the negamax form now. */
export const negamaxShown = (slot) => negamaxView.on && slot === 'alphabeta';

/** Why `tree` cannot be shown in negamax form ('chance' or 'agents'), or null: two players taking turns only. */
export function negamaxRefusal(tree) {
  if (!tree) return null;
  if (tree.hasChance) return 'chance';
  if ((tree.agents ?? 2) > 2) return 'agents';
  return null;
}

/** +1 where MAX moves at node `id`, −1 where MIN does. */
export const sideSign = (tree, id) => (tree.isMax[id] ? 1 : -1);

/** MAX's value `v` at node `id` from its side to move's view (−0 is 0). */
export const negated = (tree, id, v) => sideSign(tree, id) * v + 0;

/** The thresholds of node `id` holding window (α, β) in MAX's view: {use, pass}, from its side to move's view. */
export function thresholdsOf(tree, id, alpha, beta) {
  return tree.isMax[id] ? { use: beta, pass: alpha } : { use: -alpha + 0, pass: -beta + 0 };
}

/** A value with its sign always written: +3, −3, 0, +∞, −∞. */
export function signed(v) {
  const text = fmt(v);
  return /^[0-9]/.test(text) && text !== '0' ? `+${text}` : text;
}

/** The labels drawn beside node `id` on the current path at state `s`: [Use, Pass]. */
export function thresholdLabels(tree, s, id) {
  const { use, pass } = thresholdsOf(tree, id, s.alpha[id], s.beta[id]);
  return [`Use ${signed(use)}`, `Pass ${signed(pass)}`];
}
