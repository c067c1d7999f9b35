// Trace event kinds and sentinels, as the wasm module exports them
// (abviz_core::trace). They are filled in once, from `event_kinds()`, before
// any trace is read: JavaScript never writes them as numbers of its own.
//
// A record is [head, word]: `head & KIND_MASK` is the kind, bit 31 (REAL)
// says the word indexes the trace's table of non-whole values, and
// `(head & 0x7fffffff) >>> PAYLOAD_SHIFT` is the payload. An ENTER payload is
// ((move + 1) << ENTER_FLAG_BITS) | probe << 2 | node kind (MAX 0, MIN 1, CHANCE 2).

/** ENTER, LEAF, ALPHA, BETA, CUTOFF, EXIT, BOUND, WINDOW, TABLE, PASS, RESEARCH, EXTEND, BOOK, FUTILITY; NOISE_*; KIND_MASK, PAYLOAD_SHIFT, REAL, ENTER_FLAG_BITS; NONE, NEG_INF, POS_INF, NEVER; MAX, MIN, CHANCE. */
export const K = {};

/** The reasons an EXTEND record gives (its payload), as event_kinds() names them. */
export const NOISE = ['NOISE_MARKED', 'NOISE_CAN_WIN', 'NOISE_MUST_BLOCK', 'NOISE_WINNING_CELL', 'NOISE_GHOST_NEAR'];

/** Sets the kinds from the wasm module's `event_kinds()` object. */
export function setKinds(kinds) {
  for (const name of ['ENTER', 'LEAF', 'ALPHA', 'BETA', 'CUTOFF', 'EXIT', 'BOUND', 'WINDOW', 'KIND_MASK', 'PAYLOAD_SHIFT', 'REAL',
    'ENTER_FLAG_BITS', 'NONE', 'NEG_INF', 'POS_INF', 'NEVER', 'MAX', 'MIN', 'CHANCE']) {
    if (typeof kinds[name] !== 'number') throw new Error(`event_kinds() lacks ${name}`);
    K[name] = kinds[name];
  }
  // The enhanced searches' kinds (a transposition table answer, an iterative deepening pass, a re-search):
  // -1, which no record has, when the engine has none.
  // The horizon's kinds (a quiescence extension, a book or endgame answer, a futility stop) and the extension's reasons.
  // NEGAMAX: Rich's form, in the `negamax` search's traces only (the page reads alpha-beta's; tests compare).
  for (const name of ['TABLE', 'PASS', 'RESEARCH', 'EXTEND', 'BOOK', 'FUTILITY', 'NEGAMAX', ...NOISE]) K[name] = typeof kinds[name] === 'number' ? kinds[name] : -1;
}

/** The kind of a packed event's head word. */
export const kindOf = (head) => head & K.KIND_MASK;
/** The payload of a packed event's head word (bit 31, the REAL flag, masked off). */
export const payloadOf = (head) => (head & 0x7fffffff) >>> K.PAYLOAD_SHIFT;
/** Whether a record's value word indexes the trace's reals table. */
export const isReal = (head) => head >= K.REAL;
/** The value of record [head, word]: a whole number (or the NEG_INF / POS_INF sentinel), or reals[word]. */
export const valueOf = (head, word, reals) => (isReal(head) ? reals[word] : word | 0);
/** The move of an ENTER payload (null at the root). */
export const enterMove = (payload) => { const m = payload >>> K.ENTER_FLAG_BITS; return m ? m - 1 : null; };
/** The node kind of an ENTER payload: MAX 0, MIN 1, CHANCE 2. */
export const enterKind = (payload) => payload & 3;

/** Node states at a trace position; also the values of `data-node-state`. */
export const PENDING = 0, CURRENT = 1, VISITED = 2, PRUNED = 3;
export const STATE_NAMES = ['pending', 'current', 'visited', 'pruned'];
