// The page in real headless Chromium (Debian's, through playwright-core):
// positions, playback, board entry and the controls' names; exploring the
// whole tree is in tree-explore.test.js. Every control is driven as a person
// drives it (click, keys, drag, fill) and every check reads what a person
// sees: text, data-node-state, aria attributes, computed style, pixels.
// window.abviz is read only for what the page shows nowhere else: whether the
// engine is still busy (to synchronise). Screenshots go to target/e2e/ for a
// person to look at.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { start, shot, ROOT, settled, textMatches, button, panelOf, openLesson } from './harness.js';
import { opener, position, said, totals } from './page-helpers.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

const open = opener(() => h);

const states = (page, which) => page.$$eval(`${panelOf(which)} [data-node-state]`, (els) => els.map((e) => e.getAttribute('data-node-state')));
const count = (page, which, state) => page.locator(`${panelOf(which)} [data-node-state="${state}"]`).count();
const totalText = (page, which) => page.getByTestId(`${which}-total`).textContent();

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
