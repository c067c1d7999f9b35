// The search runs here, off the page's main thread: a module Web Worker that
// owns the wasm engine. For each request it runs both searches, builds the
// drawing data (abviz_core::TreeModel and a Timeline per algorithm), copies
// those arrays out of wasm memory once, derives the indexes the page needs
// (base/tree.js derive) and transfers every buffer to the page, so nothing is
// copied twice and the page never walks the tree on its main thread.
//
// Messages in:  {id, type: 'analyse' | 'pass' | 'count' | 'setLeaf' | 'treeEdit' | 'encode' | 'tikz' | 'lab' | 'pearl' | 'replay' | 'solve' | 'best' | 'ladder' | 'book' | 'playGame' | 'playRun' | 'learn' | 'match' | 'mcts' | 'sheet', request}
// Messages out: {type: 'ready', kinds, games} once (games: the engine's registry, base/games.js); {id, type: 'phase', phase}; {id, type: 'summary', summary};
//               {id, type: 'progress', progress} (the lab, Solve and the ladder, after each cell, column or rung;
//               a search, {nodes, ms, memory}, at most every PROGRESS_MS);
//               {id, type: 'done', result}; {id, type: 'error', error: {message, code, params}}.
//
// Every search has a node budget (the core stops it with search.NodeLimit). A traced analysis
// keeps about 120 bytes a node in wasm memory (two traces, the drawing's model and timelines,
// the oracle's table), so TRACED_NODES holds it to a few hundred MiB, well under 1 GB; wasm
// memory never shrinks, so that is also the most the tab keeps. Count-only searches hold no
// traces: their budget only bounds the time (Cancel ends any of them sooner).

import initFirst, { Analysis as FirstAnalysis, event_kinds } from '../pkg/abviz_first.js';
import { GAMES } from '../pkg/registry.js';
import { K, setKinds } from '../base/kinds.js';
import { ENGINE_GAMES, setGames } from '../base/games.js';
import { TREE_LINK, treeFragment } from './fragment.js';
import { buffersOf, derive, fromAnalysis, uniformShape } from '../base/tree.js';

// What the lessons' requests need besides the engine, loaded with the first
// such request: the first view's worker loads none of it.
const lessons = {}; // module name → the module, once loaded
const IMPORTS = { lab: () => import('./lab.js'), pearl: () => import('./pearl.js'), solver: () => import('./solver-jobs.js'), played: () => import('./played.js'), sheet: () => import('./sheet.js') };
/** The module each lesson request needs. */
const NEEDS = { lab: 'lab', pearl: 'pearl', solve: 'solver', best: 'solver', ladder: 'solver', book: 'solver', playGame: 'played', playRun: 'played', sheet: 'sheet' };

/** Tree texts longer than this (characters) are not sent back to the page. */
const BIG_TEXT = 100000;
/** Most nodes of a traced analysis (both searches, and the oracle's sizing of the full tree). */
const TRACED_NODES = 2500000;
/** Most nodes of a count-only search (summaries, the best case, a lab cell, a Solve column). */
const COUNT_NODES = 300000000;
/** A search's progress is posted at most this often (ms). */
const PROGRESS_MS = 100;

/** The budget's tick for job `id`: posts {nodes, ms, memory} at most every PROGRESS_MS. */
function ticker(id) {
  const t0 = performance.now();
  let last = t0;
  return (nodes) => {
    const now = performance.now();
    if (now - last >= PROGRESS_MS) {
      last = now;
      postMessage({ id, type: 'progress', progress: { nodes, ms: now - t0, memory: E.memory.buffer.byteLength } });
    }
    return true;
  };
}

/**
 * The engine that answers: {Analysis, memory, abviz (the module's exports), first}. It starts as the
 * first view's module (web/pkg/abviz_first: the first game alone, no lessons' exports, under 300 KB)
 * and becomes the full module (web/pkg/abviz_wasm) for good at the first request the first cannot
 * answer: a lesson's, or another game's (the first throws option.UnknownGame). Both modules are
 * built from crates/wasm (scripts/lib.sh build_wasm); the lessons' modules here import the full one.
 */
let E = null;
/** The full module's engine, once asked for (a promise). */
let full = null;
/** Makes the full module the engine, loading it the first time. */
function useFull() {
  full ??= import('../pkg/abviz_wasm.js').then(async (m) => {
    const w = await m.default();
    return { Analysis: m.Analysis, memory: w.memory, abviz: m, first: false };
  });
  return full.then((f) => { E = f; });
}
/** Requests the first module answers (for its game); any other type loads the full module first. */
const FIRST = new Set(['analyse', 'count', 'pass', 'encode', 'memory']);

