// Making SVG elements, for the SVG view and the games' thumbnails.

import { NODE } from './viewport.js';

export const SVG = 'http://www.w3.org/2000/svg';

/** A new SVG element `name` with `attrs`, appended to `parent` when given. */
export function el(name, attrs = {}, parent = null) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

/** A board game node's frame into `g`: a square for MAX with ▲ above, round for MIN with ▼ below, and the triangle drawn instead when small. */
/**
 * A chance node's frame around a board (the maze games' random ghosts):
 * round, as the textbooks draw chance nodes, with a die's pip below; a
 * round dot with its pip when the tree is zoomed out.
 */
export function chanceFrame(g, half) {
  el('circle', { class: 'frame detail', r: half * 1.3 }, g);
  el('circle', { class: 'badge pip detail', cy: half * 1.3 + 4, r: 3.2 }, g);
  el('circle', { class: 'frame tri chance-shape', r: 16 }, g);
  el('circle', { class: 'pip tri', r: 3.2 }, g);
}

export function boardFrame(g, max, half) {
  el('rect', { class: 'frame detail', x: -half, y: -half, width: 2 * half, height: 2 * half, rx: max ? 1 : 9 }, g);
  el('path', { class: 'badge detail', d: max ? `M-6 ${-half - 1}L0 ${-half - 7}L6 ${-half - 1}Z` : `M-6 ${half + 1}L0 ${half + 7}L6 ${half + 1}Z` }, g);
  el('path', { class: 'frame tri', d: max ? 'M0 -16L17 14H-17Z' : 'M0 16L17 -14H-17Z' }, g);
}

/** What a game's SVG glyph may draw with (games/index.js svgGlyph), so a game's folder imports no renderer: a node is `half` units from centre to edge. */
export const GLYPH_KIT = Object.freeze({ el, boardFrame, half: NODE / 2 });
