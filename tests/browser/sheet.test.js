// The Worksheet lesson (issue 31, point 4): N exercises from a seed, the sheet
// and its answer key each printed on one A4 page, the key's answers the
// engine's own counts, the link and the seed making the same sheet again, a
// bad recipe a message beside the form, and Practise loading an exercise.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { button, openLesson, shot, start } from './harness.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

const paper = '#sheet-paper';
/** The exercises' trees as text, in order. */
const trees = (page, within = paper) => page.locator(`${within} .sheet-exercise`).evaluateAll((els) => els.map((e) => e.dataset.tree));
/** Waits until the sheet (or, `key`, the answer key) is drawn whole: it is drawn a few exercises a task. */
const drawn = (page, key = false) => page.locator(`${paper} .sheet-page[data-kind="${key ? 'key' : 'sheet'}"][data-complete="true"]`).waitFor();
/** Pages of a PDF Chromium printed. */
const pages = (pdf) => pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g).length;

/** Types into a labelled field as a person does: click it, select what is there, type. */
async function type(page, label, text) {
  const field = page.locator('#drawer-worksheet').getByLabel(label, { exact: true });
  await field.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

async function makeSheet(page, { count, seed, depth, branching, order, question }) {
  await type(page, 'Exercises', count);
  await type(page, 'Sheet seed', seed);
  await type(page, 'Tree depth', depth);
  await type(page, 'Tree branching', branching);
  await page.getByLabel('Ordering', { exact: true }).selectOption({ label: order });
  await page.getByLabel('Question', { exact: true }).selectOption({ label: question });
  await button(page, 'Make the worksheet').click();
}

test('6 exercises from seed 42: the sheet has no answers, the key gives the engine\'s, and each prints on one A4 page', async (t) => {
  const { page } = await h.openClean(t, '?lang=en');
  await openLesson(page, 'worksheet');
  await makeSheet(page, { count: '6', seed: '42', depth: '3', branching: '2', order: 'Random (as drawn)', question: 'One of each in turn' });
  await page.waitForFunction(() => document.getElementById('sheet-status').textContent === '6 exercises from seed 42.');
  await drawn(page);
  assert.match(await page.evaluate(() => location.search), /[?&]sheet=6,42,3,2,random,mixed(&|$)/);
  const sheet = page.locator(paper);
  assert.equal(await sheet.locator('.sheet-exercise').count(), 6);
  assert.equal(await sheet.locator('.sheet-tree').count(), 6);
  assert.deepEqual(await sheet.locator('.sheet-exercise').evaluateAll((els) => els.map((e) => e.dataset.question)), ['values', 'pruned', 'window', 'best', 'values', 'pruned']);
  // The sheet gives nothing away: no values but the leaves', nothing dashed, no best line, blank answers.
  assert.equal(await sheet.locator('.sheet-value').count(), 0);
  assert.equal(await sheet.locator('[data-pruned="true"], [data-best="true"]').count(), 0);
  assert.deepEqual(new Set(await sheet.locator('.sheet-answer').allTextContents()), new Set(['Answer: ______________________________']));
  assert.equal(await sheet.locator('[data-target="true"]').count(), 1); // the node the α/β question names

  await button(page, 'Show the answer key').click();
  assert.equal(await button(page, 'Show the answer key').getAttribute('aria-pressed'), 'true');
  assert.match(await page.evaluate(() => location.search), /sheet=6,42,3,2,random,mixed,key/);
  await drawn(page, true);
  const texts = await trees(page);
  for (const [i, text] of texts.entries()) {
    const { summary: s } = await page.evaluate((tree) => window.abviz.engine.count({ tree, algorithm: 'both' }), text);
    const ex = sheet.locator('.sheet-exercise').nth(i);
    const answer = await ex.locator('.sheet-answer').textContent();
    const skipped = s.minimax.leaves - s.alphabeta.leaves;
    // Every inner node's value is written; the root's is the engine's.
    assert.equal(await ex.locator('[data-node="A"] .sheet-value').textContent(), String(s.minimax.value));
    assert.equal(await ex.locator('g[data-pruned="true"] .sheet-leaf').count(), skipped, `exercise ${i + 1}: ${text}`);
    if (i % 4 === 0) assert.equal(answer, `The root A is worth ${s.minimax.value}; every node’s value is in its box.`);
    if (i % 4 === 1) assert.match(answer, skipped ? new RegExp(`\\(${skipped} of ${s.minimax.leaves} leaves are pruned`) : /^Nothing is pruned/);
    if (i % 4 === 3) assert.match(answer, new RegExp(`the root’s value is ${s.minimax.value}\\.$`));
    if (i % 4 === 2) assert.match(answer, /^Alpha-beta enters [A-Z]+ with α = \S+ and β = \S+\.$/);
  }
  await shot(page, 'sheet-key');

  // Print the sheet, then the key: each alone on paper, each one A4 page.
  await page.evaluate(() => { window.printed = 0; window.print = () => { window.printed++; }; });
  for (const [name, kind] of [['Print the sheet', 'sheet'], ['Print the answer key', 'key']]) {
    await button(page, name).click();
    assert.equal(await page.evaluate(() => window.printed), kind === 'sheet' ? 1 : 2);
    await page.emulateMedia({ media: 'print' });
    assert.equal(await page.locator('#sheet-print-area .sheet-page').getAttribute('data-kind'), kind);
    assert.ok(await page.locator('#sheet-print-area .sheet-tree').first().isVisible());
    assert.equal(await page.locator('.panels').isVisible(), false);
    assert.equal(await page.locator('#sheet-print-area .sheet-practise').first().isVisible(), false);
    assert.equal(await page.locator('#sheet-print-area [data-pruned="true"]').count() > 0, kind === 'key');
    assert.equal(pages(await page.pdf({ format: 'A4' })), 1, `${kind} on one A4 page`);
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  }
  assert.equal(await page.locator('.panels').isVisible(), true);
});

test('the link and the seed make the same sheet again; another seed makes another', async (t) => {
  const query = '?lang=en&drawer=worksheet&sheet=4,7,2,3,best-first,pruned';
  const { page } = await h.openClean(t, query);
  await drawn(page);
  const first = await trees(page);
  assert.equal(first.length, 4);
  assert.equal(await page.getByLabel('Sheet seed', { exact: true }).inputValue(), '7');
  const other = await h.openClean(t, query);
  await drawn(other.page);
  assert.deepEqual(await trees(other.page), first);
  // Best move first: every key of these trees prunes (a 3 × 3 minimal tree searches 3 + 3 − 1 = 5 of 9 leaves).
  await button(page, 'Show the answer key').click();
  await drawn(page, true);
  assert.deepEqual(new Set(await page.locator(`${paper} .sheet-answer`).evaluateAll((els) => els.map((e) => e.textContent.match(/\((\d+) of 9/)?.[1]))), new Set(['4']));
  await type(page, 'Sheet seed', '8');
  await button(page, 'Make the worksheet').click();
  await page.waitForFunction(() => /from seed 8\./.test(document.getElementById('sheet-status').textContent));
  await drawn(page, true);
  const eighth = await trees(page);
  assert.notDeepEqual(eighth, first);
  await type(page, 'Sheet seed', '7');
  await button(page, 'Make the worksheet').click();
  await page.waitForFunction(() => /from seed 7\./.test(document.getElementById('sheet-status').textContent));
  await drawn(page, true);
  assert.deepEqual(await trees(page), first);
});

test('a recipe too wide for A4 or out of range is a message beside the form, and the sheet on screen stays', async (t) => {
  const { page } = await h.openClean(t, '?lang=en&drawer=worksheet&sheet=3,5,2,2,random,values');
  await drawn(page);
  const before = await trees(page);
  const link = await page.evaluate(() => location.search);
  await type(page, 'Tree depth', '3');
  await type(page, 'Tree branching', '4');
  await button(page, 'Make the worksheet').click();
  const alert = page.locator('#sheet-alert');
  assert.equal(await alert.textContent(), 'Branching 4 and depth 3 make 64 leaves a tree; a worksheet’s trees have at most 32, so that they print readably. The sheet on screen stays.');
  assert.ok(await alert.isVisible());
  assert.equal(await page.getByLabel('Tree depth', { exact: true }).getAttribute('aria-invalid'), 'true');
  await type(page, 'Tree branching', '2');
  await type(page, 'Exercises', '13');
  await button(page, 'Make the worksheet').click();
  assert.equal(await alert.textContent(), 'Exercises is 13; it must be a whole number from 1 to 12. The sheet on screen stays.');
  assert.deepEqual(await trees(page), before);
  assert.equal(await page.evaluate(() => location.search), link);
  // A bad recipe in a link is said at the top, and the default sheet is made.
  const bad = await h.openClean(t, '?lang=en&drawer=worksheet&sheet=6,1,4,4,random,mixed');
  await bad.page.locator(`${paper} .sheet-exercise`).nth(5).waitFor();
  assert.match(await bad.page.locator('#link-alert').textContent(), /“sheet” is “6,1,4,4,random,mixed”: a worksheet is count,seed,depth,branching,order,question/);
});

test('Practise this tree loads the exercise into practice mode, where its marks are checked', async (t) => {
  const { page } = await h.openClean(t, '?lang=en&drawer=worksheet&sheet=2,3,2,3,random,pruned');
  await drawn(page);
  const [, text] = await trees(page);
  await button(page, 'Practise the tree of exercise 2').click();
  await page.waitForFunction(() => document.getElementById('practice').getAttribute('aria-pressed') === 'true');
  assert.equal(await page.evaluate(() => window.abviz.app.view.position.tree), text);
  assert.equal(await page.locator('#drawer-worksheet').isVisible(), false);
  assert.ok(await page.getByRole('button', { name: 'Check' }).first().isVisible());
});

test('on a phone, by touch: the lesson opens, the sheet fits the screen, and the key is a tap away', async (t) => {
  const { page } = await h.openClean(t, '?lang=en', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await openLesson(page, 'worksheet', 'tap');
  await page.locator(`${paper} .sheet-exercise`).nth(5).waitFor();
  await button(page, 'Show the answer key').tap();
  assert.equal(await button(page, 'Show the answer key').getAttribute('aria-pressed'), 'true');
  await drawn(page, true);
  const widths = await page.locator(`${paper} .sheet-tree`).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
  for (const right of widths) assert.ok(right <= 390, `a tree ends at ${right} px on a 390 px screen`);
  const size = await page.locator(`${paper} .sheet-question`).first().evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  assert.ok(size >= 14, `questions in ${size} px`);
  await shot(page, 'sheet-phone');
});
