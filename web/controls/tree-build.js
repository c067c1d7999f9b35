// Building a textbook tree by clicks and keys (issue 31): the node menu's
// Add child, Remove, Rename, Make MAX / MIN / chance, Probabilities… and Move left / right,
// each one edit of the core's (wasm tree_edit) that re-runs both searches and
// goes into the link; a leaf's new value too; a node dragged along its row
// with a mouse or pen is moved among its siblings. New tree, Undo and Redo (Ctrl+Z,
// Ctrl+Shift+Z), and Copy tree. After an edit the keyboard cursor stays on the
// same node, and the view keeps its zoom and, at the trace's end, the end.

import { gameOf, leafValue } from '../games/index.js';
import { editedFrom } from '../state/gallery-presets.js';
import { kidsOf, pathMoves } from '../base/tree.js';
import { fieldEditor, leafEditor } from '../render/editors.js';
import { t, tError } from '../i18n/index.js';
import { fmtProb } from '../i18n/format.js';
import { loaders } from '../games/load.js';

/** The tree New tree gives: a MAX root with two leaves, the smallest tree with a choice. */
export const NEW_TREE = 'max[0,0]';

const $ = (id) => document.getElementById(id);

/** The node at `path` (child indices) in the page's tree, or the deepest of its ancestors there. */
export function nodeAtPath(tree, path) {
  let id = 0;
  for (const m of path) {
    const k = Array.from(kidsOf(tree, id)).find((c) => tree.move[c] === m);
    if (k === undefined) break;
    id = k;
  }
  return id;
}

