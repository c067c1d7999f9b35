// Building a tree by clicks and keys (issue 31, point 1), in headless
// Chromium: AIMA Fig. 5.2 built from New tree by clicks alone and by keys
// alone reaches the preset's counts as the page shows them; reordering
// siblings changes the cut-offs on screen; Undo and Redo (buttons and keys);
// a name the parser refuses is a message beside the field and the view stays.
// Controls are driven as a person drives them; window.abviz is read only to
// know when the engine has answered.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { start, shot, settled, textMatches, button, panelOf, openLesson } from './harness.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

const AIMA = 'max[min[3,12,8],min[2,4,6],min[14,5,2]]';
const treeBox = (page) => page.getByRole('textbox', { name: 'Tree', exact: true });
const text = (page, sel) => page.locator(sel).textContent();
/** Alpha-beta's tree, as the keyboard reaches it (Tab). */
const abTree = (page) => page.getByRole('application', { name: /^Alpha-beta game tree/ });

/** Waits until the Tree box (kept in step with the drawing) holds `want` and the trees are drawn. */
async function shows(page, want) {
  await page.waitForFunction((w) => document.getElementById('tree-input').value === w, want, { timeout: 30000 });
  await settled(page);
}

/** The node of alpha-beta's tree at `path` (child indices), found on the drawing by position: the root, then its children left to right. */
async function nodeAt(page, path) {
  const nodes = page.locator(`${panelOf('alphabeta')} g.node`);
  const boxes = await nodes.evaluateAll((els) => els.map((g) => {
    const r = g.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  }));
  // Levels by y (a name drawn beside a node shifts its box a little); a node's children are the next
  // level's nodes under it, left to right (the layout is tidy).
  const ys = [];
  for (const y of boxes.map((b) => b.y).sort((a, b) => a - b)) if (!ys.length || y - ys.at(-1) > 20) ys.push(y);
  const levelOf = (y) => ys.findLastIndex((l) => y >= l - 0.5);
  const level = (d) => boxes.map((b, i) => ({ ...b, i })).filter((b) => levelOf(b.y) === d).sort((a, b) => a.x - b.x);
  let row = level(0);
  let at = row[0];
  for (let d = 0; d < path.length; d++) {
    const below = level(d + 1);
    // The children of `at`: the run of next-level nodes nearest to it, split by the parents' midpoints.
    const mids = row.map((p, k) => (k + 1 < row.length ? (p.x + row[k + 1].x) / 2 : Infinity));
    const k = row.indexOf(at);
    const lo = k > 0 ? mids[k - 1] : -Infinity, hi = mids[k];
    const kids = below.filter((b) => b.x > lo && b.x < hi);
    at = kids[path[d]];
    row = below;
  }
  return nodes.nth(at.i);
}

/** The leaf values alpha-beta's tree shows pruned at the end of the search, left to right. */
async function prunedAtEnd(page) {
  await button(page, 'Go to end').click();
  return page.locator(`${panelOf('alphabeta')} g.node[data-node-state="pruned"] .leaf-value`).evaluateAll((els) =>
    els.map((e) => ({ x: e.getBoundingClientRect().x, v: e.textContent })).sort((a, b) => a.x - b.x).map((e) => e.v));
}

/** The counts the page shows for both searches. */
async function counts(page) {
  return { minimax: await text(page, '#minimax-total'), alphabeta: await text(page, '#alphabeta-total') };
}

/** AIMA Fig. 5.2 as the gallery shows it: its counts and pruned leaves. */
async function preset(t) {
  const { page } = await h.openClean(t, '?preset=aima');
  await settled(page);
  return { counts: await counts(page), pruned: await prunedAtEnd(page) };
}

/** Add child by clicks: the node, Add child, the value typed, Set clicked. */
async function addChild(page, path, value) {
  await (await nodeAt(page, path)).click();
  await button(page, 'Add child').click();
  await page.getByLabel('Value of the new child').fill(String(value));
  await button(page, 'Set').click();
}

/** The menu's item `name`, reached from the first with Down: keys only. */
async function menuItem(page, name) {
  for (let k = 0; k < 16; k++) {
    if ((await page.evaluate(() => document.activeElement?.textContent)) === name) return;
    await page.keyboard.press('ArrowDown');
  }
  assert.fail(`no menu item ${name}`);
}

