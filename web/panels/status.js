// The page's status lines: the one message shown next to the input it is
// about (in the page's language, so it is said again after a switch), and
// the busy note of a long search.

import { t, tError } from '../i18n/index.js';

const $ = (id) => document.getElementById(id);

const ALERTS = ['board-alert', 'tree-alert', 'options-alert', 'link-alert'];

/**
 * Brings a new message to the person: scrolled into view (it sits right
 * after the input it is about), focused so the keyboard is there to fix it,
 * and read out by its role="alert".
 */
export function revealAlert(id) {
  const el = $(id);
  if (!el || !el.textContent) return;
  el.tabIndex = -1;
  const r = el.getBoundingClientRect();
  // Wholly on screen and not under the sticky control bar: else to the middle of the window.
  const b = document.querySelector('.controls')?.getBoundingClientRect();
  const underBar = b && r.top < b.bottom && r.bottom > b.top && r.left < b.right && r.right > b.left;
  if (r.top < 0 || r.bottom > window.innerHeight || underBar) el.scrollIntoView({ block: 'center' });
  el.focus({ preventScroll: true });
}

/** A search's note shows after this long. */
export const BUSY_AFTER_MS = 500;

/** Shows app.alerts: where -> {text} or {key, params} or {err}. */
export function renderAlerts(app) {
  for (const id of ALERTS) {
    const m = app.alerts[id];
    const text = !m ? '' : m.err ? tError(m.err) : m.key ? t(m.key, m.params) : m.text;
    if ($(id).textContent !== text) $(id).textContent = text;
  }
}

/** Shows the busy note and its phase while a search runs long. */
export function renderBusy(app) {
  const b = app.busy;
  $('busy').hidden = !b || performance.now() - b.since < BUSY_AFTER_MS - 10;
  if (!b) return;
  const phases = ['search', 'layout', 'derive'];
  $('busy-progress').value = phases.indexOf(b.phase) + 1;
  $('busy-text').textContent = t(`phase_${b.phase}`);
}
