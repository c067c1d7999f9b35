// How the trees are shown: which panels, lecture mode, zoom, Expand all, and
// the layout when the window is resized.

import { widthClass } from '../render/layout.js';

const $ = (id) => document.getElementById(id);

/** Wires the view, lecture and zoom controls and the window's resize. */
export function wireViews(page) {
  const { app } = page;
  for (const r of document.querySelectorAll('input[name=view]')) {
    r.addEventListener('change', () => {
      app.view.view = r.value;
      page.stage.applyLayout();
      page.stage.fit();
      page.update();
    });
  }
  $('lecture').addEventListener('change', () => {
    app.view.lecture = $('lecture').checked;
    page.stage.applyLayout();
    page.stage.fit();
    page.update();
  });
  for (const b of document.querySelectorAll('[data-zoom]')) {
    b.addEventListener('click', () => {
      const z = b.dataset.zoom;
      if (z === 'in') page.stage.zoom(1.25); else if (z === 'out') page.stage.zoom(0.8); else if (z === 'fit') page.stage.fit();
      else if (app.panels?.separate) {
        // Each panel its own tree: the current node of the panel on screen (the right one when both show).
        const alg = app.layout === 'minimax' ? 'minimax' : 'alphabeta', s = app.states?.[alg];
        page.stage.reveal(s && s.current >= 0 ? s.current : 0, true, alg);
      } else {
        const s = app.states?.alphabeta?.current >= 0 ? app.states.alphabeta : app.states?.minimax;
        page.stage.reveal(s && s.current >= 0 ? s.current : 0, true);
      }
    });
  }
  $('expand-all').addEventListener('click', () => {
    for (const v of Object.values(page.views.canvas)) { v.collapsed.clear(); v.requestDraw(); }
  });
  let lastWidth = widthClass(app.view.drawer);
  window.addEventListener('resize', () => {
    if (!app.tree) return;
    const width = widthClass(app.view.drawer);
    const crossed = width !== lastWidth;
    lastWidth = width;
    if (crossed) page.stage.applyLayout(); else page.stage.sizeTrees();
    if (!page.viewport.zoomedIn || crossed) page.stage.fit();
    page.update();
  });
}
