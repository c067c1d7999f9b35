// Readable in a lecture, usable by keyboard: error messages next to their
// input, in view and focused; keys that keep working after a mouse click;
// the skip link; practice's Check beside the marks; type sizes and labels
// that never overlap. Each test drives the page as a person does (click,
// keys, touch) and checks what the person then sees.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { start, settled, textMatches, openLesson } from './harness.js';
import { recordCanvasText } from './text-size.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const AIMA = '[[3,12,8],[2,4,6],[14,5,2]]';
const open = (t, query = '', options = {}) => h.openClean(t, query, options);

/** The page's URL and the tree on screen (its root text), to check a refused input changed neither. */
const shownView = (page) => page.evaluate(() => ({ url: location.href, root: window.abviz.app.summary.root, n: window.abviz.app.tree.n }));

/**
 * The message `alertSel` is wholly inside the viewport, within `near` px of
 * the input `inputSel` (when given), and has the focus.
 */
async function messageSeen(page, alertSel, inputSel, near = 100) {
  await textMatches(page, alertSel, /\S/);
  await page.waitForFunction((sel) => document.activeElement === document.querySelector(sel), alertSel, { timeout: 5000 }).catch(() => {});
  const got = await page.evaluate(([a, i]) => {
    const box = (el) => { const r = el.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }; };
    return {
      alert: box(document.querySelector(a)),
      input: i ? box(document.querySelector(i)) : null,
      focused: document.activeElement === document.querySelector(a),
      role: document.querySelector(a).getAttribute('role'),
      vw: document.documentElement.clientWidth, vh: window.innerHeight,
    };
  }, [alertSel, inputSel]);
  const { alert: r, vw, vh } = got;
  assert.ok(r.top >= 0 && r.left >= 0 && r.bottom <= vh && r.right <= vw, `${alertSel} inside the ${vw}×${vh} viewport: ${JSON.stringify(r)}`);
  if (got.input) {
    const gap = Math.max(r.top - got.input.bottom, got.input.top - r.bottom, 0);
    assert.ok(gap <= near, `${alertSel} is ${Math.round(gap)} px from ${inputSel}, want ≤ ${near}`);
  }
  assert.ok(got.focused, `${alertSel} has the focus`);
  assert.equal(got.role, 'alert', 'and is announced');
}

describe('messages next to their input, in view', () => {
  for (const [name, options] of [['1280×720', {}], ['phone, touch', PHONE]]) {
    test(`a bad tree: the message is under the box, in view and focused (${name})`, async (t) => {
      const { page } = await open(t, '', options);
      await openLesson(page, 'position', options.hasTouch ? 'tap' : 'click'); // the tree box; the open drawer is part of the URL
      const before = await shownView(page);
      await page.locator('#tree-input').fill('[[1,2],[3,');
      await page.locator('#show-tree').click();
      await messageSeen(page, '#tree-alert', '#tree-input');
      assert.match(await page.locator('#tree-alert').textContent(), /\S/);
      assert.deepEqual(await shownView(page), before, 'the last good view stays: the same tree and URL');
    });

    test(`a bad Connect Four column sequence: the message is under it, in view and focused (${name})`, async (t) => {
      const { page } = await open(t, '?game=connect4', options);
      await openLesson(page, 'position', options.hasTouch ? 'tap' : 'click');
      const moves = page.getByRole('textbox', { name: 'Column sequence' });
      await moves.fill('44');
      await moves.press('Enter');
      await page.waitForFunction(() => new URLSearchParams(location.search).get('moves') === '44');
      await settled(page);
      const before = await shownView(page);
      await moves.fill('448');
      await moves.press('Enter');
      await messageSeen(page, '#board-alert', '#c4-moves');
      assert.match(await page.locator('#board-alert').textContent(), /"8" at position 3/);
      assert.deepEqual(await shownView(page), before, 'the last good view stays');
    });
  }

  for (const query of ['?tree=[1,', '?board=XXXXXXXXX', '?game=connect4&moves=448']) {
    test(`a bad link ${query}: the message is at the top, in view and focused, over a valid view`, async (t) => {
      const { page } = await open(t, query);
      await messageSeen(page, '#link-alert', null);
      assert.equal(await page.evaluate(() => window.scrollY), 0, 'seen where the page starts, with no scrolling');
      assert.ok(await page.locator('#play').isEnabled(), 'a valid view is shown');
    });
  }

  test('a bad link on a phone: the message is in view and focused', async (t) => {
    const { page } = await open(t, '?tree=[1,', PHONE);
    await messageSeen(page, '#link-alert', null);
  });
});

