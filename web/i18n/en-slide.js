// The slide export's one-line legend (render/slide.js), in English: it comes with
// the first export (controls/share.js), not with the first view (index.js loadEnglish).

export const slide = {
  // A word or two beside each shape.
  'slide.max': 'MAX',
  'slide.min': 'MIN',
  'slide.chance': 'chance',
  'slide.pending': 'not yet visited',
  'slide.current': 'being searched',
  'slide.visited': 'visited',
  'slide.pruned': 'pruned',
  'slide.window': 'α, β: the window along the current path',
};
