// The maze games drawn: walls, food, capsules, Pacman and the ghosts (CS188's
// look: blue walls on black, a yellow Pacman wedge facing its way, ghosts in
// the course's colours) and Nilsson's two robots. One SVG for the big maze
// (mazeSvg, redrawn in place on every hover: a handful of paths, whatever the
// maze's size) and a canvas drawing for the small mazes inside tree nodes
// (drawMazeCanvas).
//
// Nothing is told by colour alone: a scared ghost is white with a dashed
// outline and a zigzag mouth, a won or lost state has a word and a ring; the
// robots carry the letters W and B, and the agent to move gets a ring.
//
// A view is the engine's maze view (summary.maze, wasm maze()): {game, width,
// height, walls, food, capsules, starts, agents}; a state is
// {to_move, cells, dirs, scared, food, capsules, score, outcome} (base/maze.js).

import { el, SVG } from '../base/svg-el.js';

/** CS188's ghost colours, in agent order (graphicsDisplay.py GHOST_COLORS). */
export const GHOST_COLORS = Object.freeze(['#e60000', '#004de6', '#fa6912', '#1abfb3', '#ff9900', '#6621e8']);
export const MAZE_COLORS = Object.freeze({
  bg: '#000000', wall: '#0033ff', food: '#ffffff', capsule: '#ffffff', pacman: '#ffff3d', scared: '#ffffff',
  white: '#ffffff', black: '#2b2b2b', ring: '#ffd54a', cursor: '#00e5ff', won: '#7CFC00', lost: '#ff5252',
});
/** The robots' board: a light grid (Nilsson's figure), so White's and Black's discs both stand out. */
export const ROBOT_COLORS = Object.freeze({ bg: '#f3efe3', wall: '#455a64', grid: '#b9b29c', ring: '#b58a00', cursor: '#0b62d6' });

/**
 * Background and wall colours of a maze drawn in `look`, its game's (the descriptor's mazeLook):
 * 'board', a light grid with the agents as White and Black discs (the robots), or 'maze' (Pacman's).
 */
const theme = (look) => (look === 'board' ? ROBOT_COLORS : MAZE_COLORS);

/** Grid lines between the cells, as one path. */
function gridPath(view) {
  let d = '';
  for (let x = 1; x < view.width; x++) d += `M${x} 0V${view.height}`;
  for (let y = 1; y < view.height; y++) d += `M0 ${y}H${view.width}`;
  return d;
}
/** Pacman's mouth: the angle (radians) each side of the way it faces. */
const MOUTH = 0.7;
/** Angle of the way a direction letter faces, in SVG's y-down frame. */
const ANGLE = { E: 0, N: -Math.PI / 2, W: Math.PI, S: Math.PI / 2, X: 0 };

const f = (v) => Math.round(v * 1000) / 1000;

/** Centre of `cell` in view units (one unit a cell; the top text row at y 0). */
export function cellCentre(view, cell) {
  const x = cell % view.width, y = Math.floor(cell / view.width);
  return [x + 0.5, view.height - 1 - y + 0.5];
}

/** The cell under view point (px, py), or -1 off the grid. */
export function cellAt(view, px, py) {
  const x = Math.floor(px), row = Math.floor(py);
  if (x < 0 || row < 0 || x >= view.width || row >= view.height) return -1;
  return (view.height - 1 - row) * view.width + x;
}

/** Path data of Pacman at (cx, cy), radius r, facing `dir`. */
export function pacmanPath(cx, cy, r, dir) {
  if (dir === 'X') return `M${f(cx + r)} ${f(cy)}A${r} ${r} 0 1 0 ${f(cx - r)} ${f(cy)}A${r} ${r} 0 1 0 ${f(cx + r)} ${f(cy)}Z`;
  const a = ANGLE[dir] ?? 0;
  const p = (t) => `${f(cx + r * Math.cos(t))} ${f(cy + r * Math.sin(t))}`;
  return `M${f(cx)} ${f(cy)}L${p(a + MOUTH)}A${r} ${r} 0 1 1 ${p(a - MOUTH)}Z`;
}

/** Path data of a ghost's body at (cx, cy), half-width r: a dome and a skirt of three points. */
export function ghostPath(cx, cy, r) {
  const top = cy - r * 0.2, bottom = cy + r;
  let d = `M${f(cx - r)} ${f(bottom)}V${f(top)}A${r} ${r} 0 0 1 ${f(cx + r)} ${f(top)}V${f(bottom)}`;
  for (let i = 1; i <= 6; i++) d += `L${f(cx + r - (i * r) / 3)} ${f(i % 2 ? bottom - r * 0.3 : bottom)}`;
  return `${d}Z`;
}

