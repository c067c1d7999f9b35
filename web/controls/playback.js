// Playback: play and pause, steps, the slider and speed, the jumps from one
// cut-off to the next, and cancelling a search.

import { t } from '../i18n/index.js';
import { cutoffSteps } from '../state/timeline.js';

const $ = (id) => document.getElementById(id);

/** Seeks to the next (dir > 0) or previous cut-off, or says there is none. */
export function seekCutoff(page, dir) {
  const { app } = page;
  // The cut-offs of the pruning search on screen: the right panel's, else the left's when only it prunes.
  const alg = ['alphabeta', 'minimax'].find((a) => (app.panels?.slots[a] ?? a) === 'alphabeta') ?? 'alphabeta';
  const steps = cutoffSteps(app.panels?.trees[alg] ?? app.tree);
  const target = dir > 0 ? steps.find((s) => s > app.pos) : [...steps].reverse().find((s) => s < app.pos);
  if (target === undefined) { $('announce').textContent = t(dir > 0 ? 'noCutAfter' : 'noCutBefore'); return; }
  page.seek(target);
}

/** Wires the playback controls. */
export function wirePlayback(page) {
  const { app } = page;
  const cut = (dir) => seekCutoff(page, dir);
  // The slider's value is read before anything redraws it.
  $('play').addEventListener('click', () => page.togglePlay());
  $('step-forward').addEventListener('click', () => page.seek(app.pos + 1));
  $('step-back').addEventListener('click', () => page.seek(app.pos - 1));
  $('reset').addEventListener('click', () => page.seek(0));
  $('go-end').addEventListener('click', () => page.seek(app.total));
  $('position').addEventListener('input', (e) => { const v = Number(e.target.value); page.seek(v); });
  $('speed').addEventListener('input', (e) => page.setSpeed(Number(e.target.value)));
  $('prev-cut').addEventListener('click', () => cut(-1));
  $('next-cut').addEventListener('click', () => cut(1));
  $('cancel').addEventListener('click', () => page.cancelSearch());
}
