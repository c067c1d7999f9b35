// Editing any tree, and links that keep what is on screen (issue 28, points 2
// and 3), in headless Chromium: Change value in the node menu on a gallery
// figure (named shorthand), on JSON, on a chance tree and on shorthand typed
// into the Tree box, each checked against the core (the CLI); the edited
// figure's link and Back; iterative deepening's pass through a copied link;
// Undo against the perfect computer. Controls are driven as a person drives
// them; window.abviz is read only to know when the engine has answered.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { start, shot, ROOT, settled, textMatches, button, panelOf, openLesson, openConfig } from './harness.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

/** Opens the page at `query`, drawn, with the clipboard allowed; it must stay clean (harness.openClean). */
async function open(t, query = '') {
  const o = await h.openClean(t, query);
  await o.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.origin });
  return o.page;
}

/** What the core says of a tree: `abviz analyze --tree TEXT` and `args`, as JSON. */
function core(tree, ...args) {
  const r = spawnSync('cargo', ['run', '-q', '-p', 'abviz-cli', '--', 'analyze', '--tree', tree, ...args], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout);
}

const treeBox = (page) => page.getByRole('textbox', { name: 'Tree', exact: true });
const fmt = (n) => n.toLocaleString('en').replace('-', '−');
const text = (page, sel) => page.locator(sel).textContent();

/** A node of a panel by the name the page draws beside it (the tree's own names: b1, C…). */
const named = (page, panel, name) => page.locator(`${panelOf(panel)} g.node`)
  .filter({ has: page.locator('text.node-name', { hasText: new RegExp(`^${name}$`) }) });
/** A leaf of a panel by the value drawn in its box. */
const leafShowing = (page, panel, value) => page.locator(`${panelOf(panel)} g.node`)
  .filter({ has: page.locator('.leaf-value', { hasText: new RegExp(`^${value}$`) }) });

/** Change value as a person does it: click the node, Change value in its menu, type, Enter. */
async function changeValue(page, node, value) {
  await node.click();
  await button(page, 'Change value').click();
  const input = page.getByLabel('Value of this leaf');
  await input.fill(value);
  await input.press('Enter');
}

/**
 * Waits for the Tree box to show `edited`, then checks what the student sees against the core:
 * both totals, and at the end both panels' closing sentences with the root's value.
 */
async function showsCore(page, edited, want) {
  await page.waitForFunction((w) => document.getElementById('tree-input').value === w, edited, { timeout: 30000 });
  await textMatches(page, '#minimax-total', new RegExp(`^${fmt(want.minimax.nodes)}$`), 60000);
  await textMatches(page, '#alphabeta-total', new RegExp(`^${fmt(want.alphabeta.nodes)}$`), 60000);
  await settled(page);
  await button(page, 'Go to end').click();
  for (const alg of ['minimax', 'alphabeta']) {
    // "Search finished: the root's value is 8." or "Minimax finished after 18 steps: value 4.9, 7 nodes entered."
    assert.match(await text(page, `#${alg}-explain`), new RegExp(`(value|value is) ${fmt(want[alg].value).replace('.', '\\.')}[.,]`), alg);
  }
}

/** Copies the link with Copy link (in the Share drawer, under More) and returns it. */
async function copyLink(page) {
  await openLesson(page, 'share');
  await page.evaluate(() => { document.getElementById('share-status').textContent = ''; });
  await button(page, 'Copy link').click();
  await textMatches(page, '#share-status', /^Link copied\.$/);
  return page.evaluate(() => navigator.clipboard.readText());
}

const AIMA = 'A max[B min[b1=3, b2=12, b3=8], C min[c1=2, c2=4, c3=6], D min[d1=14, d2=5, d3=2]]';
const AIMA_B1_20 = 'A max[B min[b1=20,b2=12,b3=8],C min[c1=2,c2=4,c3=6],D min[d1=14,d2=5,d3=2]]';

