// npm run bench, second half (scripts/bench.sh runs criterion and builds the
// wasm and dist/ first): reads criterion's estimates, runs bench/bench.html
// (served from the repository root: it is not shipped) and the real page
// (served from dist/) in headless Chromium, repeats the native Connect Four
// ladder and solves (crates/core/benches/connect4.rs) in wasm in Node
// (bench/connect4.js), and prints a table with every figure and its target
// and, last, one JSON object with every figure.
//
//   node bench/run.js            the full run (9 rounds, 3 plays, 5 s of play…)
//   node bench/run.js --quick    a smoke run: fewer rounds and shorter timings
//
// Every figure is measured in this run: counts come from the engine's
// summary, ratios compare runs made in the same rounds. Targets are checked
// here, not in tests, because the machines are small (2 cores) and noisy:
// a missed target is reported and the exit status stays 0 (the run itself
// worked); a wrong answer or a page error fails the run.

import { readFileSync, existsSync, readdirSync, statSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ROOT, DIST, CHROMIUM_ARGS, serve } from '../tests/browser/harness.js';
import { nativeConnect4, wasmConnect4, wasmMemoryDepth7 } from './connect4.js';

const CRITERION = process.env.CRITERION_HOME
  || path.join(process.env.CARGO_TARGET_DIR || path.join(ROOT, 'target'), 'criterion');
/** The native Connect Four figures (scripts/bench.sh sets ABVIZ_C4_OUT). */
const C4_NATIVE = process.env.ABVIZ_C4_OUT || path.join(CRITERION, 'abviz-connect4.json');
/** The native Pacman figures (crates/core/benches/pacman.rs; scripts/bench.sh sets ABVIZ_PACMAN_OUT). */
const PACMAN_NATIVE = process.env.ABVIZ_PACMAN_OUT || path.join(CRITERION, 'abviz-pacman.json');

/** How long each part runs: the full run, or --quick for a smoke run. */
export const FULL = { rounds: 9, warmup: 2, move4Plays: 3, zoomPanMs: 3000, playMs: 5000, settleMs: 1000 };
export const QUICK = { rounds: 3, warmup: 1, move4Plays: 1, zoomPanMs: 1000, playMs: 2000, settleMs: 500 };
/** Leaves of the flat textbook tree loaded from a file: with its root, the parser's limit of 1,000,000 nodes. */
export const FLAT_LEAVES = 999999;

const r2 = (x) => (x === null || x === undefined || Number.isNaN(x) ? null : Math.round(x * 100) / 100);
const log = (msg) => process.stderr.write(`\x1b[1m[abviz]\x1b[0m ${msg}\n`);
const load1 = () => r2(os.loadavg()[0]);

// ---- native (criterion) --------------------------------------------------------------

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

/** Criterion's figures, or null when this run has none (bench/run.js alone, without scripts/bench.sh). */
function native() {
  const benches = {};
  for (const [group, names] of Object.entries({
    search: ['minimax_untraced', 'minimax_traced', 'minimax_traced_reserved', 'alphabeta_untraced', 'alphabeta_traced', 'both_traced', 'full_tree_size'],
    layout: ['from_trace', 'timeline_minimax', 'timeline_alphabeta', 'model_and_timelines'],
  })) {
    for (const name of names) {
      const b = criterion(group, name);
      if (b) benches[`${group}/${name}`] = b;
    }
  }
  const factsFile = path.join(CRITERION, 'abviz-facts.json');
  const facts = existsSync(factsFile) ? JSON.parse(readFileSync(factsFile, 'utf8')) : null;
  if (!Object.keys(benches).length || !facts) return null;
  const m = (k) => benches[k]?.median_ms ?? null;
  const ratio = (a, b) => (m(a) && m(b) ? r2(m(a) / m(b)) : null);
  return {
    // When criterion wrote them: scripts/bench.sh deletes old ones first, so they are this run's.
    written: statSync(factsFile).mtime.toISOString(),
    benches,
    ratios: {
      minimax_traced_over_untraced: ratio('search/minimax_traced', 'search/minimax_untraced'),
      minimax_traced_reserved_over_untraced: ratio('search/minimax_traced_reserved', 'search/minimax_untraced'),
      alphabeta_traced_over_untraced: ratio('search/alphabeta_traced', 'search/alphabeta_untraced'),
    },
    facts,
  };
}

