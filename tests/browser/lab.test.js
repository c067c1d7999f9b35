// The enhancement lab and Solve (Connect Four) in real headless Chromium,
// driven as a person drives them: choose Connect Four, press Run and watch
// the table fill in cell by cell from the lab's own worker, read the chart
// and the verdict, cancel a long run; type a position and press Solve.
// harness.openClean fails a test on console errors.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { start, settled, textMatches, button, openLesson } from './harness.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

/** The page with Connect Four chosen by its game switch (in the Position drawer), and the lab opened from the lesson bar. */
async function connectFour(t, query = '', options = {}) {
  const { page } = await h.openClean(t, query, options);
  const how = options.hasTouch ? 'tap' : 'click';
  await openLesson(page, 'position', how);
  await page.getByRole('radio', { name: 'Connect Four' }).check();
  await settled(page);
  await openLesson(page, 'lab', how);
  await page.locator('#lab').waitFor({ state: 'visible' });
  await page.locator('#lab').scrollIntoViewIfNeeded();
  return page;
}

/** Types a column sequence into the Connect Four editor, as a person does, and waits for its trees. */
async function enterMoves(page, moves) {
  await openLesson(page, 'position');
  const field = page.getByRole('textbox', { name: 'Column sequence' });
  await field.fill(moves);
  await field.press('Enter');
  await settled(page);
}

/** The table's cells as text: {row id: [text at depth 1, 2, …]}. */
// (A cell's first text is its count; the futility row's cells add a line under it.)
const tableCells = (page) => page.evaluate(() => Object.fromEntries([...document.querySelectorAll('#lab-table tbody tr')]
  .map((tr) => [tr.dataset.row, [...tr.querySelectorAll('td[data-depth]')].map((td) => td.firstChild?.textContent ?? '')])));

test('the lab is only for Connect Four: hidden for tic-tac-toe', async (t) => {
  const { page } = await h.openClean(t);
  const lab = page.locator('#lessons [data-drawer="lab"]');
  assert.equal(await page.locator('#lab').isVisible(), false);
  assert.equal(await lab.isVisible(), false, 'no Lab button for tic-tac-toe');
  await openLesson(page, 'position');
  await page.getByRole('radio', { name: 'Connect Four' }).check();
  await settled(page);
  await openLesson(page, 'lab');
  await page.locator('#lab').waitFor({ state: 'visible' });
  await openLesson(page, 'position');
  await page.getByRole('radio', { name: 'Tic-tac-toe' }).check();
  await settled(page);
  await page.locator('#lab').waitFor({ state: 'hidden' });
  await lab.waitFor({ state: 'hidden' });
});

