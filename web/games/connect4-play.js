// Connect Four's Computer move, Scores of all moves and play against the
// perfect computer, in the Position section. They run the solver kernel in an
// engine of their own, so the trees' analysis is never held up and Cancel
// ends that worker only. That worker holds the deep 7×6 opening book (every
// position of up to 8 discs), fetched when a Connect Four position is first
// shown, so early positions are answered without a search.
//
// Scores of all moves (the worker's 'solve' job: each column solved exactly,
// posted as it is done) shows each column's exact score under it as it
// arrives, all within SOLVE_BUDGET_MS: a column that runs out of its share
// of the time shows the range the solver had proven its score to lie in,
// and Go on solving finds the exact scores of those, with no limit. Computer move asks for the best column (the 'best' job: the
// position's score, then one null window a column until one reaches it; on a
// tie, the column nearest the centre, the order 4 3 5 2 6 1 7, as `abviz
// solve` picks best_move) within SOLVE_BUDGET_MS. When the solver does not
// finish in time, it plays the best move of the depth-limited search on
// screen (the summary's alpha-beta best move) and says so.
//
// Play against the perfect computer (a checkbox): the computer takes the side
// to move when it is ticked, plays at once, and replies to each of the
// student's moves with the solver's best column, however long that takes
// (progress and Cancel as above; no search fallback, so every reply is perfect).
// Undo then gives the student the move back: it takes back the computer's
// reply and the student's move together (or, while the computer is still
// thinking, cancels its search and takes back the student's move), so it is
// always the student's turn after it and the computer is never left to move.

import { Cancelled } from '../base/errors.js';
import { t, tError } from '../i18n/index.js';
import { fmt } from '../i18n/format.js';
import { c4FromView } from './connect4-rules.js';
import { drop, legalColumns, toMove, winner } from './connect4-rules.js';

const $ = (id) => document.getElementById(id);

/** How long a click on Connect Four waits for its answer (ms): Scores of all moves' solves share it. */
export const SOLVE_BUDGET_MS = 3000;
/**
 * Computer move's solver stops sooner: when it runs out, the search's move is played, and cancelling the solver,
 * playing the move and analysing the new position took another 0.2–0.3 s (3.2–3.3 s in all with the solver at 3 s).
 */
export const MOVE_SOLVE_MS = 2500;

/** Columns 1…w, centre first, then outwards, the left one first on a tie: 4 3 5 2 6 1 7 for w = 7. */
export function centreOrder(w) {
  const mid = (w + 1) / 2;
  return Array.from({ length: w }, (_, i) => i + 1).sort((a, b) => Math.abs(a - mid) - Math.abs(b - mid) || a - b);
}

/**
 * The best column of `values` (1-based column → score, null for a full one) for the side to move:
 * the highest score, and among equal ones the first in centreOrder(w). Null when no column has a score.
 */
export function bestColumn(values, w) {
  let best = null;
  for (const c of centreOrder(w)) {
    const v = values[c];
    if (typeof v === 'number' && (best === null || v > values[best])) best = c;
  }
  return best;
}

/** Whether `pos` ({w, h, cells}: rows from the top) reads the same in a mirror: then column c scores as column w + 1 − c. */
export function mirrored(pos) {
  const { w, h, cells } = pos;
  for (let r = 0; r < h; r++) for (let c = 0; c < w; c++) if (cells[r * w + c] !== cells[r * w + (w - 1 - c)]) return false;
  return true;
}

/**
 * The columns to solve among `legal` (1-based), centre first: on a mirror-symmetric position only one
 * of each mirror pair (the left one), as the other has the same score.
 */
export function columnsToSolve(pos, legal) {
  const sym = mirrored(pos);
  return centreOrder(pos.w).filter((c) => legal.includes(c) && (!sym || c <= pos.w + 1 - c));
}

/** How many columns of a scores `job` show a range (out of time) rather than an exact score. */
const ranges = (job) => job.bounds.filter(Boolean).length;

/**
 * Brings `el` into sight by scrolling the side column, its own scroller, so the trees and the lesson bar stay
 * where they are; the page itself scrolls only for what the column cannot show.
 */
function intoSight(el) {
  const bottom = el.getBoundingClientRect().bottom;
  if (bottom <= window.innerHeight) return;
  const column = el.closest('.side');
  if (column && column.scrollHeight > column.clientHeight) column.scrollTop += bottom - Math.min(window.innerHeight, column.getBoundingClientRect().bottom) + 4;
  if (el.getBoundingClientRect().bottom > window.innerHeight) el.scrollIntoView({ block: 'nearest' });
}

/** The legal columns (1-based) of a scores `job` that it has no exact score for yet: none for another job. */
export function unsolved(job) {
  if (job?.kind !== 'scores' || job.error) return [];
  return job.values.flatMap((v, c) => (c > 0 && v === undefined ? [c] : []));
}

