// The lesson bar and its drawers (controls/drawers.js), and the position's
// card (panels/position-card.js), in English: a part of the en dictionary.

export const lessons = {
  'lessons.closeLabel.position': 'Close Position',
  'lessons.closeLabel.options': 'Close Search options',
  'lessons.closeLabel.horizon': 'Close Beyond the horizon',
  'lessons.closeLabel.share': 'Close Share and export',
  'lessons.closeLabel.lab': 'Close Enhancement lab',
  'lessons.closeLabel.solver': 'Close Solver',
  'lessons.closeLabel.play': 'Close Whole games',
  'lessons.closeLabel.match': 'Close Match',
  'lessons.closeLabel.pearl': 'Close Pearl and Knuth–Moore',
  'lessons.closeLabel.replay': 'Close Nilsson’s replay',
  'lessons.closeLabel.legend': 'Close How to read the trees',
  'card.agentToMove': '{agent} moves first.',
  'card.maxToMove': 'The side to move is MAX, the other MIN.',
  viewBarLabel: 'View: speed, zoom and panels',
};
