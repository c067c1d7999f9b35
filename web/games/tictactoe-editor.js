// Tic-tac-toe's board editor: click a cell to cycle empty, X, O; the preset
// positions; Clear (a draft the trees do not show yet); the computer's move.

import { t } from '../i18n/index.js';
import { gameOf } from './index.js';
import { boardOf, boardText, tictactoe } from './tictactoe.js';
import { loaders } from './load.js';

const $ = (id) => document.getElementById(id);
const PRESETS = { move4: 'O.X/.X./O..', move6: 'O.X/XXO/O..', empty: '.........' };
/** Whether summary `s` is of a tic-tac-toe position. */
const isBoard = (s) => gameOf(s) === tictactoe;

/** Wires the board's cells and buttons. */
export function wireBoard(page) {
  const { app } = page;
  const { loadBoard } = loaders(page);
  document.querySelectorAll('.cell').forEach((b) => b.addEventListener('click', () => {
    const i = Number(b.dataset.cell);
    app.cells[i] = { '.': 'X', X: 'O', O: '.' }[app.cells[i]];
    page.update();
    loadBoard(boardText(app.cells.join('')));
  }));
  $('preset-move4').addEventListener('click', () => loadBoard(PRESETS.move4));
  $('preset-move6').addEventListener('click', () => loadBoard(PRESETS.move6));
  $('preset-empty').addEventListener('click', () => loadBoard(PRESETS.empty));
  // Clear empties the editor only: the draft note says which position the trees still show.
  $('preset-clear').addEventListener('click', () => {
    app.cells = Array(9).fill('.');
    page.alert(null);
    page.update();
  });
  $('computer-move').addEventListener('click', () => {
    const best = app.summary?.alphabeta?.best_move;
    if (best === null || best === undefined || !isBoard(app.summary)) return;
    const kid = [...Array(app.tree.n).keys()].find((id) => app.tree.parent[id] === 0 && app.tree.move[id] === best);
    loadBoard(boardText(boardOf(app.tree, kid)));
  });
}

let boardKey = '';

/** Shows the board editor's cells, and a note when they are a draft (not the position on screen). */
export function renderBoard(app) {
  const s = app.summary;
  // Computer move plays the pruning search's move on a tic-tac-toe position on screen.
  $('computer-move').disabled = !isBoard(s) || s.alphabeta.best_move === null || s.alphabeta.best_move === undefined;
  const cells = app.cells.join('');
  const key = `${cells}|${s?.root}|${s?.kind}|${document.documentElement.lang}`;
  if (key === boardKey) return;
  boardKey = key;
  // A draft: the editor holds a board that is not the position on screen (after Clear, or a board that is not valid yet).
  const draft = !!s && (isBoard(s) ? cells !== s.root.replaceAll('/', '') : cells !== '.........');
  const editor = document.querySelector('.board-editor');
  editor.dataset.draft = String(draft);
  editor.dataset.inactive = String(!!s && !gameOf(s).board && !draft);
  document.querySelectorAll('.cell').forEach((b) => {
    const i = Number(b.dataset.cell);
    const c = app.cells[i];
    if (b.textContent !== (c === '.' ? '' : c)) b.textContent = c === '.' ? '' : c;
    b.setAttribute('aria-label', t('cellLabel', { cell: i, mark: c === '.' ? t('empty') : c }));
    b.dataset.mark = c;
  });
  // Say which position the trees do show.
  $('draft-note').hidden = !draft;
  if (draft) $('draft-note').textContent = isBoard(s) ? t('draftNote', { board: s.root }) : t('draftNoteTree');
}
