// The page keeps what it shows (issue 32, point 5). A link that cannot be shown as it is keeps
// its game, with the part it could not honour replaced by the nearest good value and said at the
// top, by the link's message (state/rescue.js); state a link cannot hold (a long typed tree,
// trained weights) is kept in this browser, the link holds its key, and a reload finds it
// (state/kept.js).

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { openLesson, settled, start } from './harness.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

/** What the position's card says (the game and who moves) and the link's message. */
async function shown(page) {
  await settled(page);
  return {
    card: (await page.locator('#position-card-text').textContent()).trim(),
    alert: (await page.locator('#link-alert').textContent()).trim(),
    search: await page.evaluate(() => location.search),
  };
}

test('a Connect Four link too deep to draw opens on Connect Four at the deepest depth that fits, and says so', async (t) => {
  const { page } = await h.openClean(t, '?game=connect4&depth=20');
  const s = await shown(page);
  assert.match(s.card, /Connect Four/);
  assert.match(s.alert, /depth 20 passes the 2,500,000-node budget of a drawn search: it is shown at depth (\d+), the deepest that fits\./);
  const depth = Number(s.alert.match(/shown at depth (\d+)/)[1]);
  assert.ok(depth >= 4 && depth < 20, `depth ${depth}`);
  assert.equal(s.search, `?game=connect4&depth=${depth}&lang=en`);
  await openLesson(page, 'options');
  assert.equal(await page.locator('#depth-limit').inputValue(), String(depth));
});

test('a Pacman link whose history runs into a wall keeps Pacman and the moves up to the last legal one, in ja and ko too', async (t) => {
  const { page } = await h.openClean(t, '?game=pacman&history=NNNNNNNNNNNNNNNNNNNN');
  let s = await shown(page);
  assert.match(s.card, /Pacman/);
  assert.match(s.alert, /^Move 1 of the history, "N", is not a legal action there .* The history is left out: the layout is shown from its start\.$/);
  assert.equal(s.search, '?game=pacman&depth=2&lang=en');
  // West is legal once on minimaxClassic, then the wall: the history keeps the one W.
  await page.goto(`${h.origin}/?game=pacman&history=WWNN&lang=ja`);
  s = await shown(page);
  assert.match(s.alert, /手順は、合法な最後の手である 1 手目までを残しました。$/);
  assert.equal(s.search, '?game=pacman&history=W&depth=2&lang=ja');
  await page.goto(`${h.origin}/?game=connect4&depth=none&lang=ko`);
  s = await shown(page);
  assert.match(s.alert, /가장 깊은 깊이 \d+로 표시합니다\.$/);
  assert.match(s.search, /^\?game=connect4&depth=\d+&lang=ko$/);
});
