// The page in a classroom on its screens: a projector at 1280×720, a laptop,
// a tablet and a phone (touch, the practice popup), the node card in Japanese
// and Korean, overlay and lecture mode, contrast and the layout screenshots.
// Debian's Chromium through playwright-core (harness.js); screenshots go to
// target/e2e/ for a person to look at.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { start, treeDrawn, shot, openLesson } from './harness.js';
import { Touch } from './touch.js';
import { opener, $text, waitTotals, blur } from './classroom-helpers.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const AIMA = '[[3,12,8],[2,4,6],[14,5,2]]';

const open = opener(() => h);

/** Whether the element's box lies wholly inside the viewport (no scrolling). */
async function inView(page, locator) {
  const b = await locator.boundingBox();
  const vp = page.viewportSize();
  return !!b && b.x >= 0 && b.y >= 0 && b.x + b.width <= vp.width && b.y + b.height <= vp.height;
}

describe('the page in a classroom', () => {
  test('3. Play and both roots are in the first view at 1280×720 and 1440×900', async (t) => {
    for (const viewport of [{ width: 1280, height: 720 }, { width: 1440, height: 900 }]) {
      const { page } = await open(t, '', { viewport });
      const size = `${viewport.width}×${viewport.height}`;
      assert.equal(await page.evaluate(() => window.scrollY), 0);
      assert.ok(await inView(page, page.locator('#play')), `${size}: Play in view`);
      for (const panel of ['minimax-tree', 'alphabeta-tree']) {
        assert.ok(await inView(page, page.locator(`[data-testid="${panel}"] [data-node-id="0"]`)), `${size}: the root of ${panel} in view`);
      }
    }
  });

  test('4. phone: one finger scrolls the page, two fingers zoom the tree, then one finger pans it', async (t) => {
    const { page, context } = await open(t, '', PHONE);
    const touch = await Touch.of(context, page);
    const svg = page.locator('[data-testid=alphabeta-tree] svg');
    // The keys' help lies in How to read the trees: opened, it has no keyboard help on a touch phone; then closed again.
    await openLesson(page, 'legend', 'tap');
    assert.equal(await page.locator('#keys-help').isVisible(), false, 'no keyboard help on a touch phone');
    await page.locator('#drawer-legend .drawer-close').tap();
    await page.locator('#drawer-legend').waitFor({ state: 'hidden' });
    // Bring the tree into view, with room to scroll further.
    await svg.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    /** A point on the tree that no other element covers (the control bar is sticky). */
    const point = async () => {
      const b = await svg.boundingBox();
      const p = [b.x + b.width / 2, b.y + b.height * 0.6];
      assert.ok(await page.evaluate(([x, y]) => !!document.elementFromPoint(x, y)?.closest('#alphabeta-svg'), p), 'the finger lands on the tree');
      return p;
    };
    const state = () => page.evaluate(() => ({ scrollY: window.scrollY, sx: window.abviz.viewport.sx, tx: window.abviz.viewport.tx, ty: window.abviz.viewport.ty, scale: window.visualViewport.scale }));

    const s0 = await state();
    let [x, y] = await point();
    await touch.swipe(x, y, 0, -15);
    await page.waitForFunction((y0) => window.scrollY > y0 + 50, s0.scrollY, { timeout: 5000 }).catch(() => {});
    const s1 = await state();
    assert.ok(s1.scrollY > s0.scrollY + 50, `a one-finger swipe scrolls the page (scrollY ${s0.scrollY} → ${s1.scrollY})`);
    assert.equal(s1.sx, s0.sx, 'and does not zoom the tree');
    assert.equal(s1.scale, 1, 'nor the page');

    [x, y] = await point();
    await touch.pinch(x, y, 60, 10);
    await page.waitForFunction((sx) => window.abviz.viewport.sx > sx * 1.5, s1.sx, { timeout: 5000 }).catch(() => {});
    const s2 = await state();
    assert.ok(s2.sx > s1.sx * 1.5, `a pinch-out zooms the tree in (sx ${s1.sx.toFixed(2)} → ${s2.sx.toFixed(2)})`);
    assert.equal(s2.scale, 1, 'the page itself does not zoom');

    [x, y] = await point();
    await touch.swipe(x, y, 0, -15);
    await page.waitForFunction((ty) => Math.abs(window.abviz.viewport.ty - ty) > 50, s2.ty, { timeout: 5000 }).catch(() => {});
    const s3 = await state();
    assert.ok(Math.abs(s3.ty - s2.ty) > 50, `zoomed in, a one-finger swipe pans the tree (ty ${s2.ty.toFixed(0)} → ${s3.ty.toFixed(0)})`);
    assert.equal(s3.scrollY, s2.scrollY, 'and does not scroll the page');
    assert.equal(s3.sx, s2.sx, 'nor zoom');
    await shot(page, 'classroom-phone-pinched');
  });

  test('4b. phone: an arrow marks the lesson bar\'s hidden end; a swipe brings More in and the arrow moves to the other edge', async (t) => {
    const { page, context } = await open(t, '', PHONE);
    const touch = await Touch.of(context, page);
    const header = page.locator('header.top');
    const arrows = () => header.evaluate((e) => [getComputedStyle(e, '::before').content, getComputedStyle(e, '::after').content]);
    const more = page.locator('#more');
    assert.equal(await inView(page, more), false, 'More lies past the right edge at first');
    assert.deepEqual([await header.getAttribute('data-more-left'), await header.getAttribute('data-more-right')], ['false', 'true']);
    assert.deepEqual(await arrows(), ['none', '"›" / ""'], 'an arrow at the right edge only');
    // A finger swipes the bar to the left, as far as it goes.
    const bar = await page.locator('#lessons').boundingBox();
    for (let i = 0; i < 3 && !(await inView(page, more)); i++) await touch.swipe(bar.x + bar.width - 30, bar.y + bar.height / 2, -40, 0, 8);
    await page.waitForFunction(() => document.querySelector('header.top').dataset.moreRight === 'false');
    assert.ok(await inView(page, more), 'More is on screen after the swipe');
    assert.equal(await header.getAttribute('data-more-left'), 'true');
    assert.deepEqual(await arrows(), ['"‹" / ""', 'none'], 'the arrow is at the left edge now');
    assert.equal(await page.evaluate(() => window.scrollX), 0, 'the swipe scrolled the bar, not the page');
    // In Japanese the lessons' names are shorter and the bar holds them all: no arrow at either edge.
    await page.locator('#language').selectOption('ja');
    await page.waitForFunction(() => document.documentElement.lang === 'ja');
    await page.waitForFunction(() => document.querySelector('header.top').dataset.moreLeft === 'false', null, { timeout: 5000 });
    assert.deepEqual(await arrows(), ['none', 'none'], 'no arrow once every lesson fits');
    // Connect Four brings its own lessons (Lab, Solver): the bar no longer holds them all, and the arrow comes back.
    await openLesson(page, 'position', 'tap');
    await page.locator('input[name=game][value=connect4]').tap();
    await page.locator('.lessons [data-drawer=solver]').waitFor();
    await page.waitForFunction(() => document.querySelector('header.top').dataset.moreRight === 'true', null, { timeout: 5000 });
    assert.deepEqual(await arrows(), ['none', '"›" / ""'], 'the arrow is back at the right edge');
  });

  test('4c. phone: a sentence longer than its box shows a chevron at its foot until a finger scrolls to its end', async (t) => {
    const { page, context } = await open(t, '?lang=ja', PHONE);
    const touch = await Touch.of(context, page);
    await page.locator('#next-cut').tap();
    await page.waitForFunction(() => document.getElementById('alphabeta-explain').classList.contains('cutoff'));
    const ex = page.locator('#alphabeta-explain');
    const state = () => ex.evaluate((e) => ({ more: e.dataset.more, mark: getComputedStyle(e, '::after').content, below: e.scrollHeight - e.clientHeight - e.scrollTop }));
    let s = await state();
    assert.ok(s.below > 0 && s.more === 'true' && s.mark === '"▾" / ""', `the cut-off's Japanese sentence runs past the box, marked: ${JSON.stringify(s)}`);
    // A finger scrolls the box up to the sentence's end: the chevron goes.
    await ex.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    const b = await ex.boundingBox();
    for (let i = 0; i < 3 && (await state()).more === 'true'; i++) await touch.swipe(b.x + b.width / 2, b.y + b.height - 8, 0, -12, 8);
    s = await state();
    assert.ok(s.more === 'false' && s.mark === 'none' && s.below <= 1, `scrolled to the end: ${JSON.stringify(s)}`);
  });

  test('4d. phone: the control bar fits the screen in every language, with a five-digit step count', async (t) => {
    for (const lang of ['en', 'ja', 'ko']) {
      const { page } = await open(t, `?lang=${lang}&game=pacman&maze=minimaxClassic&depth=4`, PHONE);
      await page.locator('#go-end').tap();
      await page.waitForFunction(() => /13,573/.test(document.getElementById('position-out').textContent));
      const out = await page.locator('.controls button, .controls label, .controls output').evaluateAll((els) => els
        .filter((e) => e.checkVisibility()).map((e) => [e.id || e.textContent.trim().slice(0, 20), e.getBoundingClientRect().right])
        .filter(([, right]) => right > window.innerWidth));
      assert.deepEqual(out, [], `${lang}: controls past the right edge`);
    }
  });

  test('5. phone: the practice popup stays inside the screen and its OK can be tapped', async (t) => {
    const { page } = await open(t, '', PHONE);
    await openLesson(page, 'position', 'tap');
    await page.locator('#example-aima').tap();
    await waitTotals(page, '13', '11');
    await treeDrawn(page);
    await page.locator('#practice').tap();
    // The rightmost leaf of the tree (14 5 2: the 2).
    const leaf = page.locator('[data-testid=alphabeta-tree] [data-node-id="12"]');
    await leaf.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    const lb = await leaf.boundingBox();
    assert.ok(lb.x + lb.width > 390 * 0.75, `the node is near the right edge (x ${lb.x.toFixed(0)})`);
    await leaf.tap();
    const editor = page.locator('.practice-editor');
    await editor.waitFor();
    const b = await editor.boundingBox();
    t.diagnostic(`popup at ${b.x.toFixed(0)},${b.y.toFixed(0)} ${b.width.toFixed(0)}×${b.height.toFixed(0)}`);
    assert.ok(b.x >= 0 && b.y >= 0 && b.x + b.width <= 390 && b.y + b.height <= 844, `the popup lies inside 390×844: ${JSON.stringify(b)}`);
    await editor.locator('input[type=checkbox]').tap();
    await editor.locator('button[type=submit]').tap();
    await editor.waitFor({ state: 'detached' });
    assert.equal(await leaf.locator('.practice-mark').textContent(), '✂');
  });

  for (const lang of ['ja', 'ko']) {
    test(`6. no English on the node card in ${lang}: SVG and canvas trees`, async (t) => {
      const { page } = await open(t);
      await page.selectOption('#language', lang);
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      const ENGLISH = /MAX node|MIN node|to move|visited|pruned|value|\bnode\b|being searched|not yet/i;
      const card = page.locator('#node-tip');
      // SVG: the root and a pruned node, at the end of the search.
      await page.locator('#go-end').click();
      for (const id of [0, 5]) {
        const node = page.locator(`[data-testid=alphabeta-tree] [data-node-id="${id}"]`);
        await node.hover();
        await card.waitFor();
        const text = await card.innerText();
        t.diagnostic(`SVG node ${id}: ${text.replace(/\n/g, ' | ')}`);
        assert.doesNotMatch(text, ENGLISH);
        await page.mouse.move(1, 1);
      }
      const titles = await page.$$eval('svg title', (els) => els.map((e) => e.textContent));
      for (const title of titles) assert.doesNotMatch(title, ENGLISH, 'no English SVG <title>');
      // Canvas: the empty board, zoomed in, a node near the middle of the panel.
      await openLesson(page, 'position');
      await page.locator('#preset-empty').click();
      await waitTotals(page, '549,946', '18,297', 60000);
      await treeDrawn(page);
      await page.locator('#go-end').click();
      const zoomIn = page.locator('.view-bar [data-zoom=in]'); // one zoom group for both trees
      for (let i = 0; i < 4; i++) await zoomIn.click();
      await treeDrawn(page);
      const target = await page.evaluate(() => {
        const v = window.abviz.views.canvas.alphabeta;
        const r = v.canvas.getBoundingClientRect();
        const tree = window.abviz.app.tree;
        let best = null;
        for (let id = 0; id < Math.min(tree.n, 200000); id++) {
          const [X, Y] = v.screenPos(id);
          if (X < 40 || Y < 40 || X > r.width - 40 || Y > r.height - 40 || v.nodeAt(X, Y) !== id) continue;
          const d = Math.hypot(X - r.width / 2, Y - r.height / 2);
          if (!best || d < best.d) best = { id, d, x: r.left + X, y: r.top + Y };
        }
        return best;
      });
      assert.ok(target, 'a canvas node is in view');
      await page.mouse.move(target.x, target.y, { steps: 3 });
      await card.waitFor();
      const text = await card.innerText();
      t.diagnostic(`canvas node ${target.id}: ${text.replace(/\n/g, ' | ')}`);
      assert.doesNotMatch(text, ENGLISH);
    });
  }

  for (const lang of ['ja', 'ko']) {
    test(`6b. the Fail-hard label is translated in ${lang}`, async (t) => {
      const { page } = await open(t, `?lang=${lang}`);
      const label = (await page.locator('label:has(#fail-hard)').innerText()).trim();
      t.diagnostic(`label: ${label}`);
      assert.notEqual(label.toLowerCase(), 'fail-hard');
      assert.match(label, /[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/, 'in the language\'s own script');
    });
  }

  test('14. overlay: one panel, alpha-beta over minimax; lecture mode enlarges the sentence and hides Both', async (t) => {
    const { page } = await open(t);
    await page.locator('#go-end').click();
    await page.locator('input[name=view][value=overlay]').check();
    const visiblePanels = () => page.$$eval('.panel', (ps) => ps.filter((p) => p.offsetParent !== null).map((p) => p.dataset.alg));
    assert.deepEqual(await visiblePanels(), ['alphabeta']);
    assert.equal(await $text(page, '#ab-heading'), 'Alpha-beta over minimax');
    const looks = await page.$$eval('#alphabeta-svg [data-node-state="pruned"]', (els) => els.map((g) => {
      const frame = [...g.querySelectorAll('.frame')].find((f) => getComputedStyle(f).display !== 'none');
      return getComputedStyle(frame).strokeDasharray;
    }));
    assert.equal(looks.length, 109);
    for (const dash of looks) assert.match(dash, /\d/, 'pruned nodes are dashed');
    await shot(page, 'classroom-overlay');

    const fontSize = () => page.locator('#alphabeta-explain').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    const before = await fontSize();
    await page.locator('input[name=view][value=both]').check();
    await page.locator('#lecture').check();
    const after = await fontSize();
    t.diagnostic(`sentence ${before}px → ${after}px in lecture mode`);
    assert.ok(after > before * 1.15, `lecture mode enlarges the sentence (${before}px → ${after}px)`);
    const both = page.locator('input[name=view][value=both]');
    const offered = await both.isVisible() && await both.isEnabled();
    assert.equal(offered, false, 'Both is not offered in lecture mode');
    assert.equal(await page.evaluate(() => window.abviz.app.layout), 'overlay');
    await shot(page, 'classroom-lecture');
  });

  test('16. pruned nodes keep contrast: frame ≥ 3:1, leaf value ≥ 4.5:1', async (t) => {
    const { page } = await open(t, `?tree=${encodeURIComponent(AIMA)}`);
    await page.locator('#go-end').click();
    const colours = await page.evaluate(() => {
      const rgb = (s) => { const m = s.match(/[\d.]+/g).map(Number); return { c: m.slice(0, 3), a: m.length > 3 ? m[3] : 1 }; };
      // Opacity of an element and its ancestors up to the <svg>.
      const opacity = (e) => { let o = 1; for (let n = e; n && n.tagName !== 'svg'; n = n.parentElement) o *= Number(getComputedStyle(n).opacity); return o; };
      const svg = document.getElementById('alphabeta-svg');
      const bg = rgb(getComputedStyle(svg).backgroundColor).c;
      const over = (fg, a, under) => fg.map((v, i) => v * a + under[i] * (1 - a));
      const g = svg.querySelector('[data-node-id="7"]');
      const frame = g.querySelector('.frame');
      const fs = getComputedStyle(frame);
      const stroke = rgb(fs.stroke);
      const boxFill = rgb(fs.fill);
      const box = over(boxFill.c, boxFill.a * Number(fs.fillOpacity) * opacity(frame), bg);
      const text = g.querySelector('.leaf-value');
      const ts = getComputedStyle(text);
      const fill = rgb(ts.fill);
      return {
        state: g.dataset.nodeState,
        dash: fs.strokeDasharray,
        bg,
        frame: over(stroke.c, stroke.a * Number(fs.strokeOpacity) * opacity(frame), bg),
        box,
        text: over(fill.c, fill.a * Number(ts.fillOpacity) * opacity(text), box),
        raw: { stroke: fs.stroke, fill: ts.fill, opacity: opacity(text) },
      };
    });
    const lum = (c) => {
      const [r, g, b] = c.map((v) => { const s = v / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
    assert.equal(colours.state, 'pruned');
    const frame = ratio(colours.frame, colours.bg), text = ratio(colours.text, colours.box);
    t.diagnostic(`pruned frame ${frame.toFixed(2)}:1, pruned leaf value ${text.toFixed(2)}:1 (${JSON.stringify(colours.raw)})`);
    assert.ok(frame >= 3, `pruned frame contrast ${frame.toFixed(2)}:1`);
    assert.ok(text >= 4.5, `pruned leaf value contrast ${text.toFixed(2)}:1`);
  });

  test('17. screenshots: four screens × three languages at a cut-off of Move 4', async (t) => {
    const screens = [
      { viewport: { width: 1280, height: 720 } }, { viewport: { width: 1440, height: 900 } },
      { viewport: { width: 820, height: 1180 } }, PHONE,
    ];
    for (const options of screens) {
      const { page } = await open(t, '?lang=en', options);
      const { width, height } = options.viewport;
      for (const lang of ['en', 'ja', 'ko']) {
        if (lang !== 'en') {
          await page.goto(`${h.origin}/?lang=${lang}`);
          await page.waitForSelector('body[data-ready="true"]');
          await treeDrawn(page);
        }
        await page.locator('#next-cut').click();
        await page.waitForFunction(() => document.getElementById('alphabeta-explain').classList.contains('cutoff'));
        await blur(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot(page, `layout-${width}x${height}-${lang}`);
      }
    }
  });
});
