// Othello on the page (issue 29 point 8), driven as a student drives it in
// headless Chromium: picked in the Game picker (the 8×8 start at depth 3),
// the board's legal moves marked and played by click, keys and a finger,
// the discs a move flipped ringed and named, a pass, the sizes, a typed
// board refused next to the field, the 4×4 game solved, links, Japanese
// and Korean. The page's own reading of positions (to draw nodes and mark
// moves) is checked against the engine's tree, node by node.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { start, settled, textMatches, button, panelOf, chooseLanguage } from './harness.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

const open = async (t, query = '', options = {}) => (await h.openClean(t, query, options)).page;
const param = (page, name) => page.evaluate((n) => new URLSearchParams(location.search).get(n), name);
const summary = (page) => page.evaluate(() => window.abviz.app.summary);
const START4 = '..../.WB./.BW./.... b';
const link = (board, rest = '') => `?game=othello&board=${encodeURIComponent(board)}${rest}`;
/** The discs drawn in node `id` of a panel's tree: [black, white], two arcs a disc. */
const discsIn = (page, which, id) => page.locator(`${panelOf(which)} .node[data-node-id="${id}"] .glyph`).evaluate((g) => ['.othello-black', '.othello-white']
  .map((c) => (g.querySelector(c)?.getAttribute('d')?.match(/A/g)?.length ?? 0) / 2));
const cell = (page, name) => page.locator('#othello-grid').getByRole('button', { name: new RegExp(`^${name}:`) });

test('Othello is picked in the Game picker: the 8×8 start at depth 3, its legal moves marked, the counts the engine found', async (t) => {
  const page = await open(t, '?drawer=position');
  await page.getByRole('radio', { name: 'Othello', exact: true }).click();
  await settled(page);
  assert.equal(await param(page, 'game'), 'othello');
  assert.equal(await param(page, 'depth'), '3');
  const s = await summary(page);
  assert.deepEqual([s.kind, s.minimax.nodes, s.alphabeta.nodes], ['othello', 73, 49]);
  assert.equal(s.root, '......../......../......../...WB.../...BW.../......../......../........ b');
  // Black's four moves, each marked and named with what it flips.
  const legal = await page.locator('#othello-grid [data-legal="true"]').evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label')));
  assert.deepEqual(legal, ['d3: place a disc here, flipping 1', 'c4: place a disc here, flipping 1', 'f5: place a disc here, flipping 1', 'e6: place a disc here, flipping 1']);
  await textMatches(page, '#othello-status', /^Black to move \(MAX\)\. Black 2, White 2\.$/);
  // The root's picture: two discs a side; its child by d3, four Black and one White.
  assert.deepEqual(await discsIn(page, 'minimax', 0), [2, 2]);
  const d3 = await page.evaluate(() => { const t = window.abviz.app.tree; for (let i = 1; i < t.n; i++) if (t.parent[i] === 0 && t.move[i] === 2 * 8 + 3) return i; return -1; });
  assert.deepEqual(await discsIn(page, 'minimax', d3), [4, 1]);
});

test('a click and a key play a move: the disc placed, the discs flipped ringed and named, and the engine searching the position after it', async (t) => {
  const page = await open(t, `${link(START4)}&drawer=position`);
  await cell(page, 'b1').click();
  await settled(page);
  await textMatches(page, '#othello-status', /^Black placed b1 and flipped b2 \(ringed\)\. White to move \(MAX\)\. Black 4, White 1\.$/);
  assert.equal((await summary(page)).root, '.B../.BB./.BW./.... w');
  assert.equal(await cell(page, 'b2').getAttribute('data-flipped'), 'true');
  assert.equal(await cell(page, 'b1').getAttribute('data-placed'), 'true');
  // By keyboard: White's a1 (flanking b2 towards c3).
  await cell(page, 'a1').focus();
  await page.keyboard.press('Enter');
  await settled(page);
  await textMatches(page, '#othello-status', /^White placed a1 and flipped b2 \(ringed\)\./);
  assert.equal((await summary(page)).root, 'WB../.WB./.BW./.... b');
  // Start takes it back to the start of the same size.
  await button(page, 'Start').click();
  await settled(page);
  assert.equal((await summary(page)).root, START4);
  assert.equal(await page.locator('#othello-grid [data-flipped]').count(), 0, 'no move is ringed at a position typed or started');
});

