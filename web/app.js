// The page: inputs (board, tree, options, controls) change `app`; one
// update() redraws everything from it. The search runs in wasm (abviz-core);
// web/model.js replays its traces and web/tree-view.js draws them.

import init, { Analysis } from './pkg/abviz_wasm.js';
import {
  buildTree, replay, explain, fmt, setPlusSign, pseudocode, codeLine, moveLabel, skippedMoves, listAnd, eventAt, boardOf, kidsOf, toMove,
  ENTER, LEAF, ALPHA, BETA, CUTOFF, EXIT, NONE, NEG_INF, POS_INF,
} from './model.js';
import { TreeView, Viewport, layout } from './tree-view.js';
import { CanvasView, Minimap } from './canvas-view.js';
import { bigTree, stateAt, NEVER } from './big-tree.js';
import { t, tError, setLang, getLang, translatePage, num, LANGS } from './i18n.js';
import { exportSvg, exportPng, exportJson, download } from './export.js';

/** Most nodes drawn as SVG (one element per node); larger trees go to the canvas. */
export const DRAW_LIMIT = 2000;
/** Events per second at each Speed setting; the top ones are thousands of events a frame. */
const SPEEDS = [1, 2, 3, 5, 8, 12, 20, 40, 120, 600, 3000, 20000, 100000, 400000];
const PRESETS = { move4: 'O.X/.X./O..', move6: 'O.X/XXO/O..', empty: '.........' };
const EXAMPLES = {
  aima: '[[3,12,8],[2,4,6],[14,5,2]]',
  // A four-level tree in the style of the textbook exercises, with cut-offs at both kinds of node.
  deep: '[[[[3,17],[2,12]],[[15,25],[0,2]]],[[[2,5],[3,8]],[[2,14],[5,9]]],[[[1,8],[9,7]],[[4,11],[6,13]]]]',
};

const $ = (id) => document.getElementById(id);

const app = {
  cells: Array(9).fill('.'), // the board as edited, valid or not
  request: null, // the last request that analysed cleanly
  summary: null,
  tree: null,
  traces: { minimax: null, alphabeta: null },
  bestCase: null,
  pos: 0,
  total: 0,
  playing: false,
  speed: 6,
  practice: null, // { guesses: Set, checked: bool, marks: Map }
  mode: 'svg', // 'svg' for small trees, 'canvas' for large ones
  big: null, // the Analysis whose wasm buffers a canvas tree reads
};

const viewport = new Viewport();
const views = {
  minimax: new TreeView($('minimax-svg'), 'minimax', viewport),
  alphabeta: new TreeView($('alphabeta-svg'), 'alphabeta', viewport),
};
const canvases = {
  minimax: new CanvasView($('minimax-canvas'), 'minimax', viewport),
  alphabeta: new CanvasView($('alphabeta-canvas'), 'alphabeta', viewport),
};
const minimap = new Minimap($('minimap'), viewport, canvases.alphabeta);
// The keyboard cursor of the large tree is announced here (see moveCursor);
// the key map, shown under the controls, describes both canvases.
const cursorStatus = document.createElement('p');
cursorStatus.id = 'tree-cursor-status';
cursorStatus.className = 'visually-hidden';
cursorStatus.setAttribute('role', 'status');
cursorStatus.setAttribute('aria-live', 'polite');
document.querySelector('.panels').appendChild(cursorStatus);
document.querySelector('.controls .keys').id = 'keys-help';
for (const c of Object.values(canvases)) c.canvas.setAttribute('aria-describedby', 'keys-help');
/** The views of the current mode. */
const active = () => (app.mode === 'canvas' ? canvases : views);

let wasm = null;

/**
 * A small trace as a JS-owned copy with every field spelled out, four words
 * an event (model.js indexes events directly; the packed trace in wasm
 * memory keeps two words and leaves the rest to replay).
 */
function copyTrace(analysis, algorithm) {
  return analysis.events_wide(algorithm);
}

/** The search options from the option controls. */
function options() {
  const order = $('order').value === 'random' ? `random:${Number($('order-seed').value) || 0}` : $('order').value;
  return {
    order,
    depth: $('depth-limit').value.trim(),
    variant: $('fail-hard').checked ? 'fail-hard' : 'fail-soft',
    scoring: $('scoring').value,
  };
}

function clearAlerts() {
  for (const id of ['board-alert', 'tree-alert', 'options-alert']) $(id).textContent = '';
}

/**
 * Analyses `position` ({board} or {tree}) with the current options. On bad
 * input shows the message next to the input that caused it and keeps the
 * last good view. Returns whether it succeeded.
 */
function analyse(position, alertId) {
  const request = { ...position, ...options() };
  let analysis;
  try {
    analysis = new Analysis(request);
  } catch (e) {
    const where = e.code && e.code.startsWith('option.') ? 'options-alert' : alertId;
    $(where).textContent = tError(e);
    $(where).dataset.code = e.code || '';
    renderBoard();
    return false;
  }
  clearAlerts();
  const summary = analysis.summary();
  const small = summary.minimax.nodes <= DRAW_LIMIT;
  // A large tree's buffers stay in wasm memory for the canvas; a small one is copied out.
  if (app.big) app.big.free();
  app.big = null;
  app.summary = summary;
  if (small) {
    app.traces.minimax = copyTrace(analysis, 'minimax');
    app.traces.alphabeta = copyTrace(analysis, 'alphabeta');
    analysis.free();
  } else {
    app.traces.minimax = app.traces.alphabeta = null;
    app.big = analysis;
  }
  app.mode = small ? 'svg' : 'canvas';
  app.request = request;
  app.bestCase = bestCase(request);
  if (app.summary.kind === 'board') setCells(app.summary.root);
  else $('tree-input').value = app.summary.root;
  app.pos = 0;
  // Lockstep: the animation lasts as long as the longer trace (alpha-beta's α/β
  // events can make it the longer one on small trees).
  app.total = Math.max(summary.minimax.events, summary.alphabeta.events);
  setPlusSign(app.summary.kind === 'board');
  app.practice = null;
  const token = ++buildToken;
  if (small) {
    app.tree = buildTree(app.traces.minimax, app.summary);
    drawTrees();
    update();
    return true;
  }
  // A large tree: show its totals now and build its drawing data (some tens of
  // ms for the empty board) in the next task, so the totals paint first.
  app.tree = null;
  update();
  setTimeout(() => {
    if (token !== buildToken) return; // another position came in meanwhile
    app.tree = bigTree(wasm, app.big, app.summary);
    drawTrees();
    if (app.resume) setPlaying(true); else update();
  }, 0);
  return true;
}

