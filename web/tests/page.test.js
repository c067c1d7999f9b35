// The page in real headless Chromium (Debian's, through playwright-core).
// Screenshots go to target/e2e/ for a person to look at.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { start, shot, shotOf, ROOT } from './harness.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

/** Opens the page and checks, when the test is done, that it stayed clean. */
async function open(t) {
  const o = await h.open();
  t.after(async () => {
    assert.deepEqual(o.errors, [], 'no console errors');
    assert.deepEqual(o.foreign, [], 'no request leaves the origin');
    await o.context.close();
  });
  return o.page;
}

const states = (page, panel) => page.$$eval(`[data-testid="${panel}"] [data-node-state]`, (els) => els.map((e) => e.getAttribute('data-node-state')));
const count = (page, panel, state) => page.locator(`[data-testid="${panel}"] [data-node-state="${state}"]`).count();
const total = (page, which) => page.getByTestId(`${which}-total`).textContent();
const button = (page, name) => page.getByRole('button', { name, exact: true });

/** What the core (through the CLI) says about a board. */
function core(board) {
  const r = spawnSync('cargo', ['run', '-q', '-p', 'abviz-cli', '--', 'analyze', '--board', board], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout);
}

describe('the page', () => {
  test('Move 4 to the end: totals 186 and 77, 109 nodes pruned and drawn dashed grey', async (t) => {
    const page = await open(t);
    await button(page, 'Move 4').click();
    await button(page, 'Go to end').click();
    assert.match(await total(page, 'minimax'), /\b186\b/);
    assert.match(await total(page, 'alphabeta'), /\b77\b/);
    assert.equal(await count(page, 'alphabeta-tree', 'pruned'), 109);
    assert.equal(await count(page, 'alphabeta-tree', 'visited'), 77);
    assert.equal(await count(page, 'minimax-tree', 'visited'), 186);
    assert.equal(await count(page, 'minimax-tree', 'pruned'), 0);
    assert.equal(await count(page, 'minimax-tree', 'current') + await count(page, 'alphabeta-tree', 'current'), 0);
    assert.equal(await count(page, 'minimax-tree', 'pending') + await count(page, 'alphabeta-tree', 'pending'), 0);
    // Every pruned node's visible outline is dashed and grey (computed style).
    const looks = await page.$$eval('[data-testid="alphabeta-tree"] [data-node-state="pruned"]', (els) => els.map((g) => {
      const frame = [...g.querySelectorAll('.frame')].find((f) => getComputedStyle(f).display !== 'none');
      const cs = getComputedStyle(frame);
      return { dash: cs.strokeDasharray, stroke: cs.stroke };
    }));
    assert.equal(looks.length, 109);
    for (const l of looks) {
      assert.notEqual(l.dash, 'none', 'dashed');
      assert.match(l.dash, /\d/);
      const [r, g, b] = l.stroke.match(/\d+/g).map(Number);
      assert.ok(r === g && g === b, `grey stroke, got ${l.stroke}`);
    }
    // The saving is shown as a bar chart.
    await page.getByText('alpha-beta saves').first().waitFor();
    assert.equal(await page.locator('.bars .bar').count(), 4);
    await shot(page, 'move4-end');
  });

  test('Move 6 gives totals 16 and 12', async (t) => {
    const page = await open(t);
    await button(page, 'Move 6').click();
    assert.match(await total(page, 'minimax'), /\b16\b/);
    assert.match(await total(page, 'alphabeta'), /\b12\b/);
    await button(page, 'Go to end').click();
    assert.equal(await count(page, 'alphabeta-tree', 'pruned'), 4);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await shot(page, 'move6-end');
  });

  test('stepping back five times and forward five times returns to the same states', async (t) => {
    const page = await open(t);
    await button(page, 'Move 4').click();
    for (let i = 0; i < 40; i++) await button(page, 'Step forward').click();
    const before = { mm: await states(page, 'minimax-tree'), ab: await states(page, 'alphabeta-tree'), text: await page.locator('#alphabeta-explain').textContent() };
    assert.equal(await page.getByLabel('Trace position').inputValue(), '40');
    for (let i = 0; i < 5; i++) await button(page, 'Step back').click();
    assert.equal(await page.getByLabel('Trace position').inputValue(), '35');
    assert.notDeepEqual(await states(page, 'minimax-tree'), before.mm);
    for (let i = 0; i < 5; i++) await button(page, 'Step forward').click();
    assert.deepEqual(await states(page, 'minimax-tree'), before.mm);
    assert.deepEqual(await states(page, 'alphabeta-tree'), before.ab);
    assert.equal(await page.locator('#alphabeta-explain').textContent(), before.text);
    assert.equal(await count(page, 'alphabeta-tree', 'current'), 1);
    await shot(page, 'move4-step40');
  });

  test('the α and β of the current path and a cut-off are explained in words', async (t) => {
    const page = await open(t);
    await button(page, 'Move 4').click();
    const slider = page.getByLabel('Trace position');
    // Step until the alpha-beta panel reports its first cut-off.
    let text = '';
    for (let i = 0; i < 200 && !/pruned/.test(text); i++) {
      await button(page, 'Step forward').click();
      text = await page.locator('#alphabeta-explain').textContent();
    }
    assert.match(text, /^α = .+ ≥ β = .+ at this (MAX|MIN) node: (moves?) [\d, and]+ (is|are) pruned\. (MAX|MIN) has found .+ here; .+ cannot matter\.$/);
    assert.ok(Number(await slider.inputValue()) > 0);
    assert.ok(await page.locator('[data-testid="alphabeta-tree"] .window').count() >= 2, 'α and β labels on the path');
    assert.ok(await count(page, 'alphabeta-tree', 'pruned') > 0);
    await shot(page, 'move4-first-cutoff');
  });

  test('Play advances on its own and Pause stops it', async (t) => {
    const page = await open(t);
    await button(page, 'Move 4').click();
    await page.getByLabel('Speed').evaluate((e) => { e.value = '10'; e.dispatchEvent(new Event('input', { bubbles: true })); });
    await button(page, 'Play').click();
    await page.waitForFunction(() => Number(document.getElementById('position').value) > 20);
    await button(page, 'Pause').click();
    const at = await page.getByLabel('Trace position').inputValue();
    await page.waitForTimeout(300);
    assert.equal(await page.getByLabel('Trace position').inputValue(), at);
    assert.equal(await button(page, 'Play').count(), 1);
  });

  test('keyboard: Space plays and pauses, arrows step', async (t) => {
    const page = await open(t);
    await button(page, 'Move 6').click();
    await page.locator('h1').click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.getByLabel('Trace position').inputValue(), '2');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await page.getByLabel('Trace position').inputValue(), '1');
    await page.keyboard.press(' ');
    assert.equal(await button(page, 'Pause').count(), 1);
    await page.keyboard.press(' ');
    assert.equal(await button(page, 'Play').count(), 1);
  });

  test('a board entered by clicking cells gives the core\'s counts', async (t) => {
    const page = await open(t);
    await button(page, 'Clear').click();
    // X4 O0 X8 O2: X to move, about a thousand nodes.
    for (const [cell, clicks] of [[4, 1], [0, 2], [8, 1], [2, 2]]) {
      for (let i = 0; i < clicks; i++) await page.getByTestId(`cell-${cell}`).click();
    }
    assert.equal(await page.getByTestId('cell-0').getAttribute('aria-label'), 'Cell 0: O');
    const expected = core('O.O/.X./..X');
    assert.match(await total(page, 'minimax'), new RegExp(`\\b${expected.minimax.nodes.toLocaleString('en')}\\b`));
    assert.match(await total(page, 'alphabeta'), new RegExp(`\\b${expected.alphabeta.nodes.toLocaleString('en')}\\b`));
    await button(page, 'Go to end').click();
    assert.equal(await count(page, 'alphabeta-tree', 'visited'), expected.alphabeta.nodes);
    await shot(page, 'clicked-board');
  });

  test('an impossible board shows the core\'s message and keeps the last tree', async (t) => {
    const page = await open(t);
    await button(page, 'Move 4').click();
    await page.getByTestId('cell-1').click(); // X: valid, O to move
    const valid = await total(page, 'minimax');
    await page.getByTestId('cell-1').click(); // O: X 2, O 3
    const alert = page.locator('#board-alert[role="alert"]');
    assert.equal(await alert.textContent(), 'board: X has 2 marks and O has 3; X moves first, so X has as many marks as O or one more');
    assert.equal(await total(page, 'minimax'), valid);
    assert.ok(await page.locator('[data-testid="minimax-tree"] [data-node-state]').count() > 0);
    await shot(page, 'impossible-board');
    await page.getByTestId('cell-1').click(); // empty again: Move 4, valid
    assert.equal(await alert.textContent(), '');
    assert.match(await total(page, 'minimax'), /\b186\b/);
  });

  test('changing the position mid-animation starts cleanly on the new one', async (t) => {
    const page = await open(t);
    await button(page, 'Move 4').click();
    for (let i = 0; i < 30; i++) await button(page, 'Step forward').click();
    await button(page, 'Move 6').click();
    assert.equal(await page.getByLabel('Trace position').inputValue(), '0');
    assert.equal(await count(page, 'minimax-tree', 'pending'), 16);
    assert.equal(await count(page, 'alphabeta-tree', 'pending'), 16);
    await button(page, 'Play').click();
    await button(page, 'Move 4').click();
    assert.equal(await button(page, 'Pause').count(), 1, 'still playing, on Move 4');
    assert.match(await total(page, 'minimax'), /\b186\b/);
  });

  test('the empty board: totals 549,946 and 18,297, the whole tree on a canvas, Go to end at once', async (t) => {
    const page = await open(t);
    await button(page, 'Empty board').click();
    assert.match(await total(page, 'minimax'), /549,946/);
    assert.match(await total(page, 'alphabeta'), /18,297/);
    await page.waitForFunction(() => window.abviz.canvases.alphabeta.frames > 0 && window.abviz.canvases.minimax.frames > 0);
    assert.ok(await page.locator('#alphabeta-canvas').isVisible());
    assert.equal(await page.locator('[data-testid="alphabeta-tree"] svg.tree [data-node-state]').count(), 0, 'no SVG nodes');
    // Something was drawn: the canvas is not one flat colour.
    const colours = await page.evaluate(() => {
      const c = document.getElementById('minimax-canvas');
      const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      const seen = new Set();
      for (let i = 0; i < d.length; i += 4 * 97) seen.add(`${d[i]},${d[i + 1]},${d[i + 2]}`);
      return seen.size;
    });
    assert.ok(colours > 3, `canvas has content (${colours} colours)`);
    await shot(page, 'empty-board-start', false);
    const started = Date.now();
    await button(page, 'Go to end').click();
    await page.waitForFunction(() => document.getElementById('alphabeta-entered').textContent === '18,297');
    const took = Date.now() - started;
    assert.match(await page.locator('#minimax-entered').textContent(), /549,946/);
    // Every node alpha-beta never entered is pruned at the end.
    const pruned = await page.evaluate(() => {
      const { app } = window.abviz;
      const tl = app.tree.timeline('alphabeta');
      let k = 0;
      for (let id = 0; id < app.tree.n; id++) if (tl.pruned[id] < app.pos) k++;
      return k;
    });
    assert.equal(pruned, 549946 - 18297);
    const heap = await page.evaluate(() => performance.memory.usedJSHeapSize);
    assert.ok(heap < 200 * 1024 * 1024, `JS heap ${heap} bytes`);
    await page.waitForTimeout(100);
    await shot(page, 'empty-board-end', false);
    t.diagnostic(`Go to end: ${took} ms (click to counts, including Playwright's round trips); heap ${(heap / 2 ** 20).toFixed(1)} MiB`);
  });

  test('on the whole tree, events read from the 2-word packed trace match the spelled-out copy', async (t) => {
    // Large trees decode the packed trace in wasm memory without replaying
    // (big-tree.js: node of an event from the timelines, α/β of a cut-off
    // from the bound updates); the wide copy is the core's own replay.
    const page = await open(t);
    await button(page, 'Empty board').click();
    await page.waitForFunction(() => window.abviz.app.mode === 'canvas' && window.abviz.app.tree?.n === 549946);
    const r = await page.evaluate(async () => {
      const { app, eventAt } = window.abviz;
      const { stateAt } = await import('/web/big-tree.js');
      const out = { checked: {}, kinds: {}, bad: [] };
      for (const alg of ['minimax', 'alphabeta']) {
        const wide = app.big.events_wide(alg);
        const len = wide.length / 4;
        const at = new Set([1, 2, 3, 4, 5, len - 1, len]);
        for (let i = 0; i < len; i += 499) at.add(i + 1);
        // Every cut-off and every fifth α/β update of alpha-beta.
        for (let i = 0; i < len; i++) {
          const k = wide[4 * i] & 7;
          if (k === 4 || ((k === 2 || k === 3) && i % 5 === 0)) at.add(i + 1);
        }
        for (const pos of at) {
          const want = eventAt(wide, pos - 1);
          const got = stateAt(app.tree, alg, pos).last;
          out.kinds[want.kind] = (out.kinds[want.kind] || 0) + 1;
          for (const key of Object.keys(want)) {
            if (got[key] !== want[key] && out.bad.length < 5) out.bad.push({ alg, pos, key, want: want[key], got: got[key] });
          }
        }
        out.checked[alg] = at.size;
      }
      return out;
    });
    assert.deepEqual(r.bad, []);
    assert.ok(r.kinds[4] >= 4237, `every cut-off checked (${r.kinds[4]})`);
    for (const k of [0, 1, 2, 3, 5]) assert.ok(r.kinds[k] > 0, `kind ${k} checked`);
    t.diagnostic(`checked ${JSON.stringify(r.checked)} positions, by kind ${JSON.stringify(r.kinds)}`);
  });

  test('the whole tree: zoom in to boards, hover for details, collapse and focus a subtree', async (t) => {
    const page = await open(t);
    await button(page, 'Empty board').click();
    await page.waitForFunction(() => window.abviz.canvases.alphabeta.frames > 0);
    await button(page, 'Go to end').click();
    const canvas = page.locator('#alphabeta-canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    // Focus on the first child of the root through its node menu.
    const [cx, cy] = await page.evaluate(() => {
      const c = window.abviz.canvases.alphabeta;
      return c.screenPos(1);
    });
    await page.mouse.move(box.x + cx, box.y + cy);
    await page.locator('#node-tip').waitFor();
    assert.match(await page.locator('#node-tip').textContent(), /MIN/);
    await page.mouse.click(box.x + cx, box.y + cy);
    await page.getByRole('button', { name: 'Focus on subtree' }).click();
    for (let i = 0; i < 45 && await page.evaluate(() => window.abviz.viewport.glyph()) < 15; i++) {
      await page.getByRole('button', { name: 'Zoom in' }).click();
    }
    await page.waitForTimeout(50);
    assert.ok(await page.evaluate(() => window.abviz.viewport.glyph()) >= 15, 'boards are drawn when zoomed in');
    await shotOf(page.locator('[data-testid="alphabeta-tree"] .canvas'), 'empty-board-zoomed');
    await page.getByRole('button', { name: 'Zoom to fit' }).click();
    await canvas.scrollIntoViewIfNeeded();
    const box2 = await canvas.boundingBox();
    const [x2, y2] = await page.evaluate(() => window.abviz.canvases.alphabeta.screenPos(1));
    await page.mouse.click(box2.x + x2, box2.y + y2);
    await page.getByRole('button', { name: 'Collapse' }).click();
    assert.ok(await page.evaluate(() => window.abviz.canvases.alphabeta.collapsed.has(1)));
    await page.getByRole('button', { name: 'Close' }).click();
    await shotOf(page.locator('[data-testid="alphabeta-tree"] .canvas'), 'empty-board-collapsed');
  });

  test('the whole tree by keyboard: a cursor moves over the nodes, is announced in words and opens the node menu', async (t) => {
    const page = await open(t);
    await button(page, 'Empty board').click();
    await page.waitForFunction(() => window.abviz.app.tree && window.abviz.canvases.alphabeta.frames > 0);
    const status = page.locator('#tree-cursor-status[role="status"]');
    const said = () => status.textContent();
    const position = page.getByLabel('Trace position');
    // Tab goes from one tree to the other; the cursor starts at the root.
    await page.locator('#minimax-canvas').focus();
    await page.keyboard.press('Tab');
    const tree = page.getByRole('application', { name: 'Alpha-beta game tree over the same layout' });
    assert.ok(await tree.evaluate((el) => el === document.activeElement), 'Tab reaches the alpha-beta tree');
    assert.equal(await tree.getAttribute('aria-roledescription'), 'game tree');
    assert.equal(await said(), 'Root: MAX node, depth 0, 549,945 nodes below. Minimax: not yet visited. Alpha-beta: not yet visited.');
    await page.keyboard.press('ArrowDown');
    assert.equal(await said(), 'X0: MIN node, depth 1, 59,704 nodes below. Minimax: not yet visited. Alpha-beta: not yet visited.');
    assert.equal(await page.evaluate(() => window.abviz.canvases.alphabeta.cursor), 1, 'the cursor is drawn on X0');
    await page.keyboard.press('ArrowRight');
    assert.match(await said(), /^X1: MIN node, depth 1, /);
    await page.keyboard.press('ArrowDown');
    assert.match(await said(), /^X1 O0: MAX node, depth 2, /);
    await page.keyboard.press('ArrowLeft');
    assert.equal(await said(), 'No node that way.');
    await page.keyboard.press('ArrowUp');
    assert.match(await said(), /^X1: /);
    await page.keyboard.press('Home');
    assert.match(await said(), /^Root: /);
    // The arrows moved the cursor only: no step of the animation; Space still plays and pauses.
    assert.equal(await position.inputValue(), '0');
    await page.keyboard.press(' ');
    assert.equal(await button(page, 'Pause').count(), 1);
    await page.keyboard.press(' ');
    assert.equal(await button(page, 'Play').count(), 1);
    // At the end, the cursor (remembered) names what each search made of a node.
    await button(page, 'Go to end').click();
    assert.equal(await page.evaluate(() => window.abviz.canvases.alphabeta.cursor), -1, 'no cursor drawn without the keyboard');
    await tree.focus();
    assert.equal(await said(), 'Root: MAX node, depth 0, 549,945 nodes below. Minimax: visited, value 0. Alpha-beta: visited, value 0.');
    for (const key of ['ArrowDown', 'ArrowRight', 'ArrowDown', 'ArrowRight']) await page.keyboard.press(key);
    assert.equal(await said(), 'X1 O2: MAX node, depth 2, 8,751 nodes below. Minimax: visited, value 0. Alpha-beta: pruned.');
    await page.waitForTimeout(50);
    await shotOf(page.locator('[data-testid="alphabeta-tree"] .canvas'), 'empty-board-keyboard');
    // Enter opens the node's menu with the focus in it; Escape closes it and returns to the tree.
    await page.keyboard.press('Enter');
    const menu = page.getByRole('group', { name: 'Node' });
    await menu.waitFor();
    assert.match(await page.locator('#node-menu-title').textContent(), /^Node \d+: MAX, depth 2, 8,751 nodes below$/);
    assert.ok(await menu.evaluate((el) => el.contains(document.activeElement)), 'focus in the menu');
    await page.keyboard.press('Enter'); // Collapse
    await page.keyboard.press('Escape');
    assert.ok(await menu.isHidden());
    assert.ok(await tree.evaluate((el) => el === document.activeElement), 'focus back on the tree');
    assert.match(await said(), /^X1 O2: MAX node, depth 2, 8,751 nodes below, collapsed\. /);
    // A collapsed node keeps its children hidden from the keyboard too.
    await page.keyboard.press('ArrowDown');
    assert.match(await said(), /^This subtree is collapsed/);
    assert.equal(await position.inputValue(), await page.evaluate(() => String(window.abviz.app.total)));
  });

  test('every control has its accessible name', async (t) => {
    const page = await open(t);
    for (const name of ['Move 4', 'Move 6', 'Empty board', 'Clear', 'Play', 'Step forward', 'Step back', 'Reset', 'Go to end', 'Zoom in', 'Zoom out', 'Zoom to fit']) {
      assert.equal(await button(page, name).count(), 1, name);
    }
    assert.equal(await page.getByRole('slider', { name: 'Speed' }).count(), 1);
    assert.equal(await page.getByRole('slider', { name: 'Trace position' }).count(), 1);
    for (let c = 0; c < 9; c++) assert.match(await page.getByTestId(`cell-${c}`).getAttribute('aria-label'), new RegExp(`^Cell ${c}: `));
    await shot(page, 'initial');
  });
});
