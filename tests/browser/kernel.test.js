// The Connect Four solver kernel in the page (issue 21), in real headless
// Chromium, driven as a person drives it: Scores of all moves on an 8-stone
// position and Cancel on a long one, play against the perfect computer (by
// mouse, keyboard and touch), and the lab's solver ladder. Expected scores
// are `abviz solve --board B --columns` output from a run checked by hand
// (the CLI uses the same kernel, natively); the ladder's nodes are the wasm
// engine's own in Node for the same switches, so the page must show each
// rung's own count. harness.openClean fails a test on console errors.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { start, settled, textMatches, button, shot, shotOf, mainThreadCpu, openLesson, chooseLanguage } from './harness.js';
import { Touch } from './touch.js';
import { initSync, Solver } from '../../web/pkg/abviz_wasm.js';
import { RUNGS, ETC_ROOT_EMPTY, ladderRungs, switchBits } from '../../web/engine/ladder.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

/** The scores under the columns as a person reads them. */
const scoreRow = (page) => page.locator('#c4-scores-row li').allTextContents();
const moves = (page) => page.evaluate(() => new URLSearchParams(location.search).get('moves'));

async function enterMoves(page, text) {
  const field = page.getByRole('textbox', { name: 'Column sequence' });
  await field.fill(text);
  await field.press('Enter');
  await settled(page);
}

// `abviz solve --board 53322761 --columns`: X to move; only column 4 does not lose (+1), the rest −17.
const EIGHT = '53322761';
const EIGHT_SCORES = ['−17', '−17', '−17', '+1', '−17', '−17', '−17'];

