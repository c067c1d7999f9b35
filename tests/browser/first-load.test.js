// The first view's load (issue 29 point 7), in real headless Chromium: before
// the first tree is drawn the page fetches one wasm module, the first view's
// (web/pkg/abviz_first, at most 300,000 bytes); the spare engine that makes
// Cancel instant (web/engine/engine.js) loads its copy only after that, and
// the full module comes with the first view that needs it. The other bytes
// are reported, not asserted (docs/benchmarks.md).

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { openLesson, start, textMatches, chooseLanguage } from './harness.js';
import { PRESETS } from '../../web/pkg/presets.js';
import { ja } from '../../web/i18n/ja.js';
import { markup } from '../../web/i18n/en-markup.js';
import { galleryGroups, setPresets } from '../../web/state/gallery-presets.js';

// The gallery's order, from the registry's presets as built: what the dialog must list.
setPresets(PRESETS);
const PRESET_NAMES = galleryGroups().flatMap((g) => g.presets.map((p) => p.name));
const PRESET_COUNT = PRESET_NAMES.length;

/** The most bytes (bodies and headers) the first view may fetch before its first tree: today's, 613,500, and 2% more. */
const FIRST_VIEW_CEILING = 626000;

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

/**
 * Marks the moment `page`'s trees are first drawn (window.drawnAt, on the epoch clock that request
 * timings use) and returns the list its finished requests go to: {url, start, bytes, body}.
 */
async function watchFirstTree(page) {
  await page.addInitScript(() => {
    const look = () => {
      if (window.drawnAt !== undefined) return true;
      const a = window.abviz?.app;
      const built = a?.tree && a.mode === 'svg' && [...document.querySelectorAll('svg.tree-view')].every((s) => s.hasAttribute('hidden') || s.dataset.built === 'true');
      if (built) window.drawnAt = performance.timeOrigin + performance.now();
      return built;
    };
    const frame = () => { if (!look()) requestAnimationFrame(frame); };
    requestAnimationFrame(frame);
    // At the very moment the last tree is built, not at the next frame: what starts after it is after it.
    new MutationObserver(look).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-built'] });
  });
  const requests = [];
  page.on('requestfinished', async (r) => {
    const sizes = await r.sizes();
    requests.push({ url: r.url(), start: r.timing().startTime, bytes: sizes.responseBodySize + sizes.responseHeadersSize, body: sizes.responseBodySize });
  });
  return requests;
}

test('the first view fetches the wasm module once before its first tree; the spare engine\'s copy comes after', async (t) => {
  const context = await h.browser.newContext({ viewport: { width: 1280, height: 720 } });
  t.after(() => context.close());
  const page = await context.newPage();
  const requests = await watchFirstTree(page);
  const wasm = () => requests.filter((r) => r.url.endsWith('.wasm'));
  await page.goto(`${h.origin}/`);
  await page.waitForFunction(() => window.drawnAt !== undefined, null, { timeout: 30000 });
  const drawnAt = await page.evaluate(() => window.drawnAt);
  // The spare engine's module, once the page is idle.
  for (let i = 0; i < 100 && wasm().length < 2; i++) await page.waitForTimeout(100);
  const before = requests.filter((r) => r.start < drawnAt);
  const bytes = before.reduce((s, r) => s + r.bytes, 0);
  t.diagnostic(`before the first tree: ${before.length} requests, ${bytes} bytes, wasm ${before.filter((r) => r.url.endsWith('.wasm')).map((r) => r.bytes)}`);
  // Issue 29 asks for 450,000 bytes; the page is at 613,500 (docs/benchmarks.md). Until it gets there, the
  // first view may not grow back: what a lesson, a language or a game brings must load with its first use.
  assert.ok(bytes <= FIRST_VIEW_CEILING, `the first view fetched ${bytes} bytes before its first tree, over ${FIRST_VIEW_CEILING}`);
  assert.equal(before.filter((r) => r.url.endsWith('.wasm')).length, 1, 'one wasm module before the first tree');
  const [first] = before.filter((r) => r.url.endsWith('.wasm'));
  assert.equal(new URL(first.url).pathname, '/web/pkg/abviz_first_bg.wasm', 'the first view\'s module');
  assert.ok(first.body <= 300000, `the first view's module is ${first.body} bytes, over 300,000`);
  assert.equal(wasm().length, 2, 'the spare engine loads its copy afterwards');
  assert.ok(wasm()[1].start >= drawnAt, 'the spare starts after the first tree');
  assert.equal(new URL(wasm()[1].url).pathname, '/web/pkg/abviz_first_bg.wasm', 'the spare\'s copy is the first view\'s module too');
  // The lessons' panels, the other languages' dictionaries the slide export and the worker's lesson modules wait for their first use (web/lessons.js, i18n/index.js loadLang, controls/share.js, engine/worker.js).
  // The gallery's presets (web/pkg/presets.js), the other games' own parts (games/index.js loadGame) and the English words only
  // a lesson says (i18n/index.js LATER) too: they come after the trees are drawn.
  const lazy = /\/web\/i18n\/en-(lab|pearl|replay|c4play)\.js|\/web\/games\/[\w-]+\/page\.js|\/web\/games\/connect4-play\.js|\/web\/(lab|play|mcts|sheet|replay)\/|\/web\/i18n\/(ja|ko)[.-]|\/web\/render\/slide\.js|\/web\/engine\/(lab|pearl|ladder|played|sheet)\.js|\/web\/pkg\/presets\.js/;
  assert.deepEqual(before.map((r) => new URL(r.url).pathname).filter((p) => lazy.test(p)), [], 'no lesson panel, no other language, no preset and no other game\'s parts before the first tree');
  // The Gallery, opened with a click, lists the registry's presets all the same, the first card focused.
  await page.getByRole('button', { name: 'Gallery' }).click();
  const cards = page.locator('#gallery .gallery-card');
  await cards.first().waitFor();
  assert.equal(await cards.count(), PRESET_COUNT);
  assert.equal(await page.evaluate(() => document.activeElement.dataset.preset), PRESET_NAMES[0]);
  assert.equal(await cards.filter({ hasText: 'A two-ply game tree' }).count(), 1);
});

