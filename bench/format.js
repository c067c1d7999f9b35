// Rounding and the text table, shared by bench/run.js's parts (page.js, native.js, report.js).

export const r2 = (x) => (x === null || x === undefined || Number.isNaN(x) ? null : Math.round(x * 100) / 100);

/** Rounds every number in a flat object (arrays and objects are kept). */
export function roundAll(o) {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === 'number' ? r2(v) : v]));
}

/** Aligned columns; an empty row starts a new section with its own widths. */
export function table(rows) {
  const sections = [[]];
  for (const r of rows) {
    if (r.every((c) => !c)) sections.push([]);
    else sections.at(-1).push(r);
  }
  return sections.map((sec) => {
    const cols = Math.max(...sec.map((r) => r.length));
    const widths = [...Array(cols).keys()].map((i) => Math.max(...sec.map((r) => String(r[i] ?? '').length)));
    return sec.map((r) => r.map((c, i) => String(c ?? '').padEnd(widths[i])).join('  ').trimEnd()).join('\n');
  }).join('\n\n');
}

export const ms = (x) => (x === null || x === undefined ? '—' : `${x} ms`);
export const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
export const tasksText = (t) => (t.count ? `${t.count} long task${t.count > 1 ? 's' : ''}, longest ${t.max_ms} ms (${t.each_ms.join(', ')} ms)` : 'no long task');
