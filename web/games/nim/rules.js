// What the page reads off a Nim position: the heaps of a position written
// 1,2,3, a move as the engine numbers it (heap × 16 + sticks taken), and
// Bouton's rule. The engine decides the rules and the values; this only
// reads positions back, for drawings, names and the root's note.

/** A move is `heap * MOVE_BASE + taken` (crates/core/src/games/nim). */
export const MOVE_BASE = 16;

/** The heaps of a position written `1,2,3` (spaces allowed), or null when it is not that form. */
export function heapsOf(text) {
  if (typeof text !== 'string' || !/^\s*\d{1,2}(\s*,\s*\d{1,2})*\s*$/.test(text)) return null;
  return text.split(',').map((h) => Number(h.trim()));
}

/** The heaps after `moves` from `heaps`. */
export function played(heaps, moves) {
  const out = [...heaps];
  for (const m of moves) out[Math.floor(m / MOVE_BASE)] -= m % MOVE_BASE;
  return out;
}

/** A move as the tree's edges read it: H2−3 takes 3 sticks from heap 2. */
export const moveText = (m) => `H${Math.floor(m / MOVE_BASE) + 1}−${m % MOVE_BASE}`;

/** The heaps' XOR (their nim-sum): 0 exactly when the side to move loses. */
export const nimSum = (heaps) => heaps.reduce((x, h) => x ^ h, 0);
