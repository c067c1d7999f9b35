// Teaching features in real headless Chromium: pseudocode, options with live
// recounts, textbook trees, playing on, practice, languages, sharing, exports.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { start, shot, ROOT } from './harness.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

async function open(t, query = '') {
  const o = await h.open(query);
  t.after(async () => {
    assert.deepEqual(o.errors, [], 'no console errors');
    assert.deepEqual(o.foreign, [], 'no request leaves the origin');
    await o.context.close();
  });
  return o.page;
}

const button = (page, name) => page.getByRole('button', { name, exact: true });
const total = async (page, which) => Number((await page.getByTestId(`${which}-total`).textContent()).replace(/[^\d]/g, ''));
const count = (page, panel, state) => page.locator(`[data-testid="${panel}"] [data-node-state="${state}"]`).count();
const codeLine = (page, testid) => page.locator(`[data-testid="${testid}"] li`).evaluateAll(
  (lis) => lis.findIndex((li) => li.getAttribute('aria-current') === 'step'));

/** What the core (through the CLI) says. */
function core(...args) {
  const r = spawnSync('cargo', ['run', '-q', '-p', 'abviz-cli', '--', 'analyze', ...args], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout);
}

/** Practice: opens a node's form and marks it pruned. */
async function markPruned(page, id) {
  await page.locator(`[data-testid="alphabeta-tree"] [data-node-id="${id}"]`).click();
  await page.getByLabel('Pruned', { exact: true }).check();
  await page.getByRole('button', { name: 'Set', exact: true }).click();
}

async function showTree(page, text) {
  await page.getByLabel('Tree', { exact: true }).fill(text);
  await button(page, 'Show tree').click();
}

