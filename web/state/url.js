// The page's link codec: a "view" (position, search options, language, trace
// step, layout) to and from the query string and fragment of a shared link.
// Pure: no DOM, no window or location, no side effects on import, so it runs
// in Node's unit tests as well as in the page.
//
// A link is untrusted input. decode() never throws; it returns a complete,
// valid view (each bad parameter falls back to its default) and a list of
// errors whose user text has been through quote(), so messages are safe.
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

import { quote } from './quote.js';
import { DEFAULT_SIZE, SIZES, isSize, parseMoves } from '../games/connect4-rules.js';

/** Freezes an object and every object inside it. */
function deepFreeze(o) {
  for (const v of Object.values(o)) if (v && typeof v === 'object') deepFreeze(v);
  return Object.freeze(o);
}

/** The numbers that bound links and their parameters. */
export const LIMITS = deepFreeze({
  /** A tree text up to this many characters goes in the query as tree=…; longer ones are compressed into #z=…. */
  plainTree: 2000,
  /** The longest fragment encode() writes (characters, with the '#'); a longer tree is left out. */
  maxFragment: 262144,
  /** The longest tree text decode() accepts (characters); inflation stops here. */
  maxTreeChars: 16_000_000,
  /** Digits in a whole number: 10, so that the seed limit 1e9 itself fits. */
  maxDigits: 10,
  /** Unknown parameters reported; more are ignored silently (a link can hold thousands). */
  maxUnknown: 10,
  depth: { min: 0, max: 20 },
  agents: { min: 1, max: 6 },
  seed: { min: 0, max: 1e9 },
  step: { min: 0, max: 1e9 },
  random: { b: { min: 2, max: 5 }, d: { min: 1, max: 6 }, seed: { min: 0, max: 1e9 } },
  /** Transposition table entries. */
  ttsize: { min: 1, max: 4194304 },
  /** The depth limit a Connect Four link without one gets (the whole game is far too large to draw). */
  c4Depth: 4,
});

/** The search enhancements, in the order links and requests list them. */
export const ENHANCEMENTS = Object.freeze(['order', 'id', 'tt', 'killer', 'history', 'pvs', 'aspiration']);

/** Bounds `L,U` for chance nodes: two numbers. */
export const BOUNDS_RE = /^\s*-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?\s*$/;

/** The choices of each enumerated parameter. */
const CHOICES = deepFreeze({
  order: ['natural', 'reverse', 'heuristic', 'best-first', 'worst-first', 'random'],
  variant: ['fail-soft', 'fail-hard'],
  scoring: ['wdl', 'fast'],
  view: ['both', 'minimax', 'alphabeta', 'overlay'],
  lang: ['en', 'ja', 'ko'],
  lecture: ['0', '1'],
  prune: ['ge', 'gt'],
  game: ['tictactoe', 'connect4'],
  pruned: ['alphabeta', 'mtdf'],
});

/**
 * The default view. `seed` only matters (and is only written) when `order`
 * is 'random'; `depth`, `lang` and `view` are null when not chosen.
 */
export const DEFAULTS = deepFreeze({
  position: { board: 'O.X/.X./O..' },
  order: 'natural',
  seed: 1,
  depth: null,
  variant: 'fail-soft',
  scoring: 'wdl',
  lang: null,
  step: 0,
  view: null,
  lecture: false,
  prune: 'ge',
  agents: 2,
  bounds: '',
  game: 'tictactoe',
  size: DEFAULT_SIZE,
  enhance: '',
  ttSize: 65536,
  pruned: 'alphabeta',
});

/** Every parameter name a link may hold, in the order encode() writes them (z is the fragment's). */
export const PARAMS = Object.freeze(['game', 'size', 'board', 'tree', 'z', 'random', 'moves', 'order', 'seed', 'depth',
  'variant', 'scoring', 'prune', 'agents', 'bounds', 'enhance', 'ttsize', 'pruned', 'view', 'lecture', 'step', 'lang']);

/** The position parameters, in priority order: on a conflict the first present one is kept. */
const POSITION_PARAMS = ['board', 'tree', 'z', 'random'];

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
});

