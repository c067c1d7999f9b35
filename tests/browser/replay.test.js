// Nilsson's replay in real headless Chromium, driven as a person drives it:
// the Replay button by click and by keys (→/← inside the panel), and by a
// finger on a phone, in English, Japanese and Korean. Every sentence, tip
// value and count is checked against the engine's stages computed here in
// Node with the same wasm (tests/unit/wasm.js) and said by the same text
// module (web/replay/text.js). harness.openClean fails a test on console
// errors.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { start, textMatches, button, shot, openLesson } from './harness.js';
import '../unit/wasm.js';
import { replay_nilsson } from '../../web/pkg/abviz_wasm.js';
import { setLang, t as tr } from '../../web/i18n/all.js';
import { stepsOf, stageSentences, stepLabel, val, countKey } from '../../web/replay/text.js';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const data = JSON.parse(replay_nilsson());

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); setLang('en'); });

/** Step `i`'s sentences in `lang`, each part with its label, as the page shows them. */
function said(lang, i) {
  setLang(lang);
  try {
    return stageSentences(data, i).map(({ part, text }) => (part === 'alphabeta' ? text
      : `${tr(part === 'sense' ? 'replaySense' : part === 'plan' ? 'replayPlanLabel' : 'replayActLabel')} ${text}`));
  } finally {
    setLang('en');
  }
}

/** The page shows step `i` in `lang`: its sentences, the tips' static values and the counts side by side. */
async function shows(page, lang, i) {
  setLang(lang);
  const where = tr('replayAt', { step: stepLabel(data, i), n: i + 1, total: 4 });
  setLang('en');
  await textMatches(page, '#replay-where', new RegExp(`^${where.replace(/[()]/g, '\\$&')}$`));
  const parts = await page.locator('[data-testid="replay-sentence"] p').allTextContents();
  assert.deepEqual(parts, said(lang, i), `step ${i + 1} in ${lang}`);
  const s = stepsOf(data)[i];
  const tips = await page.locator('[data-testid="replay-tip"]').allTextContents();
  assert.deepEqual(tips, s.nodes.filter((n) => n.tip !== null).map((n) => val(n.tip)), 'e(p) under each tip');
  const backed = await page.locator('[data-testid="replay-backed"]').allTextContents();
  assert.deepEqual(backed, s.nodes.filter((n) => n.tip === null && n.value !== null).map((n) => val(n.value)), 'backed-up values');
  for (const row of ['moves', 'tips', 'nodes']) {
    const cells = await page.locator(`[data-testid="replay-counts"] tr[data-row="${row}"] td`).allTextContents();
    assert.deepEqual(cells, [String(s.symmetry[row]), String(s.plain[row])], `${row} with and without symmetry`);
  }
  return s;
}

test('the Replay button and the arrow keys step stage 1 → 2 → 3 → Fig. 6 and back', async (t) => {
  const { page } = await h.openClean(t);
  await openLesson(page, 'replay');
  await page.locator('#replay').scrollIntoViewIfNeeded();
  await button(page, 'Replay the game').click();
  await shows(page, 'en', 0);
  // One lesson at a time: its own drawer, with Pearl's chart and the legend closed.
  assert.equal(await page.locator('#replay').isVisible(), true);
  assert.equal(await page.locator('#pearl').isVisible(), false);
  assert.equal(await page.locator('section.legend').isVisible(), false);
  assert.equal(await page.locator('[data-testid="replay-counts"] tr[data-row="tips"] th').textContent(), 'Tips evaluated');
  await page.evaluate(() => document.getElementById('replay-steps').scrollIntoView());
  await shot(page, 'replay-stage1-1280x720');
  // The keys: → inside the panel goes on, and the trees' own → does not move the trace.
  const before = await page.evaluate(() => window.abviz.app.pos);
  await page.keyboard.press('ArrowRight');
  const s2 = await shows(page, 'en', 1);
  assert.equal(s2.best.length, 2);
  await textMatches(page, '[data-testid="replay-sentence"]', /2 moves tie at 1: cell 0 \(corner\) and cell 2 \(corner\)\. The book plays cell 8/);
  assert.equal(await page.evaluate(() => window.abviz.app.pos), before, 'the trees kept their step');
  await page.evaluate(() => document.getElementById('replay-steps').scrollIntoView());
  await shot(page, 'replay-stage2-1280x720');
  await button(page, 'Next stage').click();
  await shows(page, 'en', 2);
  await textMatches(page, '[data-testid="replay-sentence"]', /MIN resigns/);
  await page.evaluate(() => document.getElementById('replay-steps').scrollIntoView());
  await shot(page, 'replay-stage3-1280x720');
  await page.keyboard.press('ArrowRight');
  const f6 = await shows(page, 'en', 3);
  assert.equal(await page.locator('#replay-tree [data-pruned="true"]').count(), f6.cutoff.pruned.length);
  assert.equal(await page.locator('#replay-tree .replay-cut').count(), 1);
  assert.equal(await button(page, 'Next stage').isDisabled(), true);
  await page.evaluate(() => document.getElementById('replay-steps').scrollIntoView());
  await shot(page, 'replay-fig6-1280x720');
  await page.keyboard.press('ArrowLeft');
  await shows(page, 'en', 2);
  await button(page, 'Stage 1 (Fig. 3)').click();
  await shows(page, 'en', 0);
});

test('on a phone a finger steps the replay, and the page keeps its width', async (t) => {
  const { page } = await h.openClean(t, '', PHONE);
  await openLesson(page, 'replay', 'tap');
  const go = button(page, 'Replay the game');
  await go.scrollIntoViewIfNeeded();
  const box = await go.boundingBox();
  assert.ok(box.height >= 40, `a finger-sized target: ${box.height}px`);
  await go.tap();
  await shows(page, 'en', 0);
  await button(page, 'Next stage').tap();
  await shows(page, 'en', 1);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `page width ${width}`);
  await page.evaluate(() => document.getElementById('replay-steps').scrollIntoView());
  await shot(page, 'replay-stage2-390x844');
});

for (const [lang, start, next] of [['ja', 'ゲームを再生', '次の段階'], ['ko', '게임 재생', '다음 단계']]) {
  test(`in ${lang} the replay says the same numbers`, async (t) => {
    const { page } = await h.openClean(t, `?lang=${lang}`);
    await openLesson(page, 'replay');
    await page.locator('#replay').scrollIntoViewIfNeeded();
    await button(page, start).click();
    await shows(page, lang, 0);
    await button(page, next).click();
    await shows(page, lang, 1);
    setLang(lang);
    const label = tr(countKey('tips'));
    setLang('en');
    assert.equal(await page.locator('[data-testid="replay-counts"] tr[data-row="tips"] th').textContent(), label);
    await page.evaluate(() => document.getElementById('replay-steps').scrollIntoView());
    await shot(page, `replay-stage2-${lang}-1280x720`);
    await button(page, next).click();
    await button(page, next).click();
    await shows(page, lang, 3);
    await page.evaluate(() => document.getElementById('replay-steps').scrollIntoView());
    await shot(page, `replay-fig6-${lang}-1280x720`);
  });
}
