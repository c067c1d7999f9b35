// The Gallery (panels/gallery.js), in English: a part of the en dictionary
// (en.js spreads it in place). Each preset's own title and caption come from
// the core's registry in English; ja-gallery.js and ko-gallery.js translate
// them under `title.<name>` and `caption.<name>`.

export const gallery = {
  'gallery.book.nilsson': 'Nilsson, Artificial Intelligence: A New Synthesis',
  'gallery.book.rich': 'Rich, Artificial Intelligence',
  'gallery.book.wikipedia': 'Wikipedia',
  'gallery.book.aima': 'Russell & Norvig, AIMA',
  'gallery.book.examples': 'CS188 and the page\'s own examples',
  'gallery.book.horizon': 'Beyond the horizon (side by side)',
  'gallery.book.mcts': 'Monte Carlo tree search beside alpha-beta',
  'gallery.book.other': 'Other presets',
  'gallery.source': 'Source: {source}.',
  'gallery.watch': 'What to watch for: {caption}',
  'gallery.edited': 'Edited from this figure: its values were changed, so what the book says about it may no longer hold. Choose it in the Gallery to see it as printed.',
  'gallery.unknown': 'There is no preset called {name} in the Gallery: the view on screen stays. Open the Gallery to pick one.',
  'link.badPreset': '{param}={value} is not a preset name (lower-case letters, digits and “-”, such as rich-fig5); it was ignored.',
};