export class C4Play {
  /** @param page {app, engine: () => Engine (made on first call), editor: C4Editor, update()} */
  constructor(page) {
    this.page = page;
    this.job = null; // {kind: 'move' | 'scores', key, w, values, bounds, done, total, fromBook, best, running, cancelled, error, timedOut}
    this.bookAsked = false; // whether the play engine was asked to fetch the opening book
    this.note = null; // the last computer move: {key, params, keys: [position keys it is shown at]}
    this.width = 0;
    $('c4-computer-move').addEventListener('click', () => this.computerMove());
    $('c4-scores').addEventListener('click', () => this.scores());
    $('c4-scores-more').addEventListener('click', () => this.scores({ more: true }));
    $('c4-play-cancel').addEventListener('click', () => { if (this.job?.running) this.page.engine().cancel(); });
    this.auto = null; // play against the computer: {side: the computer's, tried: the position key it last moved at}
    $('c4-auto').addEventListener('change', (e) => this.setAuto(e.target.checked));
    page.editor.opponent = this;
  }

  /**
   * The discs Undo takes back from `pos` (which has some): one, or against the computer back to the
   * student's last turn: the student's move alone while the computer is to move (thinking), else the
   * computer's reply and the student's move; 0 when the student has no move to take back (the computer opened).
   */
  undoPlies(pos) {
    const side = this.auto?.side;
    if (!side) return 1;
    const k = toMove(pos) === side ? 1 : 2;
    return pos.moves.length >= k ? k : 0;
  }

  /** Undo against the computer: its search for a reply is cancelled, and it may move again where it moved before. */
  undoing() {
    if (!this.auto) return;
    this.auto.tried = null;
    this.note = null;
    if (this.job?.running && this.job.auto) {
      this.job = null;
      this.page.engine().cancel();
    }
  }

  /** Ticked: the computer takes the side to move and replies from now on; unticked: it stops (ending its move in progress). */
  setAuto(on) {
    if (!on) {
      const mine = this.job?.running && this.job.auto;
      this.auto = null;
      if (mine) this.page.engine().cancel();
      this.render();
      return;
    }
    const p = this.position();
    this.auto = { side: p ? toMove(p.pos) : null, tried: null };
    this.render();
  }

  /** With play against the computer on: its move, when the position shown is its side's to play and it has not tried there yet. */
  autoReply() {
    const a = this.auto;
    // Not while a new position is on its way (the editor's switch): the one analysed is about to go.
    if (!a || this.job?.running || this.app.busy || this.page.editor.pending) return;
    const p = this.position();
    if (!p) return;
    a.side ??= toMove(p.pos);
    const key = this.key();
    if (toMove(p.pos) !== a.side || a.tried === key) return;
    a.tried = key;
    // After the current update, so the page has drawn the student's move first.
    queueMicrotask(() => this.computerMove({ auto: true }));
  }

  get app() { return this.page.app; }

  /** The analysed Connect Four position's key (size and board), or null when the trees show no Connect Four position. */
  key() {
    const r = this.app.request;
    return this.app.summary?.kind === 'connect4' && r?.game === 'connect4' ? `${r.size}|${r.board}` : null;
  }

  /** The analysed position, when it is Connect Four and not over: {pos, legal}; else null. */
  position() {
    if (!this.key()) return null;
    const pos = c4FromView(this.app.view);
    const legal = legalColumns(pos).map((c) => c + 1);
    return winner(pos) || legal.length === 0 ? null : { pos, legal };
  }

  /**
   * Solves `columns` (1-based) of the analysed position in the play engine, within `ms` when given,
   * filling `job.values` (or, for a column out of time, `job.bounds`) as each arrives.
   */
  async solveAll(job, columns, ms = null) {
    const { game, size, board } = this.app.request;
    const pos = c4FromView(this.app.view);
    await this.page.engine().solve({ game, size, board, columns, ms }, (c) => {
      // Only a solved column counts (a search's progress of nodes and time, if the worker sends one, is not a column).
      if (this.job !== job || typeof c?.column !== 'number') return;
      // Whether the opening book gave every score (the status says so).
      if (!c.book) job.fromBook = false;
      // A mirror-symmetric position (the empty board, 4, 44…) has its columns solved once per pair.
      for (const k of new Set([c.column, mirrored(pos) ? job.w + 1 - c.column : c.column])) {
        if (c.value === null && c.bounds) job.bounds[k] = c.bounds;
        else [job.values[k], job.bounds[k]] = [c.value, undefined];
        job.done++;
      }
      this.render();
    });
  }

