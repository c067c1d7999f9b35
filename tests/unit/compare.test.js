// Unit tests of comparing two panel configurations: state/panels.js (one
// analysis or one per panel, layouts stretched to one width) and
// panels/compare.js (headings and the comparison sentence), against the
// real engine's summaries (tests/unit/wasm.js).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyse } from './wasm.js';
import { analysePanels, stretch } from '../../web/state/panels.js';
import { compareSentence, configHeading } from '../../web/panels/compare.js';
import { requestOf } from '../../web/engine/request.js';
import { DEFAULTS } from '../../web/state/view.js';
import { fmt } from '../../web/panels/explain.js';
import { num } from '../../web/i18n/format.js';
import { LANGS, en, setLang } from '../../web/i18n/all.js';
import { PANEL_OPTIONS, panelRequest } from '../../web/state/panel-config.js';

const MOVE4 = 'O.X/.X./O..';

/** The worker's analyse, in this process: every request it was given is kept. */
function fakeEngine() {
  const asked = [];
  return { asked, analyse: async (req) => { asked.push(req); return analyse(req); } };
}

const viewOf = (over) => ({ ...structuredClone(DEFAULTS), ...over });

/** Every whole number and value written in `text`, as the page writes them. */
const has = (text, s) => assert.ok(text.includes(s), `“${s}” is not in “${text}”`);

test('today\'s pair, and a configuration that only repeats it, is one analysis with one tree', async () => {
  for (const view of [viewOf({ depth: 3 }), viewOf({ depth: 3, right: { alg: 'alphabeta', depth: 3 } })]) {
    const engine = fakeEngine();
    const r = await analysePanels(engine, view, requestOf(view), null, null);
    assert.equal(engine.asked.length, 1);
    assert.equal(r.panels.separate, false);
    assert.equal(r.panels.trees.minimax, r.panels.trees.alphabeta);
    assert.deepEqual(r.panels.slots, { minimax: 'minimax', alphabeta: 'alphabeta' });
  }
});

test('two depths: one analysis per panel, each panel its own tree and the engine\'s counts', async () => {
  const view = viewOf({ depth: 2, left: { alg: 'alphabeta' }, right: { alg: 'alphabeta', depth: 4 } });
  const engine = fakeEngine();
  const r = await analysePanels(engine, view, requestOf(view), null, null);
  assert.deepEqual(engine.asked.map((q) => q.depth), ['2', '4']);
  assert.equal(r.panels.separate, true);
  const d2 = analyse({ ...requestOf(view), depth: '2' }), d4 = analyse({ ...requestOf(view), depth: '4' });
  assert.deepEqual(r.summary.minimax, d2.summary.alphabeta);
  assert.deepEqual(r.summary.alphabeta, d4.summary.alphabeta);
  assert.deepEqual(r.panels.slots, { minimax: 'alphabeta', alphabeta: 'alphabeta' });
  assert.equal(r.panels.trees.minimax.n, d2.tree.n);
  assert.equal(r.panels.trees.alphabeta.n, d4.tree.n);
  assert.equal(r.panels.depth, 4);
  // Both on the wider tree's width.
  assert.equal(r.panels.trees.minimax.slots, r.panels.trees.alphabeta.slots);
});

test('stretch keeps the order of nodes and spreads the leaves over the new width', () => {
  const { tree } = analyse({ board: 'O.X/.X./O..', depth: '1' });
  const s = stretch(tree, tree.slots * 3);
  assert.equal(s.slots, tree.slots * 3);
  assert.equal(stretch(tree, tree.slots), tree);
  for (let id = 0; id < tree.n; id++) {
    assert.ok(s.x[id] >= -0.5 && s.x[id] <= s.slots - 0.5);
    assert.ok(Math.abs(s.room[id] - (tree.room[id] * 3)) < 1e-3 || tree.room[id] >= 1e6);
  }
  for (let id = 1; id < tree.n; id++) if (tree.x[id] > tree.x[id - 1]) assert.ok(s.x[id] > s.x[id - 1]);
});