let buildToken = 0;

/** Alpha-beta's counts under best-first ordering: the best any ordering can do here. */
function bestCase(request) {
  try {
    const a = new Analysis({ ...request, order: 'best-first', algorithm: 'alphabeta' });
    try { return a.summary().alphabeta; } finally { a.free(); }
  } catch {
    return null;
  }
}

/** (b, d) when every inner node has b children and every leaf is at depth d. */
function uniformShape(tree) {
  if (!tree || tree.kind !== 'tree' || tree.n < 2) return null;
  const b = kidsOf(tree, 0).length;
  let d = -1;
  for (let id = 0; id < tree.n; id++) {
    const k = kidsOf(tree, id).length;
    if (k === 0) {
      if (d < 0) d = tree.depth[id];
      if (tree.depth[id] !== d) return null;
    } else if (k !== b) return null;
  }
  return { b, d };
}

function drawTrees() {
  const big = app.mode === 'canvas';
  cursor = -1;
  hideNodeUi();
  for (const name of ['minimax', 'alphabeta']) {
    views[name].svg.toggleAttribute('hidden', big); // SVG elements have no .hidden property
    canvases[name].canvas.hidden = !big;
    if (big) views[name].clear(); else canvases[name].clear();
  }
  $('minimap').hidden = !big;
  $('expand-all').hidden = !big;
  if (big) {
    canvases.minimax.draw(app.tree);
    canvases.alphabeta.draw(app.tree);
    canvases.minimax.fit();
    minimap.draw(app.tree);
    // The keyboard stayed in the tree (say, after Play this move): start again on the new one.
    const focused = Object.values(canvases).find((c) => c.canvas === document.activeElement);
    if (focused) enterCursor(focused);
  } else {
    const lay = layout(app.tree);
    views.minimax.draw(app.tree, lay);
    views.alphabeta.draw(app.tree, lay);
    views.minimax.fit();
  }
  renderCode();
}

function setCells(text) {
  app.cells = text.replaceAll('/', '').split('');
}

function renderBoard() {
  document.querySelectorAll('.cell').forEach((b) => {
    const i = Number(b.dataset.cell);
    const c = app.cells[i];
    b.textContent = c === '.' ? '' : c;
    b.setAttribute('aria-label', t('cellLabel', { cell: i, mark: c === '.' ? t('empty') : c }));
    b.dataset.mark = c;
  });
}

/** Both pseudocode listings, for the current variant. */
function renderCode() {
  for (const name of ['minimax', 'alphabeta']) {
    const ol = $(`${name}-pseudocode`);
    ol.replaceChildren();
    for (const [key, indent, note] of pseudocode(name, app.request?.variant === 'fail-hard')) {
      const li = document.createElement('li');
      li.style.setProperty('--indent', indent);
      const code = document.createElement('code');
      code.textContent = t(key);
      li.appendChild(code);
      if (note) {
        const n = document.createElement('span');
        n.className = 'note';
        n.textContent = ` ${t(note)}`;
        li.appendChild(n);
      }
      ol.appendChild(li);
    }
  }
}

function pct(part, whole) {
  return whole ? Math.round((100 * part) / whole) : 0;
}

function renderCompare() {
  const body = $('compare-body');
  const s = app.summary;
  if (!s) { body.textContent = ''; return; }
  if (app.pos < app.total) {
    body.innerHTML = '';
    const p = document.createElement('p');
    p.className = 'hint';
    p.textContent = t('playToEnd');
    body.appendChild(p);
    return;
  }
  const max = Math.max(s.minimax.nodes, 1);
  const fig = document.createElement('figure');
  fig.className = 'bars';
  for (const [key, label] of [['nodes', t('nodesEntered')], ['leaves', t('leavesEvaluated')]]) {
    const mm = s.minimax[key], ab = s.alphabeta[key];
    const group = document.createElement('div');
    group.className = 'bar-group';
    const head = document.createElement('div');
    head.className = 'bar-label';
    head.textContent = t('saves', { label, pct: pct(mm - ab, mm) });
    group.appendChild(head);
    for (const [cls, name, v] of [['mm', t('minimax'), mm], ['ab', t('alphabeta'), ab]]) {
      const row = document.createElement('div');
      row.className = 'bar-row';
      row.innerHTML = `<span class="bar-name"></span><span class="bar ${cls}" style="width:${(100 * v) / max}%"></span><span class="bar-num"></span>`;
      row.children[0].textContent = name;
      row.children[2].textContent = num(v);
      group.appendChild(row);
    }
    fig.appendChild(group);
  }
  const cap = document.createElement('figcaption');
  const best = s.alphabeta.best_move;
  cap.textContent = t('bothFind', { value: fmt(s.minimax.value) }) +
    (best === null || best === undefined ? t('gameOver')
      : t(s.kind === 'board' ? 'bestMoveCell' : 'bestMoveChild', { move: s.kind === 'board' ? best : best + 1 })) +
    t('cutoffSummary', { cutoffs: s.alphabeta.cutoffs, pruned: s.alphabeta.pruned_children });
  fig.appendChild(cap);
  body.replaceChildren(fig);
}

function renderCounts(name, entered, leaves, cutoffs) {
  const s = app.summary;
  const p = $(`${name}-counts`);
  // The total sits in its own element so tests and screen readers find it.
  const text = t('counts', { entered: '\u0001', total: '\u0002', leaves: num(leaves), leavesTotal: num(s[name].leaves) }) +
    (name === 'alphabeta' ? t('cutoffs', { n: num(cutoffs) }) : '');
  const [a, rest] = text.split('\u0001');
  const [b, c] = rest.split('\u0002');
  p.replaceChildren(a);
  const strong = document.createElement('strong');
  strong.id = `${name}-entered`;
  strong.textContent = num(entered);
  const total = document.createElement('span');
  total.id = `${name}-total`;
  total.dataset.testid = `${name}-total`;
  total.setAttribute('data-testid', `${name}-total`);
  total.textContent = num(s[name].nodes);
  p.append(strong, b, total, c);
}

