// The enhancement lab's chart: nodes against depth on a logarithmic scale,
// one line per combination, told apart by dash pattern and marker shape as
// well as colour, with Knuth and Moore's best case as a grey reference line.
// Pure: data in, SVG (and legend) markup out, every text escaped; no DOM.
// The table beside it carries the same numbers for screen readers and print.

/** Line colours (Tableau 10 and one more): with DASHES and MARKERS, no two of the lab's rows look alike. */
export const COLOURS = ['#1f77b4', '#d62728', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b', '#e377c2', '#17becf', '#7f7f7f', '#bcbd22', '#003f5c'];
/** Dash patterns (stroke-dasharray), solid first. */
export const DASHES = ['none', '6 3', '2 3', '8 3 2 3'];
/** Marker shapes, as paths about (0, 0) of radius r. */
export const MARKERS = ['circle', 'square', 'triangle', 'diamond', 'down', 'plus'];
const BOUND_COLOUR = '#555';
const BOUND_DASH = '10 4';

const ESC = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text safe inside SVG/HTML text and attribute values. */
export const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ESC[c]);

const r2 = (x) => Math.round(x * 100) / 100;

/** The path of marker `shape` at (x, y), radius r. */
export function markerPath(shape, x, y, r = 4) {
  const p = (pts) => `M${pts.map(([a, b]) => `${r2(x + a)} ${r2(y + b)}`).join('L')}Z`;
  switch (shape) {
    case 'square': return p([[-r, -r], [r, -r], [r, r], [-r, r]]);
    case 'triangle': return p([[0, -r * 1.2], [r * 1.1, r * 0.8], [-r * 1.1, r * 0.8]]);
    case 'down': return p([[0, r * 1.2], [r * 1.1, -r * 0.8], [-r * 1.1, -r * 0.8]]);
    case 'diamond': return p([[0, -r * 1.3], [r * 1.1, 0], [0, r * 1.3], [-r * 1.1, 0]]);
    case 'plus': {
      const a = r * 0.4;
      return p([[-a, -r], [a, -r], [a, -a], [r, -a], [r, a], [a, a], [a, r], [-a, r], [-a, a], [-r, a], [-r, -a], [-a, -a]]);
    }
    default: return `M${r2(x - r)} ${r2(y)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
  }
}

/** The look of row `i`: colour, dash and marker, each cycling at its own length. */
export function styleOf(i) {
  return { colour: COLOURS[i % COLOURS.length], dash: DASHES[i % DASHES.length], marker: MARKERS[i % MARKERS.length] };
}

const defaultNum = (() => { let f = null; return (n) => (f ??= new Intl.NumberFormat('en')).format(n); })();

/**
 * The chart as SVG markup. `data`: {depths: D, rows: [{id, label, counts}],
 * bound: {label, counts} | null, labels: {x, y, title, summary?}}, where
 * counts[d] is the nodes at depth d (null: skipped, undefined: not yet).
 * `opts`: width and height in pixels (drawn 1:1, so text keeps its size on a
 * phone) and `num` to write numbers in the page's language.
 */
export function chartSvg(data, { width = 640, height = 320, num = defaultNum } = {}) {
  const D = Math.max(1, data.depths);
  const series = data.rows.map((row, i) => ({ ...row, style: styleOf(i) }));
  const values = [...series, ...(data.bound ? [data.bound] : [])]
    .flatMap((s) => s.counts.slice(1, D + 1)).filter((v) => typeof v === 'number' && v > 0);
  const lo = values.length ? Math.floor(Math.log10(Math.min(...values))) : 0;
  let hi = values.length ? Math.ceil(Math.log10(Math.max(...values))) : 1;
  if (hi <= lo) hi = lo + 1;
  const tickText = (e) => num(10 ** e);
  const left = 22 + 7.5 * Math.max(...[lo, hi].map((e) => tickText(e).length)) + 8;
  const m = { left, right: 14, top: 12, bottom: 44 };
  const w = Math.max(120, width - m.left - m.right), h = Math.max(80, height - m.top - m.bottom);
  const x = (d) => m.left + (D === 1 ? w / 2 : ((d - 1) / (D - 1)) * w);
  const y = (v) => m.top + h - ((Math.log10(v) - lo) / (hi - lo)) * h;
  const out = [];
  const title = data.labels.summary ? `${data.labels.title}. ${data.labels.summary}` : data.labels.title;
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" class="lab-chart" role="img" aria-label="${esc(title)}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`);
  // Axes, decade grid lines and ticks (every other decade when there are many).
  const step = hi - lo > 7 ? 2 : 1;
  out.push('<g class="lab-axes">');
  for (let e = lo; e <= hi; e += step) {
    const yy = r2(y(10 ** e));
    out.push(`<line class="lab-grid" x1="${m.left}" x2="${m.left + w}" y1="${yy}" y2="${yy}" stroke="#e3e6eb"/>`);
    out.push(`<text class="lab-tick" x="${m.left - 6}" y="${yy}" text-anchor="end" dominant-baseline="middle">${esc(tickText(e))}</text>`);
  }
  for (let d = 1; d <= D; d++) {
    out.push(`<line class="lab-grid" x1="${r2(x(d))}" x2="${r2(x(d))}" y1="${m.top + h}" y2="${m.top + h + 4}" stroke="#596273"/>`);
    out.push(`<text class="lab-tick" x="${r2(x(d))}" y="${m.top + h + 16}" text-anchor="middle">${d}</text>`);
  }
  out.push(`<path class="lab-axis" d="M${m.left} ${m.top}V${m.top + h}H${m.left + w}" fill="none" stroke="#596273"/>`);
  out.push(`<text class="lab-axis-label" x="${r2(m.left + w / 2)}" y="${height - 6}" text-anchor="middle">${esc(data.labels.x)}</text>`);
  out.push(`<text class="lab-axis-label" x="12" y="${r2(m.top + h / 2)}" text-anchor="middle" transform="rotate(-90 12 ${r2(m.top + h / 2)})">${esc(data.labels.y)}</text>`);
  out.push('</g>');
  // A line through the counted depths; a skipped depth breaks it.
  const path = (counts) => {
    let d = '', pen = false;
    for (let k = 1; k <= D; k++) {
      const v = counts[k];
      if (typeof v === 'number' && v > 0) { d += `${pen ? 'L' : 'M'}${r2(x(k))} ${r2(y(v))}`; pen = true; } else pen = false;
    }
    return d;
  };
  if (data.bound) {
    const d = path(data.bound.counts);
    if (d) out.push(`<path class="lab-bound" d="${d}" fill="none" stroke="${BOUND_COLOUR}" stroke-width="2.5" stroke-dasharray="${BOUND_DASH}" opacity="0.7"><title>${esc(data.bound.label)}</title></path>`);
  }
  for (const s of series) {
    const d = path(s.counts);
    if (!d) continue;
    const { colour, dash, marker } = s.style;
    out.push(`<g class="lab-line" data-row="${esc(s.id)}"><title>${esc(s.label)}</title>`);
    out.push(`<path d="${d}" fill="none" stroke="${colour}" stroke-width="2" stroke-dasharray="${dash}"/>`);
    for (let k = 1; k <= D; k++) {
      const v = s.counts[k];
      if (typeof v !== 'number' || v <= 0) continue;
      out.push(`<path class="lab-point" data-depth="${k}" data-nodes="${v}" data-y="${r2(y(v))}" d="${markerPath(marker, x(k), y(v))}" fill="${colour}" stroke="#fff" stroke-width="1"/>`);
    }
    out.push('</g>');
  }
  out.push('</svg>');
  return out.join('');
}

