// The page's status lines: the one message shown next to the input it is
// about (in the page's language, so it is said again after a switch), and
// the busy note of a long search.

import { t, tError } from '../i18n/index.js';

const $ = (id) => document.getElementById(id);

const ALERTS = ['board-alert', 'tree-alert', 'options-alert', 'link-alert', 'maze-alert', 'cfg-alert-left', 'cfg-alert-right', 'gallery-alert', 'export-alert'];

/**
 * Brings `el` to the person: scrolled to the middle of the window unless it
 * is wholly on screen and clear of the sticky control bar, then focused (it
 * needs tabindex=-1) so the keyboard is there and a screen reader reads it.
 */
export function bringToFocus(el) {
  const r = el.getBoundingClientRect();
  const b = document.querySelector('.controls')?.getBoundingClientRect();
  const underBar = b && !el.closest('.controls') && r.top < b.bottom && r.bottom > b.top && r.left < b.right && r.right > b.left;
  if (r.top < 0 || r.bottom > window.innerHeight || underBar) el.scrollIntoView({ block: 'center' });
  el.focus({ preventScroll: true });
}

/**
 * Moves alert `where` to just after the control `id` (its label, or the control itself when it has no
 * label of its own) and returns `where`: the Search options drawer has one alert for all its controls,
 * and its message then sits under the box the student just typed in, not at the foot of the drawer.
 */
export function alertBy(where, id) {
  const control = $(id), alert = $(where);
  const at = control?.closest('label') ?? control;
  if (at && alert && at.nextElementSibling !== alert) at.after(alert);
  return where;
}

/** A new message, shown right after the input it is about: in view, focused, and announced by its role="alert". */
export function revealAlert(id) {
  const el = $(id);
  if (!el || !el.textContent) return;
  el.tabIndex = -1;
  bringToFocus(el);
}

/** A search's note shows after this long (progress must show within 0.5 s). */
export const BUSY_AFTER_MS = 250;

/** A message as a sentence: the engine's messages end without a full stop. */
const sentence = (text) => (/[.!?。]$/.test(text) ? text : `${text}.`);

/** One message's text: {text}, {key, params}, {err}, or {parts: [messages]} said one after another. */
function textOf(m) {
  if (!m) return '';
  // An engine error among parts is why the link could not be shown as it was (state/rescue.js).
  if (m.parts) return m.parts.map((x) => (x.err ? t('rescue.refused', { why: sentence(tError(x.err)) }) : textOf(x))).join(t('sentenceSep'));
  return m.err ? tError(m.err) : m.key ? t(m.key, m.params) : m.text;
}

/** Shows app.alerts: where -> {text} or {key, params} or {err} or {parts}. */
export function renderAlerts(app) {
  for (const id of ALERTS) {
    const text = textOf(app.alerts[id]);
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

/**
 * Keeps a running search's note up to date: its time, every BUSY_AFTER_MS / 2
 * even while the engine is silent (parsing a long tree), and the engine's
 * progress as it comes. `current()` is false once a newer search started.
 * Returns the progress handler.
 */
export function watchBusy(app, current) {
  const timer = setInterval(() => { if (!current() || !app.busy) clearInterval(timer); else renderBusy(app); }, BUSY_AFTER_MS / 2);
  return (p) => { if (current() && app.busy) { app.busy.progress = p; renderBusy(app); } };
}
