// The engine adapter: the page's one door to the search, which runs in a Web
// Worker (web/worker.js) so the main thread never blocks on it. Requests are
// answered in order; a job that is cancelled ends the worker outright (a
// wasm call cannot be interrupted) and a fresh one takes its place. Long jobs
// (the lab, Solve) report {id, type: 'progress', progress} as they go.

import { Cancelled, EngineError } from '../base/errors.js';
import { TREE_PARAMS } from '../games/tree-link.js';

export { Cancelled, EngineError };

/**
 * Wasm memory never shrinks: a worker whose memory grew past this (a traced tree of a million nodes
 * takes about 250 MiB) is replaced by a fresh one before the next search, so leaving a large tree gives
 * its memory back (issue 32). Below it, the worker and what it keeps (the solver's table, the book) stay.
 */
export const RECYCLE_BYTES = 128 * 2 ** 20;

/**
 * The worker module's URL. A worker starts on the first view's wasm module (the registry's first game, a
 * third of the full one's bytes) and moves to the full module at the first request that needs it; with
 * `full` it starts on the full one: a lesson's engine, or the page's when its link names another view,
 * so that the full module is not fetched after the other (worker.js).
 */
export const workerUrl = (full) => (full ? new URL('./worker.js?full', import.meta.url) : new URL('./worker.js', import.meta.url));

/**
 * Whether the page's link names a view the first view's module may not serve: a game (game=), a preset, or a
 * textbook tree (its link's keys, in the query or the #z= fragment). A plain link, or a board of the first
 * game, starts on the first.
 */
export function linkNeedsFull(search, hash) {
  const [query, fragment] = [new URLSearchParams(search), new URLSearchParams(hash.slice(1))];
  return ['game', 'preset', ...TREE_PARAMS].some((k) => query.has(k) || fragment.has(k));
}

export class Engine {
  /**
   * @param url the worker module; @param onPhase (phase) => void while a job runs; @param spare keep a
   * second worker loaded, so that Cancel has a ready engine at once (loading one takes longer than 0.2 s).
   * The spare is hatched once the first job has answered and the page is idle, so the first view loads
   * the wasm module once (issue 29 point 7), not twice.
   */
  constructor(url, { onPhase = () => {}, spare = false } = {}) {
    this.url = url;
    this.onPhase = onPhase;
    this.jobs = new Map();
    this.nextId = 1;
    this.spare = null;
    this.wantsSpare = spare;
    this.spawn();
  }

  /** Hatches the spare once the page is idle after a job has answered (see the constructor). */
  hatchSpareSoon() {
    if (!this.wantsSpare || this.spare || this.spareSoon) return;
    const later = globalThis.requestIdleCallback ?? ((f) => setTimeout(f, 200));
    this.spareSoon = true;
    later(() => { this.spareSoon = false; this.spare ??= this.hatch(); });
  }

  /** A new worker that only listens for its 'ready' until spawn() adopts it. */
  hatch() {
    const worker = new Worker(this.url, { type: 'module' });
    const s = { worker };
    s.ready = new Promise((resolve, reject) => { s.hooks = { resolve, reject }; });
    s.ready.catch(() => {});
    worker.onmessage = ({ data: m }) => {
      if (m.type === 'ready') s.hooks.resolve(m.kinds);
      else if (m.type === 'error' && m.id === 0) s.hooks.reject(new EngineError(m.error));
    };
    return s;
  }

  spawn() {
    const next = this.spare ?? this.hatch();
    const refill = !!this.spare;
    this.spare = null;
    this.worker = next.worker;
    this.ready = next.ready;
    this.readyHooks = next.hooks;
    // The spare is replaced once its successor is running, so the two never load at once.
    if (refill) this.ready.then(() => { this.spare ??= this.hatch(); }, () => {});
    this.worker.onmessage = (e) => this.receive(e.data);
    this.worker.onerror = (e) => {
      // A worker that dies (out of memory on a huge tree, say) fails its jobs; a fresh one takes its place.
      const err = new EngineError({ message: `the engine failed: ${e.message || 'worker error'}` });
      const wasReady = !!this.kinds;
      this.readyHooks.reject(err);
      for (const job of this.jobs.values()) job.reject(err);
      this.jobs.clear();
      if (wasReady) { this.worker.terminate(); this.spawn(); }
    };
  }