test('Change value on AIMA\'s figure: b1 becomes 20, the counts and the root\'s value are the engine\'s, and the figure becomes the student\'s own tree with a link; Back restores the figure', async (t) => {
  const page = await open(t, '?preset=aima');
  assert.match(await text(page, '#gallery-caption-text'), /^What to watch for: /);
  await changeValue(page, named(page, 'alphabeta', 'b1'), '20');
  const want = core(AIMA_B1_20);
  assert.equal(want.minimax.value, 8);
  await showsCore(page, AIMA_B1_20, want);
  for (const panel of ['minimax', 'alphabeta']) {
    assert.equal(await named(page, panel, 'b1').locator('.leaf-value').textContent(), '20', panel);
  }
  // The figure's title and source stay above the trees, saying it was edited; its "what to watch for" does not.
  const caption = page.getByTestId('gallery-caption');
  assert.ok(await caption.isVisible());
  assert.equal(await text(page, '#gallery-caption-title'), 'A two-ply game tree');
  assert.match(await text(page, '#gallery-caption-text'), /^Edited from this figure: /);
  await shot(page, 'edits-aima-b1');
  // The address bar holds the edited tree (not preset=aima), and a copied link reopens it.
  await page.waitForFunction(() => new URLSearchParams(location.search).get('from') === 'aima');
  const link = await copyLink(page);
  assert.equal(new URL(link).searchParams.get('tree'), AIMA_B1_20);
  assert.equal(new URL(link).searchParams.get('preset'), null);
  const other = await open(t, link.slice(h.origin.length + 1));
  await openLesson(other, 'position'); // the Tree box is under Textbook trees
  assert.equal(await treeBox(other).inputValue(), AIMA_B1_20);
  assert.equal(await named(other, 'alphabeta', 'b1').locator('.leaf-value').textContent(), '20');
  assert.equal(await text(other, '#alphabeta-total'), fmt(want.alphabeta.nodes));
  assert.match(await text(other, '#gallery-caption-text'), /^Edited from this figure: /);
  // Each edit is a history entry: Back shows the figure as printed, with its caption.
  await page.goBack();
  await page.waitForFunction((w) => document.getElementById('tree-input').value === w, AIMA);
  await settled(page);
  assert.equal(await named(page, 'alphabeta', 'b1').locator('.leaf-value').textContent(), '3');
  assert.equal(await text(page, '#alphabeta-total'), fmt(core(AIMA).alphabeta.nodes));
  assert.match(await text(page, '#gallery-caption-text'), /^What to watch for: /);
  assert.equal(new URLSearchParams(new URL(page.url()).search).get('preset'), 'aima');
});

test('a value the core refuses is its message next to the editor, and the tree on screen stays', async (t) => {
  const page = await open(t, '?preset=aima');
  const tries = [
    ['2000000000', 'tree: node "b2" cannot take the value 2000000000; values lie within ±1000000000'],
    ['', 'tree: node "b2" has a value that is not a finite number'],
  ];
  for (const [value, message] of tries) {
    await changeValue(page, named(page, 'alphabeta', 'b2'), value);
    await textMatches(page, '.value-editor [role="alert"]', /\S/);
    assert.equal(await text(page, '.value-editor [role="alert"]'), message);
    assert.ok(await page.getByLabel('Value of this leaf').isVisible(), 'the editor stays open');
    await page.keyboard.press('Escape');
    assert.equal(await page.locator('.value-editor').count(), 0);
  }
  await openLesson(page, 'position');
  assert.equal(await treeBox(page).inputValue(), AIMA);
  assert.equal(await named(page, 'alphabeta', 'b2').locator('.leaf-value').textContent(), '12');
  assert.equal(new URLSearchParams(new URL(page.url()).search).get('preset'), 'aima');
});