test('the readouts, the node cards and the controls come just after the first trees; a step pressed meanwhile is taken', async (t) => {
  const context = await h.browser.newContext({ viewport: { width: 1280, height: 720 } });
  t.after(() => context.close());
  const page = await context.newPage();
  await watchFirstTree(page);
  // A slow network for the page's second half (after-tree.js): it arrives a second after it is asked for.
  await page.route('**/web/after-tree.js', async (r) => { await new Promise((res) => setTimeout(res, 1000)); await r.continue(); });
  await page.goto(`${h.origin}/`);
  await page.waitForFunction(() => window.drawnAt !== undefined, null, { timeout: 30000 });
  // The trees are on screen; the page is not ready and says no sentence yet.
  assert.equal(await page.evaluate(() => document.body.dataset.ready ?? null), null, 'the controls are still on their way');
  assert.equal(await page.locator('#alphabeta-explain').textContent(), '');
  // Step forward, pressed as a person does while the controls load: it is held, then taken.
  await page.locator('#step-forward').click();
  await page.waitForSelector('body[data-ready="true"]');
  const total = await page.evaluate(() => window.abviz.app.total);
  await textMatches(page, '#position-out', new RegExp(`^step 1 of ${total}$`));
  // Step 1 enters the root (the trace's first event): the sentence says so, with the root's window.
  await textMatches(page, '#alphabeta-explain', /^Enter the root, a MAX node \(X to move\), with α = −∞ and β = \+∞\.$/);
  // When the page asked for each (resource timing, on the page's clock: before the slow network held it).
  const drawnAt = await page.evaluate(() => window.drawnAt);
  const asked = await page.evaluate(() => Object.fromEntries(performance.getEntriesByType('resource').map((e) => [new URL(e.name).pathname, performance.timeOrigin + e.startTime])));
  const startOf = (path) => asked[path];
  for (const path of ['/web/after-tree.js', '/web/panels/readout.js', '/web/render/node-ui.js', '/web/controls/index.js', '/web/games/connect4-editor.js', '/web/i18n/en-panels.js', '/web/state/gallery-presets.js']) {
    assert.ok(startOf(path) !== undefined, `${path} was fetched`);
    assert.ok(startOf(path) >= drawnAt, `${path} came before the first trees`);
  }
});

/**
 * A new 1280×720 page opened at `path` (after `prepare(page)`, which may route its requests), the
 * paths it fetches, and those of its wasm modules, in order.
 */