// ---- values --------------------------------------------------------------------------

/**
 * Parses a whole number in min..max: ASCII digits only (no sign, space,
 * exponent, hex or full-width digits). Returns {value} or {reason}.
 */
function parseWhole(text, { min, max }) {
  if (!/^[0-9]+$/.test(text)) return { reason: REASONS.notWholeNumber };
  // Checked before Number(): a long digit string is out of range, not a float.
  if (text.length > LIMITS.maxDigits) return { reason: REASONS.outOfRange };
  const value = Number(text);
  return value < min || value > max ? { reason: REASONS.outOfRange } : { value };
}

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

// ---- base64url and compression -------------------------------------------------------

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const B64_CODES = Uint8Array.from(B64, (c) => c.charCodeAt(0));
const B64_INDEX = (() => {
  const t = new Int16Array(128).fill(-1);
  for (let i = 0; i < 64; i++) t[B64.charCodeAt(i)] = i;
  return t;
})();

/** Length of the unpadded base64url text of `n` bytes. */
function base64Length(n) {
  return Math.ceil((n * 4) / 3);
}

/** Bytes as unpadded base64url. */
function toBase64url(bytes) {
  const out = new Uint8Array(base64Length(bytes.length));
  let o = 0;
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
    out[o++] = B64_CODES[n >> 18];
    out[o++] = B64_CODES[(n >> 12) & 63];
    out[o++] = B64_CODES[(n >> 6) & 63];
    out[o++] = B64_CODES[n & 63];
  }
  const rest = bytes.length - i;
  if (rest > 0) {
    const n = (bytes[i] << 16) | (rest === 2 ? bytes[i + 1] << 8 : 0);
    out[o++] = B64_CODES[n >> 18];
    out[o++] = B64_CODES[(n >> 12) & 63];
    if (rest === 2) out[o++] = B64_CODES[(n >> 6) & 63];
  }
  // All ASCII, so any single-byte decoding gives the same text.
  return new TextDecoder('latin1').decode(out);
}

/** Unpadded base64url to bytes, or null if it is not base64url. */
function fromBase64url(text) {
  if (text.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let o = 0;
  let acc = 0;
  let bits = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const v = c < 128 ? B64_INDEX[c] : -1;
    if (v < 0) return null;
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 0xff;
    }
  }
  return out;
}

/** Input is fed in slices so a small compressed link cannot expand all at once. */
const SLICE = 16384;

/**
 * Runs `bytes` through a CompressionStream or DecompressionStream, handing
 * each output chunk to `sink`; when `sink` returns false the stream is
 * cancelled and this returns false. Rejects if the data is corrupt.
 */
async function pump(stream, bytes, sink) {
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  const feeding = (async () => {
    for (let i = 0; i < bytes.length; i += SLICE) await writer.write(bytes.subarray(i, i + SLICE));
    await writer.close();
  })();
  // Corrupt data also fails the reader, which is where it is reported.
  feeding.catch(() => {});
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return true;
    if (sink(value) === false) {
      await reader.cancel().catch(() => {});
      return false;
    }
  }
}

/** The deflate-raw compression of `bytes`, as one array. */
async function deflateRaw(bytes) {
  const chunks = [];
  let total = 0;
  await pump(new CompressionStream('deflate-raw'), bytes, (c) => { chunks.push(c); total += c.length; });
  const out = new Uint8Array(total);
  let o = 0;
  for (const c of chunks) { out.set(c, o); o += c.length; }
  return out;
}

/**
 * Inflates deflate-raw `bytes` as UTF-8 text, stopping once it passes
 * `maxChars`. Returns {text} or {reason: badCompressed | tooLarge}.
 */
