// The whole tree in real headless Chromium: the empty board's 549,946 nodes
// on a canvas, explored by mouse (hover cards, the node menu, focus, zoom,
// pan, collapse) and by keyboard (a cursor announced in words), and the node
// menu of an SVG tree. Driven as a person drives it; window.abviz is read only
// to synchronise and, on the canvas, for where a node is drawn and its size.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { start, shot, shotOf, treeDrawn, textMatches, button, panelOf } from './harness.js';
import { opener, position, said, totals } from './page-helpers.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

const open = opener(() => h);

/** Nodes of an SVG panel as a person sees them: the level (row) and left-to-right place of each. */
async function svgNodes(page, which) {
  return page.$$eval(`${panelOf(which)} g.node[data-node-id]`, (els) => els.map((g) => {
    const r = g.querySelector('.glyph').getBoundingClientRect();
    return { id: g.dataset.nodeId, x: r.left + r.width / 2, y: r.top + r.height / 2, leaf: g.classList.contains('leaf') };
  }));
}

/** Screen point of canvas node `id` in `which`'s panel (a canvas has no elements to ask). */
async function canvasPoint(page, which, id) {
  const canvas = page.locator(`#${which}-canvas`);
  const box = await canvas.boundingBox();
  const [x, y] = await page.evaluate(([w, i]) => window.abviz.views.canvas[w].screenPos(i), [which, id]);
  return [box.x + x, box.y + y];
}

