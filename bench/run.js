// npm run bench, second half (scripts/bench.sh runs criterion first): reads
// criterion's estimates, runs web/bench.html and the page in headless
// Chromium, and prints a table and, last, one JSON object with every figure.
//
// Targets are checked here, not in tests: figures are medians within one
// run, and the speed targets are ratios or generous limits, because the
// machines are small (2 cores) and noisy. A missed target is reported, and
// the exit status stays 0 (the run itself worked).

import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ROOT, start } from '../web/tests/harness.js';

const CRITERION = process.env.CRITERION_HOME
  || path.join(process.env.CARGO_TARGET_DIR || path.join(ROOT, 'target'), 'criterion');
const WASM = path.join(ROOT, 'web/pkg/abviz_wasm_bg.wasm');
const NOT_YET = 'not measured yet';

const r2 = (x) => (x === null || x === undefined ? null : Math.round(x * 100) / 100);
const log = (msg) => process.stderr.write(`\x1b[1m[abviz]\x1b[0m ${msg}\n`);

/** Criterion's estimates for group/bench in ms: {median, mean, low, high} (median's 95 % interval). */
function criterion(group, bench) {
  const file = path.join(CRITERION, group, bench, 'new', 'estimates.json');
  if (!existsSync(file)) return null;
  const e = JSON.parse(readFileSync(file, 'utf8'));
  const ms = (ns) => Math.round(ns / 1e3) / 1e3; // ms to the µs
  return {
    median_ms: ms(e.median.point_estimate),
    mean_ms: ms(e.mean.point_estimate),
    median_low_ms: ms(e.median.confidence_interval.lower_bound),
    median_high_ms: ms(e.median.confidence_interval.upper_bound),
  };
}

function native() {
  const benches = {};
  for (const [group, names] of Object.entries({
    search: ['minimax_untraced', 'minimax_traced', 'minimax_traced_reserved', 'alphabeta_untraced', 'alphabeta_traced', 'both_traced', 'full_tree_size'],
    layout: ['from_trace', 'timeline_minimax', 'timeline_alphabeta', 'model_and_timelines'],
  })) {
    for (const name of names) benches[`${group}/${name}`] = criterion(group, name);
  }
  const m = (k) => benches[k]?.median_ms ?? null;
  const ratio = (a, b) => (m(a) && m(b) ? r2(m(a) / m(b)) : null);
  const factsFile = path.join(CRITERION, 'abviz-facts.json');
  const facts = existsSync(factsFile) ? JSON.parse(readFileSync(factsFile, 'utf8')) : null;
  return {
    benches,
    ratios: {
      minimax_traced_over_untraced: ratio('search/minimax_traced', 'search/minimax_untraced'),
      minimax_traced_reserved_over_untraced: ratio('search/minimax_traced_reserved', 'search/minimax_untraced'),
      alphabeta_traced_over_untraced: ratio('search/alphabeta_traced', 'search/alphabeta_untraced'),
    },
    facts,
  };
}

function wasmSize() {
  const bytes = readFileSync(WASM);
  return { bytes: bytes.length, gzip_bytes: gzipSync(bytes, { level: 9 }).length };
}

/**
 * Frame intervals (ms) while the page plays Move 4 to the end at Speed 10,
 * `plays` times in a row (Play at the end starts again); the max and p95 are
 * over every frame of every play.
 */
export async function move4Frames(h, plays = 3) {
  const { page, errors, context } = await h.open('');
  try {
    await page.locator('#preset-move4').click();
    await page.locator('#speed').fill('10');
    const speed = await page.locator('#speed').inputValue();
    const all = [];
    const perPlay = [];
    let steps = null;
    let playMs = 0;
    for (let i = 0; i < plays; i++) {
      const res = await page.evaluate(() => new Promise((resolve, reject) => {
        const play = document.getElementById('play');
        const frames = [];
        let last = null;
        let t0 = 0;
        function tick(t) {
          if (last === null) {
            // Click inside a frame, so the click's own work lands in a measured interval.
            t0 = performance.now();
            play.click();
          } else {
            frames.push(t - last);
          }
          last = t;
          if (frames.length > 0 && play.getAttribute('aria-pressed') === 'false') {
            resolve({ frames, play_ms: performance.now() - t0, steps: window.abviz?.app?.total ?? null });
          } else if (performance.now() - t0 > 60000) {
            reject(new Error('Move 4 did not finish playing within 60 s'));
          } else {
            requestAnimationFrame(tick);
          }
        }
        requestAnimationFrame(tick);
      }));
      all.push(...res.frames);
      perPlay.push(r2(Math.max(...res.frames)));
      steps = res.steps;
      playMs += res.play_ms;
    }
    const sorted = all.sort((a, b) => a - b);
    const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)];
    return {
      speed: Number(speed),
      plays,
      steps,
      frames: sorted.length,
      play_ms: r2(playMs / plays),
      max_frame_ms: r2(sorted[sorted.length - 1]),
      max_frame_ms_per_play: perPlay,
      p95_frame_ms: r2(p95),
      median_frame_ms: r2(sorted[sorted.length >> 1]),
      page_errors: errors,
    };
  } finally {
    await context.close();
  }
}

