// Small trees (up to DRAW_LIMIT nodes) as SVG, one <g class="node"> per node
// with data-node-state = pending | current | visited | pruned, drawn in screen
// space so strokes and dashes keep their pixel size at every zoom.
//
// Level of detail is chosen per node, from the room it has on its level: the
// root and its few children draw full boards and values while their crowded
// grandchildren are triangles. Reads the same tree model (base/tree.js) as the
// canvas view; each node's thumbnail is its game's (games/).

import { STATE_NAMES, PENDING } from '../base/kinds.js';
import { fmt, fmtProb } from '../i18n/format.js';
import { nodeState } from '../state/timeline.js';
import { isLeaf, kindName, letters } from '../base/tree.js';
import { gameOf, moveLabel } from '../games/index.js';
import { el, GLYPH_KIT } from '../base/svg-el.js';
import { BOARD_MIN, NODE, gestures } from '../base/viewport.js';
import { labelSize } from '../base/colors.js';
import { declutter } from './declutter.js';
import { placeSvgTip } from './tips.js';
import { edgePlaces, windowPlaces } from './label-places.js';
import { placeSvgHorizon, placeSvgTags, practiceLabel, svgTags } from './marks.js';
import { negamaxShown, negated, signed, thresholdLabels } from '../state/negamax.js';

const f1 = (v) => v.toFixed(1);

/**
 * Which labels win room when they would overlap, best first: a textbook leaf's value, the nodes' shapes (which
 * labels keep clear of), α and β (a pair), a tip's value under its box (tips.js), values, practice marks, names,
 * edge labels, TT tags. The horizon's tags (marks.js) are always shown, as solid as the nodes. A label that would
 * overlap one before it tries its other places (label-places.js), else is hidden (data-crowded); the path's α and
 * β are always drawn.
 */
const LABELS = ['.leaf-value', { solid: '.nodes .glyph' }, { solid: '.nodes .hz-tag[visibility="visible"]' }, '.window-pair', '.tip-value', '.value', '.practice-mark', '.node-name', '.move-label', '.tt-tag'];
/** Time a frame may spend making elements. */
const SLICE_MS = 8;

export class SvgView {
  /** @param svg the <svg>; @param alg "minimax" or "alphabeta"; `on` = {click(id, ev), hover(id, ev), leave()} */
  constructor(svg, alg, viewport, on = {}) {
    this.svg = svg;
    this.alg = alg;
    this.viewport = viewport;
    this.on = on;
    this.overlay = false;
    this.ttEls = [];
    // Lines first, then the nodes, then every label on its halo: no line, ring
    // or arrow is ever drawn over a label (the nodes' own labels sit over the
    // lines and the ring; edge labels and α/β over everything).
    this.edgeLayer = el('g', { class: 'edges' }, svg);
    this.linkLayer = el('g', { class: 'cause-links' }, svg);
    // A ring around the node being searched, so it stands out at any zoom.
    this.ring = el('circle', { class: 'focus-ring', r: 10, visibility: 'hidden' }, svg);
    this.nodeLayer = el('g', { class: 'nodes' }, svg);
    this.moveLayer = el('g', { class: 'move-labels' }, svg);
    this.labelLayer = el('g', { class: 'window-labels' }, svg);
    this.cursorEl = el('path', { class: 'tree-cursor', visibility: 'hidden' }, svg);
    this.cursor = -1;
    addDefs(svg, `arrow-${alg}`);
    viewport.listeners.push(() => this.place());
    // The size is kept here as it changes, so drawing never forces a layout to read it.
    this.size = null;
    new ResizeObserver(([e]) => {
      this.size = { width: e.contentRect.width, height: e.contentRect.height };
    }).observe(this.svg);
    const nodeOf = (target) => {
      const g = target && target.closest && target.closest('.node[data-node-id]');
      return g ? Number(g.dataset.nodeId) : -1;
    };
    gestures(svg, viewport, {
      click: (ev, target) => { const id = nodeOf(target); if (id >= 0 && on.click) on.click(id, ev); },
      hover: (ev) => { if (on.hover) on.hover(nodeOf(ev.target), ev); },
      leave: () => { if (on.leave) on.leave(); },
      drag: (target) => { const id = nodeOf(target); return id >= 0 && on.drag ? on.drag(id, this.nodeEls?.[id]) : null; },
    });
  }