/** The tree text of the last analysis, so a link to it needs no second copy from the page. */
let lastTree = null;
/** The last analysis with iterative-deepening passes ({a, memory}: its module's), kept so a pass can be shown without searching again. */
let lastPasses = null;
/** The first view's module as the engine. */
const useFirst = () => initFirst().then((w) => { E = { Analysis: FirstAnalysis, memory: w.memory, abviz: null, first: true }; });
// A lesson's worker, or one for a link to another view, starts on the full module (engine.js workerUrl).
const ready = (new URL(self.location.href).searchParams.has('full') ? useFull() : useFirst()).then(() => {
  setKinds(E.first ? event_kinds() : E.abviz.event_kinds());
  // The whole registry, as data (scripts/registry.js): the first module knows its own game only.
  setGames(GAMES);
  // A first small analysis, so the engine's code is warm for the page's first real one.
  try { analyse(0, { board: '....X....' }, false); } catch { /* a valid board never fails */ }
  postMessage({ type: 'ready', kinds: { ...K }, games: ENGINE_GAMES });
}, (e) => postMessage({ type: 'error', id: 0, error: { message: `the engine failed to load: ${e.message}` } }));

function analyse(id, request, send = true) {
  const phase = (p) => { if (send) postMessage({ id, type: 'phase', phase: p }); };
  phase('search');
  // A board's counts, without traces, take a few milliseconds: the page shows them first, while
  // the traces are recorded and the drawing data made. (A long tree's are sent after its one parse.)
  const early = send && request.board !== undefined;
  const tick = send ? ticker(id) : undefined;
  const { Analysis, memory } = E;
  if (early) postMessage({ id, type: 'summary', summary: Analysis.count_only({ ...request, algorithm: 'both' }, TRACED_NODES, tick) });
  const a = new Analysis({ ...request, algorithm: 'both' }, TRACED_NODES, tick);
  // A link's pass of iterative deepening (`pass`, 1-based) is shown at once; past the last, the last is.
  if (request.pass > 1) a.select_pass(request.pass);
  lastTree = request.tree ?? null;
  if (send && lastPasses) { lastPasses.a.free(); lastPasses = null; }
  try {
    const summary = a.summary();
    if (send && !early) postMessage({ id, type: 'summary', summary: { ...summary, root: summary.root.length > BIG_TEXT ? null : summary.root } });
    phase('layout');
    const t = fromAnalysis(a, memory, summary);
    // A long tree's text is what the page sent (less white space): don't ship megabytes back.
    if (summary.root.length > BIG_TEXT) summary.root = null;
    phase('derive');
    derive(t);
    t.uniform = uniformShape(t);
    if (send) postMessage({ id, type: 'done', result: { summary, tree: t, memory: memory.buffer.byteLength } }, buffersOf(t));
    if (send && summary.passes > 1) lastPasses = { a, memory };
  } finally {
    if (lastPasses?.a !== a) a.free();
  }
}

/** A worksheet's exercises (engine/sheet.js), each searched as an analysis is; none is kept for a link. */
function sheet(id, { specs }) {
  const model = (request) => {
    const a = new E.Analysis({ ...request, algorithm: 'both' }, TRACED_NODES);
    try { return derive(fromAnalysis(a, E.memory, a.summary())); } finally { a.free(); }
  };
  const exercises = specs.map((spec) => lessons.sheet.makeExercise(spec, model));
  postMessage({ id, type: 'done', result: { exercises } }, exercises.flatMap((e) => buffersOf(e.tree)));
}

/**
 * Pass `k` (1-based) of the last analysis's iterative deepening: the same
 * {summary, tree} as an analysis, with the alpha-beta slot holding that
 * pass's events and timeline (no search runs again).
 */
function pass(id, { pass: k }) {
  if (!lastPasses || !lastPasses.a.select_pass(k)) throw new Error(`there is no pass ${k}`);
  const summary = lastPasses.a.summary();
  const t = fromAnalysis(lastPasses.a, lastPasses.memory, summary);
  derive(t);
  t.uniform = uniformShape(t);
  postMessage({ id, type: 'done', result: { summary, tree: t } }, buffersOf(t));
}

/**
 * The enhancement lab: counts (no traces) of `base` for each row at depths
 * 1…`depths`, depth by depth, posting each cell as it is done. A cell whose
 * count is predicted to pass `budget` nodes is skipped (lab.js skipCell).
 */
