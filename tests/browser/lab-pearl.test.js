// Pearl's chart in real headless Chromium, driven as a person drives it:
// press Draw, move the b and d sliders with the keyboard (and with a finger
// on a phone) and check that the plotted means, the table and the sentence
// equal the engine's own counts of those trees, computed here in Node with
// the same wasm (tests/unit/wasm.js). harness.openClean fails a test on
// console errors.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { start, textMatches, button, shot, openLesson, chooseLanguage } from './harness.js';
import { Touch } from './touch.js';
import '../unit/wasm.js';
import { Analysis } from '../../web/pkg/abviz_wasm.js';
import { PEARL, seedsOf, pearlRequest, meansOf, pearlNote, bestCaseLeaves, pearlRate, round } from '../../web/engine/pearl.js';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

/** The engine's means for b, depths 1…D and n trees from the first seed, as the worker counts them. */
function expected(b, D, n) {
  const leaves = [[]];
  for (let d = 1; d <= D; d++) leaves.push(seedsOf(PEARL.seed, n).map((s) => Analysis.count_only(pearlRequest(b, d, s), 1e8).alphabeta.leaves));
  return meansOf(leaves, D, n);
}

/** The chart's points of one series: {depth: value}. */
const points = (page, series) => page.locator(`[data-testid="pearl-chart"] .lab-line[data-row="${series}"] .lab-point`)
  .evaluateAll((ps) => Object.fromEntries(ps.map((p) => [p.dataset.depth, Number(p.dataset.nodes)])));

const slider = (page, name) => page.getByRole('slider', { name: new RegExp(`^${name}`) });

/** Waits for a finished run of `total` trees. */
const done = (page, total) => textMatches(page, '#pearl-status', new RegExp(`^${total} of ${total} trees counted$`), 120000);

/** The chart, the table and the sentence show the engine's means for b and depths 1…D. */
async function showsEngine(page, b, D, n) {
  const means = expected(b, D, n);
  const mean = await points(page, 'mean');
  assert.deepEqual(mean, Object.fromEntries(means.slice(1).map((m, i) => [String(i + 1), m])), 'the plotted means are the engine\'s');
  const best = await points(page, 'best');
  assert.equal(best[String(D)], bestCaseLeaves(b, D));
  const pearl = await points(page, 'pearl');
  assert.ok(Math.abs(pearl[String(D)] - pearlRate(b, D)) < 1e-6);
  const cells = await page.locator(`#pearl-table tr[data-depth="${D}"] td[data-series="mean"]`).textContent();
  assert.equal(cells, round(means[D]).toLocaleString('en'));
  const note = pearlNote(means, b, D);
  const text = await page.locator('[data-testid="pearl-note"]').textContent();
  const fmt = (x) => x.toLocaleString('en', { maximumFractionDigits: 2 });
  assert.ok(text.startsWith(`At depth ${D}, alpha-beta in random order evaluated ${fmt(note.params.mean)} leaves on average:`), text);
  assert.ok(text.includes(`(${fmt(note.params.best)})`) && text.includes(`(${fmt(note.params.pearl)})`) && text.includes(`minimax evaluates ${fmt(note.params.full)}`), text);
  if (note.growth) assert.ok(text.includes(`it grew ${fmt(note.growth.params.growth)} times a ply`) && text.includes(`= ${fmt(note.growth.params.rate)}.`), text);
  await textMatches(page, '[data-testid="pearl-sample"]', new RegExp(`^Mean of a sample of ${n} trees \\(seeds 1 to ${n}\\), branching ${b}, `));
  return means;
}

test('Draw, then b and d moved with the keyboard: the chart, table and sentence follow the engine', async (t) => {
  const { page } = await h.openClean(t);
  await openLesson(page, 'pearl');
  await page.locator('#pearl').scrollIntoViewIfNeeded();
  // Long tasks on the main thread while the sample is counted (the worker counts; the page only draws).
  await page.evaluate(() => {
    window.pearlLong = [];
    new PerformanceObserver((l) => window.pearlLong.push(...l.getEntries().map((e) => e.duration))).observe({ type: 'longtask' });
  });
  await button(page, 'Draw').click();
  await done(page, 6 * 20);
  await showsEngine(page, 3, 6, 20);
  await page.locator('#pearl-figure').scrollIntoViewIfNeeded();
  await page.evaluate(() => document.getElementById('pearl-heading').scrollIntoView());
  await shot(page, 'lab-pearl-1280x720');
  // b 3 → 4 (→), d 6 → 5 (←): each change draws again at once.
  await slider(page, 'Branching b').focus();
  await page.keyboard.press('ArrowRight');
  await textMatches(page, '#pearl-b-value', /^4$/);
  await slider(page, 'Up to depth d').focus();
  await page.keyboard.press('ArrowLeft');
  await textMatches(page, '#pearl-d-value', /^5$/);
  await done(page, 5 * 20);
  await showsEngine(page, 4, 5, 20);
  const long = await page.evaluate(() => window.pearlLong);
  // A busy 2-core test machine stretches frames; the page itself does little per message.
  assert.ok(long.every((ms) => ms < 200), `long tasks on the main thread: ${long.join(', ')} ms`);
  t.diagnostic(`long tasks: ${long.length ? long.map(Math.round).join(', ') : 'none'} ms`);
});

