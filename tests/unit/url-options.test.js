// What a link searches besides the position (web/state/url.js): prune, agents and bounds, Connect Four, enhancements, panel configurations and preset=.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import './wasm.js'; // initialises the wasm module
import { games } from '../../web/pkg/abviz_wasm.js';
import { setGames } from '../../web/base/games.js';
import { encode, decode } from '../../web/state/url.js';
import { DEFAULTS, ENHANCEMENTS, canonicalEnhance, describe } from '../../web/state/view.js';
import { differsOnlyIn, effective, sharesTree } from '../../web/state/panel-config.js';
import { load, only, viewOf } from './url-helpers.js';

// The games' page defaults (Connect Four's depth 4) come from the engine's registry, as on the page.
setGames(JSON.parse(games()));

// ---- prune, agents and bounds ---------------------------------------------------------

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
