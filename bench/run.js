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
//
// The parts: native.js (criterion), sizes.js (dist/), connect4.js (Connect
// Four in wasm), page-tools.js and page.js (Chromium), report.js (the table).

import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { ROOT, DIST, CHROMIUM_ARGS, serve } from '../tests/browser/harness.js';
import { nativeConnect4, wasmConnect4, wasmMemoryDepth7 } from './connect4.js';
import { CRITERION, native } from './native.js';
import { distSizes } from './sizes.js';
import { open } from './page-tools.js';
import { FLAT_LEAVES, connect4Page, emptyBoardPage, flatTreePage, move4Frames } from './page.js';
import { r2 } from './format.js';
import { report } from './report.js';

// The parts, for a script that imports this file rather than running it.
export { FLAT_LEAVES, connect4Page, emptyBoardPage, flatTreePage, flatTreeText, move4Frames } from './page.js';

/** The native Connect Four figures (scripts/bench.sh sets ABVIZ_C4_OUT). */
const C4_NATIVE = process.env.ABVIZ_C4_OUT || path.join(CRITERION, 'abviz-connect4.json');
/** The native Pacman figures (crates/core/benches/pacman.rs; scripts/bench.sh sets ABVIZ_PACMAN_OUT). */
const PACMAN_NATIVE = process.env.ABVIZ_PACMAN_OUT || path.join(CRITERION, 'abviz-pacman.json');

/** How long each part runs: the full run, or --quick for a smoke run. */
export const FULL = { rounds: 9, warmup: 2, move4Plays: 3, zoomPanMs: 3000, playMs: 5000, settleMs: 1000 };
export const QUICK = { rounds: 3, warmup: 1, move4Plays: 1, zoomPanMs: 1000, playMs: 2000, settleMs: 500 };

const log = (msg) => process.stderr.write(`\x1b[1m[abviz]\x1b[0m ${msg}\n`);
const load1 = () => r2(os.loadavg()[0]);

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

  report(out);
}

// Run when executed (node bench/run.js); importing only exposes the parts.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
