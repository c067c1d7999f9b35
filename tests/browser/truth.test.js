// One truth per view, and names a student can find (issue 28), in headless
// Chromium: a lecturer clicks a preset, goes to the end or to the next
// cut-off, and reads the note, the sentence, the best line, the Comparison and
// the caption; a student hovers or opens the node a sentence names. Every view
// of a panel must name the move the engine decided (secondary search's, not
// the depth-D search's), and every node a sentence names must be findable on
// the drawing by the same short name its card and menu show. The expected
// moves, numbers and names come from the engine in Node (tests/unit/wasm.js).

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { games } from '../../web/pkg/abviz_wasm.js';
import { start, settled, shot, button, textMatches, panelOf, openLesson } from './harness.js';
import { analyse } from '../unit/wasm.js';
import { runPreset } from '../unit/presets-run.js';
import { setGames } from '../../web/base/games.js';
import { HORIZON_PRESETS, captionText } from '../../web/state/horizon-presets.js';
import { setLang, t as tr } from '../../web/i18n/all.js';
import { setPlusSign } from '../../web/i18n/format.js';
import { kidsOf } from '../../web/base/tree.js';
import { stateAt } from '../../web/state/timeline.js';
import { moveName, nodeName } from '../../web/games/index.js';

setGames(JSON.parse(games()));

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where `word` stands alone in `text` (no Latin letter or digit touching it) for the last time, or -1. */
function lastAt(text, word) {
  let at = -1;
  for (const m of text.matchAll(new RegExp(`(?<![A-Za-z0-9])${esc(word)}(?![A-Za-z0-9])`, 'g'))) at = m.index;
  return at;
}

/** The root move `text` names last, among the root's moves of `tree`, named as every view names them; null for none. */
function lastMove(summary, tree, text) {
  let best = null, at = -1;
  for (const c of kidsOf(tree, 0)) {
    const i = lastAt(text, moveName(summary, tree, tree.move[c]));
    if (i > at) [best, at] = [tree.move[c], i];
  }
  return best;
}

/** A Horizon preset as the page runs it, in `lang`: its button's label, caption, and the right panel's tree and decision. */
function preset(id, lang) {
  setLang(lang);
  const { result } = runPreset(HORIZON_PRESETS[id]);
  setPlusSign(false);
  const out = { label: tr(`preset.${id === 'horizon-secondary' ? 'secondary' : 'secondaryC4'}`), caption: captionText(HORIZON_PRESETS[id], result), ...result };
  setLang('en');
  return out;
}

/** Clicks the Horizon preset button labelled `label` (in the Horizon drawer), waits for its caption, then goes to the end with "Go to end". */
async function loadToEnd(page, label, caption, lang) {
  await openLesson(page, 'horizon');
  await button(page, label).click();
  await page.waitForFunction((want) => document.querySelector('[data-testid="horizon-caption"]')?.textContent === want, caption, { timeout: 60000 })
    .catch(async () => assert.equal(await page.getByTestId('horizon-caption').textContent(), caption));
  await settled(page);
  setLang(lang);
  const end = tr('goEnd');
  setLang('en');
  await button(page, end).click();
}

/** What the right panel shows at the end: its note, its sentence, the Comparison, the caption, and its best line's first move. */
async function rightPanel(page, tree) {
  await page.waitForFunction(() => window.abviz.app.pos === window.abviz.app.total);
  const pv = await page.locator(`${panelOf('alphabeta')} g.node.pv`).evaluateAll((els) => els.map((e) => Number(e.dataset.nodeId)));
  const first = pv.filter((id) => id > 0 && tree.parent[id] === 0);
  return {
    note: await page.getByTestId('alphabeta-secondary').textContent(),
    sentence: await page.locator('#alphabeta-explain').textContent(),
    comparison: await page.getByTestId('compare-sentence').textContent(),
    caption: await page.getByTestId('horizon-caption').textContent(),
    line: first.length === 1 ? tree.move[first[0]] : `${first.length} root moves on the best line`,
  };
}

