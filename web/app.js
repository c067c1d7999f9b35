// The page: inputs (board, presets, controls) change `app`; one update()
// redraws everything from it. The search itself runs in wasm (abviz-core).

import init, { Analysis } from './pkg/abviz_wasm.js';
import { buildTree, replay, explain, fmt, toMove, ALPHA } from './model.js';
import { TreeView, Viewport, layout } from './tree-view.js';

/** Most nodes drawn as SVG; larger trees show counts and a notice. */
export const DRAW_LIMIT = 2000;
/** Events per second at each Speed setting (10 = several events a frame). */
const SPEEDS = [1, 2, 3, 5, 8, 12, 20, 40, 120, 600];
const PRESETS = { move4: 'O.X/.X./O..', move6: 'O.X/XXO/O..', empty: '.........' };

const $ = (id) => document.getElementById(id);

const app = {
  cells: Array(9).fill('.'), // the board as edited, valid or not
  summary: null, // last valid analysis
  tree: null,
  traces: { minimax: null, alphabeta: null },
  pos: 0,
  total: 0,
  playing: false,
  speed: 6,
  drawn: false,
};

const viewport = new Viewport();
const views = {
  minimax: new TreeView($('minimax-svg'), 'minimax', viewport),
  alphabeta: new TreeView($('alphabeta-svg'), 'alphabeta', viewport),
};

/** Reads a trace out of wasm memory into a JS-owned copy. */
function copyTrace(wasm, analysis, algorithm) {
  const ptr = analysis.events_ptr(algorithm);
  const len = analysis.events_len(algorithm);
  return new Uint32Array(wasm.memory.buffer, ptr, len * 4).slice();
}

let wasm = null;

/** Analyses the edited board; on bad input shows the message and keeps the last good view. */
function analyse() {
  const board = app.cells.join('');
  let analysis;
  try {
    analysis = new Analysis({ board });
  } catch (e) {
    $('board-alert').textContent = e.message;
    renderBoard();
    return false;
  }
  $('board-alert').textContent = '';
  try {
    app.summary = analysis.summary();
    const small = app.summary.minimax.nodes <= DRAW_LIMIT;
    app.traces.minimax = small ? copyTrace(wasm, analysis, 'minimax') : null;
    app.traces.alphabeta = small ? copyTrace(wasm, analysis, 'alphabeta') : null;
  } finally {
    analysis.free();
  }
  app.pos = 0;
  app.total = app.traces.minimax ? app.traces.minimax.length / 4 : 0;
  app.tree = app.traces.minimax ? buildTree(app.traces.minimax, app.summary) : null;
  drawTrees();
  update();
  return true;
}

function drawTrees() {
  const big = !app.tree;
  for (const [name, view] of Object.entries(views)) {
    const canvas = view.svg.parentElement;
    const notice = canvas.querySelector('.notice');
    view.svg.hidden = big;
    notice.hidden = !big;
    if (big) {
      view.clear();
      notice.textContent = `This position's tree has ${app.summary.minimax.nodes.toLocaleString('en')} nodes; ` +
        `the tree is drawn for up to ${DRAW_LIMIT.toLocaleString('en')} nodes, so only the counts are shown. ` +
        `${name === 'alphabeta' ? 'Alpha-beta' : 'Minimax'} enters ${app.summary[name].nodes.toLocaleString('en')} of them. ` +
        'Pick a position with more marks to watch the search.';
    }
  }
  if (!big) {
    const lay = layout(app.tree);
    views.minimax.draw(app.tree, lay);
    views.alphabeta.draw(app.tree, lay);
    views.minimax.fit();
  }
}

function setCells(text) {
  app.cells = text.replaceAll('/', '').split('');
}

function renderBoard() {
  document.querySelectorAll('.cell').forEach((b) => {
    const i = Number(b.dataset.cell);
    const c = app.cells[i];
    b.textContent = c === '.' ? '' : c;
    b.setAttribute('aria-label', `Cell ${i}: ${c === '.' ? 'empty' : c}`);
    b.dataset.mark = c;
  });
}

function pct(part, whole) {
  return whole ? Math.round((100 * part) / whole) : 0;
}

