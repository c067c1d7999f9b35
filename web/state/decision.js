// What a panel's configuration finally decided (the engine's decision record,
// summary.<slot>.decision: the move played, its value, and how it was
// reached), and the sentence that says how when a step after the drawn search
// decided (secondary search). The sentence at the end, the best line, the
// Comparison and the captions all read the move from here. Pure: no DOM.

import { t, num } from '../i18n/index.js';
import { fmt } from '../i18n/format.js';
import { moveName } from '../games/index.js';
import { principalVariation } from './timeline.js';

/**
 * The decision of one search's summary (`stats`, summary.<slot>): {move,
 * value, depth, by}, by 'search', 'book' or 'secondary'. A summary without
 * one (an iterative-deepening pass's counts) is its search's own decision.
 */
export function decisionOf(stats) {
  if (stats?.decision) return stats.decision;
  return { move: stats?.best_move ?? null, value: stats?.value, depth: null, by: 'search' };
}

/** Whether a step after the drawn search decided the move (secondary search), so the trace alone does not show it. */
export const decidedAfter = (stats) => decisionOf(stats).by === 'secondary' && !!stats?.secondary;

/**
 * The words and numbers of secondary search's record `sec` (summary.<slot>.secondary):
 * moves named as everywhere (games/index.js moveName), D is its depth less the
 * panel's K (the request's, tree.horizon).
 */
export function secondaryParams(summary, tree, sec) {
  const w = (m) => moveName(summary, tree, m);
  const p = {
    move: w(sec.move), value: fmt(sec.value), d: sec.depth - (tree?.horizon?.secondary || 0), deep: sec.depth, deeper: fmt(sec.deeper_value),
    second: w(sec.second_move), secondValue: fmt(sec.second_value), secondDeeper: fmt(sec.second_deeper_value), final: w(sec.final_move), nodes: num(sec.nodes),
  };
  p.secondPart = sec.second_move === null || sec.second_move === undefined ? '' : t('hz.secondPart', p);
  return p;
}

/**
 * How the move was decided after the drawn search, for the sentence at the
 * end: "At depth 1 it prefers B (5); searched 2 deep, B is worth 1 and C 4,
 * so it plays C."; '' when the search itself decided.
 */
export function decisionSentence(summary, tree, stats) {
  if (!decidedAfter(stats)) return '';
  const sec = stats.secondary;
  const p = secondaryParams(summary, tree, sec);
  return t(sec.changed ? 'dec.changed' : sec.reconsidered ? 'dec.keptAfter' : 'dec.kept', p);
}

/** The best line a panel draws at the end (`pos`, on slot `slot` of `tree`): the principal variation to the move its configuration plays. */
export function bestLine(tree, slot, pos, stats) {
  return principalVariation(tree, slot, pos, decisionOf(stats).move);
}
