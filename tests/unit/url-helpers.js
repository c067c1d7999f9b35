// Shared by the url-*.test.js files (web/state/url.js, the link codec): a complete view, decode() with its result checked, and checks written from the specification.

import assert from 'node:assert/strict';
import { decode } from '../../web/state/url.js';
import { DEFAULTS, LIMITS, PARAMS, REASONS, canonicalEnhance, describe } from '../../web/state/view.js';
import { PANEL_OPTIONS } from '../../web/state/panel-config.js';
import { SIZES, parseMoves } from '../../web/games/connect4-rules.js';
import { formatSheet, parseSheet } from '../../web/state/sheet.js';

export const DEFAULT_BOARD = 'O.X/.X./O..';

/** A complete view: the defaults with `over` on top. */
export const viewOf = (over = {}) => ({ ...structuredClone(DEFAULTS), ...over });

/** decode() of a query and fragment, with the errors checked for shape first. */
export async function load(search, hash = '') {
  const out = await decode(search, hash);
  assertValidView(out.view);
  for (const e of out.errors) assertSafeError(e);
  return out;
}

/** The single error of `errors`, checked to be about `param` for `reason`. */
export function only(errors, param, reason) {
  assert.equal(errors.length, 1, `expected one error, got ${JSON.stringify(errors)}`);
  assert.equal(errors[0].param, param);
  assert.equal(errors[0].reason, reason);
  return errors[0];
}

/** Base64url of bytes (Node's Buffer, independent of the codec's own). */
export const b64url = (bytes) => Buffer.from(bytes).toString('base64url');

/** deflate-raw of UTF-8 text (CompressionStream, independent of the codec's own pump). */
export async function deflate(text) {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

// Checks written from the specification, not from url.js, so they can catch its mistakes.
const CELL = '[XOxo.\\-_]';
const BOARD = new RegExp(`^(${CELL}{9}|${CELL}{3}/${CELL}{3}/${CELL}{3})$`);
/** Board syntax: 9 cells, spaces anywhere, rows split by '/' or not at all. */
export const boardOk = (s) => BOARD.test(s.replace(/ /g, ''));
/** Tree syntax: digits, signs, commas, brackets and white space, brackets balanced, not blank. */
export function treeOk(s) {
  // Nested lists, the shorthand or JSON: printable text (no control characters but white space) with some content.
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(s) || !/[^ \t\n\r]/.test(s)) return false;
  let depth = 0;
  for (const c of s) if ((depth += c === '[' || c === '{' ? 1 : c === ']' || c === '}' ? -1 : 0) < 0) return false;
  return depth === 0;
}
export const ORDERS = ['natural', 'reverse', 'heuristic', 'best-first', 'worst-first', 'random'];
const isInt = (x, min, max) => Number.isInteger(x) && x >= min && x <= max;

