// The page's link codec: a "view" (position, search options, language, trace
// step, layout) to and from the query string and fragment of a shared link.
// Pure: no DOM, no window or location, no side effects on import, so it runs
// in Node's unit tests as well as in the page.
//
// A link is untrusted input. decode() never throws; it returns a complete,
// valid view (each bad parameter falls back to its default) and a list of
// errors whose user text has been through quote(), so messages are safe.
// The view itself (defaults, limits, reasons, messages) is in view.js; the
// position's part of a link in url-position.js; the readers of values in
// url-read.js; the #z= compression in engine/compress.js and fragment.js.

import { quote } from './quote.js';
import { DEFAULTS, LIMITS, PARAMS, PRESET_DISPLAY, PRESET_NAME_RE, REASONS, BOUNDS_RE, ENHANCEMENTS, canonicalEnhance } from './view.js';
import { optionDefault } from '../base/games.js';
import { LINK_CTX, positionPairs, readGamePosition } from './url-position.js';
import { problem, readChoice, readWhole } from './url-read.js';
import { formatConfig, isDefaultConfig, parseConfig } from './panel-config.js';
import { KEPT_RE } from './kept.js';
import { formatSheet, parseSheet } from './sheet.js';

/** The pruning rule a game prunes by unless told otherwise (Pacman: gt, as CS188). */
const defaultPrune = (game) => optionDefault(game, 'prune', DEFAULTS.prune);

// ---- values --------------------------------------------------------------------------

/**
 * Percent-encodes a value as URLSearchParams does (space as '+'), but leaves
 * ',' and '/' as they are: both are legal in a query and keep boards and
 * random recipes readable.
 */
function encodeValue(text) {
  return encodeURIComponent(text).replace(/%20/g, '+').replace(/%2C/gi, ',').replace(/%2F/gi, '/')
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The link for `view` (missing fields take their defaults): `search` ('?…'
 * or '') and `hash` ('#z=…' or ''). Only non-default values are written,
 * in the order of PARAMS, so a view always gives the same link. A tree
 * whose fragment would pass LIMITS.maxFragment (or whose text passes
 * LIMITS.maxTreeChars) is left out and `tooLong` says {chars, limit};
 * otherwise `tooLong` is null.
 */
export async function encode(view) {
  const v = { ...DEFAULTS, ...view };
  let { pairs, hash, tooLong, saysDepth } = await positionPairs(v);
  // What the link cannot hold, kept in this browser (state/kept.js).
  if (v.kept) pairs.push(['kept', v.kept]);
  if (v.order !== DEFAULTS.order) pairs.push(['order', v.order]);
  if (v.order === 'random' && v.seed !== DEFAULTS.seed) pairs.push(['seed', String(v.seed)]);
  // A game with a depth default of its own (Connect Four's, the maze games') always says its depth, so "none" spells no limit.
  if (v.depth !== null && v.depth !== undefined) pairs.push(['depth', String(v.depth)]);
  else if (saysDepth) pairs.push(['depth', 'none']);
  if (v.variant !== DEFAULTS.variant) pairs.push(['variant', v.variant]);
  if (v.scoring !== DEFAULTS.scoring) pairs.push(['scoring', v.scoring]);
  if (v.prune !== defaultPrune(v.game)) pairs.push(['prune', v.prune]);
  if (v.agents !== DEFAULTS.agents) pairs.push(['agents', String(v.agents)]);
  if (v.bounds) pairs.push(['bounds', v.bounds]);
  if (v.enhance) pairs.push(['enhance', v.enhance]);
  if (v.ttSize !== DEFAULTS.ttSize && v.ttSize !== undefined) pairs.push(['ttsize', String(v.ttSize)]);
  if (v.pruned !== DEFAULTS.pruned && v.pruned !== undefined) pairs.push(['pruned', v.pruned]);
  for (const side of ['left', 'right']) if (!isDefaultConfig(side, v[side])) pairs.push([side, formatConfig(v[side])]);
  if (v.view !== null && v.view !== undefined) pairs.push(['view', v.view]);
  for (const k of ['lecture', 'negamax', 'embed']) if (v[k]) pairs.push([k, '1']);
  if (v.drawer) pairs.push(['drawer', v.drawer]);
  if (v.sheet) pairs.push(['sheet', formatSheet(v.sheet)]); // a worksheet's recipe (state/sheet.js)
  if (v.pass) pairs.push(['pass', String(v.pass)]);
  if (v.step !== DEFAULTS.step) pairs.push(['step', String(v.step)]);
  if (v.lang !== null && v.lang !== undefined) pairs.push(['lang', v.lang]);
  // A preset's link names it, and says only how it is shown: the page looks the rest up.
  if (v.preset) [pairs, hash, tooLong] = [[['preset', v.preset], ...pairs.filter(([k]) => PRESET_DISPLAY.includes(k))], '', null];
  // A panel's configuration keeps its ':' (legal in a query): right=alphabeta,depth:5.
  const search = pairs.length ? `?${pairs.map(([k, x]) => `${k}=${k === 'left' || k === 'right' ? encodeValue(x).replace(/%3A/gi, ':') : encodeValue(x)}`).join('&')}` : '';
  return { search, hash, tooLong };
}

// ---- decode --------------------------------------------------------------------------

/** Groups `text` (a query or fragment, leading '?'/'#' optional) into name → list of values, in first-seen order. */
function groupParams(text, lead) {
  const s = typeof text === 'string' ? text : '';
  const groups = new Map();
  // URLSearchParams never throws: bad escapes stay literal, bad UTF-8 becomes U+FFFD.
  for (const [k, v] of new URLSearchParams(s.startsWith(lead) ? s.slice(1) : s)) {
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k).push(v);
  }
  return groups;
}