  get element() { return this.svg; }

  /**
   * Draws `tree`, all nodes pending. Elements are made in slices of a few
   * milliseconds, one slice a frame, top of the tree first, so that even the
   * largest SVG tree never blocks the page: `built` counts the nodes made so
   * far and `onBuilt` is called when all are there (data-built="true").
   */
  draw(tree) {
    this.tree = tree;
    this.game = gameOf(tree);
    for (const layer of [this.edgeLayer, this.linkLayer, this.nodeLayer, this.moveLayer, this.labelLayer]) layer.replaceChildren();
    const n = tree.n;
    this.nodeEls = new Array(n);
    this.glyphEls = new Array(n);
    this.glyphText = new Array(n); this.tipEls = new Array(n);
    this.valueEls = new Array(n);
    this.edgeEls = new Array(n);
    this.edgePaths = new Array(n);
    this.moveLabels = new Array(n);
    this.nameEls = new Array(n);
    this.shown = new Int8Array(n).fill(-1);
    this.shownValue = new Array(n).fill('');
    this.shownEdge = new Array(n).fill('');
    this.shownLod = new Array(n).fill('');
    this.ttEls = new Array(n);
    this.hzEls = new Array(n);
    this.shownTags = new Array(n).fill('|');
    this.marks = new Map();
    this.markTexts = new Map();
    this.last = null;
    this.built = 0;
    this.svg.dataset.built = 'false';
    const token = (this.buildToken = (this.buildToken || 0) + 1);
    const slice = () => {
      if (token !== this.buildToken || this.tree !== tree) return;
      const end = performance.now() + SLICE_MS;
      const from = this.built;
      const edges = document.createDocumentFragment(), nodes = document.createDocumentFragment();
      while (this.built < n && (this.built - from < 16 || performance.now() < end)) this.make(this.built++, edges, nodes);
      this.edgeLayer.appendChild(edges);
      this.nodeLayer.appendChild(nodes);
      this.place(from);
      if (this.last) this.update(this.last, this.lastPv, from);
      if (this.built < n) requestAnimationFrame(slice);
      else { this.declutter(); this.svg.dataset.built = 'true'; if (this.onBuilt) this.onBuilt(); }
    };
    // The first slice too waits for a frame: the task that chose this tree stays short.
    requestAnimationFrame(slice);
  }

  /** Makes node `id`'s elements (and its edge's) into the given fragments. */
  make(id, edges, nodes) {
    const tree = this.tree;
    if (tree.parent[id] >= 0) {
      // An edge takes the state of the child it leads to.
      const eg = el('g', { class: 'edge', 'data-edge-state': 'pending' }, edges);
      this.edgePaths[id] = el('path', {}, eg);
      this.edgeEls[id] = eg;
    }
    const g = el('g', {
      class: `node ${kindName(tree, id)}${isLeaf(tree, id) ? ' leaf' : ''}`,
      'data-node-id': id,
      'data-node-kind': kindName(tree, id),
      'data-node-state': 'pending',
    }, nodes);
    const glyph = el('g', { class: 'glyph' }, g);
    this.game.svgGlyph(glyph, tree, id, GLYPH_KIT);
    this.nodeEls[id] = g;
    this.glyphEls[id] = glyph;
    // A glyph's own text (a textbook leaf's value) is scaled with it: place() keeps it at the label size.
    this.glyphText[id] = glyph.querySelector('text');
  }

  /** Text elements are made when first shown: most nodes of a big tree never show theirs. */
  text(list, id, cls, parent, attrs = {}) {
    if (!list[id]) list[id] = el('text', { class: cls, ...attrs }, parent);
    return list[id];
  }

  /** Screen position of node `id`. */
  screenPos(id) {
    return this.viewport.toScreen(this.tree.x[id], this.tree.depth[id]);
  }

  /** Glyph size of node `id` at this zoom (its own room decides, not its level's). */
  glyph(id) {
    return this.viewport.glyph(this.tree.room[id]);
  }

