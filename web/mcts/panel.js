// The MCTS panel: a tree panel whose configuration runs Monte Carlo tree
// search (state/panel-config.js, `right=mcts,…`) shows this instead of its
// depth-first tree. Its own worker runs the search (engine `mcts`); the
// steps go by phase, iteration, 10 and 100 iterations, with keys; the c
// slider searches again with the new c (and keeps it in the link).

import { t, tError } from '../i18n/index.js';
import { effective, SIDES } from '../state/panel-config.js';
import { gameOf, leafValue } from '../games/index.js';
import { readRun, stateAt, iterationStart, curveRows } from './model.js';
import { stepSentence, phaseLine, phaseName, resultLine, cappedLine, boundsLine, versusLine } from './text.js';
import { panelTree } from '../state/panels.js';
import { treeSvg, termsTable } from './view.js';
import { convergenceSvg } from './chart.js';

/** Most iterations whose events the page keeps for stepping (the rest run untraced). */
export const TRACE_CAP = 1000;
/** Each side's panel id (the article's data-alg). */
const PANEL = { left: 'minimax', right: 'alphabeta' };
/** Each phase's glyph: the badge has a shape as well as a colour. */
const GLYPH = { selection: '▼', expansion: '✚', simulation: '◆', backpropagation: '▲' };

const el = (tag, props = {}, ...kids) => {
  const e = Object.assign(document.createElement(tag), props);
  e.append(...kids);
  return e;
};

/** A labelled button (`key`: its i18n key, `text`: its text now); translated again on a change of language. */
function button(key, text, onClick) {
  const b = el('button', { type: 'button', className: 'small', textContent: text });
  b.dataset.i18n = key;
  b.addEventListener('click', onClick);
  return b;
}

/**
 * The minimax value the other panel found at full depth, on MCTS's scale (−1…1, the root player's view), or null:
 * scaled by `bounds` [L, U] as the engine scales results (2(v − L)/(U − L) − 1), else by its sign.
 */
export function minimaxLine(summary, cfg, panel, bounds) {
  const s = summary?.[panel];
  if (!s || !(cfg.alg === 'minimax' || cfg.alg === 'alphabeta') || cfg.depth !== null || typeof s.value !== 'number') return null;
  const v = bounds ? Math.max(-1, Math.min(1, (2 * (s.value - bounds[0])) / (bounds[1] - bounds[0]) - 1)) : Math.sign(s.value);
  return (v * (summary.root_is_max === false ? -1 : 1)) || 0;
}

/**
 * A textbook tree's lowest and highest leaf values, [L, U], or null (other games, or one value): MCTS scales a
 * playout's value v by them, 2(v − L)/(U − L) − 1, as `--bounds L,U` does; by its sign alone, a tree of positive
 * values would score every playout a win.
 */
export function leafRange(tree) {
  if (!tree || !gameOf(tree)?.leafValue) return null;
  let lo = Infinity, hi = -Infinity;
  for (let id = 0; id < tree.n; id++) {
    const v = leafValue(tree, id);
    if (v !== null && Number.isFinite(v)) { lo = Math.min(lo, v); hi = Math.max(hi, v); }
  }
  return hi > lo ? [lo, hi] : null;
}

export class MctsPanel {
  /** @param app the page state; @param engine () => the Engine MCTS runs in; @param setConfig (side, changes) loads the view with that side's configuration changed. */
  constructor({ app, engine, setConfig }) {
    Object.assign(this, { app, engine, setConfig });
    this.sides = {};
  }

