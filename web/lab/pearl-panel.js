// Pearl's chart: the student sets b, d and the sample size with three
// sliders (visible values, arrow keys, touch); Draw, and after a first draw
// any change of a slider, counts the sample in the lab's worker (so the main
// thread only draws what arrives), with progress and Cancel. The numbers and
// texts come from engine/pearl.js, the drawing from lab/chart.js.

import { Cancelled } from '../engine/engine.js';
import { t, tError, num, getLang } from '../i18n/index.js';
import { chartSvg, legendHtml } from './chart.js';
import { PEARL, MAX_LEAVES, clampTo, depthCap, chartDepth, seedsOf, meansOf, pearlSeries, pearlNote, pearlProgress, round } from '../engine/pearl.js';

const $ = (id) => document.getElementById(id);

/** A number as the sentence and table quote it: grouped, up to 2 decimals (pearl.js has rounded it). */
const dec = (x) => new Intl.NumberFormat(getLang(), { maximumFractionDigits: 2 }).format(x);
/** A note's text with its numbers written by dec. */
const text = ({ key, params }) => t(key, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'number' ? dec(v) : v])));
/** The note and, from depth 3, the growth a ply. */
const noteText = (note) => (note.growth ? `${text(note)} ${text(note.growth)}` : text(note));

export class PearlPanel {
  /** @param engine () => the lab's Engine (made on first call) */
  constructor({ engine }) {
    this.engine = engine;
    this.run = null; // {b, D, n, seeds, leaves, running, cancelled, error}
    this.drawn = false; // after a first draw, a slider's change draws again
    this.chartWidth = 0;
    for (const k of ['b', 'd', 'n']) {
      const input = $(`pearl-${k}`);
      Object.assign(input, { min: PEARL[k].min, max: PEARL[k].max, step: 1, value: PEARL[k].initial });
      input.addEventListener('input', () => this.renderControls());
      input.addEventListener('change', () => { this.renderControls(); if (this.drawn) this.start(); });
    }
    $('pearl-run').addEventListener('click', () => this.start());
    $('pearl-cancel').addEventListener('click', () => this.cancel());
    window.addEventListener('resize', () => { if (this.run && this.widthNow() !== this.chartWidth) this.renderChart(); });
    this.render();
  }

  /** The sliders' values, clamped: {b, d, n, D} (D: the depths that will run). */
  settings() {
    const b = clampTo($('pearl-b').value, PEARL.b), d = clampTo($('pearl-d').value, PEARL.d), n = clampTo($('pearl-n').value, PEARL.n);
    return { b, d, n, D: chartDepth(b, d) };
  }

  /** Counts a new sample (a run in progress is cancelled: the newest settings win). */
  async start() {
    if (this.run?.running) this.engine().cancel();
    const { b, n, D } = this.settings();
    const seeds = seedsOf(PEARL.seed, n);
    const run = { b, D, n, seeds, leaves: [[]], running: true, cancelled: false, error: null };
    for (let d = 1; d <= D; d++) run.leaves.push([]);
    this.run = run;
    this.drawn = true;
    this.render();
    try {
      await this.engine().pearl({ b, depths: D, seeds }, (p) => {
        if (this.run !== run) return;
        run.leaves[p.depth].push(p.leaves);
        // The chart changes when a depth's sample is complete; the progress with each tree.
        if (run.leaves[p.depth].length === n) this.render(); else this.renderStatus();
      });
    } catch (e) {
      if (this.run !== run) return;
      if (e instanceof Cancelled) run.cancelled = true; else run.error = e;
    }
    if (this.run !== run) return;
    run.running = false;
    this.render();
  }

  /** Called by the page's update(): redraws in a new language. */
  update() {
    const lang = document.documentElement.lang;
    if (lang !== this.lang) { this.lang = lang; this.render(); }
  }

  cancel() {
    if (this.run?.running) this.engine().cancel();
  }

  render() {
    this.renderControls();
    this.renderStatus();
    const run = this.run;
    $('pearl-figure').hidden = !run;
    if (!run) { $('pearl-note').textContent = ''; $('pearl-table').replaceChildren(); return; }
    const means = meansOf(run.leaves, run.D, run.n);
    const note = pearlNote(means, run.b, run.D);
    $('pearl-note').textContent = note ? noteText(note) : '';
    $('pearl-sample').textContent = t('pearlSample', { n: run.n, first: run.seeds[0], last: run.seeds[run.seeds.length - 1], b: run.b });
    this.renderChart(means);
    this.renderTable(means);
  }

  /** The sliders' visible values, and the note when the depth is capped. */
  renderControls() {
    const { b, d, n, D } = this.settings();
    $('pearl-b-value').textContent = num(b);
    $('pearl-d-value').textContent = num(d);
    $('pearl-n-value').textContent = num(n);
    $('pearl-cap').textContent = D < d ? t('pearlCap', { b, d: depthCap(b), limit: MAX_LEAVES }) : '';
  }

  renderStatus() {
    const run = this.run;
    const { done, total } = run ? pearlProgress(run.leaves, run.D, run.n) : { done: 0, total: 0 };
    const progress = $('pearl-progress');
    progress.hidden = !run;
    progress.max = Math.max(1, total);
    progress.value = done;
    $('pearl-cancel').hidden = !run?.running;
    $('pearl-status').textContent = !run ? '' : run.cancelled ? t('pearlCancelled', { done, total }) : t('pearlProgress', { done, total });
    $('pearl-alert').textContent = run?.error ? tError(run.error) : '';
  }

  widthNow() { return Math.round(Math.max(260, Math.min(760, $('pearl-chart').clientWidth || 640))); }

  renderChart(means = meansOf(this.run.leaves, this.run.D, this.run.n)) {
    const { b, D } = this.run;
    const width = this.widthNow();
    this.chartWidth = width;
    const rows = pearlSeries(means, b, D).map((s) => ({ ...s, label: t(s.label, { b }) }));
    const note = pearlNote(means, b, D);
    const data = { depths: D, rows, bound: null, labels: { x: t('labAxisDepth'), y: t('pearlAxisLeaves'), title: t('pearlChartTitle', { b }), summary: note ? noteText(note) : '' } };
    const height = Math.round(Math.max(220, Math.min(340, width * 0.55)));
    $('pearl-chart').innerHTML = chartSvg(data, { width, height, num }); // escaped by chart.js
    $('pearl-legend').innerHTML = legendHtml(data);
  }

  /** The same numbers as a table: a row per depth, the mean then the three formulas. */
  renderTable(means) {
    const { b, D } = this.run;
    const series = pearlSeries(means, b, D);
    const cell = (tag, text, scope) => { const e = document.createElement(tag); e.textContent = text; if (scope) e.scope = scope; return e; };
    const head = document.createElement('tr');
    head.append(cell('th', t('labAxisDepth'), 'col'), ...series.map((s) => cell('th', t(s.label, { b }), 'col')));
    const thead = document.createElement('thead');
    thead.append(head);
    const tbody = document.createElement('tbody');
    for (let d = 1; d <= D; d++) {
      const tr = document.createElement('tr');
      tr.dataset.depth = String(d);
      tr.append(cell('th', num(d), 'row'));
      for (const s of series) {
        const v = s.counts[d];
        const td = cell('td', typeof v === 'number' ? dec(round(v)) : '');
        td.dataset.series = s.id;
        if (typeof v !== 'number') td.dataset.state = 'pending';
        tr.append(td);
      }
      tbody.append(tr);
    }
    const caption = cell('caption', t('pearlTableCaption'));
    $('pearl-table').replaceChildren(caption, thead, tbody);
  }
}
