// The play panel's charts as SVG markup. Pure: data in, markup out, every
// text escaped; no DOM. Numbers are written by the caller's `num`.
// - nodesSvg: nodes per decision for minimax and alpha-beta on a log scale,
//   the two lines told apart by dash pattern and marker shape as well as
//   colour (the lab's styles), with the decision on screen marked.
// - ratesSvg: wins, losses and timeouts of each side as one bar each,
//   the three parts told apart by pattern as well as colour, each labelled.

import { esc, markerPath, styleOf } from '../lab/chart.js';

const r2 = (x) => Math.round(x * 100) / 100;
const defaultNum = (n) => String(n);

/**
 * Nodes per decision. `data`: {series: [{id, label, counts}], current, labels: {x, y, title}}, where
 * counts[i] is decision i's nodes (0-based; null for none) and `current` the decision on screen.
 */
export function nodesSvg(data, { width = 560, height = 240, num = defaultNum } = {}) {
  const n = Math.max(1, ...data.series.map((s) => s.counts.length));
  const values = data.series.flatMap((s) => s.counts).filter((v) => typeof v === 'number' && v > 0);
  const lo = values.length ? Math.floor(Math.log10(Math.min(...values))) : 0;
  let hi = values.length ? Math.ceil(Math.log10(Math.max(...values))) : 1;
  if (hi <= lo) hi = lo + 1;
  const left = 30 + 7 * Math.max(num(10 ** lo).length, num(10 ** hi).length);
  const m = { left, right: 14, top: 12, bottom: 40 };
  const w = Math.max(80, width - m.left - m.right), h = Math.max(60, height - m.top - m.bottom);
  const x = (i) => m.left + (n === 1 ? w / 2 : (i / (n - 1)) * w);
  const y = (v) => m.top + h - ((Math.log10(v) - lo) / (hi - lo)) * h;
  const out = [`<svg xmlns="http://www.w3.org/2000/svg" class="play-chart" role="img" aria-label="${esc(data.labels.title)}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`];
  out.push('<g class="play-axes">');
  for (let e = lo; e <= hi; e++) {
    const yy = r2(y(10 ** e));
    out.push(`<line x1="${m.left}" x2="${m.left + w}" y1="${yy}" y2="${yy}" stroke="#e3e6eb"/>`);
    out.push(`<text class="play-tick" x="${m.left - 6}" y="${yy}" text-anchor="end" dominant-baseline="middle">${esc(num(10 ** e))}</text>`);
  }
  const every = Math.max(1, Math.ceil(n / 12));
  for (let i = 0; i < n; i += every) out.push(`<text class="play-tick" x="${r2(x(i))}" y="${m.top + h + 15}" text-anchor="middle">${esc(num(i + 1))}</text>`);
  out.push(`<path d="M${m.left} ${m.top}V${m.top + h}H${m.left + w}" fill="none" stroke="#596273"/>`);
  out.push(`<text class="play-axis-label" x="${r2(m.left + w / 2)}" y="${height - 5}" text-anchor="middle">${esc(data.labels.x)}</text>`);
  out.push(`<text class="play-axis-label" x="12" y="${r2(m.top + h / 2)}" text-anchor="middle" transform="rotate(-90 12 ${r2(m.top + h / 2)})">${esc(data.labels.y)}</text>`);
  out.push('</g>');
  if (data.current !== null && data.current !== undefined && data.current < n) {
    out.push(`<line class="play-current" data-current="${data.current}" x1="${r2(x(data.current))}" x2="${r2(x(data.current))}" y1="${m.top}" y2="${m.top + h}" stroke="#111" stroke-width="1.5" stroke-dasharray="1 3"/>`);
  }
  data.series.forEach((s, k) => {
    const { colour, dash, marker } = styleOf(k);
    let d = '', pen = false;
    s.counts.forEach((v, i) => {
      if (typeof v === 'number' && v > 0) { d += `${pen ? 'L' : 'M'}${r2(x(i))} ${r2(y(v))}`; pen = true; } else pen = false;
    });
    out.push(`<g class="play-line" data-series="${esc(s.id)}"><title>${esc(s.label)}</title>`);
    // The first line is wider and its markers larger, so where the two coincide (Star1 without bounds) both still show.
    const wide = k === 0;
    if (d) out.push(`<path d="${d}" fill="none" stroke="${colour}" stroke-width="${wide ? 5 : 2}" stroke-opacity="${wide ? 0.55 : 1}" stroke-dasharray="${dash}"/>`);
    s.counts.forEach((v, i) => {
      if (typeof v !== 'number' || v <= 0) return;
      const r = (wide ? 5.5 : 3.5) + (i === data.current ? 2 : 0);
      out.push(`<path class="play-point" data-decision="${i}" data-nodes="${v}" d="${markerPath(marker, x(i), y(v), r)}" fill="${colour}" stroke="#fff" stroke-width="1"/>`);
    });
    out.push('</g>');
  });
  out.push('</svg>');
  return out.join('');
}

