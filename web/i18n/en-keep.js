// What the page keeps of a link it could not show as it was (state/rescue.js), and the state kept in
// this browser for a link that cannot hold it (state/kept.js), in English: a part of the en dictionary.

export const keep = {
  'rescue.refused': 'This link could not be shown as it is: {why}',
  'rescue.history': 'The history is kept up to move {kept}, the last legal one.',
  'rescue.historyNone': 'The history is left out: the layout is shown from its start.',
  'rescue.depth': 'This link’s depth {asked} passes the {limit}-node budget of a drawn search: it is shown at depth {depth}, the deepest that fits.',
  'rescue.depthNone': 'This link has no depth limit, and the whole search passes the {limit}-node budget of a drawn search: it is shown at depth {depth}, the deepest that fits.',
  'rescue.depthFit': 'It is shown at depth {depth}, the deepest that fits the node budget of a drawn search.',
  'rescue.overBudget': 'This link’s search passes the {limit}-node budget of a drawn search.',
  'rescue.options': 'The game is shown with its default search options instead.',
  'rescue.position': 'The game is shown from its starting position instead.',
  'kept.tree': 'This tree is too long for a link: it is kept in this browser, and the link holds its key; a link opened elsewhere will not have it.',
  'kept.weights': 'The weights learned here are not in the link: they are kept in this browser, and the link holds their key; a link opened elsewhere will not have them.',
  'kept.both': 'This tree is too long for a link, and the weights learned here are not in it: both are kept in this browser, and the link holds their key; a link opened elsewhere will not have them.',
  'kept.missing': 'This link was made with a tree or weights kept in the browser it was made in, and this browser does not have them: the rest of the link is shown.',
  'link.badKept': 'In this link, “{param}” is {value}, which is not the key of anything kept in a browser; it is left out.',
};
