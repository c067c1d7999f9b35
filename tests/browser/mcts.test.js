// Monte Carlo tree search beside alpha-beta (issue 30, point 4): MCTS chosen in the right panel's
// "Configure this panel", its phases stepped by buttons and keys (the phase named, N and Q on the
// nodes, a sentence with the event's numbers), the c slider searching again with new exploration
// terms, the convergence chart, and the link keeping the choice.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { openConfig, start } from './harness.js';
import { fmt as value } from '../../web/i18n/format.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

const view = (page) => page.locator('.mcts-view[data-side="right"]');
const badge = (page) => view(page).locator('.mcts-phase');
const sentence = async (page) => (await view(page).locator('.mcts-sentence').textContent()).trim();
/** The step shown and its events, from the panel the page made (window.abviz.mcts). */
const shown = (page) => page.evaluate(() => {
  const s = window.abviz.mcts.sides.right;
  const st = s.run.steps[s.step];
  return { step: s.step, phase: st?.phase, iteration: st?.iteration, events: st ? Array.from({ length: st.end - st.start }, (_, i) => {
    const o = (st.start + i) * s.run.words;
    return Array.from(s.run.events.subarray(o, o + s.run.words));
  }) : [] };
});
/** The left tree is fitted to its own panel, not to the hidden right one's zero size: most of the panel's width. */
async function leftFitted(page) {
  const drawn = await page.evaluate(() => {
    const s = document.getElementById('minimax-svg');
    return { width: s.querySelector('g.nodes').getBoundingClientRect().width, panel: s.getBoundingClientRect().width };
  });
  assert.ok(drawn.width > drawn.panel / 2, `the left tree is ${drawn.width} px wide in a ${drawn.panel} px panel`);
}
const button = (page, name) => view(page).getByRole('button', { name, exact: true });
const fmt = (v) => { const a = Math.abs(v); const d = a >= 1 ? Math.max(0, 3 - (Math.floor(Math.log10(a)) + 1)) : 2 - Math.floor(Math.log10(a)); const s = Number.isInteger(a) ? `${a}` : `${parseFloat(a.toFixed(d))}`; return s === '0' ? '0' : v < 0 ? `−${s}` : s; };

