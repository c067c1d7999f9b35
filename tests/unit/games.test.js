// The page learns of games from the engine's registry (wasm games(), the
// core's GAMES): every registry game has a page descriptor of the same name
// (the Game picker lists it through that descriptor), and the link codec's
// game= values and defaults are the registry's.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import './wasm.js'; // initialises the wasm module
import { games } from '../../web/pkg/abviz_wasm.js';
import { ENGINE_GAMES, engineGame, setGames } from '../../web/base/games.js';
import { GAMES, loadGames } from '../../web/games/index.js';
import { pickerGames, shownGame } from '../../web/games/picker.js';
import { CHOICES, DEFAULTS } from '../../web/state/view.js';
import { decode, encode } from '../../web/state/url.js';
import { en as enPage, ownStrings } from '../../web/i18n/all.js';

// English: the page's dictionary and the strings games bring in their folders.
const en = { ...ownStrings('en'), ...enPage };
const REGISTRY = JSON.parse(games());
setGames(REGISTRY);
// The descriptors whole, with the parts a game's first view loads (games/index.js loadGame).
await loadGames();

test('every game of the engine\'s registry has a page descriptor of the same name, with a label and a way to be picked', () => {
  assert.ok(REGISTRY.length >= 3, 'tic-tac-toe, Connect Four and trees at least');
  const { games: listed, missing } = pickerGames(REGISTRY);
  assert.deepEqual(missing, [], `registry games with no page descriptor in web/games/index.js: ${missing.join(', ')}`);
  assert.deepEqual(listed.map((g) => g.name), REGISTRY.map((g) => g.name), 'the picker lists exactly the registry, in its order');
  for (const { name, descriptor } of listed) {
    assert.equal(typeof descriptor.picked, 'function', `${name}: picked(app)`);
    assert.equal(typeof en[descriptor.label], 'string', `${name}: its label ${descriptor.label} is in the English dictionary`);
    // Picking the game shows a view that the page reads as that game.
    const changes = descriptor.picked({});
    assert.equal(shownGame({ game: name === 'tree' ? 'tictactoe' : name, ...changes }), name);
  }
  // And the other way: the page has no descriptor for a game the engine does not know.
  for (const name of Object.keys(GAMES)) assert.ok(engineGame(name), `web/games/index.js has ${name}, which the engine's registry lacks`);
});

test('a registry game without a page descriptor is reported missing (and left out of the picker)', () => {
  const { games: listed, missing } = pickerGames([...REGISTRY, { name: 'kalah', aliases: [], title: 'Kalah', notation: 'pits', options: {}, view: 'kalah-board' }]);
  assert.deepEqual(missing, ['kalah']);
  assert.equal(listed.length, REGISTRY.length);
});

test('the link codec\'s game= values and defaults come from the registry', async () => {
  const boards = REGISTRY.filter((g) => g.view !== 'tree').map((g) => g.name);
  assert.deepEqual(CHOICES.game, boards);
  assert.equal(DEFAULTS.game, REGISTRY[0].name);
  assert.equal(DEFAULTS.scoring, REGISTRY[0].options.scoring);
  assert.equal(DEFAULTS.size, engineGame('connect4').options.size);
  const bad = await decode('?game=kalah', '');
  assert.deepEqual(bad.errors.map((e) => [e.param, e.reason, e.allowed]), [['game', 'notOneOf', boards]]);
  // A registry with another board game and other defaults: the codec follows it.
  try {
    setGames([...REGISTRY.map((g) => (g.name === 'tictactoe' ? { ...g, options: { scoring: 'fast' } } : g)),
      { name: 'kalah', aliases: [], title: 'Kalah', notation: 'pits', options: {}, view: 'kalah-board' }]);
    assert.deepEqual(CHOICES.game, [...boards, 'kalah']);
    assert.equal(DEFAULTS.scoring, 'fast');
    assert.deepEqual((await decode('?game=kalah', '')).errors, []);
    assert.equal((await decode('', '')).view.scoring, 'fast');
    assert.equal((await encode({ scoring: 'fast' })).search, '', 'the default is left out of links');
  } finally {
    setGames(REGISTRY);
  }
  assert.equal(ENGINE_GAMES.length, REGISTRY.length);
});

test('setGames refuses a registry it cannot use', () => {
  assert.throws(() => setGames([]), /no games/);
  assert.throws(() => setGames([{ name: 'x', title: 'X', notation: 'n', view: 'v' }]), /lacks options/);
  assert.throws(() => setGames('[{"name": "x"}]'), /lacks title/);
  setGames(games());
  assert.deepEqual(ENGINE_GAMES.map((g) => g.name), REGISTRY.map((g) => g.name));
});