async function openCounting(t, path, prepare = async () => {}) {
  const context = await h.browser.newContext({ viewport: { width: 1280, height: 720 } });
  t.after(() => context.close());
  const page = await context.newPage();
  const fetched = [], wasm = [];
  page.on('request', (r) => {
    const p = new URL(r.url()).pathname;
    fetched.push(p);
    if (p.endsWith('.wasm')) wasm.push(p);
  });
  await prepare(page);
  await page.goto(`${h.origin}${path}`);
  return { page, wasm, fetched };
}

test('the Gallery\'s rules come with the controls and a game editor\'s with its parts, in force when they show', async (t) => {
  // A slow network for Connect Four's rules: they arrive 800 ms after they are asked for.
  const { page, fetched } = await openCounting(t, '/', (p) => p.route('**/web/games/connect4.css', async (r) => { await new Promise((res) => setTimeout(res, 800)); await r.continue(); }));
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  assert.ok(fetched.includes('/web/gallery.css'), 'the Gallery\'s rules came with the controls');
  for (const later of ['/web/games/connect4.css', '/web/games/maze.css']) assert.ok(!fetched.includes(later), `${later} before its game`);
  // The Gallery, opened: its cards laid out as cards.
  await page.getByRole('button', { name: 'Gallery' }).click();
  const card = page.locator('#gallery .gallery-card').first();
  await card.waitFor();
  assert.equal(await card.evaluate((el) => getComputedStyle(el).display), 'flex');
  await page.keyboard.press('Escape');
  await openLesson(page, 'position'); // the Gallery took the drawer's place
  // Connect Four, picked: its editor's rules came with its parts, so the board shows as a grid of round cells.
  await page.getByRole('group', { name: 'Game' }).getByRole('radio', { name: 'Connect Four' }).click();
  // While they come, its editor is not shown half styled: it is not shown.
  assert.equal(await page.locator('#c4-editor').isVisible(), false, 'the editor waits for its rules');
  await page.waitForFunction(() => window.abviz.app.summary?.kind === 'connect4' && window.abviz.app.busy === null);
  assert.ok(fetched.includes('/web/games/connect4.css'), 'Connect Four\'s rules came with it');
  assert.equal(await page.locator('#c4-editor').evaluate((el) => getComputedStyle(el).display), 'flex');
  assert.equal(await page.locator('#c4-cells').evaluate((el) => getComputedStyle(el).display), 'grid');
});

test('another game, picked in the Game picker, loads the full module once and shows the engine\'s counts', async (t) => {
  // The Position drawer holds the Game picker.
  const { page, wasm } = await openCounting(t, '/?drawer=position');
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  // The first view's position, by the first module: 186 nodes (bugs.test.js reads the same).
  await textMatches(page, '#minimax-total', /^186$/);
  assert.ok(!wasm.includes('/web/pkg/abviz_wasm_bg.wasm'), 'no full module for the first view');
  // Nim is not in the first module's registry: the worker loads the full module and answers from it.
  const picker = page.getByRole('group', { name: 'Game' });
  await picker.getByRole('radio', { name: 'Nim' }).click();
  await page.waitForFunction(() => window.abviz.app.summary?.kind === 'nim');
  // `abviz analyze --game nim --board 1,2,3`: 447 nodes for minimax, 249 for alpha-beta.
  await textMatches(page, '#minimax-total', /^447$/);
  await textMatches(page, '#alphabeta-total', /^249$/);
  assert.equal(wasm.filter((p) => p === '/web/pkg/abviz_wasm_bg.wasm').length, 1, 'the full module, once');
  // Back to tic-tac-toe: the full module answers it too, with the same count as the first module's.
  await picker.getByRole('radio', { name: 'Tic-tac-toe' }).click();
  await textMatches(page, '#minimax-total', /^186$/);
  assert.equal(wasm.filter((p) => p === '/web/pkg/abviz_wasm_bg.wasm').length, 1, 'still once');
});

