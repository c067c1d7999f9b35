// The analyses behind the two tree panels. Today's pair (minimax | the
// pruning search, same options) is one analysis: both searches over one
// tree, the right panel drawn over the left's layout. Any other pair of
// configurations (state/panel-config.js) is one analysis per panel, each
// drawing its own tree; their layouts are stretched to the wider one's
// width so the one shared viewport (zoom and pan) fits both.

import { isConfigured, panelRequest, sharesTree, slotOf, effective, depthFirst } from './panel-config.js';
import { horizonOf } from '../engine/request.js';

/**
 * The analysis of `view` (whose base request is `request`) for both panels:
 * {summary, tree, request, panels}. `summary.minimax`/`summary.alphabeta`
 * hold the left's and the right's counts (the panels' ids), `tree` is the
 * right panel's, and `panels` = {trees, slots, summaries, separate, depth}:
 * per panel id its tree, the timeline slot it draws and its whole summary.
 */
export async function analysePanels(engine, view, request, onSummary, onProgress) {
  // A panel running MCTS shows web/mcts/ instead: the depth-first analysis searches that side's default, hidden.
  view = depthFirst(view);
  if (!isConfigured(view) || sharesTree(view)) {
    const req = isConfigured(view) ? panelRequest(request, view, 'right') : request;
    // A link's pass of iterative deepening is shown from the start (one tree: the pass bar is today's pair's).
    const { summary, tree } = await engine.analyse(view.pass ? { ...req, pass: view.pass } : req, onSummary, onProgress);
    tree.horizon = horizonOf(req); // the limits its sentences and pseudocode name (panels/horizon.js)
    const panels = {
      trees: { minimax: tree, alphabeta: tree }, slots: { minimax: 'minimax', alphabeta: 'alphabeta' },
      summaries: { minimax: summary, alphabeta: summary }, separate: false, depth: tree.maxDepth,
    };
    return { summary, tree, request: req, panels };
  }
  const cfg = effective(view);
  const reqs = { minimax: panelRequest(request, view, 'left'), alphabeta: panelRequest(request, view, 'right') };
  // One worker answers in order: the left panel's analysis, then the right's.
  const left = await engine.analyse(reqs.minimax, null, onProgress);
  const right = await engine.analyse(reqs.alphabeta, null, onProgress);
  left.tree.horizon = horizonOf(reqs.minimax);
  right.tree.horizon = horizonOf(reqs.alphabeta);
  return joinPanels(left, right, { minimax: slotOf(cfg.left.alg), alphabeta: slotOf(cfg.right.alg) }, reqs.alphabeta);
}

/** Two analyses as one result: each panel's counts under its panel id, both trees on one width. */
export function joinPanels(left, right, slots, request) {
  const slotsWide = Math.max(left.tree.slots, right.tree.slots);
  const trees = { minimax: stretch(left.tree, slotsWide), alphabeta: stretch(right.tree, slotsWide) };
  const summary = {
    ...right.summary,
    minimax: left.summary[slots.minimax],
    alphabeta: right.summary[slots.alphabeta],
    algorithms: { minimax: left.summary.algorithms?.[slots.minimax], alphabeta: right.summary.algorithms?.[slots.alphabeta], negamax: right.summary.algorithms?.negamax },
    // Iterative deepening's passes are shown only over one shared tree.
    passes: 1, pass: 1,
  };
  const panels = {
    trees, slots, summaries: { minimax: left.summary, alphabeta: right.summary }, separate: true,
    depth: Math.max(left.tree.maxDepth, right.tree.maxDepth),
  };
  return { summary, tree: trees.alphabeta, request, panels };
}

/**
 * `tree` laid out `slots` leaf slots wide (a shallow copy; the timelines are
 * shared): x and the leaf ranges stretched about the slots' centres, and
 * each node's room with them.
 */
export function stretch(tree, slots) {
  if (!(tree.slots > 0) || tree.slots === slots) return tree;
  const f = slots / tree.slots;
  const map = (a) => a.map((x) => (x + 0.5) * f - 0.5);
  return { ...tree, slots, x: map(tree.x), leafStart: map(tree.leafStart), leafEnd: map(tree.leafEnd), room: tree.room.map((r) => r * f) };
}

/** The tree panel `alg` ('minimax' left, 'alphabeta' right) draws, and the timeline slot it reads. */
export const panelTree = (app, alg) => app.panels?.trees[alg] ?? app.tree;
export const panelSlot = (app, alg) => app.panels?.slots[alg] ?? alg;
