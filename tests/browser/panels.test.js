// Comparing two configurations side by side ("Configure this panel"), in
// headless Chromium: a person opens a panel's disclosure, picks an algorithm
// and a depth, and then sees each panel's heading, counts and its own tree,
// and one sentence saying where the two differ. The numbers to expect come
// from the engine itself (the wasm module in Node, tests/unit/wasm.js).

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { start, settled, shot, textMatches, panelOf } from './harness.js';
import { analyse } from '../unit/wasm.js';
import { cutoffSteps } from '../../web/state/timeline.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

const MOVE4 = 'O.X/.X./O..';
const fmt = (n) => n.toLocaleString('en');
/** The engine's counts for Move 4 at `depth` ('' for none): {minimax, alphabeta, n (nodes drawn)}. */
const engine = (depth) => { const { summary, tree } = analyse({ board: MOVE4, depth: String(depth) }); return { ...summary, n: tree.n }; };

const heading = (page, which) => page.locator(`${panelOf(which)} h2`);
const drawn = (page, which) => page.locator(`${panelOf(which)} svg.tree-view .node`).count();
const config = (page, which) => page.locator(`${panelOf(which)} details.panel-config`);

/** Opens a panel's "Configure this panel" by clicking its summary, as a person does. */
async function openConfig(page, which) {
  const d = config(page, which);
  if (!(await d.evaluate((el) => el.open))) await d.getByText('Configure this panel').click();
  return d;
}

/** Waits for a panel's heading and total, then for the drawing. */
async function expectPanel(page, which, title, nodes) {
  await textMatches(page, `${panelOf(which)} h2`, new RegExp(`^${title.replace(/[+()]/g, '\\$&')}$`), 60000);
  await textMatches(page, `#${which}-total`, new RegExp(`^${fmt(nodes)}$`), 60000);
  await settled(page);
}

test('a teacher sets the right panel to depth 3 and the left to alpha-beta: headings, counts, trees and the sentence follow', async (t) => {
  const { page } = await h.openClean(t, '?depth=2');
  const d2 = engine(2), d3 = engine(3);
  await expectPanel(page, 'alphabeta', 'Alpha-beta', d2.alphabeta.nodes);
  // Today's pair over one tree: both panels draw the same layout.
  assert.equal(await drawn(page, 'minimax'), d2.n);
  assert.equal(await drawn(page, 'alphabeta'), d2.n);

  const right = await openConfig(page, 'alphabeta');
  const depth = right.getByLabel('Own depth limit');
  await depth.fill('3');
  await depth.press('Tab'); // the change is read when the field is left
  await expectPanel(page, 'alphabeta', 'Alpha-beta, depth 3', d3.alphabeta.nodes);
  assert.equal(await heading(page, 'minimax').textContent(), 'Minimax, depth 2');
  assert.equal(await page.locator('#minimax-total').textContent(), fmt(d2.minimax.nodes));
  // Each panel draws its own tree: depth 2's and depth 3's.
  assert.equal(await drawn(page, 'minimax'), d2.n);
  assert.equal(await drawn(page, 'alphabeta'), d3.n);
  const sentence = page.getByTestId('compare-sentence');
  assert.match(await sentence.textContent(), new RegExp(`^Alpha-beta, depth 3 searched ${fmt(Math.abs(d3.alphabeta.nodes - d2.minimax.nodes))} (more|fewer) nodes? than Minimax, depth 2: ${fmt(d3.alphabeta.nodes)} against ${fmt(d2.minimax.nodes)}\\.`));
  assert.match(page.url(), /[?&]right=alphabeta,depth:3(&|$)/);

  const left = await openConfig(page, 'minimax');
  await left.getByLabel('Algorithm').selectOption('alphabeta');
  await expectPanel(page, 'minimax', 'Alpha-beta, depth 2', d2.alphabeta.nodes);
  assert.match(await page.locator('#minimax-counts').textContent(), /cut-off/);
  assert.match(await sentence.textContent(), new RegExp(`than Alpha-beta, depth 2: ${fmt(d3.alphabeta.nodes)} against ${fmt(d2.alphabeta.nodes)}\\.`));
  assert.match(page.url(), /[?&]left=alphabeta&right=alphabeta,depth:3(&|$)/);
  // A node's card names its panel's configuration and reads that panel's own tree (depth 2: a leaf at depth 2 has no nodes below).
  await page.locator(`${panelOf('minimax')} svg.tree-view .node`).last().hover();
  await textMatches(page, '#node-tip', /Alpha-beta, depth 2: /);
  await page.mouse.move(5, 5);

  // Tracing steps both panels: the slider runs to the longer trace, and at the end each panel has entered all its nodes.
  const events = Math.max(d2.alphabeta.events, d3.alphabeta.events);
  await page.keyboard.press('End');
  await textMatches(page, '#position-out', new RegExp(`^step ${fmt(events)} of ${fmt(events)}$`));
  for (const [which, n] of [['minimax', d2.alphabeta.nodes], ['alphabeta', d3.alphabeta.nodes]]) {
    assert.equal(await page.locator(`#${which}-entered`).textContent(), fmt(n), `${which} entered at the end`);
  }
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await textMatches(page, '#position-out', /^step 2 of /);
  for (const which of ['minimax', 'alphabeta']) assert.equal(await page.locator(`#${which}-entered`).textContent(), '2');
  await shot(page, 'panels-two-depths');

  // Back to today's pair, by the button in the disclosure.
  await left.getByRole('button', { name: 'Back to minimax | alpha-beta' }).click();
  await expectPanel(page, 'minimax', 'Minimax', d2.minimax.nodes);
  await expectPanel(page, 'alphabeta', 'Alpha-beta', d2.alphabeta.nodes);
  assert.doesNotMatch(page.url(), /left=|right=/);
});

