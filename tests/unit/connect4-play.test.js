// Connect Four's Computer move picks the solver's best column, and on a tie
// the one nearest the centre, in the core's static order (Connect4::move_rank,
// as `abviz solve --columns` picks best_move): 4 3 5 2 6 1 7.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bestColumn, centreOrder, columnsToSolve, mirrored } from '../../web/games/connect4-play.js';
import { parseMoves, legalColumns } from '../../web/games/connect4-rules.js';

test('centreOrder: the centre first, then outwards, the left one first (as the core orders columns)', () => {
  assert.deepEqual(centreOrder(7), [4, 3, 5, 2, 6, 1, 7]);
  assert.deepEqual(centreOrder(6), [3, 4, 2, 5, 1, 6]);
  assert.deepEqual(centreOrder(5), [3, 2, 4, 1, 5]);
  assert.deepEqual(centreOrder(4), [2, 3, 1, 4]);
});

test('bestColumn: the highest score; on a tie the column nearest the centre; full columns never', () => {
  const of = (...v) => [undefined, ...v]; // 1-based columns
  assert.equal(bestColumn(of(-15, -15, -15, -15, -15, -15, -15), 7), 4);
  assert.equal(bestColumn(of(13, -12, -12, -12, -12, -12, -12), 7), 1);
  assert.equal(bestColumn(of(2, 2, -1, null, -1, 2, 2), 7), 2, 'a tie of 2, 6, 1 and 7: 2 is nearest the centre, and left of 6');
  assert.equal(bestColumn(of(5, 0, 0, null, 0, 0, 5), 7), 1, 'columns 1 and 7 tie: the left one');
  assert.equal(bestColumn(of(-3, null, -3, -3, -3, -3), 6), 3);
  assert.equal(bestColumn(of(null, null, null), 3), null);
  assert.equal(bestColumn(of(undefined, 4, undefined), 3), 2, 'a column not solved is not chosen');
});

test('columnsToSolve: every legal column, centre first; on a mirror-symmetric position one of each pair', () => {
  const at = (moves) => { const pos = parseMoves({ w: 7, h: 6 }, moves); return [pos, legalColumns(pos).map((c) => c + 1)]; };
  for (const m of ['', '4', '44', '444444']) assert.ok(mirrored(at(m)[0]), `${m} is symmetric`);
  assert.deepEqual(columnsToSolve(...at('')), [4, 3, 2, 1]);
  assert.deepEqual(columnsToSolve(...at('444444')), [3, 2, 1], 'the full centre column is not solved');
  assert.equal(mirrored(at('3')[0]), false);
  assert.deepEqual(columnsToSolve(...at('3')), [4, 3, 5, 2, 6, 1, 7]);
  assert.equal(mirrored(at('35')[0]), false, 'X in 3 and O in 5 differ in the mirror');
  assert.deepEqual(columnsToSolve(...at('4453')), [4, 3, 5, 2, 6, 1, 7]);
});
