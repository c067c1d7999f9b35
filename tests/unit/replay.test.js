// Nilsson's replay (web/replay/) against the engine's own stages, computed
// here in Node with the same wasm (tests/unit/wasm.js): every number of
// every sentence, the tips' static values and the backed-up values the tree
// draws, the counts side by side, in English, Japanese and Korean; and the
// English titles and captions of Figs 2–6 equal the core's registry.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import './wasm.js';
import { replay_nilsson, presets } from '../../web/pkg/abviz_wasm.js';
import { setLang, t } from '../../web/i18n/all.js';
import { en } from '../../web/i18n/en.js';
import { stepsOf, stageSentences, countRows, rootChildren, val, lettersOf } from '../../web/replay/text.js';
import { stageTreeSvg } from '../../web/replay/tree.js';

const data = JSON.parse(replay_nilsson());
const texts = (i) => stageSentences(data, i).map((p) => p.text).join(' ');

test('the sentences quote each stage\'s search: moves, tips, values, the tie and the resignation', () => {
  setLang('en');
  const [s1, s2, s3] = data.stages;
  const one = texts(0);
  assert.ok(one.includes(`${s1.symmetry.moves} moves and ${s1.symmetry.tips} tips`), one);
  for (const n of rootChildren(s1)) assert.ok(one.includes(`cell ${n.move} (${t(n.move === 4 ? 'replayCentre' : n.move === 0 ? 'replayCorner' : 'replayEdge')}) ${val(n.value)}`), one);
  assert.ok(one.includes(`The best move is cell ${s1.played} (centre), worth ${val(s1.value)}.`), one);
  assert.ok(one.includes(`O replies at cell ${s1.reply} (edge).`), one);
  const two = texts(1);
  assert.equal(s2.best.length, 2);
  assert.ok(two.includes(`O has replied at cell ${s1.reply} (edge)`), two);
  assert.ok(two.includes(`2 moves tie at ${val(s2.value)}: cell ${s2.best[0]} (corner) and cell ${s2.best[1]} (corner).`), two);
  assert.ok(two.includes(`The book plays cell ${s2.played} (corner), the same position as cell ${s2.played_as} (corner)`), two);
  const three = texts(2);
  assert.ok(three.includes(`4 tips are wins for O, scored ${val(-100)}`), three);
  assert.ok(three.includes(`X plays cell ${s3.played} (corner) and now threatens cell ${s3.threats[0]} (corner) and cell ${s3.threats[1]} (edge) at once.`), three);
  assert.ok(three.includes('MIN resigns'), three);
  const fig6 = texts(3);
  const f = data.fig6;
  assert.ok(fig6.includes(`A, cell 0 (corner), and its 5 tips, A is worth ${val(-1)}, so the start node’s α = ${val(f.cutoff.alpha)}.`), fig6);
  assert.ok(fig6.includes(`C, is worth ${val(-1)}: B’s β = ${val(f.cutoff.beta)}`), fig6);
  assert.ok(fig6.includes(`other ${f.cutoff.pruned.length} children (cells 3, 4, 6 and 7)`), fig6);
  assert.ok(fig6.includes(`with ${f.symmetry.tips} tips evaluated instead of ${s1.symmetry.tips}.`), fig6);
});

test('in Japanese and Korean the same numbers are said', () => {
  try {
    for (const lang of ['ja', 'ko']) {
      setLang(lang);
      const two = texts(1);
      assert.ok(two.includes(`${data.stages[1].symmetry.tips}`) && two.includes(t('replayCell', { cell: 8, where: t('replayCorner') })), `${lang}: ${two}`);
      assert.ok(texts(2).includes(t('replayCell', { cell: 7, where: t('replayEdge') })), lang);
      assert.ok(texts(3).includes('3, 4') || texts(3).includes('3、4'), `${lang}: ${texts(3)}`);
    }
  } finally {
    setLang('en');
  }
});

test('each tree draws e(p) under every tip and the backed-up value of every inner node, from the stage', () => {
  for (const s of stepsOf(data)) {
    const svg = stageTreeSvg(s, 'x', s.cutoff ? lettersOf(s) : null);
    const tips = [...svg.matchAll(/data-tip="(-?\d+)"><rect[^]*?<text class="replay-tip" data-testid="replay-tip"[^>]*>([^<]*)</g)].map((m) => [Number(m[1]), m[2]]);
    const expected = s.nodes.filter((n) => n.tip !== null).map((n) => [n.tip, val(n.tip)]);
    assert.deepEqual(tips, expected, `Fig. ${s.figure}`);
    assert.equal(tips.length, s.symmetry.tips);
    const backed = [...svg.matchAll(/data-testid="replay-backed"[^>]*>([^<]*)</g)].map((m) => m[1]);
    assert.deepEqual(backed, s.nodes.filter((n) => n.tip === null && n.value !== null).map((n) => val(n.value)), `Fig. ${s.figure}`);
    const pruned = (svg.match(/data-pruned="true"/g) || []).length;
    assert.equal(pruned, s.cutoff ? s.cutoff.pruned.length : 0);
  }
  // Fig. 6 names A, B and C as the text does.
  const L = lettersOf(data.fig6);
  assert.deepEqual([data.fig6.nodes[L.a].move, data.fig6.nodes[L.b].move, data.fig6.nodes[L.c].move], [0, 1, 0]);
});

test('the counts side by side are the two analyses', () => {
  assert.deepEqual(countRows(data.stages[0]), [{ key: 'moves', on: 3, off: 9 }, { key: 'tips', on: 12, off: 72 }, { key: 'nodes', on: 16, off: 82 }]);
  assert.deepEqual(countRows(data.stages[1]).map((r) => [r.on, r.off]), [[4, 7], [21, 42], [26, 50]]);
});

test('the English titles and captions of Nilsson Figs 2–6 are the registry\'s, word for word', () => {
  const all = JSON.parse(presets());
  for (const name of ['nilsson-fig2', 'nilsson-fig3', 'nilsson-fig4', 'nilsson-fig5', 'nilsson-fig6']) {
    const p = all.find((q) => q.name === name);
    assert.equal(en[`title.${name}`], p.title, name);
    assert.equal(en[`caption.${name}`], p.caption, name);
  }
});

test('the Japanese and Korean captions of Figs 2–6 quote the English caption\'s numbers (which the core tests check)', () => {
  const numbersIn = (text) => (text.match(/-?\d+/g) ?? []).sort();
  try {
    for (const lang of ['ja', 'ko']) {
      setLang(lang);
      for (const name of ['nilsson-fig2', 'nilsson-fig3', 'nilsson-fig4', 'nilsson-fig5', 'nilsson-fig6']) {
        assert.deepEqual(numbersIn(t(`caption.${name}`)), numbersIn(en[`caption.${name}`]), `${lang} ${name}`);
        assert.notEqual(t(`title.${name}`), en[`title.${name}`], `${lang} ${name} title translated`);
      }
    }
  } finally {
    setLang('en');
  }
});