// ---- sizes ------------------------------------------------------------------------------

const gz = (buf) => gzipSync(buf, { level: 9 }).length;

/** Every regular file under `dir`, as paths relative to it, sorted. */
function filesUnder(dir, rel = '') {
  const out = [];
  for (const name of readdirSync(path.join(dir, rel)).sort()) {
    const p = path.join(rel, name);
    const st = statSync(path.join(dir, p));
    if (st.isDirectory()) out.push(...filesUnder(dir, p)); else if (st.isFile()) out.push(p);
  }
  return out;
}

/** Bytes of each file in dist/web/ and of dist/ as a whole, raw and gzip -9 (file by file, as a server would send them). */
function distSizes() {
  const files = {};
  let bytes = 0, gzip = 0, count = 0;
  for (const rel of filesUnder(DIST)) {
    const buf = readFileSync(path.join(DIST, rel));
    const g = gz(buf);
    bytes += buf.length;
    gzip += g;
    count++;
    if (rel.startsWith(`web${path.sep}`)) files[rel.split(path.sep).join('/')] = { bytes: buf.length, gzip_bytes: g };
  }
  const wasm = files['web/pkg/abviz_wasm_bg.wasm'];
  if (!wasm) throw new Error('dist/web/pkg/abviz_wasm_bg.wasm is missing: run build_wasm and build_dist (scripts/lib.sh) first');
  const js = Object.entries(files).filter(([f]) => f.endsWith('.js'));
  return {
    files,
    js_bytes: js.reduce((s, [, f]) => s + f.bytes, 0),
    js_gzip_bytes: js.reduce((s, [, f]) => s + f.gzip_bytes, 0),
    dist_files: count,
    dist_bytes: bytes,
    dist_gzip_bytes: gzip,
    wasm_bytes: wasm.bytes,
    wasm_gzip_bytes: wasm.gzip_bytes,
  };
}

// ---- the browser ----------------------------------------------------------------------------

/** A fresh 1280×720 page at `url`, once body[data-ready="true"]; errors are collected. */
async function open(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]');
  await page.evaluate(installHelpers);
  return { page, errors, context };
}

/** Resolves once the page's tree is fully drawn (tests/browser/harness.js treeDrawn, with a timeout). */
function treeDrawn(page) {
  return page.waitForFunction(() => {
    const a = window.abviz?.app;
    if (!a?.tree) return false;
    if (a.mode === 'svg') return [...document.querySelectorAll('svg.tree-view')].every((s) => s.hasAttribute('hidden') || s.dataset.built === 'true');
    return Object.values(window.abviz.views.canvas).every((v) => v.painted === a.tree);
  }, null, { timeout: 60000 });
}

/**
 * Measuring tools, installed in the page as window.__bench (this function
 * runs in the page: it is passed to page.evaluate).
 */
