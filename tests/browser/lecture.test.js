// Issue 28, the lecture hall: one lesson at a time, the trees above a
// projector's fold, both trees level, the node being searched in sight, the
// lesson drawers with links of their own, and a phone's first screen.
// Every check reads what a person sees: boxes on screen, controls in view.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { button, openLesson, settled, shot, start } from './harness.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

const PROJECTOR = { viewport: { width: 1280, height: 720 } };
const LAPTOP = { viewport: { width: 1440, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/**
 * The controls a person can see on the first screen: every visible button, field, menu and link inside
 * the window, counted as Tab stops are (a group of radio buttons is one control, as it is one Tab stop).
 */
function controlsInView(page) {
  return page.evaluate(() => {
    const all = document.querySelectorAll('button, input, select, textarea, summary, a[href]');
    const groups = new Set();
    return [...all].filter((e) => {
      if (e.type === 'radio') { if (groups.has(e.name)) return false; groups.add(e.name); }
      if (!e.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
    }).map((e) => e.id || e.dataset.drawer || e.dataset.zoom || e.getAttribute('aria-label') || e.textContent.trim().slice(0, 20) || e.type);
  });
}

/** The box of `sel` on screen. */
const box = (page, sel) => page.locator(sel).first().evaluate((e) => { const r = e.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }; });

/** Every drawn node of `panel`'s tree, and the tree's box: {nodes: [{id, top, bottom, left, right}], canvas}. */
function nodeBoxes(page, panel) {
  return page.evaluate((p) => {
    const svg = document.querySelector(`[data-testid=${p}-tree] svg.tree-view`);
    const c = svg.getBoundingClientRect();
    // Each node's frame as drawn (a node drawn as a triangle at this zoom has an empty, hidden frame).
    const nodes = [...svg.querySelectorAll('.node[data-node-id] .frame')].map((f) => {
      const r = f.getBoundingClientRect();
      return { id: f.closest('.node').dataset.nodeId, top: r.top, bottom: r.bottom, left: r.left, right: r.right, drawn: r.width > 0 && r.height > 0 };
    }).filter((n) => n.drawn);
    return { nodes, canvas: { top: c.top, bottom: c.bottom, left: c.left, right: c.right } };
  }, panel);
}

/** Asserts every drawn node of `panel` lies inside its tree's box and (unless `inWindow` is false: a printed page) inside the window. */
async function assertWholeTree(page, panel, what, inWindow = true) {
  const { nodes, canvas } = await nodeBoxes(page, panel);
  const height = await page.evaluate(() => innerHeight);
  assert.ok(nodes.length > 0, `${what}: the tree is drawn`);
  if (inWindow) assert.ok(canvas.bottom <= height, `${what}: the tree's box ends at ${canvas.bottom}, inside the window (${height})`);
  for (const n of nodes) {
    assert.ok(n.top >= canvas.top - 1 && n.bottom <= canvas.bottom + 1 && n.left >= canvas.left - 1 && n.right <= canvas.right + 1,
      `${what}: node ${n.id} (${Math.round(n.left)},${Math.round(n.top)}–${Math.round(n.bottom)}) lies inside the tree's box ${JSON.stringify(canvas)}`);
  }
}

describe('the first screen at 1280×720', () => {
  const VIEWS = [
    ['Move 4', ''],
    ['Connect Four 4453 at depth 4', '?game=connect4&moves=4453&depth=4'],
    ['Connect Four with iterative deepening', '?game=connect4&moves=4453&depth=4&enhance=id'],
    ['Pacman minimaxClassic', '?game=pacman&maze=minimaxClassic&depth=2'],
    ['Nilsson Fig. 7 with its caption', '?preset=nilsson-fig7'],
    ['Rich Fig. 5 in Lecture mode', '?preset=rich-fig5&lecture=1'],
  ];
  for (const [name, query] of VIEWS) {
    test(`${name}: at most 30 controls, with playback, both trees and both counts in view`, async (t) => {
      const { page } = await h.openClean(t, query, PROJECTOR);
      const controls = await controlsInView(page);
      t.diagnostic(`${name}: ${controls.length} controls on the first screen`);
      assert.ok(controls.length <= 30, `${controls.length} controls on the first screen: ${controls.join(', ')}`);
      for (const id of ['play', 'step-forward', 'position', 'next-cut']) assert.ok(controls.includes(id), `${id} is on the first screen`);
      for (const sel of ['#alphabeta-counts', '#alphabeta-explain']) {
        const b = await box(page, sel);
        assert.ok(b.top >= 0 && b.bottom <= 720, `${sel} is on the first screen (${b.top}–${b.bottom})`);
      }
      // Both counts: side by side, or the hidden panel's under the visible one's (the overlay).
      const mm = await page.locator('#minimax-counts').isVisible() ? '#minimax-counts' : '#alphabeta-other';
      const b = await box(page, mm);
      assert.ok(b.top >= 0 && b.bottom <= 720, `minimax's count is on the first screen (${mm})`);
      await shot(page, `lecture-first-screen-${name.replace(/\W+/g, '-').toLowerCase()}`);
    });
  }
});

describe('both trees start level', () => {
  test('at 1280×720 and 1440×900, with and without a caption, the Negamax toggle, or an iterative-deepening pass bar', async (t) => {
    for (const size of [PROJECTOR, LAPTOP]) {
      let plain = null;
      for (const query of ['', '?preset=nilsson-fig7', '?preset=aima', '?game=connect4&moves=4453&depth=4&enhance=id', '?preset=horizon-secondary']) {
        const { page } = await h.openClean(t, query, size);
        const mm = await box(page, '[data-testid=minimax-tree] .canvas');
        const ab = await box(page, '[data-testid=alphabeta-tree] .canvas');
        assert.equal(Math.round(ab.top), Math.round(mm.top), `${query || 'Move 4'} at ${size.viewport.width}: the two trees start at the same height`);
        assert.equal(Math.round(ab.bottom), Math.round(mm.bottom), `${query || 'Move 4'}: and end at the same height`);
        if (query === '') plain = mm.top;
        // A gallery caption sits beside the trees, never above them (the secondary-search note is the panel's own).
        else if (query.includes('preset=') && !query.includes('secondary')) assert.equal(Math.round(mm.top), Math.round(plain), `${query} at ${size.viewport.width}: a caption does not push the trees down`);
      }
    }
  });
});

describe('a whole tree of up to 100 leaves on the first screen', () => {
  for (const [name, query] of [['Move 4 (86 leaves)', ''], ['AIMA Fig. 5.2', '?preset=aima'], ['Nilsson Fig. 7 (41 tips)', '?preset=nilsson-fig7'],
    ['Rich Fig. 5', '?preset=rich-fig5'], ['the deeper tree', '?preset=deep']]) {
    test(`${name}: every node inside the window with its sentence, at 1280×720 and 1440×900, in Lecture mode too`, async (t) => {
      for (const size of [PROJECTOR, LAPTOP]) {
        for (const lecture of [false, true]) {
          const { page } = await h.openClean(t, `${query}${query ? '&' : '?'}step=0${lecture ? '&lecture=1' : ''}`, size);
          // The end of the search shows every value and the best line.
          await button(page, 'Go to end').click();
          await settled(page);
          const what = `${name} at ${size.viewport.width}×${size.viewport.height}${lecture ? ', Lecture mode' : ''}`;
          for (const panel of ['minimax', 'alphabeta']) {
            if (await page.locator(`[data-testid=${panel}-tree]`).isVisible()) await assertWholeTree(page, panel, `${what}, ${panel}`);
          }
          const sentence = await box(page, '#alphabeta-explain');
          assert.ok(sentence.top >= 0 && sentence.bottom <= size.viewport.height, `${what}: the sentence is on the first screen`);
        }
      }
    });
  }
});

describe('the node being searched stays in sight', () => {
  test('Lecture mode, Nilsson Fig. 7: at every cut-off the ringed node and its cause are inside the window', async (t) => {
    const { page } = await h.openClean(t, '?preset=nilsson-fig7&lecture=1', PROJECTOR);
    const next = button(page, 'Next cut-off');
    for (let k = 0; k < 4; k++) {
      await next.click();
      const ring = await box(page, '[data-testid=alphabeta-tree] .focus-ring');
      const tree = await box(page, '[data-testid=alphabeta-tree] svg.tree-view');
      assert.ok(ring.bottom <= 720 && ring.top >= 0, `cut-off ${k + 1}: the ring (${Math.round(ring.top)}–${Math.round(ring.bottom)}) is inside the window`);
      assert.ok(ring.bottom <= tree.bottom + 1 && ring.top >= tree.top - 1, `cut-off ${k + 1}: the ring is inside the tree's box`);
    }
    await shot(page, 'lecture-fig7-cutoff');
  });

  test('zoomed in, Play keeps the current node inside the tree and the window', async (t) => {
    const { page } = await h.openClean(t, '?board=.........&depth=3', PROJECTOR);
    const zoomIn = page.locator('.view-bar [data-zoom=in]');
    for (let k = 0; k < 6; k++) await zoomIn.click();
    await page.locator('#speed').fill('8');
    await button(page, 'Play').click();
    for (let k = 0; k < 12; k++) {
      await page.waitForTimeout(150);
      const where = await page.evaluate(() => {
        const n = document.querySelector('[data-testid=alphabeta-tree] .node[data-node-state=current] .frame');
        if (!n) return null;
        const r = n.getBoundingClientRect(), c = document.querySelector('[data-testid=alphabeta-tree] svg.tree-view').getBoundingClientRect();
        return { inside: r.left >= c.left - 2 && r.right <= c.right + 2 && r.top >= c.top - 2 && r.bottom <= c.bottom + 2, onScreen: r.bottom <= innerHeight && r.top >= 0 };
      });
      if (!where) continue;
      assert.ok(where.inside && where.onScreen, `frame ${k}: the current node is in sight (${JSON.stringify(where)})`);
    }
  });
});

describe('one lesson at a time', () => {
  const LESSONS = [['position', ''], ['options', ''], ['horizon', ''], ['share', ''], ['pearl', ''], ['replay', ''], ['legend', ''],
    ['lab', '?game=connect4&moves=4453&depth=4'], ['solver', '?game=connect4&moves=4453&depth=4'], ['play', '?game=pacman&maze=minimaxClassic&depth=2']];
  test('each lesson opens from its button, puts drawer= in the link, reopens from the link, and closes with Escape or Close', async (t) => {
    for (const [name, query] of LESSONS) {
      const { page } = await h.openClean(t, query, PROJECTOR);
      assert.equal(await page.locator(`#drawer-${name}`).isVisible(), false, `${name}: closed at first`);
      await openLesson(page, name);
      await page.waitForFunction((n) => new URLSearchParams(location.search).get('drawer') === n, name);
      const url = page.url();
      // One lesson at a time: every other drawer is closed.
      assert.equal(await page.locator('.drawer:not([hidden])').count(), 1, `${name}: one drawer open`);
      const again = await h.openClean(t, url.slice(url.indexOf('/', 8) + 1), PROJECTOR);
      assert.ok(await again.page.locator(`#drawer-${name}`).isVisible(), `${name}: the link reopens the drawer`);
      const lessonButton = again.page.locator(`#lessons [data-drawer="${name}"]`);
      assert.equal(await lessonButton.getAttribute('aria-expanded'), 'true', `${name}: its button says it is open`);
      await again.page.locator(`#drawer-${name}`).focus();
      await again.page.keyboard.press('Escape');
      assert.equal(await again.page.locator(`#drawer-${name}`).isVisible(), false, `${name}: Escape closes it`);
      await again.page.waitForFunction(() => !new URLSearchParams(location.search).has('drawer'));
      await openLesson(page, 'legend' === name ? 'position' : 'legend');
      assert.equal(await page.locator(`#drawer-${name}`).isVisible(), false, `${name}: another lesson closes it`);
    }
  });

  test('the lab and the solver are Connect Four lessons, whole games the maze games\'; Close gives the focus back', async (t) => {
    const { page } = await h.openClean(t, '', PROJECTOR);
    for (const name of ['lab', 'solver', 'play']) assert.equal(await page.locator(`#lessons [data-drawer="${name}"]`).isVisible(), false, `${name}: no button for tic-tac-toe`);
    await openLesson(page, 'position');
    await page.getByRole('radio', { name: 'Connect Four' }).check();
    await settled(page);
    for (const name of ['lab', 'solver']) assert.ok(await page.locator(`#lessons [data-drawer="${name}"]`).isVisible(), `${name}: a button for Connect Four`);
    await openLesson(page, 'solver');
    await page.getByRole('button', { name: 'Close Solver' }).click();
    assert.equal(await page.locator('#drawer-solver').isVisible(), false);
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.drawer), 'solver', 'the focus is back on the Solver button');
  });
});

