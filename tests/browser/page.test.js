// The page in real headless Chromium (Debian's, through playwright-core):
// positions, playback, the trees and how a person reaches them by mouse and
// keyboard. Every control is driven as a person drives it (click, keys, drag,
// fill) and every check reads what a person sees: text, data-node-state,
// aria attributes, computed style, pixels. window.abviz is read only for
// what the page shows nowhere else: whether the engine is still busy (to
// synchronise) and, on the canvas, where a node is drawn and its size.
// Screenshots go to target/e2e/ for a person to look at.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { start, shot, shotOf, treeDrawn, ROOT, settled, textMatches, button, panelOf, openLesson } from './harness.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

/**
 * Opens the page at `query`, drawn; when the test ends it must have stayed clean (harness.openClean).
 * With `lesson`, that drawer is opened (Position: the board, its presets and the textbook trees).
 */
const open = async (t, query = '', options = {}, lesson = null) => {
  const { page } = await h.openClean(t, query, options);
  if (lesson) await openLesson(page, lesson);
  return page;
};

const states = (page, which) => page.$$eval(`${panelOf(which)} [data-node-state]`, (els) => els.map((e) => e.getAttribute('data-node-state')));
const count = (page, which, state) => page.locator(`${panelOf(which)} [data-node-state="${state}"]`).count();
const totalText = (page, which) => page.getByTestId(`${which}-total`).textContent();
const position = (page) => page.getByRole('slider', { name: 'Trace position' });
const said = (page) => page.locator('#announce').textContent();

/** Waits for both totals (as the page writes them, e.g. "549,946"), then for the drawing. */
async function totals(page, mm, ab) {
  await textMatches(page, '#minimax-total', new RegExp(`^${mm}$`), 60000);
  await textMatches(page, '#alphabeta-total', new RegExp(`^${ab}$`), 60000);
  await settled(page);
}

/** Lets the page run `n` animation frames (instead of a fixed sleep). */
const frames = (page, n = 10) => page.evaluate((k) => new Promise((resolve) => {
  const tick = () => (--k <= 0 ? resolve() : requestAnimationFrame(tick));
  requestAnimationFrame(tick);
}), n);

/** What the core (through the CLI) says about a board. */
function core(board) {
  const r = spawnSync('cargo', ['run', '-q', '-p', 'abviz-cli', '--', 'analyze', '--board', board], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout);
}

