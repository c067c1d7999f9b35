// Practice in real headless Chromium: a person marks the nodes alpha-beta
// prunes, gives windows and values, by mouse and by keys, and Check scores
// them and explains the first mistake; generated practice trees. Controls are
// driven as a person drives them and checks read what a person sees.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { start, shot, settled, textMatches, button, panelOf, openLesson } from './harness.js';
import { opener, treeBox, totals, typeAima, nodeNamed } from './teaching-helpers.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

const open = opener(() => h);

const count = (page, which, state) => page.locator(`${panelOf(which)} [data-node-state="${state}"]`).count();

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

describe('teaching', () => {
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
});