describe('a wide lesson beside the trees', () => {
  test('at 1280 and 1440 a wide drawer (the lab) turns Both into the overlay, one tree twice as wide; closed, both trees return; at 1920 both stay', async (t) => {
    const treeWidth = (page, alg) => page.locator(`[data-testid=${alg}-tree] .canvas`).evaluate((e) => e.getBoundingClientRect().width);
    for (const viewport of [{ width: 1280, height: 720 }, { width: 1440, height: 900 }]) {
      const size = `${viewport.width}×${viewport.height}`;
      const { page } = await h.openClean(t, '?game=connect4&moves=4453&depth=4', { viewport });
      const both = await treeWidth(page, 'alphabeta');
      assert.ok(await page.locator('[data-testid=minimax-tree]').isVisible(), `${size}: both trees at first`);
      await openLesson(page, 'lab');
      await page.waitForFunction(() => document.querySelector('.panels').dataset.view === 'overlay');
      assert.equal(await page.locator('[data-testid=minimax-tree]').isVisible(), false, `${size}: one tree beside the lab`);
      assert.ok(await page.getByRole('radio', { name: 'Overlay' }).isChecked(), `${size}: Show says Overlay`);
      assert.ok(await page.getByRole('radio', { name: 'Both' }).isDisabled(), `${size}: Both waits for the drawer to close`);
      const overlay = await treeWidth(page, 'alphabeta');
      assert.ok(overlay >= 520, `${size}: the one tree is ${Math.round(overlay)} px wide beside the lab (two would be about 300 each)`);
      await shot(page, `lecture-lab-overlay-${viewport.width}`);
      await page.getByRole('button', { name: 'Close Enhancement lab' }).click();
      await page.waitForFunction(() => document.querySelector('.panels').dataset.view === 'both');
      assert.ok(await page.locator('[data-testid=minimax-tree]').isVisible(), `${size}: both trees again`);
      assert.ok(Math.abs(await treeWidth(page, 'alphabeta') - both) < 2, `${size}: each as wide as before`);
    }
    const { page } = await h.openClean(t, '?game=connect4&moves=4453&depth=4&drawer=lab', { viewport: { width: 1920, height: 1080 } });
    assert.equal(await page.locator('.panels').getAttribute('data-view'), 'both', '1920: room for both beside the lab');
    assert.ok(await page.locator('[data-testid=minimax-tree]').isVisible());
    assert.ok(await treeWidth(page, 'alphabeta') >= 400);
  });
});