/** Add child by keys: Enter on the cursor's node, Down to Add child, Enter, the value, Enter. */
async function addChildByKeys(page, value, want) {
  await page.keyboard.press('Enter');
  await menuItem(page, 'Add child');
  await page.keyboard.press('Enter');
  await page.keyboard.type(String(value));
  await page.keyboard.press('Enter');
  await shows(page, want);
}

test('AIMA Fig. 5.2 built from New tree by clicks alone reaches the preset\'s counts and cut-offs, and goes into the link', async (t) => {
  const want = await preset(t);
  assert.deepEqual(want.counts, { minimax: '13', alphabeta: '11' });
  assert.deepEqual(want.pruned, ['4', '6']);
  const { page, context } = await h.openClean(t);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.origin });
  await openLesson(page, 'position');
  await button(page, 'New tree').click();
  await shows(page, 'max[0,0]');
  await addChild(page, [], 0);
  await shows(page, 'max[0,0,0]');
  const leaves = [[3, 12, 8], [2, 4, 6], [14, 5, 2]];
  const built = ['0', '0', '0'];
  for (const [i, values] of leaves.entries()) {
    for (const [k, v] of values.entries()) {
      await addChild(page, [i], v);
      built[i] = `min[${values.slice(0, k + 1).join(',')}]`;
      await shows(page, `max[${built.join(',')}]`);
    }
  }
  assert.equal(await treeBox(page).inputValue(), AIMA);
  assert.deepEqual(await counts(page), want.counts);
  assert.deepEqual(await prunedAtEnd(page), want.pruned);
  await page.waitForFunction((w) => new URLSearchParams(location.search).get('tree') === w, AIMA);
  // Copy tree gives the shorthand the Tree box shows.
  await button(page, 'Copy tree').click();
  await textMatches(page, '#build-status', /^Tree copied\.$/);
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), AIMA);
  await shot(page, 'tree-build-clicks');
});

test('AIMA Fig. 5.2 built by keys alone: Enter opens the node menu, arrows move the cursor, Enter sets the value', async (t) => {
  const want = await preset(t);
  const { page } = await h.openClean(t);
  await openLesson(page, 'position');
  await button(page, 'New tree').focus();
  await page.keyboard.press('Enter');
  await shows(page, 'max[0,0]');
  // Into alpha-beta's tree, as Tab brings the keyboard there; the cursor starts at the root.
  await abTree(page).focus();
  await page.keyboard.press('Home');
  await addChildByKeys(page, 0, 'max[0,0,0]');
  // The cursor stays on the node edited: Down goes to its first child.
  await page.keyboard.press('ArrowDown');
  const leaves = [[3, 12, 8], [2, 4, 6], [14, 5, 2]];
  const built = ['0', '0', '0'];
  for (const [i, values] of leaves.entries()) {
    if (i > 0) await page.keyboard.press('ArrowRight');
    for (const [k, v] of values.entries()) {
      built[i] = `min[${values.slice(0, k + 1).join(',')}]`;
      await addChildByKeys(page, v, `max[${built.join(',')}]`);
    }
  }
  assert.equal(await treeBox(page).inputValue(), AIMA);
  assert.deepEqual(await counts(page), want.counts);
  assert.deepEqual(await prunedAtEnd(page), want.pruned);
});

test('moving B to the end takes away the cut-offs on screen; Undo and Redo, by buttons and keys, step back and forth', async (t) => {
  const { page } = await h.openClean(t, `?tree=${encodeURIComponent(AIMA)}`);
  await openLesson(page, 'position');
  assert.deepEqual(await prunedAtEnd(page), ['4', '6']);
  assert.equal(await text(page, '#alphabeta-total'), '11');
  // B one place right by its menu, then once more by Alt+→ on the cursor (which stays on B).
  await (await nodeAt(page, [0])).click();
  await button(page, 'Move right').click();
  const once = 'max[min[2,4,6],min[3,12,8],min[14,5,2]]';
  await shows(page, once);
  // C first: C = 2, then B's 3 and D's 14, 5 all beat α = 2, D's last leaf 2 is not pruned, and nothing is cut.
  const twice = 'max[min[2,4,6],min[14,5,2],min[3,12,8]]';
  await abTree(page).focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Alt+ArrowRight');
  await shows(page, twice);
  assert.deepEqual(await prunedAtEnd(page), []);
  assert.equal(await text(page, '#alphabeta-total'), '13');
  await shot(page, 'tree-build-reordered');
  // Ctrl+Z on the tree: one move back; the Undo button: the figure's order, its cut-off again.
  await abTree(page).focus();
  await page.keyboard.press('Control+z');
  await shows(page, once);
  await button(page, 'Undo edit').click();
  await shows(page, AIMA);
  assert.deepEqual(await prunedAtEnd(page), ['4', '6']);
  assert.equal(await text(page, '#alphabeta-total'), '11');
  assert.equal(await button(page, 'Undo edit').isDisabled(), true);
  await button(page, 'Redo edit').click();
  await shows(page, once);
  await abTree(page).focus();
  await page.keyboard.press('Control+Shift+Z');
  await shows(page, twice);
  assert.deepEqual(await prunedAtEnd(page), []);
  assert.equal(await button(page, 'Redo edit').isDisabled(), true);
});

