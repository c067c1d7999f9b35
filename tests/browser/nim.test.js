// Nim on the page (issue 29 point 8), driven as a student drives it in
// headless Chromium: picked in the Game picker, its heaps typed or chosen,
// a bad position refused next to the field with the last tree kept, a
// move played from the tree's node menu, links, Japanese and Korean, and a
// phone. Bouton's rule, as the editor and the root's sentences state it,
// is checked against the value the engine's search finds.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { start, settled, textMatches, button, panelOf, chooseLanguage } from './harness.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

const open = async (t, query = '', options = {}) => (await h.openClean(t, query, options)).page;
const param = (page, name) => page.evaluate((n) => new URLSearchParams(location.search).get(n), name);
const summary = (page) => page.evaluate(() => window.abviz.app.summary);
const heapsField = (page) => page.getByRole('textbox', { name: 'Heaps' });
/** The sticks drawn in node `id` of a panel's tree: one stroke a stick. */
const sticksIn = (page, which, id) => page.locator(`${panelOf(which)} .node[data-node-id="${id}"] .glyph path:not(.frame):not(.badge)`).evaluateAll((ps) => ps.reduce((n, p) => n + (p.getAttribute('d')?.match(/M/g)?.length ?? 0), 0));

test('Nim is picked in the Game picker: the heaps in the editor and in every node, and the counts the engine found', async (t) => {
  const page = await open(t, '?drawer=position');
  await page.getByRole('radio', { name: 'Nim', exact: true }).click();
  await settled(page);
  assert.equal(await param(page, 'game'), 'nim');
  assert.equal(await param(page, 'board'), '1,2,3');
  assert.ok(await page.locator('#game-editor').isVisible(), 'Nim\'s editor is shown');
  assert.ok(await page.locator('#ttt-editor').isHidden(), 'the tic-tac-toe board is not');
  assert.equal(await heapsField(page).inputValue(), '1,2,3');
  const s = await summary(page);
  assert.deepEqual([s.kind, s.root, s.minimax.nodes, s.alphabeta.nodes], ['nim', '1,2,3', 447, 249]);
  await textMatches(page, '#minimax-counts', /447/);
  // The root holds 1 + 2 + 3 sticks; its child by H3−2 (heap 3 less 2) holds 4.
  assert.equal(await sticksIn(page, 'minimax', 0), 6);
  const child = await page.evaluate(() => { const t = window.abviz.app.tree; for (let i = 1; i < t.n; i++) if (t.parent[i] === 0 && t.move[i] === 2 * 16 + 2) return i; return -1; });
  assert.ok(child > 0);
  assert.equal(await sticksIn(page, 'minimax', child), 4);
  // The picture in the editor: a row a heap.
  assert.deepEqual(await page.locator('.nim-picture .nim-heap').allTextContents(), ['1  |  (1)', '2  ||  (2)', '3  |||  (3)']);
});

test('Bouton\'s rule, in the editor and the root\'s sentences, is the value the search finds, for each position offered', async (t) => {
  const page = await open(t, '?game=nim&board=1,2,3&drawer=position');
  for (const heaps of ['2,2', '2,3', '1,2,3', '1,2,4']) {
    await button(page, heaps).click();
    await settled(page);
    assert.equal(await param(page, 'board'), heaps);
    const xor = heaps.split(',').map(Number).reduce((a, b) => a ^ b, 0);
    const value = (await summary(page)).minimax.value;
    assert.equal(value, xor === 0 ? -1 : 1, `${heaps}: the engine agrees with Bouton`);
    const rule = xor === 0 ? `Bouton’s rule: ${heaps.split(',').join(' ⊕ ')} = 0, so the side to move loses against best play (value −1).`
      : `Bouton’s rule: ${heaps.split(',').join(' ⊕ ')} = ${xor}, not 0, so the side to move wins with best play (value +1).`;
    assert.equal(await page.locator('.nim-rule').textContent(), rule);
    // The first step's sentence (entering the root), the root's value and each panel's last say it too.
    await button(page, 'Step forward').click();
    const first = await textMatches(page, '#minimax-explain', /^Enter the root/);
    assert.ok(first.endsWith(rule), first);
    const rootExit = await page.evaluate(() => window.abviz.app.tree.tl.minimax.len);
    await page.getByRole('slider', { name: 'Trace position' }).fill(String(rootExit));
    const exit = await textMatches(page, '#minimax-explain', /value is/);
    assert.ok(exit.includes(`value is ${value === -1 ? '−1' : '+1'}.`), exit);
    assert.ok(exit.endsWith(rule), exit);
    await button(page, 'Go to end').click();
    for (const alg of ['minimax', 'alphabeta']) {
      const end = await textMatches(page, `#${alg}-explain`, /finished/);
      assert.match(end, new RegExp(`value (is )?${value === -1 ? '−1' : '\\+1'}[.,]`), `${alg}: ${end}`);
      assert.ok(end.endsWith(rule), `${alg}: ${end}`);
    }
  }
});

