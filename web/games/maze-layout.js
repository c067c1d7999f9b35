// Maze layouts as text, for the layout editor: the tools a game paints with,
// painting one cell of a layout's rows, and the named boards of each game
// (from the engine's registry). Pure: no DOM, so Node's unit tests run it.
//
// Rows are the text rows, top first (as typed, and as CS188 writes them);
// a cell is numbered as the engine numbers it, y · width + x with y upward.

import { engineGame } from '../base/games.js';

/** The tools of each maze game: {id, ch, key} with `ch` the layout character it paints. */
export const TOOLS = Object.freeze({
  pacman: Object.freeze([
    { id: 'wall', ch: '%', key: 'toolWall' },
    { id: 'food', ch: '.', key: 'toolFood' },
    { id: 'capsule', ch: 'o', key: 'toolCapsule' },
    { id: 'pacman', ch: 'P', key: 'toolPacman' },
    { id: 'ghost', ch: 'G', key: 'toolGhost' },
    { id: 'floor', ch: ' ', key: 'toolFloor' },
  ]),
  robots: Object.freeze([
    { id: 'wall', ch: '%', key: 'toolWall' },
    { id: 'white', ch: 'W', key: 'toolWhite' },
    { id: 'black', ch: 'B', key: 'toolBlack' },
    { id: 'floor', ch: '.', key: 'toolFloor' },
  ]),
});

/** Pieces a layout holds exactly one of: painting one elsewhere moves it. */
const UNIQUE = { pacman: ['P'], robots: ['W', 'B'] };

/** The named boards of maze game `game`: [{name, text}] from the registry (empty before it is installed). */
export function boardsOf(game) {
  return engineGame(game)?.boards ?? [];
}

/** The layout text of `maze` (a board's name or its text) in `game`. */
export function layoutText(game, maze) {
  const named = boardsOf(game).find((b) => b.name === maze.trim());
  return named ? named.text : maze;
}

/** The rows of layout text: split at '/' or newlines, blank rows at either end left out. */
export function rowsOf(text) {
  const rows = text.replace(/\r/g, '').split(/[/\n]/);
  while (rows.length && rows[0].trim() === '') rows.shift();
  while (rows.length && rows[rows.length - 1].trim() === '') rows.pop();
  return rows;
}

/**
 * `text` with the cell (x, y) (y upward) painted with character `ch`, as
 * layout text rows joined by '/'. A unique piece (Pacman, White, Black)
 * painted elsewhere leaves its old cell as floor (`floor`). Returns null
 * when (x, y) is off the rows.
 */
export function paint(game, text, x, y, ch) {
  const rows = rowsOf(text).map((r) => [...r]);
  const row = rows.length - 1 - y;
  if (row < 0 || row >= rows.length || x < 0 || x >= rows[row].length) return null;
  const floor = TOOLS[game].find((t) => t.id === 'floor').ch;
  if (UNIQUE[game].includes(ch)) {
    for (const r of rows) for (let i = 0; i < r.length; i++) if (r[i] === ch) r[i] = floor;
  }
  rows[row][x] = ch;
  return rows.map((r) => r.join('')).join('/');
}
