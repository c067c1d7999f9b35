// Drawing a game tree as SVG, in screen space with level of detail.
//
// The layout is computed once per position in abstract units (x = leaf slot,
// y = depth). A shared Viewport maps units to pixels; nodes keep a readable
// glyph size however far the tree is zoomed out, and strokes stay one or two
// pixels wide, so "dashed grey" stays visibly dashed on a tree of hundreds of
// leaves. Zoomed out, a node is a textbook triangle (▲ MAX, ▼ MIN); zoomed in,
// it is a small board. Each node is one <g class="node"> with
// data-node-state = pending | current | visited | pruned.

import { STATE_NAMES, fmt, toMove, winningLine } from './model.js';

const SVG = 'http://www.w3.org/2000/svg';
/** Glyph size in px at full detail (a 3 × 3 board of 10 px cells plus padding). */
export const NODE = 34;
/** Below this glyph size boards give way to triangles. */
const BOARD_MIN = 15;
const PAD = 28;

function el(name, attrs = {}, parent = null) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

/**
 * Layered layout in units: leaves take consecutive slots left to right in
 * search order, each parent sits centred over its children, a row per depth.
 */
export function layout(tree) {
  const x = new Float64Array(tree.n);
  const y = new Float64Array(tree.n);
  let slot = 0;
  let depth = 0;
  for (let id = 0; id < tree.n; id++) {
    if (tree.children[id].length === 0) x[id] = slot++;
    y[id] = tree.depth[id];
    depth = Math.max(depth, tree.depth[id]);
  }
  // Children have larger preorder ids than their parents.
  for (let id = tree.n - 1; id >= 0; id--) {
    const kids = tree.children[id];
    if (kids.length) x[id] = (x[kids[0]] + x[kids[kids.length - 1]]) / 2;
  }
  return { x, y, slots: Math.max(slot, 1), depth };
}

/** Path data for X marks and O rings of a 9-character board in a 30-unit square. */
function marksPath(board, mark) {
  let d = '';
  for (let c = 0; c < 9; c++) {
    if (board[c] !== mark) continue;
    const cx = -10 + (c % 3) * 10, cy = -10 + Math.floor(c / 3) * 10;
    d += mark === 'X'
      ? `M${cx - 3} ${cy - 3}L${cx + 3} ${cy + 3}M${cx + 3} ${cy - 3}L${cx - 3} ${cy + 3}`
      : `M${cx + 3.2} ${cy}A3.2 3.2 0 1 0 ${cx - 3.2} ${cy}A3.2 3.2 0 1 0 ${cx + 3.2} ${cy}`;
  }
  return d;
}

const GRID = 'M-5 -15V15M5 -15V15M-15 -5H15M-15 5H15';
/** Most px between levels that zooming in spreads them to. */
const SY_MAX = 110;
const H = NODE / 2;

/**
 * Wheel zoom and drag pan of `el` over `viewport`, shared by the SVG and
 * canvas views. A press that moves less than 4 px is a click:
 * `on.click(event, pressTarget)`; `on.hover(event)` sees moves with no button down.
 */
export function panZoom(el, viewport, on = {}) {
  el.addEventListener('wheel', (ev) => {
    ev.preventDefault();
    const r = el.getBoundingClientRect();
    viewport.zoomAt(Math.exp(-ev.deltaY * 0.0015), ev.clientX - r.left, ev.clientY - r.top);
  }, { passive: false });
  let drag = null;
  const stop = () => { drag = null; el.classList.remove('dragging'); };
  el.addEventListener('pointerdown', (ev) => {
    drag = { x: ev.clientX, y: ev.clientY, tx: viewport.tx, ty: viewport.ty, moved: false, target: ev.target };
  });
  el.addEventListener('pointermove', (ev) => {
    if (!drag) { if (on.hover) on.hover(ev); return; }
    const dx = ev.clientX - drag.x, dy = ev.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < 4) return;
    if (!drag.moved) {
      drag.moved = true;
      el.setPointerCapture(ev.pointerId);
      el.classList.add('dragging');
    }
    viewport.set(viewport.sx, viewport.sy, drag.tx + dx, drag.ty + dy);
  });
  el.addEventListener('pointerup', (ev) => {
    if (drag && !drag.moved && on.click) on.click(ev, drag.target);
    stop();
  });
  el.addEventListener('pointercancel', stop);
}