test('the sample size: fewer trees, the caption and the means follow; Cancel stops a long run', async (t) => {
  const { page } = await h.openClean(t);
  await openLesson(page, 'pearl');
  const n = slider(page, 'Trees in the sample');
  await n.scrollIntoViewIfNeeded();
  await n.focus();
  await page.keyboard.press('Home'); // 1 tree
  await button(page, 'Draw').click();
  await done(page, 6);
  await showsEngine(page, 3, 6, 1);
  // The largest setting (b = 6, d = 8, capped at 6, 50 trees) takes long enough to cancel.
  await slider(page, 'Trees in the sample').focus();
  await page.keyboard.press('End');
  await slider(page, 'Up to depth d').focus();
  await page.keyboard.press('End');
  await slider(page, 'Branching b').focus();
  await page.keyboard.press('End');
  await page.locator('#pearl').getByRole('button', { name: 'Cancel' }).click();
  await textMatches(page, '#pearl-status', /^Cancelled after \d+ of 300 trees\.$/);
  await textMatches(page, '#pearl-cap', /^Depths up to 6 for b = 6:/);
});

test('on a phone a finger moves b, and the chart fits the screen', async (t) => {
  const { page, context } = await h.openClean(t, '', PHONE);
  await openLesson(page, 'pearl', 'tap');
  await button(page, 'Draw').scrollIntoViewIfNeeded();
  await button(page, 'Draw').tap();
  await done(page, 6 * 20);
  const b = slider(page, 'Branching b');
  await b.scrollIntoViewIfNeeded();
  const box = await b.boundingBox();
  assert.ok(box.height >= 40, `a finger-sized target: ${box.height}px`);
  const touch = await Touch.of(context, page);
  // From b = 3 (the middle of 2…6) a finger drags to the right end.
  await touch.gesture([[box.x + box.width / 2, box.y + box.height / 2]], [[box.width / 20, 0]], 12);
  await textMatches(page, '#pearl-b-value', /^[4-6]$/);
  const bv = Number(await b.inputValue());
  await done(page, 6 * 20);
  await showsEngine(page, bv, 6, 20);
  const fit = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, chart: document.querySelector('#pearl-chart svg').getBoundingClientRect().right }));
  assert.ok(fit.page <= 390 && fit.chart <= 390, JSON.stringify(fit));
  await page.locator('#pearl-figure').scrollIntoViewIfNeeded();
  await shot(page, 'lab-pearl-390x844');
});

test('in Japanese and Korean the chart, legend and sentence are translated, with the same numbers', async (t) => {
  const { page } = await h.openClean(t, '?lang=ja');
  await openLesson(page, 'pearl');
  await button(page, '描く').click();
  await textMatches(page, '#pearl-status', /^120 本中 120 本を数えました$/, 120000);
  const means = expected(3, 6, 20);
  await textMatches(page, '[data-testid="pearl-note"]', new RegExp(`^深さ 6 で、ランダム順のαβ法は平均 ${round(means[6])} 枚の葉を評価しました。`));
  await textMatches(page, '#pearl-legend', /αβ法、ランダム順（平均）/);
  assert.match(await page.locator('[data-testid="pearl-chart"] svg').getAttribute('aria-label'), /^b = 3 の深さごとの評価した葉の数/);
  // Switching the language redraws the drawn chart in place.
  await chooseLanguage(page, 'ko');
  await textMatches(page, '[data-testid="pearl-note"]', new RegExp(`^깊이 6에서 무작위 순서의 알파 베타는 평균 ${round(means[6])}개의 단말 노드를 평가했습니다\\.`));
  await textMatches(page, '#pearl-status', /^트리 120개 중 120개를 셌습니다$/);
  await page.evaluate(() => document.getElementById('pearl-figure').scrollIntoView());
  await shot(page, 'lab-pearl-ko-1280x720');
});

// One lesson at a time (issue 28): the three no longer stack in rows under the trees; each opens alone in its
// own wide drawer beside them.
test('the lab, Pearl\'s chart and the legend each open alone in their own wide drawer, in the page and in lecture mode', async (t) => {
  const { page } = await h.openClean(t, '?game=connect4&moves=4453&depth=3');
  const drawers = { lab: '#lab', pearl: '#pearl', legend: '.legend' };
  for (const lecture of [false, true]) {
    if (lecture) await page.locator('#lecture').check();
    for (const [name, sel] of Object.entries(drawers)) {
      await openLesson(page, name);
      const boxes = await page.evaluate((sels) => sels.map((s) => {
        const b = document.querySelector(s).getBoundingClientRect();
        return { s, width: b.width, height: b.height };
      }), Object.values(drawers));
      for (const b of boxes) {
        if (b.s === sel) assert.ok(b.width > 600, `${b.s} is ${b.width}px wide (lecture ${lecture})`);
        else assert.equal(b.height, 0, `${b.s} is closed while ${sel} is open (lecture ${lecture})`);
      }
    }
  }
  // A person can reach the lab's Run button (nothing lies over it).
  await page.locator('#lecture').uncheck();
  await openLesson(page, 'lab');
  await page.getByRole('button', { name: 'Run', exact: true }).click({ trial: true });
});