test('a shared comparison link opens as it was sent, in Japanese too, and works by keyboard alone', async (t) => {
  const { page } = await h.openClean(t, '?left=alphabeta,depth:1&right=alphabeta,depth:3&lang=ja');
  const d1 = engine(1), d3 = engine(3);
  await expectPanel(page, 'minimax', 'αβ法、深さ 1', d1.alphabeta.nodes);
  await expectPanel(page, 'alphabeta', 'αβ法、深さ 3', d3.alphabeta.nodes);
  assert.equal(await drawn(page, 'minimax'), d1.n);
  assert.equal(await drawn(page, 'alphabeta'), d3.n);
  assert.match(await page.getByTestId('compare-sentence').textContent(),
    new RegExp(`^αβ法、深さ 3 は αβ法、深さ 1 より ${fmt(d3.alphabeta.nodes - d1.alphabeta.nodes)} 個多くのノードを探索しました\\(${fmt(d3.alphabeta.nodes)} 対 ${fmt(d1.alphabeta.nodes)}\\)。`));
  // Keyboard: focus the right panel's summary, open it with Enter, Tab to the depth field, type, Tab away.
  await config(page, 'alphabeta').locator('summary').focus();
  await page.keyboard.press('Enter');
  assert.equal(await config(page, 'alphabeta').evaluate((el) => el.open), true);
  await page.keyboard.press('Tab'); // the algorithm
  await page.keyboard.press('Tab'); // its own depth
  await page.keyboard.type('1');
  await page.keyboard.press('Tab');
  // Both at depth 1 now: the same tree drawn twice, and the sentence says nothing differs.
  await expectPanel(page, 'alphabeta', 'αβ法、深さ 1', d1.alphabeta.nodes);
  assert.equal(await drawn(page, 'alphabeta'), d1.n);
  assert.match(await page.getByTestId('compare-sentence').textContent(), new RegExp(`^どちらもノードを ${fmt(d1.alphabeta.nodes)} 個探索しました。`));
  // Esc closes the fields over the panel and returns to their summary.
  await config(page, 'alphabeta').getByLabel('アルゴリズム').focus();
  await page.keyboard.press('Escape');
  assert.equal(await config(page, 'alphabeta').evaluate((el) => !el.open && el.querySelector('summary') === document.activeElement), true);
});

