// The zoom and pan that both tree panels share, and the gestures that drive
// it (wheel, mouse drag, touch). Units: x in leaf slots, y in levels; the
// viewport maps them to pixels, so both renderers and both panels line up
// node for node.

/** Glyph size in px at full detail (a 3 × 3 board of 10 px cells plus padding). */
export const NODE = 34;
/** Below this glyph size boards give way to triangles. */
export const BOARD_MIN = 15;
/** Below this glyph size nodes are not drawn one by one (canvas). */
export const TRI_MIN = 5;
/** Padding of a fitted tree, px. */
export const PAD = 24;
/** Most px between levels that zooming in spreads them to. */
const SY_MAX = 110;

export class Viewport {
  constructor() {
    this.sx = 40; this.sy = 80; this.tx = 0; this.ty = 0;
    this.fitSx = 40; // the scale of the last fit: "zoomed in" is more than this
    this.listeners = [];
  }

  set(sx, sy, tx, ty) {
    Object.assign(this, { sx, sy, tx, ty });
    for (const f of this.listeners) f();
  }

  /** Zooms by `f` about screen point (px, py); rows stop spreading at SY_MAX px. */
  zoomAt(f, px, py) {
    const sx = Math.min(400, Math.max(0.0005, this.sx * f));
    const gx = sx / this.sx;
    const sy = Math.min(Math.max(this.sy, SY_MAX), this.sy * gx);
    const gy = sy / this.sy;
    this.set(sx, sy, px - (px - this.tx) * gx, py - (py - this.ty) * gy);
  }

  /** Pans by (dx, dy) px. */
  panBy(dx, dy) {
    this.set(this.sx, this.sy, this.tx + dx, this.ty + dy);
  }

  /**
   * Fits leaf slots x0..x1 and depths d0..d1 into a panel of `rect`'s size,
   * below a strip `top` px high (kept for the minimap): leaves at most 1.35
   * glyphs apart, rows filling the height up to a comfortable spacing.
   */
  fitRange(rect, x0, x1, d0, d1, top = 0) {
    const w = Math.max(rect.width - 2 * PAD, 50), h = Math.max(rect.height - 2 * PAD - 24 - top, 50);
    const sx = Math.min(w / Math.max(x1 - x0 + 1, 1), NODE * 1.35);
    const sy = d1 > d0 ? Math.min((h - NODE / 2) / (d1 - d0), 110) : 90;
    this.fitSx = sx;
    this.set(sx, sy, (rect.width - (x1 + x0) * sx) / 2, top + PAD + NODE / 2 + 4 - d0 * sy);
  }

  /** Whether the view is zoomed in past the last fit (one finger then pans the tree, not the page). */
  get zoomedIn() {
    return this.sx > this.fitSx * 1.02;
  }

  /** Screen position of a point in units. */
  toScreen(x, d) {
    return [this.tx + x * this.sx, this.ty + d * this.sy];
  }

  /**
   * Pans (never zooms) so that screen point (X, Y) is inside a panel of
   * `rect`'s size with `margin` px to spare; does nothing if it already is.
   */
  reveal(rect, X, Y, margin = 24) {
    const mx = Math.min(margin, rect.width / 2), my = Math.min(margin, rect.height / 2);
    if (X >= mx && X <= rect.width - mx && Y >= my && Y <= rect.height - my) return;
    const dx = X < mx || X > rect.width - mx ? rect.width / 2 - X : 0;
    const dy = Y < my || Y > rect.height - my ? rect.height / 2 - Y : 0;
    this.panBy(dx, dy);
  }

  /** Glyph size in px of a node with `room` slots to its nearest neighbour on its level. */
  glyph(room = Infinity) {
    return Math.max(4, Math.min(NODE, room * this.sx * 0.82, this.sy * 0.6));
  }

  /** Whether the whole of a tree `slots` wide and `maxDepth` deep lies inside a panel of `rect`'s size. */
  showsWhole(rect, slots, maxDepth) {
    const g = NODE / 2;
    const [x0, y0] = this.toScreen(0, 0), [x1, y1] = this.toScreen(Math.max(slots - 1, 0), maxDepth);
    return x0 - g >= -1 && x1 + g <= rect.width + 1 && y0 - g >= -1 && y1 + g <= rect.height + 1;
  }
}