test('Change value on a JSON tree typed into the Tree box: the engine\'s edit reads as the hand-edited JSON does', async (t) => {
  const page = await open(t);
  await openLesson(page, 'position');
  const json = '{"kind": "max", "children": [{"name": "B", "kind": "min", "children": [3, 12, 8]}, {"kind": "min", "children": [2, 4, {"value": 6}]}]}';
  await treeBox(page).fill(json);
  await button(page, 'Show tree').click();
  await settled(page);
  await changeValue(page, leafShowing(page, 'alphabeta', '6'), '1');
  // The core writes the edited tree back in shorthand, which reads as the JSON with 6 changed to 1.
  const edited = 'max[B min[3,12,8],min[2,4,1]]';
  const want = core(json.replace('{"value": 6}', '{"value": 1}'));
  assert.deepEqual(core(edited), want);
  await showsCore(page, edited, want);
  assert.equal(await leafShowing(page, 'minimax', '1').count(), 1);
  assert.equal(await leafShowing(page, 'minimax', '6').count(), 0);
});

test('Change value on a chance tree keeps the probabilities, and the expectimax value is the engine\'s', async (t) => {
  const page = await open(t);
  await openLesson(page, 'position');
  await treeBox(page).fill('max[chance[1/4: 2, 3/4: 3], chance[0.9: 1, 0.1: 4]]');
  await button(page, 'Show tree').click();
  await settled(page);
  await changeValue(page, leafShowing(page, 'alphabeta', '4'), '40');
  const edited = 'max[chance[0.25:2,0.75:3],chance[0.9:1,0.1:40]]';
  const want = core(edited);
  assert.equal(want.minimax.value, 4.9);
  await showsCore(page, edited, want);
  // The outcome's probability is still the one given: the node's card says so.
  await leafShowing(page, 'alphabeta', '40').hover();
  await textMatches(page, '.node-tip, #node-tip', /1\/10|0\.1/);
});

test('Change value on shorthand typed into the Tree box keeps names, static values and noisy marks, and sets a static value at the depth limit', async (t) => {
  const page = await open(t);
  await openLesson(page, 'position');
  const typed = 'A max[B=4 min[b1=3, b2=12!], C=1 min![c1=2, c2=9]]';
  await treeBox(page).fill(typed);
  await button(page, 'Show tree').click();
  await settled(page);
  await changeValue(page, named(page, 'alphabeta', 'c2'), '-5');
  const edited = 'A max[B=4 min[b1=3,b2=12!],C=1 min![c1=2,c2=-5]]';
  await showsCore(page, edited, core(edited));
  assert.equal(await named(page, 'minimax', 'c2').locator('.leaf-value').textContent(), '−5');
  // At depth limit 1, B and C are scored by their static values: Change value on C sets C's.
  const limited = await open(t, `?tree=${encodeURIComponent(edited)}&depth=1`);
  await changeValue(limited, named(limited, 'alphabeta', 'C'), '7');
  const withC = 'A max[B=4 min[b1=3,b2=12!],C=7 min![c1=2,c2=-5]]';
  await showsCore(limited, withC, core(withC, '--depth', '1'));
});

test('iterative deepening: the pass on screen survives a copied link, with the same counts and sentence', async (t) => {
  const page = await open(t, '?game=connect4&moves=4453&depth=4');
  await openLesson(page, 'options');
  await page.getByRole('checkbox', { name: 'Iterative deepening' }).check();
  await textMatches(page, '[data-testid="pass-label"]', /^Pass 4 of 4 \(depth 4\)$/, 60000);
  await settled(page);
  await button(page, 'Previous pass').click();
  await textMatches(page, '[data-testid="pass-label"]', /^Pass 3 of 4 \(depth 3\)$/);
  for (let i = 0; i < 14; i++) await button(page, 'Step forward').click();
  const seen = async (p) => ({
    pass: await text(p, '[data-testid="pass-label"]'), counts: await text(p, '#alphabeta-counts'), total: await text(p, '#alphabeta-total'),
    sentence: await text(p, '#alphabeta-explain'), step: await text(p, '#position-out'), minimax: await text(p, '#minimax-counts'),
  });
  const before = await seen(page);
  assert.match(before.counts, /^Entered \d+ of [\d,]+ nodes/);
  const link = await copyLink(page);
  assert.equal(new URL(link).searchParams.get('pass'), '3');
  const other = await open(t, link.slice(h.origin.length + 1));
  await textMatches(other, '[data-testid="pass-label"]', /^Pass 3 of 4 \(depth 3\)$/);
  assert.deepEqual(await seen(other), before);
  // The last pass is what a link without pass= shows.
  await button(other, 'Next pass').click();
  await textMatches(other, '[data-testid="pass-label"]', /^Pass 4 of 4 \(depth 4\)$/);
  await other.waitForFunction(() => !new URLSearchParams(location.search).has('pass'));
});

