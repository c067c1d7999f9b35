// Unit tests of web/engine/lab.js (the enhancement lab and Solve, pure logic) and
// web/lab/chart.js (the chart as SVG markup). Run with `node --test tests/unit/`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  ROWS, RANDOM_SEED, DEFAULT_DEPTH, MAX_DEPTH, NODE_BUDGET, CLAIM_ROW, CLAIM_BASE, labDepth, cellRequest, slotOf, predict, skipCell,
  cellOrder, ebf, bestCaseLeaves, bestCaseNodes, verdict, progressOf, sizeOf, outcomeOf, columnText, positionValue, pliesOf, rootMoves,
} from '../../web/engine/lab.js';
import { chartSvg, legendHtml, styleOf, MARKERS, DASHES } from '../../web/lab/chart.js';
import { en } from '../../web/i18n/all.js';

test('rows: baselines first, ids unique, every enhancement the engine knows, MTD(f) with a table', () => {
  assert.deepEqual(ROWS.slice(0, 3).map((r) => r.id), ['minimax', 'natural', 'random']);
  assert.ok(ROWS.slice(0, 3).every((r) => r.baseline && r.enhance === ''));
  assert.equal(ROWS[2].order, `random:${RANDOM_SEED}`);
  assert.equal(new Set(ROWS.map((r) => r.id)).size, ROWS.length);
  const known = ['order', 'id', 'tt', 'killer', 'history', 'pvs', 'aspiration'];
  for (const r of ROWS) for (const e of r.enhance.split(',').filter(Boolean)) assert.ok(known.includes(e), `${r.id}: ${e}`);
  assert.deepEqual([...new Set(ROWS.flatMap((r) => r.enhance.split(',').filter(Boolean)))].sort(), [...known].sort());
  const mtdf = ROWS.find((r) => r.algorithm === 'mtdf');
  assert.ok(mtdf.enhance.split(',').includes('tt'), 'MTD(f) needs a transposition table');
  assert.equal(ROWS.find((r) => r.id === CLAIM_ROW).enhance, 'id,killer,history');
  assert.ok(ROWS.find((r) => r.id === CLAIM_BASE));
});

test('every text key lab.js names exists in English', () => {
  const src = ROWS.map((r) => r.label);
  for (const k of src) assert.ok(k in en, k);
  for (const k of ['labVerdictFewer', 'labVerdictMore', 'labVerdictSame', 'labClaimTwice', 'labClaimMore', 'labClaimLess', 'labClaimNot',
    'solveColumnWin', 'solveColumnLoss', 'solveColumnDraw', 'solveColumnFull', 'solveValueWin', 'solveValueLoss', 'solveValueDraw', 'solveNoMove']) {
    assert.ok(k in en, k);
  }
});

test('labDepth: the page\'s depth limit, clamped; the default without one', () => {
  assert.equal(labDepth(null), DEFAULT_DEPTH);
  assert.equal(labDepth(''), DEFAULT_DEPTH);
  assert.equal(labDepth(0), DEFAULT_DEPTH);
  assert.equal(labDepth(4), 4);
  assert.equal(labDepth('5'), 5);
  assert.equal(labDepth(40), MAX_DEPTH);
});

test('cellRequest: the position with the row\'s algorithm, order, enhancements and the depth as text', () => {
  const base = { game: 'connect4', size: '7x6', board: '4453', scoring: 'fast' };
  const r = cellRequest(base, ROWS.find((x) => x.id === 'pvs'), 3);
  assert.deepEqual(r, { ...base, algorithm: 'alphabeta', order: 'natural', enhance: 'id,tt,killer,history,pvs', depth: '3' });
  assert.equal(slotOf(ROWS[0]), 'minimax');
  assert.equal(slotOf(ROWS.find((x) => x.algorithm === 'mtdf')), 'alphabeta');
});

test('predict and skipCell: growth from the last two depths; a skipped depth skips the deeper ones', () => {
  assert.equal(predict([], 1), undefined);
  assert.equal(predict([undefined, 8], 2), 56);
  assert.equal(predict([undefined, 8, 57], 3), 57 * (57 / 8));
  assert.equal(predict([undefined, 8, 4], 3), 4, 'never predicts shrinking');
  assert.equal(predict([undefined, 8, null], 3), Infinity);
  assert.equal(skipCell([], 1), false);
  assert.equal(skipCell([undefined, 8, 57, 400, 2801, 19608, 137257, 960800, 6725600], 9), true, "minimax's 47 million nodes at depth 9 are over the budget");
  assert.equal(skipCell([undefined, 8, 57, 400, 2801, 19608, 137257], 7), false);
  assert.equal(skipCell([undefined, 8, 57, 400, 2801, 19608, 137257, 960800], 8), false, "minimax's 6.7 million nodes at depth 8 are within it");
  assert.equal(skipCell([undefined, 8, null], 3), true);
  assert.ok(NODE_BUDGET > 960800);
});

