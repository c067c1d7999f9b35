// No game named in the page's shared code (issue 29 point 1: a game is a
// folder). Shared code is every module under web/ outside web/games/ and
// web/i18n/ (and wasm-bindgen's web/pkg/ and the options' generated copy). It may not quote a game's name or
// alias ('pacman', "c4", `tree`): the names come from the engine's registry,
// games() of web/pkg, so a new game is covered when it registers. Comments
// are not read. NAMED_FOR_NOW lists today's files, with how many; it may only
// shrink: a file with more names fails, and so does one with fewer until its
// entry is lowered or dropped. Run with `node --test tests/unit/`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import './wasm.js'; // initialises the wasm module
import { games } from '../../web/pkg/abviz_wasm.js';

const WEB = new URL('../../web/', import.meta.url);

// Quoted game names per file: none is left (issue 29); the list stays for a name that cannot go at once.
const NAMED_FOR_NOW = [];

/** Every name and alias of the engine's games. */
const NAMES = JSON.parse(games()).flatMap((g) => [g.name, ...g.aliases]);

/** The shared modules: by path from web/. */
const SHARED = readdirSync(WEB, { recursive: true }).map((f) => f.split(path.sep).join('/'))
  // engine/option-schema.js is generated from the engine's declarations, as pkg/ is built from it: the registry's own data.
  .filter((f) => f.endsWith('.js') && !/^(pkg|games|i18n)\//.test(f) && f !== 'engine/option-schema.js').sort();

/** Words after which a `/` starts a regular expression, not a division. */
const BEFORE_REGEX = new Set(['return', 'typeof', 'case', 'in', 'of', 'delete', 'void', 'throw', 'new', 'else', 'do', 'yield', 'await']);

/**
 * `src` with its comments blanked (newlines kept), strings, template text and
 * regular expressions kept as written, so a quoted name is found only in code.
 */
function withoutComments(src) {
  const out = [...src];
  const blank = (from, to) => { for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' '; };
  const braces = []; // for each open `${`, the brace depth it closes at
  let depth = 0;
  let i = 0;
  /** Skips string or template text from `from` to past its closing `quote`, or, in a template, past a `${` it opens. */
  const skipQuoted = (from, quote) => {
    let j = from;
    while (j < src.length && src[j] !== quote) {
      if (src[j] === '\\') j++;
      else if (quote === '`' && src[j] === '$' && src[j + 1] === '{') {
        braces.push(depth++);
        return j + 2;
      }
      j++;
    }
    return j + 1;
  };
  const regexMayStart = (at) => {
    let k = at - 1;
    while (k >= 0 && /\s/.test(src[k])) k--;
    if (k < 0) return true;
    if (/[\w$]/.test(src[k])) {
      let w = k;
      while (w >= 0 && /[\w$]/.test(src[w])) w--;
      return BEFORE_REGEX.has(src.slice(w + 1, k + 1));
    }
    return !/[)\]}]/.test(src[k]);
  };
  while (i < src.length) {
    const c = src[i];
    if (c === '/' && src[i + 1] === '/') {
      const end = src.indexOf('\n', i);
      blank(i, end < 0 ? src.length : end);
      i = end < 0 ? src.length : end;
    } else if (c === '/' && src[i + 1] === '*') {
      const end = src.indexOf('*/', i + 2);
      const stop = end < 0 ? src.length : end + 2;
      blank(i, stop);
      i = stop;
    } else if (c === '/' && regexMayStart(i)) {
      let j = i + 1;
      let inClass = false;
      while (j < src.length && src[j] !== '\n' && (inClass || src[j] !== '/')) {
        if (src[j] === '\\') j++;
        else if (src[j] === '[') inClass = true;
        else if (src[j] === ']') inClass = false;
        j++;
      }
      i = j + 1;
    } else if (c === "'" || c === '"' || c === '`') {
      i = skipQuoted(i + 1, c);
    } else if (c === '{') {
      depth++;
      i++;
    } else if (c === '}') {
      depth--;
      i++;
      if (braces.at(-1) === depth) {
        braces.pop();
        i = skipQuoted(i, '`');
      }
    } else {
      i++;
    }
  }
  return out.join('');
}

/** The quoted game names in `code` (comments already blanked): `line: 'name'` for each. */
function quotedNames(code, names) {
  const hits = [];
  for (const name of names) {
    for (const q of ["'", '"', '`']) {
      const needle = q + name + q;
      for (let at = code.indexOf(needle); at >= 0; at = code.indexOf(needle, at + 1)) {
        hits.push([code.slice(0, at).split('\n').length, needle]);
      }
    }
  }
  return hits.sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1)).map(([line, n]) => `${line}: ${n}`);
}