  /** The side's box, made on first use in its panel, after the tree's canvas. */
  box(side) {
    if (this.sides[side]) return this.sides[side];
    const article = document.querySelector(`.panel[data-alg="${PANEL[side]}"]`);
    const s = { side, article, run: null, step: -1, key: null };
    s.badge = el('p', { className: 'mcts-phase' });
    s.badge.setAttribute('aria-live', 'polite');
    s.sentence = el('p', { className: 'mcts-sentence' });
    const nav = el('div', { className: 'mcts-steps', role: 'group' });
    nav.dataset.i18nAria = 'mcts.steps';
    nav.setAttribute('aria-label', t('mcts.steps'));
    const go = (f) => () => this.go(side, f(s));
    nav.append(
      button('mcts.toStart', t('mcts.toStart'), go(() => -1)), button('mcts.prevIteration', t('mcts.prevIteration'), go((x) => this.iterStep(x, -1))),
      button('mcts.prevPhase', t('mcts.prevPhase'), go((x) => x.step - 1)), button('mcts.nextPhase', t('mcts.nextPhase'), go((x) => x.step + 1)),
      button('mcts.nextIteration', t('mcts.nextIteration'), go((x) => this.iterStep(x, 1))), button('mcts.next10', t('mcts.next10'), go((x) => this.iterStep(x, 10))),
      button('mcts.next100', t('mcts.next100'), go((x) => this.iterStep(x, 100))), button('mcts.toEnd', t('mcts.toEnd'), go((x) => x.run.steps.length - 1)),
    );
    s.slider = el('input', { type: 'range', min: '0', max: '3', step: '0.01', className: 'mcts-c' });
    s.cOut = el('output', { className: 'mcts-c-out' });
    const cLabel = el('span', { textContent: t('mcts.c') });
    cLabel.dataset.i18n = 'mcts.c';
    s.slider.addEventListener('input', () => { s.cOut.textContent = s.slider.value; });
    s.slider.addEventListener('change', () => this.setConfig(side, { c: Number(s.slider.value) }));
    const cField = el('label', { className: 'mcts-c-field' }, cLabel, ' ', s.slider, ' ', s.cOut);
    const keys = el('p', { className: 'hint', textContent: t('mcts.keys') });
    keys.dataset.i18n = 'mcts.keys';
    s.terms = el('div', { className: 'mcts-terms-box' });
    s.tree = el('div', { className: 'mcts-tree-box', tabIndex: 0 });
    s.tree.setAttribute('role', 'region');
    s.tree.dataset.i18nAria = 'mcts.treeLabel';
    s.tree.setAttribute('aria-label', t('mcts.treeLabel'));
    s.result = el('p', { className: 'mcts-result', role: 'status' });
    s.capped = el('p', { className: 'hint mcts-capped' });
    s.alert = el('p', { className: 'alert', role: 'alert' });
    // Cancel ends the MCTS worker (a fresh one takes its place); the last search stays on screen.
    s.cancel = button('cancel', t('cancel'), () => this.engine().cancel());
    s.cancel.hidden = true;
    s.chart = el('figure', { className: 'mcts-chart-box' });
    s.root = el('div', { className: 'mcts-view' }, cField, s.result, s.cancel, s.capped, s.alert, nav, keys, s.badge, s.sentence, s.terms, s.tree, s.chart);
    s.root.dataset.side = side;
    s.root.addEventListener('keydown', (e) => this.key(s, e));
    article.querySelector('.canvas').after(s.root);
    this.sides[side] = s;
    return s;
  }

  /** The first step of the iteration `d` iterations on from the step shown (by one back: the start of this one or the last). */
  iterStep(s, d) {
    const steps = s.run?.steps ?? [];
    const cur = s.step < 0 ? 0 : steps[s.step].iteration;
    if (d > 0) return Math.min(iterationStart(s.run, cur + d), steps.length - 1);
    const here = iterationStart(s.run, cur);
    return here < s.step ? here : cur > 1 ? iterationStart(s.run, cur - 1) : -1;
  }

  /** The keys: ← → a phase, Shift+← → an iteration, Page Down/Up 10 iterations, Home, End. */
  key(s, e) {
    if (!s.run || e.altKey || e.ctrlKey || e.metaKey || e.target.closest('input, select, textarea')) return;
    const to = {
      ArrowRight: () => (e.shiftKey ? this.iterStep(s, 1) : s.step + 1),
      ArrowLeft: () => (e.shiftKey ? this.iterStep(s, -1) : s.step - 1),
      PageDown: () => this.iterStep(s, 10),
      PageUp: () => { let x = s.step; for (let i = 0; i < 10 && x >= 0; i++) x = this.iterStep({ ...s, step: x }, -1); return x; },
      Home: () => -1,
      End: () => s.run.steps.length - 1,
    }[e.key];
    if (!to) return;
    e.preventDefault();
    e.stopPropagation();
    this.go(s.side, to());
  }

  go(side, step) {
    const s = this.sides[side];
    if (!s?.run) return;
    s.step = Math.max(-1, Math.min(step, s.run.steps.length - 1));
    this.render(s);
  }

