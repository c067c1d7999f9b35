// What a panel decided, and how nodes are named, in Korean: a part of the ko
// dictionary (ko.js spreads it in place).

export const decision = {
  'dec.changed': '깊이 {d}에서는 {move}({value})가 가장 좋지만, 깊이 {deep}까지 읽으면 {move}는 {deeper}, {second}는 {secondDeeper}이므로 {final}을(를) 둡니다.',
  'dec.keptAfter': '깊이 {d}에서는 {move}({value})가 가장 좋습니다. 깊이 {deep}까지 읽으면 {move}는 {deeper}, {second}는 {secondDeeper}이므로 {move}을(를) 그대로 둡니다.',
  'dec.kept': '깊이 {d}에서는 {move}({value})가 가장 좋습니다. 깊이 {deep}까지 읽으면 {move}는 {deeper}로 차선{secondPart}보다 낮지 않으므로 {move}을(를) 그대로 둡니다.',
  'cmp.decidedBy': '{who}: 그다음 더 깊이 읽습니다.',
  nodeDeep: '{path} (깊이 {depth})',
  mazeNode: '{path} 다음({agent})',
  mazeNodeDeep: '{path} 다음({agent}, 깊이 {depth})',
  namedPruned: { other: '{list}을(를)' },
  bestMoveNamed: '. 최선의 수는 {move}입니다.',
};
