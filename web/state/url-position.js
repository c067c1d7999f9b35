// The position part of a link, both ways: a tic-tac-toe board or a
// textbook tree (tree=, #z= or random=, and from=) here, and a game with a
// part of its own (Connect Four's size and moves, a maze game's layout and
// history) through its descriptor's `link` (games/connect4-link.js,
// games/maze-link.js), which gets the codec's readers as `ctx`. state/url.js
// is the frame and the search options.

import { DEFAULTS, LIMITS, POSITION_PARAMS, PRESET_NAME_RE, REASONS, isBoardSyntax, isTreeSyntax } from './view.js';
import { fromBase64url, inflateText } from '../engine/compress.js';
import { treeFragment } from '../engine/fragment.js';
import { engineGame, optionDefault, startDepth } from '../engine/games.js';
import { gameOf } from '../games/index.js';
import { parseWhole, problem, readChoice } from './url-read.js';

/** What a game's link part may use: the codec's readers, the view's rules and the engine's registry. */
export const LINK_CTX = Object.freeze({ problem, readChoice, REASONS, LIMITS, DEFAULTS, POSITION_PARAMS, engineGame, optionDefault, startDepth });

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
    else if (typeof p.tree === 'string') {
      if (p.tree.length <= LIMITS.plainTree) pairs.push(['tree', p.tree]);
      else ({ hash, tooLong } = await treeFragment(p.tree));
    } else if (p.random) pairs.push(['random', `${p.random.b},${p.random.d},${p.random.seed}`]);
    if (typeof p.tree === 'string' && p.from && !tooLong) pairs.push(['from', p.from]); // the figure it was edited from
  }
  return { pairs, hash, tooLong, saysDepth: typeof link?.saysDepth === 'function' ? link.saysDepth(LINK_CTX) : !!link?.saysDepth };
}

/** Checks a board= value. Returns {position} or {error}. */
function readBoard(raw) {
  if (raw === '') return { error: problem('board', REASONS.empty, raw) };
  if (!isBoardSyntax(raw)) return { error: problem('board', REASONS.badBoard, raw) };
  return { position: { board: raw } };
}

/** Checks a tree text that arrived as `param` (tree or z). Returns {position} or {error}. */
function readTreeText(param, text) {
  if (text === '') return { error: problem(param, REASONS.empty, text) };
  if (text.length > LIMITS.maxTreeChars) return { error: problem(param, REASONS.tooLarge, text, { limit: LIMITS.maxTreeChars }) };
  if (!isTreeSyntax(text)) return { error: problem(param, REASONS.badTree, text) };
  return { position: { tree: text } };
}

/** Checks a #z= value: base64url of deflate-raw of UTF-8 tree text. */
async function readCompressed(raw) {
  if (raw === '') return { error: problem('z', REASONS.empty, raw) };
  const bytes = fromBase64url(raw);
  if (!bytes) return { error: problem('z', REASONS.badCompressed, raw) };
  const out = await inflateText(bytes, LIMITS.maxTreeChars);
  if (out.tooLarge) return { error: problem('z', REASONS.tooLarge, raw, { limit: LIMITS.maxTreeChars }) };
  if (out.corrupt) return { error: problem('z', REASONS.badCompressed, raw) };
  return readTreeText('z', out.text);
}

/** Checks a random=b,d,seed value. */
function readRandom(raw) {
  if (raw === '') return { error: problem('random', REASONS.empty, raw) };
  const parts = raw.split(',');
  if (parts.length !== 3 || parts.some((x) => !/^[0-9]+$/.test(x))) return { error: problem('random', REASONS.badRandom, raw) };
  const random = {};
  for (const [i, part] of ['b', 'd', 'seed'].entries()) {
    const range = LIMITS.random[part];
    const r = parseWhole(parts[i], range);
    if (r.reason) return { error: problem('random', r.reason, parts[i], { part, min: range.min, max: range.max }) };
    random[part] = r.value;
  }
  return { position: { random } };
}

/** Reads the one position of a link: the first present of board, tree, z, random; the others conflict. */
async function readPosition(single, present, errors) {
  for (const k of ['moves', 'size', 'maze', 'history']) if (present.has(k)) errors.push(problem(k, REASONS.conflict, present.get(k)[0], { other: 'game' }));
  const given = POSITION_PARAMS.filter((k) => present.has(k));
  if (given.length === 0) return { ...DEFAULTS.position };
  const [first, ...rest] = given;
  for (const k of rest) errors.push(problem(k, REASONS.conflict, present.get(k)[0], { other: first }));
  if (!single.has(first)) return { ...DEFAULTS.position }; // given twice: reported as a duplicate
  const raw = single.get(first);
  const got = first === 'board' ? readBoard(raw)
    : first === 'tree' ? readTreeText('tree', raw)
      : first === 'z' ? await readCompressed(raw)
        : readRandom(raw);
  if (got.error) {
    errors.push(got.error);
    return { ...DEFAULTS.position };
  }
  return got.position;
}

/** Reads from=NAME into a tree `position` (the figure it was edited from); without a tree it is reported and left out. */
function readFrom(single, position, errors) {
  const raw = single.get('from');
  if (raw === undefined) return;
  if (position.tree === undefined) errors.push(problem('from', REASONS.needs, raw, { other: 'tree' }));
  else if (!PRESET_NAME_RE.test(raw)) errors.push(problem('from', REASONS.badPreset, raw));
  else position.from = raw;
}

/**
 * Reads the position of a link of `game` (and from=): {position, size,
 * link}, `link` being the game's own link part (null for a board or tree).
 */
export async function readGamePosition(game, single, present, errors) {
  const link = linkOf(game);
  const got = link ? link.read(single, present, errors, LINK_CTX) : { position: await readPosition(single, present, errors) };
  readFrom(single, got.position, errors);
  return { position: got.position, size: got.size ?? DEFAULTS.size, link };
}
