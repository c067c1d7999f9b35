// The Worksheet lesson (web/sheet/) in English: a part of the en dictionary
// (en.js spreads it in place), kept apart to keep each file short.

export const sheet = {
  'lessons.closeLabel.worksheet': 'Close Worksheet',
  'link.badSheet': 'In this link, “{param}” is {value}: a worksheet is count,seed,depth,branching,order,question (such as 6,1,3,2,random,mixed), with 1 to 12 exercises, depth 1 to 5, branching 2 to 4 and at most {limit} leaves a tree. The worksheet’s defaults are used.',
  'sheet.count': 'Exercises',
  'sheet.seed': 'Sheet seed',
  'sheet.depth': 'Tree depth',
  'sheet.branching': 'Tree branching',
  'sheet.tooWide': 'Branching {branching} and depth {depth} make {leaves} leaves a tree; a worksheet’s trees have at most {limit}, so that they print readably. The sheet on screen stays.',
};