test('a link to a tree starts its engine on the full module, fetched once; a lesson\'s engine fetches only the full one', async (t) => {
  const { page, wasm } = await openCounting(t, '/?tree=[[3,12,8],[2,4,6],[14,5,2]]');
  await page.waitForFunction(() => window.abviz?.app?.summary?.kind === 'tree');
  // AIMA's Figure 5.2: 13 nodes for minimax.
  await textMatches(page, '#minimax-total', /^13$/);
  // The spare engine (Cancel's) loads its copy once the page is idle: the full module too.
  for (let i = 0; i < 100 && wasm.length < 2; i++) await page.waitForTimeout(100);
  assert.deepEqual(wasm, ['/web/pkg/abviz_wasm_bg.wasm', '/web/pkg/abviz_wasm_bg.wasm'], 'the full module alone: the engine\'s, then its spare\'s');
  // Pearl's lesson runs in an engine of its own, which needs the full module only.
  const before = wasm.length;
  await openLesson(page, 'pearl');
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await textMatches(page, '#pearl-status', /^(\d+) of \1 trees counted$/, 60000);
  assert.ok(!wasm.slice(before).includes('/web/pkg/abviz_first_bg.wasm'), `the lesson's engine fetched ${wasm.slice(before)}`);
  assert.ok(wasm.slice(before).includes('/web/pkg/abviz_wasm_bg.wasm'), 'the lesson\'s engine has the full module');
});

test('a lesson\'s panel loads when its drawer first opens, and a click made while it loads is not lost', async (t) => {
  // A slow network: Pearl's panel takes 800 ms to arrive.
  const { page, fetched } = await openCounting(t, '/', (p) => p.route('**/web/lab/pearl-panel.js', async (route) => { await new Promise((r) => setTimeout(r, 800)); await route.continue(); }));
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  assert.ok(!fetched.includes('/web/lab/pearl-panel.js'), 'no Pearl code before the lesson opens');
  await openLesson(page, 'pearl');
  const opened = Date.now();
  // The first click on the drawer's own button, at once: it waits for the panel rather than falling on a control with no listener.
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  assert.ok(Date.now() - opened >= 500, 'the click waited for the panel');
  await textMatches(page, '#pearl-status', /^(\d+) of \1 trees counted$/, 60000);
  assert.ok(fetched.includes('/web/lab/pearl-panel.js'), 'the panel came with the lesson');
});

test('a page opened in Japanese loads the Japanese dictionary and shows it; English links never fetch it', async (t) => {
  const { page, fetched } = await openCounting(t, '/?lang=ja');
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ja');
  assert.equal(await page.locator('#language').inputValue(), 'ja');
  assert.ok(fetched.includes('/web/i18n/ja.js'), 'ja.js fetched');
  assert.ok(!fetched.includes('/web/i18n/ko.js'), 'ko.js not fetched');
  // Switching to Korean by the menu loads Korean and translates the page.
  const before = await page.locator('#play').textContent();
  await chooseLanguage(page, 'ko');
  await page.waitForFunction(() => document.documentElement.lang === 'ko');
  assert.ok(fetched.includes('/web/i18n/ko.js'), 'ko.js fetched on choosing Korean');
  assert.notEqual(await page.locator('#play').textContent(), before, 'the Play button is in Korean now');
});

test('the English words only a lesson says come with it; until then the markup keeps its own, and after another language English is whole again', async (t) => {
  const { page, fetched } = await openCounting(t, '/');
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  assert.ok(!fetched.includes('/web/i18n/en-lab.js'), 'the lab\'s words wait for the lab');
  // The lab's drawer, not opened yet, reads as its markup says, not a dictionary key.
  const heading = page.locator('#lab-heading');
  assert.equal(await heading.textContent(), 'Enhancement lab');
  // Japanese brings the English words with it (English is every key's fallback)…
  await chooseLanguage(page, 'ja');
  assert.equal(await heading.textContent(), ja.labHeading);
  assert.ok(fetched.includes('/web/i18n/en-lab.js'), 'the lab\'s English words came with Japanese');
  // …so back in English no drawer keeps its Japanese words.
  await chooseLanguage(page, 'en');
  assert.equal(await heading.textContent(), 'Enhancement lab');
  assert.equal(await page.locator('#play').textContent(), 'Play');
});

