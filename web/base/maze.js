// The maze games' state at a tree node, read from the per-node arrays the
// worker copied out of wasm (the engine's `maze.*` buffers): a few array
// reads, so hovering a node never waits on the worker. Food is not stored per
// node: what is left is the root's food minus the cells eaten on the path
// down. The shape is the engine's (summary.maze.state, wasm maze()):
// {to_move, cells, dirs, scared, food, capsules, score, outcome}.

/** Direction letters by the engine's codes (0 North, 1 South, 2 East, 3 West, 4 Stop). */
export const DIR_LETTERS = 'NSEWX';
/** Direction codes' action names, as CS188 names them. */
export const ACTIONS = Object.freeze(['North', 'South', 'East', 'West', 'Stop']);
const OUTCOMES = Object.freeze(['playing', 'won', 'lost']);
/** The engine's "no cell" in `eaten`. */
const NO_CELL = 0xffff;

/** The per-node arrays of an analysis `a` (wasm Analysis), copied out of `memory`; null for other games. */
export function mazeArrays(a, memory, summary) {
  if (!summary.maze) return null;
  const copy = (Type, name) => new Type(memory.buffer, a.buffer_ptr(name), a.buffer_len(name)).slice();
  return {
    mazeCells: copy(Uint16Array, 'maze.cells'),
    mazeDirs: copy(Uint8Array, 'maze.dirs'),
    mazeScared: copy(Uint8Array, 'maze.scared'),
    mazeScore: copy(Int32Array, 'maze.score'),
    mazeAgent: copy(Uint8Array, 'maze.agent'),
    mazeOutcome: copy(Uint8Array, 'maze.outcome'),
    mazeEaten: copy(Uint16Array, 'maze.eaten'),
  };
}

/**
 * The state at node `id` of tree model `t` (which holds the arrays of
 * mazeArrays and `t.maze`, the summary's maze view), or the root's state
 * when the tree has none.
 */
export function stateAt(t, id) {
  const view = t.maze;
  if (!t.mazeCells || !view || id < 0 || id >= t.n) return view?.state ?? null;
  const a = view.agents.length;
  const gone = new Set();
  // parent is an Int32Array: the root's is -1.
  for (let v = id; v >= 0; v = t.parent[v]) {
    if (t.mazeEaten[v] !== NO_CELL) gone.add(t.mazeEaten[v]);
  }
  const row = (arr) => Array.from(arr.subarray(id * a, id * a + a));
  return {
    to_move: t.mazeAgent[id],
    cells: row(t.mazeCells),
    dirs: row(t.mazeDirs).map((d) => DIR_LETTERS[d] ?? 'X'),
    scared: row(t.mazeScared),
    food: view.state.food.filter((c) => !gone.has(c)),
    capsules: view.state.capsules.filter((c) => !gone.has(c)),
    score: t.mazeScore[id],
    outcome: OUTCOMES[t.mazeOutcome[id]] ?? 'playing',
  };
}

/** [x, y] of `cell` (y counts upward, as CS188 counts it). */
export const cellXY = (view, cell) => [cell % view.width, Math.floor(cell / view.width)];
