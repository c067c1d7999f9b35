// What a panel decided, and how nodes are named, in Japanese: a part of the ja
// dictionary (ja.js spreads it in place).

export const decision = {
  'dec.changed': '深さ {d} では {move}（{value}）が最善ですが、深さ {deep} まで読むと {move} は {deeper}、{second} は {secondDeeper} なので、{final} を指します。',
  'dec.keptAfter': '深さ {d} では {move}（{value}）が最善です。深さ {deep} まで読むと {move} は {deeper}、{second} は {secondDeeper} なので、{move} のままです。',
  'dec.kept': '深さ {d} では {move}（{value}）が最善です。深さ {deep} まで読むと {move} は {deeper} で、次善{secondPart}を下回らないので、{move} のままです。',
  'cmp.decidedBy': '{who} はそのあとさらに深く読みます。',
  nodeDeep: '{path}（深さ {depth}）',
  mazeNode: '{path} の後（{agent}）',
  mazeNodeDeep: '{path} の後（{agent}、深さ {depth}）',
  namedPruned: { other: '{list} ' },
  bestMoveNamed: '。最善手は {move} です。',
};