/** Redraws everything from `app`. */
function update() {
  renderBoard();
  const s = app.summary;
  if (!s) return;
  $('to-move').textContent = s.to_move ? t('toMove', { side: s.to_move }) : t('treeRoot', { root: t(s.root_is_max ? 'max' : 'min') });
  const position = $('position');
  position.max = String(app.total);
  position.value = String(app.pos);
  const practising = !!app.practice && !app.practice.checked;
  position.disabled = !app.tree || practising;
  $('position-out').textContent = app.tree ? t('stepOf', { pos: num(app.pos), total: num(app.total) }) : '…';
  $('speed-out').textContent = t('stepsPerSec', { n: SPEEDS[app.speed - 1] });
  const play = $('play');
  play.textContent = t(app.playing ? 'pause' : 'play');
  play.setAttribute('aria-pressed', String(app.playing));
  for (const id of ['play', 'step-back', 'step-forward', 'reset', 'go-end']) $(id).disabled = !app.tree || practising;
  $('computer-move').disabled = s.kind !== 'board' || s.alphabeta.best_move === null || s.alphabeta.best_move === undefined;
  $('export-svg').disabled = app.mode !== 'svg';
  $('export-json').disabled = app.mode !== 'svg';
  $('practice').disabled = app.mode !== 'svg';
  renderBestCase();
  renderPractice();

  if (app.mode === 'canvas' && !app.tree) {
    for (const name of ['minimax', 'alphabeta']) renderCounts(name, 0, 0, 0);
  } else if (app.mode === 'canvas') {
    for (const name of ['minimax', 'alphabeta']) {
      const st = stateAt(app.tree, name, app.pos);
      canvases[name].update(app.pos, st);
      renderCounts(name, st.counts.nodes, st.counts.leaves, st.counts.cutoffs);
      const text = st.pos < app.pos && st.done
        ? t(name === 'alphabeta' ? 'alphabetaDone' : 'minimaxDone', { steps: num(st.len), value: fmt(s[name].value), nodes: num(s[name].nodes) })
        : explain(app.tree, st, name, s.to_move || 'X');
      const ex = $(`${name}-explain`);
      if (ex.textContent !== text) ex.textContent = text;
      ex.classList.toggle('cutoff', !!st.last && st.last.kind === CUTOFF && st.pos === app.pos);
      markCode(name, st.pos === app.pos ? codeLine(app.tree, st.last, name) : -1);
      if (name === 'alphabeta') canvases.alphabeta.follow(st.current);
    }
    if (tipView) placeCursorTip();
  } else if (app.tree) {
    const states = {};
    for (const name of ['minimax', 'alphabeta']) {
      const pos = practising ? 0 : app.pos;
      const st = replay(app.tree, app.traces[name], pos);
      if (st.pv.length) st.pvSet = new Set(st.pv);
      views[name].update(st);
      renderCounts(name, st.counts.nodes, st.counts.leaves, st.counts.cutoffs);
      const text = practising ? t('practiceHelp')
        : st.pos < app.pos && st.done
          ? t(name === 'alphabeta' ? 'alphabetaDone' : 'minimaxDone', { steps: num(st.len), value: fmt(s[name].value), nodes: num(s[name].nodes) })
          : explain(app.tree, st, name, s.to_move || 'X');
      const ex = $(`${name}-explain`);
      if (ex.textContent !== text) ex.textContent = text;
      ex.classList.toggle('cutoff', !!st.last && st.last.kind === CUTOFF && st.pos === app.pos);
      markCode(name, st.pos === pos && !practising ? codeLine(app.tree, st.last, name) : -1);
      states[name] = st;
    }
    // Keep the node being searched in view when zoomed in: alpha-beta's while it runs.
    const focus = states.alphabeta.current >= 0 ? 'alphabeta' : 'minimax';
    views[focus].follow(states[focus].current);
  }
  renderCompare();
  saveUrl();
}

/** Marks the pseudocode line (index) the current step executes. */
function markCode(name, line) {
  const items = $(`${name}-pseudocode`).children;
  for (let i = 0; i < items.length; i++) {
    if (i === line) items[i].setAttribute('aria-current', 'step'); else items[i].removeAttribute('aria-current');
  }
}

function renderBestCase() {
  const parts = [];
  if (app.bestCase) parts.push(t('bestCase', { nodes: num(app.bestCase.nodes), leaves: num(app.bestCase.leaves) }));
  const shape = uniformShape(app.tree);
  if (shape) {
    const { b, d } = shape;
    parts.push(t('kmBound', { b, d, bound: num(b ** Math.ceil(d / 2) + b ** Math.floor(d / 2) - 1) }));
  }
  $('best-case').textContent = parts.join(' ');
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
  app.playing = on && !!app.tree && !(app.practice && !app.practice.checked);
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
function load(position, alertId) {
  const wasPlaying = app.playing;
  cancelAnimationFrame(timer);
  app.playing = false;
  app.resume = wasPlaying; // a large tree resumes once its drawing data is built
  const ok = analyse(position, alertId);
  if (ok && wasPlaying && app.tree) setPlaying(true);
  return ok;
}

function loadBoard(text) {
  setCells(text);
  return load({ board: text }, 'board-alert');
}

function loadTree(text) {
  return load({ tree: text }, 'tree-alert');
}

/** Re-analyses the current position after an option changed. */
function reanalyse() {
  if (!app.request) return;
  const position = app.request.board !== undefined ? { board: app.request.board } : { tree: app.request.tree };
  load(position, position.board !== undefined ? 'board-alert' : 'tree-alert');
}

// ---- textbook trees ----------------------------------------------------------

/** A tiny deterministic generator for random trees (mulberry32). */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** A uniform tree of branching b and depth d with leaves 0–20 drawn from `seed`. */
export function randomTree(b, d, seed) {
  const r = rng(seed);
  const build = (k) => (k === 0 ? Math.floor(r() * 21) : Array.from({ length: b }, () => build(k - 1)));
  return JSON.stringify(build(d));
}

/** Sets the value of the leaf reached by `path` (child indices) in tree text `text`. */
function setLeaf(text, path, value) {
  const tree = JSON.parse(text);
  if (path.length === 0) return JSON.stringify(value);
  let node = tree;
  for (const i of path.slice(0, -1)) node = node[i];
  node[path[path.length - 1]] = value;
  return JSON.stringify(tree);
}

function pathTo(id) {
  const path = [];
  for (let n = id; app.tree.parent[n] >= 0; n = app.tree.parent[n]) path.unshift(app.tree.move[n]);
  return path;
}

/** A small form over a leaf to change its value. */
function editLeaf(id, g) {
  document.querySelector('.leaf-editor')?.remove();
  const form = document.createElement('form');
  form.className = 'leaf-editor';
  const label = document.createElement('label');
  label.textContent = `${t('editLeaf')} `;
  const input = document.createElement('input');
  input.type = 'number';
  input.value = String(app.tree.value[id]);
  input.step = '1';
  label.appendChild(input);
  const ok = document.createElement('button');
  ok.type = 'submit';
  ok.textContent = t('editLeafOk');
  form.append(label, ok);
  const r = g.getBoundingClientRect();
  form.style.left = `${r.left + window.scrollX}px`;
  form.style.top = `${r.bottom + window.scrollY + 4}px`;
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const v = Number(input.value);
    if (!Number.isInteger(v) || Math.abs(v) > 1e9) {
      $('tree-alert').textContent = t('err.tree.OutOfRange', { text: input.value, column: '–' });
      return;
    }
    form.remove();
    loadTree(setLeaf(app.summary.root, pathTo(id), v));
  });
  form.addEventListener('keydown', (e) => { if (e.key === 'Escape') form.remove(); });
  document.body.appendChild(form);
  input.focus();
  input.select();
}

