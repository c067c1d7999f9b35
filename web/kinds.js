// Trace event kinds and sentinels, as the wasm module exports them
// (abviz_core::trace). They are filled in once, from `event_kinds()`, before
// any trace is read: JavaScript never writes them as numbers of its own.

/** ENTER, LEAF, ALPHA, BETA, CUTOFF, EXIT; KIND_MASK and PAYLOAD_SHIFT of a packed head; NONE, NEG_INF, POS_INF, NEVER. */
export const K = {};

/** Sets the kinds from the wasm module's `event_kinds()` object. */
export function setKinds(kinds) {
  for (const name of ['ENTER', 'LEAF', 'ALPHA', 'BETA', 'CUTOFF', 'EXIT', 'KIND_MASK', 'PAYLOAD_SHIFT', 'NONE', 'NEG_INF', 'POS_INF', 'NEVER']) {
    if (typeof kinds[name] !== 'number') throw new Error(`event_kinds() lacks ${name}`);
    K[name] = kinds[name];
  }
}

/** The kind of a packed event's head word. */
export const kindOf = (head) => head & K.KIND_MASK;
/** The payload of a packed event's head word: a move + 1, the horizon flag, or the number of children skipped. */
export const payloadOf = (head) => head >>> K.PAYLOAD_SHIFT;

/** Node states at a trace position; also the values of `data-node-state`. */
export const PENDING = 0, CURRENT = 1, VISITED = 2, PRUNED = 3;
export const STATE_NAMES = ['pending', 'current', 'visited', 'pruned'];
