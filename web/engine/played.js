// Played games as the engine returns them (wasm play_game and PlayRun, as
// flat Float64Arrays: crates/wasm/src/play.rs), read into plain objects, and
// the decisions of a game: the moves that were searched, each with the
// history (layout + moves so far) that names its tree. Pure: no DOM, so the
// worker, the page and Node's unit tests share it.

import { engineGame } from '../base/games.js';

/** The end codes of the engine: 0 win, 1 loss, 2 timeout. */
export const ENDS = Object.freeze(['win', 'loss', 'timeout']);
/** History letters by action code (0 North … 4 Stop), as the core's Dir::letter. */
export const LETTERS = 'NSEWX';
/** Header and per-turn lengths of play_game's array. */
const HEAD = 6, TURN = 7;

const num = (x) => (Number.isNaN(x) ? null : x);

/** play_game's array as {end, score, moves, agents, distance, turns: [{agent, action, score, value, minimax, alphabeta, distance}], history}. */
export function readGame(a) {
  const n = a[5];
  const turns = [];
  for (let i = 0; i < n; i++) {
    const o = HEAD + i * TURN;
    turns.push({ agent: a[o], action: a[o + 1], score: a[o + 2], value: num(a[o + 3]), minimax: num(a[o + 4]), alphabeta: num(a[o + 5]), distance: num(a[o + 6]) });
  }
  return {
    end: ENDS[a[0]] ?? 'timeout', score: a[1], moves: a[2], agents: a[3], distance: num(a[4]),
    turns, history: turns.map((t) => LETTERS[t.action] ?? 'X').join(''),
  };
}

/** PlayRun.tally()'s array as {games, wins, losses, timeouts, winRate, meanScore, meanMoves}. */
export function readTally(a) {
  const [games, wins, losses, timeouts, winRate, meanScore, meanMoves] = a;
  return { games, wins, losses, timeouts, winRate, meanScore, meanMoves };
}

/** PlayRun.next()'s array as {index, end, score, moves}. */
export function readEnd(a) {
  return { index: a[0], end: ENDS[a[1]] ?? 'timeout', score: a[2], moves: a[3] };
}

/**
 * The decisions of `game` (readGame): one per searched move, in order, as
 * {turn, agent, action, history, score, value, minimax, alphabeta, distance},
 * where `history` is the moves before it (its tree is layout + history) and
 * `score` the score after it. Then one more for the end: {turn: turns.length,
 * history: the whole game, end: true}.
 */
export function decisions(game) {
  const out = [];
  game.turns.forEach((t, i) => {
    if (t.minimax === null && t.alphabeta === null) return;
    out.push({ ...t, turn: i, history: game.history.slice(0, i) });
  });
  const last = game.turns[game.turns.length - 1];
  out.push({ turn: game.turns.length, history: game.history, end: true, score: game.score, distance: last?.distance ?? game.distance, agent: null, action: null, value: null, minimax: null, alphabeta: null });
  return out;
}

/** The decision index whose history is `history` (a link's), or -1. */
export function stepOfHistory(list, history) {
  return list.findIndex((d) => d.history === history);
}

/** The registry's options of the view's game (base/games.js): {name: default}, none before it is installed. */
const optionsOf = (view) => engineGame(view.game)?.options ?? {};

/**
 * The algorithm a game is played by: expectimax (minimax over chance nodes) when the game models its opponents
 * (takes `ghosts`, as Pacman does) and they are modelled as random, else alpha-beta.
 */
export function playedAlgorithm(view) {
  return 'ghosts' in optionsOf(view) && view.ghosts === 'random' ? 'minimax' : 'alphabeta';
}

/**
 * The engine's play request for `view` (a maze game's view: game, position
 * {maze}, depth, ghosts, eval) with `seed`: the game's start, not its history.
 */
export function playRequest(view, seed, extra = {}) {
  const req = { game: view.game, board: view.position.maze, depth: view.depth ?? '', algorithm: playedAlgorithm(view), seed };
  // The options the game takes, as its trees get them (Pacman's, games/pacman.js): Star1's bounds only for random ghosts.
  const options = optionsOf(view);
  for (const o of ['ghosts', 'eval']) if (o in options) req[o] = view[o] ?? options[o];
  if ('bounds' in options && 'ghosts' in options) req.bounds = view.ghosts === 'random' ? (view.bounds ?? '') : '';
  return { ...req, ...extra };
}

/** The two sides of a win-rate run: alpha-beta with the ghosts as MIN, expectimax with them as random. */
export const SIDES = Object.freeze([
  Object.freeze({ id: 'alphabeta', request: { algorithm: 'alphabeta', ghosts: 'min' } }),
  Object.freeze({ id: 'expectimax', request: { algorithm: 'minimax', ghosts: 'random' } }),
]);
