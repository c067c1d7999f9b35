// The solver ladder in the lab (Connect Four): one column per rung of
// engine/ladder.js, each the position solved exactly by the kernel with one more
// technique on, and rows for its nodes, time, score and gain over the rung
// before. It runs in the lab's engine (its own worker) and shares the lab's
// busy state, so only one of the lab's jobs runs at a time; Cancel ends it.

import { Cancelled } from '../engine/engine.js';
import { t, tError, num } from '../i18n/index.js';
import { fmt } from '../i18n/format.js';
import { RUNGS, LADDER_NODES, ETC_ROOT_EMPTY, gain, ladderNotes, ladderRungs, msText, ratioText } from '../engine/ladder.js';

const $ = (id) => document.getElementById(id);

export class LadderPanel {
  /**
   * @param page {app, engine: () => Engine, busy: () => boolean (any lab job), changed: () => void (redraw the lab's buttons),
   * describe: () => {position, side} (the position on screen as the lab names it)}
   */
  constructor(page) {
    this.page = page;
    this.run = null; // {position, side, results: {rung id: {score, nodes, book, ms} | {over, ms} | {skipped} | {error}}, order (rung ids as run), current, nodes, running, cancelled, error}
    $('ladder-run').addEventListener('click', () => this.start());
    $('ladder-cancel').addEventListener('click', () => { if (this.run?.running) this.page.engine().cancel(); });
  }

  get running() { return !!this.run?.running; }

  /** Climbs the ladder on the position on screen. */
  async start() {
    const app = this.page.app;
    if (this.page.busy() || !app.request) return;
    const { position, side } = this.page.describe();
    const { game, size, board } = app.request;
    const run = { position, side, results: {}, order: RUNGS.map((r) => r.id), current: RUNGS[0].id, nodes: 0, running: true, cancelled: false, error: null };
    this.run = run;
    this.page.changed();
    try {
      await this.page.engine().ladder({ game, size, board, rungs: ladderRungs(), budget: LADDER_NODES }, (p) => {
        if (this.run !== run) return;
        // On a position the book holds, the worker climbs down from the book: its order comes first.
        if (Array.isArray(p?.order)) { run.order = p.order; run.current = p.order[0]; this.render(); return; }
        if (typeof p?.rung !== 'string') { run.nodes = p?.nodes ?? 0; this.render(); return; }
        run.results[p.rung] = p;
        if (p.error && !run.error) run.error = p.error;
        run.current = run.order[run.order.indexOf(p.rung) + 1] ?? null;
        run.nodes = 0;
        this.render();
      });
    } catch (e) {
      if (this.run !== run) return;
      if (e instanceof Cancelled) run.cancelled = true; else run.error = e;
    }
    if (this.run !== run) return;
    run.running = false;
    this.page.changed();
  }

  render() {
    const run = this.run;
    $('ladder-intro').textContent = t('ladderIntro', { budget: num(LADDER_NODES), etcEmpty: ETC_ROOT_EMPTY });
    $('ladder-run').disabled = this.page.busy() || !this.page.app.request;
    $('ladder-cancel').hidden = !run?.running;
    const done = run ? Object.keys(run.results).length : 0;
    $('ladder-status').textContent = !run ? ''
      : run.cancelled ? t('ladderCancelled', { done, total: RUNGS.length })
        : run.running ? t('ladderProgress', { done, total: RUNGS.length, nodes: num(run.nodes) }) : '';
    $('ladder-for').textContent = run ? t('solvePosition', { position: run.position || t('labEmptyBoard'), side: run.side }) : '';
    $('ladder-alert').textContent = run?.error ? tError(run.error) : '';
    this.renderTable();
    const notes = run ? ladderNotes(run.results) : [];
    $('ladder-notes').replaceChildren(...notes.map((n) => {
      const li = document.createElement('li');
      const p = { ...n.params };
      for (const k of ['rung', 'from', 'to']) if (p[k]) p[k] = t(p[k]);
      if (typeof p.score === 'number') p.score = fmt(p.score);
      li.textContent = t(n.key, p);
      return li;
    }));
  }

  /** Columns: the rungs; rows: nodes, time, score and the gain over the rung before. */
  renderTable() {
    const run = this.run;
    const th = (text, scope = 'col') => { const e = document.createElement('th'); e.scope = scope; e.textContent = text; return e; };
    const caption = document.createElement('caption');
    caption.textContent = t('ladderCaption');
    const head = document.createElement('tr');
    head.append(th(t('ladderRung')));
    RUNGS.forEach((r) => { const e = th(t(r.label)); e.dataset.rung = r.id; head.append(e); });
    const thead = document.createElement('thead');
    thead.append(head);
    const rows = [
      ['nodes', t('ladderNodes'), (r) => (typeof r.nodes === 'number' ? num(r.nodes) : typeof r.over === 'number' ? t('ladderOver', { budget: num(r.over) })
        : r.skipped ? t('ladderSkipped') : '!')],
      ['ms', t('ladderMs'), (r) => (typeof r.ms === 'number' && !r.error ? num(msText(Math.max(0, r.ms))) : '')],
      ['score', t('ladderScore'), (r) => (typeof r.score === 'number' ? fmt(r.score) : '')],
      ['gain', t('ladderGainRow'), (r, i) => {
        const g = gain(run.results, i);
        if (!g) return '';
        // Fewer nodes as a factor (≥ after a rung over budget); more as a factor of more.
        return g.ratio >= 1 || g.atLeast ? `${g.atLeast ? '≥ ' : ''}${num(ratioText(g.ratio))}×` : t('ladderMore', { ratio: ratioText(1 / g.ratio) });
      }],
    ];
    const tbody = document.createElement('tbody');
    for (const [id, label, cell] of rows) {
      const tr = document.createElement('tr');
      tr.dataset.row = id;
      tr.append(th(label, 'row'));
      RUNGS.forEach((r, i) => {
        const td = document.createElement('td');
        td.dataset.rung = r.id;
        const res = run?.results[r.id];
        if (res) td.textContent = cell(res, i);
        else if (run?.running && run.current === r.id) { td.textContent = '…'; td.dataset.state = 'running'; } else td.dataset.state = 'pending';
        if (res?.error) td.title = tError(res.error);
        tr.append(td);
      });
      tbody.append(tr);
    }
    $('ladder-table').replaceChildren(caption, thead, tbody);
  }
}
