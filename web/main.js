// The page: one state (`app`) and one update() that redraws everything from
// it. Positions are analysed by the engine in a Web Worker (engine/); the
// result is one tree model (base/tree.js) that the SVG view (small trees) or
// the canvas view (large ones) draws (render/). Links and history go through
// the pure URL codec (state/url.js); the controls are wired in controls/, each
// game's editor and drawing is in games/. The map is web/README.md.

import { Engine, linkNeedsFull, workerUrl } from './engine/engine.js';
import { K, setKinds } from './base/kinds.js';
import { setPlusSign } from './i18n/format.js';
import { t, loadLang, loadPanelWords, loaded, setLang, translatePage } from './i18n/index.js';
import { ALGORITHMS, pathMoves } from './base/tree.js';
import { boardOf } from './games/tictactoe.js';
import { stateAt } from './state/timeline.js';
import { bestLine } from './state/decision.js';
import { Viewport } from './base/viewport.js';
import { makeViews, modeOf } from './render/make-views.js';
import { analysePanels, panelSlot, panelTree } from './state/panels.js';
import { makePlayer } from './controls/player.js';
import { DEFAULTS } from './state/view.js';
import { Links, initialLanguage } from './state/links.js';
import { gameOf, loadGame } from './games/index.js';
import { normalizeView } from './games/connect4-view.js';
import { buildPicker } from './games/picker.js';
import { setGames } from './base/games.js';
import { Passes, passesOf, wireEnhance } from './panels/enhance.js';
import { renderAlerts, renderBusy, revealAlert, watchBusy } from './panels/status.js';
import { requestOf } from './engine/request.js';
import { failureAlert, holdEarlyActions } from './controls/early.js';
import { Drawers } from './controls/drawers.js';
import { depthFirst } from './state/panel-config.js';
import { Lessons } from './lessons.js';
import { lessonTable } from './lesson-table.js';
import { loadStyle } from './base/style.js';

/** Most trace events exported as JSON. */
const JSON_EVENTS = 100000;

const $ = (id) => document.getElementById(id);

export const app = {
  view: { ...DEFAULTS }, // what is analysed and how it is shown: the link's contents
  cells: Array(9).fill('.'), // the board editor, which may hold a draft
  request: null, summary: null, tree: null, mode: 'svg', total: 0, pos: 0, playing: false,
  bestCase: null, practice: null, busy: null, layout: 'both',
  alerts: {}, // where -> {text} or {key, params} or {err}: said again in a new language
  c4: null, // the Connect Four editor's position (games/connect4-rules.js), which may be a draft
  gameDepth: {}, // the depth limit each game was last left with (games/connect4-editor.js normalizeView)
  pass: null, // iterative deepening: the pass shown, {k, n, depth, full} (panels/enhance.js)
};

const viewport = new Viewport();
let views = null; // {svg: {minimax, alphabeta}, canvas: {...}}
let minimap = null, stage = null, links = null, nodeUi = null, engine = null; // minimap: with the canvas (loadCanvas)
let loadCanvas = null, addNodeUi = null; // the canvas renderer, with the first tree too large for SVG; the node cards, with the controls (render/make-views.js)
let c4Editor = null;
let levels = null; // the level labels (render/levels.js)
let playEngine = null; // the games' own panels' engine (Connect Four's Computer move and Scores of all moves), made on first use
const gamePanels = new Map(); // the games' own panels (games/index.js `panel`) by their maker (the maze games share one), each made at its game's first view
/** Shows node `id` (-1: the root) in the games' panels that draw one (the maze games' state). */
const showNode = (id) => { for (const p of gamePanels.values()) p.showNode?.(id); };
let passes = null;
let gallery = null; // the Gallery chooser and its caption (panels/gallery.js)
let drawers = null; // the lesson bar and its drawers (controls/drawers.js)
let lessons = null; // the lessons' panels, loaded with their first use (lessons.js)
/** Lesson `name`'s panel, once loaded. */
const lesson = (name) => lessons?.get(name);
let loadToken = 0;
/** The readouts, editors, Gallery and controls (after-tree.js): loaded once the first trees are built. */
let late = null;

const player = makePlayer({ app, update, practising: () => practising() });
const { play, pause, togglePlay, seek, setSpeed } = player;

