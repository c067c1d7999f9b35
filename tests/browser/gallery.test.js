// The Gallery in headless Chromium: every preset of the core's registry opens
// from a preset= link and from the chooser (by click, by keyboard, by tap),
// in English, Japanese and Korean, on a 1280×720 projector and on a 390×844
// phone. A person sees the figure's title, source and caption above the trees, in
// the page's language, and the tree's node count the engine gives for that
// figure's options (worked out in Node with the same engine). Presets are
// looped inside one page per size, so the suite stays quick.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { presets, games } from '../../web/pkg/abviz_wasm.js';
import { start, settled, shot, openLesson } from './harness.js';
import { runPreset } from '../unit/presets-run.js';
import { setGames } from '../../web/base/games.js';
import { GALLERY, setPresets, galleryGroups, galleryView, presetText } from '../../web/state/gallery-presets.js';
import { setLang, t } from '../../web/i18n/all.js';

setGames(JSON.parse(games()));
setPresets(presets());
const LANGS = ['en', 'ja', 'ko'];
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** What a person should see for preset `p` in `lang`: title, source, caption, which panel shows and its node count. */
function expected(p, lang) {
  setLang(lang);
  const { view } = galleryView(p);
  const { summary } = runPreset(null, view).result;
  const panel = view.view === 'minimax' ? 'minimax' : 'alphabeta';
  const out = { name: p.name, source: presetText(p, 'source'), sourceLine: t('gallery.source', { source: presetText(p, 'source') }), title: presetText(p, 'title'), caption: t('gallery.watch', { caption: presetText(p, 'caption') }), panel, nodes: summary[panel].nodes.toLocaleString(lang) };
  setLang('en');
  return out;
}
/** `text` as a literal in a regular expression. */
const esc = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const EXPECT = Object.fromEntries(LANGS.map((l) => [l, GALLERY.map((p) => expected(p, l))]));

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

/** Waits for preset `e` to be on screen, then checks its caption, its panel's node count and the link. */
async function sees(page, e) {
  try {
    await page.waitForFunction((title) => document.getElementById('gallery-caption-title')?.textContent === title && window.abviz.app.busy === null, e.title, { timeout: 60000 });
  } catch {
    assert.fail(`${e.name}: the caption says “${await page.locator('#gallery-caption').textContent()}”; alerts ${await page.locator('.alert:not(:empty)').allTextContents()}`);
  }
  await settled(page);
  assert.ok(await page.getByTestId('gallery-caption').isVisible(), `${e.name}: caption hidden`);
  assert.equal(await page.locator('#gallery-caption-text').textContent(), e.caption, e.name);
  assert.equal(await page.locator('#gallery-caption-source').textContent(), e.sourceLine, `${e.name}: the source line in the page's language`);
  assert.ok(await page.getByTestId(`${e.panel}-tree`).isVisible(), `${e.name}: ${e.panel} panel hidden`);
  assert.equal(await page.getByTestId(`${e.panel}-total`).textContent(), e.nodes, `${e.name}: node count`);
  await page.waitForFunction((name) => new URLSearchParams(location.search).get('preset') === name, e.name, { timeout: 5000 })
    .catch(async () => assert.fail(`${e.name}: the address is ${await page.evaluate(() => location.search)}`));
}

/** Opens preset `name` as a link does: a new address, then Back/Forward's reading of it (no reload). */
async function follow(page, name, lang) {
  await page.evaluate(([n, l]) => { history.pushState(null, '', `?preset=${n}&lang=${l}`); dispatchEvent(new PopStateEvent('popstate')); }, [name, lang]);
}

test('titles are unique, so the caption on screen names one preset', () => {
  for (const l of LANGS) assert.equal(new Set(EXPECT[l].map((e) => e.title)).size, GALLERY.length, l);
});

