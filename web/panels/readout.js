// The text around the trees: live counts, the sentence for the current step,
// the pseudocode with its current line, and the comparison at the end. Each
// render function takes what it shows and writes only what changed.

import { codeLine, explain, fmt, isExpectimax, pseudocode, withRootNote } from './explain.js';
import { t, num, has } from '../i18n/index.js';
import { gameOf, moveName, ownLabel, rootChild } from '../games/index.js';
import { decisionOf, decisionSentence } from '../state/decision.js';
import { K } from '../base/kinds.js';
import { differsOnlyIn, isConfigured } from '../state/panel-config.js';
import { panelNames, renderConfigCompare, showViewNames } from './compare.js';
import { horizonCounts, leafLine, secondaryCard } from './horizon.js';
import { negamaxView } from '../state/negamax.js';
import { negamaxDone, negamaxSentence } from './negamax-text.js';

const $ = (id) => document.getElementById(id);

/**
 * "Entered 12 of 186 nodes · leaves 3 of 86 · 1 cut-off", with the total in its own element.
 * `extra`: what the horizon's remedies did (panels/horizon.js horizonCounts), after it.
 */
export function renderCounts(alg, counts, stats, slot = alg, extra = '') {
  const p = $(`${alg}-counts`);
  // Cut-offs are counted by the pruning search (`slot`: the timeline the panel draws).
  const text = t('counts', { entered: '\u0001', n: '\u0002', count: stats.nodes, leaves: counts.leaves, leavesTotal: stats.leaves }) +
    (slot === 'alphabeta' ? t('cutoffs', { n: counts.cutoffs }) : '') + extra;
  const key = `${text}|${counts.nodes}|${stats.nodes}`;
  if (p.dataset.key === key) return;
  p.dataset.key = key;
  // The running count and the total sit in their own elements, for tests and screen readers.
  const strong = document.createElement('strong');
  strong.id = `${alg}-entered`;
  strong.textContent = num(counts.nodes);
  const total = document.createElement('span');
  total.id = `${alg}-total`;
  total.setAttribute('data-testid', `${alg}-total`);
  total.textContent = num(stats.nodes);
  p.replaceChildren(...text.split(/([\u0001\u0002])/).map((part) => (part === '\u0001' ? strong : part === '\u0002' ? total : part)));
}

/**
 * With one panel on screen (a phone, a single search, the overlay), the hidden
 * panel's counts under the visible one's, named by its heading: both counts
 * stay in sight.
 */
export function renderOtherCounts(layout) {
  const show = layout === 'minimax' ? 'alphabeta' : layout === 'both' ? null : 'minimax';
  for (const [alg, other] of [['minimax', 'alphabeta'], ['alphabeta', 'minimax']]) {
    const p = $(`${alg}-other`);
    const on = show === other;
    if (p.hidden === on) p.hidden = !on;
    if (!on) continue;
    const text = `${$(other === 'minimax' ? 'mm-heading' : 'ab-heading').textContent}: ${$(`${other}-counts`).textContent}`;
    if (p.textContent !== text) p.textContent = text;
  }
}

/** The sentence of `alg` at state `s`, or a fixed text; the area keeps its height whatever the text. */
export function renderSentence(alg, text, cutoff) {
  const ex = $(`${alg}-explain`);
  if (ex.textContent !== text) {
    ex.textContent = text;
    ex.scrollTop = 0; // a new sentence is read from its start
    if (!ex.dataset.more) ex.addEventListener('scroll', () => markMore(ex), { passive: true });
    markMore(ex);
  }
  ex.classList.toggle('cutoff', cutoff);
}

/**
 * Marks a sentence box (fixed in height, so the trees do not jump as sentences change) whose words go on
 * below what it shows: style.css draws a chevron at its foot until it is scrolled to the end.
 */
function markMore(ex) {
  const more = ex.scrollTop + ex.clientHeight < ex.scrollHeight - 1;
  if (ex.dataset.more !== String(more)) ex.dataset.more = String(more);
}

/**
 * The sentence for state `s` of a search of `tree` (the last step's event),
 * or its "finished" line. `pass`: the iterative-deepening pass shown
 * (panels/enhance.js), whose line gives that pass's depth, its root's value
 * (the trace's last root Exit) and its nodes (the engine's iterations).
 */
export function sentenceFor(tree, s, stats, pos, maxMark, pass = null, summary = null) {
  const text = stepSentence(tree, s, stats, pos, maxMark, pass);
  // At the end, a move decided after the drawn search (secondary search) is said with its numbers (state/decision.js).
  const decided = s.done && !pass ? decisionSentence(summary ?? tree, tree, stats) : '';
  return decided ? `${text}${t('sentenceSep')}${decided}` : text;
}

