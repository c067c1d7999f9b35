// What a panel decided, and how nodes are named (state/decision.js,
// games/names.js), in English: a part of the en dictionary (en.js spreads it
// in place).

export const decision = {
  // The sentence at the end when secondary search decided after the drawn depth-D search.
  'dec.changed': 'At depth {d} it prefers {move} ({value}); searched {deep} deep, {move} is worth {deeper} and {second} {secondDeeper}, so it plays {final}.',
  'dec.keptAfter': 'At depth {d} it prefers {move} ({value}); searched {deep} deep, {move} is worth {deeper} and {second} {secondDeeper}, so it keeps {move}.',
  'dec.kept': 'At depth {d} it prefers {move} ({value}); searched {deep} deep, {move} is worth {deeper}, not below the second best{secondPart}, so it keeps {move}.',
  'cmp.decidedBy': '{who} then searches deeper.',
  // A node past a few moves: its first and last two moves and its depth.
  nodeDeep: '{path} (depth {depth})',
  mazeNode: 'after {path} ({agent})',
  mazeNodeDeep: 'after {path} ({agent}, depth {depth})',
  // Children pruned, by their own labels (Rich's L).
  namedPruned: { one: '{list} is', other: '{list} are' },
  bestMoveNamed: '; the best move is {move}.',
};
