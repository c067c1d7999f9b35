// One stage of Nilsson's replay as an SVG tree (replay/panel.js), drawn as
// his Figs 3–6 are: each position as a small board, the static value e(p)
// under each tip and the backed-up value in a circle beside each inner
// node; the move MAX plays drawn thick, tied best moves outlined green,
// and at Fig. 6 the node where alpha cuts outlined twice and the children
// it never generates dashed grey. Text only (no DOM), so a unit test can
// read it.

import { val } from './text.js';

/**
 * A board's cell, the rows' heights, the gap between tips and the width of a
 * label's character (px). The tree is drawn at 1 px a unit or larger (the
 * SVG's min-width), so every mark and value is 12 px or more on screen; a
 * tree wider than its panel scrolls rather than shrinks.
 */
const CELL = 13, ROW = 92, TOP = 30, GAP = 8, CHAR = 7.4;
const BOARD = 3 * CELL;
/** A value's circle: wide enough for its text ("−100" too). */
const radius = (text) => Math.max(12, CHAR * text.length / 2 + 4);

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** A board ("O../OX./..X") drawn with its centre at (x, y). */
function board(text, x, y, cls) {
  const cells = text.replace(/\//g, '');
  const x0 = x - BOARD / 2, y0 = y - BOARD / 2;
  let out = `<rect class="replay-board ${cls}" x="${x0}" y="${y0}" width="${BOARD}" height="${BOARD}"/>`;
  for (let i = 1; i < 3; i++) {
    out += `<line class="replay-grid" x1="${x0 + i * CELL}" y1="${y0}" x2="${x0 + i * CELL}" y2="${y0 + BOARD}"/>`;
    out += `<line class="replay-grid" x1="${x0}" y1="${y0 + i * CELL}" x2="${x0 + BOARD}" y2="${y0 + i * CELL}"/>`;
  }
  [...cells].forEach((m, i) => {
    if (m === '.') return;
    const cx = x0 + (i % 3) * CELL + CELL / 2, cy = y0 + Math.floor(i / 3) * CELL + CELL / 2;
    out += `<text class="replay-mark replay-${m}" x="${cx}" y="${cy}">${m}</text>`;
  });
  return out;
}

/** Each node's depth and x: tips spread evenly, a parent over its children. */
export function layoutOf(stage) {
  // A tip's column: its board, or its widest static value under it if wider.
  const widest = Math.max(1, ...stage.nodes.filter((n) => n.tip !== null).map((n) => val(n.tip).length));
  const COL = Math.max(BOARD, CHAR * widest) + GAP;
  const n = stage.nodes.length;
  const depth = new Array(n).fill(0), kids = stage.nodes.map(() => []);
  stage.nodes.forEach((node, i) => { if (node.parent !== null) { depth[i] = depth[node.parent] + 1; kids[node.parent].push(i); } });
  const x = new Array(n).fill(0);
  let next = 0;
  const place = (i) => {
    if (kids[i].length === 0) { x[i] = COL / 2 + next++ * COL; return; }
    kids[i].forEach(place);
    x[i] = (x[kids[i][0]] + x[kids[i][kids[i].length - 1]]) / 2;
  };
  place(0);
  // Under the deepest boards, their values.
  return { depth, x, kids, width: Math.max(next, 1) * COL, height: TOP + Math.max(...depth) * ROW + BOARD / 2 + 22 };
}

/**
 * The SVG text of `stage` (one of the replay JSON's stages), labelled
 * `label`; `letters` ({a, b, c}: node indexes) names Fig. 6's nodes.
 */
export function stageTreeSvg(stage, label, letters = null) {
  const { depth, x, width, height } = layoutOf(stage);
  const y = (i) => TOP + depth[i] * ROW;
  const cut = stage.cutoff;
  const played = stage.nodes.findIndex((n) => n.parent === 0 && n.move === (stage.played_as ?? stage.played));
  let edges = '', nodes = '';
  stage.nodes.forEach((node, i) => {
    if (node.parent !== null) {
      const p = node.parent;
      const cls = node.pruned ? 'replay-edge replay-pruned' : i === played ? 'replay-edge replay-played' : 'replay-edge';
      edges += `<line class="${cls}" x1="${x[p]}" y1="${y(p) + BOARD / 2}" x2="${x[i]}" y2="${y(i) - BOARD / 2}"/>`;
    }
    const tied = node.parent === 0 && stage.best.includes(node.move) && !node.pruned;
    const cls = [node.pruned ? 'replay-pruned' : '', tied ? 'replay-tied' : '', cut && cut.node === i ? 'replay-cut' : ''].join(' ').trim();
    const attrs = [`data-node="${i}"`, `data-board="${esc(node.board)}"`];
    if (node.move !== null) attrs.push(`data-move="${node.move}"`);
    let g = board(node.board, x[i], y(i), cls);
    if (node.tip !== null) {
      attrs.push(`data-tip="${node.tip}"`);
      g += `<text class="replay-tip" data-testid="replay-tip" x="${x[i]}" y="${y(i) + BOARD / 2 + 12}">${esc(val(node.tip))}</text>`;
    } else if (node.value !== null) {
      attrs.push(`data-value="${node.value}"`);
      const text = val(node.value), rx = radius(text), cx = x[i] + BOARD / 2 + 2 + rx;
      g += `<ellipse class="replay-backed" cx="${cx}" cy="${y(i)}" rx="${rx}" ry="12"/><text class="replay-backed-value" data-testid="replay-backed" x="${cx}" y="${y(i)}">${esc(val(node.value))}</text>`;
    } else if (node.pruned) {
      attrs.push('data-pruned="true"');
    }
    if (letters) {
      const letter = Object.entries(letters).find(([, k]) => k === i)?.[0];
      if (letter) g += `<text class="replay-letter" x="${x[i] - BOARD / 2 - 5}" y="${y(i) - BOARD / 2}">${letter.toUpperCase()}</text>`;
    }
    nodes += `<g class="replay-node" ${attrs.join(' ')}>${g}</g>`;
  });
  // Scaled to the panel's width, up to 1.25 times; never below 1 px a unit (a narrower panel scrolls).
  const w = width + 30;
  return `<svg xmlns="http://www.w3.org/2000/svg" class="replay-svg" role="img" aria-label="${esc(label)}" viewBox="0 0 ${w} ${height}" style="max-width: ${Math.round(1.25 * w)}px; min-width: ${w}px">${edges}${nodes}</svg>`;
}
