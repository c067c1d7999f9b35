// Unit tests of web/i18n/index.js and its dictionaries: every language has exactly
// the English keys, with the same kind of value (text or plural forms), the
// same {placeholders} and the same HTML tags; every key the page uses exists
// in English, and every English key is used; t() chooses plural forms and
// groups digits as the language does. Run with `node --test tests/unit/`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { en as enPage, list, ownStrings, setLang, t } from '../../web/i18n/all.js';
import { ja as jaPage } from '../../web/i18n/ja.js';
import { ko as koPage } from '../../web/i18n/ko.js';
import { loadGames } from '../../web/games/index.js';

// Registers the strings each game brings in its folder (games/<name>/strings.js), those that come with a game's first view too.
await loadGames();

// Each language's words: its dictionary and the games' own, checked alike.
const en = { ...ownStrings('en'), ...enPage };
const ja = { ...ownStrings('ja'), ...jaPage };
const ko = { ...ownStrings('ko'), ...koPage };

/** Keys that join other texts, which may be blank or white space in some languages. */
const SEPARATORS = ['sentenceSep', 'listSep', 'and', 'factSep'];
import { REASONS, describe, describeTooLong } from '../../web/state/view.js';

const LANGS = { en, ja, ko };
const TRANSLATIONS = { ja, ko };

/** The {placeholders} of a text, each once, sorted. */
const placeholders = (s) => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

/** The HTML tags of a text (<kbd>, </kbd>, …), in order. */
const tags = (s) => [...s.matchAll(/<\/?[a-z][^>]*>/gi)].map((m) => m[0]);

const kind = (v) => (typeof v === 'string' ? 'string' : v && typeof v === 'object' && !Array.isArray(v) ? 'plural' : typeof v);

/** English's "other" text of a key: the one every form of every language is compared with. */
const englishOther = (k) => (typeof en[k] === 'string' ? en[k] : en[k].other);

for (const [lang, dict] of Object.entries(TRANSLATIONS)) {
  test(`${lang} has exactly the English keys`, () => {
    // A preset's title, source and caption: English is the core registry's (tests/unit/gallery.test.js checks these keys).
    assert.deepEqual(Object.keys(dict).filter((k) => !(k in en) && !/^(title|source|caption)\.[a-z0-9-]+$/.test(k)), [], `keys ${lang} has that English does not`);
    assert.deepEqual(Object.keys(en).filter((k) => !(k in dict)), [], `English keys ${lang} lacks`);
  });
}

for (const [lang, dict] of Object.entries(LANGS)) {
  const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories.slice().sort();

  test(`${lang}: each value has the kind, placeholders and markup of English`, () => {
    const problems = [];
    for (const k of Object.keys(en)) {
      if (!(k in dict)) continue; // reported by the key test
      const v = dict[k];
      if (kind(v) !== kind(en[k])) {
        problems.push(`${k}: a ${kind(v)}, English has a ${kind(en[k])}`);
        continue;
      }
      const want = placeholders(englishOther(k));
      for (const [form, text] of typeof v === 'string' ? [['', v]] : Object.entries(v)) {
        const where = form ? `${k}.${form}` : k;
        // Separators may be blank (Japanese joins sentences with nothing); other texts may not.
        const blankOk = SEPARATORS.includes(k);
        if (typeof text !== 'string' || (!blankOk && text.trim() === '')) { problems.push(`${where}: empty or not text`); continue; }
        const got = placeholders(text);
        if (got.join() !== want.join()) problems.push(`${where}: placeholders {${got.join('}, {')}}, English has {${want.join('}, {')}}`);
        const tagsGot = tags(text).sort();
        const tagsWant = tags(englishOther(k)).sort();
        if (tagsGot.join() !== tagsWant.join()) problems.push(`${where}: HTML tags ${tagsGot.join('')} differ from English ${tagsWant.join('')}`);
      }
    }
    assert.deepEqual(problems, []);
  });

  test(`${lang}: plural objects have exactly the language's plural forms (${categories.join(', ')})`, () => {
    const problems = [];
    for (const [k, v] of Object.entries(dict)) {
      if (kind(v) !== 'plural') continue;
      const got = Object.keys(v).sort();
      if (!got.includes('other')) problems.push(`${k}: no 'other' form`);
      if (got.join() !== categories.join()) problems.push(`${k}: forms ${got.join(', ')}, ${lang} has ${categories.join(', ')}`);
    }
    assert.deepEqual(problems, []);
  });
}

// ---- which keys the page uses -------------------------------------------------------------

