// Beyond the horizon, in words: one sentence per quiescence extension, book
// or endgame answer and futility stop; their counts; and secondary search's
// card. Every number comes from the event it describes (state/timeline.js
// eventAt), the search's limits (horizonOf: the request the panel searched)
// or the engine's summary. Pure: no DOM.

import { K } from '../base/kinds.js';
import { t, list } from '../i18n/index.js';
import { fmt } from '../i18n/format.js';
import { boardOf, toMove } from '../games/tictactoe.js';
import { c4CellsOf } from '../games/connect4.js';
import { moveLabel, nodeName, ownLabels } from '../games/index.js';
import { secondaryParams } from '../state/decision.js';
import { kidsOf } from '../base/tree.js';

export { horizonOf } from '../engine/request.js';

const name = (tree, id) => nodeName(tree, id, t('rootName'));

/** Whether event `e` is one of the horizon's (horizonSentence says it). */
export const isHorizonEvent = (e) => !!e && (e.kind === K.EXTEND || e.kind === K.BOOK || e.kind === K.FUTILITY);

/** The words of a NOISE_* reason code (base/kinds.js); an unknown code reads as a marked node. */
const noiseKey = (r) => (r === K.NOISE_CAN_WIN ? 'noise.2' : r === K.NOISE_MUST_BLOCK ? 'noise.3' : r === K.NOISE_WINNING_CELL ? 'noise.4' : r === K.NOISE_GHOST_NEAR ? 'noise.5' : 'noise.1');

/** Why node `id` is noisy, for an EXTEND record's reason code. */
export function noiseWhy(tree, id, reason) {
  const board = boardOf(tree, id);
  const mark = board ? toMove(board) : '';
  return t(noiseKey(reason), { mark });
}

/** The root's child whose returned value the root holds as α just before event `i` (the futility stop's "B"), or -1. */
function alphaChild(tree, alg, parent, i, alpha) {
  const tl = tree.tl[alg];
  for (const c of kidsOf(tree, parent)) if (tl.exit[c] !== K.NEVER && tl.exit[c] < i && tl.value[c] === alpha) return c;
  return -1;
}

/** The sentence for an EXTEND, BOOK or FUTILITY event `e` of state `s`, or null for any other event. */
export function horizonSentence(tree, s, e) {
  if (!isHorizonEvent(e)) return null;
  const id = e.node, node = name(tree, id);
  const hz = tree.horizon ?? {};
  if (e.kind === K.EXTEND) {
    const why = noiseWhy(tree, id, e.reason);
    const depth = tree.depth[id];
    // A maze game counts its limits in rounds of every agent's move, not plies: no numbers then.
    if (tree.maze || hz.depth === null || hz.depth === undefined || !hz.quiescence) return t('extendBare', { node, why });
    const p = { node, why, depth, limit: hz.depth, k: depth - hz.depth + 1, q: hz.quiescence };
    return t(depth === hz.depth ? 'extendAt' : 'extendPast', p);
  }
  if (e.kind === K.BOOK) {
    if (!e.endgame) return t('bookHit', { node, value: fmt(e.value) });
    const cells = c4CellsOf(tree, id);
    const empty = cells ? [...cells].filter((c) => c === '.').length : null;
    if (empty === null || hz.endgame === null || hz.endgame === undefined) return t('endgameHitBare', { node, value: fmt(e.value) });
    return t('endgameHit', { node, empty, limit: hz.endgame, value: fmt(e.value) });
  }
  const parent = tree.parent[id];
  const best = alphaChild(tree, s.alg, parent, e.index, e.alpha);
  const kids = kidsOf(tree, id);
  const skipped = kids.subarray(kids.length - e.skipped);
  const moves = ownLabels(tree, skipped) ?? Array.from(skipped, (c) => moveLabel(tree, c));
  return t('futilityStop', {
    node, root: name(tree, parent), best: best >= 0 ? name(tree, best) : '?', alpha: fmt(e.alpha), beta: fmt(e.beta),
    diff: fmt(e.beta - e.alpha), margin: fmt(e.margin), n: e.skipped, list: list(moves),
  });
}

/** The registry tag of a horizon event: extend, book, {max,min}.futility; null for the rest. */
export function horizonTag(tree, e) {
  if (!isHorizonEvent(e)) return null;
  if (e.kind === K.EXTEND) return 'extend';
  if (e.kind === K.BOOK) return 'book';
  return `${tree.isMax[e.node] ? 'max' : 'min'}.futility`;
}

/**
 * The pseudocode's leaf line for a search with limits `hz` (horizonOf), or
 * null when the engine's line stands: with quiescence on, the horizon rule
 * with the panel's own D and Q; with the book or the endgame solver
 * (`known`: the panel's search uses them), their answer comes first.
 */
export function leafLine(hz, known = false) {
  if (!hz) return null;
  const quiet = hz.quiescence && hz.depth !== null && hz.depth !== undefined ? t('codeLineQuiescence', { d: hz.depth, q: hz.quiescence }) : null;
  if (!known || !(hz.book || hz.endgame)) return quiet;
  return t('codeLineKnown', { rest: quiet ?? t('codeLineLeaf') });
}

/**
 * What the horizon's remedies did in one search (`stats`, a summary's
 * per-algorithm counts): " · 2 extensions past the depth limit · …", empty
 * when they did nothing. `other`: the other panel's stats and name, for the
 * value futility lost against it.
 */
export function horizonCounts(stats, margin, other = null) {
  if (!stats) return '';
  const parts = [];
  if (stats.extensions) parts.push(t('hz.extensions', { n: stats.extensions }));
  if (stats.book_hits) parts.push(t('hz.book', { n: stats.book_hits }));
  if (stats.endgame_nodes) parts.push(t('hz.endgame', { n: stats.endgame_nodes }));
  if (stats.futility_cutoffs) {
    parts.push(t('hz.futility', { n: stats.futility_cutoffs, margin: fmt(margin) }));
    if (other && other.stats && !other.stats.futility_cutoffs && typeof other.stats.value === 'number') {
      parts.push(t('hz.lost', { other: other.name, lost: fmt(Math.abs(other.stats.value - stats.value)) }));
    }
  }
  return parts.map((p) => ` · ${p}`).join('');
}

/** Secondary search's card for one search (`sec`, summary.<alg>.secondary), or '' when it did not run (state/decision.js secondaryParams gives its numbers). */
export function secondaryCard(summary, tree, sec) {
  if (!sec) return '';
  const p = secondaryParams(summary, tree, sec);
  if (sec.changed) return t('hz.secondaryChanged', p);
  if (sec.reconsidered) return t('hz.secondaryKeptAfter', p);
  return t('hz.secondaryKept', p);
}
