// The "Beyond the horizon" presets (web/state/horizon-presets.js), run as the
// page runs them (one analysis per panel, real wasm): every number of each
// caption, in en, ja and ko, is the engine's; each preset's story holds
// against the engine's own exact values; and each view survives a link.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { games } from '../../web/pkg/abviz_wasm.js';
import { analyse } from './wasm.js';
import { runPreset } from './presets-run.js';
import { setGames } from '../../web/base/games.js';
import { HORIZON_PRESETS, captionParams, presetOf, presetView } from '../../web/state/horizon-presets.js';
import { encode, decode } from '../../web/state/url.js';
import { kidsOf } from '../../web/base/tree.js';
import { setLang, t } from '../../web/i18n/all.js';

setGames(JSON.parse(games()));
const RUNS = Object.fromEntries(Object.entries(HORIZON_PRESETS).map(([id, p]) => [id, { preset: p, ...runPreset(p) }]));

/** The numbers written in `text` (digits with grouping and decimals, a minus sign kept). */
const numbersIn = (text) => (text.match(/[−-]?\d+(?:,\d{3})*(?:\.\d+)?/g) ?? []);

test('every preset has its own button id, caption, source and story kind', () => {
  assert.equal(Object.keys(RUNS).length, 8);
  for (const [id, { preset }] of Object.entries(RUNS)) {
    for (const k of [preset.caption, preset.source]) for (const lang of ['en', 'ja', 'ko']) {
      setLang(lang);
      assert.notEqual(t(k, { count: 1 }), k, `${id}: ${k} in ${lang}`);
    }
  }
  setLang('en');
});

test("each caption's numbers are the engine's, in every language", () => {
  for (const [id, { preset, reqs, result }] of Object.entries(RUNS)) {
    // The panels' counts, searched again on their own: the caption's figures are these.
    const left = analyse(reqs.left).summary.alphabeta, right = analyse(reqs.right).summary.alphabeta;
    const { params, raw } = captionParams(preset, result);
    assert.deepEqual([raw.na, raw.nb, raw.va, raw.vb, raw.ma, raw.mb], [left.nodes, right.nodes, left.value, right.value, left.best_move, right.best_move], id);
    if (raw.ext !== undefined) assert.equal(raw.ext, right.extensions, id);
    if (raw.stops !== undefined) assert.deepEqual([raw.stops, raw.skipped, raw.margin], [right.futility_cutoffs, right.futility_pruned_children, preset.right.futility], id);
    if (raw.secondary) assert.deepEqual(raw.secondary, right.secondary, id);
    if (raw.hits !== undefined) assert.equal(raw.hits, right.book_hits, id);
    if (raw.solver !== undefined) assert.equal(raw.solver, right.endgame_nodes, id);
    for (const lang of ['en', 'ja', 'ko']) {
      setLang(lang);
      const text = t(preset.caption, captionParams(preset, result).params);
      assert.doesNotMatch(text, /\{\w+\}/, `${id} ${lang}: a parameter left unfilled`);
      // No number is typed into the text: with every parameter blanked, no digit is left.
      const bare = t(preset.caption, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, k === 'count' ? v : '§'])));
      assert.doesNotMatch(bare, /\d/, `${id} ${lang}: a number typed into “${bare}”`);
      // And every number it writes is one of its parameters.
      const allowed = new Set(Object.values(captionParams(preset, result).params).filter((v) => typeof v !== 'object').map((v) => (typeof v === 'number' ? v.toLocaleString(lang) : String(v))).flatMap((v) => numbersIn(v)));
      for (const n of numbersIn(text)) assert.ok(allowed.has(n), `${id} ${lang}: “${n}” in “${text}” is not read from the analysis`);
    }
    setLang('en');
    assert.ok(params.na !== undefined);
  }
});

/** The exact value of each root child of `request` (no depth limit, or the engine's own exact answers), by move. */
function exactChildren(request) {
  const { tree } = analyse(request);
  const out = new Map();
  // Minimax's values: alpha-beta's may be bounds.
  for (const c of kidsOf(tree, 0)) out.set(tree.move[c], tree.tl.minimax.value[c]);
  return { out, root: tree.tl.minimax.value[0] };
}

/** Whether the left panel's move is a mistake the right panel's move avoids, by exact values of the root's children. */
function leftErrs(exact, raw) {
  const { out, root } = exact;
  assert.notEqual(raw.ma, raw.mb, 'the two panels choose different moves');
  assert.notEqual(out.get(raw.ma), root, 'the left panel\'s move is not the best');
  assert.equal(out.get(raw.mb), root, 'the right panel\'s move is the best');
}