/** The views that draw the current tree: both panels in the current renderer. */
export const active = () => (views ? views[app.mode] : null);
const practising = () => !!app.practice && !app.practice.checked;

// ---- messages ------------------------------------------------------------------

/** Shows one message next to the input it is about; a new message replaces any other. */
export function alert(where, msg) {
  app.alerts = msg ? { [where]: msg } : {};
  renderAlerts(app);
  if (msg) revealAlert(where);
}

// ---- loading -------------------------------------------------------------------

/**
 * Analyses `view` in the worker and shows it; on bad input shows the message
 * next to `alertAt` and keeps the last good view. `history`: 'push' a new
 * entry, 'replace' the current one, or 'none' (Back/Forward). `exact`: the
 * view sets its game's options itself (a Gallery preset), so none is carried over.
 */
export async function load(view, { alertAt = 'board-alert', history = 'push', exact = false } = {}) {
  if (!exact) view = normalizeView(view, app.view, app.gameDepth, history === 'push');
  const token = ++loadToken;
  const wasPlaying = app.playing;
  pause();
  const request = requestOf(view);
  app.busy = { since: performance.now(), phase: 'search' };
  let result;
  const onProgress = watchBusy(app, () => token === loadToken);
  try {
    await loadGame(view.game); // its drawing and editor, if they come with its first view (games/index.js)
    addGamePanel(view.game);
    result = await analysePanels(engine, view, request, (summary) => { if (token === loadToken) showTotals(summary); }, onProgress);
    if (modeOf(result) === 'canvas') minimap = await loadCanvas();
  } catch (e) {
    if (token !== loadToken) return false;
    app.failure = e; // what refused the view: a link's rescue reads it (state/rescue.js)
    app.busy = null;
    renderBusy(app);
    document.querySelector('.panels').classList.remove('loading');
    if (app.summary) for (const alg of ALGORITHMS) late?.renderCounts(alg, app.states?.[alg]?.counts ?? { nodes: 0, leaves: 0, cutoffs: 0 }, app.summary[alg]);
    if (e.cancelled || e.code === 'search.NodeLimit') late?.restoreControls(app); // a bad board stays a draft, with its message
    alert(...failureAlert(app, e, alertAt));
    update();
    return false;
  }
  if (token !== loadToken) return false; // a newer request came in meanwhile
  app.busy = null;
  renderBusy(app);
  alert(null);
  install(view, result.request, result);
  if (history !== 'none') links.request(history);
  if (wasPlaying) play();
  if (!result.panels.separate) bestCase(token, result.request);
  return true;
}

/** Makes game `name`'s own panel (games/index.js `panel`) at its first view, once the controls (and the Connect Four editor) are here. */
function addGamePanel(name) {
  const panel = gameOf(name)?.panel;
  if (!late || !panel || gamePanels.has(panel)) return;
  gamePanels.set(panel, panel({ app, load, update, alert, editor: c4Editor, engine: () => (playEngine ??= new Engine(workerUrl(true))), announce: (text) => { $('announce').textContent = text; } }));
}

/**
 * The counts arrive before the drawing data: show them at once (the trees
 * dim until theirs arrive), so a large tree's totals paint first.
 */
function showTotals(summary) {
  for (const alg of ALGORITHMS) late?.renderCounts(alg, { nodes: 0, leaves: 0, cutoffs: 0 }, summary[alg]);
  document.querySelector('.panels').classList.add('loading');
}

/** Shows an analysed result: draws the tree and resets the step (to the link's step, if any). */
function install(view, request, { summary, tree, panels }) {
  document.querySelector('.panels').classList.remove('loading');
  app.view = { ...view, pass: null }; // the pass on screen is app.pass's (links.js writes it)
  app.request = request;
  if (summary.root === null) summary.root = request.tree.trim();
  app.summary = summary;
  app.link = null; // the position's part of the link, worked out once (see saveUrl)
  app.tree = tree;
  app.panels = panels; // each panel's tree and timeline slot (state/panels.js)
  app.mode = modeOf({ panels, tree });
  app.total = Math.max(...ALGORITHMS.map((alg) => panelTree(app, alg).tl[panelSlot(app, alg)].len));
  app.pos = Math.min(view.step || 0, app.total);
  app.bestCase = null;
  app.practice = null;
  const game = gameOf(summary);
  setPlusSign(game.board);
  // The board shows the position whose tree is on screen: none for a textbook tree.
  game.restore?.(app, view, summary);
  if (game.maze) app.lastMaze = { ...app.lastMaze, [game.name]: view.position.maze };
  else if (!game.board) { app.cells = Array(9).fill('.'); app.lastTree = view.position; }
  app.pass = panels.separate ? null : passesOf(summary, tree);
  showPanels();
  nodeUi?.reset();
  showNode(-1);
  drawTrees();
  update();
}

