// Words for what the search does: one sentence per trace event, the
// pseudocode and the line each event executes (values are formatted by
// i18n/format.js, re-exported here). Pure
// functions of a tree (base/tree.js) and a state (state/timeline.js stateAt); the text comes
// from i18n/ in the page's language. Nodes are named in every sentence as
// their cards and menus name them (games/names.js): by their own labels (L,
// t5), A, B, C, … in preorder for unlabelled textbook trees (as AIMA does),
// the moves that reach them ("X1 O5") for boards.

import { K } from '../base/kinds.js';
import { t, list, has } from '../i18n/index.js';
import { fmt, fmtProb } from '../i18n/format.js';
import { codeText } from './code-text.js';
import { boardOf, openLines, toMove, winningLine } from '../games/tictactoe.js';
import { kidsOf, kindName } from '../base/tree.js';
import { passDepth } from '../state/timeline.js';
import { gameOf, moveLabel, nameOf, ownLabels } from '../games/index.js';
import { horizonSentence, horizonTag } from './horizon.js';

export { fmt, fmtExact, fmtProb, fraction, setPlusSign } from '../i18n/format.js';

/** A node's name for sentences: "A", "X1 O5", or "the root". */
export const name = nameOf;

const side = (tree, id) => t(kindName(tree, id));


/** The moves (or child numbers) of the children a cut-off at `id` skipped. */
export function skippedMoves(tree, id, skipped) {
  const kids = kidsOf(tree, id);
  return Array.from(kids.subarray(kids.length - skipped), (c) => moveLabel(tree, c));
}

/** The own labels of the children a cut-off at `id` skipped (Rich's L), or null unless every one has one. */
export function skippedLabels(tree, id, skipped) {
  const kids = kidsOf(tree, id);
  return ownLabels(tree, kids.subarray(kids.length - skipped));
}

/** "moves 7 and 8 are pruned" / "child 3 is pruned", by kind and count; `named`: `moves` are own labels ("L is pruned"). */
export function prunedPhrase(tree, moves, named = false) {
  return t(named ? 'namedPruned' : gameOf(tree).prunedKey, { n: moves.length, list: list(moves) });
}

/** What a cut-off at `id` skipped, as a sentence names it: by the children's own labels when they all have one, else by move. */
export function prunedAt(tree, id, skipped) {
  const labels = skippedLabels(tree, id, skipped);
  return labels ? prunedPhrase(tree, labels, true) : prunedPhrase(tree, skippedMoves(tree, id, skipped));
}

/** Why a cut-off at `id` with window (α, β) skipped `moves` (own labels when `named`): the first sentence of explain(). */
export function cutoffSentence(tree, id, alpha, beta, moves, named = false) {
  const node = name(tree, id);
  // A board's root has no name of its own: "at the root (MAX)", not "at MAX node the root".
  return t(node === t('rootName') ? 'cutoffMovesRoot' : 'cutoffMoves', { alpha: fmt(alpha), beta: fmt(beta), cmp: tree.prune === 'gt' ? '>' : '≥', side: side(tree, id), node, what: prunedPhrase(tree, moves, named) });
}

/** The cut-off sentence of a cut-off at `id` that skipped its last `skipped` children. */
export function cutoffAt(tree, id, alpha, beta, skipped) {
  const labels = skippedLabels(tree, id, skipped);
  return cutoffSentence(tree, id, alpha, beta, labels ?? skippedMoves(tree, id, skipped), !!labels);
}

/** Whether minimax runs as expectimax under a maze game's own name (Pacman's random ghosts: chance nodes in a maze). */
export function isExpectimax(tree) {
  return !!tree.hasChance && !!gameOf(tree)?.maze;
}

