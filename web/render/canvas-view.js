// Large trees (over make-views.js DRAW_LIMIT nodes, up to the empty board's 549,946 and a
// 1,000,000-node flat tree) on a 2D canvas, from the same model as the SVG
// view (base/tree.js). Each frame costs what is on screen, not the tree's size:
// subtrees outside the view are skipped by their leaf range; a subtree
// narrower than about a pixel is one stroke in its root's state; and among
// siblings closer than a pixel only one per pixel column is drawn (found by
// binary search), so a fan of a million leaves costs a few hundred strokes.
// Zoomed in, nodes become triangles and then boards, with the SVG view's
// look: pending thin and light, current highlighted and ringed, visited
// solid, pruned dashed grey. One node is drawn by canvas-node.js, a board
// by its game's descriptor (games/).

import { PENDING, PRUNED, VISITED } from '../base/kinds.js';
import { nodeState } from '../state/timeline.js';
import { lowerBound } from '../base/tree.js';
import { gameOf } from '../games/index.js';
import { COLORS, DASH, labelSize } from '../base/colors.js';
import { Room } from './declutter.js';
import { drawWindows, placeWindows } from './canvas-windows.js';
import { drawNode } from './canvas-node.js';
import { drawCanvasHorizon } from './marks.js';
import { TRI_MIN, gestures } from '../base/viewport.js';

/** What a game's glyph may draw with (games/index.js canvasGlyph): the opacity of a node in state `st`. */
const CANVAS_KIT = Object.freeze({ opacity: (st) => (st === PENDING ? 0.4 : st === PRUNED ? 0.5 : 1) });


export class CanvasView {
  /** @param alg "minimax" or "alphabeta"; `on` = {click(id, ev), hover(id, ev), leave()} */
  constructor(canvas, alg, viewport, on = {}) {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d');
    this.alg = alg;
    this.viewport = viewport;
    this.tree = null;
    this.state = null;
    this.pos = 0;
    this.overlay = false;
    this.collapsed = new Set();
    this.selected = -1;
    this.cursor = -1;
    this.marks = new Map();
    this.markTexts = new Map();
    this.frames = 0;
    this.dirty = false;
    viewport.listeners.push(() => this.requestDraw());
    // The size is kept here as it changes, so drawing never forces a layout to read it.
    this.size = null;
    new ResizeObserver(([e]) => {
      this.size = { width: e.contentRect.width, height: e.contentRect.height };
      this.requestDraw();
    }).observe(this.canvas);
    const at = (ev) => {
      const r = canvas.getBoundingClientRect();
      return this.nodeAt(ev.clientX - r.left, ev.clientY - r.top);
    };
    gestures(canvas, viewport, {
      click: (ev) => { if (on.click) on.click(at(ev), ev); },
      hover: (ev) => { if (on.hover) on.hover(at(ev), ev); },
      leave: () => { if (on.leave) on.leave(); },
    });
  }

  get element() { return this.canvas; }

  /** Shows `tree`, all nodes pending. */
  draw(tree) {
    this.tree = tree;
    this.game = gameOf(tree);
    this.collapsed = new Set();
    this.selected = -1;
    this.cursor = -1;
    this.requestDraw();
  }

  clear() {
    // The last painted tree goes too: a 1,000,000-node tree's arrays are 200 MB that Move 4 would keep.
    this.tree = null;
    this.painted = null;
    this.state = null;
    const { ctx, canvas } = this;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
  }

  screenPos(id) {
    return this.viewport.toScreen(this.tree.x[id], this.tree.depth[id]);
  }

  glyph(id) {
    return this.viewport.glyph(this.tree.room[id]);
  }

