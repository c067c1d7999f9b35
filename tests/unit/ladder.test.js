// Unit tests of web/engine/ladder.js (the solver ladder, pure logic). Run with `node --test tests/unit/`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TECHNIQUES, RUNGS, rungOptions, ladderRungs, gain, ladderNotes, ratioText, msText, switchBits } from '../../web/engine/ladder.js';
import { en } from '../../web/i18n/all.js'; // with the words that load with the lessons
import { ja } from '../../web/i18n/ja.js';
import { ko } from '../../web/i18n/ko.js';

test('the rungs climb one technique at a time, from none to all', () => {
  assert.equal(RUNGS.length, TECHNIQUES.length + 1);
  assert.deepEqual(rungOptions(0), Object.fromEntries(TECHNIQUES.map((k) => [k, false])));
  assert.deepEqual(rungOptions(RUNGS.length - 1), Object.fromEntries(TECHNIQUES.map((k) => [k, true])));
  for (let i = 1; i < RUNGS.length; i++) {
    const before = rungOptions(i - 1), now = rungOptions(i);
    const added = TECHNIQUES.filter((k) => now[k] && !before[k]);
    assert.deepEqual(added, [RUNGS[i].adds], `rung ${i} adds only its own technique`);
    assert.ok(TECHNIQUES.every((k) => !before[k] || now[k]), `rung ${i} keeps the techniques before`);
  }
  assert.deepEqual(ladderRungs().map((r) => r.id), RUNGS.map((r) => r.id));
  assert.deepEqual(ladderRungs()[2].options, rungOptions(2));
});

test('gain: the rung before over this one, in nodes and time; a lower bound after a rung over budget', () => {
  const results = { plain: { over: 1000, ms: 50 }, table: { nodes: 100, ms: 5, score: 2 }, bisect: { nodes: 40, ms: 4, score: 2 } };
  assert.equal(gain(results, 0), null);
  assert.deepEqual(gain(results, 1), { nodes: 100, ms: 5, prev: 1000, prevMs: null, ratio: 10, time: null, atLeast: true });
  assert.deepEqual(gain(results, 2), { nodes: 40, ms: 4, prev: 100, prevMs: 5, ratio: 2.5, time: 1.25, atLeast: false });
  assert.equal(gain(results, 3), null, 'no result yet');
  assert.equal(gain({ ...results, anticipate: { error: { message: 'x' } } }, 3), null);
});

test('ladderNotes: each number comes from the results it describes', () => {
  const results = {
    plain: { over: 1000, ms: 50 },
    table: { nodes: 100, ms: 5.4, score: 2 },
    bisect: { nodes: 40, ms: 4.2, score: 2 },
    anticipate: { nodes: 40, ms: 3, score: 2 },
    threat_order: { nodes: 8, ms: 1.6, score: 2 },
    etc: { nodes: 8, ms: 1.5, score: 2 },
    book: { nodes: 0, ms: 0.2, score: 2 },
  };
  // The plain rung's stop at its budget is said first, in words (issue 28).
  const [stopped, ...notes] = ladderNotes(results);
  assert.deepEqual(stopped, { key: 'ladderStopped', params: { rung: 'ladderPlain', budget: 1000 } });
  assert.deepEqual(notes.map((n) => n.key), ['ladderGainAtLeast', 'ladderGain', 'ladderGainNone', 'ladderGain', 'ladderGainNone', 'ladderGain', 'ladderWhole']);
  assert.deepEqual(notes[0].params, { rung: 'ladderTable', nodes: 100, prev: 1000, ratio: 10, count: 100 });
  assert.deepEqual(notes[1].params, { rung: 'ladderBisect', nodes: 40, prev: 100, ratio: 2.5, count: 40 });
  assert.deepEqual(notes[3].params, { rung: 'ladderThreat', nodes: 8, prev: 40, ratio: 5, count: 8 });
  // Cut-offs on a position too small for them: no fewer nodes, said so.
  assert.deepEqual(notes[4].params, { rung: 'ladderEtc', nodes: 8, prev: 8, ratio: 1, count: 8 });
  // The book answers without a node: the ratio is against one node, not a division by zero.
  assert.deepEqual(notes[5].params, { rung: 'ladderBook', nodes: 0, prev: 8, ratio: 8, count: 0 });
  // The whole climb: from the first solved rung (the plain one ran out of budget) to the last.
  assert.deepEqual(notes[6].params, { from: 'ladderTable', to: 'ladderBook', nodes: 0, base: 100, ratio: 100, ms: 0.2, baseMs: 5.4 });
  const wrong = ladderNotes({ ...results, book: { nodes: 0, ms: 0, score: 3 } });
  assert.deepEqual(wrong.at(-1), { key: 'ladderDisagree', params: { scores: '2, 3' } });
  assert.deepEqual(ladderNotes({}), []);
});

