// MCTS's convergence as SVG markup: above, each root child's share of the
// visits against iterations; below, the root's mean Q, with the minimax
// value as a dashed line when the other panel knows it. Pure: no DOM.

import { t } from '../i18n/index.js';
import { num } from '../i18n/format.js';
import { moveWords, real } from './text.js';

const PLOT = 150, GAP = 46, LEFT = 48, RIGHT = 70, TOP = 14;
/** Line colours of the root children (cycled), beside their move name at the line's end. */
const COLOURS = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e', '#17becf', '#8c564b', '#e377c2', '#7f7f7f'];

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/**
 * The chart of `rows` (mcts/model.js curveRows) for root moves `moves`;
 * `minimax`: the minimax value on Q's scale (−1…1, the root player's view)
 * or null; `at`: the iteration the steps show, marked by a vertical line;
 * `width`: the box's width in pixels, so the text is drawn at its own size
 * rather than scaled down on a phone.
 */
export function convergenceSvg(game, rows, moves, minimax, at, width = 460) {
  const W = Math.round(Math.max(280, Math.min(640, width || 460)));
  const last = rows.length ? rows[rows.length - 1].iteration : 1;
  const x = (it) => LEFT + (it / Math.max(1, last)) * (W - LEFT - RIGHT);
  const yShare = (s) => TOP + (1 - s) * PLOT;
  const top2 = TOP + PLOT + GAP;
  const yValue = (v) => top2 + ((1 - v) / 2) * PLOT;
  const h = top2 + PLOT + 34;
  const out = [];
  const axis = (y0, label, ticks, y) => {
    out.push(`<line class="axis" x1="${LEFT}" y1="${y0}" x2="${LEFT}" y2="${y0 + PLOT}"/><line class="axis" x1="${LEFT}" y1="${y0 + PLOT}" x2="${W - RIGHT}" y2="${y0 + PLOT}"/>`);
    for (const v of ticks) out.push(`<text class="tick" x="${LEFT - 4}" y="${y(v) + 4}" text-anchor="end">${esc(real(v))}</text>`);
    out.push(`<text class="axis-label" transform="translate(12 ${y0 + PLOT / 2}) rotate(-90)" text-anchor="middle">${esc(label)}</text>`);
  };
  axis(TOP, t('mcts.chartShares'), [0, 0.5, 1], yShare);
  axis(top2, t('mcts.chartValue'), [-1, 0, 1], yValue);
  out.push(`<text class="axis-label" x="${(LEFT + W - RIGHT) / 2}" y="${h - 4}" text-anchor="middle">${esc(t('mcts.chartIterations'))}</text>`);
  out.push(`<text class="tick" x="${LEFT}" y="${top2 + PLOT + 14}" text-anchor="middle">0</text><text class="tick" x="${W - RIGHT}" y="${top2 + PLOT + 14}" text-anchor="middle">${esc(num(last))}</text>`);
  const pts = (f) => rows.map((r) => `${x(r.iteration).toFixed(1)},${f(r).toFixed(1)}`).join(' ');
  // Each line's name at its end, moved apart so that no two overlap.
  const ends = moves.map((mv, i) => ({ mv, i, y: yShare(rows.length ? rows[rows.length - 1].shares[i] : 0) + 4 })).sort((a, b) => a.y - b.y);
  for (let k = 1; k < ends.length; k++) ends[k].y = Math.max(ends[k].y, ends[k - 1].y + 14);
  moves.forEach((mv, i) => {
    const colour = COLOURS[i % COLOURS.length];
    out.push(`<polyline class="share" data-move="${mv}" points="${pts((r) => yShare(r.shares[i]))}" stroke="${colour}"/>`);
    const { y } = ends.find((e) => e.i === i);
    out.push(`<text class="tick" x="${W - RIGHT + 4}" y="${y.toFixed(1)}" fill="${colour}">${esc(moveWords(game, mv))}</text>`);
  });
  out.push(`<polyline class="value" points="${pts((r) => yValue(r.value))}"/>`);
  if (minimax !== null && minimax !== undefined) {
    out.push(`<line class="minimax" x1="${LEFT}" x2="${W - RIGHT}" y1="${yValue(minimax)}" y2="${yValue(minimax)}" stroke-dasharray="6 4"/>`);
    out.push(`<text class="tick minimax-label" x="${LEFT + 6}" y="${yValue(minimax) - 5}">${esc(t('mcts.chartMinimax', { value: real(minimax) }))}</text>`);
  }
  if (at > 0) out.push(`<line class="now" x1="${x(at)}" x2="${x(at)}" y1="${TOP}" y2="${top2 + PLOT}"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" class="mcts-chart" width="${W}" height="${h}" viewBox="0 0 ${W} ${h}" role="img" data-points="${rows.length}" aria-label="${esc(t('mcts.chart'))}">${out.join('')}</svg>`;
}
