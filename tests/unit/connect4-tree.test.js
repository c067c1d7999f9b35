// Connect Four trees from the real engine (tests/unit/wasm.js) as the page
// reads them: node boards from the root and the path (connect4.js), names and
// edge labels by 1-based column, the sentences, and the transposition table's
// marks, which appear only at or after the event that made them. Run with
// `node --test tests/unit/`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyse, K } from './wasm.js';
import { explain } from '../../web/panels/explain.js';
import { setLang } from '../../web/i18n/all.js';
import { c4CellsOf } from '../../web/games/connect4.js';
import { eventAt, fromTable, stateAt } from '../../web/state/timeline.js';
import { moveLabel, nodeName } from '../../web/games/index.js';
import { pathMoves } from '../../web/base/tree.js';
import { parseMoves, positionAfter, formatGrid } from '../../web/games/connect4-rules.js';

setLang('en');

test('a Connect Four summary and tree: kind, size, root grid; every node\'s board is the root with its path played', () => {
  const { summary, tree } = analyse({ game: 'connect4', size: '5x4', board: '3', depth: 2 });
  assert.equal(summary.kind, 'connect4');
  assert.deepEqual(summary.size, [5, 4]);
  assert.equal(summary.to_move, 'O');
  assert.equal(summary.root, formatGrid(parseMoves('5x4', '3')));
  assert.equal(tree.n, 1 + 5 + 25);
  const root = parseMoves('5x4', '3');
  for (let id = 0; id < tree.n; id++) assert.equal(c4CellsOf(tree, id), positionAfter(root, pathMoves(tree, id)).cells);
  const kid = tree.childList[tree.childStart[0]];
  assert.equal(moveLabel(tree, kid), tree.move[kid] + 1);
  assert.match(nodeName(tree, kid, 'root'), /^O[1-5]$/);
});

test('Connect Four sentences name columns', () => {
  const { tree } = analyse({ game: 'connect4', size: '5x4', board: '3', depth: 2 });
  const texts = Array.from({ length: tree.tl.alphabeta.len + 1 }, (_, pos) => explain(tree, stateAt(tree, 'alphabeta', pos)));
  assert.ok(texts.some((s) => /^O drops a disc in column 1: O1, a MIN node \(X to move\)/.test(s)), texts.slice(0, 4).join('\n'));
  assert.ok(!texts.some((s) => /cell/.test(s)));
  assert.ok(texts.some((s) => /^Depth limit reached at O\d X\d: the evaluation function scores it/.test(s)));
});

test('transposition table marks: each marked node at the event of its TABLE record, never before', () => {
  const { summary, tree } = analyse({ game: 'connect4', size: '4x4', board: formatGrid(parseMoves('4x4', '')), depth: 4, enhance: 'tt' });
  const tl = tree.tl.alphabeta;
  assert.equal(summary.alphabeta.tt_hits > 0, true, JSON.stringify(summary.alphabeta));
  const marked = [];
  for (let id = 0; id < tree.n; id++) if (tl.table.length && tl.table[id] !== K.NEVER) marked.push(id);
  assert.ok(marked.length > 0);
  for (const id of marked) {
    const i = tl.table[id];
    const e = eventAt(tree, 'alphabeta', i);
    assert.equal(e.kind, K.TABLE);
    assert.equal(e.node, id);
    assert.equal(fromTable(tree, 'alphabeta', id, i), false, 'not before its event');
    assert.equal(fromTable(tree, 'alphabeta', id, i + 1), true, 'from its event on');
    assert.match(explain(tree, stateAt(tree, 'alphabeta', i + 1)), /was searched before: the transposition table/);
  }
});

test('iterative deepening, aspiration and PVS: the PASS, RESEARCH and child WINDOW records have sentences', () => {
  const sentencesOf = (enhance) => {
    const { tree } = analyse({ game: 'connect4', size: '5x4', board: '33', depth: 4, enhance });
    const tl = tree.tl.alphabeta;
    return Array.from({ length: tl.len }, (_, i) => [eventAt(tree, 'alphabeta', i).kind, explain(tree, stateAt(tree, 'alphabeta', i + 1))]);
  };
  const asp = sentencesOf('id,tt,aspiration');
  assert.ok(asp.some(([k, s]) => k === K.PASS && s === 'Iterative deepening: a new pass searches to depth 4.'));
  assert.ok(asp.some(([k, s]) => k === K.RESEARCH && /^The window the root was searched with only gave a bound: the root is searched again with a new window\.$/.test(s)));
  const pvs = sentencesOf('tt,pvs,order');
  const windows = pvs.filter(([k]) => k === K.WINDOW).map(([, s]) => s);
  assert.ok(windows.length > 0);
  assert.ok(windows.some((s) => /searches X3 O3 X\d with a null window \(α, β\) = \(/.test(s)), windows.slice(0, 4).join('\n'));
  assert.ok(!windows.some((s) => /outcome/.test(s)), 'no chance-node wording outside chance nodes');
  for (const [, s] of [...asp, ...pvs]) assert.ok(s && !/\{\w+\}/.test(s), s);
});
