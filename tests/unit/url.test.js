// Unit tests of web/state/url.js, the link codec: run with `node --test tests/unit/`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { randomTree } from '../../web/games/tree-random.js';
import { encode, decode } from '../../web/state/url.js';
import {
  CHOICES, DEFAULTS, ENHANCEMENTS, LIMITS, PARAMS, REASONS, canonicalEnhance, describe, describeTooLong, isBoardSyntax, isTreeSyntax,
} from '../../web/state/view.js';
import { PANEL_OPTIONS, differsOnlyIn, effective, sharesTree } from '../../web/state/panel-config.js';
import { SIZES, drop, empty, formatMoves, legalColumns, parseMoves } from '../../web/games/connect4-rules.js';

const DEFAULT_BOARD = 'O.X/.X./O..';

/** A complete view: the defaults with `over` on top. */
const viewOf = (over = {}) => ({ ...structuredClone(DEFAULTS), ...over });

/** decode() of a query and fragment, with the errors checked for shape first. */
async function load(search, hash = '') {
  const out = await decode(search, hash);
  assertValidView(out.view);
  for (const e of out.errors) assertSafeError(e);
  return out;
}

/** The single error of `errors`, checked to be about `param` for `reason`. */
function only(errors, param, reason) {
  assert.equal(errors.length, 1, `expected one error, got ${JSON.stringify(errors)}`);
  assert.equal(errors[0].param, param);
  assert.equal(errors[0].reason, reason);
  return errors[0];
}

/** Base64url of bytes (Node's Buffer, independent of the codec's own). */
const b64url = (bytes) => Buffer.from(bytes).toString('base64url');

/** deflate-raw of UTF-8 text (CompressionStream, independent of the codec's own pump). */
async function deflate(text) {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

// Checks written from the specification, not from url.js, so they can catch its mistakes.
const CELL = '[XOxo.\\-_]';
const BOARD = new RegExp(`^(${CELL}{9}|${CELL}{3}/${CELL}{3}/${CELL}{3})$`);
/** Board syntax: 9 cells, spaces anywhere, rows split by '/' or not at all. */
const boardOk = (s) => BOARD.test(s.replace(/ /g, ''));
/** Tree syntax: digits, signs, commas, brackets and white space, brackets balanced, not blank. */
function treeOk(s) {
  // Nested lists, the shorthand or JSON: printable text (no control characters but white space) with some content.
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(s) || !/[^ \t\n\r]/.test(s)) return false;
  let depth = 0;
  for (const c of s) if ((depth += c === '[' || c === '{' ? 1 : c === ']' || c === '}' ? -1 : 0) < 0) return false;
  return depth === 0;
}
const ORDERS = ['natural', 'reverse', 'heuristic', 'best-first', 'worst-first', 'random'];
const isInt = (x, min, max) => Number.isInteger(x) && x >= min && x <= max;

