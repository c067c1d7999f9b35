// Building a tree by clicks and keys (controls/tree-build.js), in English: a part of the en dictionary.

export const build = {
  'build.addChild': 'Add child',
  'build.remove': 'Remove',
  'build.rename': 'Rename',
  'build.max': 'Make MAX',
  'build.min': 'Make MIN',
  'build.chance': 'Make chance',
  'build.moveLeft': 'Move left',
  'build.moveRight': 'Move right',
  'build.group': 'Build a tree',
  'build.new': 'New tree',
  'build.undo': 'Undo',
  'build.redo': 'Redo',
  'build.copy': 'Copy tree',
  'build.copied': 'Tree copied.',
  'build.copyShown': 'The tree: {text}',
  'build.childValue': 'Value of the new child',
  'build.nameLabel': 'Name (empty for none)',
  'build.done': 'Tree edited; both searches ran again.',
  'build.hint': 'Click a node, or press Enter on it, to add a child, remove it, rename it, change its kind or move it; Alt+← and Alt+→ move the node under the cursor among its siblings. Ctrl+Z undoes an edit, Ctrl+Shift+Z redoes it.',
};
