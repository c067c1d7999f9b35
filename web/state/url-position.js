// The position part of a link, both ways: a tic-tac-toe board, a textbook
// tree (tree=, #z= or random=, and from=), a Connect Four game's size and
// moves, or a maze game's layout and history (state/url.js is the frame
// and the search options). The games' own parts are the next seam (issue
// 29 point 1): each game's descriptor will read and write its own.

import { DEFAULT_SIZE, SIZES, parseMoves } from '../games/connect4-rules.js';
import { DEFAULTS, LIMITS, POSITION_PARAMS, PRESET_NAME_RE, REASONS, isBoardSyntax, isTreeSyntax } from './view.js';
import { fromBase64url, inflateText } from '../engine/compress.js';
import { treeFragment } from '../engine/fragment.js';
import { engineGame } from '../engine/games.js';
import { parseWhole, problem, readChoice } from './url-read.js';

/** Whether `game` is a maze game (Pacman, the robots): the registry draws it with the "maze" view. */
export const isMaze = (game) => engineGame(game)?.view === 'maze';

/** A maze game's first named layout, its default position. */
const firstLayout = (game) => engineGame(game)?.boards?.[0]?.name ?? '';

/** Whether `position` is the default board, which the link leaves out. */
const isDefaultPosition = (position) => typeof position?.board === 'string' && position.board === DEFAULTS.position.board;

/**
 * The link's pairs for `v`'s position (and a maze game's or Connect Four's
 * own options), and the #z= fragment of a long tree: {pairs, hash, tooLong,
 * saysDepth}; `saysDepth`: the link always says its depth, "none" spelling no
 * limit (Connect Four's and the maze games', which have defaults of their own).
 */
export async function positionPairs(v) {
  const pairs = [];
  let hash = '';
  let tooLong = null;
  const p = v.position ?? DEFAULTS.position;
  const c4 = v.game === 'connect4';
  const maze = isMaze(v.game);
  if (maze) {
    pairs.push(['game', v.game]);
    if (typeof p.maze === 'string' && p.maze !== firstLayout(v.game)) pairs.push(['maze', p.maze]);
    if (p.history) pairs.push(['history', p.history]);
    if (v.ghosts !== DEFAULTS.ghosts) pairs.push(['ghosts', v.ghosts]);
    if (v.eval !== DEFAULTS.eval) pairs.push(['eval', v.eval]);
    if (v.play !== null && v.play !== undefined) pairs.push(['play', String(v.play)]);
  } else if (c4) {
    pairs.push(['game', v.game]);
    if (v.size !== DEFAULT_SIZE) pairs.push(['size', v.size]);
    if (typeof p.moves === 'string' && p.moves !== '') pairs.push(['moves', p.moves]);
    if (v.c4eval === 'learned') pairs.push(['c4eval', v.c4eval]);
  } else if (!isDefaultPosition(p)) {
    if (typeof p.board === 'string') pairs.push(['board', p.board]);
    else if (typeof p.tree === 'string') {
      if (p.tree.length <= LIMITS.plainTree) pairs.push(['tree', p.tree]);
      else ({ hash, tooLong } = await treeFragment(p.tree));
    } else if (p.random) pairs.push(['random', `${p.random.b},${p.random.d},${p.random.seed}`]);
    if (typeof p.tree === 'string' && p.from && !tooLong) pairs.push(['from', p.from]); // the figure it was edited from
  }
  return { pairs, hash, tooLong, saysDepth: c4 || maze };
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

/**
 * Reads the one position of a Connect Four link (game=connect4): its size and
 * moves (none: the empty board). A tic-tac-toe or tree position in it conflicts.
 */
function readConnect4(single, present, errors) {
  for (const k of POSITION_PARAMS) if (present.has(k)) errors.push(problem(k, REASONS.conflict, present.get(k)[0], { other: 'game' }));
  const size = readChoice(single, 'size', DEFAULT_SIZE, errors, SIZES);
  if (!single.has('moves')) return { size, position: { moves: '' } };
  const raw = single.get('moves');
  try {
    parseMoves(size, raw);
    // Written back as the digits alone.
    return { size, position: { moves: raw.replace(/[ ,]/g, '') } };
  } catch {
    errors.push(problem('moves', REASONS.badMoves, raw, { size }));
    return { size, position: { moves: '' } };
  }
}

/** A maze layout as a link may hold it: printable text (a name, or rows split by '/'), at most LIMITS.maxMazeChars long. */
const mazeOk = (text) => text.trim() !== '' && text.length <= LIMITS.maxMazeChars && !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(text);

/**
 * Reads the one position of a maze game's link (game=pacman or robots): its
 * layout (maze=, by default the game's first named layout) and the moves
 * played from its start (history=). A board, tree or Connect Four position in
 * it conflicts. The engine checks the layout itself and says what is wrong.
 */
function readMaze(game, single, present, errors) {
  for (const k of [...POSITION_PARAMS, 'moves', 'size']) if (present.has(k)) errors.push(problem(k, REASONS.conflict, present.get(k)[0], { other: 'game' }));
  let maze = firstLayout(game);
  if (single.has('maze')) {
    const raw = single.get('maze');
    if (mazeOk(raw)) maze = raw;
    else errors.push(problem('maze', REASONS.badMaze, raw, { limit: LIMITS.maxMazeChars }));
  }
  let history = '';
  if (single.has('history')) {
    const raw = single.get('history');
    if (raw.length <= LIMITS.maxHistory && /^[NSEWX]*$/.test(raw)) history = raw;
    else errors.push(problem('history', REASONS.badHistory, raw, { limit: LIMITS.maxHistory }));
  }
  return { maze, history };
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
 * Reads the position of a link of `game` (and from=): {position, size, c4,
 * maze}, `c4` and `maze` saying which kind of game's link it is.
 */
export async function readGamePosition(game, single, present, errors) {
  const c4 = game === 'connect4' ? readConnect4(single, present, errors) : null;
  const maze = isMaze(game);
  const position = c4 ? c4.position : maze ? readMaze(game, single, present, errors) : await readPosition(single, present, errors);
  readFrom(single, position, errors);
  return { position, size: c4 ? c4.size : DEFAULTS.size, c4: !!c4, maze };
}
