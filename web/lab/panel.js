// The enhancement lab and Solve panel (Connect Four). The counts and the
// solve run in a second engine (its own worker, made on first use), so the
// trees' analysis is never held up; Cancel ends that worker only. Cells and
// columns are shown as their progress messages arrive. The pure parts (rows,
// verdict, bound, score texts) are in lab.js, the chart in chart.js.

import { Cancelled } from '../engine/engine.js';
import { t, tError, num } from '../i18n/index.js';
import { fmt } from '../i18n/format.js';
import {
  ROWS, RANDOM_SEED, NODE_BUDGET, FUTILITY, futilityRow, knowledgeRows, labDepth, ebf, bestCaseNodes, verdict, progressOf, columnText, positionValue, pliesOf, rootMoves, sizeOf,
} from '../engine/lab.js';
import { chartSvg, legendHtml, swatchSvg } from './chart.js';
import { LearnPanel } from './learn-panel.js';
import { LadderPanel } from './ladder-panel.js';
import { cellExtra, futilityText, knowledgeText } from './extra-rows.js';
import { gameOf } from '../games/index.js';

const $ = (id) => document.getElementById(id);

/** A row's header cell: its line sample (chart.js markup: fixed shapes, no text) and its label. */
function rowHeader(swatch, text) {
  const cell = document.createElement('th');
  cell.scope = 'row';
  const inner = document.createElement('span');
  inner.className = 'lab-row-name';
  inner.innerHTML = swatch;
  const label = document.createElement('span');
  label.textContent = text;
  inner.append(label);
  cell.append(inner);
  return cell;
}

/** The label of a row in the current language. */
const rowLabel = (row) => t(row.label, { seed: RANDOM_SEED, margin: row.futility ?? 0, cells: row.endgame ?? 0 });

/** A row as the worker's lab job takes it. */
const wire = ({ id, algorithm, order, enhance, futility, book, endgame }) => ({ id, algorithm, order, enhance, futility, book, endgame });

/** One cell's progress message into the run's counts, root values and notes. */
function record(lab, p) {
  lab.results[p.row][p.depth] = typeof p.nodes === 'number' ? p.nodes : null;
  lab.values[p.row][p.depth] = typeof p.value === 'number' ? p.value : null;
  lab.extras[p.row][p.depth] = typeof p.nodes === 'number' ? { hits: p.hits, solver: p.solver, root: p.root } : null;
  if (p.error) { lab.notes[`${p.row}|${p.depth}`] = p.error; if (!lab.error) lab.error = p.error; }
}

export class LabPanel {
  /** @param app the page's state; @param engine () => the lab's Engine (made on first call) */
  /** @param load (view, opts) the page's load(), for the learned evaluation */
  constructor({ app, engine, load }) {
    this.app = app;
    this.engine = engine;
    this.learn = new LearnPanel({ app, load });
    this.ladder = new LadderPanel({ app, engine, busy: () => this.busy(), changed: () => this.render(), describe: () => ({ position: this.positionName(), side: app.summary?.to_move ?? 'X' }) });
    this.margin = FUTILITY.initial;
    this.lab = null; // {base, depths, b, position, side, results, running, cancelled, error}
    this.solve = null; // {position, side, size, plies, columns, total, running, cancelled, error, result}
    this.key = '';
    this.chartWidth = 0;
    $('lab-run').addEventListener('click', () => this.run());
    $('lab-cancel').addEventListener('click', () => this.cancel());
    $('solve-run').addEventListener('click', () => this.runSolve());
    $('solve-cancel').addEventListener('click', () => this.cancel());
    // The lab's depth follows the page's depth limit until someone sets it here.
    this.depthEdited = false;
    $('lab-depth').addEventListener('input', () => { this.depthEdited = true; this.renderLab(); });
    // The margin slider: its label follows a drag; letting go (or a key) reruns the futility row alone.
    const margin = $('lab-margin');
    Object.assign(margin, { min: FUTILITY.min, max: FUTILITY.max, step: FUTILITY.step, value: FUTILITY.initial });
    margin.addEventListener('input', () => { this.margin = Number(margin.value); this.renderMargin(); });
    margin.addEventListener('change', () => { this.margin = Number(margin.value); this.rerunFutility(); });
    window.addEventListener('resize', () => { if (this.lab && this.chartFits() === false) this.renderChart(); });
  }

  /** Whether the analysed position is of a game whose lesson the lab is (Connect Four's: games/connect4.js). */
  get active() {
    const a = this.app;
    return [gameOf(a.summary), gameOf(a.request?.game)].some((g) => !!g?.lessons?.includes('lab'));
  }

