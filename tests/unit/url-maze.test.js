// Links to the maze games (Pacman, the two robots): web/state/url.js with the
// engine's real registry installed (a file of its own, since the other link
// tests run without it). A link restores the game, the layout, the moves
// played, the depth and Pacman's options; Pacman prunes on α > β unless told.
// Run with `node --test tests/unit/url-maze.test.js` (needs web/pkg).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import './wasm.js';
import { games } from '../../web/pkg/abviz_wasm.js';
import { setGames } from '../../web/base/games.js';
import { encode, decode } from '../../web/state/url.js';
import { DEFAULTS, LIMITS } from '../../web/state/view.js';
import { layoutText, paint, rowsOf } from '../../web/games/maze-layout.js';

setGames(games());

const view = (changes) => ({ ...DEFAULTS, game: 'tictactoe', size: '7x6', scoring: 'wdl', ...changes });
const roundTrip = async (v) => {
  const link = await encode(v);
  return { link, ...(await decode(link.search, link.hash)) };
};

test('a Pacman link says its game, layout, moves, depth and options, and reads back exactly', async () => {
  const v = view({ game: 'pacman', position: { maze: 'trappedClassic', history: 'EW' }, depth: 3, prune: 'gt', ghosts: 'random', eval: 'better', bounds: '-600,600' });
  const { link, view: back, errors } = await roundTrip(v);
  assert.equal(link.search, '?game=pacman&maze=trappedClassic&history=EW&ghosts=random&eval=better&depth=3&bounds=-600,600');
  assert.deepEqual(errors, []);
  assert.deepEqual(back, v);
});

test('a Pacman link without depth, prune or layout gets the registry\'s: minimaxClassic, 2 rounds, prune on α > β', async () => {
  const { view: v, errors } = await decode('?game=pacman', '');
  assert.deepEqual(errors, []);
  assert.deepEqual(v.position, { maze: 'minimaxClassic', history: '' });
  assert.equal(v.depth, 2);
  assert.equal(v.prune, 'gt');
  // Pruning on equality is the exception in Pacman, so it is written.
  assert.equal((await encode({ ...v, prune: 'ge' })).search, '?game=pacman&depth=2&prune=ge');
  const robots = await decode('?game=robots', '');
  assert.deepEqual([robots.view.position, robots.view.depth, robots.view.prune], [{ maze: 'open8', history: '' }, 6, 'ge']);
});

test('typed layout text survives a link: spaces, % and rows', async () => {
  const maze = '%%%%%/%P .%/% G %/%%%%%';
  const { link, view: back, errors } = await roundTrip(view({ game: 'pacman', position: { maze, history: '' }, depth: 2, prune: 'gt' }));
  assert.ok(link.search.includes('maze=%25%25%25%25%25/%25P+.%25/'), link.search);
  assert.deepEqual(errors, []);
  assert.equal(back.position.maze, maze);
});

test('bad maze links: each gives its error and the game\'s first layout from its start', async () => {
  const cases = [
    ['?game=pacman&maze=', 'maze', 'badMaze'],
    [`?game=pacman&maze=${'%25'.repeat(LIMITS.maxMazeChars + 1)}`, 'maze', 'badMaze'],
    ['?game=pacman&maze=%25P%0A%01', 'maze', 'badMaze'],
    ['?game=pacman&history=EQ', 'history', 'badHistory'],
    ['?game=pacman&history=ew', 'history', 'badHistory'],
    ['?game=pacman&board=O.X/.X./O..', 'board', 'conflict'],
    ['?game=robots&moves=44', 'moves', 'conflict'],
    ['?game=pacman&ghosts=smart', 'ghosts', 'notOneOf'],
    ['?game=pacman&eval=best', 'eval', 'notOneOf'],
  ];
  for (const [search, param, reason] of cases) {
    const { view: v, errors } = await decode(search, '');
    assert.deepEqual(errors.map((e) => [e.param, e.reason]), [[param, reason]], search);
    if (param === 'maze' || param === 'history') assert.deepEqual(v.position, { maze: 'minimaxClassic', history: '' }, search);
  }
  // A maze or history in a tic-tac-toe link is not used.
  const { errors } = await decode('?maze=minimaxClassic&history=N', '');
  assert.deepEqual(errors.map((e) => [e.param, e.reason]), [['maze', 'conflict'], ['history', 'conflict']]);
});

