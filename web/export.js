// Exports: the current tree as a standalone SVG or PNG, the trace as JSON.
// Everything is made in the page; nothing is sent anywhere.

import { eventAt, ENTER, LEAF, ALPHA, BETA, CUTOFF, NONE, NEG_INF, POS_INF } from './model.js';

/** The page's own CSS rules, so an exported SVG looks as it does on screen. */
function pageCss() {
  const rules = [];
  for (const sheet of document.styleSheets) {
    try {
      for (const r of sheet.cssRules) rules.push(r.cssText);
    } catch { /* a sheet from another origin: there are none */ }
  }
  return rules.join('\n');
}

/** A standalone SVG document of `svg` as it is drawn now. */
export function exportSvg(svg) {
  const r = svg.getBoundingClientRect();
  const copy = svg.cloneNode(true);
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(Math.round(r.width)));
  copy.setAttribute('height', String(Math.round(r.height)));
  copy.setAttribute('viewBox', `0 0 ${Math.round(r.width)} ${Math.round(r.height)}`);
  copy.setAttribute('class', `${svg.getAttribute('class')} tree`);
  copy.removeAttribute('id');
  const style = document.createElementNS('http://www.w3.org/2000/svg', 'style');
  style.textContent = pageCss();
  copy.insertBefore(style, copy.firstChild);
  const bg = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
  for (const [k, v] of Object.entries({ x: 0, y: 0, width: '100%', height: '100%', fill: '#fcfcfb' })) bg.setAttribute(k, v);
  copy.insertBefore(bg, style.nextSibling);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
}

/** The same picture as a PNG at twice the screen resolution. */
export async function exportPng(svg) {
  const text = exportSvg(svg);
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

const bound = (v) => (v === NEG_INF ? '-inf' : v === POS_INF ? '+inf' : v);

/** One event as the CLI's `abviz trace` prints it (JSON Lines fields). */
function eventJson(words, i, algorithm) {
  const e = eventAt(words, i);
  const names = ['enter', 'leaf', 'alpha', 'beta', 'cutoff', 'exit'];
  const o = { algorithm, event: names[e.kind], node: e.node };
  if (e.kind === ENTER) {
    o.parent = e.parent === NONE ? null : e.parent;
    o.move = e.move;
    o.depth = e.depth;
  } else if (e.kind === LEAF) {
    o.value = e.value;
    o.kind = e.horizon ? 'horizon' : 'terminal';
  } else if (e.kind === CUTOFF) {
    o.alpha = bound(e.alpha);
    o.beta = bound(e.beta);
    o.skipped = e.skipped;
  } else if (e.kind === ALPHA || e.kind === BETA) {
    o.value = bound(e.value);
  } else {
    o.value = e.value;
  }
  return o;
}

/** The request, the summary and both traces as one JSON document. */
export function exportJson(request, summary, traces) {
  const out = { request, summary, traces: {} };
  for (const [name, words] of Object.entries(traces)) {
    if (!words) continue;
    out.traces[name] = Array.from({ length: words.length / 4 }, (_, i) => eventJson(words, i, name));
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
