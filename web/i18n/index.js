// Every piece of text the page shows, in English, Japanese and Korean.
// Static text is marked in index.html with data-i18n (text),
// data-i18n-html (trusted markup), data-i18n-aria (aria-label),
// data-i18n-title and data-i18n-placeholder; the rest is built in JS with t().
// Messages from the search core arrive with a code and parameters (see
// crates/wasm) and are translated here too; English is the fallback.

import { en } from './en.js';
import { num, setNumberLang } from './format.js';

export { num };

export { en };

// English ships with the page and is every key's fallback; Japanese and
// Korean (a quarter of a megabyte together) load when a person chooses them.
// Korean brings its particle picker (ko-particles.js) with its dictionary.
// English, the fallback, comes with them whole (loadEnglish).
const LOADERS = {
  ja: () => Promise.all([import('./ja.js'), loadEnglish()]).then(([m]) => m.ja),
  ko: () => Promise.all([import('./ko.js'), import('./ko-particles.js'), loadEnglish()]).then(([m, p]) => { addFinish('ko', p.pickParticles); return m.ko; }),
};

// The English words the first view does not say (45 KB minified): those only a lesson, a
// game's panel or the slide export says, which come with the lesson (lessons.js), the
// game's parts (games/index.js loadGame) or the first export (controls/share.js); those
// the markup already holds (en-markup.js); and the engine's error templates, as English
// shows the engine's own message (en-codes.js). Another language brings them all, as every
// key's fallback. Until then the page's markup keeps its own English words (translatePage).
const LATER = [() => import('./en-lab.js'), () => import('./en-pearl.js'), () => import('./en-replay.js'), () => import('./en-c4play.js'),
  () => import('./en-mcts-panel.js'), () => import('./en-play-panel.js'), () => import('./en-sheet-panel.js'), () => import('./en-maze-panel.js'),
  () => import('./en-slide.js'), () => import('./en-markup.js'), () => import('./en-codes.js')];

// The words only the readouts, the controls and the Gallery say (after-tree.js):
// en-panels.js, and the pseudocode's, negamax's, the tree builder's, the Gallery's and
// its presets'. They come with those, just after the
// first trees (main.js), and with LATER.
const PANELS = [() => import('./en-panels.js'), () => import('./en-code.js'), () => import('./en-negamax.js'), () => import('./en-build.js'),
  () => import('./en-gallery.js'), () => import('./en-presets.js')];

/** Loads a list of English parts into the English dictionary, once; a load that failed (offline) is tried again next time. */
const loader = (parts) => {
  let once = null;
  return () => (once ??= Promise.all(parts.map((f) => f())).then((ms) => { for (const m of ms) for (const words of Object.values(m)) Object.assign(en, words); }, (e) => { once = null; throw e; }));
};

/** Loads the English words of the readouts and controls (PANELS), once. */
export const loadPanelWords = loader(PANELS);
const loadLater = loader(LATER);
/** Loads every English word the first view left out (PANELS and LATER), once. */
export const loadEnglish = () => Promise.all([loadPanelWords(), loadLater()]);
const DICTS = { en };
/** Per language, what t() does to a sentence once its values are filled in (Korean's particles). */
const FINISH = {};
export const LANGS = ['en', ...Object.keys(LOADERS)];

/** Adds language `l`'s dictionary (loadLang, or i18n/all.js for Node). */
export function addLang(l, dict) {
  DICTS[l] = dict;
}

/** Makes `finish(text)` the last step of t() in language `l` (loadLang, or i18n/all.js for Node). */
export function addFinish(l, finish) {
  FINISH[l] = finish;
}

/** Whether setLang(l) can show `l` now (its dictionary is here, or `l` is unknown and reads as English). */
export function loaded(l) {
  return !!DICTS[l] || !LOADERS[l];
}

/**
 * Loads language `l`'s dictionary once; resolves to the language setLang
 * may then take (English when `l` is unknown or its file cannot load).
 */