function installHelpers() {
  const b = {};
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const digits = (id) => (document.getElementById(id)?.textContent || '').replace(/\D/g, '');
  const stats = (frames) => {
    const s = [...frames].sort((x, y) => x - y);
    const at = (q) => (s.length ? s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] : null);
    return {
      frames: s.length, median_frame_ms: s.length ? s[(s.length - 1) >> 1] : null, p95_frame_ms: at(0.95),
      max_frame_ms: s.length ? s[s.length - 1] : null, frames_over_100ms: s.filter((x) => x > 100).length,
    };
  };
  b.stats = stats;

  /** Main-thread long tasks (over 50 ms) from now on; stop(from) returns those starting at or after `from`. */
  b.longTasks = () => {
    const seen = [];
    const take = (list) => { for (const e of list) seen.push([e.startTime, e.duration]); };
    const obs = new PerformanceObserver((l) => take(l.getEntries()));
    obs.observe({ type: 'longtask' });
    return {
      stop(from = 0) {
        take(obs.takeRecords());
        obs.disconnect();
        const d = seen.filter(([s]) => s >= from).map(([, ms]) => Math.round(ms));
        return { count: d.length, max_ms: d.length ? Math.max(...d) : 0, total_ms: d.reduce((x, y) => x + y, 0), each_ms: d };
      },
    };
  };

  /** Typed-array bytes in a worker result's tree: {views, buffers (distinct), arrays}. */
  b.treeBytes = (tree) => {
    let views = 0;
    const buffers = new Set();
    const add = (o) => { for (const v of Object.values(o)) if (ArrayBuffer.isView(v)) { views += v.byteLength; buffers.add(v.buffer); } };
    add(tree);
    for (const tl of Object.values(tree.tl || {})) add(tl);
    return { views, buffers: [...buffers].reduce((s, x) => s + x.byteLength, 0), arrays: buffers.size };
  };

  /**
   * Times a new tree from `trigger` ('click:ID', or 'change:ID' for a file
   * input the driver fills): when both totals show the new summary's node
   * counts, and when every view has drawn the new tree. Long tasks are
   * counted from the trigger until `settleMs` after both (the minimap, the
   * best-case count and the link are written after the first frame).
   */
  b.timeLoad = (trigger, settleMs, timeoutMs = 60000) => new Promise((resolve, reject) => {
    const { app, views } = window.abviz;
    const old = app.tree;
    const [how, id] = trigger.split(':');
    const tasks = b.longTasks();
    let t0 = null, totalsMs = null, frameMs = null, finished = false;
    const fresh = () => !!app.tree && app.tree !== old && !!app.summary;
    // The page shows a new position's totals before its tree arrives: they count as shown when
    // both differ from the old ones (or, for a tree with the same totals, when it is installed).
    const before = [digits('minimax-total'), digits('alphabeta-total')];
    const totalsShown = () => (digits('minimax-total') !== before[0] && digits('alphabeta-total') !== before[1])
      || (fresh() && digits('minimax-total') === String(app.summary.minimax.nodes)
        && digits('alphabeta-total') === String(app.summary.alphabeta.nodes));
    const painted = () => fresh() && (app.mode === 'canvas'
      ? Object.values(views.canvas).every((v) => v.painted === app.tree)
      : [...document.querySelectorAll('svg.tree-view')].every((s) => s.hasAttribute('hidden') || s.dataset.built === 'true'));
    const mo = new MutationObserver(() => check());
    const cleanup = () => {
      mo.disconnect();
      for (const v of Object.values(views.canvas)) v.onFrame = null;
      clearTimeout(timer);
    };
    const check = () => {
      if (t0 === null || finished) return;
      const now = performance.now();
      if (totalsMs === null && totalsShown()) totalsMs = now - t0;
      if (frameMs === null && painted()) frameMs = now - t0;
      if (totalsMs === null || frameMs === null) return;
      finished = true;
      cleanup();
      sleep(settleMs).then(() => resolve({
        totals_ms: totalsMs, first_frame_ms: frameMs, mode: app.mode, nodes: app.tree.n,
        minimax_nodes: app.summary.minimax.nodes, alphabeta_nodes: app.summary.alphabeta.nodes,
        long_tasks: tasks.stop(t0), result: b.treeBytes(app.tree),
      }));
    };
    const timer = setTimeout(() => { cleanup(); tasks.stop(); reject(new Error(`${trigger}: no new tree drawn within ${timeoutMs} ms (totals ${totalsMs}, frame ${frameMs}; alerts: ${[...document.querySelectorAll('.alert')].map((a) => a.textContent).join(' ')})`)); }, timeoutMs);
    mo.observe(document.body, { subtree: true, childList: true, characterData: true });
    // The canvas view calls onFrame after each paint; an SVG tree is built in slices, so poll frames too.
    for (const v of Object.values(views.canvas)) v.onFrame = check;
    const poll = () => { check(); if (!finished) requestAnimationFrame(poll); };
    requestAnimationFrame(poll);
    if (how === 'click') {
      t0 = performance.now();
      document.getElementById(id).click();
      check();
    } else if (how === 'depth') {
      // A depth typed into the depth box, as a person would: input, then change.
      const box = document.getElementById('depth-limit');
      t0 = performance.now();
      box.value = id;
      box.dispatchEvent(new Event('input', { bubbles: true }));
      box.dispatchEvent(new Event('change', { bubbles: true }));
      check();
    } else {
      // The file input's change event: the first moment the page has the file. Capture
      // phase, so the clock starts before the page's own listener runs.
      document.addEventListener('change', (e) => { if (e.target.id === id && t0 === null) t0 = performance.now(); }, { capture: true, once: true });
    }
  });

  /**
   * Zoom and pan over the alpha-beta canvas for `ms`, one change every frame
   * through the page's own handlers: wheel events about the centre (in, then
   * out again) for half a second, then a mouse drag around the start for
   * half a second, and so on. Returns frame times and how often the view drew.
   */
  b.zoomPan = (ms) => new Promise((resolve) => {
    const view = window.abviz.views.canvas.alphabeta;
    const canvas = view.canvas;
    const r = canvas.getBoundingClientRect();
    const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
    const ptr = (type, x, y) => canvas.dispatchEvent(new PointerEvent(type, {
      pointerId: 7, pointerType: 'mouse', isPrimary: true, clientX: x, clientY: y, buttons: type === 'pointerup' ? 0 : 1, bubbles: true, cancelable: true,
    }));
    const frames = [];
    const renders0 = view.frames;
    let last = null, t0 = null, i = 0, dragging = false;
    const tick = (t) => {
      if (t0 === null) t0 = performance.now(); else frames.push(t - last);
      last = t;
      const elapsed = performance.now() - t0;
      if (elapsed >= ms) {
        if (dragging) ptr('pointerup', cx, cy);
        const secs = elapsed / 1000;
        resolve({ ...stats(frames), fps: frames.length / secs, render_fps: (view.frames - renders0) / secs, renders: view.frames - renders0, secs });
        return;
      }
      if (Math.floor(elapsed / 500) % 2 === 0) {
        if (dragging) { ptr('pointerup', cx, cy); dragging = false; }
        canvas.dispatchEvent(new WheelEvent('wheel', { deltaY: i % 8 < 4 ? -60 : 60, clientX: cx, clientY: cy, bubbles: true, cancelable: true }));
      } else {
        if (!dragging) { ptr('pointerdown', cx, cy); dragging = true; }
        ptr('pointermove', cx + 80 * Math.sin(i / 5), cy + 40 * Math.cos(i / 5));
      }
      i++;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });

  /**
   * Plays for `ms` from the current step: Play is clicked inside a frame (so
   * its work lands in a measured interval) and clicked again whenever the
   * play reaches the end (Play at the end starts again). Returns frame
   * times, steps shown, restarts and long tasks.
   */
  b.playFor = (ms) => new Promise((resolve) => {
    const { app, views } = window.abviz;
    const play = document.getElementById('play');
    const view = app.mode === 'canvas' ? views.canvas.alphabeta : null;
    const renders0 = view ? view.frames : 0;
    const tasks = b.longTasks();
    const frames = [];
    const posAt = []; // the step shown when each frame began
    let last = null, t0 = null, restarts = 0, steps = 0, lastPos = app.pos;
    const tick = (t) => {
      if (t0 === null) { t0 = performance.now(); play.click(); lastPos = app.pos; } else { frames.push(t - last); posAt.push(lastPos); }
      last = t;
      if (app.pos > lastPos) steps += app.pos - lastPos;
      lastPos = app.pos;
      const elapsed = performance.now() - t0;
      if (elapsed >= ms) {
        if (app.playing) play.click();
        const secs = elapsed / 1000;
        const k = frames.indexOf(Math.max(...frames));
        resolve({
          ...stats(frames), secs, steps, restarts, renders: view ? view.frames - renders0 : null, total: app.total,
          slowest_frame: { index: k, step_before: posAt[k] }, long_tasks: tasks.stop(t0),
        });
        return;
      }
      if (!app.playing) { restarts++; play.click(); lastPos = app.pos; }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });

  window.__bench = b;
}

/** Sets the Speed slider as a person would (an input event). Returns its value. */
async function setSpeed(page, value) {
  const v = value === 'max' ? await page.locator('#speed').getAttribute('max') : String(value);
  await page.locator('#speed').fill(v);
  return { speed: Number(await page.locator('#speed').inputValue()), label: await page.locator('#speed-out').textContent() };
}

/** JS heap and ArrayBuffer backing stores after a garbage collection (CDP). */
async function heap(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const u = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  const mb = (x) => (typeof x === 'number' ? r2(x / 2 ** 20) : null);
  return {
    js_heap_used_mb: mb(u.usedSize),
    js_heap_total_mb: mb(u.totalSize),
    // Typed arrays' memory (the transferred tree) lives outside the V8 heap.
    array_buffers_mb: mb(u.backingStorageSize),
    embedder_heap_mb: mb(u.embedderHeapUsedSize),
    used_plus_buffers_mb: typeof u.backingStorageSize === 'number' ? mb(u.usedSize + u.backingStorageSize) : mb(u.usedSize),
  };
}

/**
 * Frame intervals (ms) while the page plays Move 4 to the end at Speed 10,
 * `plays` times in a row (Play at the end starts again); the max and p95 are
 * over every frame of every play.
 */
export async function move4Frames(browser, origin, plays) {
  const { page, errors, context } = await open(browser, `${origin}/`);
  try {
    await treeDrawn(page);
    await page.evaluate(() => window.__bench.timeLoad('click:preset-move4', 200));
    const speed = await setSpeed(page, 10);
    const all = [];
    const perPlay = [];
    const slowestAt = []; // which frame of each play was the slowest (0: the one with the click)
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
          if (frames.length > 0 && !window.abviz.app.playing) {
            resolve({ frames, play_ms: performance.now() - t0, steps: window.abviz.app.total, mode: window.abviz.app.mode });
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
      slowestAt.push(res.frames.indexOf(Math.max(...res.frames)));
      steps = res.steps;
      playMs += res.play_ms;
    }
    const sorted = all.sort((a, b) => a - b);
    const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)];
    return {
      speed: speed.speed,
      speed_label: speed.label,
      plays,
      steps,
      frames: sorted.length,
      play_ms: r2(playMs / plays),
      max_frame_ms: r2(sorted[sorted.length - 1]),
      max_frame_ms_per_play: perPlay,
      slowest_frame_index_per_play: slowestAt,
      p95_frame_ms: r2(p95),
      median_frame_ms: r2(sorted[(sorted.length - 1) >> 1]),
      page_errors: errors,
    };
  } finally {
    await context.close();
  }
}

