// CS188's own test files in the page (issue 31, point 3): *Open a tree file…* reads a
// GraphGameTreeTest file with the course's semantics (alpha-beta prunes only on α > β),
// draws its actions on the edges, and a bad file gets one message naming its line and
// field beside the input while the last good view stays. The files are abviz's own
// (crates/cli/tests/data/cs188/), not the course's.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, openLesson, settled, start } from './harness.js';

const DATA = path.join(ROOT, 'crates/cli/tests/data/cs188');

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

test('a CS188 file opened from the Position drawer prunes as the course does and labels its edges with its actions', async (t) => {
  const { page } = await h.openClean(t, '?lang=en');
  await openLesson(page, 'position');
  await page.locator('#tree-file').setInputFiles(path.join(DATA, 'alphabeta-prune.test'));
  await page.waitForFunction(() => /[?&]prune=gt/.test(location.search), null, { timeout: 20000 });
  await settled(page);
  await page.getByRole('button', { name: 'Go to end' }).click();
  await settled(page);
  // The file's own comment: D's first leaf ties the bound and is searched on; E's first leaf cuts off two: 15 of 17.
  const panels = page.locator('.panel');
  assert.match(await panels.nth(0).textContent(), /Entered 17 of 17 nodes/);
  assert.match(await panels.nth(1).textContent(), /Entered 15 of 15 nodes · leaves 10 of 10 · 1 cut-off/);
  const labels = await page.locator('.panel').nth(1).locator('.move-label').allTextContents();
  for (const action of ['Left', 'Middle', 'Right', 'Far']) assert.ok(labels.includes(action), `${action} in ${labels}`);
  assert.ok(!labels.includes('1'), `no child numbers: ${labels}`);
  assert.match(await panels.nth(1).textContent(), /the root's value is 3/);
});

test('a CS188 file with a bad line gets one message naming its line and field; the tree on screen stays', async (t) => {
  const { page } = await h.openClean(t, '?tree=[[3,12,8],[2,4,6]]&lang=en');
  await openLesson(page, 'position');
  const dir = mkdtempSync(path.join(tmpdir(), 'abviz-cs188-'));
  const bad = path.join(dir, 'bad.test');
  // Line 9: a successor with two words, where the format wants three.
  writeFileSync(bad, 'class: "GraphGameTreeTest"\nalg: "MinimaxAgent"\ndepth: "1"\nnum_agents: "2"\nstart_state: "A"\nwin_states: ""\nlose_states: ""\nsuccessors: """\nA Left\n"""\nevaluation: """\nB 1\n"""\n');
  await page.locator('#tree-file').setInputFiles(bad);
  await page.waitForFunction(() => document.getElementById('tree-alert').textContent.trim() !== '', null, { timeout: 20000 });
  const alert = (await page.locator('#tree-alert').textContent()).trim();
  assert.match(alert, /line 9/);
  assert.match(alert, /successors/);
  assert.equal(alert.split('\n').length, 1);
  assert.equal(await page.evaluate(() => window.abviz.app.view.position.tree), '[[3,12,8],[2,4,6]]');
  assert.match(await page.locator('.panel').nth(0).textContent(), /of 9 nodes/);
});
