// Sharing in real headless Chromium: Copy link and the address bar reopened
// in a new page restore the same view and step; exports of a slide (SVG and
// PNG) and of the traces (JSON). Controls are driven as a person drives them;
// the numbers to expect come from the core (the CLI).

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { start, settled, textMatches, button, panelOf, openLesson } from './harness.js';
import { opener, total, totals, core } from './teaching-helpers.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

const open = opener(() => h);

const position = (page) => page.getByRole('slider', { name: 'Trace position' });

describe('teaching', () => {
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
});