function onNodeClick(id, g) {
  if (!app.tree) return;
  if (app.practice && !app.practice.checked) {
    practiceEditor(id, g);
    return;
  }
  if (app.tree.kind === 'board') {
    // Play from here: a child of the root becomes the new position.
    if (app.tree.parent[id] === 0) loadBoard(boardText(app.tree.boards[id]));
  } else if (app.tree.children[id].length === 0) {
    editLeaf(id, g);
  }
}

function boardText(b9) {
  return `${b9.slice(0, 3)}/${b9.slice(3, 6)}/${b9.slice(6)}`;
}

// ---- practice ------------------------------------------------------------------

/** The answer: the topmost pruned nodes, i.e. the children cut-offs skipped. */
function practiceAnswer() {
  const end = replay(app.tree, app.traces.alphabeta, app.total);
  const top = new Set();
  for (const [node, cut] of end.cutAt) {
    const kids = app.tree.children[node];
    for (const c of kids.slice(kids.length - cut.skipped)) top.add(c);
  }
  return { top, end };
}

function describeNode(id) {
  if (id === 0) return t('practiceRootNode');
  const path = pathTo(id).map((m) => (app.tree.kind === 'board' ? m : m + 1));
  return t('practiceNode', { path: path.join(' → ') });
}

/** Parses a bound typed by a student: a whole number, or ±∞ written as inf or ∞. */
function parseBound(text) {
  const s = text.trim().replace('−', '-').toLowerCase();
  if (s === '') return null;
  if (['-inf', '-∞', '-infinity'].includes(s)) return NEG_INF;
  if (['inf', '+inf', '∞', '+∞', 'infinity'].includes(s)) return POS_INF;
  return /^[+-]?\d+$/.test(s) ? Number(s) : undefined;
}

/** Practice: a small form on a node to mark it pruned and/or give the window it is searched with. */
function practiceEditor(id, g) {
  document.querySelector('.leaf-editor')?.remove();
  const p = app.practice;
  const form = document.createElement('form');
  form.className = 'leaf-editor practice-editor';
  const pruned = document.createElement('input');
  pruned.type = 'checkbox';
  pruned.checked = p.guesses.has(id);
  const lp = document.createElement('label');
  lp.append(pruned, ` ${t('practicePruned')}`);
  const win = p.windows.get(id) || [null, null];
  const field = (name, v) => {
    const input = document.createElement('input');
    input.type = 'text';
    input.size = 5;
    input.value = v === null ? '' : fmt(v).replace('+∞', '∞');
    const l = document.createElement('label');
    l.append(`${name} `, input);
    return [l, input];
  };
  const [la, ia] = field('α', win[0]);
  const [lb, ib] = field('β', win[1]);
  const ok = document.createElement('button');
  ok.type = 'submit';
  ok.textContent = t('editLeafOk');
  const msg = document.createElement('span');
  msg.className = 'alert';
  msg.setAttribute('role', 'alert');
  form.append(lp, la, lb, ok, msg);
  if (id === 0) lp.hidden = true; // the root is never pruned
  const r = g.getBoundingClientRect();
  form.style.left = `${r.left + window.scrollX}px`;
  form.style.top = `${r.bottom + window.scrollY + 4}px`;
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const a = parseBound(ia.value), b = parseBound(ib.value);
    if (a === undefined || b === undefined) { msg.textContent = t('practiceBadBound'); return; }
    if (pruned.checked) p.guesses.add(id); else p.guesses.delete(id);
    if (a === null && b === null) p.windows.delete(id); else p.windows.set(id, [a, b]);
    form.remove();
    update();
  });
  form.addEventListener('keydown', (e) => { if (e.key === 'Escape') form.remove(); });
  document.body.appendChild(form);
  (id === 0 ? ia : pruned).focus();
}

