// Unit tests of the pure part of web/base/viewport.js: the Viewport's zoom, pan,
// fit and reveal arithmetic (gestures() needs the DOM and is left to the
// browser tests). Run with `node --test tests/unit/`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { NODE, PAD, Viewport } from '../../web/base/viewport.js';

const near = (a, b, msg, eps = 1e-6) => assert.ok(Math.abs(a - b) <= eps * Math.max(1, Math.abs(b)), `${msg}: ${a} vs ${b}`);

/** The point in units (leaf slots, levels) under screen point (px, py). */
const unitsAt = (v, px, py) => [(px - v.tx) / v.sx, (py - v.ty) / v.sy];

test('zoomAt keeps the point under the cursor fixed, zooming in and out', () => {
  const v = new Viewport();
  v.set(30, 70, 15, -40);
  for (const [f, px, py] of [[1.5, 100, 200], [1.1, 0, 0], [0.5, 640, 20], [3, 321.5, 77], [0.8, -50, 900], [10, 10, 10], [0.01, 500, 300]]) {
    const [ux, uy] = unitsAt(v, px, py);
    v.zoomAt(f, px, py);
    const [ux2, uy2] = unitsAt(v, px, py);
    near(ux2, ux, `x under (${px}, ${py}) after ×${f}`);
    near(uy2, uy, `y under (${px}, ${py}) after ×${f}`);
  }
});

test('zoomAt scales x by the factor; rows spread with it only up to 110 px', () => {
  const v = new Viewport();
  v.set(20, 50, 0, 0);
  v.zoomAt(2, 0, 0);
  near(v.sx, 40, 'sx doubles');
  near(v.sy, 100, 'sy doubles below the cap');
  v.zoomAt(2, 0, 0);
  near(v.sx, 80, 'sx doubles again');
  assert.equal(v.sy, 110, 'rows stop at 110 px');
  v.zoomAt(0.5, 0, 0);
  near(v.sy, 55, 'zooming out shrinks rows with x');
  // Rows already spread wider than the cap (a fit of a shallow tree) do not jump when zooming in.
  v.set(20, 150, 0, 0);
  v.zoomAt(1.5, 0, 0);
  assert.equal(v.sy, 150);
});

test('zoomAt clamps the scale to 0.0005–400 px a slot, still about the cursor', () => {
  const v = new Viewport();
  v.set(300, 80, 5, 5);
  const [ux] = unitsAt(v, 120, 40);
  v.zoomAt(10, 120, 40);
  assert.equal(v.sx, 400);
  near(unitsAt(v, 120, 40)[0], ux, 'fixed point at the clamp');
  v.set(0.001, 80, 5, 5);
  v.zoomAt(0.1, 120, 40);
  assert.equal(v.sx, 0.0005);
});

test('set, zoomAt and panBy notify every listener; panBy moves by pixels', () => {
  const v = new Viewport();
  let calls = 0;
  v.listeners.push(() => calls++, () => calls++);
  v.panBy(10, -5);
  assert.deepEqual([v.tx, v.ty], [10, -5]);
  v.zoomAt(1.2, 0, 0);
  assert.equal(calls, 4);
});

test('toScreen maps units to pixels', () => {
  const v = new Viewport();
  v.set(10, 50, 3, 7);
  assert.deepEqual(v.toScreen(0, 0), [3, 7]);
  assert.deepEqual(v.toScreen(4, 2), [43, 107]);
});

test('fitRange fits leaf slots x0..x1 and depths d0..d1 inside the rect, centred', () => {
  const rects = [{ width: 800, height: 500 }, { width: 320, height: 260 }, { width: 1600, height: 900 }, { width: 200, height: 700 }];
  const ranges = [[0, 0, 0, 0], [0, 8, 0, 2], [0, 85, 0, 5], [3, 7, 1, 3], [0, 20000, 0, 9], [100, 400, 2, 6]];
  for (const rect of rects) {
    for (const [x0, x1, d0, d1] of ranges) {
      const v = new Viewport();
      v.fitRange(rect, x0, x1, d0, d1);
      const at = `${rect.width}×${rect.height} fit ${x0}..${x1}, ${d0}..${d1}`;
      const [X0, Y0] = v.toScreen(x0, d0), [X1, Y1] = v.toScreen(x1, d1);
      assert.ok(X0 >= PAD - 1e-6 && X1 <= rect.width - PAD + 1e-6, `${at}: x inside the padding (${X0}, ${X1})`);
      assert.ok(Y0 >= PAD && Y1 <= rect.height - PAD, `${at}: y inside the padding (${Y0}, ${Y1})`);
      near((X0 + X1) / 2, rect.width / 2, `${at}: centred`);
      assert.ok(v.sx <= NODE * 1.35 + 1e-9, `${at}: leaves at most 1.35 glyphs apart`);
      assert.ok(v.sy > 0 && v.sy <= 110, `${at}: row spacing`);
      assert.equal(v.zoomedIn, false, `${at}: a fit is not zoomed in`);
      if (x0 === 0 && d0 === 0) assert.ok(v.showsWhole(rect, x1 + 1, d1), `${at}: showsWhole after a fit of the whole tree`);
    }
  }
});

