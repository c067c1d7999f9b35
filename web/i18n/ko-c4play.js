// Connect Four's Computer move, Scores of all moves and play against the
// perfect computer (games/connect4-play.js) in Korean: a part of the ko
// dictionary (ko.js spreads it in place).

export const c4play = {
  c4Scores: "모든 수의 점수",
  c4ScoresLabel: "모든 수의 점수(열별)",
  c4ScoreCell: "{column}열: {score}",
  c4ScorePending: "{column}열: 아직 풀지 않음",
  c4ScoreFull: "{column}열: 가득 참",
  c4ScoresProgress: "열마다 푸는 중: {total}열 중 {done}열 완료({seconds}초)…",
  c4ScoresDone: "솔버가 구한 각 열의 정확한 점수({side} 차례): 양수는 승리(클수록 빨리 이김), 0은 무승부, 음수는 패배입니다.",
  c4ScoresBook: "모든 점수를 정석에서 읽어 왔습니다(탐색 없음).",
  c4ScoreRange: "{column}열: {lo}에서 {hi} 사이(시간 안에 풀지 못함)",
  c4ScoresPartial: "{seconds}초 안의 답: {total}열 중 {exact}열의 정확한 점수({side} 차례). 나머지 열은 할당된 시간을 다 썼습니다. 각 열에는 솔버가 점수가 들어 있다고 증명한 범위를 보여 줍니다(양수는 승리, 0은 무승부, 음수는 패배). '계속 풀기'로 정확한 점수를 구합니다.",
  c4ScoresMore: "계속 풀기",
  c4ScoresCancelled: "{total}열 중 {done}열에서 점수 계산을 취소했습니다.",
  c4Thinking: "컴퓨터가 푸는 중({seconds}초)…",
  c4MoveSolver: "컴퓨터가 {column}열에 두었습니다: 솔버의 최선의 수입니다(점수 {score}, 같으면 가운데에 가까운 열).",
  c4MoveSearch: "컴퓨터가 {column}열에 두었습니다: 솔버가 {seconds}초 안에 끝나지 않아 깊이 {depth} 탐색의 최선의 수를 두었습니다.",
  c4MoveSearchNoLimit: "컴퓨터가 {column}열에 두었습니다: 솔버가 {seconds}초 안에 끝나지 않아 탐색의 최선의 수를 두었습니다.",
  c4MoveNone: "둘 수 없습니다: 솔버가 끝나지 않았고 화면의 탐색에도 최선의 수가 없습니다.",
  c4MoveCancelled: "컴퓨터의 수를 취소했습니다.",
  c4Auto: "완벽한 컴퓨터와 대국",
  c4AutoBack: "여기는 컴퓨터({computer})의 차례이며, 전에 여기서 이미 두었습니다. 응수를 보려면 ‘컴퓨터가 두기’를, 내 이전 차례로 돌아가려면 ‘한 수 무르기’를 누르세요.",
  c4AutoYou: "당신은 {side}입니다. 컴퓨터({computer})는 매번 솔버의 최선의 수로 응수합니다.",
};
