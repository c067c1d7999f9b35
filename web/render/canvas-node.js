// One node of the canvas view at its glyph size: the game's board in a frame,
// a textbook leaf's box, or a triangle (circle for chance); then its name, the
// transposition table's tag, a practice mark and its value. Drawn for
// CanvasView (canvas-view.js), whose state (tree, step, marks) it reads.

import { CURRENT, PENDING, PRUNED, VISITED } from '../base/kinds.js';
import { fmt } from '../i18n/format.js';
import { PRACTICE_COLORS, canvasTags, practiceLabel } from './marks.js';
import { isLeaf, letters } from '../base/tree.js';
import { leafValue } from '../games/index.js';
import { COLORS, DASH, labelSize } from '../base/colors.js';
import { textBox } from './declutter.js';
import { BOARD_MIN } from '../base/viewport.js';
import { negamaxShown, negated, signed } from '../state/negamax.js';

export function drawNode(view, id, st, tl) {
  const { ctx, tree } = view;
  const [X, Y] = view.screenPos(id);
  const g = view.glyph(id);
  const half = g / 2;
  const L = view.label || labelSize(); // set once a frame by the view
  // A label is drawn only where no other label is (declutter.js Room); the text is drawn at (x, y) from the node's centre.
  const room = (text, x, y) => !view.room || view.room.take(textBox(ctx, text, X + x, Y + y));
  const max = tree.isMax[id];
  const chance = !!tree.isChance[id];
  const color = chance ? COLORS.chance : max ? COLORS.max : COLORS.min;
  const pruned = st === PRUNED;
  const ghost = view.overlay && st === PENDING;
  ctx.save();
  ctx.translate(X, Y);
  ctx.setLineDash(pruned ? DASH : []);
  ctx.strokeStyle = pruned ? COLORS.pruned : st === PENDING && !ghost ? COLORS.pending : color;
  ctx.globalAlpha = ghost ? 0.35 : 1;
  ctx.lineWidth = st === CURRENT ? 3 : st === PENDING ? 1 : 1.6;
  ctx.fillStyle = st === CURRENT ? COLORS.current : pruned ? '#eeeeee' : '#ffffff';
  const game = view.game;
  const cells = g >= BOARD_MIN && game.canvasGlyph ? game.cellsOf(tree, id) : null;
  const leafBox = !!game.leafValue && isLeaf(tree, id) && g >= 9;
  const nm = negamaxShown(view.slot ?? view.alg);
  if (cells) {
    // The game's board in a frame: square for MAX, round for MIN, a circle for chance.
    ctx.beginPath();
    if (chance) ctx.arc(0, 0, half * 1.3, 0, 2 * Math.PI);
    else ctx.roundRect(-half, -half, g, g, max ? 1 : g * 0.26);
    ctx.fill();
    ctx.stroke();
    ctx.setLineDash([]);
    view.drawCells(cells, g, st, tree.size[id] === 1);
  } else if (leafBox) {
    // A textbook leaf: a square with its value, as the books draw it.
    ctx.strokeStyle = pruned ? COLORS.pruned : st === PENDING && !ghost ? COLORS.pending : '#6b7385';
    ctx.beginPath();
    ctx.rect(-half, -half, g, g);
    ctx.fill();
    ctx.stroke();
    // The value at the label size or larger, and only in a box that holds it.
    if (g >= 1.5 * L) {
      ctx.setLineDash([]);
      ctx.fillStyle = pruned ? COLORS.prunedText : COLORS.ink;
      ctx.font = `bold ${Math.max(L, Math.round(g * 0.38))}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      const text = fmt(leafValue(tree, id));
      if (room(text, 0, 1)) ctx.fillText(text, 0, 1);
      ctx.textBaseline = 'alphabetic';
    }
  } else {
    ctx.beginPath();
    if (chance) ctx.arc(0, 0, half * 0.9, 0, 2 * Math.PI);
    else if (max) { ctx.moveTo(0, -half); ctx.lineTo(half, half * 0.85); ctx.lineTo(-half, half * 0.85); } else { ctx.moveTo(0, half); ctx.lineTo(half, -half * 0.85); ctx.lineTo(-half, -half * 0.85); }
    ctx.closePath();
    if (st !== PENDING || ghost) {
      ctx.fillStyle = st === CURRENT ? COLORS.current : pruned ? '#eeeeee' : color;
      ctx.globalAlpha = ghost ? 0.2 : st === VISITED ? 0.55 : 1;
      ctx.fill();
      ctx.globalAlpha = ghost ? 0.35 : 1;
    }
    ctx.stroke();
    if (chance && g >= 10) {
      // The die's pip of a chance node.
      ctx.setLineDash([]);
      ctx.globalAlpha = 1;
      ctx.fillStyle = pruned ? COLORS.pruned : st === CURRENT ? COLORS.ink : '#ffffff';
      ctx.beginPath();
      ctx.arc(0, 0, Math.max(1.5, g * 0.1), 0, 2 * Math.PI);
      ctx.fill();
    }
  }
  if (game.named && g >= 12) {
    // AIMA's node names, which the sentences use.
    ctx.setLineDash([]);
    ctx.globalAlpha = 1;
    ctx.font = `bold ${L}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.fillStyle = '#596273';
    const text = tree.names ? tree.names[id] : letters(id);
    if (room(text, 0, -half - 4)) halo(ctx, text, 0, -half - 4);
  }
  // "TT", "Q", "book", "≈": tags with a word, not only a colour (marks.js).
  canvasTags(ctx, view, id, half, L, room);
  const mark = view.marks.get(id);
  if (mark) {
    // A symbol (or the typed value) as well as a colour (marks.js).
    ctx.setLineDash([]);
    ctx.globalAlpha = 1;
    ctx.font = `bold ${Math.max(13, L)}px system-ui, sans-serif`;
    ctx.textAlign = 'left';
    ctx.lineWidth = 3;
    ctx.strokeStyle = '#ffffff';
    const sym = practiceLabel(view.markTexts, id, mark);
    // Top right: above the node is its name.
    if (room(sym, half + 3, -half + 8)) {
      ctx.strokeText(sym, half + 3, -half + 8);
      ctx.fillStyle = PRACTICE_COLORS[mark];
      ctx.fillText(sym, half + 3, -half + 8);
    }
  }
  ctx.setLineDash([]);
  ctx.globalAlpha = 1;
  const known = tl.exit[id] < view.pos;
  if (view.collapsed.has(id)) {
    ctx.fillStyle = COLORS.ink;
    ctx.font = `${Math.max(L, g * 0.35)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    const text = `+${(tree.size[id] - 1).toLocaleString()}`;
    if (room(text, 0, half + 12)) halo(ctx, text, 0, half + 12);
  } else if ((g >= 12 || id === 0) && (known || ghost) && (!leafBox || nm) && (known || !nm)) {
    // The Negamax view: the value from the side to move's view, signed (leaves too).
    const text = nm ? signed(negated(tree, id, tl.value[id])) : fmt(known ? tl.value[id] : tree.tl.minimax.value[id]);
    ctx.font = `bold ${L}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    if (room(text, 0, half + L)) {
      ctx.fillStyle = pruned ? COLORS.prunedText : ghost ? COLORS.pruned : COLORS.ink;
      halo(ctx, text, 0, half + L);
    }
  }
  ctx.restore();
}

/** Text in the context's fill on a halo of the tree's background, so no line under it crosses its strokes. */
function halo(ctx, text, x, y) {
  ctx.lineWidth = 4;
  ctx.lineJoin = 'round';
  ctx.strokeStyle = COLORS.bg;
  ctx.strokeText(text, x, y);
  ctx.fillText(text, x, y);
}