  /** Positions every node made so far (from node `from` on) for the current viewport. */
  place(from = 0) {
    const tree = this.tree;
    if (!tree) return;
    const v = this.viewport;
    const rowsApart = v.sy >= 40;
    const names = !!this.game.named;
    const L = (this.L = this.labelPx ?? labelSize()); // labelPx: a slide's own size (slide.js)
    if (from === 0) placeSvgHorizon(this);
    for (let id = from; id < this.built; id++) {
      const [X, Y] = this.screenPos(id);
      const g = this.glyph(id);
      const node = this.nodeEls[id];
      node.setAttribute('transform', `translate(${f1(X)} ${f1(Y)})`);
      // Level of detail per node; values and names need room to be read (the root's value always shows).
      const lod = `${g >= BOARD_MIN ? 'detail' : 'small'}${g < 12 && id !== 0 ? ' no-value' : ''}${g < 12 ? ' no-name' : ''}`;
      if (this.shownLod[id] !== lod) { this.shownLod[id] = lod; node.dataset.lod = lod; }
      const scale = (g / NODE).toFixed(3);
      this.glyphEls[id].setAttribute('transform', `scale(${scale})`);
      const own = this.glyphText[id];
      if (own) {
        // Drawn at L px whatever the glyph's scale; hidden when its box is too small for it, never shrunk.
        const fs = Math.ceil((L / Number(scale)) * 100) / 100; // rounded up: never under L px
        own.style.fontSize = `${fs}px`;
        own.setAttribute('y', f1(0.36 * fs));
        own.toggleAttribute('data-tight', 0.62 * L * own.textContent.length > g + 2);
      }
      if (this.valueEls[id]) this.valueEls[id].setAttribute('y', f1(g / 2 + L));
      placeSvgTip(this, id, g, L);
      placeSvgTags(this, id, g, L);
      if (names && g >= 12) {
        // AIMA names the nodes of its trees, and so do the sentences here.
        const nm = this.text(this.nameEls, id, 'node-name', node, { 'text-anchor': 'middle' });
        if (!nm.textContent) nm.textContent = tree.names ? tree.names[id] : letters(id);
        nm.setAttribute('x', '0');
        nm.setAttribute('y', f1(-g / 2 - 4));
      }
      const p = tree.parent[id];
      if (p >= 0) {
        const [PX, PY0] = this.screenPos(p);
        const PY = PY0 + this.glyph(p) / 2, CY = Y - g / 2;
        this.edgePaths[id].setAttribute('d', `M${f1(PX)} ${f1(PY)}L${f1(X)} ${f1(CY)}`);
        // Labels sit by the edges' midpoints, where siblings are half their room apart: a probability
        // ("1/3", "0.17") needs about 20 px of it, as it sits beside its edge, staggered along it
        // (label-places.js); declutter.js leaves out any that would still touch.
        const show = rowsApart && tree.room[id] * v.sx >= (tree.isChance[p] ? 40 : 16);
        if (show) {
          // Below a chance node the edge carries the outcome's probability instead of its number.
          const chance = tree.isChance[p];
          const label = this.text(this.moveLabels, id, chance ? 'move-label prob' : 'move-label', this.moveLayer, { 'data-edge-state': this.edgeEls[id].dataset.edgeState });
          if (!label.textContent) label.textContent = chance ? fmtProb(tree.prob[id]) : moveLabel(tree, id);
          label.removeAttribute('visibility');
          const places = edgePlaces(PX, PY, X, CY, label.textContent.length, L);
          label.dataset.places = places;
          const [x, y, anchor] = places.split(' ')[0].split(',');
          label.setAttribute('x', x);
          label.setAttribute('y', y);
          label.setAttribute('text-anchor', anchor);
        } else if (this.moveLabels[id]) this.moveLabels[id].setAttribute('visibility', 'hidden');
      }
    }
    if (from === 0 && this.last) this.drawPath(this.last);
    this.drawCursor();
  }