test('MCTS in the right panel beside alpha-beta: phases, N and Q, terms, c, the chart and the link', async (t) => {
  const { page } = await h.openClean(t, '?left=alphabeta');
  await openConfig(page, 'right');
  await page.locator('#cfg-right').getByLabel('Algorithm').selectOption({ label: 'MCTS' });
  await view(page).locator('.mcts-result').filter({ hasText: /^After 1,000 iterations/ }).waitFor({ timeout: 30000 });
  await page.locator('#cfg-right summary').click(); // closes the pop-up over the panel
  // Beside alpha-beta: the left panel still draws its tree, the right shows MCTS instead of one.
  assert.equal(await page.locator('#mm-heading').textContent(), 'Alpha-beta');
  assert.equal(await page.locator('#ab-heading').textContent(), 'Monte Carlo tree search');
  // The Show switch names each side as its heading does.
  assert.deepEqual(await page.locator('input[name=view] + span').allTextContents(), ['Both', 'Alpha-beta', 'Monte Carlo tree search', 'Overlay']);
  assert.ok(await page.locator('#minimax-svg').isVisible());
  assert.ok(!(await page.locator('#alphabeta-svg').isVisible()));
  await leftFitted(page);
  assert.match(new URL(page.url()).search, /right=mcts/);
  // MCTS's answer, from its summary, beside alpha-beta's (the left panel's decision).
  const { mctsRun, left } = await page.evaluate(() => ({ mctsRun: window.abviz.mcts.sides.right.run.summary, left: window.abviz.app.summary.minimax.decision }));
  const best = mctsRun.children.find((c) => c.move === mctsRun.best_move);
  assert.equal(best.visits, Math.max(...mctsRun.children.map((c) => c.visits)));
  assert.equal(await view(page).locator('.mcts-result').textContent(),
    `After 1,000 iterations (${mctsRun.nodes.toLocaleString('en')} nodes, ${await page.evaluate(() => Math.round(window.abviz.mcts.sides.right.run.ms))} ms): MCTS plays cell ${best.move}, the most visited root child (${best.visits} visits); the root’s mean is ${fmt(mctsRun.value)}. Alpha-beta plays cell ${left.move}, value ${value(left.value)}.`);

  // By phase: the root's expansion, then iteration 1's expansion, simulation and backpropagation.
  await button(page, 'Next phase').click();
  assert.match(await badge(page).textContent(), /Expansion · iteration 1 of 1,000/);
  assert.equal(await sentence(page), 'Expansion: the root is the tree’s first node.');
  await button(page, 'Next phase').click();
  await button(page, 'Next phase').click();
  let s = await shown(page);
  assert.equal(s.phase, 'simulation');
  assert.equal(await badge(page).getAttribute('data-phase'), 'simulation');
  assert.match(await badge(page).textContent(), /^◆ Simulation/);
  const [sim] = s.events;
  assert.match(await sentence(page), new RegExp(`a random playout of ${sim[2]} moves .* with ${fmt(sim[3])} for the player at the root`));
  // Keys: → is the next phase, the backpropagation; the root now shows N = 1 and Q = the playout's value.
  await view(page).locator('.mcts-tree-box').focus();
  await page.keyboard.press('ArrowRight');
  s = await shown(page);
  assert.equal(s.phase, 'backpropagation');
  assert.match(await badge(page).textContent(), /Backpropagation/);
  assert.match(await sentence(page), new RegExp(`the root now has N = 1 and Q = ${fmt(sim[3])}\\.`));
  const root = view(page).locator('.mcts-tree g[data-node="0"]');
  assert.equal(await root.locator('.mcts-n').textContent(), '1');
  assert.equal(await root.locator('.mcts-q').textContent(), fmt(sim[3]));
  // By iteration (Shift+→ and the button): iteration 6 selects at the root among its 5 children.
  await page.keyboard.press('Shift+ArrowRight');
  assert.equal((await shown(page)).iteration, 2);
  for (let i = 0; i < 4; i++) await button(page, 'Next iteration').click();
  s = await shown(page);
  assert.deepEqual([s.iteration, s.phase], [6, 'selection']);
  assert.match(await badge(page).textContent(), /^▼ Selection · iteration 6/);
  const rows = view(page).locator('.mcts-terms tbody tr');
  assert.equal(await rows.count(), 5);
  const chosen = view(page).locator('.mcts-terms tr.chosen');
  assert.match(await chosen.textContent(), /✓ chosen/);
  const pick = s.events.find((e) => e[0] === 0 && e[8] === 1);
  assert.match(await sentence(page), new RegExp(`has mean ${fmt(pick[6])} \\+ exploration ${fmt(pick[7])} = ${fmt(pick[6] + pick[7])}, the highest of 5; it is chosen\\.`));
  const explore = await view(page).locator('.mcts-terms .mcts-explore').allTextContents();

  // The c slider, moved as a person does: the search runs again and the same step's terms change.
  const slider = view(page).getByRole('slider', { name: 'Exploration constant c' });
  await slider.fill('0.5');
  await page.waitForFunction(() => /c:0\.5/.test(decodeURIComponent(location.search)));
  await view(page).locator('.mcts-result').filter({ hasText: /^After 1,000/ }).waitFor();
  await page.waitForFunction((before) => {
    const cells = [...document.querySelectorAll('.mcts-view[data-side="right"] .mcts-terms .mcts-explore')].map((x) => x.textContent);
    return cells.length === 5 && cells.join() !== before;
  }, explore.join());
  assert.equal((await shown(page)).iteration, 6);
  const after = await view(page).locator('.mcts-terms .mcts-explore').allTextContents();
  // Each term is c·√(ln N / n): at the same N and n, 0.5 / √2 of what it was.
  explore.forEach((x, i) => assert.ok(Math.abs(Number(after[i]) - Number(x) * 0.5 / Math.SQRT2) < 0.01, `${after[i]} against ${x}`));
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => /c:0\.51/.test(decodeURIComponent(location.search)));

  // +100 and End; the chart: 1,000 iterations drawn every 5th, 200 points, and the minimax line of the left panel.
  await button(page, '+100 iterations').click();
  assert.equal((await shown(page)).iteration, 106);
  await view(page).locator('.mcts-tree-box').focus();
  await page.keyboard.press('End');
  assert.match(await badge(page).textContent(), /Backpropagation · iteration 1,000 of 1,000/);
  const chart = view(page).locator('svg.mcts-chart');
  assert.equal(await chart.getAttribute('data-points'), '200');
  const points = (await chart.locator('polyline.value').getAttribute('points')).trim().split(' ');
  assert.equal(points.length, 200);
  assert.equal(await chart.locator('line.minimax').count(), 1);

  // The link keeps the choice: a reload shows MCTS on the right, with c.
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await view(page).locator('.mcts-result').filter({ hasText: /^After 1,000 iterations/ }).waitFor({ timeout: 30000 });
  assert.equal(await page.locator('#cfg-right-alg').inputValue(), 'mcts');
  // A cold link with MCTS on the right fits the left tree to its own panel too.
  const cold = await h.openClean(t, '?left=alphabeta&right=mcts');
  await view(cold.page).locator('.mcts-result').filter({ hasText: /^After 1,000 iterations/ }).waitFor({ timeout: 30000 });
  await leftFitted(cold.page);
  assert.equal(await view(page).getByRole('slider', { name: 'Exploration constant c' }).inputValue(), '0.51');
});

