// Building a tree by clicks and keys (controls/tree-build.js), in Korean: a part of the ko dictionary.

export const build = {
  'build.addChild': '자식 추가',
  'build.remove': '삭제',
  'build.rename': '이름 바꾸기',
  'build.max': 'MAX로 바꾸기',
  'build.min': 'MIN으로 바꾸기',
  'build.chance': '확률 노드로 바꾸기',
  'build.moveLeft': '왼쪽으로 이동',
  'build.moveRight': '오른쪽으로 이동',
  'build.group': '트리 만들기',
  'build.new': '새 트리',
  'build.undo': '실행 취소',
  'build.redo': '다시 실행',
  'build.copy': '트리 복사',
  'build.copied': '트리를 복사했습니다.',
  'build.copyShown': '트리: {text}',
  'build.childValue': '새 자식의 값',
  'build.nameLabel': '이름(비우면 이름 없음)',
  'build.done': '트리를 편집했고 두 탐색을 다시 실행했습니다.',
  'build.hint': '노드를 클릭하거나 노드에서 Enter를 누르면 자식 추가, 삭제, 이름 바꾸기, 종류 바꾸기, 이동을 할 수 있습니다. Alt+←와 Alt+→로 커서가 있는 노드를 형제 노드 사이에서 옮깁니다. Ctrl+Z로 편집을 취소하고 Ctrl+Shift+Z로 다시 실행합니다.',
};