/** Fails unless `v` is a complete valid view. */
function assertValidView(v) {
  assert.deepEqual(Object.keys(v).sort(), Object.keys(DEFAULTS).sort());
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
function assertSafeError(e) {
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

// ---- constants -------------------------------------------------------------------------

test('DEFAULTS is the frozen Move 4 view with no limits or choices set', () => {
  assert.deepEqual(DEFAULTS, {
    position: { board: DEFAULT_BOARD }, order: 'natural', seed: 1, depth: null, variant: 'fail-soft',
    scoring: 'wdl', lang: null, step: 0, view: null, lecture: false, drawer: null, embed: false, prune: 'ge', agents: 2, bounds: '',
    game: 'tictactoe', size: '7x6', enhance: '', ttSize: 65536, pruned: 'alphabeta', ghosts: 'min', eval: 'score', play: null,
    left: null, right: null, preset: null, pass: null, negamax: false,
  });
  assert.ok(Object.isFrozen(DEFAULTS) && Object.isFrozen(DEFAULTS.position));
  assert.ok(Object.isFrozen(LIMITS) && Object.isFrozen(LIMITS.random.b));
});

test('LIMITS holds the documented numbers', () => {
  assert.equal(LIMITS.plainTree, 2000);
  assert.equal(LIMITS.maxFragment, 262144);
  assert.equal(LIMITS.maxTreeChars, 16_000_000);
});

test('prune, agents and bounds are written only when not the default, and read back', async () => {
  assert.deepEqual(await encode({ ...DEFAULTS, prune: 'ge', agents: 2, bounds: '' }), { search: '', hash: '', tooLong: null });
  const link = await encode({ ...DEFAULTS, prune: 'gt', agents: 3, bounds: '0,10' });
  assert.equal(link.search, '?prune=gt&agents=3&bounds=0,10');
  const { view, errors } = await decode(link.search, '');
  assert.deepEqual(errors, []);
  assert.deepEqual([view.prune, view.agents, view.bounds], ['gt', 3, '0,10']);
  const bad = await decode('?prune=lt&agents=9&bounds=a,b', '');
  assert.deepEqual(bad.errors.map((e) => [e.param, e.reason]), [['prune', 'notOneOf'], ['agents', 'outOfRange'], ['bounds', 'notOneOf']]);
  assert.deepEqual([bad.view.prune, bad.view.agents, bad.view.bounds], ['ge', 2, '']);
});

test('PARAMS lists every parameter in the order links are written', () => {
  assert.deepEqual(PARAMS, ['preset', 'game', 'size', 'board', 'tree', 'z', 'random', 'from', 'moves', 'maze', 'history', 'ghosts', 'eval', 'play', 'order', 'seed',
    'depth', 'variant', 'scoring', 'prune', 'agents', 'bounds', 'enhance', 'ttsize', 'pruned', 'left', 'right', 'view', 'lecture', 'negamax', 'embed', 'drawer', 'pass', 'step', 'lang']);
});

// ---- Connect Four and enhancements -------------------------------------------------------

test('Connect Four: game, size and moves are written and read back; depth is always said', async () => {
  const v = viewOf({ game: 'connect4', size: '5x4', position: { moves: '3324' }, depth: 4 });
  const link = await encode(v);
  assert.equal(link.search, '?game=connect4&size=5x4&moves=3324&depth=4');
  assert.deepEqual((await load(link.search)).view, v);
  // The standard size and the empty board are left out; no depth limit is "none".
  assert.equal((await encode(viewOf({ game: 'connect4', position: { moves: '' }, depth: null }))).search, '?game=connect4&depth=none');
  // A bare game=connect4 is the empty 7x6 board at the default depth 4.
  const bare = await load('?game=connect4');
  assert.deepEqual(bare.errors, []);
  assert.deepEqual([bare.view.position, bare.view.size, bare.view.depth], [{ moves: '' }, '7x6', 4]);
  assert.equal((await load('?game=connect4&depth=7')).view.depth, 7);
});

test('Connect Four: bad sizes and moves are named, and a valid view stays', async () => {
  const badSize = await load('?game=connect4&size=8x8&moves=44');
  assert.deepEqual(badSize.errors.map((e) => [e.param, e.reason]), [['size', 'notOneOf']]);
  assert.deepEqual([badSize.view.size, badSize.view.position], ['7x6', { moves: '44' }]);
  // Column 6 does not exist on a 5-wide board.
  const badMoves = await load('?game=connect4&size=5x4&moves=46');
  const e = only(badMoves.errors, 'moves', 'badMoves');
  assert.equal(e.value, '“46”');
  assert.equal(describe(e).key, 'link.badMoves');
  assert.equal(describe(e).params.size, '5x4');
  assert.deepEqual(badMoves.view.position, { moves: '' });
  only((await load('?game=connect4&moves=1111111')).errors, 'moves', 'badMoves'); // a full column
  // Moves belong to Connect Four; a board does not.
  const stray = await load('?moves=44');
  only(stray.errors, 'moves', 'conflict');
  assert.equal(stray.view.game, 'tictactoe');
  const both = await load('?game=connect4&board=O.X/.X./O..');
  only(both.errors, 'board', 'conflict');
  assert.deepEqual(both.view.position, { moves: '' });
  only((await load('?game=chess')).errors, 'game', 'notOneOf');
});

test('enhancements, table size and MTD(f): written in a fixed order, read back, their dependencies checked', async () => {
  const v = viewOf({ enhance: 'order,id,tt,aspiration', ttSize: 1024, pruned: 'mtdf' });
  const link = await encode(v);
  assert.equal(link.search, '?enhance=order,id,tt,aspiration&ttsize=1024&pruned=mtdf');
  assert.deepEqual((await load(link.search)).view, v);
  // Any order in, the canonical order out.
  assert.equal((await load('?enhance=tt,id')).view.enhance, 'id,tt');
  assert.equal(canonicalEnhance(['pvs', 'order', 'nope']), 'order,pvs');
  const unknown = await load('?enhance=id,magic');
  only(unknown.errors, 'enhance', 'notOneOf');
  assert.equal(unknown.view.enhance, '');
  only((await load('?enhance=id,id')).errors, 'enhance', 'notOneOf');
  // Aspiration windows need iterative deepening; MTD(f) needs the table.
  const asp = await load('?enhance=tt,aspiration');
  only(asp.errors, 'enhance', 'needs');
  assert.equal(asp.view.enhance, 'tt');
  const mtdf = await load('?pruned=mtdf&enhance=id');
  only(mtdf.errors, 'pruned', 'needs');
  assert.equal(mtdf.view.pruned, 'alphabeta');
  assert.equal(describe(mtdf.errors[0]).key, 'link.needs');
  only((await load('?ttsize=0')).errors, 'ttsize', 'outOfRange');
  only((await load('?ttsize=99999999')).errors, 'ttsize', 'outOfRange');
  assert.deepEqual(ENHANCEMENTS, ['order', 'id', 'tt', 'killer', 'history', 'pvs', 'aspiration']);
});

// ---- encode ----------------------------------------------------------------------------

test('what is on screen: the pass of iterative deepening, the Negamax view and the figure a tree was edited from', async () => {
  const id = viewOf({ game: 'connect4', size: '7x6', position: { moves: '4453' }, depth: 4, enhance: 'id', pass: 3, negamax: true });
  const link = await encode(id);
  assert.equal(link.search, '?game=connect4&moves=4453&depth=4&enhance=id&negamax=1&pass=3');
  assert.deepEqual(await load(link.search), { view: id, errors: [] });
  // The last pass, and the Negamax view off, are the defaults: not written.
  assert.equal((await encode({ ...id, pass: null, negamax: false })).search, '?game=connect4&moves=4453&depth=4&enhance=id');
  for (const bad of ['0', '1001', '-1', '2.5']) {
    const { view, errors } = await load(`?enhance=id&pass=${bad}`);
    assert.equal(view.pass, null, bad);
    assert.ok(['outOfRange', 'notWholeNumber'].includes(only(errors, 'pass', errors[0].reason).reason));
  }
  assert.equal(only((await load('?negamax=yes')).errors, 'negamax', 'notOneOf').allowed.join(), '0,1');
  // An edited figure: its tree and the figure's name, read back as the position.
  const tree = 'A max[B min[b1=20,b2=12,b3=8],C min[c1=2,c2=4,c3=6]]';
  const edited = await encode(viewOf({ position: { tree, from: 'aima' } }));
  assert.equal(edited.search, '?tree=A+max%5BB+min%5Bb1%3D20,b2%3D12,b3%3D8%5D,C+min%5Bc1%3D2,c2%3D4,c3%3D6%5D%5D&from=aima');
  assert.deepEqual((await load(edited.search)).view.position, { tree, from: 'aima' });
  // from= needs a tree, and a preset's name; with preset= it conflicts (the preset is the whole view).
  const noTree = await load('?board=XO.%2F...%2F...&from=aima');
  assert.deepEqual([noTree.view.position, only(noTree.errors, 'from', 'needs').other], [{ board: 'XO./.../...' }, 'tree']);
  const badName = await load('?tree=[1,2]&from=AIMA');
  assert.deepEqual([badName.view.position, only(badName.errors, 'from', 'badPreset').value], [{ tree: '[1,2]' }, '“AIMA”']);
  assert.equal(only((await load('?preset=aima&from=aima')).errors, 'from', 'conflict').other, 'preset');
  // A preset's link keeps how it is shown, the Negamax view included.
  const preset = await encode(viewOf({ preset: 'aima', negamax: true, lecture: true }));
  assert.equal(preset.search, '?preset=aima&lecture=1&negamax=1');
  assert.deepEqual((await load(preset.search)).errors, []);
});

test('the default view is the bare page address', async () => {
  assert.deepEqual(await encode(DEFAULTS), { search: '', hash: '', tooLong: null });
  assert.deepEqual(await encode({}), { search: '', hash: '', tooLong: null });
});

test('encode writes only non-default values, position first and lang last', async () => {
  const v = viewOf({
    position: { board: 'XO./.../...' }, order: 'random', seed: 7, depth: 3, variant: 'fail-hard', scoring: 'fast',
    view: 'overlay', lecture: true, step: 12, lang: 'ja',
  });
  const { search, hash, tooLong } = await encode(v);
  assert.equal(search,
    '?board=XO./.../...&order=random&seed=7&depth=3&variant=fail-hard&scoring=fast&view=overlay&lecture=1&step=12&lang=ja');
  assert.equal(hash, '');
  assert.equal(tooLong, null);
});

test('encode writes a random recipe as b,d,seed', async () => {
  const { search } = await encode(viewOf({ position: { random: { b: 5, d: 6, seed: 1 } } }));
  assert.equal(search, '?random=5,6,1');
});

test('encode writes depth 0 and step 0 apart: depth 0 is a limit, step 0 the default', async () => {
  assert.equal((await encode(viewOf({ depth: 0 }))).search, '?depth=0');
  assert.equal((await encode(viewOf({ step: 0 }))).search, '');
});

test('encode leaves the seed out unless the order is random', async () => {
  assert.equal((await encode(viewOf({ order: 'reverse', seed: 9 }))).search, '?order=reverse');
  assert.equal((await encode(viewOf({ order: 'random', seed: 1 }))).search, '?order=random');
});

test('a tree of up to 2,000 characters goes in the query, a longer one in #z=', async () => {
  const short = `[${'1,'.repeat(998)}11]`; // 2,000 characters
  assert.equal(short.length, LIMITS.plainTree);
  const a = await encode(viewOf({ position: { tree: short } }));
  assert.ok(a.search.startsWith('?tree=%5B1,1,'));
  assert.equal(a.hash, '');
  const long = `[${'1,'.repeat(1000)}1]`;
  const b = await encode(viewOf({ position: { tree: long } }));
  assert.equal(b.search, '');
  assert.match(b.hash, /^#z=[A-Za-z0-9_-]+$/);
  assert.deepEqual((await load(b.search, b.hash)).view.position, { tree: long });
});

test('the same view always gives the same link', async () => {
  const v = viewOf({ position: { tree: `[${'[1, -2],'.repeat(500)}3]` }, order: 'heuristic', step: 4 });
  assert.deepEqual(await encode(v), await encode(structuredClone(v)));
});

// ---- decode: good links ----------------------------------------------------------------

test('an empty link gives the default view and no errors', async () => {
  assert.deepEqual(await load('', ''), { view: viewOf(), errors: [] });
  assert.deepEqual(await decode(undefined, undefined), { view: viewOf(), errors: [] });
});

test('decode reads every parameter, with or without the leading ? and #', async () => {
  const { view, errors } = await load('board=XO.%2F...%2F...&order=random&seed=1000000000&depth=20&variant=fail-hard'
    + '&scoring=fast&prune=gt&agents=3&bounds=0,10&view=minimax&lecture=1&negamax=1&drawer=options&embed=1&pass=1000&step=1000000000&lang=ko', '');
  assert.deepEqual(errors, []);
  assert.deepEqual(view, {
    position: { board: 'XO./.../...' }, order: 'random', seed: 1e9, depth: 20, variant: 'fail-hard', scoring: 'fast',
    prune: 'gt', agents: 3, bounds: '0,10', view: 'minimax', lecture: true, drawer: 'options', embed: true, step: 1e9, lang: 'ko',
    game: 'tictactoe', size: '7x6', enhance: '', ttSize: 65536, pruned: 'alphabeta', ghosts: 'min', eval: 'score', play: null,
    left: null, right: null, preset: null, pass: 1000, negamax: true,
  });
});

test('links written by the previous page still load', async () => {
  const { view, errors } = await load('?tree=%5B%5B3%2C12%2C8%5D%2C%5B2%2C4%2C6%5D%5D&order=random&seed=0&lang=en&step=5');
  assert.deepEqual(errors, []);
  assert.deepEqual(view.position, { tree: '[[3,12,8],[2,4,6]]' });
  assert.equal(view.seed, 0);
  assert.equal(view.step, 5);
});

test('boards accept x o - _ and spaces, with or without row slashes', async () => {
  for (const board of ['xo-_.....', 'X O . / . . . / . . .', 'XXXXXXXXX']) {
    const { view, errors } = await load(`?board=${encodeURIComponent(board)}`);
    assert.deepEqual(errors, []);
    assert.deepEqual(view.position, { board });
  }
});

test('lecture=0 is accepted and means off', async () => {
  const { view, errors } = await load('?lecture=0');
  assert.deepEqual(errors, []);
  assert.equal(view.lecture, false);
});

// ---- decode: one example for every reason ----------------------------------------------

test('reason unknown: an unknown parameter is reported and the rest still loads', async () => {
  const { view, errors } = await load('?step=3&Step=4&colour=red');
  assert.equal(view.step, 3);
  assert.deepEqual(errors.map((e) => [e.param, e.reason, e.value]),
    [['“Step”', 'unknown', '“4”'], ['“colour”', 'unknown', '“red”']]);
});

test('reason unknown: z in the query and other names in the fragment are unknown', async () => {
  const { errors } = await load('?z=abc', '#board=X');
  assert.deepEqual(errors.map((e) => [e.param, e.reason]), [['“z”', 'unknown'], ['“board”', 'unknown']]);
});

test('reason unknown: at most LIMITS.maxUnknown unknown parameters are reported', async () => {
  const search = Array.from({ length: 1000 }, (_, i) => `p${i}=1`).join('&');
  const { errors } = await load(search);
  assert.equal(errors.length, LIMITS.maxUnknown);
});

test('reason duplicate: a parameter given twice is reported and neither value is used', async () => {
  const { view, errors } = await load('?step=3&step=4');
  const e = only(errors, 'step', 'duplicate');
  assert.equal(e.value, '“3&4”');
  assert.equal(view.step, 0);
});

test('reason notWholeNumber: only plain ASCII digits are whole numbers', async () => {
  for (const bad of ['1.5', '-1', '1e3', '0x10', '', '９', '+1', ' 1', '1 ', 'Infinity', 'NaN', '١']) {
    const { view, errors } = await load(`?step=${encodeURIComponent(bad)}`);
    only(errors, 'step', 'notWholeNumber');
    assert.equal(view.step, 0, `step=${bad}`);
  }
});

test('reason outOfRange: whole numbers outside their range, and over 10 digits', async () => {
  const cases = [['depth', '21'], ['seed', '1000000001'], ['step', '1000000001'], ['step', '99999999999999999999']];
  for (const [param, value] of cases) {
    const extra = param === 'seed' ? '&order=random' : '';
    const { view, errors } = await load(`?${param}=${value}${extra}`);
    const e = only(errors, param, 'outOfRange');
    assert.deepEqual([e.min, e.max], [LIMITS[param].min, LIMITS[param].max]);
    assert.equal(view[param], DEFAULTS[param]);
  }
});

test('reason notOneOf: an unknown choice lists the allowed ones and falls back', async () => {
  for (const [param, bad] of [['order', 'best'], ['variant', 'soft'], ['scoring', 'WDL'], ['view', 'all'],
    ['lang', 'fr'], ['lecture', 'yes'], ['order', '']]) {
    const { view, errors } = await load(`?${param}=${bad}`);
    const e = only(errors, param, 'notOneOf');
    assert.ok(Array.isArray(e.allowed) && e.allowed.length >= 2);
    assert.deepEqual(view, viewOf());
  }
});

test('reason badBoard: wrong characters, cell count or row shape', async () => {
  for (const bad of ['abc', 'XXXX', 'XXXXXXXXXX', 'XXX/XXX/XX.X', 'XX/XXXX/XXX', 'XXX/XXX', 'X\tXXXXXXXX']) {
    const { view, errors } = await load(`?board=${encodeURIComponent(bad)}`);
    only(errors, 'board', 'badBoard');
    assert.deepEqual(view.position, DEFAULTS.position, bad);
  }
});

test('reason badTree: other characters or unbalanced brackets', async () => {
  for (const bad of ['[[1,2]', '[1,2]]', ']1[', '{"value": 1', '[\u0000]']) {
    const { view, errors } = await load(`?tree=${encodeURIComponent(bad)}`);
    only(errors, 'tree', 'badTree');
    assert.deepEqual(view.position, DEFAULTS.position, bad);
  }
});

test('reason badRandom: random= is not three whole numbers', async () => {
  for (const bad of ['1,2', 'a,b,c', '1,2,3,4', '3,4,-1', '3, 4, 5']) {
    const { errors } = await load(`?random=${encodeURIComponent(bad)}`);
    only(errors, 'random', 'badRandom');
  }
});

test('reason outOfRange on random= names the part and its range', async () => {
  const { view, errors } = await load('?random=9,9,9');
  const e = only(errors, 'random', 'outOfRange');
  assert.deepEqual([e.part, e.min, e.max, e.value], ['b', 2, 5, '“9”']);
  assert.deepEqual(view.position, DEFAULTS.position);
  const d = await load('?random=2,7,0');
  assert.equal(only(d.errors, 'random', 'outOfRange').part, 'd');
});

test('reason badCompressed: not base64url, not deflate-raw, or not UTF-8', async () => {
  const bytes = new Uint8Array([0xff, 0xfe, 0x5b, 0x31, 0x5d]);
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const badText = b64url(new Uint8Array(await new Response(stream).arrayBuffer()));
  // Varied leaves, so the compressed stream is long enough to cut in half.
  const varied = await deflate(`[${Array.from({ length: 3000 }, (_, i) => (i * 7919) % 1000).join(',')}]`);
  const truncated = b64url(varied.slice(0, varied.length >> 1));
  for (const z of ['!!!', 'abcde', b64url(new TextEncoder().encode('hello world, not deflate')), badText, truncated]) {
    const { view, errors } = await load('', `#z=${z}`);
    only(errors, 'z', 'badCompressed');
    assert.deepEqual(view.position, DEFAULTS.position);
  }
});

test('reason badTree: #z= that inflates to text that is not a tree', async () => {
  const { errors } = await load('', `#z=${b64url(await deflate('[1,two]]'))}`);
  assert.equal(only(errors, 'z', 'badTree').value, '“[1,two]]”');
});

/** Deflate-raw of `n` MB of the digit 1, made without holding the text in memory. */
async function bomb(mb) {
  const chunk = new Uint8Array(1 << 20).fill(0x31);
  const source = new ReadableStream({ start(c) { for (let i = 0; i < mb; i++) c.enqueue(chunk); c.close(); } });
  return new Uint8Array(await new Response(source.pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer());
}

test('reason tooLarge: inflation stops soon after LIMITS.maxTreeChars', async () => {
  const z = b64url(await bomb(64)); // 67 million characters in about 65 KB
  // Count what the codec reads out of DecompressionStream.
  const Real = globalThis.DecompressionStream;
  let inflated = 0;
  globalThis.DecompressionStream = function counting(format) {
    const real = new Real(format);
    const count = new TransformStream({ transform(c, out) { inflated += c.length; out.enqueue(c); } });
    return { writable: real.writable, readable: real.readable.pipeThrough(count) };
  };
  try {
    const { view, errors } = await load('', `#z=${z}`);
    assert.equal(only(errors, 'z', 'tooLarge').limit, LIMITS.maxTreeChars);
    assert.deepEqual(view.position, DEFAULTS.position);
  } finally {
    globalThis.DecompressionStream = Real;
  }
  assert.ok(inflated <= LIMITS.maxTreeChars + (4 << 20), `read ${inflated} bytes`);
});

test('reason tooLarge: a plain tree= over the limit is refused without parsing', async () => {
  const huge = '[' + '1,'.repeat(LIMITS.maxTreeChars / 2) + '1]';
  const { errors } = await load(`?tree=${huge}`);
  only(errors, 'tree', 'tooLarge');
});

test('reason conflict: board and tree keep the board and report the tree', async () => {
  const { view, errors } = await load('?board=XO.......&tree=[1,2]');
  const e = only(errors, 'tree', 'conflict');
  assert.equal(e.other, 'board');
  assert.deepEqual(view.position, { board: 'XO.......' });
});

test('reason conflict: positions are kept in the order board, tree, z, random', async () => {
  const z = b64url(await deflate('[3,4]'));
  let out = await load('?random=2,2,2&tree=[1,2]', `#z=${z}`);
  assert.deepEqual(out.view.position, { tree: '[1,2]' });
  assert.deepEqual(out.errors.map((e) => [e.param, e.reason, e.other]), [['z', 'conflict', 'tree'], ['random', 'conflict', 'tree']]);
  out = await load('?random=2,2,2', `#z=${z}`);
  assert.deepEqual(out.view.position, { tree: '[3,4]' });
  only(out.errors, 'random', 'conflict');
});

test('reason conflict: seed without order=random is reported and ignored', async () => {
  const { view, errors } = await load('?order=reverse&seed=5');
  assert.equal(only(errors, 'seed', 'conflict').other, 'order');
  assert.equal(view.order, 'reverse');
  assert.equal(view.seed, 1);
});

test('reason empty: a position parameter with no text', async () => {
  for (const [search, hash, param] of [['?board=', '', 'board'], ['?tree=', '', 'tree'], ['?random=', '', 'random'],
    ['', '#z=', 'z'], ['', `#z=${b64url(await deflate(''))}`, 'z']]) {
    const { view, errors } = await load(search, hash);
    only(errors, param, 'empty');
    assert.deepEqual(view.position, DEFAULTS.position);
  }
});

test('every reason code has an example above (the maze games\' in url-maze.test.js)', () => {
  assert.deepEqual(Object.values(REASONS).sort(), ['badBoard', 'badCompressed', 'badHistory', 'badMaze', 'badMoves', 'badPreset', 'badRandom', 'badTree', 'conflict',
    'duplicate', 'empty', 'needs', 'notOneOf', 'notWholeNumber', 'outOfRange', 'tooLarge', 'unknown']);
});

// ---- the 13 kinds of bad position link -------------------------------------------------

test('13 kinds of bad position link: each gives its error and the default position', async () => {
  const notDeflate = b64url(new TextEncoder().encode('this is not deflate data at all'));
  const cases = [
    // [search, hash, expected errors [param, reason], expected position]
    ['?board=XXXXXXXXX', '', [], { board: 'XXXXXXXXX' }], // syntax is fine; the engine rejects it
    ['?board=abc', '', [['board', 'badBoard']]],
    ['?board=XXXX', '', [['board', 'badBoard']]],
    ['?board=', '', [['board', 'empty']]],
    ['?tree=[[1,2]', '', [['tree', 'badTree']]],
    ['?tree=[a]]', '', [['tree', 'badTree']]],
    ['?tree=', '', [['tree', 'empty']]],
    ['?random=1,2', '', [['random', 'badRandom']]],
    ['?random=9,9,9', '', [['random', 'outOfRange']]],
    ['?random=a,b,c', '', [['random', 'badRandom']]],
    ['', '#z=!!!', [['z', 'badCompressed']]],
    ['', `#z=${notDeflate}`, [['z', 'badCompressed']]],
    // Board and tree: the board comes first, so it stays (here the default board, to see the tree dropped).
    [`?board=${DEFAULT_BOARD}&tree=[1,2]`, '', [['tree', 'conflict']]],
    ['?board=X........&board=.X.......', '', [['board', 'duplicate']]],
  ];
  for (const [search, hash, expected, position = DEFAULTS.position] of cases) {
    const { view, errors } = await load(search, hash);
    assert.deepEqual(errors.map((e) => [e.param, e.reason]), expected, `${search}${hash}`);
    assert.deepEqual(view.position, position, `${search}${hash}`);
  }
});

// ---- describe --------------------------------------------------------------------------

test('describe maps each error to a link.* key with safe parameters', async () => {
  const { errors } = await load('?step=1.5&order=x&random=9,2,2&foo=%0A', '');
  const described = errors.map(describe);
  assert.deepEqual(described, [
    { key: 'link.unknown', params: { param: '“foo”', value: '“\\n”' } },
    { key: 'link.outOfRangePart', params: { param: 'random', value: '“9”', part: 'b', min: 2, max: 5 } },
    { key: 'link.notOneOf', params: { param: 'order', value: '“x”', allowed: ORDERS.join(', ') } },
    { key: 'link.notWholeNumber', params: { param: 'step', value: '“1.5”', min: 0, max: 1e9 } },
  ]);
  assert.deepEqual(describe({ param: 'seed', reason: 'conflict', value: '“5”', other: 'order' }),
    { key: 'link.conflict', params: { param: 'seed', value: '“5”', other: 'order' } });
});

test('describeTooLong gives link.tooLong with the length and the limit', () => {
  assert.deepEqual(describeTooLong({ chars: 300000, limit: 262144 }),
    { key: 'link.tooLong', params: { chars: 300000, limit: 262144 } });
});

// ---- big trees -------------------------------------------------------------------------

test('a 5×6 random uniform tree goes in the fragment, under 40,000 characters, and comes back exactly', async () => {
  // The page's own 5×6 random tree, spaced as a person might type it.
  const tree = randomTree(5, 6, 1).replaceAll(',', ', ');
  assert.ok(tree.length > 60_000, `${tree.length} characters`);
  const t = performance.now();
  const link = await encode(viewOf({ position: { tree }, step: 100 }));
  const { view, errors } = await load(link.search, link.hash);
  const ms = performance.now() - t;
  assert.equal(link.tooLong, null);
  assert.equal(link.search, '?step=100');
  assert.ok(link.hash.startsWith('#z='));
  assert.ok(link.search.length + link.hash.length < 40_000, `${link.hash.length} characters`);
  assert.deepEqual(errors, []);
  assert.equal(view.position.tree, tree);
  assert.equal(view.step, 100);
  console.log(`5x6 tree: ${tree.length} chars -> ${link.hash.length} char fragment, encode+decode ${ms.toFixed(0)} ms`);
});

test('a 1,000,000-node flat tree is either linked and read back or refused as tooLong, within 3 s', async () => {
  const tree = `[${Array.from({ length: 999_999 }, (_, i) => i).join(',')}]`;
  const t = performance.now();
  const link = await encode(viewOf({ position: { tree }, lang: 'en' }));
  if (link.tooLong) {
    assert.equal(link.tooLong.limit, LIMITS.maxFragment);
    assert.ok(link.tooLong.chars > LIMITS.maxFragment);
    assert.equal(link.hash, '');
    assert.equal(link.search, '?lang=en'); // the rest of the view is still linked
  } else {
    const { view, errors } = await load(link.search, link.hash);
    assert.deepEqual(errors, []);
    assert.equal(view.position.tree, tree);
  }
  const ms = performance.now() - t;
  assert.ok(ms < 3000, `took ${ms.toFixed(0)} ms`);
  console.log(`1M-node tree: ${tree.length} chars, tooLong=${JSON.stringify(link.tooLong)}, ${ms.toFixed(0)} ms`);
});

test('a tree longer than LIMITS.maxTreeChars is refused by encode without compressing it', async () => {
  const tree = `[${'1,'.repeat(LIMITS.maxTreeChars / 2)}1]`;
  const link = await encode(viewOf({ position: { tree } }));
  assert.deepEqual(link, { search: '', hash: '', tooLong: { chars: tree.length, limit: LIMITS.maxTreeChars } });
});

// ---- properties ------------------------------------------------------------------------

const CELLS = 'XOxo.-_';

/** Boards: 9 cells, maybe split into rows by '/', with spaces sprinkled in. */
const boardArb = fc.tuple(
  fc.array(fc.constantFrom(...CELLS), { minLength: 9, maxLength: 9 }),
  fc.boolean(),
  fc.array(fc.nat(12), { maxLength: 3 }),
).map(([cells, slashes, spaces]) => {
  let s = slashes ? `${cells.slice(0, 3).join('')}/${cells.slice(3, 6).join('')}/${cells.slice(6).join('')}` : cells.join('');
  for (const at of spaces) s = `${s.slice(0, at)} ${s.slice(at)}`;
  return s;
});

/** Nested lists of leaves, written with assorted spacing. */
const nestedArb = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, tie('leaf'), tie('list')),
  leaf: fc.integer({ min: -1e9, max: 1e9 }).map(String),
  list: fc.array(tie('node'), { minLength: 1, maxLength: 6 }).map((kids) => `[${kids.join(', ')}]`),
})).node;