function lab(id, { base, rows, depths, budget }) {
  const counts = Object.fromEntries(rows.map((r) => [r.id, []]));
  let cells = 0;
  for (let depth = 1; depth <= depths; depth++) {
    for (const row of rows) {
      let progress;
      if (lessons.lab.skipCell(counts[row.id], depth, budget)) {
        counts[row.id][depth] = null;
        progress = { row: row.id, depth, skipped: true };
      } else {
        const t0 = performance.now();
        try {
          const stats = E.Analysis.count_only(lessons.lab.cellRequest(base, row, depth), COUNT_NODES)[lessons.lab.slotOf(row)];
          counts[row.id][depth] = stats.nodes;
          progress = { row: row.id, depth, nodes: stats.nodes, leaves: stats.leaves, value: stats.value, hits: stats.book_hits ?? 0, solver: stats.endgame_nodes ?? 0, root: !!stats.book, ms: performance.now() - t0 };
        } catch (err) {
          // One combination the engine refuses does not stop the others; its deeper cells are skipped.
          counts[row.id][depth] = null;
          progress = { row: row.id, depth, error: { message: String(err?.message ?? err), code: err?.code ?? null, params: err?.params ?? null } };
        }
      }
      cells++;
      postMessage({ id, type: 'progress', progress });
    }
  }
  postMessage({ id, type: 'done', result: { cells } });
}

/**
 * Pearl's chart (engine/pearl.js): alpha-beta's leaves of each seed's random uniform tree of
 * branching `b`, searched in random order, at depths 1…`depths`, posting each tree as it is counted.
 */
function pearl(id, { b, depths, seeds }) {
  for (let depth = 1; depth <= depths; depth++) {
    for (const seed of seeds) {
      const stats = E.Analysis.count_only(lessons.pearl.pearlRequest(b, depth, seed), COUNT_NODES).alphabeta;
      postMessage({ id, type: 'progress', progress: { depth, seed, leaves: stats.leaves, nodes: stats.nodes } });
    }
  }
  postMessage({ id, type: 'done', result: { trees: depths * seeds.length } });
}

/**
 * TD(λ) learning (wasm Learner, lab/learn.js learnJob): `games` training games, `chunk` a call, posting
 * after each call {games, points (the new curve points, flat), nodes, weights (weights_json), ms}. Cancel
 * ends the worker; the page keeps the weights of the last chunk it heard.
 */
function learn(id, { settings, games, chunk }) {
  const t0 = performance.now();
  const learner = new E.abviz.Learner(settings);
  try {
    while (learner.games() < games) {
      const points = Array.from(learner.step(Math.min(chunk, games - learner.games()), COUNT_NODES));
      postMessage({ id, type: 'progress', progress: { games: learner.games(), points, nodes: learner.nodes(), weights: learner.weights_json(), ms: performance.now() - t0 } });
    }
    postMessage({ id, type: 'done', result: { games: learner.games(), curve: Array.from(learner.curve()), nodes: learner.nodes(), weights: learner.weights_json(), ms: performance.now() - t0 } });
  } finally {
    learner.free();
  }
}

/**
 * A match (wasm Matcher, the core's matches.rs): `games` games of `first` against `second` from the
 * game's start, one game a call, posting {games, tally: [first wins, draws, second wins, moves], ms}
 * after each. Cancel ends the worker; the page keeps the tally it last heard.
 */
function match(id, { request, games }) {
  const t0 = performance.now();
  const m = new E.abviz.Matcher(request);
  try {
    let tally = [0, 0, 0, 0];
    for (let k = 0; k < games; k++) {
      tally = Array.from(m.step(1, COUNT_NODES, ticker(id)));
      postMessage({ id, type: 'progress', progress: { games: k + 1, tally, ms: performance.now() - t0 } });
    }
    postMessage({ id, type: 'done', result: { games, tally, ms: performance.now() - t0 } });
  } finally {
    m.free();
  }
}

/**
 * Monte Carlo tree search (wasm mcts): {request, iterations, c, seed, traced}. Resolves with {summary, events,
 * curve, words, kinds, ms}: the events of the first `traced` iterations (`words` floats each) and the
 * convergence curve, both Float64Arrays transferred.
 */
function mcts(id, { request, iterations, c, seed, traced }) {
  const t0 = performance.now();
  const r = E.abviz.mcts(request, iterations, c, seed, traced, COUNT_NODES, ticker(id));
  const result = { summary: r.summary, events: r.events, curve: r.curve, words: r.words, kinds: r.kinds, ms: performance.now() - t0 };
  postMessage({ id, type: 'done', result }, [r.events.buffer, r.curve.buffer]);
}

/** A whole Pacman or robots game (wasm play_game), every decision counted by both searches: {game, ms}. */
function playGame(id, { request, index = 0 }) {
  const t0 = performance.now();
  const game = lessons.played.readGame(E.abviz.play_game(request, index, COUNT_NODES, ticker(id)));
  postMessage({ id, type: 'done', result: { game, ms: performance.now() - t0 } });
}

