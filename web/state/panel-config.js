// What each tree panel searches: its algorithm and its own search options
// ("Compare any two configurations"). One registry entry per option says how
// the page shows it, how a link writes it and which request field carries it,
// so a new engine option is one entry here (and its label in i18n).
// Pure: no DOM. The default (no configuration in the view) is today's page:
// minimax on the left, the pruning search on the right, with the shared
// options of the Search options panel.
//
// A panel configuration: {alg, depth?, quiescence?, …}. A missing option
// means "as the shared options say" (the view's field) or the entry's default.
// Links write it as `left=` / `right=`: the algorithm, then `key:value` pairs
// joined by ',' (`right=alphabeta,depth:5,quiescence:2`; depth:none is no limit).

import { defaultOf, pageRange, readersOf } from '../engine/options.js';

/**
 * The algorithms a panel may run: the engine's slot for each ('minimax' is the full search, the rest the pruning one).
 * 'mcts' is Monte Carlo tree search: that panel shows web/mcts/ instead of a depth-first tree (see depthFirst).
 */
export const PANEL_ALGORITHMS = Object.freeze(['minimax', 'alphabeta', 'mcts']);


/** Each side's panel id (the page's DOM ids) and default algorithm. */
export const SIDES = Object.freeze({ left: 'minimax', right: 'alphabeta' });

/**
 * The panel algorithms that read option `name`: null for every depth-first search, else those of the engine's
 * readers (engine/options.js readersOf) among `panels`.
 */
function readBy(name, panels = PANEL_ALGORITHMS) {
  const readers = readersOf(name);
  return readers && Object.freeze(readers.filter((a) => panels.includes(a)));
}

/**
 * The per-panel options. Fields:
 * - name: the option's name in a configuration and in a link (`key:value`);
 * - label: the i18n key of its visible label; short: the i18n key of its part of a panel heading ({v} the value);
 * - kind: 'number' (min, max, step; `none`: null means no limit), 'toggle' or 'choice' (choices, with the i18n key of each in choiceLabels);
 * - field: the engine request's field; request(value): its value there (absent: the value itself; undefined: left out);
 * - algorithms: the panel algorithms it applies to (null: all depth-first ones, not MCTS, whose own entries name it);
 * - shapes: whether it changes the searched tree or its values (panels that differ in it cannot share one layout);
 * - shared: the view field it defaults to (null: `initial`);
 * - enabled: whether the engine supports it yet (the lead turns entries on once it does).
 */
