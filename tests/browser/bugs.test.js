// One test for each remaining bug the classroom issue lists, each written to
// fail on the page as it was: Move 4 unreadable at fit, live regions that
// spoke every frame, Korean broken inside words, a 200,000-character leaf
// echoed whole, exports with nothing loaded, alerts left in the old language.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { start, shot, button, openLesson, chooseLanguage } from './harness.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

/** Opens the page at `query`, drawn; when the test ends it must have stayed clean (harness.openClean). */
const open = async (t, query = '', options = {}) => (await h.openClean(t, query, options)).page;


describe('bugs the classroom issue lists', () => {
  test('Move 4 at fit is readable: the root and its children are boards, with their values at the end', async (t) => {
    const page = await open(t);
    for (const panel of ['minimax-tree', 'alphabeta-tree']) {
      const root = page.locator(`[data-testid="${panel}"] .node[data-node-id="0"]`);
      assert.match(await root.getAttribute('data-lod'), /\bdetail\b/, `${panel}: the root is drawn as a board`);
      // The root's children: the nodes at depth 1 are ids 1, then each next sibling.
      const kids = await page.evaluate(() => {
        const tr = window.abviz.app.tree;
        return Array.from(tr.childList.subarray(tr.childStart[0], tr.childStart[1]));
      });
      assert.equal(kids.length, 5);
      for (const id of kids) {
        const g = page.locator(`[data-testid="${panel}"] .node[data-node-id="${id}"]`);
        assert.match(await g.getAttribute('data-lod'), /\bdetail\b/, `${panel}: child ${id} is a board`);
        // A board is drawn: its grid and marks are displayed, the triangle is not.
        assert.equal(await g.locator('.grid').evaluate((e) => getComputedStyle(e).display), 'inline');
        assert.equal(await g.locator('.tri').evaluate((e) => getComputedStyle(e).display), 'none');
        const box = await g.boundingBox();
        assert.ok(box.width >= 20, `${panel}: child ${id} is ${box.width.toFixed(0)} px wide`);
      }
    }
    await button(page, 'Go to end').click();
    const values = await page.evaluate(() => {
      const tr = window.abviz.app.tree;
      const ids = [0, ...tr.childList.subarray(tr.childStart[0], tr.childStart[1])];
      return ids.map((id) => {
        const v = document.querySelector(`[data-testid="minimax-tree"] .node[data-node-id="${id}"] .value`);
        return v && getComputedStyle(v).display !== 'none' ? v.textContent : null;
      });
    });
    assert.ok(values.every((v) => v && /^[+−]?\d$/.test(v)), `values shown: ${values}`);
    await shot(page, 'bugs-move4-fit-end');
  });

  test('nothing speaks every frame: the sentence and counts are not live regions; steps are said on pause and step', async (t) => {
    const page = await open(t);
    for (const sel of ['#minimax-explain', '#alphabeta-explain', '#minimax-counts', '#alphabeta-counts', '#to-move']) {
      const live = await page.locator(sel).evaluate((e) => e.closest('[aria-live], [role=status], [role=alert], [role=log]')?.id ?? null);
      assert.equal(live, null, `${sel} is inside a live region`);
    }
    await page.locator('#speed').fill('6');
    await button(page, 'Play').click();
    const before = await page.locator('#announce').textContent();
    await page.waitForFunction(() => window.abviz.app.pos > 8);
    assert.equal(await page.locator('#announce').textContent(), before, 'nothing announced while playing');
    await button(page, 'Pause').click();
    await page.waitForFunction(() => /step \d+ of 458/.test(document.getElementById('announce').textContent));
    const paused = await page.locator('#announce').textContent();
    await button(page, 'Step forward').click();
    await page.waitForFunction((p) => document.getElementById('announce').textContent !== p, paused);
    assert.match(await page.locator('#announce').textContent(), /step \d+ of 458/);
  });

  test('Korean breaks lines between words, not inside them', async (t) => {
    const page = await open(t, '?lang=ko');
    for (const sel of ['#alphabeta-explain', '.legend p', 'label[for="tree-input"]']) {
      assert.equal(await page.locator(sel).first().evaluate((e) => getComputedStyle(e).wordBreak), 'keep-all', sel);
    }
    const enPage = await (await h.open('?lang=en')).page;
    assert.equal(await enPage.locator('#alphabeta-explain').evaluate((e) => getComputedStyle(e).wordBreak), 'normal');
    await enPage.context().close();
  });

  test('a 200,000-character leaf gets a short message next to the tree box, and the page keeps its width', async (t) => {
    const page = await open(t);
    await openLesson(page, 'position');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    await page.locator('#tree-input').fill(`[1,${'9'.repeat(200000)}]`);
    await button(page, 'Show tree').click();
    const alert = page.locator('#tree-alert');
    await page.waitForFunction(() => document.getElementById('tree-alert').textContent.length > 0);
    const text = await alert.textContent();
    assert.ok(text.length < 300, `message of ${text.length} characters: ${text.slice(0, 120)}…`);
    assert.match(text, /…/, 'the leaf is shortened with an ellipsis');
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width, 'the page is as wide as before');
    // The last good view stays.
    assert.equal(await page.getByTestId('minimax-total').textContent(), '186');
  });

  test('with nothing loaded the exports and Copy link are disabled, not throwing', async (t) => {
    // An engine that never arrives: the page has no tree to export.
    const context = await h.browser.newContext({ viewport: { width: 1280, height: 720 } });
    t.after(() => context.close());
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.route('**/web/engine/worker.js', (r) => r.abort());
    await page.goto(`${h.origin}/`);
    await page.waitForFunction(() => document.getElementById('link-alert').textContent.length > 0);
    for (const name of ['Export slide (SVG)', 'Export slide (PNG)', 'Export trace (JSON)', 'Copy link', 'Play', 'Practice']) {
      // The share buttons lie in their drawer, which opens only once the engine is ready.
      assert.equal(await page.getByRole('button', { name, exact: true, includeHidden: true }).isDisabled(), true, `${name} is disabled`);
    }
    // The message is where a person sees it, at the top, not in the closed Position drawer.
    assert.match(await page.locator('#link-alert').textContent(), /engine/i);
    assert.ok(await page.locator('#link-alert').isVisible(), 'the engine message is on screen');
    assert.deepEqual(errors.filter((e) => /TypeError/.test(e)), []);
  });

  test('an alert on screen is said again in a new language, and a new alert replaces the old one', async (t) => {
    const page = await open(t);
    await openLesson(page, 'position');
    await page.locator('#tree-input').fill('[[1,2],[3,');
    await button(page, 'Show tree').click();
    await page.waitForFunction(() => document.getElementById('tree-alert').textContent.length > 0);
    const en = await page.locator('#tree-alert').textContent();
    await chooseLanguage(page, 'ja');
    await page.waitForFunction((old) => document.getElementById('tree-alert').textContent !== old, en);
    const ja = await page.locator('#tree-alert').textContent();
    assert.match(ja, /[\u3040-\u30ff\u4e00-\u9fff]/, `Japanese: ${ja}`);
    // A new message elsewhere replaces it: one message at a time.
    await page.locator('.cell[data-cell="1"]').click(); // O.X/.X./O.. + X at 1: X has one more mark too many
    await page.locator('.cell[data-cell="3"]').click();
    await page.waitForFunction(() => document.getElementById('board-alert').textContent.length > 0);
    assert.equal(await page.locator('#tree-alert').textContent(), '');
  });

  test('switching language keeps a tree being typed in the Tree box', async (t) => {
    const page = await open(t);
    await openLesson(page, 'position');
    await button(page, 'AIMA Fig. 5.2').click();
    await page.waitForFunction(() => document.getElementById('minimax-total').textContent === '13');
    await page.locator('#tree-input').fill('[[1,2],[3,4]]');
    await chooseLanguage(page, 'ko');
    await page.waitForFunction(() => document.documentElement.lang === 'ko');
    assert.equal(await page.locator('#tree-input').inputValue(), '[[1,2],[3,4]]');
  });
});