test('Scores of all moves on an 8-stone position: the CLI\'s score under every column, the main thread free; Cancel on a long one keeps the last view', async (t) => {
  const { page } = await h.openClean(t, `?game=connect4&moves=${EIGHT}&depth=2`);
  await openLesson(page, 'position');
  // Long tasks on the main thread while the solver works (none may pass 50 ms).
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.longTasks.push(Math.round(e.duration)); }).observe({ type: 'longtask' });
  });
  await h.browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline'] });
  const t0 = await page.evaluate(() => performance.now());
  await button(page, 'Scores of all moves').click();
  await textMatches(page, '#c4-play-status', /^The solver's exact score of each column, for X to move/, 60000);
  const ms = await page.evaluate((from) => performance.now() - from, t0);
  const cpu = mainThreadCpu(await h.browser.stopTracing());
  // The figure the issue asks for (under 3 s): reported, not asserted, as the machine's load varies.
  t.diagnostic(`Scores of all moves on ${EIGHT}: ${Math.round(ms)} ms from the click to the last score`);
  assert.deepEqual(await scoreRow(page), EIGHT_SCORES);
  assert.equal(await page.getByRole('listitem', { name: 'Column 4: +1' }).count(), 1);
  assert.equal(await page.locator('#c4-scores-row li[data-best="true"]').count(), 1);
  assert.equal(await page.locator('#c4-scores-row li[data-column="4"]').getAttribute('data-best'), 'true');
  // On a busy machine a task of little work can take 50 ms of wall time: then the trace says how much CPU each long one used.
  const long = await page.evaluate(() => window.longTasks);
  assert.ok(long.length === 0 || (cpu.seen > 0 && cpu.long.every((c) => c <= 50)), `no long task on the main thread while the kernel solves: ${JSON.stringify({ long, cpu })}`);
  await shot(page, 'kernel-scores-8');

  // A mirror-symmetric position (`abviz solve --board 117712762167137544 --columns`: 1 2 −2 2 −2 2 1):
  // each mirror pair is solved once, so its two scores arrive together.
  await enterMoves(page, '117712762167137544');
  await page.evaluate(() => {
    window.rows = [];
    new MutationObserver(() => window.rows.push([...document.querySelectorAll('#c4-scores-row li')].map((li) => li.textContent).join(' ')))
      .observe(document.getElementById('c4-scores-row'), { subtree: true, childList: true, characterData: true });
  });
  await button(page, 'Scores of all moves').click();
  await textMatches(page, '#c4-play-status', /^The solver's exact score of each column, for X to move/, 60000);
  assert.deepEqual(await scoreRow(page), ['+1', '+2', '−2', '+2', '−2', '+2', '+1']);
  const rows = await page.evaluate(() => window.rows);
  assert.ok(rows.includes('… … −2 +2 −2 … …'), `columns 3 and 5 together: ${JSON.stringify(rows)}`);
  assert.ok(!rows.some((r) => r.startsWith('… … −2 +2 … ')), 'never one of a pair alone');

  // A position the opening book holds only to its own score (8 discs, among the hardest the builder solved): its
  // columns take the kernel seconds (the centre one alone 32 million nodes), so the answer within 3 s leaves some as
  // ranges. Go on solving then runs with no limit; Cancel stops it, and what was on screen stays.
  await enterMoves(page, '44441277');
  await button(page, 'Scores of all moves').click();
  await textMatches(page, '#c4-play-status', /^Answered within 3 s: the exact score of \d of 7 columns/, 20000);
  const partial = await scoreRow(page);
  assert.ok(partial.some((c) => c.includes('…')), `some columns are ranges: ${JSON.stringify(partial)}`);
  // "−17", "…", "0": each line of a range is narrower than its column (one line, "−17…", was clipped).
  assert.deepEqual(await clippedRanges(page), [], 'every range fits its column');
  await button(page, 'Go on solving').click();
  await textMatches(page, '#c4-play-status', /^Solving column by column: \d of 7 done \(1 s\)…$/);
  await button(page, 'Cancel').click();
  await textMatches(page, '#c4-play-status', /^Scores cancelled after \d of 7 columns\.$/);
  assert.equal(await moves(page), '44441277', 'the position stays');
  const kept = await scoreRow(page);
  assert.ok(kept.every((c, i) => c === partial[i] || !partial[i].includes('…') || !c.includes('…')), `ranges stay until a score replaces them: ${JSON.stringify({ partial, kept })}`);
  assert.ok(await button(page, 'Go on solving').isVisible(), 'the student can go on later');
  assert.equal(await page.locator('#c4-cells .c4-cell[data-mark="X"]').count(), 4);
  // The empty board: its columns come from the opening book at once (`abviz solve --columns`; Pons' published scores).
  await button(page, 'Clear').click();
  await settled(page);
  await button(page, 'Scores of all moves').click();
  await textMatches(page, '#c4-play-status', /^The solver's exact score of each column, for X to move/, 10000);
  assert.deepEqual(await scoreRow(page), ['−2', '−1', '0', '+1', '0', '−1', '−2']);
  // The solver's worker was replaced: the next solve works, with a table of its own.
  await enterMoves(page, EIGHT);
  await button(page, 'Scores of all moves').click();
  await textMatches(page, '#c4-play-status', /^The solver's exact score of each column, for X to move/, 60000);
  assert.deepEqual(await scoreRow(page), EIGHT_SCORES);
});

/** The range cells whose text is wider than the cell, or wraps past its three lines (low, "…", high). */
function clippedRanges(page) {
  return page.$$eval('#c4-scores-row li[data-range="true"]', (lis) => lis.filter((li) => {
    const text = document.createRange();
    text.selectNodeContents(li);
    const lines = new Set([...text.getClientRects()].map((r) => Math.round(r.top)));
    return [...text.getClientRects()].some((r) => r.width > li.clientWidth) || lines.size > 3;
  }).map((li) => li.textContent));
}

// `abviz solve --board 444417724 --columns`: 10.5 s natively with the complete book, O to move, so the page's 3 s
// leave columns open on any machine. (444412771, used before the book was complete, now takes 2.8 s natively and
// is answered whole within 3 s on a quiet machine: a test of ranges needs a margin, not a borderline.)
const HARD = '444417724';
const HARD_SCORES = [0, 0, -2, 0, 0, 0, 0];
const shown = (v) => (v > 0 ? `+${v}` : v < 0 ? `−${-v}` : '0');
const number = (text) => Number(text.replace('−', '-'));

test('Scores of all moves answers within 3 s: a column out of time shows the range its score was proven in, and Go on solving finds the exact scores inside them', async (t) => {
  const { page } = await h.openClean(t, `?game=connect4&moves=${HARD}&depth=2`);
  await openLesson(page, 'position');
  const t0 = await page.evaluate(() => performance.now());
  await button(page, 'Scores of all moves').click();
  await textMatches(page, '#c4-play-status', /^Answered within 3 s: the exact score of (\d) of 7 columns, for O to move\. The others ran out/, 20000);
  t.diagnostic(`Scores of all moves on ${HARD}: answered in ${Math.round(await page.evaluate((from) => performance.now() - from, t0))} ms`);
  const cells = await scoreRow(page);
  const ranges = cells.map((c, i) => [c, i]).filter(([c]) => c.includes('…'));
  assert.ok(ranges.length > 0, `a hard position leaves columns as ranges: ${JSON.stringify(cells)}`);
  const status = await page.locator('#c4-play-status').textContent();
  assert.ok(status.includes(`the exact score of ${7 - ranges.length} of 7 columns`), status);
  for (const [c, i] of ranges) {
    const [lo, hi] = c.split('…').map((x) => number(x.trim()));
    assert.ok(lo <= HARD_SCORES[i] && HARD_SCORES[i] <= hi, `column ${i + 1}: ${HARD_SCORES[i]} in ${c}`);
    const label = await page.locator(`#c4-scores-row li[data-column="${i + 1}"]`).getAttribute('aria-label');
    assert.equal(label, `Column ${i + 1}: between ${shown(lo)} and ${shown(hi)}, not solved in its time`);
  }
  cells.forEach((c, i) => { if (!c.includes('…')) assert.equal(c, shown(HARD_SCORES[i]), `column ${i + 1}`); });
  // No best column is claimed while a range could still beat the best exact score.
  const bestExact = Math.max(...cells.filter((c) => !c.includes('…')).map(number));
  const open = ranges.some(([c]) => number(c.split('…')[1].trim()) > bestExact);
  if (open) assert.equal(await page.locator('#c4-scores-row li[data-best="true"]').count(), 0);
  // On the projector (1280×720) the sentence and Go on solving are in sight, and no range is clipped by its column.
  for (const target of [page.locator('#c4-play-status'), button(page, 'Go on solving')]) {
    const box = await target.boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= 721, `in sight at 1280×720: ${JSON.stringify(box)}`);
  }
  assert.deepEqual(await clippedRanges(page), [], 'every range fits its column');
  await shot(page, 'kernel-scores-ranges');

  await button(page, 'Go on solving').click();
  await textMatches(page, '#c4-play-status', /^The solver's exact score of each column, for O to move/, 90000);
  assert.deepEqual(await scoreRow(page), HARD_SCORES.map(shown));
  assert.equal(await page.locator('#c4-scores-row li[data-column="1"]').getAttribute('data-best'), 'true');
  assert.equal(await page.locator('#c4-scores-row li[data-range="true"]').count(), 0);
  assert.ok(!(await button(page, 'Go on solving').isVisible()));
});

test('play against the perfect computer: ticked by keyboard it plays the only non-losing column, and replies to the student\'s move with the solver\'s best', async (t) => {
  const { page } = await h.openClean(t, `?game=connect4&moves=${EIGHT}&depth=2`);
  await openLesson(page, 'position');
  const auto = page.getByRole('checkbox', { name: 'Play against the perfect computer' });
  assert.equal(await auto.isChecked(), false);
  await auto.focus();
  await page.keyboard.press('Space');
  // X to move: the computer takes X and plays column 4 (+1; every other column loses).
  await page.waitForFunction((m) => new URLSearchParams(location.search).get('moves') === m, `${EIGHT}4`, { timeout: 60000 });
  await settled(page);
  await textMatches(page, '#c4-play-status', /^The computer played column 4: the solver's best \(score \+1;.*You play O; the computer \(X\) replies to each move with the solver's best\.$/);
  assert.equal(await auto.isChecked(), true);
  // The student (O) drops in column 4; `abviz solve --board 5332276144 --columns`: X's best is column 4 (+1), the only one.
  await button(page, 'Drop in column 4').click();
  await page.waitForFunction((m) => new URLSearchParams(location.search).get('moves') === m, `${EIGHT}444`, { timeout: 60000 });
  await settled(page);
  await textMatches(page, '#c4-play-status', /^The computer played column 4: the solver's best \(score \+1;/);
  await shot(page, 'kernel-auto-1280');
  // The browser's Back to before its reply: it does not move again by itself (Back could never pass it), and says how to go on.
  await page.goBack();
  await page.waitForFunction((m) => new URLSearchParams(location.search).get('moves') === m, `${EIGHT}44`);
  await settled(page);
  await textMatches(page, '#c4-play-status', /It is the computer's \(X\) turn here, and it moved from here before: press Computer move for its reply, or Undo for your last turn\.$/);
  await new Promise((r) => setTimeout(r, 500));
  assert.equal(await moves(page), `${EIGHT}44`);
  await page.goForward();
  await page.waitForFunction((m) => new URLSearchParams(location.search).get('moves') === m, `${EIGHT}444`);
  await settled(page);
  // Unticked, it no longer replies.
  await auto.uncheck();
  await button(page, 'Drop in column 3').click();
  await settled(page);
  await new Promise((r) => setTimeout(r, 500));
  assert.equal(await moves(page), `${EIGHT}4443`);
  await textMatches(page, '#c4-play-status', /^$/);
});

test('play against the perfect computer on a phone: a tap on the label ticks it, and the computer wins at once where it can', async (t) => {
  const { page, context } = await h.openClean(t, '?game=connect4&moves=44455554221351&depth=2', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await openLesson(page, 'position', 'tap');
  const label = page.locator('label.c4-auto');
  await label.scrollIntoViewIfNeeded();
  const box = await label.boundingBox();
  assert.ok(box.height >= 24, `a finger-sized target: ${box.height} px`);
  const touch = await Touch.of(context, page);
  await touch.tap(box.x + box.width / 2, box.y + box.height / 2);
  // X to move, and column 3 wins at once (`abviz solve --columns`: +14, the rest lose): the computer plays it.
  await page.waitForFunction(() => new URLSearchParams(location.search).get('moves') === '444555542213513', null, { timeout: 60000 });
  await settled(page);
  await textMatches(page, '#c4-status', /^X has four in a row/);
  assert.equal(await page.getByRole('checkbox', { name: 'Play against the perfect computer' }).isChecked(), true);
  await page.locator('#c4-board').scrollIntoViewIfNeeded();
  await shot(page, 'kernel-auto-390');
});

// A 22-stone position whose plain rung fits the ladder's budget: `abviz solve --board` gives 8.
const LADDER = '4653676343751777312513';

test('the solver ladder: a column per technique, each rung\'s own nodes, the same score, sentences from the numbers shown', async (t) => {
  const { page } = await h.openClean(t, `?game=connect4&moves=${LADDER}&depth=2`);
  // What the engine counts for each rung's switches, from a cold table, as the worker does.
  initSync({ module: readFileSync(new URL('../../web/pkg/abviz_wasm_bg.wasm', import.meta.url)) });
  const solver = new Solver();
  // Bits in the engine's order (anticipate, threat_order, table, bisect, book, etc): none, then table,
  // bisection, anticipation, threat order, transposition cut-offs and the book added in turn, as Pons' tutorial climbs.
  const bits = [0b000000, 0b000100, 0b001100, 0b001101, 0b001111, 0b101111, 0b111111];
  assert.deepEqual(Solver.switch_names(), ['anticipate', 'threat_order', 'table', 'bisect', 'book', 'etc']);
  assert.deepEqual(ladderRungs().map((r) => switchBits(Solver.switch_names(), r.options)), bits);
  const want = bits.map((b) => { solver.clear(); solver.solve('', LADDER, b); return solver.nodes(); });
  solver.free();
  assert.ok(want[0] > want[want.length - 1], `the plain rung searches more: ${want}`);

  await openLesson(page, 'solver');
  await page.locator('#ladder-run').scrollIntoViewIfNeeded();
  const headers = await page.locator('#ladder-table thead th').allTextContents();
  assert.deepEqual(headers, ['Rung', 'Alpha-beta, centre first', '+ table', '+ bisection', '+ anticipation', '+ threat order', '+ transposition cut-offs', '+ book']);
  // The intro's threshold for the cut-offs is the engine's.
  assert.equal(ETC_ROOT_EMPTY, Solver.etc_root_empty());
  assert.match(await page.locator('#ladder-intro').textContent(), new RegExp(`only from positions with ${Solver.etc_root_empty()} or more empty cells`));
  await button(page, 'Climb the ladder').click();
  await page.locator('#ladder-cancel').waitFor({ state: 'hidden', timeout: 60000 });
  const row = (id) => page.locator(`#ladder-table tr[data-row="${id}"] td`).allTextContents();
  const nodes = (await row('nodes')).map((s) => Number(s.replace(/,/g, '')));
  assert.deepEqual(nodes, want);
  assert.deepEqual(await row('score'), Array(RUNGS.length).fill('+8'));
  for (const ms of await row('ms')) assert.match(ms, /^\d[\d,]*(\.\d)?$/);
  // The gain row: the rung before's nodes over this one's, as the table shows them.
  const gains = await row('gain');
  assert.equal(gains[0], '');
  for (let i = 1; i < nodes.length; i++) {
    const r = nodes[i - 1] / Math.max(nodes[i], 1);
    const text = r >= 1 ? `${r < 10 ? Math.round(r * 10) / 10 : Math.round(r)}×` : /more$/;
    if (typeof text === 'string') assert.equal(gains[i].replace(/,/g, ''), text, `rung ${i}`);
    else assert.match(gains[i], text);
  }
  const notes = await page.locator('#ladder-notes li').allTextContents();
  const n = (x) => x.toLocaleString('en-US');
  assert.ok(notes.includes(`+ table: ${n(nodes[1])} nodes against ${n(nodes[0])}, ${Math.round(nodes[0] / nodes[1])}× fewer.`) || notes.some((s) => s.startsWith(`+ table: ${n(nodes[1])} nodes against ${n(nodes[0])}, `)), notes.join('\n'));
  assert.match(notes.at(-1), new RegExp(`^From “Alpha-beta, centre first” to “\\+ book”: ${n(nodes[0])} nodes down to ${n(nodes.at(-1))} `));
  await shotOf(page.locator('#ladder-table'), 'kernel-ladder-table');
  await page.locator('#ladder-heading').scrollIntoViewIfNeeded();
  await shot(page, 'kernel-ladder-1280');
  // A 9-stone position, past the opening book (on one it holds the ladder climbs down from the book: book.test.js):
  // the plain rung runs long (up to its budget); its progress shows, and Cancel stops the ladder.
  await openLesson(page, 'position');
  await page.getByRole('textbox', { name: 'Column sequence' }).fill(`${EIGHT}4`);
  await page.getByRole('textbox', { name: 'Column sequence' }).press('Enter');
  await settled(page);
  await openLesson(page, 'solver');
  await page.locator('#ladder-run').scrollIntoViewIfNeeded();
  await button(page, 'Climb the ladder').click();
  await textMatches(page, '#ladder-status', /^0 of 7 rungs done; the one running has searched [1-9][\d,]* nodes…$/);
  assert.equal(await page.locator('#ladder-table tr[data-row="nodes"] td[data-rung="plain"]').textContent(), '…');
  assert.ok(await button(page, 'Climb the ladder').isDisabled());
  await page.locator('#solver').getByRole('button', { name: 'Cancel' }).click();
  await textMatches(page, '#ladder-status', /^Ladder cancelled after 0 of 7 rungs\.$/);
  assert.equal(await button(page, 'Climb the ladder').isDisabled(), false);
  assert.equal(await page.locator('#ladder-cancel').isVisible(), false);
  assert.match(await page.locator('#ladder-for').textContent(), new RegExp(`^Position: ${EIGHT}4, O to move\\.$`));
  // In Japanese, the same table in Japanese.
  await chooseLanguage(page, 'ja');
  assert.equal(await page.locator('#ladder-table thead th').nth(2).textContent(), '＋置換表');
  assert.equal(await page.locator('#ladder-table thead th').nth(1).textContent(), 'アルファベータ（中央から）');
});

test('on a phone, ranges fit their narrow columns: low, "…", high on three lines', async (t) => {
  const { page } = await h.openClean(t, '?game=connect4&moves=44441277&depth=2', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await openLesson(page, 'position', 'tap');
  await page.locator('#c4-scores').tap();
  await textMatches(page, '#c4-play-status', /^Answered within 3 s: the exact score of \d of 7 columns/, 20000);
  const widths = await page.$$eval('#c4-scores-row li', (lis) => lis.map((li) => li.clientWidth));
  assert.ok(Math.max(...widths) < 32, `a phone's columns are narrow: ${widths}`);
  assert.ok((await page.locator('#c4-scores-row li[data-range="true"]').count()) > 0, 'some columns are ranges');
  assert.deepEqual(await clippedRanges(page), [], 'every range fits its column');
  await page.locator('#c4-board').scrollIntoViewIfNeeded();
  await shot(page, 'kernel-ranges-390');
});
