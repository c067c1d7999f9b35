// The page's model: the game tree and the state of a search at any trace
// position, computed from the packed trace the wasm module returns. No DOM
// here, so the algorithm stays apart from the drawing.
//
// A packed event is 4 × u32 (abviz_core::trace::kind):
//   word 0: kind in the low 3 bits, a payload above (move + 1, horizon flag or skipped count)
//   words 1–3: node id and two values, depending on the kind.
// Node ids are preorder positions in the full minimax tree, so the
// alpha-beta trace addresses the same nodes as the minimax trace.

export const ENTER = 0, LEAF = 1, ALPHA = 2, BETA = 3, CUTOFF = 4, EXIT = 5;
export const NONE = 0xffffffff;
export const NEG_INF = -0x7fffffff;
export const POS_INF = 0x7fffffff;

/** Node states, also the values of `data-node-state`. */
export const PENDING = 0, CURRENT = 1, VISITED = 2, PRUNED = 3;
export const STATE_NAMES = ['pending', 'current', 'visited', 'pruned'];

/** Decodes event `i` of a packed trace into a plain object. */
export function eventAt(words, i) {
  const head = words[4 * i];
  const kind = head & 7;
  const payload = head >>> 3;
  const node = words[4 * i + 1];
  const a = words[4 * i + 2] | 0;
  const b = words[4 * i + 3] | 0;
  switch (kind) {
    case ENTER: return { kind, node, parent: words[4 * i + 2], move: payload === 0 ? null : payload - 1, depth: words[4 * i + 3] };
    case LEAF: return { kind, node, value: a, horizon: payload !== 0 };
    case ALPHA: case BETA: case EXIT: return { kind, node, value: a };
    case CUTOFF: return { kind, node, alpha: a, beta: b, skipped: payload };
    default: throw new Error(`unknown event kind ${kind}`);
  }
}

/**
 * Builds the full tree from the minimax trace (which enters every node).
 * `root` is the board in canonical notation for boards, or null for trees.
 */
export function buildTree(words, summary) {
  const len = words.length / 4;
  const n = summary.minimax.nodes;
  const parent = new Int32Array(n).fill(-1);
  const move = new Int32Array(n).fill(-1);
  const depth = new Int32Array(n);
  const value = new Int32Array(n);
  const leaf = new Uint8Array(n); // 0 inner, 1 finished game, 2 depth limit
  const children = Array.from({ length: n }, () => []);
  for (let i = 0; i < len; i++) {
    const head = words[4 * i];
    const kind = head & 7;
    const node = words[4 * i + 1];
    if (kind === ENTER) {
      const p = words[4 * i + 2];
      depth[node] = words[4 * i + 3];
      if (p !== NONE) {
        parent[node] = p;
        move[node] = (head >>> 3) - 1;
        children[p].push(node);
      }
    } else if (kind === LEAF) {
      leaf[node] = (head >>> 3) ? 2 : 1;
    } else if (kind === EXIT) {
      value[node] = words[4 * i + 2] | 0;
    }
  }
  // Preorder ids: a subtree is the id range [id, id + size).
  const size = new Int32Array(n).fill(1);
  for (let id = n - 1; id > 0; id--) size[parent[id]] += size[id];
  const isMax = new Uint8Array(n);
  for (let id = 0; id < n; id++) isMax[id] = (depth[id] % 2 === 0) === summary.root_is_max ? 1 : 0;
  let boards = null;
  if (summary.kind === 'board') {
    boards = new Array(n);
    boards[0] = summary.root.replaceAll('/', '');
    for (let id = 1; id < n; id++) {
      const b = boards[parent[id]];
      boards[id] = b.slice(0, move[id]) + toMove(b) + b.slice(move[id] + 1);
    }
  }
  return { n, parent, move, depth, value, leaf, children, size, isMax, boards, kind: summary.kind, rootIsMax: summary.root_is_max };
}

/** The side to move on a 9-character board: X when the counts are equal. */
export function toMove(board) {
  let x = 0, o = 0;
  for (const c of board) { if (c === 'X') x++; else if (c === 'O') o++; }
  return x === o ? 'X' : 'O';
}

/** Lines through cells, to find and draw the winning line of a leaf. */
export const LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

export function winningLine(board) {
  return LINES.find(([a, b, c]) => board[a] !== '.' && board[a] === board[b] && board[b] === board[c]) || null;
}

/**
 * The state of one search after the first `pos` events of its trace:
 * per-node state, known values, α/β of the path, counts and the last event.
 * Replaying from the start keeps stepping back exact; traces drawn as SVG
 * are small enough (a few thousand events) for this to take well under 1 ms.
 */
