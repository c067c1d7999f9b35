// The Match lesson (issue 30): whole games between two players from the
// position on screen, in a worker of its own (wasm Matcher over the core's
// matches.rs, the same games as `abviz match`), with progress, Cancel, a
// bar chart of wins, draws and losses, and one sentence. Every number shown
// is the engine's tally.

import { Cancelled } from '../engine/engine.js';
import { t, tError, num } from '../i18n/index.js';

const $ = (id) => document.getElementById(id);

/** The players offered, as `abviz match` SPECs (the engine refuses, with a message, one the position cannot have). */
export const PLAYERS = Object.freeze([
  { spec: 'random', key: 'match.random' },
  { spec: 'mcts:iterations=100', key: 'match.mcts', n: 100 },
  { spec: 'mcts:iterations=1000', key: 'match.mcts', n: 1000 },
  { spec: 'mcts:iterations=5000', key: 'match.mcts', n: 5000 },
  { spec: 'alphabeta:depth=2', key: 'match.alphabetaDepth', d: 2 },
  { spec: 'alphabeta:depth=4', key: 'match.alphabetaDepth', d: 4 },
  { spec: 'alphabeta', key: 'match.alphabetaEnd' },
  { spec: 'solver', key: 'match.solver' },
]);

/** A player's name in the page's language. */
export const playerName = (spec) => {
  const p = PLAYERS.find((x) => x.spec === spec);
  return p ? t(p.key, { n: num(p.n ?? 0), depth: p.d ?? 0 }) : spec;
};

/** The most games one run plays. */
export const MAX_GAMES = 1000;

/** The sentence under the chart: the tally as the first player's record, every number the engine's. */
export function matchSentence({ first, second, games, tally, done }) {
  const [w, d, l, moves] = tally;
  const played = w + d + l;
  const key = done ? 'match.result' : 'match.partial';
  return t(key, {
    first: playerName(first), second: playerName(second), played: num(played), games: num(games),
    wins: num(w), draws: num(d), losses: num(l), moves: num(played ? Math.round((moves / played) * 10) / 10 : 0),
  });
}

/** Three bars (first's wins, draws, second's wins), each with its count and a fill pattern as well as a colour, as SVG markup. */
export function tallySvg(tally, labels, title, width = 360) {
  const [w, d, l] = tally;
  const total = Math.max(1, w + d + l);
  const rows = [[w, labels[0], 'win'], [d, labels[1], 'draw'], [l, labels[2], 'loss']];
  const left = 132, bar = width - left - 48, h = 26;
  const esc = (s) => String(s).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const body = rows.map(([n, label, cls], i) => {
    const y = 8 + i * (h + 10);
    const len = Math.round((bar * n) / total);
    return `<text x="${left - 8}" y="${y + 18}" text-anchor="end" class="match-label">${esc(label)}</text>`
      + `<rect x="${left}" y="${y}" width="${bar}" height="${h}" class="match-track"/>`
      + `<rect x="${left}" y="${y}" width="${len}" height="${h}" class="match-bar ${cls}" data-count="${n}"/>`
      + `<text x="${left + len + 6}" y="${y + 18}" class="match-count">${esc(num(n))}</text>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${8 + 3 * (h + 10)}" role="img" aria-label="${esc(title)}" class="match-chart">${body}</svg>`;
}

export class MatchPanel {
  /** @param page {app, engine: () => the panel's Engine (made on first call)} */
  constructor(page) {
    this.page = page;
    this.run = null; // {first, second, games, tally, done, cancelled, error, ms}
    for (const id of ['match-first', 'match-second']) {
      const s = $(id);
      for (const p of PLAYERS) {
        const o = document.createElement('option');
        o.value = p.spec;
        s.append(o);
      }
    }
    $('match-first').value = 'mcts:iterations=1000';
    $('match-second').value = 'random';
    $('match-run').addEventListener('click', () => this.start());
    $('match-cancel').addEventListener('click', () => this.cancel());
    this.render();
  }

  get app() { return this.page.app; }

  /** Plays the match the fields describe from the position the trees show. */
  async start() {
    const r = this.app.request;
    if (!r || this.run?.running) return;
    const games = Math.max(1, Math.min(MAX_GAMES, Math.round(Number($('match-games').value)) || 20));
    $('match-games').value = String(games);
    const seed = String(Math.max(0, Math.round(Number($('match-seed').value)) || 0));
    const first = $('match-first').value, second = $('match-second').value;
    const run = { first, second, games, tally: [0, 0, 0, 0], running: true, done: false, cancelled: false, error: null };
    this.run = run;
    this.render();
    // The position the trees show, in the engine's own request form.
    const { game, size } = this.app.view;
    const request = { game, size, board: r.board, first, second, seed };
    try {
      const result = await this.page.engine().match({ request, games }, (p) => {
        if (this.run !== run || !p?.tally) return; // the searches' own progress has no tally
        run.tally = p.tally;
        this.render();
      });
      if (this.run !== run) return;
      run.tally = result.tally;
      run.done = true;
      run.ms = result.ms;
    } catch (err) {
      if (this.run !== run) return;
      if (err instanceof Cancelled) run.cancelled = true; else run.error = err;
    }
    run.running = false;
    this.render();
  }

  cancel() {
    if (!this.run?.running) return;
    this.page.engine().cancel();
  }

  render() {
    const run = this.run;
    for (const id of ['match-first', 'match-second']) {
      for (const o of $(id).options) o.textContent = playerName(o.value);
    }
    const running = !!run?.running;
    $('match-run').disabled = running;
    $('match-cancel').hidden = !running;
    for (const id of ['match-first', 'match-second', 'match-games', 'match-seed']) $(id).disabled = running;
    const progress = $('match-progress');
    progress.hidden = !run;
    progress.max = run ? run.games : 1;
    const played = run ? run.tally[0] + run.tally[1] + run.tally[2] : 0;
    progress.value = played;
    $('match-status').textContent = !run ? '' : running ? t('match.playing', { played: num(played), games: num(run.games) })
      : run.cancelled ? t('match.cancelled', { played: num(played) }) : '';
    $('match-alert').textContent = run?.error ? tError(run.error) : '';
    const figure = $('match-figure');
    figure.hidden = !run || run.error !== null || played === 0;
    if (figure.hidden) return;
    $('match-chart').innerHTML = tallySvg(run.tally, [t('match.firstWins'), t('match.draws'), t('match.secondWins')], t('match.chartLabel'));
    $('match-sentence').textContent = matchSentence({ ...run, done: run.done });
  }
}
