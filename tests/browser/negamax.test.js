// The Negamax view in headless Chromium: a person turns it on (by keyboard,
// or by a tap on a phone) over Rich's Fig. 5, moves through the trace with the
// step keys and the slider, and sees Rich's MINIMAX-A-B with the line being
// executed marked, each returned value from the side to move's view (MIN's
// negated) and Use/Pass where α/β stood; in English, Japanese and Korean.
// A tree with chance nodes gets one line beside the toggle instead.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { openConfig, start, settled, shot } from './harness.js';

const FIG5 = 'A max[B min[D=3, E=5], C min[F max[I min[K=0, L=2], J min[J1=5, J2=6]], G max[M=7, N=9]]]';
const CHANCE = 'max[chance[0.9: 2, 0.1: 3], chance[0.9: 1, 0.1: 4]]';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

const query = (tree, lang = 'en') => `?tree=${encodeURIComponent(tree)}&lang=${lang}`;

/** What the pruning panel shows: the marked pseudocode line, the sentence, the Use/Pass pairs, node values by id. */
function shown(page) {
  return page.evaluate(() => ({
    pos: Number(document.getElementById('position').value),
    marked: document.querySelector('#alphabeta-pseudocode li[aria-current="step"] code')?.textContent ?? null,
    explain: document.getElementById('alphabeta-explain').textContent,
    windows: [...document.querySelectorAll('#alphabeta-svg .window-pair')].map((g) => [...g.querySelectorAll('text')].map((x) => x.textContent)),
    values: Object.fromEntries([...document.querySelectorAll('#alphabeta-svg .node[data-node-id]')]
      .map((g) => [g.dataset.nodeId, g.querySelector('.value')?.textContent ?? ''])),
    title: document.getElementById('ab-heading').textContent,
  }));
}

/** Moves the trace slider to `pos` as a person dragging it would (an input event). */
async function slide(page, pos) {
  await page.locator('#position').fill(String(pos));
}

test('keyboard: the toggle turns the view on; step keys and the slider move the marked line, values and thresholds', async (t) => {
  const { page } = await h.openClean(t, query(FIG5));
  await openConfig(page);
  const toggle = page.getByRole('checkbox', { name: 'Negamax view (Rich)' });
  await toggle.focus();
  await page.keyboard.press('Space');
  assert.equal(await toggle.isChecked(), true);
  let s = await shown(page);
  assert.equal(s.title, 'Negamax (Rich\'s MINIMAX-A-B)');
  // Step by step from the start with the arrow key (playback keys act when the toggle is not focused);
  // Escape closes the configuration lying over the sentence.
  await page.keyboard.press('Escape');
  await slide(page, 0);
  await page.locator('#alphabeta-explain').click();
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
  s = await shown(page);
  assert.equal(s.pos, 6);
  // Step 6: B (MIN) raises Pass-Thresh to −3 after D's 3 comes back negated.
  assert.equal(s.marked, 'if Best > Pass-Thresh: Pass-Thresh ← Best');
  assert.deepEqual(s.windows, [['Use +∞', 'Pass −∞'], ['Use +∞', 'Pass −3']]);
  assert.equal(s.values['2'], '+3', 'D returned 3 for MAX, the side to move there');
  // Four steps on: B has returned, shown from MIN's view as −3.
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  s = await shown(page);
  assert.equal(s.pos, 10);
  assert.equal(s.marked, 'return Best');
  assert.equal(s.values['1'], '−3', 'B, a MIN node, returns −3 for MIN');
  assert.equal(s.explain, 'B returns −3 for MIN; A negates it: New-Value = +3.');
  // The slider: the cut-off at I (step 19), where L is pruned.
  await slide(page, 19);
  s = await shown(page);
  assert.equal(s.marked, 'if Pass-Thresh ≥ Use-Thresh: return Best');
  assert.equal(s.explain, 'At I, Pass-Thresh 0 ≥ Use-Thresh −3: the player above will never allow this, so L is pruned.');
  assert.deepEqual(s.windows.at(-1), ['Use −3', 'Pass 0']);
  await shot(page, 'negamax-en-1280');
  // Off again: alpha-beta's own code, α and β, MAX's values.
  await openConfig(page);
  await toggle.uncheck();
  s = await shown(page);
  assert.equal(s.title, 'Alpha-beta');
  assert.equal(s.marked, 'if α ≥ β: break');
  assert.deepEqual(s.windows.at(-1), ['α 3', 'β 0']);
  assert.equal(s.values['1'], '3');
});

for (const lang of ['ja', 'ko']) {
  test(`${lang}: the view speaks the page's language, with the same numbers`, async (t) => {
    const { page } = await h.openClean(t, query(FIG5, lang));
    await openConfig(page);
    await page.getByTestId('negamax-toggle').check();
    await slide(page, 10);
    const s = await shown(page);
    assert.match(s.title, lang === 'ja' ? /ネガマックス/ : /네가맥스/);
    assert.equal(s.marked, lang === 'ja' ? 'Best を返す' : 'Best 반환');
    assert.equal(s.values['1'], '−3');
    assert.ok(s.explain.includes('−3') && s.explain.includes('+3'), s.explain);
    await shot(page, `negamax-${lang}-1280`);
  });
}

test('touch at 390×844: a tap turns the view on; the label is large enough to tap', async (t) => {
  const { page } = await h.openClean(t, query(FIG5, 'ko'), { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await page.locator('#cfg-right summary').tap();
  const label = page.locator('label.negamax-toggle');
  const box = await label.boundingBox();
  assert.ok(box.height >= 40, `label ${box.height}px tall`);
  await label.tap();
  assert.equal(await page.getByTestId('negamax-toggle').isChecked(), true);
  await slide(page, 19);
  const s = await shown(page);
  assert.equal(s.marked, 'Pass-Thresh ≥ Use-Thresh이면: Best를 돌려준다');
  assert.deepEqual(s.windows.at(-1), ['Use −3', 'Pass 0']);
  await label.scrollIntoViewIfNeeded();
  await shot(page, 'negamax-ko-390');
});

test('a tree with chance nodes: one line beside the toggle, and alpha-beta stays', async (t) => {
  const { page } = await h.openClean(t, query(CHANCE));
  await openConfig(page);
  await page.getByTestId('negamax-toggle').check();
  const alert = page.getByTestId('negamax-alert');
  assert.equal(await alert.isVisible(), true);
  assert.match(await alert.textContent(), /^The Negamax view needs two players taking turns; this tree has chance nodes/);
  assert.notEqual((await shown(page)).title, 'Negamax (Rich\'s MINIMAX-A-B)');
  await settled(page);
});

test('alpha-beta with futility is not plain alpha-beta: one line says so, and alpha-beta stays', async (t) => {
  const { page } = await h.openClean(t, `${query(FIG5)}&right=${encodeURIComponent('alphabeta,futility:0.5')}`);
  await openConfig(page);
  await page.getByTestId('negamax-toggle').check();
  const alert = page.getByTestId('negamax-alert');
  assert.match(await alert.textContent(), /^The Negamax view shows plain alpha-beta/);
  assert.equal(await page.locator('#alphabeta-pseudocode li code').first().textContent(), 'function alphabeta(node, α, β)');
});