/**
 * The zoom and pan both panels share, so the two trees always line up:
 * px per slot (sx), px per level (sy) and the offset of unit (0, 0).
 */
export class Viewport {
  constructor() {
    this.sx = 40; this.sy = 80; this.tx = 0; this.ty = 0;
    this.listeners = [];
  }
  set(sx, sy, tx, ty) {
    Object.assign(this, { sx, sy, tx, ty });
    for (const f of this.listeners) f();
  }
  /**
   * Zooms by `f` about the screen point (px, py). Rows stop spreading at
   * SY_MAX px: zoomed far into a wide tree, levels stay a screen apart.
   */
  zoomAt(f, px, py) {
    const sx = Math.min(400, Math.max(0.0005, this.sx * f));
    const gx = sx / this.sx;
    const sy = Math.min(Math.max(this.sy, SY_MAX), this.sy * gx);
    const gy = sy / this.sy;
    this.set(sx, sy, px - (px - this.tx) * gx, py - (py - this.ty) * gy);
  }
  /**
   * Fits leaf slots x0..x1 and depths d0..d1 into a panel of `rect`'s size:
   * leaves at most 1.35 glyphs apart, rows filling the height up to a
   * comfortable spacing.
   */
  fitRange(rect, x0, x1, d0, d1) {
    const w = Math.max(rect.width - 2 * PAD, 50), h = Math.max(rect.height - 2 * PAD - 30, 50);
    const sx = Math.min(w / Math.max(x1 - x0 + 1, 1), NODE * 1.35);
    const g = Math.min(NODE, sx * 0.82);
    const sy = d1 > d0 ? Math.min((h - g) / (d1 - d0), Math.max(g * 2.6, 90)) : 90;
    this.set(sx, sy, (rect.width - (x1 + x0) * sx) / 2, PAD + g / 2 + 12 - d0 * sy);
  }

  /**
   * Pans (without zooming) so that screen point (X, Y) lies inside a panel of
   * `rect`'s size, at least mx px from its sides and my px from its top and bottom.
   */
  reveal(rect, X, Y, mx = 40, my = mx) {
    if (X >= mx && X <= rect.width - mx && Y >= my && Y <= rect.height - my) return;
    const dx = X < mx || X > rect.width - mx ? rect.width / 2 - X : 0;
    const dy = Y < my || Y > rect.height - my ? rect.height / 2 - Y : 0;
    this.set(this.sx, this.sy, this.tx + dx, this.ty + dy);
  }

  /** Size of a node glyph in px at this zoom. */
  glyph() {
    return Math.max(4, Math.min(NODE, this.sx * 0.82, this.sy * 0.6));
  }
}

export class TreeView {
  /** @param svg the <svg> to draw into; @param algorithm "minimax" or "alphabeta" */
  constructor(svg, algorithm, viewport) {
    this.svg = svg;
    this.algorithm = algorithm;
    this.viewport = viewport;
    this.edgeLayer = el('g', { class: 'edges' }, svg);
    this.nodeLayer = el('g', { class: 'nodes' }, svg);
    this.labelLayer = el('g', { class: 'window-labels' }, svg);
    // A ring around the node being searched, so it stands out at any zoom.
    this.ring = el('circle', { class: 'focus-ring', r: 10, visibility: 'hidden' }, svg);
    viewport.listeners.push(() => this.place());
    this.installPanZoom();
  }