function checkPractice() {
  const p = app.practice;
  const { top, end } = practiceAnswer();
  const marks = new Map();
  let right = 0, missed = 0, wrong = 0, winRight = 0, winWrong = 0;
  let first = null; // the first mistake in search order (preorder ids)
  let firstKind = null;
  for (let id = 0; id < app.tree.n; id++) {
    const guessed = p.guesses.has(id);
    const answer = top.has(id);
    let mistake = false;
    if (guessed && answer) { right++; marks.set(id, 'right'); } else if (guessed || answer) {
      if (answer) { missed++; marks.set(id, 'missed'); } else { wrong++; marks.set(id, 'wrong'); }
      mistake = true;
    }
    const win = p.windows.get(id);
    let winMistake = false;
    if (win) {
      const entered = end.state[id] !== 3 && end.state[id] !== 0;
      const good = entered && (win[0] === null || win[0] === end.enterAlpha[id]) && (win[1] === null || win[1] === end.enterBeta[id]);
      if (good) { winRight++; if (!marks.has(id)) marks.set(id, 'right'); } else { winWrong++; marks.set(id, 'wrong'); winMistake = true; }
    }
    if (first === null && (mistake || winMistake)) { first = id; firstKind = mistake ? 'prune' : 'window'; }
  }
  let text = t('practiceResult', { right, missed, wrong });
  if (p.windows.size) text += ` ${t('practiceWindows', { right: winRight, total: winRight + winWrong })}`;
  if (first === null) {
    text += ` ${t('practicePerfect')}`;
  } else if (firstKind === 'window') {
    text += end.state[first] === 3 || end.state[first] === 0
      ? ` ${t('practiceWindowNever', { node: describeNode(first) })}`
      : ` ${t('practiceWindowWrong', { node: describeNode(first), alpha: fmt(end.enterAlpha[first]), beta: fmt(end.enterBeta[first]) })}`;
  } else if (top.has(first)) {
    const parent = app.tree.parent[first];
    const cut = end.cutAt.get(parent);
    const moves = skippedMoves(app.tree, parent, cut.skipped);
    const why = explainCut(parent, cut, moves);
    text += ` ${t('practiceMissed', { node: describeNode(first), why })}`;
  } else if (end.state[first] === 3) {
    text += ` ${t('practiceInside', { node: describeNode(first) })}`;
  } else {
    text += ` ${t('practiceWrong', { node: describeNode(first), alpha: fmt(end.enterAlpha[first]), beta: fmt(end.enterBeta[first]) })}`;
  }
  p.checked = true;
  p.marks = marks;
  p.result = text;
  app.pos = app.total; // reveal the search
  update();
}

function explainCut(node, cut, moves) {
  const key = app.tree.kind === 'board' ? (moves.length === 1 ? 'movesPruned1' : 'movesPrunedN') : (moves.length === 1 ? 'childrenPruned1' : 'childrenPrunedN');
  return t('cutoffMoves', { alpha: fmt(cut.alpha), beta: fmt(cut.beta), side: t(app.tree.isMax[node] ? 'max' : 'min'), what: t(key, { list: listAnd(moves) }) });
}

function startPractice() {
  if (app.mode !== 'svg') { $('tree-alert').textContent = t('practiceNeedsSmall', { limit: num(DRAW_LIMIT) }); return; }
  setPlaying(false);
  app.practice = { guesses: new Set(), windows: new Map(), checked: false, marks: new Map(), result: '' };
  app.pos = 0;
  update();
}

/** A random practice tree that is guaranteed to contain a cut-off. */
function newPracticeTree() {
  let seed = Math.floor(Math.random() * 1e6);
  for (let tries = 0; tries < 100; tries++, seed++) {
    const text = randomTree(2 + (seed % 2), 3, seed);
    const a = new Analysis({ tree: text, algorithm: 'alphabeta' });
    const cutoffs = a.summary().alphabeta.cutoffs;
    a.free();
    if (cutoffs > 0) {
      $('order').value = 'natural';
      $('depth-limit').value = '';
      if (loadTree(text)) startPractice();
      return;
    }
  }
}

function renderPractice() {
  const p = app.practice;
  const on = !!p;
  $('practice').setAttribute('aria-pressed', String(on));
  $('check').hidden = !on || p.checked;
  $('new-practice').hidden = !on;
  $('practice-help').hidden = !on || p.checked;
  $('practice-help').textContent = on ? t('practiceHelp') : '';
  const res = $('practice-result');
  res.hidden = !on || !p.checked;
  res.textContent = on && p.checked ? p.result : '';
  const marks = !on ? new Map()
    : p.checked ? p.marks
      : new Map([...[...p.windows.keys()].map((id) => [id, 'window']), ...[...p.guesses].map((id) => [id, 'guess'])]);
  views.alphabeta.setMarks(marks);
}

// ---- sharing -------------------------------------------------------------------

/** The URL of the current view: position or tree, options, language and step. */
function viewUrl() {
  const q = new URLSearchParams();
  const r = app.request;
  if (!r) return location.href;
  if (r.board !== undefined) q.set('board', r.board); else q.set('tree', r.tree);
  if ($('order').value !== 'natural') q.set('order', $('order').value);
  if ($('order').value === 'random') q.set('seed', $('order-seed').value);
  if (r.depth) q.set('depth', r.depth);
  if (r.variant === 'fail-hard') q.set('variant', 'fail-hard');
  if (r.scoring !== 'wdl') q.set('scoring', r.scoring);
  q.set('lang', getLang());
  if (app.pos) q.set('step', String(app.pos));
  return `${location.origin}${location.pathname}?${q}`;
}

let urlTimer = null;
function saveUrl() {
  clearTimeout(urlTimer);
  // Not on every animation frame: the history API is rate-limited.
  urlTimer = setTimeout(() => history.replaceState(null, '', viewUrl()), app.playing ? 500 : 0);
}

async function copyLink() {
  const url = viewUrl();
  history.replaceState(null, '', url);
  try {
    await navigator.clipboard.writeText(url);
    $('share-status').textContent = t('linkCopied');
  } catch {
    $('share-status').textContent = t('linkShown', { url });
  }
}

/** Restores a view from the URL; returns whether it loaded a position. */
function restoreFromUrl() {
  const q = new URLSearchParams(location.search);
  const order = q.get('order');
  if (order && [...$('order').options].some((o) => o.value === order)) $('order').value = order;
  if (q.get('seed')) $('order-seed').value = q.get('seed');
  $('order-seed-label').hidden = $('order').value !== 'random';
  if (q.get('depth')) $('depth-limit').value = q.get('depth');
  $('fail-hard').checked = q.get('variant') === 'fail-hard';
  if (q.get('scoring') === 'fast') $('scoring').value = 'fast';
  let ok = false;
  if (q.get('tree')) ok = loadTree(q.get('tree'));
  else if (q.get('board')) ok = loadBoard(q.get('board'));
  if (ok && q.get('step')) seek(Number(q.get('step')) || 0);
  return ok;
}

