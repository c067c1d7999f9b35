// Every piece of text the page shows, in English, Japanese and Korean.
// Static text is marked in index.html with data-i18n (text),
// data-i18n-html (trusted markup), data-i18n-aria (aria-label),
// data-i18n-title and data-i18n-placeholder; the rest is built in JS with t().
// Messages from the search core arrive with a code and parameters (see
// crates/wasm) and are translated here too; English is the fallback.

import { ja } from './i18n-ja.js';
import { ko } from './i18n-ko.js';

export const en = {
  subtitle: 'alpha-beta pruning, side by side with minimax',
  language: 'Language',
  position: 'Position',
  boardGroup: 'Board: click a cell to cycle empty, X, O',
  positions: 'Positions',
  move4: 'Move 4',
  move4Title: 'O.X/.X./O.. — the game X4 O0 X2 O6, X to move',
  move6: 'Move 6',
  move6Title: 'O.X/XXO/O.. — it continues X3 O5, X to move',
  emptyBoard: 'Empty board',
  emptyTitle: 'The whole game from the start',
  clear: 'Clear',
  clearTitle: 'Empty the board to click in a position',
  computerMove: 'Computer move',
  cellHint: "Cells are numbered 0–8 row by row; the tree's edges are labelled with these numbers. Click a child of the root in a tree to play that move.",
  cellLabel: 'Cell {cell}: {mark}',
  empty: 'empty',
  textbookTrees: 'Textbook trees',
  tree: 'Tree',
  showTree: 'Show tree',
  examples: 'Examples',
  exampleAima: "AIMA Fig. 5.2",
  exampleDeep: 'Deeper tree',
  randomTree: 'Random uniform tree',
  branching: 'Branching',
  depth: 'Depth',
  seed: 'Seed',
  makeRandom: 'Make tree',
  leafHint: 'Click a leaf of a textbook tree to change its value.',
  options: 'Search options',
  moveOrder: 'Move order',
  orderNatural: 'natural (first cell or child first)',
  orderReverse: 'reverse',
  orderHeuristic: "heuristic (Nilsson's e(p))",
  orderBest: 'best first (Knuth–Moore best case)',
  orderWorst: 'worst first',
  orderRandom: 'random',
  randomSeed: 'Random seed',
  depthLimit: 'Depth limit',
  depthPlaceholder: 'none',
  failHard: 'Fail-hard',
  scoring: 'Scoring',
  scoringWdl: 'win +1 / draw 0 / loss −1',
  scoringFast: 'faster wins score higher',
  animation: 'Animation',
  play: 'Play',
  pause: 'Pause',
  stepBack: 'Step back',
  stepForward: 'Step forward',
  reset: 'Reset',
  goEnd: 'Go to end',
  speed: 'Speed',
  tracePosition: 'Trace position',
  keys: 'Keys: <kbd>Space</kbd> play/pause, <kbd>←</kbd>/<kbd>→</kbd> step, <kbd>Home</kbd>/<kbd>End</kbd> start/end, <kbd>P</kbd>/<kbd>N</kbd> previous/next cut-off. In a tree (Tab to it): <kbd>↑</kbd> parent, <kbd>↓</kbd> first child, <kbd>←</kbd>/<kbd>→</kbd> siblings, <kbd>Home</kbd> root, <kbd>Enter</kbd> node menu (in practice: mark the node), <kbd>Esc</kbd> close it.',
  prevCut: 'Previous cut-off',
  nextCut: 'Next cut-off',
  noCutBefore: 'No cut-off before this step.',
  noCutAfter: 'No cut-off after this step.',
  viewLabel: 'Show',
  viewBoth: 'Both',
  viewOverlay: 'Overlay',
  lecture: 'Lecture mode',
  treesLabel: 'Trees',
  zoomCurrent: 'Zoom to current node',
  cancel: 'Cancel',
  busyLabel: 'Search progress',
  phase_search: 'Searching…',
  phase_layout: 'Laying out the tree…',
  phase_derive: 'Indexing the tree…',
  cancelled: 'Search cancelled; the last tree stays on screen.',
  toolsHeading: 'Practice and sharing',
  editLeafButton: 'Change value',
  legendCause: 'At a cut-off: the node whose α or β caused it, double outline, linked to what it pruned by dotted arrows.',
  rootName: 'the root',
  'link.unknown': 'This link has a parameter {param} that the page does not know; it was ignored.',
  'link.duplicate': 'This link gives “{param}” {count} times; none of them was used.',
  'link.notWholeNumber': 'In this link, “{param}” is {value}, which is not a whole number from {min} to {max}; it was ignored.',
  'link.outOfRange': 'In this link, “{param}” is {value}, outside {min} to {max}; it was ignored.',
  'link.outOfRangePart': 'In this link, the {part} in “{param}” is {value}, outside {min} to {max}; the link\'s tree was not used.',
  'link.notOneOf': 'In this link, “{param}” is {value}; it must be one of {allowed}. It was ignored.',
  'link.badBoard': 'In this link, “{param}” is {value}, which is not a board of 9 cells (X, O, or . for empty). Showing Move 4 instead.',
  'link.badTree': 'In this link, “{param}” is {value}, which is not a tree of nested lists such as [[3,12,8],[2,4,6]]. Showing Move 4 instead.',
  'link.badRandom': 'In this link, “{param}” is {value}; it must be three whole numbers: branching, depth, seed. Showing Move 4 instead.',
  'link.badCompressed': 'The tree in this link ({param}) is damaged and cannot be read. Showing Move 4 instead.',
  'link.tooLarge': 'The tree in this link ({param}) is larger than {limit} characters. Showing Move 4 instead.',
  'link.conflict': 'This link gives both “{other}” and “{param}”; the page used “{other}” and ignored “{param}”.',
  'link.empty': 'In this link, “{param}” is empty. Showing Move 4 instead.',
  'link.tooLong': 'This tree is too large to share as a link ({chars} characters as a link; the limit is {limit}). The link keeps the options only; export the tree as JSON to share it.',
  'link.stepPastEnd': 'In this link, “{param}” is {value}, but this search has only {max} steps: showing the last step.',
  openFile: 'Open a tree file…',
  fileTooLarge: 'This file has {size} bytes; trees up to 64 MB can be opened.',
  overlayHeading: 'Alpha-beta over minimax',
  draftNote: 'Not analysed yet: the trees still show {board}. Click cells to enter a position; each click that makes a valid one analyses it.',
  draftNoteTree: 'Not analysed yet: the trees still show the textbook tree.',
  linkBadPosition: 'The link\'s position was refused: {why} Showing Move 4 instead.',
  practiceEditorLabel: 'Practice: this node',
  practiceAlpha: 'α this node is searched with',
  practiceBeta: 'β this node is searched with',
  leafBadValue: 'Give a whole number from −1,000,000,000 to 1,000,000,000.',
  badDepthInput: 'Depth limit "{value}" is not a whole number from 0 to 20.',
  tipLeaf: 'leaf value {value}',
  treeTooLongToShow: 'This tree has {nodes} nodes ({chars} characters): too long to show here. It is loaded; edit it as a file and paste it back, or make a new one.',
  practice: 'Practice',
  check: 'Check',
  newPractice: 'New practice tree',
  copyLink: 'Copy link',
  exportSvg: 'Export slide (SVG)',
  exportPng: 'Export slide (PNG)',
  exportJson: 'Export trace (JSON)',
  minimax: 'Minimax',
  alphabeta: 'Alpha-beta',
  minimaxTreeLabel: 'Minimax game tree',
  alphabetaTreeLabel: 'Alpha-beta game tree over the same layout',
  minimaxCode: 'Minimax pseudocode',
  alphabetaCode: 'Alpha-beta pseudocode',
  zoom: 'Zoom',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomFit: 'Zoom to fit',
  comparison: 'Comparison',
  legendHeading: 'How to read the trees',
  legendMax: 'MAX node: square corners, ▲ above (a ▲ when zoomed out).',
  legendMin: 'MIN node: round corners, ▼ below (a ▼ when zoomed out).',
  legendPending: 'Not yet visited: thin line.',
  legendCurrent: 'Being searched now: thick line, highlighted, ringed.',
  legendVisited: 'Visited: solid line; its value appears below once known.',
  legendPruned: 'Pruned by alpha-beta: dashed grey, never visited.',
  legendText: "Values are from MAX's point of view (MAX is the side to move at the root): a win +1, a draw 0, a loss −1. Along alpha-beta's current path each node shows its α (the best MAX can already force) and β (the best MIN can already force); when α ≥ β the remaining children cannot change the result and are pruned. A thick edge leads to the child a finished node chose; at the end the principal variation is highlighted.",

  minimap: 'Overview of the whole tree: click or drag to move there',
  nodeMenu: 'Node',
  collapse: 'Collapse',
  expand: 'Expand',
  focus: 'Focus on subtree',
  playMove: 'Play this move',
  close: 'Close',
  expandAll: 'Expand all',
  nodeTitle: '{node}: {side}, depth {depth}, {below}',
  statePending: 'not yet visited',
  stateCurrent: 'being searched',
  stateVisited: 'visited',
  statePruned: 'pruned',
  tipProb: 'probability {p} from its chance node',
  tipValue: 'value {value}',
  tipWindow: 'α {alpha}, β {beta}',
  treeRole: 'game tree',
  cursorNode: '{path}: {side} node, depth {depth}, {below}{collapsed}. Minimax: {minimax}. Alpha-beta: {alphabeta}.',
  belowLeaf: 'a leaf',
  belowN: { one: '{n} node below', other: '{n} nodes below' },
  cursorCollapsed: ', collapsed',
  cursorCollapsedDown: 'This subtree is collapsed: press Enter and choose Expand to go into it.',
  cursorLeaf: 'This is a leaf: there is nothing below it.',
  cursorNone: 'No node that way.',
  factSep: ', ',

  // Built in JS.
  toMove: '{side} to move: {side} is MAX, the other player MIN.',
  treeRoot: 'Textbook tree: {root} at the root.',
  counts: { one: 'Entered {entered} of {n} node · leaves {leaves} of {leavesTotal}', other: 'Entered {entered} of {n} nodes · leaves {leaves} of {leavesTotal}' },
  cutoffs: { one: ' · {n} cut-off', other: ' · {n} cut-offs' },
  stepOf: 'step {pos} of {total}',
  stepsPerSec: '{n} steps/s',
  playToEnd: 'Play to the end (or press Go to end) to compare the two searches.',
  nodesEntered: 'Nodes entered',
  leavesEvaluated: 'Leaves evaluated',
  saves: '{label}: alpha-beta saves {pct}%',
  bothFind: 'Both find the value {value}',
  bestMoveCell: '; the best move is cell {move}.',
  bestMoveChild: '; the best move is child {move}.',
  gameOver: ' (the game is already over).',
  cutoffSummary: ' Alpha-beta made {cutoffs}, skipping {pruned}.',
  cutoffsN: { one: '{n} cut-off', other: '{n} cut-offs' },
  subtreesN: { one: '{n} subtree', other: '{n} subtrees' },
  nodesN: { one: '{n} node', other: '{n} nodes' },
  leavesN: { one: '{n} leaf', other: '{n} leaves' },
  alphabetaDone: 'Alpha-beta finished after {steps} steps: value {value}, {nodes} entered.',
  minimaxDone: 'Minimax finished after {steps} steps: value {value}, {nodes} entered.',
  bestCase: 'Best case for this position (best-first order): {nodes}, {leaves}.',
  kmBound: 'Knuth–Moore bound for this uniform tree (b = {b}, d = {d}): b^⌈d/2⌉ + b^⌊d/2⌋ − 1 = {bound} leaves.',
  wasmFailed: 'The search engine (wasm) did not load: {msg}. Build it with npm run build.',
  linkCopied: 'Link copied.',
  linkShown: 'Copy this link: {url}',
  exported: 'Saved {file}.',
  editLeaf: 'Value of this leaf',
  editLeafOk: 'Set',
  max: 'MAX',
  min: 'MIN',

  // One sentence per event.
  startAb: 'Alpha-beta starts at the root with α = −∞ and β = +∞. Press Play or Step forward.',
  startMm: 'Minimax starts at the root and will visit every node. Press Play or Step forward.',
  enterRoot: 'Enter {node}, a {side} node{who}.',
  enterRootAb: 'Enter {node}, a {side} node{who}, with α = {alpha} and β = {beta}.',
  enterChild: '{mover} plays cell {move}: {node}, a {side} node{who}.',
  enterChildAb: '{mover} plays cell {move}: {node}, a {side} node{who}, searched with α = {alpha}, β = {beta}.',
  enterTreeChild: 'Go down from {parent} to child {move}, {node}: a {side} node.',
  enterTreeChildAb: 'Go down from {parent} to child {move}, {node}: a {side} node, searched with α = {alpha}, β = {beta}.',
  whoToMove: ' ({mark} to move)',
  leafWin: '{mark} has three in a row: the game is over and scores {value}.',
  leafDraw: 'The board is full with no line: a draw, scoring 0.',
  leafTree: 'Leaf {node}: its value is {value}.',
  leafHorizon: 'Depth limit reached at {node}: e(p) = {openMax} lines open for {max} − {openMin} open for {min} = {value}.',
  alphaUp: 'MAX has found {value} at {node}: α rises to {value}, the least MAX is now sure of.',
  betaDown: 'MIN has found {value} at {node}: β falls to {value}, the most MIN will now allow.',
  cutoffMoves: 'α = {alpha} {cmp} β = {beta} at {side} node {node}: {what} pruned.',
  cutoffWhy: '{side} has found {found} here; {other} above already has {bound} = {limit}, so {side}\'s remaining moves cannot matter.',
  cutoffWhyFrom: '{side} has found {found} here; above, {from} ({other}) already has {bound} = {limit}, so {side}\'s remaining moves cannot matter.',
  movesPruned: { one: 'move {list} is', other: 'moves {list} are' },
  childrenPruned: { one: 'child {list} is', other: 'children {list} are' },
  and: ' and ',
  listSep: ', ',
  sentenceSep: ' ',
  exitRoot: 'Search finished: the root\'s value is {value}.',
  exitNode: '{side} node {node} returns {value} to its parent.',

  // Pseudocode: lines and comments.
  codeBreakMaxNote: '▷ β cut-off: MIN above will not allow this',
  codeElseNote: '▷ MIN node',
  codeBreakMinNote: '▷ α cut-off: MAX above has better already',
  codeFailHardNote: '▷ fail-hard: return v clamped into [α₀, β₀]',

  // Practice.
  practiceHelp: 'Practice: before the search is shown, click the nodes you expect alpha-beta to prune (the highest pruned node of each subtree) and tick Pruned; you may also give the α and β a node is searched with. Then press Check.',
  practicePruned: 'Pruned',
  practiceBadBound: 'Give a whole number, or −∞ / ∞ (also -inf / inf).',
  practiceWindows: 'Windows: {right} of {total} right.',
  practiceWindowWrong: 'Window: alpha-beta searches {node} with α = {alpha}, β = {beta} — α is the best MAX above has already secured, β the best MIN above has.',
  practiceWindowNever: 'Window: {node} is never searched, so it has no window.',
  practiceResult: '{right} right, {missed} missed, {wrong} wrong.',
  practicePerfect: 'All right: you found every cut-off.',
  practiceMissed: 'Missed: {node} is pruned. {why}',
  practiceWrong: 'Not pruned: {node} is searched, because when alpha-beta reaches it α = {alpha} < β = {beta}.',
  practiceInside: 'Already covered: {node} lies inside a subtree pruned higher up; mark the highest pruned node.',
  practiceNeedsSmall: 'Practice works on trees of up to {limit} nodes.',

  // Messages of the search core, by code: templates for translators (English
  // shows the core's message itself). Parameters are named as in crates/wasm.
  expNumberOrOpen: "a number or '['",
  expCommaOrClose: "',' or ']'",
  'err.board.Empty': 'The board is empty; give 9 cells such as O.X/.X./O..',
  'err.board.BadChar': "Board: '{ch}' at position {position} (cell {cell}) is not a mark; use X, O, or . - _ for an empty cell.",
  'err.board.CellCount': 'The board has {cells} cells; a board has 9 cells, row-major from the top left.',
  'err.board.RowCount': "The board has {rows} rows separated by '/'; a board has 3 rows.",
  'err.board.RowLength': 'Board: row {row} has {cells} cells; each row has 3.',
  'err.board.ImpossibleCounts': 'board: X has {x} marks and O has {o}; X moves first, so X has as many marks as O or one more',
  'err.board.BothWon': 'Board: both X and O have a line; the game ends at the first line.',
  'err.board.MovedAfterWin': 'Board: {winner} has a line but {mover} moved after it; the game ends when a line is completed.',
  'err.tree.Empty': 'The tree is empty; give nested lists such as [[3,12,8],[2,4,6],[14,5,2]].',
  'err.tree.Unexpected': "Tree: unexpected '{found}' at column {column}; expected {expected}.",
  'err.tree.UnexpectedEnd': 'Tree: the input ends inside a list; expected {expected}.',
  'err.tree.EmptyList': 'Tree: empty list at column {column}; every inner node needs at least one child.',
  'err.tree.OutOfRange': 'Tree: leaf {text} at column {column} is out of range; leaves lie within ±1000000000.',
  'err.tree.Trailing': 'Tree: unexpected text after the tree at column {column}.',
  'err.tree.TooDeep': 'Tree: lists nested deeper than {limit} levels at column {column}.',
  'err.tree.TooLarge': 'Tree: more than {limit} nodes.',
  'err.option.DepthNeedsEvaluation': 'A depth limit needs an evaluation function, and textbook trees have none; it applies to boards only.',
  'err.option.BadDepth': 'Depth "{value}" is not a whole number of plies (0 or more).',
  'err.option.BadSeed': 'The random order needs a whole-number seed; got "{value}".',
  chance: "chance",
  chanceLower: { one: "After {done} of {count} outcome, {node}'s value is at least {lo}.", other: "After {done} of {count} outcomes, {node}'s value is at least {lo}." },
  chanceWindowAlpha: "{node} works out the window for outcome {outcome}: α = {alpha}.",
  chanceBounds: { one: "After {done} of {count} outcome, {node}'s value lies in [{lo}, {hi}].", other: "After {done} of {count} outcomes, {node}'s value lies in [{lo}, {hi}]." },
  chanceWindow: "{node} passes (α, β) = ({alpha}, {beta}) to outcome {outcome}.",
  chanceCutAlpha: { one: "After {done} of {count} outcome, this chance node's ({node}) value lies in [{lo}, {hi}], which is ≤ α = {bound}: {what} pruned.", other: "After {done} of {count} outcomes, this chance node's ({node}) value lies in [{lo}, {hi}], which is ≤ α = {bound}: {what} pruned." },
  chanceCutBeta: { one: "After {done} of {count} outcome, this chance node's ({node}) value lies in [{lo}, {hi}], which is ≥ β = {bound}: {what} pruned.", other: "After {done} of {count} outcomes, this chance node's ({node}) value lies in [{lo}, {hi}], which is ≥ β = {bound}: {what} pruned." },
  outcomesPruned: { one: "outcome {list} is", other: "outcomes {list} are" },
  chanceExit: "Chance node {node} returns its expected value {value} = {sum}.",
  chanceExitBound: "Chance node {node} returns {value}, the bound its cut-off left.",
  legendChance: "Chance node: a purple circle with a die's pip; each edge below it shows that outcome's probability, and its value is the expected value.",
  'alg.minimax': "Minimax",
  'alg.alphabeta': "Alpha-beta",
  'alg.star2': "Star2",
  codeChanceNote: "▷ expectimax",
  codeStar1Note: "▷ Ballard's Star1",
  codeStar2Note: "▷ Ballard's Star2",
  codeStarCutNote: "▷ the interval left (α, β): the rest is pruned",
  codeProbeNote: "▷ a MAX outcome is worth at least its first child",
  pruneEq: "Prune on equality",
  pruneEqTitle: "Checked: cut when α ≥ β (the default). Unchecked: only when α > β, as CS188 does.",
  agents: "Agents",
  agentsTitle: "Agents per round in a tree: MAX, then N−1 MIN levels (trees only)",
  bounds: "Bounds",
  boundsTitle: "The lowest and highest value a leaf can have, L,U, which Star1 uses at chance nodes",
  badAgentsInput: "Agents \"{value}\" must be a whole number from 1 to 6.",
  badBoundsInput: "Bounds \"{value}\" are not two numbers L,U such as 0,10.",
  exampleChance: "Chance (AIMA)",
  exampleChanceFlip: "Chance, rescaled",
  exampleExpectimax: "Expectimax (CS188)",
  exampleAgents: "Three agents",
  exampleDice: "Dice",
  captionAima: "MAX's moves lead to MIN nodes B, C and D worth 3, 2 and 2: the root is worth 3.",
  sourceAima: "Source: Russell & Norvig, AIMA, Fig. 5.2.",
  captionDeep: "Four levels, with cut-offs at MAX and at MIN nodes.",
  sourceDeep: "In the style of the textbook exercises.",
  captionChance: "The chance nodes are worth 2.1 and 1.3: the left move is best.",
  captionChanceFlip: "The same leaves in the same order, rescaled: now 21 and 40.9, and the best move flips.",
  sourceChance: "Source: AIMA, the order-preserving transformation at chance nodes (Fig. 5.12).",
  captionExpectimax: "Chance nodes worth 23/3 (7.67), 4 and 7: MAX goes left.",
  sourceExpectimax: "Source: UC Berkeley CS188, expectimax.",
  captionAgents: "Three agents: MAX, then two MIN levels, before MAX moves again (agents = 3).",
  sourceAgents: "Source: CS188 multi-agent minimax (one MAX, two MIN ghosts).",
  captionDice: "MAX picks Run or Hold, then a die decides: a six (1/6) or not (5/6), and MIN replies.",
  sourceDice: "After Nilsson's backgammon figure (Artificial Intelligence: A New Synthesis, ch. 12).",
  'err.tree.NotNumber': "Tree: leaf \"{text}\" at column {column} is not a number.",
  'err.tree.Json': "Tree: bad JSON: {message}",
  'err.tree.JsonShape': "Tree: {at}: {problem}",
  'err.tree.UnknownField': "Tree: {at} has an unknown field \"{field}\"; use kind, name, value, p or children.",
  'err.tree.UnknownKind': "Tree: {at} has kind \"{kind}\"; use max, min or chance.",
  'err.tree.NotFinite': "Tree: {at} has a value that is not a finite number.",
  'err.tree.BadProbability': "Tree: {at} has probability {p}; a probability lies between 0 and 1.",
  'err.tree.ProbabilityOutsideChance': "Tree: {at} has a probability but its parent is not a chance node.",
  'err.tree.ProbabilitySum': "Tree: the probabilities of the outcomes of {at} sum to {sum}, not 1.",
  'err.tree.ChanceWithoutChildren': "Tree: {at} is a chance node with no children; a chance node needs outcomes.",
  'err.tree.LeafWithoutValue': "Tree: {at} has neither a value nor children.",
  'err.tree.MissingValue': "Tree: {at} is at the depth limit {depth} but has no value.",
  'err.tree.BadBounds': "Bounds {lo},{hi} have L > U; give the lowest and the highest value a leaf can have.",
  'err.tree.OutOfBounds': "Tree: {at} has value {value}, outside the bounds [{lo}, {hi}].",
  'err.option.BadAgents': "Agents \"{value}\" is not a whole number of 1 or more.",
  'err.option.BadBounds': "Bounds \"{value}\" are not two numbers L,U such as -10,10.",
};

