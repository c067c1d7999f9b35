// The page's model: the game tree and the state of a search at any trace
// position, computed from a small trace in the wide form the wasm module
// copies out (Analysis.events_wide). No DOM here, so the algorithm stays
// apart from the drawing. (Large trees read the 2-word packed form in wasm
// memory instead: big-tree.js.)
//
// A wide event is 4 × u32 (abviz_core::trace::kind):
//   word 0: kind in the low 3 bits, a payload above (move + 1, horizon flag or skipped count)
//   words 1–3: node id and two values, depending on the kind.
// Node ids are preorder positions in the full minimax tree, so the
// alpha-beta trace addresses the same nodes as the minimax trace.

import { t } from './i18n.js';

export const ENTER = 0, LEAF = 1, ALPHA = 2, BETA = 3, CUTOFF = 4, EXIT = 5;
export const NONE = 0xffffffff;
export const NEG_INF = -0x7fffffff;
export const POS_INF = 0x7fffffff;

/** Node states, also the values of `data-node-state`. */
export const PENDING = 0, CURRENT = 1, VISITED = 2, PRUNED = 3;
export const STATE_NAMES = ['pending', 'current', 'visited', 'pruned'];

/** Decodes event `i` of a wide trace into a plain object. */
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

/**
 * The children of `id` in search order. Small trees keep an array per node;
 * the whole-game tree keeps them flattened (childStart/childList from wasm).
 */
export function kidsOf(tree, id) {
  return tree.childStart ? tree.childList.subarray(tree.childStart[id], tree.childStart[id + 1]) : tree.children[id];
}

/** The 9-character board of node `id`, or null for textbook trees. */
export function boardOf(tree, id) {
  if (tree.kind !== 'board') return null;
  if (tree.boards) return tree.boards[id];
  // Walk up to the root (at most 9 plies) and replay the moves.
  const moves = [];
  for (let n = id; tree.parent[n] >= 0; n = tree.parent[n]) moves.push(tree.move[n]);
  let b = tree.rootBoard;
  for (let i = moves.length - 1; i >= 0; i--) b = b.slice(0, moves[i]) + toMove(b) + b.slice(moves[i] + 1);
  return b;
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
  const enterAlpha = new Int32Array(n).fill(NEG_INF);
  const enterBeta = new Int32Array(n).fill(POS_INF);
  // The child each node has chosen so far (first strictly best), -1 if none.
  const bestChild = new Int32Array(n).fill(-1);
  const bestValue = new Int32Array(n);
  const chosen = new Int32Array(n).fill(-1); // set once the node has returned
  const cutAt = new Map(); // node -> {alpha, beta, skipped}
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
        enterAlpha[node] = alpha[node]; enterBeta[node] = beta[node];
        bestValue[node] = tree.isMax[node] ? NEG_INF : POS_INF;
        entered[node] = 1; nodes++; stack.push(node);
        break;
      }
      case LEAF: leaves++; break;
      case ALPHA: alpha[node] = v; break;
      case BETA: beta[node] = v; break;
      case CUTOFF: {
        const k = head >>> 3;
        const kids = kidsOf(tree, node);
        cutoffs++; pruned_children += k;
        cutAt.set(node, { alpha: v, beta: words[4 * i + 3] | 0, skipped: k });
        for (const c of kids.slice(kids.length - k)) pruned.fill(1, c, c + tree.size[c]);
        break;
      }
      case EXIT: {
        known[node] = 1; value[node] = v; stack.pop();
        chosen[node] = bestChild[node];
        const p = tree.parent[node];
        if (p >= 0 && (tree.isMax[p] ? v > bestValue[p] : v < bestValue[p])) { bestValue[p] = v; bestChild[p] = node; }
        break;
      }
    }
  }
  const state = new Uint8Array(n);
  for (let id = 0; id < n; id++) state[id] = pruned[id] ? PRUNED : entered[id] ? VISITED : PENDING;
  const current = stack.length ? stack[stack.length - 1] : -1;
  if (current >= 0) state[current] = CURRENT;
  // The principal variation, once the root has returned: chosen children from the root.
  const pv = [];
  if (upto === len && len > 0) for (let id = 0; id >= 0; id = chosen[id]) pv.push(id);
  return {
    pos: upto, len, done: upto === len, state, known, value, alpha, beta, path: stack, current,
    enterAlpha, enterBeta, chosen, pv, cutAt,
    counts: { nodes, leaves, cutoffs, pruned_children },
    last: upto > 0 ? eventAt(words, upto - 1) : null,
  };
}

let plusSign = true;

/** Whether positive values show a + (as wins do in tic-tac-toe; textbook trees show plain numbers). */
export function setPlusSign(on) {
  plusSign = on;
}

/** Formats a value or bound, with ∞ for the sentinels. */
export function fmt(v) {
  if (v === NEG_INF) return '−∞';
  if (v === POS_INF) return '+∞';
  return v > 0 ? (plusSign ? `+${v}` : `${v}`) : v < 0 ? `−${-v}` : '0';
}

/** "7", "7 and 8", "5, 7 and 8" (joined as the language does). */
export function listAnd(items) {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')}${t('and')}${items[items.length - 1]}`;
}

function side(tree, id) {
  return t(tree.isMax[id] ? 'max' : 'min');
}

/** Lines of a board still open for `mark` (no opposing mark on them). */
export function openLines(board, mark) {
  const other = mark === 'X' ? 'O' : 'X';
  return LINES.filter((l) => l.every((c) => board[c] !== other)).length;
}

