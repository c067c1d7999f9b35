// npm run bench, Connect Four: the native figures of
// crates/core/benches/connect4.rs (scripts/bench.sh runs it just before
// bench/run.js and names its JSON in ABVIZ_C4_OUT) and the very same run
// through the wasm build (web/pkg) in Node: the positions of
// bench/connect4-positions.txt, the same depth, ladder, rounds and table
// sizes, read from the native JSON so that nothing is spelt twice.
//
// Every wasm search must find the native value and visit the native number
// of nodes at every position, and every wasm solve the native value, else
// the run fails. Times are the least of the rounds per position, each round
// running every rung and then the solves, as natively; wasm time / native
// time is taken rung by rung and over the whole ladder.

import { readFileSync, existsSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT } from '../tests/browser/harness.js';

export const POSITIONS_FILE = path.join(ROOT, 'bench', 'connect4-positions.txt');

/** The column sequences of bench/connect4-positions.txt, in order (comments and blank lines skipped). */
export function readPositions(file = POSITIONS_FILE) {
  return readFileSync(file, 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
}

const r2 = (x) => Math.round(x * 100) / 100;
const r3 = (x) => Math.round(x * 1000) / 1000;

/** The native figures, or null when this run has none (bench/run.js alone). */
export function nativeConnect4(file) {
  if (!existsSync(file)) return null;
  const c4 = JSON.parse(readFileSync(file, 'utf8'));
  c4.written = statSync(file).mtime.toISOString();
  return c4;
}

/** The wasm module, loaded synchronously from web/pkg as tests/unit/wasm.js does. */
async function loadWasm() {
  const pkg = path.join(ROOT, 'web', 'pkg');
  const mod = await import(path.join(pkg, 'abviz_wasm.js'));
  mod.initSync({ module: readFileSync(path.join(pkg, 'abviz_wasm_bg.wasm')) });
  return mod;
}

/**
 * The native run `c4` repeated in wasm: {ladder: [{name, total_nodes,
 * total_ms, ms, over_native}], solve: {...}, over_native: {...}}.
 */
export async function wasmConnect4(c4, log = () => {}) {
  const onDisk = readPositions();
  const positions = c4.positions;
  positions.forEach((p, i) => {
    if (onDisk[i] !== p) throw new Error(`connect4: position ${i + 1} is ${p} natively but ${onDisk[i]} in ${POSITIONS_FILE}`);
  });
  const { Analysis, solve } = await loadWasm();
  const load_start = r2(os.loadavg()[0]);
  // As natively: each round runs every rung, then the solves; each position keeps its least time.
  const best = c4.ladder.map(() => positions.map(() => Infinity));
  const solveBest = positions.map(() => Infinity);
  for (let round = 0; round < c4.rounds; round++) {
    c4.ladder.forEach((rung, k) => {
      positions.forEach((board, i) => {
        const request = {
          game: 'connect4', board, depth: c4.depth, enhance: rung.enhance, tt_size: c4.tt_size,
          algorithm: rung.algorithm, order: c4.order, scoring: c4.scoring,
        };
        const t0 = performance.now();
        const s = Analysis.count_only(request).alphabeta;
        best[k][i] = Math.min(best[k][i], performance.now() - t0);
        if (s.value !== c4.values[i] || s.nodes !== rung.nodes[i]) {
          throw new Error(`connect4: ${rung.name} at position ${i + 1} (${board}), depth ${c4.depth}: wasm finds ${s.value} in ${s.nodes} nodes, native ${c4.values[i]} in ${rung.nodes[i]}`);
        }
      });
    });
    positions.forEach((board, i) => {
      const t0 = performance.now();
      const s = solve({ board, tt_size: c4.solve.tt_size });
      solveBest[i] = Math.min(solveBest[i], performance.now() - t0);
      if (s.value !== c4.solve.values[i]) {
        throw new Error(`connect4: solving position ${i + 1} (${board}): wasm ${s.value}, native ${c4.solve.values[i]}`);
      }
    });
    log(`  wasm round ${round + 1} of ${c4.rounds} done`);
  }
  const ladder = c4.ladder.map((rung, k) => {
    const total = best[k].reduce((a, b) => a + b, 0);
    log(`  wasm ${rung.name.padEnd(16)} ${String(rung.total_nodes).padStart(11)} nodes  ${total.toFixed(1).padStart(9)} ms (native ${rung.total_ms} ms)`);
    return { name: rung.name, total_nodes: rung.total_nodes, total_ms: r3(total), over_native: r2(total / rung.total_ms), ms: best[k].map(r3) };
  });
  const solveMs = solveBest.reduce((a, b) => a + b, 0);
  const ladderMs = ladder.reduce((a, r) => a + r.total_ms, 0);
  const nativeLadderMs = c4.ladder.reduce((a, r) => a + r.total_ms, 0);
  const solveOut = {
    total_ms: r3(solveMs), per_s: r2(positions.length / (solveMs / 1e3)), max_ms: r3(Math.max(...solveBest)), ms: solveBest.map(r3),
  };
  log(`  wasm solve: ${positions.length} positions in ${solveMs.toFixed(1)} ms, ${solveOut.per_s} solved/s (native ${c4.solve.total_ms} ms)`);
  return {
    ladder,
    ladder_ms: r3(ladderMs),
    solve: solveOut,
    over_native: {
      ladder: r2(ladderMs / nativeLadderMs),
      alphabeta: ladder[0].over_native,
      full: ladder.at(-2).over_native,
      solve: r2(solveMs / c4.solve.total_ms),
    },
    load_start,
    load_end: r2(os.loadavg()[0]),
  };
}

/**
 * The engine's wasm memory after the page's biggest Connect Four picture:
 * both searches of the empty 7×6 board at depth 7 (`enhance`), traced, with
 * the model and timelines built. Run it before anything else in this
 * process: wasm memory only grows.
 */
export async function wasmMemoryDepth7(enhance) {
  const pkg = path.join(ROOT, 'web', 'pkg');
  const mod = await import(path.join(pkg, 'abviz_wasm.js'));
  // initSync hands back the instance's exports (the same instance on a second call).
  const exports = mod.initSync({ module: readFileSync(path.join(pkg, 'abviz_wasm_bg.wasm')) });
  const a = new mod.Analysis({ game: 'connect4', board: '', depth: 7, enhance, algorithm: 'both' });
  try {
    return { nodes: a.model_len(), enhance, wasm_memory_bytes: exports.memory.buffer.byteLength };
  } finally {
    a.free();
  }
}
