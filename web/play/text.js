// What the play panel says: each decision, the end of a game, a run's
// totals and why, and the robots' parity. Every number comes from the
// engine's result (a game of readGame, a tally of readTally), never from
// the page's own reckoning; tests/unit/play.test.js checks each against
// the engine. A game's own words (its agents, a turn, the end) are its
// descriptor's `played`. Pure but for the dictionary (t), so Node can test it.

import { t, num } from '../i18n/index.js';
import { fmt } from '../i18n/format.js';
import { ACTION_KEYS, agentName } from '../games/maze.js';
import { gameOf } from '../games/index.js';

/** A rate in 0..1 as a percentage with one decimal: "51.5%". */
export const pct = (rate) => t('percent', { p: num(Math.round(rate * 1000) / 10) });

/** The play panel's words of maze game `kind` (its descriptor's `played`: games/pacman.js, games/robots.js). */
const played = (kind) => gameOf(kind).played;

/** Agent `i` of a game by the engine's names (games/maze.js agentName). */
function agentOf(game, kind, i) {
  return agentName({ agents: played(kind).agents(game) }, i);
}

/** The decisions that were searched (the last entry of decisions() is the end). */
export const searched = (list) => list.filter((d) => !d.end);

/**
 * The sentence for decision `k` of `list` (engine/played.js decisions) of `game` (`kind`: pacman or
 * robots): who moved where and what followed, or how the game ended.
 */
export function decisionSentence(kind, game, list, k) {
  const d = list[k];
  if (d.end) return endSentence(kind, game);
  const total = searched(list).length;
  const who = agentOf(game, kind, d.agent), action = t(ACTION_KEYS[d.action] ?? 'actStop');
  return played(kind).turn({ n: k + 1, total, agent: who, action }, d);
}

/** Nodes of decision `d` by both searches; `chance`: the ghosts were modelled as random (expectimax and Star1). */
export function nodesSentence(d, chance) {
  if (d.end || d.minimax === null) return '';
  return t(chance ? 'playNodesChance' : 'playNodes', { minimax: d.minimax, alphabeta: d.alphabeta });
}

/** How `game` ended. */
export function endSentence(kind, game) {
  return played(kind).end(game);
}

/** The parity lesson for a robots game: its distance, that distance's parity and how it ended (plies to the catch, or the limit). */
export function paritySentence(game) {
  const d = game.distance;
  if (d === null || d === undefined) return '';
  const odd = d % 2 === 1;
  const plies = game.turns.length;
  if (odd && game.end === 'win') return t('parityOdd', { d, plies });
  if (!odd && game.end !== 'win') return t('parityEven', { d, plies });
  // Walls can break the rule's open-board reading; say what happened.
  return t(game.end === 'win' ? 'parityOtherWin' : 'parityOtherLoss', { d, parity: t(odd ? 'parityOddWord' : 'parityEvenWord'), plies });
}

/** One side's totals: "Alpha-beta (ghosts as MIN): 0 wins, 200 losses, 0 timeouts of 200 games (0% won); mean score −501." */
export function sideSentence(label, tally) {
  return t('ratesSide', {
    side: label, wins: tally.wins, losses: tally.losses, timeouts: tally.timeouts, games: tally.games,
    count: tally.games, rate: pct(tally.winRate), score: fmt(Math.round(tally.meanScore * 10) / 10),
  });
}

/** Why alpha-beta loses on trappedClassic while expectimax wins, with the run's own numbers: `ab`, `ex` tallies. */
export function whySentence(ab, ex) {
  return t('ratesWhy', { abWins: ab.wins, games: ab.games, abScore: fmt(Math.round(ab.meanScore * 10) / 10), exRate: pct(ex.winRate), exWins: ex.wins });
}