describe('the page', () => {
  test('the empty board: totals 549,946 and 18,297, the whole tree on a canvas, Go to end at once', async (t) => {
    const page = await open(t, '', {}, 'position');
    await button(page, 'Empty board').click();
    await totals(page, '549,946', '18,297');
    assert.ok(await page.locator('#alphabeta-canvas').isVisible());
    assert.ok(await page.locator('#minimax-canvas').isVisible());
    assert.ok(await page.locator('#alphabeta-svg').isHidden());
    assert.equal(await page.locator(`${panelOf('alphabeta')} svg.tree [data-node-state]`).count(), 0, 'no SVG nodes');
    assert.ok(await page.locator('#minimap').isVisible(), 'the overview of the whole tree');
    // Something was drawn: the canvas is not one flat colour.
    const colours = () => page.evaluate(() => {
      const c = document.getElementById('minimax-canvas');
      const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      const seen = new Set();
      for (let i = 0; i < d.length; i += 4 * 97) seen.add(`${d[i]},${d[i + 1]},${d[i + 2]}`);
      return seen.size;
    });
    assert.ok(await colours() > 3, 'canvas has content');
    await shot(page, 'empty-board-start');
    const started = Date.now();
    await button(page, 'Go to end').click();
    await textMatches(page, '#alphabeta-entered', /^18,297$/);
    const took = Date.now() - started;
    assert.match(await page.locator('#minimax-counts').textContent(), /^Entered 549,946 of 549,946 nodes · leaves 255,168 of 255,168$/);
    assert.match(await page.locator('#alphabeta-counts').textContent(), /· 4,237 cut-offs$/);
    await textMatches(page, '#compare-body', /Nodes entered: alpha-beta saves 97%/);
    assert.ok(took < 5000, `Go to end took ${took} ms`);
    const heap = await page.evaluate(() => performance.memory.usedJSHeapSize);
    assert.ok(heap < 200 * 1024 * 1024, `JS heap ${heap} bytes`);
    await treeDrawn(page);
    assert.ok(await colours() > 3, 'canvas has content at the end');
    await shot(page, 'empty-board-end');
    t.diagnostic(`Go to end: ${took} ms (click to counts, with Playwright's round trips); heap ${(heap / 2 ** 20).toFixed(1)} MiB`);
  });

  test('the whole tree: hover for a card, node menu, focus on a subtree, zoom in to boards, collapse', async (t) => {
    const page = await open(t, '', {}, 'position');
    await button(page, 'Empty board').click();
    await totals(page, '549,946', '18,297');
    await button(page, 'Go to end').click();
    await treeDrawn(page);
    const canvas = page.locator('#alphabeta-canvas');
    await canvas.scrollIntoViewIfNeeded();
    await treeDrawn(page);
    // The root's first child (X0), where the canvas draws it: a card on hover.
    const tip = page.locator('#node-tip');
    let [x, y] = await canvasPoint(page, 'alphabeta', 1);
    await page.mouse.move(x, y);
    await tip.waitFor();
    const card = await tip.innerText();
    assert.match(card, /^X\.\.\n\.\.\.\n\.\.\.\nX0\nMIN · Alpha-beta: visited\nvalue 0/, card);
    // A click opens its menu: titled by the node's moves, never an internal number.
    await page.mouse.click(x, y);
    const menu = page.getByRole('group', { name: 'Node' });
    await menu.waitFor();
    assert.ok(await tip.isHidden(), 'the card gives way to the menu');
    assert.equal(await page.locator('#node-menu-title').textContent(), 'X0: MIN, depth 1, 59,704 nodes below');
    assert.equal(await button(page, 'Play this move').count(), 1);
    assert.equal(await button(page, 'Change value').isVisible(), false, 'boards have no leaf values to change');
    await button(page, 'Focus on subtree').click();
    assert.ok(await menu.isHidden());
    // Focused: X0's subtree fills the panel's width, the root is above the top edge.
    const box = await canvas.boundingBox();
    [x, y] = await canvasPoint(page, 'alphabeta', 1);
    assert.ok(Math.abs(x - (box.x + box.width / 2)) < box.width * 0.1, `X0 centred: ${x} in ${JSON.stringify(box)}`);
    const [rootX] = await canvasPoint(page, 'alphabeta', 0);
    assert.ok(rootX > box.x + box.width, `the root, above the middle of the whole tree, is far to the right: ${rootX}`);
    // Zoom in (the view bar's button, for both trees) until X0's children are drawn as boards.
    const zoomIn = button(page, 'Zoom in');
    const glyph = () => page.evaluate(() => window.abviz.views.canvas.alphabeta.glyph(2));
    for (let i = 0; i < 45 && await glyph() < 15; i++) await zoomIn.click();
    assert.ok(await glyph() >= 15, 'boards are drawn when zoomed in');
    await treeDrawn(page);
    await shotOf(page.locator(`${panelOf('alphabeta')} .canvas`), 'empty-board-zoomed');
    // Collapse X0: its children can no longer be pointed at.
    await button(page, 'Zoom to fit').click();
    await treeDrawn(page);
    [x, y] = await canvasPoint(page, 'alphabeta', 1);
    assert.ok(await glyph() < 15, 'zoomed out again');
    await page.mouse.click(x, y);
    await menu.waitFor();
    await button(page, 'Collapse').click();
    assert.equal(await button(page, 'Expand').count(), 1, 'the menu now offers Expand');
    await button(page, 'Close').click();
    assert.ok(await menu.isHidden());
    // The keyboard cursor too finds X0 collapsed.
    await canvas.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    assert.match(await said(page), /^X0: MIN node, depth 1, 59,704 nodes below, collapsed\. /);
    await page.keyboard.press('ArrowDown');
    assert.match(await said(page), /^This subtree is collapsed/);
    await page.keyboard.press('Escape');
    await treeDrawn(page);
    await shotOf(page.locator(`${panelOf('alphabeta')} .canvas`), 'empty-board-collapsed');
    // Expand all brings it back.
    await button(page, 'Expand all').click();
    await canvas.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    assert.match(await said(page), /^X0: MIN node, depth 1, 59,704 nodes below\. /);
  });

  test('the canvas node menu closes when the view is panned or zoomed', async (t) => {
    const page = await open(t, '', {}, 'position');
    await button(page, 'Empty board').click();
    await totals(page, '549,946', '18,297');
    const menu = page.getByRole('group', { name: 'Node' });
    const openOn = async (id) => {
      const [x, y] = await canvasPoint(page, 'alphabeta', id);
      await page.mouse.click(x, y);
      await menu.waitFor();
      return [x, y];
    };
    await treeDrawn(page);
    const [x, y] = await openOn(0);
    assert.equal(await page.locator('#node-menu-title').textContent(), 'The root: MAX, depth 0, 549,945 nodes below');
    // Drag the tree by 120 px: the menu, now beside nothing, closes; the tree moved with the mouse.
    const box = await page.locator('#alphabeta-canvas').boundingBox();
    await page.mouse.move(box.x + 40, box.y + box.height - 40);
    await page.mouse.down();
    await page.mouse.move(box.x + 100, box.y + box.height - 40, { steps: 4 });
    await page.mouse.move(box.x + 160, box.y + box.height - 40, { steps: 4 });
    await page.mouse.up();
    assert.ok(await menu.isHidden(), 'panning closed the menu');
    const [x2, y2] = await canvasPoint(page, 'alphabeta', 0);
    assert.ok(Math.abs(x2 - x - 120) < 2 && Math.abs(y2 - y) < 2, `the tree followed the drag: ${[x, y]} → ${[x2, y2]}`);
    // The minimax panel moved with it: both trees share one view.
    const [mx] = await canvasPoint(page, 'minimax', 0);
    const mbox = await page.locator('#minimax-canvas').boundingBox();
    assert.ok(Math.abs((mx - mbox.x) - (x2 - box.x)) < 2, 'both panels pan together');
    // The wheel zooms; that too closes an open menu.
    await openOn(0);
    // Over the tree, away from the menu (which lies over the tree's middle).
    await page.mouse.move(box.x + 40, box.y + box.height - 40);
    await page.mouse.wheel(0, -300);
    await menu.waitFor({ state: 'hidden' });
    // Keys inside the open menu keep it: Tab moves between its buttons.
    await button(page, 'Zoom to fit').click();
    await openOn(0);
    await button(page, 'Collapse').focus();
    await page.keyboard.press('Tab');
    assert.ok(await menu.isVisible());
    await page.keyboard.press('Escape');
    assert.ok(await menu.isHidden());
  });

  test('the whole tree by keyboard: a cursor moves over the nodes, is announced in words and opens the node menu', async (t) => {
    const page = await open(t, '', {}, 'position');
    await button(page, 'Empty board').click();
    await totals(page, '549,946', '18,297');
    // Tab into the minimax tree (from its panel's last control before it, the configuration), then on
    // (past the alpha-beta panel's controls) into the alpha-beta tree.
    const mmTree = page.getByRole('application', { name: 'Minimax game tree' });
    const tree = page.getByRole('application', { name: 'Alpha-beta game tree over the same layout' });
    await page.locator(`${panelOf('minimax')} details.panel-config summary`).focus();
    await page.keyboard.press('Tab');
    assert.ok(await mmTree.evaluate((el) => el === document.activeElement), 'Tab reaches the minimax tree');
    assert.equal(await said(page), 'The root: MAX node, depth 0, 549,945 nodes below. Minimax: not yet visited. Alpha-beta: not yet visited.');
    let tabs = 0;
    while (!await tree.evaluate((el) => el === document.activeElement) && tabs < 8) { await page.keyboard.press('Tab'); tabs++; }
    assert.ok(await tree.evaluate((el) => el === document.activeElement), `Tab reaches the alpha-beta tree (${tabs} presses)`);
    assert.equal(await said(page), 'The root: MAX node, depth 0, 549,945 nodes below. Minimax: not yet visited. Alpha-beta: not yet visited.');
    await page.keyboard.press('ArrowDown');
    assert.equal(await said(page), 'X0: MIN node, depth 1, 59,704 nodes below. Minimax: not yet visited. Alpha-beta: not yet visited.');
    assert.match(await page.locator('#node-tip').innerText(), /X0/, 'the cursor\'s node shows its card');
    await page.keyboard.press('ArrowRight');
    assert.match(await said(page), /^X1: MIN node, depth 1, /);
    await page.keyboard.press('ArrowDown');
    assert.match(await said(page), /^X1 O0: MAX node, depth 2, /);
    await page.keyboard.press('ArrowLeft');
    assert.equal(await said(page), 'No node that way.');
    await page.keyboard.press('ArrowUp');
    assert.match(await said(page), /^X1: /);
    await page.keyboard.press('Home');
    assert.match(await said(page), /^The root: /);
    // The arrows moved the cursor only: no step of the animation.
    assert.equal(await position(page).inputValue(), '0');
    // At the end, the cursor names what each search made of a node.
    await button(page, 'Go to end').click();
    await tree.focus();
    assert.equal(await said(page), 'The root: MAX node, depth 0, 549,945 nodes below. Minimax: visited, value 0. Alpha-beta: visited, value 0.');
    for (const key of ['ArrowDown', 'ArrowRight', 'ArrowDown', 'ArrowRight']) await page.keyboard.press(key);
    assert.equal(await said(page), 'X1 O2: MAX node, depth 2, 8,751 nodes below. Minimax: visited, value 0. Alpha-beta: pruned.');
    await treeDrawn(page);
    await shotOf(page.locator(`${panelOf('alphabeta')} .canvas`), 'empty-board-keyboard');
    // Enter opens the node's menu with the focus in it; Escape closes it and returns to the tree.
    await page.keyboard.press('Enter');
    const menu = page.getByRole('group', { name: 'Node' });
    await menu.waitFor();
    assert.equal(await page.locator('#node-menu-title').textContent(), 'X1 O2: MAX, depth 2, 8,751 nodes below');
    assert.ok(await menu.evaluate((el) => el.contains(document.activeElement)), 'focus in the menu');
    await page.keyboard.press('Enter'); // Collapse, the first button
    await page.keyboard.press('Escape');
    assert.ok(await menu.isHidden());
    assert.ok(await tree.evaluate((el) => el === document.activeElement), 'focus back on the tree');
    assert.match(await said(page), /^X1 O2: MAX node, depth 2, 8,751 nodes below, collapsed\. /);
    // A collapsed node keeps its children from the keyboard too.
    await page.keyboard.press('ArrowDown');
    assert.match(await said(page), /^This subtree is collapsed/);
    assert.equal(await position(page).inputValue(), await position(page).getAttribute('max'));
  });

  test('in an SVG tree: a node menu titled by its moves; a leaf offers no "Focus on subtree"', async (t) => {
    const page = await open(t);
    await totals(page, '186', '77');
    let nodes = await svgNodes(page, 'minimax');
    const leaf = nodes.filter((n) => n.leaf).sort((a, b) => a.y - b.y)[0];
    const menu = page.getByRole('group', { name: 'Node' });
    await page.mouse.click(leaf.x, leaf.y);
    await menu.waitFor();
    const title = await page.locator('#node-menu-title').textContent();
    assert.match(title, /^X\d( O\d)+( X\d)*: (MAX|MIN), depth \d, 0 nodes below$/);
    assert.ok(!/\bnode \d/i.test(title), `no internal number: ${title}`);
    assert.ok(await button(page, 'Focus on subtree').isHidden(), 'a leaf has no subtree to focus on');
    assert.ok(await button(page, 'Collapse').isHidden(), 'nor one to collapse');
    assert.ok(await button(page, 'Play this move').isHidden(), 'only the root\'s children are moves to play');
    await page.keyboard.press('Escape');
    assert.ok(await menu.isHidden());
    // An inner node: Focus on subtree zooms to it. (Positions read again: the first click may have moved the view.)
    nodes = await svgNodes(page, 'minimax');
    const inner = nodes.filter((n) => !n.leaf && n.y > Math.min(...nodes.map((m) => m.y)) + 5).sort((a, b) => a.y - b.y || a.x - b.x)[0];
    await page.mouse.click(inner.x, inner.y);
    await menu.waitFor();
    assert.match(await page.locator('#node-menu-title').textContent(), /^X\d: MIN, depth 1, \d+ nodes below$/);
    await button(page, 'Focus on subtree').click();
    const zoomed = await svgNodes(page, 'minimax');
    const same = zoomed.find((n) => n.id === inner.id);
    const box = await page.locator('#minimax-svg').boundingBox();
    assert.ok(Math.abs(same.x - (box.x + box.width / 2)) < box.width * 0.1, 'the focused node is centred');
    await shot(page, 'move4-focus');
  });

  test('the first click on a tree node leaves the view still and, on a canvas, opens the node\'s menu', async (t) => {
    const page = await open(t, '', {}, 'position');
    await totals(page, '186', '77');
    // SVG: the tree does not jump when a node is clicked.
    const before = await svgNodes(page, 'minimax');
    const kid = before.filter((n) => !n.leaf).sort((a, b) => a.y - b.y)[1];
    await page.mouse.click(kid.x, kid.y);
    await page.getByRole('group', { name: 'Node' }).waitFor();
    const after = await svgNodes(page, 'minimax');
    const root = (nodes) => nodes.find((n) => n.id === '0');
    assert.deepEqual([root(after).x, root(after).y], [root(before).x, root(before).y], 'the SVG tree stays where it was');
    // Canvas: the first click on X0 opens X0's menu.
    await button(page, 'Empty board').click();
    await totals(page, '549,946', '18,297');
    const [x, y] = await canvasPoint(page, 'alphabeta', 1);
    await page.mouse.click(x, y);
    await textMatches(page, '#node-menu-title', /^X0: MIN, depth 1, /, 3000);
    assert.ok(await page.getByRole('group', { name: 'Node' }).isVisible());
  });
});
