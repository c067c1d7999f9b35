// The Negamax view's switch on the page: whether it applies to the tree shown
// (two players taking turns, searched by plain alpha-beta; otherwise one line
// beside the toggle says why), and the pseudocode listing redrawn when that changes.

import { t } from '../i18n/index.js';
import { negamaxRefusal, negamaxView } from '../state/negamax.js';
import { renderCode } from './readout.js';

const $ = (id) => document.getElementById(id);

/**
 * Sets the view's effective state from the toggle and `app`'s tree: on when
 * wanted and the tree is two players taking turns (and the engine gave Rich's
 * entry), else off with the reason next to the toggle. Redraws the
 * pseudocode when the state changes.
 */
export function renderNegamax(app) {
  const box = $('negamax-view');
  if (!box) return;
  // The view holds the toggle (a link's negamax=1), so it survives a link and a new position.
  box.checked = !!app.view.negamax;
  negamaxView.wanted = box.checked;
  // Two players taking turns, and plain alpha-beta (the engine gives Rich's entry only then).
  const refusal = !box.checked ? null : negamaxRefusal(app.tree) ?? (app.summary && !app.summary.algorithms?.negamax ? 'options' : null);
  const on = box.checked && !refusal && !!app.summary?.algorithms?.negamax;
  const alert = $('negamax-alert');
  const key = { chance: 'nm.refuse.chance', agents: 'nm.refuse.agents', options: 'nm.refuse.options' }[refusal];
  const text = key ? t(key) : '';
  if (alert.textContent !== text) alert.textContent = text;
  alert.hidden = !text;
  if (on !== negamaxView.on) {
    negamaxView.on = on;
    if (app.summary) renderCode(app.summary, app.panels);
  }
}

/** Wires the toggle: a change redraws everything (values, thresholds, words, code). */
export function wireNegamax(page) {
  const box = $('negamax-view');
  if (!box) return;
  box.addEventListener('change', () => {
    page.app.view.negamax = box.checked;
    renderNegamax(page.app);
    page.update();
  });
}
