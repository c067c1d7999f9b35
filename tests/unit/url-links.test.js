// Valid links (web/state/url.js): the defaults and limits, what encode writes, what decode reads back, and how an error is described; run with `node --test tests/unit/`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { encode, decode } from '../../web/state/url.js';
import { DEFAULTS, LIMITS, PARAMS, describe, describeTooLong } from '../../web/state/view.js';
import { DEFAULT_BOARD, ORDERS, load, only, viewOf } from './url-helpers.js';

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

test('PARAMS lists every parameter in the order links are written', () => {
  assert.deepEqual(PARAMS, ['preset', 'game', 'size', 'board', 'tree', 'z', 'random', 'from', 'kept', 'moves', 'c4eval', 'maze', 'history', 'ghosts', 'eval', 'play', 'order', 'seed',
    'depth', 'variant', 'scoring', 'prune', 'agents', 'bounds', 'enhance', 'ttsize', 'pruned', 'left', 'right', 'view', 'lecture', 'negamax', 'embed', 'drawer', 'sheet', 'pass', 'step', 'lang']);
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

test('the shipped learned evaluation travels in a Connect Four link as c4eval=learned; trained weights never do', async () => {
  const c4 = viewOf({ game: 'connect4', size: '7x6', position: { moves: '4453' }, depth: 4 });
  const link = await encode({ ...c4, c4eval: 'learned' });
  assert.equal(link.search, '?game=connect4&moves=4453&c4eval=learned&depth=4');
  const back = await decode(link.search, link.hash);
  assert.deepEqual(back.errors, []);
  assert.equal(back.view.c4eval, 'learned');
  // The default evaluation and a weight file's text write nothing (trained weights go to kept=).
  assert.equal((await encode({ ...c4, c4eval: 'default' })).search, '?game=connect4&moves=4453&depth=4');
  assert.equal((await encode({ ...c4, c4eval: '{"weights":[1,2]}' })).search, '?game=connect4&moves=4453&depth=4');
  assert.equal((await decode('?game=connect4&c4eval=default', '')).view.c4eval, undefined);
  const bad = await decode('?game=connect4&c4eval=mine', '');
  assert.deepEqual(bad.errors.map((e) => [e.param, e.reason]), [['c4eval', 'notOneOf']]);
  assert.equal(bad.view.c4eval, undefined);
  const elsewhere = await decode('?board=X........&c4eval=learned', '');
  assert.deepEqual(elsewhere.errors.map((e) => [e.param, e.reason]), [['c4eval', 'conflict']]);
  assert.equal(elsewhere.view.c4eval, undefined);
});