test('dragging B past D with the mouse moves it to the end: the cut-offs go; a short drag is a click that opens the menu', async (t) => {
  const { page } = await h.openClean(t, `?tree=${encodeURIComponent(AIMA)}`);
  await openLesson(page, 'position');
  const centre = async (path) => { const b = await (await nodeAt(page, path)).boundingBox(); return { x: b.x + b.width / 2, y: b.y + b.height / 2 }; };
  const [b, d] = [await centre([0]), await centre([2])];
  await page.mouse.move(b.x, b.y);
  await page.mouse.down();
  await page.mouse.move(b.x + (d.x - b.x) / 2, b.y, { steps: 5 });
  assert.equal(await page.locator(`${panelOf('alphabeta')} g.node.node-dragged`).count(), 1);
  await page.mouse.move(d.x + 30, b.y, { steps: 5 });
  await page.mouse.up();
  await shows(page, 'max[min[2,4,6],min[14,5,2],min[3,12,8]]');
  assert.deepEqual(await prunedAtEnd(page), []);
  assert.equal(await text(page, '#alphabeta-total'), '13');
  // Dropped where it was: no edit. Pressed and let go: the node's menu.
  const c = await centre([0]);
  await page.mouse.move(c.x, c.y);
  await page.mouse.down();
  await page.mouse.move(c.x + 10, c.y, { steps: 2 });
  await page.mouse.up();
  // Up or down from a node pans the tree, as from anywhere else.
  const before = await centre([0]);
  await page.mouse.move(before.x, before.y);
  await page.mouse.down();
  await page.mouse.move(before.x + 5, before.y + 60, { steps: 4 });
  await page.mouse.up();
  assert.ok(Math.abs((await centre([0])).y - before.y - 60) < 2, 'the tree panned down 60 px');
  await button(page, 'Undo edit').click();
  await shows(page, AIMA);
  const b2 = await centre([0]);
  await page.mouse.click(b2.x, b2.y);
  assert.ok(await button(page, 'Move right').isVisible());
});

test('a leaf\'s new value is an edit Undo takes back, and an edit keeps the view\'s zoom and the trace at its end', async (t) => {
  const { page } = await h.openClean(t, `?tree=${encodeURIComponent(AIMA)}`);
  await openLesson(page, 'position');
  await button(page, 'Go to end').click();
  await button(page, 'Zoom in').click();
  // Nodes are drawn at one size at any zoom: the zoom is how far apart B and D stand.
  const rootWidth = async () => {
    const [b, d] = [await (await nodeAt(page, [0])).boundingBox(), await (await nodeAt(page, [2])).boundingBox()];
    return d.x - b.x;
  };
  const zoomed = await rootWidth();
  await (await nodeAt(page, [1, 0])).click();
  await button(page, 'Change value').click();
  await page.getByLabel('Value of this leaf').fill('1');
  await button(page, 'Set').click();
  const edited = 'max[min[3,12,8],min[1,4,6],min[14,5,2]]';
  await shows(page, edited);
  const end = await text(page, '#position-out');
  const [, pos, total] = end.match(/step ([\d,]+) of ([\d,]+)/);
  assert.equal(pos, total, end);
  assert.ok(Math.abs((await rootWidth()) - zoomed) < 0.5, `B and D are ${await rootWidth()} px apart after the edit, ${zoomed} px before`);
  await button(page, 'Zoom to fit').click();
  assert.ok((await rootWidth()) < zoomed - 1, 'the zoom kept was a zoom in');
  await button(page, 'Undo edit').click();
  await shows(page, AIMA);
  await button(page, 'Redo edit').click();
  await shows(page, edited);
  assert.deepEqual(await prunedAtEnd(page), ['4', '6']);
});