export const PANEL_OPTIONS = Object.freeze([
  // MCTS reads a depth too, but its panel takes the view's with the rest of the view's request (web/mcts/panel.js).
  { name: 'depth', label: 'depthLimit', short: 'cfg.depth', kind: 'number', ...pageRange('depth'), step: 1, none: true, field: 'depth', request: (v) => (v === null ? '' : String(v)), algorithms: readBy('depth', ['minimax', 'alphabeta']), shapes: true, shared: 'depth', initial: null, enabled: true },
  { name: 'quiescence', label: 'cfg.quiescenceLabel', short: 'cfg.quiescence', kind: 'number', ...pageRange('quiescence'), step: 1, field: 'quiescence', request: (v) => (v ? v : undefined), algorithms: readBy('quiescence'), shapes: true, shared: null, initial: defaultOf('quiescence'), enabled: true },
  { name: 'futility', label: 'cfg.futilityLabel', short: 'cfg.futility', kind: 'number', ...pageRange('futility'), step: 0.5, field: 'futility', request: (v) => (v ? v : undefined), algorithms: readBy('futility'), shapes: false, shared: null, initial: 0, enabled: true },
  { name: 'secondary', label: 'cfg.secondaryLabel', short: 'cfg.secondary', kind: 'number', ...pageRange('secondary'), step: 1, field: 'secondary', request: (v) => (v ? v : undefined), algorithms: readBy('secondary'), shapes: false, shared: null, initial: 0, enabled: true },
  // The book and the endgame solver answer nodes of the pruning search only: the engine's minimax slot runs without them
  // (engine19), so minimax's panel shows the full tree they save.
  { name: 'book', label: 'cfg.bookLabel', short: 'cfg.book', kind: 'toggle', field: 'book', request: (v) => (v ? 'on' : undefined), algorithms: readBy('book'), shapes: false, shared: null, initial: defaultOf('book'), enabled: true },
  { name: 'endgame', label: 'cfg.endgameLabel', short: 'cfg.endgame', kind: 'number', ...pageRange('endgame'), step: 1, field: 'endgame', request: (v) => (v ? String(v) : undefined), algorithms: readBy('endgame'), shapes: false, shared: null, initial: 0, enabled: true },
  // Symmetry reduction (tic-tac-toe): one child per symmetry class, so the tree itself is smaller (Nilsson's Fig. 3); other games refuse it.
  { name: 'symmetry', label: 'cfg.symmetryLabel', short: 'cfg.symmetry', kind: 'toggle', field: 'symmetry', request: (v) => (v ? 'on' : undefined), algorithms: readBy('symmetry'), shapes: true, shared: null, initial: defaultOf('symmetry'), enabled: true },
  { name: 'eval', label: 'cfg.evalLabel', short: 'cfg.eval', kind: 'choice', choices: ['default', 'learned'], choiceLabels: { default: 'cfg.eval.default', learned: 'cfg.eval.learned' }, field: 'eval', request: (v) => (v === 'default' ? undefined : v), algorithms: null, shapes: true, shared: null, initial: 'default', enabled: true },
  // Monte Carlo tree search's own (web/mcts/ sends them; the depth-first analysis never sees them).
  { name: 'iterations', label: 'mcts.iterations', short: 'cfg.iterations', kind: 'number', ...pageRange('iterations'), step: 1, field: 'iterations', algorithms: readBy('iterations'), shapes: false, shared: null, initial: defaultOf('iterations'), enabled: true },
  { name: 'c', label: 'mcts.c', short: 'cfg.c', kind: 'number', ...pageRange('c'), step: 0.01, field: 'c', algorithms: readBy('c'), shapes: false, shared: null, initial: defaultOf('c'), enabled: true },
  { name: 'seed', label: 'cfg.seedLabel', short: 'cfg.seed', kind: 'number', ...pageRange('seed'), step: 1, field: 'seed', algorithms: readBy('seed'), shapes: false, shared: null, initial: defaultOf('seed'), enabled: true },
].map(Object.freeze));

/** `view` as the depth-first analysis sees it: a panel running MCTS analyses as its side's default (its tree stays hidden). */
export function depthFirst(view) {
  const df = (cfg) => (cfg?.alg === 'mcts' ? null : cfg);
  const left = df(view.left ?? null), right = df(view.right ?? null);
  return left === (view.left ?? null) && right === (view.right ?? null) ? view : { ...view, left, right };
}

/** The entries the page shows and links may hold: the engine supports them. */
export const activeOptions = () => PANEL_OPTIONS.filter((o) => o.enabled);

/** Whether option `o` applies to algorithm `alg` (null: every depth-first search; MCTS takes only its own). */
export const appliesTo = (o, alg) => (o.algorithms ? o.algorithms.includes(alg) : alg !== 'mcts');

/** The value of option `o` in panel configuration `cfg` of `view`: its own, else the shared option's, else its default. */
export function optionValue(view, cfg, o) {
  if (cfg && Object.hasOwn(cfg, o.name)) return cfg[o.name];
  if (o.shared) return view[o.shared] ?? o.initial;
  return o.initial;
}

/** Each side's configuration, defaults filled in: {left: {alg, …}, right: {alg, …}}, every active option resolved. */
export function effective(view) {
  const out = {};
  for (const [side, panel] of Object.entries(SIDES)) {
    const cfg = view[side] ?? null;
    const alg = cfg?.alg ?? panel;
    const c = { alg };
    for (const o of activeOptions()) if (appliesTo(o, alg)) c[o.name] = optionValue(view, cfg, o);
    out[side] = c;
  }
  return out;
}

/** Whether a view compares configurations (a side set), rather than showing today's pair. */
export const isConfigured = (view) => !!(view.left || view.right);

/**
 * Whether both panels can come from one analysis and one layout, as today:
 * minimax on the left, a pruning search on the right, and every option
 * minimax takes the same (options for the pruning search alone come from the right).
 */
export function sharesTree(view) {
  const { left, right } = effective(view);
  if (left.alg !== 'minimax' || right.alg === 'minimax') return false;
  return activeOptions().every((o) => !appliesTo(o, 'minimax') || same(left[o.name], right[o.name]));
}

