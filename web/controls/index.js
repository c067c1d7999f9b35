// Every control of the page, wired to the page's actions: the board editor,
// presets, textbook trees, options, playback, cut-off navigation, views,
// zoom, practice, sharing and exports, and the keys. Nothing here draws:
// each handler changes the state through `page` and lets update() show it.

import { t } from '../i18n/index.js';
import { boardOf } from '../games/tictactoe.js';
import { cutoffSteps } from '../state/timeline.js';
import { leafValue } from '../games/index.js';
import { pathMoves } from '../state/tree.js';
import { randomTree } from '../games/tree-random.js';
import { PRACTICE_NODES, score } from '../panels/practice.js';
import { NARROW } from '../render/layout.js';
import { leafEditor, practiceEditor, closeEditors } from '../render/editors.js';
import { download, slidePng, slideSvg, traceJson } from '../render/exporter.js';
import { describeResult } from '../panels/practice-text.js';
import { BOUNDS_RE } from '../state/view.js';

const $ = (id) => document.getElementById(id);
const PRESETS = { move4: 'O.X/.X./O..', move6: 'O.X/XXO/O..', empty: '.........' };
const EXAMPLES = {
  aima: 'A max[B min[b1=3, b2=12, b3=8], C min[c1=2, c2=4, c3=6], D min[d1=14, d2=5, d3=2]]',
  // A four-level tree in the style of the textbook exercises, with cut-offs at both kinds of node.
  deep: '[[[[3,17],[2,12]],[[15,25],[0,2]]],[[[2,5],[3,8]],[[2,14],[5,9]]],[[[1,8],[9,7]],[[4,11],[6,13]]]]',
};

/** The named presets by button id: tree text, agents, and the i18n keys of their caption and source. */
export const TREE_PRESETS = {
  'example-aima': { tree: EXAMPLES.aima, caption: 'captionAima', source: 'sourceAima' },
  'example-deep': { tree: EXAMPLES.deep, caption: 'captionDeep', source: 'sourceDeep' },
  'example-chance': { tree: 'max[chance[0.9: 2, 0.1: 3], chance[0.9: 1, 0.1: 4]]', caption: 'captionChance', source: 'sourceChance' },
  'example-chance-flip': { tree: 'max[chance[0.9: 20, 0.1: 30], chance[0.9: 1, 0.1: 400]]', caption: 'captionChanceFlip', source: 'sourceChance' },
  'example-expectimax': { tree: 'max[chance[3, 12, 8], chance[2, 4, 6], chance[14, 5, 2]]', caption: 'captionExpectimax', source: 'sourceExpectimax' },
  'example-agents': { tree: '[[[3,5],[2,9]],[[7,8],[6,4]]]', agents: 3, caption: 'captionAgents', source: 'sourceAgents' },
  'example-dice': {
    tree: 'Roll max[Run chance[1/6: R6 min[8, 2], 5/6: R15 min[6, 9]], Hold chance[1/6: H6 min[3, 7], 5/6: H15 min[4, 1]]]',
    caption: 'captionDice', source: 'sourceDice',
  },
};

let shownPreset = null;

/** Shows the chosen preset's caption and source under the presets (hidden for any other tree). */
export function showCaption(preset) {
  shownPreset = preset;
  const p = $('preset-caption');
  p.hidden = !preset;
  p.textContent = preset ? `${t(preset.caption)} ${t(preset.source)}` : '';
}

/** Keeps the caption only while the preset's tree is the one shown; re-translates it. */
export function refreshCaption(treeText) {
  if (shownPreset && treeText !== undefined && treeText !== shownPreset.tree) showCaption(null);
  else showCaption(shownPreset);
}

const boardText = (b9) => `${b9.slice(0, 3)}/${b9.slice(3, 6)}/${b9.slice(6)}`;
const clampInt = (v, lo, hi, dflt) => {
  const n = Number(v);
  return Number.isInteger(n) ? Math.max(lo, Math.min(hi, n)) : dflt;
};

/** Whether focus is on a control that owns its keys (Space toggles a checkbox, arrows move a slider…). */
function onControl(el) {
  return el instanceof Element && !!el.closest('input, select, textarea, button, a[href], [role=application], [contenteditable=""], [contenteditable=true], .leaf-editor, .node-menu');
}