test('a link\'s pass past the last is said next to the link, and the last pass is shown', async (t) => {
  const page = await open(t, '?game=connect4&size=5x4&depth=3&enhance=id&pass=9');
  await textMatches(page, '[data-testid="pass-label"]', /^Pass 3 of 3 \(depth 3\)$/);
  await textMatches(page, '#link-alert', /^In this link, “pass” is 9, but this search has only 3 passes of iterative deepening: showing the last pass\.$/);
});

test('the Negamax view survives a copied link and a new tree, with the same sentence at the same step', async (t) => {
  const fig5 = 'A max[B min[D=3, E=5], C min[F max[I min[K=0, L=2], J min[J1=5, J2=6]], G max[M=7, N=9]]]';
  const page = await open(t, `?tree=${encodeURIComponent(fig5)}`);
  const toggle = (p) => p.getByRole('checkbox', { name: 'Negamax view (Rich)' });
  await openConfig(page); // the toggle is in alpha-beta's "Configure this panel"
  await toggle(page).check();
  await page.locator('#position').fill('10');
  const seen = async (p) => ({ heading: await text(p, '#ab-heading'), sentence: await text(p, '#alphabeta-explain'), step: await text(p, '#position-out') });
  const before = await seen(page);
  assert.equal(before.sentence, 'B returns −3 for MIN; A negates it: New-Value = +3.');
  const other = await open(t, (await copyLink(page)).slice(h.origin.length + 1));
  await openConfig(other);
  assert.equal(await toggle(other).isChecked(), true);
  assert.deepEqual(await seen(other), before);
  // A tree typed next keeps the view on, as it keeps Lecture mode.
  await openLesson(other, 'position');
  await treeBox(other).fill('[[3,12,8],[2,4,6],[14,5,2]]');
  await button(other, 'Show tree').click();
  await textMatches(other, '#minimax-total', /^13$/);
  await settled(other);
  assert.equal(await toggle(other).isChecked(), true);
  assert.match(await text(other, '#ab-heading'), /Negamax|MINIMAX-A-B/i);
});

const EIGHT = '53322761';
const moves = (page) => page.evaluate(() => new URLSearchParams(location.search).get('moves'));
const movesAre = (page, m) => page.waitForFunction((want) => new URLSearchParams(location.search).get('moves') === want, m, { timeout: 60000 });

