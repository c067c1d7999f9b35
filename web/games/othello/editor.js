// Othello's position editor, drawn into the Position drawer's #game-editor
// (games/index.js `editor`): the board as a button per cell, the legal
// moves marked with a dot, a click placing a disc (the discs it flipped
// ringed until the next move), Pass when the side has no move, the size,
// the start, and the position as text for those who type it. The engine
// reads each position shown and says what is wrong with a typed one.

import { list, t } from '../../i18n/index.js';
import { PASS, WIDTHS, cellOf, count, flips, legal, moveOf, moveText, moves, parse, play, start, text } from './rules.js';

const make = (tag, attrs = {}, words = null) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (words !== null) e.textContent = words;
  return e;
};

const side = (black) => t(black ? 'othello.black' : 'othello.white');

// The board's look, kept with the game: a green grid; Black's disc filled, White's white with a dark
// edge; a legal cell's small ring; the placed disc squared off and the flipped discs ringed, so the
// move reads by shape as well as colour.
const CSS = `
.othello-grid { display: grid; grid-template-columns: repeat(var(--othello-w, 8), 2.1rem); gap: 2px; background: #1b5e20; padding: 2px; width: max-content; border-radius: 4px; }
.othello-cell { width: 2.1rem; height: 2.1rem; min-height: 0; padding: 0; margin: 0; border: 0; border-radius: 2px; background: #388e3c; position: relative; cursor: default; }
.othello-cell[data-legal="true"] { cursor: pointer; }
.othello-cell[data-legal="true"]::after { content: ''; position: absolute; inset: 35%; border: 2px solid #fff; border-radius: 50%; }
.othello-cell[data-disc="B"]::after, .othello-cell[data-disc="W"]::after { content: ''; position: absolute; inset: 12%; border-radius: 50%; border: 2px solid #111; }
.othello-cell[data-disc="B"]::after { background: #111; }
.othello-cell[data-disc="W"]::after { background: #fafafa; }
.othello-cell[data-flipped="true"] { outline: 3px dashed #ffeb3b; outline-offset: -4px; }
.othello-cell[data-placed="true"] { outline: 3px solid #ffeb3b; outline-offset: -3px; }
.othello-cell:focus-visible { outline: 3px solid #1565c0; outline-offset: 1px; z-index: 1; }
`;

let styled = false;
/** Adds the board's look to the page once (a constructed sheet: no request, no inline style element). */
function addStyle() {
  if (styled || typeof CSSStyleSheet === 'undefined') return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  styled = true;
}

export class OthelloEditor {
  constructor() {
    this.built = null;
    this.key = '';
    /** The position last shown, which the Game picker goes back to. */
    this.last = null;
    /** The last move played here: {from (text), mv, flipped (cells)}, drawn while its result is on screen. */
    this.played = null;
  }

  build(box) {
    addStyle();
    const sizeLabel = make('div', { class: 'c4-field' });
    const sizeWord = make('label', { for: 'othello-size' });
    const size = make('select', { id: 'othello-size' });
    for (const w of WIDTHS) size.append(make('option', { value: String(w) }, `${w}×${w}`));
    sizeLabel.append(sizeWord, ' ', size);
    const startBtn = make('button', { type: 'button', id: 'othello-start' });
    const passBtn = make('button', { type: 'button', id: 'othello-pass' });
    const bar = make('div', { class: 'presets' });
    bar.append(startBtn, passBtn);
    const grid = make('div', { class: 'othello-grid', role: 'group', id: 'othello-grid' });
    const status = make('p', { class: 'to-move', 'aria-live': 'polite', id: 'othello-status' });
    const form = make('form', { class: 'c4-field' });
    const fieldLabel = make('label', { for: 'othello-text' });
    const field = make('input', { id: 'othello-text', type: 'text', autocomplete: 'off', spellcheck: 'false', size: '24' });
    const showBtn = make('button', { type: 'submit' });
    form.append(fieldLabel, ' ', field, ' ', showBtn);
    const hint = make('p', { class: 'hint' });
    size.addEventListener('change', () => this.show(text(start(Number(size.value)))));
    startBtn.addEventListener('click', () => this.show(text(start(this.pos?.w ?? 8))));
    passBtn.addEventListener('click', () => this.playMove(PASS));
    grid.addEventListener('click', (e) => {
      const b = e.target.closest('[data-cell]');
      if (b && b.dataset.legal === 'true') this.playMove(moveOf(this.pos.w, Number(b.dataset.cell)));
    });
    form.addEventListener('submit', (e) => { e.preventDefault(); this.played = null; this.show(field.value.trim()); });
    box.replaceChildren(sizeLabel, bar, grid, status, form, hint);
    this.built = { box, size, sizeWord, startBtn, passBtn, grid, status, field, fieldLabel, showBtn, hint };
  }