/**
 * Empty board on the page: totals and the first canvas frame after the
 * click, long tasks, the worker's result size, zoom/pan over the whole tree,
 * the JS heap, then the whole tree played at top speed.
 */
export async function emptyBoardPage(browser, origin, cfg, expect) {
  const { page, errors, context } = await open(browser, `${origin}/`);
  try {
    await treeDrawn(page); // the first view (Move 4) and its follow-up work
    await page.waitForTimeout(cfg.settleMs);
    const load = await page.evaluate(([settle]) => window.__bench.timeLoad('click:preset-empty', settle), [cfg.settleMs]);
    if (load.minimax_nodes !== expect.minimax_nodes || load.alphabeta_nodes !== expect.alphabeta_nodes || load.mode !== 'canvas') {
      throw new Error(`Empty board: the page shows ${load.minimax_nodes}/${load.alphabeta_nodes} nodes (${load.mode}); the engine's summary on the benchmark page says ${expect.minimax_nodes}/${expect.alphabeta_nodes}`);
    }
    // Zoom and pan from the whole tree in view.
    await page.locator('[data-testid="alphabeta-tree"] [data-zoom="fit"]').click();
    await page.waitForTimeout(200);
    const zoomPan = await page.evaluate(([ms]) => window.__bench.zoomPan(ms), [cfg.zoomPanMs]);
    const mem = await heap(context, page);
    // Play the whole tree at top speed, from step 0 with the whole tree in view.
    await page.locator('#reset').click();
    await page.locator('[data-testid="alphabeta-tree"] [data-zoom="fit"]').click();
    const speed = await setSpeed(page, 'max');
    await page.waitForTimeout(300);
    const play = await page.evaluate(([ms]) => window.__bench.playFor(ms), [cfg.playMs]);
    return {
      totals_ms: r2(load.totals_ms),
      first_canvas_frame_ms: r2(load.first_frame_ms),
      long_tasks: load.long_tasks,
      worker_result_bytes: load.result.views,
      worker_result_buffer_bytes: load.result.buffers,
      worker_result_arrays: load.result.arrays,
      zoom_pan: { ...roundAll(zoomPan), ms: cfg.zoomPanMs },
      heap: mem,
      play_top_speed: {
        ...roundAll(play),
        speed: speed.speed,
        speed_label: speed.label,
        median_fps: play.median_frame_ms ? r2(1000 / play.median_frame_ms) : null,
        mean_fps: r2(play.frames / play.secs),
        steps_per_s: r2(play.steps / play.secs),
      },
      page_errors: errors,
    };
  } finally {
    await context.close();
  }
}

