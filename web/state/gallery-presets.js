// The gallery's presets: every preset of the core's registry
// (abviz_core::PRESETS, the wasm export `presets()`, written to
// web/pkg/presets.js at build time and loaded by loadPresets), filed by book, and the page view that shows each with the
// options its figure assumes. A preset added to the registry shows up here
// with no page change. The horizon comparisons are loaded through
// state/horizon-presets.js's own view, so that panel's caption follows them.
// Pure: no DOM.

import { DEFAULTS, PRESET_DISPLAY } from './view.js';
import { optionDefault } from '../base/games.js';
import { PANEL_OPTIONS } from './panel-config.js';
import { HORIZON_PRESETS, presetView as horizonView } from './horizon-presets.js';
import { getLang, has, t } from '../i18n/index.js';
import { quote } from './quote.js';
import { gameOf } from '../games/index.js';

/** The books in the gallery's order (Preset::book in the core); 'other' holds a preset of no known book. */
export const BOOKS = Object.freeze(['nilsson', 'rich', 'wikipedia', 'aima', 'examples', 'horizon', 'mcts', 'other']);

/** The registry, in the engine's order; empty until setPresets. */
export const GALLERY = [];

/** Installs the registry from `presets()`: its JSON text or the parsed list. Throws if an entry lacks a field. */
export function setPresets(list) {
  const all = typeof list === 'string' ? JSON.parse(list) : list;
  if (!Array.isArray(all)) throw new Error('presets() gave no list');
  for (const p of all) {
    for (const f of ['name', 'title', 'source', 'caption', 'game', 'position']) if (typeof p?.[f] !== 'string') throw new Error(`presets() entry lacks ${f}`);
  }
  GALLERY.splice(0, GALLERY.length, ...all.map((p) => Object.freeze({
    ...p, book: BOOKS.includes(p.book) ? p.book : 'other', options: Object.freeze({ ...p.options }), baseline: p.baseline ? Object.freeze({ ...p.baseline }) : null,
  })));
}

let loading = null;

/**
 * Loads the registry's presets once (web/pkg/presets.js, written at build
 * time from the core's PRESETS); resolves when GALLERY holds them. The first
 * view does not wait for them: a link that names a preset does, and the page
 * asks for them after its first tree.
 */
export function loadPresets() {
  loading ??= import('../pkg/presets.js').then((m) => setPresets(m.PRESETS));
  return loading;
}

/** The preset called `name`, or null. */
export const findPreset = (name) => GALLERY.find((p) => p.name === name) ?? null;

/** The registry by book: [{book, presets}], books in BOOKS order, empty books left out. */
export const galleryGroups = () => BOOKS.map((book) => ({ book, presets: GALLERY.filter((p) => p.book === book) })).filter((g) => g.presets.length);

/** A preset's title, source or caption in the page's language: the dictionary's `title.<name>`, `source.<name>` or `caption.<name>`, else the registry's English. */
export function presetText(preset, field) {
  const key = `${field}.${preset.name}`;
  return getLang() !== 'en' && has(key) ? t(key) : preset[field];
}

/** The view fields of core options that are not a panel's: option name → [view field, value from text]. */
const VIEW_FIELDS = {
  order: ['order', String], variant: ['variant', String], prune: ['prune', String], scoring: ['scoring', String],
  bounds: ['bounds', String], enhance: ['enhance', String], agents: ['agents', Number], tt_size: ['ttSize', Number],
  size: ['size', String], ghosts: ['ghosts', String], depth: ['depth', (v) => (v.trim() === '' ? null : Number(v))],
};

/** A panel option's value from the core's text ('on' for a toggle). */
const panelValue = (o, v) => (o.kind === 'toggle' ? v === 'on' || v === 'true' : o.kind === 'number' ? Number(v) : v);

/** The panel options (state/panel-config.js) of core options `opts`, as a configuration's fields (depth only if `withDepth`). */
function panelFields(opts, alg, withDepth) {
  const cfg = {};
  for (const o of PANEL_OPTIONS) {
    if (!Object.hasOwn(opts, o.name) || (o.name === 'depth' && !withDepth)) continue;
    if (o.algorithms && !o.algorithms.includes(alg)) continue;
    cfg[o.name] = o.name === 'depth' ? VIEW_FIELDS.depth[1](opts.depth) : panelValue(o, opts[o.name]);
  }
  return cfg;
}

/** The game and position of a preset as a view holds them: its game's descriptor says (games/index.js fromPreset). */
function shownOf(p) {
  const shown = gameOf(p.game)?.fromPreset?.(p) ?? { game: p.game, position: { text: p.position } };
  return { game: shown.game ?? DEFAULTS.game, position: shown.position };
}

/** Which panels a figure's algorithm shows: minimax's alone, alpha-beta's alone, or both (null). */
const SHOWN = { minimax: 'minimax', alphabeta: 'alphabeta', both: null, mcts: null };

/**
 * The view that shows `preset` (every search field set, so nothing of the view
 * before it stays), and `unsupported`: its option names the page has no field
 * for (a test keeps this empty for every preset of the registry).
 */