test('cellOrder: depth by depth, every row at each depth', () => {
  const order = cellOrder(ROWS.slice(0, 2), 3);
  assert.deepEqual(order, [
    { row: 'minimax', depth: 1 }, { row: 'natural', depth: 1 },
    { row: 'minimax', depth: 2 }, { row: 'natural', depth: 2 },
    { row: 'minimax', depth: 3 }, { row: 'natural', depth: 3 },
  ]);
});

test('ebf: nodes(d) / nodes(d − 1) at the deepest counted pair', () => {
  assert.equal(ebf([]), null);
  assert.equal(ebf([undefined, 8]), null);
  assert.deepEqual(ebf([undefined, 8, 57, 400]), { depth: 3, value: 400 / 57 });
  assert.deepEqual(ebf([undefined, 8, 57, null]), { depth: 2, value: 57 / 8 });
});

test('best case: Knuth–Moore leaves b^⌈d/2⌉ + b^⌊d/2⌋ − 1, and nodes summed over the levels', () => {
  assert.equal(bestCaseLeaves(7, 0), 1);
  assert.equal(bestCaseLeaves(7, 1), 7);
  assert.equal(bestCaseLeaves(7, 2), 13);
  assert.equal(bestCaseLeaves(7, 3), 55);
  assert.equal(bestCaseLeaves(7, 4), 97);
  assert.equal(bestCaseLeaves(3, 2), 5); // AIMA Fig. 5.2's best case
  assert.equal(bestCaseNodes(7, 0), 1);
  assert.equal(bestCaseNodes(7, 2), 1 + 7 + 13);
  assert.equal(bestCaseNodes(7, 4), 1 + 7 + 13 + 55 + 97);
  // Plain minimax counts every node: the bound is never above it.
  for (let d = 1; d <= 8; d++) assert.ok(bestCaseNodes(7, d) <= (7 ** (d + 1) - 1) / 6);
});

test('verdict: fewer nodes than random order, at the deepest depth both rows have', () => {
  const results = { 'id-killer-history': [undefined, 8, 40, 150, 500], random: [undefined, 8, 50, 300, 1150] };
  const v = verdict(results);
  assert.equal(v.key, 'labVerdictFewer');
  assert.deepEqual(v.params, { depth: 4, nodes: 500, base: 1150, ratio: 2.3 });
  assert.equal(v.claim, 'labClaimTwice');
  // A skipped or missing cell: the depth before.
  assert.equal(verdict({ 'id-killer-history': [undefined, 8, 40, null], random: [undefined, 8, 100, 300] }).params.depth, 2);
  assert.equal(verdict({ 'id-killer-history': [undefined, 8, 40], random: [undefined, 8, 50, 300] }).params.depth, 2);
  assert.equal(verdict({ 'id-killer-history': [undefined, 8, 40], random: [undefined, 8, 50] }).claim, 'labClaimLess');
  assert.equal(verdict({ 'id-killer-history': [undefined, 8, 10], random: [undefined, 8, 50] }).claim, 'labClaimMore');
  assert.equal(verdict({}), null);
  assert.equal(verdict({ random: [undefined, 8] }), null);
});

test('verdict: the honest opposite when the enhanced row needs more nodes, or as many', () => {
  const more = verdict({ 'id-killer-history': [undefined, 8, 120], random: [undefined, 8, 50] });
  assert.equal(more.key, 'labVerdictMore');
  assert.equal(more.params.ratio, 2.4);
  assert.equal(more.claim, 'labClaimNot');
  assert.equal(verdict({ 'id-killer-history': [undefined, 8, 50], random: [undefined, 8, 50] }).key, 'labVerdictSame');
  // 1.02× rounds to 1.0×: "as many", not "1.0× fewer".
  assert.equal(verdict({ 'id-killer-history': [undefined, 8, 100], random: [undefined, 8, 102] }).key, 'labVerdictSame');
});

test('progressOf: counted and skipped cells are done', () => {
  const rows = ROWS.slice(0, 2);
  assert.deepEqual(progressOf({}, rows, 3), { done: 0, total: 6 });
  assert.deepEqual(progressOf({ minimax: [undefined, 8, null], natural: [undefined, 8] }, rows, 3), { done: 3, total: 6 });
});

test('sizeOf and pliesOf', () => {
  assert.deepEqual(sizeOf('7x6'), { w: 7, h: 6 });
  assert.deepEqual(sizeOf([5, 4]), { w: 5, h: 4 });
  assert.deepEqual(sizeOf(undefined), { w: 7, h: 6 });
  assert.equal(pliesOf('44455554221'), 11);
  assert.equal(pliesOf(''), 0);
  assert.equal(pliesOf('......./......./......./......./...O.../...XX..'), 3);
});

test('outcomeOf: the fast score as a win or loss in the winner\'s moves from now', () => {
  const c4 = { w: 7, h: 6 }; // ⌈42/2⌉ + 1 = 22
  // 44455554221: 11 stones, O to move (5 stones), X has 6; −15: X wins with its 7th stone, its next move.
  assert.deepEqual(outcomeOf(-15, c4, 11), { outcome: 'loss', n: 1 });
  // The empty board: X wins with its 21st stone at best score 1.
  assert.deepEqual(outcomeOf(1, c4, 0), { outcome: 'win', n: 21 });
  assert.deepEqual(outcomeOf(18, c4, 0), { outcome: 'win', n: 4 });
  assert.deepEqual(outcomeOf(0, c4, 10), { outcome: 'draw', n: 0 });
  // O to move after 3 stones (O has 1): a win with O's 4th stone is 3 moves away.
  assert.deepEqual(outcomeOf(18, c4, 3), { outcome: 'win', n: 3 });
  assert.deepEqual(outcomeOf(2, { w: 4, h: 4 }, 0), { outcome: 'win', n: 7 });
});

