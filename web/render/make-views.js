// The tree panels' views and the parts that share them: both renderers per
// panel, the minimap, the stage (layout and fit), the node UI (cards, menu,
// keyboard cursor) and the level labels. Moved out of main.js, which keeps
// the state; each panel may draw a tree of its own (state/panels.js).

import { ALGORITHMS } from '../base/tree.js';
import { t } from '../i18n/index.js';
import { SvgView } from './svg-view.js';
import { CanvasView } from './canvas-view.js';
import { Minimap } from './minimap.js';
import { NodeUi } from './node-ui.js';
import { Stage } from './layout.js';
import { LevelLabels } from './levels.js';
import { panelSlot, panelTree } from '../state/panels.js';
import { isConfigured } from '../state/panel-config.js';

const $ = (id) => document.getElementById(id);

/**
 * Makes the views. `page`: {app, viewport, actions, practising(), active(),
 * showNode(id)}. Returns {views, minimap, stage, nodeUi, levels}.
 */
export function makeViews({ app, viewport, actions, practising, active, showNode }) {
  let nodeUi = null;
  const on = (alg) => ({
    click: (id, ev) => actions.nodeClick(id, ev, alg),
    hover: (id, ev) => { if (id >= 0) nodeUi.showCard(id, { left: ev.clientX, right: ev.clientX + 8, top: ev.clientY, bottom: ev.clientY + 8 }, alg); else nodeUi.hideCard(); },
    leave: () => nodeUi.hideCard(),
    // Dragging a node of a textbook tree along its row reorders it among its siblings (controls/tree-build.js).
    drag: (id, el) => actions.build?.drag(id, el, alg) ?? null,
  });
  const views = { svg: {}, canvas: {} };
  for (const alg of ALGORITHMS) {
    views.svg[alg] = new SvgView($(`${alg}-svg`), alg, viewport, on(alg));
    views.canvas[alg] = new CanvasView($(`${alg}-canvas`), alg, viewport, on(alg));
  }
  const minimap = new Minimap($('minimap'), viewport, views.canvas.alphabeta);
  const stage = new Stage(app, viewport, views);
  nodeUi = new NodeUi({
    // A panel's own tree and slot when the panels compare two configurations.
    tree: (alg) => (alg ? panelTree(app, alg) : app.tree), slot: (alg) => panelSlot(app, alg), separate: () => !!app.panels?.separate,
    // A card names the panel by its configuration when two are compared (panels/compare.js writes the headings).
    title: (alg) => (isConfigured(app.view) ? $(`${alg === 'minimax' ? 'mm' : 'ab'}-heading`).textContent : t(alg)),
    pos: () => app.pos, state: (alg) => app.states?.[alg], playing: () => app.playing,
    mode: () => app.mode, practising, views: () => Object.values(active()),
    isCollapsed: (id) => views.canvas.minimax.collapsed.has(id),
    select: (id) => { for (const v of Object.values(views.canvas)) { v.selected = id; v.requestDraw(); } },
    reveal: (id, zoomIn, alg) => stage.reveal(id, zoomIn, alg), actions,
    shown: showNode, // a game's panel may draw the node hovered or under the cursor (the maze games' state)
  });
  const levels = new LevelLabels(viewport, ALGORITHMS.map((alg) => $(`${alg}-svg`).parentElement), stage);
  for (const v of Object.values(views)) {
    for (const alg of ALGORITHMS) {
      nodeUi.wireCursor(v[alg]);
      v[alg].element.setAttribute('aria-roledescription', t('treeRole'));
    }
  }
  viewport.listeners.push(() => { if (!$('node-menu').hidden && !$('node-menu').contains(document.activeElement)) nodeUi.closeMenu(); });
  return { views, minimap, stage, nodeUi, levels };
}