/** One sentence, in plain words, for the event that led to state `s` of `alg`. */
export function explain(tree, s, maxMark = 'X') {
  const e = s.last;
  const ab = s.alg === 'alphabeta';
  // Pacman's random ghosts: the left panel is titled Expectimax, so its words say so too.
  if (!e) return t(ab ? 'startAb' : isExpectimax(tree) ? 'startEx' : 'startMm');
  const id = e.node;
  // Quiescence, the book and futility: their own sentences (panels/horizon.js).
  const beyond = horizonSentence(tree, s, e);
  if (beyond !== null) return beyond;
  // A game's own sentences first (Connect Four's columns, four in a row), then the general ones.
  const own = gameOf(tree)?.explain?.(tree, s, e, { name, side, moveLabel }) ?? null;
  if (own !== null) return own;
  const board = boardOf(tree, id);
  const who = board ? t('whoToMove', { mark: toMove(board) }) : '';
  const node = name(tree, id);
  switch (e.kind) {
    case K.ENTER: {
      const p = { side: side(tree, id), who, node, alpha: fmt(s.enterAlpha[id]), beta: fmt(s.enterBeta[id]), move: moveLabel(tree, id) };
      if (e.parent < 0) return withRootNote(tree, t(ab ? 'enterRootAb' : 'enterRoot', p));
      if (!board) {
        const game = gameOf(tree);
        const key = ab ? game.enterKeyAb ?? 'enterTreeChildAb' : game.enterKey ?? 'enterTreeChild';
        return t(key, { ...p, parent: name(tree, e.parent) });
      }
      return t(ab ? 'enterChildAb' : 'enterChild', { ...p, mover: toMove(boardOf(tree, e.parent)) });
    }
    case K.LEAF: {
      if (e.horizon && board) {
        const minMark = maxMark === 'X' ? 'O' : 'X';
        return t('leafHorizon', { node, openMax: openLines(board, maxMark), openMin: openLines(board, minMark), max: maxMark, min: minMark, value: fmt(e.value) });
      }
      if (!board) return t('leafTree', { node, value: fmt(e.value) });
      const line = winningLine(board);
      return line ? t('leafWin', { mark: board[line[0]], value: fmt(e.value) }) : t('leafDraw');
    }
    case K.ALPHA: return t('alphaUp', { node, value: fmt(e.value) });
    case K.BETA: return t('betaDown', { node, value: fmt(e.value) });
    case K.CUTOFF: {
      if (tree.isChance[id]) return chanceCutoffSentence(tree, e);
      const head = cutoffAt(tree, id, e.alpha, e.beta, e.skipped);
      const max = tree.isMax[id];
      const src = s.cause && s.cause.node >= 0 ? s.cause.node : -1;
      // The bound's holder: a MIN (MAX) ancestor, a node that passed down a window of its own
      // (a chance node's Star1 window, PVS's null window), or the window the root was searched with.
      const passed = !!s.cause?.window;
      const key = src < 0 ? (passed ? 'cutoffWhyRootWindow' : 'cutoffWhy')
        : !passed ? 'cutoffWhyFrom' : tree.isChance[src] ? 'cutoffWhyChance' : 'cutoffWhyWindow';
      const why = t(key, {
        side: side(tree, id), other: t(max ? 'min' : 'max'), from: src >= 0 ? name(tree, src) : '',
        found: fmt(max ? e.alpha : e.beta), bound: max ? 'β' : 'α', limit: fmt(max ? e.beta : e.alpha),
      });
      return `${head}${t('sentenceSep')}${why}`;
    }
    // A pair's first record says its first half, so two steps never repeat one sentence.
    case K.BOUND:
      if (!e.second) return t('chanceLower', { done: e.done, count: e.outcomes, node, lo: fmt(e.lo) });
      return t('chanceBounds', { done: e.done, count: e.outcomes, node, lo: fmt(e.lo), hi: fmt(e.hi) });
    case K.WINDOW:
      // A window of its own for one child outside chance nodes: PVS's null window, or its re-search.
      if (!tree.isChance[id]) return childWindowSentence(tree, e, node);
      if (!e.second) return t('chanceWindowAlpha', { node, alpha: fmt(e.alpha), outcome: e.child >= 0 ? moveLabel(tree, e.child) : '?' });
      return t('chanceWindow', { node, alpha: fmt(e.alpha), beta: fmt(e.beta), outcome: e.child >= 0 ? moveLabel(tree, e.child) : '?' });
    case K.TABLE: return tableSentence(node, e);
    case K.PASS: return t('passStart', { depth: e.passDepth });
    case K.RESEARCH:
      // The root again (an aspiration window missed, MTD(f)'s next guess), or one child (PVS).
      if (e.child <= 0) return t('researchRoot');
      return t('research', { node: name(tree, e.child) });
    case K.EXIT:
      if (tree.isChance[id]) {
        const head = chanceExitSentence(tree, s.alg, id, e.value);
        return tree.parent[id] < 0 ? `${head}${t('sentenceSep')}${rootExitSentence(tree, s, e)}` : head;
      }
      return tree.parent[id] < 0 ? rootExitSentence(tree, s, e) : t('exitNode', { side: side(tree, id), node, value: fmt(e.value) });
  }
  return '';
}

/**
 * The root returning: the search's end; the end of one iterative-deepening
 * pass (its own depth and value); or, with records still to come (an
 * aspiration window that failed, MTD(f)'s next null window), not the end.
 */
function rootExitSentence(tree, s, e) {
  const p = { value: fmt(e.value) };
  if (e.index < s.len - 1) return t('exitRootAgain', p);
  const depth = s.alg === 'alphabeta' ? passDepth(tree.tl.alphabeta) : null;
  return withRootNote(tree, depth === null ? t('exitRoot', p) : t('exitRootPass', { ...p, depth }), e.value);
}

/**
 * `sentence` and the game's own note on its root position (Nim's: the heaps' XOR), if it has one
 * (games/index.js `rootNote`); `value`: the root's value the sentence states, when it states one.
 */
