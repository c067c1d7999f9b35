// リンクどおりに表示できなかったときに残すもの（state/rescue.js）と、リンクに入らない状態をこのブラウザーに
// 保存したこと（state/kept.js）の日本語：ja 辞書の一部。

export const keep = {
  'rescue.history': '手順は、合法な最後の手である {kept} 手目までを残しました。',
  'rescue.historyNone': '手順は使わず、レイアウトを最初から表示します。',
  'rescue.depth': 'このリンクの深さ {asked} では、描画する探索のノード上限 {limit} を超えます。収まる最も深い深さ {depth} で表示します。',
  'rescue.depthNone': 'このリンクには深さの制限がなく、探索全体が描画する探索のノード上限 {limit} を超えます。収まる最も深い深さ {depth} で表示します。',
  'rescue.depthFit': '描画する探索のノード上限に収まる最も深い深さ {depth} で表示します。',
  'rescue.overBudget': 'このリンクの探索は、描画する探索のノード上限 {limit} を超えます。',
  'rescue.options': '代わりに、このゲームを既定の探索オプションで表示します。',
  'rescue.position': '代わりに、このゲームを開始局面から表示します。',
};
