// The MCTS panel's pure modules (web/mcts/) against the engine's own search,
// run here in Node with the same wasm (tests/unit/wasm.js): the model's N and
// Q at the end against a count made from the raw events and against the
// engine's root children; every number of every step's sentence against its
// event, in English, Japanese and Korean; the chart's points; the links.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MOVE4, AIMA, analyse } from './wasm.js';
import { mcts } from '../../web/pkg/abviz_wasm.js';
import { setLang, t } from '../../web/i18n/all.js';
import { num } from '../../web/i18n/format.js';
import { GAMES } from '../../web/games/index.js';
import { readRun, stateAt, curveRows, iterationStart, eventAt } from '../../web/mcts/model.js';
import { stepSentence, boundsLine, real } from '../../web/mcts/text.js';
import { minimaxLine, leafRange } from '../../web/mcts/panel.js';
import { termsTable, treeSvg } from '../../web/mcts/view.js';
import { convergenceSvg } from '../../web/mcts/chart.js';
import { depthFirst, formatConfig, parseConfig, effective } from '../../web/state/panel-config.js';

const search = (request, iterations, c = '1.4', traced = 1000) => readRun(mcts(request, iterations, c, 3, traced, undefined, undefined));

/** Per node, from the raw words alone: N = its backups, Q = the mean of the playout values backed up through it. */
function countFromWords(run) {
  const N = new Map(), sum = new Map();
  let value = null;
  for (let o = 0; o < run.events.length; o += run.words) {
    if (run.events[o] === 3) value = run.events[o + 3];
    if (run.events[o] === 4) {
      const id = run.events[o + 1];
      N.set(id, (N.get(id) ?? 0) + 1);
      sum.set(id, (sum.get(id) ?? 0) + value);
    }
  }
  return { N, Q: new Map([...sum].map(([id, s]) => [id, s / N.get(id)])) };
}

test('the model\'s N and Q at the end are the raw events\' count and the engine\'s root children', () => {
  const run = search({ board: MOVE4 }, 400);
  const end = stateAt(run, run.steps.length - 1);
  const { N, Q } = countFromWords(run);
  assert.equal(end.nodes, N.size);
  for (const [id, n] of N) {
    assert.equal(end.N[id], n, `N of node ${id}`);
    assert.ok(Math.abs(end.Q[id] - Q.get(id)) < 1e-9, `Q of node ${id}: ${end.Q[id]} against ${Q.get(id)}`);
  }
  assert.equal(end.N[0], 400);
  for (const c of run.summary.children) {
    const id = [...Array(end.nodes).keys()].find((x) => end.parent[x] === 0 && end.move[x] === c.move);
    assert.equal(end.N[id], c.visits);
    assert.ok(Math.abs(end.Q[id] - c.mean) < 1e-9);
  }
  const most = Math.max(...run.summary.children.map((c) => c.visits));
  assert.equal(run.summary.children.find((c) => c.visits === most).move, run.summary.best_move);
  // Steps cover every event once, in order, and each iteration ends with the root's backup.
  let next = 0;
  for (const s of run.steps) { assert.equal(s.start, next); next = s.end; }
  assert.equal(next, run.count);
  assert.equal(run.steps[iterationStart(run, 2) - 1].phase, 'backpropagation');
  assert.equal(eventAt(run, run.steps[iterationStart(run, 2) - 1].end - 1).node, 0);
});

