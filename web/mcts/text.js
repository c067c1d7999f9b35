// What the MCTS panel says: a sentence per step, each number read from
// that step's own events (mcts/model.js), and the result's line from the
// engine's summary. Pure: no DOM.

import { t } from '../i18n/index.js';
import { fmt, num } from '../i18n/format.js';
import { moveName } from '../games/index.js';
import { decisionOf } from '../state/decision.js';

/** A mean, term or value (not a count): as num() writes it, with a real minus sign for whole numbers too. */
export const real = (v) => (v < 0 ? `−${num(-v)}` : num(v));

/** Move `mv` in the game's words ("cell 4", "column 3", "child 2"). */
export const moveWords = (game, mv) => t(game.moveKey, { move: game.moveText(mv) });

/** Node `id` of state `st` in words: "the root", else "node 5 (cell 4)". */
export function nodeWords(game, st, id) {
  if (id === 0) return t('mcts.root');
  return t('mcts.node', { id, move: moveWords(game, st.move[id]) });
}

/** The sentence of state `st`'s step (mcts/model.js stateAt), or the one before the search. */
export function stepSentence(game, st) {
  if (!st.last) return t('mcts.start');
  const ev = st.events;
  const first = ev[0];
  // Nodes an event names but the state does not know yet are named by the event itself.
  const named = (id, mv) => (id === 0 ? t('mcts.root') : t('mcts.node', { id, move: moveWords(game, mv) }));
  switch (st.last.phase) {
    case 'selection': {
      const sel = ev.find((e) => e.kind === 'select');
      const terms = ev.filter((e) => e.kind === 'uct');
      const node = nodeWords(game, st, first.node);
      if (!terms.length) return t('mcts.selectionChance', { node, child: named(sel.child, sel.move) });
      const c = terms.find((e) => e.chosen);
      return t('mcts.selection', { node, child: named(c.child, c.move), exploit: real(c.exploit), explore: real(c.explore), score: real(c.exploit + c.explore), n: terms.length });
    }
    case 'expansion':
      if (first.node === 0) return t('mcts.expansionRoot');
      return t('mcts.expansion', { node: named(first.node, first.move), parent: nodeWords(game, st, first.parent), count: first.node + 1 });
    case 'simulation':
      return t(first.horizon ? 'mcts.simulationHorizon' : 'mcts.simulation', { node: nodeWords(game, st, first.node), plies: first.plies, value: real(first.value) });
    default: {
      const root = ev[ev.length - 1];
      return t('mcts.backpropagation', { count: ev.length, node: nodeWords(game, st, first.node), visits: root.visits, mean: real(root.mean) });
    }
  }
}

/** Each phase's name key. */
const PHASE_KEYS = { selection: 'mcts.phase.selection', expansion: 'mcts.phase.expansion', simulation: 'mcts.phase.simulation', backpropagation: 'mcts.phase.backpropagation' };

/** A phase's name in the page's language. */
export const phaseName = (phase) => t(PHASE_KEYS[phase]);

/** The step's heading: its phase, iteration and step number. */
export function phaseLine(run, st) {
  if (!st.last) return t('mcts.start');
  return t('mcts.phaseAt', { phase: phaseName(st.last.phase), iteration: st.last.iteration, traced: run.summary.traced, step: st.step + 1, steps: run.steps.length });
}

/** The result of the whole search, from the engine's summary. */
export function resultLine(game, run) {
  const s = run.summary;
  const best = s.children.find((c) => c.move === s.best_move);
  if (!best) return t('mcts.over');
  return t('mcts.result', { iterations: s.iterations, nodes: s.nodes, ms: Math.round(run.ms ?? 0), move: moveWords(game, best.move), visits: best.visits, value: real(s.value) });
}

/** Whether the steps show fewer iterations than were run, and the line that says so. */
export function cappedLine(run, cap) {
  const s = run.summary;
  return s.traced < s.iterations ? t('mcts.capped', { traced: s.traced, iterations: s.iterations, cap }) : '';
}

/** How results are scored when bounds scale them (textbook trees): the engine's L and U. */
export function boundsLine(run) {
  const b = run.summary.bounds;
  return b ? t('mcts.bounds', { lo: real(b[0]), hi: real(b[1]) }) : '';
}

/**
 * The other panel's answer beside MCTS's, from its summary's decision: `who` (its heading) plays `move`
 * with its value; `tree`: its tree model, for the move's label. Empty without a move.
 */
export function versusLine(summary, stats, tree, who) {
  const d = decisionOf(stats);
  if (!stats || d.move === null || d.move === undefined) return '';
  return t('mcts.versus', { who, move: moveName(summary, tree, d.move), value: fmt(d.value) });
}