/**
 * Connect Four from the empty 7×6 board: the page at depth 6 with iterative
 * deepening, the table, killers and history, then 7 typed into the depth box
 * (minimax 960,793 nodes): totals, first frame, long tasks, zoom/pan, heap.
 */
export async function connect4Page(browser, origin, cfg) {
  const { page, errors, context } = await open(browser, `${origin}/?game=connect4&depth=6&enhance=id,tt,killer,history`);
  try {
    await treeDrawn(page);
    await page.waitForTimeout(cfg.settleMs);
    const load = await page.evaluate(([settle]) => window.__bench.timeLoad('depth:7', settle), [cfg.settleMs]);
    if (load.nodes !== C4_DEPTH7_NODES || load.mode !== 'canvas') {
      throw new Error(`Connect Four at depth 7: the page drew ${load.nodes} nodes (${load.mode}), not ${C4_DEPTH7_NODES}`);
    }
    await page.locator('[data-testid="alphabeta-tree"] [data-zoom="fit"]').click();
    await page.waitForTimeout(200);
    const zoomPan = await page.evaluate(([ms]) => window.__bench.zoomPan(ms), [cfg.zoomPanMs]);
    const mem = await heap(context, page);
    return {
      nodes: load.nodes,
      alphabeta_nodes: load.alphabeta_nodes,
      totals_ms: r2(load.totals_ms),
      first_canvas_frame_ms: r2(load.first_frame_ms),
      long_tasks: load.long_tasks,
      zoom_pan: { ...roundAll(zoomPan), ms: cfg.zoomPanMs },
      heap: mem,
      page_errors: errors,
    };
  } finally {
    await context.close();
  }
}