/**
 * Win rates: `games` games for each of `sides` ({id, request} over `request`), game k of every side in
 * turn, posting {game, games, ends, tallies} after each k; the tallies are the core's (wasm PlayRun).
 * Cancel ends the worker between or inside games.
 */
function playRun(id, { request, sides, games }) {
  const t0 = performance.now();
  const runs = [];
  try {
    for (const s of sides) runs.push(new E.abviz.PlayRun({ ...request, ...s.request }));
    let tallies = [];
    for (let k = 0; k < games; k++) {
      const ends = runs.map((r) => lessons.played.readEnd(r.next(COUNT_NODES)));
      tallies = runs.map((r) => lessons.played.readTally(r.tally()));
      postMessage({ id, type: 'progress', progress: { game: k + 1, games, ends, tallies, ms: performance.now() - t0 } });
    }
    postMessage({ id, type: 'done', result: { games, tallies, sides: sides.map((s) => s.id), ms: performance.now() - t0 } });
  } finally {
    for (const r of runs) r.free();
  }
}

onmessage = async (e) => {
  await ready;
  const { id, type, request } = e.data;
  try {
    if (!FIRST.has(type)) await useFull();
    const need = NEEDS[type];
    if (need) lessons[need] ??= await IMPORTS[need]();
    try {
      await answer(id, type, request);
    } catch (err) {
      // The first module registers one game: another game's request is the full module's.
      if (!E.first || err?.code !== 'option.UnknownGame') throw err;
      await useFull();
      await answer(id, type, request);
    }
  } catch (err) {
    // A trap (out of memory, say) leaves the wasm instance unusable: the page starts a new worker.
    const fatal = err instanceof WebAssembly.RuntimeError;
    postMessage({ id, type: 'error', fatal, error: { message: String(err?.message ?? err), code: err?.code ?? null, params: err?.params ?? null } });
  }
};

/** Answers request `type` with the engine `E` (the lesson module it needs is loaded). */
async function answer(id, type, request) {
  const abviz = E.abviz;
  if (type === 'analyse') analyse(id, request);
  // The core edits every form (nested lists, shorthand, JSON) and prints the canonical text; a bad value throws its error.
  else if (type === 'setLeaf') postMessage({ id, type: 'done', result: { text: abviz.tree_set_value(request.text, Uint32Array.from(request.path), request.value) } });
  else if (type === 'treeEdit') postMessage({ id, type: 'done', result: { text: abviz.tree_edit(request.text, request.edit) } });
  // The link of the tree analysed last: the page does not send megabytes of text again.
  else if (type === 'encode') {
    // Only a tree too long for the query has a fragment (state/links.js asks for no other).
    const tree = lastTree ?? '';
    postMessage({ id, type: 'done', result: tree.length > TREE_LINK.plainTree ? await treeFragment(tree) : { hash: '', tooLong: null } });
  }
  // The core's `abviz export --format tikz` of the position the page analyses; over its node limit it throws option.TooLargeToDraw.
  else if (type === 'tikz') postMessage({ id, type: 'done', result: { text: abviz.export_tikz({ ...request.request, algorithm: 'both' }, !!request.bounds) } });
  else if (type === 'count') postMessage({ id, type: 'done', result: { summary: E.Analysis.count_only(request, COUNT_NODES, ticker(id)) } });
  // For tests: wasm memory now, in bytes.
  else if (type === 'memory') postMessage({ id, type: 'done', result: { bytes: E.memory.buffer.byteLength } });
  else if (type === 'pass') pass(id, request);
  else if (type === 'lab') lab(id, request);
  else if (type === 'pearl') pearl(id, request);
  else if (type === 'replay') postMessage({ id, type: 'done', result: JSON.parse(abviz.replay_nilsson()) });
  else if (type === 'book') postMessage({ id, type: 'done', result: { positions: await lessons.solver.loadBook() } });
  else if (type === 'solve' || type === 'best' || type === 'ladder') {
    const jobs = lessons.solver;
    // The first Connect Four solve on 7×6 waits for the book (a 'book' request may have fetched it already).
    if (jobs.bookSize(request)) await jobs.loadBook();
    jobs[type](id, request, ticker(id), COUNT_NODES);
  }
  else if (type === 'playGame') playGame(id, request);
  else if (type === 'playRun') playRun(id, request);
  else if (type === 'learn') learn(id, request);
  else if (type === 'match') match(id, request);
  else if (type === 'mcts') mcts(id, request);
  else if (type === 'sheet') sheet(id, request);
  else throw new Error(`unknown request ${type}`);
}
