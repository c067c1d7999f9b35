// Unit tests of web/games/connect4-rules.js: sizes, the column sequence and grid
// notations, dropping and undoing discs, winners, and the boards of tree
// nodes. Run with `node --test tests/unit/`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  C4Error, DEFAULT_SIZE, ERROR_KEYS, SIZES, cellsAfter, drop, empty, format, formatGrid, formatMoves, formatSize, fromMoves,
  isGridText, isOver, isSize, legalColumns, parse, parseGrid, parseMoves, parseSize, positionAfter, stones, toMove, undo,
  winner, winningCells, winningLineOf,
} from '../../web/games/connect4-rules.js';
import { en, setLang, t } from '../../web/i18n/all.js';
import { ja } from '../../web/i18n/ja.js';
import { ko } from '../../web/i18n/ko.js';

/** Fails unless `f` throws a C4Error with i18n key `key` (and a message matching `re`, if given). */
function throwsC4(f, key, re) {
  assert.throws(f, (e) => {
    assert.ok(e instanceof C4Error, `a C4Error, got ${e}`);
    assert.equal(e.key, key);
    if (re) assert.match(e.message, re);
    return true;
  });
}

const EMPTY_7x6 = '......./......./......./......./......./.......';

// ---- sizes ---------------------------------------------------------------------------------

test('sizes: 7x6 by default; every W 4..7 by H 4..6 parses, nothing else does', () => {
  assert.equal(DEFAULT_SIZE, '7x6');
  assert.deepEqual(parseSize('7x6'), { w: 7, h: 6 });
  assert.deepEqual(parseSize(' 5 × 4 '), { w: 5, h: 4 });
  assert.deepEqual(parseSize('4X4'), { w: 4, h: 4 });
  for (let w = 1; w <= 9; w++) {
    for (let h = 1; h <= 9; h++) assert.equal(isSize(`${w}x${h}`), w >= 4 && w <= 7 && h >= 4 && h <= 6, `${w}x${h}`);
  }
  for (const bad of ['', '7', '7x', 'x6', '76', '7x6x', '07x6', '10x6', '7x6 junk', '８x６']) throwsC4(() => parseSize(bad), 'c4.badSize', /W x H/);
  for (const s of SIZES) assert.equal(formatSize(parseSize(s)), s);
  for (const s of ['4x4', '5x4', '5x5', '6x5', '6x6', '7x6']) assert.ok(SIZES.includes(s), s);
});

// ---- column sequences ----------------------------------------------------------------------

test('the empty board: X to move, every column legal, no winner', () => {
  const p = empty();
  assert.equal(formatGrid(p), EMPTY_7x6);
  assert.equal(formatMoves(p), '');
  assert.equal(toMove(p), 'X');
  assert.deepEqual(legalColumns(p), [0, 1, 2, 3, 4, 5, 6]);
  assert.equal(winner(p), null);
  assert.deepEqual(stones(p), { X: 0, O: 0 });
  assert.deepEqual(parseMoves('7x6', ''), p);
});

test('4453: discs stack in their columns, sides alternate from X', () => {
  const p = parseMoves('7x6', '4453');
  // X 4, O 4 (on top), X 5, O 3.
  assert.equal(formatGrid(p), '......./......./......./......./...O.../..OXX..');
  assert.deepEqual(p.moves, [3, 3, 4, 2]);
  assert.equal(formatMoves(p), '4453');
  assert.equal(toMove(p), 'X');
  assert.deepEqual(stones(p), { X: 2, O: 2 });
  assert.equal(format(p), '4453');
  // Spaces and commas between columns are allowed.
  assert.deepEqual(parseMoves('7x6', '4 4,5 3'), p);
});

test('drop and undo: immutable steps, undo of the empty board is the empty board', () => {
  const a = empty('5x4');
  const b = drop(a, 2);
  assert.equal(formatGrid(a), '...../...../...../.....');
  assert.equal(formatGrid(b), '...../...../...../..X..');
  assert.equal(toMove(b), 'O');
  assert.deepEqual(undo(b), a);
  assert.deepEqual(undo(a), a);
  assert.ok(Object.isFrozen(b) && Object.isFrozen(b.moves));
});

test('a vertical four wins: the game is over, no column is legal, the four cells are the winning ones', () => {
  const p = parseMoves('7x6', '1212121');
  assert.equal(winner(p), 'X');
  assert.ok(isOver(p));
  assert.deepEqual(legalColumns(p), []);
  // Column 1 from the bottom: rows 5, 4, 3, 2 (top is row 0).
  assert.deepEqual(winningCells(p), [2 * 7, 3 * 7, 4 * 7, 5 * 7]);
  throwsC4(() => drop(p, 3), 'c4.moveAfterWin', /X has already won before move 8/);
  throwsC4(() => parseMoves('7x6', '12121213'), 'c4.moveAfterWin');
});