test('futility (Rich, Fig. 6): fewer nodes, a different move, an error within the margin', () => {
  const { raw } = captionParams(RUNS['horizon-futility'].preset, RUNS['horizon-futility'].result);
  assert.ok(raw.stops >= 1 && raw.skipped >= 1);
  assert.ok(raw.nb < raw.na);
  assert.ok(raw.error > 0 && raw.error <= raw.margin, `error ${raw.error} within ${raw.margin}`);
  assert.notEqual(raw.ma, raw.mb);
});

test('quiescence (Rich, Figs 7–9): one level deeper B falls below zero and C is played; with quiescence B is good again and played', () => {
  const { preset, result } = RUNS['horizon-rich'];
  const { raw, params } = captionParams(preset, result);
  assert.ok(raw.bLeft < 0 && raw.bRight > 0 && raw.ext >= 1);
  assert.equal(params.mb, 'B');
  assert.equal(params.ma, 'C');
  // With no depth limit B is the right move, worth what quiescence found.
  const full = exactChildren({ tree: preset.position.tree, depth: '' });
  assert.equal(full.root, raw.vb);
  assert.equal(full.out.get(raw.mb), raw.bRight);
});

test('the horizon presets: quiescence changes the move, and the depth-limited move is a mistake', () => {
  const ttt = captionParams(RUNS['horizon-ttt'].preset, RUNS['horizon-ttt'].result).raw;
  assert.ok(ttt.ext > 0);
  leftErrs(exactChildren({ board: HORIZON_PRESETS['horizon-ttt'].position.board, depth: '' }), ttt);
  const c4 = captionParams(RUNS['horizon-c4'].preset, RUNS['horizon-c4'].result).raw;
  assert.ok(c4.ext > 0);
  // Minimax six plies deep: the left panel's move loses by force (a win's score is exact), the right panel's does not.
  assert.notEqual(c4.ma, c4.mb);
  const { out } = exactChildren({ ...RUNS['horizon-c4'].reqs.left, depth: '6' });
  assert.ok(out.get(c4.ma) <= -1000, `column ${c4.ma + 1}: ${out.get(c4.ma)}`);
  assert.ok(out.get(c4.mb) > -1000, `column ${c4.mb + 1}: ${out.get(c4.mb)}`);
});

test('secondary search: the deeper look changes the move, on the tree and in Connect Four', () => {
  for (const id of ['horizon-secondary', 'horizon-secondary-c4']) {
    const s = captionParams(RUNS[id].preset, RUNS[id].result).raw.secondary;
    assert.equal(s.changed, true, id);
    assert.ok(s.deeper_value < s.second_value, id);
    assert.notEqual(s.final_move, s.move, id);
    assert.equal(s.final_move, s.second_move, id);
  }
});

test('book moves: the book answers the root at once with the best move; the endgame solver gives the exact value', () => {
  const book = captionParams(RUNS['horizon-book'].preset, RUNS['horizon-book'].result).raw;
  assert.equal(RUNS['horizon-book'].result.summary.alphabeta.book, true);
  assert.ok(book.hits >= 1 && book.nb < book.na);
  leftErrs(exactChildren({ board: HORIZON_PRESETS['horizon-book'].position.board, depth: '' }), book);
  const end = captionParams(RUNS['horizon-endgame'].preset, RUNS['horizon-endgame'].result).raw;
  assert.ok(end.solver > 0);
  assert.equal(end.vb, 0, 'the caption calls it a draw');
  assert.notEqual(end.ma, end.mb);
});

test("a preset's button switches to its game: a Connect Four preset on the standard board, a board or tree keeps the view's", () => {
  for (const [id, preset] of Object.entries(HORIZON_PRESETS)) {
    const v = presetView(preset);
    if (preset.position.moves !== undefined) assert.deepEqual([v.game, v.size], ['connect4', '7x6'], id);
    else assert.equal(v.game, undefined, id);
  }
});

test("each preset's view survives a link, and is recognised as that preset", async () => {
  for (const [id, { view }] of Object.entries(RUNS)) {
    const { search, hash } = await encode(view);
    const back = await decode(search, hash);
    assert.deepEqual(back.errors, [], `${id}: ${search}`);
    assert.equal(presetOf(back.view), id, `${id}: ${search}`);
  }
  // A change to a panel is another view: no caption.
  const v = presetView(HORIZON_PRESETS['horizon-ttt']);
  assert.equal(presetOf({ ...v, right: { ...v.right, quiescence: 1 } }), null);
  assert.equal(presetOf({ ...v, order: 'reverse' }), null);
});