  /** Shows state `s` (tree.stateAt) at trace position `s.pos`, changing only what differs. */
  update(s, pv = null, from = 0) {
    const tree = this.tree;
    if (!tree) return;
    const tl = tree.tl[this.slot ?? this.alg];
    const pos = s.pos;
    const pvSet = pv && pv.length ? new Set(pv) : null;
    const ghost = this.overlay ? tree.tl.minimax : null;
    for (let id = from; id < this.built; id++) {
      const st = nodeState(tl, id, pos, s.current);
      if (this.shown[id] !== st) {
        this.shown[id] = st;
        const name = STATE_NAMES[st];
        this.nodeEls[id].setAttribute('data-node-state', name);
        if (this.edgeEls[id]) this.edgeEls[id].setAttribute('data-edge-state', name);
        if (this.moveLabels[id]) this.moveLabels[id].setAttribute('data-edge-state', name);
      }
      const p = tree.parent[id];
      if (p >= 0) {
        // A thick edge to the child a finished node chose; the principal variation at the end. Below a node of
        // that line only its next move is marked: a move decided after the search (secondary search) is the one shown.
        const edge = pvSet && pvSet.has(id) ? 'pv' : pvSet && pvSet.has(p) ? '' : tl.exit[p] < pos && tl.best[p] === id ? 'chosen' : '';
        if (this.shownEdge[id] !== edge) {
          this.shownEdge[id] = edge;
          if (edge) this.edgeEls[id].setAttribute('data-edge-choice', edge); else this.edgeEls[id].removeAttribute('data-edge-choice');
        }
      }
      // "TT", "Q", "book", "≈": tags with a word, not only a colour (marks.js).
      svgTags(this, id, pos, this.glyph(id), this.L || labelSize());
      const onPv = !!(pvSet && pvSet.has(id));
      if (onPv !== this.nodeEls[id].classList.contains('pv')) this.nodeEls[id].classList.toggle('pv', onPv);
      // Overlay: nodes alpha-beta has not (yet) reached show minimax's value, dimmed.
      // A textbook leaf shows its value in its box already.
      // The Negamax view: every returned value from its side to move's view, signed (leaves too).
      const text = negamaxShown(this.slot ?? this.alg) ? (tl.exit[id] < pos ? signed(negated(tree, id, tl.value[id])) : '')
        : this.game.leafValue && isLeaf(tree, id) ? '' : tl.exit[id] < pos ? fmt(tl.value[id]) : ghost && st === PENDING ? fmt(ghost.value[id]) : '';
      if (this.shownValue[id] !== text) {
        this.shownValue[id] = text;
        const v = this.text(this.valueEls, id, 'value', this.nodeEls[id], { 'text-anchor': 'middle' });
        v.setAttribute('y', f1(this.glyph(id) / 2 + (this.L || labelSize())));
        v.textContent = text;
      }
    }
    this.last = s;
    this.lastPv = pv;
    if (from === 0) this.drawPath(s);
  }

  /** α/β beside each node of the current path (alpha-beta), the ring, and at a cut-off its cause. */
  drawPath(s) {
    this.labelLayer.replaceChildren();
    this.linkLayer.replaceChildren();
    for (const g of this.nodeLayer.querySelectorAll('.cause')) g.classList.remove('cause');
    if (s.current >= 0) {
      const [X, Y] = this.screenPos(s.current);
      this.ring.setAttribute('cx', f1(X));
      this.ring.setAttribute('cy', f1(Y));
      this.ring.setAttribute('r', f1(this.glyph(s.current) * 0.75 + 6));
      this.ring.setAttribute('visibility', 'visible');
    } else this.ring.setAttribute('visibility', 'hidden');
    if ((this.slot ?? this.alg) === 'alphabeta') this.drawWindows(s);
    this.declutter();
  }

  /** α and β beside each node of alpha-beta's path, and at a cut-off its cause linked to what it pruned. */
  drawWindows(s) {
    const L = this.L || labelSize();
    for (const id of s.path) {
      const [X, Y] = this.screenPos(id);
      const g = this.glyph(id);
      // Clear of the glyph, and of the ring around the current node (its radius and stroke).
      const dx = id === s.current ? g * 0.75 + 11 : g * 0.6 + 8;
      // α over β, moved together; always drawn (data-keep), on a halo if nowhere has room (label-places.js, declutter.js).
      const pair = el('g', {
        class: 'window-pair', 'data-places': windowPlaces(X, Y, g, dx, L),
        'data-line': f1(1.25 * L), 'data-keep': '', 'data-from': `${f1(X)},${f1(Y)},${f1(0.65 * g + 2)}`,
      }, this.labelLayer);
      el('line', { class: 'window-leader', visibility: 'hidden' }, pair);
      const a = el('text', { class: 'window', x: f1(X + dx), y: f1(Y - 0.2 * L) }, pair);
      const b = el('text', { class: 'window', x: f1(X + dx), y: f1(Y + 1.05 * L) }, pair);
      // The Negamax view: Rich's Use and Pass thresholds where α and β stand.
      [a.textContent, b.textContent] = negamaxShown(this.slot ?? this.alg) ? thresholdLabels(this.tree, s, id) : [`α ${fmt(s.alpha[id])}`, `β ${fmt(s.beta[id])}`];
    }
    const c = s.cause;
    if (c && c.node >= 0 && this.nodeEls[c.node]) {
      this.nodeEls[c.node].classList.add('cause');
      const [AX, AY] = this.screenPos(c.node);
      for (const kid of c.pruned) {
        const [BX, BY] = this.screenPos(kid);
        // A dotted arrow bowing out to the side, from the bound's owner to each child it pruned.
        const mx = (AX + BX) / 2 + (BX >= AX ? 30 : -30), my = (AY + BY) / 2;
        el('path', { class: 'cause-link', d: `M${f1(AX)} ${f1(AY)}Q${f1(mx)} ${f1(my)} ${f1(BX)} ${f1(BY - this.glyph(kid) / 2 - 3)}`, 'marker-end': `url(#arrow-${this.alg})` }, this.linkLayer);
      }
    }
  }