  /** Starts a job of `kind` on the analysed position, or returns null when it cannot run. */
  start(kind, auto = false) {
    const p = this.position();
    if (!p || this.job?.running) return null;
    const values = Array(p.pos.w + 1).fill(undefined);
    // A full column has no score; it is shown as such at once.
    for (let c = 1; c <= p.pos.w; c++) if (!p.legal.includes(c)) values[c] = null;
    const job = { kind, auto, key: this.key(), w: p.pos.w, values, bounds: Array(p.pos.w + 1).fill(undefined), done: 0, total: p.legal.length, fromBook: true, running: true, cancelled: false, error: null, timedOut: false, started: performance.now() };
    this.job = job;
    this.note = null;
    this.tick(job);
    return { job: this.job, legal: p.legal };
  }

  /** Says the time so far twice a second while `job` runs. */
  tick(job) {
    const tick = setInterval(() => { if (this.job === job && job.running) this.render(); else clearInterval(tick); }, 500);
    this.render();
  }

  /**
   * Every legal column's score within SOLVE_BUDGET_MS; with `more`, the exact scores of the columns the
   * last run left as ranges, with no limit (progress and Cancel), the ranges shown until each arrives.
   */
  async scores({ more = false } = {}) {
    let job, columns, ms = null;
    if (more) {
      job = this.job;
      const open = unsolved(job);
      if (!open.length || job.running || job.key !== this.key()) return;
      columns = columnsToSolve(c4FromView(this.app.view), open);
      // Done: the columns with an exact score; each range stays on screen until its score replaces it.
      Object.assign(job, { done: job.total - open.length, running: true, cancelled: false, error: null, started: performance.now() });
      this.tick(job);
    } else {
      const s = this.start('scores');
      if (!s) return;
      job = s.job;
      columns = columnsToSolve(c4FromView(this.app.view), s.legal);
      // The search stops a little before the limit: its last column unwinds and the answer travels to the page.
      ms = SOLVE_BUDGET_MS * 0.9;
    }
    try {
      await this.solveAll(job, columns, ms);
    } catch (e) {
      if (this.job !== job) return;
      if (e instanceof Cancelled) job.cancelled = true; else job.error = e;
    }
    if (this.job !== job) return;
    job.running = false;
    this.render();
  }

  /** The solver's best column played; with `auto` (play against the computer) without a time limit. */
  async computerMove({ auto = false } = {}) {
    // Every column's score already on screen for this position: the move needs no solve.
    const prior = this.job;
    const s = this.start('move', auto);
    if (!s) return;
    const { job, legal } = s;
    const summary = this.app.summary, view = this.app.view;
    const timer = auto ? null : setTimeout(() => { if (this.job === job && job.running) { job.timedOut = true; this.page.engine().cancel(); } }, MOVE_SOLVE_MS);
    try {
      const { game, size, board } = this.app.request;
      if (prior?.kind === 'scores' && prior.key === job.key && !prior.running && prior.done === prior.total && !ranges(prior) && !prior.error && !prior.cancelled) {
        const column = bestColumn(prior.values, prior.w);
        job.best = { column, score: prior.values[column] };
      } else {
        const best = await this.page.engine().best({ game, size, board });
        if (this.job === job) job.best = best;
      }
    } catch (e) {
      if (this.job !== job) return;
      if (!(e instanceof Cancelled)) job.error = e;
      else if (!job.timedOut) job.cancelled = true;
    } finally {
      clearTimeout(timer);
    }
    if (this.job !== job) return;
    job.running = false;
    // The position changed meanwhile, or Cancel was pressed: no move.
    if (job.cancelled || job.error || this.key() !== job.key) { this.render(); return; }
    let column, note;
    if (!job.timedOut) {
      column = legal.includes(job.best?.column) ? job.best.column : null;
      note = { key: 'c4MoveSolver', params: { column, score: fmt(job.best?.score) } };
    } else {
      const best = summary.alphabeta?.best_move;
      column = typeof best === 'number' ? best + 1 : null;
      const seconds = MOVE_SOLVE_MS / 1000;
      note = view.depth === null ? { key: 'c4MoveSearchNoLimit', params: { column, seconds } } : { key: 'c4MoveSearch', params: { column, depth: view.depth, seconds } };
    }
    if (column === null) { this.note = { key: 'c4MoveNone', params: {}, keys: [null, job.key] }; this.render(); return; }
    // Shown while the move is analysed and after, until another position is shown.
    const { size, board } = this.app.request;
    this.note = { ...note, keys: [job.key, `${size}|${/^\d*$/.test(board) ? board : ''}${column}`] };
    this.job = null;
    // Played on the analysed position, not on a draft the editor may hold.
    this.page.editor.loadPosition(drop(c4FromView(view), column - 1));
  }

