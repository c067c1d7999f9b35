// The practice result in words: the counts, then the first mistake in search
// order explained (why a node is pruned, the window it is really searched
// with, or where its value comes from).

import { K, payloadOf } from '../engine/kinds.js';
import { kidsOf } from '../engine/tree.js';
import { cutoffAt, fmt, fmtProb, name } from './explain.js';
import { list, t } from '../i18n/index.js';
import { enterWindow } from './practice.js';
import { windowAt } from '../state/timeline.js';

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
  if (f.kind === 'value') return `${text}${sep}${valueWhy(tree, f.id)}`;
  if (f.kind === 'missed') {
    const parent = tree.parent[f.id];
    const tl = tree.tl.alphabeta;
    const time = tl.pruned[f.id];
    const [alpha, beta] = windowAt(tree, parent, time);
    const skipped = payloadOf(tree.tl.alphabeta.words[2 * time]);
    return `${text}${sep}${t('practiceMissed', { node, why: cutoffAt(tree, parent, alpha, beta, skipped) })}`;
  }
  if (f.kind === 'inside') return `${text}${sep}${t('practiceInside', { node })}`;
  if (f.kind === 'windowNever') return `${text}${sep}${t('practiceWindowNever', { node })}`;
  const w = enterWindow(tree, f.id) || [K.NEG_INF, K.POS_INF];
  return `${text}${sep}${t(f.kind === 'window' ? 'practiceWindowWrong' : 'practiceWrong', { node, alpha: fmt(w[0]), beta: fmt(w[1]) })}`;
}

/** Why node `id` has its value: the engine's minimax values of its children, the largest (MAX), the smallest (MIN) or their expectation (chance). */
export function valueWhy(tree, id) {
  const mm = tree.tl.minimax;
  const kids = Array.from(kidsOf(tree, id));
  const node = name(tree, id), value = fmt(mm.value[id]);
  if (tree.isChance[id]) return t('practiceValueChance', { node, value, sum: kids.map((c) => `${fmtProb(tree.prob[c])}·${fmt(mm.value[c])}`).join(' + ') });
  return t(tree.isMax[id] ? 'practiceValueMax' : 'practiceValueMin', { node, value, children: list(kids.map((c) => fmt(mm.value[c]))) });
}