const DICTS = { en, ja, ko };
export const LANGS = Object.keys(DICTS);

let lang = 'en';

export function setLang(l) {
  lang = DICTS[l] ? l : 'en';
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  plural = new Intl.PluralRules(lang);
  return lang;
}

let plural = new Intl.PluralRules('en');

export function getLang() {
  return lang;
}

/**
 * The text for `key` in the current language with {params} filled in.
 * Numbers are written with the language's digit grouping. A key whose text
 * is an object of plural forms ({one, other}, as Intl.PluralRules names
 * them) is chosen by the number `count`, else `n`.
 */
export function t(key, params = {}) {
  let s = DICTS[lang][key] ?? en[key] ?? key;
  if (typeof s === 'object') s = s[plural.select(Number(params.count ?? params.n))] ?? s.other;
  return s.replace(/\{(\w+)\}/g, (m, k) => (k in params ? (typeof params[k] === 'number' ? num(params[k]) : String(params[k])) : m));
}

/** "7", "7 and 8", "5, 7 and 8", joined as the language does. */
export function list(items) {
  const parts = items.map((v) => (typeof v === 'number' ? num(v) : String(v)));
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(t('listSep'))}${t('and')}${parts[parts.length - 1]}`;
}

/** Whether `key` has a translation (or English text). */
export function has(key) {
  return key in DICTS[lang] || key in en;
}

/** A core error in the current language: by its code, else its English message. */
export function tError(e) {
  // English shows the core's own message, word for word.
  if (lang !== 'en' && e && e.code && `err.${e.code}` in DICTS[lang]) {
    const params = { ...(e.params || {}) };
    // The core names what it expected in English; these two are all it says.
    const expected = { [en.expNumberOrOpen]: 'expNumberOrOpen', [en.expCommaOrClose]: 'expCommaOrClose' }[params.expected];
    if (expected) params.expected = t(expected);
    return t(`err.${e.code}`, params);
  }
  return e && e.message ? e.message : String(e);
}

/** Applies the current language to every marked element under `root`. */
export function translatePage(root = document) {
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll('[data-i18n-html]')) el.innerHTML = t(el.dataset.i18nHtml);
  for (const el of root.querySelectorAll('[data-i18n-aria]')) el.setAttribute('aria-label', t(el.dataset.i18nAria));
  for (const el of root.querySelectorAll('[data-i18n-title]')) el.title = t(el.dataset.i18nTitle);
  for (const el of root.querySelectorAll('[data-i18n-placeholder]')) el.placeholder = t(el.dataset.i18nPlaceholder);
  document.title = `abviz — ${t('subtitle')}`;
}

/** Formats a whole number with the current language's digit grouping. */
export function num(n) {
  // One formatter a language: toLocaleString builds a new one at every call.
  if (!numberFormat || numberFormat.lang !== lang) numberFormat = { lang, f: new Intl.NumberFormat(lang === 'en' ? 'en' : lang) };
  return numberFormat.f.format(n);
}

let numberFormat = null;
