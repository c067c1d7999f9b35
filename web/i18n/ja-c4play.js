// Connect Four's Computer move, Scores of all moves and play against the
// perfect computer (games/connect4-play.js) in Japanese: a part of the ja
// dictionary (ja.js spreads it in place).

export const c4play = {
  c4Scores: "すべての手の評価",
  c4ScoresLabel: "すべての手の評価（列ごと）",
  c4ScoreCell: "{column}列: {score}",
  c4ScorePending: "{column}列: まだ解いていません",
  c4ScoreFull: "{column}列: 満杯",
  c4ScoresProgress: "列ごとに解いています: {total}列中{done}列（{seconds}秒）…",
  c4ScoresDone: "ソルバーによる各列の正確な評価（{side}の手番）: 正なら勝ち（大きいほど早く勝つ）、0は引き分け、負なら負け。",
  c4ScoresBook: "どの評価も定石から読み出しました（探索なし）。",
  c4ScoreRange: "{column}列: {lo}から{hi}の間（時間内に解けず）",
  c4ScoresPartial: "{seconds}秒以内の答え: {total}列中{exact}列の正確な評価（{side}の手番）。残りの列は割り当て時間を使い切りました。各列には、ソルバーが評価の範囲として証明した区間を示します（正なら勝ち、0は引き分け、負なら負け）。「解き続ける」で正確な評価を求めます。",
  c4ScoresMore: "解き続ける",
  c4ScoresCancelled: "{total}列中{done}列で評価を取り消しました。",
  c4Thinking: "コンピュータが解いています（{seconds}秒）…",
  c4MoveSolver: "コンピュータは{column}列に打ちました: ソルバーの最善手です（評価 {score}。同点なら中央に近い列）。",
  c4MoveSearch: "コンピュータは{column}列に打ちました: ソルバーが{seconds}秒以内に終わらなかったため、深さ{depth}の探索の最善手です。",
  c4MoveSearchNoLimit: "コンピュータは{column}列に打ちました: ソルバーが{seconds}秒以内に終わらなかったため、探索の最善手です。",
  c4MoveNone: "手がありません: ソルバーが終わらず、画面の探索にも最善手がありません。",
  c4MoveCancelled: "コンピュータの手を取り消しました。",
  c4Auto: "完全なコンピュータと対戦",
  c4AutoBack: "ここはコンピュータ（{computer}）の番で、前にここから指しています。応手は「コンピュータが打つ」、自分の前の番に戻るには「一手戻す」を押してください。",
  c4AutoYou: "あなたは {side}。コンピュータ（{computer}）は毎回ソルバーの最善手で応じます。",
};