/** Tree texts: small nested ones, long flat ones (to reach the fragment) and odd but syntactic text. */
const treeArb = fc.oneof(
  nestedArb,
  // Long ones repeat a short varied list k times, so a failure shrinks quickly.
  fc.tuple(fc.array(fc.integer({ min: -1e9, max: 1e9 }), { minLength: 5, maxLength: 40 }), fc.integer({ min: 1, max: 120 }))
    .map(([xs, k]) => `[${Array.from({ length: k }, (_, i) => `[${xs.join(',\n ')}, ${i}]`).join(', ')}]`),
  fc.string({ unit: fc.constantFrom('[', ']', ',', '1', '-', '+', ' ', '\t', '\n', '\r'), minLength: 1, maxLength: 40 })
    .filter(treeOk),
);

/** A legal Connect Four game as its column sequence, on a size. */
const c4Arb = fc.tuple(fc.constantFrom(...SIZES), fc.array(fc.nat(1000), { maxLength: 30 })).map(([size, picks]) => {
  let p = empty(size);
  for (const k of picks) {
    const legal = legalColumns(p);
    if (!legal.length) break;
    p = drop(p, legal[k % legal.length]);
  }
  return { size, moves: formatMoves(p) };
});

/**
 * A panel configuration other than side default `dflt` (a default one is written as no parameter and read back as null):
 * an algorithm and maybe its own depth (null: no limit).
 */