test('a name the parser refuses is a message beside the field, and the tree on screen stays; a good name is drawn', async (t) => {
  const { page } = await h.openClean(t, `?tree=${encodeURIComponent(AIMA)}`);
  await openLesson(page, 'position');
  const before = await counts(page);
  await (await nodeAt(page, [1])).click();
  await button(page, 'Rename').click();
  const field = page.getByLabel('Name (empty for none)');
  await field.fill('max');
  await button(page, 'Set').click();
  await textMatches(page, '.value-editor .alert', /^tree: node 2 cannot be named "max"; a name starts with a letter/);
  assert.equal(await field.isVisible(), true);
  assert.equal(await treeBox(page).inputValue(), AIMA);
  assert.deepEqual(await counts(page), before);
  await field.fill('C');
  await button(page, 'Set').click();
  await shows(page, 'max[min[3,12,8],C min[2,4,6],min[14,5,2]]');
  assert.equal(await page.locator(`${panelOf('alphabeta')} text.node-name`, { hasText: /^C$/ }).count(), 1);
  // Remove D with its subtree: the tree and both counts follow.
  await (await nodeAt(page, [2])).click();
  await button(page, 'Remove').click();
  await shows(page, 'max[min[3,12,8],C min[2,4,6]]');
  await textMatches(page, '#minimax-total', /^9$/);
});

test('What if? on a pruned leaf: once past the cut-off, any value tried leaves the root\'s 3 and its move B, and the sentence names C\'s β = 2 and the root\'s α = 3', async (t) => {
  const { page } = await h.openClean(t, '?preset=aima');
  const c2 = page.locator(`${panelOf('alphabeta')} g.node`).filter({ has: page.locator('text.node-name', { hasText: /^c2$/ }) });
  // Before the cut-off the leaf is not pruned yet: no Try a value.
  await c2.click();
  assert.equal(await button(page, 'Try a value').isVisible(), false);
  await button(page, 'Close').click();
  const before = await counts(page);
  assert.deepEqual(await prunedAtEnd(page), ['4', '6']);
  await c2.click();
  await button(page, 'Try a value').click();
  const field = page.getByLabel('Try this value here');
  for (const [v, shown] of [['100', '100'], ['-50', '−50'], ['2', '2']]) {
    await field.fill(v);
    await button(page, 'Set').click();
    await textMatches(page, '.value-editor .alert', new RegExp(`^With ${shown} here, the root’s value stays 3 and its best move B: C’s β = 2 ≤ the α = 3 that A holds, so no value of this leaf can raise C above 2 or change the root’s 3\\.$`), 30000);
  }
  await shot(page, 'tree-build-what-if');
  // Only tried: the figure on screen is as it was.
  assert.equal(await c2.locator('.leaf-value').textContent(), '4');
  assert.deepEqual(await counts(page), before);
  // A value the engine refuses is its message there.
  await field.fill('2000000000');
  await button(page, 'Set').click();
  await textMatches(page, '.value-editor .alert', /^tree: node "c2" cannot take the value 2000000000/);
});

