// 「地平線の向こう」のプリセット（state/horizon-presets.js）と木の略記の
// 騒がしい印（!）の日本語。ja.js が展開する。キャプションの数値はすべて
// 二つのパネルの解析から読む。

export const presets = {
  'preset.heading': '地平線の向こう',
  'preset.group': 'プリセット：静止探索・無益枝刈り・二次探索・定跡',
  'preset.hint': '各プリセットは局面と両パネルの設定を決め、何を見ればよいかを示します。',
  'preset.futility': '無益枝刈り（Rich 図 6）',
  'preset.rich': '静止探索（Rich 図 7–9）',
  'preset.ttt': '地平線効果：三目並べ',
  'preset.c4': '地平線効果：四目並べ',
  'preset.secondary': '二次探索：木',
  'preset.secondaryC4': '二次探索：四目並べ',
  'preset.book': '定跡：三目並べ',
  'preset.endgame': '終盤：四目並べ',
  'preset.captionFutility': '通常のアルファベータ（左）は {na} ノードを探索して {va} を求め、{ma} を選びます。無益マージン {margin}（右）では、C が B をマージン以上に上回れないと分かった時点で C の探索をやめます（無益カット {stops} 回、飛ばした子 {skipped}）：{nb} ノード、値 {vb}、手 {mb}。誤差 {error} はマージン {margin} 以内です。',
  'preset.captionRich': '深さ {shallow} では B の静的評価が最善に見えます。一段深く読むと（左）、B への応手 E の評価が悪く B は {bLeft} に下がり、アルファベータは {ma}（{va}）を選びます。しかし E は静かな局面ではありません。静止探索（右）は E を読み進め（延長したノード {ext}）、B は再び {bRight} となって選ばれます（{vb}）。',
  'preset.captionTtt': '深さ制限で（左）アルファベータは {ma}（{va}）を選びますが、そこでは X の強制的な防御が地平線のすぐ先でダブルリーチになり、O は負けます。静止探索（右）では、列を完成できる局面や防がねばならない局面を読み進め（延長したノード {ext}、{nb} ノード対 {na}）、O は {mb}（{vb}）を選んで引き分けます。',
  'preset.captionC4': '深さ制限で（左）アルファベータは {ma}（{va}）を選び、その後 X が地平線のすぐ先で四目を強制します。静止探索（右）では、勝ちの置けるマスがある局面を読み進め（延長したノード {ext}、{nb} ノード対 {na}）、O はそれを避ける {mb}（{vb}）を選びます。',
  'preset.captionSecondary': { other: '深さ制限でアルファベータは {ma}（{va}）を選びます。二次探索（右）はその手だけを {k} 手深く読みます：値は {deeper} しかなく、次善の {second}（{secondValue}）を下回ります。そこで {second} も深く読み（{secondDeeper}）、代わりに {final}（{finalValue}）を選びます。追加のノードは {extra} です。' },
  'preset.captionBook': 'アルファベータ（左）は {na} ノードを探索して {ma}（{va}）を選びますが、これは負ける手です。定跡（右）では探索の前に局面を引きます（定跡の答え {hits}）：{nb} ノードで正確な値 {vb}、手は {mb} です。',
  'preset.captionEndgame': 'アルファベータ（左）は深さ制限で {va} と見積もり {ma} を選びます（{na} ノード）。終盤ソルバー（右）は空きマスが {empty} 以下の局面を正確に解きます：{nb} ノードの探索とソルバーの {solver} ノードで正確な値 {vb}（引き分け）を得て、{mb} を選びます。知識と探索の組み合わせです。',
  'preset.sourceFig6': '出典：Rich 図 6（無益枝刈り）。',
  'preset.sourceFigs79': '出典：Rich 図 7–9（静止を待つ）。',
  'preset.sourceNilsson': '出典：Nilsson 第 12 章：静止探索と地平線効果。',
  'preset.sourceSecondary': '出典：Rich：二次探索。',
  'preset.sourceBook': '出典：Rich：定跡手。',
  // The same as the events branch's (the panel option's label and heading part).
  'cfg.endgameLabel': '終盤ソルバー：空きマス数',
  'cfg.endgame': '終盤 空き ≤ {v}',
  'preset.noisyHint': '騒がしいノードには、「[」の直前（B=6 min![…]）か葉の値の直後（7!）に ! を付けます。静止探索では、深さ制限にある騒がしいノードを読み進めます。',
};
