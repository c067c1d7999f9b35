// Unit tests of web/panels/explain.js in English: value formatting, the sentence
// for each event (nodes named by letters in textbook trees and by moves on
// boards), plural forms, the pseudocode and the line each event executes.
// Trees come from the real engine (tests/unit/wasm.js). Run with `node --test tests/unit/`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyse, K, AIMA, MOVE4 } from './wasm.js';
import { codeLine, cutoffSentence, explain, fmt, name, prunedPhrase, pseudocode, setPlusSign, skippedMoves } from '../../web/panels/explain.js';
import { setLang } from '../../web/i18n/all.js';
import { ALGORITHMS, isLeaf } from '../../web/base/tree.js';
import { boardOf, winningLine } from '../../web/games/tictactoe.js';
import { cutoffSteps, stateAt } from '../../web/state/timeline.js';
import { nodeName } from '../../web/games/index.js';

setLang('en');
const aima = analyse({ tree: AIMA }).tree;
const move4 = analyse({ board: MOVE4 }).tree;

/** Every sentence of `alg` on `t`, with the state it explains: [{pos, s, text}]. */
function sentences(t, alg) {
  return Array.from({ length: t.tl[alg].len + 1 }, (_, pos) => {
    const s = stateAt(t, alg, pos);
    return { pos, s, text: explain(t, s) };
  });
}

/** Runs `f` with textbook-tree formatting (no + on positive values), as the page does for trees. */
function plain(f) {
  setPlusSign(false);
  try { return f(); } finally { setPlusSign(true); }
}

/** Whether `text` contains the node name `word` whole (not inside a word, nor the start of a longer path "X1 O5"). */
const namesWord = (text, word) => new RegExp(`(^|[^\\p{L}\\d])${word}(?![\\p{L}\\d]| [XO]\\d)`, 'u').test(text);

test('fmt writes ±∞ for the sentinels and negatives with a real minus sign', () => {
  assert.equal(fmt(K.NEG_INF), '−∞');
  assert.equal(fmt(K.POS_INF), '+∞');
  assert.equal(fmt(-3), '−3');
  assert.equal(fmt(-3).codePointAt(0), 0x2212);
  assert.equal(fmt(-1000000000), '−1000000000');
  assert.equal(fmt(0), '0');
  assert.equal(fmt(7), '+7', 'boards show wins with a +');
  plain(() => {
    assert.equal(fmt(7), '7', 'textbook trees show plain numbers');
    assert.equal(fmt(-7), '−7');
    assert.equal(fmt(K.POS_INF), '+∞', 'the + of +∞ stays');
  });
});

test('the first sentence of each search says how it starts', () => {
  assert.match(explain(aima, stateAt(aima, 'alphabeta', 0)), /^Alpha-beta starts at the root with α = −∞ and β = \+∞/);
  assert.match(explain(aima, stateAt(aima, 'minimax', 0)), /^Minimax starts at the root/);
});

test('AIMA: every sentence names its node by letter (A, B, C… in preorder)', () => {
  plain(() => {
    for (const alg of ALGORITHMS) {
      for (const { pos, s, text } of sentences(aima, alg).slice(1)) {
        const e = s.last;
        if (e.kind === K.EXIT && e.node === 0) { assert.equal(text, "Search finished: the root's value is 3.", `${alg} ${pos}`); continue; }
        assert.ok(namesWord(text, nodeName(aima, e.node)), `${alg} ${pos}: "${text}" names ${nodeName(aima, e.node)}`);
        if (e.kind === K.ENTER && e.parent >= 0) {
          assert.ok(namesWord(text, nodeName(aima, e.parent)), `${alg} ${pos}: "${text}" names the parent`);
          assert.ok(text.includes(`child ${e.move + 1}`), `${alg} ${pos}: the 1-based child number`);
        }
        assert.ok(!text.replaceAll('+∞', '').includes('+'), `${alg} ${pos}: plain numbers in "${text}"`);
      }
    }
  });
});

