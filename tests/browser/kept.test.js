// The page keeps what it shows (issue 32, point 5). A link that cannot be shown as it is keeps
// its game, with the part it could not honour replaced by the nearest good value and said at the
// top, by the link's message (state/rescue.js); state a link cannot hold (a long typed tree,
// trained weights) is kept in this browser, the link holds its key, and a reload finds it
// (state/kept.js).

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { openLesson, settled, start, textMatches } from './harness.js';

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
  assert.match(s.alert, /^This link could not be shown as it is: move 1 of the history, "N", is not a legal action there .* The history is left out: the layout is shown from its start\.$/);
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

/** A tree of `leaves` leaves of scattered values (so that deflate cannot pack it into a link), about 5.9 characters a leaf. */
function longTree(leaves) {
  let x = 12345;
  const v = [];
  for (let i = 0; i < leaves; i++) { x = (x * 1103515245 + 12345) % 2147483648; v.push(x % 100000); }
  return `[${v.join(',')}]`;
}

test('a typed tree too long for a link is kept in this browser: the link holds its key, reload shows it, the box keeps it', async (t) => {
  const { page, context } = await h.openClean(t, '?tree=[1,2]&order=reverse');
  const tree = longTree(470000);
  assert.ok(tree.length > 2_500_000, `${tree.length} characters`);
  await openLesson(page, 'position');
  await page.locator('#tree-input').fill(tree);
  await page.locator('#tree-input').press('Enter');
  await page.waitForFunction(() => window.abviz.app.tree?.n === 470001, null, { timeout: 60000 });
  await settled(page);
  await page.waitForFunction(() => /[?&]kept=[A-Za-z0-9_-]{16}/.test(location.search), null, { timeout: 20000 });
  assert.match(await page.evaluate(() => location.search), /^\?kept=[A-Za-z0-9_-]{16}&order=reverse/);
  // The box still holds what was typed.
  assert.equal(await page.locator('#tree-input').evaluate((b) => b.value.length), tree.length);
  await openLesson(page, 'share');
  assert.equal((await page.locator('#kept-note').textContent()).trim(),
    'This tree is too long for a link: it is kept in this browser, and the link holds its key; a link opened elsewhere will not have it.');
  const search = await page.evaluate(() => location.search);
  // Reload: the same tree, no message.
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await settled(page);
  assert.equal(await page.evaluate(() => window.abviz.app.tree.n), 470001);
  assert.equal(await page.evaluate(() => window.abviz.app.view.order), 'reverse');
  assert.equal((await page.locator('#link-alert').textContent()).trim(), '');
  assert.equal(await page.evaluate(() => location.search), search);
  // Another browser (a fresh context has its own storage): the rest of the link, and why the tree is not there.
  const other = await h.browser.newContext({ viewport: { width: 1280, height: 720 } });
  t.after(() => other.close());
  const elsewhere = await other.newPage();
  await elsewhere.goto(`${h.origin}/${search.replace('lang=en', 'lang=ko')}`);
  await elsewhere.waitForSelector('body[data-ready="true"]');
  await settled(elsewhere);
  assert.equal(await elsewhere.evaluate(() => window.abviz.app.view.order), 'reverse');
  assert.match(await elsewhere.locator('#link-alert').textContent(), /이 브라우저에는 그것이 없습니다/);
  void context;
});

test('weights chosen with Use these weights are kept for the link: reload still uses them', async (t) => {
  const { page } = await h.openClean(t, '?game=connect4&moves=4453');
  await openLesson(page, 'lab');
  await page.locator('#learn-games').fill('100');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const use = page.getByRole('button', { name: 'Use these weights', exact: true });
  await page.waitForFunction(() => !document.getElementById('learn-use').disabled, null, { timeout: 120000 });
  await use.click();
  await page.waitForFunction(() => /[?&]kept=/.test(location.search), null, { timeout: 20000 });
  await settled(page);
  const note = (await page.locator('#c4-eval-note').textContent()).trim();
  assert.match(note, /learned in the lab \(100 games, seed 1\)/);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await settled(page);
  assert.equal((await page.locator('#c4-eval-note').textContent()).trim(), note);
  assert.equal((await page.locator('#link-alert').textContent()).trim(), '');
});

test('the shipped learned evaluation chosen in the lab is in the link itself: another browser opens with it, nothing kept', async (t) => {
  const { page } = await h.openClean(t, '?game=connect4&moves=4453&depth=4');
  await openLesson(page, 'lab');
  await page.getByRole('radio', { name: 'Learned (shipped)' }).check();
  await page.waitForFunction(() => /[?&]c4eval=learned/.test(location.search), null, { timeout: 20000 });
  await settled(page);
  const note = 'Evaluation at the depth limit: learned (shipped), chosen in the lab.';
  // Waited for, not read once: the link can change a moment before the load it starts is under way.
  await textMatches(page, '#c4-eval-note', /^\s*Evaluation at the depth limit: learned \(shipped\), chosen in the lab\.\s*$/);
  const search = await page.evaluate(() => location.search);
  assert.equal(search, '?game=connect4&moves=4453&c4eval=learned&depth=4&drawer=lab&lang=en');
  await openLesson(page, 'share');
  assert.equal((await page.locator('#kept-note').textContent()).trim(), '');
  // A fresh context has its own (empty) storage: the link alone brings the evaluation.
  const other = await h.browser.newContext({ viewport: { width: 1280, height: 720 } });
  t.after(() => other.close());
  const elsewhere = await other.newPage();
  await elsewhere.goto(`${h.origin}/${search}`);
  await elsewhere.waitForSelector('body[data-ready="true"]');
  await settled(elsewhere);
  assert.equal((await textMatches(elsewhere, '#c4-eval-note', /learned/)).trim(), note);
  assert.equal((await elsewhere.locator('#link-alert').textContent()).trim(), '');
  assert.ok(await elsewhere.getByRole('radio', { name: 'Learned (shipped)' }).isChecked());
  // Back to the hand-made evaluation: the parameter goes.
  await elsewhere.getByRole('radio', { name: 'Hand-made (open windows)' }).check();
  await elsewhere.waitForFunction(() => !/c4eval/.test(location.search), null, { timeout: 20000 });
  assert.ok(await elsewhere.locator('#c4-eval-note').isHidden());
});