  installPanZoom() {
    panZoom(this.svg, this.viewport, {
      // A press that did not move is a click on whatever node is under it.
      click: (ev, target) => {
        const g = this.onNodeClick && target.closest && target.closest('.node[data-node-id]');
        if (g) this.onNodeClick(Number(g.dataset.nodeId), g);
      },
    });
  }

  /** Fits the whole tree into this panel (and so into both). */
  fit() {
    if (this.lay) this.viewport.fitRange(this.svg.getBoundingClientRect(), 0, this.lay.slots - 1, 0, this.lay.depth);
  }

  /** Draws `tree` with layout `lay`, all nodes pending. */
  draw(tree, lay) {
    this.tree = tree;
    this.lay = lay;
    this.edgeLayer.replaceChildren();
    this.nodeLayer.replaceChildren();
    this.labelLayer.replaceChildren();
    this.nodeEls = new Array(tree.n);
    this.glyphEls = new Array(tree.n);
    this.valueEls = new Array(tree.n);
    this.edgeEls = new Array(tree.n);
    this.edgePaths = new Array(tree.n);
    this.moveLabels = new Array(tree.n);
    for (let id = 0; id < tree.n; id++) {
      const max = tree.isMax[id];
      const leaf = tree.children[id].length === 0;
      if (tree.parent[id] >= 0) {
        // An edge takes the state of the child it leads to.
        const eg = el('g', { class: 'edge', 'data-edge-state': 'pending' }, this.edgeLayer);
        this.edgePaths[id] = el('path', {}, eg);
        const t = el('text', { class: 'move-label' }, eg);
        t.textContent = tree.kind === 'board' ? tree.move[id] : tree.move[id] + 1;
        this.moveLabels[id] = t;
        this.edgeEls[id] = eg;
      }
      const g = el('g', {
        class: `node ${max ? 'max' : 'min'}${leaf ? ' leaf' : ''}`,
        'data-node-id': id,
        'data-node-state': 'pending',
      }, this.nodeLayer);
      const glyph = el('g', { class: 'glyph' }, g);
      this.drawGlyph(glyph, tree, id);
      const v = el('text', { class: 'value', 'text-anchor': 'middle' }, g);
      this.nodeEls[id] = g;
      this.glyphEls[id] = glyph;
      this.valueEls[id] = v;
    }
    this.shown = new Int8Array(tree.n).fill(-1);
    this.shownValue = new Array(tree.n).fill('');
    this.shownEdge = new Array(tree.n).fill('');
    this.shownPv = new Array(tree.n).fill(false);
    this.lastState = null;
    this.place();
  }

