// Unit tests of the lab's futility row (web/engine/lab.js), of learning's pure
// logic (web/lab/learn.js) and of the learning curve's SVG (web/lab/chart.js),
// with the real engine (tests/unit/wasm.js) where the numbers come from it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Analysis, Learner } from '../../web/pkg/abviz_wasm.js';
import './wasm.js';
import {
  FUTILITY, ROWS, ENDGAME, futilityRow, futilityCell, futilityNote, cellRequest, slotOf, hasBook, knowledgeRows, knowledgeCell, knowledgeNotes,
} from '../../web/engine/lab.js';
import {
  POINT_WORDS, LEARN, EVAL_GAMES, curveEvery, clampInt, learnJob, parsePoints, percent, lastPointText, statusText, evalField, evalChoice, weightsFileName,
} from '../../web/lab/learn.js';
import { curveSvg } from '../../web/lab/chart.js';
import { c4Request } from '../../web/games/connect4.js';
import { en, t } from '../../web/i18n/all.js';

const EMPTY = { game: 'connect4', size: '7x6', board: '......./......./......./......./......./.......' };

/** The lab's counts and root values of `rows` at depths 1…D, from the engine's summaries, as the worker records them. */
function count(rows, D, base = EMPTY) {
  const results = {}, values = {};
  for (const row of rows) {
    results[row.id] = [];
    values[row.id] = [];
    for (let d = 1; d <= D; d++) {
      const s = Analysis.count_only(cellRequest(base, row, d), 1e8)[slotOf(row)];
      results[row.id][d] = s.nodes;
      values[row.id][d] = s.value;
    }
  }
  return { results, values };
}

test('the futility row: plain alpha-beta in natural order with the margin, sent to the engine as `futility`', () => {
  const row = futilityRow(1.5);
  assert.equal(row.id, 'futility');
  assert.deepEqual([row.algorithm, row.order, row.enhance, row.futility], ['alphabeta', 'natural', '', 1.5]);
  assert.equal(cellRequest(EMPTY, row, 3).futility, 1.5);
  assert.equal('futility' in cellRequest(EMPTY, ROWS[1], 3), false, 'the other rows send no margin');
  assert.ok(!ROWS.some((r) => r.id === 'futility'), 'the page adds it with the slider’s margin');
  assert.deepEqual([FUTILITY.min, FUTILITY.max, FUTILITY.step], [0, 8, 0.5]);
  assert.ok(en.labRowFutility.includes('{margin}'));
});

test('futility numbers come from the summaries: saved = alpha-beta’s nodes − futility’s, lost = |minimax’s value − futility’s| ≤ M', () => {
  for (const margin of [0, 1, 4]) {
    const rows = [ROWS.find((r) => r.id === 'minimax'), ROWS.find((r) => r.id === 'natural'), futilityRow(margin)];
    const { results, values } = count(rows, 4);
    for (let d = 1; d <= 4; d++) {
      const c = futilityCell(results, values, d, margin);
      const fut = Analysis.count_only({ ...EMPTY, algorithm: 'alphabeta', order: 'natural', depth: String(d), futility: margin }, 1e8).alphabeta;
      const ab = Analysis.count_only({ ...EMPTY, algorithm: 'alphabeta', order: 'natural', depth: String(d) }, 1e8).alphabeta;
      const mm = Analysis.count_only({ ...EMPTY, algorithm: 'minimax', depth: String(d) }, 1e8).minimax;
      assert.deepEqual(c, { nodes: fut.nodes, base: ab.nodes, saved: ab.nodes - fut.nodes, value: fut.value, minimax: mm.value, lost: Math.abs(mm.value - fut.value), within: true }, `M ${margin}, depth ${d}`);
      if (margin === 0) assert.deepEqual([c.saved, c.lost], [0, 0], 'M = 0 is plain alpha-beta');
    }
  }
  // On the empty board at depth 4, M = 1 saves nodes and loses a point: the example the page shows.
  const { results, values } = count([ROWS[0], ROWS[1], futilityRow(1)], 4);
  const c = futilityCell(results, values, 4, 1);
  assert.ok(c.saved > 0 && c.lost === 1, JSON.stringify(c));
});

test('futilityCell: minimax’s value falls back to alpha-beta’s where minimax was skipped; null while a number is missing', () => {
  const results = { natural: [undefined, 10, 50], futility: [undefined, 9, 40], minimax: [undefined, 12, null] };
  const values = { natural: [undefined, 3, -2], futility: [undefined, 3, -3], minimax: [undefined, 3, null] };
  assert.deepEqual(futilityCell(results, values, 2, 1), { nodes: 40, base: 50, saved: 10, value: -3, minimax: -2, lost: 1, within: true });
  assert.equal(futilityCell(results, values, 2, 0.5).within, false);
  assert.equal(futilityCell(results, values, 3, 1), null);
  assert.equal(futilityCell({ natural: [undefined, 10] }, values, 1, 1), null);
});

