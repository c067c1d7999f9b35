// What the controls share: loading a new view made from the one on screen
// (at step 0, a new history entry), and reading a whole number from a field.

import { isCs188Text } from './tree.js';

/** Loaders bound to `page`: withView(changes, opts), loadBoard(board), loadTree(text). */
export function loaders(page) {
  const withView = (changes, opts) => page.load({ ...page.app.view, step: 0, ...changes }, opts);
  return {
    withView,
    loadBoard: (b) => withView({ position: { board: b } }, { alertAt: 'board-alert' }),
    // A CS188 test file is read with the course's rule: alpha-beta prunes only on α > β.
    loadTree: (text) => withView({ position: { tree: text }, ...(isCs188Text(text) ? { prune: 'gt' } : {}) }, { alertAt: 'tree-alert' }),
  };
}

/** `v` as a whole number clamped to lo..hi, or `dflt` when it is not one. */
export function clampInt(v, lo, hi, dflt) {
  const n = Number(v);
  return Number.isInteger(n) ? Math.max(lo, Math.min(hi, n)) : dflt;
}
