// The report of a bench/run.js run: each figure against its target, the table, and last one JSON object with every figure.

import { FLAT_LEAVES } from './page.js';
import { mib, ms, r2, table, tasksText } from './format.js';

/** Prints the report of `out` (every figure of the run) and adds its targets to it. */
export function report(out) {
  const n = out.native;
  const b = out.browser;
  const p = out.empty_board_page;
  const pl = p.play_top_speed;
  const flat = out.flat_tree_page;
  const sz = out.sizes;
  const mv = out.move4_play;

  const targets = [];
  const le = (v, lim) => (v === null || v === undefined ? null : v <= lim);
  const ge = (v, lim) => (v === null || v === undefined ? null : v >= lim);
  const target = (name, value, unit, limit, ok) => targets.push({ name, value, unit, target: limit, ok });
  if (n) {
    target('native: minimax traced via Problem::trace / untraced', n.ratios.minimax_traced_over_untraced, '×', '≤ 2×', le(n.ratios.minimax_traced_over_untraced, 2));
    target('native: minimax traced through the Sink / untraced', n.ratios.minimax_traced_reserved_over_untraced, '×', '≤ 2×', le(n.ratios.minimax_traced_reserved_over_untraced, 2));
    target('bytes per trace event', n.facts.bytes_per_event, ' B', '≤ 16 B', le(n.facts.bytes_per_event, 16));
  }
  target('wasm: empty board, both searches + traces + summary', b.medians.wasm_both_traced, ' ms', '≤ 60 ms', le(b.medians.wasm_both_traced, 60));
  target('wasm: the same + model and both timelines', b.medians.wasm_both_traced_model, ' ms', '≤ 60 ms', le(b.medians.wasm_both_traced_model, 60));
  target('plain JS minimax (array board) / wasm both searches + traces', b.ratios.js_array_over_wasm_both_traced, '×', '≥ 5×', ge(b.ratios.js_array_over_wasm_both_traced, 5));
  target('the first view\'s wasm module', sz.first_wasm_bytes, ' B', '≤ 300,000 B', le(sz.first_wasm_bytes, 300000));
  target('page, Empty board: totals shown after the click', p.totals_ms, ' ms', '≤ 200 ms', le(p.totals_ms, 200));
  target('page, Empty board: first canvas frame after the click', p.first_canvas_frame_ms, ' ms', '≤ 1500 ms', le(p.first_canvas_frame_ms, 1500));
  target('page, Empty board: longest main-thread task (click to drawn + settle)', p.long_tasks.max_ms, ' ms', '≤ 50 ms', le(p.long_tasks.max_ms, 50));
  target('page, Empty board: zoom/pan frame rate', p.zoom_pan.fps, ' fps', '≥ 50 fps', ge(p.zoom_pan.fps, 50));
  target('page, Empty board: JS heap + ArrayBuffers after GC', p.heap.used_plus_buffers_mb, ' MB', '< 200 MB', p.heap.used_plus_buffers_mb === null ? null : p.heap.used_plus_buffers_mb < 200);
  target('page, Empty board played at top speed: median frame rate', pl.median_fps, ' fps', '≥ 30 fps', ge(pl.median_fps, 30));
  target('page, Empty board played at top speed: slowest frame', pl.max_frame_ms, ' ms', '≤ 100 ms', le(pl.max_frame_ms, 100));
  target('page, Move 4 at Speed 10: slowest frame of all plays', mv.max_frame_ms, ' ms', '≤ 50 ms', le(mv.max_frame_ms, 50));
  target(`page, ${FLAT_LEAVES + 1}-node flat tree file: longest main-thread task`, flat.long_tasks.max_ms, ' ms', '≤ 50 ms', le(flat.long_tasks.max_ms, 50));
  const pac = out.pacman;
  if (pac) {
    const run = pac.trapped_classic.alphabeta;
    target(`native: ${run.games} trappedClassic games at depth 3 (alpha-beta)`, run.ms, ' ms', '< 10000 ms', run.ms < 10000);
    target('native: minimaxClassic depth 4 nodes, minimax / alpha-beta', `${pac.minimax_classic.minimax.nodes} / ${pac.minimax_classic.alphabeta.nodes}`, '', '5917 / 1316',
      pac.minimax_classic.minimax.nodes === 5917 && pac.minimax_classic.alphabeta.nodes === 1316);
  }
  const c4p = out.connect4_page;
  target('page, Connect Four depth 7 (960,793 nodes): first canvas frame after the change', c4p.first_canvas_frame_ms, ' ms', '< 2000 ms', c4p.first_canvas_frame_ms < 2000);
  target('page, Connect Four depth 7: longest main-thread task', c4p.long_tasks.max_ms, ' ms', '≤ 50 ms', le(c4p.long_tasks.max_ms, 50));
  target('page, Connect Four depth 7: zoom/pan frame rate', c4p.zoom_pan.fps, ' fps', '≥ 50 fps', ge(c4p.zoom_pan.fps, 50));
  target('engine, Connect Four depth 7: wasm memory', c4p.wasm_memory.wasm_memory_bytes, ' B', '< 150 MB', c4p.wasm_memory.wasm_memory_bytes < 150e6);
  out.targets = targets;

  const rows = [];
  if (n) {
    const f = n.facts;
    const nb = (k) => ms(n.benches[k]?.median_ms);
    rows.push(
      [`NATIVE (criterion, empty board; written ${n.written})`, 'median', 'note'],
      ['minimax, untraced (NullSink)', nb('search/minimax_untraced'), `${f.minimax_nodes} nodes`],
      ['minimax, traced via Problem::trace', nb('search/minimax_traced'), `${n.ratios.minimax_traced_over_untraced}× untraced`],
      ['minimax, traced through the Sink', nb('search/minimax_traced_reserved'), `${n.ratios.minimax_traced_reserved_over_untraced}× untraced (a reserved Trace; full_tree_size timed in)`],
      ['alpha-beta, untraced', nb('search/alphabeta_untraced'), `${f.alphabeta_nodes} nodes`],
      ['alpha-beta, traced', nb('search/alphabeta_traced'), `${n.ratios.alphabeta_traced_over_untraced}× untraced`],
      ['both searches traced (Problem::traces)', nb('search/both_traced'), 'as the page and the CLI record them'],
      ['full_tree_size (the oracle alone)', nb('search/full_tree_size'), 'memoised full-tree solve'],
      ['TreeModel::from_trace', nb('layout/from_trace'), `${f.minimax_events} events → ${f.model_nodes} nodes`],
      ['timeline (minimax trace)', nb('layout/timeline_minimax'), ''],
      ['timeline (alpha-beta trace)', nb('layout/timeline_alphabeta'), `${f.alphabeta_events} events`],
      ['model + both timelines', nb('layout/model_and_timelines'), ''],
      ['bytes per event', `${f.bytes_per_event} B`, `traces ${mib(f.bytes_per_event * (f.minimax_events + f.alphabeta_events))}`],
      ['model / each timeline', mib(f.model_bytes), `${mib(f.timeline_bytes_each)} each`],
      ['MCTS, tic-tac-toe, 1,000 iterations', nb('mcts/tictactoe_1000'), `${n.mcts_per_second.tictactoe_1000} iterations/s; traced ${n.ratios.mcts_tictactoe_traced_over_untraced}×`],
      ['MCTS, Connect Four 7×6, 1,000 iterations', nb('mcts/connect4_1000'), `${n.mcts_per_second.connect4_1000} iterations/s; traced ${n.ratios.mcts_connect4_traced_over_untraced}×`],
      ['', '', ''],
    );
  }
  if (out.connect4) {
    const { native: c, wasm: w } = out.connect4;
    const base = c.ladder[0];
    rows.push(
      [`CONNECT FOUR, depth ${c.depth}`, 'enhancements', 'total nodes', 'nodes/position', 'native', '× alpha-beta (nodes, time)', 'wasm (Node)', 'wasm/native'],
      ...c.ladder.map((r, i) => [
        r.name, `${r.algorithm}${r.enhance ? ` ${r.enhance}` : ''}`, r.total_nodes, r2(r.mean_nodes), ms(r.total_ms),
        `${r2(r.total_nodes / base.total_nodes)}, ${r2(r.total_ms / base.total_ms)}`, ms(w.ladder[i].total_ms), `${w.ladder[i].over_native}×`,
      ]),
      ['whole ladder', '', '', '', ms(r2(c.ladder.reduce((a, r) => a + r.total_ms, 0))), '', ms(r2(w.ladder_ms)), `${w.over_native.ladder}×`],
      [`solve (exact, table ${c.solve.tt_size} slots)`, `${c.solve.count} positions`, '', '', ms(c.solve.total_ms), `${r2(c.solve.per_s)} solved/s, slowest ${c.solve.max_ms} ms`, ms(w.solve.total_ms), `${w.over_native.solve}× (${w.solve.per_s} solved/s, slowest ${w.solve.max_ms} ms)`],
      ['', '', ''],
      [`  the ${c.positions.length} positions of ${c.positions_file} (seed ${c.seed}), ${c.scoring} scoring, natural order, table ${c.tt_size} slots; times are sums of each position's least of ${c.rounds} round(s); every rung found plain alpha-beta's value everywhere, wasm the native nodes and values`],
      [`  1-min load average: native ${c.load_start}–${c.load_end}, wasm ${w.load_start}–${w.load_end}; native figures written ${c.written}`],
      ['', '', ''],
    );
  }
  if (out.pacman) {
    const { minimax_classic: mc, small_classic: sc, trapped_classic: tc } = out.pacman;
    const game = (r) => `${r.wins} wins, ${r.losses} losses, ${r.timeouts} timeouts; mean score ${r.mean_score}; ${r.nodes} nodes`;
    rows.push(
      [`PACMAN (native, least of ${out.pacman.rounds} round(s); written ${out.pacman.written})`, 'time', 'note'],
      ['minimaxClassic depth 4, minimax', ms(mc.minimax.ms), `${mc.minimax.nodes} nodes, value ${mc.minimax.value}`],
      ['minimaxClassic depth 4, alpha-beta (strict)', ms(mc.alphabeta.ms), `${mc.alphabeta.nodes} nodes`],
      ['minimaxClassic depth 4, both traced', ms(mc.both_traced_ms), 'Problem::traces, as the page and the CLI record them'],
      ['smallClassic depth 3, alpha-beta', ms(sc.alphabeta.ms), `${sc.alphabeta.nodes} nodes; traced ${ms(sc.traced_ms)}`],
      [`trappedClassic, ${tc.games} games at depth ${tc.depth}, alpha-beta`, ms(tc.alphabeta.ms), game(tc.alphabeta)],
      [`trappedClassic, ${tc.games} games at depth ${tc.depth}, expectimax`, ms(tc.expectimax.ms), game(tc.expectimax)],
      ['', '', ''],
    );
  }
  const run = (k) => b.runs[k].join(' ');
  rows.push(
    [`WASM in Chromium ${out.machine.browser} (median of ${b.rounds} after ${b.warmup})`, 'median', 'runs (ms)'],
    ['wasm init (fetch + compile + instantiate)', ms(b.wasm_init_ms), ''],
    ['both searches + traces + summary', ms(b.medians.wasm_both_traced), run('wasm_both_traced')],
    ['  its very first (cold) run in the page', ms(b.first_run.wasm_both_traced), 'baseline-tier code, wasm memory growing'],
    ['the same + model + timelines + views', ms(b.medians.wasm_both_traced_model), run('wasm_both_traced_model')],
    ['model + timelines + views alone', ms(b.medians.wasm_model_only), run('wasm_model_only')],
    ['minimax with trace', ms(b.medians.wasm_minimax_traced), run('wasm_minimax_traced')],
    ['minimax, no trace (count_only)', ms(b.medians.wasm_minimax_untraced), run('wasm_minimax_untraced')],
    ['both searches, no traces (count_only)', ms(b.medians.wasm_both_untraced), run('wasm_both_untraced')],
    [`floor: writing minimax's ${b.counts.minimax_events} events (memset)`, ms(b.medians.floor_write_minimax_trace), `recording costs ${r2(b.medians.wasm_minimax_traced - b.medians.wasm_minimax_untraced)} ms in wasm`],
    ['engine (web/engine/worker.js): empty board, request → result', ms(b.medians.engine_analyse), run('engine_analyse')],
    ['  request → searches + model + timelines done', ms(b.medians.engine_until_copy), `${run('engine_until_copy')} (split at the worker's phase messages)`],
    ['  copy out of wasm memory', ms(b.medians.engine_copy), run('engine_copy')],
    ['  derive + post + transfer', ms(b.medians.engine_derive), run('engine_derive')],
    ['  its very first (cold) run', ms(b.first_run.engine_analyse), 'a fresh worker: wasm memory growing, cold code (as on the page\'s first click)'],
    ['  the worker starting (module + wasm)', ms(b.engine_ready_ms), 'once'],
    ['plain JavaScript minimax, bitmask board', ms(b.medians.js_minimax), run('js_minimax')],
    ['plain JavaScript minimax, array board', ms(b.medians.js_minimax_array), run('js_minimax_array')],
    ['JavaScript minimax as tutorials write it (context)', ms(b.medians.js_minimax_tutorial), run('js_minimax_tutorial')],
    ['JS (bitmask) / wasm: both+traces; minimax+trace, minimax', `${b.ratios.js_over_wasm_both_traced}×`, `${b.ratios.js_over_wasm_minimax_traced}×, ${b.ratios.js_over_wasm_minimax_untraced}× (above 1: wasm faster)`],
    ['JS (array) / wasm: both+traces; minimax+trace, minimax', `${b.ratios.js_array_over_wasm_both_traced}×`, `${b.ratios.js_array_over_wasm_minimax_traced}×, ${b.ratios.js_array_over_wasm_minimax_untraced}×`],
    ['JS (tutorial) / wasm: both+traces', `${b.ratios.js_tutorial_over_wasm_both_traced}×`, 'context only: the target uses the array board'],
    ['counts (engine summary)', `${b.counts.minimax_nodes} / ${b.counts.alphabeta_nodes}`, `minimax / alpha-beta nodes; ${b.counts.minimax_events} / ${b.counts.alphabeta_events} events; value ${b.counts.minimax_value}`],
    ['wasm memory after one analysis + model', mib(b.counts.wasm_memory_bytes), `traces ${mib(b.counts.trace_bytes)}, model views ${mib(b.counts.model_bytes)}`],
    ['', '', ''],
    ['PAGE (dist/, 1280×720)', 'value', 'note'],
    ['Empty board: totals shown after the click', ms(p.totals_ms), `${b.counts.minimax_nodes} / ${b.counts.alphabeta_nodes} in #minimax-total / #alphabeta-total; the page's first empty board (its worker is cold)`],
    ['Empty board: first canvas frame after the click', ms(p.first_canvas_frame_ms), 'both canvas views painted the new tree'],
    ['Empty board: long tasks, click → drawn + settle', `${p.long_tasks.max_ms} ms`, tasksText(p.long_tasks)],
    ['Empty board: worker result (typed arrays in app.tree)', mib(p.worker_result_bytes), `${p.worker_result_bytes} B in ${p.worker_result_arrays} arrays, transferred, not copied`],
    ['Empty board: zoom/pan over the whole tree', `${p.zoom_pan.fps} fps`, `slowest frame ${p.zoom_pan.max_frame_ms} ms, p95 ${p.zoom_pan.p95_frame_ms} ms; the view drew ${p.zoom_pan.render_fps} times a second`],
    ['Empty board: JS heap + ArrayBuffers after GC', `${p.heap.used_plus_buffers_mb} MB`, `heap ${p.heap.js_heap_used_mb} MB, ArrayBuffers ${p.heap.array_buffers_mb} MB`],
    [`Empty board played at top speed (${pl.speed_label}), ${r2(pl.secs)} s`, `${pl.median_fps} fps`, `median; slowest frame ${pl.max_frame_ms} ms, p95 ${pl.p95_frame_ms} ms, ${pl.frames} frames (${pl.frames_over_100ms} over 100 ms; slowest: frame ${pl.slowest_frame.index}, from step ${pl.slowest_frame.step_before}), ${pl.steps_per_s} steps/s, ${pl.restarts} restart(s); ${tasksText(pl.long_tasks)}`],
    [`Move 4 at Speed 10 (${mv.speed_label}), ${mv.plays} play(s): slowest frame`, ms(mv.max_frame_ms), `per play ${mv.max_frame_ms_per_play.join(', ')} ms (frame ${mv.slowest_frame_index_per_play.join(', ')}); p95 ${mv.p95_frame_ms} ms, median ${mv.median_frame_ms} ms over ${mv.frames} frames; ${mv.steps} steps in ${mv.play_ms} ms a play`],
    [`${flat.nodes}-node flat tree file (${mib(flat.file_bytes)}): totals shown`, ms(flat.totals_ms), 'from the file input\'s change event'],
    ['  its first canvas frame', ms(flat.first_canvas_frame_ms), ''],
    ['  long tasks, change → drawn + settle', `${flat.long_tasks.max_ms} ms`, tasksText(flat.long_tasks)],
    ['  worker result; JS heap + ArrayBuffers after GC', mib(flat.worker_result_bytes), `${flat.heap.used_plus_buffers_mb} MB (heap ${flat.heap.js_heap_used_mb} MB)`],
    [`Connect Four, empty 7×6 board, depth 6 → 7 (${out.connect4_page.nodes} nodes): totals shown`, ms(out.connect4_page.totals_ms), `alpha-beta with id,tt,killer,history: ${out.connect4_page.alphabeta_nodes} nodes`],
    ['  its first canvas frame', ms(out.connect4_page.first_canvas_frame_ms), 'from the depth box\'s change event'],
    ['  long tasks, change → drawn + settle', `${out.connect4_page.long_tasks.max_ms} ms`, tasksText(out.connect4_page.long_tasks)],
    ['  zoom/pan over the whole tree', `${out.connect4_page.zoom_pan.fps} fps`, `slowest frame ${out.connect4_page.zoom_pan.max_frame_ms} ms, p95 ${out.connect4_page.zoom_pan.p95_frame_ms} ms`],
    ['  engine wasm memory (Node, same module)', mib(out.connect4_page.wasm_memory.wasm_memory_bytes), `JS heap + ArrayBuffers after GC ${out.connect4_page.heap.used_plus_buffers_mb} MB`],
    ['', '', ''],
    ['SIZES (dist/)', 'bytes', 'gzip -9'],
    ...Object.entries(sz.files).map(([f, s]) => [f, s.bytes, s.gzip_bytes]),
    ['web/**/*.js', sz.js_bytes, sz.js_gzip_bytes],
    [`dist/ (${sz.dist_files} files)`, sz.dist_bytes, sz.dist_gzip_bytes],
    ['', '', ''],
    ['TARGETS', 'value', 'target', 'result'],
    ...targets.map((t) => [t.name, t.value === null ? '—' : `${t.value}${t.unit}`, t.target, t.ok === null ? '?' : t.ok ? 'OK' : 'MISSED']),
  );
  const m = out.machine;
  console.log(`abviz benchmarks (${out.mode}): ${m.cores} cores, 1-min load average ${m.load_start ?? '?'} before criterion, ${m.load_browser} before the browser part, ${m.load_end} after it (other work on the machine skews every figure; ratios within one run are the robust ones)\n`);
  console.log(table(rows));
  const missed = targets.filter((t) => t.ok === false);
  console.log(`\n${targets.filter((t) => t.ok).length} targets met, ${missed.length} missed${missed.length ? `: ${missed.map((t) => t.name).join('; ')}` : ''}`);
  console.log(JSON.stringify(out));
}