  /** Shows or hides each side's MCTS view from the view's configurations, and searches when its inputs changed. */
  update() {
    const cfg = effective(this.app.view);
    for (const side of Object.keys(SIDES)) {
      const on = cfg[side].alg === 'mcts' && !!this.app.request;
      const article = document.querySelector(`.panel[data-alg="${PANEL[side]}"]`);
      article?.classList.toggle('mcts-on', on);
      const heading = article?.querySelector('[data-alg-title]');
      if (heading && on) { heading.textContent = t('mcts.title'); heading.dataset.mcts = 'on'; }
      else if (heading?.dataset.mcts) { delete heading.dataset.mcts; heading.textContent = t(PANEL[side]); }
      if (!on) { if (this.sides[side]) this.sides[side].root.hidden = true; continue; }
      const s = this.box(side);
      s.root.hidden = false;
      const c = cfg[side];
      if (document.activeElement !== s.slider) { s.slider.value = String(c.c); s.cOut.textContent = s.slider.value; }
      const other = side === 'left' ? 'right' : 'left';
      s.other = { summary: this.app.summary, cfg: cfg[other], panel: PANEL[other] };
      const request = { ...this.app.request, algorithm: 'mcts', pass: undefined };
      const range = request.bounds ? null : leafRange(panelTree(this.app, 'minimax'));
      if (range) request.bounds = `${range[0]},${range[1]}`;
      const job = { request, iterations: c.iterations, c: String(c.c), seed: c.seed, traced: TRACE_CAP };
      const key = JSON.stringify(job);
      if (key !== s.key) { s.key = key; this.search(s, job); } else this.render(s);
    }
  }

  async search(s, job) {
    s.result.textContent = t('mcts.running');
    s.alert.textContent = '';
    s.cancel.hidden = false;
    try {
      const progress = ({ nodes }) => { if (JSON.stringify(job) === s.key && nodes) s.result.textContent = t('mcts.runningNodes', { nodes }); };
      const result = await this.engine().mcts(job, progress);
      if (JSON.stringify(job) !== s.key) return;
      const keepIteration = s.run && s.step >= 0 ? s.run.steps[s.step].iteration : null;
      s.run = readRun(result);
      s.rows = curveRows(s.run);
      s.game = gameOf(this.app.summary);
      // A new c keeps the iteration shown (its first selection), so its terms can be compared.
      s.step = keepIteration ? Math.min(iterationStart(s.run, keepIteration), s.run.steps.length - 1) : -1;
      this.render(s);
    } catch (e) {
      if (JSON.stringify(job) !== s.key) return;
      // The key stays: the same inputs are not searched again until one changes.
      s.result.textContent = s.run ? resultLine(s.game, s.run) : '';
      s.alert.textContent = e.cancelled ? t('cancelled') : tError(e);
    } finally {
      if (JSON.stringify(job) === s.key) s.cancel.hidden = true;
    }
  }

  render(s) {
    if (!s.run) return;
    const st = stateAt(s.run, s.step);
    const phase = st.last?.phase ?? null;
    s.badge.className = `mcts-phase${phase ? ` phase-${phase}` : ''}`;
    s.badge.textContent = phase ? `${GLYPH[phase]} ${phaseLine(s.run, st)}` : phaseLine(s.run, st);
    s.badge.dataset.phase = phase ?? '';
    s.badge.title = phase ? phaseName(phase) : '';
    s.sentence.textContent = stepSentence(s.game, st);
    s.terms.innerHTML = termsTable(s.game, st);
    s.tree.innerHTML = treeSvg(s.game, st);
    const o = s.other;
    const who = document.querySelector(`[data-alg-title="${o.panel}"]`)?.textContent ?? '';
    s.result.textContent = [resultLine(s.game, s.run), o.cfg.alg === 'mcts' ? '' : versusLine(o.summary, o.summary?.[o.panel], panelTree(this.app, o.panel), who)].filter(Boolean).join(' ');
    s.capped.textContent = [cappedLine(s.run, TRACE_CAP), boundsLine(s.run)].filter(Boolean).join(' ');
    const mm = minimaxLine(s.other.summary, s.other.cfg, s.other.panel, s.run.summary.bounds);
    s.chart.innerHTML = convergenceSvg(s.game, s.rows, s.run.summary.curve_moves, mm, st.last?.iteration ?? 0, s.chart.clientWidth);
  }
}
