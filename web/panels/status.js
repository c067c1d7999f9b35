// The page's status lines: the one message shown next to the input it is
// about (in the page's language, so it is said again after a switch), and
// the busy note of a long search.

import { t, tError } from '../i18n/index.js';

const $ = (id) => document.getElementById(id);

const ALERTS = ['board-alert', 'tree-alert', 'options-alert', 'link-alert'];

/** A search's note shows after this long (progress must show within 0.5 s). */
export const BUSY_AFTER_MS = 250;

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
  // While the search runs: nodes so far (the engine's last progress) and time elapsed.
  const secs = ((performance.now() - b.since) / 1000).toFixed(1);
  $('busy-text').textContent = b.phase === 'search' ? t('searchProgress', { nodes: b.progress?.nodes ?? 0, secs }) : t(`phase_${b.phase}`);
}
