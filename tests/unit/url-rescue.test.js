// A link keeps its game (issue 32): the codec reads any link with a valid game= as that game,
// whatever else it holds, and state/rescue.js, given a view the engine refused, finds the
// nearest view of the same game it accepts (the depth that fits, the history up to its last
// legal move, the game's default options, its start) and says what it changed.
// Run with `node --test tests/unit/url-rescue.test.js` (needs web/pkg).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import './wasm.js';
import { games } from '../../web/pkg/abviz_wasm.js';
import { setGames, ENGINE_GAMES } from '../../web/base/games.js';
import { decode } from '../../web/state/url.js';
import { DEFAULTS, PARAMS } from '../../web/state/view.js';
import { rescue } from '../../web/state/rescue.js';
import { VALUE_PIECES } from './url-arbitraries.js';

setGames(games());
const BOARD_GAMES = ENGINE_GAMES.filter((g) => g.view !== 'tree').map((g) => g.name);

test('any link with a valid game= opens on that game, whatever else it holds', async () => {
  // preset= stands for a whole view (its game is the preset's), so it is left out here.
  const others = PARAMS.filter((k) => k !== 'game' && k !== 'preset');
  const pairs = fc.array(fc.tuple(fc.constantFrom(...others, 'x', 'Depth'), fc.string({ unit: fc.constantFrom(...VALUE_PIECES), maxLength: 12 })), { maxLength: 8 });
  await fc.assert(fc.asyncProperty(fc.constantFrom(...BOARD_GAMES), pairs, fc.nat(8), async (game, rest, at) => {
    const all = [...rest];
    all.splice(Math.min(at, all.length), 0, ['game', game]);
    const { view } = await decode(`?${all.map(([k, v]) => `${k}=${v}`).join('&')}`, '');
    assert.equal(view.game, game);
  }), { numRuns: 400 });
});

/** A pretend engine: over `maxDepth` (or with no depth) the budget stops it; a history move 'N' is illegal; `refuse` names options it refuses. */
function engine({ maxDepth = 7, refuse = {}, tries = [] } = {}) {
  return async (v) => {
    tries.push(v);
    const bad = Object.entries(refuse).find(([k, x]) => v[k] === x);
    if (bad) return { code: 'option.Refused', params: { option: bad[0] } };
    const i = (v.position.history ?? '').indexOf('N');
    if (i >= 0) return { code: 'maze.IllegalMove', params: { index: i + 1, action: 'N' } };
    if (v.depth === null || v.depth > maxDepth) return { code: 'search.NodeLimit', params: { nodes: 2500000, limit: 2500000 } };
    return null;
  };
}

const c4 = (over) => ({ ...DEFAULTS, game: 'connect4', size: '7x6', position: { moves: '' }, depth: 20, ...over });
const pacman = (over) => ({ ...DEFAULTS, game: 'pacman', position: { maze: 'minimaxClassic', history: '' }, depth: 2, ...over });

test('a search over the budget gets the deepest depth below the link\'s that fits, and says so', async () => {
  const tries = [];
  const first = engine({ maxDepth: 7 });
  const r = await rescue(c4(), await first(c4()), engine({ maxDepth: 7, tries }));
  assert.equal(r.view.game, 'connect4');
  assert.equal(r.view.depth, 7);
  assert.deepEqual(r.notes, [{ key: 'rescue.depth', params: { asked: 20, depth: 7, limit: 2500000 } }]);
  // Upwards from Connect Four's start depth (4): 4, 5, 6, 7 fit, 8 does not; never the 12 deeper ones.
  assert.deepEqual(tries.map((v) => v.depth), [4, 5, 6, 7, 8]);
  // Below the start depth when even that is over.
  const low = await rescue(c4(), { code: 'search.NodeLimit', params: { limit: 9 } }, engine({ maxDepth: 2 }));
  assert.equal(low.view.depth, 2);
});

test('a history with an illegal move is kept up to the last legal move; the rest of the view stays', async () => {
  const v = pacman({ position: { maze: 'minimaxClassic', history: 'WWEN' + 'N'.repeat(16) }, ghosts: 'random' });
  const r = await rescue(v, await engine()(v), engine());
  assert.equal(r.view.game, 'pacman');
  assert.deepEqual(r.view.position, { maze: 'minimaxClassic', history: 'WWE' });
  assert.equal(r.view.ghosts, 'random');
  assert.deepEqual(r.notes.map((n) => n.key ?? n.err.code), ['maze.IllegalMove', 'rescue.history']);
  assert.equal(r.notes[1].params.kept, 3);
  const none = pacman({ position: { maze: 'minimaxClassic', history: 'N'.repeat(20) } });
  const r0 = await rescue(none, await engine()(none), engine());
  assert.deepEqual(r0.view.position, { maze: 'minimaxClassic', history: '' });
  assert.equal(r0.notes[1].key, 'rescue.historyNone');
});

test('options the engine refuses give way to the game\'s defaults, then its start; a tree link is not rescued', async () => {
  const v = c4({ depth: 5, order: 'reverse', position: { moves: '444' } });
  const refusing = engine({ refuse: { order: 'reverse' } });
  const r = await rescue(v, await refusing(v), refusing);
  assert.equal(r.view.game, 'connect4');
  assert.equal(r.view.order, DEFAULTS.order);
  assert.equal(r.view.depth, 4);
  assert.deepEqual(r.view.position, { moves: '444' });
  assert.deepEqual(r.notes.map((n) => n.key ?? n.err.code), ['option.Refused', 'rescue.options']);
  // A position refused whatever the options: the game's start.
  const atStart = async (x) => (x.position.moves ? { code: 'connect4.Bad' } : null);
  const s = await rescue(v, { code: 'connect4.Bad' }, atStart);
  assert.deepEqual([s.view.game, s.view.position, s.notes.at(-1).key], ['connect4', { moves: '' }, 'rescue.position']);
  assert.equal(await rescue({ ...DEFAULTS, position: { tree: '[1,2' } }, { code: 'tree.Bad' }, async () => null), null);
  // Nothing of the game can be shown: null, and the page falls back as before.
  assert.equal(await rescue(v, { code: 'x' }, async () => ({ code: 'x' })), null);
});