test('futilityNote: the deepest depth with every number, saved or cost, and the bound', () => {
  const results = { natural: [undefined, 10, 50, 200], futility: [undefined, 9, 40, 210], minimax: [] };
  const values = { natural: [undefined, 3, -2, 5], futility: [undefined, 3, -3, 4], minimax: [] };
  const n = futilityNote(results, values, 4, 2);
  assert.deepEqual(n, { key: 'labFutilityCost', bound: 'labFutilityWithin', params: { margin: 2, depth: 3, nodes: 210, base: 200, saved: 10, value: 4, minimax: 5, lost: 1 } });
  assert.equal(futilityNote(results, values, 2, 2).key, 'labFutilitySaved');
  assert.equal(futilityNote(results, values, 2, 0.5).bound, 'labFutilityOutside');
  assert.equal(futilityNote({}, {}, 4, 2), null);
  assert.equal(t(n.key, n.params), 'Futility with M = 2 at depth 3: 210 nodes, 10 more than alpha-beta in natural order (200); root value 4 against minimax’s 5, so 1 lost.');
});

test('learnJob: the form clamped to its ranges, 11 curve points a run, 100 games a point', () => {
  const j = learnJob({ games: '600', seed: '7', depth: '3' });
  assert.deepEqual(j, { games: 600, chunk: 10, settings: { seed: 7, depth: 3, eval_every: 60, eval_games: EVAL_GAMES } });
  assert.deepEqual(learnJob({ games: '99999', seed: '-4', depth: '9' }).settings, { seed: 0, depth: 4, eval_every: 200, eval_games: 100 });
  assert.equal(learnJob({ games: '', seed: 'x', depth: '' }).games, LEARN.games.initial);
  assert.deepEqual([100, 300, 600, 2000].map(curveEvery), [10, 30, 60, 200]);
  assert.equal(clampInt('2.6', LEARN.depth), 3);
});