/** The core's message for a board it refuses (the CLI prints "abviz: <message>"). */
function coreError(board) {
  const r = spawnSync('cargo', ['run', '-q', '-p', 'abviz-cli', '--', 'analyze', '--board', board], { cwd: ROOT, encoding: 'utf8' });
  assert.notEqual(r.status, 0, `the core refuses ${board}`);
  return r.stderr.trim().replace(/^abviz: /, '');
}

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
  test('Move 4 to the end: totals 186 and 77, 109 nodes pruned and drawn dashed grey, 77 visited, a bar chart of the saving', async (t) => {
    // Start on Move 6, so that Move 4 is really loaded by its button.
    const page = await open(t, '?board=O.X%2FXXO%2FO..', {}, 'position');
    await totals(page, '16', '12');
    await button(page, 'Move 4').click();
    await totals(page, '186', '77');
    await button(page, 'Go to end').click();
    assert.equal(await position(page).inputValue(), await position(page).getAttribute('max'));
    assert.equal(await count(page, 'alphabeta', 'pruned'), 109);
    assert.equal(await count(page, 'alphabeta', 'visited'), 77);
    assert.equal(await count(page, 'minimax', 'visited'), 186);
    assert.equal(await count(page, 'minimax', 'pruned'), 0);
    assert.equal(await count(page, 'minimax', 'current') + await count(page, 'alphabeta', 'current'), 0);
    assert.equal(await count(page, 'minimax', 'pending') + await count(page, 'alphabeta', 'pending'), 0);
    assert.match(await page.locator('#alphabeta-counts').textContent(), /^Entered 77 of 77 nodes · leaves 31 of 31 · 18 cut-offs$/);
    // Every pruned node's visible outline, and the edge into it, is dashed and grey (computed style).
    const looks = await page.$$eval(`${panelOf('alphabeta')} [data-node-state="pruned"]`, (els) => els.map((g) => {
      const frame = [...g.querySelectorAll('.frame')].find((f) => getComputedStyle(f).display !== 'none');
      const cs = frame ? getComputedStyle(frame) : null;
      return { id: g.dataset.nodeId, dash: cs?.strokeDasharray ?? 'no frame', stroke: cs?.stroke ?? '' };
    }));
    assert.equal(looks.length, 109);
    for (const l of looks) {
      assert.notEqual(l.dash, 'none', `node ${l.id} dashed`);
      assert.match(l.dash, /\d/, `node ${l.id} dashed`);
      const [r, g, b] = l.stroke.match(/\d+/g).map(Number);
      assert.ok(r === g && g === b, `node ${l.id}: grey stroke, got ${l.stroke}`);
    }
    const edges = await page.$$eval(`${panelOf('alphabeta')} .edge[data-edge-state="pruned"] path`, (ps) => ps.map((p) => {
      const cs = getComputedStyle(p);
      return { dash: cs.strokeDasharray, stroke: cs.stroke };
    }));
    assert.equal(edges.length, 109);
    for (const e of edges) {
      assert.notEqual(e.dash, 'none', 'pruned edge dashed');
      const [r, g, b] = e.stroke.match(/\d+/g).map(Number);
      assert.ok(r === g && g === b, `pruned edge grey, got ${e.stroke}`);
    }
    // The saving as a bar chart: nodes and leaves, minimax's bar full, alpha-beta's 77/186 of it.
    await textMatches(page, '#compare-body', /Nodes entered: alpha-beta saves 59%/);
    assert.match(await page.locator('#compare-body').textContent(), /Leaves evaluated: alpha-beta saves 64%/);
    assert.equal(await page.locator('.bars .bar').count(), 4);
    const widths = await page.locator('.bars .bar').evaluateAll((bars) => bars.map((b) => b.getBoundingClientRect().width));
    assert.ok(Math.abs(widths[1] / widths[0] - 77 / 186) < 0.02, `alpha-beta's bar is 77/186 of minimax's: ${widths}`);
    assert.ok(Math.abs(widths[3] / widths[0] - 31 / 186) < 0.02, `leaves bars: ${widths}`);
    await shot(page, 'move4-end');
  });

  test('Move 6 gives totals 16 and 12, and 4 nodes pruned at the end', async (t) => {
    const page = await open(t, '', {}, 'position');
    await button(page, 'Move 6').click();
    await totals(page, '16', '12');
    await button(page, 'Go to end').click();
    assert.equal(await count(page, 'alphabeta', 'pruned'), 4);
    assert.equal(await count(page, 'alphabeta', 'visited'), 12);
    assert.equal(await count(page, 'minimax', 'visited'), 16);
    await button(page, 'Zoom in').click(); // one zoom group for both trees
    await shot(page, 'move6-end');
  });

  test('the counts say "1 cut-off" for one and "cut-offs" otherwise', async (t) => {
    const page = await open(t, '', {}, 'position');
    await button(page, 'Move 6').click();
    await totals(page, '16', '12');
    const counts = page.locator('#alphabeta-counts');
    assert.match(await counts.textContent(), /· 0 cut-offs$/);
    await button(page, 'Next cut-off').click();
    assert.match(await counts.textContent(), /· 1 cut-off$/);
    assert.match(await page.locator('#alphabeta-explain').textContent(), /pruned/);
    await button(page, 'Go to end').click();
    assert.match(await counts.textContent(), /· 2 cut-offs$/);
    assert.match(await page.locator('#compare-body').textContent(), /Alpha-beta made 2 cut-offs, skipping 2 subtrees\./);
    // And "1 node" for a tree that is one leaf.
    await page.getByLabel('Tree', { exact: true }).fill('5');
    await button(page, 'Show tree').click();
    await totals(page, '1', '1');
    assert.equal(await page.locator('#minimax-counts').textContent(), 'Entered 0 of 1 node · leaves 0 of 1');
  });

  test('stepping back five times and forward five times returns to the same states', async (t) => {
    const page = await open(t);
    await totals(page, '186', '77');
    for (let i = 0; i < 40; i++) await button(page, 'Step forward').click();
    const before = { mm: await states(page, 'minimax'), ab: await states(page, 'alphabeta'), text: await page.locator('#alphabeta-explain').textContent() };
    assert.equal(await position(page).inputValue(), '40');
    assert.equal(await page.locator('#position-out').textContent(), 'step 40 of 458');
    for (let i = 0; i < 5; i++) await button(page, 'Step back').click();
    assert.equal(await position(page).inputValue(), '35');
    assert.notDeepEqual(await states(page, 'minimax'), before.mm);
    for (let i = 0; i < 5; i++) await button(page, 'Step forward').click();
    assert.deepEqual(await states(page, 'minimax'), before.mm);
    assert.deepEqual(await states(page, 'alphabeta'), before.ab);
    assert.equal(await page.locator('#alphabeta-explain').textContent(), before.text);
    assert.equal(await count(page, 'alphabeta', 'current'), 1);
    assert.equal(await count(page, 'minimax', 'current'), 1);
    await shot(page, 'move4-step40');
  });

  test('the α and β of the current path and a cut-off are explained in words naming the nodes', async (t) => {
    const page = await open(t);
    await totals(page, '186', '77');
    // Step until the alpha-beta panel reports its first cut-off.
    const explain = page.locator('#alphabeta-explain');
    let text = '';
    for (let i = 0; i < 200 && !/pruned/.test(text); i++) {
      await button(page, 'Step forward').click();
      text = await explain.textContent();
    }
    // What was cut, where (the node named by its moves), and why: the MIN node above (X1) and its β.
    assert.match(text, /^α = 0 ≥ β = −1 at MAX node X1 O5: moves 7 and 8 are pruned\. MAX has found 0 here; .*\bX1\b.*β = −1.*cannot matter\.$/);
    assert.equal(await position(page).inputValue(), '23');
    assert.ok(await explain.evaluate((e) => e.classList.contains('cutoff')), 'the cut-off sentence is highlighted');
    // α and β beside each node of the current path, the pruned nodes drawn, the step spoken.
    const windows = await page.locator(`${panelOf('alphabeta')} .window`).allTextContents();
    assert.ok(windows.length >= 4, `α and β labels on the path: ${windows}`);
    assert.ok(windows.includes('α 0') && windows.includes('β −1'), `the cut-off's α and β are drawn: ${windows}`);
    assert.equal(await count(page, 'alphabeta', 'pruned'), 5, 'moves 7 and 8 with what lies below them');
    assert.equal(await said(page), `step 23 of 458. ${text}`);
    // The node whose β caused the cut-off is marked, with a dotted arrow to each pruned child.
    assert.equal(await page.locator(`${panelOf('alphabeta')} .node.cause`).count(), 1);
    assert.equal(await page.locator(`${panelOf('alphabeta')} .cause-link`).count(), 2);
    // An α update is said in words too.
    await button(page, 'Reset').click();
    let alpha = '';
    for (let i = 0; i < 60 && !/α rises/.test(alpha); i++) {
      await button(page, 'Step forward').click();
      alpha = await explain.textContent();
    }
    assert.match(alpha, /α rises to \S+, the least MAX is now sure of\.$/);
    assert.match(alpha, /\b(the root|[XO]\d( [XO]\d)*)\b/, 'names the node');
    await button(page, 'Next cut-off').click();
    assert.equal(await position(page).inputValue(), '23');
    await shot(page, 'move4-first-cutoff');
  });

  test('Play advances on its own and Pause stops it', async (t) => {
    const page = await open(t);
    await totals(page, '186', '77');
    // The speed slider, by keyboard: Home is its slowest, each → one notch faster.
    const speed = page.getByRole('slider', { name: 'Speed' });
    await speed.focus();
    await page.keyboard.press('Home');
    assert.equal(await page.locator('#speed-out').textContent(), '1 step/s', 'one step: the singular');
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
    assert.equal(await speed.inputValue(), '8');
    assert.equal(await page.locator('#speed-out').textContent(), '40 steps/s');
    await button(page, 'Play').click();
    assert.equal(await button(page, 'Pause').getAttribute('aria-pressed'), 'true');
    await page.waitForFunction(() => Number(document.getElementById('position').value) > 20);
    await button(page, 'Pause').click();
    const at = await position(page).inputValue();
    await frames(page, 20);
    assert.equal(await position(page).inputValue(), at, 'paused');
    assert.equal(await button(page, 'Play').count(), 1);
    assert.equal(await button(page, 'Play').getAttribute('aria-pressed'), 'false');
    // Paused, the step is said once.
    assert.match(await said(page), new RegExp(`^step ${at} of 458\\. `));
    // At the fastest speed Play runs to the end and stops there by itself.
    await speed.focus();
    await page.keyboard.press('End');
    assert.equal(await speed.inputValue(), '14');
    await button(page, 'Play').click();
    await page.waitForFunction(() => document.getElementById('position').value === '458', null, { timeout: 30000 });
    await button(page, 'Play').waitFor();
    await textMatches(page, '#alphabeta-explain', /^Alpha-beta finished after 243 steps: value 0, 77 nodes entered\.$/);
  });

  test('keyboard: Space plays and pauses, arrows step, Home and End jump', async (t) => {
    const page = await open(t, '', {}, 'position');
    await button(page, 'Move 6').click();
    await totals(page, '16', '12');
    await page.locator('h1').click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    assert.equal(await position(page).inputValue(), '2');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await position(page).inputValue(), '1');
    await page.keyboard.press('End');
    assert.equal(await position(page).inputValue(), await position(page).getAttribute('max'));
    await page.keyboard.press('Home');
    assert.equal(await position(page).inputValue(), '0');
    await page.keyboard.press('n');
    assert.match(await page.locator('#alphabeta-explain').textContent(), /pruned/);
    await page.keyboard.press('Home');
    await page.keyboard.press(' ');
    assert.equal(await button(page, 'Pause').count(), 1);
    await page.keyboard.press(' ');
    assert.equal(await button(page, 'Play').count(), 1);
    // Space on a focused checkbox toggles it and does not play.
    await page.getByLabel('Lecture mode').focus();
    await page.keyboard.press(' ');
    assert.ok(await page.getByLabel('Lecture mode').isChecked());
    assert.equal(await button(page, 'Play').count(), 1);
    await page.keyboard.press(' ');
    assert.ok(!await page.getByLabel('Lecture mode').isChecked());
  });

  test('a board entered by clicking cells gives the core\'s counts', async (t) => {
    const page = await open(t, '', {}, 'position');
    await totals(page, '186', '77');
    await button(page, 'Clear').click();
    for (let c = 0; c < 9; c++) assert.equal(await page.getByTestId(`cell-${c}`).textContent(), '');
    // Until the board is a position again, a note says what the trees still show.
    assert.ok(await page.locator('#draft-note').isVisible());
    assert.match(await page.locator('#draft-note').textContent(), /^Not analysed yet: the trees still show O\.X\/\.X\.\/O\.\.\./);
    // X4 O0 X8 O2: X to move. A cell cycles empty, X, O.
    for (const [cell, clicks] of [[4, 1], [0, 2], [8, 1], [2, 2]]) {
      for (let i = 0; i < clicks; i++) await page.getByTestId(`cell-${cell}`).click();
    }
    assert.equal(await page.getByTestId('cell-0').getAttribute('aria-label'), 'Cell 0: O');
    assert.equal(await page.getByTestId('cell-4').getAttribute('aria-label'), 'Cell 4: X');
    assert.equal(await page.getByTestId('cell-1').getAttribute('aria-label'), 'Cell 1: empty');
    const expected = core('O.O/.X./..X');
    await totals(page, expected.minimax.nodes.toLocaleString('en'), expected.alphabeta.nodes.toLocaleString('en'));
    assert.equal(await page.locator('#board-alert').textContent(), '');
    assert.ok(await page.locator('#draft-note').isHidden(), 'the board is the position on screen');
    assert.equal(await page.locator('#to-move').textContent(), 'X to move: X is MAX, the other player MIN.');
    await button(page, 'Go to end').click();
    assert.equal(await count(page, 'alphabeta', 'visited'), expected.alphabeta.nodes);
    assert.equal(await count(page, 'minimax', 'visited'), expected.minimax.nodes);
    await textMatches(page, '#compare-body', new RegExp(`the best move is cell ${expected.alphabeta.best_move}\\.`));
    await shot(page, 'clicked-board');
  });

  test('an impossible board shows the core\'s message next to the board, keeps the last tree and says which position is on screen', async (t) => {
    const page = await open(t, '', {}, 'position');
    await totals(page, '186', '77');
    await page.getByTestId('cell-1').click(); // X: valid, O to move
    const valid = core('OXX/.X./O..');
    await totals(page, String(valid.minimax.nodes), String(valid.alphabeta.nodes));
    const drawn = await page.locator(`${panelOf('minimax')} [data-node-state]`).count();
    await page.getByTestId('cell-1').click(); // O: X has 2 marks, O 3
    const alert = page.locator('#board-alert[role="alert"]');
    await textMatches(page, '#board-alert', /\S/);
    assert.equal(await alert.textContent(), coreError('OOX/.X./O..'));
    await settled(page);
    assert.equal(await totalText(page, 'minimax'), String(valid.minimax.nodes), 'the last tree stays');
    assert.equal(await page.locator(`${panelOf('minimax')} [data-node-state]`).count(), drawn);
    // The board shows the draft; a note names the position the trees still show.
    assert.equal(await page.getByTestId('cell-1').textContent(), 'O');
    const note = page.locator('#draft-note');
    assert.ok(await note.isVisible(), 'draft note shown');
    assert.match(await note.textContent(), /^Not analysed yet: the trees still show OXX\/\.X\.\/O\.\.\./);
    // The message sits next to the board: in its section, below it and above the next section.
    const [boardBox, alertBox, nextBox] = [await page.locator('.board-editor').boundingBox(), await alert.boundingBox(), await page.locator('section.trees').boundingBox()];
    assert.equal(await page.locator('section.position #board-alert').count(), 1, 'in the position section');
    assert.ok(alertBox.y >= boardBox.y + boardBox.height && alertBox.y + alertBox.height <= nextBox.y, `below the board: ${JSON.stringify({ boardBox, alertBox, nextBox })}`);
    await shot(page, 'impossible-board');
    await page.getByTestId('cell-1').click(); // empty again: Move 4, valid
    await totals(page, '186', '77');
    assert.equal(await alert.textContent(), '');
    assert.ok(await note.isHidden());
  });

  test('changing the position mid-animation starts cleanly on the new one', async (t) => {
    const page = await open(t, '', {}, 'position');
    await totals(page, '186', '77');
    for (let i = 0; i < 30; i++) await button(page, 'Step forward').click();
    await button(page, 'Move 6').click();
    await totals(page, '16', '12');
    assert.equal(await position(page).inputValue(), '0');
    assert.equal(await count(page, 'minimax', 'pending'), 16);
    assert.equal(await count(page, 'alphabeta', 'pending'), 16);
    assert.equal(await page.locator(`${panelOf('alphabeta')} .window`).count(), 0, 'no α/β left over');
    assert.match(await page.locator('#alphabeta-explain').textContent(), /^Alpha-beta starts at the root/);
    await button(page, 'Play').click();
    await button(page, 'Move 4').click();
    await totals(page, '186', '77');
    assert.equal(await button(page, 'Pause').count(), 1, 'still playing, on Move 4');
    await page.waitForFunction(() => Number(document.getElementById('position').value) > 0);
    await button(page, 'Pause').click();
    // No node of Move 6's tree is left: the drawing is Move 4's at the shown step.
    assert.equal(await page.locator(`${panelOf('minimax')} [data-node-state]`).count(), 186);
  });

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

  test('the trees say what they are: aria-roledescription "game tree", in the page\'s language', async (t) => {
    const page = await open(t);
    for (const name of ['Minimax game tree', 'Alpha-beta game tree over the same layout']) {
      assert.equal(await page.getByRole('application', { name }).getAttribute('aria-roledescription'), 'game tree', name);
    }
  });

  test('every control has an accessible name', async (t) => {
    const page = await open(t);
    // Each drawer's controls are named once it is open (one at a time): Share, then the search options, then the position.
    await openLesson(page, 'share');
    for (const name of ['Copy link', 'Export slide (SVG)', 'Export slide (PNG)', 'Export trace (JSON)']) assert.equal(await button(page, name).count(), 1, name);
    await openLesson(page, 'options');
    for (const name of ['Move order', 'Scoring']) assert.equal(await page.getByRole('combobox', { name }).count(), 1, name);
    for (const name of ['Depth limit']) assert.equal(await page.getByRole('spinbutton', { name, exact: true }).count(), 1, name);
    for (const name of ['Fail-hard']) assert.equal(await page.getByRole('checkbox', { name }).count(), 1, name);
    await openLesson(page, 'position');
    for (const name of ['Move 4', 'Move 6', 'Empty board', 'Clear', 'Computer move', 'Play', 'Step forward', 'Step back', 'Reset', 'Go to end',
      'Previous cut-off', 'Next cut-off', 'Show tree', 'AIMA Fig. 5.2', 'Deeper tree', 'Chance (AIMA)', 'Chance, rescaled', 'Expectimax (CS188)', 'Three agents', 'Dice', 'Make tree', 'Practice']) {
      assert.equal(await button(page, name).count(), 1, name);
    }
    // One zoom group for both trees (issue 28: one lesson at a time), no longer one per panel.
    for (const name of ['Zoom in', 'Zoom out', 'Zoom to fit', 'Zoom to current node']) assert.equal(await button(page, name).count(), 1, name);
    for (const name of ['Speed', 'Trace position']) assert.equal(await page.getByRole('slider', { name }).count(), 1, name);
    for (const name of ['Language']) assert.equal(await page.getByRole('combobox', { name }).count(), 1, name);
    for (const name of ['Branching', 'Depth', 'Seed']) assert.equal(await page.getByRole('spinbutton', { name, exact: true }).count(), 1, name);
    for (const name of ['Lecture mode']) assert.equal(await page.getByRole('checkbox', { name }).count(), 1, name);
    for (const name of ['Both', 'Minimax', 'Alpha-beta', 'Overlay']) assert.equal(await page.getByRole('radio', { name, exact: true }).count(), 1, name);
    assert.equal(await page.getByRole('textbox', { name: 'Tree', exact: true }).count(), 1);
    for (let c = 0; c < 9; c++) assert.match(await page.getByTestId(`cell-${c}`).getAttribute('aria-label'), new RegExp(`^Cell ${c}: (empty|X|O)$`));
    // And generally: every focusable control in the accessibility tree has a name (Chromium's own computation).
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const needsName = new Set(['button', 'checkbox', 'radio', 'slider', 'combobox', 'textbox', 'spinbutton', 'application']);
    const nameless = nodes.filter((n) => !n.ignored && needsName.has(n.role?.value) && !(n.name?.value || '').trim())
      .map((n) => `${n.role.value} #${n.backendDOMNodeId}`);
    assert.deepEqual(nameless, [], 'controls without an accessible name');
    const controls = nodes.filter((n) => !n.ignored && needsName.has(n.role?.value)).length;
    assert.ok(controls > 40, `found the controls (${controls})`);
    await shot(page, 'initial');
  });
});