/** The moves of the children a cut-off at `id` skipped, as shown to people. */
export function skippedMoves(tree, id, skipped) {
  const kids = kidsOf(tree, id);
  return Array.from(kids.slice(kids.length - skipped), (c) => moveLabel(tree, c));
}

/** A move as people read it: the cell (boards) or the 1-based child number (trees). */
export function moveLabel(tree, id) {
  return tree.kind === 'board' ? tree.move[id] : tree.move[id] + 1;
}

/** One sentence, in plain words, for the event that led to `s`. */
export function explain(tree, s, algorithm, maxMark) {
  const e = s.last;
  const ab = algorithm === 'alphabeta';
  if (!e) return t(ab ? 'startAb' : 'startMm');
  const id = e.node;
  const board = boardOf(tree, id);
  const who = board ? t('whoToMove', { mark: toMove(board) }) : '';
  switch (e.kind) {
    case ENTER: {
      const p = { side: side(tree, id), who, alpha: fmt(s.enterAlpha[id]), beta: fmt(s.enterBeta[id]), move: moveLabel(tree, id) };
      if (e.parent === NONE) return t(ab ? 'enterRootAb' : 'enterRoot', p);
      if (!board) return t(ab ? 'enterTreeChildAb' : 'enterTreeChild', p);
      return t(ab ? 'enterChildAb' : 'enterChild', { ...p, mover: toMove(boardOf(tree, e.parent)) });
    }
    case LEAF: {
      if (e.horizon && board) {
        const minMark = maxMark === 'X' ? 'O' : 'X';
        return t('leafHorizon', { openMax: openLines(board, maxMark), openMin: openLines(board, minMark), max: maxMark, min: minMark, value: fmt(e.value) });
      }
      if (!board) return t('leafTree', { value: fmt(e.value) });
      const line = winningLine(board);
      return line ? t('leafWin', { mark: board[line[0]], value: fmt(e.value) }) : t('leafDraw');
    }
    case ALPHA: return t('alphaUp', { value: fmt(e.value) });
    case BETA: return t('betaDown', { value: fmt(e.value) });
    case CUTOFF: {
      const moves = skippedMoves(tree, id, e.skipped);
      const key = tree.kind === 'board' ? (moves.length === 1 ? 'movesPruned1' : 'movesPrunedN') : (moves.length === 1 ? 'childrenPruned1' : 'childrenPrunedN');
      const what = t(key, { list: listAnd(moves) });
      const head = t('cutoffMoves', { alpha: fmt(e.alpha), beta: fmt(e.beta), side: side(tree, id), what });
      const max = tree.isMax[id];
      const why = t('cutoffWhy', {
        side: side(tree, id), other: t(max ? 'min' : 'max'),
        found: fmt(max ? e.alpha : e.beta), bound: max ? 'β' : 'α', limit: fmt(max ? e.beta : e.alpha),
      });
      return `${head} ${why}`;
    }
    case EXIT:
      return tree.parent[id] < 0 ? t('exitRoot', { value: fmt(e.value) }) : t('exitNode', { side: side(tree, id), value: fmt(e.value) });
  }
  return '';
}

/**
 * Pseudocode, as [key, indent, noteKey?] lines; the highlighted line for an
 * event comes from codeLine(). Line numbers are 0-based indices here.
 */
export function pseudocode(algorithm, failHard) {
  if (algorithm === 'minimax') {
    return [
      ['codeFnMm', 0], ['codeLeaf', 1], ['codeIfMax', 1], ['codeVmin', 2], ['codeFor', 2], ['codeMaxCallMm', 3],
      ['codeReturn', 2], ['codeElse', 1, 'codeElseNote'], ['codeVmax', 2], ['codeFor', 2], ['codeMinCallMm', 3], ['codeReturn', 2],
    ];
  }
  const ret = failHard ? 'codeFailHardNote' : undefined;
  return [
    ['codeFn', 0], ['codeLeaf', 1], ['codeIfMax', 1], ['codeVmin', 2], ['codeFor', 2], ['codeMaxCall', 3], ['codeAlpha', 3],
    ['codeBreakMax', 3, 'codeBreakMaxNote'], ['codeReturn', 2, ret], ['codeElse', 1, 'codeElseNote'], ['codeVmax', 2], ['codeFor', 2],
    ['codeMinCall', 3], ['codeBeta', 3], ['codeBreakMin', 3, 'codeBreakMinNote'], ['codeReturn', 2, ret],
  ];
}

/** The pseudocode line (index into pseudocode()) that event `e` executes, or -1. */
export function codeLine(tree, e, algorithm) {
  if (!e) return -1;
  const ab = algorithm === 'alphabeta';
  const max = tree.isMax[e.node];
  switch (e.kind) {
    case ENTER: return 0;
    case LEAF: return 1;
    case ALPHA: return 6;
    case BETA: return 13;
    case CUTOFF: return max ? 7 : 14;
    case EXIT: {
      // A leaf's value arrives in its parent's loop; an inner node returns v.
      const p = tree.parent[e.node];
      if (kidsOf(tree, e.node).length === 0 && p >= 0) return tree.isMax[p] ? 5 : (ab ? 12 : 10);
      return max ? (ab ? 8 : 6) : (ab ? 15 : 11);
    }
  }
  return -1;
}
