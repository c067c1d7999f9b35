// The real search engine in Node, for the unit tests of the page's pure
// modules: web/pkg is wasm-bindgen's `--target web` output (built by
// `bash -c 'source scripts/lib.sh; build_wasm'`), loaded synchronously from
// its .wasm file, with the event kinds installed in web/base/kinds.js as the
// worker installs them.
//
// analyse() builds what web/engine/worker.js's analyse() posts to the page:
// {summary, tree}, with the same functions of web/base/tree.js (fromAnalysis,
// derive, uniformShape). worker.js itself is not imported: at import it
// fetches the .wasm by URL and takes the worker global `onmessage`.

import { readFileSync } from 'node:fs';
import { initSync, Analysis, event_kinds, tree_set_value } from '../../web/pkg/abviz_wasm.js';
import { K, setKinds } from '../../web/base/kinds.js';
import { derive, fromAnalysis, uniformShape } from '../../web/base/tree.js';

const wasm = initSync({ module: readFileSync(new URL('../../web/pkg/abviz_wasm_bg.wasm', import.meta.url)) });
setKinds(event_kinds());

export { K, tree_set_value };


/**
 * Both searches of `request` ({board} or {tree}, plus options), as worker.js
 * sends them to the page: {summary, tree} with the tree derived. Unlike the
 * worker, a long tree's text is kept in the summary.
 */
export function analyse(request) {
  const a = new Analysis({ ...request, algorithm: 'both' });
  try {
    const summary = a.summary();
    const t = fromAnalysis(a, wasm.memory, summary);
    derive(t);
    t.uniform = uniformShape(t);
    return { summary, tree: t };
  } finally {
    a.free();
  }
}

/**
 * Every iterative-deepening pass of `request`, as worker.js's `pass` answers
 * it: [{summary, tree}] for passes 1…n, each tree's alpha-beta timeline
 * holding that pass alone. One entry when the search has one pass.
 */
export function analysePasses(request) {
  const a = new Analysis({ ...request, algorithm: 'both' });
  try {
    const n = a.summary().passes;
    return Array.from({ length: n }, (_, k) => {
      if (!a.select_pass(k + 1)) throw new Error(`no pass ${k + 1}`);
      const summary = a.summary();
      const t = fromAnalysis(a, wasm.memory, summary);
      derive(t);
      t.uniform = uniformShape(t);
      return { summary, tree: t };
    });
  } finally {
    a.free();
  }
}

/**
 * The raw records of one search of `request` by `algorithm` (its slot's
 * trace, as the page would read it): {words, reals}. For traces the page's
 * timeline does not read, such as negamax's own (its NEGAMAX records).
 */
export function records(request, algorithm) {
  const a = new Analysis({ ...request, algorithm });
  try {
    a.model_len(); // builds the model and the timelines first (it allocates: take pointers after)
    const slot = algorithm === 'minimax' ? 'minimax' : 'alphabeta';
    const words = new Uint32Array(wasm.memory.buffer, a.events_ptr(slot), 2 * a.events_len(slot)).slice();
    const reals = new Float64Array(wasm.memory.buffer, a.reals_ptr(slot), a.reals_len(slot)).slice();
    return { words, reals };
  } finally {
    a.free();
  }
}

/** The AIMA tree (Russell & Norvig, figure 5.2/5.5): root value 3, leaves 4 and 6 pruned. */
export const AIMA = '[[3,12,8],[2,4,6],[14,5,2]]';
/** The page's default board: X to move after X4 O0 X2 O6. */
export const MOVE4 = 'O.X/.X./O..';
