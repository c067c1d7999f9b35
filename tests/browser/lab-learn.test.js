// The lab's futility row and its margin slider, and "Learn an evaluation
// (TD(λ))", in real headless Chromium, driven as a person drives them: run
// the lab, move the slider by keys, by mouse and by finger, and check every
// number against the engine's own summaries; start a training, watch the
// curve grow, cancel it, use and download the weights.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { start, settled, textMatches, button, shot, openLesson } from './harness.js';
import { Touch } from './touch.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** The page with Connect Four chosen (in the Position drawer) and the lab opened from the lesson bar. */
async function connectFour(t, query = '', options = {}) {
  const opened = await h.openClean(t, query, options);
  const { page } = opened;
  const how = options.hasTouch ? 'tap' : 'click';
  await openLesson(page, 'position', how);
  await page.getByRole('radio', { name: 'Connect Four' }).check();
  await settled(page);
  await openLesson(page, 'lab', how);
  await page.locator('#lab').waitFor({ state: 'visible' });
  return opened;
}

const int = (s) => Number(String(s).replace(/,/g, '').replace('−', '-'));

/** The futility row's cells: [{nodes, saved, lost}] by depth, and alpha-beta's (natural order) nodes. */
const futilityRow = (page) => page.evaluate(() => [...document.querySelectorAll('#lab-table tr[data-row="futility"] td[data-depth]')].map((td) => ({
  nodes: td.firstChild?.textContent ?? '', saved: td.dataset.saved, lost: td.dataset.lost,
  natural: document.querySelector(`#lab-table tr[data-row="natural"] td[data-depth="${td.dataset.depth}"]`).textContent,
})));

/** The engine's own summary of alpha-beta with futility M (and of minimax) on the empty board at `depth`. */
const engineCounts = (page, depth, margin) => page.evaluate(async ([d, m]) => {
  const base = { ...window.abviz.app.request, algorithm: 'alphabeta', order: 'natural', enhance: '', depth: String(d) };
  const fut = (await window.abviz.engine.count({ ...base, futility: m })).summary.alphabeta;
  const mm = (await window.abviz.engine.count({ ...base, algorithm: 'minimax' })).summary.minimax;
  return { nodes: fut.nodes, value: fut.value, minimax: mm.value };
}, [depth, margin]);

async function runLab(page, depth) {
  await page.getByRole('spinbutton', { name: 'Up to depth' }).fill(String(depth));
  await button(page, 'Run').click();
  await textMatches(page, '#lab-status', new RegExp(`^${13 * depth} of ${13 * depth}$`), 120000);
}

