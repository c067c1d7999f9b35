// What a "view" is: the position, search options, language, trace step and
// layout a link holds, with its defaults, the limits on each field, the
// syntax checks on position texts, and the messages for a link's errors.
// url.js turns views into links and back. Pure: no DOM, no side effects.
//
// i18n keys used by describe() and describeTooLong() (the page translates them):
//
// i18n keys used by describe() and describeTooLong() (the page translates them):
//   link.unknown          {param, value}                 unknown parameter (param is quoted user text)
//   link.duplicate        {param, value, count}          parameter given more than once; none is used
//   link.notWholeNumber   {param, value, min, max}       not ASCII digits only
//   link.outOfRange       {param, value, min, max}       a whole number outside min..max
//   link.outOfRangePart   {param, part, value, min, max} one number of random=b,d,seed out of range
//   link.notOneOf         {param, value, allowed}        allowed: the choices joined with ', '
//   link.badBoard         {param, value}                 not 9 cells of X O x o . - _ (rows split by /)
//   link.badTree          {param, value}                 characters or brackets wrong
//   link.badRandom        {param, value}                 not three whole numbers b,d,seed
//   link.badCompressed    {param, value}                 #z= not base64url, not deflate-raw or not UTF-8
//   link.tooLarge         {param, value, limit}          tree text over LIMITS.maxTreeChars characters
//   link.conflict         {param, value, other}          clashes with `other` (kept); this one is ignored
//   link.empty            {param, value}                 a position parameter with no text
//   link.tooLong          {chars, limit}                 from encode(): the tree was left out of the link
//   link.badMoves         {param, value, size}           not a Connect Four column sequence on a board of that size
//   link.needs            {param, value, other}          an option that needs another (`other`), which the link lacks
//   link.badMaze          {param, value, limit}          not maze rows: empty, unprintable or over LIMITS.maxMazeChars characters
//   link.badGameBoard     {param, value, first}          not a board of a game written in its own notation (games/text-link.js)
//   link.badHistory       {param, value, limit}          not up to LIMITS.maxHistory letters N S E W X
//   link.badPreset        {param, value}                 not a preset name (lower-case letters, digits and '-')
//   link.badKept          {param, value}                 not a key of state kept in this browser (state/kept.js KEPT_RE)
//   link.badSheet         {param, value, limit}          not a worksheet recipe (state/sheet.js parseSheet)
//   (from= without a tree is link.needs with other 'tree'; a pass past the search's last is said by links.js, link.passPastEnd)

import { DEFAULT_SIZE } from '../games/connect4-rules.js';
import { TREE_PARAMS } from '../games/tree-link.js';
import { ENGINE_GAMES, optionDefault } from '../base/games.js';
import { GAMES, gameOf } from '../games/index.js';
import { TREE_LINK } from '../engine/fragment.js';
import { choicesOf, defaultOf, pageRange } from '../engine/options.js';

// What the engine's registry of games (base/games.js) decides, with the
// page's descriptors (games/index.js) answering only before it is installed
// (the first view's defaults, a unit test that never loads the engine): the
// games a link may name and their defaults.
/** The first registered game: the page's default. */
const firstGame = () => ENGINE_GAMES[0]?.name ?? Object.keys(GAMES)[0];

/** Freezes an object and every object inside it. */
function deepFreeze(o) {
  for (const v of Object.values(o)) if (v && typeof v === 'object') deepFreeze(v);
  return Object.freeze(o);
}

/** The numbers that bound links and their parameters. */
export const LIMITS = deepFreeze({
  /** plainTree, maxFragment and maxTreeChars: a tree text in a link (engine/fragment.js, where the worker reads them). */
  ...TREE_LINK,
  /** Digits in a whole number: 10, so that the seed limit 1e9 itself fits. */
  maxDigits: 10,
  /** Unknown parameters reported; more are ignored silently (a link can hold thousands). */
  maxUnknown: 10,
  /** The engine's search options: the ranges it declares for the page (engine/options.js). */
  depth: pageRange('depth'),
  agents: pageRange('agents'),
  seed: { min: 0, max: 1e9 },
  step: { min: 0, max: 1e9 },
  /** Iterative deepening's pass shown (1-based): one pass per depth, and no tree is 1000 levels deep. */
  pass: { min: 1, max: 1000 },
  random: { b: { min: 2, max: 5 }, d: { min: 1, max: 6 }, seed: { min: 0, max: 1e9 } },
  /** Transposition table entries. */
  ttsize: pageRange('tt_size'),
  /** The longest maze layout text (a 40 × 40 maze with its row separators) and move history a link holds. */
  maxMazeChars: 1640,
  maxHistory: 1000,
  /** A played game's seed (play=, the play panel's game whose decision the history names). */
  play: { min: 0, max: 1000000 },
});