function renderCompare() {
  const body = $('compare-body');
  const s = app.summary;
  if (!s) { body.textContent = ''; return; }
  const finished = !app.tree || app.pos >= app.total;
  if (!finished) {
    body.innerHTML = '<p class="hint">Play to the end (or press Go to end) to compare the two searches.</p>';
    return;
  }
  const rows = [['nodes', 'Nodes entered'], ['leaves', 'Leaves evaluated']];
  const max = Math.max(s.minimax.nodes, 1);
  body.innerHTML = '';
  const fig = document.createElement('figure');
  fig.className = 'bars';
  for (const [key, label] of rows) {
    const mm = s.minimax[key], ab = s.alphabeta[key];
    const saved = pct(mm - ab, mm);
    const group = document.createElement('div');
    group.className = 'bar-group';
    group.innerHTML = `<div class="bar-label">${label}: alpha-beta saves <strong>${saved}%</strong></div>
      <div class="bar-row"><span class="bar-name">Minimax</span><span class="bar mm" style="width:${(100 * mm) / max}%"></span><span class="bar-num">${mm.toLocaleString('en')}</span></div>
      <div class="bar-row"><span class="bar-name">Alpha-beta</span><span class="bar ab" style="width:${(100 * ab) / max}%"></span><span class="bar-num">${ab.toLocaleString('en')}</span></div>`;
    fig.appendChild(group);
  }
  const cap = document.createElement('figcaption');
  const best = s.alphabeta.best_move;
  cap.textContent = `Both find the value ${fmt(s.minimax.value)}` +
    (best === null || best === undefined ? ' (the game is already over).' : `; the best move is cell ${best}.`) +
    ` Alpha-beta made ${s.alphabeta.cutoffs} cut-off${s.alphabeta.cutoffs === 1 ? '' : 's'}, skipping ${s.alphabeta.pruned_children} subtree${s.alphabeta.pruned_children === 1 ? '' : 's'}.`;
  fig.appendChild(cap);
  body.appendChild(fig);
}

/** Redraws everything from `app`. */
function update() {
  renderBoard();
  const s = app.summary;
  if (s) {
    $('to-move').textContent = s.to_move ? `${s.to_move} to move: ${s.to_move} is MAX, the other player MIN.` : '';
    $('minimax-total').textContent = s.minimax.nodes.toLocaleString('en');
    $('alphabeta-total').textContent = s.alphabeta.nodes.toLocaleString('en');
  }
  const position = $('position');
  position.max = String(app.total);
  position.value = String(app.pos);
  position.disabled = !app.tree;
  $('position-out').textContent = app.tree ? `step ${app.pos} of ${app.total}` : 'no animation for this size';
  $('speed-out').textContent = `${SPEEDS[app.speed - 1]} steps/s`;
  const play = $('play');
  play.textContent = app.playing ? 'Pause' : 'Play';
  play.setAttribute('aria-pressed', String(app.playing));
  for (const id of ['play', 'step-back', 'step-forward', 'reset', 'go-end']) $(id).disabled = !app.tree;

  if (app.tree) {
    const states = {};
    for (const name of ['minimax', 'alphabeta']) {
      const st = replay(app.tree, app.traces[name], app.pos);
      views[name].update(st);
      $(`${name}-entered`).textContent = st.counts.nodes;
      $(`${name}-leaves`).textContent = `${st.counts.leaves} of ${s[name].leaves}`;
      if (name === 'alphabeta') $('alphabeta-cutoffs').textContent = st.counts.cutoffs;
      const text = st.pos < app.pos && st.done
        ? `Alpha-beta finished after ${st.len} steps: value ${fmt(s.alphabeta.value)}, ${s.alphabeta.nodes} nodes entered.`
        : explain(app.tree, st, name);
      const ex = $(`${name}-explain`);
      if (ex.textContent !== text) ex.textContent = text;
      ex.classList.toggle('cutoff', !!st.last && st.last.kind === 4 && st.pos === app.pos);
      ex.classList.toggle('bound', !!st.last && (st.last.kind === ALPHA || st.last.kind === ALPHA + 1));
      states[name] = st;
    }
    // Keep the node being searched in view when zoomed in: alpha-beta's while it runs.
    const focus = states.alphabeta.current >= 0 ? states.alphabeta : states.minimax;
    views[focus === states.alphabeta ? 'alphabeta' : 'minimax'].follow(focus.current);
  } else if (s) {
    for (const name of ['minimax', 'alphabeta']) {
      $(`${name}-entered`).textContent = s[name].nodes.toLocaleString('en');
      $(`${name}-leaves`).textContent = `${s[name].leaves.toLocaleString('en')} of ${s[name].leaves.toLocaleString('en')}`;
      $(`${name}-explain`).textContent = '';
    }
    $('alphabeta-cutoffs').textContent = s.alphabeta.cutoffs.toLocaleString('en');
  }
  renderCompare();
}