  drawGlyph(g, tree, id) {
    const max = tree.isMax[id];
    if (!tree.boards) {
      // Textbook trees: ▲ MAX and ▼ MIN as in the books, leaves as squares with their value.
      if (tree.children[id].length === 0) {
        el('rect', { class: 'frame leafbox', x: -H, y: -H, width: NODE, height: NODE, rx: 2 }, g);
        const t = el('text', { class: 'leaf-value', x: 0, y: 5, 'text-anchor': 'middle' }, g);
        t.textContent = tree.value[id];
        const title = el('title', {}, g);
        title.textContent = `${max ? 'MAX' : 'MIN'} leaf ${tree.value[id]}`;
      } else {
        el('path', { class: 'frame tri-always', d: max ? 'M0 -16L18 15H-18Z' : 'M0 16L18 -15H-18Z' }, g);
        const title = el('title', {}, g);
        title.textContent = max ? 'MAX' : 'MIN';
      }
      return;
    }
    // Full detail: a board in a frame; MAX square with ▲ above, MIN round with ▼ below.
    el('rect', { class: 'frame detail', x: -H, y: -H, width: NODE, height: NODE, rx: max ? 1 : 9 }, g);
    el('path', { class: 'badge detail', d: max ? `M-6 ${-H - 1}L0 ${-H - 7}L6 ${-H - 1}Z` : `M-6 ${H + 1}L0 ${H + 7}L6 ${H + 1}Z` }, g);
    // Zoomed out: the textbook triangle alone.
    el('path', { class: 'frame tri', d: max ? 'M0 -16L17 14H-17Z' : 'M0 16L17 -14H-17Z' }, g);
    if (tree.boards) {
      const b = tree.boards[id];
      el('path', { class: 'grid detail', d: GRID }, g);
      el('path', { class: 'mark-x detail', d: marksPath(b, 'X') }, g);
      el('path', { class: 'mark-o detail', d: marksPath(b, 'O') }, g);
      const line = tree.children[id].length === 0 ? winningLine(b) : null;
      if (line) {
        const c = (i) => [-10 + (i % 3) * 10, -10 + Math.floor(i / 3) * 10];
        const [x1, y1] = c(line[0]), [x2, y2] = c(line[2]);
        el('path', { class: `win detail win-${b[line[0]]}`, d: `M${x1} ${y1}L${x2} ${y2}` }, g);
      }
      const title = el('title', {}, g);
      title.textContent = `${max ? 'MAX' : 'MIN'} node, ${toMove(b)} to move: ${b.slice(0, 3)}/${b.slice(3, 6)}/${b.slice(6)}`;
    }
  }

  /** Positions every node and edge for the current viewport. */
  place() {
    const tree = this.tree;
    if (!tree) return;
    const v = this.viewport;
    const g = v.glyph();
    const k = g / NODE;
    const detail = g >= BOARD_MIN;
    this.svg.classList.toggle('lod-detail', detail);
    this.svg.classList.toggle('lod-small', !detail);
    const showMoves = v.sx >= 16 && v.sy >= 40;
    const showValues = v.sx >= 14;
    this.svg.classList.toggle('hide-moves', !showMoves);
    this.svg.classList.toggle('hide-values', !showValues);
    const { x, y } = this.lay;
    const half = g / 2;
    for (let id = 0; id < tree.n; id++) {
      const X = v.tx + x[id] * v.sx, Y = v.ty + y[id] * v.sy;
      this.nodeEls[id].setAttribute('transform', `translate(${X.toFixed(1)} ${Y.toFixed(1)})`);
      this.glyphEls[id].setAttribute('transform', `scale(${k.toFixed(3)})`);
      const val = this.valueEls[id];
      val.setAttribute('y', (half + 11).toFixed(1));
      const p = tree.parent[id];
      if (p >= 0) {
        const PX = v.tx + x[p] * v.sx, PY = v.ty + y[p] * v.sy + half;
        const CY = Y - half;
        this.edgePaths[id].setAttribute('d', `M${PX.toFixed(1)} ${PY.toFixed(1)}L${X.toFixed(1)} ${CY.toFixed(1)}`);
        if (showMoves) {
          const t = this.moveLabels[id];
          const right = X >= PX;
          t.setAttribute('x', ((PX + X) / 2 + (right ? 3 : -3)).toFixed(1));
          t.setAttribute('y', ((PY + CY) / 2 + 3).toFixed(1));
          t.setAttribute('text-anchor', right ? 'start' : 'end');
        }
      }
    }
    if (this.lastState) this.drawWindows(this.lastState);
  }

  /** Screen position of node `id` under the current viewport. */
  screenPos(id) {
    const v = this.viewport;
    return [v.tx + this.lay.x[id] * v.sx, v.ty + this.lay.y[id] * v.sy];
  }

  /** Pans (without zooming) so that node `id` is inside the panel. */
  follow(id) {
    if (this.tree && id >= 0) this.viewport.reveal(this.svg.getBoundingClientRect(), ...this.screenPos(id));
  }