test('the cap keeps the first iterations\' steps; the curve and the result cover all', () => {
  const run = search({ board: MOVE4 }, 450, '1.4', 100);
  assert.equal(run.summary.traced, 100);
  assert.equal(run.summary.iterations, 450);
  assert.equal(run.steps[run.steps.length - 1].iteration, 100);
  const rows = curveRows(run);
  assert.equal(rows.length, 150); // every 3rd iteration
  assert.equal(rows[rows.length - 1].iteration, 450);
  const svg = convergenceSvg(GAMES.tictactoe, rows, run.summary.curve_moves, 1, 10);
  assert.match(svg, /data-points="150"/);
  assert.equal((svg.match(/<polyline/g) ?? []).length, run.summary.curve_moves.length + 1);
  assert.equal((svg.match(/<polyline class="value" points="([^"]*)"/)[1].trim().split(' ')).length, 150);
  assert.match(svg, /class="minimax"/);
});

test('every step\'s sentence quotes its own event\'s numbers, in en, ja and ko', () => {
  const game = GAMES.tictactoe;
  const run = search({ board: MOVE4 }, 60, '0.7');
  const seen = new Set();
  for (const lang of ['en', 'ja', 'ko']) {
    setLang(lang);
    for (let s = 0; s < run.steps.length; s++) {
      const st = stateAt(run, s);
      const text = stepSentence(game, st);
      const ev = st.events, first = ev[0];
      seen.add(st.last.phase);
      const has = (x) => assert.ok(text.includes(String(x)), `${lang} step ${s} (${st.last.phase}): "${text}" lacks ${x}`);
      if (st.last.phase === 'selection') {
        const terms = ev.filter((e) => e.kind === 'uct');
        const c = terms.find((e) => e.chosen);
        for (const x of [real(c.exploit), real(c.explore), real(c.exploit + c.explore), terms.length, `${c.child}`]) has(x);
        assert.ok(terms.every((e) => e.exploit + e.explore <= c.exploit + c.explore));
        const table = termsTable(game, st);
        assert.equal((table.match(/<tr class="chosen"/g) ?? []).length, 1);
        assert.ok(table.includes(t('mcts.chosen')));
        for (const e of terms) assert.ok(table.includes(`>${real(e.explore)}<`));
      } else if (st.last.phase === 'expansion') {
        if (first.node > 0) { has(first.node + 1); has(`${first.node}`); }
      } else if (st.last.phase === 'simulation') {
        has(first.plies); has(real(first.value));
      } else {
        const root = ev[ev.length - 1];
        assert.equal(root.node, 0);
        has(ev.length); has(num(root.visits)); has(real(root.mean));
      }
    }
  }
  setLang('en');
  assert.deepEqual([...seen].sort(), ['backpropagation', 'expansion', 'selection', 'simulation']);
});

test('the tree shows each node\'s N and Q and marks the step\'s phase with a dash pattern', () => {
  const run = search({ board: MOVE4 }, 30);
  const s = run.steps.findIndex((x, i) => i > 0 && x.phase === 'simulation');
  const st = stateAt(run, s);
  const svg = treeSvg(GAMES.tictactoe, st);
  for (let id = 0; id < st.nodes; id++) if (st.depth[id] <= 3) assert.ok(svg.includes(`data-node="${id}" data-n="${st.N[id]}" data-q="${st.Q[id]}"`));
  assert.match(svg, /class="mcts-node phase-simulation[^"]*"[^>]*>.*stroke-dasharray="2 3"/);
});

test('a textbook tree and Connect Four search; a bad c is the core\'s error', () => {
  // The page sends a textbook tree's own leaf range as its bounds.
  assert.deepEqual(leafRange(analyse({ tree: AIMA }).tree), [2, 14]);
  assert.equal(leafRange(analyse({ board: MOVE4 }).tree), null);
  const tree = search({ tree: AIMA, bounds: '2,14' }, 300);
  assert.deepEqual([tree.summary.children.length, tree.summary.bounds, tree.summary.best_move], [3, [2, 14], 0]);
  assert.equal(search({ game: 'connect4', board: '', depth: '4' }, 40).summary.iterations, 40);
  assert.throws(() => mcts({ board: MOVE4 }, 10, '-1', 1, 10, undefined, undefined), (e) => e.code === 'option.BadMcts');
});

test('a panel\'s MCTS configuration round-trips through its link and leaves the depth-first analysis alone', () => {
  const { cfg } = parseConfig('mcts,iterations:500,c:0.5,seed:9');
  assert.deepEqual(cfg, { alg: 'mcts', iterations: 500, c: 0.5, seed: 9 });
  assert.equal(formatConfig(cfg), 'mcts,iterations:500,c:0.5,seed:9');
  assert.ok(parseConfig('mcts,depth:3').error);
  const view = { depth: null, left: null, right: cfg };
  assert.equal(effective(view).right.c, 0.5);
  assert.equal(depthFirst(view).right, null);
  assert.equal(effective({ left: null, right: { alg: 'mcts' } }).right.c, Math.SQRT2);
});

test('the minimax line is the other panel\'s full-depth value on MCTS\'s scale, and none at a depth limit', () => {
  const summary = { root_is_max: true, minimax: { value: 3 }, alphabeta: { value: 3 } };
  assert.equal(minimaxLine(summary, { alg: 'minimax', depth: null }, 'minimax', [2, 14]), 2 * (3 - 2) / 12 - 1);
  assert.equal(minimaxLine(summary, { alg: 'alphabeta', depth: 2 }, 'alphabeta', [2, 14]), null);
  assert.equal(minimaxLine({ root_is_max: false, minimax: { value: 1 } }, { alg: 'minimax', depth: null }, 'minimax', null), -1);
  setLang('en');
  assert.equal(boundsLine({ summary: { bounds: [2, 14] } }), 'A playout ending at value v scores 2(v − L)/(U − L) − 1, with L = 2 and U = 14, the tree’s lowest and highest values (the CLI’s --bounds 2,14).');
});