for (const [size, options] of [['1280x720', {}], ['390x844 touch', PHONE]]) {
  test(`${size}: every preset opens from its link in every language`, async (t0) => {
    const { page } = await h.openClean(t0, `?preset=${GALLERY[0].name}`, options);
    for (const lang of LANGS) {
      await page.goto(`${page.url().split('?')[0]}?preset=${GALLERY[0].name}&lang=${lang}`);
      await page.waitForSelector('body[data-ready="true"]');
      for (const e of EXPECT[lang]) {
        if (e !== EXPECT[lang][0]) await follow(page, e.name, lang);
        await sees(page, e);
      }
    }
  });

  test(`${size}: every preset opens from the chooser in every language (${options.hasTouch ? 'tap' : 'click'})`, async (t0) => {
    const { page } = await h.openClean(t0, '', options);
    for (const lang of LANGS) {
      await page.selectOption('#language', lang);
      for (const e of EXPECT[lang]) {
        if (options.hasTouch) await page.locator('#gallery-open').tap(); else await page.locator('#gallery-open').click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        // The card by what it says: its title, then its source.
        const card = dialog.getByRole('button', { name: new RegExp(`^${esc(e.title)}\\s*${esc(e.source)}$`) });
        if (options.hasTouch) await card.tap(); else await card.click();
        assert.equal(await page.locator('#gallery').evaluate((d) => d.open), false, 'the dialog closes');
        await sees(page, e);
      }
      if (lang === 'en') await shot(page, `gallery-${size.split(' ')[0]}`);
    }
  });
}

test('1280x720: the chooser by keyboard: Enter opens it, arrows move, Enter loads, Escape closes', async (t0) => {
  const { page } = await h.openClean(t0);
  const open = page.locator('#gallery-open');
  // Its accessible name holds its visible label.
  assert.match(await open.getAttribute('aria-label'), /^Gallery/);
  await open.focus();
  await page.keyboard.press('Enter');
  // The cards in the order they show: book by book.
  const order = galleryGroups().flatMap((g) => g.presets.map((p) => p.name));
  const first = order[0];
  assert.equal(await page.evaluate(() => document.activeElement.dataset.preset), first, 'the first card has the focus');
  await page.keyboard.press('ArrowRight');
  const second = order[1];
  assert.equal(await page.evaluate(() => document.activeElement.dataset.preset), second);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('End');
  const last = order.at(-1);
  assert.equal(await page.evaluate(() => document.activeElement.dataset.preset), last);
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  const below = await page.evaluate(() => document.activeElement.dataset.preset);
  assert.notEqual(below, first, 'ArrowDown leaves the first row');
  await page.keyboard.press('Enter');
  await sees(page, EXPECT.en.find((e) => e.name === below));
  assert.equal(await page.evaluate(() => document.activeElement.id), 'gallery-open', 'focus returns to the Gallery button');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.preset), below, 'the card on screen has the focus');
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('#gallery').evaluate((d) => d.open), false);
});

test('an unknown preset is said next to the Gallery, and the view on screen stays', async (t0) => {
  const { page } = await h.openClean(t0, '?preset=rich-fig4');
  const e = EXPECT.en.find((x) => x.name === 'rich-fig4');
  await sees(page, e);
  await follow(page, 'rich-fig99', 'en');
  await page.waitForFunction(() => document.getElementById('gallery-alert').textContent !== '');
  assert.match(await page.locator('#gallery-alert').textContent(), /rich-fig99.*Gallery/);
  assert.equal(await page.locator('#gallery-caption-title').textContent(), e.title, 'the last good view stays');
  assert.equal(await page.evaluate(() => window.abviz.app.view.preset), 'rich-fig4');
  // A first visit to an unknown preset: the default view, and the message.
  const fresh = await h.openClean(t0, '?preset=no-such-figure&lang=ko');
  assert.match(await fresh.page.locator('#gallery-alert').textContent(), /no-such-figure/);
  assert.equal(await fresh.page.getByTestId('gallery-caption').isVisible(), false);
});