test('the lessons\' rules, the English words the markup holds and the error templates come later; until then the markup\'s words show', async (t) => {
  const { page, fetched } = await openCounting(t, '/');
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  for (const later of ['/web/lessons.css', '/web/i18n/en-markup.js', '/web/i18n/en-codes.js']) assert.ok(!fetched.includes(later), `${later} before its first use`);
  // Every element whose key moved to en-markup.js reads, in English, as that file says.
  const shown = async () => page.evaluate((keys) => keys.flatMap((k) => [...document.querySelectorAll(`[data-i18n="${k}"]`)].map((el) => [k, el.textContent.replace(/\s+/g, ' ').trim()])), Object.keys(markup));
  const english = await shown();
  assert.ok(english.length >= 50, `${english.length} marked elements`);
  for (const [k, text] of english) assert.equal(text, markup[k].replace(/\s+/g, ' ').trim(), k);
  // A lesson's rules are not on the page yet: Pearl's bar is not laid out as a row.
  const bar = page.locator('#drawer-pearl .lab-bar').first();
  const barDisplay = () => bar.evaluate((el) => getComputedStyle(el).display);
  assert.equal(await barDisplay(), 'block');
  // Opened, the drawer shows it laid out: never half styled.
  await openLesson(page, 'pearl');
  await bar.waitFor({ state: 'visible' });
  assert.ok(fetched.includes('/web/lessons.css'), 'the rules came with the lesson');
  assert.equal(await barDisplay(), 'flex');
  // Japanese brings the rest of English, and the marked elements speak Japanese, then English again.
  await chooseLanguage(page, 'ja');
  assert.ok(fetched.includes('/web/i18n/en-markup.js') && fetched.includes('/web/i18n/en-codes.js'), 'English came whole with Japanese');
  for (const [k, text] of await shown()) assert.equal(text, ja[k].replace(/\s+/g, ' ').trim(), k);
  await chooseLanguage(page, 'en');
  assert.deepEqual(await shown(), english);
});

test('the canvas renderer comes with the first tree too large for SVG, once, and draws it', async (t) => {
  const { page, fetched } = await openCounting(t, '/?drawer=position');
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  const canvasCode = () => fetched.filter((p) => p === '/web/render/canvas-view.js' || p === '/web/render/minimap.js');
  assert.deepEqual(canvasCode(), [], 'no canvas code for a tree of 186 nodes');
  // The empty board, 549,946 nodes: the canvas code comes, and both canvases and the overview paint it.
  await page.getByRole('button', { name: 'Empty board', exact: true }).click();
  await textMatches(page, '#minimax-total', /^549,946$/);
  await page.waitForFunction(() => window.abviz.app.mode === 'canvas' && Object.values(window.abviz.views.canvas).every((v) => v.painted === window.abviz.app.tree));
  assert.deepEqual(canvasCode(), ['/web/render/canvas-view.js', '/web/render/minimap.js']);
  assert.ok(await page.locator('#alphabeta-canvas').isVisible());
  assert.ok(await page.locator('#minimap').isVisible(), 'the overview of the whole tree');
  // Back to a small tree and to the large one again: SVG, then the same canvas code, not fetched again.
  await page.getByRole('button', { name: 'Move 4', exact: true }).click();
  await textMatches(page, '#minimax-total', /^186$/);
  assert.ok(await page.locator('#alphabeta-canvas').isHidden());
  await page.getByRole('button', { name: 'Empty board', exact: true }).click();
  await textMatches(page, '#minimax-total', /^549,946$/);
  await page.locator('#alphabeta-canvas').waitFor({ state: 'visible' });
  assert.equal(canvasCode().length, 2, 'fetched once');
});

test('a lesson whose rules fail to come still opens, and the next lesson asks for them again', async (t) => {
  // The first request for lessons.css fails (the network dropped); later ones are served.
  let refused = 0;
  const { page, fetched } = await openCounting(t, '/', (p) => p.route('**/web/lessons.css', (route) => (refused++ === 0 ? route.abort() : route.continue())));
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  await openLesson(page, 'pearl');
  // Pearl works, unstyled: its Draw button is there to press.
  await page.getByRole('button', { name: 'Draw', exact: true }).waitFor({ state: 'visible' });
  assert.equal(await page.locator('#drawer-pearl .lab-bar').first().evaluate((el) => getComputedStyle(el).display), 'block');
  // The replay is the next lesson: it brings the rules, and Pearl's bar is laid out too.
  await openLesson(page, 'replay');
  await page.waitForFunction(() => getComputedStyle(document.querySelector('#drawer-pearl .lab-bar')).display === 'flex');
  assert.equal(fetched.filter((p) => p === '/web/lessons.css').length, 2, 'asked again after the failure');
});