test('parsePoints reads the Learner’s arrays: step() as it goes and curve() at the end give the same points', () => {
  assert.equal(POINT_WORDS, 5);
  assert.deepEqual(parsePoints([0, 2, 1, 97, 0.02, 10, 30, 5, 65, 0.3, 1]), [
    { games: 0, wins: 2, draws: 1, losses: 97, rate: 0.02 }, { games: 10, wins: 30, draws: 5, losses: 65, rate: 0.3 }]);
  assert.deepEqual(parsePoints(null), []);
  const job = learnJob({ games: 100, seed: 2, depth: 1 });
  const learner = new Learner(job.settings);
  try {
    const seen = [];
    while (learner.games() < job.games) seen.push(...parsePoints(learner.step(job.chunk)));
    assert.deepEqual(seen, parsePoints(learner.curve()));
    assert.deepEqual(seen.map((p) => p.games), [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    for (const p of seen) {
      assert.equal(p.wins + p.draws + p.losses, EVAL_GAMES);
      assert.equal(p.rate, p.wins / EVAL_GAMES);
    }
    const last = seen[seen.length - 1];
    const text = lastPointText(seen);
    assert.deepEqual(text.params, { games: 100, wins: last.wins, draws: last.draws, losses: last.losses, played: 100, rate: percent(last.rate) });
    assert.equal(JSON.parse(learner.weights_json()).format, 'abviz-weights');
  } finally {
    learner.free();
  }
});

test('lastPointText and statusText', () => {
  assert.equal(lastPointText([]), null);
  const s = lastPointText([{ games: 0, wins: 1, draws: 0, losses: 99, rate: 0.01 }, { games: 600, wins: 41, draws: 3, losses: 56, rate: 0.41 }]);
  assert.equal(t(s.key, s.params), 'After 600 training games the learned evaluation won 41, drew 3 and lost 56 of 100 games against the hand-made one (41% won).');
  assert.equal(statusText(null), null);
  assert.equal(statusText({ games: 20, total: 600, running: true }).key, 'learnProgress');
  assert.equal(statusText({ games: 600, total: 600, running: false }).key, 'learnDone');
  assert.equal(statusText({ games: 20, total: 600, running: false, cancelled: true }).key, 'learnCancelled');
});

test('the evaluation choice: the view’s c4eval is the Connect Four request’s eval', () => {
  assert.equal(evalField(null), undefined);
  assert.equal(evalField('default'), undefined);
  assert.equal(evalField('learned'), 'learned');
  assert.deepEqual([null, 'learned', '{"format":"abviz-weights"}'].map(evalChoice), ['default', 'learned', 'trained']);
  const view = { position: { moves: '4453' }, size: '7x6' };
  assert.equal('eval' in c4Request(view), false);
  assert.equal(c4Request({ ...view, c4eval: 'learned' }).eval, 'learned');
  assert.equal(c4Request({ ...view, c4eval: '{"x":1}' }).eval, '{"x":1}');
  // The engine takes both, and they value the position differently from the hand-made evaluation.
  const value = (ev) => Analysis.count_only({ ...c4Request({ ...view, c4eval: ev }), algorithm: 'alphabeta', depth: '3' }, 1e8).alphabeta.value;
  assert.notEqual(value('learned'), value(null));
  assert.equal(weightsFileName(3, 600), 'abviz-connect4-weights-seed3-600.json');
});

test('curveSvg: axes labelled, 0–100 % and 0–total, one circle per point carrying its numbers, the 50 % line; text escaped', () => {
  const points = [{ games: 0, wins: 2, draws: 1, losses: 97, rate: 0.02 }, { games: 300, wins: 50, draws: 0, losses: 50, rate: 0.5 }, { games: 600, wins: 70, draws: 2, losses: 28, rate: 0.7 }];
  const svg = curveSvg(points, { total: 600, width: 400, height: 240, labels: { x: 'Games <x>', y: 'Won', title: 'T', even: 'even', summary: 'S' } });
  assert.match(svg, /^<svg [^>]*role="img" aria-label="T\. S"/);
  assert.ok(svg.includes('Games &lt;x&gt;') && svg.includes('>Won<') && svg.includes('>even<'));
  for (const tick of ['0%', '50%', '100%', '>0<', '>300<', '>600<']) assert.ok(svg.includes(tick), tick);
  const circles = [...svg.matchAll(/class="learn-point" data-games="(\d+)" data-wins="(\d+)" data-draws="(\d+)" data-losses="(\d+)" d="M([\d.]+) ([\d.]+)a/g)];
  assert.deepEqual(circles.map((m) => Number(m[1])), [0, 300, 600]);
  assert.deepEqual(circles.map((m) => Number(m[2])), [2, 50, 70]);
  // Higher win rates are drawn higher; the 50 % point sits on the dashed line.
  const ys = circles.map((m) => Number(m[6]));
  assert.ok(ys[0] > ys[1] && ys[1] > ys[2]);
  const even = Number(/class="learn-even" d="M[\d.]+ ([\d.]+)H/.exec(svg)[1]);
  assert.equal(ys[1], even);
  assert.equal(curveSvg([], { total: 600, labels: { x: '', y: '', title: '', even: '' } }).includes('learn-point'), false);
});

/** Counts as the worker records them, with the knowledge figures (book_hits, endgame_nodes, book). */
function countAll(rows, D, base) {
  const results = {}, values = {}, extras = {};
  for (const row of rows) {
    results[row.id] = []; values[row.id] = []; extras[row.id] = [];
    for (let d = 1; d <= D; d++) {
      const s = Analysis.count_only(cellRequest(base, row, d), 1e8)[slotOf(row)];
      results[row.id][d] = s.nodes;
      values[row.id][d] = s.value;
      extras[row.id][d] = { hits: s.book_hits, solver: s.endgame_nodes, root: s.book };
    }
  }
  return { results, values, extras };
}

test('knowledge rows: the book only on 4x4 and 5x4, the endgame solver (≤ ENDGAME empty cells) everywhere, sent as book and endgame', () => {
  assert.deepEqual(['4x4', '5x4', '7x6', [4, 4], '6x5'].map(hasBook), [true, true, false, true, false]);
  assert.deepEqual(knowledgeRows('4x4').map((r) => r.id), ['book', 'endgame']);
  assert.deepEqual(knowledgeRows('7x6').map((r) => r.id), ['endgame']);
  const [book, endgame] = knowledgeRows('4x4');
  assert.equal(cellRequest(EMPTY, book, 2).book, 'on');
  assert.equal(cellRequest(EMPTY, endgame, 2).endgame, String(ENDGAME));
});

test('knowledge cells and notes come from the summaries: on the empty 4x4 board the root is in the book, and the solver pays for what it saves', () => {
  const base = { game: 'connect4', size: '4x4', board: '..../..../..../....' };
  const rows = [ROWS[0], ROWS[1], ...knowledgeRows('4x4')];
  const { results, values, extras } = countAll(rows, 4, base);
  for (let d = 1; d <= 4; d++) {
    const b = knowledgeCell(results, values, extras, 'book', d);
    assert.deepEqual([b.nodes, b.root, b.hits], [1, true, 1], `book, depth ${d}`);
    const e = knowledgeCell(results, values, extras, 'endgame', d);
    const s = Analysis.count_only({ ...base, algorithm: 'alphabeta', order: 'natural', depth: String(d), endgame: '12' }, 1e8).alphabeta;
    assert.deepEqual([e.nodes, e.hits, e.solver, e.saved], [s.nodes, s.book_hits, s.endgame_nodes, results.natural[d] - s.nodes]);
  }
  const notes = knowledgeNotes(results, values, extras, 4, '4x4');
  assert.deepEqual(notes.map((n) => n.key), ['labBookRoot', 'labEndgameSaved']);
  assert.equal(notes[0].params.nodes, 1);
  assert.equal(notes[0].params.minimax, values.minimax[4]);
  assert.ok(notes[1].params.hits > 0 && notes[1].params.solver > notes[1].params.base, JSON.stringify(notes[1].params));
  // 7x6: no book, and early on no node has 12 or fewer empty cells.
  const big = countAll([ROWS[0], ROWS[1], ...knowledgeRows('7x6')], 2, EMPTY);
  assert.deepEqual(knowledgeNotes(big.results, big.values, big.extras, 2, '7x6').map((n) => n.key), ['labBookNone', 'labEndgameNone']);
  assert.equal(knowledgeCell({}, {}, {}, 'book', 1), null);
});