const ROOT = new URL('../../', import.meta.url);
const WEB = new URL('web/', ROOT);
/** The dictionaries (web/i18n/ but its machinery in index.js): data, not uses of keys. */
const isDictionary = (f) => (f.startsWith('i18n/') && f !== 'i18n/index.js') || /^games\/.+\/strings\.js$/.test(f);

/** The page's sources: every module under web/ but the dictionaries, and index.html. */
function sources() {
  const out = [];
  // Every module under web/ (not wasm-bindgen's web/pkg/), by its path from web/.
  const files = readdirSync(WEB, { recursive: true }).map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.js') && !f.startsWith('pkg/') && !isDictionary(f)).sort();
  for (const f of files) {
    let text = readFileSync(new URL(f, WEB), 'utf8');
    // Comments name keys in prose; only code counts.
    text = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    out.push({ file: `web/${f}`, text });
  }
  return { js: out, html: readFileSync(new URL('index.html', ROOT), 'utf8') };
}

/** The text of the first argument of the call whose '(' is at `open`. */
function firstArgument(text, open) {
  let depth = 0;
  for (let i = open + 1; i < text.length; i++) {
    const c = text[i];
    if (c === "'" || c === '"' || c === '`') {
      // Skip the string (template literals: their ${…} may not hold that quote).
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
    } else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) {
      if (depth === 0) return text.slice(open + 1, i);
      depth--;
    } else if (c === ',' && depth === 0) return text.slice(open + 1, i);
  }
  return '';
}

/**
 * What the page uses: `keys` (key → where), `prefixes` (template keys such
 * as `phase_${…}`: prefix → where) and `literals` (strings the JS chooses or
 * assigns, `? 'a' : 'b'`, `= 'a'`, `return 'a'`: keys picked into a variable
 * before t() sees them count as used, but are not checked as keys).
 */