test('a side with no move passes: the Pass button, and the tree\'s pass edge', async (t) => {
  const page = await open(t, `${link('WB../..../..../.... b', '&depth=none')}&drawer=position`);
  await textMatches(page, '#othello-status', /^Black has no move and must pass\.$/);
  const s = await summary(page);
  assert.equal(s.minimax.nodes > 1, true);
  const edge = await page.evaluate(() => { const t = window.abviz.app.tree; return [...t.move.slice(1)].filter((m, i) => t.parent[i + 1] === 0); });
  assert.deepEqual(edge, [64], 'the root\'s one child is the pass');
  await button(page, 'Pass').click();
  await settled(page);
  await textMatches(page, '#othello-status', /^Black passed\. White to move \(MAX\)\./);
  assert.equal((await summary(page)).root, 'WB../..../..../.... w');
});

test('the page reads positions as the engine plays them: every node\'s moves are its children in the engine\'s tree', async (t) => {
  const page = await open(t, `${link('......../......../......../...WB.../...BW.../......../......../........ b', '&depth=5')}`);
  const check = () => page.evaluate(async () => {
    const { moves, parse, play } = await import('./web/games/othello/rules.js');
    const t = window.abviz.app.tree;
    const kids = Array.from({ length: t.n }, () => []);
    for (let i = 1; i < t.n; i++) kids[t.parent[i]].push(t.move[i]);
    const pos = [parse(t.rootText)];
    const bad = [];
    let inner = 0;
    for (let i = 0; i < t.n; i++) {
      if (i > 0) pos[i] = play(pos[t.parent[i]], t.move[i]);
      if (!kids[i].length) continue; // a leaf: the depth limit or the end
      inner++;
      if (moves(pos[i]).join() !== [...kids[i]].sort((a, b) => a - b).join()) bad.push(i);
    }
    return { n: t.n, inner, bad };
  });
  const got = await check();
  // Every node above depth 5: 1 + 4 + 12 + 56 + 244 (the published counts of Othello's first plies).
  assert.equal(got.inner, 317, 'inner nodes checked');
  assert.deepEqual(got.bad, []);
  // The 4×4 game to its end, passes included (no depth limit): the JS rules agree there too.
  await page.goto(`${new URL(page.url()).origin}/${link(START4, '&depth=none')}`);
  await page.waitForSelector('body[data-ready="true"]');
  await settled(page);
  const s = await summary(page);
  // Solved from the start: White wins by 8, as every search of the whole tree finds.
  assert.deepEqual([s.minimax.nodes, s.minimax.value, s.alphabeta.value], [224821, -8, -8]);
  assert.deepEqual((await check()).bad, []);
});

test('sizes and typed boards: 6×6 from the menu, a bad board refused next to the field with the last tree kept', async (t) => {
  const page = await open(t, `${link(START4)}&drawer=position`);
  await page.getByLabel('Board', { exact: true }).selectOption('6');
  await settled(page);
  assert.equal((await summary(page)).root, '....../....../..WB../..BW../....../...... b');
  const field = page.getByRole('textbox', { name: 'Board text' });
  await field.fill('WB../..q./..../.... b');
  await field.press('Enter');
  await textMatches(page, '#board-alert', /cell c2 is 'q': use B, W or \. \(rows separated by \/\)/);
  assert.equal((await summary(page)).root, '....../....../..WB../..BW../....../...... b', 'the last tree stays');
  assert.equal(await field.inputValue(), 'WB../..q./..../.... b', 'what was typed stays');
  const [f, m] = await Promise.all([field.boundingBox(), page.locator('#board-alert').boundingBox()]);
  assert.ok(m.y > f.y && m.y - f.y < 400, 'the message is next to the field');
});

test('Othello in Japanese and Korean, and on a phone by touch', async (t) => {
  const page = await open(t, `${link(START4)}&drawer=position`);
  for (const [lang, game, status] of [['ja', 'オセロ', '黒の手番（MAX）。黒 2、白 2。'], ['ko', '오델로', '흑 차례(MAX). 흑 2, 백 2.']]) {
    await chooseLanguage(page, lang);
    assert.ok(await page.getByRole('radio', { name: game, exact: true }).isChecked());
    await textMatches(page, '#othello-status', new RegExp(`^${status.replace(/[.()]/g, '\\$&')}$`));
  }
  const phone = await open(t, `${link(START4)}&drawer=position`, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await cell(phone, 'a2').tap();
  await settled(phone);
  assert.equal((await summary(phone)).root, '..../BBB./.BW./.... w');
});
