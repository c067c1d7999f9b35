// Beyond the horizon on screen, in headless Chromium: a teacher opens
// "Configure this panel", turns on quiescence (Rich's Figs 7–9), a futility
// margin (Fig. 6), secondary search (Connect Four) or the opening book
// (tic-tac-toe), steps the trace to the event, and reads the sentence, the
// node's tag, the pruned children, the counts, the pseudocode line and the
// secondary search's card. The numbers to expect come from the engine
// itself (the wasm module in Node, tests/unit/wasm.js).

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { start, settled, shot, textMatches, panelOf } from './harness.js';
import { analyse, K } from '../unit/wasm.js';
import { kindOf } from '../../web/base/kinds.js';

let h;
before(async () => { h = await start(); });
after(async () => { await h?.close(); });

const FIG6 = 'A[B[D=3,E=5],C[F=4,G=3.2,H=7]]';
const FIG79 = 'A max[B=6 min![E=-4 max![G=4, H=-5], F=5], C=3 min[C1=3, C2=4], D=0 min[D1=0, D2=1]]';
const treeUrl = (tree, rest = '') => `?tree=${encodeURIComponent(tree)}${rest}`;
const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The steps right after each event of `kind` in alpha-beta's trace of `request`. */
function stepsAfter(request, kind) {
  const { tree } = analyse(request);
  const tl = tree.tl.alphabeta, out = [];
  for (let i = 0; i < tl.len; i++) if (kindOf(tl.words[2 * i]) === kind) out.push(i + 1);
  return out;
}

/** Opens the right panel's "Configure this panel" and sets the field labelled `label` as a person does (type, then Tab; or a click on a checkbox). */
async function configure(page, label, value) {
  const d = page.locator(`${panelOf('alphabeta')} details.panel-config`);
  if (!(await d.evaluate((el) => el.open))) await d.getByText('Configure this panel').click();
  const field = d.getByLabel(label);
  if (value === true) await field.check();
  else { await field.fill(String(value)); await field.press('Tab'); }
  await settled(page);
}

/** Moves the Trace position slider to `step` with its arrow keys, as a keyboard user does. */
async function slideTo(page, step) {
  const slider = page.locator('#position');
  await slider.focus();
  await slider.press('Home');
  for (let i = 0; i < step; i++) await slider.press('ArrowRight');
  await textMatches(page, '#position-out', new RegExp(`^step ${step} of `));
}

const node = (page, id) => page.locator(`${panelOf('alphabeta')} svg.tree-view .node[data-node-id="${id}"]`);
const tagOf = (page, id) => node(page, id).locator('.hz-tag[visibility="visible"]');

test('Figs 7–9: quiescence 2 past depth 1 — B\'s extension is said, tagged Q, under the depth-limit line, and marks the leaf line', async (t) => {
  const { page } = await h.openClean(t, treeUrl(FIG79, '&depth=1'));
  await configure(page, 'Quiescence plies', 2);
  await textMatches(page, `${panelOf('alphabeta')} h2`, /^Alpha-beta, depth 1 \+ quiescence 2$/, 60000);
  const request = { tree: FIG79, depth: '1', quiescence: '2' };
  const { summary } = analyse(request);
  const [first, second] = stepsAfter(request, K.EXTEND);
  await textMatches(page, '#alphabeta-counts', new RegExp(` · ${summary.alphabeta.extensions} extensions past the depth limit$`));
  await slideTo(page, first);
  await textMatches(page, '#alphabeta-explain', /^B lies at the depth limit \(1\) but is noisy — it is marked noisy — so quiescence searches on \(extension 1 of at most 2 extra plies\)\.$/);
  assert.equal(await tagOf(page, 1).textContent(), 'Q');
  assert.equal(await tagOf(page, 2).count(), 0, 'E is not extended yet');
  // The pseudocode's leaf line states the horizon rule with this panel's D and Q, and is the line this step runs.
  assert.equal(await page.locator('#alphabeta-pseudocode li[aria-current="step"] code').textContent(), 'if depth ≥ 1 and not (noisy and depth < 1 + 2): return value(node)');
  // The depth limit: a dashed line between depth 1 and depth 2, named.
  const line = page.locator(`${panelOf('alphabeta')} .horizon-line`);
  assert.equal(await line.getAttribute('visibility'), 'visible');
  assert.equal(await page.locator(`${panelOf('alphabeta')} .horizon-label`).textContent(), 'depth limit 1 (quiescence below)');
  const y = Number(await line.getAttribute('y1'));
  const [bBox, eBox] = [await node(page, 1).boundingBox(), await node(page, 2).boundingBox()];
  const svgTop = (await page.locator(`${panelOf('alphabeta')} svg.tree-view`).boundingBox()).y;
  assert.ok(bBox.y + bBox.height / 2 < svgTop + y && svgTop + y < eBox.y + eBox.height / 2, 'the line lies between B (depth 1) and E (depth 2)');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await textMatches(page, '#position-out', new RegExp(`^step ${second} of `));
  await textMatches(page, '#alphabeta-explain', /^E lies 2 deep, past the depth limit \(1\), but is noisy — .* \(extension 2 of at most 2 extra plies\)\.$/);
  assert.equal(await tagOf(page, 2).textContent(), 'Q');
  // A node's card says it too.
  await node(page, 1).hover();
  await textMatches(page, '#node-tip', /searched past the depth limit \(quiescence\)/);
  await page.mouse.move(5, 5);
  await shot(page, 'horizon-fig79');
});