test('AIMA sentences: leaves, α/β updates, the cut-off at F caused by A, and the end', () => {
  plain(() => {
    const ab = sentences(aima, 'alphabeta').map((x) => x.text);
    assert.equal(ab[1], 'Enter A, a MAX node, with α = −∞ and β = +∞.');
    assert.match(ab[2], /from A to child 1, B: a MIN node, searched with α = −∞, β = \+∞/);
    assert.equal(ab[4], 'Leaf C: its value is 3.');
    assert.match(ab[6], /MIN has found 3 at B: β falls to 3/);
    assert.match(ab[14], /MAX has found 3 at A: α rises to 3/);
    assert.match(ab[15], /F: a MIN node, searched with α = 3, β = \+∞/);
    const [step] = cutoffSteps(aima);
    const cut = ab[step];
    assert.match(cut, /^α = 3 ≥ β = 2 at MIN node F: children 2 and 3 are pruned\./);
    assert.match(cut, /above, A \(MAX\) already has α = 3/);
    assert.match(ab[21], /MIN node F returns 2/);
    assert.equal(ab.at(-1), "Search finished: the root's value is 3.");
  });
});

test('Move 4: sentences name nodes by the moves that reach them, and the root as "the root"', () => {
  const ab = sentences(move4, 'alphabeta');
  assert.match(ab[1].text, /^Enter the root, a MAX node \(X to move\)/);
  assert.match(ab[2].text, /^X plays cell 1: X1, a MIN node \(O to move\)/);
  assert.match(ab[7].text, /^O plays cell 5: X1 O5, a MAX node \(X to move\), searched with α = −∞, β = −1\./);
  for (const { pos, s, text } of ab.slice(1)) {
    const e = s.last;
    if (e.kind === K.LEAF || (e.kind === K.EXIT && e.node === 0)) continue; // checked below
    const want = e.node === 0 ? 'the root' : nodeName(move4, e.node);
    assert.ok(namesWord(text, want), `alphabeta ${pos}: "${text}" names ${want}`);
  }
});

test('Move 4: the first cut-off is at X1 O5, prunes moves 7 and 8, and was caused by X1', () => {
  const [step] = cutoffSteps(move4);
  const s = stateAt(move4, 'alphabeta', step);
  assert.equal(nodeName(move4, s.last.node), 'X1 O5');
  assert.equal(nodeName(move4, s.cause.node), 'X1');
  const text = explain(move4, s);
  assert.match(text, /^α = 0 ≥ β = −1 at MAX node X1 O5: moves 7 and 8 are pruned\./);
  assert.match(text, /above, X1 \(MIN\) already has β = −1/);
  assert.deepEqual(skippedMoves(move4, s.last.node, s.last.skipped), [7, 8]);
  assert.equal(cutoffSentence(move4, s.last.node, 0, -1, [7, 8]), 'α = 0 ≥ β = −1 at MAX node X1 O5: moves 7 and 8 are pruned.');
});

test('singular and plural: "move 7 is" but "moves 7 and 8 are"; "child 2 is" but "children 2 and 3 are"', () => {
  assert.equal(prunedPhrase(move4, [7]), 'move 7 is');
  assert.equal(prunedPhrase(move4, [7, 8]), 'moves 7 and 8 are');
  assert.equal(prunedPhrase(move4, [3, 5, 8]), 'moves 3, 5 and 8 are');
  assert.equal(prunedPhrase(aima, [2]), 'child 2 is');
  assert.equal(prunedPhrase(aima, [2, 3]), 'children 2 and 3 are');
  assert.equal(prunedPhrase(aima, [1000, 1001]), 'children 1,000 and 1,001 are');
  // In real cut-offs of Move 4: one skipped move, and three.
  const texts = cutoffSteps(move4).map((p) => explain(move4, stateAt(move4, 'alphabeta', p)));
  assert.ok(texts.some((x) => /: move 8 is pruned\./.test(x)), 'a single pruned move');
  assert.ok(texts.some((x) => /X7: moves 3, 5 and 8 are pruned\./.test(x)), 'three pruned moves');
  for (const [k, p] of cutoffSteps(move4).entries()) {
    const { last } = stateAt(move4, 'alphabeta', p);
    assert.match(texts[k], last.skipped > 1 ? /: moves [\d, ]+ and \d are pruned\./ : /: move \d is pruned\./, `cut-off ${k}: plural iff more than one move`);
  }
});

