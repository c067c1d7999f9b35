// Exports, made in the page and sent nowhere: a slide of what is on screen
// (each visible panel's tree with its heading, counts and sentence, plus the
// legend) as SVG, the same slide as a PNG at twice the resolution, and the
// traces as JSON in the CLI's `abviz trace` fields.

import { K } from '../engine/kinds.js';
import { eventAt } from '../state/timeline.js';

const SVGNS = 'http://www.w3.org/2000/svg';
const FONT = 'system-ui, "Noto Sans", "Noto Sans CJK JP", "Noto Sans KR", sans-serif';

/** The page's own CSS rules, so an exported SVG tree looks as it does on screen. */
function pageCss() {
  const rules = [];
  for (const sheet of document.styleSheets) {
    try { for (const r of sheet.cssRules) rules.push(r.cssText); } catch { /* no foreign sheets here */ }
  }
  return rules.join('\n');
}

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));

/** Splits `text` into lines no wider than `width` px at `font` (CJK text breaks between characters). */
function wrap(text, width, font) {
  const ctx = document.createElement('canvas').getContext('2d');
  ctx.font = font;
  const tokens = text.match(/[\u3000-\u9fff\uac00-\ud7af]|[^\s\u3000-\u9fff\uac00-\ud7af]+\s*|\s+/g) || [];
  const lines = [];
  let line = '';
  for (const tok of tokens) {
    if (line && ctx.measureText(line + tok).width > width) { lines.push(line.trimEnd()); line = tok.trimStart(); } else line += tok;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

/** One panel's tree as SVG markup at (x, y) of size w × h: the live SVG copied, or the canvas as an image. */
function treePicture(panel, x, y, w, h, snapshot) {
  const svg = panel.querySelector('svg.tree');
  const canvas = panel.querySelector('canvas.tree-canvas');
  if (canvas && !canvas.hidden) {
    const url = snapshot ? snapshot(canvas) : canvas.toDataURL('image/png');
    return `<image x="${x}" y="${y}" width="${w}" height="${h}" href="${url}"/>`;
  }
  const r = svg.getBoundingClientRect();
  const inner = new XMLSerializer().serializeToString(svg).replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  return `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 ${Math.round(r.width)} ${Math.round(r.height)}" class="${esc(svg.getAttribute('class'))}">${inner}</svg>`;
}

/**
 * The maze games' level labels ("Pacman (MAX)") shown over panel `panel`'s
 * tree, as SVG text where they stand over the tree picture at (x, y) of
 * size w × h; none for the other games.
 */
function levelLabels(panel, x, y, w, h) {
  const c = panel.querySelector('.canvas').getBoundingClientRect();
  if (!c.width || !c.height) return [];
  const sx = w / c.width, sy = h / c.height;
  return [...panel.querySelectorAll('.level-labels:not([hidden]) .level-label')]
    .filter((l) => l.getClientRects().length && l.textContent)
    .map((l) => {
      const r = l.getBoundingClientRect();
      return `<text x="${Math.round(x + (r.left - c.left) * sx + 4)}" y="${Math.round(y + (r.bottom - c.top) * sy - 4)}" font-size="13" class="slide-level">${esc(l.textContent)}</text>`;
    });
}

/**
 * A maze game's board as the page shows it (the state of the node the maze
 * draws), 240 px wide at (x, y), with its status line beside it; null for
 * the other games. Returns {markup, h}.
 */
function mazePicture(x, y) {
  const editor = document.getElementById('maze-editor');
  const svg = editor && !editor.hidden ? editor.querySelector('svg.maze') : null;
  if (!svg || !svg.getAttribute('viewBox')) return null;
  const [, , vw, vh] = svg.getAttribute('viewBox').split(' ').map(Number);
  const w = 240, h = Math.round((w * vh) / vw);
  const inner = new XMLSerializer().serializeToString(svg).replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  const status = document.getElementById('maze-status')?.textContent ?? '';
  return {
    markup: `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 ${vw} ${vh}" class="maze">${inner}</svg>`
      + `<text x="${x + w + 16}" y="${y + 20}" font-size="15" class="slide-maze-status">${esc(status)}</text>`,
    h,
  };
}

/**
 * The slide as a standalone SVG document: a title, then each visible panel
 * (heading, counts, sentence, tree) side by side, then the legend, and for
 * the maze games the maze with its status line.
 * `snapshot(canvas)` gives a large tree's picture (a data URL): the page
 * renders it at twice its size, so the 2× PNG stays sharp.
 */
export function slideSvg(title, snapshot = null) {
  const panels = [...document.querySelectorAll('.panels .panel')].filter((p) => p.offsetParent !== null);
  const pw = Math.round(Math.max(...panels.map((p) => p.querySelector('.canvas').getBoundingClientRect().width), 300));
  const ph = Math.round(Math.max(...panels.map((p) => p.querySelector('.canvas').getBoundingClientRect().height), 200));
  const gap = 24, margin = 24;
  const W = margin * 2 + panels.length * pw + (panels.length - 1) * gap;
  const body = `15px ${FONT}`;
  let y = margin + 22;
  const parts = [`<text x="${margin}" y="${y}" class="slide-title" font-size="20" font-weight="700">${esc(title)}</text>`];
  y += 16;
  const sentenceLines = panels.map((p) => wrap(p.querySelector('.explain').textContent, pw, body));
  const lines = Math.max(...sentenceLines.map((l) => l.length), 1);
  const countLines = Math.max(...panels.map((p) => Math.min(2, wrap(p.querySelector('.counts').textContent, pw, `14px ${FONT}`).length)), 1);
  panels.forEach((p, i) => {
    const x = margin + i * (pw + gap);
    let py = y + 22;
    parts.push(`<text x="${x}" y="${py}" font-size="17" font-weight="700">${esc(p.querySelector('h2').textContent)}</text>`);
    py += 22;
    // Counts may need two lines in a narrow panel.
    const counts = wrap(p.querySelector('.counts').textContent, pw, `14px ${FONT}`).slice(0, 2);
    counts.forEach((l, k) => parts.push(`<text x="${x}" y="${py + k * 18}" font-size="14">${esc(l)}</text>`));
    py += 8 + (countLines - 1) * 18;
    parts.push(`<rect x="${x}" y="${py}" width="${pw}" height="${lines * 20 + 10}" rx="4" fill="#f2f4f8"/>`);
    sentenceLines[i].forEach((l, k) => parts.push(`<text x="${x + 6}" y="${py + 20 + k * 20}" font-size="15">${esc(l)}</text>`));
    py += lines * 20 + 18;
    parts.push(`<rect x="${x}" y="${py}" width="${pw}" height="${ph}" fill="#fcfcfb" stroke="#e3e5ea"/>`);
    parts.push(treePicture(p, x, py, pw, ph, snapshot));
    parts.push(...levelLabels(p, x, py, pw, ph));
  });
  y += 22 + 22 + 8 + (countLines - 1) * 18 + lines * 20 + 18 + ph + 28;
  const legend = [...document.querySelectorAll('.legend li')];
  const colW = Math.max(260, Math.floor((W - 2 * margin) / 2));
  // Rows as tall as their longest entry: every entry is shown whole.
  const texts = legend.map((li) => wrap(li.textContent.trim(), colW - 40, `13px ${FONT}`));
  let ly = y;
  for (let k = 0; k < legend.length; k += 2) {
    const rowLines = Math.max(texts[k].length, texts[k + 1]?.length ?? 0, 1);
    for (const j of [k, k + 1]) {
      if (j >= legend.length) continue;
      const x = margin + (j % 2) * colW;
      const icon = legend[j].querySelector('svg');
      parts.push(`<svg x="${x}" y="${ly - 20}" width="26" height="28" viewBox="${icon.getAttribute('viewBox')}">${icon.innerHTML}</svg>`);
      texts[j].forEach((l, n) => parts.push(`<text x="${x + 32}" y="${ly + n * 16}" font-size="13">${esc(l)}</text>`));
    }
    ly += 18 + rowLines * 16;
  }
  // Pacman and the robots: the maze under the legend, as the class saw it.
  const maze = mazePicture(margin, ly);
  if (maze) {
    parts.push(maze.markup);
    ly += maze.h + 8;
  }
  const H = ly + margin;
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="${SVGNS}" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family='${FONT}' fill="#1d2330">
<style>${pageCss()}</style>
<rect width="100%" height="100%" fill="#ffffff"/>
${parts.join('\n')}
</svg>`;
}

/** The slide as a PNG at twice its size. */
export async function slidePng(title, snapshot = null) {
  const text = slideSvg(title, snapshot);
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth * 2;
    canvas.height = img.naturalHeight * 2;
    const ctx = canvas.getContext('2d');
    ctx.scale(2, 2);
    ctx.drawImage(img, 0, 0);
    return await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

const bound = (v) => (v === K.NEG_INF ? '-inf' : v === K.POS_INF ? '+inf' : v);
const NAMES = () => ({ [K.ENTER]: 'enter', [K.LEAF]: 'leaf', [K.ALPHA]: 'alpha', [K.BETA]: 'beta', [K.CUTOFF]: 'cutoff', [K.EXIT]: 'exit' });

/** One event as the CLI's `abviz trace` prints it. */
function eventJson(tree, alg, i, names) {
  const e = eventAt(tree, alg, i);
  const o = { algorithm: alg, event: names[e.kind], node: e.node };
  if (e.kind === K.ENTER) Object.assign(o, { parent: e.parent < 0 ? null : e.parent, move: e.move, depth: e.depth });
  else if (e.kind === K.LEAF) Object.assign(o, { value: e.value, kind: e.horizon ? 'horizon' : 'terminal' });
  else if (e.kind === K.CUTOFF) Object.assign(o, { alpha: bound(e.alpha), beta: bound(e.beta), skipped: e.skipped });
  else o.value = e.kind === K.EXIT ? e.value : bound(e.value);
  return o;
}

/**
 * The request, the summary and both traces as one JSON document. `panels`
 * (engine/panels.js): each panel's trace is that of its own tree and slot,
 * under the panel's id, when the panels compare two configurations.
 */
export function traceJson(request, summary, tree, panels = null) {
  const names = NAMES();
  const out = { request, summary, traces: {} };
  for (const alg of ['minimax', 'alphabeta']) {
    const t = panels?.trees[alg] ?? tree, slot = panels?.slots[alg] ?? alg;
    out.traces[alg] = Array.from({ length: t.tl[slot].len }, (_, i) => eventJson(t, slot, i, names));
  }
  return JSON.stringify(out, null, 1);
}

/** Saves `blob` as `name` through a temporary link. */
export function download(name, blob) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10000);
}

