// The MCTS panel's drawings as markup: the search tree at a step (each node
// with N and Q, edges as wide as their visits, the step's phase marked by
// colour and by line style) and the UCT terms of a selection step. Pure: no
// DOM, so unit tests read the markup.

import { t } from '../i18n/index.js';
import { num } from '../i18n/format.js';
import { moveWords, nodeWords, real } from './text.js';

/** Most levels drawn below the root, and most nodes they may hold (deeper nodes are drawn only on the step's path). */
export const SHOWN_DEPTH = 3;
export const SHOWN_NODES = 200;
const SLOT = 46, LEVEL = 62, R = 13, TOP = 24;

/** Each phase's line style (besides its colour, set by the class): selection solid, expansion dashed, simulation dotted, backpropagation dash-dot. */
export const PHASE_DASH = Object.freeze({ selection: '', expansion: '6 3', simulation: '2 3', backpropagation: '8 3 2 3' });

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** The nodes to draw at state `st`: the most levels (≤ SHOWN_DEPTH) within SHOWN_NODES, and every node the step's path or events name. */
function shown(st) {
  const keep = new Uint8Array(st.nodes);
  const perDepth = new Array(SHOWN_DEPTH + 2).fill(0);
  for (let id = 0; id < st.nodes; id++) perDepth[Math.min(st.depth[id], SHOWN_DEPTH + 1)]++;
  let depth = 0;
  for (let d = 1, sum = perDepth[0]; d <= SHOWN_DEPTH && (sum += perDepth[d]) <= SHOWN_NODES; d++) depth = d;
  for (let id = 0; id < st.nodes; id++) keep[id] = st.depth[id] <= depth ? 1 : 0;
  const mark = (id) => { for (let x = id; x >= 0 && x < st.nodes; x = st.parent[x]) keep[x] = 1; };
  for (const id of st.path) mark(id);
  for (const e of st.events) mark(e.node);
  return keep;
}

/** x (in slots) of every shown node: leaves of the shown tree one slot apart, in move order; parents over their children. */
function layout(st, keep) {
  const kids = Array.from({ length: st.nodes }, () => []);
  for (let id = 1; id < st.nodes; id++) if (keep[id]) kids[st.parent[id]].push(id);
  for (const k of kids) k.sort((a, b) => st.move[a] - st.move[b]);
  const x = new Float64Array(st.nodes);
  let next = 0;
  const place = (id) => {
    if (!kids[id].length) { x[id] = next++; return; }
    for (const c of kids[id]) place(c);
    x[id] = (x[kids[id][0]] + x[kids[id][kids[id].length - 1]]) / 2;
  };
  if (st.nodes) place(0);
  return { x, kids, slots: Math.max(next, 1) };
}

/** The step's nodes by role: the path selected, the node added, the playout's start, the nodes backed up. */
function roles(st) {
  const r = new Map();
  const phase = st.last?.phase;
  if (!phase) return r;
  if (phase === 'selection') for (const id of st.path) r.set(id, 'selection');
  for (const e of st.events) r.set(e.node, phase);
  if (phase === 'selection') for (const e of st.events) if (e.kind === 'select') r.set(e.child, 'selection');
  return r;
}

/**
 * The tree at state `st` as an SVG element's markup. Each node: a circle
 * (a square for MIN), "N" and "Q" under it, its move on the edge; an edge's
 * width follows the child's visits; nodes and edges of the step's phase get
 * its class (colour) and its dash pattern (PHASE_DASH).
 */
export function treeSvg(game, st) {
  const keep = shown(st);
  const { x, slots } = layout(st, keep);
  const role = roles(st);
  let depth = 0;
  for (let id = 0; id < st.nodes; id++) if (keep[id]) depth = Math.max(depth, st.depth[id]);
  const w = slots * SLOT + 20, h = TOP + (depth + 1) * LEVEL + 20;
  const px = (id) => 10 + (x[id] + 0.5) * SLOT, py = (id) => TOP + st.depth[id] * LEVEL;
  const rootN = Math.max(1, st.N[0]);
  const edges = [], nodes = [];
  for (let id = 1; id < st.nodes; id++) {
    if (!keep[id]) continue;
    const p = st.parent[id], ph = role.get(id);
    const width = 1 + 7 * (st.N[id] / rootN);
    const dash = ph ? ` stroke-dasharray="${PHASE_DASH[ph]}"` : '';
    edges.push(`<line class="mcts-edge${ph ? ` phase-${ph}` : ''}" x1="${px(p)}" y1="${py(p) + R}" x2="${px(id)}" y2="${py(id) - R}" stroke-width="${width.toFixed(2)}"${dash}/>`
      + `<text class="mcts-move" x="${((px(p) + px(id)) / 2 + 4).toFixed(1)}" y="${(py(p) + py(id)) / 2}">${esc(game.moveText(st.move[id]))}</text>`);
  }
  for (let id = 0; id < st.nodes; id++) {
    if (!keep[id]) continue;
    const ph = role.get(id), cx = px(id), cy = py(id);
    const cls = `mcts-node${ph ? ` phase-${ph}` : ''}${st.type[id] === 'min' ? ' min' : ''}`;
    const dash = ph ? ` stroke-dasharray="${PHASE_DASH[ph]}"` : '';
    const shape = st.type[id] === 'min'
      ? `<rect x="${cx - R}" y="${cy - R}" width="${2 * R}" height="${2 * R}"${dash}/>`
      : `<circle cx="${cx}" cy="${cy}" r="${R}"${dash}/>`;
    const title = `${nodeWords(game, st, id)}: N = ${num(st.N[id])}, Q = ${real(st.Q[id])}`;
    nodes.push(`<g class="${cls}" data-node="${id}" data-n="${st.N[id]}" data-q="${st.Q[id]}"><title>${esc(title)}</title>${shape}`
      + `<text class="mcts-n" x="${cx}" y="${cy + 4}">${num(st.N[id])}</text>`
      + `<text class="mcts-q" x="${cx}" y="${cy + R + 12}">${esc(real(st.Q[id]))}</text></g>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" class="mcts-tree" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(t('mcts.treeLabel'))}">${edges.join('')}${nodes.join('')}</svg>`;
}

/**
 * A selection step's UCT terms as a table's markup: one row per child of
 * the node (its move, n, mean for the side to move, exploration, their
 * sum), the chosen row marked by a word and a class. Empty for other steps.
 */
export function termsTable(game, st) {
  const terms = st.events.filter((e) => e.kind === 'uct');
  if (!terms.length) return '';
  const head = [t('mcts.colMove'), t('mcts.colN'), t('mcts.colMean'), t('mcts.colExplore'), t('mcts.colScore')].map((x) => `<th scope="col">${esc(x)}</th>`).join('');
  const rows = terms.map((e) => `<tr class="${e.chosen ? 'chosen' : ''}" data-child="${e.child}"><th scope="row">${esc(moveWords(game, e.move))}${e.chosen ? ` <span class="mcts-chosen">${esc(t('mcts.chosen'))}</span>` : ''}</th>`
    + `<td>${num(e.visits)}</td><td class="mcts-exploit">${esc(real(e.exploit))}</td><td class="mcts-explore">${esc(real(e.explore))}</td><td>${esc(real(e.exploit + e.explore))}</td></tr>`);
  return `<table class="mcts-terms"><caption>${esc(t('mcts.termsCaption', { node: nodeWords(game, st, terms[0].node) }))}</caption><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}