/** The walls as one path of unit squares. */
/** The walls as one path, built once per view: every node of a tree draws the same walls. */
const wallsOf = new WeakMap();
function wallsPath(view) {
  let d = wallsOf.get(view);
  if (d !== undefined) return d;
  d = '';
  for (const c of view.walls) {
    const [cx, cy] = cellCentre(view, c);
    d += `M${cx - 0.5} ${cy - 0.5}h1v1h-1z`;
  }
  wallsOf.set(view, d);
  return d;
}

/** Dots of radius r at `cells`, as one path. */
function dotsPath(view, cells, r) {
  let d = '';
  for (const c of cells) {
    const [cx, cy] = cellCentre(view, c);
    d += `M${f(cx + r)} ${cy}A${r} ${r} 0 1 0 ${f(cx - r)} ${cy}A${r} ${r} 0 1 0 ${f(cx + r)} ${cy}Z`;
  }
  return d;
}

/** A ghost's eyes (looking its way) or, when scared, a zigzag mouth and dot eyes. */
function ghostFace(g, cx, cy, r, dir, scared, color) {
  if (scared) {
    el('path', { d: `M${f(cx - r * 0.6)} ${f(cy + r * 0.4)}l${f(r * 0.3)} ${f(-r * 0.2)}l${f(r * 0.3)} ${f(r * 0.2)}l${f(r * 0.3)} ${f(-r * 0.2)}l${f(r * 0.3)} ${f(r * 0.2)}`, fill: 'none', stroke: color, 'stroke-width': f(r * 0.12) }, g);
    for (const s of [-1, 1]) el('circle', { cx: f(cx + s * r * 0.35), cy: f(cy - r * 0.15), r: f(r * 0.12), fill: color }, g);
    return;
  }
  const a = ANGLE[dir] ?? 0, look = dir === 'X' ? 0 : r * 0.12;
  for (const s of [-1, 1]) {
    const ex = cx + s * r * 0.38, ey = cy - r * 0.2;
    el('circle', { cx: f(ex), cy: f(ey), r: f(r * 0.26), fill: '#fff' }, g);
    el('circle', { cx: f(ex + look * Math.cos(a)), cy: f(ey + look * Math.sin(a)), r: f(r * 0.13), fill: '#000' }, g);
  }
}

/**
 * Draws `state` of maze `view` into SVG group `g` (emptied first), one unit a
 * cell; `opts.cursor` (a cell) outlines the editor's cursor, `opts.small`
 * leaves out the faces, `opts.look` is the game's (theme above). Returns `g`.
 */
export function drawMaze(g, view, state, opts = {}) {
  g.replaceChildren();
  const c = theme(opts.look);
  const robots = opts.look === 'board';
  el('rect', { class: 'maze-bg', x: 0, y: 0, width: view.width, height: view.height, fill: c.bg }, g);
  if (robots) el('path', { class: 'maze-grid', d: gridPath(view), stroke: c.grid, 'stroke-width': 0.03, fill: 'none' }, g);
  el('path', { class: 'maze-walls', d: wallsPath(view), fill: c.wall, stroke: c.wall, 'stroke-width': 0.04 }, g);
  if (!state) return g;
  if (state.food.length) el('path', { class: 'maze-food', d: dotsPath(view, state.food, 0.12), fill: MAZE_COLORS.food }, g);
  if (state.capsules.length) el('path', { class: 'maze-capsules', d: dotsPath(view, state.capsules, 0.3), fill: MAZE_COLORS.capsule }, g);
  // Ghosts first, so Pacman on a ghost's cell (a catch) shows on top.
  for (let i = state.cells.length - 1; i >= 0; i--) {
    const [cx, cy] = cellCentre(view, state.cells[i]);
    const a = el('g', { class: `maze-agent agent-${i}`, 'data-cell': state.cells[i], 'data-agent': i }, g);
    if (state.to_move === i && state.outcome === 'playing') {
      el('circle', { class: 'maze-turn', cx, cy, r: 0.48, fill: 'none', stroke: c.ring, 'stroke-width': 0.06, 'stroke-dasharray': '0.12 0.08' }, a);
    }
    if (robots) {
      const white = i === 0;
      el('circle', { cx, cy, r: 0.38, fill: white ? MAZE_COLORS.white : MAZE_COLORS.black, stroke: white ? '#000' : '#fff', 'stroke-width': 0.06 }, a);
      // No letters in the trees' small mazes: their nodes' own text is a label the view sizes.
      if (!opts.small) {
        const text = el('text', { x: cx, y: f(cy + 0.16), 'text-anchor': 'middle', 'font-size': 0.46, 'font-weight': 700, fill: white ? '#000' : '#fff', 'font-family': 'system-ui, sans-serif' }, a);
        text.textContent = white ? 'W' : 'B';
      }
    } else if (i === 0) {
      el('path', { class: 'maze-pacman', 'data-dir': state.dirs[0], d: pacmanPath(cx, cy, 0.42, state.dirs[0]), fill: MAZE_COLORS.pacman, stroke: '#000', 'stroke-width': 0.03 }, a);
    } else {
      const scared = state.scared[i] > 0;
      const color = scared ? MAZE_COLORS.scared : GHOST_COLORS[(i - 1) % GHOST_COLORS.length];
      el('path', {
        class: `maze-ghost${scared ? ' scared' : ''}`, d: ghostPath(cx, cy, 0.38), fill: scared ? '#1a1a1a' : color,
        stroke: color, 'stroke-width': scared ? 0.07 : 0.03, 'stroke-dasharray': scared ? '0.1 0.07' : 'none',
      }, a);
      if (!opts.small) ghostFace(a, cx, cy, 0.38, state.dirs[i], scared, scared ? MAZE_COLORS.scared : '#fff');
    }
  }
  if (state.outcome !== 'playing') {
    const [cx, cy] = cellCentre(view, state.cells[0]);
    el('circle', { class: `maze-outcome ${state.outcome}`, cx, cy, r: 0.5, fill: 'none', stroke: state.outcome === 'won' ? MAZE_COLORS.won : MAZE_COLORS.lost, 'stroke-width': 0.1 }, g);
  }
  if (opts.cursor != null && opts.cursor >= 0) {
    const [cx, cy] = cellCentre(view, opts.cursor);
    el('rect', { class: 'maze-cursor', x: cx - 0.47, y: cy - 0.47, width: 0.94, height: 0.94, fill: 'none', stroke: c.cursor, 'stroke-width': 0.08 }, g);
  }
  return g;
}

