// Export slide: a 16:9 slide of what is on screen, 1920 × 1080 as SVG (its
// viewBox too) and as PNG, with the title (the position, or the Gallery
// figure's title), each visible panel's sentence and counts, its tree, and a
// one-line legend, every text at 24 px or more. Clicked as a person clicks,
// the downloaded files read back; the PNGs are saved to target/e2e/ to look at.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS, button, openLesson, settled, start } from './harness.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

/** Clicks the button `name` and reads the file it downloads: {name, data}. */
async function save(page, name) {
  const [dl] = await Promise.all([page.waitForEvent('download'), button(page, name).click()]);
  return { name: dl.suggestedFilename(), data: readFileSync(await dl.path()) };
}

/**
 * In the page: the slide's SVG text drawn at its size: its size, viewBox,
 * title, all its words, its trees (SVG, or a canvas's image), and the texts under 24 px as drawn (tree labels hidden
 * as crowded are not drawn, so not measured).
 */
function readSlide(svgText) {
  const doc = new DOMParser().parseFromString(svgText, 'image/svg+xml');
  if (doc.querySelector('parsererror')) return { error: doc.querySelector('parsererror').textContent };
  const root = doc.documentElement;
  const host = document.createElement('div');
  host.style.cssText = 'position: fixed; left: 0; top: 0; width: 1920px; height: 1080px; z-index: 99';
  host.append(document.importNode(root, true));
  document.body.append(host);
  const svg = host.firstElementChild;
  const small = [];
  let texts = 0;
  for (const t of svg.querySelectorAll('text')) {
    if (!t.textContent.trim() || getComputedStyle(t).visibility !== 'visible' || !t.getClientRects().length || t.getBoundingClientRect().width === 0) continue;
    texts++;
    const m = t.getScreenCTM();
    const px = parseFloat(getComputedStyle(t).fontSize) * Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
    if (px < 23.99) small.push(`${t.getAttribute('class') ?? t.parentElement.getAttribute('class')} "${t.textContent}" ${px.toFixed(1)} px`);
  }
  const out = {
    width: Number(root.getAttribute('width')), height: Number(root.getAttribute('height')), viewBox: root.getAttribute('viewBox'),
    title: svg.querySelector('.slide-title')?.textContent ?? '',
    words: [...svg.querySelectorAll('text')].map((e) => e.textContent).join(' ').replace(/\s+/g, ' '),
    trees: svg.querySelectorAll('svg.tree-view, image').length, texts, small: [...new Set(small)],
  };
  host.remove();
  return out;
}

/** In the page: a PNG's size and how much of it is drawn (pixels not white, distinct colours). */
async function readPng(bytes) {
  const img = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
  const c = new OffscreenCanvas(img.width, img.height);
  const ctx = c.getContext('2d');
  ctx.drawImage(img, 0, 0);
  const d = ctx.getImageData(0, 0, img.width, img.height).data;
  let ink = 0;
  const colours = new Set();
  for (let i = 0; i < d.length; i += 4 * 7) {
    if (d[i] < 245 || d[i + 1] < 245 || d[i + 2] < 245) ink++;
    colours.add((d[i] >> 4) * 256 + (d[i + 1] >> 4) * 16 + (d[i + 2] >> 4));
  }
  return { width: img.width, height: img.height, ink: ink / (d.length / 28), colours: colours.size };
}

/** Exports view `page` as SVG and PNG and checks both; `title` the title's position part. Saves the PNG as `file`. */
async function checkSlide(t, page, title, file) {
  await openLesson(page, 'share'); // the export buttons are under More, Share and export
  const sentences = await page.locator('.panels .panel:visible .explain').allTextContents();
  const counts = await page.locator('.panels .panel:visible .counts').allTextContents();
  assert.ok(sentences.length >= 1);
  const svg = await save(page, 'Export slide (SVG)');
  assert.match(svg.name, /\.svg$/);
  const s = await page.evaluate(readSlide, svg.data.toString('utf8'));
  assert.equal(s.error, undefined, `valid XML: ${s.error}`);
  assert.deepEqual([s.width, s.height, s.viewBox], [1920, 1080, '0 0 1920 1080'], 'a 16:9 slide, 1920 × 1080');
  assert.ok(s.title.startsWith(`abviz — ${title}`), `the title: ${s.title}`);
  for (const x of sentences) assert.ok(s.words.includes(x.replace(/\s+/g, ' ').trim()), `the sentence on the slide: ${x}`);
  for (const x of counts) assert.ok(s.words.includes(x.replace(/\s+/g, ' ').trim()), `the counts on the slide: ${x}`);
  assert.equal(s.trees, sentences.length, 'a tree per visible panel');
  t.diagnostic(`${file}: ${s.texts} texts drawn, none under 24 px: ${s.small.length === 0}`);
  assert.deepEqual(s.small.slice(0, 12), [], 'type under 24 px on the slide');
  const png = await save(page, 'Export slide (PNG)');
  assert.deepEqual([...png.data.subarray(1, 4)].map((c) => String.fromCharCode(c)).join(''), 'PNG');
  assert.deepEqual([png.data.readUInt32BE(16), png.data.readUInt32BE(20)], [1920, 1080], 'the PNG is 1920 × 1080');
  const p = await page.evaluate(readPng, [...png.data]);
  t.diagnostic(`${file}: ${(p.ink * 100).toFixed(1)}% of the pixels drawn, ${p.colours} colours`);
  assert.ok(p.ink > 0.03 && p.colours > 20, `the PNG is not blank: ${JSON.stringify(p)}`);
  writeFileSync(path.join(ARTIFACTS, file), png.data);
}

test('Export slide of Move 4 at its first cut-off: SVG and PNG at 1920 × 1080, with the title, both sentences and counts, type at 24 px or more', async (t) => {
  const { page } = await h.openClean(t);
  await openLesson(page, 'position'); // Move 4 is in the Position drawer
  await button(page, 'Move 4').click();
  await settled(page);
  await button(page, 'Next cut-off').click();
  // The position's title: its board.
  await checkSlide(t, page, await page.evaluate(() => window.abviz.app.summary.root), 'slide-move4.png');
});

test('Export slide of Nilsson Fig. 7 from the Gallery, in Lecture mode: the figure\'s title on the slide', async (t) => {
  const { page } = await h.openClean(t);
  await page.getByRole('button', { name: /^Gallery/ }).first().click();
  await page.getByRole('button', { name: /Alpha-beta on a tree six deep/ }).click();
  await settled(page);
  await button(page, 'Next cut-off').click();
  await checkSlide(t, page, 'Alpha-beta on a tree six deep', 'slide-nilsson7.png');
  await page.getByRole('checkbox', { name: 'Lecture mode' }).check();
  await settled(page);
  await checkSlide(t, page, 'Alpha-beta on a tree six deep', 'slide-nilsson7-lecture.png');
});

test('Export slide of a large tree on canvas (the empty Connect Four board)', async (t) => {
  const { page } = await h.openClean(t, '?game=connect4');
  await button(page, 'Next cut-off').click();
  await checkSlide(t, page, 'Connect Four', 'slide-c4.png');
});

test('Export slide of Pacman: the maze with its status line beside the trees, the levels named', async (t) => {
  const { page } = await h.openClean(t, '?game=pacman&maze=minimaxClassic&depth=1');
  await button(page, 'Next cut-off').click();
  await checkSlide(t, page, 'Pacman', 'slide-pacman.png');
});
