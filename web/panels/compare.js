// Two compared configurations (state/panel-config.js): each panel's heading
// names its configuration ("Alpha-beta, depth 4 + quiescence 2"), and one
// sentence says where the two searches differ: nodes, root value, best move.
// Every number comes from the summaries the engine returned for the two
// panels (summary.minimax is the left panel's, summary.alphabeta the right's).

import { t, num, has } from '../i18n/index.js';
import { fmt } from './explain.js';
import { moveName } from '../games/index.js';
import { decidedAfter, decisionOf, decisionSentence } from '../state/decision.js';
import { activeOptions, appliesTo, effective, isConfigured } from '../state/panel-config.js';


/** The panel ids of the two sides. */
const PANELS = [['left', 'minimax'], ['right', 'alphabeta']];

/** An algorithm's name: the registry entry's translated title when there is one (MTD(f)), else the page's. */
function algName(alg, info) {
  if (alg === 'minimax' || alg === 'mcts' || !info) return t(alg);
  return has(`alg.${info.name}`) ? t(`alg.${info.name}`) : info.title ?? t(alg);
}

/**
 * A configuration in words: "Alpha-beta, depth 4 + quiescence 2"; with no
 * depth limit and nothing else, the algorithm alone. `info`: its registry entry.
 */
export function configHeading(cfg, info = null) {
  const parts = [];
  for (const o of activeOptions()) {
    if (!appliesTo(o, cfg.alg) || !Object.hasOwn(cfg, o.name)) continue;
    const v = cfg[o.name];
    if (v === null || (o.name !== 'depth' && v === o.initial)) continue;
    parts.push(t(o.short, { v: o.kind === 'choice' ? t(o.choiceLabels[v]) : typeof v === 'number' ? num(v) : '' }));
  }
  const alg = algName(cfg.alg, info);
  return parts.length ? t('cfg.heading', { alg, options: parts.join(t('cfg.join')) }) : alg;
}

/**
 * The comparison sentence for `summary` of `view`: how many more (or fewer)
 * nodes the right configuration searched than the left, and whether the
 * root value and the move each plays (its decision, state/decision.js)
 * agree; when a step after the search decided (secondary search), how.
 * Moves are named as everywhere (games/index.js moveName); `trees`: each
 * panel's tree model {minimax, alphabeta}, for their labels. Returns {text,
 * numbers}: `numbers` are the engine's figures the text was built from
 * (tests check them against the summaries).
 */
export function compareSentence(summary, view, trees = {}) {
  const cfg = effective(view);
  const a = configHeading(cfg.left, summary.algorithms?.minimax), b = configHeading(cfg.right, summary.algorithms?.alphabeta);
  const L = summary.minimax, R = summary.alphabeta;
  const numbers = { na: L.nodes, nb: R.nodes, va: L.value, vb: R.value, ma: decisionOf(L).move ?? null, mb: decisionOf(R).move ?? null };
  const n = Math.abs(R.nodes - L.nodes);
  const first = R.nodes === L.nodes ? t('cmp.sameNodes', { n: R.nodes })
    : t(R.nodes > L.nodes ? 'cmp.moreNodes' : 'cmp.fewerNodes', { a, b, n, nb: num(R.nodes), na: num(L.nodes) });
  const sameValue = L.value === R.value, sameMove = numbers.ma === numbers.mb;
  const ma = moveName(summary, trees.minimax, numbers.ma), mb = moveName(summary, trees.alphabeta, numbers.mb);
  const second = sameValue && sameMove ? t('cmp.sameBoth', { value: fmt(L.value), move: ma })
    : sameValue ? t('cmp.sameValue', { value: fmt(L.value), b, mb, ma })
      : sameMove ? t('cmp.sameMove', { a, b, va: fmt(L.value), vb: fmt(R.value), move: ma })
        : t('cmp.differ', { b, vb: fmt(R.value), va: fmt(L.value), mb, ma });
  // A move decided after the drawn search: how, with its numbers, as the panel's sentence at the end says it.
  const how = [['minimax', a, L], ['alphabeta', b, R]].filter(([, , s]) => decidedAfter(s))
    .map(([panel, who, s]) => `${t('cmp.decidedBy', { who })}${t('sentenceSep')}${decisionSentence(summary, trees[panel], s)}`);
  return { text: [first, second, ...how].join(' '), numbers, headings: { minimax: a, alphabeta: b } };
}

/** Each panel's name: its configuration's heading when the view compares configurations, else the page's ("Minimax"). */
export function panelNames(summary, view) {
  if (!isConfigured(view)) return { minimax: t('minimax'), alphabeta: t('alphabeta') };
  const cfg = effective(view);
  return { minimax: configHeading(cfg.left, summary.algorithms?.minimax), alphabeta: configHeading(cfg.right, summary.algorithms?.alphabeta) };
}

/** The Show switch names each panel as its heading does (`headings`), or as today (null); a side running MCTS (`view`) as MCTS. */
export function showViewNames(headings, view = null) {
  for (const [side, panel] of PANELS) {
    const span = document.querySelector(`input[name=view][value=${panel}] + span`);
    const text = view?.[side]?.alg === 'mcts' ? t('mcts.title') : headings ? headings[panel] : t(panel);
    if (span && span.textContent !== text) span.textContent = text;
  }
}

/** Writes both panels' headings and the comparison (bars of nodes and leaves, and the sentence) into `body`. */
export function renderConfigCompare(body, summary, view, trees = {}, shown = view) {
  const { text, headings } = compareSentence(summary, view, trees);
  const key = `cfg|${text}`;
  for (const [, panel] of PANELS) {
    const h = document.querySelector(`[data-alg-title="${panel}"]`);
    if (h && h.textContent !== headings[panel]) h.textContent = headings[panel];
  }
  showViewNames(headings, shown);
  if (body.dataset.key === key) return;
  body.dataset.key = key;
  const fig = document.createElement('figure');
  fig.className = 'bars';
  const max = Math.max(summary.minimax.nodes, summary.alphabeta.nodes, 1);
  for (const [k, label] of [['nodes', t('nodesEntered')], ['leaves', t('leavesEvaluated')]]) {
    const group = document.createElement('div');
    group.className = 'bar-group';
    const head = document.createElement('div');
    head.className = 'bar-label';
    head.textContent = label;
    group.appendChild(head);
    for (const [cls, panel] of [['mm', 'minimax'], ['ab', 'alphabeta']]) {
      const row = document.createElement('div');
      row.className = 'bar-row';
      const nm = document.createElement('span');
      nm.className = 'bar-name';
      nm.textContent = headings[panel];
      const bar = document.createElement('span');
      bar.className = `bar ${cls}`;
      bar.style.width = `${(100 * summary[panel][k]) / max}%`;
      const numEl = document.createElement('span');
      numEl.className = 'bar-num';
      numEl.textContent = num(summary[panel][k]);
      row.append(nm, bar, numEl);
      group.appendChild(row);
    }
    fig.appendChild(group);
  }
  const cap = document.createElement('figcaption');
  cap.id = 'compare-sentence';
  cap.setAttribute('data-testid', 'compare-sentence');
  cap.textContent = text;
  fig.appendChild(cap);
  body.replaceChildren(fig);
}