/** Reads enhance=id,tt,…: every name known, aspiration only with id; '' when absent or bad. */
function readEnhance(single, errors) {
  if (!single.has('enhance')) return DEFAULTS.enhance;
  const raw = single.get('enhance');
  const names = raw === '' ? [] : raw.split(',');
  if (names.some((x) => !ENHANCEMENTS.includes(x)) || new Set(names).size !== names.length) {
    errors.push(problem('enhance', REASONS.notOneOf, raw, { allowed: ENHANCEMENTS }));
    return DEFAULTS.enhance;
  }
  if (names.includes('aspiration') && !names.includes('id')) {
    errors.push(problem('enhance', REASONS.needs, 'aspiration', { other: 'id' }));
    return canonicalEnhance(names.filter((x) => x !== 'aspiration'));
  }
  return canonicalEnhance(names);
}

/** Reads left= or right=, a panel's configuration (state/panel-config.js); null when absent, default or bad. */
function readConfig(single, side, errors) {
  if (!single.has(side)) return null;
  const raw = single.get(side);
  const r = parseConfig(raw);
  if (r.error) {
    const { reason, part, extra } = r.error;
    errors.push(problem(side, REASONS[reason], part, extra));
    return null;
  }
  return isDefaultConfig(side, r.cfg) ? null : r.cfg;
}

/**
 * The view a link holds, and what was wrong with it. `search` is the query
 * ('?' optional) and `hash` the fragment ('#' optional). Never throws: every
 * valid parameter is kept, every invalid one takes its default and adds an
 * error {param, reason, value, …} with `value` quoted (see REASONS).
 * `kept` is the key of state kept in this browser (kept=), or null.
 */
