// The benchmark page (bench/bench.html): the search and the drawing data in
// WebAssembly against a plain JavaScript minimax, on the whole tic-tac-toe
// tree from the empty board, and the page's engine (web/engine/engine.js and its
// Web Worker) end to end. Serve the repository root (not dist/: this page is
// not shipped), open /bench/bench.html and press Run, or let `npm run bench`
// (bench/run.js) call window.bench.run() headless.
//
// Every figure is a median of `rounds` runs after `warmup` runs, and every
// measure runs once per round in turn, so ratios compare runs made under the
// same conditions (the machine is small and noisy). Nothing here knows the
// answer in advance: each measure returns what it computed, and it is checked
// against the counts of one reference analysis made first.
//
// The parts: measures.js (what a round times), js-minimax.js (the JavaScript
// it is compared with); here, the rounds and the page.

import { Analysis } from '../web/pkg/abviz_wasm.js';
import { Engine } from '../web/engine/engine.js';
import { jsMinimax, jsMinimaxArray, jsMinimaxTutorial } from './js-minimax.js';
import {
  EMPTY, MEASURES, PARTS, engineAnalyse, initMs, load, modelOnly, reference, treeBytes, views, wasm,
} from './measures.js';

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const round2 = (x) => (x === null || x === undefined ? null : Math.round(x * 100) / 100);

/** Runs every measure; returns plain data (JSON-ready). */
export async function run({ rounds = 9, warmup = 2 } = {}) {
  if (!wasm) await load();
  const ref = reference();
  const engineNames = ['engine_analyse', ...PARTS.map((p) => `engine_${p}`)];
  const names = [...Object.keys(MEASURES), 'wasm_model_only', ...engineNames];
  const runs = Object.fromEntries(names.map((n) => [n, []]));
  const record = (r, name, ms) => {
    if (r === 0) first[name] = round2(ms);
    if (r >= warmup && ms !== null) runs[name].push(round2(ms));
  };
  // The very first run of each measure: cold code (V8's baseline tier) and, for
  // the first analysis, wasm memory growing to its working size.
  const first = {};
  const phaseTimes = [];
  const t0 = performance.now();
  const engine = new Engine(new URL('../web/engine/worker.js', import.meta.url), { onPhase: (p) => phaseTimes.push([p, performance.now()]) });
  await engine.ready;
  const engineReadyMs = performance.now() - t0;
  let transfer = null;
  try {
    for (let r = 0; r < warmup + rounds; r++) {
      for (const [name, m] of Object.entries(MEASURES)) {
        const t1 = performance.now();
        const got = m.run(ref);
        const ms = performance.now() - t1;
        const want = m.expect(ref);
        if (got.join() !== want.join()) throw new Error(`${name}: computed ${got.join(', ')}; the reference analysis says ${want.join(', ')}`);
        record(r, name, ms);
      }
      record(r, 'wasm_model_only', modelOnly(ref));
      const e = await engineAnalyse(engine, ref, phaseTimes);
      record(r, 'engine_analyse', e.total);
      for (const p of PARTS) record(r, `engine_${p}`, e.split[p]);
      transfer = treeBytes(e.tree);
      // Let the page breathe (and a human see progress) between rounds.
      await new Promise((res) => setTimeout(res, 0));
    }
  } finally {
    engine.worker.terminate();
  }
  const medians = Object.fromEntries(names.map((n) => [n, runs[n].length ? round2(median(runs[n])) : null]));

  // Counts and memory, from one more analysis that keeps its model.
  const a = new Analysis({ board: EMPTY });
  const s = a.summary();
  const n = a.model_len();
  const v = views(a);
  let pruned = 0;
  for (const p of v['alphabeta.pruned']) if (p !== 0xffffffff) pruned++;
  const modelBytes = Object.values(v).reduce((sum, view) => sum + view.byteLength, 0);
  const counts = {
    minimax_nodes: s.minimax.nodes, minimax_leaves: s.minimax.leaves, minimax_events: s.minimax.events, minimax_value: s.minimax.value,
    alphabeta_nodes: s.alphabeta.nodes, alphabeta_leaves: s.alphabeta.leaves, alphabeta_events: s.alphabeta.events, alphabeta_value: s.alphabeta.value,
    model_nodes: n, model_slots: a.model_slots(), model_max_depth: a.model_max_depth(), alphabeta_pruned_nodes: pruned,
    trace_bytes: 8 * (a.events_len('minimax') + a.events_len('alphabeta')),
    model_bytes: modelBytes,
    wasm_memory_bytes: wasm.memory.buffer.byteLength,
    engine_result_bytes: transfer.views,
    engine_result_buffer_bytes: transfer.buffers,
    engine_result_arrays: transfer.arrays,
  };
  a.free();

  const ratio = (x, y) => (medians[x] && medians[y] ? round2(medians[x] / medians[y]) : null);
  return {
    rounds,
    warmup,
    wasm_init_ms: round2(initMs),
    engine_ready_ms: round2(engineReadyMs),
    runs,
    medians,
    first_run: first,
    ratios: {
      // How many times faster wasm is than the JS minimax (higher is better).
      js_over_wasm_both_traced: ratio('js_minimax', 'wasm_both_traced'),
      js_over_wasm_minimax_traced: ratio('js_minimax', 'wasm_minimax_traced'),
      js_over_wasm_minimax_untraced: ratio('js_minimax', 'wasm_minimax_untraced'),
      js_array_over_wasm_both_traced: ratio('js_minimax_array', 'wasm_both_traced'),
      js_array_over_wasm_minimax_traced: ratio('js_minimax_array', 'wasm_minimax_traced'),
      js_array_over_wasm_minimax_untraced: ratio('js_minimax_array', 'wasm_minimax_untraced'),
      js_tutorial_over_wasm_both_traced: ratio('js_minimax_tutorial', 'wasm_both_traced'),
      // What recording costs inside wasm.
      wasm_minimax_traced_over_untraced: ratio('wasm_minimax_traced', 'wasm_minimax_untraced'),
      // What the worker adds to the bare search: drawing data, copies, derive, transfer.
      engine_over_wasm_both_traced: ratio('engine_analyse', 'wasm_both_traced'),
    },
    counts,
    user_agent: navigator.userAgent,
  };
}

