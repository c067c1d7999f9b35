// Export TikZ (issue 31, point 5): the Share and export drawer's button asks the engine for
// `abviz export --format tikz` of the position on screen and downloads it as abviz-tree.tex;
// a tree past the export's node limit is refused beside the button and the view stays.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { openLesson, settled, start } from './harness.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

/** Clicks Export TikZ as a person does and returns the download's name and text. */
async function exportTikz(page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export TikZ', exact: true }).click(),
  ]);
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
}

test('Export TikZ downloads AIMA Fig. 5.2 as a tikzpicture: 13 nodes, the pruned leaves dashed', async (t) => {
  const { page } = await h.openClean(t, '?preset=aima');
  await openLesson(page, 'share');
  const { name, text } = await exportTikz(page);
  assert.equal(name, 'abviz-tree.tex');
  const lines = text.split('\n');
  const body = lines.filter((l) => !l.startsWith('%'));
  assert.equal(body[0], '\\begin{tikzpicture}[', 'the picture opens after the comment lines');
  assert.equal(body.findLast((l) => l.trim()), '\\end{tikzpicture}');
  // One value node per tree node (names and α/β are nodes of their own styles: lab, win).
  const valueNodes = lines.filter((l) => /^\s*\\node\[(val|val,pruned)\]/.test(l));
  assert.equal(valueNodes.length, 13, 'as many nodes as the tree drawn');
  assert.equal(await page.evaluate(() => window.abviz.app.tree.n), 13);
  // Alpha-beta skips C's last two leaves: a dashed style, used by those two nodes and their edges.
  assert.match(text, /pruned\/\.style=\{dashed/);
  assert.equal(lines.filter((l) => /^\s*\\node\[val,pruned\]/.test(l)).length, 2, 'two pruned leaves');
  assert.equal(lines.filter((l) => /^\s*\\draw\[pruned\]/.test(l)).length, 2, 'their two edges dashed');
  // "with α and β" is ticked: inner nodes carry their window.
  assert.ok(await page.getByRole('checkbox', { name: 'with α and β' }).isChecked());
  assert.match(text, /\\node\[win,right\].*\$\\alpha\$=/);
  await page.locator('#share-status').filter({ hasText: 'Saved abviz-tree.tex.' }).waitFor();
});

test('a tree past the export limit is refused beside the button, in ja too, and the view stays', async (t) => {
  // Seven empty cells: a tree of thousands of nodes, drawn on the page but past the export's 4096.
  const { page } = await h.openClean(t, '?board=X...O....&lang=ja');
  await openLesson(page, 'share');
  const before = await page.evaluate(() => ({ n: window.abviz.app.tree.n, pos: window.abviz.app.pos, search: location.search }));
  assert.ok(before.n > 4096, `${before.n} nodes`);
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.getByRole('button', { name: 'TikZ で書き出す', exact: true }).click();
  const alert = page.locator('#export-alert');
  await alert.filter({ hasText: /描くには多すぎます（上限 4096 個）/ }).waitFor();
  assert.match(await alert.textContent(), new RegExp(`木のノードが ${before.n} 個あり`));
  assert.ok(await page.locator('#drawer-share').isVisible(), 'the message is beside the button');
  await settled(page);
  assert.equal(downloads, 0);
  assert.deepEqual(await page.evaluate(() => ({ n: window.abviz.app.tree.n, pos: window.abviz.app.pos, search: location.search })), before);
});