/** Wires the page; returns the node actions the views and the node UI call. */
export function wire(page) {
  const { app } = page;
  const withView = (changes, opts) => page.load({ ...app.view, step: 0, ...changes }, opts);
  const loadBoard = (b) => withView({ position: { board: b } }, { alertAt: 'board-alert' });
  const loadTree = (text) => withView({ position: { tree: text } }, { alertAt: 'tree-alert' });

  // Position.
  document.querySelectorAll('.cell').forEach((b) => b.addEventListener('click', () => {
    const i = Number(b.dataset.cell);
    app.cells[i] = { '.': 'X', X: 'O', O: '.' }[app.cells[i]];
    page.update();
    loadBoard(boardText(app.cells.join('')));
  }));
  $('preset-move4').addEventListener('click', () => loadBoard(PRESETS.move4));
  $('preset-move6').addEventListener('click', () => loadBoard(PRESETS.move6));
  $('preset-empty').addEventListener('click', () => loadBoard(PRESETS.empty));
  // Clear empties the editor only: the draft note says which position the trees still show.
  $('preset-clear').addEventListener('click', () => {
    app.cells = Array(9).fill('.');
    page.alert(null);
    page.update();
  });
  $('computer-move').addEventListener('click', () => {
    const best = app.summary?.alphabeta?.best_move;
    if (best === null || best === undefined || app.summary.kind !== 'board') return;
    const kid = [...Array(app.tree.n).keys()].find((id) => app.tree.parent[id] === 0 && app.tree.move[id] === best);
    loadBoard(boardText(boardOf(app.tree, kid)));
  });

  // Textbook trees.
  $('tree-form').addEventListener('submit', (e) => { e.preventDefault(); loadTree($('tree-input').value); });
  $('tree-input').addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && !e.shiftKey) { e.preventDefault(); loadTree($('tree-input').value); }
  });
  // Trees too long to type (a million nodes) come from a file, never through the text box.
  $('tree-file').addEventListener('change', async () => {
    const file = $('tree-file').files[0];
    if (!file) return;
    if (file.size > 64 * 1024 * 1024) { page.alert('tree-alert', { key: 'fileTooLarge', params: { size: file.size } }); return; }
    loadTree(await file.text());
    $('tree-file').value = '';
  });
  // Named presets: each sets its tree (and agents), and shows a one-line caption and its source.
  for (const [id, preset] of Object.entries(TREE_PRESETS)) {
    $(id).addEventListener('click', () => {
      showCaption(preset);
      withView({ position: { tree: preset.tree }, agents: preset.agents ?? 2, bounds: '', step: 0 }, { alertAt: 'tree-alert' });
    });
  }
  $('random-tree').addEventListener('click', () => {
    const b = clampInt($('rand-b').value, 2, 5, 3), d = clampInt($('rand-d').value, 1, 6, 3), seed = clampInt($('rand-seed').value, 0, 1e9, 1);
    withView({ position: { random: { b, d, seed } } }, { alertAt: 'tree-alert' });
  });

  // Search options: each one is a new view (and a history entry).
  const alertAtPosition = () => (app.view.position.board !== undefined ? 'board-alert' : 'tree-alert');
  $('order').addEventListener('change', () => {
    $('order-seed-label').hidden = $('order').value !== 'random';
    withView({ order: $('order').value }, { alertAt: alertAtPosition() });
  });
  $('order-seed').addEventListener('change', () => withView({ seed: clampInt($('order-seed').value, 0, 1e9, 1) }, { alertAt: 'options-alert' }));
  $('depth-limit').addEventListener('change', () => {
    const v = $('depth-limit').value.trim();
    // A number field reports text it cannot read as badInput with an empty value.
    if ($('depth-limit').validity.badInput || (v !== '' && !/^\d{1,2}$/.test(v))) { page.alert('options-alert', { key: 'badDepthInput', params: { value: v } }); return; }
    withView({ depth: v === '' ? null : Math.min(20, Number(v)) }, { alertAt: 'options-alert' });
  });
  $('fail-hard').addEventListener('change', () => withView({ variant: $('fail-hard').checked ? 'fail-hard' : 'fail-soft' }, { alertAt: 'options-alert' }));
  $('scoring').addEventListener('change', () => withView({ scoring: $('scoring').value }, { alertAt: 'options-alert' }));
  $('prune-eq').addEventListener('change', () => withView({ prune: $('prune-eq').checked ? 'ge' : 'gt' }, { alertAt: 'options-alert' }));
  $('agents').addEventListener('change', () => {
    const v = $('agents').value.trim();
    if ($('agents').validity.badInput || !/^\d$/.test(v) || Number(v) < 1 || Number(v) > 6) { page.alert('options-alert', { key: 'badAgentsInput', params: { value: v } }); return; }
    withView({ agents: Number(v) }, { alertAt: 'options-alert' });
  });
  $('bounds').addEventListener('change', () => {
    const v = $('bounds').value.trim();
    if (v !== '' && !BOUNDS_RE.test(v)) { page.alert('options-alert', { key: 'badBoundsInput', params: { value: v } }); return; }
    withView({ bounds: v.replace(/\s+/g, '') }, { alertAt: 'options-alert' });
  });

  // Playback. The slider's value is read before anything redraws it.
  $('play').addEventListener('click', () => page.togglePlay());
  $('step-forward').addEventListener('click', () => page.seek(app.pos + 1));
  $('step-back').addEventListener('click', () => page.seek(app.pos - 1));
  $('reset').addEventListener('click', () => page.seek(0));
  $('go-end').addEventListener('click', () => page.seek(app.total));
  $('position').addEventListener('input', (e) => { const v = Number(e.target.value); page.seek(v); });
  $('speed').addEventListener('input', (e) => page.setSpeed(Number(e.target.value)));
  const cut = (dir) => {
    const steps = cutoffSteps(app.tree);
    const target = dir > 0 ? steps.find((s) => s > app.pos) : [...steps].reverse().find((s) => s < app.pos);
    if (target === undefined) { $('announce').textContent = t(dir > 0 ? 'noCutAfter' : 'noCutBefore'); return; }
    page.seek(target);
  };
  $('prev-cut').addEventListener('click', () => cut(-1));
  $('next-cut').addEventListener('click', () => cut(1));
  $('cancel').addEventListener('click', () => page.cancelSearch());

  // Views, lecture mode, zoom.
  for (const r of document.querySelectorAll('input[name=view]')) {
    r.addEventListener('change', () => {
      app.view.view = r.value;
      page.stage.applyLayout();
      page.stage.fit();
      page.update();
    });
  }
  $('lecture').addEventListener('change', () => {
    app.view.lecture = $('lecture').checked;
    page.stage.applyLayout();
    page.stage.fit();
    page.update();
  });
  for (const b of document.querySelectorAll('[data-zoom]')) {
    b.addEventListener('click', () => {
      const z = b.dataset.zoom;
      if (z === 'in') page.stage.zoom(1.25); else if (z === 'out') page.stage.zoom(0.8); else if (z === 'fit') page.stage.fit();
      else {
        const s = app.states?.alphabeta?.current >= 0 ? app.states.alphabeta : app.states?.minimax;
        page.stage.reveal(s && s.current >= 0 ? s.current : 0, true);
      }
    });
  }
  $('expand-all').addEventListener('click', () => {
    for (const v of Object.values(page.views.canvas)) { v.collapsed.clear(); v.requestDraw(); }
  });
  let lastWidth = window.innerWidth;
  window.addEventListener('resize', () => {
    if (!app.tree) return;
    const crossed = (lastWidth < NARROW) !== (window.innerWidth < NARROW);
    lastWidth = window.innerWidth;
    if (crossed) page.stage.applyLayout(); else page.stage.sizeTrees();
    if (!page.viewport.zoomedIn || crossed) page.stage.fit();
    page.update();
  });

  // Practice.
  $('practice').addEventListener('click', () => {
    if (app.practice) { app.practice = null; closeEditors(); page.update(); return; }
    if (app.tree.n > PRACTICE_NODES) { page.alert('tree-alert', { key: 'practiceNeedsSmall', params: { limit: PRACTICE_NODES } }); return; }
    page.pause();
    app.practice = { guesses: new Set(), windows: new Map(), checked: false, marks: new Map(), result: '' };
    page.update();
  });
  $('check').addEventListener('click', () => {
    const p = app.practice;
    const r = score(app.tree, p.guesses, p.windows);
    Object.assign(p, { checked: true, marks: r.marks, result: describeResult(app.tree, r) });
    closeEditors();
    page.seek(app.total); // reveal the search
    // The result sits above the trees and Check below them: bring it to where the person is looking.
    $('practice-result').scrollIntoView({ block: 'center' });
  });
  $('new-practice').addEventListener('click', async () => {
    let seed = Math.floor(Math.random() * 1e6);
    for (let tries = 0; tries < 100; tries++, seed++) {
      const text = randomTree(2 + (seed % 2), 3, seed);
      const { summary } = await page.engine.count({ tree: text, algorithm: 'alphabeta' });
      if (summary.alphabeta.cutoffs === 0) continue;
      if (await page.load({ ...app.view, position: { tree: text }, order: 'natural', depth: null, step: 0 }, { alertAt: 'tree-alert' })) {
        app.practice = { guesses: new Set(), windows: new Map(), checked: false, marks: new Map(), result: '' };
        page.update();
      }
      return;
    }
  });

  // Sharing and exports.
  $('copy-link').addEventListener('click', async () => {
    const r = await page.saveUrl('replace');
    if (!r) return;
    if (r.tooLong) page.alert('link-alert', { key: 'link.tooLong', params: { chars: r.tooLong.chars, limit: r.tooLong.limit } });
    try {
      await navigator.clipboard.writeText(r.url);
      $('share-status').textContent = t('linkCopied');
    } catch {
      $('share-status').textContent = t('linkShown', { url: r.url });
    }
  });
  const name = (ext) => `abviz-${app.summary.kind}-step${app.pos}.${ext}`;
  const position = () => (app.summary.kind === 'connect4' ? `${t('gameConnect4')} ${app.view.size} ${app.summary.moves ?? app.summary.root}`
    : app.summary.kind !== 'board' ? t('textbookTrees') : app.summary.root === '.../.../...' ? t('emptyBoard') : app.summary.root);
  const title = () => `abviz — ${position()} · ${t('stepOf', { pos: app.pos, total: app.total })}`;
  // A large tree's canvas, drawn afresh at twice its size for the slide.
  const snapshot = (el) => Object.values(page.views.canvas).find((v) => v.canvas === el).snapshot(2);
  $('export-svg').addEventListener('click', () => {
    download(name('svg'), new Blob([slideSvg(title(), snapshot)], { type: 'image/svg+xml' }));
    $('share-status').textContent = t('exported', { file: name('svg') });
  });
  $('export-png').addEventListener('click', async () => {
    download(name('png'), await slidePng(title(), snapshot));
    $('share-status').textContent = t('exported', { file: name('png') });
  });
  $('export-json').addEventListener('click', () => {
    download(name('json'), new Blob([traceJson(app.request, app.summary, app.tree)], { type: 'application/json' }));
    $('share-status').textContent = t('exported', { file: name('json') });
  });
  $('language').addEventListener('change', (e) => page.applyLanguage(e.target.value));

  // Keys: Space plays only when focus is on no control, so it still toggles a focused checkbox.
  document.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || !app.tree) return;
    if (onControl(e.target)) return;
    const keys = {
      ' ': () => page.togglePlay(),
      ArrowRight: () => page.seek(app.pos + 1),
      ArrowLeft: () => page.seek(app.pos - 1),
      Home: () => page.seek(0),
      End: () => page.seek(app.total),
      n: () => cut(1), N: () => cut(1), p: () => cut(-1), P: () => cut(-1),
    };
    const f = keys[e.key];
    if (!f || (app.practice && !app.practice.checked)) return;
    e.preventDefault();
    f();
  });
  document.addEventListener('keydown', (e) => { if (e.key === 'Escape') { page.nodeUi.closeMenu(); closeEditors(); } });

  // What a click (or Enter) on a node does.
  const actions = {
    nodeClick(id, ev, alg) {
      if (!app.tree || id < 0) { page.nodeUi.closeMenu(); return; }
      const view = page.active()[alg];
      const rect = view.nodeRect(id);
      if (app.practice && !app.practice.checked) { actions.practice(id, rect, null); return; }
      page.nodeUi.openMenu(id, rect);
    },
    collapse(id) { for (const v of Object.values(page.views.canvas)) v.toggleCollapse(id); },
    focus(id) { page.stage.fit(id); },
    play(id) {
      // Connect Four: the root's moves with this one dropped in.
      if (app.tree.kind === 'connect4') {
        const moves = `${app.view.position.moves ?? ''}${pathMoves(app.tree, id).map((m) => m + 1).join('')}`;
        withView({ position: { moves } }, { alertAt: 'board-alert' });
      } else loadBoard(boardText(boardOf(app.tree, id)));
    },
    edit(id, rect) {
      const view = document.activeElement;
      leafEditor(rect, leafValue(app.tree, id), async (v) => {
        const { text } = await page.engine.setLeaf(app.summary.root, pathMoves(app.tree, id), v);
        loadTree(text);
      }, view instanceof HTMLElement || view instanceof SVGElement ? view : null);
    },
    practice(id, rect, view) {
      practiceEditor(id, rect, app.practice, () => page.update(), view ? view.element : null);
    },
  };
  return actions;
}

