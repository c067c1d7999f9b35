// The Game switch (tic-tac-toe or Connect Four) and the Connect Four editor
// in the Position section: a board with one "Drop in column N" button per
// column, Undo, Clear, the board size and the column sequence as text. Each
// drop, undo, clear, size or sequence is a new view (and history entry),
// analysed at once. Positions come from the pure connect4.js; this module
// only wires and draws the editor.

import { t } from '../i18n/index.js';
import { C4Error, DEFAULT_SIZE, SIZES, c4FromView, drop, empty, formatGrid, formatMoves, legalColumns, parseMoves, stones, toMove, undo, winner, winningCells } from './connect4-rules.js';
import { gameOf, loadGame } from './index.js';
import { shownGame } from './picker.js';

const $ = (id) => document.getElementById(id);

export class C4Editor {
  /** @param page {app, load(view, opts), update(), alert(where, msg)} */
  constructor(page) {
    this.page = page;
    this.width = 0;
    this.key = '';
    this.pending = null; // the game being switched to, shown while it is analysed
    this.opponent = null; // play against the computer (connect4-play.js C4Play), which decides what Undo takes back
    const sel = $('c4-size');
    for (const s of SIZES) {
      const o = document.createElement('option');
      o.value = s;
      o.textContent = s.replace('x', ' × ');
      sel.appendChild(o);
    }
    this.wire();
  }

  get app() { return this.page.app; }

  /** Loads the Connect Four position `pos` (an editor position) with the current options. */
  loadPosition(pos) {
    return this.switchTo('connect4', { size: `${pos.w}x${pos.h}`, position: { moves: formatMoves(pos) } }, pos);
  }

  /**
   * Loads a view of `game` with `changes` (or `changes(app)`, asked once the game's own parts have
   * loaded: the Game picker); the editor shows that game (and `pos`) while it is analysed.
   */
  async switchTo(game, changes, pos = null) {
    const { app } = this;
    if (pos) app.c4 = pos;
    this.pending = game;
    this.page.alert(null);
    // Busy from the click on, as for the search: a game's parts may take a moment to come.
    app.busy ??= { since: performance.now(), phase: 'search' };
    this.page.update();
    try {
      try {
        await loadGame(game);
      } catch (e) {
        app.busy = null;
        this.page.alert('board-alert', { err: e });
        return false;
      }
      const asked = typeof changes === 'function' ? changes(app) : changes;
      if (!asked) { app.busy = null; return false; }
      return await this.page.load({ ...app.view, step: 0, ...asked }, { alertAt: 'board-alert' });
    } finally {
      this.pending = null;
      this.page.update();
    }
  }

  /** Shows a C4Error next to the board, in the page's language. */
  refuse(e) {
    if (e instanceof C4Error) this.page.alert('board-alert', { key: e.key, params: e.params });
    else throw e;
  }

  wire() {
    // The Game picker (games/picker.js): a game picked shows the position its descriptor gives (the last one shown).
    for (const r of document.querySelectorAll('input[name=game]')) {
      r.addEventListener('change', () => {
        if (!r.checked || shownGame(this.app.view) === r.value) return;
        // What the game shows when picked may come with its first view (games/index.js loadGame): switchTo asks it then.
        this.switchTo(r.value, (app) => gameOf(r.value)?.picked?.(app));
      });
    }
    $('c4-board').addEventListener('click', (e) => {
      const b = e.target.closest('[data-column]');
      if (!b || b.disabled) return;
      this.dropIn(Number(b.dataset.column));
    });
    $('c4-undo').addEventListener('click', () => {
      const p = this.app.c4;
      const n = this.undoPlies(p);
      if (!n) return;
      this.opponent?.undoing();
      let q = p;
      for (let i = 0; i < n; i++) q = undo(q);
      this.loadPosition(q);
    });
    $('c4-clear').addEventListener('click', () => {
      const p = this.app.c4 ?? empty(DEFAULT_SIZE);
      this.loadPosition(empty(`${p.w}x${p.h}`));
    });
    $('c4-size').addEventListener('change', () => {
      const size = $('c4-size').value;
      // The moves stay when they fit the new board.
      let pos;
      try { pos = parseMoves(size, formatMoves(this.app.c4 ?? empty(size)) ?? ''); } catch { pos = empty(size); }
      this.loadPosition(pos);
    });
    const commit = () => {
      const p = this.app.c4 ?? empty(DEFAULT_SIZE);
      const text = $('c4-moves').value;
      try {
        const pos = parseMoves(`${p.w}x${p.h}`, text);
        if (formatMoves(pos) !== formatMoves(p) || this.app.view.game !== 'connect4') this.loadPosition(pos);
      } catch (e) { this.refuse(e); }
    };
    $('c4-moves-form').addEventListener('submit', (e) => { e.preventDefault(); commit(); });
    $('c4-moves').addEventListener('change', commit);
  }