  /** Shows replay state `s` (see model.replay), changing only what differs. */
  update(s) {
    const tree = this.tree;
    if (!tree) return;
    for (let id = 0; id < tree.n; id++) {
      const st = s.state[id];
      if (this.shown[id] !== st) {
        this.shown[id] = st;
        const name = STATE_NAMES[st];
        this.nodeEls[id].setAttribute('data-node-state', name);
        if (this.edgeEls[id]) this.edgeEls[id].setAttribute('data-edge-state', name);
      }
      // A thick edge to the child a finished node chose; the PV at the end.
      const p = tree.parent[id];
      const edge = p >= 0 ? (s.pvSet && s.pvSet.has(id) ? 'pv' : s.chosen[p] === id ? 'chosen' : '') : '';
      if (p >= 0 && this.shownEdge[id] !== edge) {
        this.shownEdge[id] = edge;
        if (edge) this.edgeEls[id].setAttribute('data-edge-choice', edge); else this.edgeEls[id].removeAttribute('data-edge-choice');
      }
      const onPv = !!(s.pvSet && s.pvSet.has(id));
      if (this.shownPv[id] !== onPv) {
        this.shownPv[id] = onPv;
        this.nodeEls[id].classList.toggle('pv', onPv);
      }
      const text = s.known[id] ? fmt(s.value[id]) : '';
      if (this.shownValue[id] !== text) {
        this.shownValue[id] = text;
        this.valueEls[id].textContent = text;
      }
    }
    this.lastState = s;
    this.drawWindows(s);
  }

  /** α and β beside every node of the current path (alpha-beta only), and the focus ring. */
  drawWindows(s) {
    this.labelLayer.replaceChildren();
    if (s.current >= 0) {
      const [X, Y] = this.screenPos(s.current);
      this.ring.setAttribute('cx', X.toFixed(1));
      this.ring.setAttribute('cy', Y.toFixed(1));
      this.ring.setAttribute('r', (this.viewport.glyph() * 0.75 + 6).toFixed(1));
      this.ring.setAttribute('visibility', 'visible');
    } else {
      this.ring.setAttribute('visibility', 'hidden');
    }
    if (this.algorithm !== 'alphabeta') return;
    // Clear of the focus ring (radius 0.75 glyph + 6).
    const dx = this.viewport.glyph() * 0.75 + 9;
    for (const id of s.path) {
      const [X, Y] = this.screenPos(id);
      const t = el('text', { class: 'window', x: (X + dx).toFixed(1), y: (Y - 2).toFixed(1) }, this.labelLayer);
      t.textContent = `α ${fmt(s.alpha[id])}`;
      const u = el('text', { class: 'window', x: (X + dx).toFixed(1), y: (Y + 9).toFixed(1) }, this.labelLayer);
      u.textContent = `β ${fmt(s.beta[id])}`;
    }
  }

  /** Practice marks: a Map id -> "guess" | "window" | "right" | "missed" | "wrong" (others cleared). */
  setMarks(marks) {
    if (!this.tree) return;
    for (let id = 0; id < this.tree.n; id++) {
      const m = marks.get(id);
      const g = this.nodeEls[id];
      let label = g.querySelector('.practice-mark');
      if (m) {
        g.setAttribute('data-practice', m);
        if (!label) label = el('text', { class: 'practice-mark', x: 0, y: -NODE / 2 - 4, 'text-anchor': 'middle' }, g);
        // A symbol as well as a colour: ✂ a pruned guess, α β a window given, ✓ right, ! missed, ✗ wrong.
        label.textContent = { guess: '✂', window: 'α β', right: '✓', missed: '!', wrong: '✗' }[m];
      } else {
        g.removeAttribute('data-practice');
        if (label) label.remove();
      }
    }
  }

  clear() {
    this.tree = null;
    this.lay = null;
    this.lastState = null;
    this.edgeLayer.replaceChildren();
    this.nodeLayer.replaceChildren();
    this.labelLayer.replaceChildren();
    this.ring.setAttribute('visibility', 'hidden');
  }
}