test('Run fills the table cell by cell, draws a line per row and the bound, and gives the verdict', async (t) => {
  const page = await connectFour(t);
  const depth = Number(await page.getByRole('spinbutton', { name: 'Up to depth' }).inputValue());
  assert.ok(depth >= 1, `the lab's depth: ${depth}`);
  // Every status the page shows while it runs: the cells arrive one by one, not all at the end.
  await page.evaluate(() => {
    window.labStatuses = [];
    new MutationObserver(() => window.labStatuses.push(document.getElementById('lab-status').textContent))
      .observe(document.getElementById('lab-status'), { childList: true, characterData: true, subtree: true });
  });
  await button(page, 'Run').click();
  const rows = await page.locator('#lab-table tbody tr').count();
  assert.equal(rows, 13);
  const total = rows * depth;
  await textMatches(page, '#lab-status', new RegExp(`^${total} of ${total}$`), 120000);
  const seen = await page.evaluate(() => window.labStatuses);
  assert.ok(seen.some((s) => /^\d+ of \d+$/.test(s) && !s.startsWith(`${total} `) && !s.startsWith('0 ')), `partial progress was shown: ${seen.join(' | ')}`);
  assert.equal(await page.locator('#lab').getByRole('button', { name: 'Cancel' }).count(), 0, 'no Cancel once it is done');

  const cells = await tableCells(page);
  // From the empty 7x6 board every search enters the root and its 7 children at depth 1; minimax 1 + 7 + 49 at depth 2.
  assert.equal(cells.minimax[0], '8');
  assert.equal(cells.minimax[1], '57');
  for (const [row, texts] of Object.entries(cells)) {
    assert.equal(texts.length, depth, row);
    for (const text of texts) assert.match(text, /^(\d{1,3}(,\d{3})*|—)$/, `${row}: ${texts.join(' ')}`);
  }
  // Alpha-beta in natural order enters fewer nodes than minimax at depth 3 and more.
  if (depth >= 3) assert.ok(Number(cells.natural[2].replace(/,/g, '')) < Number(cells.minimax[2].replace(/,/g, '')));
  // The best case row: b = 7 on the empty board.
  await textMatches(page, '#lab-table tfoot', /Best case \(b = 7\)/);
  assert.equal(await page.locator('#lab-table tfoot td[data-depth="2"]').textContent(), '21');
  // On the 1280 projector the whole table fits the drawer: every depth and the EBF without scrolling sideways.
  const wrap = await page.locator('#lab .lab-table-wrap').evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth, window: innerWidth }));
  if (wrap.window === 1280) assert.ok(wrap.scroll <= wrap.client + 1, `the lab table fits its drawer: ${JSON.stringify(wrap)}`);

  // The chart: one line per row with a count, and the bound, each in the legend; axes labelled; a summary for screen readers.
  const chart = page.locator('#lab-chart svg');
  assert.equal(await chart.getAttribute('role'), 'img');
  assert.match(await chart.getAttribute('aria-label'), /Nodes entered by depth.*At depth \d+: fewest nodes/);
  assert.equal(await chart.locator('.lab-line').count(), 13);
  assert.equal(await chart.locator('.lab-bound').count(), 1);
  assert.equal(await page.locator('#lab-legend li').count(), 14);
  assert.ok((await chart.textContent()).includes('Depth (plies)'));
  // Lines differ in dash as well as colour.
  const dashes = await chart.locator('.lab-line > path:not(.lab-point)').evaluateAll((ps) => ps.map((p) => p.getAttribute('stroke-dasharray')));
  assert.ok(new Set(dashes).size >= 3, dashes.join());

  // The verdict on the seed page's claim, at the deepest depth, with the counts it compares.
  const verdict = await textMatches(page, '[data-testid="lab-verdict"]',
    /^ID \+ killer \+ history: (\d+(\.\d)?× (fewer|more) nodes than|about as many nodes as) random order at depth \d+ \([\d,]+ against [\d,]+\)\. /);
  const [, ours, theirs] = /\(([\d,]+) against ([\d,]+)\)/.exec(verdict);
  const deepest = Math.max(...[...verdict.matchAll(/at depth (\d+)/g)].map((m) => Number(m[1])));
  const at = await tableCells(page);
  assert.equal(at['id-killer-history'][deepest - 1], ours);
  assert.equal(at.random[deepest - 1], theirs);
  const fewer = /fewer/.test(verdict);
  assert.equal(fewer, Number(ours.replace(/,/g, '')) < Number(theirs.replace(/,/g, '')));
});

test('Cancel stops a long run: the count stays where it was, and Run works again', async (t) => {
  const page = await connectFour(t);
  await page.getByRole('spinbutton', { name: 'Up to depth' }).fill('12');
  await button(page, 'Run').click();
  await textMatches(page, '#lab-status', /^([1-9]\d*) of 156$/, 60000);
  await page.locator('#lab').getByRole('button', { name: 'Cancel' }).click();
  const stopped = await textMatches(page, '#lab-status', /^Cancelled after \d+ of 156\.$/);
  const filled = await page.locator('#lab-table td[data-depth]:not([data-state="pending"])').count();
  await page.waitForTimeout(1500);
  assert.equal(await page.locator('#lab-status').textContent(), stopped, 'nothing more arrives');
  assert.equal(await page.locator('#lab-table td[data-depth]:not([data-state="pending"])').count(), filled);
  assert.ok(filled < 156, `${filled} cells`);
  // The trees were never held up, and the lab runs again.
  assert.equal(await page.evaluate(() => window.abviz.app.busy), null);
  await page.getByRole('spinbutton', { name: 'Up to depth' }).fill('2');
  await button(page, 'Run').click();
  await textMatches(page, '#lab-status', /^26 of 26$/, 60000);
});

