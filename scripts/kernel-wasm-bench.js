// The Connect Four solver kernel in wasm, timed on a positions file, to set beside the same adapter
// natively (`cargo run --release -p abviz-wasm --example kernel_time -- FILE`, same flags, same
// output; issue 21: wasm within 1.5× of native). The module is the page's own (web/pkg, built by
// scripts/build.sh), so the figure is the page's engine.
//
//   node scripts/kernel-wasm-bench.js FILE [--no-book] [--repeat N] [--warm] [--rounds N] [--browser]
//
// FILE: one position a line, a column sequence, optionally followed by its score (checked).
// Before the clock starts the set is solved over and over for a second: V8 compiles wasm and
// JavaScript first with quick compilers and tiers hot code up only after a while (native code is
// compiled ahead of time), and the table is allocated.
// - By default each position is timed alone from a cleared table (Pons' tool resets its solver per
//   line; --warm keeps the table), the least of --repeat tries, printed as `abviz solve --positions`
//   prints it: position, score, nodes, microseconds; then the mean time and nodes, and disagreements.
// - --rounds N: the whole set solved pass after pass, each position from a cleared table, the clock
//   read once a round of passes (at least 5 ms); prints the mean per position of the best of N
//   rounds, the clear included.
// - --browser: --rounds in Debian's Chromium (ABVIZ_CHROMIUM overrides), the browser the page is
//   tested in, on a loopback server: a page's clock is too coarse (0.1 ms) to time one position.
// No timing is asserted anywhere: this is a measurement, not a test.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const valueOf = (name) => { const i = args.indexOf(name); return i >= 0 ? Math.max(1, Number(args[i + 1]) || 1) : null; };
const file = args.find((a, i) => !a.startsWith('--') && !['--repeat', '--rounds'].includes(args[i - 1]));
if (!file) {
  console.error('usage: node scripts/kernel-wasm-bench.js FILE [--no-book] [--repeat N] [--warm] [--rounds N] [--browser]');
  process.exit(2);
}
const flag = (name) => args.includes(name);
const repeat = valueOf('--repeat') ?? 1;
const rounds = valueOf('--rounds') ?? (flag('--browser') ? 10 : null);
const lines = readFileSync(file, 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
const positions = lines.map((l) => l.split(/\s+/)[0]);
const noBook = flag('--no-book');

/**
 * The --rounds measure, run wherever the module loads (Node or a page; self-contained, as a page
 * receives it as text): warm up for a second, then the best of `rounds` rounds of whole passes.
 */
async function measureRounds({ moduleUrl, wasm, positions, noBook, rounds }) {
  const m = await import(moduleUrl);
  if (wasm) m.initSync({ module: wasm }); else await m.default();
  const solver = new m.Solver();
  // Every technique on, or all but the book.
  const bits = m.Solver.switch_names().reduce((b, name, i) => (noBook && name === 'book' ? b : b | (1 << i)), 0);
  const pass = () => { for (const p of positions) { solver.clear(); solver.solve('', p, bits); } };
  const t0 = performance.now();
  let passes = 0;
  while (performance.now() - t0 < 1000 || passes === 0) { pass(); passes++; }
  const k = Math.max(1, Math.ceil(5 / ((performance.now() - t0) / passes)));
  let best = Infinity;
  for (let r = 0; r < rounds; r++) {
    const t = performance.now();
    for (let i = 0; i < k; i++) pass();
    best = Math.min(best, ((performance.now() - t) * 1000) / k / positions.length);
  }
  solver.free();
  return { best, k };
}

const moduleUrl = pathToFileURL(path.join(ROOT, 'web/pkg/abviz_wasm.js')).href;
// ABVIZ_WASM: another build of the module (to compare optimisation levels), else the page's.
const wasmPath = process.env.ABVIZ_WASM || path.join(ROOT, 'web/pkg/abviz_wasm_bg.wasm');

if (rounds && flag('--browser')) {
  const { serve, CHROMIUM_ARGS } = await import('../tests/browser/harness.js');
  const { chromium } = await import('playwright-core');
  const { server, port } = await serve(ROOT);
  const browser = await chromium.launch({ executablePath: process.env.ABVIZ_CHROMIUM || '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/scripts/`).catch(() => {});
    const version = browser.version();
    const r = await page.evaluate(`(${measureRounds})(${JSON.stringify({ moduleUrl: '/web/pkg/abviz_wasm.js', positions, noBook, rounds })})`);
    console.log(`# rounds: ${positions.length} positions, mean ${r.best.toFixed(2)} µs (best of ${rounds} rounds of ${r.k} passes, clear included); wasm in Chromium ${version}`);
  } finally {
    await browser.close();
    server.kill();
  }
} else if (rounds) {
  const r = await measureRounds({ moduleUrl, wasm: readFileSync(wasmPath), positions, noBook, rounds });
  console.log(`# rounds: ${positions.length} positions, mean ${r.best.toFixed(2)} µs (best of ${rounds} rounds of ${r.k} passes, clear included); wasm in Node ${process.version}`);
} else {
  const { initSync, Solver } = await import(moduleUrl);
  initSync({ module: readFileSync(wasmPath) });
  const solver = new Solver();
  const bits = Solver.switch_names().reduce((b, name, i) => (noBook && name === 'book' ? b : b | (1 << i)), 0);
  const t0 = performance.now();
  while (performance.now() - t0 < 1000) for (const p of positions) { solver.clear(); solver.solve('', p, bits); }
  solver.clear();
  let totalUs = 0, totalNodes = 0, wrong = 0;
  for (const line of lines) {
    const [moves, given] = line.split(/\s+/);
    let best = Infinity, score = null;
    // The least of `repeat` tries: the least disturbed by the machine's other work.
    for (let k = 0; k < repeat; k++) {
      if (!flag('--warm')) solver.clear();
      const t = performance.now();
      score = solver.solve('', moves, bits);
      best = Math.min(best, (performance.now() - t) * 1000);
    }
    const nodes = solver.nodes();
    const bad = given !== undefined && Number(given) !== score;
    if (bad) wrong++;
    totalUs += best;
    totalNodes += nodes;
    console.log(`${moves} ${score} ${nodes} ${Math.round(best)}${bad ? ` (given ${given})` : ''}`);
  }
  const n = lines.length || 1;
  console.log(`# ${lines.length} positions, mean ${(totalUs / n).toFixed(1)} µs, mean ${Math.round(totalNodes / n)} nodes, ${wrong} disagreeing; table ${solver.table_bytes()} bytes; wasm in Node ${process.version}`);
}
