// What the page does around a search that did not show a tree: a control
// pressed before the engine was ready is done once it is, and a search that
// failed or was cancelled puts the last good view back into the controls.

import { syncOptions } from './options.js';
import { gameOf } from '../games/index.js';

/**
 * A control pressed before the engine is ready is not lost: the last click
 * (or change) is held and done again once the first view is shown.
 */
export function holdEarlyActions() {
  let held = null;
  const hold = (e) => {
    const el = e.target.closest?.('button, input, select');
    // The lesson bar and its drawers' Close work before the engine (controls/drawers.js).
    if (!el || el.closest('.lessons, .drawer-bar')) return;
    held = { el, type: e.type };
    e.stopImmediatePropagation();
    e.preventDefault();
  };
  for (const type of ['click', 'change']) document.addEventListener(type, hold, true);
  return () => {
    for (const type of ['click', 'change']) document.removeEventListener(type, hold, true);
    if (!held) return;
    if (held.type === 'click') held.el.click();
    else held.el.dispatchEvent(new Event('change', { bubbles: true }));
  };
}

/**
 * A search that failed or was cancelled leaves the last good view: its depth,
 * options and board go back into the controls (they may hold what was asked).
 */
export function restoreControls(app) {
  syncOptions(app);
  (gameOf(app.summary) ?? gameOf(app.view.game))?.restore?.(app, app.view, app.summary);
}

/**
 * What to say, and where, when a search shows no tree: beside the control
 * that asked (option errors by the options), naming the node budget when it
 * stopped the search, and truthfully what stays on screen after a Cancel.
 */
export function failureAlert(app, e, alertAt) {
  const where = e.code && e.code.startsWith('option.') ? 'options-alert' : alertAt;
  if (e.cancelled) return [alertAt, { key: app.tree ? 'cancelled' : 'cancelledNoTree' }];
  if (e.code === 'search.NodeLimit') return [where, { key: 'overBudget', params: { nodes: Number(e.params?.nodes ?? 0), limit: Number(e.params?.limit ?? 0) } }];
  return [where, { err: e }];
}