export function withRootNote(tree, sentence, value = null) {
  const note = gameOf(tree)?.rootNote?.(tree, value);
  return note ? `${sentence}${t('sentenceSep')}${t(note.key, note.params)}` : sentence;
}

/** A MAX or MIN node passing one child a window of its own (principal variation search), or the root's own window (aspiration, MTD(f)). */
function childWindowSentence(tree, e, node) {
  const nullWindow = Math.abs(e.beta - e.alpha) <= 1 && e.alpha !== K.NEG_INF && e.beta !== K.POS_INF;
  if (e.child === 0) {
    if (!e.second) return t('rootWindowAlpha', { alpha: fmt(e.alpha) });
    return t(nullWindow ? 'rootNullWindow' : 'rootWindow', { alpha: fmt(e.alpha), beta: fmt(e.beta) });
  }
  const child = e.child >= 0 ? name(tree, e.child) : '?';
  if (!e.second) return t('childWindowAlpha', { node, child, alpha: fmt(e.alpha) });
  return t(nullWindow ? 'childNullWindow' : 'childWindow', { node, child, alpha: fmt(e.alpha), beta: fmt(e.beta) });
}

/** A transposition table answer: exact, or a bound that settled the node against its window. */
function tableSentence(node, e) {
  return t(e.flag === 1 ? 'tableLower' : e.flag === 2 ? 'tableUpper' : 'tableExact', { node, value: fmt(e.value) });
}

/** "after 2 of 3 outcomes, chance node C's value lies in [1.8, 4.4], which is ≤ α = 5: the last outcome is pruned." */
export function chanceCutoffSentence(tree, e) {
  const below = e.hi <= e.alpha;
  return t(below ? 'chanceCutAlpha' : 'chanceCutBeta', {
    done: e.done, count: e.outcomes, node: name(tree, e.node), lo: fmt(e.lo), hi: fmt(e.hi),
    bound: fmt(below ? e.alpha : e.beta), what: t('outcomesPruned', { n: e.skipped, list: list(skippedMoves(tree, e.node, e.skipped)) }),
  });
}

/** A chance node's return: its expected value as a weighted sum, or the bound Star1 returns after a cut-off. */
export function chanceExitSentence(tree, alg, id, value) {
  const tl = tree.tl[alg];
  const kids = kidsOf(tree, id);
  const node = name(tree, id);
  if (Array.from(kids).some((c) => tl.exit[c] === K.NEVER || tl.exit[c] > tl.exit[id])) return t('chanceExitBound', { node, value: fmt(value) });
  const terms = Array.from(kids, (c) => `${fmtProb(tree.prob[c])}·${fmt(tl.value[c])}`);
  return t('chanceExit', { node, value: fmt(value), sum: terms.join(' + ') });
}

/**
 * The pseudocode of a registry entry (`summary.algorithms[slot]`, from the
 * engine) as [indent, code, note] lines: the code in the page's language
 * (code-text.js), the note in the page's language when the dictionary has its key, else in English.
 */
export function pseudocode(info) {
  if (!info || !info.pseudocode) return [];
  return info.pseudocode.map(([indent, code, note, noteKey]) => [indent, codeText(code), noteKey && has(noteKey) ? t(noteKey) : note ? `▷ ${note}` : '']);
}

/**
 * The registry's tag for event `e`: enter, leaf, alpha, beta, window,
 * bounds, {max,min,chance}.child (a leaf's value arriving in its parent's
 * loop), {max,min,chance}.cutoff, {max,min,chance}.exit, and the horizon's
 * extend, book and {max,min}.futility.
 */
export function codeTag(tree, e) {
  if (!e) return null;
  const beyond = horizonTag(tree, e);
  if (beyond) return beyond;
  switch (e.kind) {
    case K.ENTER: return 'enter';
    case K.LEAF: return 'leaf';
    case K.ALPHA: return 'alpha';
    case K.BETA: return 'beta';
    case K.WINDOW: return 'window';
    case K.BOUND: return 'bounds';
    case K.CUTOFF: return `${kindName(tree, e.node)}.cutoff`;
    case K.EXIT: {
      // A leaf's value arrives in its parent's loop; an inner node returns v.
      const p = tree.parent[e.node];
      if (tree.size[e.node] === 1 && p >= 0) return `${kindName(tree, p)}.child`;
      return `${kindName(tree, e.node)}.exit`;
    }
  }
  return null;
}

/** The pseudocode line (index into pseudocode(info)) that event `e` executes, or -1. */
export function codeLine(tree, e, info) {
  const tag = codeTag(tree, e);
  // The book's answer is given on the leaf line (horizon.js leafLine) while the registry has no line of its own for it.
  const line = tag && info && info.lines ? info.lines[tag] ?? (tag === 'book' ? info.lines.leaf : undefined) : undefined;
  return typeof line === 'number' ? line : -1;
}