/** A small sample of a row's look (line, dash and marker) for the legend and the table. */
export function swatchSvg(i, bound = false) {
  const { colour, dash, marker } = styleOf(i);
  if (bound) return `<svg class="lab-swatch" width="34" height="12" viewBox="0 0 34 12" aria-hidden="true"><path d="M1 6H33" stroke="${BOUND_COLOUR}" stroke-width="2.5" stroke-dasharray="${BOUND_DASH}" opacity="0.7"/></svg>`;
  return `<svg class="lab-swatch" width="34" height="12" viewBox="0 0 34 12" aria-hidden="true"><path d="M1 6H33" stroke="${colour}" stroke-width="2" stroke-dasharray="${dash}"/><path d="${markerPath(marker, 17, 6, 4)}" fill="${colour}" stroke="#fff" stroke-width="1"/></svg>`;
}

/** The legend as list items: one per row, then the bound. */
export function legendHtml(data) {
  const items = data.rows.map((row, i) => `<li class="lab-legend-item" data-row="${esc(row.id)}">${swatchSvg(i)}<span>${esc(row.label)}</span></li>`);
  if (data.bound) items.push(`<li class="lab-legend-item" data-row="bound">${swatchSvg(0, true)}<span>${esc(data.bound.label)}</span></li>`);
  return items.join('');
}

