// The native figures: criterion's estimates of abviz-core's search and layout on the empty board (crates/core/benches/search.rs).

import { readFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../tests/browser/harness.js';
import { r2 } from './format.js';

export const CRITERION = process.env.CRITERION_HOME
  || path.join(process.env.CARGO_TARGET_DIR || path.join(ROOT, 'target'), 'criterion');

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
export function native() {
  const benches = {};
  for (const [group, names] of Object.entries({
    search: ['minimax_untraced', 'minimax_traced', 'minimax_traced_reserved', 'alphabeta_untraced', 'alphabeta_traced', 'both_traced', 'full_tree_size'],
    layout: ['from_trace', 'timeline_minimax', 'timeline_alphabeta', 'model_and_timelines'],
    mcts: ['tictactoe_1000', 'tictactoe_1000_traced', 'connect4_1000', 'connect4_1000_traced'],
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
      mcts_tictactoe_traced_over_untraced: ratio('mcts/tictactoe_1000_traced', 'mcts/tictactoe_1000'),
      mcts_connect4_traced_over_untraced: ratio('mcts/connect4_1000_traced', 'mcts/connect4_1000'),
    },
    /** MCTS iterations a second, natively (1,000 iterations a search). */
    mcts_per_second: Object.fromEntries(['tictactoe_1000', 'connect4_1000', 'tictactoe_1000_traced', 'connect4_1000_traced']
      .map((k) => [k, m(`mcts/${k}`) ? Math.round(1000 / (m(`mcts/${k}`) / 1000)) : null])),
    facts,
  };
}
