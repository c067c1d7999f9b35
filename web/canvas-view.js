// Drawing the whole-game tree on a 2D canvas, with level of detail.
//
// Each frame costs O(what is on screen), not O(nodes): subtrees outside the
// view are skipped by their preorder id range, and a subtree narrower than
// about a pixel is drawn as one vertical stroke in its root's state. Zoomed
// in, nodes become triangles (▲ MAX, ▼ MIN) and then boards, with the same
// look as the SVG view: pending thin and light, current highlighted and
// ringed, visited solid, pruned dashed grey. A node's state at any trace
// position comes from the timelines (enter/exit/pruned event indices), so
// "Go to end" and scrubbing cost no more than any other frame.

import { NEVER, lowerBound } from './big-tree.js';
import { boardOf, fmt, kidsOf, toMove, winningLine } from './model.js';
import { NODE, panZoom } from './tree-view.js';

const COLORS = {
  max: '#1f5fbf', min: '#b4501a', pending: '#c3c7cf', pruned: '#9a9a9a', visited: '#4a5366',
  current: '#ffd54a', ring: '#e0a800', ink: '#1d2330', o: '#6b2fa3', bg: '#fcfcfb', mixed: '#dcdfe5',
};
const DASH = [4, 3];
const BOARD_MIN = 15;
const TRI_MIN = 5;
/** The keyboard cursor's colour (the page's focus colour) and the gap, in px, below which siblings are zoomed apart. */
const CURSOR = '#0b62d6';
const CURSOR_GAP = 24;

export class CanvasView {
  constructor(canvas, algorithm, viewport) {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d');
    this.algorithm = algorithm;
    this.viewport = viewport;
    this.tree = null;
    this.pos = 0;
    this.state = null;
    this.collapsed = new Set();
    this.selected = -1;
    this.cursor = -1; // the keyboard cursor's node, drawn while the keyboard is in the tree
    this.frames = 0;
    this.dirty = false;
    viewport.listeners.push(() => this.requestDraw());
    this.installPanZoom();
    // Keyboard access. role="application", not "img": screen readers (NVDA, JAWS)
    // keep the arrow keys for their own reading cursor on an image, while an
    // application hands them to the page, which is what moving between nodes
    // needs. A tree role would want one DOM element per node (549,946 here);
    // instead the page announces the cursor node in an aria-live region.
    // The page sets the (translated) aria-roledescription and description.
    canvas.tabIndex = 0;
    canvas.setAttribute('role', 'application');
  }

  installPanZoom() {
    const at = (ev) => {
      const r = this.canvas.getBoundingClientRect();
      return this.nodeAt(ev.clientX - r.left, ev.clientY - r.top);
    };
    panZoom(this.canvas, this.viewport, {
      click: (ev) => { if (this.onNodeClick) this.onNodeClick(at(ev), ev); },
      hover: (ev) => { if (this.onHover) this.onHover(at(ev), ev); },
    });
    this.canvas.addEventListener('pointerleave', () => { if (this.onHover) this.onHover(-1); });
    // A click does not take the focus: clicks and drags stay pointer gestures,
    // and the arrow keys keep stepping the animation; Tab brings the keyboard in.
    this.canvas.addEventListener('mousedown', (ev) => ev.preventDefault());
  }

  /** Shows `tree` (see big-tree.js); all nodes pending. */
  draw(tree) {
    this.tree = tree;
    this.collapsed = new Set();
    this.selected = -1;
    this.cursor = -1;
    this.requestDraw();
  }

  clear() {
    this.tree = null;
    this.state = null;
    const { ctx, canvas } = this;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
  }

  /** Fits the whole tree (or the subtree of `focus`) into the panel. */
  fit(focus = 0) {
    const tree = this.tree;
    if (!tree) return;
    this.viewport.fitRange(this.canvas.getBoundingClientRect(), tree.leafStart[focus], tree.leafEnd[focus], tree.depth[focus], tree.subDepth[focus]);
  }

  /** Screen position of node `id`. */
  screenPos(id) {
    const v = this.viewport;
    return [v.tx + this.tree.x[id] * v.sx, v.ty + this.tree.depth[id] * v.sy];
  }