const configArb = (dflt) => fc.tuple(fc.constantFrom('minimax', 'alphabeta'), fc.option(fc.option(fc.integer({ min: 0, max: 20 })), { nil: undefined }))
  .filter(([alg, depth]) => alg !== dflt || depth !== undefined)
  .map(([alg, depth]) => (depth === undefined ? { alg } : { alg, depth }));

/** Enhancements, aspiration only with id; MTD(f) only with the table. */
const enhanceArb = fc.subarray(ENHANCEMENTS).map((xs) => canonicalEnhance(xs.includes('aspiration') && !xs.includes('id') ? [...xs, 'id'] : xs));

const viewArb = fc.record({
  c4: fc.option(c4Arb),
  enhance: enhanceArb,
  ttSize: fc.oneof(fc.constant(65536), fc.integer({ min: 1, max: 4194304 })),
  mtdf: fc.boolean(),
  position: fc.oneof(
    boardArb.map((board) => ({ board })),
    treeArb.map((tree) => ({ tree })),
    // A tree edited from a gallery figure says which (from=).
    fc.tuple(treeArb, fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,63}$/)).map(([tree, from]) => ({ tree, from })),
    fc.record({ b: fc.integer({ min: 2, max: 5 }), d: fc.integer({ min: 1, max: 6 }), seed: fc.integer({ min: 0, max: 1e9 }) })
      .map((random) => ({ random: { ...random } })), // fast-check records have no prototype
  ),
  order: fc.constantFrom(...ORDERS),
  seed: fc.integer({ min: 0, max: 1e9 }),
  depth: fc.option(fc.integer({ min: 0, max: 20 })),
  variant: fc.constantFrom('fail-soft', 'fail-hard'),
  scoring: fc.constantFrom('wdl', 'fast'),
  lang: fc.constantFrom(null, 'en', 'ja', 'ko'),
  step: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1e9 })),
  view: fc.constantFrom(null, 'both', 'minimax', 'alphabeta', 'overlay'),
  lecture: fc.boolean(),
  negamax: fc.boolean(),
  pass: fc.option(fc.integer({ min: 1, max: 1000 })),
  drawer: fc.constantFrom(null, ...CHOICES.drawer),
  embed: fc.boolean(),
  prune: fc.constantFrom('ge', 'gt'),
  agents: fc.integer({ min: 1, max: 6 }),
  bounds: fc.constantFrom('', '0,10', '-5,5', '1.5,9'),
  left: fc.option(configArb('minimax')),
  right: fc.option(configArb('alphabeta')),
}, { noNullPrototype: true }).map(({ c4, mtdf, ...v }) => ({
  ...v,
  seed: v.order === 'random' ? v.seed : 1, // the seed belongs to the random order
  ...(c4 ? { game: 'connect4', size: c4.size, position: { moves: c4.moves } } : { game: 'tictactoe', size: '7x6' }),
  pruned: mtdf && v.enhance.split(',').includes('tt') ? 'mtdf' : 'alphabeta',
  ghosts: 'min', // Pacman's options: the defaults in other games
  eval: 'score',
  play: null, // a played game's seed: maze games only
  preset: null, // a preset's link is tested on its own below
}));