/** sentenceFor's sentence of the step itself. */
function stepSentence(tree, s, stats, pos, maxMark, pass) {
  // The Negamax view says alpha-beta's steps in Rich's words (panels/negamax-text.js).
  if (negamaxView.on && s.alg === 'alphabeta' && !pass) return s.pos < pos && s.done ? negamaxDone(tree, s, stats) : negamaxSentence(tree, s, maxMark);
  if (s.pos < pos && s.done) {
    if (s.alg === 'alphabeta' && pass) {
      const rootExit = s.last && s.last.kind === K.EXIT && s.last.node === 0;
      const value = rootExit ? s.last.value : tree.tl.alphabeta.value[0];
      return t('alphabetaPassDone', { k: pass.k, depth: pass.depth, steps: s.len, value: fmt(value), nodes: t('nodesN', { n: pass.stats.nodes }) });
    }
    const done = s.alg === 'alphabeta' ? 'alphabetaDone' : isExpectimax(tree) ? 'expectimaxDone' : 'minimaxDone';
    return withRootNote(tree, t(done, { steps: s.len, value: fmt(stats.value), nodes: t('nodesN', { n: stats.nodes }) }), stats.value);
  }
  return explain(tree, s, maxMark);
}

/**
 * The horizon under panel `alg`'s counts: its remedies' totals and secondary
 * search's card (a paragraph made after the counts, hidden when empty).
 * `view`: for the value futility lost against the other panel, when futility
 * is all that differs (named by that panel's heading: "Alpha-beta").
 */
export function renderHorizon(alg, summary, tree, stats, view = null) {
  const side = alg === 'minimax' ? 'alphabeta' : 'minimax';
  const other = view && summary && differsOnlyIn(view, 'futility') ? { name: panelNames(summary, view)[side], stats: summary[side] } : null;
  const counts = $(`${alg}-counts`);
  if (!counts) return '';
  let card = $(`${alg}-secondary`);
  if (!card) {
    card = document.createElement('p');
    card.id = `${alg}-secondary`;
    card.className = 'secondary-card';
    card.setAttribute('data-testid', `${alg}-secondary`);
    counts.after(card);
  }
  const text = summary && stats ? secondaryCard(summary, tree, stats.secondary) : '';
  if (card.textContent !== text) card.textContent = text;
  card.hidden = !text;
  return stats ? horizonCounts(stats, tree?.horizon?.futility ?? summary?.futility ?? 0, other) : '';
}

/** The registry entries of the panels' algorithms (summary.algorithms), for markCode. */
let algorithms = {};

/** A panel's title: `alg.<name>` translated when the dictionary has it, else the registry's English title. */
export function algTitle(info, slot) {
  if (!info) return t(slot);
  return has(`alg.${info.name}`) ? t(`alg.${info.name}`) : info.title;
}

/**
 * Both pseudocode listings, from the registry entries in `summary.algorithms`, and the panels' titles.
 * `panels` (state/panels.js): each panel's tree and slot; with quiescence on, the leaf line states the horizon rule
 * with its D and Q, and with the book or the endgame solver (the pruning search's alone) their answer first.
 */
export function renderCode(summary, panels = null) {
  algorithms = (summary && summary.algorithms) || {};
  for (const alg of ['minimax', 'alphabeta']) {
    const ol = $(`${alg}-pseudocode`);
    ol.replaceChildren();
    const info = shownInfo(alg);
    ol.classList.toggle('negamax-code', info !== algorithms[alg]);
    const leaf = info?.lines?.leaf;
    const rule = leafLine(panels?.trees[alg]?.horizon, panels?.slots[alg] === 'alphabeta');
    for (const [k, [indent, text, note]] of pseudocode(info).entries()) {
      const code = rule && k === leaf ? rule : text;
      const li = document.createElement('li');
      li.style.setProperty('--indent', indent);
      const c = document.createElement('code');
      c.textContent = code;
      li.appendChild(c);
      if (note) {
        const n = document.createElement('span');
        n.className = 'note';
        n.textContent = ` ${note}`;
        li.appendChild(n);
      }
      ol.appendChild(li);
    }
    const title = document.querySelector(`[data-alg-title="${alg}"]`);
    // Pacman's random ghosts: minimax is expectimax there, and alpha-beta runs Star1 at their nodes.
    const chance = summary?.maze && summary.has_chance;
    if (title && chance) title.textContent = t(alg === 'minimax' ? 'algExpectimax' : 'algStar1');
    else if (title && info) title.textContent = algTitle(info, alg);
  }
}

/** The registry entry panel `alg` shows: Rich's MINIMAX-A-B for the pruning panel in the Negamax view. */
const shownInfo = (alg) => (alg === 'alphabeta' && negamaxView.on && algorithms.negamax ? algorithms.negamax : algorithms[alg]);

