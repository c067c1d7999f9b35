// What a click (or Enter) on a node does: its menu, or in practice its
// editor; and the menu's actions (collapse, focus, play the move, edit a leaf).

import { gameOf, leafValue } from '../games/index.js';
import { isLeaf } from '../base/tree.js';
import { realValue } from '../panels/practice.js';
import { leafEditor, practiceEditor } from '../render/editors.js';
import { loaders } from '../games/load.js';
import { treeBuilder } from './tree-build.js';
import { whatIf } from './what-if.js';

/** The node actions the views and the node UI call. */
export function nodeActions(page) {
  const { app } = page;
  const { withView } = loaders(page);
  const actions = {
    nodeClick(id, ev, alg) {
      // The menu acts on the right panel's tree: with two trees of their own, the left one's ids are not its ids.
      if (!app.tree || id < 0 || (app.panels?.separate && alg === 'minimax')) { page.nodeUi.closeMenu(); return; }
      const view = page.active()[alg];
      const rect = view.nodeRect(id);
      if (app.practice && !app.practice.checked) { actions.practice(id, rect, null); return; }
      page.nodeUi.openMenu(id, rect);
    },
    collapse(id) { for (const v of Object.values(page.views.canvas)) v.toggleCollapse(id); },
    focus(id) { page.stage.fit(id); },
    play(id) {
      // The game's position after this move (Connect Four: the root's moves with this one dropped in).
      withView({ position: gameOf(app.tree).playFrom(app.tree, id, app.view) }, { alertAt: 'board-alert' });
    },
    edit(id, rect) {
      const view = document.activeElement;
      // One edit of the tree builder's, so Undo takes it back. An edited figure becomes the student's own tree,
      // a new history entry that remembers the figure it was edited from (panels/gallery.js says so above the trees).
      leafEditor(rect, leafValue(app.tree, id), (v) => actions.build.setValue(id, v), view instanceof HTMLElement || view instanceof SVGElement ? view : null);
    },
    practice(id, rect, view) {
      // A value to give at inner nodes that minimax values (a leaf's is given).
      const withValue = !isLeaf(app.tree, id) && realValue(app.tree, id) !== null;
      practiceEditor(id, rect, app.practice, () => page.update(), view ? view.element : null, withValue);
    },
    // Add child, Remove, Rename, MAX / MIN / chance, Move (controls/tree-build.js).
    build: treeBuilder(page),
    // Try a value on a pruned leaf (controls/what-if.js).
    whatIf: whatIf(page),
  };
  return actions;
}