for (const lang of ['en', 'ja', 'ko']) {
  test(`${lang}: Secondary search: tree — the note, the sentence at the end, the best line and the Comparison all play C`, async (t) => {
    const { page } = await h.openClean(t, `?lang=${lang}`);
    const want = preset('horizon-secondary', lang);
    await loadToEnd(page, want.label, want.caption, lang);
    const tree = want.panels.trees.alphabeta, R = want.summary.alphabeta;
    const seen = await rightPanel(page, tree);
    const played = R.secondary.final_move;
    assert.equal(moveName(want.summary, tree, played), 'C');
    for (const where of ['note', 'sentence', 'comparison', 'caption']) assert.equal(lastMove(want.summary, tree, seen[where]), played, `${lang} ${where}: “${seen[where]}”`);
    assert.equal(seen.line, played, `${lang}: the best line goes to C`);
    // Before it says how secondary search decided, the Comparison already names C as the right panel's move.
    setLang(lang);
    const how = tr('cmp.decidedBy', { who: await page.locator('#ab-heading').textContent() });
    setLang('en');
    const cut = seen.comparison.indexOf(how);
    assert.ok(cut > 0 && lastAt(seen.comparison.slice(0, cut), 'C') >= 0, `${lang}: the Comparison's moves: “${seen.comparison}”`);
    // One naming: the Comparison calls the moves B and C, as the caption does, never "child 1".
    for (const where of ['comparison', 'caption']) assert.ok(lastAt(seen[where], 'B') >= 0, `${lang} ${where} names B: “${seen[where]}”`);
    // The sentence at the end says both depths with the engine's numbers.
    for (const v of [R.secondary.value, R.secondary.deeper_value, R.secondary.second_deeper_value, R.secondary.depth]) assert.ok(lastAt(seen.sentence, String(v)) >= 0, `${lang}: ${v} in “${seen.sentence}”`);
    if (lang === 'en') {
      assert.equal(seen.sentence, "Search finished: the root's value is 5. At depth 1 it prefers B (5); searched 2 deep, B is worth 1 and C 4, so it plays C.");
      assert.match(seen.comparison, /chooses C instead of B\. .* so it plays C\.$/);
    }
    await shot(page, `truth-secondary-tree-${lang}`);
  });
}

test('Secondary search: Connect Four — the caption and both views of the right panel play the same column, at the same value', async (t) => {
  const { page } = await h.openClean(t, '');
  const want = preset('horizon-secondary-c4', 'en');
  await loadToEnd(page, want.label, want.caption, 'en');
  const tree = want.panels.trees.alphabeta, s = want.summary.alphabeta.secondary;
  const seen = await rightPanel(page, tree);
  for (const where of ['note', 'sentence', 'comparison', 'caption']) assert.equal(lastMove(want.summary, tree, seen[where]), s.final_move, `${where}: “${seen[where]}”`);
  assert.equal(seen.line, s.final_move, 'the best line goes to the column played');
  const col = `column ${s.final_move + 1}`, val = (v) => String(v).replace('-', '−');
  assert.ok(seen.caption.includes(`${col} is played instead (${val(s.final_value)})`), seen.caption);
  assert.ok(seen.sentence.endsWith(`column ${s.move + 1} is worth ${val(s.deeper_value)} and ${col} ${val(s.final_value)}, so it plays ${col}.`), seen.sentence);
  assert.match(seen.comparison, new RegExp(`chooses ${col} instead of column ${s.move + 1}\\.`));
});

/** Moves the trace to the first cut-off with "Next cut-off", as a lecturer does. */
async function firstCutoff(page) {
  await button(page, 'Next cut-off').click();
  await page.waitForFunction(() => document.querySelector('#alphabeta-explain').classList.contains('cutoff'));
  return page.locator('#alphabeta-explain').textContent();
}

/** The first cut-off of alpha-beta in `request`: {tree, node}. */
function cutOf(request) {
  const { tree } = analyse(request);
  return { tree, node: stateAt(tree, 'alphabeta', tree.tl.alphabeta.cutTimes[0] + 1).last.node };
}

