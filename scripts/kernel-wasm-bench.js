// The Connect Four solver kernel in wasm, timed in Node on a positions file,
// to set beside the native `abviz solve --positions FILE` on the same file
// (issue 21: wasm within 1.5× of native). The module is the page's own
// (web/pkg, built by scripts/build.sh), so the figure is the page's engine.
//
//   node scripts/kernel-wasm-bench.js FILE [--no-book] [--repeat N] [--warm]
//
// The table is allocated and cleared, and every position solved once, before the clock starts.
// FILE: one position a line, a column sequence, optionally followed by its
// score (checked). Each position is solved from a cold table (cleared first,
// as Pons' tool resets its solver per line) unless --warm. Prints, as
// `abviz solve --positions` does, the position, score, nodes and
// microseconds per line, then the mean time and nodes, and any disagreement.
// No timing is asserted: this is a measurement, not a test.

import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { initSync, Solver } from '../web/pkg/abviz_wasm.js';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
if (!file) {
  console.error('usage: node scripts/kernel-wasm-bench.js FILE [--no-book] [--repeat N] [--warm]');
  process.exit(2);
}
const flag = (name) => args.includes(name);
const repeatAt = args.indexOf('--repeat');
const repeat = repeatAt >= 0 ? Math.max(1, Number(args[repeatAt + 1]) || 1) : 1;


// ABVIZ_WASM: another build of the module (to compare optimisation levels), else the page's.
initSync({ module: readFileSync(process.env.ABVIZ_WASM || new URL('../web/pkg/abviz_wasm_bg.wasm', import.meta.url)) });
const solver = new Solver();
// Every technique on, or all but the book.
const names = Solver.switch_names();
const bits = names.reduce((b, name, i) => (flag('--no-book') && name === 'book' ? b : b | (1 << i)), 0);

const lines = readFileSync(file, 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
// The table is allocated by the first solve and its pages first touched by the first clear: both
// before the clock starts, so no position pays for them (the native side does the same).
// A first pass, untimed, also lets V8 tier the module's hot code up from its baseline compiler (native
// code is compiled ahead of time): the timed pass then measures the code the page runs after a solve or two.
for (const line of lines) {
  solver.clear();
  solver.solve('', line.split(/\s+/)[0], bits);
}
solver.clear();
let totalUs = 0, totalNodes = 0, wrong = 0, count = 0;
for (const line of lines) {
  const [moves, given] = line.split(/\s+/);
  let best = Infinity, r = null;
  // The best of `repeat` runs, each from a cold table: the least disturbed by the machine's other work.
  for (let k = 0; k < repeat; k++) {
    if (!flag('--warm')) solver.clear();
    const t0 = performance.now();
    const [score, nodes] = solver.solve('', moves, bits);
    r = { score, nodes };
    best = Math.min(best, (performance.now() - t0) * 1000);
  }
  const bad = given !== undefined && Number(given) !== r.score;
  if (bad) wrong++;
  totalUs += best;
  totalNodes += r.nodes;
  count++;
  console.log(`${moves} ${r.score} ${r.nodes} ${Math.round(best)}${bad ? ` (given ${given})` : ''}`);
}
console.log(`# ${count} positions, mean ${(totalUs / count).toFixed(1)} µs, mean ${Math.round(totalNodes / count)} nodes, ${wrong} disagreeing; table ${solver.table_bytes()} bytes; wasm in Node ${process.version}`);
