// The Negamax view (web/state/negamax.js, web/panels/negamax-text.js) against
// the engine: the page reads Rich's numbers off alpha-beta's timeline, and the
// engine's own `negamax` search reports them (its NEGAMAX records). Record by
// record, negamax's trace without those records is alpha-beta's, and every
// USE/PASS pair and every side-to-move value the engine reports is what the
// page shows at that step; each sentence carries those numbers, in en/ja/ko.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyse, records, K, AIMA, MOVE4 } from './wasm.js';
import { stateAt } from '../../web/state/timeline.js';
import { kindOf, payloadOf, valueOf } from '../../web/base/kinds.js';
import { negamaxRefusal, negated, signed, thresholdsOf } from '../../web/state/negamax.js';
import { negamaxNumbers, negamaxSentence } from '../../web/panels/negamax-text.js';
import { setLang } from '../../web/i18n/all.js';
import { setPlusSign } from '../../web/i18n/format.js';

const TREES = {
  aima: { tree: AIMA },
  'rich-fig4': { tree: 'A max[B min[D=3, E=5], C min[F=-5, G=8]]' },
  'rich-fig5': { tree: 'A max[B min[D=3, E=5], C min[F max[I min[K=0, L=2], J min[J1=5, J2=6]], G max[M=7, N=9]]]' },
  wikipedia: { tree: 'A max[B min[D max[D1=3, D2=5], E max[E1=6, E2=9]], C min[F max[F1=1, F2=2], G max[G1=0, G2=-1]]]' },
  'min root, gt': { tree: '[[3,[5,1]],[[2,8],4],[6,7]]', root: 'min', prune: 'gt' },
  board: { board: MOVE4 },
};

/** Walks negamax's records beside alpha-beta's timeline; returns how many NEGAMAX records were checked. */
function compare(request) {
  const tree = analyse(request).tree;
  const ab = tree.tl.alphabeta;
  const { words, reals } = records(request, 'negamax');
  let k = 0, checked = 0, half = null;
  for (let i = 0; i < words.length / 2; i++) {
    const head = words[2 * i], word = words[2 * i + 1];
    if (kindOf(head) !== K.NEGAMAX) {
      // The same record as alpha-beta's k-th (head and word; a real's index may differ, its value not).
      assert.equal(kindOf(head), kindOf(ab.words[2 * k]), `record ${i}: the kind of alpha-beta's ${k}`);
      assert.equal(payloadOf(head), payloadOf(ab.words[2 * k]), `record ${i}: payload`);
      if (kindOf(head) !== K.ENTER) assert.equal(valueOf(head, word, reals), valueOf(ab.words[2 * k], ab.words[2 * k + 1], ab.reals), `record ${i}: value`);
      else assert.equal(word, ab.words[2 * k + 1], `record ${i}: node`);
      k++;
      continue;
    }
    const v = valueOf(head, word, reals), p = payloadOf(head);
    if (p === 0) { half = v; continue; }
    if (p === 1) {
      // After alpha-beta's Enter (the thresholds passed down) or its α/β update (PASS risen).
      const s = stateAt(tree, 'alphabeta', k);
      const n = negamaxNumbers(tree, s);
      assert.deepEqual([n.use, n.pass], [half, v], `record ${i}: USE/PASS at step ${k} (${s.last.kind})`);
      checked++;
    } else {
      // Before alpha-beta's Exit: the value it returns, from its side to move's view.
      const s = stateAt(tree, 'alphabeta', k + 1);
      assert.equal(s.last.kind, K.EXIT, `record ${i}: an Exit follows`);
      assert.equal(negamaxNumbers(tree, s).value, v, `record ${i}: value at step ${k + 1}`);
      checked++;
    }
  }
  assert.equal(k, ab.len, 'every alpha-beta record is in negamax\'s trace');
  return { tree, checked };
}

for (const [label, request] of Object.entries(TREES)) {
  test(`${label}: every USE/PASS and side-to-move value the engine's negamax reports is the page's`, () => {
    const { checked } = compare(request);
    assert.ok(checked > 5, `${checked} records`);
  });
}

test('each sentence carries the event\'s numbers, in en, ja and ko', () => {
  const tree = analyse(TREES['rich-fig5']).tree;
  setPlusSign(false);
  try {
    for (const lang of ['en', 'ja', 'ko']) {
      setLang(lang);
      for (let pos = 1; pos <= tree.tl.alphabeta.len; pos++) {
        const s = stateAt(tree, 'alphabeta', pos);
        const n = negamaxNumbers(tree, s);
        const text = negamaxSentence(tree, s);
        assert.ok(text && !text.includes('{'), `${lang} ${pos}: ${text}`);
        for (const x of ['use', 'pass', 'value']) if (n && x in n) assert.ok(text.includes(signed(n[x])), `${lang} step ${pos}: ${x} ${signed(n[x])} in "${text}"`);
      }
    }
  } finally {
    setLang('en');
    setPlusSign(true);
  }
  // Rich, Fig. 5 in words: C (MIN) holds (Use, Pass) = (−3, −∞), A's PASS 3 negated; its child F gets them swapped and negated.
  const enterF = Array.from({ length: tree.tl.alphabeta.len }, (_, i) => stateAt(tree, 'alphabeta', i + 1))
    .find((s) => s.last.kind === K.ENTER && tree.names?.[s.last.node] === 'F');
  setPlusSign(false);
  assert.equal(negamaxSentence(tree, enterF), 'C calls MINIMAX-A-B on F (MAX to move) with Use-Thresh +∞ and Pass-Thresh +3: its own thresholds, swapped and negated.');
  // Rich, Fig. 5: the cut-off at I, where L is pruned.
  const cutI = Array.from({ length: tree.tl.alphabeta.len }, (_, i) => stateAt(tree, 'alphabeta', i + 1))
    .find((s) => s.last.kind === K.CUTOFF && tree.names?.[s.last.node] === 'I');
  assert.equal(negamaxSentence(tree, cutI), 'At I, Pass-Thresh 0 ≥ Use-Thresh −3: the player above will never allow this, so L is pruned.');
  setPlusSign(true);
});

test('the mapping: MAX holds (Use, Pass) = (β, α), MIN (−α, −β); values negate where MIN moves', () => {
  const tree = { isMax: [1, 0] };
  assert.deepEqual(thresholdsOf(tree, 0, 3, 8), { use: 8, pass: 3 });
  assert.deepEqual(thresholdsOf(tree, 1, 3, 8), { use: -3, pass: -8 });
  assert.equal(negated(tree, 1, 0), 0);
  assert.ok(Object.is(negated(tree, 1, 0), 0), 'no −0');
  assert.equal(negated(tree, 1, -Infinity), Infinity);
  assert.deepEqual([signed(3), signed(-3), signed(0), signed(Infinity)], ['+3', '−3', '0', '+∞']);
});

test('only two players taking turns: chance nodes and several MIN agents are refused', () => {
  assert.equal(negamaxRefusal(analyse({ tree: '[[3,4],[5,6]]' }).tree), null);
  assert.equal(negamaxRefusal({ hasChance: true, agents: 2 }), 'chance');
  assert.equal(negamaxRefusal({ hasChance: false, agents: 3 }), 'agents');
  assert.throws(() => records({ tree: '[[1,2],[3]]', agents: 3 }, 'negamax'), /negamax needs two players/);
});