/**
 * Wheel zoom, mouse drag and touch on `el` over `viewport`.
 * - Mouse: the wheel zooms about the pointer, a drag pans.
 * - Touch: one finger scrolls the page (CSS touch-action: pan-y) unless the
 *   tree is zoomed in, when it pans the tree; two fingers pinch-zoom about
 *   their midpoint and pan with it.
 * A press that moves less than 4 px is a click: `on.click(event, target)`;
 * `on.hover(event)` sees mouse moves with no button down. A mouse or pen press
 * on what `on.drag(target)` answers with a handler drags that instead of
 * panning: handler.move(dx, dy) as it moves, handler.end(dx, dy) on release.
 */
export function gestures(el, viewport, on = {}) {
  el.addEventListener('wheel', (ev) => {
    ev.preventDefault();
    const r = el.getBoundingClientRect();
    viewport.zoomAt(Math.exp(-ev.deltaY * 0.0015), ev.clientX - r.left, ev.clientY - r.top);
  }, { passive: false });
  const syncTouchAction = () => el.classList.toggle('zoomed', viewport.zoomedIn);
  viewport.listeners.push(syncTouchAction);

  const pointers = new Map(); // pointerId -> {x, y}
  let press = null; // one pointer: {x, y, moved, target, type}
  let pinch = null; // two pointers: {dist, mx, my}
  const local = (p) => { const r = el.getBoundingClientRect(); return [p.x - r.left, p.y - r.top]; };
  const twoFinger = () => {
    const [a, b] = [...pointers.values()];
    return { dist: Math.hypot(a.x - b.x, a.y - b.y), mx: (a.x + b.x) / 2, my: (a.y + b.y) / 2 };
  };
  const end = (ev) => {
    pointers.delete(ev.pointerId);
    if (pointers.size < 2) pinch = null;
    if (pointers.size === 0) { press = null; el.classList.remove('dragging'); }
    // From two fingers to one: the one left carries on panning from here.
    if (pointers.size === 1 && press) {
      const [q] = pointers.values();
      press = { ...press, x: q.x, y: q.y, tx: viewport.tx, ty: viewport.ty, moved: true };
    }
  };

  el.addEventListener('pointerdown', (ev) => {
    pointers.set(ev.pointerId, { x: ev.clientX, y: ev.clientY });
    if (pointers.size === 1) {
      press = { x: ev.clientX, y: ev.clientY, tx: viewport.tx, ty: viewport.ty, moved: false, target: ev.target, type: ev.pointerType };
      // A finger keeps panning and scrolling; a node is moved by touch from its menu.
      if (ev.pointerType !== 'touch' && on.drag) press.drag = on.drag(ev.target);
    } else if (pointers.size === 2) {
      pinch = twoFinger();
      if (press) press.moved = true; // a second finger makes it a gesture, not a tap
    }
  });
  el.addEventListener('pointermove', (ev) => {
    const p = pointers.get(ev.pointerId);
    if (!p) { if (on.hover && ev.pointerType === 'mouse') on.hover(ev); return; }
    p.x = ev.clientX; p.y = ev.clientY;
    if (pinch && pointers.size === 2) {
      const now = twoFinger();
      const [mx, my] = local({ x: now.mx, y: now.my });
      viewport.panBy(now.mx - pinch.mx, now.my - pinch.my);
      if (pinch.dist > 0 && now.dist > 0) viewport.zoomAt(now.dist / pinch.dist, mx, my);
      pinch = now;
      return;
    }
    if (!press) return;
    const dx = ev.clientX - press.x, dy = ev.clientY - press.y;
    if (!press.moved && Math.hypot(dx, dy) < 4) return;
    // A finger on a tree that is not zoomed in scrolls the page (the browser does it).
    if (press.type === 'touch' && !viewport.zoomedIn) { press.moved = true; return; }
    if (!press.moved) {
      press.moved = true;
      try { el.setPointerCapture(ev.pointerId); } catch { /* the pointer is already gone */ }
      el.classList.add('dragging');
      // A node moves along its row: a press that sets off up or down pans the tree instead.
      if (press.drag && Math.abs(dy) > Math.abs(dx)) { press.drag.end(0, 0); press.drag = null; }
    }
    if (press.drag) press.drag.move(dx, dy); else viewport.set(viewport.sx, viewport.sy, press.tx + dx, press.ty + dy);
  });
  el.addEventListener('pointerup', (ev) => {
    if (press && !press.moved && pointers.size === 1 && on.click) on.click(ev, press.target);
    if (press?.drag) press.drag.end(press.moved ? ev.clientX - press.x : 0, press.moved ? ev.clientY - press.y : 0);
    end(ev);
  });
  el.addEventListener('pointercancel', (ev) => { press?.drag?.end(0, 0); end(ev); });
  el.addEventListener('pointerleave', (ev) => { if (ev.pointerType === 'mouse' && on.leave) on.leave(ev); });
}