  /** Pans (without zooming) so that node `id` is inside the panel. */
  follow(id) {
    if (this.tree && id >= 0) this.viewport.reveal(this.canvas.getBoundingClientRect(), ...this.screenPos(id));
  }

  /** The node drawn at screen point (px, py), or -1. */
  nodeAt(px, py) {
    const tree = this.tree;
    if (!tree) return -1;
    const v = this.viewport;
    const d = Math.round((py - v.ty) / v.sy);
    if (d < 0 || d > tree.maxDepth) return -1;
    const g = v.glyph();
    if (Math.abs(py - (v.ty + d * v.sy)) > Math.max(g / 2 + 4, 6)) return -1;
    const ids = tree.byDepth[d];
    const slot = (px - v.tx) / v.sx;
    // Binary search for the nearest node of this depth by x.
    let lo = 0, hi = ids.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (tree.x[ids[mid]] < slot) lo = mid + 1; else hi = mid;
    }
    let best = -1, bestDist = Infinity;
    for (const k of [lo - 1, lo]) {
      if (k < 0 || k >= ids.length) continue;
      const dist = Math.abs(v.tx + tree.x[ids[k]] * v.sx - px);
      if (dist < bestDist) { best = ids[k]; bestDist = dist; }
    }
    if (bestDist > Math.max(g / 2 + 3, 4) || this.hidden(best)) return -1;
    return best;
  }

  /** Whether `id` lies inside a collapsed subtree. */
  hidden(id) {
    for (let p = this.tree.parent[id]; p >= 0; p = this.tree.parent[p]) if (this.collapsed.has(p)) return true;
    return false;
  }

  /** `id`, or the collapsed node that hides it (its topmost collapsed ancestor). */
  visibleNode(id) {
    let shown = id;
    for (let p = this.tree.parent[id]; p >= 0; p = this.tree.parent[p]) if (this.collapsed.has(p)) shown = p;
    return shown;
  }

  /**
   * The node the keyboard cursor reaches from `id` with `key`: 'parent',
   * 'child' (the first; none under a collapsed node, as for the pointer),
   * 'prev' or 'next' (siblings, left to right), 'root'. -1 if there is none.
   * O(depth + log(children)): a child list is sorted, as ids are preorder.
   */
  step(id, key) {
    const tree = this.tree;
    if (key === 'root') return 0;
    if (key === 'parent') return tree.parent[id];
    if (key === 'child') {
      if (this.collapsed.has(id)) return -1;
      const kids = kidsOf(tree, id);
      return kids.length ? kids[0] : -1;
    }
    const p = tree.parent[id];
    if (p < 0) return -1;
    const kids = kidsOf(tree, p);
    const k = lowerBound(kids, id) + (key === 'next' ? 1 : -1);
    return k >= 0 && k < kids.length ? kids[k] : -1;
  }

  /**
   * Brings node `id` into view for the keyboard: with `zoom`, zooms in about
   * it when its siblings are drawn too close to tell apart; then pans
   * (Viewport.reveal) to keep it clear of the edges.
   */
  keepInView(id, zoom = true) {
    const tree = this.tree;
    if (!tree || id < 0) return;
    const p = tree.parent[id];
    if (zoom && p >= 0) {
      const kids = kidsOf(tree, p);
      const k = lowerBound(kids, id);
      let gap = Infinity;
      if (k > 0) gap = tree.x[id] - tree.x[kids[k - 1]];
      if (k + 1 < kids.length) gap = Math.min(gap, tree.x[kids[k + 1]] - tree.x[id]);
      const v = this.viewport;
      if (gap * v.sx < CURSOR_GAP) v.zoomAt((1.5 * CURSOR_GAP) / Math.max(gap * v.sx, 1e-3), ...this.screenPos(id));
    }
    // Pan with room for the rows of its parent and its children, if they fit
    // (the root, at the top of a fitted view, needs no room above).
    const r = this.canvas.getBoundingClientRect();
    const v = this.viewport;
    const my = p < 0 ? 40 : Math.min(r.height / 2, Math.max(40, v.sy + v.glyph()));
    v.reveal(r, ...this.screenPos(id), Math.min(r.width / 2, 60), my);
  }

  toggleCollapse(id) {
    if (this.collapsed.has(id)) this.collapsed.delete(id); else if (this.tree.size[id] > 1) this.collapsed.add(id);
    this.requestDraw();
  }

  /** Shows trace position `pos` with state `s` (from big-tree.stateAt). */
  update(pos, s) {
    this.pos = pos;
    this.state = s;
    this.requestDraw();
  }

  requestDraw() {
    if (this.dirty) return;
    this.dirty = true;
    requestAnimationFrame(() => { this.dirty = false; this.render(); });
  }

  /** 0 pending, 1 current, 2 visited, 3 pruned, at the current position. */
  nodeState(id, tl) {
    if (tl.pruned[id] < this.pos) return 3;
    if (this.state && id === this.state.current) return 1;
    if (tl.enter[id] < this.pos) return 2;
    return 0;
  }

  render() {
    const tree = this.tree;
    const { canvas, ctx } = this;
    const r = canvas.getBoundingClientRect();
    const dpr = window.devicePixelRatio || 1;
    const W = Math.max(1, Math.round(r.width)), H = Math.max(1, Math.round(r.height));
    if (canvas.width !== W * dpr || canvas.height !== H * dpr) { canvas.width = W * dpr; canvas.height = H * dpr; }
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = COLORS.bg;
    ctx.fillRect(0, 0, W, H);
    if (!tree) return;
    const v = this.viewport;
    const tl = tree.timeline(this.algorithm);
    const { parent, size, depth, x, leafStart, leafEnd, subDepth, isMax } = tree;
    const g = v.glyph();
    const lo = (-v.tx) / v.sx - 1, hi = (W - v.tx) / v.sx + 1;
    const maxVisibleDepth = Math.floor((H - v.ty) / v.sy) + 1;
    // Strokes batched by style: [pending, current, visited, pruned] edges and aggregate columns.
    const edges = [new Path2D(), new Path2D(), new Path2D(), new Path2D(), new Path2D()];
    const nodes = [];
    const half = g / 2;
    let id = 0;
    const n = tree.n;
    while (id < n) {
      if (leafEnd[id] < lo || leafStart[id] > hi || depth[id] > maxVisibleDepth) { id += size[id]; continue; }
      const st = this.nodeState(id, tl);
      const X = v.tx + x[id] * v.sx, Y = v.ty + depth[id] * v.sy;
      const p = parent[id];
      if (p >= 0) {
        const PX = v.tx + x[p] * v.sx, PY = v.ty + depth[p] * v.sy;
        const e = edges[st];
        e.moveTo(PX, PY + (g >= TRI_MIN ? half : 0));
        e.lineTo(X, Y - (g >= TRI_MIN ? half : 0));
      }
      // Its width is its leaves' slots: a chain down to one leaf is one slot
      // wide (not zero), so zoomed in it is drawn node by node like the rest.
      const narrow = size[id] > 1 && (leafEnd[id] - leafStart[id] + 1) * v.sx < 1.5;
      if (narrow || this.collapsed.has(id)) {
        // A subtree too narrow to see apart (or collapsed): one stroke down to its deepest level.
        if (narrow) {
          // Alpha-beta's visited subtrees are mostly pruned inside: draw them light
          // and let the dots of its visited nodes show the path.
          const e = edges[st === 0 ? 0 : st === 3 ? 3 : this.algorithm === 'alphabeta' ? 4 : 2];
          e.moveTo(X, Y);
          e.lineTo(X, v.ty + subDepth[id] * v.sy);
        } else nodes.push(id);
        id += size[id];
        continue;
      }
      if (g >= TRI_MIN && X > -g && X < W + g && Y > -g && Y < H + g) nodes.push(id);
      id++;
    }
    const edgeStyle = [
      [COLORS.pending, 1, null], [COLORS.visited, 1.6, null], [COLORS.visited, 1.6, null], [COLORS.pruned, 1.2, DASH],
      [COLORS.mixed, 1, null],
    ];
    for (let k = 0; k < 5; k++) {
      const [color, width, dash] = edgeStyle[k];
      ctx.strokeStyle = color;
      ctx.lineWidth = width;
      ctx.setLineDash(dash || []);
      ctx.stroke(edges[k]);
    }
    ctx.setLineDash([]);
    // Alpha-beta's visited nodes stay visible as dots even inside narrow columns:
    // they are the thin path through the tree this view is for.
    if (this.algorithm === 'alphabeta' && g < TRI_MIN) this.drawVisitedDots(tl, lo, hi, W, H);
    for (const id of nodes) this.drawNode(id, this.nodeState(id, tl), g, tl);
    this.drawPathLabels(g);
    if (this.selected >= 0 && !this.hidden(this.selected)) {
      const [X, Y] = this.screenPos(this.selected);
      ctx.strokeStyle = '#0b62d6';
      ctx.lineWidth = 2;
      ctx.setLineDash([2, 2]);
      ctx.strokeRect(X - half - 5, Y - half - 5, g + 10, g + 10);
      ctx.setLineDash([]);
    }
    if (this.cursor >= 0) this.drawCursor(this.visibleNode(this.cursor), g);
    this.frames++;
    this.painted = tree;
    if (this.onFrame) this.onFrame(this);
  }

  /**
   * The keyboard cursor: a thick square in the focus colour on a white
   * halo, with a pointer above. A shape of its own, apart from the round ring
   * of the node being searched and the dashed square of the menu's node.
   */
  drawCursor(id, g) {
    const ctx = this.ctx;
    const [X, Y] = this.screenPos(id);
    const r = g / 2 + 8;
    ctx.save();
    ctx.setLineDash([]);
    ctx.lineJoin = 'round';
    for (const [color, width] of [['#ffffff', 7], [CURSOR, 3.5]]) {
      ctx.strokeStyle = color;
      ctx.lineWidth = width;
      ctx.strokeRect(X - r, Y - r, 2 * r, 2 * r);
      ctx.beginPath();
      ctx.moveTo(X - 6, Y - r - 11); ctx.lineTo(X + 6, Y - r - 11); ctx.lineTo(X, Y - r - 3); ctx.closePath();
      ctx.stroke();
    }
    ctx.fillStyle = CURSOR;
    ctx.fill();
    ctx.restore();
  }

  /** Alpha-beta's entered nodes as dots (it enters few: 18,297 of 549,946 from the empty board). */
  drawVisitedDots(tl, lo, hi, W, H) {
    const { ctx, tree, viewport: v } = this;
    const ids = tree.enteredIds.alphabeta;
    ctx.fillStyle = COLORS.visited;
    for (let k = 0; k < ids.length; k++) {
      const id = ids[k];
      if (tl.enter[id] >= this.pos) break; // entered in id order, so the rest come later
      const xs = tree.x[id];
      if (xs < lo || xs > hi) continue;
      const X = v.tx + xs * v.sx, Y = v.ty + tree.depth[id] * v.sy;
      if (Y < -2 || Y > H + 2 || (this.collapsed.size && this.hidden(id))) continue;
      ctx.fillRect(X - 1.2, Y - 1.2, 2.4, 2.4);
    }
  }

  drawNode(id, st, g, tl) {
    const { ctx, tree } = this;
    const [X, Y] = this.screenPos(id);
    const half = g / 2;
    const max = tree.isMax[id];
    const color = max ? COLORS.max : COLORS.min;
    ctx.save();
    ctx.translate(X, Y);
    const pruned = st === 3;
    ctx.setLineDash(pruned ? DASH : []);
    ctx.strokeStyle = pruned ? COLORS.pruned : st === 0 ? COLORS.pending : color;
    ctx.lineWidth = st === 1 ? 3 : st === 0 ? 1 : 1.6;
    ctx.fillStyle = st === 1 ? COLORS.current : pruned ? '#eeeeee' : '#ffffff';
    const board = g >= BOARD_MIN ? boardOf(tree, id) : null;
    if (board) {
      ctx.beginPath();
      ctx.roundRect(-half, -half, g, g, max ? 1 : g * 0.26);
      ctx.fill();
      ctx.stroke();
      ctx.setLineDash([]);
      this.drawBoard(board, g, st, tree.size[id] === 1);
    } else {
      ctx.beginPath();
      if (max) { ctx.moveTo(0, -half); ctx.lineTo(half, half * 0.85); ctx.lineTo(-half, half * 0.85); } else { ctx.moveTo(0, half); ctx.lineTo(half, -half * 0.85); ctx.lineTo(-half, -half * 0.85); }
      ctx.closePath();
      if (st !== 0) {
        ctx.fillStyle = st === 1 ? COLORS.current : pruned ? '#eeeeee' : color;
        ctx.globalAlpha = st === 2 ? 0.55 : 1;
        ctx.fill();
        ctx.globalAlpha = 1;
      }
      ctx.stroke();
    }
    ctx.setLineDash([]);
    if (this.collapsed.has(id)) {
      ctx.fillStyle = COLORS.ink;
      ctx.font = `${Math.max(9, g * 0.35)}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.fillText(`+${(tree.size[id] - 1).toLocaleString('en')}`, 0, half + 12);
    } else if (g >= 12 && tl.exit[id] < this.pos) {
      ctx.font = 'bold 10px system-ui, sans-serif';
      ctx.textAlign = 'center';
      ctx.lineWidth = 3;
      ctx.strokeStyle = COLORS.bg;
      const text = fmt(tl.value[id]);
      ctx.strokeText(text, 0, half + 11);
      ctx.fillStyle = pruned ? COLORS.pruned : COLORS.ink;
      ctx.fillText(text, 0, half + 11);
    }
    if (st === 1) {
      ctx.strokeStyle = COLORS.ring;
      ctx.lineWidth = 3;
      ctx.beginPath();
      ctx.arc(0, 0, g * 0.75 + 6, 0, Math.PI * 2);
      ctx.stroke();
    }
    ctx.restore();
  }

  drawBoard(board, g, st, leaf) {
    const ctx = this.ctx;
    const c = g / 3.4; // cell size
    ctx.globalAlpha = st === 0 ? 0.4 : st === 3 ? 0.5 : 1;
    ctx.strokeStyle = '#b9bec8';
    ctx.lineWidth = 0.8;
    ctx.beginPath();
    for (const k of [-0.5, 0.5]) { ctx.moveTo(k * c, -1.5 * c); ctx.lineTo(k * c, 1.5 * c); ctx.moveTo(-1.5 * c, k * c); ctx.lineTo(1.5 * c, k * c); }
    ctx.stroke();
    const gray = st === 3;
    for (let i = 0; i < 9; i++) {
      const cx = (i % 3 - 1) * c, cy = (Math.floor(i / 3) - 1) * c;
      const r = c * 0.3;
      if (board[i] === 'X') {
        ctx.strokeStyle = gray ? COLORS.pruned : COLORS.ink;
        ctx.lineWidth = 1.5;
        ctx.beginPath();
        ctx.moveTo(cx - r, cy - r); ctx.lineTo(cx + r, cy + r); ctx.moveTo(cx + r, cy - r); ctx.lineTo(cx - r, cy + r);
        ctx.stroke();
      } else if (board[i] === 'O') {
        ctx.strokeStyle = gray ? COLORS.pruned : COLORS.o;
        ctx.lineWidth = 1.3;
        ctx.beginPath();
        ctx.arc(cx, cy, r, 0, Math.PI * 2);
        ctx.stroke();
      }
    }
    const line = leaf ? winningLine(board) : null;
    if (line) {
      const p = (i) => [(i % 3 - 1) * c, (Math.floor(i / 3) - 1) * c];
      const [a, b] = [p(line[0]), p(line[2])];
      ctx.strokeStyle = board[line[0]] === 'X' ? '#c62828' : '#2e7d32';
      ctx.lineWidth = 2.2;
      ctx.beginPath(); ctx.moveTo(a[0], a[1]); ctx.lineTo(b[0], b[1]); ctx.stroke();
    }
    ctx.globalAlpha = 1;
  }

  /** α and β beside alpha-beta's current path; a ring at the current node at any zoom. */
  drawPathLabels(g) {
    const s = this.state;
    if (!s || s.current < 0) return;
    const ctx = this.ctx;
    const [X, Y] = this.screenPos(s.current);
    ctx.strokeStyle = COLORS.ring;
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.arc(X, Y, g * 0.75 + 6, 0, Math.PI * 2);
    ctx.stroke();
    if (this.algorithm !== 'alphabeta') return;
    ctx.font = 'bold 10px system-ui, sans-serif';
    ctx.textAlign = 'left';
    for (const id of s.path) {
      const [px, py] = this.screenPos(id);
      const dx = g * 0.75 + 9;
      for (const [text, y] of [[`α ${fmt(s.alpha[id])}`, py - 2], [`β ${fmt(s.beta[id])}`, py + 9]]) {
        ctx.lineWidth = 3;
        ctx.strokeStyle = '#ffffff';
        ctx.strokeText(text, px + dx, y);
        ctx.fillStyle = '#0d47a1';
        ctx.fillText(text, px + dx, y);
      }
    }
  }
}

/** A small overview of the whole tree with the visible region marked; click or drag to move there. */
export class Minimap {
  constructor(canvas, viewport, main) {
    this.canvas = canvas;
    this.viewport = viewport;
    this.main = main; // the CanvasView whose size defines the visible region
    this.ctx = canvas.getContext('2d');
    viewport.listeners.push(() => this.render());
    const move = (ev) => {
      if (!this.tree) return;
      const r = canvas.getBoundingClientRect();
      const slot = ((ev.clientX - r.left) / r.width) * this.tree.slots;
      const d = ((ev.clientY - r.top) / r.height) * (this.tree.maxDepth + 1) - 0.5;
      const mr = this.main.canvas.getBoundingClientRect();
      const v = this.viewport;
      v.set(v.sx, v.sy, mr.width / 2 - slot * v.sx, mr.height / 2 - d * v.sy);
    };
    let down = false;
    canvas.addEventListener('pointerdown', (ev) => { down = true; canvas.setPointerCapture(ev.pointerId); move(ev); });
    canvas.addEventListener('pointermove', (ev) => { if (down) move(ev); });
    canvas.addEventListener('pointerup', () => { down = false; });
  }

  draw(tree) {
    this.tree = tree;
    this.render();
  }

  render() {
    const { canvas, ctx, tree } = this;
    const W = canvas.width, H = canvas.height;
    ctx.fillStyle = '#ffffffee';
    ctx.fillRect(0, 0, W, H);
    if (!tree) return;
    const rows = tree.maxDepth + 1;
    // The tree's silhouette: how many nodes of each depth fall in each column.
    if (!this.silhouette || this.silhouette.tree !== tree) {
      const img = ctx.createImageData(W, H);
      const counts = new Float32Array(W * rows);
      for (let id = 0; id < tree.n; id++) {
        const col = Math.min(W - 1, Math.floor((tree.x[id] / Math.max(tree.slots, 1)) * W));
        counts[tree.depth[id] * W + col]++;
      }
      const rowH = H / rows;
      for (let d = 0; d < rows; d++) {
        for (let col = 0; col < W; col++) {
          const c = counts[d * W + col];
          if (!c) continue;
          const a = Math.min(255, 60 + Math.log2(1 + c) * 30);
          for (let y = Math.floor(d * rowH + rowH * 0.3); y < Math.floor(d * rowH + rowH * 0.7); y++) {
            const o = (y * W + col) * 4;
            img.data[o] = 74; img.data[o + 1] = 83; img.data[o + 2] = 102; img.data[o + 3] = a;
          }
        }
      }
      this.silhouette = { tree, img };
    }
    ctx.putImageData(this.silhouette.img, 0, 0);
    const v = this.viewport;
    const mr = this.main.canvas.getBoundingClientRect();
    const x0 = (-v.tx / v.sx) / tree.slots * W, x1 = ((mr.width - v.tx) / v.sx) / tree.slots * W;
    const y0 = ((-v.ty / v.sy) + 0.5) / rows * H, y1 = (((mr.height - v.ty) / v.sy) + 0.5) / rows * H;
    ctx.strokeStyle = '#0b62d6';
    ctx.lineWidth = 2;
    ctx.strokeRect(Math.max(1, x0), Math.max(1, y0), Math.max(3, Math.min(W - 2, x1) - Math.max(1, x0)), Math.max(3, Math.min(H - 2, y1) - Math.max(1, y0)));
  }
}

export { toMove };
