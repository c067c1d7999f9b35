// Unit tests of web/panels/code-text.js: every line of every algorithm's
// pseudocode, as the engine gives it (tests/unit/wasm.js), is reproduced
// word for word in English and translated into Japanese and Korean wherever
// it has words. Run with `node --test tests/unit/`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyse, AIMA, MOVE4 } from './wasm.js';
import { codeText } from '../../web/panels/code-text.js';
import { pseudocode } from '../../web/panels/explain.js';
import { setLang } from '../../web/i18n/all.js';

const CHANCE = 'max[chance[0.9: 2, 0.1: 3], chance[0.9: 1, 0.1: 4]]';
/** Requests that between them show every algorithm and every variant of a line (≥ or >, fail-hard). */
const REQUESTS = [
  { tree: AIMA }, { tree: AIMA, prune: 'gt', variant: 'fail-hard' },
  { tree: CHANCE, bounds: '0,4' }, { tree: CHANCE, bounds: '0,4', pruned: 'star2' },
  { board: MOVE4, pruned: 'mtdf', enhance: 'tt', tt_size: 1024 },
];

/** Every [line, note key] of the registry's pseudocode the page can show. */
function engineLines() {
  const lines = new Map();
  for (const req of REQUESTS) {
    for (const info of Object.values(analyse(req).summary.algorithms)) for (const l of info.pseudocode) lines.set(l[1], info.name);
  }
  return lines;
}

/** Words that are the pseudocode's own names (functions, variables, node kinds), the same in every language. */
const NAMES = new Set(['node', 'value', 'max', 'min', 'minimax', 'alphabeta', 'alphabeta_tt', 'star2', 'mtdf', 'root', 'lower', 'upper', 'lo', 'hi']);
const hasWords = (line) => line.split(/[^A-Za-z_0-9]+/).some((w) => /^[a-z]{2,}$/.test(w) && !NAMES.has(w));

test('the engine still writes the lines the dictionaries know', () => {
  const lines = engineLines();
  assert.ok(lines.size >= 40, `found ${lines.size} distinct lines: are all algorithms still reached?`);
  for (const line of lines.keys()) assert.ok(line === line.trim() && line.length > 0, line);
});

test('English shows each line exactly as the engine writes it', () => {
  setLang('en');
  const changed = [...engineLines().keys()].filter((l) => codeText(l) !== l);
  assert.deepEqual(changed, []);
});

for (const lang of ['ja', 'ko']) {
  test(`${lang}: every pseudocode line with words is translated, its formulas kept`, () => {
    setLang(lang);
    const untranslated = [];
    for (const [line, alg] of engineLines()) {
      const shown = codeText(line);
      if (hasWords(line) && (shown === line || /\b(if|for|each|return|while|break|function|of|the|with|or|else|by|store|narrow|as)\b/.test(shown))) untranslated.push(`${alg}: ${line} → ${shown}`);
      // The symbols and names of the line are all still there.
      for (const sym of line.match(/[αβΣ≥≤<>←∞ᵢⱼ]|alphabeta_tt|alphabeta|star2|minimax|mtdf/g) ?? []) {
        if (!shown.includes(sym)) untranslated.push(`${alg}: ${line} → ${shown} lost "${sym}"`);
      }
    }
    setLang('en');
    assert.deepEqual(untranslated, []);
  });
}

test('the page\'s pseudocode (explain.js) uses the translation', () => {
  setLang('ja');
  const info = analyse({ tree: AIMA }).summary.algorithms.alphabeta;
  const lines = pseudocode(info).map(([, code]) => code);
  setLang('en');
  assert.ok(lines.includes('node が MAX なら：'), lines.join('\n'));
  assert.ok(lines.includes('α ≥ β なら：ループを抜ける'));
});
