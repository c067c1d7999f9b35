// Trace event kinds and sentinels, as the wasm module exports them
// (abviz_core::trace). They are filled in once, from `event_kinds()`, before
// any trace is read: JavaScript never writes them as numbers of its own.

/** ENTER, LEAF, ALPHA, BETA, CUTOFF, EXIT, NONE, NEG_INF, POS_INF, NEVER. */
export const K = {};

/** Sets the kinds from the wasm module's `event_kinds()` object. */
export function setKinds(kinds) {
  for (const name of ['ENTER', 'LEAF', 'ALPHA', 'BETA', 'CUTOFF', 'EXIT', 'NONE', 'NEG_INF', 'POS_INF', 'NEVER']) {
    if (typeof kinds[name] !== 'number') throw new Error(`event_kinds() lacks ${name}`);
    K[name] = kinds[name];
  }
}

/** Node states at a trace position; also the values of `data-node-state`. */
export const PENDING = 0, CURRENT = 1, VISITED = 2, PRUNED = 3;
export const STATE_NAMES = ['pending', 'current', 'visited', 'pruned'];