describe('keyboard', () => {
  test('after a mouse click on a button, P, N, the arrows, Home and End still step; Space activates the button', async (t) => {
    const { page } = await open(t);
    const pos = () => page.evaluate(() => window.abviz.app.pos);
    await page.locator('#step-forward').click();
    assert.equal(await pos(), 1);
    assert.equal(await page.evaluate(() => document.activeElement.id), 'step-forward', 'the clicked button has the focus');
    await page.keyboard.press('ArrowRight');
    assert.equal(await pos(), 2, '→ steps');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await pos(), 1, '← steps back');
    await page.keyboard.press('End');
    const total = await page.evaluate(() => window.abviz.app.total);
    assert.equal(await pos(), total, 'End');
    await page.keyboard.press('Home');
    assert.equal(await pos(), 0, 'Home');
    await page.keyboard.press('n');
    const cut = await pos();
    assert.ok(cut > 0, 'N goes to the first cut-off');
    await page.keyboard.press('n');
    assert.ok(await pos() > cut, 'and the next');
    await page.keyboard.press('p');
    assert.equal(await pos(), cut, 'P goes back to it');
    // Space on the focused button activates it, as buttons do: one step, not Play.
    await page.keyboard.press(' ');
    assert.equal(await pos(), cut + 1, 'Space pressed Step forward');
    assert.equal(await page.evaluate(() => window.abviz.app.playing), false, 'and did not play');
    // A zoom button clicked with the mouse, too (one zoom group for both trees, in the view bar).
    await page.locator('.view-bar [data-zoom=in]').click();
    await page.keyboard.press('ArrowRight');
    assert.equal(await pos(), cut + 2, '→ steps after a click on Zoom in');
  });

  test('Space plays and pauses when a tree has the focus', async (t) => {
    const { page } = await open(t);
    const playing = () => page.evaluate(() => window.abviz.app.playing);
    await page.locator('#alphabeta-svg').focus();
    await page.keyboard.press(' ');
    assert.equal(await playing(), true, 'Space on the tree plays');
    assert.equal(await page.locator('#play').textContent(), 'Pause');
    await page.keyboard.press(' ');
    assert.equal(await playing(), false, 'and pauses');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'alphabeta-svg', 'the tree keeps the focus');
  });

  for (const [name, options] of [['1280×720', {}], ['phone, touch', PHONE]]) {
    test(`the first Tab stop is "Skip to controls", which moves the focus to the control bar (${name})`, async (t) => {
      const { page } = await open(t, '', options);
      await page.evaluate(() => document.activeElement?.blur());
      await page.keyboard.press('Tab');
      const first = await page.evaluate(() => ({ text: document.activeElement.textContent.trim(), tag: document.activeElement.tagName }));
      assert.deepEqual(first, { text: 'Skip to controls', tag: 'A' });
      const box = await page.locator('.skip-link').boundingBox();
      assert.ok(box && box.y >= 0 && box.height >= 16, `the focused link is on screen: ${JSON.stringify(box)}`);
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.id === 'controls');
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement.id), 'play', 'the next Tab is Play');
      const bar = await page.locator('#controls').boundingBox();
      assert.ok(bar.y >= -1 && bar.y < page.viewportSize().height - 40, 'the control bar is in view');
    });
  }
});