  /** Shows position `words` (the engine reads it; a refused one is said next to the editor). */
  show(words) {
    this.page.show({ position: { text: words } });
  }

  /** Plays engine move `mv` from the position shown, remembering what it flipped. */
  playMove(mv) {
    const from = this.pos;
    if (!from) return;
    const flipped = mv === PASS ? [] : flips(from, cellOf(from.w, mv));
    const next = text(play(from, mv));
    this.played = { to: next, mv, flipped, black: from.black };
    this.show(next);
  }

  render(box, page) {
    this.page = page;
    if (this.built?.box !== box) this.build(box);
    const words = page.app.view.position?.text ?? '';
    // Called on every redraw (each frame of Play): nothing to do until the position or language changes.
    const key = `${words}|${document.documentElement.lang}`;
    if (key === this.key) return;
    this.key = key;
    const pos = parse(words);
    this.pos = pos;
    if (pos) this.last = words;
    const b = this.built;
    b.sizeWord.textContent = t('othello.size');
    b.startBtn.textContent = t('othello.start');
    b.passBtn.textContent = t('othello.pass');
    b.fieldLabel.textContent = t('othello.board');
    b.showBtn.textContent = t('othello.show');
    b.hint.textContent = t('othello.hint');
    b.grid.setAttribute('aria-label', t('othello.grid'));
    if (document.activeElement !== b.field) b.field.value = words;
    if (!pos) return;
    b.size.value = String(pos.w);
    b.grid.style.setProperty('--othello-w', pos.w);
    const can = new Set(legal(pos));
    const shown = this.played?.to === words ? this.played : null;
    const ringed = new Set(shown?.flipped ?? []);
    const cells = pos.cells.map((c, i) => {
      const name = moveText(moveOf(pos.w, i));
      const n = can.has(i) ? flips(pos, i).length : 0;
      const label = n ? t('othello.cellLegal', { cell: name, n }) : c === '.' ? t('othello.cellEmpty', { cell: name }) : t('othello.cellDisc', { cell: name, side: side(c === 'B') });
      const btn = make('button', { type: 'button', class: 'othello-cell', 'data-cell': String(i), 'data-disc': c, 'data-legal': String(n > 0), 'aria-label': label, title: label });
      if (ringed.has(i)) btn.dataset.flipped = 'true';
      if (shown && shown.mv !== PASS && cellOf(pos.w, shown.mv) === i) btn.dataset.placed = 'true';
      return btn;
    });
    b.grid.replaceChildren(...cells);
    const mv = moves(pos);
    b.passBtn.hidden = !(mv.length === 1 && mv[0] === PASS);
    const { B, W } = count(pos);
    const said = shown ? (shown.mv === PASS ? t('othello.passed', { side: side(shown.black) })
      : t('othello.placed', { side: side(shown.black), cell: moveText(shown.mv), list: list(shown.flipped.map((i) => moveText(moveOf(pos.w, i)))) })) : '';
    const now = mv.length === 0 ? t('othello.over', { black: B, white: W })
      : mv[0] === PASS ? t('othello.mustPass', { side: side(pos.black) })
        : t('othello.toMove', { side: side(pos.black), black: B, white: W });
    b.status.textContent = said ? `${said} ${now}` : now;
  }
}