  /** The discs Undo takes back from `pos`: one, or against the computer what gives the student the move back (0: none). */
  undoPlies(pos) {
    if (!pos?.moves?.length) return 0;
    return this.opponent ? this.opponent.undoPlies(pos) : 1;
  }

  /** Drops a disc in 0-based column `col` of the editor's position and analyses it. */
  dropIn(col) {
    try {
      this.loadPosition(drop(this.app.c4 ?? empty(DEFAULT_SIZE), col));
    } catch (e) { this.refuse(e); }
  }

  /** Rebuilds the drop buttons and cells for a board `w` wide and `h` high. */
  build(w, h) {
    const drops = $('c4-drops'), cells = $('c4-cells');
    drops.replaceChildren();
    cells.replaceChildren();
    for (const el of [drops, cells, $('c4-board')]) el.style.setProperty('--c4-w', w);
    for (let c = 0; c < w; c++) {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'c4-drop';
      b.dataset.column = String(c);
      b.dataset.testid = `c4-drop-${c + 1}`;
      drops.appendChild(b);
    }
    for (let i = 0; i < w * h; i++) {
      const d = document.createElement('div');
      d.className = 'c4-cell';
      d.dataset.column = String(i % w);
      cells.appendChild(d);
    }
    this.width = w;
    this.height = h;
  }

  /** Draws the editor from app.c4, shows the editor of the chosen game and hides the other's. */
  render() {
    const { app } = this;
    const s = app.summary;
    const shown = this.pending ?? shownGame(app.view);
    const c4 = shown === 'connect4';
    for (const r of document.querySelectorAll('input[name=game]')) r.checked = r.value === shown;
    // A textbook tree keeps the tic-tac-toe board, where a board is typed to leave the tree.
    const maze = !!gameOf(shown)?.maze;
    // A game that brings its own editor draws it into #game-editor (games/index.js `editor`).
    const own = gameOf(shown)?.editor ?? null;
    $('ttt-editor').hidden = c4 || maze || !!own;
    $('game-editor').hidden = !own;
    if (own) own.render($('game-editor'), { app, show: (changes) => this.switchTo(shown, changes) });
    $('ttt-hint').hidden = shown !== 'tictactoe';
    $('tree-game-hint').hidden = shown !== 'tree';
    $('c4-editor').hidden = !c4;
    $('c4-hint').hidden = !c4;
    // Options about textbook trees (agents) do not apply to Connect Four.
    $('agents-label').hidden = c4 || maze || !!own;
    if (!c4) return;
    const pos = app.c4 ?? c4FromView(app.view);
    // Undo depends on play against the computer too, which the key below does not hold.
    $('c4-undo').disabled = this.undoPlies(pos) === 0;
    const key = `${pos.w}x${pos.h}|${pos.cells}|${formatMoves(pos)}|${s?.root}|${document.documentElement.lang}`;
    if (key === this.key) return;
    this.key = key;
    if (pos.w !== this.width || pos.h !== this.height) this.build(pos.w, pos.h);
    const legal = new Set(legalColumns(pos));
    for (const b of $('c4-drops').children) {
      const c = Number(b.dataset.column);
      // The column's number under a drawn arrow, at a size the back row reads; the name
      // says the rest ("Drop in column 4"), which no narrow column has room to show.
      const num = document.createElement('span');
      num.className = 'c4-drop-num';
      num.textContent = String(c + 1);
      b.replaceChildren(num);
      b.setAttribute('aria-label', t('c4Drop', { column: c + 1 }));
      b.title = t('c4Drop', { column: c + 1 });
      b.disabled = !legal.has(c);
    }
    const win = new Set(winningCells(pos));
    const cells = $('c4-cells').children;
    for (let i = 0; i < cells.length; i++) {
      cells[i].dataset.mark = pos.cells[i];
      cells[i].classList.toggle('win', win.has(i));
    }
    $('c4-cells').setAttribute('aria-label', t('c4BoardImage', { rows: formatGrid(pos) }));
    const size = `${pos.w}x${pos.h}`;
    $('c4-size').value = size;
    const moves = formatMoves(pos) ?? '';
    if (document.activeElement !== $('c4-moves')) $('c4-moves').value = moves;
    const w = winner(pos);
    const n = stones(pos);
    $('c4-status').textContent = w ? t('c4Won', { side: w }) : legal.size === 0 ? t('c4Draw') : t('c4ToMove', { side: toMove(pos), x: t('c4Discs', { mark: 'X', n: n.X }), o: t('c4Discs', { mark: 'O', n: n.O }) });
    // A draft: the editor holds a position that is not the one analysed (it is being analysed, or was refused).
    const analysed = s && s.kind === 'connect4' ? s.root.replaceAll('/', '') : null;
    const draft = analysed !== null && (analysed !== pos.cells || `${s.size[0]}x${s.size[1]}` !== size);
    $('c4-board').dataset.draft = String(draft);
  }
}
