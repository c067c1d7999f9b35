// What the page keeps of a link it could not show as it was (state/rescue.js), and the state kept in
// this browser for a link that cannot hold it (state/kept.js), in English: a part of the en dictionary.

export const keep = {
  'rescue.history': 'The history is kept up to move {kept}, the last legal one.',
  'rescue.historyNone': 'The history is left out: the layout is shown from its start.',
  'rescue.depth': 'This link’s depth {asked} passes the {limit}-node budget of a drawn search: it is shown at depth {depth}, the deepest that fits.',
  'rescue.depthNone': 'This link has no depth limit, and the whole search passes the {limit}-node budget of a drawn search: it is shown at depth {depth}, the deepest that fits.',
  'rescue.depthFit': 'It is shown at depth {depth}, the deepest that fits the node budget of a drawn search.',
  'rescue.overBudget': 'This link’s search passes the {limit}-node budget of a drawn search.',
  'rescue.options': 'The game is shown with its default search options instead.',
  'rescue.position': 'The game is shown from its starting position instead.',
};
