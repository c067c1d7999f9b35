// The gallery (web/state/gallery-presets.js) over the core's real registry
// (wasm presets()): every preset is filed under a book, becomes a page view
// with no option left behind, and that view searches what the core's own
// reading of the preset searches; every preset has a Japanese and Korean
// title, source and caption, each caption with exactly the English caption's numbers
// (the core's tests/presets.rs checks those against the engine).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { presets, games } from '../../web/pkg/abviz_wasm.js';
import { analyse } from './wasm.js';
import { setGames } from '../../web/base/games.js';
import { requestOf } from '../../web/engine/request.js';
import { panelRequest } from '../../web/state/panel-config.js';
import { BOOKS, GALLERY, setPresets, galleryGroups, galleryView, matchesPreset, keepPreset, resolvePreset, presetText, treeShape, findPreset, editedFrom } from '../../web/state/gallery-presets.js';
import { ja } from '../../web/i18n/ja.js';
import { ko } from '../../web/i18n/ko.js';
import { en, setLang } from '../../web/i18n/all.js';
import { decode, encode } from '../../web/state/url.js';

setGames(JSON.parse(games()));
setPresets(presets());
const CORE = JSON.parse(presets());

/** The numbers a caption writes, as text, sorted: signs and decimals kept (t13 gives 13, 1/6 gives 1 and 6). */
const numbers = (s) => (s.match(/-?\d+(?:\.\d+)?/g) ?? []).sort();

test('every preset of the registry is in the gallery, once, under a known book', () => {
  assert.ok(GALLERY.length >= 27);
  assert.deepEqual(GALLERY.map((p) => p.name), CORE.map((p) => p.name));
  const grouped = galleryGroups().flatMap((g) => g.presets.map((p) => p.name));
  assert.deepEqual([...grouped].sort(), CORE.map((p) => p.name).sort());
  for (const p of GALLERY) assert.notEqual(p.book, 'other', `${p.name}: filed under no book`);
  assert.deepEqual(galleryGroups().map((g) => g.book), BOOKS.filter((b) => GALLERY.some((p) => p.book === b)));
  // A preset of a book the page does not know still shows, under 'other'.
  setPresets([...CORE, { ...CORE[0], name: 'new-one', book: 'someday' }]);
  assert.equal(galleryGroups().at(-1).book, 'other');
  setPresets(presets());
});

for (const [lang, dict] of Object.entries({ ja, ko })) {
  test(`${lang}: every preset has a title and a caption, and each caption has exactly the English numbers`, () => {
    const problems = [];
    for (const p of CORE) {
      for (const f of ['title', 'caption']) if (typeof dict[`${f}.${p.name}`] !== 'string' || !dict[`${f}.${p.name}`].trim()) problems.push(`${f}.${p.name} missing`);
      const text = dict[`caption.${p.name}`] ?? '';
      if (numbers(text).join() !== numbers(p.caption).join()) problems.push(`caption.${p.name}: numbers ${numbers(text)} against English ${numbers(p.caption)}`);
    }
    // No translation of a preset the registry lacks (a renamed one would be left behind).
    for (const k of Object.keys(dict).filter((x) => /^(title|source|caption)\./.test(x))) if (!findPreset(k.replace(/^\w+\./, ''))) problems.push(`${k}: no such preset`);
    assert.deepEqual(problems, []);
  });
}

/** Terms the translations keep in English on purpose (the names the books and courses use). */
const KEPT = new Set(['fail-soft', 'expectimax']);
/** Lowercase English words (3 letters or more) of `text`: what a reader of another language would not read. */
const englishWords = (text) => (text.match(/\b[a-z][a-z-]{2,}\b/g) ?? []).filter((w) => !KEPT.has(w));