describe('practice', () => {
  for (const [name, options] of [['1280×720', {}], ['phone, touch', PHONE]]) {
    test(`Check sits under the marked tree and the focus moves to the result (${name})`, async (t) => {
      const { page } = await open(t, `?tree=${AIMA}`, options);
      const tap = (loc) => (options.hasTouch ? loc.tap() : loc.click());
      await tap(page.locator('#practice'));
      // Mark C's second leaf (node 8) pruned, in the pop-up.
      const leaf = page.locator('#alphabeta-svg [data-node-id="8"]');
      await leaf.scrollIntoViewIfNeeded();
      await tap(leaf);
      const editor = page.locator('.practice-editor');
      await editor.waitFor();
      await tap(editor.locator('input[type=checkbox]'));
      await tap(editor.locator('button[type=submit]'));
      await editor.waitFor({ state: 'detached' });
      const check = page.getByRole('button', { name: 'Check', exact: true });
      const [c, tree] = [await check.boundingBox(), await page.locator('#alphabeta-svg').boundingBox()];
      const gap = c.y - (tree.y + tree.height);
      assert.ok(gap >= 0 && gap <= 40 && c.x >= tree.x - 20 && c.x < tree.x + tree.width, `Check is right under the alpha-beta tree: ${JSON.stringify({ c, tree })}`);
      await tap(check);
      await textMatches(page, '#practice-result', /1 right/);
      await page.waitForFunction(() => document.activeElement?.id === 'practice-result', null, { timeout: 5000 }).catch(() => {});
      assert.equal(await page.evaluate(() => document.activeElement.id), 'practice-result', 'the result has the focus');
      const r = await page.locator('#practice-result').boundingBox();
      const vp = page.viewportSize();
      assert.ok(r.y >= 0 && r.y + r.height <= vp.height, `the result is in view: ${JSON.stringify(r)}`);
      assert.ok(await page.locator('#practice-result').evaluate((el) => {
        const b = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(b.left + 10, b.top + b.height / 2));
      }), 'and not under the control bar');
    });
  }

  test('the card and the cursor say a node\'s name as written: "c2", not "C2"', async (t) => {
    const { page } = await open(t, '?tree=A max[B min[b1=3, b2=12], C min[c1=2, c2=4]]');
    await page.locator('#alphabeta-svg').focus();
    // A → B → C → c1 → c2.
    for (const k of ['ArrowDown', 'ArrowRight', 'ArrowDown', 'ArrowRight']) await page.keyboard.press(k);
    await textMatches(page, '#announce', /\bc2\b/);
    assert.doesNotMatch(await page.locator('#announce').textContent(), /\bC2\b/);
    await textMatches(page, '#node-tip', /^c2/);
    assert.doesNotMatch(await page.locator('#node-tip').textContent(), /C2/);
  });
});


// ---- type size and overlaps ------------------------------------------------------------

/** Views whose labels are measured: [name, link, how to reach it]. */
const VIEWS = [
  ['tic-tac-toe (Move 4)', ''],
  ['AIMA Fig. 5.2', '', 'AIMA Fig. 5.2'],
  ['Deeper tree', '', 'Deeper tree'],
  ['Chance (AIMA)', '', 'Chance (AIMA)'],
  ['Dice', '', 'Dice'],
  ['Connect Four, depth 2', '?game=connect4&moves=4453&depth=2'],
  ['Connect Four, depth 3 with a transposition table', '?game=connect4&moves=44&depth=3&enhance=tt'],
  ['Connect Four (canvas)', '?game=connect4'],
  ['random 5×6 (canvas)', '?random=5,6,1'],
  ['Pacman minimaxClassic, depth 2', '?game=pacman&maze=minimaxClassic&depth=2'],
  ['Pacman trappedClassic, random ghosts', '?game=pacman&maze=trappedClassic&depth=2&ghosts=random'],
  ['robots open8, depth 4', '?game=robots&maze=open8&depth=4'],
];

/**
 * Every visible label of the trees and every text of the sentences, counts
 * and card, with its rendered size in CSS px, and the pairs of tree labels
 * that overlap by more than 1 px.
 */
function measureText() {
  const shown = (el) => {
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.display === 'none' || cs.visibility === 'hidden' || e.hasAttribute('hidden')) return false;
    }
    return true;
  };
  const sizes = [];
  const overlaps = [];
  for (const svg of document.querySelectorAll('svg.tree-view')) {
    if (!shown(svg)) continue;
    const sr = svg.getBoundingClientRect();
    const boxes = [];
    for (const t of svg.querySelectorAll('text')) {
      if (!t.textContent.trim() || !shown(t)) continue;
      const r = t.getBoundingClientRect();
      if (r.width === 0 || r.right < sr.left || r.left > sr.right || r.bottom < sr.top || r.top > sr.bottom) continue;
      const m = t.getScreenCTM();
      // SVG text is scaled by its transforms: the size seen is the font's times their scale.
      const px = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
      const what = `${svg.id} .${t.getAttribute('class') || t.parentElement.getAttribute('class')} "${t.textContent}"`;
      sizes.push({ what, px });
      boxes.push({ what, r, el: t });
    }
    // Nor over another node's shape (its own node's may hold it: a leaf's value, a TT tag).
    const glyphs = [...svg.querySelectorAll('.nodes .glyph')].map((g) => ({ g, r: g.getBoundingClientRect() })).filter((x) => x.r.width > 0);
    for (const { what, r, el } of boxes) {
      const own = el.closest('.node')?.querySelector('.glyph');
      for (const { g, r: b } of glyphs) {
        if (g === own) continue;
        const w = Math.min(r.right, b.right) - Math.max(r.left, b.left), h = Math.min(r.bottom, b.bottom) - Math.max(r.top, b.top);
        if (w > 1 && h > 1) overlaps.push(`${what} over node ${g.parentElement.dataset.nodeId} (${w.toFixed(1)}×${h.toFixed(1)} px)`);
      }
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i].r, b = boxes[j].r;
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left), h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > 1 && h > 1) overlaps.push(`${boxes[i].what} × ${boxes[j].what} (${w.toFixed(1)}×${h.toFixed(1)} px)`);
      }
    }
  }
  for (const sel of ['.explain', '.counts', '#node-tip']) {
    for (const e of document.querySelectorAll(sel)) {
      if (!shown(e)) continue;
      const walk = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
      for (let n = walk.nextNode(); n; n = walk.nextNode()) {
        if (n.textContent.trim() && shown(n.parentElement)) sizes.push({ what: `${sel} "${n.textContent.trim().slice(0, 24)}"`, px: parseFloat(getComputedStyle(n.parentElement).fontSize) });
      }
    }
  }
  for (const [id, list] of Object.entries(window.__canvasText ?? {})) {
    const canvas = document.getElementById(id);
    if (!canvas || !shown(canvas) || !canvas.classList.contains('tree-view')) continue;
    for (const c of list) sizes.push({ what: `${id} "${c.text}"`, px: c.px });
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const a = list[i].r, b = list[j].r;
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left), h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > 1 && h > 1) overlaps.push(`${id} "${list[i].text}" × "${list[j].text}" (${w.toFixed(1)}×${h.toFixed(1)} px)`);
      }
    }
  }
  return { sizes, overlaps };
}

