// The play panel of the maze games (Pacman, the two robots): the sense–plan–
// act loop played turn by turn, and win rates.
// - Play a game: the whole game is played in the panel's own worker (wasm
//   play_game, every decision counted by minimax and alpha-beta); then each
//   decision is shown as an ordinary analysis of layout + history (its tree
//   in the page's views, its state in the maze), with the move taken, the
//   score and a running chart of nodes per decision. Buttons, a slider and
//   keys step through the decisions; a link holds play=SEED and the history.
// - Win rates: N games of alpha-beta (ghosts as MIN) and of expectimax
//   (ghosts at random), both against ghosts that move at random, with a
//   progress bar, Cancel, a bar chart and a caption; the trappedClassic
//   story is a preset. The robots' parity presets play open8 and open8even.
// Every number said comes from the engine (play/text.js).

import { Cancelled } from '../engine/engine.js';
import { t, tError, num } from '../i18n/index.js';
import { gameOf } from '../games/index.js';
import { decisions, playRequest, SIDES, stepOfHistory } from '../engine/played.js';
import { nodesSvg, PARTS, partSwatch, ratesSvg } from './chart.js';
import { decisionSentence, endSentence, nodesSentence, paritySentence, searched, sideSentence, whySentence } from './text.js';
import { swatchSvg } from '../lab/chart.js';

const $ = (id) => document.getElementById(id);
/** Milliseconds between decisions when Play steps through them on its own. */
const AUTO_MS = 1400;
/** The trappedClassic story: its layout, depth and games. */
export const TRAPPED = Object.freeze({ maze: 'trappedClassic', depth: 3, games: 200 });

/** What a played game or a run depends on: the game, layout, depth and Pacman's options. */
const keyOf = (v) => `${v.game}|${v.position?.maze}|${v.depth}|${v.ghosts}|${v.eval}|${v.bounds}`;

export class PlayPanel {
  /** @param page {app, load(view, opts), seek(pos), engine: () => the panel's Engine (made on first call)} */
  constructor(page) {
    this.page = page;
    this.played = null; // {key, seed, game, list, ms}
    this.step = 0;
    this.busy = false;
    this.auto = null;
    this.run = null; // {key, games, tallies, done, cancelled, ms, error}
    this.renderKey = '';
    this.restoring = false;
    $('play-game').addEventListener('click', () => this.playGame());
    $('play-cancel').addEventListener('click', () => this.cancel());
    $('play-first').addEventListener('click', () => this.go(0));
    $('play-prev').addEventListener('click', () => this.go(this.step - 1));
    $('play-next').addEventListener('click', () => this.go(this.step + 1));
    $('play-last').addEventListener('click', () => this.go(this.played.list.length - 1));
    $('play-auto').addEventListener('click', () => this.toggleAuto());
    $('play-step').addEventListener('input', (e) => this.go(Number(e.target.value)));
    $('play-odd').addEventListener('click', () => this.robots('open8'));
    $('play-even').addEventListener('click', () => this.robots('open8even'));
    $('rates-run').addEventListener('click', () => this.runRates());
    $('rates-cancel').addEventListener('click', () => this.cancel());
    $('rates-trapped').addEventListener('click', () => this.trapped());
    // The arrows, Home and End step through decisions while focus is in the panel (not in a text box or the slider).
    $('play-panel').addEventListener('keydown', (e) => {
      if (!this.played || e.altKey || e.ctrlKey || e.metaKey || e.target.matches('input:not([type=button]), select, textarea')) return;
      const to = { ArrowLeft: this.step - 1, ArrowRight: this.step + 1, Home: 0, End: this.played.list.length - 1 }[e.key];
      if (to === undefined) return;
      e.preventDefault();
      e.stopPropagation();
      this.go(to);
    });
  }

  get app() { return this.page.app; }

  /** The maze game on screen ('pacman' or 'robots'), or null. */
  game() {
    const v = this.app.view;
    return gameOf(v.game)?.maze && v.position?.maze !== undefined ? v.game : null;
  }

