// The tree panels' views and the parts that share them: both renderers per
// panel, the minimap, the stage (layout and fit), the node UI (cards, menu,
// keyboard cursor) and the level labels. Moved out of main.js, which keeps
// the state; each panel may draw a tree of its own (state/panels.js).
// The canvas renderer and its minimap (15 KB) come with the first tree too
// large for SVG (loadCanvas), not with the first view: until then
// views.canvas is empty.

import { ALGORITHMS } from '../base/tree.js';
import { t } from '../i18n/index.js';
import { SvgView } from './svg-view.js';
import { Stage } from './layout.js';
import { LevelLabels } from './levels.js';
import { panelSlot, panelTree } from '../state/panels.js';
import { isConfigured } from '../state/panel-config.js';

const $ = (id) => document.getElementById(id);

/** Most nodes drawn as SVG (one element per node); larger trees go to the canvas. */
export const DRAW_LIMIT = 500;

/** How a result is drawn: 'svg' when each panel's tree has at most DRAW_LIMIT nodes, else 'canvas'. */
export const modeOf = ({ panels, tree }) => (Math.max(panels.trees.minimax.n, tree.n) <= DRAW_LIMIT ? 'svg' : 'canvas');

/**
 * Makes the views. `page`: {app, viewport, actions, practising(), active(),
 * showNode(id)}. Returns {views, stage, levels, loadCanvas, addNodeUi}:
 * loadCanvas() loads the canvas renderer once, fills views.canvas and
 * resolves to the minimap; addNodeUi(NodeUi) makes the node cards, menus
 * and keyboard cursor (render/node-ui.js, which loads after the first trees:
 * main.js) over every view and returns them.
 */
export function makeViews({ app, viewport, actions, practising, active, showNode }) {
  let nodeUi = null;
  const on = (alg) => ({
    click: (id, ev) => actions.nodeClick?.(id, ev, alg), // none until the controls are wired (main.js)
    hover: (id, ev) => { if (!nodeUi) return; if (id >= 0) nodeUi.showCard(id, { left: ev.clientX, right: ev.clientX + 8, top: ev.clientY, bottom: ev.clientY + 8 }, alg); else nodeUi.hideCard(); },
    leave: () => nodeUi?.hideCard(),
    // Dragging a node of a textbook tree along its row reorders it among its siblings (controls/tree-build.js).
    drag: (id, el) => actions.build?.drag(id, el, alg) ?? null,
  });
  const views = { svg: {}, canvas: {} };
  for (const alg of ALGORITHMS) views.svg[alg] = new SvgView($(`${alg}-svg`), alg, viewport, on(alg));
  const stage = new Stage(app, viewport, views);
  const makeNodeUi = (NodeUi) => new NodeUi({
    // A panel's own tree and slot when the panels compare two configurations.
    tree: (alg) => (alg ? panelTree(app, alg) : app.tree), slot: (alg) => panelSlot(app, alg), separate: () => !!app.panels?.separate,
    // A card names the panel by its configuration when two are compared (panels/compare.js writes the headings).
    title: (alg) => (isConfigured(app.view) ? $(`${alg === 'minimax' ? 'mm' : 'ab'}-heading`).textContent : t(alg)),
    pos: () => app.pos, state: (alg) => app.states?.[alg], playing: () => app.playing,
    mode: () => app.mode, practising, views: () => Object.values(active()),
    isCollapsed: (id) => !!views.canvas.minimax?.collapsed.has(id),
    select: (id) => { for (const v of Object.values(views.canvas)) { v.selected = id; v.requestDraw(); } },
    reveal: (id, zoomIn, alg) => stage.reveal(id, zoomIn, alg), actions,
    shown: showNode, // a game's panel may draw the node hovered or under the cursor (the maze games' state)
  });
  const levels = new LevelLabels(viewport, ALGORITHMS.map((alg) => $(`${alg}-svg`).parentElement), stage);
  const wire = (v) => {
    nodeUi?.wireCursor(v);
    v.element.setAttribute('aria-roledescription', t('treeRole'));
  };
  for (const alg of ALGORITHMS) wire(views.svg[alg]);
  let canvas = null;
  const loadCanvas = () => {
    canvas ??= Promise.all([import('./canvas-view.js'), import('./minimap.js')]).then(([{ CanvasView }, { Minimap }]) => {
      for (const alg of ALGORITHMS) {
        views.canvas[alg] = new CanvasView($(`${alg}-canvas`), alg, viewport, on(alg));
        views.canvas[alg].overlay = views.svg[alg].overlay; // the layout on screen (layout.js applyLayout)
        wire(views.canvas[alg]);
      }
      return new Minimap($('minimap'), viewport, views.canvas.alphabeta);
    }, (e) => { canvas = null; throw e; }); // offline: tried again with the next large tree
    return canvas;
  };
  viewport.listeners.push(() => { if (nodeUi && !$('node-menu').hidden && !$('node-menu').contains(document.activeElement)) nodeUi.closeMenu(); });
  return {
    views, stage, levels, loadCanvas,
    addNodeUi: (NodeUi) => {
      nodeUi = makeNodeUi(NodeUi);
      for (const v of Object.values(views).flatMap(Object.values)) nodeUi.wireCursor(v);
      return nodeUi;
    },
  };
}
