// One truth per view (issue 28): for every preset of the core's registry (the
// Gallery's and the Horizon's), analysed as the page analyses it, every view
// of a panel names the move the engine decided (summary.<panel>.decision):
// the best line drawn at the end, the sentence at the end, the Comparison and
// the Horizon caption, in English, Japanese and Korean. And nodes are named
// as a student can find them: by their own labels (Rich's L), Nilsson's
// Fig. 7's inner nodes by the tips drawn below them, Pacman's by a few moves.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { presets, games } from '../../web/pkg/abviz_wasm.js';
import { K, analyse } from './wasm.js';
import { runView } from './presets-run.js';
import { setGames } from '../../web/base/games.js';
import { GALLERY, setPresets, galleryView, findPreset } from '../../web/state/gallery-presets.js';
import { HORIZON_PRESETS, captionParams, captionText } from '../../web/state/horizon-presets.js';
import { setLang, LANGS } from '../../web/i18n/all.js';
import { setPlusSign } from '../../web/i18n/format.js';
import { kidsOf } from '../../web/base/tree.js';
import { stateAt } from '../../web/state/timeline.js';
import { gameOf, moveName, nodeName } from '../../web/games/index.js';
import { bestLine, decisionOf } from '../../web/state/decision.js';
import { compareCaption, sentenceFor } from '../../web/panels/readout.js';
import { compareSentence } from '../../web/panels/compare.js';
import { isConfigured } from '../../web/state/panel-config.js';
import { explain } from '../../web/panels/explain.js';

setGames(JSON.parse(games()));
setPresets(presets());

const PANELS = ['minimax', 'alphabeta'];
/** Every preset's view and its analysis, as the page makes them. */
const RUNS = GALLERY.map((p) => {
  const { view } = galleryView(p);
  return { p, view, ...runView(view) };
});

/** Where `word` stands alone in `text` (no Latin letter or digit touching it), or -1: the last time. */
function lastAt(text, word) {
  const re = new RegExp(`(?<![A-Za-z0-9])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9])`, 'g');
  let at = -1;
  for (const m of text.matchAll(re)) at = m.index;
  return at;
}

/** The root move `text` names last, among the root's moves of `tree` (named as games/index.js moveName names them), or null. */
function lastMoveNamed(summary, tree, text) {
  let best = null, at = -1;
  for (const c of kidsOf(tree, 0)) {
    const i = lastAt(text, moveName(summary, tree, tree.move[c]));
    if (i > at) [best, at] = [tree.move[c], i];
  }
  return best;
}

test('the engine decides a move for every preset panel, and the secondary presets decide secondary search\'s move', () => {
  assert.ok(RUNS.length >= 30, 'the whole registry');
  for (const { p, summary } of RUNS) {
    for (const panel of PANELS) {
      const d = summary[panel].decision;
      assert.ok(d && ['search', 'book', 'secondary'].includes(d.by), `${p.name} ${panel}: a decision`);
      assert.equal(summary[panel].best_move, d.move, `${p.name} ${panel}: best_move is the decision's move`);
    }
  }
  for (const name of ['horizon-secondary', 'horizon-secondary-c4']) {
    const R = RUNS.find((r) => r.p.name === name).summary.alphabeta;
    assert.equal(R.decision.by, 'secondary', name);
    assert.equal(R.decision.move, R.secondary.final_move, name);
    assert.notEqual(R.secondary.move, R.secondary.final_move, `${name}: the depth-D search chose another move`);
  }
});

test('every preset, every panel: the best line at the end goes to the decided move', () => {
  for (const { p, summary, panels } of RUNS) {
    for (const panel of PANELS) {
      const tree = panels.trees[panel], slot = panels.slots[panel];
      const d = decisionOf(summary[panel]);
      const pv = bestLine(tree, slot, tree.tl[slot].len, summary[panel]);
      if (d.move === null) continue;
      assert.ok(pv.length >= 2, `${p.name} ${panel}: a best line`);
      assert.equal(tree.move[pv[1]], d.move, `${p.name} ${panel}: the best line's first move is the decision's`);
    }
  }
});