/** The builder's actions, bound to `page`; wires its buttons and keys. */
export function treeBuilder(page) {
  const { app } = page;
  const { withView } = loaders(page);
  const undo = [], redo = [];
  let shown = null; // the text the last edit, undo or redo showed: another tree starts a new history

  const buttons = () => {
    $('tree-undo').disabled = !undo.length;
    $('tree-redo').disabled = !redo.length;
  };
  const stale = () => {
    if (shown === app.summary?.root) return false;
    undo.length = 0;
    redo.length = 0;
    buttons();
    return true;
  };

  /**
   * Shows `text` as the user's own tree (an edited figure remembers its figure), the cursor on `path`.
   * The view keeps its place: a zoom the user chose stays, and a trace shown to its end is shown to the
   * new one's end (both searches ran again; a step in between has no counterpart in the new trace).
   */
  async function show(text, path) {
    const from = editedFrom(app.view);
    const { viewport } = page;
    const zoom = viewport.zoomedIn ? [viewport.sx, viewport.sy, viewport.tx, viewport.ty] : null;
    const atEnd = app.total > 0 && app.pos >= app.total;
    const ok = await withView({ position: from ? { tree: text, from } : { tree: text }, preset: null }, { alertAt: 'tree-alert' });
    if (!ok) return false;
    shown = app.summary.root;
    if (zoom) viewport.set(...zoom);
    if (atEnd) page.seek(app.total);
    if (path) page.nodeUi.keepPlace(nodeAtPath(app.tree, path));
    return true;
  }

  /** Shows `text`, the tree `before` edited, with the cursor on path `to`, as one step of Undo. */
  async function commit(before, text, to) {
    stale();
    if (!(await show(text, to))) return;
    undo.push(before);
    redo.length = 0;
    buttons();
    page.nodeUi.say(t('build.done'));
  }

  /** Makes `edit` at node `id`; the cursor then goes to `to` (a path). A refused edit throws the core's error. */
  async function edit(id, edit, to) {
    const before = app.summary.root;
    const { text } = await page.engine.treeEdit(before, { path: pathMoves(app.tree, id), ...edit });
    await commit(before, text, to);
  }

  /** Undo (`from` = undo, `to` = redo) or Redo; the cursor keeps its path where the node still is. */
  async function travel(from, to) {
    if (stale() || !from.length) return;
    const cur = app.summary.root;
    const at = page.nodeUi.cursor >= 0 && page.nodeUi.cursor < app.tree.n ? pathMoves(app.tree, page.nodeUi.cursor) : null;
    const text = from.pop();
    if (await show(text, at)) to.push(cur);
    else from.push(text);
    buttons();
  }

  /** A menu item's edit: the menu stays with the message beside its items if the core refuses it. */
  async function fromMenu(id, e, to) {
    const msg = $('node-menu-alert');
    msg.textContent = '';
    try {
      await edit(id, e, to);
    } catch (err) {
      msg.textContent = tError(err);
    }
  }

  const back = () => (document.activeElement instanceof HTMLElement || document.activeElement instanceof SVGElement ? document.activeElement : null);
  const path = (id) => pathMoves(app.tree, id);

  $('tree-new').addEventListener('click', () => {
    withView({ position: { tree: NEW_TREE }, preset: null }, { alertAt: 'tree-alert' });
  });
  $('tree-undo').addEventListener('click', () => travel(undo, redo));
  $('tree-redo').addEventListener('click', () => travel(redo, undo));
  $('tree-copy').addEventListener('click', async () => {
    const text = app.summary?.root ?? '';
    try {
      await navigator.clipboard.writeText(text);
      $('build-status').textContent = t('build.copied');
    } catch {
      $('build-status').textContent = t('build.copyShown', { text });
    }
  });
  document.addEventListener('keydown', (e) => {
    if (!(e.ctrlKey || e.metaKey) || e.altKey || e.key.toLowerCase() !== 'z' || !app.tree || !gameOf(app.tree).leafValue) return;
    // A text field keeps its own undo.
    if (e.target.closest?.('input, textarea, [contenteditable]')) return;
    e.preventDefault();
    if (e.shiftKey) travel(redo, undo); else travel(undo, redo);
  });

  return {
    /** Sets leaf `id`'s value (the engine edits every form: lists, shorthand, JSON, the gallery's figures); a bad value throws its error. */
    async setValue(id, value) {
      const before = app.summary.root;
      const { text } = await page.engine.setLeaf(before, path(id), value);
      await commit(before, text, path(id));
    },
    add(id, rect) {
      // A leaf's first child takes the leaf's value, so Remove gives the leaf back.
      const leaf = kidsOf(app.tree, id).length === 0;
      const value = leaf ? (leafValue(app.tree, id) ?? 0) : 0;
      const to = path(id);
      page.nodeUi.closeMenu();
      leafEditor(rect, value, (v) => edit(id, { op: 'addChild', value: v }, to), back(), t('build.childValue'));
    },
    rename(id, rect) {
      const now = app.tree.names?.[id] ?? '';
      const to = path(id);
      page.nodeUi.closeMenu();
      fieldEditor(rect, { label: t('build.nameLabel'), value: now }, (name) => edit(id, { op: 'rename', name }, to), back());
    },
    /** The probabilities of a chance node's outcomes, left to right: decimals or fractions (1/6), by commas or spaces. */
    probs(id, rect) {
      const now = Array.from(kidsOf(app.tree, id), (k) => fmtProb(app.tree.prob[k])).join(', ');
      const to = path(id);
      page.nodeUi.closeMenu();
      fieldEditor(rect, { label: t('build.probsLabel'), value: now }, (text) => {
        // Not a number (x, 1/0): NaN, which the engine names as not finite, at the outcome.
        const probs = text.split(/[\s,]+/).filter(Boolean).map((s) => {
          const [a, b] = s.split('/');
          return b === undefined ? Number(a) : Number(a) / Number(b);
        });
        return edit(id, { op: 'setProbabilities', probs }, to);
      }, back());
    },
    remove(id) { return fromMenu(id, { op: 'remove' }, path(id).slice(0, -1)); },
    kind(id, kind) { return fromMenu(id, { op: 'setKind', kind }, path(id)); },
    /**
     * Dragging node `id` (its drawn element `el`) along its row with a mouse or pen: where it is let go
     * among its siblings is its new place, one Move edit. Only on a textbook tree in its own order (then
     * left to right on screen is the tree's order), not the root, not while practising; else null.
     */
    drag(id, el, alg) {
      const tree = app.tree;
      if (!tree || !el || id <= 0 || !gameOf(tree).leafValue || app.view.order !== 'natural' || (app.practice && !app.practice.checked)) return null;
      if (app.panels?.separate && alg === 'minimax') return null;
      const svg = el.ownerSVGElement;
      const centre = (c) => { const r = svg.querySelector(`.node[data-node-id="${c}"]`)?.getBoundingClientRect(); return r ? r.x + r.width / 2 : NaN; };
      const siblings = Array.from(kidsOf(tree, tree.parent[id]));
      const from = siblings.indexOf(id);
      // The siblings' places on screen, read when the node first moves (not on every press: most are clicks).
      let xs = null;
      return {
        move(dx) {
          xs ??= siblings.map(centre);
          el.style.translate = `${dx}px 0px`;
          el.classList.add('node-dragged');
        },
        end(dx) {
          el.style.translate = '';
          el.classList.remove('node-dragged');
          if (!xs) return; // it never moved
          // Its new place: after every other sibling whose centre it was dropped to the right of.
          const to = xs.filter((x, k) => k !== from && x < xs[from] + dx).length;
          if (Math.abs(dx) < 4 || to === from || tree !== app.tree) return;
          const p = path(id);
          edit(id, { op: 'move', to }, [...p.slice(0, -1), to]).catch((err) => page.alert('tree-alert', { err }));
        },
      };
    },
    /** Moves node `id` one place left (`dir` = −1) or right (+1) among its siblings; false at the end of the row. */
    move(id, dir) {
      const p = path(id);
      if (!p.length) return false;
      const to = p.at(-1) + dir;
      if (to < 0 || to >= kidsOf(app.tree, app.tree.parent[id]).length) return false;
      fromMenu(id, { op: 'move', to }, [...p.slice(0, -1), to]);
      return true;
    },
  };
}