test('fitRange of a narrow tree keeps leaves 1.35 glyphs apart instead of spreading them', () => {
  const v = new Viewport();
  v.fitRange({ width: 1600, height: 600 }, 0, 2, 0, 1);
  near(v.sx, NODE * 1.35, 'capped');
});

test('showsWhole is false when the tree runs past any edge', () => {
  const rect = { width: 800, height: 500 };
  const v = new Viewport();
  v.fitRange(rect, 0, 30, 0, 4);
  assert.ok(v.showsWhole(rect, 31, 4));
  const { sx, sy, tx, ty } = v;
  v.set(sx, sy, tx - 100, ty); assert.equal(v.showsWhole(rect, 31, 4), false, 'past the left edge');
  v.set(sx, sy, tx + 100, ty); assert.equal(v.showsWhole(rect, 31, 4), false, 'past the right edge');
  v.set(sx, sy, tx, ty - 100); assert.equal(v.showsWhole(rect, 31, 4), false, 'past the top');
  v.set(sx, sy, tx, ty + 400); assert.equal(v.showsWhole(rect, 31, 4), false, 'past the bottom');
  v.set(sx, sy, tx, ty);
  v.zoomAt(2, 400, 250);
  assert.equal(v.showsWhole(rect, 31, 4), false, 'zoomed in');
});

test('zoomedIn: after zooming past the last fit, not after zooming back out', () => {
  const v = new Viewport();
  v.fitRange({ width: 800, height: 500 }, 0, 80, 0, 4);
  assert.equal(v.zoomedIn, false);
  v.zoomAt(1.01, 400, 250);
  assert.equal(v.zoomedIn, false, 'a hair past the fit is not zoomed in');
  v.zoomAt(1.5, 400, 250);
  assert.equal(v.zoomedIn, true);
  v.zoomAt(1 / 1.6, 400, 250);
  assert.equal(v.zoomedIn, false);
  v.zoomAt(0.5, 400, 250);
  assert.equal(v.zoomedIn, false, 'zoomed out past the fit');
});

test('reveal does nothing when the point is inside the margins', () => {
  const rect = { width: 600, height: 400 };
  const v = new Viewport();
  v.set(30, 80, 11, 22);
  let calls = 0;
  v.listeners.push(() => calls++);
  for (const [X, Y] of [[300, 200], [24, 24], [576, 376], [100, 350]]) v.reveal(rect, X, Y);
  assert.deepEqual([v.sx, v.sy, v.tx, v.ty, calls], [30, 80, 11, 22, 0]);
});

test('reveal pans (never zooms) a point outside to the centre along the axis it is out on', () => {
  const rect = { width: 600, height: 400 };
  const cases = [[-50, 100, 350, 0], [700, 330, -400, 0], [120, 10, 0, 190], [500, 395, 0, -195], [-10, 900, 310, -700], [590, 5, -290, 195]];
  for (const [X, Y, dx, dy] of cases) {
    const v = new Viewport();
    v.set(30, 80, 11, 22);
    v.reveal(rect, X, Y);
    assert.deepEqual([v.sx, v.sy], [30, 80], 'no zoom');
    assert.deepEqual([v.tx - 11, v.ty - 22], [dx, dy], `reveal (${X}, ${Y})`);
    // The point is now inside: revealing it again does nothing.
    const before = [v.tx, v.ty];
    v.reveal(rect, X + dx, Y + dy);
    assert.deepEqual([v.tx, v.ty], before);
  }
});

test('reveal in a panel smaller than twice the margin centres the point', () => {
  const v = new Viewport();
  v.set(30, 80, 0, 0);
  v.reveal({ width: 30, height: 30 }, 40, 15);
  assert.deepEqual([v.tx, v.ty], [-25, 0]);
});

test('glyph size: full size with room, shrinking with the room between neighbours and the row spacing', () => {
  const v = new Viewport();
  v.set(40, 80, 0, 0);
  assert.equal(v.glyph(), NODE);
  assert.equal(v.glyph(0.5), 0.5 * 40 * 0.82);
  v.set(40, 30, 0, 0);
  assert.equal(v.glyph(), 18);
  v.set(0.01, 80, 0, 0);
  assert.equal(v.glyph(1), 4, 'never below 4 px');
});