describe('a phone', () => {
  test('390×844 with touch: a tree, both counts and Play on the first screen, the sticky bar at most 120 px', async (t) => {
    const { page } = await h.openClean(t, '', PHONE);
    const bar = await box(page, '#controls');
    assert.ok(bar.bottom - bar.top <= 120, `the sticky control bar is ${Math.round(bar.bottom - bar.top)} px tall`);
    const root = await box(page, '[data-testid=alphabeta-tree] .node[data-node-id="0"]');
    assert.ok(root.top >= 0 && root.bottom <= 844, `the tree's root is on the first screen (${Math.round(root.top)})`);
    for (const sel of ['#alphabeta-counts', '#alphabeta-other', '#play']) {
      const b = await box(page, sel);
      assert.ok(b.top >= 0 && b.bottom <= 844, `${sel} is on the first screen`);
    }
    assert.match(await page.locator('#alphabeta-other').textContent(), /Minimax: Entered 0 of 186 nodes/);
    // Scrolled down, the control bar stays at the top.
    await page.evaluate(() => window.scrollTo(0, 600));
    const stuck = await box(page, '#controls');
    assert.ok(Math.abs(stuck.top) < 2, 'the control bar sticks to the top');
    await shot(page, 'lecture-phone');
  });
});

describe('print, and the page framed on a slide', () => {
  test('print: the trees and their sentences on one A4 landscape page, no controls, every node inside its box', async (t) => {
    const { page } = await h.openClean(t, '?preset=aima&step=20', PROJECTOR);
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.emulateMedia({ media: 'print' });
    for (const sel of ['header.top', '#controls', '.view-bar', '.side', '.panel-config']) assert.equal(await page.locator(sel).first().isVisible(), false, `${sel} is not printed`);
    for (const sel of ['#minimax-explain', '#alphabeta-explain', '#minimax-counts', '#alphabeta-counts', '[data-testid=alphabeta-tree] svg.tree-view']) {
      assert.ok(await page.locator(sel).isVisible(), `${sel} is printed`);
    }
    assert.match(await page.locator('#print-title').textContent(), /A two-ply game tree · step 20 of \d+/);
    // The printed size of the tree box: every node lies inside it, scaled whole.
    await page.setViewportSize({ width: 1047, height: 718 });
    for (const panel of ['minimax', 'alphabeta']) await assertWholeTree(page, panel, `printed ${panel}`, false);
    const pdf = await page.pdf({ preferCSSPageSize: true });
    const text = pdf.toString('latin1');
    assert.equal((text.match(/\/Type\s*\/Page[^s]/g) || []).length, 1, 'one page');
    const [, w, hgt] = text.match(/\/MediaBox\s*\[0 0 ([\d.]+) ([\d.]+)\]/);
    assert.ok(Math.abs(Number(w) - 841.9) < 1 && Math.abs(Number(hgt) - 595) < 1, `A4 landscape (${w} × ${hgt} pt)`);
    await shot(page, 'lecture-print');
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  });

  test('?embed=1 shows the trees and playback only; another site may frame it, but not the whole page', async (t) => {
    const { page } = await h.openClean(t, '?embed=1&preset=aima', { viewport: { width: 1100, height: 600 } });
    for (const sel of ['header.top', '.side', '.view-bar', '.compare', '.panel-config']) assert.equal(await page.locator(sel).first().isVisible(), false, `${sel} is not in the embed`);
    for (const sel of ['#play', '#position', '[data-testid=alphabeta-tree] svg.tree-view', '#alphabeta-explain']) assert.ok(await page.locator(sel).isVisible(), `${sel} is in the embed`);
    await button(page, 'Next cut-off').click();
    assert.match(await page.locator('#alphabeta-explain').textContent(), /pruned/);
    // "Open in abviz" opens the same view, step included, as the whole page.
    await page.locator('#embed-open').click({ modifiers: ['Control'] }).catch(() => {});
    const href = await page.locator('#embed-open').getAttribute('href');
    assert.ok(!/embed=/.test(href) && /preset=aima/.test(href) && /step=\d+/.test(href), href);
    // A course site on another origin frames the embed; the whole page refuses to be framed.
    const http = await import('node:http');
    const site = http.createServer((req, res) => {
      const src = req.url.includes('whole') ? `${h.origin}/?preset=aima` : `${h.origin}/?embed=1&preset=aima`;
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><title>course</title><iframe id="f" src="${src}" width="900" height="500"></iframe>`);
    });
    await new Promise((r) => site.listen(0, '127.0.0.1', r));
    t.after(() => site.close());
    const course = await h.browser.newContext();
    t.after(() => course.close());
    const p = await course.newPage();
    for (const [path, framed] of [['/embed', true], ['/whole', false]]) {
      await p.goto(`http://localhost:${site.address().port}${path}`);
      const frame = p.frames().find((f) => f !== p.mainFrame());
      const ready = await frame.waitForSelector('body[data-ready="true"]', { timeout: framed ? 15000 : 3000 }).then(() => true, () => false);
      assert.equal(ready, framed, `${path}: the page ${framed ? 'is' : 'is not'} shown in the other site's frame`);
    }
  });
});

test('on a projector, a drawer scrolled to its end shows its last control: the side column leaves the header its room', async (t) => {
  const { page } = await h.openClean(t, '?game=connect4&moves=4453&depth=2');
  await openLesson(page, 'position');
  const field = page.getByRole('textbox', { name: 'Column sequence' });
  // A person scrolls the drawer with the wheel over it, to its end.
  const side = await page.locator('.side').boundingBox();
  await page.mouse.move(side.x + side.width / 2, side.y + 300);
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 400);
  await page.waitForFunction(() => { const s = document.querySelector('.side'); return s.scrollTop + s.clientHeight >= s.scrollHeight - 1; });
  const box = await field.boundingBox();
  assert.ok(box.y + box.height <= 720, `the Column sequence box is in sight: its bottom at ${Math.round(box.y + box.height)} px of 720`);
  assert.equal(await page.evaluate(() => window.scrollY), 0, 'the page itself did not scroll');
  // And it can be typed into there.
  await field.fill('44');
  await field.press('Enter');
  await settled(page);
  assert.equal(await page.evaluate(() => new URLSearchParams(location.search).get('moves')), '44');
});
