// The "Beyond the horizon" presets (state/horizon-presets.js) and the tree
// shorthand's noisy mark, in English: a part of the en dictionary (en.js
// spreads it in place). Captions hold no typed numbers: each {…} is read
// from the two panels' analyses.

export const presets = {
  'preset.captionFutility': 'Plain alpha-beta (left) searches {na} nodes, finds {va} and plays {ma}. With the futility margin {margin} (right), C stops searching as soon as it cannot beat B by more than the margin (futility stops: {stops}; children skipped: {skipped}): {nb} nodes, value {vb}, move {mb}. The error, {error}, is within the margin {margin}.',
  'preset.captionRich': "At depth {shallow}, B's own score makes it look best. One level deeper (left), B's reply E scores so badly that B falls to {bLeft}, and alpha-beta plays {ma} ({va}). But E is not quiet: waiting for quiescence (right) searches it on (nodes extended: {ext}), B is worth {bRight} again and is played ({vb}).",
  'preset.captionTtt': "At the depth limit (left), alpha-beta plays {ma} ({va}): X's forced block there makes a fork just past the horizon, and O loses. With quiescence (right), positions where a line can be completed or must be blocked are searched on (nodes extended: {ext}; {nb} nodes against {na}), and O plays {mb} ({vb}), which draws.",
  'preset.captionC4': 'At the depth limit (left), alpha-beta plays {ma} ({va}), and X then forces four in a row just past the horizon. With quiescence (right), positions with a playable winning cell are searched on (nodes extended: {ext}; {nb} nodes against {na}), and O plays {mb} ({vb}), which escapes it.',
  'preset.captionSecondary': {
    one: 'At the depth limit, alpha-beta plays {ma} ({va}). Secondary search (right) searches that move alone {k} ply deeper: it is worth only {deeper}, below the second-best {second} ({secondValue}). So {second} is searched deeper too ({secondDeeper}), and {final} is played instead ({finalValue}), for {extra} extra nodes.',
    other: 'At the depth limit, alpha-beta plays {ma} ({va}). Secondary search (right) searches that move alone {k} plies deeper: it is worth only {deeper}, below the second-best {second} ({secondValue}). So {second} is searched deeper too ({secondDeeper}), and {final} is played instead ({finalValue}), for {extra} extra nodes.',
  },
  'preset.captionBook': 'Alpha-beta (left) searches {na} nodes and plays {ma} ({va}), a move that loses. With the opening book (right), the position is looked up before any search (book answers: {hits}): {nb} node, the exact value {vb}, and {mb}.',
  'preset.captionEndgame': 'Alpha-beta (left) estimates {va} at its depth limit and plays {ma} ({na} nodes). With the endgame solver (right), every position with at most {empty} empty cells is solved exactly: {nb} nodes searched and {solver} more by the solver give the exact value {vb}, a draw, and {mb}. Knowledge and search, combined.',
  'preset.sourceFig6': 'Source: Rich, Fig. 6 (futility cut-offs).',
  'preset.sourceFigs79': 'Source: Rich, Figs 7–9 (waiting for quiescence).',
  'preset.sourceNilsson': 'Source: Nilsson, ch. 12: quiescence and the horizon effect.',
  'preset.sourceSecondary': 'Source: Rich: secondary search.',
  'preset.sourceBook': 'Source: Rich: book moves.',
  // The same as the events branch's (the panel option's label and heading part).
  'cfg.endgameLabel': 'Endgame solver: empty cells',
  'cfg.endgame': 'endgame ≤ {v} empty',
};