/** Fails unless `v` is a complete valid view. */
export function assertValidView(v) {
  // c4eval is there only when a Connect Four view uses the shipped learned weights.
  assert.deepEqual(Object.keys(v).filter((k) => k !== 'c4eval' && k !== 'sheet').sort(), Object.keys(DEFAULTS).sort());
  // A worksheet's recipe is there only when a link gives one, and then it is one the page can make.
  if ('sheet' in v) assert.deepEqual(parseSheet(formatSheet(v.sheet)), { recipe: v.sheet });
  if ('c4eval' in v) assert.ok(v.c4eval === 'learned' && v.game === 'connect4', `c4eval ${v.c4eval} in ${v.game}`);
  const p = v.position;
  // A tree may say the gallery figure it was edited from: a preset's name.
  const kinds = Object.keys(p).filter((k) => k !== 'from');
  assert.equal(kinds.length, 1, `position ${JSON.stringify(p)}`);
  if ('from' in p) assert.ok(kinds[0] === 'tree' && /^[a-z0-9][a-z0-9-]{0,63}$/.test(p.from), `position ${JSON.stringify(p)}`);
  assert.ok(['tictactoe', 'connect4'].includes(v.game));
  assert.ok(SIZES.includes(v.size));
  assert.equal(kinds[0] === 'moves', v.game === 'connect4', `game ${v.game} with position ${JSON.stringify(p)}`);
  if (v.game !== 'connect4') assert.equal(v.size, '7x6');
  assert.ok(typeof v.enhance === 'string' && v.enhance === canonicalEnhance(v.enhance));
  if (v.enhance.includes('aspiration')) assert.ok(v.enhance.split(',').includes('id'));
  assert.ok(isInt(v.ttSize, 1, 4194304));
  assert.ok(['alphabeta', 'mtdf'].includes(v.pruned));
  if (v.pruned === 'mtdf') assert.ok(v.enhance.split(',').includes('tt'));
  if (kinds[0] === 'moves') assert.doesNotThrow(() => parseMoves(v.size, p.moves));
  else if (kinds[0] === 'board') assert.ok(boardOk(p.board), `board ${JSON.stringify(p.board)}`);
  else if (kinds[0] === 'tree') {
    assert.ok(typeof p.tree === 'string' && p.tree.length <= LIMITS.maxTreeChars && treeOk(p.tree));
  } else {
    assert.equal(kinds[0], 'random');
    const { b, d, seed } = p.random;
    assert.ok(isInt(b, 2, 5) && isInt(d, 1, 6) && isInt(seed, 0, 1e9), `random ${JSON.stringify(p.random)}`);
  }
  assert.ok(ORDERS.includes(v.order));
  assert.ok(isInt(v.seed, 0, 1e9));
  if (v.order !== 'random') assert.equal(v.seed, 1);
  assert.ok(v.depth === null || isInt(v.depth, 0, 20));
  assert.ok(['fail-soft', 'fail-hard'].includes(v.variant));
  assert.ok(['wdl', 'fast'].includes(v.scoring));
  assert.ok([null, 'en', 'ja', 'ko'].includes(v.lang));
  assert.ok(isInt(v.step, 0, 1e9));
  assert.ok([null, 'both', 'minimax', 'alphabeta', 'overlay'].includes(v.view));
  assert.equal(typeof v.lecture, 'boolean');
  assert.equal(typeof v.negamax, 'boolean');
  assert.ok(v.pass === null || isInt(v.pass, 1, 1000), `pass ${v.pass}`);
  for (const side of ['left', 'right']) assertValidConfig(v[side]);
}

/** Fails unless `c` is null or a panel configuration: a known algorithm and only enabled options, each in range (from the spec). */
function assertValidConfig(c) {
  if (c === null) return;
  assert.ok(['minimax', 'alphabeta'].includes(c.alg), `alg ${c.alg}`);
  for (const [k, v] of Object.entries(c)) {
    if (k === 'alg') continue;
    const o = PANEL_OPTIONS.find((x) => x.name === k);
    assert.ok(o && o.enabled, `option ${k}`);
    if (k === 'depth') assert.ok(v === null || isInt(v, 0, 20), `depth ${v}`);
  }
}

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Fails unless `e` is an error whose user text is quoted and safe. */
export function assertSafeError(e) {
  assert.ok(Object.values(REASONS).includes(e.reason), `reason ${e.reason}`);
  for (const text of [e.value, e.reason === 'unknown' ? e.param : null]) {
    if (text === null) continue;
    assert.equal(typeof text, 'string');
    assert.ok(text.startsWith('“') && text.endsWith('”'), `not quoted: ${text}`);
    assert.doesNotMatch(text, CONTROL);
    assert.ok([...text].length <= 43, `too long: ${text}`);
  }
  if (e.reason !== 'unknown') assert.ok(PARAMS.includes(e.param), `param ${e.param}`);
  const { key, params } = describe(e);
  assert.match(key, /^link\.[a-zA-Z]+$/);
  assert.equal(params.value, e.value);
}
