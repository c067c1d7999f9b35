// Exports, made in the page and sent nowhere: the traces as JSON in the
// CLI's `abviz trace` fields, and the download of any export (the slide of
// what is on screen, as SVG and PNG, is slide.js's).

import { K } from '../base/kinds.js';
import { eventAt } from '../state/timeline.js';

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
 * (state/panels.js): each panel's trace is that of its own tree and slot,
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

