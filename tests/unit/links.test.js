// The address bar follows the view (state/links.js): writes are coalesced
// to one a frame, but two new positions asked for within one frame (the
// computer's reply from the book right after the student's move) each get
// their own history entry, in order, so the browser's Back returns to the
// first. Run with `node --test tests/unit/`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import './wasm.js'; // initialises the wasm module
import { games } from '../../web/pkg/abviz_wasm.js';
import { setGames } from '../../web/base/games.js';
import { DEFAULTS } from '../../web/state/view.js';
import { Links } from '../../web/state/links.js';

setGames(JSON.parse(games()));

/** A page of the address bar's own: history and frames recorded, run when asked. */
function fakePage() {
  const entries = [];
  const frames = [];
  globalThis.location = { pathname: '/', origin: 'http://x' };
  globalThis.history = {
    pushState: (_, __, url) => entries.push(['push', url]),
    replaceState: (_, __, url) => entries.push(['replace', url]),
  };
  globalThis.requestAnimationFrame = (cb) => frames.push(cb);
  globalThis.document = { getElementById: () => null };
  const app = { tree: {}, view: null, pos: 0, pass: null, playing: false };
  const runFrames = async () => {
    while (frames.length) frames.shift()(0);
    await new Promise((r) => setTimeout(r, 20));
  };
  return { app, entries, runFrames };
}

const c4 = (moves) => ({ ...DEFAULTS, game: 'connect4', size: '7x6', depth: 2, position: { moves } });

test('two new positions within a frame are two history entries, in order', async () => {
  const { app, entries, runFrames } = fakePage();
  const links = new Links({ app });
  app.view = c4('44');
  links.request('push');
  app.view = c4('444');
  links.request('push');
  await runFrames();
  await links.writes;
  assert.deepEqual(entries.map(([mode, url]) => [mode, new URLSearchParams(url.slice(1)).get('moves')]), [['push', '44'], ['push', '444']]);
});

test('steps within a frame are still one write in place, after a new position\'s entry', async () => {
  const { app, entries, runFrames } = fakePage();
  const links = new Links({ app });
  app.view = c4('4');
  links.request('push');
  app.pos = 3;
  links.request('replace');
  app.pos = 4;
  links.request('replace');
  await runFrames();
  await links.writes;
  assert.equal(entries.length, 1);
  assert.equal(entries[0][0], 'push');
  assert.equal(new URLSearchParams(entries[0][1].slice(1)).get('step'), '4');
});