  /** Called by the page's update(): shows the panel for the maze games and drops a game whose layout or options changed. */
  update() {
    const game = this.game();
    $('play-panel').hidden = !game;
    if (!game) { this.stopAuto(); return; }
    const key = keyOf(this.app.view);
    if (this.played && this.played.key !== key) { this.stopAuto(); this.played = null; this.app.view.play = null; }
    if (this.run && this.run.key !== key && !this.run.running) this.run = null;
    // A link with play=SEED: play that game and show the decision its history names.
    if (!this.played && !this.busy && this.app.view.play !== null && this.app.view.play !== undefined && this.app.summary?.maze) {
      $('play-seed').value = String(this.app.view.play);
      this.playGame(this.app.view.position.history ?? '');
    }
    this.render();
  }

  /** The seed in the box (a whole number, 1 when empty or bad). */
  seed() {
    const n = Number($('play-seed').value);
    return Number.isInteger(n) && n >= 0 ? n : 1;
  }

  /** Plays a whole game of the view on screen from its start; then shows the decision `at` names (a history), else the first. */
  async playGame(at = null) {
    const view = this.app.view;
    if (!this.game() || this.busy) return;
    this.stopAuto();
    const seed = this.seed();
    this.busy = true;
    this.played = null;
    this.say('play-alert', '');
    this.render();
    try {
      const { game, ms } = await this.page.engine().playGame({ request: playRequest(view, seed), index: 0 });
      this.busy = false;
      const list = decisions(game);
      this.played = { key: keyOf(view), seed, game, list, ms, kind: view.game, chance: !!gameOf(view.game)?.played?.chance?.(view) };
      const k = at === null ? -1 : stepOfHistory(list, at);
      await this.go(k < 0 ? 0 : k);
    } catch (e) {
      this.busy = false;
      if (!(e instanceof Cancelled)) this.say('play-alert', tError(e));
      this.render();
    }
  }

  /** Shows decision `k`: its tree (the analysis of layout + history) and the maze, and where the game stands. */
  async go(k) {
    const p = this.played;
    if (!p) return;
    k = Math.max(0, Math.min(p.list.length - 1, k));
    this.step = k;
    this.render();
    const d = p.list[k];
    const view = this.app.view;
    // Already on screen (a link to this decision): the finished search, unless the link names a step of it.
    if (view.position.history === d.history && view.play === p.seed && this.app.summary) {
      if (this.app.pos === 0) this.page.seek(this.app.total);
      return;
    }
    const ok = await this.page.load({ ...view, position: { maze: view.position.maze, history: d.history }, play: p.seed, step: 0 }, { history: 'replace', alertAt: 'play-alert' });
    // The decision's search, finished: its values, pruned branches and the move it chose.
    if (ok && this.step === k && this.played === p) this.page.seek(this.app.total);
  }

  toggleAuto() {
    if (this.auto) { this.stopAuto(); return; }
    if (!this.played) return;
    if (this.step >= this.played.list.length - 1) this.go(0);
    this.auto = setInterval(() => {
      if (!this.played || this.step >= this.played.list.length - 1) { this.stopAuto(); return; }
      this.go(this.step + 1);
    }, AUTO_MS);
    this.render();
  }

  stopAuto() {
    if (this.auto) clearInterval(this.auto);
    this.auto = null;
  }

  /** A parity preset of the game on screen (the robots'; its buttons show only there): its board, then a game played at once. */
  async robots(board) {
    const view = { ...this.app.view, game: this.game(), position: { maze: board, history: '' }, play: null, step: 0 };
    const ok = await this.page.load(view, { alertAt: 'play-alert' });
    if (ok) await this.playGame();
  }

  /** The trappedClassic story of the game on screen (Pacman's; its button shows only there): the layout at depth 3, then a run of 200 games each. */
  async trapped() {
    const view = { ...this.app.view, game: this.game(), position: { maze: TRAPPED.maze, history: '' }, depth: TRAPPED.depth, play: null, step: 0 };
    const ok = await this.page.load(view, { alertAt: 'rates-alert' });
    if (!ok) return;
    $('rates-games').value = String(TRAPPED.games);
    await this.runRates();
  }

