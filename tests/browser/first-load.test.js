// The first view's load (issue 29 point 7), in real headless Chromium: before
// the first tree is drawn the page fetches the wasm module once; the spare
// engine that makes Cancel instant (web/engine/engine.js) loads its copy only
// after that. Bytes are reported, not asserted (docs/benchmarks.md).

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { start } from './harness.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

test('the first view fetches the wasm module once before its first tree; the spare engine\'s copy comes after', async (t) => {
  const context = await h.browser.newContext({ viewport: { width: 1280, height: 720 } });
  t.after(() => context.close());
  const page = await context.newPage();
  // The moment both trees are first drawn, on the epoch clock that request timings use.
  await page.addInitScript(() => {
    const look = () => {
      const a = window.abviz?.app;
      const built = a?.tree && a.mode === 'svg' && [...document.querySelectorAll('svg.tree-view')].every((s) => s.hasAttribute('hidden') || s.dataset.built === 'true');
      if (built) window.drawnAt = performance.timeOrigin + performance.now();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  const requests = [];
  page.on('requestfinished', async (r) => {
    const sizes = await r.sizes();
    requests.push({ url: r.url(), start: r.timing().startTime, bytes: sizes.responseBodySize + sizes.responseHeadersSize });
  });
  const wasm = () => requests.filter((r) => r.url.endsWith('.wasm'));
  await page.goto(`${h.origin}/`);
  await page.waitForFunction(() => window.drawnAt !== undefined, null, { timeout: 30000 });
  const drawnAt = await page.evaluate(() => window.drawnAt);
  // The spare engine's module, once the page is idle.
  for (let i = 0; i < 100 && wasm().length < 2; i++) await page.waitForTimeout(100);
  const before = requests.filter((r) => r.start < drawnAt);
  t.diagnostic(`before the first tree: ${before.length} requests, ${before.reduce((s, r) => s + r.bytes, 0)} bytes, wasm ${before.filter((r) => r.url.endsWith('.wasm')).map((r) => r.bytes)}`);
  assert.equal(before.filter((r) => r.url.endsWith('.wasm')).length, 1, 'one wasm module before the first tree');
  assert.equal(wasm().length, 2, 'the spare engine loads its copy afterwards');
  assert.ok(wasm()[1].start >= drawnAt, 'the spare starts after the first tree');
});
