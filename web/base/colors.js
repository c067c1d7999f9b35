// The trees' colours on canvas, shared by the canvas view, the minimap and the
// games' thumbnails (the SVG view takes the same colours from style.css).

export const COLORS = Object.freeze({
  max: '#1f5fbf', min: '#b4501a', chance: '#6a3d9a', pending: '#b9bec8', pruned: '#767676', prunedText: '#5c5c5c', visited: '#4a5366',
  current: '#ffd54a', ring: '#b58a00', ink: '#1d2330', o: '#6b2fa3', bg: '#fcfcfb', mixed: '#cfd3da',
  cursor: '#0b62d6', cause: '#0d47a1', window: '#0d47a1', prunedColumn: '#a8a8a8',
});

/** The dash of pruned nodes and edges. */
export const DASH = Object.freeze([4, 3]);

/**
 * The size in CSS px of every label drawn in a tree (values, names, edge
 * labels, α and β): 12 px, readable at 1280×720; 20 px in lecture mode, for
 * the back row. Labels with no room at this size are hidden, never shrunk.
 */
export function labelSize() {
  return typeof document !== 'undefined' && document.body?.classList.contains('lecture') ? 20 : 12;
}