test('columnText and positionValue', () => {
  assert.deepEqual(columnText(4, 18, '7x6', 0), { key: 'solveColumnWin', params: { column: 4, n: 4 } });
  assert.deepEqual(columnText(2, -15, '7x6', 11), { key: 'solveColumnLoss', params: { column: 2, n: 1 } });
  assert.deepEqual(columnText(7, 0, '7x6', 11), { key: 'solveColumnDraw', params: { column: 7 } });
  assert.deepEqual(columnText(1, null, '7x6', 11), { key: 'solveColumnFull', params: { column: 1 } });
  const cols = [{ column: 1, value: -18 }, { column: 2, value: null }, { column: 3, value: -15 }, { column: 4, value: -15 }];
  assert.deepEqual(positionValue(cols, '7x6', 11), { value: -15, best: [3, 4], key: 'solveValueLoss', params: { n: 1 } });
  assert.deepEqual(positionValue([{ column: 1, value: 0 }], [7, 6], 2), { value: 0, best: [1], key: 'solveValueDraw', params: {} });
  assert.equal(positionValue([{ column: 1, value: null }], '7x6', 42).key, 'solveNoMove');
});

// ---- the chart ------------------------------------------------------------------

const sample = () => ({
  depths: 3,
  rows: [
    { id: 'minimax', label: 'Minimax', counts: [undefined, 8, 57, 400] },
    { id: 'natural', label: 'Alpha-beta <natural> & "order"', counts: [undefined, 8, 30, null] },
    { id: 'random', label: 'Random', counts: [undefined, 8] },
  ],
  bound: { label: 'Best case', counts: [undefined, 8, 21, 76] },
  labels: { x: 'Depth', y: 'Nodes (log scale)', title: 'Nodes by depth' },
});

test('chart: one line per row with counts, plus the bound, a legend entry each; escaped text', () => {
  const svg = chartSvg(sample());
  assert.match(svg, /^<svg [^>]*role="img"/);
  assert.match(svg, /aria-label="Nodes by depth"/);
  assert.equal((svg.match(/class="lab-line"/g) || []).length, 3, 'every row with a count is a line (one point is still a series)');
  assert.equal((svg.match(/class="lab-bound"/g) || []).length, 1);
  const legend = legendHtml(sample());
  assert.equal((legend.match(/class="lab-legend-item"/g) || []).length, 4);
  for (const text of [svg, legend]) {
    assert.ok(!text.includes('<natural>'), 'labels are escaped');
    assert.ok(text.includes('&lt;natural&gt; &amp; &quot;order&quot;'));
  }
  assert.match(svg, />Depth</);
  assert.match(svg, />Nodes \(log scale\)</);
  // Lines are told apart by dash and marker, not colour alone.
  assert.ok(MARKERS.length >= 5 && DASHES.length >= 3);
  const looks = ROWS.map((r, i) => JSON.stringify(styleOf(i)));
  assert.equal(new Set(looks).size, ROWS.length);
  const shapes = ROWS.map((r, i) => `${styleOf(i).dash}|${styleOf(i).marker}`);
  assert.equal(new Set(shapes).size, ROWS.length, 'rows differ in dash or marker, not only in colour');
  assert.match(svg, /stroke-dasharray="/);
});

test('chart: the y axis is logarithmic with decade ticks covering the data', () => {
  const svg = chartSvg(sample());
  for (const tick of ['1', '10', '100', '1,000']) assert.ok(svg.includes(`>${tick}</text>`), tick);
  // Higher counts are drawn higher (smaller y).
  const ys = [...svg.matchAll(/data-depth="(\d)" data-nodes="(\d+)" data-y="([\d.]+)"/g)].map((m) => [Number(m[2]), Number(m[3])]);
  assert.ok(ys.length >= 5);
  for (const [n1, y1] of ys) for (const [n2, y2] of ys) if (n1 < n2) assert.ok(y1 > y2, `${n1}@${y1} vs ${n2}@${y2}`);
});

test('chart: no data gives an empty frame, never NaN', () => {
  const svg = chartSvg({ depths: 4, rows: [{ id: 'a', label: 'A', counts: [] }], bound: null, labels: { x: 'd', y: 'n', title: 't' } });
  assert.ok(!svg.includes('NaN'));
  assert.equal((svg.match(/class="lab-line"/g) || []).length, 0);
});

test('rootMoves: the columns with room in the top row', () => {
  assert.equal(rootMoves('......./......./......./......./......./.......'), 7);
  assert.equal(rootMoves('X.O..../......./......./......./......./.......'), 5);
  assert.equal(rootMoves(''), 0);
});
