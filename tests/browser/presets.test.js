// The "Beyond the horizon" presets in headless Chromium: a person clicks each
// preset (or taps it, or presses Enter on it) and sees both panels named by
// their configurations, the caption with the engine's numbers, and the
// comparison naming the two different moves the story is about. The expected
// numbers come from the engine itself, run in Node as the page runs it
// (tests/unit/presets-run.js).

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { games } from '../../web/pkg/abviz_wasm.js';
import { start, settled, shot, button, openLesson } from './harness.js';
import { runPreset } from '../unit/presets-run.js';
import { setGames } from '../../web/base/games.js';
import { HORIZON_PRESETS, captionParams, captionText } from '../../web/state/horizon-presets.js';
import { setLang, t } from '../../web/i18n/all.js';
import { setPlusSign } from '../../web/i18n/format.js';
import { configHeading } from '../../web/panels/compare.js';
import { gameOf, moveName } from '../../web/games/index.js';

setGames(JSON.parse(games()));

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

/** Each preset's button label, headings, caption and moves in `lang`, from the engine in Node. */
function expected(id, lang = 'en') {
  setLang(lang);
  const preset = HORIZON_PRESETS[id];
  const { result } = runPreset(preset);
  setPlusSign(gameOf(result.summary).board); // as the page does: values of a textbook tree have no plus sign
  const { params, raw } = captionParams(preset, result);
  // The comparison sentence (panels/compare.js) names moves as every view does (games/index.js moveName): B, cell 4, column 3.
  const trees = result.panels.trees;
  const out = { words: [moveName(result.summary, trees.minimax, raw.ma), moveName(result.summary, trees.alphabeta, raw.mb)], label: t(`preset.${{ 'horizon-secondary-c4': 'secondaryC4' }[id] ?? id.replace('horizon-', '')}`), caption: captionText(preset, result), params, raw };
  setLang('en');
  return out;
}

/** Waits until the caption reads `text` (the preset's analysis is on screen), then until the trees are drawn. */
async function captionIs(page, text) {
  await page.waitForFunction((want) => document.querySelector('[data-testid="horizon-caption"]')?.textContent === want, text, { timeout: 60000 })
    .catch(async () => assert.equal(await page.getByTestId('horizon-caption').textContent(), text));
  await settled(page);
}

/** Whether each preset's story is two different moves (secondary search's is its deeper look: the final move). */
const DIFFER = {
  'horizon-futility': true, 'horizon-rich': true, 'horizon-ttt': true, 'horizon-c4': true,
  'horizon-secondary': false, 'horizon-secondary-c4': false, 'horizon-book': true, 'horizon-endgame': true,
};

test('each preset, clicked: both headings name the configurations, the caption has the engine\'s numbers, the moves differ where the story says', async (t) => {
  const { page } = await h.openClean(t, '');
  await openLesson(page, 'horizon');
  for (const [id, differ] of Object.entries(DIFFER)) {
    const want = expected(id);
    // Each heading names its panel's configuration, as panels/compare.js words it.
    const [left, right] = [HORIZON_PRESETS[id].left, HORIZON_PRESETS[id].right].map((c) => configHeading(c));
    assert.match(right, /quiescence|futility|secondary|book|endgame/, id);
    await button(page, want.label).click();
    await captionIs(page, want.caption);
    assert.equal(await page.locator('#mm-heading').textContent(), left, id);
    assert.equal(await page.locator('#ab-heading').textContent(), right, id);
    const sentence = await page.getByTestId('compare-sentence').textContent();
    if (differ) {
      const [ma, mb] = want.words;
      assert.notEqual(ma, mb, id);
      assert.ok(sentence.includes(`${mb} instead of ${ma}`), `${id}: “${sentence}” names ${mb} instead of ${ma}`);
    } else assert.notEqual(want.raw.secondary.final_move, want.raw.secondary.move, id);
    assert.equal(await button(page, want.label).getAttribute('aria-pressed'), 'true', id);
  }
});

test('a preset\'s link opens with its caption; a change to a panel hides it; the caption follows the language', async (t) => {
  const { page, context } = await h.openClean(t, '');
  const want = expected('horizon-c4');
  await openLesson(page, 'horizon');
  await button(page, want.label).click();
  await captionIs(page, want.caption);
  assert.match(page.url(), /[?&]left=alphabeta,depth:2&right=alphabeta,depth:2,quiescence:2(&|$)/);
  const linked = await context.newPage();
  await linked.goto(page.url());
  await linked.waitForSelector('body[data-ready="true"]');
  await captionIs(linked, want.caption);
  await linked.close();

  await page.selectOption('#language', 'ja');
  await captionIs(page, expected('horizon-c4', 'ja').caption);
  await page.selectOption('#language', 'en');
  await captionIs(page, want.caption);
  // Another move order is another view: the caption's story no longer holds, so it goes.
  await openLesson(page, 'options');
  await page.selectOption('#order', 'reverse');
  await page.waitForFunction(() => document.querySelector('[data-testid="horizon-caption"]').hidden, null, { timeout: 60000 });
  await openLesson(page, 'horizon');
  assert.equal(await button(page, want.label).getAttribute('aria-pressed'), 'false');
});

test('keyboard and touch: Enter on a focused preset and a tap on a phone both load it', async (t) => {
  const { page } = await h.openClean(t, '');
  const rich = expected('horizon-rich');
  await openLesson(page, 'horizon');
  await button(page, rich.label).focus();
  await page.keyboard.press('Enter');
  await captionIs(page, rich.caption);

  const phone = await h.openClean(t, '', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const book = expected('horizon-book');
  await openLesson(phone.page, 'horizon', 'tap');
  await button(phone.page, book.label).tap();
  await captionIs(phone.page, book.caption);
  await shot(phone.page, 'horizon-phone-book');
});

test('the noisy mark: the tree box explains it, and a misplaced ! gets the engine\'s error next to the box, in the page\'s language', async (ctx) => {
  const { page } = await h.openClean(ctx, '?lang=ja');
  assert.match(await page.locator('#noisy-hint').textContent(), /!/);
  await openLesson(page, 'position');
  await page.locator('#tree-input').fill('[1, !2]');
  await page.locator('#show-tree').click();
  await page.waitForFunction(() => document.querySelector('#tree-alert').textContent !== '', null, { timeout: 60000 });
  setLang('ja');
  const want = t('err.tree.MisplacedMark', { column: '5' });
  setLang('en');
  assert.equal(await page.locator('#tree-alert').textContent(), want);
});
