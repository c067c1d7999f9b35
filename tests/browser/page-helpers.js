// Helpers shared by the browser tests of the page (page.test.js) and of
// exploring its trees (tree-explore.test.js): opening the page, the slider,
// what the page says aloud and the totals it shows.

import { settled, textMatches, openLesson } from './harness.js';

/**
 * The `open` of a test file whose harness (harness.start()) `harness()` returns once its before() has run:
 * open(t, query, options, lesson) opens the page at `query`, drawn; when the test ends it must have stayed
 * clean (harness.openClean). With `lesson`, that drawer is opened (Position: the board, its presets and the textbook trees).
 */
export const opener = (harness) => async (t, query = '', options = {}, lesson = null) => {
  const { page } = await harness().openClean(t, query, options);
  if (lesson) await openLesson(page, lesson);
  return page;
};

export const position = (page) => page.getByRole('slider', { name: 'Trace position' });
export const said = (page) => page.locator('#announce').textContent();

/** Waits for both totals (as the page writes them, e.g. "549,946"), then for the drawing. */
export async function totals(page, mm, ab) {
  await textMatches(page, '#minimax-total', new RegExp(`^${mm}$`), 60000);
  await textMatches(page, '#alphabeta-total', new RegExp(`^${ab}$`), 60000);
  await settled(page);
}
