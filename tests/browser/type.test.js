// Type for the back of the room: no text anywhere on the page under 12 px on
// screen, and in Lecture mode the trees' labels (values, names, edge labels,
// α and β, tags) and the sentences at 20 px or more. Each view is reached as
// a person reaches it (buttons, the Gallery, the Lecture mode checkbox, the
// Replay), and every visible text of the whole page is measured at its
// rendered size: SVG text times its scale, canvas text as drawn (text-size.js).

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { button, openLesson, settled, shot, start } from './harness.js';
import { pageText, recordCanvasText } from './text-size.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
/** The least size anywhere, and for the trees' labels and the sentences in Lecture mode. */
const LEAST = 12, LECTURE = 20;

/** Opens `query` with the canvases' text recorded from the first frame. */
async function open(t, query = '', options = {}) {
  const { page } = await h.openClean(t, query, options);
  await page.addInitScript(recordCanvasText);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await settled(page);
  return page;
}

/** Every visible text after the canvases have drawn a frame. */
async function texts(page) {
  await page.evaluate(() => { for (const v of Object.values(window.abviz.views.canvas)) v.requestDraw(); });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.evaluate(pageText);
}

/**
 * Fails on any text under 12 px, and with `lecture` on any tree label or
 * sentence under 20 px; `where` names the view. Returns the texts measured.
 */
async function checkSizes(t, page, where, lecture = false) {
  const all = await texts(page);
  const small = all.filter((x) => !(x.px >= LEAST - 0.01)).map((x) => `${x.what}: ${x.px.toFixed(1)} px`);
  const min = all.reduce((a, x) => (x.px < a.px ? x : a), { px: Infinity });
  t.diagnostic(`${where}: ${all.length} texts, the smallest ${min.px.toFixed(1)} px (${min.what})`);
  assert.deepEqual([...new Set(small)].slice(0, 15), [], `${where}: text under ${LEAST} px`);
  if (lecture) {
    const big = all.filter((x) => x.kind !== 'other');
    const tree = big.filter((x) => x.kind === 'tree');
    t.diagnostic(`${where}: tree labels from ${Math.min(...tree.map((x) => x.px)).toFixed(1)} px`);
    assert.ok(tree.length > 3 && big.some((x) => x.kind === 'sentence'), `${where}: the trees' labels and a sentence were measured`);
    const under = big.filter((x) => !(x.px >= LECTURE - 0.01)).map((x) => `${x.what}: ${x.px.toFixed(1)} px`);
    assert.deepEqual([...new Set(under)].slice(0, 15), [], `${where}: tree labels and sentences under ${LECTURE} px in Lecture mode`);
  }
  return all;
}

const lecture = (page) => page.getByRole('checkbox', { name: 'Lecture mode' });

test('Move 4, its first cut-off and its end, with the legend: no text under 12 px; in Lecture mode, labels and sentences at 20 px', async (t) => {
  const page = await open(t);
  await openLesson(page, 'position'); // Move 4 is in the Position drawer
  await button(page, 'Move 4').click();
  await settled(page);
  await button(page, 'Next cut-off').click();
  await openLesson(page, 'legend'); // the legend is a lesson of its own, under More
  const all = await checkSizes(t, page, 'Move 4, first cut-off');
  // The legend is on the page and measured with it: its TT and Q tags too.
  for (const tag of ['TT', 'Q']) assert.ok(all.some((x) => x.what.endsWith(`"${tag}"`) && !x.what.includes('svg.tree')), `the legend's ${tag} tag was measured`);
  await button(page, 'Go to end').click();
  await checkSizes(t, page, 'Move 4, end');
  await lecture(page).check();
  await settled(page);
  await button(page, 'Reset').click();
  await button(page, 'Next cut-off').click();
  await page.getByRole('button', { name: 'Zoom to fit' }).first().click();
  await checkSizes(t, page, 'Move 4 in Lecture mode, first cut-off, at fit', true);
  await shot(page, 'type-move4-lecture');
  await button(page, 'Go to end').click();
  await checkSizes(t, page, 'Move 4 in Lecture mode, end', true);
});

test('Connect Four: the drop buttons and the tree, no text under 12 px; on canvas in Lecture mode, labels at 20 px', async (t) => {
  const page = await open(t, '?game=connect4&moves=4453&depth=2');
  await openLesson(page, 'position'); // the drop buttons are in the Position drawer
  await button(page, 'Next cut-off').click();
  await checkSizes(t, page, 'Connect Four 4453, depth 2');
  await shot(page, 'type-c4');
  // The canvas view: the empty board's tree.
  const big = await open(t, '?game=connect4');
  await button(big, 'Next cut-off').click();
  await checkSizes(t, big, 'Connect Four (canvas)');
  await lecture(big).check();
  await settled(big);
  await big.getByRole('button', { name: 'Zoom to current node' }).first().click();
  await checkSizes(t, big, 'Connect Four (canvas) in Lecture mode', true);
});

test('a Gallery tree (Nilsson Fig. 7) with its caption, and the Gallery itself: no text under 12 px; in Lecture mode, 20 px', async (t) => {
  const page = await open(t);
  await page.getByRole('button', { name: /^Gallery/ }).first().click();
  await page.getByRole('dialog').waitFor();
  await checkSizes(t, page, 'the Gallery');
  await page.getByRole('button', { name: /Alpha-beta on a tree six deep/ }).click();
  await settled(page);
  await button(page, 'Next cut-off').click();
  await checkSizes(t, page, 'Nilsson Fig. 7, first cut-off');
  await lecture(page).check();
  await settled(page);
  await checkSizes(t, page, 'Nilsson Fig. 7 in Lecture mode', true);
  await shot(page, 'type-nilsson7-lecture');
});

test("the Replay's stages: the boards' marks and the values at 12 px or more", async (t) => {
  const page = await open(t);
  await openLesson(page, 'replay'); // Nilsson's replay, under More
  await button(page, 'Replay the game').click();
  for (let stage = 1; stage <= 4; stage++) {
    if (stage > 1) await button(page, 'Next stage').click();
    await page.locator('.replay-svg').waitFor();
    const all = await checkSizes(t, page, `Replay, step ${stage}`);
    assert.ok(all.some((x) => x.what.includes('text.replay-mark')), 'the boards\' marks were measured');
  }
  await page.locator('#replay-tree').scrollIntoViewIfNeeded();
  await shot(page, 'type-replay');
});

test('a phone (390×844): Move 4 and Connect Four, no text under 12 px', async (t) => {
  const page = await open(t, '', PHONE);
  await button(page, 'Next cut-off').click();
  await checkSizes(t, page, 'phone, Move 4');
  await shot(page, 'type-phone');
  const c4 = await open(t, '?game=connect4&moves=4453&depth=2', PHONE);
  await openLesson(c4, 'position', 'tap'); // the drop buttons are in the Position drawer
  await checkSizes(t, c4, 'phone, Connect Four');
  await c4.locator('#c4-drops').scrollIntoViewIfNeeded();
  await shot(c4, 'type-phone-c4');
});