for (const [lang, dict] of Object.entries({ ja, ko })) {
  test(`${lang}: every preset's title, source and caption is in ${lang}, with no English words left over`, () => {
    const problems = [];
    for (const p of CORE) {
      for (const f of ['title', 'source', 'caption']) {
        const text = dict[`${f}.${p.name}`];
        if (typeof text !== 'string' || !text.trim()) { problems.push(`${f}.${p.name}: no ${lang} entry (English: ${p[f]})`); continue; }
        if (text === p[f] && englishWords(p[f]).length) problems.push(`${f}.${p.name}: the English as it is`);
        const left = englishWords(text);
        if (left.length) problems.push(`${f}.${p.name}: English words ${left.join(', ')}`);
      }
      // A source line cites the same figure, chapter and year.
      const digits = (s) => (s.match(/\d+(?:\.\d+)?/g) ?? []).sort().join();
      if (digits(dict[`source.${p.name}`] ?? '') !== digits(p.source)) problems.push(`source.${p.name}: numbers ${digits(dict[`source.${p.name}`] ?? '')} against English ${digits(p.source)}`);
    }
    assert.deepEqual(problems, []);
  });
}

test("the Gallery's source lines read from the dictionary in ja and ko, and are the registry's in English", () => {
  const p = findPreset('deep');
  for (const [lang, dict] of Object.entries({ ja, ko })) {
    setLang(lang);
    assert.equal(presetText(p, 'source'), dict['source.deep']);
  }
  setLang('en');
  assert.equal(presetText(p, 'source'), 'In the style of the textbook exercises');
});

test('every book has its heading in every language, and no heading is for a book that is not', () => {
  for (const [lang, dict] of Object.entries({ en, ja, ko })) {
    const keys = Object.keys(dict).filter((k) => k.startsWith('gallery.book.')).sort();
    assert.deepEqual(keys, BOOKS.map((b) => `gallery.book.${b}`).sort(), lang);
  }
});

test("a preset's text is the page language's, and the registry's English in English", () => {
  const p = findPreset('rich-fig4');
  setLang('ja');
  assert.equal(presetText(p, 'caption'), ja['caption.rich-fig4']);
  setLang('en');
  assert.equal(presetText(p, 'title'), p.title);
});

/** The core's own request for preset `p`, as the CLI reads it: its position and its options' text. */
function coreRequest(p, opts = p.options) {
  const pos = p.game === 'tree' ? { tree: p.position } : p.game === 'tictactoe' ? { board: p.position } : { game: p.game, board: p.position };
  const { algorithm: _, ...rest } = opts;
  return { ...pos, ...rest };
}

const figures = (s) => [s.value, s.best_move, s.nodes, s.leaves, s.cutoffs];

test("each preset's view searches what the core's reading of the preset searches, panel by panel", () => {
  for (const p of GALLERY) {
    const { view, unsupported } = galleryView(p);
    assert.deepEqual(unsupported, [], `${p.name}: options the page cannot show`);
    const base = requestOf(view);
    const sides = p.baseline ? [['left', p.baseline], ['right', p.options]] : [['right', p.options]];
    for (const [side, opts] of sides) {
      // A panel running MCTS has no depth-first search: its own fields are the preset's (web/mcts/ sends them).
      if (view[side]?.alg === 'mcts') {
        assert.deepEqual(view[side], { alg: 'mcts', iterations: Number(opts.iterations), seed: Number(opts.seed) }, `${p.name} ${side}`);
        continue;
      }
      const page = analyse(panelRequest(base, view, side)).summary;
      const core = analyse(coreRequest(p, opts)).summary;
      for (const alg of ['minimax', 'alphabeta']) assert.deepEqual(figures(page[alg]), figures(core[alg]), `${p.name} ${side} ${alg}`);
    }
  }
});

test("each preset's view shows its game, on the position the registry gives, with the view's field for each option", () => {
  for (const p of GALLERY) {
    const { view } = galleryView(p);
    // A textbook tree is shown under the page's first game (a tree position is read whatever the game).
    assert.equal(view.game, p.game === 'tree' ? 'tictactoe' : p.game, p.name);
    const text = Object.values(view.position)[0];
    if (!p.name.startsWith('horizon-')) assert.equal(text, p.position, `${p.name}: the position`);
    if (p.game === 'robots' || p.game === 'pacman') assert.equal(view.position.history, p.options.history ?? '', p.name);
  }
  // A preset's eval goes where its game's searches read it: Connect Four's own field (c4eval), else eval.
  const c4 = GALLERY.find((p) => p.game === 'connect4');
  assert.equal(galleryView({ ...c4, name: 'x', options: { ...c4.options, eval: 'learned' } }).view.c4eval, 'learned');
  const ttt = GALLERY.find((p) => p.game === 'tictactoe');
  assert.equal(galleryView({ ...ttt, name: 'x', options: { eval: 'e1' } }).view.eval, 'e1');
});

