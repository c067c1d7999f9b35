// Nim's heaps drawn in a node of the tree (SVG and canvas) and in the
// position card: one row a heap, one upright stroke a stick, spaced by the
// largest heap of the root so that every node of a tree is drawn alike.
// The renderer hands in what it draws with (`kit`), so this folder imports
// no renderer module.

/** The strokes of `heaps` in a `size`-unit square centred on 0: [x, y1, y2] per stick. */
export function sticks(heaps, widest, size) {
  const half = size / 2, pad = size * 0.08;
  const rowH = (size - 2 * pad) / Math.max(heaps.length, 1);
  const dx = (size - 2 * pad) / Math.max(widest, 1);
  const len = Math.min(rowH * 0.72, size * 0.3);
  const out = [];
  heaps.forEach((n, i) => {
    const y = -half + pad + rowH * (i + 0.5);
    for (let k = 0; k < n; k++) out.push([-half + pad + dx * (k + 0.5), y - len / 2, y + len / 2]);
  });
  return out;
}

/** The SVG glyph of a node with `heaps`: its frame (MAX square with ▲, MIN round with ▼) and the sticks. */
export function svgHeaps(g, max, heaps, widest, { el, boardFrame, half }) {
  boardFrame(g, max, half);
  const d = sticks(heaps, widest, 2 * half - 6).map(([x, a, b]) => `M${x.toFixed(1)} ${a.toFixed(1)}V${b.toFixed(1)}`).join('');
  el('path', { class: 'detail', d, stroke: 'currentColor', 'stroke-width': 1.6, 'stroke-linecap': 'round', fill: 'none' }, g);
}

/** The canvas glyph of `heaps` in a glyph of `g` px, inside the frame the view drew. */
export function canvasHeaps(ctx, heaps, g, st, widest, { opacity }) {
  ctx.globalAlpha = opacity(st);
  ctx.strokeStyle = '#263238';
  ctx.lineWidth = Math.max(1, g / 22);
  ctx.lineCap = 'round';
  ctx.beginPath();
  for (const [x, a, b] of sticks(heaps, widest, g * 0.8)) { ctx.moveTo(x, a); ctx.lineTo(x, b); }
  ctx.stroke();
  ctx.globalAlpha = 1;
}

/** The position card's picture of `heaps` in an SVG `w` × `h` view box. */
export function thumbHeaps(svg, heaps, w, h, { el }) {
  const size = Math.min(w, h);
  const g = el('g', { transform: `translate(${w / 2} ${h / 2})` }, svg);
  const d = sticks(heaps, Math.max(...heaps, 1), size).map(([x, a, b]) => `M${x.toFixed(1)} ${a.toFixed(1)}V${b.toFixed(1)}`).join('');
  el('path', { d, stroke: 'currentColor', 'stroke-width': Math.max(1.5, size / 40), 'stroke-linecap': 'round', fill: 'none' }, g);
  svg.dataset.sticks = String(heaps.reduce((a, b) => a + b, 0));
}
