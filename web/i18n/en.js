// The page's English text: the dictionary every other language mirrors key for
// key, and the fallback for any key a language lacks. See index.js for how
// text is marked and looked up. The words of the lab and Solve, Pearl's
// chart, Nilsson's replay and Connect Four's solver panel come with those
// (index.js LATER), not with the first view; so do the words index.html
// already holds (en-markup.js) and the engine's error templates (en-codes.js).
// The words only the readouts, the node cards, the practice, the editors and
// the controls say (en-panels.js), and the pseudocode's, negamax's, the tree
// builder's, the Gallery's and its presets', come with those, just after the
// first trees (index.js loadPanelWords).

import { errors } from './en-errors.js';
import { maze } from './en-maze.js';
import { play } from './en-play.js';
import { compare } from './en-compare.js';
import { horizon } from './en-horizon.js';
import { decision } from './en-decision.js';
import { lessons } from './en-lessons.js';
import { keep } from './en-keep.js';
import { mcts } from './en-mcts.js';
import { sheet } from './en-sheet.js';

export const en = {
  subtitle: 'alpha-beta pruning, side by side with minimax',
  position: 'Position',
  positions: 'Positions',
  move4Title: 'O.X/.X./O.. — the game X4 O0 X2 O6, X to move',
  move6Title: 'O.X/XXO/O.. — it continues X3 O5, X to move',
  emptyBoard: 'Empty board',
  emptyTitle: 'The whole game from the start',
  clearTitle: 'Empty the board to click in a position',
  empty: 'empty',
  textbookTrees: 'Textbook trees',
  tree: 'Tree',
  examples: 'Examples',
  depth: 'Depth',
  seed: 'Seed',
  options: 'Search options',
  depthLimit: 'Depth limit',
  depthPlaceholder: 'none',
  scoring: 'Scoring',
  play: 'Play',
  pause: 'Pause',
  keys: 'Keys: <kbd>Space</kbd> play/pause, <kbd>←</kbd>/<kbd>→</kbd> step, <kbd>Home</kbd>/<kbd>End</kbd> start/end, <kbd>P</kbd>/<kbd>N</kbd> previous/next cut-off. In a tree (Tab to it): <kbd>↑</kbd> parent, <kbd>↓</kbd> first child, <kbd>←</kbd>/<kbd>→</kbd> siblings, <kbd>Home</kbd> root, <kbd>Enter</kbd> node menu (in practice: mark the node), <kbd>Esc</kbd> close it.',
  cancel: 'Cancel',
  phase_search: 'Searching…',
  phase_layout: 'Laying out the tree…',
  phase_derive: 'Indexing the tree…',
  cancelled: 'Search cancelled; the last tree stays on screen.',
  cancelledNoTree: 'Search cancelled; no tree was shown before it, so none is shown now. Choose a smaller depth and search again.',
  searchProgress: 'Searching: {nodes} nodes, {secs} s…',
  overBudget: 'Stopped after {nodes} nodes: a traced search may visit at most {limit} nodes, to keep the drawing within memory. Choose a smaller depth, or count this one in the lab, which keeps no traces.',
  rootName: 'the root',
  'link.unknown': 'This link has a parameter {param} that the page does not know; it was ignored.',
  'link.duplicate': 'This link gives “{param}” {count} times; none of them was used.',
  'link.notWholeNumber': 'In this link, “{param}” is {value}, which is not a whole number from {min} to {max}; it was ignored.',
  'link.outOfRange': 'In this link, “{param}” is {value}, outside {min} to {max}; it was ignored.',
  'link.outOfRangePart': 'In this link, the {part} in “{param}” is {value}, outside {min} to {max}; the link\'s tree was not used.',
  'link.notOneOf': 'In this link, “{param}” is {value}; it must be one of {allowed}. It was ignored.',
  'link.badBoard': 'In this link, “{param}” is {value}, which is not a board of 9 cells (X, O, or . for empty). Showing Move 4 instead.',
  'link.badGameBoard': 'In this link, “{param}” is {value}, which is not a position of this game. Showing {first} instead.',
  'link.badTree': 'In this link, “{param}” is {value}, which is not a tree of nested lists such as [[3,12,8],[2,4,6]]. Showing Move 4 instead.',
  'link.badRandom': 'In this link, “{param}” is {value}; it must be three whole numbers: branching, depth, seed. Showing Move 4 instead.',
  'link.badCompressed': 'The tree in this link ({param}) is damaged and cannot be read. Showing Move 4 instead.',
  'link.tooLarge': 'The tree in this link ({param}) is larger than {limit} characters. Showing Move 4 instead.',
  'link.conflict': 'This link gives both “{other}” and “{param}”; the page used “{other}” and ignored “{param}”.',
  'link.empty': 'In this link, “{param}” is empty. Showing Move 4 instead.',
  'link.tooLong': 'This tree is too large to share as a link ({chars} characters as a link; the limit is {limit}). The link keeps the options only; export the tree as JSON to share it.',
  'link.stepPastEnd': 'In this link, “{param}” is {value}, but this search has only {max} steps: showing the last step.',
  'link.passPastEnd': 'In this link, “{param}” is {value}, but this search has only {max} passes of iterative deepening: showing the last pass.',
  overlayHeading: 'Alpha-beta over minimax',
  linkBadPosition: 'The link\'s position was refused: {why} Showing Move 4 instead.',
  minimax: 'Minimax',
  alphabeta: 'Alpha-beta',

  collapse: 'Collapse',
  treeRole: 'game tree',

  // Built in JS.
  toMove: '{side} to move: {side} is MAX, the other player MIN.',
  treeRoot: 'Textbook tree: {root} at the root.',
  counts: { one: 'Entered {entered} of {n} node · leaves {leaves} of {leavesTotal}', other: 'Entered {entered} of {n} nodes · leaves {leaves} of {leavesTotal}' },
  stepOf: 'step {pos} of {total}',
  stepsPerSec: { one: '{n} step/s', other: '{n} steps/s' },
  bestMoveCell: '; the best move is cell {move}.',
  bestMoveChild: '; the best move is child {move}.',
  wasmFailed: 'The search engine (wasm) did not load: {msg}. Build it with npm run build.',
  max: 'MAX',
  min: 'MIN',

  // One sentence per event.
  enterRoot: 'Enter {node}, a {side} node{who}.',
  enterRootAb: 'Enter {node}, a {side} node{who}, with α = {alpha} and β = {beta}.',
  whoToMove: ' ({mark} to move)',
  movesPruned: { one: 'move {list} is', other: 'moves {list} are' },
  childrenPruned: { one: 'child {list} is', other: 'children {list} are' },
  and: ' and ',
  listSep: ', ',
  sentenceSep: ' ',

  // Practice.
  practiceHelp: "Practice: before the search is shown, click the nodes you expect alpha-beta to prune (the highest pruned node of each subtree) and tick Pruned; you may also give the α and β a node is searched with, and an inner node's value. Then press Check.",

  ...errors,
  ...maze,
  ...play,
  ...compare,
  ...horizon,
  ...decision,
  ...lessons,
  ...keep,
  ...mcts,
  ...sheet,
  // Connect Four, the search enhancements and iterative deepening passes: games/connect4*.js, panels/enhance.js.
  game: 'Game',
  gameTicTacToe: 'Tic-tac-toe',
  gameConnect4: 'Connect Four',
  gameTree: 'Textbook tree',
  c4Hint: "Columns are numbered from 1 on the left; the column sequence lists the columns played in order (4453: X in 4, O in 4, X in 5, O in 3). The tree's edges carry these numbers.",
  'c4.badSize': 'Size "{value}" is not W x H with W from 4 to 7 and H from 4 to 6, such as 7x6.',
  'c4.badMoveChar': 'Moves: "{ch}" at position {position} is not a column number from 1 to {w}.',
  'c4.columnFull': 'Moves: column {column} is full at move {position}.',
  'c4.moveAfterWin': 'Moves: {winner} has already won before move {position}.',
  'c4.rowCount': 'Grid: {rows} rows separated by "/"; this board has {h}.',
  'c4.rowLength': 'Grid: row {row} has {cells} cells; each row has {w}.',
  'c4.badCell': 'Grid: "{ch}" in row {row} is not X, O or . (empty).',
  'c4.floating': 'Grid: the disc in row {row}, column {column} floats above an empty cell.',
  'c4.counts': 'Grid: X has {x} discs and O has {o}; X moves first, so X has as many as O or one more.',
  'c4.bothWon': 'Grid: both X and O have four in a row; the game ends at the first.',
  'c4.afterWin': 'Grid: {winner} has four in a row but {mover} moved after it.',
  'link.badMoves': 'In this link, “{param}” is {value}, which is not a sequence of columns that can be played on a {size} board. Showing the empty board instead.',
  'link.needs': 'In this link, “{param}” is {value}, which needs {other}; it was ignored.',
  enhancements: 'Enhancements',
  badTableSize: 'Table size "{value}" is not a whole number from {min} to {max}.',
  mtdf: 'MTD(f)',
  passOf: 'Pass {k} of {n} (depth {depth})',
  tipColumn: 'move: column {column}',
  bestMoveColumn: '; the best move is column {move}.',
  enterColumn: '{mover} drops a disc in column {move}: {node}, a {side} node{who}.',
  enterColumnAb: '{mover} drops a disc in column {move}: {node}, a {side} node{who}, searched with α = {alpha}, β = {beta}.',
  c4LeafWin: '{mark} has four in a row: the game is over and scores {value}.',
  c4LeafDraw: 'The board is full with no four in a row: a draw, scoring 0.',
  c4Horizon: 'Depth limit reached at {node}: the evaluation function scores it {value}.',
  columnsPruned: { one: 'column {list} is', other: 'columns {list} are' },
  'err.option.NeedsDepth': 'A Connect Four position with {empty} empty cells needs a depth limit (without one, at most {most} empty cells).',
  'err.option.EnhancementNeeds': 'The enhancement {what} needs {needs}.',
  'err.option.BadTableSize': 'Table size "{value}" is not a whole number of slots from 1 to 67,108,864.',
};