  /** Games asked for (1 to 2,000). */
  games() {
    const n = Number($('rates-games').value);
    return Number.isInteger(n) ? Math.max(1, Math.min(2000, n)) : TRAPPED.games;
  }

  /** Runs N games of each side, showing each game as it ends. */
  async runRates() {
    const view = this.app.view;
    if (!gameOf(this.game())?.played?.rates || this.run?.running) return;
    const games = this.games();
    const run = { key: keyOf(view), maze: view.position.maze, games, tallies: null, running: true, cancelled: false, ms: 0 };
    this.run = run;
    this.say('rates-alert', '');
    this.render();
    let frame = 0;
    const onProgress = (p) => {
      run.tallies = p.tallies;
      run.done = p.game;
      run.ms = p.ms;
      // One redraw a frame at most, so a fast run never floods the main thread.
      if (!frame) frame = requestAnimationFrame(() => { frame = 0; this.render(); });
    };
    try {
      const r = await this.page.engine().playRun({ request: playRequest(view, this.seed()), sides: SIDES, games }, onProgress);
      run.tallies = r.tallies;
      run.done = games;
      run.ms = r.ms;
    } catch (e) {
      if (e instanceof Cancelled) run.cancelled = true;
      else this.say('rates-alert', tError(e));
    }
    run.running = false;
    this.render();
  }

  /** Cancel: ends the panel's worker (a spare takes over at once). */
  cancel() {
    this.page.engine().cancel();
  }

  say(id, text) {
    $(id).textContent = text;
  }

  /** Redraws the panel from its state. */
  render() {
    const kind = this.game();
    if (!kind) return;
    // The page calls update() on every frame of its animation: redraw only when something shown here changed.
    const p0 = this.played, r0 = this.run;
    const stamp = [document.documentElement.lang, kind, this.busy, p0?.seed, p0?.key, this.step, !!this.auto,
      r0?.key, r0?.games, r0?.done, r0?.running, r0?.cancelled, this.app.view.bounds, window.innerWidth].join('|');
    if (stamp === this.stamp) return;
    this.stamp = stamp;
    const lesson = gameOf(kind)?.played ?? {};
    $('play-intro').textContent = t(lesson.intro);
    $('play-robots').hidden = !lesson.parity;
    $('rates').hidden = !lesson.rates;
    const p = this.played;
    $('play-game').disabled = this.busy;
    $('play-cancel').hidden = !this.busy;
    $('play-status').textContent = this.busy ? t('playPlaying') : p ? t('playDone', { count: searched(p.list).length, ms: Math.round(p.ms) }) : '';
    $('play-steps').hidden = !p;
    const parity = p && gameOf(p.kind)?.played?.parity ? paritySentence(p.game) : '';
    $('play-parity').hidden = !parity;
    $('play-parity').textContent = parity;
    if (p) this.renderSteps(p);
    this.renderRates();
  }