// ---- hooks for the canvas view ---------------------------------------------------
// Measured once the page defines window.abviz.canvasReady: a function returning
// a Promise that resolves when the canvas has painted the current tree (a
// Promise-valued property works too, if it is replaced for every new tree).
// Until then these rows print "not measured yet".

/** Empty board on the page: totals, first canvas frame, zoom/pan fps, JS heap. */
export async function emptyBoardPage(h) {
  const { page, errors, context } = await h.open('');
  try {
    const hook = await page.evaluate(() => typeof window.abviz?.canvasReady);
    if (hook === 'undefined') {
      return { measured: false, reason: 'window.abviz.canvasReady is not defined yet' };
    }
    // 1. Totals and the first canvas frame, timed from the click inside the page.
    const first = await page.evaluate(async () => {
      const digits = (sel) => (document.querySelector(sel)?.textContent || '').replace(/\D/g, '');
      const shown = () => digits('#minimax-counts').includes('549946') && digits('#alphabeta-counts').includes('18297');
      let totalsMs = null;
      const t0 = performance.now();
      const seen = () => { if (totalsMs === null && shown()) totalsMs = performance.now() - t0; };
      const obs = new MutationObserver(seen);
      obs.observe(document.body, { subtree: true, childList: true, characterData: true });
      document.getElementById('preset-empty').click();
      seen();
      const ready = window.abviz.canvasReady;
      await (typeof ready === 'function' ? ready() : ready);
      const firstFrameMs = performance.now() - t0;
      // Totals drawn later than the canvas still count, up to 5 s.
      for (let i = 0; totalsMs === null && i < 50; i++) await new Promise((r) => setTimeout(r, 100));
      obs.disconnect();
      return { totalsMs, firstFrameMs };
    });
    // 2. Zoom and pan over the canvas for about 3 s while counting frames.
    const canvas = page.locator('canvas').first();
    const box = (await canvas.count()) ? await canvas.boundingBox() : null;
    let zoomPan = { fps: null, max_frame_ms: null, note: 'no <canvas> on the page' };
    if (box) {
      const cx = box.x + box.width / 2;
      const cy = box.y + box.height / 2;
      await page.mouse.move(cx, cy);
      await page.evaluate(() => {
        const rec = { frames: [], last: null, stop: false, t0: performance.now() };
        window.__abvizBenchFrames = rec;
        const tick = (t) => {
          if (rec.last !== null) rec.frames.push(t - rec.last);
          rec.last = t;
          if (!rec.stop) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      const end = Date.now() + 3000;
      for (let i = 0; Date.now() < end; i++) {
        await page.mouse.wheel(0, i % 4 < 2 ? -240 : 240);
        await page.mouse.down();
        await page.mouse.move(cx + (i % 2 ? 60 : -60), cy + (i % 3 ? 30 : -30), { steps: 6 });
        await page.mouse.up();
        await page.mouse.move(cx, cy);
      }
      const rec = await page.evaluate(() => {
        const r = window.__abvizBenchFrames;
        r.stop = true;
        return { frames: r.frames, ms: performance.now() - r.t0 };
      });
      zoomPan = {
        fps: r2(rec.frames.length / (rec.ms / 1000)),
        max_frame_ms: r2(Math.max(...rec.frames)),
        frames: rec.frames.length,
      };
    }
    // 3. The JS heap after a garbage collection (wasm memory is not in it).
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name) => metrics.find((x) => x.name === name)?.value ?? null;
    return {
      measured: true,
      totals_ms: r2(first.totalsMs),
      first_canvas_frame_ms: r2(first.firstFrameMs),
      zoom_pan_fps: zoomPan.fps,
      zoom_pan_max_frame_ms: zoomPan.max_frame_ms,
      zoom_pan_note: zoomPan.note,
      js_heap_used_mb: r2(metric('JSHeapUsedSize') / 2 ** 20),
      js_heap_total_mb: r2(metric('JSHeapTotalSize') / 2 ** 20),
      page_errors: errors,
    };
  } catch (e) {
    return { measured: false, reason: `failed: ${e.message.split('\n')[0]}` };
  } finally {
    await context.close();
  }
}

// ---- report -------------------------------------------------------------------------

/** Aligned columns; an empty row starts a new section with its own widths. */
function table(rows) {
  const sections = [[]];
  for (const r of rows) {
    if (r.every((c) => !c)) sections.push([]);
    else sections.at(-1).push(r);
  }
  return sections.map((sec) => {
    const widths = [0, 1, 2, 3].map((i) => Math.max(...sec.map((r) => String(r[i] ?? '').length)));
    return sec.map((r) => r.map((c, i) => String(c ?? '').padEnd(widths[i])).join('  ').trimEnd()).join('\n');
  }).join('\n\n');
}

const ms = (x) => (x === null || x === undefined ? '—' : `${x} ms`);
const check = (ok) => (ok === null ? '?' : ok ? 'OK' : 'MISSED');

async function main() {
  const os = await import('node:os');
  const out = {
    machine: {
      cores: os.cpus().length,
      node: process.version,
      // 1-minute load average before criterion and before the browser part.
      load_start: process.env.ABVIZ_BENCH_LOAD_START ?? null,
      load_browser: r2(os.loadavg()[0]),
    },
  };
  out.native = native();
  out.wasm_size = wasmSize();

  log('web/bench.html: wasm vs JavaScript on the empty board');
  const h = await start();
  try {
    const bench = await h.open('web/bench.html');
    out.browser = await bench.page.evaluate(() => window.bench.run({ rounds: 9, warmup: 2 }));
    out.browser.page_errors = bench.errors;
    out.machine.browser = h.browser.version();
    await bench.context.close();
    log('index.html: Move 4 at Speed 10, frame times');
    out.move4_play = await move4Frames(h);
    log('index.html: empty board on the canvas (hooks)');
    out.empty_board_page = await emptyBoardPage(h);
  } finally {
    await h.close();
  }

  const n = out.native;
  const b = out.browser;
  const nb = (k) => n.benches[k]?.median_ms ?? null;
  const p = out.empty_board_page;
  const targets = [];
  const target = (name, value, limit, ok, unit = '') => targets.push({ name, value, target: limit, ok, unit });
  const le = (v, lim) => (v === null || v === undefined ? null : v <= lim);
  const ge = (v, lim) => (v === null || v === undefined ? null : v >= lim);
  target('native minimax traced via Problem::trace (as the page and CLI record it) / untraced', n.ratios.minimax_traced_over_untraced, '≤ 2×', le(n.ratios.minimax_traced_over_untraced, 2), '×');
  target('native minimax traced through the Sink into a reserved Trace / untraced', n.ratios.minimax_traced_reserved_over_untraced, '≤ 2×', le(n.ratios.minimax_traced_reserved_over_untraced, 2), '×');
  target('wasm: empty board, both searches + traces + summary', b.medians.wasm_both_traced, '≤ 60 ms', le(b.medians.wasm_both_traced, 60), ' ms');
  target('wasm: the same + model and both timelines', b.medians.wasm_both_traced_model, '≤ 60 ms', le(b.medians.wasm_both_traced_model, 60), ' ms');
  // The issue's targets only; the alpha-beta tracing ratio, the minimax-only
  // ratios and the other JavaScript baselines (the tutorial shape, and our
  // bitmask kernel ported to JS) are context, in the tables above.
  target('plain JS minimax (array board) / wasm both searches with traces', b.ratios.js_array_over_wasm_both_traced, '≥ 5×', ge(b.ratios.js_array_over_wasm_both_traced, 5), '×');
  target('bytes per trace event', n.facts?.bytes_per_event ?? null, '≤ 16 B', le(n.facts?.bytes_per_event, 16), ' B');
  target('Move 4 at Speed 10: slowest frame of all plays', out.move4_play.max_frame_ms, '≤ 50 ms', le(out.move4_play.max_frame_ms, 50), ' ms');
  target('wasm file size', out.wasm_size.bytes, '< 250 KB', out.wasm_size.bytes < 250 * 1024, ' B');
  if (p.measured) {
    target('empty board: totals shown after the click', p.totals_ms, '≤ 200 ms', le(p.totals_ms, 200), ' ms');
    target('empty board: first canvas frame after the click', p.first_canvas_frame_ms, '≤ 1500 ms', le(p.first_canvas_frame_ms, 1500), ' ms');
    target('empty board: zoom/pan frame rate', p.zoom_pan_fps, '≥ 50 fps', ge(p.zoom_pan_fps, 50), ' fps');
    target('empty board: JS heap after GC', p.js_heap_used_mb, '< 200 MB', p.js_heap_used_mb === null ? null : p.js_heap_used_mb < 200, ' MB');
  } else {
    for (const name of ['empty board: totals shown after the click', 'empty board: first canvas frame after the click',
      'empty board: zoom/pan frame rate', 'empty board: JS heap after GC']) {
      targets.push({ name, value: null, target: { 'empty board: totals shown after the click': '≤ 200 ms', 'empty board: first canvas frame after the click': '≤ 1500 ms', 'empty board: zoom/pan frame rate': '≥ 50 fps', 'empty board: JS heap after GC': '< 200 MB' }[name], ok: null, note: `${NOT_YET} (${p.reason})` });
    }
  }
  out.targets = targets;

  const f = n.facts || {};
  const rows = [
    ['NATIVE (criterion, empty board)', 'median', 'note', ''],
    ['minimax, untraced (NullSink)', ms(nb('search/minimax_untraced')), `${f.minimax_nodes ?? '?'} nodes`],
    ['minimax, traced via Problem::trace', ms(nb('search/minimax_traced')), `${n.ratios.minimax_traced_over_untraced}× untraced (packed events written straight into the trace)`],
    ['minimax, traced through the Sink', ms(nb('search/minimax_traced_reserved')), `${n.ratios.minimax_traced_reserved_over_untraced}× untraced (a reserved Trace as sink; full_tree_size timed in)`],
    ['alpha-beta, untraced', ms(nb('search/alphabeta_untraced')), `${f.alphabeta_nodes ?? '?'} nodes`],
    ['alpha-beta, traced', ms(nb('search/alphabeta_traced')), `${n.ratios.alphabeta_traced_over_untraced}× untraced`],
    ['both searches traced (Problem::traces)', ms(nb('search/both_traced')), 'as the page and the CLI record them'],
    ['full_tree_size (the oracle alone)', ms(nb('search/full_tree_size')), 'memoised full-tree solve'],
    ['TreeModel::from_trace', ms(nb('layout/from_trace')), `${f.minimax_events ?? '?'} events → ${f.model_nodes ?? '?'} nodes`],
    ['timeline (minimax trace)', ms(nb('layout/timeline_minimax')), ''],
    ['timeline (alpha-beta trace)', ms(nb('layout/timeline_alphabeta')), `${f.alphabeta_events ?? '?'} events`],
    ['model + both timelines', ms(nb('layout/model_and_timelines')), ''],
    ['bytes per event', `${f.bytes_per_event ?? '?'} B`, `traces ${(((f.bytes_per_event || 0) * ((f.minimax_events || 0) + (f.alphabeta_events || 0))) / 2 ** 20).toFixed(1)} MiB`],
    ['model / each timeline', `${((f.model_bytes || 0) / 2 ** 20).toFixed(1)} MiB`, `${((f.timeline_bytes_each || 0) / 2 ** 20).toFixed(1)} MiB each`],
    ['', '', ''],
    [`WASM in ${out.machine.browser} (median of ${b.rounds})`, 'median', 'runs (ms)'],
    ['wasm init (fetch + compile + instantiate)', ms(b.wasm_init_ms), ''],
    ['both searches + traces + summary', ms(b.medians.wasm_both_traced), b.runs.wasm_both_traced.join(' ')],
    ['  its very first (cold) run in the page', ms(b.first_run.wasm_both_traced), 'baseline-tier code, wasm memory growing'],
    ['the same + model + timelines + views', ms(b.medians.wasm_both_traced_model), b.runs.wasm_both_traced_model.join(' ')],
    ['model + timelines + views alone', ms(b.medians.wasm_model_only), b.runs.wasm_model_only.join(' ')],
    ['minimax with trace', ms(b.medians.wasm_minimax_traced), b.runs.wasm_minimax_traced.join(' ')],
    ['minimax, no trace (count_only)', ms(b.medians.wasm_minimax_untraced), b.runs.wasm_minimax_untraced.join(' ')],
    ['both searches, no traces (count_only)', ms(b.medians.wasm_both_untraced), b.runs.wasm_both_untraced.join(' ')],
    ['floor: writing minimax\'s 10.8 MB of events (memset)', ms(b.medians.floor_write_minimax_trace), `recording costs ${r2(b.medians.wasm_minimax_traced - b.medians.wasm_minimax_untraced)} ms in wasm`],
    ['plain JavaScript minimax, bitmask board', ms(b.medians.js_minimax), b.runs.js_minimax.join(' ')],
    ['plain JavaScript minimax, array board', ms(b.medians.js_minimax_array), b.runs.js_minimax_array.join(' ')],
    ['JavaScript minimax as tutorials write it (context)', ms(b.medians.js_minimax_tutorial), b.runs.js_minimax_tutorial.join(' ')],
    ['JS (bitmask) / wasm: both+traces; minimax+trace, minimax', `${b.ratios.js_over_wasm_both_traced}×`, `${b.ratios.js_over_wasm_minimax_traced}×, ${b.ratios.js_over_wasm_minimax_untraced}× (above 1: wasm faster)`],
    ['JS (array) / wasm: both+traces; minimax+trace, minimax', `${b.ratios.js_array_over_wasm_both_traced}×`, `${b.ratios.js_array_over_wasm_minimax_traced}×, ${b.ratios.js_array_over_wasm_minimax_untraced}×`],
    ['JS (tutorial) / wasm: both+traces', `${b.ratios.js_tutorial_over_wasm_both_traced}×`, 'context only: the target uses the array board'],
    ['wasm memory after one analysis + model', `${(b.counts.wasm_memory_bytes / 2 ** 20).toFixed(1)} MiB`, `traces ${(b.counts.trace_bytes / 2 ** 20).toFixed(1)} MiB, model views ${(b.counts.model_bytes / 2 ** 20).toFixed(1)} MiB`],
    ['wasm file', `${out.wasm_size.bytes} B`, `${out.wasm_size.gzip_bytes} B gzipped (-9)`],
    ['', '', ''],
    ['PAGE (index.html)', 'value', 'note'],
    [`Move 4, Speed 10, ${out.move4_play.plays} plays: slowest frame`, ms(out.move4_play.max_frame_ms), `per play ${out.move4_play.max_frame_ms_per_play.join(', ')} ms; p95 ${out.move4_play.p95_frame_ms} ms, median ${out.move4_play.median_frame_ms} ms over ${out.move4_play.frames} frames; ${out.move4_play.steps ?? '?'} steps in ${out.move4_play.play_ms} ms a play`],
    ['empty board: totals after click', p.measured ? ms(p.totals_ms) : NOT_YET, p.measured ? '' : p.reason],
    ['empty board: first canvas frame', p.measured ? ms(p.first_canvas_frame_ms) : NOT_YET, ''],
    ['empty board: zoom/pan', p.measured ? `${p.zoom_pan_fps} fps` : NOT_YET, p.measured ? `max frame ${p.zoom_pan_max_frame_ms} ms${p.zoom_pan_note ? `; ${p.zoom_pan_note}` : ''}` : ''],
    ['empty board: JS heap after GC', p.measured ? `${p.js_heap_used_mb} MB` : NOT_YET, ''],
    ['', '', ''],
    ['TARGETS', 'value', 'target', 'result'],
    ...targets.map((t) => [t.name, t.value === null ? '—' : `${t.value}${t.unit || ''}`, t.target, t.ok === null ? (t.note || '?') : check(t.ok)]),
  ];
  console.log(`abviz benchmarks: ${out.machine.cores} cores, load average ${out.machine.load_start ?? '?'} before criterion, ${out.machine.load_browser} before the browser part (other work on the machine skews every figure; ratios within one run are the robust ones)\n`);
  console.log(table(rows));
  const missed = targets.filter((t) => t.ok === false).length;
  console.log(`\n${targets.filter((t) => t.ok).length} targets met, ${missed} missed, ${targets.filter((t) => t.ok === null).length} not measured`);
  console.log(JSON.stringify(out));
}

// Run when executed (node scripts/bench.js); importing only exposes the parts.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
