// The engine's options as the page reads them: each declared once in Rust
// (the search options in crates/core/src/options/schema.rs, a game's own in
// its entry.rs), with its kind, default, the range the page offers and which
// searches read it. option-schema.js is
// generated from those declarations (a Rust test fails when it is stale),
// so the link codec's limits and choices (state/view.js), the panel
// options (state/panel-config.js) and the controls' bounds
// (controls/options.js) come from one place.
// Pure: no DOM.

import { OPTION_SCHEMA } from './option-schema.js';

const frozen = (o) => Object.freeze({ ...o, kind: Object.freeze({ ...o.kind }), games: o.games && Object.freeze([...o.games]) });

/** The options every game takes (games: null), by name. */
const SEARCH = new Map(OPTION_SCHEMA.filter((o) => o.games === null).map((o) => [o.name, frozen(o)]));
/** The games' own options: each declaration with the games that declare it. */
const OWN = Object.freeze(OPTION_SCHEMA.filter((o) => o.games !== null).map(frozen));

/**
 * The declaration of option `name`: a search option, else the one game option of that name (Pacman's ghosts).
 * Throws for a name the engine does not declare, or that several games declare each their own way (a typo or
 * an ambiguity is a bug, not a default).
 */
export function engineOption(name) {
  const o = SEARCH.get(name);
  if (o) return o;
  const own = OWN.filter((x) => x.name === name);
  if (own.length !== 1) throw new Error(own.length ? `several games declare ${name}` : `the engine declares no option ${name}`);
  return own[0];
}

/** The range the page's control offers for a number option: {min, max}. */
export function pageRange(name) {
  const { page } = engineOption(name);
  if (!page) throw new Error(`option ${name} has no page range`);
  return Object.freeze({ min: Number(page[0]), max: Number(page[1]) });
}

/** The names a choice or list option takes, as a link writes them (`random:SEED` is `random`, its seed a parameter of its own). */
export function choicesOf(name) {
  const { kind } = engineOption(name);
  if (!kind.names) throw new Error(`option ${name} is not a choice`);
  return Object.freeze(kind.names.map((n) => n.replace(/:SEED$/, '')));
}

/** The default of option `name`, typed: a number for a number option, a boolean for a switch, text for the rest; null for none. */
export function defaultOf(name) {
  const { kind, default: d } = engineOption(name);
  if (kind.type === 'switch') return d === 'on';
  if (d === '') return null;
  return kind.type === 'whole' || kind.type === 'number' ? Number(d) : d;
}

/**
 * The algorithms that read option `name` (state/panel-config.js): null for every depth-first search, or the
 * engine's list (an option only some searches read; abviz_core::readers). A 'pruning' option is read by the
 * page's pruning panel ('alphabeta').
 */
export function readersOf(name) {
  const { reads } = engineOption(name);
  if (reads === 'depth-first') return null;
  if (reads === 'pruning') return Object.freeze(['alphabeta']);
  return Object.freeze([...reads]);
}