test('Nilsson Fig. 7: the first cut-off names [t3–t4], and hovering that node or opening its menu shows the same name', async (t) => {
  const { page } = await h.openClean(t, '?preset=nilsson-fig7');
  const text = await firstCutoff(page);
  assert.match(text, /^α = −1 ≥ β = −3 at MIN node \[t3–t4\]: t4 is pruned\./);
  assert.doesNotMatch(text, /root\.\d/);
  const { tree, node } = cutOf({ tree: '[[[t1=-3, [[t2=-1, [t3=-3, t4=-6], [t5=-5, t6=8, t7=3]], [[t8=0, t9=6, t10=-7], [t11=5, t12=7]]]], [t13=7, t14=-8, [[[t15=0, t16=-5], [t17=2, t18=6]], [t19=7, t20=2], [[t21=9, t22=2, t23=9], [t24=-9, t25=1, t26=4]]]]], [[t27=-9, [[t28=-9, t29=2], [t30=-4, [t31=2, t32=2]]], [t33=-2, [[t34=9, t35=-5, t36=7], [t37=-8, t38=9]], t39=7]], [t40=2, t41=4]]]' });
  assert.equal(nodeName(tree, node, 'the root'), '[t3–t4]');
  // Zoomed to the node being searched (the one zoom group, above both trees), the tips the name points to are drawn and labelled, under that node.
  await page.getByRole('button', { name: 'Zoom to current node' }).click();
  await page.waitForFunction((id) => document.querySelector(`[data-testid="alphabeta-tree"] .node[data-node-id="${id}"] .node-name`), kidsOf(tree, node)[1]);
  const glyph = page.locator(`${panelOf('alphabeta')} .node[data-node-id="${node}"] .glyph`);
  for (const tip of kidsOf(tree, node)) assert.match(await page.locator(`${panelOf('alphabeta')} .node[data-node-id="${tip}"] .node-name`).textContent(), /^t[34]$/);
  await glyph.hover();
  await textMatches(page, '#node-tip', /^\[t3–t4\]MIN · /);
  await glyph.click();
  await textMatches(page, '#node-menu-title', /^\[t3–t4\]: MIN, depth 5, /);
  await shot(page, 'truth-nilsson-fig7');
});

test('Pacman, minimaxClassic at depth 4: the first cut-off names its node in a short form, the same on its card and in its menu', async (t) => {
  const { page } = await h.openClean(t, '?game=pacman&maze=minimaxClassic&depth=4');
  const text = await firstCutoff(page);
  const { tree, node } = cutOf({ game: 'pacman', board: 'minimaxClassic', prune: 'gt', depth: '4' });
  const name = nodeName(tree, node, 'the root');
  assert.match(name, /^after [NSEWX], [NSEWX] … [NSEWX], [NSEWX] \((Pacman|Ghost \d), depth \d+\)$/);
  assert.ok(text.includes(`node ${name}:`), `“${text}” names ${name}`);
  assert.doesNotMatch(text, /([NSEWX] ){6}/, 'no long string of moves');
  // The keyboard cursor starts at the node being searched: its card, then its menu, name it the same way.
  await page.locator(`${panelOf('alphabeta')} canvas`).first().focus();
  await textMatches(page, '#node-tip > div', new RegExp(`^${esc(name)}$`));
  await page.keyboard.press('Enter');
  await textMatches(page, '#node-menu-title', new RegExp(`^${esc(name)}: (Pacman|Ghost \\d) \\(MI[NX]\\), depth `));
});

test('Rich Fig. 5: the cut-off at I says L is pruned, as the figure calls it', async (t) => {
  const { page } = await h.openClean(t, '?preset=rich-fig5');
  assert.match(await firstCutoff(page), /^α = 3 ≥ β = 0 at MIN node I: L is pruned\. /);
});

test('Futility (Rich, Fig. 6): the value lost is against the other panel, plain alpha-beta, named as its heading names it', async (t) => {
  const { page } = await h.openClean(t, '');
  await openLesson(page, 'horizon');
  await button(page, 'Futility (Rich, Fig. 6)').click();
  await textMatches(page, '#ab-heading', /^Alpha-beta, futility 0\.5$/, 60000);
  await settled(page);
  const left = await page.locator('#mm-heading').textContent();
  assert.equal(left, 'Alpha-beta');
  const counts = await textMatches(page, '#alphabeta-counts', /value lost against /);
  assert.match(counts, /· value lost against Alpha-beta: 0\.2$/);
  assert.doesNotMatch(counts, /Minimax/);
});
