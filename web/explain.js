// Words for what the search does: one sentence per trace event, the
// pseudocode and the line each event executes, and value formatting. Pure
// functions of a tree (tree.js) and a state (tree.stateAt); the text comes
// from i18n.js in the page's language. Nodes are named in every sentence:
// A, B, C, … in preorder for textbook trees (as AIMA does), the moves that
// reach them ("X1 O5") for boards.

import { K } from './kinds.js';
import { t, list } from './i18n.js';
import { boardOf, isLeaf, kidsOf, moveLabel, nodeName, openLines, toMove, winningLine } from './tree.js';

let plusSign = true;

/** Whether positive values show a + (wins in tic-tac-toe do; textbook trees show plain numbers). */
export function setPlusSign(on) {
  plusSign = on;
}

/** A value or bound as people read it: −∞/+∞ for the sentinels, a real minus sign. */
export function fmt(v) {
  if (v === K.NEG_INF) return '−∞';
  if (v === K.POS_INF) return '+∞';
  return v > 0 ? (plusSign ? `+${v}` : `${v}`) : v < 0 ? `−${-v}` : '0';
}

/** A node's name for sentences: "A", "X1 O5", or "the root". */
export function name(tree, id) {
  return nodeName(tree, id, t('rootName'));
}

const side = (tree, id) => t(tree.isMax[id] ? 'max' : 'min');

/** The moves (or child numbers) of the children a cut-off at `id` skipped. */
export function skippedMoves(tree, id, skipped) {
  const kids = kidsOf(tree, id);
  return Array.from(kids.subarray(kids.length - skipped), (c) => moveLabel(tree, c));
}

/** "moves 7 and 8 are pruned" / "child 3 is pruned", by kind and count. */
export function prunedPhrase(tree, moves) {
  return t(tree.kind === 'board' ? 'movesPruned' : 'childrenPruned', { n: moves.length, list: list(moves) });
}

/** Why a cut-off at `id` with window (α, β) skipped `moves`: the first sentence of explain(). */
export function cutoffSentence(tree, id, alpha, beta, moves) {
  return t('cutoffMoves', { alpha: fmt(alpha), beta: fmt(beta), side: side(tree, id), node: name(tree, id), what: prunedPhrase(tree, moves) });
}

/** One sentence, in plain words, for the event that led to state `s` of `alg`. */
export function explain(tree, s, maxMark = 'X') {
  const e = s.last;
  const ab = s.alg === 'alphabeta';
  if (!e) return t(ab ? 'startAb' : 'startMm');
  const id = e.node;
  const board = boardOf(tree, id);
  const who = board ? t('whoToMove', { mark: toMove(board) }) : '';
  const node = name(tree, id);
  switch (e.kind) {
    case K.ENTER: {
      const p = { side: side(tree, id), who, node, alpha: fmt(s.enterAlpha[id]), beta: fmt(s.enterBeta[id]), move: moveLabel(tree, id) };
      if (e.parent < 0) return t(ab ? 'enterRootAb' : 'enterRoot', p);
      if (!board) return t(ab ? 'enterTreeChildAb' : 'enterTreeChild', { ...p, parent: name(tree, e.parent) });
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
      const head = cutoffSentence(tree, id, e.alpha, e.beta, skippedMoves(tree, id, e.skipped));
      const max = tree.isMax[id];
      const src = s.cause && s.cause.node >= 0 ? s.cause.node : -1;
      const why = t(src >= 0 ? 'cutoffWhyFrom' : 'cutoffWhy', {
        side: side(tree, id), other: t(max ? 'min' : 'max'), from: src >= 0 ? name(tree, src) : '',
        found: fmt(max ? e.alpha : e.beta), bound: max ? 'β' : 'α', limit: fmt(max ? e.beta : e.alpha),
      });
      return `${head}${t('sentenceSep')}${why}`;
    }
    case K.EXIT:
      return tree.parent[id] < 0 ? t('exitRoot', { value: fmt(e.value) }) : t('exitNode', { side: side(tree, id), node, value: fmt(e.value) });
  }
  return '';
}

/**
 * Pseudocode as [key, indent, noteKey?] lines; codeLine() gives the line
 * (0-based) an event executes.
 */
export function pseudocode(alg, failHard) {
  if (alg === 'minimax') {
    return [
      ['codeFnMm', 0], ['codeLeaf', 1], ['codeIfMax', 1], ['codeVmin', 2], ['codeFor', 2], ['codeMaxCallMm', 3],
      ['codeReturn', 2], ['codeElse', 1, 'codeElseNote'], ['codeVmax', 2], ['codeFor', 2], ['codeMinCallMm', 3], ['codeReturn', 2],
    ];
  }
  const ret = failHard ? 'codeFailHardNote' : undefined;
  return [
    ['codeFn', 0], ['codeLeaf', 1], ['codeIfMax', 1], ['codeVmin', 2], ['codeFor', 2], ['codeMaxCall', 3], ['codeAlpha', 3],
    ['codeBreakMax', 3, 'codeBreakMaxNote'], ['codeReturn', 2, ret], ['codeElse', 1, 'codeElseNote'], ['codeVmax', 2], ['codeFor', 2],
    ['codeMinCall', 3], ['codeBeta', 3], ['codeBreakMin', 3, 'codeBreakMinNote'], ['codeReturn', 2, ret],
  ];
}

/** The pseudocode line (index into pseudocode()) that event `e` of `alg` executes, or -1. */
export function codeLine(tree, e, alg) {
  if (!e) return -1;
  const ab = alg === 'alphabeta';
  const max = tree.isMax[e.node];
  switch (e.kind) {
    case K.ENTER: return 0;
    case K.LEAF: return 1;
    case K.ALPHA: return 6;
    case K.BETA: return 13;
    case K.CUTOFF: return max ? 7 : 14;
    case K.EXIT: {
      // A leaf's value arrives in its parent's loop; an inner node returns v.
      const p = tree.parent[e.node];
      if (isLeaf(tree, e.node) && p >= 0) return tree.isMax[p] ? 5 : (ab ? 12 : 10);
      return max ? (ab ? 8 : 6) : (ab ? 15 : 11);
    }
  }
  return -1;
}
