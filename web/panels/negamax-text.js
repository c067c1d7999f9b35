// The Negamax view in words: one sentence per event of alpha-beta's trace,
// said as Rich's MINIMAX-A-B does it (values from the side to move, Use and
// Pass thresholds). Every number comes from the event (state/timeline.js
// eventAt) or the window the trace gives the node (stateAt), mapped by side
// as the engine's `negamax` search reports it (tests/unit/negamax.test.js
// checks that against the engine). Pure: no DOM.

import { K } from '../base/kinds.js';
import { t } from '../i18n/index.js';
import { fmt } from '../i18n/format.js';
import { kindName } from '../base/tree.js';
import { negated, signed, thresholdsOf } from '../state/negamax.js';
import { explain, name, prunedAt } from './explain.js';

const side = (tree, id) => t(kindName(tree, id));

/**
 * The numbers of the event that led to state `s`, in negamax form: {node,
 * use, pass} for ENTER (the thresholds passed down), ALPHA/BETA (PASS risen)
 * and CUTOFF; {node, value, static} for LEAF; {node, value} for EXIT
 * (the returned value from its side to move's view); null for the rest.
 */
export function negamaxNumbers(tree, s) {
  const e = s.last;
  if (!e) return null;
  const id = e.node;
  switch (e.kind) {
    case K.ENTER: return { node: id, ...thresholdsOf(tree, id, s.enterAlpha[id], s.enterBeta[id]) };
    // α rising at MAX, β falling at MIN: PASS is the new bound, from the mover's view.
    case K.ALPHA: case K.BETA: return { node: id, use: thresholdsOf(tree, id, s.alpha[id], s.beta[id]).use, pass: negated(tree, id, e.value) };
    case K.CUTOFF: return { node: id, ...thresholdsOf(tree, id, e.alpha, e.beta) };
    case K.LEAF: return { node: id, static: e.value, value: negated(tree, id, e.value) };
    case K.EXIT: return { node: id, value: negated(tree, id, e.value) };
  }
  return null;
}

/** The sentence for state `s` of alpha-beta's timeline in Rich's form; other events keep their usual words. */
export function negamaxSentence(tree, s, maxMark = 'X') {
  const n = negamaxNumbers(tree, s);
  if (!s.last) return t('nm.start');
  if (!n) return explain(tree, s, maxMark);
  const e = s.last, id = n.node, node = name(tree, id);
  const p = { node, side: side(tree, id) };
  switch (e.kind) {
    case K.ENTER:
      Object.assign(p, { use: signed(n.use), pass: signed(n.pass) });
      return e.parent < 0 ? t('nm.enterRoot', p) : t('nm.enter', { ...p, parent: name(tree, e.parent) });
    case K.LEAF: return t('nm.leaf', { ...p, static: fmt(n.static), value: signed(n.value) });
    case K.ALPHA: case K.BETA: return t('nm.pass', { ...p, pass: signed(n.pass), use: signed(n.use) });
    case K.CUTOFF:
      return t('nm.cutoff', { ...p, pass: signed(n.pass), use: signed(n.use), cmp: tree.prune === 'gt' ? '>' : '≥', what: prunedAt(tree, id, e.skipped) });
    default: {
      const parent = tree.parent[id];
      if (parent < 0) return t('nm.exitRoot', { ...p, value: signed(n.value) });
      return t('nm.exit', { ...p, value: signed(n.value), parent: name(tree, parent), negated: signed(-n.value + 0) });
    }
  }
}

/** The closing line once the trace has ended: the root's value for its side to move. */
export function negamaxDone(tree, s, stats) {
  const root = tree.tl.alphabeta.value[0];
  return t('nm.done', { steps: s.len, side: side(tree, 0), value: signed(negated(tree, 0, root)), nodes: t('nodesN', { n: stats.nodes }) });
}
