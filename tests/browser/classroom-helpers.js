// Helpers shared by the classroom browser tests (classroom.test.js,
// classroom-screens.test.js, classroom-links.test.js): opening the page and
// reading its totals and its step as the page shows them.

import assert from 'node:assert/strict';

/**
 * The `open` of a test file whose harness (harness.start()) `harness()` returns once its before() has run:
 * open(t, query, options) opens the page at `query`, drawn; when the test ends it must have stayed clean (harness.openClean).
 */
export const opener = (harness) => (t, query = '', options = {}) => harness().openClean(t, query, options);

export const $text = (page, sel) => page.locator(sel).textContent();
export const totals = async (page) => [await $text(page, '#minimax-total'), await $text(page, '#alphabeta-total')];
/** Waits until the tree with totals `mm` and `ab` (as the page formats them) is installed, not only its totals painted. */
export const waitTotals = (page, mm, ab, timeout = 30000) => page.waitForFunction(([a, b]) => {
  const s = window.abviz?.app?.summary;
  return document.getElementById('minimax-total')?.textContent === a && document.getElementById('alphabeta-total')?.textContent === b
    && !document.querySelector('.panels.loading') && !!s
    && String(s.minimax.nodes) === a.replace(/,/g, '') && String(s.alphabeta.nodes) === b.replace(/,/g, '');
}, [mm, ab], { timeout });
/** The step the page says it shows: "step 12 of 458" → [12, 458]. */
export async function stepText(page) {
  const m = (await $text(page, '#position-out')).replace(/,/g, '').match(/(\d+)\D+(\d+)/);
  assert.ok(m, 'the step is shown as "step N of M"');
  return [Number(m[1]), Number(m[2])];
}
export const blur = (page) => page.evaluate(() => document.activeElement?.blur());