test('on a phone, the one panel shown can be configured by touch', async (t) => {
  const { page } = await h.openClean(t, '?depth=2', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const d2 = engine(2), d4 = engine(4);
  const right = config(page, 'alphabeta');
  await right.locator('summary').tap();
  const depth = right.getByLabel('Own depth limit');
  await depth.tap();
  await depth.fill('4');
  await right.getByLabel('Algorithm').tap(); // leaving the field, as a tap elsewhere does
  await expectPanel(page, 'alphabeta', 'Alpha-beta, depth 4', d4.alphabeta.nodes);
  assert.equal(await heading(page, 'minimax').textContent(), 'Minimax, depth 2');
  assert.equal(await page.locator('#minimax-total').textContent(), fmt(d2.minimax.nodes));
  await shot(page, 'panels-phone');
});

test('alpha-beta on the left and minimax on the right: Next cut-off goes to the left panel\'s cut-offs', async (t) => {
  const { page } = await h.openClean(t, '?depth=3&left=alphabeta&right=minimax,depth:2');
  const d3 = analyse({ board: MOVE4, depth: '3' }), d2 = analyse({ board: MOVE4, depth: '2' });
  await expectPanel(page, 'minimax', 'Alpha-beta, depth 3', d3.summary.alphabeta.nodes);
  await expectPanel(page, 'alphabeta', 'Minimax, depth 2', d2.summary.minimax.nodes);
  const steps = cutoffSteps(d3.tree, 'alphabeta');
  assert.ok(steps.length >= 2);
  assert.notDeepEqual(steps.slice(0, 2), cutoffSteps(d2.tree, 'alphabeta').slice(0, 2)); // so the right panel's own hidden ones would not pass
  await page.keyboard.press('n');
  await textMatches(page, '#position-out', new RegExp(`^step ${fmt(steps[0])} of `));
  assert.match(await page.locator('#minimax-explain').textContent(), /pruned/);
  await page.keyboard.press('n');
  await textMatches(page, '#position-out', new RegExp(`^step ${fmt(steps[1])} of `));
  // The right panel (minimax) counts no cut-offs.
  assert.doesNotMatch(await page.locator('#alphabeta-counts').textContent(), /cut-off/);
});

test('the keyboard cursor walks each panel\'s own tree and says that panel\'s configuration', async (t) => {
  const { page } = await h.openClean(t, '?left=alphabeta,depth:1&right=alphabeta,depth:3');
  const d1 = engine(1), d3 = engine(3);
  await expectPanel(page, 'minimax', 'Alpha-beta, depth 1', d1.alphabeta.nodes);
  await expectPanel(page, 'alphabeta', 'Alpha-beta, depth 3', d3.alphabeta.nodes);
  const { tree } = analyse({ board: MOVE4, depth: '3' });
  const below = tree.size[tree.childList[tree.childStart[0]]] - 1; // the root's first child, in the depth-3 tree
  // Tab from the panel's last control before its tree (its configuration; the zoom buttons are one group above both panels).
  await config(page, 'minimax').locator('summary').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  // Depth 1: the root's first child is a leaf there.
  await textMatches(page, '#announce', /^X1: MIN node, depth 1, a leaf\. Alpha-beta, depth 1: /);
  assert.equal(await page.locator(`${panelOf('alphabeta')} .tree-cursor[visibility="visible"]`).count(), 0, 'no cursor in the other tree');
  await page.getByRole('application', { name: 'Alpha-beta game tree over the same layout' }).focus();
  await page.keyboard.press('ArrowDown');
  await textMatches(page, '#announce', new RegExp(`^X1: MIN node, depth 1, ${below} nodes below\\. Alpha-beta, depth 3: `));
});

test('learned against hand-made evaluation: the right panel picks Evaluation → learned and shows the engine\'s learned search', async (t) => {
  const { page } = await h.openClean(t, '?game=connect4&moves=4453&depth=3');
  const c4 = { game: 'connect4', size: '7x6', board: '4453', depth: '3' };
  const hand = analyse(c4).summary, learned = analyse({ ...c4, eval: 'learned' }).summary;
  // The learned weights score this position differently (the premise of the comparison).
  assert.notEqual(learned.alphabeta.value, hand.alphabeta.value);
  await expectPanel(page, 'alphabeta', 'Alpha-beta', hand.alphabeta.nodes);
  const right = await openConfig(page, 'alphabeta');
  await right.getByLabel('Evaluation').selectOption('learned');
  await expectPanel(page, 'alphabeta', 'Alpha-beta, depth 3 + learned evaluation', learned.alphabeta.nodes);
  assert.equal(await page.locator('#minimax-total').textContent(), fmt(hand.minimax.nodes));
  const value = (v) => (v > 0 ? `+${v}` : v < 0 ? `−${-v}` : '0');
  await textMatches(page, '[data-testid=compare-sentence]', new RegExp(`Alpha-beta, depth 3 \\+ learned evaluation: \\${value(learned.alphabeta.value)}`));
  assert.match(page.url(), /[?&]right=alphabeta,eval:learned(&|$)/);
});