/** The search enhancements, in the order links and requests list them. */
export const ENHANCEMENTS = Object.freeze(['order', 'id', 'tt', 'killer', 'history', 'pvs', 'aspiration']);

/** Bounds `L,U` for chance nodes: two numbers. */
export const BOUNDS_RE = /^\s*-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?\s*$/;

/** The choices of each enumerated parameter. */
export const CHOICES = deepFreeze({
  /** The engine's (engine/options.js); `random` takes its seed from seed=. */
  order: choicesOf('order'),
  variant: choicesOf('variant'),
  scoring: choicesOf('scoring'),
  view: ['both', 'minimax', 'alphabeta', 'overlay'],
  lang: ['en', 'ja', 'ko'],
  lecture: ['0', '1'],
  negamax: ['0', '1'],
  /** The drawer open beside the trees (controls/drawers.js), one lesson at a time. */
  drawer: ['position', 'options', 'horizon', 'share', 'lab', 'solver', 'play', 'match', 'worksheet', 'pearl', 'replay', 'legend', 'gallery'],
  /** embed=1: the trees and playback only, for an iframe on a slide or a course site. */
  embed: ['0', '1'],
  prune: choicesOf('prune'),
  /** The registry's games but those a link gives by their position (games/index.js positionLink: a textbook tree's tree=, z= or random=). */
  get game() { return (ENGINE_GAMES.length ? ENGINE_GAMES : Object.values(GAMES)).map((g) => g.name).filter((name) => !gameOf(name)?.positionLink); },
  pruned: ['alphabeta', 'mtdf'],
  /** Pacman: how the search models the ghosts (its declaration), and the evaluation. */
  ghosts: choicesOf('ghosts'),
  eval: ['score', 'better'],
  /** Connect Four's evaluation at the depth limit: the shipped learned weights travel in the link; trained ones are kept (state/kept.js). */
  c4eval: ['default', 'learned'],
});

/**
 * The default view. `seed` only matters (and is only written) when `order`
 * is 'random'; `depth`, `lang` and `view` are null when not chosen.
 */
export const DEFAULTS = deepFreeze({
  position: { board: 'O.X/.X./O..' },
  order: defaultOf('order'),
  seed: 1,
  depth: defaultOf('depth'),
  variant: defaultOf('variant'),
  get scoring() { return optionDefault(firstGame(), 'scoring', defaultOf('scoring')); },
  lang: null,
  step: 0,
  view: null,
  lecture: false,
  /** The drawer open beside the trees, or null. */
  drawer: null,
  /** The page framed in another (embed=1): the trees and playback only. */
  embed: false,
  prune: defaultOf('prune'),
  agents: defaultOf('agents'),
  bounds: '',
  get game() { return firstGame(); },
  /** Connect Four's standard board (games/connect4-rules.js), which a link leaves out. */
  size: DEFAULT_SIZE,
  enhance: '',
  ttSize: defaultOf('tt_size'),
  pruned: 'alphabeta',
  ghosts: defaultOf('ghosts'),
  /** The seed of the played game on screen (play/panel.js), or null. */
  play: null,
  eval: 'score',
  /** Each panel's configuration (state/panel-config.js), or null for today's (minimax | the pruning search). */
  left: null,
  right: null,
  /** The gallery preset on screen (state/gallery-presets.js), by name, or null: a link then says preset=NAME instead of its options. */
  preset: null,
  /** Iterative deepening's pass on screen (1-based), or null for the last (panels/enhance.js). */
  pass: null,
  /** The Negamax view of the pruning panel (panels/negamax.js). */
  negamax: false,
});