test('ladderNotes on a position the book holds: the book\'s answer first, each stop at the budget, the rungs not run below the first stop', () => {
  // As the worker climbs down from the book on 4453: the book, then transposition cut-offs over budget, the rest skipped.
  const results = {
    book: { nodes: 0, ms: 0.1, score: -2, book: true },
    etc: { over: 40000000, ms: 6000 },
    threat_order: { skipped: 'etc' }, anticipate: { skipped: 'etc' }, bisect: { skipped: 'etc' }, table: { skipped: 'etc' }, plain: { skipped: 'etc' },
  };
  const notes = ladderNotes(results);
  assert.deepEqual(notes, [
    { key: 'ladderBookAnswers', params: { rung: 'ladderBook', score: -2 } },
    { key: 'ladderStopped', params: { rung: 'ladderEtc', budget: 40000000 } },
    { key: 'ladderGainAtLeast', params: { rung: 'ladderBook', nodes: 0, prev: 40000000, ratio: 40000000, count: 0 } },
    { key: 'ladderSkippedNote', params: { rung: 'ladderEtc' } },
  ]);
  // A score of 0 nodes that the book did not give (a win at once) is not called the book's.
  assert.equal(ladderNotes({ book: { nodes: 0, ms: 0, score: 5, book: false } }).length, 0);
});

test('switchBits: a bit per technique in the engine\'s order, on unless turned off', () => {
  const names = ['anticipate', 'threat_order', 'table', 'bisect', 'book', 'etc'];
  assert.equal(switchBits(names), 0b111111);
  assert.equal(switchBits(names, { book: false }), 0b101111);
  assert.equal(switchBits(names, rungOptions(0)), 0);
  assert.equal(switchBits(names, rungOptions(1)), 0b00100, 'the table alone');
  assert.equal(switchBits(names, { table: true, anticipate: false }), 0b111110);
  assert.equal(switchBits(names, rungOptions(5)), 0b101111, 'every rung but the book');
});

test('ratioText and msText: one decimal under 10, whole numbers above', () => {
  assert.equal(msText(0.26), 0.3);
  assert.equal(msText(23.4), 23);
  assert.equal(ratioText(2.34), 2.3);
  assert.equal(ratioText(41.6), 42);
  assert.equal(ratioText(9.96), 10);
});

test('every text key the ladder names exists in English, Japanese and Korean, with the same placeholders', () => {
  const keys = [...RUNGS.map((r) => r.label), 'ladderHeading', 'ladderIntro', 'ladderRun', 'ladderProgress', 'ladderCancelled', 'ladderCaption', 'ladderRung',
    'ladderNodes', 'ladderMs', 'ladderScore', 'ladderGainRow', 'ladderOver', 'ladderMore', 'ladderGain', 'ladderGainAtLeast', 'ladderGainNone', 'ladderWhole', 'ladderDisagree',
    'ladderSkipped', 'ladderStopped', 'ladderSkippedNote', 'ladderBookAnswers', 'c4Thinking', 'c4ScoresBook', 'solveIntro',
    'c4Auto', 'c4AutoYou'];
  // A text with plural forms has the placeholders of its `other` form.
  const holes = (s) => [...(typeof s === 'object' ? s.other : s).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  for (const k of keys) {
    assert.ok(typeof en[k] === 'string' || typeof en[k]?.other === 'string', `en ${k}`);
    for (const [name, d] of [['ja', ja], ['ko', ko]]) {
      assert.ok((typeof d[k] === 'string' || typeof d[k]?.other === 'string') && d[k] !== en[k], `${name} ${k}`);
      assert.deepEqual(holes(d[k]), holes(en[k]), `${name} ${k}: placeholders`);
    }
  }
});
