// The maze games' panel in the Position section: the maze (the position
// searched, or the state of the tree node under the pointer or the keyboard
// cursor), a layout editor (a tool palette; click or tap a cell to paint it,
// or move a cell cursor with the arrow keys and paint with Enter or Space),
// the named layouts, the layout text, and Pacman's ghosts and evaluation.
// Each change is a new view (and history entry), analysed at once; a layout
// the engine refuses gets its message next to the text box and the last good
// view stays. The layout text rules are in maze-layout.js.

import { t } from '../i18n/index.js';
import { fmt } from '../i18n/format.js';
import { gameOf, nameOf as nodeNameOf } from './index.js';
import { shownGame } from './picker.js';
import { agentName } from './maze.js';
import { boardsOf, layoutText, paint, TOOLS } from './maze-layout.js';
import { cellAt, drawMaze } from './maze-draw.js';
import { stateAt } from '../base/maze.js';
import { el, SVG } from '../base/svg-el.js';

const $ = (id) => document.getElementById(id);

/** Arrow keys: the cursor's move in (x, y), y upward. */
const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };

export class MazeEditor {
  /** @param page {app, load(view, opts), update(), alert(where, msg), announce(text)} */
  constructor(page) {
    this.page = page;
    this.node = -1; // the tree node whose state is drawn (-1: the root)
    this.cursor = -1; // the editor's cell cursor (-1: none yet)
    this.tool = { pacman: 'wall', robots: 'wall' };
    this.toolsFor = null;
    this.presetsFor = null;
    this.key = '';
    this.svg = document.createElementNS(SVG, 'svg');
    this.svg.setAttribute('class', 'maze');
    this.svg.dataset.testid = 'maze';
    this.g = el('g', {}, this.svg);
    $('maze-board').appendChild(this.svg);
    this.wire();
  }

  get app() { return this.page.app; }

  /** The maze game on screen, or null. */
  game() {
    const g = shownGame(this.app.view);
    return gameOf(g)?.maze ? g : null;
  }

  /** The maze view (board) of the analysed position, when it is of the game on screen. */
  view() {
    const m = this.app.summary?.maze;
    return m && m.game === this.game() ? m : null;
  }

  /** The layout text of the view on screen (a board's name resolved). */
  text() {
    const game = this.game();
    return layoutText(game, this.app.view.position?.maze ?? '');
  }

  /** Loads the view on screen with `changes`; messages go next to the layout text. */
  loadWith(changes) {
    return this.page.load({ ...this.app.view, step: 0, ...changes }, { alertAt: 'maze-alert' });
  }

  /** Loads layout `text` from its start (no moves played). */
  loadLayout(text) {
    return this.loadWith({ position: { maze: text, history: '' } });
  }

  /** Paints `cell` with the chosen tool, if that changes the layout. */
  paintCell(cell) {
    const game = this.game(), view = this.view();
    if (!game || !view || cell < 0) return;
    const tool = TOOLS[game].find((x) => x.id === this.tool[game]);
    const next = paint(game, this.text(), cell % view.width, Math.floor(cell / view.width), tool.ch);
    if (next !== null && next !== this.text().split('\n').join('/')) this.loadLayout(next);
  }

  /** The state drawn: the node shown by the trees (hover or keyboard cursor), else the root. */
  shownState() {
    const tree = this.app.tree, view = this.view();
    if (!view) return null;
    if (tree && tree.maze && this.node >= 0 && this.node < tree.n) return stateAt(tree, this.node);
    return view.state;
  }

  /** The trees show node `id` (-1: none): its state is drawn in the maze. */
  showNode(id) {
    if (id === this.node) return;
    this.node = id;
    this.draw();
  }