/** A new `<svg>` of maze `view` showing `state` (see drawMaze), sized by CSS; its group is `svg.firstChild`. */
export function mazeSvg(view, state, opts = {}) {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${view.width} ${view.height}`);
  svg.setAttribute('class', 'maze');
  drawMaze(el('g', {}, svg), view, state, opts);
  return svg;
}

/**
 * A small maze on canvas, centred at the origin within a box of `size` px
 * (the tree's node glyphs): walls, food, and each agent as a dot of its
 * colour (Pacman a wedge; a scared ghost white and hollow).
 */
export function drawMazeCanvas(ctx, view, state, size, look = 'maze') {
  const u = size / Math.max(view.width, view.height);
  const ox = (-view.width * u) / 2, oy = (-view.height * u) / 2;
  const c = theme(look);
  ctx.fillStyle = c.bg;
  ctx.fillRect(ox, oy, view.width * u, view.height * u);
  ctx.fillStyle = c.wall;
  for (const c of view.walls) {
    const [cx, cy] = cellCentre(view, c);
    ctx.fillRect(ox + (cx - 0.5) * u, oy + (cy - 0.5) * u, u + 0.3, u + 0.3);
  }
  if (!state) return;
  ctx.fillStyle = MAZE_COLORS.food;
  for (const c of state.food) {
    const [cx, cy] = cellCentre(view, c);
    ctx.fillRect(ox + cx * u - u * 0.12, oy + cy * u - u * 0.12, u * 0.24, u * 0.24);
  }
  for (let i = state.cells.length - 1; i >= 0; i--) {
    const [cx, cy] = cellCentre(view, state.cells[i]);
    const x = ox + cx * u, y = oy + cy * u, r = u * 0.45;
    ctx.beginPath();
    if (look === 'board') {
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.fillStyle = i === 0 ? MAZE_COLORS.white : MAZE_COLORS.black;
      ctx.strokeStyle = i === 0 ? '#000' : '#fff';
    } else if (i === 0) {
      const a = ANGLE[state.dirs[0]] ?? 0, m = state.dirs[0] === 'X' ? 0 : MOUTH;
      ctx.moveTo(x, y);
      ctx.arc(x, y, r, a + m, a - m + Math.PI * 2);
      ctx.closePath();
      ctx.fillStyle = MAZE_COLORS.pacman;
      ctx.strokeStyle = '#000';
    } else {
      ctx.arc(x, y, r, 0, Math.PI * 2);
      const scared = state.scared[i] > 0;
      ctx.fillStyle = scared ? '#1a1a1a' : GHOST_COLORS[(i - 1) % GHOST_COLORS.length];
      ctx.strokeStyle = scared ? MAZE_COLORS.scared : '#000';
    }
    ctx.fill();
    ctx.lineWidth = Math.max(0.5, u * 0.08);
    ctx.stroke();
  }
}
