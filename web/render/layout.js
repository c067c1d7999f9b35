// Where the trees go on screen: which panels show (both, one, or the
// overlay), how tall the tree areas are for this window, fitting and zooming
// the shared viewport, and when the camera follows the search.

import { t } from '../i18n/index.js';

/** Below this width one tree is shown at a time, with a view switch. */
export const NARROW = 1000;
/**
 * Below this width a wide drawer (the lab, the solver, whole games, …) leaves too little room for two
 * trees side by side (under 300 px each at 1280): Both is shown as the overlay, one tree twice as wide,
 * as Lecture mode does, until the drawer closes.
 */
export const CRAMPED = 1600;

/** The window's class for the layout: 'narrow', 'cramped' (a wide drawer open below CRAMPED) or 'wide'. */
export function widthClass(drawer) {
  if (window.innerWidth < NARROW) return 'narrow';
  const wideDrawer = !!drawer && !!document.querySelector(`.drawer.wide[data-drawer="${drawer}"]`);
  return wideDrawer && window.innerWidth < CRAMPED ? 'cramped' : 'wide';
}

const $ = (id) => document.getElementById(id);

export class Stage {
  /** @param app the page state; @param viewport the shared Viewport; @param views {svg: {...}, canvas: {...}} */
  constructor(app, viewport, views) {
    this.app = app;
    this.viewport = viewport;
    this.views = views;
  }

  /** The panel whose size the viewport fits: the first visible one. */
  visibleView() {
    // From the layout, not from the DOM: reading offsetParent forces a layout, every frame during Play.
    const v = this.views[this.app.mode];
    return this.leftFits() ? v.minimax : v.alphabeta;
  }

  /** Whether the left panel is the one fitted: it alone is shown, or the right shows MCTS instead of a tree (web/mcts/). */
  leftFits() {
    return this.app.layout === 'minimax' || this.app.view?.right?.alg === 'mcts';
  }

  /**
   * The visible tree panel's size. Per frame (`cached`), the size a
   * ResizeObserver last gave, so that no frame of Play forces a layout to
   * learn it; after a change of layout, measured afresh.
   */
  rect(cached = false) {
    const view = this.visibleView();
    return cached && view.size ? { width: view.size.width, height: view.size.height } : view.element.getBoundingClientRect();
  }

  /** The tree the visible panel draws: its own when the panels compare two configurations (state/panels.js). */
  visibleTree() {
    const { app } = this;
    return app.panels?.trees[this.leftFits() ? 'minimax' : 'alphabeta'] ?? app.tree;
  }

  /** Fits the whole tree (or the subtree of `id`) into the panels, or into a box of `size` ({width, height}: the printed page's). */
  fit(id = 0, size = null) {
    const { app, viewport } = this;
    const tree = this.visibleTree();
    if (!tree) return;
    const rect = size ?? this.rect();
    // A large tree has the minimap in its top corner: the fitted tree starts below it.
    const minimap = app.mode === 'canvas' ? document.getElementById('minimap').offsetHeight : 0;
    // A left margin kept clear for labels beside the levels (the maze games' agents, render/levels.js).
    const gutter = this.gutter?.() ?? 0;
    // The whole tree fits the deeper panel's tree too, when each panel draws its own.
    const deepest = id === 0 && app.panels ? Math.max(app.panels.depth, tree.subDepth[0]) : tree.subDepth[id];
    viewport.fitRange({ width: rect.width - gutter, height: rect.height }, tree.leafStart[id], tree.leafEnd[id], tree.depth[id], deepest, minimap);
    if (gutter) viewport.panBy(gutter, 0);
  }

  /** Zooms about the centre of the panels. */
  zoom(f) {
    const { viewport } = this;
    const r = this.rect();
    viewport.zoomAt(f, r.width / 2, r.height / 2);
  }

  /**
   * Brings node `id` into view; with `zoom`, zooms in until it stands apart from its neighbours.
   * `alg`: the panel whose tree `id` is in (each panel's own when two configurations are compared).
   */
  reveal(id, zoomIn = false, alg = null) {
    const { app, viewport } = this;
    const tree = alg && app.panels ? app.panels.trees[alg] : this.visibleTree();
    if (!tree || id < 0) return;
    const view = alg ? this.views[app.mode][alg] : this.visibleView();
    const rect = this.rect();
    if (zoomIn && tree.room[id] * viewport.sx < 40) {
      const [X, Y] = view.screenPos(id);
      viewport.zoomAt(Math.min(60 / Math.max(tree.room[id] * viewport.sx, 1e-3), 1e6), X, Y);
    }
    const [X, Y] = view.screenPos(id);
    viewport.reveal(rect, X, Y, Math.min(rect.width / 2, view.glyph(id) / 2 + 40));
  }