test('the comparison sentence gives the engine\'s nodes, values and moves, in every language', async () => {
  const cases = [
    viewOf({ depth: 2, right: { alg: 'alphabeta', depth: 4 } }),
    viewOf({ depth: 4, left: { alg: 'alphabeta', depth: 1 } }),
    viewOf({ position: { board: 'O.X/XXO/O..' }, left: { alg: 'alphabeta' }, right: { alg: 'minimax' } }),
    viewOf({ position: { random: { b: 3, d: 4, seed: 7 } }, left: { alg: 'alphabeta' }, right: { alg: 'minimax' } }),
  ];
  for (const view of cases) {
    const r = await analysePanels(fakeEngine(), view, requestOf(view), null, null);
    // The panels' counts, read again from the engine directly.
    const own = (side) => {
      const q = { ...requestOf(view), ...(view[side]?.depth !== undefined ? { depth: String(view[side].depth) } : {}) };
      const alg = view[side]?.alg ?? (side === 'left' ? 'minimax' : 'alphabeta');
      return analyse(q).summary[alg === 'minimax' ? 'minimax' : 'alphabeta'];
    };
    const L = own('left'), R = own('right');
    for (const lang of LANGS) {
      setLang(lang);
      const { text, numbers } = compareSentence(r.summary, view);
      assert.deepEqual(numbers, { na: L.nodes, nb: R.nodes, va: L.value, vb: R.value, ma: L.best_move ?? null, mb: R.best_move ?? null });
      if (L.nodes !== R.nodes) {
        has(text, num(Math.abs(R.nodes - L.nodes)));
        has(text, num(R.nodes));
        has(text, num(L.nodes));
      } else has(text, num(L.nodes));
      has(text, fmt(L.value));
      has(text, fmt(R.value));
    }
  }
  setLang('en');
});

test('English sentence and headings for two depths of Move 4', async () => {
  setLang('en');
  const view = viewOf({ depth: 2, right: { alg: 'alphabeta', depth: 3 } });
  const r = await analysePanels(fakeEngine(), view, requestOf(view), null, null);
  const { text, headings } = compareSentence(r.summary, view);
  assert.deepEqual(headings, { minimax: 'Minimax, depth 2', alphabeta: 'Alpha-beta, depth 3' });
  const more = r.summary.alphabeta.nodes - r.summary.minimax.nodes;
  assert.match(text, new RegExp(`^Alpha-beta, depth 3 searched ${more} more nodes than Minimax, depth 2: ${r.summary.alphabeta.nodes} against ${r.summary.minimax.nodes}\\.`));
  assert.equal(configHeading({ alg: 'alphabeta', depth: null }), 'Alpha-beta');
});

test('the registry: each entry names its request field, its algorithms and whether it changes the tree; the horizon options and the evaluation are on', () => {
  const by = Object.fromEntries(PANEL_OPTIONS.map((o) => [o.name, o]));
  // Monte Carlo tree search's own three come last (issue 30).
  assert.deepEqual(Object.keys(by), ['depth', 'quiescence', 'futility', 'secondary', 'book', 'endgame', 'symmetry', 'eval', 'iterations', 'c', 'seed']);
  assert.deepEqual(PANEL_OPTIONS.filter((o) => o.enabled).map((o) => o.name), ['depth', 'quiescence', 'futility', 'secondary', 'book', 'endgame', 'symmetry', 'eval', 'iterations', 'c', 'seed']);
  assert.deepEqual(PANEL_OPTIONS.map((o) => o.field), ['depth', 'quiescence', 'futility', 'secondary', 'book', 'endgame', 'symmetry', 'eval', 'iterations', 'c', 'seed']);
  // Futility, the book and the endgame solver are the pruning search's (the engine's minimax slot ignores them); none of them, nor secondary search, changes the drawn tree.
  for (const k of ['futility', 'book', 'endgame']) assert.deepEqual(by[k].algorithms, ['alphabeta'], k);
  for (const k of ['futility', 'secondary', 'book', 'endgame']) assert.equal(by[k].shapes, false, k);
  assert.equal(by.quiescence.shapes, true);
  // Symmetry reduction makes the tree itself smaller, for either search.
  assert.deepEqual([by.symmetry.shapes, by.symmetry.algorithms, by.symmetry.field], [true, null, 'symmetry']);
  assert.deepEqual([by.symmetry.request(false), by.symmetry.request(true)], [undefined, 'on']);
  // Values as the engine takes them; a default is left out of the request.
  assert.deepEqual([by.depth.request(null), by.depth.request(4)], ['', '4']);
  assert.deepEqual([by.quiescence.request(0), by.quiescence.request(2)], [undefined, 2]);
  assert.deepEqual([by.book.request(false), by.book.request(true)], [undefined, 'on']);
  assert.deepEqual([by.eval.request('default'), by.eval.request('learned')], [undefined, 'learned']);
  for (const o of PANEL_OPTIONS) for (const k of [o.label, o.short, ...Object.values(o.choiceLabels ?? {})]) assert.ok(k in en, `${o.name}: ${k} has English`);
  // A panel's request: its own depth over the shared one, and the base's other fields kept (Pacman's eval).
  const base = { board: MOVE4, depth: '2', eval: 'better' };
  const view = viewOf({ depth: 2, right: { alg: 'alphabeta', depth: 5 } });
  assert.deepEqual(panelRequest(base, view, 'right'), { board: MOVE4, depth: '5', eval: 'better' });
  assert.deepEqual(panelRequest(base, view, 'left'), base);
});
