// The Match lesson (issue 30): whole games between two players from the position on screen,
// played in a worker by the core's matches.rs. The page's tally must be the CLI's own for the
// same players, position and seed; Cancel stops a long match and keeps the games finished.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, openLesson, settled, start } from './harness.js';

// npm test builds and tests the CLI before the browser tests.
const ABVIZ = path.join(process.env.CARGO_TARGET_DIR || path.join(ROOT, 'target'), 'debug', 'abviz');

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

/** The three bars' counts, as drawn. */
const bars = (page) => page.locator('#match-chart .match-bar').evaluateAll((els) => els.map((e) => Number(e.dataset.count)));

test('a match played from Move 4 gives the CLI\'s tally, in the chart and in the sentence', async (t) => {
  assert.ok(existsSync(ABVIZ), `${ABVIZ}: build the CLI first (npm test does)`);
  const { page } = await h.openClean(t, '?lang=en');
  await openLesson(page, 'match');
  const drawer = page.locator('#drawer-match');
  await drawer.getByLabel('First player').selectOption({ label: 'MCTS, 1,000 iterations' });
  await drawer.getByLabel('Second player').selectOption({ label: 'Random moves' });
  await drawer.getByLabel('Games').fill('20');
  await drawer.getByLabel('Match seed').fill('4');
  await drawer.getByRole('button', { name: 'Play the match' }).click();
  await page.waitForFunction(() => /in 20 games/.test(document.getElementById('match-sentence').textContent), null, { timeout: 60000 });
  const cli = JSON.parse(execFileSync(ABVIZ, ['match', '--game', 'tictactoe', '--board', 'O.X/.X./O..', '--first', 'mcts:iterations=1000',
    '--second', 'random', '--games', '20', '--seed', '4'], { encoding: 'utf8' }));
  assert.deepEqual(await bars(page), [cli.first_wins, cli.draws, cli.second_wins]);
  const sentence = (await page.locator('#match-sentence').textContent()).trim();
  assert.equal(sentence, `MCTS, 1,000 iterations moving first against Random moves: ${cli.first_wins} wins, ${cli.draws} draws and ${cli.second_wins} losses in 20 games; a game took ${Math.round(cli.mean_moves * 10) / 10} moves on average.`);
  assert.equal(await page.locator('#match-progress').evaluate((p) => p.value), 20);
  // The link reopens the lesson.
  assert.match(await page.evaluate(() => location.search), /drawer=match/);
});

test('Cancel stops a long Connect Four match between games and keeps the games finished', async (t) => {
  const { page } = await h.openClean(t, '?game=connect4&moves=4453&depth=4&lang=en');
  await openLesson(page, 'match');
  const drawer = page.locator('#drawer-match');
  await drawer.getByLabel('First player').selectOption({ label: 'MCTS, 5,000 iterations' });
  await drawer.getByLabel('Second player').selectOption({ label: 'MCTS, 5,000 iterations' });
  await drawer.getByLabel('Games').fill('500');
  await drawer.getByRole('button', { name: 'Play the match' }).click();
  await page.waitForFunction(() => /^Game [1-9][\d,]* of 500 finished/.test(document.getElementById('match-status').textContent), null, { timeout: 60000 });
  const cancel = drawer.getByRole('button', { name: 'Cancel' });
  await cancel.click();
  await page.waitForFunction(() => /^Cancelled after/.test(document.getElementById('match-status').textContent), null, { timeout: 20000 });
  const status = (await page.locator('#match-status').textContent()).trim();
  const played = Number(status.match(/after ([\d,]+) games/)[1].replace(/,/g, ''));
  assert.ok(played >= 1 && played < 500, status);
  const counts = await bars(page);
  assert.equal(counts.reduce((a, b) => a + b, 0), played);
  assert.match(await page.locator('#match-sentence').textContent(), new RegExp(`in ${played} of 500 games`));
  assert.ok(await cancel.isHidden());
  assert.ok(await drawer.getByRole('button', { name: 'Play the match' }).isEnabled());
  await settled(page);
});
