// The registry of games the page knows: one descriptor a game, keyed by the
// name the engine gives it ('tictactoe', 'connect4', and 'tree' for textbook
// trees). The rest of the page asks a descriptor rather than testing a game's
// name, so a new game adds its file here and one line to GAMES.
//
// A descriptor's fields:
//   name, kind     the engine's game name, and the `kind` its summaries carry
//   label          i18n key of the game's name
//   board          nodes are positions of a game with two players (a board drawn
//                  on each node, a + on wins, search enhancements); false for trees
//   named          nodes are named A, B, C, … (or by the tree's names), not by moves
//   ownLabel       (t, id) → the node's own label (L, t5), or null: sentences and names use it first
//   lessons        the lesson drawers that are this game's alone (Connect Four: 'lab', 'solver'); none by default
//   explain        (tree, s, e, kit) → its own sentence for event `e`, or null for the general one (Connect Four's
//                  columns and four in a row); kit: the panel's {name, side, moveLabel} of a node
//   played         a maze game's whole games in the play panel (play/): {intro (a string key), agents(game), turn(params, decision),
//                  end(game)}, and what its lesson shows: rates (each side's win rate over many games), parity (who wins by
//                  the robots' distance), chance(view) (whether a game is a gamble)
//   maze           a maze game (games/maze.js): position {maze, history}, the maze editor;
//                  mazeLook: how its maze is drawn, 'maze' (Pacman's) or 'board' (the robots' light grid, discs)
//   nodeName       (t, id, rootName) → the node's name, when the game names nodes its own way
//   sideName       (t, id) → the node's side in words, when the game has more than MAX and MIN ("Ghost 1 (MIN)")
//   leafValue      (t, id) → a leaf's given value, for trees whose leaves carry one
//   cellsOf        (t, id) → the node's cells, or null (no board)
//   card           (t, id) → the node's board as text rows for its card, if it has one
//   moveText       (move) → a move as people read it (a cell, a 1-based column…)
//   moveKey        i18n key of a root move in words ("cell {move}", "column {move}"), given {move: moveText(move)}
//   prunedKey      i18n key of "moves/columns/children … are pruned"
//   bestMoveKey    i18n key of the best-move sentence, given {move: moveText(best)}
//   enterKey       i18n key of "go down from a node to its child" for games without a board
//                  (default: trees' "child 2"; the maze games say "by North"); enterKeyAb: with α and β
//   moveTip        i18n key of the node card's extra line about the move ({column}), if any
//   title          (summary, view) → the position's title on exported slides
//   playFrom       (tree, id, view) → the position after playing to node `id`, or null
//   request        (view) → the engine request's position part, if the view's game needs its own
//   restore        (app, view, summary) puts the position on screen into the game's editor: after each search,
//                  and the last good view's after one that failed (controls/early.js); summary: its analysis, or null
//   positionLink   a game a link gives by its position parameters alone, never by game= (textbook trees:
//                  games/tree-link.js, which state/url-position.js reads and writes them with)
//   link           the game's part of a link, if it has its own parameters (games/connect4-link.js):
//                  {params, saysDepth (or saysDepth(ctx)), depthDefault(ctx), write(view, pairs, ctx), read(single, present, errors, ctx)}
//   fromPreset     (preset) → {game, position}: the view's game and position of a registry preset ({game, position, options});
//                  the game defaults to the page's first, the position to {text} (games/ in their own notation)
//   evalField      the view field a preset's `eval` option goes to: 'eval' unless the game keeps its own
//   picked         (app) → the view changes that show this game when it is picked in the Game picker
//                  (games/picker.js lists the engine's registry, base/games.js, by these names)
//   picture        (summary, view) → {position, options}: the position card's picture, drawn by thumb
//                  (default: the view's text, else the root); pictureNodes: no picture for a tree of more nodes
//   thumb          (svg, text, w, h, kit, options) draws the gallery's and position card's picture of position `text`
//                  with the preset's options; kit: {el, drawGrid, drawMaze, drawTree} (render/gallery-thumb.js)
//   svgGlyph       (g, tree, id, kit) draws node `id` into SVG group `g`; kit: {el, boardFrame, half} from the renderer
//   canvasGlyph    (ctx, cells, g, st, leaf, tree, kit) draws a board of `cells` in a `g`-px glyph, or null; kit: {opacity(st)}
// A game written in its own notation (Nim's 1,2,3: games/nim/) has positions {text}, read and written
// by games/text-link.js (board= in a link, as the CLI's --board), and may bring:
//   first          the position shown when the game is picked, or a link gives none
// (the depth it starts with is its registry entry's page default, `page` in games(): Othello's 3)
//   editor         {render(box, page)}: draws its position editor into #game-editor; page: {app, show(changes)}
//   rootNote       (tree, value) → {key, params}: a note on the root position, after the root's sentences (Nim's XOR);
//                  value: the root's value that sentence states, or null
//   match          false when the engine plays no whole games of it (no Match drawer)
// and registers its own strings with addStrings (i18n/index.js) from its folder.
// A game may keep what only its own views use in a module of its folder:
//   parts          () → import of {parts}: descriptor fields (drawings, cards, editor, picked…) that
//                  loadGame merges in before the game's first view, so the game adds to the first
//                  view's load only its descriptor (Nim and Othello: games/<name>/page.js)
//   panel          (page) → the game's own panel, made at its first view and drawn by its render() on
//                  every update from then on, and by showNode(id) the node hovered, if it draws one (Connect
//                  Four's solver: games/connect4-page.js; the maze games share one: games/maze-page.js); page:
//                  {app, load, update, alert, announce(text), editor: the Position section's editor
//                  (connect4-editor.js), engine(): a worker of its own}

