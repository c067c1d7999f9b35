// What the page does around a search that did not show a tree: a control
// pressed before the controls were wired is done once they are, and a failed
// or cancelled search is said where a person sees it. (Putting the last good
// view back into the controls is controls/options.js `restoreControls`: it
// loads with the controls, after the first tree.)

/**
 * A control pressed before the controls are wired (the engine loads, then the
 * first tree, then the controls: main.js) is not lost: the last click (or
 * change) is held and done again once they are.
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
