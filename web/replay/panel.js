// The Replay of Nilsson's tic-tac-toe game (ch. 12, Figs 3–6): one button
// steps Stage 1 → 2 → 3 and on to Fig. 6's alpha-beta search of the first
// stage; Previous goes back, and the step buttons (or ←/→ inside the panel)
// jump. Each step shows the stage's sense–plan–act sentences, its tree
// (replay/tree.js) and the counts of its search with and without symmetry
// side by side. The stages come once from the engine's worker (the core's
// replay_nilsson JSON), so every value is the search's own.

import { t, tError, num } from '../i18n/index.js';
import { stepsOf, stepLabel, stageSentences, countRows, lettersOf, partKey, countKey } from './text.js';
import { stageTreeSvg } from './tree.js';

const $ = (id) => document.getElementById(id);

export class ReplayPanel {
  /** @param engine () => an Engine (the lab's, made on first use) */
  constructor({ engine }) {
    this.engine = engine;
    this.data = null;
    this.at = -1; // the step shown; -1 before the first
    $('replay-next').addEventListener('click', () => this.go(this.at + 1));
    $('replay-prev').addEventListener('click', () => this.go(this.at - 1));
    // ←/→ step while the focus is in the panel; the trees' own keys do not see them.
    $('replay').addEventListener('keydown', (e) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.target.closest('input, select, textarea')) return;
      const to = { ArrowRight: this.at + 1, ArrowLeft: this.at - 1 }[e.key];
      if (to === undefined) return;
      e.preventDefault();
      e.stopPropagation();
      this.go(to);
    });
    this.render();
  }

  /** Shows step `i` (clamped), asking the engine for the stages the first time. */
  async go(i) {
    try {
      this.data ??= await this.engine().run('replay', null);
    } catch (e) {
      $('replay-sentence').textContent = tError(e);
      return;
    }
    this.at = Math.max(0, Math.min(stepsOf(this.data).length - 1, i));
    this.render();
  }

  /** Redraws in the current language (after a language switch, too). */
  update() { this.render(); }

  render() {
    const d = this.data, at = this.at;
    const steps = d ? stepsOf(d) : [];
    const last = steps.length - 1;
    $('replay-next').textContent = t(at < 0 ? 'replayStart' : 'replayNext');
    // A button that turns disabled under the focus hands it to the other, so the keys keep working.
    const next = $('replay-next'), prev = $('replay-prev');
    const focused = document.activeElement;
    next.disabled = d !== null && at >= last;
    prev.disabled = at <= 0;
    if (focused === next && next.disabled) prev.focus();
    if (focused === prev && prev.disabled) next.focus();
    const list = $('replay-steps');
    list.replaceChildren(...steps.map((_, i) => {
      const li = document.createElement('li');
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = stepLabel(d, i);
      if (i === at) b.setAttribute('aria-current', 'step');
      b.addEventListener('click', () => this.go(i));
      li.append(b);
      return li;
    }));
    const body = $('replay-body');
    body.hidden = at < 0;
    if (at < 0) { $('replay-where').textContent = ''; return; }
    const s = steps[at];
    $('replay-where').textContent = t('replayAt', { step: stepLabel(d, at), n: at + 1, total: steps.length });
    const sentence = $('replay-sentence');
    sentence.replaceChildren(...stageSentences(d, at).map(({ part, text }) => {
      const p = document.createElement('p');
      p.dataset.part = part;
      if (part !== 'alphabeta') {
        const b = document.createElement('b');
        b.textContent = t(partKey(part));
        p.append(b, ' ');
      }
      p.append(text);
      return p;
    }));
    const label = t('replayTreeLabel', { step: stepLabel(d, at) });
    $('replay-tree').innerHTML = stageTreeSvg(s, label, s.cutoff ? lettersOf(s) : null);
    $('replay-legend').textContent = t(s.cutoff ? 'replayLegendCut' : 'replayLegend');
    $('replay-caption').textContent = `${t(`title.${s.preset}`)} (${t('replaySource', { fig: s.figure })}): ${t(`caption.${s.preset}`)}`;
    const rows = countRows(s).map(({ key, on, off }) => `<tr data-row="${key}"><th scope="row">${t(countKey(key))}</th><td data-symmetry="on">${num(on)}</td><td data-symmetry="off">${num(off)}</td></tr>`);
    $('replay-counts').innerHTML = `<caption>${t(s.algorithm === 'alphabeta' ? 'replayCountsCaptionAb' : 'replayCountsCaption')}</caption>`
      + `<thead><tr><td></td><th scope="col">${t('replaySymOn')}</th><th scope="col">${t('replaySymOff')}</th></tr></thead><tbody>${rows.join('')}</tbody>`;
  }
}
