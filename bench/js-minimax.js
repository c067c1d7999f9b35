// What bench.html compares wasm with: three plain JavaScript minimaxes of the whole tic-tac-toe tree (bitmask, array, tutorial style).

// ---- a plain JavaScript minimax ---------------------------------------------
// The same tree and conventions as abviz-core: two 9-bit masks, cells in
// ascending order, a finished game (a line or a full board) is a leaf scored
// +1/0/−1 for MAX (the side to move at the root). No tracing; it counts.

const LINES = [0o007, 0o070, 0o700, 0o111, 0o222, 0o444, 0o421, 0o124];
/** HAS_LINE[mask] is 1 when the marks in `mask` complete a line. */
const HAS_LINE = new Uint8Array(512);
for (let m = 0; m < 512; m++) HAS_LINE[m] = LINES.some((l) => (m & l) === l) ? 1 : 0;

let jsNodes = 0;
let jsLeaves = 0;

/** Value for MAX of the position where `mover` is to move and `other` just moved. */
function jsNode(mover, other, maxToMove) {
  jsNodes++;
  if (HAS_LINE[other]) {
    jsLeaves++;
    return maxToMove ? -1 : 1; // the side that just moved won
  }
  const full = mover | other;
  if (full === 0o777) {
    jsLeaves++;
    return 0;
  }
  let best = maxToMove ? -2 : 2;
  for (let cell = 0; cell < 9; cell++) {
    const bit = 1 << cell;
    if (full & bit) continue;
    const v = jsNode(other, mover | bit, !maxToMove);
    if (maxToMove ? v > best : v < best) best = v;
  }
  return best;
}

/** Minimax from the empty board in plain JavaScript: {value, nodes, leaves}. */
export function jsMinimax() {
  jsNodes = 0;
  jsLeaves = 0;
  const value = jsNode(0, 0, true);
  return { value, nodes: jsNodes, leaves: jsLeaves };
}

// The same search written the other obvious way: the board as an array of
// nine cells (0 empty, 1 X, 2 O) changed in place and undone, lines checked
// by looping over them. Slower than the masks; shows the spread of "plain JS".

const LINE_CELLS = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

function winnerOf(board) {
  for (const [a, b, c] of LINE_CELLS) {
    if (board[a] !== 0 && board[a] === board[b] && board[a] === board[c]) return board[a];
  }
  return 0;
}

function jsArrayNode(board, player, max) {
  jsNodes++;
  const w = winnerOf(board);
  if (w !== 0) {
    jsLeaves++;
    return w === max ? 1 : -1;
  }
  if (!board.includes(0)) {
    jsLeaves++;
    return 0;
  }
  let best = player === max ? -2 : 2;
  for (let cell = 0; cell < 9; cell++) {
    if (board[cell] !== 0) continue;
    board[cell] = player;
    const v = jsArrayNode(board, 3 - player, max);
    board[cell] = 0;
    if (player === max ? v > best : v < best) best = v;
  }
  return best;
}

/** The array-board minimax from the empty board: {value, nodes, leaves}. */
export function jsMinimaxArray() {
  jsNodes = 0;
  jsLeaves = 0;
  const value = jsArrayNode([0, 0, 0, 0, 0, 0, 0, 0, 0], 1, 1);
  return { value, nodes: jsNodes, leaves: jsLeaves };
}

// The shape most tutorials and hand-made demos copy: cells hold 'X', 'O' or
// '', a win is tested line by line for each player, the free cells are
// listed with map/filter, and every move becomes an object {index, score}
// from which the best is picked. Context for the two above: this is what a
// teacher's own demo typically runs.

const TUTORIAL_LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

function winning(board, p) {
  return TUTORIAL_LINES.some(([a, b, c]) => board[a] === p && board[b] === p && board[c] === p);
}

function tutorialNode(board, player, max) {
  jsNodes++;
  const other = player === 'X' ? 'O' : 'X';
  if (winning(board, 'X') || winning(board, 'O')) {
    jsLeaves++;
    return { score: winning(board, max) ? 1 : -1 };
  }
  const free = board.map((c, i) => (c === '' ? i : -1)).filter((i) => i >= 0);
  if (free.length === 0) {
    jsLeaves++;
    return { score: 0 };
  }
  const moves = [];
  for (const index of free) {
    board[index] = player;
    moves.push({ index, score: tutorialNode(board, other, max).score });
    board[index] = '';
  }
  let best = moves[0];
  for (const m of moves) if (player === max ? m.score > best.score : m.score < best.score) best = m;
  return best;
}

/** The tutorial-style minimax from the empty board: {value, nodes, leaves}. */
export function jsMinimaxTutorial() {
  jsNodes = 0;
  jsLeaves = 0;
  const value = tutorialNode(Array(9).fill(''), 'X', 'X').score;
  return { value, nodes: jsNodes, leaves: jsLeaves };
}