test('board leaves: a win names the winner and its score, a full board a draw', () => {
  const ab = sentences(move4, 'alphabeta');
  for (const { pos, s, text } of ab) {
    if (s.last?.kind !== K.LEAF) continue;
    const board = boardOf(move4, s.last.node);
    const line = winningLine(board);
    if (line) assert.equal(text, `${board[line[0]]} has three in a row: the game is over and scores ${fmt(s.last.value)}.`, `pos ${pos}`);
    else assert.equal(text, 'The board is full with no line: a draw, scoring 0.', `pos ${pos}`);
  }
});

test('a leaf at the depth limit is explained by its open lines, e(p)', () => {
  const d = analyse({ board: MOVE4, depth: 1 }).tree;
  const leaf = sentences(d, 'alphabeta').find(({ s }) => s.last?.kind === K.LEAF && s.last.horizon);
  assert.ok(leaf, 'a horizon leaf');
  assert.match(leaf.text, /^Depth limit reached at X\d: e\(p\) = \d lines open for X − \d open for O = [−+]?\d+\.$/);
  assert.ok(leaf.text.includes(nodeName(d, leaf.s.last.node)));
});

test('minimax sentences never mention α or β; alpha-beta entries always give the window', () => {
  for (const t of [aima, move4]) {
    for (const { text } of sentences(t, 'minimax')) assert.ok(!/[αβ]/.test(text), text);
    for (const { s, text } of sentences(t, 'alphabeta')) if (s.last?.kind === K.ENTER) assert.match(text, /α = .+β = /);
  }
});

test('name: letters for textbook trees, "the root" or moves for boards', () => {
  assert.equal(name(aima, 0), 'A');
  assert.equal(name(aima, 12), 'M');
  assert.equal(name(move4, 0), 'the root');
  assert.equal(name(move4, 1), nodeName(move4, 1));
});

test('pseudocode comes from the registry: code as given, notes translated by key, the pruning rule and fail-hard shown', () => {
  const { summary } = analyse({ tree: AIMA });
  const mm = pseudocode(summary.algorithms.minimax), ab = pseudocode(summary.algorithms.alphabeta);
  assert.ok(mm.length >= 12 && ab.length >= 16, `${mm.length}, ${ab.length} lines`);
  for (const lines of [mm, ab]) {
    assert.equal(lines[0][0], 0);
    assert.match(lines[0][1], /^function /);
    for (const [k, [indent]] of lines.entries()) if (k > 0) assert.ok(indent >= 1 && indent <= lines[k - 1][0] + 1, `line ${k}: indent ${indent}`);
  }
  assert.ok(ab.some((l) => l[1] === 'if α ≥ β: break'));
  assert.ok(ab.some((l) => l[2] === '▷ β cut-off: MIN above will not allow this'), 'a note translated by its key');
  const gt = pseudocode(analyse({ tree: AIMA, prune: 'gt' }).summary.algorithms.alphabeta);
  assert.ok(gt.some((l) => l[1] === 'if α > β: break'));
  const hard = pseudocode(analyse({ tree: AIMA, variant: 'fail-hard' }).summary.algorithms.alphabeta);
  assert.ok(hard.filter((l) => l[1] === 'return v' && /fail-hard/.test(l[2])).length >= 2);
  assert.deepEqual(pseudocode(undefined), []);
  // The CHANCE branch is shown only when the tree has chance nodes.
  for (const lines of [mm, ab, pseudocode(analyse({ board: MOVE4 }).summary.algorithms.alphabeta)]) {
    assert.ok(!lines.some((l) => l[1] === 'if node is CHANCE:'), 'no CHANCE branch without chance nodes');
  }
  const chance = analyse({ tree: 'max[chance[3,12,8],chance[2,4,6]]' }).summary.algorithms;
  for (const info of [chance.minimax, chance.alphabeta]) assert.ok(pseudocode(info).some((l) => l[1] === 'if node is CHANCE:'));
});