test('a textbook tree from a link, in Japanese: MCTS scaled by the tree\'s range finds B, beside minimax\'s line', async (t) => {
  const { page } = await h.openClean(t, '?tree=[[3,12,8],[2,4,6],[14,5,2]]&right=mcts,iterations:300&lang=ja');
  await view(page).locator('.mcts-result').filter({ hasText: /^300 回の反復/ }).waitFor({ timeout: 30000 });
  assert.equal(await page.locator('#ab-heading').textContent(), 'モンテカルロ木探索');
  assert.match(await view(page).locator('.mcts-capped').textContent(), /L = 2 と U = 14 は木の最小値と最大値です（CLI の --bounds 2,14）/);
  assert.match(await view(page).locator('.mcts-result').textContent(), /MCTS は最も訪問された根の子である1 番目の子を指します/);
  // Minimax's 3 on MCTS's scale: 2(3 − 2)/12 − 1 = −0.833.
  assert.match(await view(page).locator('svg.mcts-chart .minimax-label').textContent(), /ミニマックス値 −0\.833/);
  // 300 iterations, every 2nd drawn (at most 200 points): 150.
  assert.equal(await view(page).locator('svg.mcts-chart').getAttribute('data-points'), '150');
  await view(page).locator('.mcts-tree-box').focus();
  await page.keyboard.press('ArrowRight');
  assert.match(await badge(page).textContent(), /^✚ 展開 · 反復 1\/300/);
  assert.equal(await sentence(page), '展開：根が木の最初のノードです。');
  await page.keyboard.press('End');
  assert.match(await badge(page).textContent(), /^▲ 逆伝播 · 反復 300\/300/);
  assert.equal(await view(page).locator('.mcts-tree g[data-node="0"] .mcts-n').textContent(), '300');
});

test('the search trap from the Gallery: alpha-beta plays cell 0, MCTS at 100 iterations the losing centre, at 310 a safe move', async (t) => {
  const { page } = await h.openClean(t, '?lang=en');
  await page.locator('#gallery-open').click();
  await page.locator('[data-preset="mcts-trap"]').click();
  const result = view(page).locator('.mcts-result');
  await result.filter({ hasText: /^After 100 iterations/ }).waitFor({ timeout: 30000 });
  // The engine's numbers (crates/core/tests/mcts.rs checks the same): the centre at 100, a corner's safety from alpha-beta.
  assert.match(await result.textContent(), /: MCTS plays cell 4, the most visited root child .* Alpha-beta plays cell 0, value 0\.$/);
  assert.match(await page.locator('#ab-heading').textContent(), /^Monte Carlo tree search/);
  // The caption says what to watch for.
  assert.match(await page.locator('#gallery-caption, .lesson-card').first().textContent(), /safe move from 310 on/);
  // More iterations, typed as a teacher would: at 310 MCTS no longer falls for it.
  await openConfig(page, 'right');
  const iterations = page.locator('#cfg-right').getByLabel('Iterations');
  await iterations.fill('310');
  await iterations.press('Enter');
  await result.filter({ hasText: /^After 310 iterations/ }).waitFor({ timeout: 30000 });
  const move = Number((await result.textContent()).match(/MCTS plays cell (\d)/)[1]);
  assert.ok([0, 6].includes(move), `cell ${move} at 310 iterations`);
  assert.match(new URL(page.url()).search, /right=mcts,iterations:310/);
});
