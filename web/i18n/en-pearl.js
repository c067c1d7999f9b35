// Pearl's chart (lab/pearl-panel.js) in English: a part of the en dictionary
// (en.js spreads it in place), kept apart to keep each file short.

export const pearl = {
  pearlHeading: 'Pearl and Knuth–Moore: how much does alpha-beta save?',
  pearlIntro: 'Nilsson quotes two results. Searched best move first, alpha-beta evaluates only b^⌈d/2⌉ + b^⌊d/2⌋ − 1 of the b^d leaves of a uniform tree (Knuth and Moore, 1975). With the moves in random order it evaluates about b^(3d/4), as if the branching factor were b^(3/4) (Pearl, 1982). Draw counts a seeded sample of random trees to see where alpha-beta sits.',
  pearlB: 'Branching b',
  pearlD: 'Up to depth d',
  pearlN: 'Trees in the sample',
  pearlRun: 'Draw',
  pearlProgressLabel: 'Pearl chart progress',
  pearlProgress: '{done} of {total} trees counted',
  pearlCancelled: 'Cancelled after {done} of {total} trees.',
  pearlCap: 'Depths up to {d} for b = {b}: a tree has at most {limit} leaves, so the sample stays quick.',
  pearlSample: 'Mean of a sample of {n} trees (seeds {first} to {last}), branching {b}, each searched in random order.',
  pearlSeriesMean: 'Alpha-beta, random order (mean)',
  pearlSeriesPearl: 'b^(3d/4) (Pearl)',
  pearlSeriesBest: 'Best case b^⌈d/2⌉ + b^⌊d/2⌋ − 1 (Knuth–Moore)',
  pearlSeriesFull: 'All leaves b^d (minimax)',
  pearlAxisLeaves: 'Leaves evaluated (log scale)',
  pearlChartTitle: 'Leaves evaluated by depth for b = {b}, on a logarithmic scale',
  pearlTableCaption: 'Leaves evaluated, by depth: the sample\'s mean and the three formulas.',
  pearlNoteBetween: 'At depth {depth}, alpha-beta in random order evaluated {mean} leaves on average: {overBest} times the best case ({best}) and {ofPearl} of b^(3d/4) ({pearl}), {share}% of the way from the best case to b^(3d/4) on the log scale; minimax evaluates {full}.',
  pearlNoteAbove: 'At depth {depth}, alpha-beta in random order evaluated {mean} leaves on average: {ofPearl} times b^(3d/4) ({pearl}) and {overBest} times the best case ({best}); minimax evaluates {full}.',
  pearlNoteBelow: 'At depth {depth}, alpha-beta in random order evaluated {mean} leaves on average: below even the best case ({best}), as equal leaves let it cut more; b^(3d/4) is {pearl}, minimax evaluates {full}.',
  pearlGrowth: 'From depth {from} to {depth} it grew {growth} times a ply (√ of the ratio over two plies), against Pearl\'s b^(3/4) = {rate}.',
  pearlAbout: 'Each tree is the page\'s random uniform tree (branching b, depth d, seed k, leaves whole numbers 0–20), searched by alpha-beta in a random order drawn from the same seed k. Leaves are the tips alpha-beta evaluates, the unit of Knuth and Moore\'s count. Pearl\'s b^(3d/4) is a rate for deep trees whose leaves all differ, up to a constant factor: at small depths the mean can sit above it, so compare its growth a ply with b^(3/4). Leaves here repeat, and ties let alpha-beta cut a little more.',
};
