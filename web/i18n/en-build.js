// Building a tree by clicks and keys (controls/tree-build.js) and What if? (controls/what-if.js), in English: a part of the en dictionary.

export const build = {
  'build.probsLabel': 'Probabilities of the outcomes, left to right',
  'build.copied': 'Tree copied.',
  'build.copyShown': 'The tree: {text}',
  'build.childValue': 'Value of the new child',
  'build.nameLabel': 'Name (empty for none)',
  'build.done': 'Tree edited; both searches ran again.',
  'whatIf.label': "Try this value here",
  'whatIf.min': "With {value} here, the root’s value stays {root} and its best move {move}: {node}’s β = {beta} {cmp} the α = {alpha} that {holder} holds, so no value of this leaf can raise {node} above {beta} or change the root’s {root}.",
  'whatIf.max': "With {value} here, the root’s value stays {root} and its best move {move}: {node}’s α = {alpha} {cmp} the β = {beta} that {holder} holds, so no value of this leaf can lower {node} below {alpha} or change the root’s {root}.",
  'whatIf.minWindow': "With {value} here, the root’s value stays {root} and its best move {move}: {node}’s β = {beta} {cmp} α = {alpha}, the window the root was searched with, so no value of this leaf can raise {node} above {beta} or change the root’s {root}.",
  'whatIf.maxWindow': "With {value} here, the root’s value stays {root} and its best move {move}: {node}’s α = {alpha} {cmp} β = {beta}, the window the root was searched with, so no value of this leaf can lower {node} below {alpha} or change the root’s {root}.",
  'whatIf.chance': "With {value} here, the root’s value stays {root} and its best move {move}: {why} Every leaf lies within the tree’s bounds, so no value of this leaf can change that.",
  'whatIf.outOfBounds': "Star1 cut off here assuming every leaf lies within the bounds [{lo}, {hi}]; {value} is outside them. Give the tree wider bounds (Search options) to try it.",
  'whatIf.changed': "With {value} here, the root’s value becomes {root} (it was {was}).",
};
