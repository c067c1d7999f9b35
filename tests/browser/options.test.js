// The search options' boxes offer the ranges the engine declares
// (crates/core/src/options/schema.rs, through engine/options.js), driven
// as a student drives them: a number past the range is refused next to the
// box, in the student's language, with the last tree kept; one inside it
// is searched, and the link holds it.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { start, settled, textMatches, chooseLanguage } from './harness.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

const open = async (t, query = '', options = {}) => (await h.openClean(t, query, options)).page;
const param = (page, name) => page.evaluate((n) => new URLSearchParams(location.search).get(n), name);
const nodes = (page) => page.evaluate(() => window.abviz.app.summary.minimax.nodes);

/** Types `text` into the box named `name` and leaves it, as a person does. */
async function typeInto(page, name, text) {
  const box = page.getByRole('spinbutton', { name, exact: true });
  await box.fill(text);
  await box.press('Tab');
}

test('the depth box offers 0 to 20, the engine\'s range for the page: 21 is refused beside it, 2 is searched', async (t) => {
  const page = await open(t, '?board=.........&drawer=options');
  const box = page.getByRole('spinbutton', { name: 'Depth limit', exact: true });
  assert.deepEqual([await box.getAttribute('min'), await box.getAttribute('max')], ['0', '20']);
  const before = await nodes(page);
  await typeInto(page, 'Depth limit', '21');
  await textMatches(page, '#options-alert', /Depth limit "21" is not a whole number from 0 to 20\./);
  // Beside the box, where the student is looking: its top within a line of the box's bottom, not at the drawer's foot.
  const [b, a] = [await box.boundingBox(), await page.locator('#options-alert').boundingBox()];
  assert.ok(a.y >= b.y + b.height - 1 && a.y - (b.y + b.height) < 30, `the message is under the depth box: box ends at ${b.y + b.height}, message at ${a.y}`);
  assert.equal(await param(page, 'depth'), null, 'the link keeps the last good view');
  assert.equal(await nodes(page), before, 'the tree on screen is the last good one');
  await typeInto(page, 'Depth limit', '2');
  await settled(page);
  assert.equal(await param(page, 'depth'), '2');
  assert.equal(await nodes(page), 82, 'the empty board to depth 2: 1 + 9 + 72 nodes');
});

test('the agents box offers 1 to 6 on a tree, and says so in Japanese', async (t) => {
  const page = await open(t, '?tree=[[3,12,8],[2,4,6],[14,5,2]]&drawer=options');
  await chooseLanguage(page, 'ja');
  const box = page.locator('#agents');
  assert.deepEqual([await box.getAttribute('min'), await box.getAttribute('max')], ['1', '6']);
  await box.fill('7');
  await box.press('Tab');
  await textMatches(page, '#options-alert', /「7」は 1 から 6 の整数/);
  const [b, a] = [await box.boundingBox(), await page.locator('#options-alert').boundingBox()];
  assert.ok(a.y >= b.y + b.height - 1 && a.y - (b.y + b.height) < 30, `the message is under the agents box: ${b.y + b.height}, ${a.y}`);
  assert.equal(await param(page, 'agents'), null);
  await box.fill('3');
  await box.press('Tab');
  await settled(page);
  assert.equal(await param(page, 'agents'), '3');
});