export function galleryView(preset) {
  const { game, position } = shownOf(preset);
  const opts = preset.options;
  const view = {
    ...DEFAULTS, lang: undefined, lecture: undefined, negamax: undefined, drawer: undefined, embed: undefined, step: 0, game, size: DEFAULTS.size, position,
    scoring: optionDefault(game, 'scoring', 'wdl'), prune: optionDefault(game, 'prune', 'ge'), view: SHOWN[opts.algorithm] ?? null, preset: preset.name,
  };
  for (const k of PRESET_DISPLAY) if (view[k] === undefined) delete view[k];
  const hp = HORIZON_PRESETS[preset.name];
  if (hp) return { view: { ...view, ...horizonView(hp), view: null, preset: preset.name }, unsupported: [] };
  const unsupported = [];
  for (const [k, v] of Object.entries(opts)) {
    if (VIEW_FIELDS[k]) view[VIEW_FIELDS[k][0]] = VIEW_FIELDS[k][1](v);
    else if (k === 'eval') view[gameOf(game)?.evalField ?? 'eval'] = v;
    else if (!PANEL_OPTIONS.some((o) => o.name === k) && k !== 'algorithm' && k !== 'history') unsupported.push(k);
  }
  if (opts.algorithm !== undefined && !(opts.algorithm in SHOWN)) unsupported.push('algorithm');
  if (preset.baseline) {
    // A comparison: both panels run the figure's algorithm (alpha-beta unless it names minimax), the left without the technique;
    // MCTS on the right beside the baseline's own algorithm on the left.
    const alg = opts.algorithm === 'minimax' || opts.algorithm === 'mcts' ? opts.algorithm : 'alphabeta';
    const base = alg === 'mcts' ? preset.baseline.algorithm ?? 'alphabeta' : alg;
    view.left = { alg: base, ...panelFields(preset.baseline, base, true) };
    view.right = { alg, ...panelFields(opts, alg, true) };
    view.depth = view.right.depth ?? view.depth;
    view.view = null;
  } else {
    const left = panelFields(opts, 'minimax', false), right = panelFields(opts, 'alphabeta', false);
    if (Object.keys(left).length || Object.keys(right).length) [view.left, view.right] = [{ alg: 'minimax', ...left }, { alg: 'alphabeta', ...right }];
  }
  return { view, unsupported };
}

/** The fields a preset decides: all but how it is shown. */
const SEARCHED = Object.keys(DEFAULTS).filter((k) => !PRESET_DISPLAY.includes(k) && k !== 'preset' && k !== 'view');

/** Whether `view` still shows preset `name` (nothing it searches was changed since it was loaded). */
export function matchesPreset(view, name) {
  const p = name ? findPreset(name) : null;
  if (!p) return false;
  const want = galleryView(p).view;
  return SEARCHED.every((k) => JSON.stringify(view[k] ?? DEFAULTS[k]) === JSON.stringify(want[k] ?? DEFAULTS[k]));
}

/**
 * The gallery figure an edit of `view`'s tree is made from: its preset's name while the tree on screen
 * is that figure's, else the figure its tree was already edited from, else null.
 */
export function editedFrom(view) {
  const p = view.preset ? findPreset(view.preset) : null;
  const tree = p ? shownOf(p).position.tree : undefined;
  if (tree !== undefined && view.position?.tree === tree) return p.name;
  return view.position?.from ?? null;
}

/** `view` with its preset dropped unless it still shows it. */
export const keepPreset = (view) => (view.preset && !matchesPreset(view, view.preset) ? { ...view, preset: null } : view);

/**
 * A decoded link's view with its preset= looked up: {view} with the preset's
 * fields and the link's own display fields (view, lecture, step, lang), or
 * {error: {key, params}} for a name the registry lacks.
 */
export function resolvePreset(linkView) {
  if (!linkView.preset) return { view: linkView };
  const p = findPreset(linkView.preset);
  if (!p) return { error: { key: 'gallery.unknown', params: { name: quote(linkView.preset) } } };
  const { view } = galleryView(p);
  return { view: { ...linkView, ...view, view: linkView.view ?? view.view, step: linkView.step } };
}

/**
 * The shape of a tree text, for a thumbnail: {kids, chance} per node (the
 * nested lists or the shorthand; a JSON tree gives null). Reads brackets and
 * commas only: names, values and probabilities are skipped.
 */
export function treeShape(text) {
  if (/^\s*\{/.test(text)) return null;
  const top = { kids: [] };
  const stack = [top];
  let open = null; // the item being read at this level, which a '[' gives children
  for (const c of text) {
    const level = stack[stack.length - 1];
    if (c === '[') {
      if (!open) level.kids.push(open = { kids: [], t: '' });
      open.chance = /chance/i.test(open.t);
      stack.push(open);
      open = null;
    } else if (c === ']') {
      if (stack.length === 1) return null;
      open = stack.pop();
    } else if (c === ',') open = null;
    else if (!/\s/.test(c)) {
      if (!open) level.kids.push(open = { kids: [], t: '' });
      if (!open.kids.length) open.t += c; // its name and kind, before its '['
    }
  }
  return stack.length === 1 && top.kids.length === 1 ? top.kids[0] : null;
}