test('the figure decides which panels show: minimax alone, alpha-beta alone, or both', () => {
  assert.equal(galleryView(findPreset('rich-fig1')).view.view, 'minimax');
  assert.equal(galleryView(findPreset('rich-fig5')).view.view, 'alphabeta');
  assert.equal(galleryView(findPreset('nilsson-fig7')).view.view, null);
  const fig9 = galleryView(findPreset('rich-fig9')).view;
  assert.deepEqual([fig9.left, fig9.right, fig9.view], [{ alg: 'alphabeta', depth: 1 }, { alg: 'alphabeta', depth: 1, quiescence: 2 }, null]);
  assert.equal(galleryView(findPreset('agents')).view.agents, 3);
});

test('a preset stays named while nothing it searches changes, and a link names it', async () => {
  const { view } = galleryView(findPreset('rich-fig5'));
  assert.ok(matchesPreset(view, 'rich-fig5'));
  assert.ok(matchesPreset({ ...view, view: 'both', step: 9, lang: 'ko', lecture: true }, 'rich-fig5'));
  for (const change of [{ depth: 2 }, { order: 'reverse' }, { position: { tree: '[1,2]' } }, { right: { alg: 'alphabeta', futility: 1 } }]) {
    assert.equal(keepPreset({ ...view, ...change }).preset, null, JSON.stringify(change));
  }
  assert.equal(matchesPreset(view, 'no-such'), false);
  for (const p of GALLERY) {
    const v = { ...galleryView(p).view, step: 3, lang: 'ja' };
    const { search, hash } = await encode(keepPreset(v));
    assert.equal(search, `?preset=${p.name}${v.view ? `&view=${v.view}` : ''}&step=3&lang=ja`);
    const back = resolvePreset((await decode(search, hash)).view);
    assert.ok(matchesPreset(back.view, p.name), p.name);
    assert.deepEqual([back.view.step, back.view.lang, back.view.view], [3, 'ja', v.view]);
  }
  const bad = resolvePreset((await decode('?preset=rich-fig99', '')).view);
  assert.deepEqual(bad.error, { key: 'gallery.unknown', params: { name: '“rich-fig99”' } });
});

test('a tree edited from a figure remembers it: the preset while its tree is on screen, then the figure it came from', () => {
  const aima = galleryView(findPreset('aima')).view;
  assert.equal(editedFrom(aima), 'aima');
  // Other options changed: still the figure's tree.
  assert.equal(editedFrom({ ...aima, depth: 3 }), 'aima');
  // Edited once: the edited tree carries the figure's name, and a second edit keeps it.
  const edited = { ...aima, preset: null, position: { tree: 'A max[B min[b1=20,b2=12,b3=8],C min[c1=2,c2=4,c3=6],D min[d1=14,d2=5,d3=2]]', from: 'aima' } };
  assert.equal(editedFrom(edited), 'aima');
  assert.equal(matchesPreset(edited, 'aima'), false);
  // Another tree, a board, or a preset that is not a tree: no figure.
  assert.equal(editedFrom({ ...aima, position: { tree: '[1,2]' } }), null);
  assert.equal(editedFrom(galleryView(findPreset('horizon-c4')).view), null);
  assert.equal(editedFrom({ ...aima, preset: null, position: { board: 'O.X/.X./O..' } }), null);
});

test('a thumbnail reads the shape of every tree preset: its node count is the engine\'s full tree', () => {
  const count = (s) => 1 + s.kids.reduce((a, k) => a + count(k), 0);
  for (const p of GALLERY.filter((x) => x.game === 'tree')) {
    const shape = treeShape(p.position);
    assert.ok(shape, p.name);
    const full = analyse({ tree: p.position, depth: '' }).summary.minimax;
    assert.equal(count(shape), full.nodes, p.name);
  }
  assert.equal(treeShape('[[1,2]'), null);
  assert.equal(treeShape('{"children": []}'), null);
});