test('the futility row: nodes from the engine, saved against alpha-beta, value lost against minimax within M; the slider reruns that row alone', async (t) => {
  const { page } = await connectFour(t);
  const slider = page.getByRole('slider', { name: 'Futility margin M' });
  assert.equal(await slider.inputValue(), '2');
  await textMatches(page, '#lab-margin-label', /Futility margin M = 2$/);
  await textMatches(page, '[data-testid="lab-futility-note"]', /^Futility cut-offs \(Rich, Fig\. 6\).*M = 2 saves/);
  await runLab(page, 4);
  await textMatches(page, '#lab-table tr[data-row="futility"] th', /^Alpha-beta \+ futility \(M = 2\)$/);
  const checkRow = async (margin) => {
    const cells = await futilityRow(page);
    assert.equal(cells.length, 4);
    for (const [i, c] of cells.entries()) {
      const e = await engineCounts(page, i + 1, margin);
      assert.equal(int(c.nodes), e.nodes, `depth ${i + 1}: the cell is the engine's count`);
      assert.equal(Number(c.saved), int(c.natural) - e.nodes, `depth ${i + 1}: saved against alpha-beta`);
      assert.equal(Number(c.lost), Math.abs(e.minimax - e.value), `depth ${i + 1}: the value lost against minimax`);
      assert.ok(Number(c.lost) <= margin, `depth ${i + 1}: within M`);
    }
    const e = await engineCounts(page, 4, margin);
    const note = await page.locator('[data-testid="lab-futility-note"]').textContent();
    const m = /^Futility with M = ([\d.]+) at depth 4: ([\d,]+) nodes, ([\d,]+) (fewer|more) than alpha-beta in natural order \(([\d,]+)\); root value (\S+) against minimax’s (\S+), so (\d+) lost\. The error bound: the root’s value is never more than M = ([\d.]+) from minimax’s\.$/.exec(note);
    assert.ok(m, note);
    assert.equal(Number(m[1]), margin);
    assert.equal(int(m[2]), e.nodes);
    assert.equal(int(m[6]), e.value);
    assert.equal(int(m[7]), e.minimax);
    assert.equal(Number(m[8]), Math.abs(e.value - e.minimax));
    assert.equal(Number(m[9]), margin);
  };
  await checkRow(2);
  const others = async () => page.evaluate(() => [...document.querySelectorAll('#lab-table tbody tr:not([data-row="futility"]) td')].map((td) => td.textContent).join('|'));
  const before = await others();
  // Keys: one step of 0.5 up, then Home to 0 (plain alpha-beta: nothing saved, nothing lost).
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await textMatches(page, '#lab-margin-label', /M = 2\.5$/);
  await textMatches(page, '#lab-table tr[data-row="futility"] th', /\(M = 2\.5\)$/);
  await textMatches(page, '#lab-status', /^52 of 52$/, 60000);
  await checkRow(2.5);
  await page.keyboard.press('Home');
  await textMatches(page, '#lab-table tr[data-row="futility"] th', /\(M = 0\)$/);
  await textMatches(page, '#lab-status', /^52 of 52$/, 60000);
  await checkRow(0);
  for (const c of await futilityRow(page)) assert.deepEqual([c.saved, c.lost], ['0', '0']);
  assert.equal(await others(), before, 'the other rows were not counted again');
  // A mouse drag to the far end: M = 8.
  const box = await slider.boundingBox();
  await page.mouse.move(box.x + 4, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(box.x + box.width + 20, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await textMatches(page, '#lab-table tr[data-row="futility"] th', /\(M = 8\)$/);
  await textMatches(page, '#lab-status', /^52 of 52$/, 60000);
  await checkRow(8);
  assert.equal(await others(), before);
  await page.evaluate(() => document.getElementById('lab-futility-note').scrollIntoView({ block: 'end' }));
  await shot(page, 'lab-futility-1280x720');
});

test('the book and endgame rows on 4x4: the root answered from the book, the solver’s own nodes beside the nodes it saved', async (t) => {
  const { page } = await connectFour(t);
  await openLesson(page, 'position');
  await page.getByRole('combobox', { name: 'Board size' }).selectOption('4x4');
  await settled(page);
  await openLesson(page, 'lab');
  await textMatches(page, '[data-testid="lab-knowledge-note"]', /^Book moves and endgame tables \(Rich\)/);
  await page.getByRole('spinbutton', { name: 'Up to depth' }).fill('4');
  await button(page, 'Run').click();
  await textMatches(page, '#lab-status', /^56 of 56$/, 120000);
  await textMatches(page, '#lab-table tr[data-row="book"] th', /^Alpha-beta \+ opening book$/);
  await textMatches(page, '#lab-table tr[data-row="endgame"] th', /^Alpha-beta \+ endgame solver \(≤ 12 empty\)$/);
  const engine = (extra, d) => page.evaluate(async ([x, depth]) => (await window.abviz.engine.count({ ...window.abviz.app.request, algorithm: 'alphabeta', order: 'natural', enhance: '', depth: String(depth), ...x })).summary.alphabeta, [extra, d]);
  const cell = (row, d) => page.locator(`#lab-table tr[data-row="${row}"] td[data-depth="${d}"]`);
  for (let d = 1; d <= 4; d++) {
    const book = await engine({ book: 'on' }, d), end = await engine({ endgame: '12' }, d), ab = await engine({}, d);
    assert.equal(book.book, true, 'the empty 4x4 board is in the book');
    assert.equal(await cell('book', d).evaluate((td) => td.firstChild.textContent), String(book.nodes));
    assert.equal(await cell('book', d).locator('.lab-extra-cell').textContent(), 'root from the book');
    assert.equal(int(await cell('endgame', d).evaluate((td) => td.firstChild.textContent)), end.nodes);
    assert.equal(await cell('endgame', d).getAttribute('data-hits'), String(end.book_hits));
    assert.equal(await cell('endgame', d).getAttribute('data-solver'), String(end.endgame_nodes));
    assert.equal(await cell('endgame', d).getAttribute('data-saved'), String(ab.nodes - end.nodes));
  }
  const end = await engine({ endgame: '12' }, 4), ab = await engine({}, 4);
  assert.ok(end.book_hits > 0 && end.endgame_nodes > ab.nodes, 'at depth 4 the solver answers, and searches more than it saves');
  const note = await page.locator('[data-testid="lab-knowledge-note"]').textContent();
  const m = /^Opening book at depth 4: the position itself is in the book, so the search stops at once \(1 against ([\d,]+) nodes\), and its value (\S+) is the exact one, where the depth-limited search says (\S+)\. Endgame solver at depth 4: ([\d,]+) positions with at most 12 empty cells answered exactly, ([\d,]+) nodes against ([\d,]+), but the solver searched ([\d,]+) nodes of its own: knowledge and search combined\.$/.exec(note);
  assert.ok(m, note);
  assert.deepEqual([int(m[1]), int(m[4]), int(m[5]), int(m[6]), int(m[7])], [ab.nodes, end.book_hits, end.nodes, ab.nodes, end.endgame_nodes]);
  assert.equal(int(m[2]), (await engine({ book: 'on' }, 4)).value);
  assert.equal(int(m[3]), ab.value);
});

test('on 7x6 the lab says there is no book for that size, and the endgame row changes nothing early on', async (t) => {
  const { page } = await connectFour(t);
  await runLab(page, 2);
  assert.equal(await page.locator('#lab-table tr[data-row="book"]').count(), 0);
  await textMatches(page, '[data-testid="lab-knowledge-note"]', /^The opening book covers Connect Four 4×4 and 5×4 only \(to 4 plies\): choose one of those board sizes to see what it saves; 7×6 has none\. Endgame solver at depth 2: no position of this search has 12 or fewer empty cells, so it changes nothing \(42 nodes\); play on, or choose a small board\.$/);
});

test('on a phone a finger drags the margin slider', async (t) => {
  const { page, context } = await connectFour(t, '', PHONE);
  const slider = page.getByRole('slider', { name: 'Futility margin M' });
  await slider.scrollIntoViewIfNeeded();
  const box = await slider.boundingBox();
  assert.ok(box.height >= 40, `a finger-sized target: ${box.height}px`);
  const touch = await Touch.of(context, page);
  await touch.gesture([[box.x + box.width / 4, box.y + box.height / 2]], [[box.width / 20, 0]], 10);
  const value = Number(await slider.inputValue());
  assert.ok(value > 2, `the finger moved M: ${value}`);
  await textMatches(page, '#lab-margin-label', new RegExp(`M = ${String(value).replace('.', '\\.')}$`));
});

/** The curve's points on screen: [{games, wins, draws, losses}]. */
const curvePoints = (page) => page.locator('[data-testid="learn-chart"] .learn-point').evaluateAll((ps) => ps.map((p) => ({
  games: Number(p.dataset.games), wins: Number(p.dataset.wins), draws: Number(p.dataset.draws), losses: Number(p.dataset.losses),
})));

/** The last-point sentence's numbers equal the last point drawn. */
async function sentenceMatchesLastPoint(page) {
  const points = await curvePoints(page);
  const last = points[points.length - 1];
  const text = await page.locator('[data-testid="learn-last"]').textContent();
  const m = /^After ([\d,]+) training games the learned evaluation won (\d+), drew (\d+) and lost (\d+) of (\d+) games against the hand-made one \((\d+)% won\)\.$/.exec(text);
  assert.ok(m, text);
  assert.deepEqual([int(m[1]), Number(m[2]), Number(m[3]), Number(m[4])], [last.games, last.wins, last.draws, last.losses]);
  assert.equal(Number(m[5]), last.wins + last.draws + last.losses);
  assert.equal(Number(m[6]), Math.round((100 * last.wins) / Number(m[5])));
  return points;
}

test('learning: Start draws the curve as it goes, Cancel stops it and keeps the weights, Use these weights changes the trees’ evaluation', async (t) => {
  const { page } = await connectFour(t);
  await page.locator('#learn-heading').scrollIntoViewIfNeeded();
  assert.equal(await button(page, 'Use these weights').isDisabled(), true);
  await page.getByRole('spinbutton', { name: 'Training games' }).fill('2000');
  await page.getByRole('spinbutton', { name: 'Search depth' }).fill('4');
  await page.getByRole('spinbutton', { name: 'Training seed' }).fill('3');
  // The training runs in a worker: the page's main thread draws each chunk's points and is never held up.
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.longTasks.push(Math.round(e.duration)); }).observe({ type: 'longtask' });
  });
  await button(page, 'Start').click();
  await textMatches(page, '#learn-status', /^Training: [\d,]+ of 2,000 games$/);
  // The curve gains points on screen while the training goes on.
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="learn-chart"] .learn-point').length >= 2, null, { timeout: 60000 });
  assert.match(await page.locator('#learn-status').textContent(), /^Training: /);
  const chart = page.locator('[data-testid="learn-chart"] svg');
  assert.equal(await chart.getAttribute('role'), 'img');
  assert.match(await chart.getAttribute('aria-label'), /^Win rate against the hand-made evaluation, every 200 training games\. After /);
  for (const label of ['Training games', 'Games won', 'as good as hand-made']) assert.ok((await chart.textContent()).includes(label), label);
  await sentenceMatchesLastPoint(page);
  const long = await page.evaluate(() => window.longTasks);
  assert.deepEqual(long.filter((ms) => ms > 50), [], `main-thread tasks over 50 ms while training: ${long.join(', ')}`);
  await page.locator('#learn-cancel').click();
  const stopped = await textMatches(page, '#learn-status', /^Cancelled after ([\d,]+) of 2,000 games; the weights learned so far are kept\.$/);
  const points = await curvePoints(page);
  await page.waitForTimeout(1500);
  assert.equal(await page.locator('#learn-status').textContent(), stopped, 'nothing more arrives');
  assert.deepEqual(await curvePoints(page), points);
  assert.ok(int(/after ([\d,]+)/.exec(stopped)[1]) < 2000);
  await sentenceMatchesLastPoint(page);
  assert.equal(await button(page, 'Start').isDisabled(), false);

  // Use these weights: the trees are searched again with them.
  const before = await page.evaluate(() => ({ value: window.abviz.app.summary.alphabeta.value, eval: window.abviz.app.request.eval }));
  assert.equal(before.eval, undefined);
  await textMatches(page, '[data-testid="learn-eval-now"]', /^The trees use the hand-made evaluation\.$/);
  await button(page, 'Use these weights').click();
  await settled(page);
  await textMatches(page, '[data-testid="learn-eval-now"]', /^The trees use the evaluation learned here \([\d,]+ games, seed 3\)\.$/);
  const used = await page.evaluate(() => ({ value: window.abviz.app.summary.alphabeta.value, eval: window.abviz.app.request.eval }));
  assert.equal(JSON.parse(used.eval).format, 'abviz-weights');
  assert.notEqual(used.value, before.value, 'the learned weights value the root differently');
  assert.equal(await page.getByRole('radio', { name: 'Learned here' }).isChecked(), true);
  // Beside the board, where the trees are watched.
  await textMatches(page, '[data-testid="c4-eval-note"]', /^Evaluation at the depth limit: learned in the lab \([\d,]+ games, seed 3\)\.$/);
  // The shipped weights, and back to the hand-made evaluation.
  await page.getByRole('radio', { name: 'Learned (shipped)' }).check();
  await settled(page);
  await textMatches(page, '[data-testid="learn-eval-now"]', /shipped with abviz/);
  assert.equal(await page.evaluate(() => window.abviz.app.request.eval), 'learned');
  await page.getByRole('radio', { name: 'Hand-made (open windows)' }).check();
  await settled(page);
  assert.equal(await page.evaluate(() => window.abviz.app.request.eval), undefined);
  await openLesson(page, 'position'); // the note lies beside the board
  assert.equal(await page.locator('[data-testid="c4-eval-note"]').isVisible(), false);
  assert.equal(await page.evaluate(() => window.abviz.app.summary.alphabeta.value), before.value);
});