export async function loadLang(l) {
  if (!DICTS[l] && LOADERS[l]) {
    try { addLang(l, await LOADERS[l]()); } catch { /* offline without it: English */ }
  }
  return DICTS[l] ? l : 'en';
}

// The strings a game brings in its own folder (games/<name>/strings.js), by language: a game
// registers them with addStrings, so its words need no line in these dictionaries.
const OWN = { en: {} };

/** Adds a game's own strings, `{en: {key: text}, ja: {…}, ko: {…}}`; English is their fallback too. */
export function addStrings(table) {
  for (const [l, dict] of Object.entries(table)) OWN[l] = { ...OWN[l], ...dict };
}

/** The strings games brought for language `l` (a copy). */
export function ownStrings(l) {
  return { ...OWN[l] };
}

/** Key `key`'s text in language `l`: its dictionary's, else a game's own. */
const lookup = (l, key) => DICTS[l]?.[key] ?? OWN[l]?.[key];

let lang = 'en';

/** Makes `l` the page's language if its dictionary is loaded (loadLang), else English. */
export function setLang(l) {
  lang = DICTS[l] ? l : 'en';
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  plural = new Intl.PluralRules(lang);
  setNumberLang(lang);
  return lang;
}

let plural = new Intl.PluralRules('en');

export function getLang() {
  return lang;
}

/**
 * The text for `key` in the current language with {params} filled in.
 * Numbers are written by format.js num (whole ones with the language's
 * digit grouping). A key whose text
 * is an object of plural forms ({one, other}, as Intl.PluralRules names
 * them) is chosen by the number `count`, else `n`.
 */
export function t(key, params = {}) {
  let s = lookup(lang, key) ?? lookup('en', key) ?? key;
  if (typeof s === 'object') s = s[plural.select(Number(params.count ?? params.n))] ?? s.other;
  const filled = s.replace(/\{(\w+)\}/g, (m, k) => (k in params ? (typeof params[k] === 'number' ? num(params[k]) : String(params[k])) : m));
  // Korean writes both forms of a particle after a value ("{node}을(를)"); the value now says which one.
  return FINISH[lang] ? FINISH[lang](filled) : filled;
}

/** "7", "7 and 8", "5, 7 and 8", joined as the language does. */
export function list(items) {
  const parts = items.map((v) => (typeof v === 'number' ? num(v) : String(v)));
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(t('listSep'))}${t('and')}${parts[parts.length - 1]}`;
}

/** Whether `key` has a translation (or English text). */
export function has(key) {
  return lookup(lang, key) !== undefined || lookup('en', key) !== undefined;
}

/** A core error in the current language: by its code, else its English message. */
export function tError(e) {
  // English shows the core's own message, word for word.
  if (lang !== 'en' && e && e.code && lookup(lang, `err.${e.code}`) !== undefined) {
    const params = { ...(e.params || {}) };
    // The core names what it expected in English; these two are all it says.
    const expected = { [en.expNumberOrOpen]: 'expNumberOrOpen', [en.expCommaOrClose]: 'expCommaOrClose' }[params.expected];
    if (expected) params.expected = t(expected);
    return t(`err.${e.code}`, params);
  }
  return e && e.message ? e.message : String(e);
}

/** Applies the current language to every marked element under `root`. */
export function translatePage(root = document) {
  // A key whose words have not come yet (a lesson's, in English: LATER) keeps the markup's own.
  const each = (attr, set) => { for (const el of root.querySelectorAll(`[${attr}]`)) { const k = el.getAttribute(attr); if (has(k)) set(el, t(k)); } };
  each('data-i18n', (el, s) => { el.textContent = s; });
  each('data-i18n-html', (el, s) => { el.innerHTML = s; });
  each('data-i18n-aria', (el, s) => el.setAttribute('aria-label', s));
  each('data-i18n-title', (el, s) => { el.title = s; });
  each('data-i18n-placeholder', (el, s) => { el.placeholder = s; });
  document.title = `abviz — ${t('subtitle')}`;
}