/** Minimax's nodes from the empty 7×6 board at depth 7: (7⁸ − 1)/6 less the 7 children of full columns. */
const C4_DEPTH7_NODES = 960793;

/** Rounds every number in a flat object (arrays and objects are kept). */
function roundAll(o) {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === 'number' ? r2(v) : v]));
}

/** A flat textbook tree of `leaves` leaves (values from a fixed LCG) as the text of a tree file. */
export function flatTreeText(leaves) {
  const vals = new Array(leaves);
  let s = 12345;
  for (let i = 0; i < leaves; i++) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    vals[i] = (s >>> 16) % 199 - 99;
  }
  return `[${vals.join(',')}]\n`;
}

/** A 1,000,000-node flat tree opened through the page's file input: totals, first frame, long tasks. */
export async function flatTreePage(browser, origin, cfg) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'abviz-bench-'));
  const file = path.join(dir, 'flat-1000000.txt');
  const text = flatTreeText(FLAT_LEAVES);
  writeFileSync(file, text);
  const { page, errors, context } = await open(browser, `${origin}/`);
  try {
    await treeDrawn(page);
    await page.waitForTimeout(cfg.settleMs);
    const pending = page.evaluate(([settle]) => window.__bench.timeLoad('change:tree-file', settle, 120000), [cfg.settleMs]);
    await page.locator('#tree-file').setInputFiles(file);
    const load = await pending;
    if (load.nodes !== FLAT_LEAVES + 1 || load.minimax_nodes !== FLAT_LEAVES + 1) {
      throw new Error(`flat tree: the page shows ${load.minimax_nodes} nodes (model ${load.nodes}); the file has ${FLAT_LEAVES + 1}`);
    }
    return {
      nodes: load.nodes,
      file_bytes: Buffer.byteLength(text),
      minimax_nodes: load.minimax_nodes,
      alphabeta_nodes: load.alphabeta_nodes,
      totals_ms: r2(load.totals_ms),
      first_canvas_frame_ms: r2(load.first_frame_ms),
      long_tasks: load.long_tasks,
      worker_result_bytes: load.result.views,
      heap: await heap(context, page),
      page_errors: errors,
    };
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
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
    const cols = Math.max(...sec.map((r) => r.length));
    const widths = [...Array(cols).keys()].map((i) => Math.max(...sec.map((r) => String(r[i] ?? '').length)));
    return sec.map((r) => r.map((c, i) => String(c ?? '').padEnd(widths[i])).join('  ').trimEnd()).join('\n');
  }).join('\n\n');
}