export function replay(tree, words, pos) {
  const len = words.length / 4;
  const upto = Math.min(pos, len);
  const n = tree.n;
  const entered = new Uint8Array(n);
  const pruned = new Uint8Array(n);
  const known = new Uint8Array(n);
  const value = new Int32Array(n);
  const alpha = new Int32Array(n).fill(NEG_INF);
  const beta = new Int32Array(n).fill(POS_INF);
  const stack = [];
  let nodes = 0, leaves = 0, cutoffs = 0, pruned_children = 0;
  for (let i = 0; i < upto; i++) {
    const head = words[4 * i];
    const kind = head & 7;
    const node = words[4 * i + 1];
    const v = words[4 * i + 2] | 0;
    switch (kind) {
      case ENTER: {
        const top = stack.length ? stack[stack.length - 1] : -1;
        if (top >= 0) { alpha[node] = alpha[top]; beta[node] = beta[top]; }
        entered[node] = 1; nodes++; stack.push(node);
        break;
      }
      case LEAF: leaves++; break;
      case ALPHA: alpha[node] = v; break;
      case BETA: beta[node] = v; break;
      case CUTOFF: {
        const k = head >>> 3;
        const kids = tree.children[node];
        cutoffs++; pruned_children += k;
        for (const c of kids.slice(kids.length - k)) pruned.fill(1, c, c + tree.size[c]);
        break;
      }
      case EXIT: known[node] = 1; value[node] = v; stack.pop(); break;
    }
  }
  const state = new Uint8Array(n);
  for (let id = 0; id < n; id++) state[id] = pruned[id] ? PRUNED : entered[id] ? VISITED : PENDING;
  const current = stack.length ? stack[stack.length - 1] : -1;
  if (current >= 0) state[current] = CURRENT;
  return {
    pos: upto, len, done: upto === len, state, known, value, alpha, beta, path: stack, current,
    counts: { nodes, leaves, cutoffs, pruned_children },
    last: upto > 0 ? eventAt(words, upto - 1) : null,
  };
}

/** Formats a value or bound, with ∞ for the sentinels. */
export function fmt(v) {
  if (v === NEG_INF) return '−∞';
  if (v === POS_INF) return '+∞';
  return v > 0 ? `+${v}` : v < 0 ? `−${-v}` : '0';
}

/** "7", "7 and 8", "5, 7 and 8". */
export function listAnd(items) {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function moveName(tree, id) {
  return tree.kind === 'board' ? `cell ${tree.move[id]}` : `child ${tree.move[id] + 1}`;
}

function side(tree, id) {
  return tree.isMax[id] ? 'MAX' : 'MIN';
}

/** One sentence, in plain words, for the event that led to `s`. */
export function explain(tree, s, algorithm) {
  const e = s.last;
  if (!e) return algorithm === 'alphabeta'
    ? 'Alpha-beta starts at the root with α = −∞ and β = +∞. Press Play or Step forward.'
    : 'Minimax starts at the root and will visit every node. Press Play or Step forward.';
  const id = e.node;
  const who = tree.boards ? ` (${toMove(tree.boards[id])} to move)` : '';
  const ab = algorithm === 'alphabeta';
  switch (e.kind) {
    case ENTER: {
      const win = ab ? ` with α = ${fmt(s.alpha[id])}, β = ${fmt(s.beta[id])}` : '';
      if (e.parent === NONE) return `Enter the root, a ${side(tree, id)} node${who}${win}.`;
      const mover = tree.boards ? `${toMove(tree.boards[e.parent])} plays ${moveName(tree, id)}` : `Go to ${moveName(tree, id)}`;
      return `${mover}: a ${side(tree, id)} node${who}${win}.`;
    }
    case LEAF: {
      if (e.horizon) return `Depth limit reached: this position is scored by the evaluation function, ${fmt(e.value)}.`;
      if (!tree.boards) return `A leaf: its value is ${fmt(e.value)}.`;
      const line = winningLine(tree.boards[id]);
      const what = line ? `${tree.boards[id][line[0]]} has three in a row` : 'The board is full with no line: a draw';
      return `${what}; the game is over and scores ${fmt(e.value)}.`;
    }
    case ALPHA: return `This MAX node has found ${fmt(e.value)}, better than before: α rises to ${fmt(e.value)}.`;
    case BETA: return `This MIN node has found ${fmt(e.value)}, lower than before: β falls to ${fmt(e.value)}.`;
    case CUTOFF: {
      const kids = tree.children[id];
      const skipped = kids.slice(kids.length - e.skipped).map((c) => tree.kind === 'board' ? tree.move[c] : tree.move[c] + 1);
      const noun = tree.kind === 'board' ? (skipped.length === 1 ? 'move' : 'moves') : (skipped.length === 1 ? 'child' : 'children');
      const verb = skipped.length === 1 ? 'is' : 'are';
      return `α = ${fmt(e.alpha)} ≥ β = ${fmt(e.beta)} at this ${side(tree, id)} node: ${noun} ${listAnd(skipped)} ${verb} pruned.`;
    }
    case EXIT: {
      if (tree.parent[id] < 0) {
        return `Search finished: the root's value is ${fmt(e.value)}.`;
      }
      return `This ${side(tree, id)} node returns ${fmt(e.value)} to its parent.`;
    }
  }
  return '';
}