const same = (a, b) => a === b || (a == null && b == null);

/**
 * Whether the two panels differ in option `name` alone (the algorithm aside: minimax and
 * alpha-beta find the same value): then the difference of their root values is what it costs.
 */
export function differsOnlyIn(view, name) {
  const { left, right } = effective(view);
  return activeOptions().every((o) => o.name === name || !appliesTo(o, 'minimax') || same(left[o.name], right[o.name]))
    && activeOptions().every((o) => o.name === name || appliesTo(o, 'minimax') || same(left[o.name] ?? o.initial, right[o.name] ?? o.initial));
}

/** `base` (the view's request) with side `side`'s options: what the engine searches for that panel. */
export function panelRequest(base, view, side) {
  const cfg = effective(view)[side];
  const req = { ...base };
  for (const o of activeOptions()) {
    if (!appliesTo(o, cfg.alg)) continue;
    // Undefined: the engine's default, and the base request's own field (Pacman's eval) stays.
    const v = o.request ? o.request(cfg[o.name]) : cfg[o.name];
    if (v !== undefined) req[o.field] = v;
  }
  return req;
}

/** The engine's slot ('minimax' or 'alphabeta') whose timeline a panel running `alg` draws. */
export const slotOf = (alg) => (alg === 'minimax' ? 'minimax' : 'alphabeta');

// ---- links -------------------------------------------------------------------------

/** A configuration as a link writes it: the algorithm, then its own options as key:value, in registry order. */
export function formatConfig(cfg) {
  const parts = [cfg.alg];
  for (const o of PANEL_OPTIONS) {
    if (!Object.hasOwn(cfg, o.name)) continue;
    const v = cfg[o.name];
    parts.push(`${o.name}:${v === null ? 'none' : v === true ? 'on' : v === false ? 'off' : v}`);
  }
  return parts.join(',');
}

/** Parses one option value; returns {value} or {reason, extra}. */
function parseValue(o, raw) {
  if (o.kind === 'toggle') return raw === 'on' ? { value: true } : raw === 'off' ? { value: false } : { reason: 'notOneOf', extra: { allowed: ['on', 'off'] } };
  if (o.kind === 'choice') return o.choices.includes(raw) ? { value: raw } : { reason: 'notOneOf', extra: { allowed: o.choices } };
  if (o.none && raw === 'none') return { value: null };
  const whole = o.step === 1;
  if (!(whole ? /^[0-9]{1,10}$/ : /^[0-9]{1,10}(\.[0-9]{1,6})?$/).test(raw)) return { reason: 'notWholeNumber', extra: { min: o.min, max: o.max } };
  const value = Number(raw);
  return value < o.min || value > o.max ? { reason: 'outOfRange', extra: { min: o.min, max: o.max } } : { value };
}

/**
 * Reads a `left=`/`right=` value: {cfg} or {error: {reason, part, extra}}
 * (the caller quotes `part` into its message). Options of entries not yet
 * enabled, or for another algorithm, are refused: the link would show
 * something the page cannot search.
 */
export function parseConfig(raw) {
  const [alg, ...rest] = raw.split(',');
  if (!PANEL_ALGORITHMS.includes(alg)) return { error: { reason: 'notOneOf', part: alg, extra: { allowed: PANEL_ALGORITHMS } } };
  const cfg = { alg };
  for (const part of rest) {
    const i = part.indexOf(':');
    const key = i < 0 ? part : part.slice(0, i);
    const o = activeOptions().find((x) => x.name === key && appliesTo(x, alg));
    if (!o || i < 0 || Object.hasOwn(cfg, key)) return { error: { reason: 'notOneOf', part, extra: { allowed: activeOptions().filter((x) => appliesTo(x, alg)).map((x) => `${x.name}:…`) } } };
    const r = parseValue(o, part.slice(i + 1));
    if (r.reason) return { error: { reason: r.reason, part, extra: r.extra } };
    cfg[key] = r.value;
  }
  return { cfg };
}

/** Whether `cfg` is the side's default (today's panel): then links and views leave it out. */
export const isDefaultConfig = (side, cfg) => !cfg || (cfg.alg === SIDES[side] && Object.keys(cfg).length === 1);