test('property: every valid view survives encode then decode exactly, with no errors', async () => {
  await fc.assert(fc.asyncProperty(viewArb, async (v) => {
    assertValidView(v);
    const link = await encode(v);
    assert.equal(link.tooLong, null);
    const { view, errors } = await decode(link.search, link.hash);
    assert.deepEqual(errors, []);
    assert.deepEqual(view, v);
  }), { numRuns: 400 });
});

// Any code point, lone surrogates included. (fast-check's 'binary' unit builds a
// 1.1-million-entry table on first use, which costs seconds.)
const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map((c) => String.fromCodePoint(c));

const NAMES = [...PARAMS, 'Board', 'STEP', 'x', '', 'z', 'preset', 'preset'];
const VALUE_PIECES = ['%00', '%0A', '%', '%zz', '%E0%A4', '%C3', '%2B', '+', '&', '=', '#', '?', ',', '/', '[', ']',
  '0', '1', '9', '-', '.', 'e', 'X', 'O', 'random', 'natural', 'fail-hard', 'fast', 'en', '\u2028', '\u202e', '😀',
  '\ud800', '９', 'connect4', '5x4', '7x6', 'tt', 'id', 'aspiration', 'mtdf', 'none', '4', '7',
  'minimax', 'alphabeta', 'depth:', ':', 'quiescence:2', 'futility:0.5', 'depth:none', '%3A', 'rich-fig5', 'aima', 'Rich', '--'];

