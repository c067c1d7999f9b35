// 링크 그대로 보여 줄 수 없을 때 남기는 것(state/rescue.js)과, 링크에 담을 수 없는 상태를 이 브라우저에
// 보관한 것(state/kept.js)의 한국어: ko 사전의 일부.

export const keep = {
  'rescue.history': '기보는 마지막으로 합법인 {kept}수째까지 남겼습니다.',
  'rescue.historyNone': '기보는 쓰지 않고 레이아웃을 처음부터 표시합니다.',
  'rescue.depth': '이 링크의 깊이 {asked}에서는 그리는 탐색의 노드 한도 {limit}개를 넘습니다. 한도 안에 드는 가장 깊은 깊이 {depth}로 표시합니다.',
  'rescue.depthNone': '이 링크에는 깊이 제한이 없어 탐색 전체가 그리는 탐색의 노드 한도 {limit}개를 넘습니다. 한도 안에 드는 가장 깊은 깊이 {depth}로 표시합니다.',
  'rescue.depthFit': '그리는 탐색의 노드 한도 안에 드는 가장 깊은 깊이 {depth}로 표시합니다.',
  'rescue.overBudget': '이 링크의 탐색은 그리는 탐색의 노드 한도 {limit}개를 넘습니다.',
  'rescue.options': '대신 이 게임을 기본 탐색 옵션으로 표시합니다.',
  'rescue.position': '대신 이 게임을 시작 국면부터 표시합니다.',
};