  /** Hides or moves the labels that would overlap a better one (declutter.js), or the level labels over the tree. */
  declutter() {
    if (!this.tree || !this.built) return;
    const levels = this.svg.parentElement?.querySelectorAll('.level-labels:not([hidden]) .level-label:not(.tick)') ?? [];
    declutter(this.svg, LABELS, [...levels].map((l) => l.getBoundingClientRect()));
  }

  /** The keyboard cursor: a thick square with a pointer above (a shape of its own, not only a colour). */
  drawCursor() {
    if (!this.tree || this.cursor < 0) { this.cursorEl.setAttribute('visibility', 'hidden'); return; }
    const [X, Y] = this.screenPos(this.cursor);
    const r = this.glyph(this.cursor) / 2 + 8;
    this.cursorEl.setAttribute('d', `M${f1(X - r)} ${f1(Y - r)}h${f1(2 * r)}v${f1(2 * r)}h${f1(-2 * r)}Z M${f1(X - 6)} ${f1(Y - r - 11)}h12l-6 8Z`);
    this.cursorEl.setAttribute('visibility', 'visible');
  }

  setCursor(id) {
    this.cursor = id;
    this.drawCursor();
  }

  /** Practice marks (id -> guess | window | value | right | missed | wrong) and own texts (typed values); others cleared. */
  setMarks(marks, texts = new Map()) {
    if (!this.tree) return;
    for (const id of new Set([...this.marks.keys(), ...marks.keys()])) {
      const m = marks.get(id);
      const g = this.nodeEls[id];
      if (!g) continue;
      let label = g.querySelector('.practice-mark');
      if (m) {
        g.setAttribute('data-practice', m);
        // Top right: above the node is its name.
        if (!label) label = el('text', { class: 'practice-mark', x: NODE / 2 + 3, y: -NODE / 2 + 8, 'text-anchor': 'start' }, g);
        label.textContent = practiceLabel(texts, id, m);
      } else {
        g.removeAttribute('data-practice');
        if (label) label.remove();
      }
    }
    this.marks = new Map(marks);
    this.markTexts = new Map(texts);
    this.declutter();
  }

  /** Where node `id` is on screen, for popups: a DOMRect. */
  nodeRect(id) {
    if (!this.nodeEls[id]) {
      const r = this.svg.getBoundingClientRect();
      const [X, Y] = this.screenPos(id);
      return { left: r.left + X, right: r.left + X, top: r.top + Y, bottom: r.top + Y, width: 0, height: 0 };
    }
    return this.nodeEls[id].getBoundingClientRect();
  }

  clear() {
    this.tree = null;
    this.built = 0;
    this.last = null;
    this.buildToken = (this.buildToken || 0) + 1;
    for (const layer of [this.edgeLayer, this.linkLayer, this.nodeLayer, this.moveLayer, this.labelLayer]) layer.replaceChildren();
    this.ring.setAttribute('visibility', 'hidden');
    this.cursorEl.setAttribute('visibility', 'hidden');
  }
}

/** The arrow head of cause links, with an id unique to its SVG. */
function addDefs(svg, id) {
  const defs = el('defs', {}, null);
  const m = el('marker', { id, viewBox: '0 0 10 10', refX: 8, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' }, defs);
  el('path', { d: 'M0 0L10 5L0 10Z', class: 'arrow-head' }, m);
  svg.insertBefore(defs, svg.firstChild);
}

