// Building a tree by clicks and keys (controls/tree-build.js), in Japanese: a part of the ja dictionary.

export const build = {
  'build.addChild': '子を追加',
  'build.remove': '削除',
  'build.rename': '名前を変更',
  'build.max': 'MAX にする',
  'build.min': 'MIN にする',
  'build.chance': '確率ノードにする',
  'build.moveLeft': '左へ移動',
  'build.moveRight': '右へ移動',
  'build.group': '木を組み立てる',
  'build.new': '新しい木',
  'build.undo': '元に戻す',
  'build.redo': 'やり直す',
  'build.copy': '木をコピー',
  'build.copied': '木をコピーしました。',
  'build.copyShown': '木：{text}',
  'build.childValue': '新しい子の値',
  'build.nameLabel': '名前（空欄なら名前なし）',
  'build.done': '木を編集し、両方の探索をやり直しました。',
  'build.hint': 'ノードをクリックするか、ノード上で Enter を押すと、子の追加・削除・名前の変更・種類の変更・移動ができます。Alt+← と Alt+→ で、カーソルのあるノードを兄弟の間で動かせます。Ctrl+Z で編集を元に戻し、Ctrl+Shift+Z でやり直します。',
};