  /** The position on screen, as the engine reads it: {game, size, board, scoring…}. */
  base() {
    const { depth, order, algorithm, enhance, pruned, ...rest } = this.app.request;
    return rest;
  }

  /** The position on screen as the panel names it: its column sequence ('' for the empty board), else its grid. */
  positionName() {
    const s = this.app.summary;
    if (s?.moves) return s.moves;
    const board = s?.root ?? this.app.request?.board ?? '';
    return pliesOf(board) === 0 ? '' : board;
  }

  /** Called by the page's update(): shows or hides the panel and redraws it if anything it shows changed. */
  update() {
    const section = $('lab');
    const on = this.active;
    if (section.hidden === on) section.hidden = !on;
    if (!on) return;
    const key = `${document.documentElement.lang}|${this.app.view?.depth}|${this.app.summary?.root}`;
    this.learn.update();
    if (key === this.key) return;
    this.key = key;
    if (!this.depthEdited) $('lab-depth').value = String(labDepth(this.app.view?.depth));
    this.render();
  }

  /** The depths the next run counts: the lab's own input, clamped (empty: the default). */
  depths() { return labDepth($('lab-depth').value); }

  busy() { return !!(this.lab?.running || this.lab?.futilityRun || this.solve?.running || this.ladder.running); }

  /** The rows of the table: the run's, else those the next run counts. */
  rows() { return this.lab ? this.lab.rows : [...ROWS, futilityRow(this.margin), ...knowledgeRows(this.app.request?.size)]; }

  // ---- the lab --------------------------------------------------------------------------

  async run() {
    if (this.busy() || !this.app.request) return;
    const depths = this.depths();
    $('lab-depth').value = String(depths);
    const s = this.app.summary;
    const size = s?.size ?? this.app.request.size;
    const rows = [...ROWS, futilityRow(this.margin), ...knowledgeRows(size)];
    const each = () => Object.fromEntries(rows.map((r) => [r.id, []]));
    const lab = {
      base: this.base(), depths, b: rootMoves(s?.root) || sizeOf(s?.size).w, position: this.positionName(), side: s?.to_move ?? 'X', rows, margin: this.margin, size,
      results: each(), values: each(), extras: each(),
      notes: {}, running: true, cancelled: false, error: null, futilityRun: null,
    };
    this.lab = lab;
    this.render();
    try {
      await this.engine().lab({ base: lab.base, rows: rows.map(wire), depths, budget: NODE_BUDGET }, (p) => {
        if (this.lab !== lab) return;
        record(lab, p);
        this.renderLab();
      });
    } catch (e) {
      if (this.lab !== lab) return;
      if (e instanceof Cancelled) lab.cancelled = true; else lab.error = e;
    }
    if (this.lab !== lab) return;
    lab.running = false;
    this.render();
  }

  /**
   * The futility row again at the slider's margin, the other rows kept: after
   * a run, each new margin counts that row alone (a newer margin cancels the
   * count in progress). Before a run, or during one, the next run takes it.
   */
  async rerunFutility() {
    const lab = this.lab;
    this.renderMargin();
    if (!lab || lab.running || lab.margin === this.margin) return;
    if (lab.futilityRun) this.engine().cancel();
    const run = {};
    const row = futilityRow(this.margin);
    Object.assign(lab, { futilityRun: run, margin: this.margin, rows: lab.rows.map((r) => (r.id === row.id ? row : r)), cancelled: false });
    lab.results.futility = [];
    lab.values.futility = [];
    for (const k of Object.keys(lab.notes)) if (k.startsWith('futility|')) delete lab.notes[k];
    this.render();
    try {
      await this.engine().lab({ base: lab.base, rows: [wire(row)], depths: lab.depths, budget: NODE_BUDGET }, (p) => {
        if (this.lab === lab && lab.futilityRun === run) { record(lab, p); this.renderLab(); }
      });
    } catch (e) {
      if (lab.futilityRun !== run) return;
      if (e instanceof Cancelled) lab.cancelled = true; else lab.error = e;
    }
    if (lab.futilityRun !== run) return;
    lab.futilityRun = null;
    this.render();
  }

  /** The slider's visible value, and the sentence on the futility row. */
  renderMargin() {
    $('lab-margin-value').textContent = num(this.margin);
    $('lab-margin').setAttribute('aria-valuetext', t('labMarginValue', { margin: this.margin }));
    $('lab-futility-note').textContent = futilityText(this.lab, this.margin);
    $('lab-knowledge-note').textContent = knowledgeText(this.lab);
  }

  /** Ends the running lab or solve (the lab's worker only; the trees' search goes on). */
  cancel() {
    if (!this.busy()) return;
    this.engine().cancel();
  }

