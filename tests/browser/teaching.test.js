// Teaching features in real headless Chromium: pseudocode, search options
// with live recounts, textbook trees, playing on and languages (practice is
// in practice.test.js, sharing and exports in share.test.js). Controls are
// driven as a person drives them and checks read what a person sees; the
// numbers to expect come from the core (the CLI). window.abviz is read only
// to know when the engine has answered.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { start, shot, ROOT, settled, textMatches, button, panelOf, openLesson, chooseLanguage } from './harness.js';
import { opener, total, treeBox, totals, core, coreError, typeAima, nodeNamed } from './teaching-helpers.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

const open = opener(() => h);

const codeLine = (page, testid) => page.locator(`[data-testid="${testid}"] li`).evaluateAll(
  (lis) => lis.findIndex((li) => li.getAttribute('aria-current') === 'step'));
const menu = (page) => page.getByRole('group', { name: 'Node' });

/**
 * The core's trace (`trace` with `args`, alpha-beta), split into its
 * iterative-deepening passes: per pass its depth, nodes, leaves and the value
 * its root returned last.
 */
function corePasses(...args) {
  const r = spawnSync('cargo', ['run', '-q', '-p', 'abviz-cli', '--', 'trace', '--algorithm', 'alphabeta', ...args], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28 });
  assert.equal(r.status, 0, r.stderr);
  const passes = [];
  for (const e of r.stdout.trim().split('\n').map((l) => JSON.parse(l))) {
    if (e.event === 'pass') passes.push({ depth: e.depth, nodes: 0, leaves: 0, cutoffs: 0, value: null });
    const p = passes.at(-1);
    if (e.event === 'enter') p.nodes++;
    else if (e.event === 'leaf') p.leaves++;
    else if (e.event === 'cutoff') p.cutoffs++;
    else if (e.event === 'exit' && e.node === 0) p.value = e.value;
  }
  return passes;
}

async function showTree(page, text) {
  await openLesson(page, 'position');
  await treeBox(page).fill(text);
  await button(page, 'Show tree').click();
}

/** Nodes of an SVG panel as a person sees them: centre of each glyph. */
async function svgNodes(page, which) {
  return page.$$eval(`${panelOf(which)} g.node[data-node-id]`, (els) => els.map((g) => {
    const r = g.querySelector('.glyph').getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2, leaf: g.classList.contains('leaf') };
  }));
}

/** Changes a number field as a person does: type, then Tab away (which fires change). */
async function enter(page, label, value) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.press('Tab');
}

const AIMA = '[[3,12,8],[2,4,6],[14,5,2]]';
const MOVE4 = 'O.X/.X./O..';

