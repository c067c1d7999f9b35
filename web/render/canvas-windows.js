// α and β along alpha-beta's path in the canvas view, placed as the SVG view
// places them (label-places.js): beside, under or over their node, or further
// along the rows with a leader line, clear of the drawn nodes and of the
// labels placed before; always drawn, on a halo of the tree's background,
// over everything else the frame draws.

import { fmt } from '../i18n/format.js';
import { negamaxShown, thresholdLabels } from '../state/negamax.js';
import { COLORS } from '../base/colors.js';
import { ANCHOR, parsePlaces, positions } from './declutter.js';
import { windowPlaces } from './label-places.js';

/**
 * Where α and β go for each node of the path of `view`'s state:
 * [{texts: [[text, x, y]…], leader: [x1, y1, x2, y2] | null}], each taken in
 * `view.room`, kept clear of the boxes in `glyphs` (a Room of the nodes drawn)
 * and wholly inside the canvas, `W` × `H` px.
 */
export function placeWindows(view, glyphs, W, H) {
  const s = view.state;
  if (!s || s.current < 0 || (view.slot ?? view.alg) !== 'alphabeta') return [];
  const { ctx, label: L } = view;
  ctx.font = `bold ${L}px system-ui, sans-serif`;
  const out = [];
  for (const id of s.path) {
    const [X, Y] = view.screenPos(id);
    const g = view.glyph(id);
    // The Negamax view: Rich's Use and Pass thresholds where α and β stand.
    const texts = negamaxShown(view.slot ?? view.alg) ? thresholdLabels(view.tree, s, id) : [`α ${fmt(s.alpha[id])}`, `β ${fmt(s.beta[id])}`];
    const metrics = texts.map((t) => ctx.measureText(t));
    const widths = metrics.map((m) => m.width);
    const asc = metrics[0].fontBoundingBoxAscent, desc = metrics[0].fontBoundingBoxDescent;
    // Clear of the glyph, and of the ring around the current node.
    const dx = id === s.current ? g * 0.75 + 11 : g * 0.6 + 8;
    const places = parsePlaces(windowPlaces(X, Y, g, dx, L));
    const ats = places.map((p) => positions(p, widths, 1.25 * L));
    const box = (at) => {
      const b = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity };
      at.forEach((a, i) => {
        const left = a.x - widths[i] * ANCHOR[a.anchor];
        b.left = Math.min(b.left, left);
        b.right = Math.max(b.right, left + widths[i]);
        b.top = Math.min(b.top, a.y - asc);
        b.bottom = Math.max(b.bottom, a.y + desc);
      });
      return b;
    };
    const inside = (b) => b.left >= 0 && b.right <= W && b.top >= 0 && b.bottom <= H;
    let k = ats.findIndex((at) => { const b = box(at); return inside(b) && glyphs.fits(b) && view.room.take(b); });
    // The path's α and β are always drawn: with no room anywhere, beside the node over what is there.
    if (k < 0) { k = 0; view.room.take(box(ats[0]), true); }
    let leader = null;
    if (places[k].lead) {
      const b = box(ats[k]), r = 0.65 * g + 2;
      const tx = Math.min(Math.max(X, b.left), b.right), ty = Math.min(Math.max(Y, b.top), b.bottom);
      const d = Math.hypot(tx - X, ty - Y) || 1;
      leader = [X + ((tx - X) * r) / d, Y + ((ty - Y) * r) / d, tx, ty];
    }
    out.push({ texts: ats[k].map((a, i) => [texts[i], a.x - widths[i] * ANCHOR[a.anchor], a.y]), leader });
  }
  return out;
}

/** Draws the α and β placed by placeWindows, last in the frame, each on a halo. */
export function drawWindows(ctx, windows, L) {
  ctx.save();
  ctx.font = `bold ${L}px system-ui, sans-serif`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.lineJoin = 'round';
  for (const { texts, leader } of windows) {
    if (leader) {
      ctx.strokeStyle = COLORS.window;
      ctx.lineWidth = 1.2;
      ctx.setLineDash([2, 2]);
      ctx.beginPath();
      ctx.moveTo(leader[0], leader[1]);
      ctx.lineTo(leader[2], leader[3]);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    for (const [text, x, y] of texts) {
      ctx.lineWidth = 4;
      ctx.strokeStyle = COLORS.bg;
      ctx.strokeText(text, x, y);
      ctx.fillStyle = COLORS.window;
      ctx.fillText(text, x, y);
    }
  }
  ctx.restore();
}