  wire() {
    const board = $('maze-board');
    board.addEventListener('click', (e) => {
      const view = this.view();
      if (!view) return;
      const r = this.svg.getBoundingClientRect();
      const cell = cellAt(view, ((e.clientX - r.left) / r.width) * view.width, ((e.clientY - r.top) / r.height) * view.height);
      if (cell < 0) return;
      this.pressed = false;
      this.cursor = cell;
      this.paintCell(cell);
      this.draw();
    });
    board.addEventListener('keydown', (e) => {
      const view = this.view(), game = this.game();
      if (!view || e.altKey || e.ctrlKey || e.metaKey) return;
      if (this.cursor < 0) this.cursor = view.state.cells[0];
      const tools = TOOLS[game];
      if (ARROWS[e.key]) {
        const [dx, dy] = ARROWS[e.key];
        const x = Math.max(0, Math.min(view.width - 1, (this.cursor % view.width) + dx));
        const y = Math.max(0, Math.min(view.height - 1, Math.floor(this.cursor / view.width) + dy));
        this.cursor = y * view.width + x;
        this.sayCell();
      } else if (e.key === 'Enter' || e.key === ' ') {
        this.paintCell(this.cursor);
      } else if (/^[1-9]$/.test(e.key) && Number(e.key) <= tools.length) {
        this.tool[game] = tools[Number(e.key) - 1].id;
        this.renderTools(true);
        this.page.announce(t(tools[Number(e.key) - 1].key));
      } else return;
      e.preventDefault();
      e.stopPropagation();
      this.draw();
    });
    // A press focuses the board too: not redrawn then, or the shape pressed would be gone before the click.
    board.addEventListener('pointerdown', () => { this.pressed = true; });
    board.addEventListener('focus', () => {
      const pressed = this.pressed;
      this.pressed = false;
      if (!this.view() || pressed) return;
      if (this.cursor < 0) this.cursor = this.view().state.cells[0];
      this.draw();
      this.sayCell();
    });
    board.addEventListener('blur', () => this.draw());
    $('maze-tools').addEventListener('change', (e) => {
      const game = this.game();
      if (game && e.target.name === 'maze-tool') this.tool[game] = e.target.value;
    });
    $('maze-preset').addEventListener('change', () => {
      const v = $('maze-preset').value;
      if (v) this.loadLayout(v);
    });
    $('maze-form').addEventListener('submit', (e) => {
      e.preventDefault();
      const text = $('maze-text').value.replace(/\r/g, '').split('\n').filter((r) => r !== '').join('/');
      this.loadLayout(text);
    });
    // Enter makes a new row; Ctrl+Enter (⌘+Enter) shows the layout, as the button does.
    $('maze-text').addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) { e.preventDefault(); $('maze-form').requestSubmit(); }
    });
    $('maze-ghosts').addEventListener('change', () => this.loadWith({ ghosts: $('maze-ghosts').value }));
    $('maze-eval').addEventListener('change', () => this.loadWith({ eval: $('maze-eval').value }));
    $('maze-restart').addEventListener('click', () => this.loadWith({ position: { ...this.app.view.position, history: '' } }));
  }

  /** Says where the cell cursor is and what the cell holds. */
  sayCell() {
    const view = this.view();
    if (!view || this.cursor < 0) return;
    this.page.announce(t('mazeCell', { x: this.cursor % view.width, y: Math.floor(this.cursor / view.width) }));
  }

  /** The tool palette of the game shown (rebuilt when the game or language changes). */
  renderTools(force = false) {
    const game = this.game();
    const key = `${game}|${document.documentElement.lang}`;
    if (!force && key === this.toolsFor) return;
    this.toolsFor = key;
    const box = $('maze-tools');
    const legend = box.querySelector('legend');
    const items = TOOLS[game].map((tool, i) => {
      const label = document.createElement('label');
      label.className = 'maze-tool';
      const input = document.createElement('input');
      Object.assign(input, { type: 'radio', name: 'maze-tool', value: tool.id, checked: this.tool[game] === tool.id });
      input.dataset.testid = `maze-tool-${tool.id}`;
      const text = document.createElement('span');
      text.textContent = `${t(tool.key)} (${i + 1})`;
      label.append(input, text);
      return label;
    });
    box.replaceChildren(legend, ...items);
  }

  /** The named layouts of the game shown, with the one on screen chosen ('' for one typed). */
  renderPresets() {
    const game = this.game();
    const boards = boardsOf(game);
    const sel = $('maze-preset');
    if (this.presetsFor !== game) {
      this.presetsFor = game;
      sel.replaceChildren(...[{ name: '', text: '' }, ...boards].map((b) => {
        const o = document.createElement('option');
        o.value = b.name;
        o.textContent = b.name || '—';
        return o;
      }));
    }
    const maze = this.app.view.position?.maze ?? '';
    const text = layoutText(game, maze);
    sel.value = boards.find((b) => b.name === maze.trim() || b.text === text)?.name ?? '';
  }

  /** Draws the maze: the shown node's state, with the cell cursor while the board has the focus. */
  draw() {
    const view = this.view();
    if (!view) { this.g.replaceChildren(); return; }
    this.svg.setAttribute('viewBox', `0 0 ${view.width} ${view.height}`);
    const focused = document.activeElement === $('maze-board');
    const state = this.shownState();
    drawMaze(this.g, view, state, { cursor: focused ? this.cursor : -1, look: gameOf(view.game)?.mazeLook });
    this.svg.dataset.pacman = String(state?.cells[0] ?? '');
    this.svg.dataset.node = String(this.node);
    const tree = this.app.tree;
    $('maze-showing').textContent = this.node > 0 && tree?.maze ? t('mazeShowing', { node: nodeNameOf(tree, this.node) }) : t('mazeShowingRoot');
    $('maze-status').textContent = statusOf(view, state);
  }

  /** Shows the panel when a maze game is on screen, and fills it from the view. */
  render() {
    const game = this.game();
    $('maze-editor').hidden = !game;
    if (!game) return;
    this.renderTools();
    this.renderPresets();
    const v = this.app.view;
    const pac = game === 'pacman';
    $('maze-pacman-options').hidden = !pac;
    $('maze-hint').hidden = !pac;
    $('robots-hint').hidden = pac;
    $('maze-ghosts').value = v.ghosts ?? 'min';
    $('maze-eval').value = v.eval ?? 'score';
    // Star1 cuts at a chance node only within bounds on every value: say so when none are given.
    $('maze-bounds-note').hidden = !(pac && v.ghosts === 'random' && this.app.summary?.has_chance && !this.app.summary.bounds);
    const history = v.position?.history ?? '';
    $('maze-history').hidden = history === '';
    $('maze-history').textContent = t('mazeHistory', { moves: history.split('').join(' ') });
    $('maze-restart').hidden = history === '';
    // The text box follows the view, but not while someone is typing in it or it holds refused text.
    const key = `${game}|${v.position?.maze}`;
    if (key !== this.key && document.activeElement !== $('maze-text')) {
      this.key = key;
      $('maze-text').value = this.text().split('/').join('\n');
    }
    this.draw();
  }
}

/** One line under the maze: who moves, the score and the food left (or how the game ended). */
export function statusOf(view, state) {
  if (!state) return '';
  const robots = view.game === 'robots';
  // Scores are values (−492 with a true minus sign); counts are counts.
  const score = fmt(state.score);
  if (state.outcome === 'won') return robots ? t('robotsCaught') : t('mazeWon', { score });
  if (state.outcome === 'lost') return robots ? t('robotsEscaped') : t('mazeLost', { score });
  const agent = agentName(view, state.to_move);
  return robots ? t('robotsStatus', { agent, n: state.score }) : t('mazeStatus', { agent, score, food: state.food.length });
}
