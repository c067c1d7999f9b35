// The page in a classroom, by its links: Back and Forward through positions
// and options, a malformed link, a random tree and an edited one shared as
// links, and the server's answers (404 for /.git/config and folders).
// Debian's Chromium through playwright-core (harness.js).

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, serve, start, treeDrawn, openLesson } from './harness.js';
import { opener, $text, totals, waitTotals, stepText } from './classroom-helpers.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

const open = opener(() => h);

describe('the page in a classroom', () => {
  test('7. Back and Forward walk through positions and options', async (t) => {
    const { page } = await open(t);
    const param = (k) => page.evaluate((key) => new URLSearchParams(location.search).get(key), k);
    const waitParam = (k, v) => page.waitForFunction(([key, val]) => new URLSearchParams(location.search).get(key) === val, [k, v]);
    await openLesson(page, 'position');
    await page.locator('#preset-move6').click();
    await waitTotals(page, '16', '12', 10000);
    await waitParam('board', 'O.X/XXO/O..');
    await page.locator('#example-aima').click();
    await waitTotals(page, '13', '11', 10000);
    // The preset travels as shorthand, AIMA's names and all.
    await page.waitForFunction(() => (new URLSearchParams(location.search).get('tree') || '').startsWith('A max[B min[b1=3'));
    t.diagnostic(`tree=${await param('tree')}`);
    await openLesson(page, 'options');
    await page.selectOption('#order', 'reverse');
    await waitParam('order', 'reverse');
    const reversed = await totals(page);
    assert.equal(reversed[0], '13');
    const views = [
      { what: 'AIMA, natural order', totals: ['13', '11'], order: 'natural' },
      { what: 'Move 6', totals: ['16', '12'], order: 'natural' },
      { what: 'Move 4', totals: ['186', '77'], order: 'natural' },
    ];
    for (const v of views) {
      await page.goBack();
      await waitTotals(page, ...v.totals, 10000);
      assert.equal(await page.locator('#order').inputValue(), v.order, `Back to ${v.what}: the order`);
      assert.deepEqual(await totals(page), v.totals, `Back to ${v.what}`);
    }
    assert.equal(await param('board'), null);
    await page.goForward();
    await waitTotals(page, '16', '12', 10000);
    assert.equal(await param('board'), 'O.X/XXO/O..');
    await page.goForward();
    await waitTotals(page, '13', '11', 10000);
    await page.goForward();
    await page.waitForFunction(() => document.getElementById('order').value === 'reverse');
    assert.deepEqual(await totals(page), reversed);
  });

  test('8. a malformed link says which parameter is wrong and keeps a valid view', async (t) => {
    const { page } = await open(t, '?step=1.5');
    const linkAlert = page.locator('#link-alert');
    assert.match(await linkAlert.textContent(), /step/);
    assert.deepEqual(await totals(page), ['186', '77']);
    assert.deepEqual(await stepText(page), [0, 458]);
    await page.locator('#step-forward').click();
    assert.deepEqual(await stepText(page), [1, 458]);
    const bad = [
      ['?board=abc', 'board'], ['?board=XXXX', 'board'], ['?board=', 'board'], ['?board=XXXXXXXXX', 'board'],
      ['?board=XXX/OOO/...', 'board'], ['?tree=[[1,2]', 'tree'], ['?tree=[a]', 'tree'], ['?tree=', 'tree'],
      ['?random=1,2', 'random'], ['?random=9,9,9', 'random'], ['?random=a,b,c', 'random'], ['#z=!!!', 'z'],
      ['?board=O.X/.X./O..&tree=[1]', 'tree'], ['?step=-1', 'step'], ['?step=1e3', 'step'], ['?order=bogus', 'order'],
      ['?depth=x', 'depth'], ['?lang=xx', 'lang'],
    ];
    const failures = [];
    for (const [query, param] of bad) {
      await page.goto(`${h.origin}/${query}`);
      await page.waitForSelector('body[data-ready="true"]');
      await treeDrawn(page);
      const text = await linkAlert.textContent();
      t.diagnostic(`${query}: ${text}`);
      if (!new RegExp(`\\b${param}\\b`).test(text)) failures.push(`${query}: the message does not name "${param}": ${JSON.stringify(text)}`);
      const shown = await totals(page);
      if (shown.join('/') !== '186/77') failures.push(`${query}: shows totals ${shown.join('/')}, not Move 4`);
      if (!(await page.locator('#play').isEnabled())) failures.push(`${query}: Play is disabled`);
    }
    assert.deepEqual(failures, []);
  });

  test('12. a 5×6 random tree as a link, then with an edited leaf as a compressed link', async (t) => {
    const { page, context } = await open(t);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.origin });
    await openLesson(page, 'position');
    await page.locator('#rand-b').fill('5');
    await page.locator('#rand-d').fill('6');
    await page.locator('#random-tree').click();
    await page.waitForFunction(() => window.abviz.app.tree?.n === 19531, null, { timeout: 60000 });
    await treeDrawn(page);
    const made = await totals(page);
    const copy = async () => {
      await openLesson(page, 'share');
      await page.evaluate(() => { document.getElementById('share-status').textContent = ''; });
      await page.locator('#copy-link').click();
      await page.waitForFunction(() => document.getElementById('share-status').textContent !== '', null, { timeout: 10000 });
      assert.equal(await $text(page, '#share-status'), 'Link copied.');
      const link = await page.evaluate(() => navigator.clipboard.readText());
      assert.ok(link.startsWith(`${h.origin}/`), `the link is the page's: ${link.slice(0, 80)}`);
      return link;
    };
    const reopen = async (link) => {
      const o = await open(t, link.slice(h.origin.length + 1));
      await o.page.waitForFunction(() => window.abviz.app.tree?.n === 19531, null, { timeout: 60000 });
      return o.page;
    };
    const link = await copy();
    t.diagnostic(`random tree link: ${link.length} characters: ${link}`);
    assert.ok(link.length < 2000, `the link is short (${link.length})`);
    const other = await reopen(link);
    assert.deepEqual(await totals(other), made);
    await other.context().close();

    // Change one leaf by the keyboard: the tree's cursor down to the first leaf, Enter, Change value.
    await page.locator('#alphabeta-canvas').focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowDown');
    const leaf = await page.evaluate(() => window.abviz.views.canvas.alphabeta.cursor);
    assert.equal(await page.evaluate((id) => window.abviz.app.tree.depth[id], leaf), 6);
    await page.keyboard.press('Enter');
    await page.locator('#node-menu').waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'node-edit', 'Change value has the focus');
    await page.keyboard.press('Enter');
    const input = page.locator('.value-editor input');
    await input.waitFor();
    await input.fill('777');
    await page.keyboard.press('Enter');
    await page.waitForFunction((id) => window.abviz.app.tree?.tl.minimax.value[id] === 777, leaf, { timeout: 60000 });
    await treeDrawn(page);
    const edited = await totals(page);
    const link2 = await copy();
    t.diagnostic(`edited tree link: ${link2.length} characters`);
    assert.ok(/#z=[A-Za-z0-9_-]+$/.test(link2), `the link carries the compressed tree: ${link2.slice(0, 100)}…`);
    assert.ok(link2.length < 65536, `the compressed link is under 64 KB (${link2.length})`);
    const third = await reopen(link2);
    assert.deepEqual(await totals(third), edited);
    assert.equal(await third.evaluate((id) => window.abviz.app.tree.tl.minimax.value[id], leaf), 777, 'the edited leaf came through');
  });

  test('13. the server answers 404 for /.git/config and a folder, 200 for /', async (t) => {
    const get = (origin, p) => new Promise((resolve, reject) => {
      http.get(`${origin}${p}`, (res) => { res.resume(); res.on('end', () => resolve(res.statusCode)); }).on('error', reject);
    });
    const check = async (origin, where) => {
      assert.equal(await get(origin, '/.git/config'), 404, `${where}: /.git/config`);
      assert.equal(await get(origin, '/web/'), 404, `${where}: the folder /web/`);
      assert.equal(await get(origin, '/web'), 404, `${where}: the folder /web`);
      assert.equal(await get(origin, '/'), 200, `${where}: /`);
      assert.equal(await get(origin, '/web/main.js'), 200, `${where}: /web/main.js`);
    };
    await check(h.origin, 'dist/');
    // The same server on the repository, where .git/config does exist.
    const { server, port } = await serve(ROOT);
    t.after(() => server.kill());
    assert.ok(existsSync(path.join(ROOT, '.git', 'config')) || existsSync(path.join(ROOT, '.git')), 'the repository has a .git');
    await check(`http://127.0.0.1:${port}`, 'the repository');
  });
});
