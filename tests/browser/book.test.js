// The deep 7×6 opening book in the page (issue 28, point 7), in real headless
// Chromium, driven as a person drives it: Scores of all moves, Computer move
// and the perfect computer answer early positions from the book (a data file
// the solver's worker fetches, web/data/connect4-7x6.book), and the lab's
// solver ladder says in words when a rung stops at its limit and that the
// book answers. Expected scores are `abviz solve --board B --columns
// --no-book` (the kernel searching, natively) and Pons' published columns of
// the empty board. Times are reported, not asserted (they live in the
// benchmarks); what is asserted is what a person sees.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { start, settled, textMatches, button, openLesson, chooseLanguage } from './harness.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

const scoreRow = (page) => page.locator('#c4-scores-row li').allTextContents();
const moves = (page) => page.evaluate(() => new URLSearchParams(location.search).get('moves'));
const DONE = /^The solver's exact score of each column, for X to move/;
const FROM_BOOK = 'Every score comes from the opening book, with no search.';

async function enterMoves(page, text) {
  const field = page.getByRole('textbox', { name: 'Column sequence' });
  await field.fill(text);
  await field.press('Enter');
  await settled(page);
}

/** Clicks Scores of all moves and waits for every score: the milliseconds from the click. */
async function scores(page) {
  const t0 = await page.evaluate(() => performance.now());
  await button(page, 'Scores of all moves').click();
  await textMatches(page, '#c4-play-status', DONE, 120000);
  return Math.round(await page.evaluate((from) => performance.now() - from, t0));
}

test('Scores of all moves on 4453 and on the empty board: the seven scores, each from the opening book', async (t) => {
  const { page } = await h.openClean(t, '?game=connect4&moves=4453&depth=2');
  await openLesson(page, 'position');
  const ms4453 = await scores(page);
  // `abviz solve --board 4453 --columns --no-book` (41 million nodes natively).
  assert.deepEqual(await scoreRow(page), ['−5', '−5', '−2', '−3', '−4', '−2', '−2']);
  assert.ok((await page.locator('#c4-play-status').textContent()).endsWith(FROM_BOOK));
  await button(page, 'Clear').click();
  await settled(page);
  const msEmpty = await scores(page);
  // Pons' published columns of the empty board.
  assert.deepEqual(await scoreRow(page), ['−2', '−1', '0', '+1', '0', '−1', '−2']);
  assert.ok((await page.locator('#c4-play-status').textContent()).endsWith(FROM_BOOK));
  t.diagnostic(`Scores of all moves: 4453 ${ms4453} ms, the empty board ${msEmpty} ms, from the click to the last score`);
  await chooseLanguage(page, 'ja');
  await textMatches(page, '#c4-play-status', /どの評価も定石から読み出しました（探索なし）。$/);
  await chooseLanguage(page, 'en');
  // 8 discs, the book's last ply: its columns are searched (from below its score), and the page does not say "book".
  await enterMoves(page, '44444433');
  const ms8 = await scores(page);
  t.diagnostic(`Scores of all moves on 44444433 (8 discs): ${ms8} ms`);
  assert.deepEqual(await scoreRow(page), ['0', '+16', '+2', '—', '+16', '0', '+2']);
  assert.ok(!(await page.locator('#c4-play-status').textContent()).includes('opening book'));
});