/** Every parameter name a link may hold, in the order encode() writes them (z is the fragment's). */
export const PARAMS = Object.freeze(['preset', 'game', 'size', 'board', ...TREE_PARAMS, 'from', 'kept', 'moves', 'c4eval', 'maze', 'history', 'ghosts', 'eval', 'play',
  'order', 'seed', 'depth', 'variant', 'scoring', 'prune', 'agents', 'bounds', 'enhance', 'ttsize', 'pruned', 'left', 'right', 'view', 'lecture', 'negamax',
  'embed', 'drawer', 'sheet', 'pass', 'step', 'lang']);

/** The position parameters, in priority order: on a conflict the first present one is kept. */
export const POSITION_PARAMS = Object.freeze(['board', ...TREE_PARAMS]);

/** Why a parameter was not used; the `reason` of every decode() error. */
export const REASONS = Object.freeze({
  unknown: 'unknown',
  duplicate: 'duplicate',
  notWholeNumber: 'notWholeNumber',
  outOfRange: 'outOfRange',
  notOneOf: 'notOneOf',
  badBoard: 'badBoard',
  badTree: 'badTree',
  badRandom: 'badRandom',
  badCompressed: 'badCompressed',
  tooLarge: 'tooLarge',
  conflict: 'conflict',
  empty: 'empty',
  badMoves: 'badMoves',
  needs: 'needs',
  badMaze: 'badMaze',
  badGameBoard: 'badGameBoard',
  badHistory: 'badHistory',
  badPreset: 'badPreset',
  badKept: 'badKept',
  badSheet: 'badSheet',
});

/** What a preset= link may hold besides the preset: how it is shown, never what is searched. */
export const PRESET_DISPLAY = Object.freeze(['view', 'lecture', 'negamax', 'drawer', 'sheet', 'embed', 'step', 'lang']);
/** A preset's name as a link holds it (the page looks it up in the registry; the codec only checks its form). */
export const PRESET_NAME_RE = /^[a-z0-9][a-z0-9-]{0,63}$/;

// ---- position syntax -----------------------------------------------------------------

/** Whether `text` is a board: 9 cells of X O x o . - _, spaces anywhere, and either no '/' or exactly 3 rows of 3. */
export function isBoardSyntax(text) {
  const rows = text.replace(/ /g, '').split('/');
  if (rows.length !== 1 && rows.length !== 3) return false;
  if (rows.length === 3 && rows.some((r) => r.length !== 3)) return false;
  return /^[XOxo.\-_]{9}$/.test(rows.join(''));
}

/**
 * Whether `text` looks like a tree: nested lists, the shorthand
 * (`A max[B min[b1=3], C=4 chance[0.9: 2, 0.1: 3]]`) or JSON — printable text
 * with balanced brackets and braces and some content. The engine checks the
 * rest (and explains its errors with columns).
 */
export function isTreeSyntax(text) {
  let depth = 0;
  let content = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5b || c === 0x7b) { depth++; content = true; } // [ {
    else if (c === 0x5d || c === 0x7d) { if (--depth < 0) return false; } // ] }
    else if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return false;
    else if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) content = true;
  }
  return depth === 0 && content;
}

/** The enhancements as links and requests write them: known names, each once, in ENHANCEMENTS order ('' for none). */
export function canonicalEnhance(list) {
  const set = new Set(typeof list === 'string' ? list.split(',').map((x) => x.trim()) : list);
  return ENHANCEMENTS.filter((e) => set.has(e)).join(',');
}

// ---- messages ------------------------------------------------------------------------

/**
 * The i18n key and parameters of a decode() error, e.g.
 * {key: 'link.notWholeNumber', params: {param: 'step', value: '“1.5”', min: 0, max: 1e9}}.
 * Every value in params is already safe to show.
 */
export function describe(error) {
  const { reason, param, value } = error;
  const params = { param, value };
  for (const k of ['min', 'max', 'part', 'limit', 'other', 'count', 'size', 'first']) if (error[k] !== undefined) params[k] = error[k];
  if (error.allowed) params.allowed = error.allowed.join(', ');
  const key = reason === REASONS.outOfRange && error.part ? 'link.outOfRangePart' : `link.${reason}`;
  return { key, params };
}

/** The i18n key and parameters of encode()'s `tooLong`. */
export function describeTooLong(tooLong) {
  return { key: 'link.tooLong', params: { chars: tooLong.chars, limit: tooLong.limit } };
}