for (const lang of LANGS) {
  test(`${lang}: every preset — the sentence at the end, the Comparison and the caption name the decided move`, () => {
    setLang(lang);
    try {
      for (const { p, view, summary, panels } of RUNS) {
        const label = `${p.name} ${lang}`;
        setPlusSign(gameOf(summary).board); // as the page does: boards show +1, textbook trees 1
        for (const panel of PANELS) {
          const tree = panels.trees[panel], slot = panels.slots[panel], stats = summary[panel];
          const d = decisionOf(stats);
          const end = tree.tl[slot].len;
          const text = sentenceFor(tree, stateAt(tree, slot, end), stats, end, summary.to_move || 'X', null, summary);
          // A move decided after the drawn search is said at the end, and is the last move the sentence names.
          if (d.by === 'secondary') assert.equal(lastMoveNamed(summary, tree, text), d.move, `${label} ${panel}: "${text}"`);
        }
        const trees = panels.trees;
        if (isConfigured(view)) {
          const { text, numbers } = compareSentence(summary, view, trees);
          assert.deepEqual([numbers.ma, numbers.mb], [decisionOf(summary.minimax).move, decisionOf(summary.alphabeta).move], label);
          for (const panel of PANELS) {
            const m = decisionOf(summary[panel]).move;
            if (m !== null) assert.ok(lastAt(text, moveName(summary, trees[panel], m)) >= 0, `${label}: the Comparison names ${panel}'s move in "${text}"`);
          }
          // When secondary search decided, the Comparison's last named move is the one played.
          if (decisionOf(summary.alphabeta).by === 'secondary') assert.equal(lastMoveNamed(summary, trees.alphabeta, text), decisionOf(summary.alphabeta).move, `${label}: "${text}"`);
        } else {
          const m = decisionOf(summary.alphabeta).move;
          const text = compareCaption(summary, trees.alphabeta);
          if (m !== null) assert.equal(lastMoveNamed(summary, trees.alphabeta, text), m, `${label}: "${text}"`);
        }
        const hp = HORIZON_PRESETS[p.name];
        if (!hp) continue;
        const { params, raw } = captionParams(hp, { summary, panels });
        assert.deepEqual([raw.ma, raw.mb], [decisionOf(summary.minimax).move, decisionOf(summary.alphabeta).move], label);
        assert.equal(params.mb, moveName(summary, trees.alphabeta, raw.mb), label);
        if (hp.kind === 'secondary') {
          assert.equal(params.final, params.mb, `${label}: the caption plays what the panel plays`);
          assert.ok(lastAt(captionText(hp, { summary, panels }), params.mb) >= 0, label);
        }
      }
    } finally {
      setLang('en');
    }
  });
}

test('Secondary search: tree — the sentence at the end says both depths honestly, with the engine\'s numbers', () => {
  setLang('en');
  setPlusSign(false);
  const { summary, panels } = RUNS.find((r) => r.p.name === 'horizon-secondary');
  const tree = panels.trees.alphabeta, s = summary.alphabeta.secondary, end = tree.tl.alphabeta.len;
  const text = sentenceFor(tree, stateAt(tree, 'alphabeta', end), summary.alphabeta, end, 'X', null, summary);
  assert.equal(text, `Search finished: the root's value is ${summary.alphabeta.value}. At depth 1 it prefers B (${s.value}); searched ${s.depth} deep, B is worth ${s.deeper_value} and C ${s.second_deeper_value}, so it plays C.`);
  const { text: cmp } = compareSentence(summary, RUNS.find((r) => r.p.name === 'horizon-secondary').view, panels.trees);
  assert.match(cmp, /^Both searched 3 nodes\. Both find the root value 5, but Alpha-beta, depth 1 \+ secondary search \+1 chooses C instead of B\. Alpha-beta, depth 1 \+ secondary search \+1 then searches deeper\. At depth 1 it prefers B \(5\); searched 2 deep, B is worth 1 and C 4, so it plays C\.$/);
});

test('names a student can find: Rich Fig. 5 says L; Nilsson Fig. 7 names inner nodes by the tips below them; Pacman by a few moves', () => {
  setLang('en');
  setPlusSign(false);
  const cuts = (tree, alg = 'alphabeta') => Array.from(tree.tl[alg].cutTimes, (i) => stateAt(tree, alg, i + 1));
  const fig5 = RUNS.find((r) => r.p.name === 'rich-fig5').tree;
  assert.match(explain(fig5, cuts(fig5)[0]), /^α = 3 ≥ β = 0 at MIN node I: L is pruned\./);
  const fig7 = RUNS.find((r) => r.p.name === 'nilsson-fig7').tree;
  const first = cuts(fig7)[0];
  // The node over t3 and t4: the tips t3 and t4 are drawn, so is the node above them.
  assert.equal(nodeName(fig7, first.last.node, 'the root'), '[t3–t4]');
  assert.match(explain(fig7, first), /^α = −1 ≥ β = −3 at MIN node \[t3–t4\]: t4 is pruned\./);
  for (let id = 0; id < fig7.n; id++) assert.ok(nodeName(fig7, id, 'the root').length <= 10, `node ${id}: ${nodeName(fig7, id, 'the root')}`);
  const { tree: pac } = analyse({ game: 'pacman', board: 'minimaxClassic', prune: 'gt', depth: '4' });
  const cut = cuts(pac)[0];
  const name = nodeName(pac, cut.last.node, 'the root');
  assert.match(name, /^after [NSEWX], [NSEWX] … [NSEWX], [NSEWX] \((Pacman|Ghost \d), depth \d+\)$/);
  assert.ok(explain(pac, cut).includes(`node ${name}:`), explain(pac, cut));
  assert.equal(nodeName(pac, kidsOf(pac, kidsOf(pac, 0)[0])[0], 'the root').replace(/[NSEWX]/g, 'M'), 'after M, M (Ghost 1)');
  assert.ok(K.CUTOFF >= 0);
  assert.ok(findPreset('nilsson-fig7'));
});