test('codeLine: each event kind points at the registry line that executes it, in the MAX, MIN or chance branch', () => {
  const trees = [analyse({ tree: AIMA }), analyse({ board: MOVE4 }), analyse({ tree: AIMA, root: 'min' }), analyse({ tree: 'max[chance[3,12,8],chance[2,4,6],chance[14,5,2]]' })];
  for (const { summary, tree: t } of trees) {
    for (const alg of ALGORITHMS) {
      const info = summary.algorithms[alg];
      const code = pseudocode(info).map((l) => l[1]);
      const minAt = code.indexOf('if node is MIN:'), chanceAt = code.indexOf('if node is CHANCE:');
      const branch = (line) => (line < minAt ? 'max' : chanceAt < 0 || line < chanceAt ? 'min' : 'chance');
      for (let i = 0; i < t.tl[alg].len; i++) {
        const { last: e } = stateAt(t, alg, i + 1);
        const line = codeLine(t, e, info);
        const at = `${alg} event ${i} (kind ${e.kind})`;
        assert.ok(line >= 0 && line < code.length, `${at}: a line`);
        const c = code[line];
        const kind = t.isChance[e.node] ? 'chance' : t.isMax[e.node] ? 'max' : 'min';
        if (e.kind === K.ENTER) assert.match(c, /^function /, at);
        else if (e.kind === K.LEAF) assert.match(c, /terminal/, at);
        else if (e.kind === K.ALPHA) assert.equal(c, 'α ← max(α, v)', at);
        else if (e.kind === K.BETA) assert.equal(c, 'β ← min(β, v)', at);
        else if (e.kind === K.CUTOFF) { assert.match(c, /break|bound/, at); assert.equal(branch(line), kind, at); }
        else if (e.kind === K.WINDOW) assert.match(c, /Aᵢ/, at);
        else if (e.kind === K.BOUND) assert.match(c, /narrow/, at);
        else if (e.kind === K.EXIT && isLeaf(t, e.node) && e.node !== 0) {
          const p = t.parent[e.node];
          assert.equal(branch(line), t.isChance[p] ? 'chance' : t.isMax[p] ? 'max' : 'min', at);
          assert.match(c, /alphabeta\(|minimax\(/, at);
        } else {
          assert.equal(e.kind, K.EXIT);
          assert.match(c, /^return/, at);
          assert.equal(branch(line), kind, at);
        }
      }
    }
  }
  assert.equal(codeLine(trees[0].tree, null, trees[0].summary.algorithms.alphabeta), -1);
});

test('sentences about a board\'s root read naturally: never "MAX node the root"', () => {
  for (const { pos, text } of sentences(move4, 'alphabeta')) assert.ok(!/node the root/.test(text), `pos ${pos}: "${text}"`);
});

test('chance trees: decoding through the engine, the Star1 window and bounds, and the chance cut-off sentence', () => {
  const { summary, tree: t } = analyse({ tree: 'max[chance[3,12,8],chance[2,4,6],chance[14,5,2]]' });
  assert.equal(summary.has_chance, true);
  assert.deepEqual(Array.from(t.kinds), [0, 2, 0, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0]);
  assert.ok(Math.abs(t.prob[2] - 1 / 3) < 1e-12 && Number.isNaN(t.prob[0]));
  assert.ok(Math.abs(t.tl.minimax.value[0] - 23 / 3) < 1e-9, 'Float64 timeline values');
  plain(() => {
    const sents = sentences(t, 'alphabeta');
    const cut = sents.find(({ s }) => s.last && s.last.kind === K.CUTOFF);
    assert.equal(cut.text, "After 2 of 3 outcomes, this chance node's (F) value lies in [2, 6.67], which is ≤ α = 7.67: outcome 3 is pruned.");
    assert.ok(sents.some(({ text }) => text === 'B passes (α, β) = (2, 14) to outcome 1.'));
    assert.ok(sents.some(({ text }) => text === "After 1 of 3 outcomes, B's value lies in [2.33, 10.3]."));
    // Each pair is two steps with two different sentences: its first half, then the whole.
    const at = (k) => sents.findIndex(({ text }) => text === k);
    const lower = at("After 1 of 3 outcomes, B's value is at least 2.33.");
    assert.ok(lower >= 0 && sents[lower + 1].text === "After 1 of 3 outcomes, B's value lies in [2.33, 10.3].");
    const alpha = at('B works out the window for outcome 1: α = 2.');
    assert.ok(alpha >= 0 && sents[alpha + 1].text === 'B passes (α, β) = (2, 14) to outcome 1.');
    for (let k = 1; k < sents.length; k++) {
      if (sents[k].s.last && [K.BOUND, K.WINDOW].includes(sents[k].s.last.kind)) assert.notEqual(sents[k].text, sents[k - 1].text, `step ${k} repeats`);
    }
    assert.ok(sents.some(({ text }) => /^Chance node B returns its expected value 7\.67 = 1\/3·3 \+ 1\/3·12 \+ 1\/3·8\./.test(text)));
    // The child after a WINDOW pair is entered with that window, not its parent's.
    const w = sents.find(({ s }) => s.last && s.last.kind === K.ENTER && s.last.node === 7);
    assert.deepEqual([w.s.enterAlpha[7], w.s.enterBeta[7]].map((v) => Math.round(v * 100) / 100), [7, 14]);
  });
  assert.equal(fmt(23 / 3), '+7.67');
});

test('under CS188 pruning (prune gt) the cut-off sentence says α > β, and a tie is searched', () => {
  setLang('en');
  const gt = analyse({ tree: '[[10],[10,0,-1]]', prune: 'gt' }).tree;
  const texts = cutoffSteps(gt).map((p) => explain(gt, stateAt(gt, 'alphabeta', p)));
  assert.equal(texts.length, 1);
  assert.match(texts[0], /α = \+?10 > β = 0/);
  const ge = analyse({ tree: '[[10],[10,0,-1]]' }).tree;
  assert.match(explain(ge, stateAt(ge, 'alphabeta', cutoffSteps(ge)[0])), /α = \+?10 ≥ β = \+?10/);
});

test('aspiration windows and MTD(f): the root\'s own window, a root searched again, and each pass\'s end are said as such', async () => {
  const { analysePasses } = await import('./wasm.js');
  for (const request of [{ board: MOVE4, depth: '4', enhance: 'id,tt,aspiration' }, { board: MOVE4, depth: '4', enhance: 'id,tt', pruned: 'mtdf' }]) {
    const passes = analysePasses(request);
    for (const [k, { tree: t }] of passes.entries()) {
      const texts = sentences(t, 'alphabeta');
      const at = `${request.pruned ?? request.enhance} pass ${k + 1}`;
      assert.ok(!texts.some(({ text }) => /for the root|searches the root/.test(text)), `${at}: the root never sets its own window`);
      if (k > 0 || request.pruned) assert.ok(texts.some(({ text }) => /^The root is searched with (a null window|the window) \(α, β\) = /.test(text)), `${at}: the root's window`);
      assert.ok(!texts.some(({ text }) => /node the root/.test(text)), `${at}: never "MAX node the root"`);
      const exits = texts.filter(({ s }) => s.last?.kind === K.EXIT && s.last.node === 0);
      assert.ok(exits.length >= 1);
      for (const x of exits.slice(0, -1)) assert.match(x.text, /^The root returns .+, but the search is not over/, at);
      assert.equal(exits.at(-1).text, `This pass is over: searched to depth ${k + 1}, the root is worth ${fmt(exits.at(-1).s.last.value)}.`, at);
      if (request.pruned) assert.ok(exits.length > 1, `${at}: MTD(f) returns from the root more than once`);
    }
  }
});