/**
 * The learning curve as SVG markup: the win rate of each curve point (0…1,
 * the engine's) against training games 0…`total`, a line through circles
 * (each carrying its numbers as data-*), and a dashed line at 50 %, where
 * the learned evaluation plays as well as the hand-made one. `labels`:
 * {x, y, title, even, summary?}; `num` writes numbers in the page's language.
 */
export function curveSvg(points, { total, width = 640, height = 260, labels, num = defaultNum }) {
  const m = { left: 52, right: 16, top: 12, bottom: 44 };
  const w = Math.max(120, width - m.left - m.right), h = Math.max(80, height - m.top - m.bottom);
  const T = Math.max(1, total);
  const x = (g) => m.left + (Math.min(g, T) / T) * w;
  const y = (r) => m.top + h - r * h;
  const title = labels.summary ? `${labels.title}. ${labels.summary}` : labels.title;
  const out = [`<svg xmlns="http://www.w3.org/2000/svg" class="lab-chart learn-chart" role="img" aria-label="${esc(title)}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`];
  out.push('<g class="lab-axes">');
  for (const r of [0, 0.25, 0.5, 0.75, 1]) {
    const yy = r2(y(r));
    out.push(`<line class="lab-grid" x1="${m.left}" x2="${m.left + w}" y1="${yy}" y2="${yy}" stroke="#e3e6eb"/>`);
    out.push(`<text class="lab-tick" x="${m.left - 6}" y="${yy}" text-anchor="end" dominant-baseline="middle">${esc(num(r * 100))}%</text>`);
  }
  for (let k = 0; k <= 4; k++) {
    const g = Math.round((T * k) / 4), xx = r2(x(g));
    out.push(`<line class="lab-grid" x1="${xx}" x2="${xx}" y1="${m.top + h}" y2="${m.top + h + 4}" stroke="#596273"/>`);
    out.push(`<text class="lab-tick" x="${xx}" y="${m.top + h + 16}" text-anchor="middle">${esc(num(g))}</text>`);
  }
  out.push(`<path class="lab-axis" d="M${m.left} ${m.top}V${m.top + h}H${m.left + w}" fill="none" stroke="#596273"/>`);
  out.push(`<text class="lab-axis-label" x="${r2(m.left + w / 2)}" y="${height - 6}" text-anchor="middle">${esc(labels.x)}</text>`);
  out.push(`<text class="lab-axis-label" x="12" y="${r2(m.top + h / 2)}" text-anchor="middle" transform="rotate(-90 12 ${r2(m.top + h / 2)})">${esc(labels.y)}</text>`);
  out.push('</g>');
  out.push(`<path class="learn-even" d="M${m.left} ${r2(y(0.5))}H${m.left + w}" stroke="${BOUND_COLOUR}" stroke-width="1.5" stroke-dasharray="${BOUND_DASH}" opacity="0.7"/>`);
  out.push(`<text class="lab-tick learn-even-label" x="${m.left + w - 4}" y="${r2(y(0.5) - 5)}" text-anchor="end">${esc(labels.even)}</text>`);
  if (points.length) {
    const { colour } = styleOf(0);
    out.push(`<path class="learn-line" d="${points.map((p, i) => `${i ? 'L' : 'M'}${r2(x(p.games))} ${r2(y(p.rate))}`).join('')}" fill="none" stroke="${colour}" stroke-width="2"/>`);
    for (const p of points) {
      out.push(`<path class="learn-point" data-games="${p.games}" data-wins="${p.wins}" data-draws="${p.draws}" data-losses="${p.losses}" d="${markerPath('circle', x(p.games), y(p.rate), 4.5)}" fill="${colour}" stroke="#fff" stroke-width="1"/>`);
    }
  }
  out.push('</svg>');
  return out.join('');
}