const ms = (x) => (x === null || x === undefined ? '—' : `${x} ms`);
const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const tasksText = (t) => (t.count ? `${t.count} long task${t.count > 1 ? 's' : ''}, longest ${t.max_ms} ms (${t.each_ms.join(', ')} ms)` : 'no long task');

async function main() {
  const quick = process.argv.includes('--quick');
  const cfg = quick ? QUICK : FULL;
  const out = {
    mode: quick ? 'quick' : 'full',
    machine: {
      cores: os.cpus().length,
      node: process.version,
      // 1-minute load averages: before criterion (from scripts/bench.sh), before and after the browser part.
      load_start: process.env.ABVIZ_BENCH_LOAD_START ?? null,
      load_browser: load1(),
      load_end: null,
    },
  };
  out.native = native();
  if (!out.native) log(`no criterion figures in ${CRITERION}: the native rows are left out (npm run bench runs criterion first)`);
  out.sizes = distSizes();

  // The engine's memory for the page's biggest Connect Four picture, before any other wasm work here.
  const c4Memory = await wasmMemoryDepth7('id,tt,killer,history');
  // Connect Four in wasm first, in Node, while no browser runs beside it.
  const c4 = nativeConnect4(C4_NATIVE);
  if (c4) {
    log(`Connect Four in wasm (Node): ${c4.positions.length} positions, depth ${c4.depth}, ${c4.ladder.length} rungs and the solves, ${c4.rounds} round(s)`);
    out.connect4 = { native: c4, wasm: await wasmConnect4(c4, log) };
  } else {
    log(`no Connect Four figures in ${C4_NATIVE}: its rows are left out (npm run bench runs crates/core/benches/connect4.rs first)`);
    out.connect4 = null;
  }

  out.pacman = nativeConnect4(PACMAN_NATIVE); // the same reader: JSON and when it was written
  if (!out.pacman) log(`no Pacman figures in ${PACMAN_NATIVE}: its rows are left out (npm run bench runs crates/core/benches/pacman.rs first)`);

  const { server: rootServer, port: rootPort } = await serve(ROOT);
  const { server: distServer, port: distPort } = await serve(DIST);
  const browser = await chromium.launch({ executablePath: process.env.ABVIZ_CHROMIUM || '/usr/bin/chromium', args: CHROMIUM_ARGS });
  out.machine.browser = browser.version();
  const page = `http://127.0.0.1:${distPort}`;
  try {
    log(`bench/bench.html: wasm vs JavaScript on the empty board, and the page's engine (${cfg.rounds} rounds after ${cfg.warmup})`);
    const bench = await open(browser, `http://127.0.0.1:${rootPort}/bench/bench.html`);
    out.browser = await bench.page.evaluate(([rounds, warmup]) => window.bench.run({ rounds, warmup }), [cfg.rounds, cfg.warmup]);
    out.browser.page_errors = bench.errors;
    await bench.context.close();
    log(`dist/ page: Move 4 at Speed 10, ${cfg.move4Plays} play(s)`);
    out.move4_play = await move4Frames(browser, page, cfg.move4Plays);
    log('dist/ page: Empty board (totals, first frame, long tasks, zoom/pan, heap, play at top speed)');
    out.empty_board_page = await emptyBoardPage(browser, page, cfg, out.browser.counts);
    log(`dist/ page: a ${FLAT_LEAVES + 1}-node flat tree from the file input`);
    out.flat_tree_page = await flatTreePage(browser, page, cfg);
    log('dist/ page: Connect Four, empty 7×6 board, depth 6 → 7 (first frame, long tasks, zoom/pan, heap)');
    out.connect4_page = { ...(await connect4Page(browser, page, cfg)), wasm_memory: c4Memory };
  } finally {
    await browser.close();
    rootServer.kill();
    distServer.kill();
  }
  out.machine.load_end = load1();
  const errors = [out.browser, out.move4_play, out.empty_board_page, out.flat_tree_page, out.connect4_page].flatMap((x) => x.page_errors);
  if (errors.length) throw new Error(`errors in the pages: ${errors.join(' | ')}`);

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
  target('wasm module size', sz.wasm_bytes, ' B', '≤ 250 KiB', le(sz.wasm_bytes, 250 * 1024));
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

// Run when executed (node bench/run.js); importing only exposes the parts.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