/** The tree on screen in the panels beside it (after-tree.js): with each tree, and once they load, for the first. */
function showPanels() {
  if (!late || !app.tree) return;
  const { view, summary, tree } = app, game = gameOf(summary);
  late.closeEditors();
  if (!game.board && !game.maze) late.showTreeText(app, view.position.tree ?? summary.root);
  late.refreshCaption(view.position.tree ?? null, tree, summary);
  late.refreshHorizon(app);
  gallery.refresh();
  late.syncOptions(app);
}

/** The best case (best-first order), counted in the worker after the tree is shown. */
async function bestCase(token, request) {
  try {
    const { summary } = await engine.count({ ...request, order: 'best-first', algorithm: 'alphabeta' });
    if (token === loadToken) { app.bestCase = summary.alphabeta; update(); }
  } catch { /* a cancelled or failed count leaves the line out */ }
}

/** Ends the running search (the worker is replaced); load() then says what stays on screen. */
export function cancelSearch() {
  engine.cancel();
}

// ---- drawing ---------------------------------------------------------------------

function drawTrees() {
  const canvas = app.mode === 'canvas';
  // Empty both renderers first, so the layout pass below sees a light page.
  for (const alg of ALGORITHMS) {
    views.svg[alg].clear();
    views.canvas[alg]?.clear(); // none before the first large tree
    views.svg[alg].svg.toggleAttribute('hidden', canvas); // SVG elements have no .hidden property
    $(`${alg}-canvas`).hidden = !canvas;
  }
  $('minimap').hidden = !canvas;
  $('expand-all').hidden = !canvas;
  levels.draw(app.tree); // before the fit: the labels' width is the trees' left margin
  stage.applyLayout();
  stage.fit();
  for (const alg of ALGORITHMS) {
    views[app.mode][alg].slot = panelSlot(app, alg);
    views[app.mode][alg].draw(panelTree(app, alg));
  }
  // The minimap's overview costs a pass over the tree: a task of its own, after the trees show.
  if (canvas) { const tree = app.tree; setTimeout(() => { if (app.tree === tree) minimap.draw(tree); }, 50); } else minimap?.draw(null);
  late?.renderCode(app.summary, app.panels);
}

// ---- update --------------------------------------------------------------------------

