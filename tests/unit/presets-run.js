// Runs a "Beyond the horizon" preset as the page does (state/panels.js): one
// analysis per panel with the real wasm engine, joined into one result.

import { analyse } from './wasm.js';
import { requestOf } from '../../web/engine/request.js';
import { isConfigured, panelRequest, sharesTree, slotOf, effective } from '../../web/state/panel-config.js';
import { horizonOf } from '../../web/engine/request.js';
import { joinPanels } from '../../web/state/panels.js';
import { presetView } from '../../web/state/horizon-presets.js';
import { normalizeView } from '../../web/games/connect4-view.js';
import { DEFAULTS } from '../../web/state/view.js';

/** The view a click on `preset` loads from the default view. */
export const viewOf = (preset) => normalizeView({ ...DEFAULTS, ...presetView(preset) }, DEFAULTS, {}, true);

/** {view, reqs, result}: the preset's view, each panel's request and the joined analysis. */
export function runPreset(preset, view = viewOf(preset)) {
  const base = requestOf(view);
  const reqs = { left: panelRequest(base, view, 'left'), right: panelRequest(base, view, 'right') };
  const cfg = effective(view);
  const result = joinPanels(analyse(reqs.left), analyse(reqs.right), { minimax: slotOf(cfg.left.alg), alphabeta: slotOf(cfg.right.alg) }, reqs.right);
  return { view, reqs, result };
}

/**
 * Any view analysed as state/panels.js analysePanels does: today's pair (or
 * panels that share a tree) in one analysis, any other pair one per panel,
 * each tree with the limits of its request (tree.horizon). {summary, tree, panels}.
 */
export function runView(view) {
  const base = requestOf(view);
  if (!isConfigured(view) || sharesTree(view)) {
    const req = isConfigured(view) ? panelRequest(base, view, 'right') : base;
    const { summary, tree } = analyse(req);
    tree.horizon = horizonOf(req);
    return { summary, tree, panels: { trees: { minimax: tree, alphabeta: tree }, slots: { minimax: 'minimax', alphabeta: 'alphabeta' }, separate: false } };
  }
  const reqs = { left: panelRequest(base, view, 'left'), right: panelRequest(base, view, 'right') };
  const cfg = effective(view);
  const left = analyse(reqs.left), right = analyse(reqs.right);
  left.tree.horizon = horizonOf(reqs.left);
  right.tree.horizon = horizonOf(reqs.right);
  return joinPanels(left, right, { minimax: slotOf(cfg.left.alg), alphabeta: slotOf(cfg.right.alg) }, reqs.right);
}
