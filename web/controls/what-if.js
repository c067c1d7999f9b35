// What if? (issue 31, point 2): on a leaf alpha-beta pruned (at a MAX, MIN or chance
// node's cut-off; not futility's, which may change the root), once the trace is
// at or past the cut-off, *Try a value* searches the tree again with any value
// there (wasm tree_edit, then the engine's counts of both searches) and says,
// from the engine's numbers and the cut-off event, that the root's value and
// best move stay, and why. The tree on screen is not changed.

import { K } from '../base/kinds.js';
import { pathMoves } from '../base/tree.js';
import { eventAt, boundHolder } from '../state/timeline.js';
import { decisionOf } from '../state/decision.js';
import { chanceCutoffSentence, name } from '../panels/explain.js';
import { fieldEditor } from '../render/editors.js';
import { gameOf, leafValue, moveName } from '../games/index.js';
import { fmt } from '../i18n/format.js';
import { t } from '../i18n/index.js';

/** The cut-off event that pruned leaf `id`, when the trace is at or past it (else null). */
function cutoffOf(app, id) {
  const tree = app.tree;
  if (!tree || app.panels?.separate || !gameOf(tree).leafValue || tree.size[id] !== 1 || !tree.tl.alphabeta) return null;
  const at = tree.tl.alphabeta.pruned[id];
  if (at === K.NEVER || at >= app.pos) return null;
  const e = eventAt(tree, 'alphabeta', at);
  // Futility (Rich) gives up a move on a margin, not a proof: a value there may change the root, so it is not offered.
  return e.kind === K.CUTOFF ? e : null;
}

/** The sentence for value `v` tried at leaf `id`: the root before (`was`) and after (`now`), and the bound that cut it off. */
export function whatIfSentence(app, id, v, was, now) {
  const tree = app.tree, summary = app.summary;
  const e = cutoffOf(app, id);
  const root = fmt(was.value), move = moveName(summary, tree, was.move);
  if (now.value !== was.value || now.move !== was.move || now.minimax !== was.minimax) {
    return t('whatIf.changed', { value: fmt(v), root: fmt(now.value), was: root });
  }
  // Star1 at a chance node: the interval its searched outcomes leave is outside (α, β) whatever the rest are, within the bounds.
  if (tree.isChance[e.node]) return t('whatIf.chance', { value: fmt(v), root, move, why: chanceCutoffSentence(tree, e) });
  const max = tree.isMax[e.node];
  const holder = boundHolder(tree, e.node, e.index, max ? K.BETA : K.ALPHA);
  const gt = tree.prune === 'gt';
  const params = { cmp: max ? (gt ? '>' : '≥') : (gt ? '<' : '≤'), value: fmt(v), root, move, node: name(tree, e.node), alpha: fmt(e.alpha), beta: fmt(e.beta), holder: holder.node >= 0 ? name(tree, holder.node) : '' };
  const key = holder.node >= 0 ? (max ? 'whatIf.max' : 'whatIf.min') : (max ? 'whatIf.maxWindow' : 'whatIf.minWindow');
  return t(key, params);
}

/** The What if? actions bound to `page`: offered(id) for the node menu, open(id, rect). */
export function whatIf(page) {
  const { app } = page;
  const decided = (s) => {
    const d = decisionOf(s.alphabeta);
    return { value: d.value, move: d.move, minimax: s.minimax.value };
  };
  return {
    offered: (id) => !!cutoffOf(app, id),
    open(id, rect) {
      const back = document.activeElement instanceof HTMLElement || document.activeElement instanceof SVGElement ? document.activeElement : null;
      const was = decided(app.summary);
      const text = app.summary.root, path = pathMoves(app.tree, id);
      fieldEditor(rect, { label: t('whatIf.label'), value: String(leafValue(app.tree, id)), type: 'number' }, async (input) => {
        const v = input.trim() === '' ? NaN : Number(input);
        // Star1 pruned assuming every leaf within the bounds; without bounds of its own the tree's are its values' range,
        // which a value outside would widen (and then the root may change): said here, as the engine says it of given bounds.
        const b = app.summary.bounds, e = cutoffOf(app, id);
        if (e && app.tree.isChance[e.node] && b && (v < b[0] || v > b[1])) throw new Error(t('whatIf.outOfBounds', { value: fmt(v), lo: fmt(b[0]), hi: fmt(b[1]) }));
        const { text: tried } = await page.engine.treeEdit(text, { op: 'setValue', path, value: v });
        const { summary } = await page.engine.count({ ...app.request, tree: tried });
        return { said: whatIfSentence(app, id, v, was, decided(summary)) };
      }, back);
    },
  };
}