test('horizontal and diagonal fours are found', () => {
  const h = parseMoves('7x6', '1122334');
  assert.equal(winner(h), 'X');
  assert.deepEqual(winningCells(h), [35, 36, 37, 38]);
  // The rising diagonal a1 b2 c3 d4 for X.
  const d = parseMoves('7x6', '12234334544');
  assert.equal(winner(d), 'X', formatGrid(d));
  assert.deepEqual(winningCells(d), [2 * 7 + 3, 3 * 7 + 2, 4 * 7 + 1, 5 * 7]);
  // The falling diagonal, mirrored.
  const m = parseMoves('7x6', '76654554344');
  assert.equal(winner(m), 'X', formatGrid(m));
  assert.deepEqual(winningCells(m), [2 * 7 + 3, 3 * 7 + 4, 4 * 7 + 5, 5 * 7 + 6]);
});

test('a full column refuses a disc; a full board is over with no winner', () => {
  throwsC4(() => parseMoves('7x6', '1111111'), 'c4.columnFull', /column 1 is full at move 7/);
  // 4x4 filled with no four: columns in pairs, shifted so no line forms.
  const p = parseMoves('4x4', '1234123421432143');
  assert.equal(winner(p), null, formatGrid(p));
  assert.ok(isOver(p));
  assert.deepEqual(legalColumns(p), []);
});

test('bad sequences name the character, its place and the columns allowed', () => {
  throwsC4(() => parseMoves('7x6', '448'), 'c4.badMoveChar', /"8" at position 3 is not a column number from 1 to 7/);
  throwsC4(() => parseMoves('5x4', '16'), 'c4.badMoveChar', /from 1 to 5/);
  throwsC4(() => parseMoves('7x6', '40'), 'c4.badMoveChar', /"0"/);
  throwsC4(() => parseMoves('7x6', '4a'), 'c4.badMoveChar');
  throwsC4(() => parseMoves('7x6', '4\u0000'), 'c4.badMoveChar', /U\+0/);
  throwsC4(() => drop(empty(), 7), 'c4.badMoveChar');
});

// ---- grids ---------------------------------------------------------------------------------

test('grids: the size comes from the text or is checked against the one given', () => {
  const p = parseGrid(null, '......./......./......./......./...O.../..OXX..');
  assert.deepEqual([p.w, p.h], [7, 6]);
  assert.equal(p.moves, null);
  assert.equal(format(p), formatGrid(p));
  assert.equal(toMove(p), 'X');
  assert.equal(parseGrid('7x6', EMPTY_7x6).cells, '.'.repeat(42));
  throwsC4(() => parseGrid('5x4', EMPTY_7x6), 'c4.rowCount', /6 rows/);
  throwsC4(() => parseGrid('7x6', '......./......./......./......./......./......'), 'c4.rowLength', /row 6 has 6 cells; each row has 7/);
  throwsC4(() => parseGrid(null, '.../.../...'), 'c4.badSize');
});

test('grids: bad cells, floating discs, impossible counts and play after a win are refused', () => {
  throwsC4(() => parseGrid('4x4', '..../..../..../..Z.'), 'c4.badCell', /"Z" in row 4/);
  throwsC4(() => parseGrid('4x4', '..../..X./..../..O.'), 'c4.floating', /row 2, column 3/);
  throwsC4(() => parseGrid('4x4', '..../..../..../XX..'), 'c4.counts', /X has 2 discs and O has 0/);
  throwsC4(() => parseGrid('4x4', '..../..../..../O...'), 'c4.counts');
  throwsC4(() => parseGrid('4x4', 'XO../XO../XO../XO..'), 'c4.bothWon');
  // X has four but O (with as many discs) moved after it.
  throwsC4(() => parseGrid('5x4', 'X..../XO.../XO.../XOO..'), 'c4.afterWin', /X has four in a row but O moved after it/);
  const won = parseGrid('5x4', 'X..../XO.../XO.../XO...');
  assert.equal(winner(won), 'X');
  // Lower case and - _ for empty are read too.
  assert.equal(parseGrid('4x4', '----/____/..../xo..').cells, `${'.'.repeat(12)}XO..`);
});

test('parse tells a grid from a sequence', () => {
  assert.ok(isGridText('......./.......'));
  assert.ok(!isGridText('4453'));
  assert.equal(parse('7x6', '4453').moves.join(), '3,3,4,2');
  assert.equal(parse('7x6', EMPTY_7x6).moves, null);
});

// ---- tree nodes ----------------------------------------------------------------------------

