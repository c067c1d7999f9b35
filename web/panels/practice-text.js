// The practice result in words: the counts, then the first mistake in search
// order explained (why a node is pruned, the window it is really searched with,
// or its real value from its children's).

import { K, payloadOf } from '../base/kinds.js';
import { cutoffAt, fmt, fmtProb, name } from './explain.js';
import { t, list } from '../i18n/index.js';
import { enterWindow, realValue } from './practice.js';
import { kidsOf, kindName } from '../base/tree.js';
import { windowAt } from '../state/timeline.js';

/**
 * Why node `id` has its minimax value, from the engine's values of its children: the largest (MAX),
 * the smallest (MIN) or the weighted sum (chance). Only said when it holds: a value that came from
 * elsewhere (a table, a book, a stand-pat) gets the plain sentence.
 */
export function valueSentence(tree, id) {
  const node = name(tree, id);
  const value = realValue(tree, id);
  const kids = Array.from(kidsOf(tree, id)).filter((c) => realValue(tree, c) !== null);
  const vals = kids.map((c) => realValue(tree, c));
  const kind = kindName(tree, id);
  if (kids.length) {
    if (kind === 'chance') {
      const sum = kids.reduce((s, c, i) => s + tree.prob[c] * vals[i], 0);
      if (Math.abs(sum - value) < 1e-9 * Math.max(1, Math.abs(value))) {
        return t('practiceValueChance', { node, value: fmt(value), sum: kids.map((c, i) => `${fmtProb(tree.prob[c])}·${fmt(vals[i])}`).join(' + ') });
      }
    } else if (value === (kind === 'max' ? Math.max(...vals) : Math.min(...vals))) {
      return t(kind === 'max' ? 'practiceValueMax' : 'practiceValueMin', { node, value: fmt(value), values: list(vals.map((v) => fmt(v))) });
    }
  }
  return t('practiceValue', { node, value: fmt(value) });
}

/** The sentence shown after Check, for score() result `r` on `tree`. */
export function describeResult(tree, r) {
  let text = t('practiceResult', { right: r.right, missed: r.missed, wrong: r.wrong });
  const windows = r.windowsRight + r.windowsWrong;
  const sep = t('sentenceSep');
  if (windows) text += `${sep}${t('practiceWindows', { right: r.windowsRight, total: windows })}`;
  const values = (r.valuesRight ?? 0) + (r.valuesWrong ?? 0);
  if (values) text += `${sep}${t('practiceValues', { right: r.valuesRight, total: values })}`;
  const f = r.first;
  if (!f) return `${text}${sep}${t('practicePerfect')}`;
  const node = name(tree, f.id);
  if (f.kind === 'missed') {
    const parent = tree.parent[f.id];
    const tl = tree.tl.alphabeta;
    const time = tl.pruned[f.id];
    const [alpha, beta] = windowAt(tree, parent, time);
    const skipped = payloadOf(tree.tl.alphabeta.words[2 * time]);
    return `${text}${sep}${t('practiceMissed', { node, why: cutoffAt(tree, parent, alpha, beta, skipped) })}`;
  }
  if (f.kind === 'inside') return `${text}${sep}${t('practiceInside', { node })}`;
  if (f.kind === 'value') return realValue(tree, f.id) === null ? text : `${text}${sep}${valueSentence(tree, f.id)}`;
  if (f.kind === 'windowNever') return `${text}${sep}${t('practiceWindowNever', { node })}`;
  const w = enterWindow(tree, f.id) || [K.NEG_INF, K.POS_INF];
  return `${text}${sep}${t(f.kind === 'window' ? 'practiceWindowWrong' : 'practiceWrong', { node, alpha: fmt(w[0]), beta: fmt(w[1]) })}`;
}