function exportName(ext) {
  return `abviz-${app.summary.kind}.${ext}`;
}

// ---- language --------------------------------------------------------------------

function applyLanguage(lang) {
  const l = setLang(lang);
  $('language').value = l;
  try { localStorage.setItem('abviz.lang', l); } catch { /* private mode */ }
  translatePage();
  for (const c of Object.values(canvases)) c.canvas.setAttribute('aria-roledescription', t('treeRole'));
  renderCode();
  // Messages on screen were produced in the old language: say them again.
  if (app.summary) update();
}

// ---- inputs ------------------------------------------------------------------------

function wire() {
  document.querySelectorAll('.cell').forEach((b) => b.addEventListener('click', () => {
    const i = Number(b.dataset.cell);
    const next = { '.': 'X', X: 'O', O: '.' };
    app.cells[i] = next[app.cells[i]];
    loadBoard(boardText(app.cells.join('')));
  }));
  $('preset-move4').addEventListener('click', () => loadBoard(PRESETS.move4));
  $('preset-move6').addEventListener('click', () => loadBoard(PRESETS.move6));
  $('preset-empty').addEventListener('click', () => loadBoard(PRESETS.empty));
  $('preset-clear').addEventListener('click', () => {
    // Empties the editor only; the last tree stays until a position is clicked in.
    setPlaying(false);
    setCells(PRESETS.empty);
    clearAlerts();
    renderBoard();
    $('to-move').textContent = t('cleared');
  });
  $('computer-move').addEventListener('click', () => {
    const s = app.summary;
    if (s?.kind !== 'board' || s.alphabeta.best_move == null) return;
    const cells = s.root.replaceAll('/', '');
    const mover = (cells.split('X').length === cells.split('O').length) ? 'X' : 'O';
    const next = cells.slice(0, s.alphabeta.best_move) + mover + cells.slice(s.alphabeta.best_move + 1);
    loadBoard(boardText(next));
  });
  $('tree-form').addEventListener('submit', (e) => { e.preventDefault(); loadTree($('tree-input').value); });
  $('tree-input').addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && !e.shiftKey) { e.preventDefault(); loadTree($('tree-input').value); }
  });
  $('example-aima').addEventListener('click', () => loadTree(EXAMPLES.aima));
  $('example-deep').addEventListener('click', () => loadTree(EXAMPLES.deep));
  $('random-tree').addEventListener('click', () => {
    const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, Math.round(Number(v) || lo)));
    loadTree(randomTree(clamp($('rand-b').value, 2, 5), clamp($('rand-d').value, 1, 6), clamp($('rand-seed').value, 0, 1e9)));
  });
  $('order').addEventListener('change', () => { $('order-seed-label').hidden = $('order').value !== 'random'; reanalyse(); });
  $('order-seed').addEventListener('change', reanalyse);
  $('depth-limit').addEventListener('change', reanalyse);
  $('fail-hard').addEventListener('change', () => { reanalyse(); renderCode(); });
  $('scoring').addEventListener('change', reanalyse);
  $('play').addEventListener('click', () => setPlaying(!app.playing));
  $('step-forward').addEventListener('click', () => { setPlaying(false); seek(app.pos + 1); });
  $('step-back').addEventListener('click', () => { setPlaying(false); seek(app.pos - 1); });
  $('reset').addEventListener('click', () => { setPlaying(false); seek(0); });
  $('go-end').addEventListener('click', () => { setPlaying(false); seek(app.total); });
  $('position').addEventListener('input', (e) => { setPlaying(false); seek(Number(e.target.value)); });
  $('speed').addEventListener('input', (e) => { app.speed = Number(e.target.value); update(); });
  $('practice').addEventListener('click', () => {
    if (app.practice) { app.practice = null; update(); } else startPractice();
  });
  $('check').addEventListener('click', checkPractice);
  $('new-practice').addEventListener('click', newPracticeTree);
  $('copy-link').addEventListener('click', copyLink);
  $('export-svg').addEventListener('click', () => {
    download(exportName('svg'), new Blob([exportSvg(views.alphabeta.svg)], { type: 'image/svg+xml' }));
    $('share-status').textContent = t('exported', { file: exportName('svg') });
  });
  $('export-png').addEventListener('click', async () => {
    const png = app.mode === 'canvas'
      ? await new Promise((resolve) => canvases.alphabeta.canvas.toBlob(resolve, 'image/png'))
      : await exportPng(views.alphabeta.svg);
    download(exportName('png'), png);
    $('share-status').textContent = t('exported', { file: exportName('png') });
  });
  $('export-json').addEventListener('click', () => {
    const text = exportJson(app.request, app.summary, app.traces);
    download(exportName('json'), new Blob([text], { type: 'application/json' }));
    $('share-status').textContent = t('exported', { file: exportName('json') });
  });
  $('zoom-in').addEventListener('click', () => zoomCentre(1.25));
  $('zoom-out').addEventListener('click', () => zoomCentre(0.8));
  $('zoom-fit').addEventListener('click', () => active().minimax.fit());
  $('expand-all').addEventListener('click', () => {
    for (const c of Object.values(canvases)) { c.collapsed.clear(); c.requestDraw(); }
  });
  $('language').addEventListener('change', (e) => applyLanguage(e.target.value));
  views.minimax.onNodeClick = onNodeClick;
  views.alphabeta.onNodeClick = onNodeClick;
  for (const c of Object.values(canvases)) {
    c.onNodeClick = (id, ev) => {
      // With the keyboard in this tree, a click moves its cursor too (and says so).
      if (id >= 0 && document.activeElement === c.canvas) moveCursor(c, id, false);
      showNodeMenu(id, ev);
    };
    c.onHover = (id, ev) => { tipView = null; showTip(id, ev, c.algorithm); };
    wireCursor(c);
  }
  wireNodeMenu();
  document.addEventListener('keydown', (e) => {
    const el = e.target;
    const typing = el instanceof HTMLElement && (el.matches('input, select, textarea') || el.isContentEditable);
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    // The large tree's canvases handle (and stop) their own arrow keys; Space plays everywhere.
    if (e.key === 'Escape' && !$('node-menu').hidden) {
      hideNodeUi();
    } else if (e.key === ' ' && !(typing && !el.matches('input[type=range], input[type=checkbox]'))) {
      e.preventDefault();
      setPlaying(!app.playing);
    } else if ((e.key === 'ArrowRight' || e.key === 'ArrowLeft') && !typing) {
      e.preventDefault();
      setPlaying(false);
      seek(app.pos + (e.key === 'ArrowRight' ? 1 : -1));
    }
  });
  window.addEventListener('resize', () => active().minimax.fit());
}