// ---- animation -------------------------------------------------------------

let timer = null;
let last = 0;
let carry = 0;

function frame(now) {
  if (!app.playing) return;
  const dt = Math.min(now - last, 250);
  last = now;
  carry += (dt / 1000) * SPEEDS[app.speed - 1];
  const steps = Math.floor(carry);
  if (steps > 0) {
    carry -= steps;
    app.pos = Math.min(app.total, app.pos + steps);
    if (app.pos >= app.total) app.playing = false;
    update();
  }
  if (app.playing) timer = requestAnimationFrame(frame);
}

function setPlaying(on) {
  if (on && app.pos >= app.total) app.pos = 0; // Play at the end starts again
  app.playing = on && !!app.tree;
  cancelAnimationFrame(timer);
  if (app.playing) {
    last = performance.now();
    carry = 1; // the first step shows at once
    timer = requestAnimationFrame(frame);
  }
  update();
}

function seek(pos) {
  app.pos = Math.max(0, Math.min(app.total, pos));
  update();
}

/** Loads a new position; a running animation carries on from its start. */
function loadBoard(text) {
  const wasPlaying = app.playing;
  cancelAnimationFrame(timer);
  app.playing = false;
  setCells(text);
  if (analyse() && wasPlaying) setPlaying(true);
}

// ---- inputs ----------------------------------------------------------------

function wire() {
  document.querySelectorAll('.cell').forEach((b) => b.addEventListener('click', () => {
    const i = Number(b.dataset.cell);
    const next = { '.': 'X', X: 'O', O: '.' };
    app.cells[i] = next[app.cells[i]];
    loadBoard(app.cells.join(''));
  }));
  $('preset-move4').addEventListener('click', () => loadBoard(PRESETS.move4));
  $('preset-move6').addEventListener('click', () => loadBoard(PRESETS.move6));
  $('preset-empty').addEventListener('click', () => loadBoard(PRESETS.empty));
  $('preset-clear').addEventListener('click', () => {
    // Empties the editor only; the last tree stays until a position is clicked in.
    setPlaying(false);
    setCells(PRESETS.empty);
    $('board-alert').textContent = '';
    renderBoard();
    $('to-move').textContent = 'Board cleared: click cells to enter a position; it is analysed after each click.';
  });
  $('play').addEventListener('click', () => setPlaying(!app.playing));
  $('step-forward').addEventListener('click', () => { setPlaying(false); seek(app.pos + 1); });
  $('step-back').addEventListener('click', () => { setPlaying(false); seek(app.pos - 1); });
  $('reset').addEventListener('click', () => { setPlaying(false); seek(0); });
  $('go-end').addEventListener('click', () => { setPlaying(false); seek(app.total); });
  $('position').addEventListener('input', (e) => { setPlaying(false); seek(Number(e.target.value)); });
  $('speed').addEventListener('input', (e) => { app.speed = Number(e.target.value); update(); });
  $('zoom-in').addEventListener('click', () => zoomCentre(1.25));
  $('zoom-out').addEventListener('click', () => zoomCentre(0.8));
  $('zoom-fit').addEventListener('click', () => views.minimax.fit());
  document.addEventListener('keydown', (e) => {
    const t = e.target;
    const typing = t instanceof HTMLElement && (t.matches('input, select, textarea') || t.isContentEditable);
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === ' ' && !(typing && !t.matches('input[type=range]'))) {
      e.preventDefault();
      setPlaying(!app.playing);
    } else if ((e.key === 'ArrowRight' || e.key === 'ArrowLeft') && !typing) {
      e.preventDefault();
      setPlaying(false);
      seek(app.pos + (e.key === 'ArrowRight' ? 1 : -1));
    }
  });
  window.addEventListener('resize', () => views.minimax.fit());
}

function zoomCentre(f) {
  const r = views.minimax.svg.getBoundingClientRect();
  viewport.zoomAt(f, r.width / 2, r.height / 2);
}

async function main() {
  try {
    wasm = await init();
  } catch (e) {
    $('board-alert').textContent = `The search engine (wasm) did not load: ${e.message}. Build it with npm run build.`;
    throw e;
  }
  wire();
  $('speed').value = String(app.speed);
  loadBoard(PRESETS.move4);
  document.body.dataset.ready = 'true';
}

main();

// For tests and the console: the app state, read-only by convention.
window.abviz = { app, toMove };
