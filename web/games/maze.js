// The maze games on the page (Pacman and Nilsson's two robots): one
// descriptor maker for both, since they share a board (a grid with walls,
// base/maze.js), a drawing (games/maze-draw.js, with the game's parts:
// maze-page.js), moves (the compass, N S E W and
// Stop) and a position: {maze, history}, the layout (a name or its text) and
// the moves played from its start, one letter each. The editor is
// maze-editor.js; the registry is games/index.js.

import { t } from '../i18n/index.js';
import { fmt } from '../i18n/format.js';
import { DIR_LETTERS, stateAt } from '../base/maze.js';
import { pathMoves } from '../base/tree.js';
import { elide, PATH_MOVES } from './names.js';
import { mazeLink } from './maze-link.js';
import { layoutText, rowsOf } from './maze-layout.js';
import { loadStyle } from '../base/style.js';

/** i18n keys of the actions by direction code (0 North … 4 Stop). */
export const ACTION_KEYS = Object.freeze({ 0: 'actNorth', 1: 'actSouth', 2: 'actEast', 3: 'actWest', 4: 'actStop' });

/** The moves from the root to node `id` as history letters ("EW…"). */
export const pathLetters = (tree, id) => pathMoves(tree, id).map((m) => DIR_LETTERS[m] ?? 'X').join('');

/**
 * Agent `i`'s name in the page's language, by the engine's names: "Pacman",
 * "Ghost 2", "White", "Black".
 */
export function agentName(view, i) {
  const n = view?.agents?.[i] ?? '';
  const ghost = /^Ghost (\d+)$/.exec(n);
  if (ghost) return t('agentGhost', { n: Number(ghost[1]) });
  return t({ Pacman: 'agentPacman', White: 'agentWhite', Black: 'agentBlack' }[n] ?? 'agentPacman');
}

/** The agent to move at node `id`. */
export function agentAt(tree, id) {
  return tree.mazeAgent ? tree.mazeAgent[id] : (tree.maze?.state.to_move ?? 0);
}

/**
 * A maze node's name (games/names.js): the actions from the root as letters
 * and the agent that made the last, "after W, N (Ghost 1)"; past a few
 * actions the first and last two and the node's depth, "after S, E … W, S
 * (Pacman, depth 13)"; the root by `rootName`.
 */
export function mazeNodeName(tree, id, rootName) {
  if (id === 0) return rootName;
  const moves = pathLetters(tree, id).split('');
  const p = { path: elide(moves).join(', ').replace(', …,', ' …'), agent: agentName(tree.maze, agentAt(tree, tree.parent[id])), depth: moves.length };
  return t(moves.length > PATH_MOVES ? 'mazeNodeDeep' : 'mazeNode', p);
}

/** Node `id`'s state as text rows (walls, food, capsules, agents) and its score, for the node card. */
export function mazeCard(tree, id) {
  const view = tree.maze, s = stateAt(tree, id);
  if (!view || !s) return '';
  const { width: w, height: h } = view;
  const grid = Array.from({ length: h }, () => Array(w).fill(' '));
  const put = (cell, ch) => { grid[h - 1 - Math.floor(cell / w)][cell % w] = ch; };
  for (const c of view.walls) put(c, '%');
  for (const c of s.food) put(c, '.');
  for (const c of s.capsules) put(c, 'o');
  const robots = view.game === 'robots';
  for (let i = s.cells.length - 1; i >= 0; i--) put(s.cells[i], robots ? 'WB'[i] : i === 0 ? 'P' : String(i));
  const rows = grid.map((r) => r.join('')).join('\n');
  return `${rows}\n${robots ? t('movesLeft', { n: s.score }) : t('mazeScore', { score: fmt(s.score) })}`;
}

/**
 * A maze game's descriptor (the fields are described in games/index.js).
 * `name`: the engine's game; `label`: its i18n key; `initial`: the layout
 * picked first; `request`: the game's own request fields of a view;
 * `look`: how its maze is drawn (games/maze-draw.js): 'maze', Pacman's, or 'board', a light grid with discs.
 */
export function mazeGame({ name, label, initial, request, played, look = 'maze' }) {
  return Object.freeze({
    name,
    kind: name,
    label,
    fromPreset: (p) => ({ game: name, position: { maze: p.position, history: p.options.history ?? '' } }),
    board: false,
    maze: true,
    cellsOf: (tree, id) => stateAt(tree, id),
    card: mazeCard,
    // The agent that moves at a node and its kind, as the level labels say it: "Ghost 1 (MIN)".
    sideName: (tree, id) => t(tree.isChance[id] ? 'levelChance' : tree.isMax[id] ? 'levelMax' : 'levelMin', { agent: agentName(tree.maze, agentAt(tree, id)) }),
    moveText: (move) => t(ACTION_KEYS[move] ?? 'actStop'),
    // The root, else the actions on the path as letters and the agent that made the last: "after W, N (Ghost 1)".
    nodeName: mazeNodeName,
    moveKey: 'cmp.action',
    prunedKey: 'actionsPruned',
    bestMoveKey: 'bestMoveAction',
    enterKey: 'enterAction',
    enterKeyAb: 'enterActionAb',
    // A named layout by its name; typed text by its size (a 40 × 40 maze is no title).
    title: (summary, view) => {
      const m = view.position?.maze ?? '';
      const named = /^[\w-]+$/.test(m.trim()) ? m.trim() : `${summary.maze?.width ?? '?'}×${summary.maze?.height ?? '?'}`;
      return `${t(label)} ${named}${view.position?.history ? ` +${view.position.history}` : ''}`;
    },
    // The gallery's and the position card's picture: a named layout's text comes from the engine's registry (maze-layout.js).
    thumb: (svg, text, w, h, kit) => { svg.dataset.cells = String(kit.drawMaze(svg, rowsOf(layoutText(name, text)))); },
    played,
    // The position card's picture: the maze as the view holds it (a layout's name or its rows).
    picture: (s, v) => ({ position: v.position?.maze ?? '', options: {} }),
    playFrom: (tree, id, view) => ({ maze: view.position.maze, history: `${view.position.history ?? ''}${pathLetters(tree, id)}` }),
    request: (view) => ({ game: name, board: view.position.maze, history: view.position.history ?? '', ...request(view) }),
    link: mazeLink(name),
    // Picked in the Game picker: the layout last shown in this game, else `initial`.
    picked: (app) => ({ game: name, position: { maze: app.lastMaze?.[name] ?? initial, history: '' } }),
    mazeLook: look,
    // The nodes' pictures (svgGlyph, canvasGlyph: games/maze-draw.js) and the maze panel (layouts, paint palette,
    // the state of the node shown: maze-editor.js), with a maze game's first view.
    // With the maze panel's rules (maze.css), before the game's first tree.
    parts: () => Promise.all([import('./maze-page.js'), loadStyle(new URL('./maze.css', import.meta.url).href)]).then(([m]) => ({ parts: m.partsFor(look) })),
  });
}