// ---- the page -------------------------------------------------------------------

export const LABELS = {
  wasm_both_traced: 'wasm: both searches with traces + summary',
  wasm_both_traced_model: 'wasm: the same + model, both timelines, views',
  wasm_model_only: 'wasm: model + both timelines + views alone',
  wasm_minimax_traced: 'wasm: minimax with its trace',
  wasm_minimax_untraced: 'wasm: minimax, no trace (count_only)',
  wasm_both_untraced: 'wasm: both searches, no traces (count_only)',
  floor_write_minimax_trace: 'floor: writing minimax\'s events, 8 bytes each (memset)',
  engine_analyse: 'engine (worker): empty board, request to transferred result',
  engine_until_copy: '  request posted → both searches + model + timelines done',
  engine_copy: '  copying the arrays out of wasm memory',
  engine_derive: '  derive + post + transfer to the page',
  js_minimax: 'JavaScript: minimax, bitmask board, no trace',
  js_minimax_array: 'JavaScript: minimax, array board, no trace',
  js_minimax_tutorial: 'JavaScript: minimax as tutorials write it (context)',
};

function show(res) {
  const body = document.querySelector('#results tbody');
  body.replaceChildren();
  for (const [name, label] of Object.entries(LABELS)) {
    const tr = document.createElement('tr');
    for (const [text, cls] of [[label, ''], [`${res.medians[name]} ms`, 'num'], [res.runs[name].join(', '), '']]) {
      const td = document.createElement('td');
      td.textContent = text;
      if (cls) td.className = cls;
      tr.append(td);
    }
    body.append(tr);
  }
  document.getElementById('results').hidden = false;
  const pre = document.getElementById('json');
  pre.textContent = JSON.stringify({ ratios: res.ratios, counts: res.counts }, null, 2);
  pre.hidden = false;
}

async function main() {
  await load();
  const button = document.getElementById('run');
  const status = document.getElementById('status');
  status.textContent = `wasm ready in ${round2(initMs)} ms`;
  button.disabled = false;
  button.addEventListener('click', async () => {
    button.disabled = true;
    status.textContent = 'running…';
    try {
      const res = await run();
      show(res);
      status.textContent = 'done';
    } catch (e) {
      status.textContent = `failed: ${e.message}`;
      throw e;
    } finally {
      button.disabled = false;
    }
  });
  window.bench = { run, jsMinimax, jsMinimaxArray, jsMinimaxTutorial, median, treeBytes };
  document.body.dataset.ready = 'true';
}

main();
