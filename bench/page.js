// The page (dist/) as a person uses it: Move 4 played at Speed 10, the empty board, a 1,000,000-node tree file and Connect Four at depth 7.

import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { heap, open, setSpeed, treeDrawn } from './page-tools.js';
import { r2, roundAll } from './format.js';

/** Leaves of the flat textbook tree loaded from a file: with its root, the parser's limit of 1,000,000 nodes. */
export const FLAT_LEAVES = 999999;

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
    await page.locator('.view-bar [data-zoom="fit"]').click();
    await page.waitForTimeout(200);
    const zoomPan = await page.evaluate(([ms]) => window.__bench.zoomPan(ms), [cfg.zoomPanMs]);
    const mem = await heap(context, page);
    // Play the whole tree at top speed, from step 0 with the whole tree in view.
    await page.locator('#reset').click();
    await page.locator('.view-bar [data-zoom="fit"]').click();
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
    await page.locator('.view-bar [data-zoom="fit"]').click();
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