test('a short training runs to the end: 11 points, the sentence on the last, the weights downloaded; screenshots', async (t) => {
  const { page } = await connectFour(t);
  await page.getByRole('spinbutton', { name: 'Training games' }).fill('300');
  await page.getByRole('spinbutton', { name: 'Search depth' }).fill('2');
  await button(page, 'Start').click();
  await textMatches(page, '#learn-status', /^Done: 300 of 300 games$/, 60000);
  const points = await sentenceMatchesLastPoint(page);
  assert.deepEqual(points.map((p) => p.games), [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300]);
  for (const p of points) assert.equal(p.wins + p.draws + p.losses, 100);
  const download = page.waitForEvent('download');
  await button(page, 'Download weights').click();
  const file = await download;
  assert.equal(file.suggestedFilename(), 'abviz-connect4-weights-seed1-300.json');
  const text = await (await file.createReadStream()).toArray();
  const weights = JSON.parse(Buffer.concat(text).toString('utf8'));
  assert.equal(weights.format, 'abviz-weights');
  assert.equal(weights.features.length, weights.weights.length);
  await page.evaluate(() => document.getElementById('learn-figure').scrollIntoView({ block: 'end' }));
  await shot(page, 'lab-learn-1280x720');
});

test('on a phone the curve fits the width', async (t) => {
  const { page } = await connectFour(t, '', PHONE);
  await page.getByRole('spinbutton', { name: 'Training games' }).fill('200');
  await page.getByRole('spinbutton', { name: 'Search depth' }).fill('1');
  await button(page, 'Start').click();
  await textMatches(page, '#learn-status', /^Done: 200 of 200 games$/, 60000);
  await sentenceMatchesLastPoint(page);
  const fit = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    chart: document.querySelector('[data-testid="learn-chart"] svg').getBoundingClientRect().right,
  }));
  assert.ok(fit.page <= 390 && fit.chart <= 390, JSON.stringify(fit));
  await page.evaluate(() => document.getElementById('learn-figure').scrollIntoView({ block: 'end' }));
  await shot(page, 'lab-learn-390x844');
});