test('Solve 44455554221: each column as it arrives, then the value −15', async (t) => {
  const page = await connectFour(t);
  await enterMoves(page, '44455554221');
  await openLesson(page, 'solver');
  await page.evaluate(() => {
    window.solveStatuses = [];
    new MutationObserver(() => window.solveStatuses.push(document.getElementById('solve-status').textContent))
      .observe(document.getElementById('solve-status'), { childList: true, characterData: true, subtree: true });
  });
  await button(page, 'Solve').click();
  await textMatches(page, '#solve-status', /^7 of 7 columns$/, 120000);
  const value = await textMatches(page, '[data-testid="solve-value"]', /^Value −15 for O, the side to move: a loss in 1\.$/);
  assert.ok(value);
  const columns = await page.locator('[data-testid="solve-columns"] li').allTextContents();
  assert.equal(columns.length, 7);
  for (const [i, text] of columns.entries()) assert.match(text, new RegExp(`^column ${i + 1}: (win in \\d+|loss in \\d+|draw|full)`), text);
  assert.ok(columns.some((c) => /^column \d: loss in 1 \(−15[,)]/.test(c)), columns.join(' | '));
  assert.ok(await page.locator('[data-testid="solve-columns"] li[data-best="true"]').count() >= 1);
  // The columns arrived one at a time.
  const seen = await page.evaluate(() => window.solveStatuses);
  for (const k of [1, 3, 6]) assert.ok(seen.includes(`${k} of 7 columns`), seen.join(' | '));
  await textMatches(page, '#solve-for', /^Position: 44455554221, O to move\.$/);
});

test('Solve of a long position can be cancelled, and the lab runs after it', async (t) => {
  // Every position up to 8 stones is in the opening book (issue 28; two stones took many seconds before), but the
  // columns of one with 8 are searched: these, among the hardest, take the kernel many seconds.
  const page = await connectFour(t, '?game=connect4&moves=44441277');
  await openLesson(page, 'solver');
  await button(page, 'Solve').click();
  await textMatches(page, '#solve-status', /^0 of 7 columns$/);
  await textMatches(page, '#solve-for', /^Position: 44441277, X to move\.$/);
  await openLesson(page, 'lab');
  assert.equal(await button(page, 'Run').isDisabled(), true, 'one job at a time');
  await page.waitForTimeout(500);
  await openLesson(page, 'solver');
  await page.locator('#solver').getByRole('button', { name: 'Cancel' }).click();
  await textMatches(page, '#solve-status', /^Solve cancelled after \d of 7 columns\.$/);
  await openLesson(page, 'lab');
  await page.getByRole('spinbutton', { name: 'Up to depth' }).fill('2');
  await button(page, 'Run').click();
  await textMatches(page, '#lab-status', /^26 of 26$/, 60000);
});

test('the lab speaks Korean', async (t) => {
  const page = await connectFour(t, '?lang=ko');
  await page.getByRole('spinbutton', { name: '최대 깊이' }).fill('2');
  await button(page, '실행').click();
  await textMatches(page, '#lab-status', /^26개 중 26개$/, 60000);
  await textMatches(page, '[data-testid="lab-verdict"]', /^ID \+ 킬러 \+ 히스토리: 깊이 \d+에서/);
});

test('on a phone the lab fits the width: the table scrolls inside itself, the chart is drawn to the screen', async (t) => {
  const page = await connectFour(t, '', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await page.getByRole('spinbutton', { name: 'Up to depth' }).fill('7');
  await button(page, 'Run').click();
  await textMatches(page, '#lab-status', /^91 of 91$/, 120000);
  const fit = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
    chart: document.querySelector('#lab-chart svg').getBoundingClientRect().right,
    lab: document.getElementById('lab').getBoundingClientRect().right,
  }));
  assert.ok(fit.page <= 390 && fit.window === 390, `the page is wider than the phone: ${JSON.stringify(fit)}`);
  assert.ok(fit.chart <= fit.lab, `the chart sticks out: ${JSON.stringify(fit)}`);
});