  renderSteps(p) {
    const n = p.list.length, k = this.step, d = p.list[k];
    const slider = $('play-step');
    slider.max = String(n - 1);
    slider.value = String(k);
    const total = searched(p.list).length;
    const out = d.end ? t('playStepEnd') : t('playStepOut', { n: k + 1, total });
    $('play-step-out').textContent = out;
    slider.setAttribute('aria-valuetext', out);
    // aria-disabled, not disabled: a button that disables itself would drop the keyboard focus out of the panel.
    for (const id of ['play-first', 'play-prev']) $(id).setAttribute('aria-disabled', String(k === 0));
    for (const id of ['play-next', 'play-last']) $(id).setAttribute('aria-disabled', String(k === n - 1));
    $('play-auto').textContent = t(this.auto ? 'playPause' : 'playAuto');
    $('play-turn').textContent = d.end ? endSentence(p.kind, p.game) : decisionSentence(p.kind, p.game, p.list, k);
    // Star1 without bounds prunes nothing at chance nodes: say why the two lines are one.
    const same = p.chance && !this.app.view.bounds && searched(p.list).every((x) => x.minimax === x.alphabeta);
    $('play-nodes').textContent = [nodesSentence(d, p.chance), same ? t('playSameCounts') : ''].filter(Boolean).join(' ');
    const names = [p.chance ? 'seriesExpectimax' : 'seriesMinimax', p.chance ? 'seriesStar1' : 'seriesAlphabeta'];
    const list = searched(p.list);
    const key = `${document.documentElement.lang}|${p.seed}|${p.key}|${k}|${$('play-chart').clientWidth}`;
    if (key === this.renderKey) return;
    this.renderKey = key;
    const width = Math.max(260, Math.min(620, $('play-chart').clientWidth || 560));
    $('play-chart').innerHTML = nodesSvg({
      series: [
        { id: 'minimax', label: t(names[0]), counts: list.map((x) => x.minimax) },
        { id: 'alphabeta', label: t(names[1]), counts: list.map((x) => x.alphabeta) },
      ],
      current: d.end ? null : k,
      labels: { x: t('playChartX'), y: t('playChartY'), title: t('playChartTitle') },
    }, { width, height: 220, num });
    $('play-legend').innerHTML = names.map((name, i) => `<li class="lab-legend-item" data-series="${i ? 'alphabeta' : 'minimax'}">${swatchSvg(i)}<span></span></li>`).join('');
    [...$('play-legend').querySelectorAll('span')].forEach((s, i) => { s.textContent = `${t(names[i])} (${t(i ? 'lineDashed' : 'lineSolid')})`; });
  }

  renderRates() {
    const r = this.run;
    $('rates-run').disabled = !!r?.running;
    $('rates-trapped').disabled = !!r?.running;
    $('rates-cancel').hidden = !r?.running;
    const bar = $('rates-progress');
    bar.hidden = !r?.running;
    if (r) { bar.max = r.games; bar.value = r.done ?? 0; }
    $('rates-status').textContent = !r ? ''
      : r.running ? t('ratesProgress', { game: (r.done ?? 0) + (r.done === r.games ? 0 : 1), games: r.games })
        : r.cancelled ? t('ratesCancelled', { games: r.done ?? 0, count: r.done ?? 0 })
          : r.tallies ? t('ratesDone', { games: r.tallies[0].games, time: r.ms < 1000 ? `${num(Math.round(r.ms))} ms` : `${num(Math.round(r.ms / 100) / 10)} s` }) : '';
    $('rates-figure').hidden = !r?.tallies;
    if (!r?.tallies) return;
    const labels = [t('sideAlphabeta'), t('sideExpectimax')];
    const width = Math.max(260, Math.min(620, $('rates-chart').clientWidth || 560));
    $('rates-chart').innerHTML = ratesSvg({
      rows: r.tallies.map((tally, i) => ({ id: SIDES[i].id, label: labels[i], tally })),
      total: r.games,
      labels: { title: t('ratesTitle'), parts: { wins: t('partWins'), losses: t('partLosses'), timeouts: t('partTimeouts') } },
    }, { width, num });
    $('rates-legend').innerHTML = PARTS.map((p) => `<li class="lab-legend-item" data-part="${p.id}">${partSwatch(p)}<span></span></li>`).join('');
    [...$('rates-legend').querySelectorAll('span')].forEach((s, i) => { s.textContent = t({ wins: 'partWins', losses: 'partLosses', timeouts: 'partTimeouts' }[PARTS[i].id]); });
    const cap = $('rates-caption');
    cap.replaceChildren();
    const lines = r.tallies.map((tally, i) => sideSentence(labels[i], tally));
    // The why, with this run's numbers, once the trappedClassic story is complete.
    if (!r.running && !r.cancelled && r.maze === TRAPPED.maze) lines.push(whySentence(r.tallies[0], r.tallies[1]));
    for (const line of lines) { const para = document.createElement('p'); para.textContent = line; cap.append(para); }
  }
}
