// Teaching features in real headless Chromium: pseudocode, search options
// with live recounts, textbook trees, playing on, practice, sharing, exports
// and languages. Controls are driven as a person drives them and checks read
// what a person sees; the numbers to expect come from the core (the CLI).
// window.abviz is read only to know when the engine has answered.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { start, shot, ROOT, settled, textMatches, button, panelOf, openLesson, chooseLanguage } from './harness.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

/** Opens the page at `query`, drawn; when the test ends it must have stayed clean (harness.openClean). */
const open = async (t, query = '', options = {}) => (await h.openClean(t, query, options)).page;

const total = async (page, which) => Number((await page.getByTestId(`${which}-total`).textContent()).replace(/[^\d]/g, ''));
const count = (page, which, state) => page.locator(`${panelOf(which)} [data-node-state="${state}"]`).count();
const position = (page) => page.getByRole('slider', { name: 'Trace position' });
const codeLine = (page, testid) => page.locator(`[data-testid="${testid}"] li`).evaluateAll(
  (lis) => lis.findIndex((li) => li.getAttribute('aria-current') === 'step'));
const treeBox = (page) => page.getByRole('textbox', { name: 'Tree', exact: true });
const menu = (page) => page.getByRole('group', { name: 'Node' });

/** Waits for both totals (numbers), then for the drawing. */
async function totals(page, mm, ab) {
  const fmt = (n) => n.toLocaleString('en');
  await textMatches(page, '#minimax-total', new RegExp(`^${fmt(mm)}$`), 60000);
  await textMatches(page, '#alphabeta-total', new RegExp(`^${fmt(ab)}$`), 60000);
  await settled(page);
}

