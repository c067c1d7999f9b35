// A large tree's memory is given back when the lecturer moves on (issue 32):
// wasm memory never shrinks, so the worker that traced a 1,000,000-node tree
// (about 250 MiB) is replaced by a fresh one before the next search. Measured
// on the renderer (docs/benchmarks.md): 244 MB at start, 1,035 MB at the
// peak, 244 MB back at Move 4 (732 MB when the worker and the canvas views
// kept the big tree).

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { start, settled, openLesson, textMatches } from './harness.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

const MiB = 2 ** 20;
const flat = (n) => Buffer.from(`[${Array.from({ length: n }, (_, i) => i % 97).join(',')}]`);

test('after a 1,000,000-node tree, Move 4 runs in a fresh worker: wasm memory back under 32 MiB and the page works', { timeout: 180000 }, async (t) => {
  const { page, errors, context } = await h.open('');
  t.after(() => context.close());
  await settled(page);
  await openLesson(page, 'position');
  await page.setInputFiles('#tree-file', { name: 'flat.txt', mimeType: 'text/plain', buffer: flat(999999) });
  await textMatches(page, '#minimax-counts', /of 1,000,000 nodes/, 120000);
  await settled(page);
  const big = (await page.evaluate(() => window.abviz.engine.memory())).bytes;
  console.log(`wasm memory after the 1,000,000-node tree: ${(big / MiB).toFixed(0)} MiB`);
  assert.ok(big > 128 * MiB, `the big tree took only ${big} bytes: the test no longer tests a grown worker`);

  // The lecturer moves on, as a person does: the Move 4 button.
  await page.getByRole('button', { name: 'Move 4', exact: true }).click();
  await textMatches(page, '#minimax-counts', /of 186 nodes/, 60000);
  await settled(page);
  const small = (await page.evaluate(() => window.abviz.engine.memory())).bytes;
  console.log(`wasm memory back at Move 4: ${(small / MiB).toFixed(0)} MiB`);
  assert.ok(small < 32 * MiB, `the worker kept ${small} bytes`);
  await textMatches(page, '#alphabeta-counts', /of 77 nodes/);
  // Nor does the page keep the big tree's drawing arrays (the canvas views held them: 224 MB).
  await (await context.newCDPSession(page)).send('HeapProfiler.collectGarbage');
  const heap = await page.evaluate(() => performance.memory.usedJSHeapSize);
  console.log(`page heap back at Move 4: ${(heap / MiB).toFixed(0)} MiB`);
  assert.ok(heap < 48 * MiB, `the page keeps ${(heap / MiB).toFixed(0)} MiB of script heap`);

  // A small search after a small one keeps its worker (and what it holds).
  const recycled = await page.evaluate(() => window.abviz.engine.recycled);
  await page.getByRole('button', { name: 'Step forward' }).click();
  await openLesson(page, 'options');
  await page.locator('#depth-limit').fill('3');
  await page.locator('#depth-limit').dispatchEvent('change');
  await page.waitForFunction(() => window.abviz.app.view.depth === 3 && window.abviz.app.busy === null, null, { timeout: 30000 });
  assert.equal(await page.evaluate(() => window.abviz.engine.recycled), recycled);
  assert.deepEqual(errors, []);
});