  render() {
    this.renderLab();
    this.renderSolve();
    this.ladder.render();
  }

  renderLab() {
    const lab = this.lab;
    const depths = lab ? lab.depths : this.depths();
    $('lab-intro').textContent = t('labIntro', { depth: depths });
    const running = !!(lab?.running || lab?.futilityRun);
    $('lab-run').disabled = this.busy() || !this.app.request;
    $('solve-run').disabled = this.busy() || !this.app.request;
    $('lab-depth').disabled = this.busy();
    $('lab-cancel').hidden = !running;
    const { done, total } = lab ? progressOf(lab.results, lab.rows, lab.depths) : { done: 0, total: this.rows().length * depths };
    const progress = $('lab-progress');
    progress.hidden = !lab;
    progress.max = total;
    progress.value = done;
    $('lab-status').textContent = !lab ? '' : lab.cancelled ? t('labCancelled', { done, total }) : t('labProgress', { done, total });
    $('lab-for').textContent = lab ? t('labFor', { position: lab.position || t('labEmptyBoard'), side: lab.side, depth: lab.depths }) : '';
    $('lab-alert').textContent = lab?.error ? tError(lab.error) : '';
    this.renderTable(depths);
    this.renderMargin();
    const v = lab ? verdict(lab.results) : null;
    $('lab-verdict').textContent = v ? `${t(v.key, v.params)} ${t(v.claim)}` : t('labNoVerdict');
    $('lab-figure').hidden = !lab;
    if (lab) this.renderChart();
  }

  /** The table: a row per search, a column per depth and the effective branching factor, then the best case. */
  renderTable(depths) {
    const lab = this.lab;
    const table = $('lab-table');
    const caption = document.createElement('caption');
    caption.textContent = t('labTableCaption');
    const skipped = !!lab && lab.rows.some((row) => lab.results[row.id].some((v, d) => v === null && !lab.notes[`${row.id}|${d}`]));
    $('lab-skip-note').textContent = skipped ? t('labSkipNote', { budget: num(NODE_BUDGET) }) : '';
    const head = document.createElement('tr');
    const th = (text, scope = 'col') => { const e = document.createElement('th'); e.scope = scope; e.textContent = text; return e; };
    head.append(th(t('labCombination')));
    for (let d = 1; d <= depths; d++) head.append(th(num(d)));
    const ebfHead = th(t('labEbf'));
    ebfHead.title = t('labEbfTitle');
    head.append(ebfHead);
    const thead = document.createElement('thead');
    thead.append(head);
    const tbody = document.createElement('tbody');
    this.rows().forEach((row, i) => {
      const tr = document.createElement('tr');
      tr.dataset.row = row.id;
      const name = rowHeader(swatchSvg(i), rowLabel(row));
      tr.append(name);
      const counts = lab ? lab.results[row.id] : [];
      for (let d = 1; d <= depths; d++) {
        const td = document.createElement('td');
        td.dataset.depth = String(d);
        const v = counts[d];
        if (typeof v === 'number') {
          td.textContent = num(v);
          cellExtra(td, lab, row, d);
        } else if (v === null) {
          const err = lab.notes[`${row.id}|${d}`];
          td.textContent = err ? '!' : '—';
          td.title = err ? t('labFailedCell', { msg: tError(err) }) : t('labSkipped', { budget: num(NODE_BUDGET) });
          td.dataset.state = err ? 'error' : 'skipped';
        } else td.dataset.state = 'pending';
        tr.append(td);
      }
      const e = ebf(counts);
      const td = document.createElement('td');
      td.className = 'lab-ebf';
      td.textContent = e ? (Math.round(e.value * 100) / 100).toFixed(2) : '';
      tr.append(td);
      tbody.append(tr);
    });
    const b = lab ? lab.b : rootMoves(this.app.summary?.root) || 7;
    const bound = document.createElement('tr');
    bound.className = 'lab-bound-row';
    bound.dataset.row = 'bound';
    bound.append(rowHeader(swatchSvg(0, true), t('labBestCase', { b })));
    for (let d = 1; d <= depths; d++) {
      const td = document.createElement('td');
      td.dataset.depth = String(d);
      td.textContent = num(bestCaseNodes(b, d));
      bound.append(td);
    }
    bound.append(document.createElement('td'));
    const tfoot = document.createElement('tfoot');
    tfoot.append(bound);
    table.replaceChildren(caption, thead, tbody, tfoot);
    $('lab-bound-note').textContent = t('labBoundNote', { b });
  }

  /** Whether the chart was drawn for the container's current width. */
  chartFits() {
    return Math.round(this.chartWidthNow()) === this.chartWidth;
  }