/** Redraws everything from `app`. */
export function update() {
  late?.renderBoard(app);
  drawers?.render();
  late?.renderPositionCard(app);
  c4Editor?.render();
  lesson('play')?.update();
  for (const p of gamePanels.values()) p.render();
  passes?.render();
  renderAlerts(app);
  renderBusy(app);
  late?.renderNegamax(app);
  const s = app.summary, tree = app.tree;
  const hasTree = !!tree;
  $('to-move').textContent = !s ? '' : s.to_move ? t('toMove', { side: s.to_move }) : t('treeRoot', { root: t(s.root_is_max ? 'max' : 'min') });
  const position = $('position');
  position.max = String(app.total);
  position.value = String(app.pos);
  position.disabled = !hasTree || practising();
  $('position-out').textContent = hasTree ? t('stepOf', { pos: app.pos, total: app.total }) : '…';
  $('speed-out').textContent = t('stepsPerSec', { n: player.clock.rate });
  $('play').textContent = t(app.playing ? 'pause' : 'play');
  $('play').setAttribute('aria-pressed', String(app.playing));
  for (const id of ['play', 'step-back', 'step-forward', 'reset', 'go-end', 'prev-cut', 'next-cut']) $(id).disabled = !hasTree || practising();
  for (const id of ['export-svg', 'export-png', 'export-tikz', 'copy-link']) $(id).disabled = !hasTree;
  // A trace as JSON is about 60 bytes an event: a few megabytes at most.
  $('export-json').disabled = !hasTree || app.total > JSON_EVENTS;
  $('practice').disabled = !hasTree || !late || app.tree.n > late.PRACTICE_NODES || !!app.panels?.separate; // practice marks one shared tree
  late?.renderPractice(app, views);
  late?.renderBestCase(app.bestCase, tree);
  lesson('lab')?.update();
  lesson('pearl')?.update();
  lesson('replay')?.update();
  lesson('match')?.render();
  lesson('worksheet')?.render();
  if (!hasTree) return;
  const pos = practising() ? 0 : app.pos;
  const states = {};
  for (const alg of ALGORITHMS) {
    // Each panel's own tree and timeline slot: the same tree for today's pair, its own for a compared configuration.
    const pt = panelTree(app, alg), slot = panelSlot(app, alg);
    const st = stateAt(pt, slot, pos);
    states[alg] = st;
    const view = active()[alg];
    // Iterative deepening: alpha-beta's totals (and best line) are those of the pass shown.
    const stats = alg === 'alphabeta' && app.pass ? app.pass.stats : s[alg];
    view.update(st, pos >= app.total ? bestLine(pt, slot, pos, stats) : null);
    if (!late) continue; // the readouts come after the first trees
    const extra = late.renderHorizon(alg, s, pt, s[alg], app.view);
    late.renderCounts(alg, st.counts, stats, slot, extra);
    const text = practising() ? t('practiceHelp') : late.sentenceFor(pt, st, s[alg], app.pos, s.to_move || 'X', alg === 'alphabeta' ? app.pass : null, s);
    late.renderSentence(alg, text, !!st.last && st.last.kind === K.CUTOFF && st.pos === app.pos);
    late.markCode(pt, alg, st, st.pos === app.pos && !practising());
  }
  app.states = states;
  late?.renderOtherCounts(app.layout);
  // Keep the node being searched in view: alpha-beta's while it runs.
  // (Over one shared tree, minimax's node before alpha-beta starts; each panel's own otherwise.)
  if (app.layout !== 'minimax') stage.follow(states.alphabeta.current >= 0 || app.panels?.separate ? states.alphabeta.current : states.minimax.current);
  else stage.follow(states.minimax.current);
  late?.renderCompare(s, app.pos >= app.total, depthFirst(app.view), { minimax: panelTree(app, 'minimax'), alphabeta: panelTree(app, 'alphabeta') }, app.view);
  nodeUi?.refresh();
  lesson('mcts')?.update(); // after the Comparison, which writes the headings: a panel running MCTS names it
  // The address follows the step on pause, not every frame of Play.
  if (!app.playing) links.request('replace');
}

// ---- language ----------------------------------------------------------------------------

let wantedLang = null; // the language last asked for: a slower dictionary that arrives after it is not shown

export function applyLanguage(lang, save = true) {
  wantedLang = lang;
  // Japanese and Korean load when first chosen; English and a loaded language apply at once.
  if (!loaded(lang)) return loadLang(lang).then((l) => (wantedLang === lang ? applyLanguage(l, save) : undefined));
  const l = setLang(lang);
  $('language').value = l;
  try { localStorage.setItem('abviz.lang', l); } catch { /* private mode */ }
  translatePage();
  for (const v of Object.values(views || {})) for (const w of Object.values(v)) w.element.setAttribute('aria-roledescription', t('treeRole')); // canvas views: once loaded
  if (app.tree) {
    stage.applyLayout();
    if (late) {
      late.renderCode(app.summary, app.panels);
      late.refreshCaption(undefined, app.tree, app.summary);
      late.refreshHorizon(app);
      gallery.refresh();
      late.renderTreeNote(app); // not the text box: it may hold a tree being typed
    }
    levels.draw(app.tree);
    update();
    if (save) links.request('replace');
  } else renderAlerts(app);
}

// ---- start -------------------------------------------------------------------------------

/** What people do to nodes and positions (called by controls/ and the node UI). */
export const actions = {};