test('cellsAfter plays a path of 0-based columns from a root, grid or sequence', () => {
  const root = parseMoves('7x6', '44');
  assert.equal(cellsAfter(root, [4, 2]), parseMoves('7x6', '4453').cells);
  const gridRoot = parseGrid('7x6', formatGrid(root));
  assert.equal(cellsAfter(gridRoot, [4, 2]), parseMoves('7x6', '4453').cells);
  assert.deepEqual(positionAfter(root, [4, 2]).moves, [3, 3, 4, 2]);
  assert.equal(positionAfter(gridRoot, [4]).moves, null);
  assert.equal(cellsAfter(root, []), root.cells);
});

// ---- messages -----------------------------------------------------------------------------

test('winningLineOf gives one line of four, end to end', () => {
  const p = parseMoves('7x6', '1122334');
  assert.deepEqual(winningLineOf(7, 6, p.cells), [35, 36, 37, 38]);
  assert.deepEqual(winningLineOf(7, 6, empty().cells), []);
});

test("the page's English text of each error is the error's own message", () => {
  setLang('en');
  const bad = [() => parseSize('9x9'), () => parseMoves('7x6', '48'), () => parseMoves('7x6', '1111111'), () => parseMoves('7x6', '12121213'),
    () => parseGrid('7x6', '...'), () => parseGrid('4x4', '..../..../..../...'), () => parseGrid('4x4', '..../..../..../..Z.'),
    () => parseGrid('4x4', '..../..X./..../..O.'), () => parseGrid('4x4', '..../..../..../XX..'), () => parseGrid('4x4', 'XO../XO../XO../XO..'),
    () => parseGrid('5x4', 'X..../XO.../XO.../XOO..')];
  const seen = new Set();
  for (const f of bad) {
    try { f(); assert.fail('no error'); } catch (e) {
      assert.ok(e instanceof C4Error, String(e));
      assert.equal(t(e.key, e.params), e.message);
      seen.add(e.key);
    }
  }
  assert.deepEqual([...seen].sort(), [...ERROR_KEYS].sort(), 'every error is made above');
});

test('every error key has a text in English, Japanese and Korean', () => {
  for (const k of ERROR_KEYS) for (const [lang, d] of Object.entries({ en, ja, ko })) assert.ok(typeof d[k] === 'string' && d[k].length > 0, `${lang} ${k}`);
});

// ---- properties ----------------------------------------------------------------------------

const sizeArb = fc.constantFrom(...SIZES);
/** A legal game on a size: random columns, each taken modulo the legal ones, stopping at the end. */
const gameArb = fc.tuple(sizeArb, fc.array(fc.nat(1000), { maxLength: 42 })).map(([size, picks]) => {
  let p = empty(size);
  for (const k of picks) {
    const legal = legalColumns(p);
    if (!legal.length) break;
    p = drop(p, legal[k % legal.length]);
  }
  return p;
});

test('property: parse(format(x)) gives x back, for sequences and for grids', () => {
  fc.assert(fc.property(gameArb, (p) => {
    const size = formatSize(p);
    assert.deepEqual(parseMoves(size, formatMoves(p)), p);
    assert.deepEqual(parse(size, format(p)), p);
    const g = parseGrid(size, formatGrid(p));
    assert.equal(g.cells, p.cells);
    assert.equal(formatGrid(parseGrid(null, formatGrid(p))), formatGrid(p));
  }), { numRuns: 300 });
});

test('property: a legal game keeps the invariants (counts, gravity, at most one winner, undo inverts drop)', () => {
  fc.assert(fc.property(gameArb, (p) => {
    const n = stones(p);
    assert.ok(n.X === n.O || n.X === n.O + 1);
    assert.equal(n.X + n.O, p.moves.length);
    assert.equal(toMove(p), n.X === n.O ? 'X' : 'O');
    for (const c of legalColumns(p)) assert.deepEqual(undo(drop(p, c)), p);
    assert.equal(cellsAfter(empty(formatSize(p)), p.moves), p.cells);
    if (winningCells(p).length) assert.equal(legalColumns(p).length, 0);
  }), { numRuns: 300 });
});

test('property: any other text gives a C4Error with a key, never another exception or a wrong position', () => {
  const textArb = fc.string({ unit: fc.constantFrom(...'01234567889XOxo./-_ ,aZ\u0000é'), maxLength: 50 });
  fc.assert(fc.property(sizeArb, textArb, (size, text) => {
    try {
      const p = parse(size, text);
      // Whatever parses is a consistent position of that size.
      assert.equal(formatSize(p), size);
      const n = stones(p);
      assert.ok(n.X === n.O || n.X === n.O + 1);
    } catch (e) {
      assert.ok(e instanceof C4Error, `${JSON.stringify(text)} threw ${e}`);
      assert.ok(ERROR_KEYS.includes(e.key));
      assert.ok(e.message.length > 10 && !/\{\w+\}/.test(e.message), e.message);
    }
  }), { numRuns: 1000 });
});

test('fromMoves agrees with parseMoves', () => {
  assert.deepEqual(fromMoves('6x5', [0, 1, 2]), parseMoves('6x5', '123'));
});