test('What if? at a chance node\'s cut-off (Star1): any value within the bounds leaves the root, and one outside them is refused', async (t) => {
  // The root's first chance node is worth 6; the second's first outcome 1 leaves it at most 0.5·1 + 0.5·10 = 5.5 ≤ α = 6.
  const tree = 'max[chance[0.5: 6, 0.5: 6], chance[0.5: 1, 0.5: 2]]';
  const { page } = await h.openClean(t, `?tree=${encodeURIComponent(tree)}&bounds=0,10`);
  assert.deepEqual(await prunedAtEnd(page), ['2']);
  await (await nodeAt(page, [1, 1])).click();
  await button(page, 'Try a value').click();
  const field = page.getByLabel('Try this value here');
  for (const v of ['10', '0']) {
    await field.fill(v);
    await button(page, 'Set').click();
    await textMatches(page, '.value-editor .alert', new RegExp(`^With ${v} here, the root’s value stays 6 and its best move child 1: After 1 of 2 outcomes, this chance node's \\(E\\) value lies in \\[0, 5\\.5\\], which is ≤ α = 6: outcome 2 is pruned\\. Every leaf lies within the tree’s bounds, so no value of this leaf can change that\\.$`), 30000);
  }
  await field.fill('11');
  await button(page, 'Set').click();
  await textMatches(page, '.value-editor .alert', /^Star1 cut off here assuming every leaf lies within the bounds \[0, 10\]; 11 is outside them\./);
  // Without bounds of its own the tree's are its values' range, [1, 6] (the second chance node, at most 6, is
  // cut before its first outcome): a value outside them is said, not tried.
  const own = await h.openClean(t, `?tree=${encodeURIComponent(tree)}`);
  assert.deepEqual(await prunedAtEnd(own.page), ['1', '2']);
  await (await nodeAt(own.page, [1, 1])).click();
  await button(own.page, 'Try a value').click();
  const f2 = own.page.getByLabel('Try this value here');
  await f2.fill('6');
  await button(own.page, 'Set').click();
  await textMatches(own.page, '.value-editor .alert', /^With 6 here, the root’s value stays 6 /);
  await f2.fill('7');
  await button(own.page, 'Set').click();
  await textMatches(own.page, '.value-editor .alert', /^Star1 cut off here assuming every leaf lies within the bounds \[1, 6\]; 7 is outside them\./);
});

test('Make chance gives equal outcomes; Probabilities… sets them, and a set that does not sum to 1 is a message beside the field', async (t) => {
  const { page } = await h.openClean(t, `?tree=${encodeURIComponent('max[min[1,5],2]')}`);
  await openLesson(page, 'position');
  await (await nodeAt(page, [0])).click();
  await button(page, 'Make chance').click();
  await shows(page, 'max[chance[1,5],2]');
  // Expectimax: the chance node is worth (1 + 5) / 2 = 3, above the leaf 2.
  await button(page, 'Go to end').click();
  await textMatches(page, '#minimax-explain', /value 3,/);
  await (await nodeAt(page, [0])).click();
  await button(page, 'Probabilities…').click();
  const field = page.getByLabel('Probabilities of the outcomes, left to right');
  assert.equal(await field.inputValue(), '0.5, 0.5');
  await field.fill('0.5, 0.6');
  await button(page, 'Set').click();
  await textMatches(page, '.value-editor .alert', /^tree: the probabilities of the outcomes of node 1 sum to 1\.1, not 1$/);
  assert.equal(await treeBox(page).inputValue(), 'max[chance[1,5],2]');
  await field.fill('0.9, 1/10');
  await button(page, 'Set').click();
  await shows(page, 'max[chance[0.9:1,0.1:5],2]');
  // 0.9 × 1 + 0.1 × 5 = 1.4, below the leaf 2: MAX takes 2.
  await button(page, 'Go to end').click();
  await textMatches(page, '#minimax-explain', /value 2,/);
});

test('on a phone, by touch: a tap opens the node menu, Add child and Move left edit the tree', async (t) => {
  const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
  const { page } = await h.openClean(t, `?tree=${encodeURIComponent('max[0,0]')}`, phone);
  await (await nodeAt(page, [1])).tap();
  await button(page, 'Add child').tap();
  await page.getByLabel('Value of the new child').fill('7');
  await button(page, 'Set').tap();
  await page.waitForFunction(() => new URLSearchParams(location.search).get('tree') === 'max[0,min[7]]', null, { timeout: 30000 });
  await settled(page);
  await (await nodeAt(page, [1])).tap();
  await button(page, 'Move left').tap();
  await page.waitForFunction(() => new URLSearchParams(location.search).get('tree') === 'max[min[7],0]', null, { timeout: 30000 });
  await settled(page);
  // The drawing, left to right: 7 under the MIN node, then the leaf 0.
  const leaves = await page.locator(`${panelOf('alphabeta')} .leaf-value`).evaluateAll((els) =>
    els.map((e) => ({ x: e.getBoundingClientRect().x, v: e.textContent })).sort((a, b) => a.x - b.x).map((e) => e.v));
  assert.deepEqual(leaves, ['7', '0']);
  await shot(page, 'tree-build-phone');
});
