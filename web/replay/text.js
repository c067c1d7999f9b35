// Nilsson's replay in words (replay/panel.js shows it): each stage's
// sense, plan and act from that stage's search, as the core's
// replay_nilsson() JSON gives it (crates/core/src/replay.rs). Every number
// is read from the stage; nothing here searches or knows the book's game.

import { t, list } from '../i18n/index.js';
import { fmt } from '../i18n/format.js';

/** A value as Nilsson writes it: a real minus sign, no plus ("−1", "0", "1"). */
export const val = (v) => (v > 0 ? fmt(v).replace(/^\+/, '') : fmt(v));

/** Where a cell lies: the centre, a corner or an edge. */
export const whereOf = (cell) => (cell === 4 ? 'centre' : [0, 2, 6, 8].includes(cell) ? 'corner' : 'edge');

/** The key naming where a cell lies. */
const whereKey = (cell) => (cell === 4 ? 'replayCentre' : whereOf(cell) === 'corner' ? 'replayCorner' : 'replayEdge');

/** "cell 4 (centre)" in the current language. */
export const cellText = (cell) => t('replayCell', { cell, where: t(whereKey(cell)) });

/** The label of a sentence's part. */
export const partKey = (part) => (part === 'sense' ? 'replaySense' : part === 'plan' ? 'replayPlanLabel' : 'replayActLabel');

/** The label of a row of the counts. */
export const countKey = (row) => (row === 'moves' ? 'replayCountMoves' : row === 'tips' ? 'replayCountTips' : 'replayCountNodes');

/** The root's searched children, in search order. */
export const rootChildren = (stage) => stage.nodes.filter((n) => n.parent === 0 && !n.pruned);

/** Tips whose static value is a win for MIN (Nilsson's −∞). */
const minWins = (stage) => stage.nodes.filter((n) => n.tip !== null && n.tip <= -100).length;

/** The replay's steps: the three stages, then Fig. 6. */
export const stepsOf = (data) => [...data.stages, data.fig6];

/** The label of step `i` ("Stage 2 (Fig. 4)"). */
export const stepLabel = (data, i) => (i < data.stages.length
  ? t('replayStage', { n: i + 1, fig: data.stages[i].figure })
  : t('replayFig6'));

/** Stage `i`'s sentences, [{part, text}] with part sense, plan or act (Fig. 6: one part, alphabeta). */
export function stageSentences(data, i) {
  const s = stepsOf(data)[i];
  if (s.algorithm === 'alphabeta') return [{ part: 'alphabeta', text: fig6Sentence(s, data.stages[0].symmetry.tips) }];
  const before = i > 0 ? data.stages[i - 1].reply : null;
  const sense = before === null ? t('replaySenseEmpty') : t('replaySenseAfter', { cell: cellText(before) });
  const values = list(rootChildren(s).map((n) => t('replayChild', { cell: cellText(n.move), value: val(n.value) })));
  let plan = t('replayPlan', { moves: s.symmetry.moves, tips: s.symmetry.tips, values });
  const losses = minWins(s);
  if (losses > 0) plan += ` ${t('replayLosses', { count: losses, loss: val(-100) })}`;
  if (s.best.length > 1) {
    plan += ` ${t('replayTie', { count: s.best.length, value: val(s.value), cells: list(s.best.map(cellText)), played: cellText(s.played), as: cellText(s.played_as) })}`;
  } else {
    plan += ` ${t('replayBest', { cell: cellText(s.best[0]), value: val(s.value) })}`;
  }
  const act = s.resigns
    ? t('replayResign', { cell: cellText(s.played), threats: list(s.threats.map(cellText)) })
    : t('replayAct', { cell: cellText(s.played), reply: cellText(s.reply) });
  return [{ part: 'sense', text: sense }, { part: 'plan', text: plan }, { part: 'act', text: act }];
}

/** The nodes Nilsson calls A (the first child searched), B (where alpha cuts) and C (B's one tip). */
export function lettersOf(s) {
  const a = s.nodes.findIndex((n) => n.parent === 0);
  const b = s.cutoff.node;
  const c = s.nodes.findIndex((n) => n.parent === b && !n.pruned);
  return { a, b, c };
}

/** Fig. 6's sentence: alpha's first cut-off; `minimaxTips`, the first stage's tips by minimax. */
export function fig6Sentence(s, minimaxTips) {
  const cut = s.cutoff;
  const L = lettersOf(s);
  const [a, b, c] = [s.nodes[L.a], s.nodes[L.b], s.nodes[L.c]];
  const aTips = s.nodes.filter((n) => n.parent === L.a).length;
  return t('replayFig6Text', {
    a: cellText(a.move), tipsA: aTips, av: val(a.value), alpha: val(cut.alpha),
    b: cellText(b.move), cv: val(c.tip), beta: val(cut.beta), k: cut.pruned.length,
    pruned: list(cut.pruned.map((p) => s.nodes[p].move)),
    value: val(s.value), best: cellText(s.played), tips: s.symmetry.tips, all: minimaxTips,
  });
}

/** The counts side by side: [{key, on, off}] for moves at the root, tips and nodes. */
export const countRows = (s) => ['moves', 'tips', 'nodes'].map((k) => ({ key: k, on: s.symmetry[k], off: s.plain[k] }));
