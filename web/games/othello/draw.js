// An Othello board drawn in a node of the tree (SVG and canvas) and in the
// position card: the grid, Black's discs filled and White's as rings (shape,
// not only colour). The renderer hands in what it draws with (`kit`).

/** Cell centres and disc radius of a `w`-wide board in a `size`-unit square centred on 0. */
function layout(w, size) {
  const cell = size / w;
  return { cell, at: (i) => [-size / 2 + cell * ((i % w) + 0.5), -size / 2 + cell * (Math.floor(i / w) + 0.5)], r: cell * 0.36 };
}

/** Path data for the grid lines and for each side's discs. */
export function boardPaths(pos, size) {
  const { cell, at, r } = layout(pos.w, size);
  const h = size / 2;
  let grid = '';
  for (let k = 1; k < pos.w; k++) grid += `M${-h + k * cell} ${-h}V${h}M${-h} ${-h + k * cell}H${h}`;
  const disc = (x, y) => `M${(x + r).toFixed(2)} ${y.toFixed(2)}A${r.toFixed(2)} ${r.toFixed(2)} 0 1 0 ${(x - r).toFixed(2)} ${y.toFixed(2)}A${r.toFixed(2)} ${r.toFixed(2)} 0 1 0 ${(x + r).toFixed(2)} ${y.toFixed(2)}`;
  let black = '', white = '';
  pos.cells.forEach((c, i) => {
    if (c === '.') return;
    const [x, y] = at(i);
    if (c === 'B') black += disc(x, y); else white += disc(x, y);
  });
  return { grid, black, white };
}

/** Draws `pos` into SVG group `g` (a `size`-unit square), with `el` from the renderer. */
export function drawBoard(g, pos, size, el) {
  const { grid, black, white } = boardPaths(pos, size);
  el('path', { class: 'grid detail', d: grid }, g);
  el('path', { class: 'detail othello-black', d: black, fill: 'currentColor', stroke: 'currentColor', 'stroke-width': 0.6 }, g);
  el('path', { class: 'detail othello-white', d: white, fill: '#fff', stroke: 'currentColor', 'stroke-width': 0.9 }, g);
}

/** The SVG glyph of a node: its frame (MAX square with ▲, MIN round with ▼) and the board. */
export function svgBoard(g, max, pos, { el, boardFrame, half }) {
  boardFrame(g, max, half);
  drawBoard(g, pos, 2 * half - 4, el);
}

/** The canvas glyph of `pos` in a glyph of `g` px. */
export function canvasBoard(ctx, pos, g, st, { opacity }) {
  ctx.globalAlpha = opacity(st);
  const size = g * 0.84;
  const { at, r } = layout(pos.w, size);
  ctx.lineWidth = Math.max(0.8, g / 40);
  ctx.strokeStyle = '#263238';
  pos.cells.forEach((c, i) => {
    if (c === '.') return;
    const [x, y] = at(i);
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fillStyle = c === 'B' ? '#263238' : '#ffffff';
    ctx.fill();
    ctx.stroke();
  });
  ctx.globalAlpha = 1;
}