async function inflateText(bytes, maxChars) {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  const parts = [];
  let chars = 0;
  try {
    const finished = await pump(new DecompressionStream('deflate-raw'), bytes, (chunk) => {
      const s = decoder.decode(chunk, { stream: true });
      chars += s.length;
      if (chars > maxChars) return false;
      parts.push(s);
      return true;
    });
    if (!finished) return { reason: REASONS.tooLarge };
    parts.push(decoder.decode());
  } catch {
    return { reason: REASONS.badCompressed };
  }
  const text = parts.join('');
  return text.length > maxChars ? { reason: REASONS.tooLarge } : { text };
}

// ---- encode --------------------------------------------------------------------------

/**
 * Percent-encodes a value as URLSearchParams does (space as '+'), but leaves
 * ',' and '/' as they are: both are legal in a query and keep boards and
 * random recipes readable.
 */
function encodeValue(text) {
  return encodeURIComponent(text).replace(/%20/g, '+').replace(/%2C/gi, ',').replace(/%2F/gi, '/')
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Whether `position` is the default board, which the link leaves out. */
function isDefaultPosition(position) {
  return typeof position?.board === 'string' && position.board === DEFAULTS.position.board;
}

/**
 * The link for `view` (missing fields take their defaults): `search` ('?…'
 * or '') and `hash` ('#z=…' or ''). Only non-default values are written,
 * in the order of PARAMS, so a view always gives the same link. A tree
 * whose fragment would pass LIMITS.maxFragment (or whose text passes
 * LIMITS.maxTreeChars) is left out and `tooLong` says {chars, limit};
 * otherwise `tooLong` is null.
 */
export async function encode(view) {
  const v = { ...DEFAULTS, ...view };
  const pairs = [];
  let hash = '';
  let tooLong = null;
  const p = v.position ?? DEFAULTS.position;
  const c4 = v.game === 'connect4';
  if (c4) {
    pairs.push(['game', v.game]);
    if (v.size !== DEFAULT_SIZE) pairs.push(['size', v.size]);
    if (typeof p.moves === 'string' && p.moves !== '') pairs.push(['moves', p.moves]);
  } else if (!isDefaultPosition(p)) {
    if (typeof p.board === 'string') pairs.push(['board', p.board]);
    else if (typeof p.tree === 'string') {
      if (p.tree.length <= LIMITS.plainTree) pairs.push(['tree', p.tree]);
      else if (p.tree.length > LIMITS.maxTreeChars) tooLong = { chars: p.tree.length, limit: LIMITS.maxTreeChars };
      else {
        const packed = await deflateRaw(new TextEncoder().encode(p.tree));
        const chars = '#z='.length + base64Length(packed.length);
        if (chars > LIMITS.maxFragment) tooLong = { chars, limit: LIMITS.maxFragment };
        else hash = `#z=${toBase64url(packed)}`;
      }
    } else if (p.random) pairs.push(['random', `${p.random.b},${p.random.d},${p.random.seed}`]);
  }
  if (v.order !== DEFAULTS.order) pairs.push(['order', v.order]);
  if (v.order === 'random' && v.seed !== DEFAULTS.seed) pairs.push(['seed', String(v.seed)]);
  // A Connect Four link always says its depth: without one it gets LIMITS.c4Depth, so "none" spells no limit.
  if (v.depth !== null && v.depth !== undefined) pairs.push(['depth', String(v.depth)]);
  else if (c4) pairs.push(['depth', 'none']);
  if (v.variant !== DEFAULTS.variant) pairs.push(['variant', v.variant]);
  if (v.scoring !== DEFAULTS.scoring) pairs.push(['scoring', v.scoring]);
  if (v.prune !== DEFAULTS.prune) pairs.push(['prune', v.prune]);
  if (v.agents !== DEFAULTS.agents) pairs.push(['agents', String(v.agents)]);
  if (v.bounds) pairs.push(['bounds', v.bounds]);
  if (v.enhance) pairs.push(['enhance', v.enhance]);
  if (v.ttSize !== DEFAULTS.ttSize && v.ttSize !== undefined) pairs.push(['ttsize', String(v.ttSize)]);
  if (v.pruned !== DEFAULTS.pruned && v.pruned !== undefined) pairs.push(['pruned', v.pruned]);
  if (v.view !== null && v.view !== undefined) pairs.push(['view', v.view]);
  if (v.lecture) pairs.push(['lecture', '1']);
  if (v.step !== DEFAULTS.step) pairs.push(['step', String(v.step)]);
  if (v.lang !== null && v.lang !== undefined) pairs.push(['lang', v.lang]);
  const search = pairs.length ? `?${pairs.map(([k, x]) => `${k}=${encodeValue(x)}`).join('&')}` : '';
  return { search, hash, tooLong };
}

// ---- decode --------------------------------------------------------------------------

/** Groups `text` (a query or fragment, leading '?'/'#' optional) into name → list of values, in first-seen order. */
function groupParams(text, lead) {
  const s = typeof text === 'string' ? text : '';
  const groups = new Map();
  // URLSearchParams never throws: bad escapes stay literal, bad UTF-8 becomes U+FFFD.
  for (const [k, v] of new URLSearchParams(s.startsWith(lead) ? s.slice(1) : s)) {
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k).push(v);
  }
  return groups;
}