describe('teaching', () => {
  test('the highlighted pseudocode line follows Step forward and Step back', async (t) => {
    const page = await open(t);
    await totals(page, 186, 77);
    assert.equal(await codeLine(page, 'pseudocode'), -1, 'nothing executed yet');
    const lines = [];
    const mm = [];
    for (let i = 0; i < 8; i++) {
      await button(page, 'Step forward').click();
      lines.push(await codeLine(page, 'pseudocode'));
      mm.push(await codeLine(page, 'minimax-pseudocode'));
    }
    assert.ok(lines.every((l) => l >= 0), `a line at every step: ${lines}`);
    assert.ok(new Set(lines).size >= 3, `the line moves: ${lines}`);
    assert.equal(lines[0], 0, 'entering the root runs the function header');
    assert.match(await page.locator('[data-testid="pseudocode"] li[aria-current="step"]').textContent(), /\S/);
    for (let i = 7; i > 0; i--) {
      await button(page, 'Step back').click();
      assert.equal(await codeLine(page, 'pseudocode'), lines[i - 1], `alpha-beta's line after stepping back to ${i}`);
      assert.equal(await codeLine(page, 'minimax-pseudocode'), mm[i - 1], `minimax's line after stepping back to ${i}`);
    }
    assert.ok(mm.every((l) => l >= 0), 'minimax has its own pseudocode, marked too');
    // A cut-off runs the "if α ≥ β: break" line.
    await button(page, 'Next cut-off').click();
    assert.match(await page.locator('[data-testid="pseudocode"] li[aria-current="step"]').textContent(), /if α ≥ β: break/);
    await shot(page, 'pseudocode');
  });

  test('Move order best-first on Move 4 gives the core\'s best-first totals; random with a seed too', async (t) => {
    const page = await open(t);
    await totals(page, 186, 77);
    await openLesson(page, 'options');
    await page.getByLabel('Move order').selectOption('best-first');
    const expected = core('--board', MOVE4, '--order', 'best-first');
    await totals(page, expected.minimax.nodes, expected.alphabeta.nodes);
    await textMatches(page, '#best-case', new RegExp(`\\b${expected.alphabeta.nodes} nodes\\b`));
    assert.ok(await page.getByLabel('Random seed').isHidden(), 'a seed only for the random order');
    await page.getByLabel('Move order').selectOption('random');
    assert.ok(await page.getByLabel('Random seed').isVisible());
    await enter(page, 'Random seed', '7');
    const random = core('--board', MOVE4, '--order', 'random:7');
    await totals(page, random.minimax.nodes, random.alphabeta.nodes);
    assert.equal(await page.getByLabel('Random seed').inputValue(), '7');
  });

  test('a depth limit, fail-hard and scoring change the totals as the core says', async (t) => {
    const page = await open(t);
    await totals(page, 186, 77);
    await openLesson(page, 'options');
    await enter(page, 'Depth limit', '2');
    const d2 = core('--board', MOVE4, '--depth', '2');
    await totals(page, d2.minimax.nodes, d2.alphabeta.nodes);
    // Horizon leaves explain e(p) with its open lines.
    let text = '';
    for (let i = 0; i < 20 && !/e\(p\)/.test(text); i++) {
      await button(page, 'Step forward').click();
      text = await page.locator('#minimax-explain').textContent();
    }
    assert.match(text, /^Depth limit reached at X\d O\d: e\(p\) = \d+ lines open for X − \d+ open for O = \S+\.$/);
    await enter(page, 'Depth limit', '');
    await totals(page, 186, 77);
    await page.getByLabel('Fail-hard').check();
    const hard = core('--board', MOVE4, '--variant', 'fail-hard');
    await totals(page, hard.minimax.nodes, hard.alphabeta.nodes);
    await page.getByLabel('Scoring').selectOption('fast');
    const fast = core('--board', MOVE4, '--variant', 'fail-hard', '--scoring', 'fast');
    await totals(page, fast.minimax.nodes, fast.alphabeta.nodes);
    await button(page, 'Go to end').click();
    const v = fast.alphabeta.value;
    const shown = v > 0 ? `\\+${v}` : v < 0 ? `−${-v}` : '0';
    assert.match(await page.locator('#alphabeta-explain').textContent(), new RegExp(`value ${shown}\\b`));
    // Fail-hard says so in the pseudocode.
    assert.match(await page.locator('[data-testid="pseudocode"]').innerText(), /fail-hard/);
  });

  test('the AIMA Fig. 5.2 preset gives totals 13 and 11, prunes the leaves 4 and 6, and names its nodes as AIMA does', async (t) => {
    const page = await open(t);
    await openLesson(page, 'position');
    await button(page, 'AIMA Fig. 5.2').click();
    await totals(page, 13, 11);
    assert.match(await treeBox(page).inputValue(), /b1=3/);
    await textMatches(page, '#preset-caption', /Fig\. 5\.2/);
    assert.equal(await page.locator('#to-move').textContent(), 'Textbook tree: MAX at the root.');
    // Sentences name the nodes by the letters drawn beside them.
    assert.deepEqual(await page.locator(`${panelOf('alphabeta')} text.node-name`).allTextContents(),
      ['A', 'B', 'b1', 'b2', 'b3', 'C', 'c1', 'c2', 'c3', 'D', 'd1', 'd2', 'd3']);
    await button(page, 'Step forward').click();
    await button(page, 'Step forward').click();
    assert.match(await page.locator('#alphabeta-explain').textContent(), /^Go down from A to child 1, B: a MIN node, searched with α = −∞, β = \+∞\.$/);
    await button(page, 'Next cut-off').click();
    assert.match(await page.locator('#alphabeta-explain').textContent(),
      /^α = 3 ≥ β = 2 at MIN node C: c2 and c3 are pruned\. MIN has found 2 here; .*\bA\b.*α = 3.*cannot matter\.$/);
    await button(page, 'Go to end').click();
    const pruned = await page.locator(`${panelOf('alphabeta')} [data-node-state="pruned"] .leaf-value`).allTextContents();
    assert.deepEqual(pruned, ['4', '6']);
    // The principal variation (root → first MIN node → leaf 3).
    assert.equal(await page.locator(`${panelOf('alphabeta')} [data-edge-choice="pv"]`).count(), 2);
    await textMatches(page, '#best-case', /b = 3, d = 2\).* = 5 leaves/);
    await shot(page, 'aima-tree');
  });

  test('iterative deepening: each pass shows its own nodes, leaves and value, as the core counts them', async (t) => {
    const page = await open(t, '?game=connect4&size=5x4&moves=3&depth=3');
    // Plural forms: one X disc, no O discs.
    await textMatches(page, '#c4-status', /^O to move \(1 X disc, 0 O discs\)\.$/);
    await openLesson(page, 'options');
    await page.getByRole('checkbox', { name: 'Iterative deepening' }).check();
    await settled(page);
    const passes = corePasses('--game', 'connect4', '--size', '5x4', '--board', '3', '--depth', '3', '--enhance', 'id');
    assert.equal(passes.length, 3);
    assert.deepEqual(core('--game', 'connect4', '--size', '5x4', '--board', '3', '--depth', '3', '--enhance', 'id').alphabeta.iterations, passes.map((p) => p.nodes));
    const label = '[data-testid="pass-label"]';
    await textMatches(page, label, /^Pass 3 of 3 \(depth 3\)$/);
    for (let k = 3; k >= 1; k--) {
      if (k < 3) {
        await button(page, 'Previous pass').click();
        await textMatches(page, label, new RegExp(`^Pass ${k} of 3 \\(depth ${k}\\)$`));
        await settled(page);
      }
      const p = passes[k - 1];
      await button(page, 'Go to end').click();
      await settled(page);
      const cut = p.cutoffs === 1 ? '1 cut-off' : `${p.cutoffs} cut-offs`;
      await textMatches(page, '#alphabeta-counts', new RegExp(`^Entered ${p.nodes} of ${p.nodes} nodes · leaves ${p.leaves} of ${p.leaves} · ${cut}$`));
      assert.ok(p.leaves > 0, 'every pass has leaves: pass 1 too');
      const shown = p.value > 0 ? `\\+${p.value}` : p.value < 0 ? `−${-p.value}` : '0';
      await textMatches(page, '#alphabeta-explain', new RegExp(`^Pass ${k} of alpha-beta \\(depth ${k}\\) finished after \\d+ steps: value ${shown}, ${p.nodes} nodes entered\\.$`));
    }
    // The legend's TT tag is drawn once, not said again.
    assert.doesNotMatch(await page.locator('main').innerText(), /TT TT/);
  });

  test('a bad tree shows the core\'s message next to the tree box and keeps the last tree', async (t) => {
    const page = await open(t);
    await typeAima(page); // the unnamed AIMA tree: nodes A, B, … in preorder
    await totals(page, 13, 11);
    await showTree(page, '[[3,12],[]]');
    await textMatches(page, '#tree-alert', /\S/);
    assert.equal(await page.locator('#tree-alert[role="alert"]').textContent(), coreError('--tree', '[[3,12],[]]'));
    assert.equal(await page.locator('section.trees #tree-alert').count(), 1, 'in the section of the tree box');
    await settled(page);
    assert.equal(await total(page, 'minimax'), 13);
    assert.equal(await page.locator(`${panelOf('minimax')} [data-node-state]`).count(), 13);
    await shot(page, 'bad-tree');
    // A depth limit is for boards: said next to the options, and the tree stays.
    await openLesson(page, 'options');
    await enter(page, 'Depth limit', '1');
    await textMatches(page, '#options-alert', /\S/);
    assert.equal(await page.locator('#options-alert').textContent(), coreError('--tree', AIMA, '--depth', '1'));
    await settled(page);
    assert.equal(await total(page, 'minimax'), 13);
  });

  test('a click on a textbook leaf opens the node menu, whose Change value edits it', async (t) => {
    const page = await open(t);
    await typeAima(page); // the unnamed AIMA tree: nodes A, B, … in preorder
    await totals(page, 13, 11);
    await nodeNamed(page, 'alphabeta', 'C').click();
    await menu(page).waitFor();
    assert.equal(await page.locator('#node-menu-title').textContent(), 'C: MAX, depth 2, 0 nodes below');
    assert.ok(await button(page, 'Focus on subtree').isHidden(), 'a leaf has no subtree to focus on');
    assert.ok(await button(page, 'Play this move').isHidden(), 'a textbook tree has no moves to play');
    await button(page, 'Change value').click();
    const value = page.getByLabel('Value of this leaf');
    assert.equal(await value.inputValue(), '3');
    assert.ok(await value.evaluate((e) => e === document.activeElement), 'the value field takes the focus');
    await value.fill('1');
    await button(page, 'Set').click();
    const edited = '[[1,12,8],[2,4,6],[14,5,2]]';
    await page.waitForFunction((want) => document.getElementById('tree-input').value === want, edited);
    const expected = core('--tree', edited);
    await totals(page, expected.minimax.nodes, expected.alphabeta.nodes);
    assert.deepEqual(await nodeNamed(page, 'minimax', 'C').locator('.leaf-value').allTextContents(), ['1']);
    // A value out of range is refused where it is typed, with the engine's message.
    await nodeNamed(page, 'alphabeta', 'D').click();
    await button(page, 'Change value').click();
    await page.getByLabel('Value of this leaf').fill('2000000000');
    await button(page, 'Set').click();
    await textMatches(page, '.value-editor [role="alert"]', /\S/);
    assert.equal(await page.locator('.value-editor [role="alert"]').textContent(), 'tree: node 1.2 cannot take the value 2000000000; values lie within ±1000000000');
    await page.keyboard.press('Escape');
    assert.equal(await page.locator('.value-editor').count(), 0);
    assert.equal(await treeBox(page).inputValue(), edited);
  });

  test('random uniform trees show the Knuth–Moore bound', async (t) => {
    const page = await open(t);
    await openLesson(page, 'position');
    await page.getByLabel('Branching', { exact: true }).fill('2');
    await page.getByLabel('Depth', { exact: true }).fill('4');
    await button(page, 'Make tree').click();
    await textMatches(page, '#minimax-total', /^31$/);
    await settled(page);
    const expected = core('--tree', await treeBox(page).inputValue());
    assert.equal(await total(page, 'alphabeta'), expected.alphabeta.nodes);
    await textMatches(page, '#best-case', /Knuth–Moore bound for this uniform tree \(b = 2, d = 4\): .* = 7 leaves\./);
    // Another seed, another tree of the same shape.
    const first = await treeBox(page).inputValue();
    await page.getByLabel('Seed', { exact: true }).fill('2');
    await button(page, 'Make tree').click();
    await page.waitForFunction((was) => document.getElementById('tree-input').value !== was, first);
    await settled(page);
    assert.equal(await total(page, 'minimax'), 31);
  });

  test('play from here: a root child\'s "Play this move" makes it the position; Computer move plays alpha-beta\'s best move', async (t) => {
    const page = await open(t);
    await totals(page, 186, 77);
    // The root's children, left to right, are cells 1, 3, 5, 7, 8: click the second one.
    const nodes = await svgNodes(page, 'minimax');
    const rows = [...new Set(nodes.map((n) => Math.round(n.y)))].sort((a, b) => a - b);
    const kids = nodes.filter((n) => Math.abs(n.y - rows[1]) < 2).sort((a, b) => a.x - b.x);
    assert.equal(kids.length, 5);
    await page.mouse.click(kids[1].x, kids[1].y);
    await menu(page).waitFor();
    assert.match(await page.locator('#node-menu-title').textContent(), /^X3: MIN, depth 1, \d+ nodes below$/);
    await button(page, 'Play this move').click();
    const after = core('--board', 'O.X/XX./O..');
    await totals(page, after.minimax.nodes, after.alphabeta.nodes);
    assert.equal(await page.getByTestId('cell-3').textContent(), 'X');
    assert.equal(await page.locator('#to-move').textContent(), 'O to move: O is MAX, the other player MIN.');
    // O's best move, as alpha-beta finds it.
    await openLesson(page, 'position');
    await button(page, 'Computer move').click();
    const best = after.alphabeta.best_move;
    const board = [...'O.X/XX./O..'.replaceAll('/', '')];
    board[best] = 'O';
    const next = board.join('').replace(/(...)(...)(...)/, '$1/$2/$3');
    const then = core('--board', next);
    await totals(page, then.minimax.nodes, then.alphabeta.nodes);
    assert.equal(await page.getByTestId(`cell-${best}`).textContent(), 'O');
  });

  test('日本語 and 한국어 change the visible text and <html lang>, and the choice is remembered', async (t) => {
    const page = await open(t);
    await totals(page, 186, 77);
    for (let i = 0; i < 23; i++) await button(page, 'Step forward').click();
    const english = await page.locator('main').innerText();
    const lang = page.getByLabel('Language');
    assert.deepEqual(await lang.locator('option').allTextContents(), ['English', '日本語', '한국어']);
    await chooseLanguage(page, 'ja', lang);
    assert.equal(await page.locator('html').getAttribute('lang'), 'ja');
    assert.deepEqual(await page.getByLabel('言語').locator('option').allTextContents(), ['English', '日本語', '한국어']);
    const japanese = await page.locator('main').innerText();
    assert.notEqual(japanese, english);
    assert.match(japanese, /αβ法/);
    assert.match(japanese, /枝刈り/);
    assert.equal(await button(page, '再生').count(), 1, 'Play is 再生');
    assert.match(await page.locator('#alphabeta-explain').textContent(), /[ぁ-んァ-ン一-龥]/);
    assert.match(await page.locator('[data-testid="pseudocode"]').innerText(), /[ぁ-んァ-ン一-龥]/);
    assert.equal(await page.getByRole('slider', { name: 'トレースの位置' }).inputValue(), '23', 'the step stays, under a translated name');
    await shot(page, 'lang-ja');
    await chooseLanguage(page, 'ko', page.getByLabel('言語'));
    assert.equal(await page.locator('html').getAttribute('lang'), 'ko');
    const korean = await page.locator('main').innerText();
    assert.match(korean, /알파-베타/);
    assert.match(korean, /가지치기/);
    assert.match(await page.locator('#alphabeta-explain').textContent(), /[가-힣]/);
    // A bad board's message is translated too.
    await openLesson(page, 'position');
    await page.getByTestId('cell-1').click();
    await settled(page);
    await page.getByTestId('cell-1').click();
    await textMatches(page, '#board-alert', /[가-힣]/);
    await shot(page, 'lang-ko');
    // Remembered on the next visit.
    const again = await page.context().newPage();
    await again.goto(`${h.origin}/`);
    await again.waitForSelector('body[data-ready="true"]');
    assert.equal(await again.locator('html').getAttribute('lang'), 'ko');
    assert.equal(await again.getByRole('button', { name: '재생', exact: true }).count(), 1);
    await again.close();
  });

  test('translated counts keep their numbers: no {placeholder} is left in the text', async (t) => {
    const page = await open(t, '?lang=ja');
    await settled(page);
    for (const which of ['minimax', 'alphabeta']) {
      const text = await page.locator(`#${which}-counts`).textContent();
      assert.doesNotMatch(text, /[{}]/, text);
      assert.match(text, which === 'minimax' ? /\b186\b/ : /\b77\b/, text);
    }
    await chooseLanguage(page, 'ko', page.getByLabel('言語'));
    assert.doesNotMatch(await page.locator('main').innerText(), /\{\w+\}/);
  });
});