/** Marks the pseudocode line the current step of `alg` executes (-1: none). */
export function markCode(tree, alg, s, show) {
  const line = show && s.pos > 0 ? codeLine(tree, s.last, shownInfo(alg)) : -1;
  const items = $(`${alg}-pseudocode`).children;
  for (let i = 0; i < items.length; i++) {
    if (i === line) items[i].setAttribute('aria-current', 'step'); else items[i].removeAttribute('aria-current');
  }
}

const pct = (part, whole) => (whole ? Math.round((100 * part) / whole) : 0);

/**
 * The comparison: a hint until the end, then bars of nodes and leaves and what alpha-beta saved.
 * Two compared configurations (`view.left`/`view.right`) get their own sentence and bars (panels/compare.js).
 * `view` is what the depth-first searches compare; `shown`, the view on screen (a side may run MCTS).
 */
export function renderCompare(summary, atEnd, view = null, trees = {}, shown = view) {
  const tree = trees.alphabeta ?? null;
  const body = $('compare-body');
  if (summary && view && isConfigured(view)) { renderConfigCompare(body, summary, view, trees, shown); return; }
  showViewNames(null, shown);
  const key = summary ? `${atEnd}|${summary.minimax.nodes}|${summary.alphabeta.nodes}|${summary.minimax.value}|${summary.alphabeta.best_move}|${!!tree?.names}|${t('minimax')}` : '';
  if (body.dataset.key === key) return;
  body.dataset.key = key;
  if (!summary) { body.replaceChildren(); return; }
  if (!atEnd) {
    const p = document.createElement('p');
    p.className = 'hint';
    p.textContent = t('playToEnd');
    body.replaceChildren(p);
    return;
  }
  const s = summary;
  const max = Math.max(s.minimax.nodes, 1);
  const fig = document.createElement('figure');
  fig.className = 'bars';
  for (const [k, label] of [['nodes', t('nodesEntered')], ['leaves', t('leavesEvaluated')]]) {
    const mm = s.minimax[k], ab = s.alphabeta[k];
    const group = document.createElement('div');
    group.className = 'bar-group';
    const head = document.createElement('div');
    head.className = 'bar-label';
    head.textContent = t('saves', { label, pct: pct(mm - ab, mm) });
    group.appendChild(head);
    for (const [cls, name, v] of [['mm', t('minimax'), mm], ['ab', t('alphabeta'), ab]]) {
      const row = document.createElement('div');
      row.className = 'bar-row';
      const nm = document.createElement('span');
      nm.className = 'bar-name';
      nm.textContent = name;
      const bar = document.createElement('span');
      bar.className = `bar ${cls}`;
      bar.style.width = `${(100 * v) / max}%`;
      const numEl = document.createElement('span');
      numEl.className = 'bar-num';
      numEl.textContent = num(v);
      row.append(nm, bar, numEl);
      group.appendChild(row);
    }
    fig.appendChild(group);
  }
  const cap = document.createElement('figcaption');
  cap.textContent = compareCaption(s, tree);
  fig.appendChild(cap);
  body.replaceChildren(fig);
}

/**
 * The comparison's closing line for today's pair: the value both find, the
 * move played (alpha-beta's decision; a child with its own label named by it,
 * as captions and sentences name it) and what was pruned.
 */
export function compareCaption(s, tree = null) {
  const best = decisionOf(s.alphabeta).move;
  const named = tree && ownLabel(tree, rootChild(tree, best));
  return t('bothFind', { value: fmt(s.minimax.value) }) +
    (best === null || best === undefined ? t('gameOver')
      : named ? t('bestMoveNamed', { move: moveName(s, tree, best) }) : t(gameOf(s).bestMoveKey, { move: gameOf(s).moveText(best) })) +
    t('cutoffSummary', { cutoffs: t('cutoffsN', { n: s.alphabeta.cutoffs }), pruned: t('subtreesN', { n: s.alphabeta.pruned_children }) });
}

/** The best case (best-first order) and, for uniform trees, the Knuth–Moore bound. */
export function renderBestCase(bestCase, tree) {
  const parts = [];
  if (bestCase) parts.push(t('bestCase', { nodes: t('nodesN', { n: bestCase.nodes }), leaves: t('leavesN', { n: bestCase.leaves }) }));
  const shape = tree ? tree.uniform : null;
  if (shape) {
    const { b, d } = shape;
    parts.push(t('kmBound', { b, d, bound: b ** Math.ceil(d / 2) + b ** Math.floor(d / 2) - 1 }));
  }
  const text = parts.join(' ');
  if ($('best-case').textContent !== text) $('best-case').textContent = text;
}

