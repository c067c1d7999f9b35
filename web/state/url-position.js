// The position part of a link, both ways: a tic-tac-toe board here, a
// textbook tree through games/tree-link.js (tree=, #z= or random=, and
// from=), and a game with a part of its own (Connect Four's size and moves,
// a maze game's layout and history) through its descriptor's `link`
// (games/connect4-link.js, games/maze-link.js). Both get the codec's readers
// as `ctx`. state/url.js is the frame and the search options.

import { DEFAULTS, LIMITS, POSITION_PARAMS, PRESET_NAME_RE, REASONS, isBoardSyntax, isTreeSyntax } from './view.js';
import { fromBase64url, inflateText } from '../engine/compress.js';
import { treeFragment } from '../engine/fragment.js';
import { engineGame, optionDefault, startDepth } from '../base/games.js';
import { gameOf } from '../games/index.js';
import { treeLink } from '../games/tree-link.js';
import { parseWhole, problem, readChoice } from './url-read.js';

/** What a game's link part may use: the codec's readers, the view's rules and the engine's registry. */
export const LINK_CTX = Object.freeze({
  problem, readChoice, parseWhole, REASONS, LIMITS, DEFAULTS, POSITION_PARAMS, PRESET_NAME_RE, isTreeSyntax, engineGame, optionDefault, startDepth,
  fromBase64url, inflateText, treeFragment,
});

/** The link part of `game`'s descriptor, or null for a position this file reads (a board, a tree). */
const linkOf = (game) => gameOf(game)?.link ?? null;

/** Whether `position` is the default board, which the link leaves out. */
const isDefaultPosition = (position) => typeof position?.board === 'string' && position.board === DEFAULTS.position.board;

/**
 * The link's pairs for `v`'s position (and a game's own options, through its
 * descriptor's link part), and the #z= fragment of a long tree: {pairs, hash,
 * tooLong, saysDepth}; `saysDepth`: the link always says its depth, "none"
 * spelling no limit (a game whose link part has a depth default of its own).
 */
export async function positionPairs(v) {
  const pairs = [];
  let hash = '';
  let tooLong = null;
  const p = v.position ?? DEFAULTS.position;
  const link = linkOf(v.game);
  if (link) {
    pairs.push(['game', v.game]);
    link.write({ ...v, position: p }, pairs, LINK_CTX);
  } else if (!isDefaultPosition(p)) {
    if (typeof p.board === 'string') pairs.push(['board', p.board]);
    else ({ hash, tooLong } = await treeLink.write(p, pairs, LINK_CTX));
  }
  return { pairs, hash, tooLong, saysDepth: typeof link?.saysDepth === 'function' ? link.saysDepth(LINK_CTX) : !!link?.saysDepth };
}

/** Checks a board= value. Returns {position} or {error}. */
function readBoard(raw) {
  if (raw === '') return { error: problem('board', REASONS.empty, raw) };
  if (!isBoardSyntax(raw)) return { error: problem('board', REASONS.badBoard, raw) };
  return { position: { board: raw } };
}

/** Reads the one position of a link: the first present of board and a tree's (tree, z, random); the others conflict. */
async function readPosition(single, present, errors) {
  for (const k of ['moves', 'size', 'maze', 'history']) if (present.has(k)) errors.push(problem(k, REASONS.conflict, present.get(k)[0], { other: 'game' }));
  const given = POSITION_PARAMS.filter((k) => present.has(k));
  if (given.length === 0) return { ...DEFAULTS.position };
  const [first, ...rest] = given;
  for (const k of rest) errors.push(problem(k, REASONS.conflict, present.get(k)[0], { other: first }));
  if (!single.has(first)) return { ...DEFAULTS.position }; // given twice: reported as a duplicate
  const raw = single.get(first);
  const got = first === 'board' ? readBoard(raw) : await treeLink.read(first, raw, LINK_CTX);
  if (got.error) {
    errors.push(got.error);
    return { ...DEFAULTS.position };
  }
  return got.position;
}

/**
 * Reads the position of a link of `game` (and from=): {position, size,
 * link}, `link` being the game's own link part (null for a board or tree).
 */
export async function readGamePosition(game, single, present, errors) {
  const link = linkOf(game);
  const got = link ? link.read(single, present, errors, LINK_CTX) : { position: await readPosition(single, present, errors) };
  treeLink.readFrom(single, got.position, errors, LINK_CTX);
  return { position: got.position, size: got.size ?? DEFAULTS.size, link };
}