/** A query of known and unknown names with values made of tricky pieces, or any text at all. */
const querySearchArb = fc.oneof(
  fc.array(fc.tuple(fc.constantFrom(...NAMES), fc.string({ unit: fc.constantFrom(...VALUE_PIECES), maxLength: 20 })),
    { maxLength: 8 }).map((pairs) => `?${pairs.map(([k, x]) => `${k}=${x}`).join('&')}`),
  fc.string({ unit: anyCodePoint, maxLength: 100 }),
  fc.tuple(fc.constantFrom(...NAMES), fc.constantFrom('9', 'X', '[', '1,', '%00', '😀'), fc.integer({ min: 10_000, max: 300_000 }))
    .map(([k, piece, n]) => `?${k}=${piece.repeat(n)}`),
);

/** Fragments: z= with garbage, random bytes, deflated garbage text, or any text at all. */
const hashArb = fc.oneof(
  fc.constant(''),
  fc.string({ unit: anyCodePoint, maxLength: 60 }).map((s) => `#${s}`),
  fc.string({ unit: fc.constantFrom(...VALUE_PIECES, 'A', 'z', '_'), maxLength: 40 }).map((s) => `#z=${s}`),
  fc.uint8Array({ maxLength: 200 }).map((b) => `#z=${b64url(b)}`),
  fc.string({ unit: fc.constantFrom('[', ']', ',', '1', 'a', '\u0000', '\n', '😀', '\ud800'), maxLength: 300 })
    .map((s) => ({ s })), // deflated in the property (compression is async)
);

