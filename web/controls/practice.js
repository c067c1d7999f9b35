// Practice: mark the nodes alpha-beta prunes (and the windows), then Check;
// New practice finds a small random tree with a cut-off.

import { t } from '../i18n/index.js';
import { randomTree } from '../games/tree-random.js';
import { PRACTICE_NODES, score } from '../panels/practice.js';
import { describeResult } from '../panels/practice-text.js';
import { closeEditors } from '../render/editors.js';
import { bringToFocus } from '../panels/status.js';

const $ = (id) => document.getElementById(id);

/** Wires Practice, Check and New practice. */
export function wirePractice(page) {
  const { app } = page;
  $('practice').addEventListener('click', () => {
    if (app.practice) { app.practice = null; closeEditors(); page.update(); return; }
    if (app.tree.n > PRACTICE_NODES) { page.alert('tree-alert', { key: 'practiceNeedsSmall', params: { limit: PRACTICE_NODES } }); return; }
    page.pause();
    app.practice = { guesses: new Set(), windows: new Map(), checked: false, marks: new Map(), result: '' };
    page.update();
  });
  $('check').addEventListener('click', () => {
    const p = app.practice;
    const r = score(app.tree, p.guesses, p.windows);
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
        app.practice = { guesses: new Set(), windows: new Map(), checked: false, marks: new Map(), result: '' };
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
  const marks = !on ? new Map()
    : p.checked ? p.marks
      : new Map([...[...p.windows.keys()].map((id) => [id, 'window']), ...[...p.guesses].map((id) => [id, 'guess'])]);
  views[app.mode].alphabeta.setMarks(marks);
  if (app.mode === 'canvas') views.svg.alphabeta.setMarks(new Map());
}