/** An error record; `value` is always quoted. */
function problem(param, reason, raw, extra = {}) {
  return { param, reason, value: quote(raw), ...extra };
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
  if (out.reason === REASONS.tooLarge) return { error: problem('z', REASONS.tooLarge, raw, { limit: LIMITS.maxTreeChars }) };
  if (out.reason) return { error: problem('z', out.reason, raw) };
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
  let size = DEFAULT_SIZE;
  if (single.has('size')) {
    const raw = single.get('size');
    if (isSize(raw) && SIZES.includes(raw)) size = raw;
    else errors.push(problem('size', REASONS.notOneOf, raw, { allowed: SIZES }));
  }
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

/** Reads the one position of a link: the first present of board, tree, z, random; the others conflict. */
async function readPosition(single, present, errors) {
  for (const k of ['moves', 'size']) if (present.has(k)) errors.push(problem(k, REASONS.conflict, present.get(k)[0], { other: 'game' }));
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

/** The enhancements as links and requests write them: known names, each once, in ENHANCEMENTS order ('' for none). */
export function canonicalEnhance(list) {
  const set = new Set(typeof list === 'string' ? list.split(',').map((x) => x.trim()) : list);
  return ENHANCEMENTS.filter((e) => set.has(e)).join(',');
}

/** Reads enhance=id,tt,…: every name known, aspiration only with id; '' when absent or bad. */
function readEnhance(single, errors) {
  if (!single.has('enhance')) return DEFAULTS.enhance;
  const raw = single.get('enhance');
  const names = raw === '' ? [] : raw.split(',');
  if (names.some((x) => !ENHANCEMENTS.includes(x)) || new Set(names).size !== names.length) {
    errors.push(problem('enhance', REASONS.notOneOf, raw, { allowed: ENHANCEMENTS }));
    return DEFAULTS.enhance;
  }
  if (names.includes('aspiration') && !names.includes('id')) {
    errors.push(problem('enhance', REASONS.needs, 'aspiration', { other: 'id' }));
    return canonicalEnhance(names.filter((x) => x !== 'aspiration'));
  }
  return canonicalEnhance(names);
}

/** Reads an enumerated parameter, or its default. */
function readChoice(single, param, fallback, errors) {
  if (!single.has(param)) return fallback;
  const raw = single.get(param);
  if (CHOICES[param].includes(raw)) return raw;
  errors.push(problem(param, REASONS.notOneOf, raw, { allowed: CHOICES[param] }));
  return fallback;
}

/** Reads a whole-number parameter in LIMITS[param], or its default. */
function readWhole(single, param, fallback, errors) {
  if (!single.has(param)) return fallback;
  const raw = single.get(param);
  const range = LIMITS[param];
  const r = parseWhole(raw, range);
  if (r.reason) {
    errors.push(problem(param, r.reason, raw, { min: range.min, max: range.max }));
    return fallback;
  }
  return r.value;
}

/**
 * The view a link holds, and what was wrong with it. `search` is the query
 * ('?' optional) and `hash` the fragment ('#' optional). Never throws: every
 * valid parameter is kept, every invalid one takes its default and adds an
 * error {param, reason, value, …} with `value` quoted (see REASONS).
 */
export async function decode(search, hash) {
  const errors = [];
  const query = groupParams(search, '?');
  const fragment = groupParams(hash, '#');
  // All parameters by name; the fragment may only hold z, the query anything but z.
  const present = new Map();
  let unknown = 0;
  for (const [groups, allowed] of [[query, (k) => k !== 'z' && PARAMS.includes(k)], [fragment, (k) => k === 'z']]) {
    for (const [k, values] of groups) {
      if (!allowed(k)) {
        if (unknown++ < LIMITS.maxUnknown) errors.push({ param: quote(k), reason: REASONS.unknown, value: quote(values[0]) });
      } else present.set(k, values);
    }
  }
  // A parameter given twice is ambiguous, so neither value is used.
  const single = new Map();
  for (const [k, values] of present) {
    if (values.length > 1) errors.push(problem(k, REASONS.duplicate, values.join('&'), { count: values.length }));
    else single.set(k, values[0]);
  }
  const game = readChoice(single, 'game', DEFAULTS.game, errors);
  const c4 = game === 'connect4' ? readConnect4(single, present, errors) : null;
  const position = c4 ? c4.position : await readPosition(single, present, errors);
  const size = c4 ? c4.size : DEFAULTS.size;
  const order = readChoice(single, 'order', DEFAULTS.order, errors);
  let seed = DEFAULTS.seed;
  if (single.has('seed') && order !== 'random') {
    errors.push(problem('seed', REASONS.conflict, single.get('seed'), { other: 'order' }));
  } else seed = readWhole(single, 'seed', DEFAULTS.seed, errors);
  const depth = single.get('depth') === 'none' ? null : readWhole(single, 'depth', c4 ? LIMITS.c4Depth : DEFAULTS.depth, errors);
  const variant = readChoice(single, 'variant', DEFAULTS.variant, errors);
  const scoring = readChoice(single, 'scoring', DEFAULTS.scoring, errors);
  const prune = readChoice(single, 'prune', DEFAULTS.prune, errors);
  const agents = readWhole(single, 'agents', DEFAULTS.agents, errors);
  let bounds = DEFAULTS.bounds;
  if (single.has('bounds')) {
    const raw = single.get('bounds');
    if (BOUNDS_RE.test(raw)) bounds = raw;
    else errors.push(problem('bounds', REASONS.notOneOf, raw, { allowed: ['L,U'] }));
  }
  const enhance = readEnhance(single, errors);
  const ttSize = readWhole(single, 'ttsize', DEFAULTS.ttSize, errors);
  let pruned = readChoice(single, 'pruned', DEFAULTS.pruned, errors);
  if (pruned === 'mtdf' && !enhance.split(',').includes('tt')) {
    errors.push(problem('pruned', REASONS.needs, pruned, { other: 'enhance=tt' }));
    pruned = DEFAULTS.pruned;
  }
  const viewMode = readChoice(single, 'view', DEFAULTS.view, errors);
  const lecture = readChoice(single, 'lecture', '0', errors) === '1';
  const step = readWhole(single, 'step', DEFAULTS.step, errors);
  const lang = readChoice(single, 'lang', DEFAULTS.lang, errors);
  const view = { position, order, seed, depth, variant, scoring, prune, agents, bounds, lang, step, view: viewMode, lecture, game, size, enhance, ttSize, pruned };
  return { view, errors };
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
  for (const k of ['min', 'max', 'part', 'limit', 'other', 'count', 'size']) if (error[k] !== undefined) params[k] = error[k];
  if (error.allowed) params.allowed = error.allowed.join(', ');
  const key = reason === REASONS.outOfRange && error.part ? 'link.outOfRangePart' : `link.${reason}`;
  return { key, params };
}

/** The i18n key and parameters of encode()'s `tooLong`. */
export function describeTooLong(tooLong) {
  return { key: 'link.tooLong', params: { chars: tooLong.chars, limit: tooLong.limit } };
}