  /** Draws the buttons, the status line and the row of scores (called by the page's update()). */
  render() {
    const key = this.key();
    const job = this.job && this.job.key === key ? this.job : null;
    const running = !!this.job?.running;
    const playable = !!this.position();
    const auto = $('c4-auto');
    if (auto.checked !== !!this.auto) auto.checked = !!this.auto;
    $('c4-computer-move').disabled = running || !playable;
    $('c4-scores').disabled = running || !playable;
    $('c4-play-cancel').hidden = !running;
    // Go on solving: after scores that left some columns as ranges.
    $('c4-scores-more').hidden = running || !unsolved(job).length;
    // The opening book, fetched into the play engine's worker once a Connect Four position is on screen and
    // the trees are drawn (not before: the first view loads only what it draws).
    if (key?.startsWith('7x6|') && !this.bookAsked && !this.app.busy) {
      this.bookAsked = true;
      this.page.engine().book().catch(() => { this.bookAsked = false; });
    }
    const side = this.app.summary?.to_move ?? 'X';
    let status = '';
    if (job?.running) status = t(job.kind === 'move' ? 'c4Thinking' : 'c4ScoresProgress', { done: job.done, total: job.total, seconds: Math.floor((performance.now() - job.started) / 1000) });
    else if (job?.error) status = tError(job.error);
    else if (job?.cancelled) status = t(job.kind === 'move' ? 'c4MoveCancelled' : 'c4ScoresCancelled', { done: job.done, total: job.total });
    else if (job?.kind === 'scores' && ranges(job)) status = t('c4ScoresPartial', { seconds: SOLVE_BUDGET_MS / 1000, exact: job.total - ranges(job), total: job.total, side });
    else if (job?.kind === 'scores') status = `${t('c4ScoresDone', { side })}${job.fromBook ? ` ${t('c4ScoresBook')}` : ''}`;
    // The move's sentence, while its position is analysed (not after a refusal: the last position stays) and once it is shown.
    else if (this.note && (key === this.note.keys[1] || (key === this.note.keys[0] && this.app.busy))) status = t(this.note.key, this.note.params);
    // Against the computer, the student's side: said after the computer's last move.
    if (this.auto?.side && !job?.running && playable) status = `${status} ${t('c4AutoYou', { side: this.auto.side === 'X' ? 'O' : 'X', computer: this.auto.side })}`.trim();
    // Back (the browser's) to where the computer moved before: it does not move again by itself, or Back could
    // never pass this position; the student is told how to go on.
    if (this.auto?.tried === key && !job?.running && playable && toMove(this.position().pos) === this.auto.side) status = `${status} ${t('c4AutoBack', { computer: this.auto.side })}`;
    const line = $('c4-play-status');
    if (line.textContent !== status) {
      line.textContent = status;
      // What a click asked for is answered in sight: at 1280×720 this line sits below the Position drawer's fold.
      if (status && (job || this.note)) intoSight(line);
    }
    this.renderRow(job);
    this.autoReply();
  }

  /** The score under each column: '…' while it is solved, '—' for a full column; the best ones marked when all are in. */
  renderRow(job) {
    const row = $('c4-scores-row');
    // Computer move finds its column without every column's score: no row.
    row.hidden = !job || job.kind === 'move';
    if (row.hidden) return;
    if (row.children.length !== job.w) {
      row.replaceChildren(...Array.from({ length: job.w }, (_, i) => {
        const li = document.createElement('li');
        li.dataset.column = String(i + 1);
        li.dataset.testid = `c4-score-${i + 1}`;
        return li;
      }));
    }
    row.style.setProperty('--c4-w', job.w);
    const complete = job.done === job.total && !job.running && !job.cancelled && !job.error;
    // The best exact score is the best column's only when no range left open could beat it.
    let best = null;
    if (complete) {
      best = job.values.reduce((m, v) => (typeof v === 'number' && v > m ? v : m), -Infinity);
      if (job.bounds.some((b) => b && b[1] > best)) best = null;
    }
    for (const li of row.children) {
      const c = Number(li.dataset.column);
      const v = job.values[c], b = job.bounds[c];
      li.textContent = typeof v === 'number' ? fmt(v) : v === null ? '—' : b ? `${fmt(b[0])}\n…\n${fmt(b[1])}` : '…';
      li.setAttribute('aria-label', typeof v === 'number' ? t('c4ScoreCell', { column: c, score: fmt(v) })
        : v === null ? t('c4ScoreFull', { column: c })
          : b ? t('c4ScoreRange', { column: c, lo: fmt(b[0]), hi: fmt(b[1]) }) : t('c4ScorePending', { column: c }));
      li.dataset.best = String(best !== null && v === best);
      li.dataset.range = String(!!b && typeof v !== 'number');
    }
  }
}
