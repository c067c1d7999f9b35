// "Learn an evaluation (TD(λ))", the lab's last part: Start trains a Connect
// Four evaluation in its own worker (engine/worker.js 'learn', the wasm
// Learner, a few games a call), the curve is drawn as each chunk arrives, and
// Cancel ends that worker, keeping the weights of the last chunk heard. Use
// these weights makes them the evaluation of the page's Connect Four
// searches (the view's `c4eval`, sent as the request's `eval`); the choice
// beside it also offers the hand-made evaluation and the shipped weights.
// The pure parts are in learn.js, the chart in chart.js.

import { Engine, Cancelled, workerUrl } from '../engine/engine.js';
import { t, tError, num } from '../i18n/index.js';
import { LEARN, learnJob, parsePoints, lastPointText, statusText, evalChoice, weightsFileName } from './learn.js';
import { curveSvg } from './chart.js';

const $ = (id) => document.getElementById(id);

export class LearnPanel {
  /** @param app the page's state; @param load (view, opts) the page's load() */
  constructor({ app, load }) {
    this.app = app;
    this.load = load;
    this.engine = null; // its own worker, made on first Start
    this.run = null; // {job, total, games, points, weights, running, cancelled, error, seed}
    this.trained = null; // the weights last chosen with Use these weights: {json, games, seed}
    this.key = '';
    for (const [id, range] of [['learn-games', LEARN.games], ['learn-seed', LEARN.seed], ['learn-depth', LEARN.depth]]) {
      Object.assign($(id), { min: range.min, max: range.max, value: range.initial }, range.step ? { step: range.step } : {});
    }
    $('learn-start').addEventListener('click', () => this.start());
    $('learn-cancel').addEventListener('click', () => this.cancel());
    $('learn-use').addEventListener('click', () => this.use());
    $('learn-download').addEventListener('click', () => this.download());
    for (const r of document.querySelectorAll('input[name="learn-eval"]')) r.addEventListener('change', () => this.choose(r.value));
    window.addEventListener('resize', () => { if (this.run) this.renderChart(); });
  }

  /** Called with the lab's update(): redraws when the language or the evaluation in use changed. */
  update() {
    // Weights a link's kept state brought back (state/kept.js) are the ones learned here.
    if (this.app.trained && this.app.trained !== this.trained && this.app.trained.json === this.app.view?.c4eval) this.trained = this.app.trained;
    const key = `${document.documentElement.lang}|${evalChoice(this.app.view?.c4eval)}`;
    if (key === this.key) return;
    this.key = key;
    this.render();
  }

  async start() {
    if (this.run?.running) return;
    const job = learnJob({ games: $('learn-games').value, seed: $('learn-seed').value, depth: $('learn-depth').value });
    for (const [id, k] of [['learn-games', 'games'], ['learn-seed', 'seed'], ['learn-depth', 'depth']]) $(id).value = String(k === 'games' ? job.games : job.settings[k]);
    const run = { job, total: job.games, games: 0, points: [], weights: null, running: true, cancelled: false, error: null, seed: job.settings.seed };
    this.run = run;
    this.render();
    this.engine ??= new Engine(workerUrl(true));
    try {
      const result = await this.engine.learn(job, (p) => {
        if (this.run !== run) return;
        run.games = p.games;
        run.points.push(...parsePoints(p.points));
        run.weights = p.weights;
        this.render();
      });
      if (this.run !== run) return;
      // The whole curve, as the engine keeps it: the same points, whatever the page missed.
      run.points = parsePoints(result.curve);
      run.games = result.games;
      run.weights = result.weights;
    } catch (e) {
      if (this.run !== run) return;
      if (e instanceof Cancelled) run.cancelled = true; else run.error = e;
    }
    if (this.run !== run) return;
    run.running = false;
    this.render();
  }

  /** Ends the training (its worker only); the weights after the last chunk heard stay usable. */
  cancel() {
    if (this.run?.running) this.engine.cancel();
  }

  /** Makes the weights learned here the evaluation of the page's Connect Four searches. */
  use() {
    const run = this.run;
    if (!run?.weights || run.running) return;
    this.trained = { json: run.weights, games: run.games, seed: run.seed };
    this.app.trained = this.trained; // a link keeps it in this browser (state/links.js)
    this.choose('trained');
  }

  /** Analyses the position again with evaluation `choice`: 'default', 'learned' (shipped) or 'trained'. */
  choose(choice) {
    const view = this.app.view;
    if (!view) return;
    const c4eval = choice === 'trained' ? this.trained?.json : choice === 'learned' ? 'learned' : null;
    if (choice === 'trained' && !c4eval) return;
    this.load({ ...view, c4eval }, { history: 'replace' });
  }

  /** Saves the weights as a weight file (the CLI's --eval @file reads it). */
  download() {
    const run = this.run;
    if (!run?.weights) return;
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([run.weights], { type: 'application/json' }));
    a.download = weightsFileName(run.seed, run.games);
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  }

  render() {
    const run = this.run;
    const running = !!run?.running;
    $('learn-start').disabled = running;
    $('learn-cancel').hidden = !running;
    for (const id of ['learn-games', 'learn-seed', 'learn-depth']) $(id).disabled = running;
    const progress = $('learn-progress');
    progress.hidden = !run;
    progress.max = run ? run.total : 1;
    progress.value = run ? run.games : 0;
    const s = statusText(run);
    $('learn-status').textContent = s ? t(s.key, s.params) : '';
    $('learn-alert').textContent = run?.error ? tError(run.error) : '';
    const last = run ? lastPointText(run.points) : null;
    $('learn-last').textContent = last ? t(last.key, last.params) : '';
    $('learn-use').disabled = running || !run?.weights;
    $('learn-download').disabled = !run?.weights;
    $('learn-figure').hidden = !run;
    if (run) this.renderChart();
    // The evaluation the trees use now.
    const choice = evalChoice(this.app.view?.c4eval);
    for (const r of document.querySelectorAll('input[name="learn-eval"]')) {
      r.checked = r.value === choice;
      if (r.value === 'trained') r.disabled = !this.trained;
    }
    const trained = choice === 'trained' && this.trained ? { games: this.trained.games, seed: this.trained.seed } : null;
    $('learn-eval-now').textContent = trained ? t('learnEvalTrained', trained) : t(choice === 'learned' ? 'learnEvalShipped' : 'learnEvalDefault');
    // Beside the board too, where the trees are watched: a learned evaluation is never in use unseen.
    const note = $('c4-eval-note');
    note.hidden = choice === 'default';
    note.textContent = trained ? t('learnEvalNoteTrained', trained) : choice === 'learned' ? t('learnEvalNoteShipped') : '';
  }

  renderChart() {
    const run = this.run;
    const width = Math.max(260, Math.min(760, $('learn-chart').clientWidth || 640));
    const last = lastPointText(run.points);
    const labels = {
      x: t('learnAxisGames'), y: t('learnAxisRate'), title: t('learnChartTitle', { every: run.job.settings.eval_every }),
      even: t('learnEven'), summary: last ? t(last.key, last.params) : '',
    };
    $('learn-chart').innerHTML = curveSvg(run.points, { total: run.total, width, height: Math.round(Math.max(200, Math.min(300, width * 0.45))), labels, num }); // escaped by chart.js
  }
}