async function main() {
  const replay = holdEarlyActions();
  // The engine loads while a Japanese or Korean dictionary does.
  engine = new Engine(workerUrl(linkNeedsFull(location.search, location.hash)), {
    onPhase: (phase) => { if (app.busy) { app.busy.phase = phase; renderBusy(app); } },
    spare: true,
  });
  await applyLanguage(initialLanguage(), false);
  lessons = new Lessons(lessonTable({ app, load, seek, saveUrl: (mode) => links.save(mode) }), () => update());
  // The lessons need no engine: their drawers open at once, and the first view keeps the one opened meanwhile.
  drawers = new Drawers({ app, get stage() { return stage; }, update, saveUrl: (mode) => links?.save(mode), gallery: () => gallery, need: (view) => lessons.need(view) });
  update(); // with no tree yet: every control that needs one is disabled
  try {
    setKinds(await engine.ready);
  } catch (e) {
    // At the top of the page: the position's own message place may be in a closed drawer.
    alert('link-alert', { key: 'wasmFailed', params: { msg: e.message } });
    throw e;
  }
  setGames(engine.games); // the engine's registry of games, as the event kinds come from it
  buildPicker(document.querySelector('.game-switch'));
  ({ views, stage, levels, loadCanvas, addNodeUi } = makeViews({ app, viewport, actions, practising, active, showNode }));
  // While a link's rescue tries nearer views (state/rescue.js), the busy note shows.
  const busy = (on) => { app.busy = on ? { since: performance.now(), phase: 'search' } : null; if (on) watchBusy(app, () => true); renderBusy(app); };
  links = new Links({ app, engine, load, alert, applyLanguage, busy });
  wireEnhance({ app, load, alert });
  passes = new Passes({ app, engine, alert, redraw: () => { app.states = null; update(); } });
  stage.watch();
  window.addEventListener('popstate', () => links.restore('none'));
  const opened = app.view.drawer; // a lesson opened while the engine loaded
  await links.restore('replace');
  if (opened && !app.view.drawer) drawers.open(opened, false);
  // The trees are on screen (or the link's message is): now the readouts, the Gallery and the controls.
  if (app.tree) await treesBuilt();
  try {
    [late] = await Promise.all([import('./after-tree.js'), loadPanelWords(), loadStyle(new URL('./gallery.css', import.meta.url).href)]);
  } catch (e) {
    alert('link-alert', { err: e }); // offline: the trees stay, with the browser's words for it
    throw e;
  }
  gallery = new late.Gallery({ app, load });
  nodeUi = addNodeUi(late.NodeUi);
  c4Editor = new late.C4Editor({ app, load, update, alert });
  addGamePanel(app.view.game);
  Object.assign(actions, late.wire({ app, load, update, play, pause, togglePlay, seek, setSpeed, stage, alert, saveUrl: (mode) => links.save(mode), applyLanguage, cancelSearch, engine, nodeUi, views, viewport, active }));
  showPanels();
  if (app.tree) late.renderCode(app.summary, app.panels);
  update();
  if (app.view.drawer === 'gallery') gallery.open();
  // The presets (18 KB) and the Gallery's cards come after the first tree: a figure's caption, and an edited figure's, then show.
  afterTrees(() => gallery.ready().then(update));
  document.body.dataset.ready = 'true';
  replay();
}

/** Whether an SVG tree on screen is still being built (svg-view.js builds over frames). */
const building = () => !!document.querySelector('svg.tree-view:not([hidden]):not([data-built="true"])');
/** Resolves once the trees on screen are built, or after 2 s: a page whose frames are held back still gets its controls. */
const treesBuilt = () => new Promise((done) => {
  const until = performance.now() + 2000;
  const look = () => (!building() || performance.now() > until ? done() : setTimeout(look, 16));
  look();
});
/** Runs `fn` when the page is idle once the trees on screen are drawn (SVG builds over frames), or after 10 s without a tree. */
const afterTrees = (fn, frames = 600) => ((app.tree && !building()) || !frames ? (globalThis.requestIdleCallback ?? setTimeout)(fn) : requestAnimationFrame(() => afterTrees(fn, frames - 1)));
main();

// For tests, benchmarks and the console: the app state, read-only by convention.
window.abviz = { app, viewport, get views() { return views; }, get lab() { return lesson('lab'); }, get mcts() { return lesson('mcts'); }, get engine() { return engine; }, boardOf, pathMoves, K };