/** Runs the CLI: `analyze` with `args`; returns {status, json, message}. */
function cli(...args) {
  const r = spawnSync('cargo', ['run', '-q', '-p', 'abviz-cli', '--', 'analyze', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: r.status, json: r.status === 0 ? JSON.parse(r.stdout) : null, message: r.stderr.trim().replace(/^abviz: /, ''), stderr: r.stderr };
}

/** What the core says. */
function core(...args) {
  const r = cli(...args);
  assert.equal(r.status, 0, r.stderr);
  return r.json;
}

/** The core's message for input it refuses. */
function coreError(...args) {
  const r = cli(...args);
  assert.notEqual(r.status, 0, `the core refuses ${args.join(' ')}`);
  return r.message;
}

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

/** Types AIMA's tree as nested lists into the tree box and shows it (its nodes are then named A, B, … in preorder). */
async function typeAima(page) {
  await openLesson(page, 'position'); // the tree box lies under Textbook trees
  await treeBox(page).fill('[[3,12,8],[2,4,6],[14,5,2]]');
  await button(page, 'Show tree').click();
  await totals(page, 13, 11);
}

/** A textbook tree's node by the letter the page draws beside it (A, B, … in preorder). */
const nodeNamed = (page, which, letter) => page.locator(`${panelOf(which)} g.node`)
  .filter({ has: page.locator('text.node-name', { hasText: new RegExp(`^${letter}$`) }) });

/**
 * Moves the keyboard cursor of the alpha-beta tree to a textbook node by the
 * keys a person presses (↓ first child, → next sibling from the root A), and
 * checks that the page says the node's letter.
 */
async function cursorTo(page, letter) {
  const keys = {
    A: [], B: ['ArrowDown'], C: ['ArrowDown', 'ArrowDown'], D: ['ArrowDown', 'ArrowDown', 'ArrowRight'],
    F: ['ArrowDown', 'ArrowRight'], G: ['ArrowDown', 'ArrowRight', 'ArrowDown'], H: ['ArrowDown', 'ArrowRight', 'ArrowDown', 'ArrowRight'],
    I: ['ArrowDown', 'ArrowRight', 'ArrowDown', 'ArrowRight', 'ArrowRight'], J: ['ArrowDown', 'ArrowRight', 'ArrowRight'],
    L: ['ArrowDown', 'ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowRight'],
  }[letter];
  const tree = page.getByRole('application', { name: 'Alpha-beta game tree over the same layout' });
  if (!await tree.evaluate((el) => el === document.activeElement)) await tree.focus();
  await page.keyboard.press('Home');
  for (const k of keys) await page.keyboard.press(k);
  assert.match(await page.locator('#announce').textContent(), new RegExp(`^${letter}: `));
}

/** Practice: puts the cursor on a node, opens its form with Enter and marks it pruned. */
async function markPruned(page, letter) {
  await cursorTo(page, letter);
  await page.keyboard.press('Enter');
  await page.getByLabel('Pruned', { exact: true }).check();
  await button(page, 'Set').click();
}

/** Practice: gives the window a node is searched with (empty for a bound left out). */
async function giveWindow(page, letter, alpha, beta) {
  await cursorTo(page, letter);
  await page.keyboard.press('Enter');
  if (alpha !== null) await page.getByLabel('α this node is searched with').fill(alpha);
  if (beta !== null) await page.getByLabel('β this node is searched with').fill(beta);
  await button(page, 'Set').click();
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

  test('practice mode scores a known answer and explains the first mistake', async (t) => {
    const page = await open(t);
    await typeAima(page); // the unnamed AIMA tree: nodes A, B, … in preorder
    await totals(page, 13, 11);
    await button(page, 'Practice').click();
    assert.equal(await button(page, 'Practice').getAttribute('aria-pressed'), 'true');
    assert.ok(await page.locator('#practice-help').isVisible());
    assert.equal(await count(page, 'alphabeta', 'pruned'), 0, 'the search is hidden');
    assert.ok(await button(page, 'Step forward').isDisabled());
    assert.ok(await button(page, 'Play').isDisabled());
    // The leaves 4 and 6 (H and I) are pruned; the student marks H and, wrongly, L (5).
    for (const letter of ['H', 'L']) await markPruned(page, letter);
    assert.equal(await page.locator('[data-practice="guess"]').count(), 2);
    await button(page, 'Check').click();
    const result = await textMatches(page, '#practice-result', /\S/);
    assert.match(result, /^1 right, 1 missed, 1 wrong\. Missed: I is pruned\. α = 3 ≥ β = 2 at MIN node F: children 2 and 3 are pruned\./);
    assert.equal(await page.locator('[data-practice="right"]').count(), 1);
    assert.equal(await page.locator('[data-practice="missed"]').count(), 1);
    assert.equal(await page.locator('[data-practice="wrong"]').count(), 1);
    assert.equal(await count(page, 'alphabeta', 'pruned'), 2, 'the search is revealed');
    await page.locator('#practice-result').scrollIntoViewIfNeeded();
    await shot(page, 'practice-checked');
    // A fully right answer.
    await button(page, 'Practice').click();
    await button(page, 'Practice').click();
    for (const letter of ['H', 'I']) await markPruned(page, letter);
    await button(page, 'Check').click();
    assert.match(await textMatches(page, '#practice-result', /\S/), /^2 right, 0 missed, 0 wrong\. All right/);
  });

  test('after Check, the practice result is where the person is looking', async (t) => {
    const page = await open(t);
    await openLesson(page, 'position');
    await button(page, 'AIMA Fig. 5.2').click();
    await totals(page, 13, 11);
    await button(page, 'Practice').click();
    await button(page, 'Check').click();
    const result = page.locator('#practice-result');
    await textMatches(page, '#practice-result', /\S/);
    const box = await result.boundingBox();
    const vh = page.viewportSize().height;
    assert.ok(box && box.y >= -1 && box.y + box.height <= vh + 1, `the result is in view: ${JSON.stringify(box)} in a window ${vh} px high`);
    // …and not under the sticky control bar.
    assert.ok(await result.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.left + 10, r.top + r.height / 2));
    }), 'nothing covers the result');
  });

  test('practice by mouse: click one node, then another, to mark both', async (t) => {
    const page = await open(t);
    await typeAima(page); // the unnamed AIMA tree: nodes A, B, … in preorder
    await totals(page, 13, 11);
    await button(page, 'Practice').click();
    for (const letter of ['H', 'L']) {
      await nodeNamed(page, 'alphabeta', letter).click({ timeout: 3000 });
      await page.getByLabel('Pruned', { exact: true }).check();
      await button(page, 'Set').click();
    }
    assert.equal(await page.locator('[data-practice="guess"]').count(), 2);
  });

  test('practice: α and β given at a node are checked against the window alpha-beta searches it with', async (t) => {
    const page = await open(t);
    await typeAima(page); // the unnamed AIMA tree: nodes A, B, … in preorder
    await totals(page, 13, 11);
    await button(page, 'Practice').click();
    // The second MIN node (F) is searched with α = 3, β = +∞; the third (J) too.
    await giveWindow(page, 'F', '3', 'inf');
    await giveWindow(page, 'J', '2', null);
    assert.equal(await page.locator('[data-practice="window"]').count(), 2);
    assert.deepEqual(await page.locator('[data-practice="window"] .practice-mark').allTextContents(), ['α β', 'α β']);
    // A bound that is no number is refused in the form; Escape closes it and gives the tree back the focus.
    await cursorTo(page, 'B');
    await page.keyboard.press('Enter');
    await page.getByLabel('β this node is searched with').fill('lots');
    await button(page, 'Set').click();
    assert.equal(await page.locator('.practice-editor [role="alert"]').textContent(), 'Give a number (decimals such as 7.5 too), or −∞ / ∞ (also -inf / inf).');
    await page.keyboard.press('Escape');
    assert.equal(await page.locator('.practice-editor').count(), 0);
    assert.ok(await page.getByRole('application', { name: 'Alpha-beta game tree over the same layout' }).evaluate((el) => el === document.activeElement));
    for (const letter of ['H', 'I']) await markPruned(page, letter);
    await button(page, 'Check').click();
    assert.match(await textMatches(page, '#practice-result', /\S/),
      /^2 right, 0 missed, 0 wrong\. Windows: 1 of 2 right\. Window: alpha-beta searches J with α = 3, β = \+∞/);
  });

  test('practice: a value typed at an inner node shows on it and is checked against minimax\'s', async (t) => {
    const page = await open(t);
    await typeAima(page); // the unnamed AIMA tree: B, F and J are AIMA's MIN nodes B, C and D
    await button(page, 'Practice').click();
    // By mouse to the node, by keys in the form: Pruned, α, β, then Value; Enter is OK.
    const typeValue = async (letter, value) => {
      await nodeNamed(page, 'alphabeta', letter).click({ timeout: 3000 });
      await page.getByLabel('Pruned', { exact: true }).waitFor();
      for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
      assert.ok(await page.getByLabel('Your value').evaluate((el) => el === document.activeElement), 'Tab reaches the Value field');
      await page.keyboard.type(value);
      await page.keyboard.press('Enter');
      await page.locator('.practice-editor').waitFor({ state: 'detached' });
    };
    await typeValue('B', '3');
    await typeValue('F', '4');
    const mark = (letter) => nodeNamed(page, 'alphabeta', letter).locator('.practice-mark');
    assert.equal(await page.locator('[data-practice="value"]').count(), 2);
    assert.deepEqual([await mark('B').textContent(), await mark('F').textContent()], ['=3', '=4']);
    await shot(page, 'practice-values');
    // Reopened, the form holds the value; a value that is no number is refused beside the field.
    await nodeNamed(page, 'alphabeta', 'B').click();
    assert.equal(await page.getByLabel('Your value').inputValue(), '3');
    await page.getByLabel('Your value').fill('lots');
    await page.keyboard.press('Enter');
    assert.match(await page.locator('.practice-editor [role="alert"]').textContent(), /number/);
    await page.keyboard.press('Escape');
    assert.equal(await mark('B').textContent(), '=3', 'the last good value stays');
    // A leaf's value is given: its form has no Value field.
    await nodeNamed(page, 'alphabeta', 'H').click();
    assert.equal(await page.getByLabel('Your value').isVisible(), false);
    await page.keyboard.press('Escape');
    for (const letter of ['H', 'I']) await markPruned(page, letter);
    await button(page, 'Check').click();
    assert.match(await textMatches(page, '#practice-result', /\S/),
      /^2 right, 0 missed, 0 wrong\. Values: 1 of 2 right\. Value: F's value is 2, the smallest of its children's values \(2, 4 and 6\)\.$/);
    assert.equal(await nodeNamed(page, 'alphabeta', 'B').getAttribute('data-practice'), 'right');
    assert.equal(await nodeNamed(page, 'alphabeta', 'F').getAttribute('data-practice'), 'wrong');
    assert.deepEqual([await mark('B').textContent(), await mark('F').textContent()], ['✓ =3', '✗ =4']);
    await shot(page, 'practice-values-checked');
  });

  test('generated practice trees contain at least one cut-off', async (t) => {
    const page = await open(t);
    await openLesson(page, 'position'); // the tree box, which shows each new tree
    await button(page, 'Practice').click();
    for (let i = 0; i < 5; i++) {
      const was = await treeBox(page).inputValue();
      await button(page, 'New practice tree').click();
      await page.waitForFunction((w) => document.getElementById('tree-input').value !== w, was, { timeout: 30000 });
      await settled(page);
      await button(page, 'Check').waitFor();
      assert.equal(await count(page, 'alphabeta', 'pruned'), 0, 'the search is hidden');
      await button(page, 'Check').click();
      const counts = await textMatches(page, '#alphabeta-counts', /cut-offs?$/);
      const cuts = Number(counts.match(/(\d+) cut-offs?$/)[1]);
      assert.ok(cuts >= 1, `tree ${i + 1}: ${cuts} cut-offs (${counts})`);
      assert.ok(await count(page, 'alphabeta', 'pruned') >= 1);
    }
  });

  test('Copy link puts the link of the view on the clipboard and says so', async (t) => {
    const page = await open(t, '', { permissions: ['clipboard-read', 'clipboard-write'] });
    await openLesson(page, 'position');
    await button(page, 'Move 6').click();
    await totals(page, 16, 12);
    for (let i = 0; i < 5; i++) await button(page, 'Step forward').click();
    await openLesson(page, 'share');
    await button(page, 'Copy link').click();
    await textMatches(page, '#share-status', /^Link copied\.$/);
    const url = await page.evaluate(() => navigator.clipboard.readText());
    assert.ok(url.startsWith(`${h.origin}/`), url);
    assert.match(url, /board=O\.X(%2F|\/)XXO(%2F|\/)O\.\./);
    assert.match(url, /[?&]step=5\b/);
    // Pasted into a new page, it shows the same step.
    const other = await open(t, url.slice(h.origin.length + 1));
    await settled(other);
    assert.equal(await position(other).inputValue(), '5');
    assert.equal(await other.locator('#alphabeta-explain').textContent(), await page.locator('#alphabeta-explain').textContent());
  });

  test('a shared URL (the address bar) reopened in a new page restores the same view and step', async (t) => {
    const page = await open(t);
    await openLesson(page, 'position');
    await button(page, 'Move 6').click();
    await totals(page, 16, 12);
    await openLesson(page, 'options');
    await page.getByLabel('Move order').selectOption('reverse');
    const rev = core('--board', 'O.X/XXO/O..', '--order', 'reverse');
    await totals(page, rev.minimax.nodes, rev.alphabeta.nodes);
    for (let i = 0; i < 12; i++) await button(page, 'Step forward').click();
    await page.getByRole('radio', { name: 'Alpha-beta', exact: true }).check();
    // The address bar follows the view (after the next frame): what a person copies from it.
    await page.waitForURL(/[?&]step=12\b.*view=alphabeta|view=alphabeta.*[?&]step=12\b/);
    const url = page.url();
    assert.ok(url.startsWith(`${h.origin}/`), url);
    assert.match(url, /board=O\.X(%2F|\/)XXO(%2F|\/)O\.\./);
    assert.match(url, /order=reverse/);
    assert.match(url, /step=12/);
    const other = await open(t, url.slice(h.origin.length + 1));
    await settled(other);
    assert.equal(await total(other, 'minimax'), rev.minimax.nodes);
    assert.equal(await total(other, 'alphabeta'), rev.alphabeta.nodes);
    assert.equal(await position(other).inputValue(), '12');
    assert.equal(await other.getByLabel('Move order').inputValue(), 'reverse');
    assert.ok(await other.getByRole('radio', { name: 'Alpha-beta', exact: true }).isChecked());
    assert.ok(await other.locator(panelOf('minimax')).isHidden(), 'only the alpha-beta panel, as shared');
    const statesOf = (p) => p.locator(`${panelOf('alphabeta')} [data-node-state]`).evaluateAll((els) => els.map((e) => e.dataset.nodeState));
    assert.deepEqual(await statesOf(other), await statesOf(page));
    assert.equal(await other.locator('#alphabeta-explain').textContent(), await page.locator('#alphabeta-explain').textContent());
    // A textbook tree in a link.
    const tree = await open(t, '?tree=[[1,2],[3,4]]&lang=en');
    await totals(tree, 7, (core('--tree', '[[1,2],[3,4]]')).alphabeta.nodes);
  });

  test('exports: a slide as valid SVG with both trees and the sentences, a PNG of its size, the traces as JSON', async (t) => {
    const page = await open(t);
    await openLesson(page, 'position');
    await button(page, 'Move 6').click();
    await totals(page, 16, 12);
    await button(page, 'Next cut-off').click();
    await openLesson(page, 'share');
    const sentences = {
      minimax: await page.locator('#minimax-explain').textContent(),
      alphabeta: await page.locator('#alphabeta-explain').textContent(),
    };
    const save = async (name) => {
      const [dl] = await Promise.all([page.waitForEvent('download'), button(page, name).click()]);
      return { name: dl.suggestedFilename(), data: readFileSync(await dl.path()) };
    };
    const svgFile = await save('Export slide (SVG)');
    assert.match(svgFile.name, /\.svg$/);
    const svg = svgFile.data.toString('utf8');
    assert.match(svg, /^<\?xml[^>]*>\n<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // The browser parses it as XML and reads both trees and the sentences in it.
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      if (doc.querySelector('parsererror')) return { error: doc.querySelector('parsererror').textContent };
      const trees = [...doc.querySelectorAll('svg.tree-view')].map((s) => ({
        nodes: s.querySelectorAll('g.node[data-node-state]').length,
        pruned: s.querySelectorAll('g.node[data-node-state="pruned"]').length,
      }));
      const words = [...doc.querySelectorAll('text')].map((e) => e.textContent).join(' ').replace(/\s+/g, ' ');
      const root = doc.documentElement;
      return { trees, words, width: Number(root.getAttribute('width')), height: Number(root.getAttribute('height')) };
    }, svg);
    assert.equal(parsed.error, undefined, `valid XML: ${parsed.error}`);
    assert.deepEqual(parsed.trees, [{ nodes: 16, pruned: 0 }, { nodes: 16, pruned: 2 }], 'both panels\' trees');
    for (const [alg, s] of Object.entries(sentences)) assert.ok(parsed.words.includes(s.replace(/\s+/g, ' ')), `${alg}'s sentence in the slide: ${s}`);
    // And renders it as an image.
    const size = await page.evaluate(async (text) => {
      const img = new Image();
      img.src = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, svg);
    assert.deepEqual(size, [parsed.width, parsed.height]);
    const png = (await save('Export slide (PNG)')).data;
    assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [parsed.width, parsed.height], 'the PNG is the slide, 1920 × 1080');
    const json = JSON.parse((await save('Export trace (JSON)')).data.toString('utf8'));
    assert.equal(json.summary.minimax.nodes, 16);
    assert.equal(json.summary.alphabeta.nodes, 12);
    assert.equal(json.traces.minimax.filter((e) => e.event === 'enter').length, 16);
    assert.equal(json.traces.alphabeta.filter((e) => e.event === 'enter').length, 12);
    assert.equal(json.traces.alphabeta.filter((e) => e.event === 'cutoff').length, 2);
    assert.equal(json.traces.minimax.filter((e) => e.event === 'cutoff').length, 0);
    assert.equal(Number(await position(page).getAttribute('max')), Math.max(json.traces.minimax.length, json.traces.alphabeta.length));
    await textMatches(page, '#share-status', /^Saved abviz-board-step\d+\.json\.$/);
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