/** Problems of `found` (file → hits) against `allowed` ([file, count], sorted): a count off either way, or a stale entry. */
function checkCounts(found, allowed, list) {
  const problems = [];
  const may = new Map(allowed);
  for (const [file, hits] of found) {
    const n = may.get(file) ?? 0;
    if (hits.length > n) problems.push(`web/${file} has ${hits.length} quoted game names, ${n} allowed: ${hits.join(', ')}`);
    else if (hits.length < n) problems.push(`web/${file} has ${hits.length} quoted game names, fewer than its ${n} in ${list}: lower the entry`);
  }
  for (const [file, n] of allowed) {
    if (!found.has(file)) problems.push(`web/${file} has no quoted game names now (${n} allowed): drop it from ${list}`);
  }
  const files = allowed.map(([f]) => f);
  if (files.some((f, k) => k > 0 && !(files[k - 1] < f))) problems.push(`${list} must be sorted, one entry per file`);
  return problems;
}

test('the names come from the engine\'s registry, and the module list finds the shared folders', () => {
  for (const name of ['tictactoe', 'connect4', 'tree', 'pacman', 'robots', 'c4']) assert.ok(NAMES.includes(name), `${name} in ${NAMES}`);
  for (const dir of ['engine/', 'state/', 'render/', 'panels/', 'controls/', 'lab/', 'play/']) {
    assert.ok(SHARED.some((f) => f.startsWith(dir)), `no module found in web/${dir}`);
  }
  assert.ok(SHARED.includes('main.js') && !SHARED.some((f) => /^(games|i18n|pkg)\//.test(f)));
});

test('shared web code quotes no game name but the allowlisted', () => {
  const found = new Map();
  for (const file of SHARED) {
    const hits = quotedNames(withoutComments(readFileSync(new URL(file, WEB), 'utf8')), NAMES);
    if (hits.length) found.set(file, hits);
  }
  assert.deepEqual(checkCounts(found, NAMED_FOR_NOW, 'NAMED_FOR_NOW'), []);
});

test('the name check reads code only and fails both ways', () => {
  const src = [
    "const a = 'pacman'; // 'robots'",
    "/* 'tree' */ const b = x / 2 / y, c = /['\"]c4/.test(s), d = \"c4\";",
    // A template with an expression in it ($ and { written apart, for the linter).
    "const e = `$" + "{t('tree')} and `, f = `tree`, g = 'trees', h = '// not a comment', k = 'robots';",
  ].join('\n');
  assert.deepEqual(quotedNames(withoutComments(src), NAMES), ['1: \'pacman\'', '2: "c4"', '3: \'robots\'', '3: \'tree\'', '3: `tree`']);
  const found = new Map([['x.js', ['1: a', '2: b']]]);
  assert.deepEqual(checkCounts(found, [['x.js', 2]], 'L'), []);
  assert.deepEqual(checkCounts(found, [['x.js', 1]], 'L'), ['web/x.js has 2 quoted game names, 1 allowed: 1: a, 2: b']);
  assert.deepEqual(checkCounts(found, [['x.js', 3]], 'L'), ['web/x.js has 2 quoted game names, fewer than its 3 in L: lower the entry']);
  assert.deepEqual(checkCounts(found, [['w.js', 1], ['x.js', 2]], 'L'), ['web/w.js has no quoted game names now (1 allowed): drop it from L']);
  assert.deepEqual(checkCounts(new Map(), [['x.js', 2], ['w.js', 1]], 'L').at(-1), 'L must be sorted, one entry per file');
});

/** Where `code` (comments blanked) picks one game's descriptor out of games/index.js's GAMES by name: `line: GAMES.x`. */
function pickedDescriptors(code) {
  return [...code.matchAll(/\bGAMES\s*(?:\?\.|\.)\s*[A-Za-z_$][\w$]*|\bGAMES\s*\[/g)]
    .map((m) => `${code.slice(0, m.index).split('\n').length}: ${m[0].replace(/\s+/g, '')}`);
}

test('shared web code picks no game\'s descriptor by name (GAMES.tictactoe): it asks gameOf() of what it holds', () => {
  const found = SHARED.flatMap((file) => pickedDescriptors(withoutComments(readFileSync(new URL(file, WEB), 'utf8'))).map((h) => `web/${file} ${h}`));
  assert.deepEqual(found, []);
});

test('the descriptor check finds GAMES.name and GAMES[…], and not the list as a whole', () => {
  const src = "if (g === GAMES.tictactoe) x();\nconst a = GAMES [k], b = Object.values(GAMES), c = ENGINE_GAMES.length; // GAMES.nim";
  assert.deepEqual(pickedDescriptors(withoutComments(src)), ['1: GAMES.tictactoe', '2: GAMES[']);
});
