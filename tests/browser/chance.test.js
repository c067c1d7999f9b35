// Chance nodes in real headless Chromium: the chance presets are clicked as a
// person clicks them, and the checks read what a person sees — the chance
// nodes' own shape, the probabilities on their edges, the expected values,
// Star1's cut-off sentence with its dashed grey pruned outcome — plus the
// "Prune on equality" option. harness.openClean fails a test on console errors.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { start, settled, textMatches, button, panelOf, openLesson } from './harness.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

const open = async (t, query = '') => (await h.openClean(t, query)).page;

async function choose(page, name) {
  await openLesson(page, 'position'); // the examples are under Textbook trees, in the Position drawer
  await button(page, name).click();
  await settled(page);
}

test('CS188 expectimax preset: chance nodes are purple circles, edges show 1/3, the root is 7.67, Star1 cuts with an interval', async (t) => {
  const page = await open(t);
  await choose(page, 'Expectimax (CS188)');
  await textMatches(page, '#preset-caption', /23\/3/);
  const ab = panelOf('alphabeta');
  assert.equal(await page.locator(`${ab} g.node[data-node-kind="chance"]`).count(), 3);
  assert.equal(await page.locator(`${ab} g.node.chance circle.pip`).count(), 3);
  assert.ok((await page.locator(`${ab} .move-label.prob`).allTextContents()).includes('1/3'));
  await button(page, 'Next cut-off').click();
  await settled(page);
  await textMatches(page, '#alphabeta-explain', /After 2 of 3 outcomes, this chance node's \(F\) value lies in \[2, 6\.67\], which is ≤ α = 7\.67: outcome 3 is pruned\./);
  const pruned = page.locator(`${ab} g.node[data-node-state="pruned"]`);
  assert.ok(await pruned.count() >= 1);
  const dash = await pruned.first().locator('.frame').first().evaluate((e) => getComputedStyle(e).strokeDasharray);
  assert.notEqual(dash, 'none', 'a pruned node is dashed');
  await button(page, 'Go to end').click();
  await settled(page);
  await textMatches(page, `${panelOf('minimax')} g.node[data-node-id="0"] text.value`, /^7\.67$/);
});

test('AIMA chance preset: 2.1 at the root; the rescaled one flips the best move to 40.9', async (t) => {
  const page = await open(t);
  await choose(page, 'Chance (AIMA)');
  await button(page, 'Go to end').click();
  await settled(page);
  await textMatches(page, `${panelOf('minimax')} g.node[data-node-id="0"] text.value`, /^2\.1$/);
  assert.ok((await page.locator(`${panelOf('minimax')} .move-label.prob`).allTextContents()).includes('0.9'));
  await choose(page, 'Chance, rescaled');
  await button(page, 'Go to end').click();
  await settled(page);
  await textMatches(page, `${panelOf('minimax')} g.node[data-node-id="0"] text.value`, /^40\.9$/);
  await textMatches(page, '#preset-caption', /flips/);
});

test('three agents: MIN over MIN is drawn by kind, the URL says agents=3, and alpha-beta cuts off once', async (t) => {
  const page = await open(t);
  await choose(page, 'Three agents');
  const mm = panelOf('minimax');
  assert.equal(await page.locator(`${mm} g.node[data-node-kind="max"]:not(.leaf)`).count(), 1);
  assert.equal(await page.locator(`${mm} g.node[data-node-kind="min"]:not(.leaf)`).count(), 6);
  await page.waitForFunction(() => new URLSearchParams(location.search).get('agents') === '3');
  await openLesson(page, 'options');
  assert.equal(await page.getByRole('spinbutton', { name: 'Agents' }).inputValue(), '3');
  // The caption's numbers are the analysed result's (the CLI: value 3, 15 and 12 nodes, 1 cut-off).
  await textMatches(page, '#preset-caption', /\(agents = 3\): MAX's moves are worth 3 and 2, and alpha-beta makes 1 cut-off\./);
  await textMatches(page, '#minimax-total', /^15$/);
  await textMatches(page, '#alphabeta-total', /^12$/);
  await button(page, 'Next cut-off').click();
  await settled(page);
  // The second MIN level's 2 reaches the first MIN level, under MAX's 3: the leaves 8 and 4 are pruned.
  await textMatches(page, '#alphabeta-explain', /^α = 3 ≥ β = 2 at MIN node I: child 2 is pruned\. MIN has found 2 here; above, A \(MAX\) already has α = 3/);
});

test('dice preset: named nodes, 1/6 and 5/6 on the edges and in the tree box, and Star1\'s α credited to the chance node that holds it', async (t) => {
  const page = await open(t);
  await choose(page, 'Dice');
  const labels = await page.locator(`${panelOf('minimax')} .move-label.prob`).allTextContents();
  assert.ok(labels.includes('1/6') && labels.includes('5/6'), labels.join(' '));
  assert.ok((await page.locator(`${panelOf('minimax')} text.node-name`).allTextContents()).includes('Run'));
  const box = await page.getByRole('textbox', { name: 'Tree', exact: true }).inputValue();
  assert.match(box, /1\/6: R6/);
  assert.doesNotMatch(box, /0\.1666/);
  await textMatches(page, '#preset-caption', /a six \(1\/6\) or not \(5\/6\), and MIN replies\. Run and Hold are worth 5\.33 \(16\/3\) and 1\.33 \(4\/3\)\./);
  // Star1's cut-off at H15: α = 5.8 is the window Hold passed down, not the root's α (5.33).
  await button(page, 'Next cut-off').click();
  await settled(page);
  const text = await page.locator('#alphabeta-explain').textContent();
  assert.match(text, /^α = 5\.8 ≥ β = 4 at MIN node H15: child 2 is pruned\. MIN has found 4 here; above, chance node Hold passed down α = 5\.8/);
  assert.doesNotMatch(text, /Roll/);
  // The node drawn as the cause is Hold.
  assert.deepEqual(await page.locator(`${panelOf('alphabeta')} g.node.cause text.node-name`).allTextContents(), ['Hold']);
});

test('unchecking "Prune on equality" changes alpha-beta\'s count on a tie tree', async (t) => {
  const page = await open(t, '?tree=[[10],[10,0]]');
  await textMatches(page, '#alphabeta-total', /^5$/);
  await openLesson(page, 'options');
  await page.getByRole('checkbox', { name: 'Prune on equality' }).uncheck();
  await textMatches(page, '#alphabeta-total', /^6$/);
  // The address bar follows once the new view is painted.
  await page.waitForFunction(() => new URLSearchParams(location.search).get('prune') === 'gt');
});

test('the node card of a chance node says chance and gives its exact value, 23/3; an outcome gives its probability', async (t) => {
  const page = await open(t);
  await choose(page, 'Expectimax (CS188)');
  await button(page, 'Go to end').click();
  await settled(page);
  const mm = panelOf('minimax');
  const card = page.locator('#node-tip');
  await page.locator(`${mm} g.node[data-node-id="1"]`).hover();
  await textMatches(page, '#node-tip', /chance · Minimax/);
  assert.match(await card.innerText(), /value 7\.67 \(23\/3\)/);
  await page.locator(`${mm} g.node[data-node-id="2"]`).hover();
  await textMatches(page, '#node-tip', /probability 1\/3 from its chance node/);
});