test('heaps typed in the field: a bad position is refused next to the field and the last tree stays; a good one is shown', async (t) => {
  const page = await open(t, '?game=nim&board=2,3&drawer=position');
  await heapsField(page).fill('1,99');
  await heapsField(page).press('Enter');
  const alert = await textMatches(page, '#board-alert', /heap 2 has 99 sticks: at most 15 a heap/);
  assert.ok(alert);
  const [field, message] = await Promise.all([heapsField(page).boundingBox(), page.locator('#board-alert').boundingBox()]);
  assert.ok(message.y - field.y < 400 && message.y > field.y, `the message (y ${message.y}) is near the field (y ${field.y})`);
  assert.ok(message.y + message.height <= 720, 'and on the screen');
  assert.equal((await summary(page)).root, '2,3', 'the last good tree stays');
  assert.equal(await heapsField(page).inputValue(), '1,99', 'what was typed stays, to be corrected');
  assert.equal(await param(page, 'board'), '2,3');
  await heapsField(page).fill(' 3, 1 ');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await settled(page);
  assert.equal((await summary(page)).root, '3,1');
  assert.equal(await param(page, 'board'), '3,1');
  assert.equal(await page.locator('#board-alert').textContent(), '');
});

test('a move played from the node menu: the heaps after it, and the Game picker goes back to them', async (t) => {
  const page = await open(t, '?game=nim&board=1,2,3&drawer=position');
  const child = await page.evaluate(() => { const t = window.abviz.app.tree; for (let i = 1; i < t.n; i++) if (t.parent[i] === 0 && t.move[i] === 16 + 1) return i; return -1; });
  await page.locator(`${panelOf('minimax')} .node[data-node-id="${child}"]`).click();
  await button(page, 'Play this move').click();
  await settled(page);
  assert.equal((await summary(page)).root, '1,1,3');
  assert.equal(await heapsField(page).inputValue(), '1,1,3');
  await page.getByRole('radio', { name: 'Tic-tac-toe' }).click();
  await settled(page);
  assert.equal((await summary(page)).kind, 'board');
  await page.getByRole('radio', { name: 'Nim', exact: true }).click();
  await settled(page);
  assert.equal((await summary(page)).root, '1,1,3');
});

test('a Nim link opens the position it holds; a bad one says what it shows instead', async (t) => {
  const page = await open(t, '?game=nim&board=2,3&depth=2');
  assert.equal((await summary(page)).root, '2,3');
  assert.equal(await param(page, 'depth'), '2');
  // The position card beside the trees: the heaps drawn, the game and position named, and who is MAX.
  await textMatches(page, '#position-card-text', /^Nim 2,3The side to move is MAX, the other MIN\.$/);
  assert.equal(await page.locator('#position-card-picture svg').getAttribute('data-sticks'), '5');
  const bad = await h.open('?game=nim&board=1,x');
  t.after(() => bad.context.close());
  await textMatches(bad.page, '#link-alert', /In this link, “board” is “1,x”, which is not a position of this game\. Showing 1,2,3 instead\./);
  await settled(bad.page);
  assert.equal((await summary(bad.page)).root, '1,2,3');
});

test('Nim in Japanese and Korean: the picker, the editor, the rule and the engine\'s message', async (t) => {
  const page = await open(t, '?game=nim&board=1,2,3&drawer=position');
  const cases = [
    ['ja', 'ニム', '山', 'ブートンの定理：1 ⊕ 2 ⊕ 3 = 0 なので、手番側は最善を尽くされると負けます（値 −1）。', '山 2 の棒が 99 本あります。1 つの山は 15 本までです。'],
    ['ko', '님', '더미', '부턴의 정리: 1 ⊕ 2 ⊕ 3 = 0이므로, 둘 차례인 쪽은 상대가 최선을 다하면 집니다(값 −1).', '더미 2의 막대가 99개입니다. 한 더미는 15개까지입니다.'],
  ];
  for (const [lang, game, heaps, rule, refused] of cases) {
    await chooseLanguage(page, lang);
    assert.ok(await page.getByRole('radio', { name: game, exact: true }).isChecked(), `${lang}: ${game} is the game`);
    assert.equal(await page.locator('.nim-rule').textContent(), rule);
    const field = page.getByRole('textbox', { name: heaps, exact: true });
    await field.fill('1,99');
    await field.press('Enter');
    await textMatches(page, '#board-alert', new RegExp(refused));
    await field.fill('1,2,3');
    await field.press('Enter');
    await settled(page);
  }
});

test('on a phone, a finger picks a position and both trees are counted', async (t) => {
  const page = await open(t, '?game=nim&board=1,2,3&drawer=position', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await button(page, '2,2').tap();
  await settled(page);
  const s = await summary(page);
  assert.deepEqual([s.root, s.minimax.nodes, s.alphabeta.nodes], ['2,2', 33, 27]);
});

test('a depth limit short of the end: the root\'s value is the search\'s 0, and the rule says why it differs', async (t) => {
  const page = await open(t, '?game=nim&board=3,4,5&depth=2');
  assert.equal((await summary(page)).minimax.value, 0);
  await button(page, 'Go to end').click();
  const end = await textMatches(page, '#minimax-explain', /finished/);
  assert.match(end, /value (is )?0[.,]/);
  const cut = 'Bouton’s rule: 3 ⊕ 4 ⊕ 5 = 2, not 0, so the side to move wins with best play (value +1); this search stopped at its depth limit, where a position not yet decided scores 0.';
  assert.ok(end.endsWith(cut), end);
  // Alpha-beta's last sentence (its summary of the whole search) says the same.
  const ab = await textMatches(page, '#alphabeta-explain', /finished after/);
  assert.ok(/value 0,/.test(ab) && ab.endsWith(cut), ab);
  // The editor's line is the rule alone: it states no search's value.
  assert.equal(await page.locator('.nim-rule').textContent(), 'Bouton’s rule: 3 ⊕ 4 ⊕ 5 = 2, not 0, so the side to move wins with best play (value +1).');
});
