// The practice result in words: the counts, then the first mistake in search
// order explained (why a node is pruned, or the window it is really searched with).

import { K, payloadOf } from '../engine/kinds.js';
import { cutoffAt, fmt, name } from './explain.js';
import { t } from '../i18n/index.js';
import { enterWindow } from './practice.js';
import { windowAt } from '../state/timeline.js';

/** The sentence shown after Check, for score() result `r` on `tree`. */
export function describeResult(tree, r) {
  let text = t('practiceResult', { right: r.right, missed: r.missed, wrong: r.wrong });
  const windows = r.windowsRight + r.windowsWrong;
  const sep = t('sentenceSep');
  if (windows) text += `${sep}${t('practiceWindows', { right: r.windowsRight, total: windows })}`;
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
  if (f.kind === 'windowNever') return `${text}${sep}${t('practiceWindowNever', { node })}`;
  const w = enterWindow(tree, f.id) || [K.NEG_INF, K.POS_INF];
  return `${text}${sep}${t(f.kind === 'window' ? 'practiceWindowWrong' : 'practiceWrong', { node, alpha: fmt(w[0]), beta: fmt(w[1]) })}`;
}