  /**
   * The camera follows the node being searched only when it would leave the
   * view, and never while the whole tree fits.
   */
  follow(id) {
    const { app, viewport } = this;
    if (id < 0) return;
    const view = this.visibleView();
    const rect = this.rect(true);
    if (viewport.showsWhole(rect, app.tree.slots, Math.max(app.tree.maxDepth, app.panels?.depth ?? 0))) return;
    const [X, Y] = view.screenPos(id);
    viewport.reveal(rect, X, Y, view.glyph(id) / 2 + 6);
  }

  /** Which panels show: both, one, or the overlay (alpha-beta over the dimmed minimax tree). */
  applyLayout() {
    const { app } = this;
    const width = widthClass(app.view.drawer);
    let layout = app.view.view || (width === 'narrow' ? 'alphabeta' : 'both');
    const noBoth = !!app.view.lecture || width === 'cramped';
    if (noBoth && layout === 'both') layout = 'overlay';
    app.layout = layout;
    document.querySelector('.panels').dataset.view = layout;
    document.body.classList.toggle('lecture', !!app.view.lecture);
    // Framed on a slide or a course site: the trees and playback only (style.css body.embed).
    document.body.classList.toggle('embed', !!app.view.embed);
    $('embed-open').hidden = !app.view.embed;
    $('lecture').checked = !!app.view.lecture;
    for (const r of document.querySelectorAll('input[name=view]')) {
      r.checked = r.value === layout;
      if (r.value === 'both') r.disabled = noBoth;
    }
    for (const v of Object.values(this.views)) if (v.alphabeta) v.alphabeta.overlay = layout === 'overlay'; // no canvas views before the first large tree
    $('ab-heading').textContent = t(layout === 'overlay' ? 'overlayHeading' : 'alphabeta');
    this.sizeTrees();
  }

  /**
   * Keeps the trees sized while what stands above them changes height (a
   * sentence, a second line of counts, the header wrapping, a caption): a
   * ResizeObserver reports it after layout, so no frame of Play measures
   * anything. A tree the user has not zoomed into is fitted again.
   */
  watch() {
    let queued = false;
    const ro = new ResizeObserver(() => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => {
        queued = false;
        // The side column sticks at the window's top but starts under the header: it leaves the header's height,
        // or a drawer's last lines sit below the fold with no scroll left to reach them (1280×720).
        const main = document.querySelector('main.app');
        if (main) document.documentElement.style.setProperty('--top-h', `${Math.ceil(main.offsetTop + parseFloat(getComputedStyle(main).paddingTop))}px`);
        // Printing lays the page out anew; the printout has its own fit (controls/print.js).
        if (!this.app.tree || matchMedia('print').matches || !this.sizeTrees()) return;
        if (!this.viewport.zoomedIn) this.fit();
      });
    });
    for (const sel of ['header.top', '.controls', '.view-bar', '.practice-area', '.panel-head', '.panel-status', '.explain']) {
      for (const e of document.querySelectorAll(sel)) ro.observe(e);
    }
  }

  /**
   * Sizes the tree areas to the window: on wide screens they end at the
   * window's bottom edge (Play and both roots in the first view); on narrow
   * ones a tree fills the window below the sticky control bar. Returns
   * whether the size changed.
   */
  sizeTrees() {
    const bar = document.querySelector('.controls').offsetHeight;
    const panel = [...document.querySelectorAll('.panel')].find((p) => p.offsetParent !== null);
    if (!panel) return false;
    const box = panel.querySelector('.canvas');
    const above = box.getBoundingClientRect().top - panel.getBoundingClientRect().top;
    const wide = window.innerWidth >= NARROW;
    const top = box.getBoundingClientRect().top + window.scrollY;
    const h = wide ? window.innerHeight - top - 10 : window.innerHeight - bar - above - 24;
    const value = `${Math.max(280, Math.round(h))}px`;
    if (document.documentElement.style.getPropertyValue('--tree-h') === value) return false;
    document.documentElement.style.setProperty('--tree-h', value);
    return true;
  }
}
