// The search enhancements in the Search options (move ordering, iterative
// deepening, transposition table, killer moves, history heuristic, PVS,
// aspiration windows; the table's size; MTD(f) as the pruning search) and,
// when iterative deepening ran more than one pass, stepping through the
// passes over the alpha-beta panel ("Pass 2 of 4 (depth 2)"). Each option is
// a new view; a pass is fetched from the worker (engine.pass) and swapped
// into the alpha-beta timeline in place.

import { t } from '../i18n/index.js';
import { gameOf } from '../games/index.js';
import { deriveTimeline } from '../base/tree.js';
import { passDepth } from '../state/timeline.js';
import { alertBy } from './status.js';

export { passDepth };
import { LIMITS, canonicalEnhance } from '../state/view.js';

const $ = (id) => document.getElementById(id);
const boxes = () => [...document.querySelectorAll('input[name=enhance]')];

/** Wires the enhancement controls; `page` = {app, load(view, opts), alert(where, msg)}. */
export function wireEnhance(page) {
  const { app } = page;
  // The options drawer's alert, under the enhancements (or the box) that asked.
  const withView = (changes, id = 'enhance-group') => page.load({ ...app.view, step: 0, ...changes }, { alertAt: alertBy('options-alert', id) });
  for (const box of boxes()) {
    box.addEventListener('change', () => {
      let enhance = canonicalEnhance(boxes().filter((b) => b.checked).map((b) => b.value));
      const list = enhance.split(',');
      // Aspiration windows are set from the previous pass's value: they need iterative deepening.
      if (!list.includes('id')) enhance = canonicalEnhance(list.filter((x) => x !== 'aspiration'));
      // MTD(f) remembers its bounds in the table.
      const pruned = enhance.split(',').includes('tt') ? app.view.pruned : 'alphabeta';
      withView({ enhance, pruned });
    });
  }
  $('tt-size').addEventListener('change', () => {
    const v = $('tt-size').value.trim();
    const { min, max } = LIMITS.ttsize;
    if ($('tt-size').validity.badInput || !/^\d{1,7}$/.test(v) || Number(v) < min || Number(v) > max) {
      page.alert(alertBy('options-alert', 'tt-size'), { key: 'badTableSize', params: { value: v, min, max } });
      return;
    }
    withView({ ttSize: Number(v) }, 'tt-size');
  });
  $('pruned-search').addEventListener('change', () => withView({ pruned: $('pruned-search').value }));
}

/** Shows the view's enhancements; hidden for textbook trees (they have no positions to order or store). */
export function syncEnhance(view, summary) {
  const list = (view.enhance || '').split(',');
  for (const b of boxes()) b.checked = list.includes(b.value);
  const id = list.includes('id'), tt = list.includes('tt');
  const asp = boxes().find((b) => b.value === 'aspiration');
  asp.disabled = !id;
  $('tt-size').value = String(view.ttSize ?? 65536);
  $('tt-size').disabled = !tt;
  $('pruned-search').value = view.pruned ?? 'alphabeta';
  $('pruned-search').querySelector('option[value=mtdf]').disabled = !tt;
  $('enhance-group').hidden = !!summary && !gameOf(summary).board;
}


// ---- passes ------------------------------------------------------------------------------

/**
 * The passes of the analysed alpha-beta search, or null when there is one:
 * {k, n, depth, stats} (stats: the summary's alpha-beta stats with pass k's counts).
 */
export function passesOf(summary, tree) {
  const it = summary?.alphabeta?.iterations;
  if (!tree || !Array.isArray(it) || it.length < 2) return null;
  const n = it.length;
  const k = summary.pass ?? n;
  return { k, n, depth: passDepth(tree.tl.alphabeta) ?? k, stats: passStats(summary.alphabeta, k, tree.tl.alphabeta) };
}

/** The counts of pass `k` alone (the alpha-beta panel's totals): its nodes, leaves and cut-offs. */
function passStats(full, k, tl) {
  // An earlier pass's move is its trace's own, not the search's final decision (its best line follows its trace).
  const own = k < full.iterations.length ? { best_move: null, decision: null } : {};
  return { ...full, ...own, nodes: full.iterations[k - 1], leaves: tl.leafTimes.length, cutoffs: tl.cutTimes.length };
}

export class Passes {
  /** @param page {app, engine, update(), alert(where, msg), redraw()} */
  constructor(page) {
    this.page = page;
    this.busy = false;
    $('prev-pass').addEventListener('click', () => this.go(-1));
    $('next-pass').addEventListener('click', () => this.go(1));
  }

  /** Shows "Pass k of n (depth d)" and the buttons, or hides the bar. */
  render() {
    const p = this.page.app.pass;
    $('pass-bar').hidden = !p;
    if (!p) return;
    const text = t('passOf', { k: p.k, n: p.n, depth: p.depth });
    if ($('pass-label').textContent !== text) $('pass-label').textContent = text;
    $('prev-pass').disabled = this.busy || p.k <= 1;
    $('next-pass').disabled = this.busy || p.k >= p.n;
  }

  /** Moves to the previous (-1) or next (+1) pass: asks the worker for its timeline and swaps it in. */
  async go(dir) {
    const { app, engine } = this.page;
    const p = app.pass;
    if (!p || this.busy) return;
    const k = p.k + dir;
    if (k < 1 || k > p.n) return;
    const tree = app.tree;
    this.busy = true;
    this.render();
    let r;
    try {
      r = await engine.pass(k);
    } catch (e) {
      this.busy = false;
      this.page.alert('options-alert', { err: e });
      this.render();
      return;
    }
    this.busy = false;
    if (app.tree !== tree || app.pass !== p) { this.render(); return; } // a new position came meanwhile
    this.swap(k, r);
  }

  /**
   * Puts pass `k`'s alpha-beta timeline into the tree and redraws. `r` is the
   * worker's answer: {summary, tree} (the whole analysis with that pass shown,
   * derived), or {alphabeta: {enter, exit, pruned, value, best, table, words?, reals?}}.
   */
  swap(k, r) {
    const { app } = this.page;
    const tree = app.tree;
    let tl;
    if (r.tree) tl = r.tree.tl.alphabeta; // the same model: only alpha-beta's timeline differs
    else {
      const got = r.alphabeta;
      const old = tree.tl.alphabeta;
      tl = { words: got.words ?? old.words, reals: got.reals ?? old.reals, table: got.table ?? new Uint32Array(0) };
      for (const f of ['enter', 'exit', 'pruned', 'value', 'best']) tl[f] = got[f];
    }
    tree.tl.alphabeta = tl;
    if (!tl.enterTimes) deriveTimeline(tree, 'alphabeta');
    // The alpha-beta panel counts this pass's nodes (the comparison keeps the whole search's).
    app.pass = { ...app.pass, k, depth: passDepth(tl) ?? k, stats: passStats(app.summary.alphabeta, k, tl) };
    app.total = Math.max(tree.tl.minimax.len, tl.len);
    app.pos = Math.min(app.pos, app.total);
    this.page.redraw();
    $('announce').textContent = t('passOf', { k, n: app.pass.n, depth: app.pass.depth });
  }
}