function zoomCentre(f) {
  const el = app.mode === 'canvas' ? canvases.minimax.canvas : views.minimax.svg;
  const r = el.getBoundingClientRect();
  viewport.zoomAt(f, r.width / 2, r.height / 2);
}

// ---- the large tree's node menu and tooltip ---------------------------------------

let menuNode = -1;
/** The canvas whose keyboard opened the node menu (focus goes back there), or null for a click. */
let menuFrom = null;

function hideNodeUi() {
  const menu = $('node-menu');
  const back = menuFrom && !menu.hidden && menu.contains(document.activeElement) ? menuFrom : null;
  menu.hidden = true;
  $('node-tip').hidden = true;
  tipView = null;
  menuNode = -1;
  menuFrom = null;
  for (const c of Object.values(canvases)) { c.selected = -1; c.requestDraw(); }
  if (back && !back.canvas.hidden) back.canvas.focus();
  syncCursor();
}

function placeNear(el, ev) {
  el.style.left = `${ev.clientX + window.scrollX + 12}px`;
  el.style.top = `${ev.clientY + window.scrollY + 12}px`;
}

/** Opens the node menu of `id` at `ev`'s point; `from` is the canvas whose keyboard opened it (it takes the focus). */
function showNodeMenu(id, ev, from = null) {
  if (id < 0) { hideNodeUi(); return; }
  const tree = app.tree;
  menuNode = id;
  menuFrom = from;
  cursor = id; // the keyboard carries on from the node last clicked
  for (const c of Object.values(canvases)) { c.selected = id; c.requestDraw(); }
  $('node-menu-title').textContent = t('nodeTitle', { id, side: t(tree.isMax[id] ? 'max' : 'min'), depth: tree.depth[id], size: num(tree.size[id] - 1) });
  $('node-collapse').textContent = t(canvases.minimax.collapsed.has(id) ? 'expand' : 'collapse');
  $('node-collapse').disabled = tree.size[id] === 1;
  $('node-play').hidden = !(tree.kind === 'board' && tree.parent[id] === 0);
  const menu = $('node-menu');
  menu.hidden = false;
  placeNear(menu, ev);
  $('node-tip').hidden = true;
  tipView = null;
  if (from) [...menu.querySelectorAll('button')].find((b) => !b.hidden && !b.disabled)?.focus();
  syncCursor();
}

function wireNodeMenu() {
  $('node-collapse').addEventListener('click', () => {
    for (const c of Object.values(canvases)) c.toggleCollapse(menuNode);
    $('node-collapse').textContent = t(canvases.minimax.collapsed.has(menuNode) ? 'expand' : 'collapse');
  });
  $('node-focus').addEventListener('click', () => { canvases.minimax.fit(menuNode); });
  $('node-play').addEventListener('click', () => {
    const b = boardOf(app.tree, menuNode);
    hideNodeUi();
    loadBoard(boardText(b));
  });
  $('node-close').addEventListener('click', hideNodeUi);
  $('node-menu').addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    hideNodeUi(); // and back to the canvas, if its keyboard opened the menu
  });
}

/** How a node of the large tree is reached: "Root", "X0 O4" (boards) or "child 1 → 3" (textbook trees). */
function nodePath(id) {
  const tree = app.tree;
  if (tree.parent[id] < 0) return t('cursorRoot');
  const moves = pathTo(id);
  if (tree.kind !== 'board') return t('cursorChildPath', { path: moves.map((m) => m + 1).join(' → ') });
  const first = toMove(tree.rootBoard);
  const other = first === 'X' ? 'O' : 'X';
  return moves.map((m, i) => `${i % 2 ? other : first}${m}`).join(' ');
}

/**
 * What `algorithm` has made of node `id` at the current step, in words: its
 * state, its value once known, and (alpha-beta, on the current path) its α and
 * β. Shared by the hover tooltip and the keyboard cursor's announcement.
 */
function nodeFacts(id, algorithm) {
  const tree = app.tree;
  const tl = tree.timeline(algorithm);
  const st = tl.pruned[id] < app.pos ? 'statePruned' : tl.enter[id] >= app.pos ? 'statePending' : tl.exit[id] < app.pos ? 'stateVisited' : 'stateCurrent';
  const facts = [t(st)];
  if (tl.exit[id] < app.pos) facts.push(t('tipValue', { value: fmt(tl.value[id]) }));
  if (algorithm === 'alphabeta') {
    const s = stateAt(tree, 'alphabeta', app.pos);
    if (s.path.includes(id)) facts.push(t('tipWindow', { alpha: fmt(s.alpha[id]), beta: fmt(s.beta[id]) }));
  }
  return facts;
}

/** Hovering a node of the large tree (or the keyboard cursor on it) shows its board, path, state, value and α/β. */
function showTip(id, ev, algorithm) {
  const tip = $('node-tip');
  if (id < 0 || !ev) { tip.hidden = true; return; }
  const tree = app.tree;
  tip.replaceChildren();
  const b = boardOf(tree, id);
  if (b) {
    const grid = document.createElement('pre');
    grid.className = 'tip-board';
    grid.textContent = `${b.slice(0, 3)}\n${b.slice(3, 6)}\n${b.slice(6)}`;
    tip.appendChild(grid);
  }
  const [state, ...rest] = nodeFacts(id, algorithm);
  const lines = [nodePath(id), `${t(tree.isMax[id] ? 'max' : 'min')} · ${state}`, ...rest];
  for (const l of lines) {
    const p = document.createElement('div');
    p.textContent = l;
    tip.appendChild(p);
  }
  tip.hidden = false;
  placeNear(tip, ev);
}

// ---- the large tree's keyboard cursor -------------------------------------------
//
// Both canvases share one cursor node (they share the layout). Moving it costs
// O(depth + log(children)) through the typed-array model (CanvasView.step),
// never a walk over the tree.