  chartWidthNow() {
    return Math.max(260, Math.min(760, $('lab-chart').clientWidth || 640));
  }

  renderChart() {
    const lab = this.lab;
    const width = this.chartWidthNow();
    this.chartWidth = Math.round(width);
    const rows = lab.rows.map((row) => ({ id: row.id, label: rowLabel(row), counts: lab.results[row.id] }));
    const bound = { label: t('labBestCase', { b: lab.b }), counts: [undefined, ...Array.from({ length: lab.depths }, (_, i) => bestCaseNodes(lab.b, i + 1))] };
    // The summary a screen reader hears: the fewest and most nodes at the deepest depth every counted row reached.
    let summary = '';
    for (let d = lab.depths; d >= 1 && !summary; d--) {
      const at = rows.filter((r) => typeof r.counts[d] === 'number');
      if (at.length < 2) continue;
      at.sort((a, b) => a.counts[d] - b.counts[d]);
      const lo = at[0], hi = at[at.length - 1];
      summary = t('labChartSummary', { depth: d, fewest: lo.label, low: num(lo.counts[d]), most: hi.label, high: num(hi.counts[d]) });
    }
    const data = { depths: lab.depths, rows, bound, labels: { x: t('labAxisDepth'), y: t('labAxisNodes'), title: t('labChartTitle'), summary } };
    const height = Math.round(Math.max(220, Math.min(340, width * 0.55)));
    $('lab-chart').innerHTML = chartSvg(data, { width, height, num }); // escaped by chart.js
    $('lab-legend').innerHTML = legendHtml(data);
  }

  // ---- Solve ------------------------------------------------------------------------------

  async runSolve() {
    if (this.busy() || !this.app.request) return;
    const s = this.app.summary;
    const size = s?.size ?? this.app.request.size ?? '7x6';
    const { w } = sizeOf(size);
    const solve = {
      position: this.positionName(), side: s?.to_move ?? 'X', size, plies: pliesOf(s?.root ?? this.app.request.board),
      columns: [], total: w, running: true, cancelled: false, error: null, result: null,
    };
    this.solve = solve;
    this.render();
    const { game, board } = this.app.request;
    const request = { game, size: Array.isArray(size) ? `${size[0]}x${size[1]}` : size, board, columns: Array.from({ length: w }, (_, i) => i + 1) };
    try {
      await this.engine().solve(request, (c) => {
        // Only a solved column counts, not the search's progress of nodes and time between columns.
        if (this.solve !== solve || typeof c?.column !== 'number') return;
        solve.columns.push(c);
        this.renderSolve();
      });
      if (this.solve === solve) solve.result = positionValue(solve.columns, solve.size, solve.plies);
    } catch (e) {
      if (this.solve !== solve) return;
      if (e instanceof Cancelled) solve.cancelled = true; else solve.error = e;
    }
    if (this.solve !== solve) return;
    solve.running = false;
    this.render();
  }

  renderSolve() {
    const solve = this.solve;
    $('lab-run').disabled = this.busy() || !this.app.request;
    $('solve-run').disabled = this.busy() || !this.app.request;
    $('solve-cancel').hidden = !solve?.running;
    const done = solve ? solve.columns.length : 0;
    $('solve-status').textContent = !solve ? ''
      : solve.cancelled ? t('solveCancelled', { done, total: solve.total })
        : t('solveProgress', { done, total: solve.total });
    $('solve-for').textContent = solve ? t('solvePosition', { position: solve.position || t('labEmptyBoard'), side: solve.side }) : '';
    $('solve-alert').textContent = solve?.error ? tError(solve.error) : '';
    const r = solve?.result;
    $('solve-value').textContent = !r ? '' : r.value === null ? t(r.key) : t(r.key, { ...r.params, value: fmt(r.value), side: solve.side });
    const best = new Set(r?.best ?? []);
    const items = (solve?.columns ?? []).map((c) => {
      const li = document.createElement('li');
      li.dataset.column = String(c.column);
      const text = columnText(c.column, c.value, solve.size, solve.plies);
      li.textContent = t(text.key, text.params);
      if (c.value !== null) {
        const score = document.createElement('span');
        score.className = 'solve-score';
        // A column the engine answers without a search (a forced loss, say) has no nodes to report.
        score.textContent = c.nodes > 0 ? ` (${fmt(c.value)}, ${t('nodesN', { n: c.nodes })})` : ` (${fmt(c.value)})`;
        li.append(score);
      }
      if (best.has(c.column)) li.dataset.best = 'true';
      return li;
    });
    $('solve-columns').replaceChildren(...items);
  }
}
