// A game's `parts` (games/index.js): what only its own views use loads with
// its first view, and gameOf gives the whole descriptor from then on. Nim's
// and Othello's drawings, editors and words are the example.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GAMES, gameOf, loadGame, loadGames } from '../../web/games/index.js';
import { has, setLang, t } from '../../web/i18n/index.js';

test('before its first view a game is its descriptor alone; loadGame merges its parts in, once, for every way of asking', async () => {
  for (const name of ['nim', 'othello']) {
    const light = gameOf(name);
    assert.equal(light, GAMES[name], name);
    // What the picker and the link codec read is there; the drawing and the editor are not.
    assert.equal(typeof light.link.read, 'function', name);
    assert.equal(typeof light.label, 'string', name);
    for (const field of ['svgGlyph', 'canvasGlyph', 'thumb', 'editor', 'picked', 'card', 'cellsOf']) assert.equal(light[field], undefined, `${name}.${field} before its first view`);
  }
  // The Game picker names the games before their words have loaded, in every language.
  setLang('en');
  assert.equal(t('gameOthello'), 'Othello');
  assert.equal(has('othello.hint'), false);

  const loads = [loadGame('nim'), loadGame('nim')];
  assert.equal(loads[0], loads[1], 'one load, however often asked');
  await Promise.all(loads);
  const nim = gameOf('nim');
  assert.notEqual(nim, GAMES.nim);
  assert.ok(Object.isFrozen(nim));
  for (const field of ['svgGlyph', 'canvasGlyph', 'thumb', 'editor', 'picked', 'card', 'cellsOf', 'rootNote']) assert.ok(nim[field], `nim.${field} after loadGame`);
  assert.equal(nim.first, GAMES.nim.first, 'the descriptor\'s own fields stay');
  assert.equal(gameOf({ kind: 'nim' }), nim, 'by a summary\'s kind');
  assert.equal(gameOf({ game: 'nim' }), nim, 'by a view\'s game');
  assert.deepEqual(nim.picked({}), { game: 'nim', position: { text: '1,2,3' } });
  assert.equal(gameOf('othello').svgGlyph, undefined, 'Othello still waits for its own first view');

  // A game with nothing to load, and a name no game has, resolve at once.
  await loadGame('tictactoe');
  await loadGame('kalah');
  assert.equal(gameOf('tictactoe'), GAMES.tictactoe);
  await loadGames();
  assert.equal(typeof gameOf('othello').svgGlyph, 'function');
  assert.equal(has('othello.hint'), true, 'its words came with it');
});