test('Fig. 6: futility 0.5 — C\'s stop is said with α, β and the margin, tagged ≈, H drawn pruned, and the error counted', async (t) => {
  const { page } = await h.openClean(t, treeUrl(FIG6));
  await configure(page, 'Futility margin', 0.5);
  await textMatches(page, `${panelOf('alphabeta')} h2`, /^Alpha-beta, futility 0\.5$/, 60000);
  const request = { tree: FIG6, futility: '0.5' };
  const { summary } = analyse(request);
  const [stop] = stepsAfter(request, K.FUTILITY);
  await slideTo(page, stop);
  await textMatches(page, '#alphabeta-explain', new RegExp(`^${esc("C can give at most 3.2 and A already has 3 (B): they differ by 0.2, no more than the margin 0.5, so C's remaining 1 child (H) is skipped and C returns 3 — A may lose at most 0.5.")}$`));
  assert.equal(await tagOf(page, 4).textContent(), '≈');
  assert.equal(await node(page, 7).getAttribute('data-node-state'), 'pruned');
  assert.equal(await node(page, 4).getAttribute('data-node-state'), 'current');
  // Not an ordinary cut-off: the count of cut-offs stays 0, the stop is counted with its bound and the value lost against minimax.
  const lost = Math.round((summary.minimax.value - summary.alphabeta.value) * 100) / 100;
  await textMatches(page, '#alphabeta-counts', new RegExp(`· 0 cut-offs · 1 futility stop \\(error bound 0\\.5\\) · value lost against Minimax: ${lost}$`));
  const current = page.locator('#alphabeta-pseudocode li[aria-current="step"]');
  assert.match(await current.textContent(), /futility: at a child of the root, also stop when α \+ M ≥ β/);
  await node(page, 4).hover();
  await textMatches(page, '#node-tip', /futility stop: its last children were skipped \(≈\)/);
  await page.mouse.move(5, 5);
  await shot(page, 'horizon-fig6');
});

test('Connect Four: secondary search 2 reconsiders column 5 and plays column 3, every number from the summary', async (t) => {
  const { page } = await h.openClean(t, '?game=connect4&moves=744475&depth=2');
  await configure(page, 'Secondary search plies', 2);
  const sec = analyse({ game: 'connect4', board: '744475', depth: '2', secondary: '2' }).summary.alphabeta.secondary;
  assert.equal(sec.changed, true);
  const f = (v) => (v < 0 ? `−${-v}` : String(v));
  await textMatches(page, '[data-testid="alphabeta-secondary"]', new RegExp(`^${esc(`Secondary search: column ${sec.move + 1} (${f(sec.value)} at depth 2) searched to depth ${sec.depth} is ${f(sec.deeper_value)}, below the second best column ${sec.second_move + 1} (${f(sec.second_value)}); column ${sec.second_move + 1} at depth ${sec.depth}: ${f(sec.second_deeper_value)} → plays column ${sec.final_move + 1} (+${sec.nodes} nodes).`)}$`), 60000);
  // The left panel searched without it: no card.
  assert.equal(await page.getByTestId('minimax-secondary').isVisible(), false);
});

test('tic-tac-toe: the opening book answers the root — said with its value, counted, and the search below drawn pruned', async (t) => {
  const { page } = await h.openClean(t, '?board=X........&depth=4');
  await configure(page, 'Opening book', true);
  await textMatches(page, `${panelOf('alphabeta')} h2`, /^Alpha-beta, depth 4 \+ book$/, 60000);
  const request = { board: 'X........', depth: '4', book: 'on' };
  const { summary } = analyse(request);
  const [hit] = stepsAfter(request, K.BOOK);
  await textMatches(page, '#alphabeta-counts', / · 1 book answer$/);
  await slideTo(page, hit);
  await textMatches(page, '#alphabeta-explain', new RegExp(`^the root is answered from the opening book: value ${summary.alphabeta.value}, no search below\\.$`));
  assert.equal(await page.locator('#alphabeta-pseudocode li[aria-current="step"] code').textContent(),
    'if the book or the endgame solver knows node: return its value; if node is terminal or at the depth limit: return value(node)');
  // Minimax's panel runs without the book: its leaf line is the engine's.
  assert.equal(await page.locator('#minimax-pseudocode li:nth-child(2) code').textContent(), 'if node is terminal or at the depth limit: return value(node)');
  // Minimax's panel (no book) searched them all; alpha-beta's children of the root are pruned at the book's answer.
  const states = await page.evaluate(() => {
    const a = window.abviz.app, tree = a.panels.trees.alphabeta, tl = tree.tl.alphabeta;
    return [tl.book[0] < a.pos, tl.pruned[1] < a.pos];
  });
  assert.deepEqual(states, [true, true]);
});