import { tictactoe, toMove } from './tictactoe.js';
import { connect4 } from './connect4.js';
import { tree } from './tree.js';
import { pacman } from './pacman.js';
import { robots } from './robots.js';
import { nim } from './nim/index.js';
import { othello } from './othello/index.js';
import { kidsOf } from '../base/tree.js';
import { boardNodeName } from './names.js';
import { loadEnglish, t as tr } from '../i18n/index.js';

export const GAMES = Object.freeze({ tictactoe, connect4, tree, pacman, robots, nim, othello });

const BY_KIND = Object.freeze(Object.fromEntries(Object.values(GAMES).map((g) => [g.kind, g])));

/** Descriptors with their `parts` merged in, by name, once loadGame has loaded them. */
const WHOLE = {};
/** loadGame's loads under way or done, by name. */
const LOADS = {};
const whole = (g) => (g ? WHOLE[g.name] ?? g : null);

/**
 * Loads game `name`'s `parts` once, so gameOf gives its whole descriptor;
 * resolves at once for a game without parts or an unknown name. The page
 * calls it before it shows a game (main.js load, the Game picker) or draws
 * every game (the Gallery's pictures).
 */
export function loadGame(name) {
  const g = GAMES[name] ?? BY_KIND[name];
  if (!g?.parts) return Promise.resolve();
  // With the English words the first view left out: a game's panel may say them (i18n/index.js LATER).
  // A load that failed (the page went offline) is tried again next time.
  LOADS[g.name] ??= Promise.all([g.parts(), loadEnglish()]).then(([{ parts }]) => { WHOLE[g.name] = Object.freeze({ ...g, ...parts }); }, (e) => { delete LOADS[g.name]; throw e; });
  return LOADS[g.name];
}

/** Loads every game's parts (the tests, which read every descriptor whole). */
export const loadGames = () => Promise.all(Object.keys(GAMES).map(loadGame));

/**
 * The descriptor of a game: by its engine name ('connect4'), or of a summary
 * or tree model by its `kind` (else its `game`). Null when none matches.
 */
export function gameOf(x) {
  if (typeof x === 'string') return whole(GAMES[x] ?? BY_KIND[x]);
  if (!x) return null;
  return whole(BY_KIND[x.kind] ?? GAMES[x.game]);
}

/** The one descriptor whose link holds parameter `param` (moves=: Connect Four's), or null when none or several do (board=). */
export function gameOwning(param) {
  const owners = Object.values(GAMES).filter((g) => g.link?.params?.includes(param));
  return owners.length === 1 ? owners[0] : null;
}

/**
 * A node's name in sentences, cards and the node menu (games/names.js says
 * the rule): the game's own (textbook trees: A, B, C… or their labels; the
 * maze games: "after W, N (Ghost 1)"), else the marks that reach it ("X1 O5",
 * Connect Four by its 1-based columns "X4 O4"), the root by `rootName`.
 */
export function nodeName(t, id, rootName = 'root') {
  const game = gameOf(t);
  if (game.nodeName) return game.nodeName(t, id, rootName);
  return boardNodeName(t, id, rootName, game.moveText, toMove(t.rootBoard));
}

/** Node `id`'s name as sentences, node cards and menus give it: nodeName, the root called by the page's word for it. */
export function nameOf(t, id) {
  return nodeName(t, id, tr('rootName'));
}

/** Node `id`'s own label (Rich's L, Nilsson's t5), or null when its game or tree gives it none. */
export function ownLabel(t, id) {
  return gameOf(t).ownLabel?.(t, id) ?? null;
}

/** The own labels of nodes `ids` (children a cut-off or futility stop skipped), or null unless every one has one. */
export function ownLabels(t, ids) {
  const labels = Array.from(ids, (c) => ownLabel(t, c));
  return labels.length && labels.every((l) => l) ? labels : null;
}

/** The root's child that `move` leads to in `tree`, or -1. */
export function rootChild(tree, move) {
  if (!tree || move === null || move === undefined) return -1;
  for (const c of kidsOf(tree, 0)) if (tree.move[c] === move) return c;
  return -1;
}

const NO_MOVE = 'cmp.noMove';

/**
 * A root move in words, the one naming every caption, comparison and
 * sentence uses: the child's own label (B) when it has one, else the game's
 * words ("cell 4", "column 3", "child 2", "North"); "no move" for none.
 * `x`: a summary or tree (for its game); `tree`: the tree model, for labels.
 */
export function moveName(x, tree, move) {
  if (move === null || move === undefined || move < 0) return tr(NO_MOVE);
  const c = tree ? rootChild(tree, move) : -1;
  const own = c >= 0 ? ownLabel(tree, c) : null;
  if (own) return own;
  const game = gameOf(x);
  return tr(game.moveKey, { move: game.moveText(move) });
}

/** A move as people read it: the tree's action name (a CS188 file's Left, Right), else the cell (boards), the 1-based column (Connect Four) or the 1-based child number (trees). */
export function moveLabel(t, id) {
  return t.actions?.[id] || gameOf(t).moveText(t.move[id]);
}

/** The value of a textbook leaf (as its tree gives it), or null for any other node. */
export function leafValue(t, id) {
  const game = gameOf(t);
  return game.leafValue ? game.leafValue(t, id) : null;
}
