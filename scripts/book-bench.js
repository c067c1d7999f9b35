// The deep opening book in the page, timed in Debian's Chromium on the built dist/ (issue 28: "a click on
// Connect Four answers"): Scores of all moves and Computer move from the click to the answer on screen,
// and the solver ladder from the click to its last rung. A measurement, not a test: nothing is asserted.
//
//   node scripts/book-bench.js [--hardest N] [--no-ladder] [POSITION ...]
//
// POSITION: column sequences (`-` for the empty board). Without any: 4453, the empty board, 53322761, and
// the N (default 5) positions of 8 discs whose solve took the builder the most nodes, read from the solved
// chunks in $BOOK_DEEP_DIR (default target/deep-book/; see scripts/build-books.sh), or a fixed list of hard
// ones when there are none. Prints one line a measure and, last, one JSON object with every figure.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { start, settled, textMatches, button } from '../tests/browser/harness.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const at = args.indexOf('--hardest');
const hardest = at >= 0 ? Math.max(0, Number(args[at + 1]) || 0) : 5;
const ladder = !args.includes('--no-ladder');
const given = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--hardest');

/** The `n` positions of the solved chunks with the most nodes (`position score nodes µs` lines). */
function hardestSolved(n) {
  const dir = process.env.BOOK_DEEP_DIR || path.join(ROOT, 'target/deep-book');
  if (!existsSync(dir)) return null;
  const rows = [];
  for (const f of readdirSync(dir).filter((f) => /^chunk\.\d+\.out$/.test(f))) {
    for (const line of readFileSync(path.join(dir, f), 'utf8').split('\n')) {
      const [pos, , nodes] = line.split(' ');
      if (pos && !pos.startsWith('#') && nodes) rows.push([pos, Number(nodes)]);
    }
  }
  return rows.length ? rows.sort((a, b) => b[1] - a[1]).slice(0, n).map((r) => r[0]) : null;
}

const positions = given.length ? given : ['4453', '-', '53322761',
  ...(hardestSolved(hardest) ?? ['44441772', '44411114', '44441277', '44422224', '44444271'].slice(0, hardest))];
const h = await start();
const page = await h.browser.newPage({ viewport: { width: 1280, height: 900 } });
const figures = [];

/** Opens the position with the lesson drawer that holds the buttons timed (Position, or the Solver's ladder). */
async function open(moves, drawer = 'position') {
  await page.goto(`${h.origin}/?game=connect4&moves=${moves === '-' ? '' : moves}&depth=2&drawer=${drawer}`);
  await page.waitForSelector('body[data-ready="true"]');
  await settled(page);
  // The book is fetched into the solver's worker once the trees are drawn: let it arrive, as a person would.
  await page.waitForTimeout(1500);
}

const since = (t0) => page.evaluate((from) => Math.round(performance.now() - from), t0);
const now = () => page.evaluate(() => performance.now());

for (const moves of positions) {
  await open(moves);
  let t0 = await now();
  await button(page, 'Scores of all moves').click();
  // Every score, or the answer at 3 s with the columns out of time as ranges.
  await textMatches(page, '#c4-play-status', /^(The solver's exact score|Answered within)/, 600000);
  const scores = await since(t0);
  const row = (await page.locator('#c4-scores-row li').allTextContents()).map((c) => c.replaceAll('\n', '')).join(' ');
  const status = await page.locator('#c4-play-status').textContent();
  const book = status.includes('opening book');
  const ranges = status.startsWith('Answered within') ? (await page.locator('#c4-scores-row li[data-range="true"]').count()) : 0;
  await open(moves);
  t0 = await now();
  await button(page, 'Computer move').click();
  await textMatches(page, '#c4-play-status', /^The computer played/, 60000);
  const move = await since(t0);
  const fellBack = (await page.locator('#c4-play-status').textContent()).includes('did not finish');
  figures.push({ position: moves, scoresMs: scores, fromBook: book, ranges, row, computerMoveMs: move, searchFallback: fellBack });
  console.log(`${moves.padEnd(10)} scores ${String(scores).padStart(6)} ms${book ? ' (book)' : ''}${ranges ? ` (${ranges} as ranges)` : ''}  [${row}]  computer move ${move} ms${fellBack ? ' (the solver ran out of its time: the search move)' : ''}`);
}
if (ladder) {
  for (const moves of ['-', '4453']) {
    await open(moves, 'solver');
    await page.locator('#ladder-run').scrollIntoViewIfNeeded();
    const t0 = Date.now();
    await button(page, 'Climb the ladder').click();
    await page.locator('#ladder-cancel').waitFor({ state: 'hidden', timeout: 900000 });
    const ms = Date.now() - t0;
    const nodes = await page.locator('#ladder-table tr[data-row="nodes"] td').allTextContents();
    figures.push({ position: moves, ladderMs: ms, ladderNodes: nodes });
    console.log(`ladder ${moves.padEnd(6)} ${ms} ms  [${nodes.join(' | ')}]`);
  }
}
await h.close();
console.log(JSON.stringify({ load: readFileSync('/proc/loadavg', 'utf8').split(' ')[0], figures }));