export async function decode(search, hash) {
  const errors = [];
  const query = groupParams(search, '?');
  const fragment = groupParams(hash, '#');
  // All parameters by name; the fragment may only hold z, the query anything but z.
  const present = new Map();
  let unknown = 0;
  for (const [groups, allowed] of [[query, (k) => k !== 'z' && PARAMS.includes(k)], [fragment, (k) => k === 'z']]) {
    for (const [k, values] of groups) {
      if (!allowed(k)) {
        if (unknown++ < LIMITS.maxUnknown) errors.push({ param: quote(k), reason: REASONS.unknown, value: quote(values[0]) });
      } else present.set(k, values);
    }
  }
  // preset= stands for a whole view: what else the link searches conflicts with it and is left out.
  if (present.has('preset')) {
    for (const k of [...present.keys()].filter((x) => x !== 'preset' && !PRESET_DISPLAY.includes(x))) {
      errors.push(problem(k, REASONS.conflict, present.get(k)[0], { other: 'preset' }));
      present.delete(k);
    }
  }
  // A parameter given twice is ambiguous, so neither value is used.
  const single = new Map();
  for (const [k, values] of present) {
    if (values.length > 1) errors.push(problem(k, REASONS.duplicate, values.join('&'), { count: values.length }));
    else single.set(k, values[0]);
  }
  const game = readChoice(single, 'game', DEFAULTS.game, errors);
  const { position, size, link } = await readGamePosition(game, single, present, errors);
  /** Whether the game's link part holds `param` (play=, c4eval=): another game's link reports it as a conflict. */
  const owns = (param) => !!link?.params.includes(param);
  const order = readChoice(single, 'order', DEFAULTS.order, errors);
  let seed = DEFAULTS.seed;
  if (single.has('seed') && order !== 'random') {
    errors.push(problem('seed', REASONS.conflict, single.get('seed'), { other: 'order' }));
  } else seed = readWhole(single, 'seed', DEFAULTS.seed, errors);
  // A game with a depth default of its own (Connect Four's; a maze game's registry's, Pacman's in rounds).
  const depthDefault = link?.depthDefault ? link.depthDefault(LINK_CTX) : DEFAULTS.depth;
  const depth = single.get('depth') === 'none' ? null : readWhole(single, 'depth', depthDefault, errors);
  const variant = readChoice(single, 'variant', DEFAULTS.variant, errors);
  const scoring = readChoice(single, 'scoring', DEFAULTS.scoring, errors);
  const prune = readChoice(single, 'prune', defaultPrune(game), errors);
  const ghosts = readChoice(single, 'ghosts', DEFAULTS.ghosts, errors);
  const evaluation = readChoice(single, 'eval', DEFAULTS.eval, errors);
  // A played game's seed: its decision is the history's (play/panel.js); only a maze game is played.
  if (!owns('play') && single.has('play')) errors.push(problem('play', REASONS.conflict, single.get('play'), { other: 'game' }));
  const play = owns('play') ? readWhole(single, 'play', DEFAULTS.play, errors) : DEFAULTS.play;
  // The shipped learned evaluation is Connect Four's; trained weights come back through kept=.
  if (!owns('c4eval') && single.has('c4eval')) errors.push(problem('c4eval', REASONS.conflict, single.get('c4eval'), { other: 'game' }));
  const c4eval = owns('c4eval') ? readChoice(single, 'c4eval', 'default', errors) : 'default';
  const agents = readWhole(single, 'agents', DEFAULTS.agents, errors);
  const bounds = single.has('bounds') && BOUNDS_RE.test(single.get('bounds')) ? single.get('bounds') : DEFAULTS.bounds;
  if (single.has('bounds') && !BOUNDS_RE.test(single.get('bounds'))) errors.push(problem('bounds', REASONS.notOneOf, single.get('bounds'), { allowed: ['L,U'] }));
  const enhance = readEnhance(single, errors);
  const ttSize = readWhole(single, 'ttsize', DEFAULTS.ttSize, errors);
  let pruned = readChoice(single, 'pruned', DEFAULTS.pruned, errors);
  if (pruned === 'mtdf' && !enhance.split(',').includes('tt')) {
    errors.push(problem('pruned', REASONS.needs, pruned, { other: 'enhance=tt' }));
    pruned = DEFAULTS.pruned;
  }
  const [left, right] = ['left', 'right'].map((side) => readConfig(single, side, errors));
  const viewMode = readChoice(single, 'view', DEFAULTS.view, errors);
  const [lecture, negamax, embed] = ['lecture', 'negamax', 'embed'].map((k) => readChoice(single, k, '0', errors) === '1');
  const drawer = readChoice(single, 'drawer', DEFAULTS.drawer, errors);
  const pass = readWhole(single, 'pass', DEFAULTS.pass, errors);
  const step = readWhole(single, 'step', DEFAULTS.step, errors);
  const lang = readChoice(single, 'lang', DEFAULTS.lang, errors);
  const preset = single.has('preset') && PRESET_NAME_RE.test(single.get('preset')) ? single.get('preset') : DEFAULTS.preset;
  if (single.has('preset') && !preset) errors.push(problem('preset', REASONS.badPreset, single.get('preset')));
  // kept=KEY: state kept in this browser (state/kept.js), which the page looks up; not part of the view.
  const kept = single.has('kept') && KEPT_RE.test(single.get('kept')) ? single.get('kept') : null;
  if (single.has('kept') && !kept) errors.push(problem('kept', REASONS.badKept, single.get('kept')));
  const sheet = single.has('sheet') ? parseSheet(single.get('sheet')) : {};
  if (sheet.error) errors.push(sheet.error);
  const view = { position, order, seed, depth, variant, scoring, prune, agents, bounds, lang, step, view: viewMode, lecture, drawer, embed, game, size, enhance, ttSize, pruned, ghosts, eval: evaluation, play, left, right, preset, pass, negamax };
  if (c4eval === 'learned') view.c4eval = c4eval;
  if (sheet.recipe) view.sheet = sheet.recipe;
  return kept ? { view, errors, kept } : { view, errors };
}