describe('teaching', () => {
  test('the highlighted pseudocode line follows Step forward and Step back', async (t) => {
    const page = await open(t);
    await button(page, 'Move 4').click();
    assert.equal(await codeLine(page, 'pseudocode'), -1, 'nothing executed yet');
    const lines = [];
    for (let i = 0; i < 8; i++) {
      await button(page, 'Step forward').click();
      lines.push(await codeLine(page, 'pseudocode'));
    }
    assert.ok(lines.every((l) => l >= 0), `a line at every step: ${lines}`);
    assert.ok(new Set(lines).size >= 3, `the line moves: ${lines}`);
    assert.equal(lines[0], 0, 'entering the root runs the function header');
    for (let i = 7; i > 0; i--) {
      await button(page, 'Step back').click();
      assert.equal(await codeLine(page, 'pseudocode'), lines[i - 1]);
    }
    assert.ok(await codeLine(page, 'minimax-pseudocode') >= 0, 'minimax has its own pseudocode');
    await shot(page, 'pseudocode');
  });

  test('Move order best-first on Move 4 gives the core\'s best-first totals', async (t) => {
    const page = await open(t);
    await button(page, 'Move 4').click();
    await page.getByLabel('Move order').selectOption('best-first');
    const expected = core('--board', 'O.X/.X./O..', '--order', 'best-first');
    assert.equal(await total(page, 'minimax'), expected.minimax.nodes);
    assert.equal(await total(page, 'alphabeta'), expected.alphabeta.nodes);
    assert.match(await page.locator('#best-case').textContent(), new RegExp(`${expected.alphabeta.nodes} nodes`));
    await page.getByLabel('Move order').selectOption('random');
    await page.getByLabel('Random seed').fill('7');
    await page.getByLabel('Random seed').dispatchEvent('change');
    const random = core('--board', 'O.X/.X./O..', '--order', 'random:7');
    assert.equal(await total(page, 'alphabeta'), random.alphabeta.nodes);
  });

  test('a depth limit, fail-hard and scoring change the totals as the core says', async (t) => {
    const page = await open(t);
    await button(page, 'Move 4').click();
    await page.getByLabel('Depth limit').fill('2');
    await page.getByLabel('Depth limit').dispatchEvent('change');
    const d2 = core('--board', 'O.X/.X./O..', '--depth', '2');
    assert.equal(await total(page, 'minimax'), d2.minimax.nodes);
    assert.equal(await total(page, 'alphabeta'), d2.alphabeta.nodes);
    // Horizon leaves explain e(p) with its open lines.
    await button(page, 'Step forward').click();
    let text = '';
    for (let i = 0; i < 20 && !/e\(p\)/.test(text); i++) {
      await button(page, 'Step forward').click();
      text = await page.locator('#minimax-explain').textContent();
    }
    assert.match(text, /e\(p\) = \d+ lines open for X − \d+ open for O = /);
    await page.getByLabel('Depth limit').fill('');
    await page.getByLabel('Depth limit').dispatchEvent('change');
    await page.getByLabel('Fail-hard').check();
    await page.getByLabel('Scoring').selectOption('fast');
    const fast = core('--board', 'O.X/.X./O..', '--variant', 'fail-hard', '--scoring', 'fast');
    assert.equal(await total(page, 'alphabeta'), fast.alphabeta.nodes);
    await button(page, 'Go to end').click();
    assert.match(await page.locator('#alphabeta-explain').textContent(), new RegExp(`value ${fast.alphabeta.value > 0 ? '\\+' : ''}${fast.alphabeta.value}\\b`));
  });

  test('the three-MIN-node tree gives totals 13 and 11 and prunes the leaves 4 and 6', async (t) => {
    const page = await open(t);
    await button(page, 'Three MIN nodes').click();
    assert.equal(await total(page, 'minimax'), 13);
    assert.equal(await total(page, 'alphabeta'), 11);
    await button(page, 'Go to end').click();
    const pruned = await page.locator('[data-testid="alphabeta-tree"] [data-node-state="pruned"] .leaf-value').allTextContents();
    assert.deepEqual(pruned, ['4', '6']);
    // The chosen edges and the principal variation (root → first MIN node → leaf 3).
    assert.equal(await page.locator('[data-testid="alphabeta-tree"] [data-edge-choice="pv"]').count(), 2);
    assert.match(await page.locator('#best-case').textContent(), /b = 3, d = 2\).* = 5 leaves/);
    await shot(page, 'aima-tree');
  });

  test('a bad tree shows the core\'s message next to the input and keeps the last tree', async (t) => {
    const page = await open(t);
    await button(page, 'Three MIN nodes').click();
    await showTree(page, '[[3,12],[]]');
    assert.equal(await page.locator('#tree-alert').textContent(), 'tree: empty list at column 9; every inner node needs at least one child');
    assert.equal(await total(page, 'minimax'), 13);
    await page.getByLabel('Depth limit').fill('1');
    await page.getByLabel('Depth limit').dispatchEvent('change');
    assert.match(await page.locator('#options-alert').textContent(), /depth limit needs an evaluation function/);
    assert.equal(await total(page, 'minimax'), 13);
  });

  test('a click on a leaf edits its value; random uniform trees show the Knuth–Moore bound', async (t) => {
    const page = await open(t);
    await button(page, 'Three MIN nodes').click();
    await page.locator('[data-testid="alphabeta-tree"] .node.leaf').first().click();
    await page.getByLabel('Value of this leaf').fill('1');
    await button(page, 'Set').click();
    assert.equal(await page.getByLabel('Tree', { exact: true }).inputValue(), '[[1,12,8],[2,4,6],[14,5,2]]');
    const expected = core('--tree', '[[1,12,8],[2,4,6],[14,5,2]]');
    assert.equal(await total(page, 'alphabeta'), expected.alphabeta.nodes);
    await page.getByLabel('Branching').fill('2');
    await page.getByLabel('Depth', { exact: true }).fill('4');
    await button(page, 'Make tree').click();
    assert.equal(await total(page, 'minimax'), 31);
    assert.match(await page.locator('#best-case').textContent(), /b = 2, d = 4\).* = 7 leaves/);
  });

  test('play from here: a root child becomes the position; the computer plays its best move', async (t) => {
    const page = await open(t);
    await button(page, 'Move 4').click();
    // The root's children in natural order are cells 1, 3, 5, 7, 8: the second is cell 3.
    const child = page.locator('[data-testid="minimax-tree"] [data-node-id]').nth(0);
    await child.waitFor();
    const id = await page.evaluate(() => window.abviz.app.tree.children[0][1]);
    await page.locator(`[data-testid="minimax-tree"] [data-node-id="${id}"]`).click();
    assert.equal(await page.getByTestId('cell-3').textContent(), 'X');
    const after = core('--board', 'O.X/XX./O..');
    assert.equal(await total(page, 'minimax'), after.minimax.nodes);
    await button(page, 'Computer move').click();
    assert.equal(await page.getByTestId(`cell-${after.alphabeta.best_move}`).textContent(), 'O');
  });

  test('practice mode scores a known answer and explains the first mistake', async (t) => {
    const page = await open(t);
    await button(page, 'Three MIN nodes').click();
    await button(page, 'Practice').click();
    assert.equal(await count(page, 'alphabeta-tree', 'pruned'), 0, 'the search is hidden');
    assert.ok(await button(page, 'Step forward').isDisabled());
    // The leaves 4 and 6 (ids 7 and 8) are pruned; the student marks 4 and, wrongly, 5 (id 11).
    for (const id of [7, 11]) await markPruned(page, id);
    assert.equal(await page.locator('[data-practice="guess"]').count(), 2);
    await button(page, 'Check').click();
    const result = await page.locator('#practice-result').textContent();
    assert.match(result, /^1 right, 1 missed, 1 wrong\. Missed: the node after 2 → 3 is pruned\. At its parent, α = 3 ≥ β = 2 at this MIN node: children 2 and 3 are pruned\.$/);
    assert.equal(await page.locator('[data-practice="right"]').count(), 1);
    assert.equal(await page.locator('[data-practice="missed"]').count(), 1);
    assert.equal(await page.locator('[data-practice="wrong"]').count(), 1);
    assert.equal(await count(page, 'alphabeta-tree', 'pruned'), 2, 'the search is revealed');
    await shot(page, 'practice-checked');
    // A fully right answer.
    await button(page, 'Practice').click();
    await button(page, 'Practice').click();
    for (const id of [7, 8]) await markPruned(page, id);
    await button(page, 'Check').click();
    assert.match(await page.locator('#practice-result').textContent(), /^2 right, 0 missed, 0 wrong\. All right/);
  });

  test('practice: α and β given at a node are checked against the window alpha-beta searches it with', async (t) => {
    const page = await open(t);
    await button(page, 'Three MIN nodes').click();
    await button(page, 'Practice').click();
    // The second MIN node (id 5) is searched with α = 3, β = +∞; the third (id 9) too.
    await page.locator('[data-testid="alphabeta-tree"] [data-node-id="5"]').click();
    await page.getByLabel('α', { exact: true }).fill('3');
    await page.getByLabel('β', { exact: true }).fill('inf');
    await button(page, 'Set').click();
    await page.locator('[data-testid="alphabeta-tree"] [data-node-id="9"]').click();
    await page.getByLabel('α', { exact: true }).fill('2');
    await button(page, 'Set').click();
    assert.equal(await page.locator('[data-practice="window"]').count(), 2);
    for (const id of [7, 8]) await markPruned(page, id);
    await button(page, 'Check').click();
    assert.match(await page.locator('#practice-result').textContent(),
      /^2 right, 0 missed, 0 wrong\. Windows: 1 of 2 right\. Window: alpha-beta searches the node after 3 with α = 3, β = \+∞/);
  });

  test('generated practice trees contain at least one cut-off', async (t) => {
    const page = await open(t);
    await button(page, 'Practice').click();
    for (let i = 0; i < 5; i++) {
      await button(page, 'New practice tree').click();
      const s = await page.evaluate(() => window.abviz.app.summary.alphabeta.cutoffs);
      assert.ok(s >= 1);
      assert.equal(await button(page, 'Check').count(), 1);
    }
  });

  test('a shared URL reopened in a new page restores the same view', async (t) => {
    const page = await open(t);
    await button(page, 'Move 4').click();
    await page.getByLabel('Move order').selectOption('reverse');
    for (let i = 0; i < 12; i++) await button(page, 'Step forward').click();
    await button(page, 'Copy link').click();
    const url = page.url();
    assert.match(url, /board=O\.X%2F\.X\.%2FO\.\./);
    assert.match(url, /order=reverse/);
    assert.match(url, /step=12/);
    const other = await open(t, url.slice(url.indexOf('?')));
    assert.equal(await total(other, 'minimax'), await total(page, 'minimax'));
    assert.equal(await total(other, 'alphabeta'), await total(page, 'alphabeta'));
    assert.equal(await other.getByLabel('Trace position').inputValue(), '12');
    assert.equal(await other.getByLabel('Move order').inputValue(), 'reverse');
    assert.deepEqual(
      await other.locator('[data-testid="alphabeta-tree"] [data-node-state]').evaluateAll((els) => els.map((e) => e.dataset.nodeState)),
      await page.locator('[data-testid="alphabeta-tree"] [data-node-state]').evaluateAll((els) => els.map((e) => e.dataset.nodeState)));
    const tree = await open(t, '?tree=[[1,2],[3,4]]&lang=en');
    assert.equal(await total(tree, 'minimax'), 7);
  });

  test('exports produce a valid SVG, a PNG and the trace as JSON', async (t) => {
    const page = await open(t);
    await button(page, 'Move 6').click();
    await button(page, 'Go to end').click();
    const save = async (name) => {
      const [dl] = await Promise.all([page.waitForEvent('download'), button(page, name).click()]);
      return readFileSync(await dl.path());
    };
    const svg = (await save('Export SVG')).toString('utf8');
    assert.match(svg, /^<\?xml[^>]*>\n<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    assert.equal((svg.match(/<g [^>]*data-node-state="pruned"/g) || []).length, 4);
    // The browser itself parses it as an image.
    const size = await page.evaluate(async (text) => {
      const img = new Image();
      img.src = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, svg);
    assert.ok(size[0] > 100 && size[1] > 100, `SVG renders: ${size}`);
    const png = await save('Export PNG');
    assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    assert.ok(png.length > 2000);
    const json = JSON.parse((await save('Export trace (JSON)')).toString('utf8'));
    assert.equal(json.summary.minimax.nodes, 16);
    assert.equal(json.traces.alphabeta.filter((e) => e.event === 'enter').length, 12);
    assert.equal(json.traces.alphabeta.filter((e) => e.event === 'cutoff').length, 2);
  });

  test('日本語 and 한국어 change the visible text and <html lang>, and the choice is remembered', async (t) => {
    const page = await open(t);
    await button(page, 'Move 4').click();
    for (let i = 0; i < 23; i++) await button(page, 'Step forward').click();
    const english = await page.locator('main').innerText();
    const lang = page.getByLabel('Language');
    assert.deepEqual(await lang.locator('option').allTextContents(), ['English', '日本語', '한국어']);
    await lang.selectOption('ja');
    assert.equal(await page.locator('html').getAttribute('lang'), 'ja');
    assert.deepEqual(await page.getByLabel('言語').locator('option').allTextContents(), ['English', '日本語', '한국어']);
    const japanese = await page.locator('main').innerText();
    assert.notEqual(japanese, english);
    assert.match(japanese, /αβ法/);
    assert.match(japanese, /枝刈り/);
    assert.match(await page.locator('#alphabeta-explain').textContent(), /[ぁ-んァ-ン一-龥]/);
    assert.match(await page.locator('[data-testid="pseudocode"]').innerText(), /[ぁ-んァ-ン一-龥]/);
    await shot(page, 'lang-ja');
    await page.getByLabel('言語').selectOption('ko');
    assert.equal(await page.locator('html').getAttribute('lang'), 'ko');
    const korean = await page.locator('main').innerText();
    assert.match(korean, /알파-베타/);
    assert.match(korean, /가지치기/);
    assert.match(await page.locator('#alphabeta-explain').textContent(), /[가-힣]/);
    // A bad board's message is translated too.
    await page.getByTestId('cell-1').click();
    await page.getByTestId('cell-1').click();
    assert.match(await page.locator('#board-alert').textContent(), /[가-힣]/);
    await shot(page, 'lang-ko');
    // Remembered on the next visit.
    const again = await page.context().newPage();
    await again.goto(`${h.origin}/`);
    await again.waitForSelector('body[data-ready="true"]');
    assert.equal(await again.locator('html').getAttribute('lang'), 'ko');
    await again.close();
  });
});