test('property: garbage links never throw, give a complete valid view and only safe error values', async () => {
  await fc.assert(fc.asyncProperty(querySearchArb, hashArb, async (search, hashOrText) => {
    const hash = typeof hashOrText === 'string' ? hashOrText : `#z=${b64url(await deflate(hashOrText.s))}`;
    const { view, errors } = await decode(search, hash);
    assertValidView(view);
    for (const e of errors) assertSafeError(e);
  }), { numRuns: 400 });
});

test('property: isBoardSyntax and isTreeSyntax agree with the written syntax on any text', () => {
  const boardish = fc.string({ unit: fc.constantFrom(...CELLS, '/', ' ', 'a', '\t'), maxLength: 14 });
  const treeish = fc.string({ unit: fc.constantFrom('[', ']', ',', '7', '-', '+', ' ', '\n', 'a', '.', '\u3000'), maxLength: 14 });
  fc.assert(fc.property(fc.oneof(boardish, fc.string()), (s) => assert.equal(isBoardSyntax(s), boardOk(s), JSON.stringify(s))),
    { numRuns: 3000 });
  fc.assert(fc.property(fc.oneof(treeish, fc.string()), (s) => assert.equal(isTreeSyntax(s), treeOk(s), JSON.stringify(s))),
    { numRuns: 3000 });
});

// ---- panel configurations (state/panel-config.js) ----------------------------------------

test('panels: a configuration is written as left=/right= with its options and read back; old links have none', async () => {
  const v = viewOf({ depth: 4, left: { alg: 'alphabeta' }, right: { alg: 'alphabeta', depth: 5 } });
  const link = await encode(v);
  assert.equal(link.search, '?depth=4&left=alphabeta&right=alphabeta,depth:5');
  const back = await load(link.search);
  assert.deepEqual(back.errors, []);
  assert.deepEqual([back.view.left, back.view.right], [{ alg: 'alphabeta' }, { alg: 'alphabeta', depth: 5 }]);
  assert.deepEqual((await load('?right=minimax,depth:none')).view.right, { alg: 'minimax', depth: null });
  // Symmetry reduction is a toggle, on either panel; it changes the tree, so the panels no longer share one.
  const sym = await load('?left=minimax,symmetry:on&right=alphabeta,symmetry:on');
  assert.deepEqual([sym.errors, sym.view.left, sym.view.right], [[], { alg: 'minimax', symmetry: true }, { alg: 'alphabeta', symmetry: true }]);
  assert.ok(sharesTree(sym.view));
  assert.ok(!sharesTree(viewOf({ right: { alg: 'alphabeta', symmetry: true } })));
  // Today's pair is no parameter at all, and a link naming it reads back as the default.
  assert.equal((await encode(viewOf({ left: { alg: 'minimax' }, right: { alg: 'alphabeta' } }))).search, '');
  assert.deepEqual((await load('?left=minimax&right=alphabeta')).view, viewOf());
  for (const old of ['?depth=3', '?board=O.X/XXO/O..&order=reverse', '?random=3,4,7&view=overlay']) {
    const { view } = await load(old);
    assert.deepEqual([view.left, view.right], [null, null], old);
  }
});