/** The cursor's node, or -1 before the keyboard first enters this tree. */
let cursor = -1;
/** The canvas whose keyboard shows the tooltip at the cursor, or null. */
let tipView = null;

/** Draws the cursor while the keyboard is in a canvas or in a menu it opened (`el`: where the focus is or goes). */
function syncCursor(el = document.activeElement) {
  const inTree = Object.values(canvases).some((c) => c.canvas === el) || (!!menuFrom && !$('node-menu').hidden);
  const id = app.mode === 'canvas' && app.tree && inTree ? cursor : -1;
  for (const c of Object.values(canvases)) if (c.cursor !== id) { c.cursor = id; c.requestDraw(); }
}

/** A viewport point just below and right of node `id` in `view` (where the tooltip and the menu go). */
function pointAt(view, id) {
  const r = view.canvas.getBoundingClientRect();
  const [X, Y] = view.screenPos(id);
  const off = view.viewport.glyph() / 2 + 6;
  return { clientX: r.left + X + off, clientY: r.top + Y + off, inside: X >= 0 && X <= r.width && Y >= 0 && Y <= r.height };
}

/** The tooltip beside the cursor, for people who see the screen, kept up to date as the search moves. */
function placeCursorTip() {
  const view = tipView;
  if (!view || cursor < 0 || !app.tree) return;
  const p = pointAt(view, cursor);
  if (p.inside) showTip(cursor, p, view.algorithm); else $('node-tip').hidden = true;
}

/** Puts the cursor on `id` (or the collapsed node hiding it), brings it into view and says what it is. */
function moveCursor(view, id, zoom = true) {
  cursor = view.visibleNode(id);
  view.keepInView(cursor, zoom);
  syncCursor();
  const tree = app.tree;
  const sep = t('factSep');
  const below = tree.size[cursor] - 1;
  cursorStatus.textContent = t('cursorNode', {
    path: nodePath(cursor),
    side: t(tree.isMax[cursor] ? 'max' : 'min'),
    depth: tree.depth[cursor],
    below: below === 0 ? t('belowLeaf') : below === 1 ? t('belowOne') : t('belowMany', { n: num(below) }),
    collapsed: canvases.minimax.collapsed.has(cursor) ? t('cursorCollapsed') : '',
    minimax: nodeFacts(cursor, 'minimax').join(sep),
    alphabeta: nodeFacts(cursor, 'alphabeta').join(sep),
  });
  tipView = view;
  placeCursorTip();
}

/** The keyboard enters `view`: the cursor resumes, or starts at the node being searched (else the root). */
function enterCursor(view) {
  if (app.mode !== 'canvas' || !app.tree) return;
  if (cursor < 0 || cursor >= app.tree.n) {
    const current = stateAt(app.tree, view.algorithm, app.pos).current;
    cursor = current >= 0 ? current : 0;
  }
  moveCursor(view, cursor, false);
}

const CURSOR_KEYS = { ArrowUp: 'parent', ArrowDown: 'child', ArrowLeft: 'prev', ArrowRight: 'next', Home: 'root' };

/** Keys on a canvas: arrows and Home move the cursor, Enter opens its menu, Escape closes it. */
function wireCursor(view) {
  const canvas = view.canvas;
  canvas.addEventListener('focus', () => enterCursor(view));
  canvas.addEventListener('blur', (e) => {
    if (tipView === view) { tipView = null; $('node-tip').hidden = true; }
    syncCursor(e.relatedTarget); // where the focus goes (maybe the node menu it opened)
  });
  canvas.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || app.mode !== 'canvas' || !app.tree) return;
    const dir = CURSOR_KEYS[e.key];
    if (!dir && e.key !== 'Enter' && !(e.key === 'Escape' && !$('node-menu').hidden)) return;
    // Ours alone: not also a step of the animation (document-level ← →), nor a page scroll.
    e.preventDefault();
    e.stopPropagation();
    if (cursor < 0) enterCursor(view);
    const from = view.visibleNode(cursor);
    if (e.key === 'Escape') {
      hideNodeUi();
    } else if (e.key === 'Enter') {
      showNodeMenu(from, pointAt(view, from), view);
    } else {
      const to = view.step(from, dir);
      if (to < 0) {
        cursorStatus.textContent = t(dir === 'child' && view.collapsed.has(from) ? 'cursorCollapsedDown' : dir === 'child' ? 'cursorLeaf' : 'cursorNone');
        return;
      }
      if (!$('node-menu').hidden) hideNodeUi(); // the menu belongs to the node left behind
      moveCursor(view, to);
    }
  });
}

function initialLanguage() {
  const q = new URLSearchParams(location.search).get('lang');
  if (q && LANGS.includes(q)) return q;
  try {
    const saved = localStorage.getItem('abviz.lang');
    if (saved && LANGS.includes(saved)) return saved;
  } catch { /* private mode */ }
  return 'en';
}

async function main() {
  applyLanguage(initialLanguage());
  try {
    wasm = await init();
  } catch (e) {
    $('board-alert').textContent = t('wasmFailed', { msg: e.message });
    throw e;
  }
  wire();
  $('speed').value = String(app.speed);
  if (!restoreFromUrl()) loadBoard(PRESETS.move4);
  document.body.dataset.ready = 'true';
  // Warm the engine up once the page is idle (V8 optimises the hot wasm code
  // after it has run a while), so the first large analysis is as fast as later ones.
  setTimeout(() => { try { new Analysis({ board: '....X....' }).free(); } catch { /* never for a valid board */ } }, 200);
}

main();

/** Resolves once both canvases have painted the current tree (for benchmarks). */
function canvasReady() {
  return new Promise((resolve) => {
    const check = () => {
      if (app.mode === 'canvas' && canvases.minimax.painted === app.tree && canvases.alphabeta.painted === app.tree) resolve();
      else requestAnimationFrame(check);
    };
    check();
  });
}

// For tests, benchmarks and the console: the app state, read-only by convention.
window.abviz = { app, canvases, viewport, canvasReady, eventAt, ENTER, LEAF, ALPHA, BETA, EXIT, NONE, NEG_INF, POS_INF, moveLabel };
