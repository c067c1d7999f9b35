// Driving a page in headless Chromium for the benchmarks: opening it, the measuring tools installed in it (window.__bench), the speed slider and the heap.

import { r2 } from './format.js';

/** A fresh 1280×720 page at `url`, once body[data-ready="true"]; errors are collected. */
export async function open(browser, url) {
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
export function treeDrawn(page) {
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
export async function setSpeed(page, value) {
  const v = value === 'max' ? await page.locator('#speed').getAttribute('max') : String(value);
  await page.locator('#speed').fill(v);
  return { speed: Number(await page.locator('#speed').inputValue()), label: await page.locator('#speed-out').textContent() };
}

/** JS heap and ArrayBuffer backing stores after a garbage collection (CDP). */
export async function heap(context, page) {
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