const mazeArb = fc.oneof(
  fc.constantFrom('minimaxClassic', 'trappedClassic', 'smallClassic', 'open8', 'maze'),
  fc.array(fc.string({ unit: fc.constantFrom('%', '.', 'o', 'P', 'G', '1', ' ', 'W', 'B', '#', '+', '&', '=', '?', 'é'), minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 6 })
    .map((rows) => rows.join('/')).filter((s) => s.trim() !== ''),
);

const mazeViewArb = fc.record({
  game: fc.constantFrom('pacman', 'robots'),
  maze: mazeArb,
  history: fc.string({ unit: fc.constantFrom('N', 'S', 'E', 'W', 'X'), maxLength: 30 }),
  depth: fc.option(fc.integer({ min: 0, max: 20 })),
  prune: fc.constantFrom('ge', 'gt'),
  ghosts: fc.constantFrom('min', 'random'),
  eval: fc.constantFrom('score', 'better'),
  bounds: fc.constantFrom('', '-600,600', '0,10'),
  step: fc.nat(1e6),
  lang: fc.constantFrom(null, 'en', 'ja', 'ko'),
}, { noNullPrototype: true }).map(({ maze, history, ...v }) => view({ ...v, position: { maze, history } }));

test('property: every maze view survives encode then decode exactly, with no errors', async () => {
  await fc.assert(fc.asyncProperty(mazeViewArb, async (v) => {
    const { view: back, errors } = await roundTrip(v);
    assert.deepEqual(errors, []);
    assert.deepEqual(back, v);
  }), { numRuns: 300 });
});

test('property: garbage maze links never throw and give a maze view of the game', async () => {
  const piece = fc.constantFrom('%', '%25', '%00', '+', '&', 'N', 'x', '😀', '\u2028', '=', 'maze', 'history', '/');
  await fc.assert(fc.asyncProperty(fc.constantFrom('pacman', 'robots'), fc.string({ unit: piece, maxLength: 30 }), fc.string({ unit: piece, maxLength: 30 }), async (game, m, h) => {
    const { view: v } = await decode(`?game=${game}&maze=${m}&history=${h}`, '');
    assert.equal(v.game, game);
    assert.equal(typeof v.position.maze, 'string');
    assert.match(v.position.history, /^[NSEWX]*$/);
  }), { numRuns: 200 });
});

test('painting a cell: y counts upward, and Pacman, White and Black move rather than multiply', () => {
  const text = layoutText('pacman', 'minimaxClassic');
  assert.equal(text, '%%%%%%%%%/%.P    G%/% %.%G%%%/%G    %%%/%%%%%%%%%');
  // (1, 1) is the bottom row's second cell, a ghost: now a wall.
  assert.equal(paint('pacman', text, 1, 1, '%'), '%%%%%%%%%/%.P    G%/% %.%G%%%/%%    %%%/%%%%%%%%%');
  // Pacman painted at (3, 3) leaves its old cell as floor.
  assert.equal(paint('pacman', text, 3, 3, 'P'), '%%%%%%%%%/%. P   G%/% %.%G%%%/%G    %%%/%%%%%%%%%');
  assert.equal(paint('pacman', text, 9, 0, '.'), null);
  assert.equal(paint('robots', '..W/B..', 0, 1, 'B'), 'B.W/...');
  assert.deepEqual(rowsOf('\n%P%\n% %\n'), ['%P%', '% %']);
});
