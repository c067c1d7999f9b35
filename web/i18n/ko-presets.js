// '지평선 너머' 프리셋(state/horizon-presets.js)과 트리 약식의 시끄러운
// 표시(!)의 한국어. ko.js가 펼쳐 넣는다. 캡션의 숫자는 모두 두 패널의
// 분석에서 읽는다.

export const presets = {
  'preset.heading': '지평선 너머',
  'preset.group': '프리셋: 정지 탐색, 무익 가지치기, 이차 탐색, 정석',
  'preset.hint': '각 프리셋은 국면과 두 패널의 설정을 정하고 무엇을 볼지 알려 줍니다.',
  'preset.futility': '무익 가지치기(Rich 그림 6)',
  'preset.rich': '정지 탐색(Rich 그림 7–9)',
  'preset.ttt': '지평선 효과: 틱택토',
  'preset.c4': '지평선 효과: 사목',
  'preset.secondary': '이차 탐색: 트리',
  'preset.secondaryC4': '이차 탐색: 사목',
  'preset.book': '정석: 틱택토',
  'preset.endgame': '종반: 사목',
  'preset.captionFutility': '보통의 알파베타(왼쪽)는 노드 {na}개를 탐색해 {va}를 얻고 {ma}를 둡니다. 무익 여유 {margin}(오른쪽)에서는 C가 B를 여유 이상으로 넘을 수 없게 되자마자 C의 탐색을 멈춥니다(무익 컷 {stops}번, 건너뛴 자식 {skipped}개): 노드 {nb}개, 값 {vb}, 수 {mb}. 오차 {error}는 여유 {margin} 안에 있습니다.',
  'preset.captionRich': '깊이 {shallow}에서는 B의 정적 점수 때문에 B가 최선으로 보입니다. 한 수 더 깊이 보면(왼쪽) B에 대한 응수 E의 점수가 나빠 B는 {bLeft}로 떨어지고, 알파베타는 {ma}({va})를 둡니다. 하지만 E는 조용한 국면이 아닙니다. 정지 탐색(오른쪽)은 E를 더 읽고(연장된 노드 {ext}개), B는 다시 {bRight}가 되어 선택됩니다({vb}).',
  'preset.captionTtt': '깊이 제한에서(왼쪽) 알파베타는 {ma}({va})를 두지만, 그곳에서 X의 강제 방어가 지평선 바로 너머에서 양수겸장이 되어 O가 집니다. 정지 탐색(오른쪽)은 줄을 완성할 수 있거나 막아야 하는 국면을 더 읽고(연장된 노드 {ext}개, 노드 {nb}개 대 {na}개), O는 {mb}({vb})를 두어 비깁니다.',
  'preset.captionC4': '깊이 제한에서(왼쪽) 알파베타는 {ma}({va})를 두고, 그 뒤 X가 지평선 바로 너머에서 네 개 잇기를 강제합니다. 정지 탐색(오른쪽)은 이길 수 있는 칸이 있는 국면을 더 읽고(연장된 노드 {ext}개, 노드 {nb}개 대 {na}개), O는 그것을 피하는 {mb}({vb})를 둡니다.',
  'preset.captionSecondary': { other: '깊이 제한에서 알파베타는 {ma}({va})를 둡니다. 이차 탐색(오른쪽)은 그 수만 {k}수 더 깊이 읽습니다: 값은 {deeper}에 불과해 차선인 {second}({secondValue})보다 낮습니다. 그래서 {second}도 깊이 읽고({secondDeeper}), 대신 {final}({finalValue})를 둡니다. 추가 노드는 {extra}개입니다.' },
  'preset.captionBook': '알파베타(왼쪽)는 노드 {na}개를 탐색해 {ma}({va})를 두는데, 이는 지는 수입니다. 정석(오른쪽)은 탐색 전에 국면을 찾아봅니다(정석 응답 {hits}번): 노드 {nb}개로 정확한 값 {vb}, 수는 {mb}입니다.',
  'preset.captionEndgame': '알파베타(왼쪽)는 깊이 제한에서 {va}로 추정하고 {ma}를 둡니다(노드 {na}개). 종반 해결기(오른쪽)는 빈 칸이 {empty}개 이하인 국면을 정확히 풉니다: 노드 {nb}개 탐색과 해결기의 노드 {solver}개로 정확한 값 {vb}(무승부)를 얻고 {mb}를 둡니다. 지식과 탐색의 결합입니다.',
  'preset.sourceFig6': '출처: Rich 그림 6(무익 가지치기).',
  'preset.sourceFigs79': '출처: Rich 그림 7–9(정지를 기다리기).',
  'preset.sourceNilsson': '출처: Nilsson 12장: 정지 탐색과 지평선 효과.',
  'preset.sourceSecondary': '출처: Rich: 이차 탐색.',
  'preset.sourceBook': '출처: Rich: 정석 수.',
  // The same as the events branch's (the panel option's label and heading part).
  'cfg.endgameLabel': '종반 해결기: 빈칸 수',
  'cfg.endgame': '종반 빈칸 ≤ {v}',
  'preset.noisyHint': '시끄러운 노드는 \'[\' 바로 앞(B=6 min![…])이나 잎 값 바로 뒤(7!)에 ! 를 붙여 표시합니다. 정지 탐색에서는 깊이 제한에 있는 시끄러운 노드를 더 읽습니다.',
};