/** The parts of a bar: fill and pattern, so they differ without colour too. */
export const PARTS = Object.freeze([
  { id: 'wins', fill: '#2a8f4a', pattern: null },
  { id: 'losses', fill: '#c0392b', pattern: 'stripes' },
  { id: 'timeouts', fill: '#8a8f99', pattern: 'dots' },
]);

const PATTERNS = '<defs><pattern id="play-stripes" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="#c0392b"/><rect width="2" height="6" fill="#fff" opacity="0.55"/></pattern>'
  + '<pattern id="play-dots" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="#8a8f99"/><circle cx="3" cy="3" r="1.3" fill="#fff"/></pattern></defs>';

/** The fill of part `p` (a colour, or its pattern). */
export const partFill = (p) => (p.pattern ? `url(#play-${p.pattern})` : p.fill);

/**
 * Wins, losses and timeouts per side. `data`: {rows: [{id, label, tally: {games, wins, losses, timeouts}}],
 * total (games asked), labels: {title, parts: {wins, losses, timeouts}}}. A bar's length is its
 * games out of `total`, so a run in progress grows.
 */
export function ratesSvg(data, { width = 560, num = defaultNum } = {}) {
  const rowH = 30, gap = 26, top = 8;
  const left = 8, right = 8;
  const w = Math.max(80, width - left - right);
  const height = top + data.rows.length * (rowH + gap) + 4;
  const out = [`<svg xmlns="http://www.w3.org/2000/svg" class="play-rates" role="img" aria-label="${esc(data.labels.title)}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`, PATTERNS];
  const total = Math.max(1, data.total);
  data.rows.forEach((row, k) => {
    const y0 = top + k * (rowH + gap);
    out.push(`<g class="play-rate-row" data-side="${esc(row.id)}">`);
    out.push(`<text class="play-rate-label" x="${left}" y="${y0 + 12}">${esc(row.label)}</text>`);
    out.push(`<rect x="${left}" y="${y0 + 17}" width="${w}" height="${rowH - 8}" fill="#f1f3f6" stroke="#d5dae1"/>`);
    let at = left;
    for (const p of PARTS) {
      const count = row.tally?.[p.id] ?? 0;
      if (!count) continue;
      const len = (count / total) * w;
      out.push(`<rect class="play-part" data-part="${p.id}" data-count="${count}" x="${r2(at)}" y="${y0 + 17}" width="${r2(len)}" height="${rowH - 8}" fill="${partFill(p)}"><title>${esc(`${data.labels.parts[p.id]}: ${num(count)}`)}</title></rect>`);
      if (len > 34) out.push(`<text class="play-part-text" x="${r2(at + len / 2)}" y="${y0 + 32}" text-anchor="middle">${esc(num(count))}</text>`);
      at += len;
    }
    out.push('</g>');
  });
  out.push('</svg>');
  return out.join('');
}

/** A legend sample of part `p` (aria-hidden: its name is written beside it). */
export function partSwatch(p) {
  const id = `play-sw-${p.id}`;
  const defs = p.pattern === 'stripes'
    ? `<defs><pattern id="${id}" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="${p.fill}"/><rect width="2" height="6" fill="#fff" opacity="0.55"/></pattern></defs>`
    : p.pattern === 'dots'
      ? `<defs><pattern id="${id}" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="${p.fill}"/><circle cx="3" cy="3" r="1.3" fill="#fff"/></pattern></defs>`
      : '';
  return `<svg class="play-swatch" width="16" height="12" viewBox="0 0 16 12" aria-hidden="true">${defs}<rect width="16" height="12" fill="${p.pattern ? `url(#${id})` : p.fill}"/></svg>`;
}