  receive(m) {
    // The registry of games (base/games.js) comes with the kinds.
    if (m.type === 'ready') { this.kinds = m.kinds; this.games = m.games ?? []; this.readyHooks.resolve(m.kinds); return; }
    const job = this.jobs.get(m.id);
    if (m.type === 'error' && m.id === 0) { this.readyHooks.reject(new EngineError(m.error)); return; }
    if (!job) return;
    if (m.type === 'phase') { job.phase = m.phase; this.onPhase(m.phase, job.kind); return; }
    if (m.type === 'summary') { if (job.onSummary) job.onSummary(m.summary); return; }
    if (m.type === 'progress') {
      this.grown = Math.max(this.grown ?? 0, m.progress?.memory ?? 0);
      if (job.onProgress) job.onProgress(m.progress);
      return;
    }
    this.grown = Math.max(this.grown ?? 0, m.result?.memory ?? 0);
    this.jobs.delete(m.id);
    if (m.type === 'done') job.resolve(m.result); else job.reject(new EngineError(m.error));
    if (m.fatal) this.restart(new EngineError(m.error));
    else this.hatchSpareSoon();
  }

  /** Replaces an idle worker whose memory grew (see RECYCLE_BYTES) with the spare or a new one. */
  recycle() {
    this.worker.terminate();
    this.grown = 0;
    this.recycled = (this.recycled ?? 0) + 1;
    this.spawn();
  }

  /** The worker's wasm trapped: its other jobs fail with `err`, and a fresh worker takes its place. */
  restart(err) {
    this.worker.terminate();
    this.grown = 0;
    for (const job of this.jobs.values()) job.reject(err);
    this.jobs.clear();
    this.spawn();
  }