test('Computer move and the perfect computer on early positions: the solver\'s best from the book, at once', async (t) => {
  const { page } = await h.openClean(t, '?game=connect4&moves=4453&depth=2');
  await openLesson(page, 'position');
  const t0 = await page.evaluate(() => performance.now());
  await button(page, 'Computer move').click();
  // 4453: −2 at columns 3, 6 and 7; the centre-most is 3. Within Computer move's 3 s, or it would be the search's move.
  await page.waitForFunction(() => new URLSearchParams(location.search).get('moves') === '44533', null, { timeout: 30000 });
  t.diagnostic(`Computer move on 4453: ${Math.round(await page.evaluate((from) => performance.now() - from, t0))} ms`);
  await settled(page);
  await textMatches(page, '#c4-play-status', /^The computer played column 3: the solver's best \(score −2; on a tie, the column nearest the centre\)\.$/);
  // Play against the perfect computer from O's side: tick it with X to move after O's reply.
  await button(page, 'Drop in column 4').click();
  await settled(page);
  assert.equal(await moves(page), '445334');
  await page.getByRole('checkbox', { name: 'Play against the perfect computer' }).check();
  // `abviz solve --board 445334 --columns --no-book`: −2 at 4, 6 and 7, so column 4.
  await page.waitForFunction(() => new URLSearchParams(location.search).get('moves') === '4453344', null, { timeout: 30000 });
  await settled(page);
  await textMatches(page, '#c4-play-status', /^The computer played column 4: the solver's best \(score −2;.*You play O; the computer \(X\) replies/);
  // 8 discs, the book's last ply: its score from the book (0), then one null window a column, centre first, until one
  // reaches it (`abviz solve --board 44533443 --columns --no-book`: only column 7 draws).
  await button(page, 'Drop in column 3').click();
  await page.waitForFunction(() => new URLSearchParams(location.search).get('moves') === '445334437', null, { timeout: 60000 });
  await settled(page);
  await textMatches(page, '#c4-play-status', /^The computer played column 7: the solver's best \(score 0;/);
  // The empty board: the computer takes X and opens in the centre (+1; Pons' published scores).
  await button(page, 'Clear').click();
  await page.waitForFunction(() => new URLSearchParams(location.search).get('moves') === '4', null, { timeout: 30000 });
  await settled(page);
  await textMatches(page, '#c4-play-status', /^The computer played column 4: the solver's best \(score \+1;/);
});

test('the solver ladder on a position the book holds: the book answers, the first rung without it stops at its limit, in words, and the rest are not run', async (t) => {
  const { page } = await h.openClean(t, '?game=connect4&moves=4453&depth=2');
  await openLesson(page, 'solver');
  await page.locator('#ladder-run').scrollIntoViewIfNeeded();
  assert.match(await page.locator('#ladder-intro').textContent(), /On a position the book holds, the ladder climbs down instead, from the book/);
  const t0 = Date.now();
  await button(page, 'Climb the ladder').click();
  await page.locator('#ladder-cancel').waitFor({ state: 'hidden', timeout: 300000 });
  t.diagnostic(`the ladder on 4453: ${Date.now() - t0} ms`);
  const row = (id) => page.locator(`#ladder-table tr[data-row="${id}"] td`).allTextContents();
  assert.deepEqual(await row('nodes'), [...Array(5).fill('not run'), 'over 40,000,000', '0']);
  assert.deepEqual(await row('score'), [...Array(6).fill(''), '−2']);
  const notes = await page.locator('#ladder-notes li').allTextContents();
  assert.deepEqual(notes, [
    'The opening book holds this position: “+ book” reads its score, −2, with no search.',
    '“+ transposition cut-offs” stopped at its limit of 40,000,000 nodes without finding the score.',
    '+ book: 0 nodes, where the rung before stopped at 40,000,000 unsolved: at least 40,000,000× fewer.',
    'The rungs below “+ transposition cut-offs” were not run: they have fewer techniques than a rung that already stopped at its limit.',
  ]);
  // The same words in Japanese and Korean.
  await chooseLanguage(page, 'ja');
  const ja = await page.locator('#ladder-notes li').allTextContents();
  assert.equal(ja[0], 'この局面は定石にあります。「＋定石」は探索せずにスコア −2 を読み出します。');
  assert.equal(ja[1], '「＋置換表カットオフ」は上限の 40,000,000 ノードで止まり、スコアを求められませんでした。');
  await chooseLanguage(page, 'ko');
  const ko = await page.locator('#ladder-notes li').allTextContents();
  assert.match(ko[1], /한도인 40,000,000노드에서 멈춰 점수를 구하지 못했습니다\.$/);
  assert.equal((await row('nodes'))[0], '실행 안 함');
});