  /** The node drawn at screen point (px, py), or -1. */
  nodeAt(px, py) {
    const tree = this.tree;
    if (!tree) return -1;
    const v = this.viewport;
    const d = Math.round((py - v.ty) / v.sy);
    if (d < 0 || d > tree.maxDepth) return -1;
    const from = tree.depthStart[d], to = tree.depthStart[d + 1];
    const slot = (px - v.tx) / v.sx;
    let lo = from, hi = to - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (tree.x[tree.depthIds[mid]] < slot) lo = mid + 1; else hi = mid;
    }
    let best = -1, bestDist = Infinity;
    for (const k of [lo - 1, lo]) {
      if (k < from || k >= to) continue;
      const id = tree.depthIds[k];
      const dist = Math.hypot(v.tx + tree.x[id] * v.sx - px, v.ty + d * v.sy - py);
      if (dist < bestDist) { best = id; bestDist = dist; }
    }
    if (best < 0 || bestDist > Math.max(this.glyph(best) / 2 + 3, 5) || this.hidden(best)) return -1;
    return best;
  }

  /** Whether `id` lies inside a collapsed subtree. */
  hidden(id) {
    if (!this.collapsed.size) return false;
    for (let p = this.tree.parent[id]; p >= 0; p = this.tree.parent[p]) if (this.collapsed.has(p)) return true;
    return false;
  }

  /** `id`, or the topmost collapsed node that hides it. */
  visibleNode(id) {
    let shown = id;
    for (let p = this.tree.parent[id]; p >= 0; p = this.tree.parent[p]) if (this.collapsed.has(p)) shown = p;
    return shown;
  }

  toggleCollapse(id) {
    if (this.collapsed.has(id)) this.collapsed.delete(id); else if (this.tree.size[id] > 1) this.collapsed.add(id);
    this.requestDraw();
  }

  /** Shows state `s` (tree.stateAt) at trace position `s.pos`. */
  update(s) {
    this.pos = s.pos;
    this.state = s;
    this.requestDraw();
  }

  setCursor(id) {
    this.cursor = id;
    this.requestDraw();
  }

  /** Practice marks and their own texts, as SvgView.setMarks. */
  setMarks(marks, texts = new Map()) {
    this.marks = new Map(marks);
    this.markTexts = new Map(texts);
    this.requestDraw();
  }

  requestDraw() {
    if (this.dirty) return;
    this.dirty = true;
    requestAnimationFrame(() => { this.dirty = false; this.render(); });
  }

  /** Where node `id` is on screen, for popups: a DOMRect-like box. */
  nodeRect(id) {
    const r = this.canvas.getBoundingClientRect();
    const [X, Y] = this.screenPos(id);
    const g = this.glyph(id) / 2;
    return { left: r.left + X - g, top: r.top + Y - g, right: r.left + X + g, bottom: r.top + Y + g, width: 2 * g, height: 2 * g };
  }

  render() {
    const { canvas, ctx, tree } = this;
    const r = this.size || canvas.getBoundingClientRect();
    const dpr = this.scale || window.devicePixelRatio || 1; // scale: a slide's resolution (slide.js)
    const W = Math.max(1, Math.round(r.width)), H = Math.max(1, Math.round(r.height));
    if (canvas.width !== Math.round(W * dpr) || canvas.height !== Math.round(H * dpr)) { canvas.width = Math.round(W * dpr); canvas.height = Math.round(H * dpr); }
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = COLORS.bg;
    ctx.fillRect(0, 0, W, H);
    if (!tree) return;
    this.label = this.labelPx ?? labelSize(); // read once a frame, not once a node; labelPx: a slide's own size (slide.js)
    const v = this.viewport;
    const tl = tree.tl[this.slot ?? this.alg];
    const { parent, size, depth, x, leafStart, leafEnd, subDepth, childStart, childList } = tree;
    const cur = this.state ? this.state.current : -1;
    const pos = this.pos;
    const lo = (-v.tx) / v.sx - 1, hi = (W - v.tx) / v.sx + 1;
    const maxVisibleDepth = Math.floor((H - v.ty) / v.sy) + 1;
    const px = 1 / v.sx; // one pixel in slots
    // Strokes batched by style: pending, current, visited, pruned edges; then light "mixed" and pruned columns.
    const edges = [new Path2D(), new Path2D(), new Path2D(), new Path2D(), new Path2D(), new Path2D()];
    const nodes = [];
    const dots = [];
    const ab = (this.slot ?? this.alg) === 'alphabeta';
    const visit = (id) => {
      if (leafEnd[id] < lo || leafStart[id] > hi || depth[id] > maxVisibleDepth) return;
      const st = nodeState(tl, id, pos, cur);
      const X = v.tx + x[id] * v.sx, Y = v.ty + depth[id] * v.sy;
      const g = this.glyph(id);
      const p = parent[id];
      if (p >= 0) {
        const gp = this.glyph(p);
        const e = edges[st];
        e.moveTo(v.tx + x[p] * v.sx, v.ty + depth[p] * v.sy + (gp >= TRI_MIN ? gp / 2 : 0));
        e.lineTo(X, Y - (g >= TRI_MIN ? g / 2 : 0));
      }
      // A chain down to one leaf is one slot wide (not zero), so zoomed in it is drawn node by node.
      const narrow = size[id] > 1 && (leafEnd[id] - leafStart[id] + 1) * v.sx < 1.5;
      if (narrow) {
        // A column a pixel wide: alpha-beta's visited ones are mostly pruned inside, so light, with
        // dots for its path; pruned ones solid light grey (a dash cannot show in one pixel, and
        // dashing thousands of columns costs more than the rest of the frame).
        const col = edges[st === PENDING ? 0 : st === PRUNED ? 5 : ab ? 4 : 2];
        col.moveTo(X, Y);
        col.lineTo(X, v.ty + subDepth[id] * v.sy);
        if (ab && st !== PENDING && st !== PRUNED) this.dotsInside(id, tl, dots);
        return;
      }
      if (this.collapsed.has(id)) { nodes.push(id); return; }
      if (g >= TRI_MIN && X > -g && X < W + g && Y > -g && Y < H + g) nodes.push(id);
      else if (ab && st === VISITED && g < TRI_MIN) dots.push(X, Y);
      const s = childStart[id], e = childStart[id + 1];
      // The first child whose leaves reach the view (siblings' leaf ranges increase left to right).
      let k = s, hiK = e;
      while (k < hiK) { const mid = (k + hiK) >>> 1; if (leafEnd[childList[mid]] < lo) k = mid + 1; else hiK = mid; }
      while (k < e) {
        const c = childList[k];
        if (leafStart[c] > hi) break;
        visit(c);
        // Siblings in the same pixel column as c are not drawn apart: jump to the next column.
        const next = x[c] + px;
        if (k + 1 < e && x[childList[k + 1]] < next) {
          let a = k + 1, b = e;
          while (a < b) { const mid = (a + b) >>> 1; if (x[childList[mid]] < next) a = mid + 1; else b = mid; }
          k = a;
        } else k++;
      }
    };
    visit(0);
    drawCanvasHorizon(ctx, this, W); // the depth limit, when quiescence searched past it (marks.js)
    const edgeStyle = [[COLORS.pending, 1, null], [COLORS.visited, 1.6, null], [COLORS.visited, 1.6, null], [COLORS.pruned, 1.2, DASH], [COLORS.mixed, 1, null], [COLORS.prunedColumn, 1, null]];
    for (let k = 0; k < edges.length; k++) {
      const [color, width, dash] = edgeStyle[k];
      ctx.strokeStyle = color;
      ctx.lineWidth = width;
      ctx.setLineDash(dash || []);
      ctx.stroke(edges[k]);
    }
    ctx.setLineDash([]);
    // One dot a pixel, in one fill: at the end of the empty board there are 18,297 of them.
    ctx.fillStyle = COLORS.visited;
    const seen = new Set();
    const dotPath = new Path2D();
    for (let i = 0; i < dots.length; i += 2) {
      const key = Math.round(dots[i]) * 8192 + Math.round(dots[i + 1]);
      if (seen.has(key)) continue;
      seen.add(key);
      dotPath.rect(dots[i] - 1.2, dots[i + 1] - 1.2, 2.4, 2.4);
    }
    ctx.fill(dotPath);
    // The ring and a cut-off's cause under the nodes, so no label is ever under them.
    this.drawPath();
    // Labels never overlap, nor sit under the maze games' level labels: α and β along the path take
    // their room first (clear of the nodes), then each node's labels in turn; α and β are drawn last.
    this.room = new Room();
    for (const r of this.levelBoxes()) this.room.take(r, true);
    const glyphs = new Room();
    for (const id of nodes) {
      const [X, Y] = this.screenPos(id), h = this.glyph(id) * (tree.isChance[id] ? 0.65 : 0.5);
      glyphs.take({ left: X - h, right: X + h, top: Y - h, bottom: Y + h }, true);
    }
    const windows = placeWindows(this, glyphs, W, H);
    for (const id of nodes) this.drawNode(id, nodeState(tl, id, pos, cur), tl);
    drawCanvasHorizon(ctx, this, W, true);
    drawWindows(ctx, windows, this.label);
    if (this.selected >= 0 && !this.hidden(this.selected)) {
      const [X, Y] = this.screenPos(this.selected);
      const h = this.glyph(this.selected) / 2;
      ctx.strokeStyle = COLORS.cursor;
      ctx.lineWidth = 2;
      ctx.setLineDash([2, 2]);
      ctx.strokeRect(X - h - 5, Y - h - 5, 2 * h + 10, 2 * h + 10);
      ctx.setLineDash([]);
    }
    if (this.cursor >= 0) this.drawCursor(this.visibleNode(this.cursor));
    this.frames++;
    this.painted = tree;
    if (this.onFrame) this.onFrame(this);
  }

  /** Alpha-beta's entered nodes inside a narrow subtree, one dot per level (they share a pixel column). */
  dotsInside(id, tl, dots) {
    const { tree, viewport: v } = this;
    const ids = tl.ids;
    const end = id + tree.size[id];
    let lastDepth = -1;
    for (let j = lowerBound(ids, id); j < ids.length && ids[j] < end; j++) {
      const c = ids[j];
      if (tl.enter[c] >= this.pos) break; // entered in id order: the rest come later
      if (tree.depth[c] === lastDepth) continue;
      lastDepth = tree.depth[c];
      dots.push(v.tx + tree.x[c] * v.sx, v.ty + tree.depth[c] * v.sy);
    }
  }

  /** Draws node `id` in state `st` (canvas-node.js); a method, so tests can watch what a frame draws. */
  drawNode(id, st, tl) {
    drawNode(this, id, st, tl);
  }

  /** Draws a board of `cells` in a glyph of `g` px with its game's thumbnail (games/). */
  drawCells(cells, g, st, leaf) {
    this.game.canvasGlyph(this.ctx, cells, g, st, leaf, this.tree, CANVAS_KIT);
  }

  /** The boxes of the maze games' level labels over this canvas, in its px (none for other games). */
  levelBoxes() {
    const labels = this.canvas.parentElement?.querySelectorAll('.level-labels:not([hidden]) .level-label:not(.tick)');
    if (!labels?.length) return [];
    const c = this.canvas.getBoundingClientRect();
    return [...labels].map((l) => { const r = l.getBoundingClientRect(); return { left: r.left - c.left, right: r.right - c.left, top: r.top - c.top, bottom: r.bottom - c.top }; });
  }

  /** The ring at the current node and, at a cut-off, its cause linked to what it pruned (α and β: canvas-windows.js). */
  drawPath() {
    const s = this.state;
    if (!s || s.current < 0) return;
    const ctx = this.ctx;
    const [X, Y] = this.screenPos(s.current);
    ctx.strokeStyle = COLORS.ring;
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.arc(X, Y, this.glyph(s.current) * 0.75 + 6, 0, Math.PI * 2);
    ctx.stroke();
    if ((this.slot ?? this.alg) !== 'alphabeta') return;
    const c = s.cause;
    if (!c || c.node < 0) return;
    const [AX, AY] = this.screenPos(c.node);
    const h = this.glyph(c.node) / 2 + 4;
    ctx.strokeStyle = COLORS.cause;
    ctx.lineWidth = 2;
    ctx.strokeRect(AX - h, AY - h, 2 * h, 2 * h);
    ctx.strokeRect(AX - h - 3, AY - h - 3, 2 * h + 6, 2 * h + 6);
    ctx.setLineDash([2, 3]);
    for (const kid of c.pruned) {
      const [BX, BY] = this.screenPos(kid);
      const mx = (AX + BX) / 2 + (BX >= AX ? 30 : -30), my = (AY + BY) / 2;
      ctx.beginPath();
      ctx.moveTo(AX, AY);
      ctx.quadraticCurveTo(mx, my, BX, BY - this.glyph(kid) / 2 - 3);
      ctx.stroke();
    }
    ctx.setLineDash([]);
  }

  /** The keyboard cursor: a thick square in the focus colour on a white halo, with a pointer above. */
  drawCursor(id) {
    const ctx = this.ctx;
    const [X, Y] = this.screenPos(id);
    const r = this.glyph(id) / 2 + 8;
    ctx.save();
    ctx.lineJoin = 'round';
    for (const [color, width] of [['#ffffff', 7], [COLORS.cursor, 3.5]]) {
      ctx.strokeStyle = color;
      ctx.lineWidth = width;
      ctx.strokeRect(X - r, Y - r, 2 * r, 2 * r);
      ctx.beginPath();
      ctx.moveTo(X - 6, Y - r - 11); ctx.lineTo(X + 6, Y - r - 11); ctx.lineTo(X, Y - r - 3); ctx.closePath();
      ctx.stroke();
    }
    ctx.fillStyle = COLORS.cursor;
    ctx.fill();
    ctx.restore();
  }
}