test('Undo against the perfect computer takes back its reply and the student\'s move: the student\'s turn again, and the computer waits', async (t) => {
  const page = await open(t, `?game=connect4&moves=${EIGHT}&depth=2`);
  await openLesson(page, 'position'); // the Connect Four editor
  await page.getByRole('checkbox', { name: 'Play against the perfect computer' }).check();
  // X to move: the computer takes X and plays column 4; the student (O) drops in 4, the computer replies in 4.
  await movesAre(page, `${EIGHT}4`);
  await settled(page);
  await button(page, 'Drop in column 4').click();
  await movesAre(page, `${EIGHT}444`);
  await settled(page);
  await textMatches(page, '#c4-play-status', /^The computer played column 4/);
  await button(page, 'Undo').click();
  await movesAre(page, `${EIGHT}4`);
  await settled(page);
  await textMatches(page, '#c4-status', /^O to move/);
  await textMatches(page, '#c4-play-status', /You play O; the computer \(X\) replies/);
  // The computer does not move: it is the student's turn, and it stays so.
  await new Promise((r) => setTimeout(r, 1500));
  assert.equal(await moves(page), `${EIGHT}4`);
  assert.equal(await button(page, 'Cancel').isVisible(), false);
  // The same move again: the computer replies as before.
  await button(page, 'Drop in column 4').click();
  await movesAre(page, `${EIGHT}444`);
  await settled(page);
  // Unticked, Undo takes back one disc.
  await page.getByRole('checkbox', { name: 'Play against the perfect computer' }).uncheck();
  await button(page, 'Undo').click();
  await movesAre(page, `${EIGHT}44`);
});

test('Undo while the perfect computer is thinking cancels its search and gives the student the turn', async (t) => {
  // Past the opening book's answers (4453 is answered at once from it): among the builder's costliest positions,
  // where the solver searches for seconds.
  const page = await open(t, '?game=connect4&moves=44441277&depth=2');
  await openLesson(page, 'position'); // the Connect Four editor
  await page.getByRole('checkbox', { name: 'Play against the perfect computer' }).check();
  await textMatches(page, '#c4-play-status', /^The computer is solving/);
  assert.equal(await button(page, 'Cancel').isVisible(), true);
  await button(page, 'Undo').click();
  await movesAre(page, '4444127');
  await settled(page);
  await textMatches(page, '#c4-status', /^O to move/);
  await textMatches(page, '#c4-play-status', /^You play O; the computer \(X\) replies/);
  assert.equal(await button(page, 'Cancel').isVisible(), false, 'its search is cancelled');
  await new Promise((r) => setTimeout(r, 2000));
  assert.equal(await moves(page), '4444127');
  await textMatches(page, '#c4-play-status', /^You play O/);
});

test('the computer playing first on an empty board: Undo has nothing of the student\'s to take back until the student moves', async (t) => {
  const page = await open(t, '?game=connect4&size=5x4&depth=2');
  await openLesson(page, 'position'); // the Connect Four editor
  const undo = button(page, 'Undo');
  assert.equal(await undo.isDisabled(), true, 'nothing to take back at the start');
  await page.getByRole('checkbox', { name: 'Play against the perfect computer' }).check();
  await page.waitForFunction(() => new URLSearchParams(location.search).get('moves')?.length === 1, null, { timeout: 60000 });
  await settled(page);
  const first = await moves(page);
  await textMatches(page, '#c4-status', /^O to move/);
  assert.equal(await undo.isDisabled(), true, 'the only disc is the computer\'s');
  await button(page, 'Drop in column 1').click();
  await page.waitForFunction(() => new URLSearchParams(location.search).get('moves')?.length === 3, null, { timeout: 60000 });
  await settled(page);
  await undo.click();
  await movesAre(page, first);
  await settled(page);
  await textMatches(page, '#c4-status', /^O to move/);
  assert.equal(await undo.isDisabled(), true);
});

test('Undo after the perfect computer has won takes back its winning disc and the student\'s last move', async (t) => {
  // X to move, and column 3 wins at once: the computer plays it and the game is over.
  const page = await open(t, '?game=connect4&moves=44455554221351&depth=2');
  await openLesson(page, 'position'); // the Connect Four editor
  await page.getByRole('checkbox', { name: 'Play against the perfect computer' }).check();
  await movesAre(page, '444555542213513');
  await settled(page);
  await textMatches(page, '#c4-status', /^X has four in a row/);
  await button(page, 'Undo').click();
  await movesAre(page, '4445555422135');
  await settled(page);
  await textMatches(page, '#c4-status', /^O to move/);
  await new Promise((r) => setTimeout(r, 1000));
  assert.equal(await moves(page), '4445555422135');
});