/** Opens view `v` at 1280×720, in lecture mode if asked (by its checkbox). */
async function openView(t, [, query, preset], lecture) {
  const { page } = await open(t, query);
  await page.addInitScript(recordCanvasText);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await settled(page);
  if (preset) { await openLesson(page, 'position'); await page.getByRole('button', { name: preset, exact: true }).click(); await settled(page); }
  if (lecture) { await page.getByRole('checkbox', { name: 'Lecture mode' }).check(); await settled(page); }
  return page;
}

/** Measures at a third, two thirds and the end of the trace, with a node's card open; returns the smallest sizes and all overlaps. */
async function measureSteps(page) {
  const total = await page.evaluate(() => window.abviz.app.total);
  const sizes = [];
  const overlaps = new Set();
  for (const step of [Math.floor(total / 3), Math.floor((2 * total) / 3), total]) {
    await page.locator('#position').fill(String(step));
    await page.evaluate(() => { for (const v of Object.values(window.abviz.views.canvas)) v.requestDraw(); });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    // A node's card: the pointer over the first node of the SVG trees that is on screen and not covered.
    const at = await page.evaluate(() => {
      for (const g of document.querySelectorAll('svg.tree-view:not([hidden]) .node')) {
        const r = g.getBoundingClientRect();
        const x = r.left + r.width / 2, y = r.top + r.height / 2;
        if (r.width > 0 && g.contains(document.elementFromPoint(x, y))) return [x, y];
      }
      return null;
    });
    if (at) { await page.mouse.move(...at); await page.locator('#node-tip').waitFor({ state: 'visible', timeout: 2000 }); }
    const m = await page.evaluate(measureText);
    sizes.push(...m.sizes.map((s) => ({ ...s, step })));
    for (const o of m.overlaps) overlaps.add(`step ${step}: ${o}`);
    await page.mouse.move(0, 0);
  }
  return { sizes, overlaps: [...overlaps] };
}

describe('type size and overlaps at 1280×720', () => {
  for (const lecture of [false, true]) {
    const least = lecture ? 16 : 12;
    for (const v of VIEWS) {
      test(`${v[0]}${lecture ? ', lecture mode' : ''}: no text under ${least} px, no label over another`, async (t) => {
        const page = await openView(t, v, lecture);
        const { sizes, overlaps } = await measureSteps(page);
        const small = sizes.filter((s) => !(s.px >= least - 0.01));
        const min = sizes.reduce((a, s) => (s.px < a.px ? s : a), { px: Infinity });
        t.diagnostic(`${sizes.length} texts; smallest ${min.px.toFixed(2)} px: ${min.what}`);
        assert.ok(sizes.some((s) => s.what.startsWith('.explain')), 'the sentence was measured');
        assert.deepEqual(small.slice(0, 12).map((s) => `step ${s.step}: ${s.what} ${s.px.toFixed(2)} px`), [], `text under ${least} px`);
        assert.deepEqual(overlaps.slice(0, 12), [], 'labels that overlap');
      });
    }
  }
});