test('panels: bad configurations are named and fall back to today\'s panel', async () => {
  const cases = [
    ['?left=negamax', 'left', 'notOneOf', '“negamax”'],
    ['?right=alphabeta,depth:21', 'right', 'outOfRange', '“depth:21”'],
    ['?right=alphabeta,depth:-1', 'right', 'notWholeNumber', '“depth:-1”'],
    ['?right=alphabeta,depth', 'right', 'notOneOf', '“depth”'],
    ['?right=alphabeta,depth:3,depth:4', 'right', 'notOneOf', '“depth:4”'],
    // Only the choices the entry lists.
    ['?right=alphabeta,eval:clever', 'right', 'notOneOf', '“eval:clever”'],
    // Futility is alpha-beta's alone.
    ['?left=minimax,futility:0.5', 'left', 'notOneOf', '“futility:0.5”'],
  ];
  for (const [search, param, reason, value] of cases) {
    const { view, errors } = await load(search);
    assert.equal(only(errors, param, reason).value, value, search);
    assert.equal(view[param], null);
  }
});

test('panels: effective configurations fill in the shared options; only minimax | pruning with equal depths share a tree', () => {
  assert.deepEqual(effective(viewOf({ depth: 3 })), {
    left: { alg: 'minimax', depth: 3, quiescence: 0, secondary: 0, symmetry: false, eval: 'default' },
    right: { alg: 'alphabeta', depth: 3, quiescence: 0, futility: 0, secondary: 0, book: false, endgame: 0, symmetry: false, eval: 'default' },
  });
  // Options minimax ignores (futility) may differ on one tree; quiescence may not.
  assert.ok(sharesTree(viewOf({ depth: 3, right: { alg: 'alphabeta', futility: 0.5 } })));
  assert.ok(!sharesTree(viewOf({ depth: 3, right: { alg: 'alphabeta', quiescence: 2 } })));
  // The value futility lost is the difference of the root values only when futility is all that differs.
  assert.ok(differsOnlyIn(viewOf({ depth: 3, right: { alg: 'alphabeta', futility: 0.5 } }), 'futility'));
  assert.ok(differsOnlyIn(viewOf({ left: { alg: 'alphabeta' }, right: { alg: 'alphabeta', futility: 1 } }), 'futility'));
  assert.ok(!differsOnlyIn(viewOf({ depth: 3, right: { alg: 'alphabeta', futility: 0.5, depth: 4 } }), 'futility'));
  assert.ok(!differsOnlyIn(viewOf({ depth: 3, right: { alg: 'alphabeta', futility: 0.5, book: true } }), 'futility'));
  assert.ok(sharesTree(viewOf({ depth: 3 })));
  assert.ok(sharesTree(viewOf({ depth: 3, right: { alg: 'alphabeta', depth: 3 } })));
  assert.ok(!sharesTree(viewOf({ depth: 3, right: { alg: 'alphabeta', depth: 4 } })));
  assert.ok(!sharesTree(viewOf({ left: { alg: 'alphabeta' } })));
  assert.ok(!sharesTree(viewOf({ right: { alg: 'minimax', depth: 2 } })));
});

// ---- preset= (the gallery's links) ---------------------------------------------------

/** A preset name as links write it, or any such-looking text. */
const presetNameArb = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,63}$/);

test('preset=: a preset view is written as its name and how it is shown, nothing it searches', async () => {
  const v = viewOf({ preset: 'rich-fig5', position: { tree: 'A max[B=1, C=2]' }, depth: 3, order: 'reverse', view: 'alphabeta', step: 4, lang: 'ja' });
  assert.deepEqual(await encode(v), { search: '?preset=rich-fig5&view=alphabeta&step=4&lang=ja', hash: '', tooLong: null });
  // A long tree is not compressed into the link either: the name stands for it.
  const long = await encode(viewOf({ preset: 'nilsson-fig7', position: { tree: `[${'1,'.repeat(3000)}1]` } }));
  assert.deepEqual([long.search, long.hash], ['?preset=nilsson-fig7', '']);
  const { view, errors } = await load('?preset=rich-fig5&view=alphabeta&step=4&lang=ja');
  assert.deepEqual(errors, []);
  assert.deepEqual(view, viewOf({ preset: 'rich-fig5', view: 'alphabeta', step: 4, lang: 'ja' }));
});

test('preset=: what else a link searches conflicts with the preset and is left out; a malformed name is badPreset', async () => {
  const { view, errors } = await load('?preset=aima&depth=3&board=XO.......&lecture=1');
  assert.deepEqual(errors.map((e) => [e.param, e.reason, e.other]), [['depth', 'conflict', 'preset'], ['board', 'conflict', 'preset']]);
  assert.deepEqual(view, viewOf({ preset: 'aima', lecture: true }));
  for (const bad of ['', 'Rich-Fig5', '-x', 'a b', 'x'.repeat(65), '<script>', 'rich_fig5']) {
    const r = await load(`?preset=${encodeURIComponent(bad)}`);
    only(r.errors, 'preset', 'badPreset');
    assert.equal(r.view.preset, null);
    assert.equal(describe(r.errors[0]).key, 'link.badPreset');
  }
  only((await load('?preset=aima&preset=deep')).errors, 'preset', 'duplicate');
});

test('property: a preset link keeps the name and how it is shown, whatever else the view holds', async () => {
  await fc.assert(fc.asyncProperty(viewArb, presetNameArb, async (v0, preset) => {
    const v = { ...v0, preset };
    const { search, hash, tooLong } = await encode(v);
    assert.ok(search.startsWith(`?preset=${preset}`) && hash === '' && tooLong === null, search);
    const { view, errors } = await decode(search, hash);
    assert.deepEqual(errors, []);
    assert.deepEqual(view, viewOf({ preset, view: v.view, lecture: v.lecture, negamax: v.negamax, drawer: v.drawer, embed: v.embed, step: v.step, lang: v.lang }));
  }), { numRuns: 300 });
});

test('property: a preset link with anything after it never throws and keeps a valid name or none', async () => {
  await fc.assert(fc.asyncProperty(fc.oneof(presetNameArb, fc.string({ unit: fc.constantFrom(...VALUE_PIECES), maxLength: 12 })), querySearchArb, async (name, rest) => {
    const { view, errors } = await decode(`?preset=${name}&${rest.replace(/^\?/, '')}`, '');
    assertValidView(view);
    for (const e of errors) assertSafeError(e);
    assert.ok(view.preset === null || /^[a-z0-9][a-z0-9-]{0,63}$/.test(view.preset), view.preset);
    if (view.preset) for (const k of ['order', 'depth', 'agents', 'left', 'right']) assert.deepEqual(view[k], DEFAULTS[k], k);
  }), { numRuns: 300 });
});