test('a change to what the figure searches drops its caption and its name from the link', async (t0) => {
  const { page } = await h.openClean(t0, '?preset=aima');
  await sees(page, EXPECT.en.find((x) => x.name === 'aima'));
  await openLesson(page, 'options');
  await page.selectOption('#order', 'reverse');
  await page.waitForFunction(() => window.abviz.app.view.order === 'reverse' && window.abviz.app.busy === null);
  await settled(page);
  assert.equal(await page.getByTestId('gallery-caption').isVisible(), false);
  await page.waitForFunction(() => !location.search.includes('preset=') && location.search.includes('order=reverse'));
});

test('1280x720: every preset opens by keyboard alone, in Korean', async (t0) => {
  const { page } = await h.openClean(t0, '?lang=ko');
  const order = galleryGroups().flatMap((g) => g.presets.map((p) => p.name));
  await page.locator('#gallery-open').focus();
  for (const [k, name] of order.entries()) {
    // Closing the dialog gives the focus back to the Gallery button, so Enter opens it again.
    assert.equal(await page.evaluate(() => document.activeElement.id), 'gallery-open');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Home');
    for (let i = 0; i < k; i++) await page.keyboard.press('ArrowRight');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.preset), name);
    await page.keyboard.press(k % 2 ? 'Enter' : ' ');
    await sees(page, EXPECT.ko.find((e) => e.name === name));
  }
});

test('a maze figure\'s card shows its layout: Nilsson\'s two robots on their open 8×8 board', async (t0) => {
  const { page } = await h.openClean(t0);
  await page.locator('#gallery-open').click();
  const thumb = page.locator('[data-preset="nilsson-fig2"] svg.gallery-thumb');
  await thumb.waitFor();
  assert.equal(await thumb.getAttribute('data-cells'), '64', 'the 8×8 layout, cell by cell');
  assert.equal(await thumb.locator('.thumb-white').count(), 1, 'White');
  assert.equal(await thumb.locator('.thumb-black').count(), 1, 'Black');
  await shot(page, 'gallery-robots-thumb');
});

test('every game\'s card draws its own position: the tree\'s nodes, the tic-tac-toe marks, the Connect Four discs', async (t0) => {
  const { page } = await h.openClean(t0);
  await page.locator('#gallery-open').click();
  const thumb = (name) => page.locator(`[data-preset="${name}"] svg.gallery-thumb`);
  await thumb('aima').waitFor();
  // AIMA's Fig. 5.2: a root, three MIN nodes and nine leaves.
  assert.equal(await thumb('aima').getAttribute('data-nodes'), '13');
  // Nilsson's Fig. 5, O../OX./..X: two O rings and two X crosses on nine cells.
  const ttt = thumb('nilsson-fig5');
  assert.deepEqual([await ttt.locator('.thumb-cell').count(), await ttt.locator('.thumb-omark').count(), await ttt.locator('.thumb-xmark').count()], [9, 2, 2]);
  // Secondary search on 744475: six discs in a 7×6 grid, X first.
  const c4 = thumb('horizon-secondary-c4');
  assert.deepEqual([await c4.locator('.thumb-x').count(), await c4.locator('.thumb-o').count(), await c4.locator('.thumb-hole').count()], [3, 3, 36]);
});

test('the position card draws the position on screen, each game by its own picture', async (t0) => {
  const card = '#position-card-picture svg.gallery-thumb';
  const cases = [
    ['?board=O.X/.X./O..', async (svg) => [await svg.locator('.thumb-cell').count(), await svg.locator('.thumb-omark').count(), await svg.locator('.thumb-xmark').count()], [9, 2, 2]],
    ['?game=connect4&moves=4453&depth=2', async (svg) => [await svg.locator('.thumb-x').count(), await svg.locator('.thumb-o').count(), await svg.locator('.thumb-hole').count()], [2, 2, 38]],
    ['?tree=[[3,12,8],[2,4,6],[14,5,2]]', async (svg) => [await svg.getAttribute('data-nodes')], ['13']],
    ['?game=pacman&maze=minimaxClassic', async (svg) => [await svg.getAttribute('data-cells')], ['45']],
  ];
  for (const [query, read, want] of cases) {
    const { page } = await h.openClean(t0, query);
    await page.locator(card).waitFor();
    assert.deepEqual(await read(page.locator(card)), want, query);
  }
});