  run(type, request, onSummary = null, onProgress = null) {
    // A new search needs nothing the last one left in the worker, so this is when a grown worker goes.
    if (type === 'analyse' && this.grown > RECYCLE_BYTES && this.jobs.size === 0) this.recycle();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.jobs.set(id, { resolve, reject, kind: type, started: performance.now(), onSummary, onProgress });
      this.worker.postMessage({ id, type, request });
    });
  }

  /**
   * Both searches and the drawing data of `request`: {summary, tree, memory}; `onSummary(summary)` hears the
   * counts first, `onProgress({nodes, ms, memory})` the search's progress.
   */
  analyse(request, onSummary = null, onProgress = null) { return this.run('analyse', request, onSummary, onProgress); }

  /** Counts only, no traces: {summary}. */
  count(request) { return this.run('count', request); }

  /** The worker's wasm memory in bytes: {bytes} (for tests). */
  memory() { return this.run('memory', null); }

  /** Tree text with one leaf changed: {text} (large trees are parsed off the main thread). */
  setLeaf(text, path, value) { return this.run('setLeaf', { text, path, value }); }
  /** Any tree edit (wasm tree_edit): `edit` = {op: 'addChild' | 'remove' | 'rename' | 'setKind' | 'move' | …, path, …}. */
  treeEdit(text, edit) { return this.run('treeEdit', { text, edit }); }

  /** The position of `request` (as analysed) as a standalone TikZ picture, α and β drawn when `bounds`: {text}. */
  tikz(request, bounds) { return this.run('tikz', { request, bounds }); }

  /** The link fragment of the tree the worker analysed last (fragment.js), packed there and not sent again: {hash, tooLong}. */
  encodeLastTree() { return this.run('encode', null); }

  /** Iterative deepening's pass `k` (1-based) of the last analysis, as the worker's 'pass' handler answers it. */
  pass(k) { return this.run('pass', { pass: k }); }

  /**
   * The enhancement lab (lab.js): {base, rows, depths, budget}; `onProgress({row, depth, nodes, leaves, ms} | {row, depth, skipped})`
   * hears each cell as it is counted. Resolves with {cells}.
   */
  lab(request, onProgress) { return this.run('lab', request, null, onProgress); }

  /**
   * Pearl's chart (engine/pearl.js): {b, depths, seeds}; `onProgress({depth, seed, leaves, nodes})` hears each
   * random tree as alpha-beta counts it. Resolves with {trees}.
   */
  pearl(request, onProgress) { return this.run('pearl', request, null, onProgress); }

  /**
   * Solves a Connect Four position column by column with the solver kernel: {game, size, board, columns, options};
   * `onProgress({column, value, nodes, book, ms})` hears each column as it is solved (`book`: from the opening book), and `{nodes, ms, memory}` the search between. Resolves with {columns: [{column, value, nodes, ms}]}.
   */
  solve(request, onProgress) { return this.run('solve', request, null, onProgress); }

  /**
   * The best column of a Connect Four position, by the solver kernel: {game, size, board, options}. Resolves with
   * {column (1-based; null once the game is over), score (the position's exact score), nodes, book, ms};
   * `onProgress({nodes, ms, memory})` hears the search meanwhile.
   */
  best(request, onProgress = null) { return this.run('best', request, null, onProgress); }

  /** Fetches the deep 7×6 opening book into the worker's solver now, not on its first solve: {positions} (0: none). */
  book() { return this.run('book', null); }

  /**
   * The solver ladder (engine/ladder.js): {game, size, board, rungs: [{id, options}], budget}; `onProgress`
   * hears each rung ({rung, score, nodes, ms} | {rung, over, ms} | {rung, error}) and the search's
   * progress ({nodes, ms, memory}) between them. Resolves with {rungs, table} (the kernel's table in bytes).
   */
  ladder(request, onProgress) { return this.run('ladder', request, null, onProgress); }

  /**
   * Plays a whole Pacman or robots game: {request, index} (engine/played.js playRequest). Resolves with
   * {game: readGame(…), ms}; `onProgress({nodes, ms, memory})` hears the searches' progress.
   */
  playGame(request, onProgress = null) { return this.run('playGame', request, null, onProgress); }

  /**
   * Win rates: {request, sides, games}; `onProgress({game, games, ends, tallies, ms})` hears each game
   * (of every side). Resolves with {games, tallies, sides, ms}.
   */
  playRun(request, onProgress) { return this.run('playRun', request, null, onProgress); }

  /**
   * TD(λ) learning (lab/learn.js learnJob): {settings, games, chunk}; `onProgress({games, points, nodes, weights, ms})`
   * hears each chunk. Resolves with {games, curve, nodes, weights, ms}.
   */
  learn(request, onProgress) { return this.run('learn', request, null, onProgress); }

  /**
   * A match (web/play/match.js): {request: {game, size, board, first, second, seed}, games};
   * `onProgress({games, tally, ms})` after each game, the tally [first wins, draws, second wins, moves].
   */
  match(request, onProgress) { return this.run('match', request, null, onProgress); }

  /** A worksheet's trees, searched (engine/sheet.js): `specs` from state/sheet.js exerciseSpecs. Resolves with {exercises: [{text, tree}]}. */
  sheet(specs) { return this.run('sheet', { specs }); }

  /**
   * Monte Carlo tree search (mcts/): {request, iterations, c, seed, traced}. Resolves with {summary, events, curve,
   * words, kinds, ms} (mcts/model.js reads them); `onProgress({nodes, ms, memory})` hears the search meanwhile.
   */
  mcts(job, onProgress = null) { return this.run('mcts', job, null, onProgress); }

  /** Whether a job is running or waiting. */
  get busy() { return this.jobs.size > 0; }

  /** Ends every job (each rejects with Cancelled) and starts a fresh worker. */
  cancel() {
    this.worker.terminate();
    for (const job of this.jobs.values()) job.reject(new Cancelled());
    this.jobs.clear();
    this.spawn();
  }
}
