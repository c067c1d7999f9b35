// Practice: mark the nodes alpha-beta prunes (and the windows and values), then Check;
// New practice finds a small random tree with a cut-off.

import { t } from '../i18n/index.js';
import { randomTree } from '../games/tree-random.js';
import { PRACTICE_NODES, score } from '../panels/practice.js';
import { describeResult } from '../panels/practice-text.js';
import { closeEditors } from '../render/editors.js';
import { bringToFocus } from '../panels/status.js';
import { PRACTICE_SYMBOLS } from '../render/marks.js';
import { fmt } from '../i18n/format.js';

const $ = (id) => document.getElementById(id);

/** A practice with nothing marked yet. */
const fresh = () => ({ guesses: new Set(), windows: new Map(), values: new Map(), checked: false, marks: new Map(), result: '' });

/** Wires Practice, Check and New practice. */
export function wirePractice(page) {
  const { app } = page;
  $('practice').addEventListener('click', () => {
    if (app.practice) { app.practice = null; closeEditors(); page.update(); return; }
    if (app.tree.n > PRACTICE_NODES) { page.alert('tree-alert', { key: 'practiceNeedsSmall', params: { limit: PRACTICE_NODES } }); return; }
    page.pause();
    app.practice = fresh();
    page.update();
  });
  $('check').addEventListener('click', () => {
    const p = app.practice;
    const r = score(app.tree, p.guesses, p.windows, p.values);
    Object.assign(p, { checked: true, marks: r.marks, result: describeResult(app.tree, r) });
    closeEditors();
    page.seek(app.total); // reveal the search
    // The result sits above the trees: bring it into view and the focus to it, so it is seen and read out.
    bringToFocus($('practice-result'));
  });
  $('new-practice').addEventListener('click', async () => {
    let seed = Math.floor(Math.random() * 1e6);
    for (let tries = 0; tries < 100; tries++, seed++) {
      const text = randomTree(2 + (seed % 2), 3, seed);
      const { summary } = await page.engine.count({ tree: text, algorithm: 'alphabeta' });
      if (summary.alphabeta.cutoffs === 0) continue;
      if (await page.load({ ...app.view, position: { tree: text }, order: 'natural', depth: null, step: 0 }, { alertAt: 'tree-alert' })) {
        app.practice = fresh();
        page.update();
      }
      return;
    }
  });
}

/** Shows practice's buttons, help, result and marks on the alpha-beta tree. */
export function renderPractice(app, views) {
  const p = app.practice;
  const on = !!p;
  $('practice').setAttribute('aria-pressed', String(on));
  $('check').hidden = !on || p.checked;
  $('new-practice').hidden = !on;
  $('practice-help').hidden = !on || p.checked;
  $('practice-help').textContent = on ? t('practiceHelp') : '';
  $('practice-result').hidden = !on || !p.checked;
  $('practice-result').textContent = on && p.checked ? p.result : '';
  if (!views) return;
  const [marks, texts] = on ? practiceMarks(p) : [new Map(), new Map()];
  views[app.mode].alphabeta.setMarks(marks, texts);
  if (app.mode === 'canvas') views.svg.alphabeta.setMarks(new Map());
}

/**
 * The marks practice `p` shows, and their texts: while practising, a node's guess (✂), window (α β) and
 * typed value ("=3"); after Check, right / missed / wrong, with the value the student typed beside it.
 */
export function practiceMarks(p) {
  const texts = new Map();
  const said = (id) => (p.values.has(id) ? `=${fmt(p.values.get(id))}` : null);
  if (p.checked) {
    for (const [id, m] of p.marks) if (p.values.has(id)) texts.set(id, `${PRACTICE_SYMBOLS[m]} ${said(id)}`);
    return [p.marks, texts];
  }
  const marks = new Map();
  for (const id of new Set([...p.guesses, ...p.windows.keys(), ...p.values.keys()])) {
    marks.set(id, p.guesses.has(id) ? 'guess' : p.windows.has(id) ? 'window' : 'value');
    const parts = [p.guesses.has(id) && PRACTICE_SYMBOLS.guess, p.windows.has(id) && PRACTICE_SYMBOLS.window, said(id)].filter(Boolean);
    texts.set(id, parts.join(' '));
  }
  return [marks, texts];
}