function usage() {
  const { js, html } = sources();
  const keys = new Map();
  const prefixes = new Map();
  const literals = new Set();
  const use = (k, where) => { if (!keys.has(k)) keys.set(k, where); };
  for (const { file, text } of js) {
    // t('key', …), t(cond ? 'a' : 'b'), t(`prefix${…}`); tr( where a module calls its tree `t` (games/).
    for (const m of text.matchAll(/(?<![\w$.])tr?\(/g)) {
      const arg = firstArgument(text, m.index + m[0].length - 1).trim();
      const template = /^`([^`$]*)\$\{/.exec(arg);
      if (template) { prefixes.set(template[1], file); continue; }
      if (/^`[^`$]*`$/.test(arg)) { use(arg.slice(1, -1), file); continue; }
      for (const s of arg.matchAll(/(?:^|[?:])\s*'([^'\\]+)'/g)) use(s[1], file);
    }
    // Messages handed around as {key: 'link.x', params}.
    for (const m of text.matchAll(/\bkey:\s*'([^'\\]+)'/g)) use(m[1], file);
    // English read directly (i18n/index.js: en.expNumberOrOpen).
    for (const m of text.matchAll(/\ben\.(\w+)(?![\w'])/g)) use(m[1], file);
    // A key chosen into a variable first: const st = cond ? 'statePruned' : …; t(st).
    for (const m of text.matchAll(/(?:[?:=]|\breturn)\s*'([^'\\\n]+)'/g)) literals.add(m[1]);
  }
  for (const m of html.matchAll(/\bdata-i18n(?:-html|-aria|-title|-placeholder)?="([^"]*)"/g)) use(m[1], 'index.html');
  // The pseudocode's notes, translated by explain.js pseudocode(): each algorithm's note keys (search/algorithms/*.rs,
  // a file an algorithm with its listing) and the notes a variant puts on a line (search/defs.rs).
  const search = new URL('crates/core/src/search/', ROOT);
  const noted = ['defs.rs', ...readdirSync(new URL('algorithms/', search)).filter((f) => f.endsWith('.rs')).map((f) => `algorithms/${f}`)];
  for (const file of noted) {
    for (const m of readFileSync(new URL(file, search), 'utf8').matchAll(/"(code\w+Note)"/g)) use(m[1], `search/${file} note_key`);
  }
  // Link errors: web/state/url.js describe() makes `link.${reason}` (and link.outOfRangePart).
  for (const reason of Object.values(REASONS)) use(describe({ reason, param: 'p', value: '“v”' }).key, 'web/state/url.js describe()');
  use(describe({ reason: REASONS.outOfRange, param: 'random', value: '“0”', part: 'b', min: 1, max: 9 }).key, 'web/state/url.js describe()');
  use(describeTooLong({ chars: 1, limit: 1 }).key, 'web/state/url.js describeTooLong()');
  // Search phases: t(`phase_${phase}`) for each phase the worker or page names.
  for (const { file, text } of js) {
    for (const m of text.matchAll(/\bphase(?:\(\s*|:\s*)'(\w+)'/g)) use(`phase_${m[1]}`, file);
  }
  return { keys, prefixes, literals };
}

// Keys t() builds from a code it does not know in advance: engine errors
// (crates/wasm error codes, `err.${code}`). Every other key must be found.
// Panel titles: `alg.${name}` for each registry algorithm's name.
// Presets' titles and captions: `title.${name}`, `caption.${name}` for each registry preset.
// gallery.book.: one per book of state/gallery-presets.js BOOKS (tests/unit/gallery.test.js checks each has its text).
const DYNAMIC = ['err.', 'alg.', 'title.', 'caption.', 'gallery.book.'];

test('every key the page uses exists in English', () => {
  const { keys, prefixes } = usage();
  assert.ok(keys.size > 100, `found ${keys.size} keys in use: is the scan still reading the page?`);
  const missing = [...keys].filter(([k]) => !(k in en)).map(([k, where]) => `${k} (${where})`);
  assert.deepEqual(missing, [], 'keys the page uses that English lacks');
  const deadPrefixes = [...prefixes].filter(([p]) => !Object.keys(en).some((k) => k.startsWith(p))).map(([p, where]) => `${p}… (${where})`);
  assert.deepEqual(deadPrefixes, [], 'template keys with no English key of that prefix');
  assert.deepEqual([...prefixes.keys()].filter((p) => p !== 'phase_' && !DYNAMIC.includes(p)), [],
    'a new template key: resolve it in usage() or add its prefix to DYNAMIC');
});

// The engine's error codes, as the core's code() methods spell them, wherever
// each error lives in crates/core/src (every module owns its errors).
const rustFiles = (dir) => readdirSync(dir, { withFileTypes: true })
  .flatMap((d) => d.isDirectory() ? rustFiles(path.join(dir, d.name)) : d.name.endsWith('.rs') ? [path.join(dir, d.name)] : []);
const CORE = rustFiles(fileURLToPath(new URL('crates/core/src', ROOT)));
const PREFIX = { Board: 'board', Tree: 'tree', Option: 'option', C4: 'connect4', Maze: 'maze' };
/** A game's own error codes (GameError): `<game>.<Code>` for each bad("Code", …) in its folder, crates/core/src/games/<game>/. */
const gameCodes = (file, src) => {
  const name = file.split(path.sep).join('/').match(/\/games\/(\w+)\/[^/]+\.rs$/)?.[1];
  return name ? [...src.matchAll(/\bbad\(\s*"([A-Z]\w+)"/g)].map((m) => `${name}.${m[1]}`) : [];
};
const engineCodes = () => [...new Set(CORE.flatMap((f) => {
  const src = readFileSync(f, 'utf8');
  return [...[...src.matchAll(/\b(Board|Tree|Option|C4|Maze)Error::\w+(?:\s*\{\s*\.\.\s*\}|\((?:_|\.\.)\))?\s*=>\s*"(\w+)"/g)]
    .map((m) => `${PREFIX[m[1]]}.${m[2]}`), ...gameCodes(f, src)];
}))].sort();
// Codes the page cannot cause (it only sends the orderings, scorings, variants,
// algorithms and roots it offers); they show the engine's English message.
const INTERNAL_CODES = ['option.UnknownAlgorithm', 'option.UnknownOption', 'option.UnknownOrdering', 'option.UnknownPrune', 'option.UnknownRoot', 'option.UnknownScoring', 'option.UnknownVariant',
  // The page sends only the games and enhancements it offers, and enhancements never with a textbook tree.
  'option.UnknownGame', 'option.UnknownEnhancement', 'option.EnhanceNeedsBoard',
  // The page checks Connect Four positions itself (connect4.js, with its own translated messages) before the engine sees them.
  'connect4.UnknownSize', 'connect4.NotAColumn', 'connect4.ColumnOutOfRange', 'connect4.FullColumn', 'connect4.AfterEnd', 'connect4.RowLength',
  'connect4.BadCell', 'connect4.Floating', 'connect4.ImpossibleCounts', 'connect4.PlayAfterFour', 'connect4.SizeMismatch',
  // The page offers no move limit or weights, and only the ghost models and evaluations it lists.
  'maze.BadLimit', 'maze.BadWeights', 'maze.BadChoice',
  // The page sends no Monte Carlo tree search options yet (issue 30's page part).
  'option.BadMcts'];

test('English has a template for each engine error code a user can cause, and for no other code', () => {
  const codes = engineCodes();
  assert.ok(codes.length >= 20, `found ${codes.length} codes in crates/core: are the code() methods still written this way?`);
  const templates = Object.keys(en).filter((k) => k.startsWith('err.')).map((k) => k.slice(4));
  assert.deepEqual(templates.filter((c) => !codes.includes(c)), [], 'err.* keys the engine never sends');
  assert.deepEqual(INTERNAL_CODES.filter((c) => !codes.includes(c)), [], 'INTERNAL_CODES the engine no longer has');
  assert.deepEqual(codes.filter((c) => !templates.includes(c) && !INTERNAL_CODES.includes(c)), [], 'engine codes without an err.* template');
});

test('every English key is used by the page', () => {
  const { keys, literals } = usage();
  const unused = Object.keys(en).filter((k) => !keys.has(k) && !literals.has(k) && !DYNAMIC.some((p) => k.startsWith(p)));
  assert.deepEqual(unused, [], 'English keys nothing uses');
});

// ---- t() and list() ----------------------------------------------------------------------

test('t() chooses the plural form by the language: English one and other, Japanese and Korean other only', () => {
  try {
    assert.equal(setLang('en'), 'en');
    assert.equal(t('cutoffs', { n: 1 }), ' · 1 cut-off');
    assert.equal(t('cutoffs', { n: 2 }), ' · 2 cut-offs');
    assert.equal(t('cutoffs', { n: 0 }), ' · 0 cut-offs');
    assert.equal(t('nodesN', { n: 1 }), '1 node');
    // `count` chooses the form when `n` is a placeholder filled with something else.
    assert.equal(t('counts', { entered: 1, n: 'N', count: 1, leaves: 1, leavesTotal: 1 }), 'Entered 1 of N node · leaves 1 of 1');
    assert.equal(t('counts', { entered: 1, n: 'N', count: 2, leaves: 1, leavesTotal: 1 }), 'Entered 1 of N nodes · leaves 1 of 1');
    for (const [lang, dict] of Object.entries(TRANSLATIONS)) {
      assert.equal(setLang(lang), lang);
      assert.equal(t('nodesN', { n: 1 }), dict.nodesN.other.replace('{n}', '1'), `${lang} nodesN with n = 1`);
      assert.equal(t('cutoffs', { n: 1 }), dict.cutoffs.other.replace('{n}', '1'), `${lang} cutoffs with n = 1`);
    }
  } finally {
    setLang('en');
  }
});

test('t() writes numbers with the language\'s digit grouping and leaves other values as they are', () => {
  try {
    for (const lang of Object.keys(LANGS)) {
      setLang(lang);
      assert.ok(t('nodesN', { n: 549946 }).includes('549,946'), `${lang}: ${t('nodesN', { n: 549946 })}`);
      // Text is not reformatted: a quoted value or a value like "+1" stays as given.
      assert.ok(t('tipValue', { value: '+1000' }).includes('+1000'), lang);
    }
    setLang('en');
    assert.equal(t('stepOf', { pos: 1234, total: 56789 }), 'step 1,234 of 56,789');
    assert.equal(t('no such key'), 'no such key', 'an unknown key shows itself');
    assert.equal(t('tipValue'), 'value {value}', 'a missing parameter stays visible');
  } finally {
    setLang('en');
  }
});

test('setLang() falls back to English and t() falls back to English text', () => {
  try {
    assert.equal(setLang('xx'), 'en');
    assert.equal(t('cancel'), en.cancel);
    assert.equal(setLang('ja'), 'ja');
    assert.equal(t('cancel'), ja.cancel);
  } finally {
    setLang('en');
  }
});

test('list() joins as the language does', () => {
  try {
    setLang('en');
    assert.equal(list([]), '');
    assert.equal(list([7]), '7');
    assert.equal(list([7, 8]), '7 and 8');
    assert.equal(list([5, 7, 8]), '5, 7 and 8');
    assert.equal(list([1000, 2000]), '1,000 and 2,000');
    setLang('ja');
    assert.equal(list([5, 7, 8]), `5${ja.listSep}7${ja.and}8`);
    setLang('ko');
    assert.equal(list([5, 7, 8]), `5${ko.listSep}7${ko.and}8`);
  } finally {
    setLang('en');
  }
});
