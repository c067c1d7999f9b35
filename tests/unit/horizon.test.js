// Beyond the horizon in words: the real engine searches Rich's Figs 7–9
// (quiescence), Fig. 6 (futility), a tic-tac-toe horizon position, the
// tic-tac-toe book, a Connect Four endgame and secondary search; every
// extend, book and futility event's sentence must carry that event's own
// numbers (and the search's limits), in English, Japanese and Korean, and
// the counts and the secondary card the summary's.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyse, K } from './wasm.js';
import { stateAt } from '../../web/state/timeline.js';
import { explain, codeLine, fmt } from '../../web/panels/explain.js';
import { horizonOf, horizonCounts, secondaryCard, leafLine } from '../../web/panels/horizon.js';
import { setLang, LANGS } from '../../web/i18n/all.js';
import { setPlusSign } from '../../web/i18n/format.js';
import { gameOf } from '../../web/games/index.js';
import { kindOf } from '../../web/base/kinds.js';

const FIG6 = 'A[B[D=3,E=5],C[F=4,G=3.2,H=7]]';
const FIG79 = 'A max[B=6 min![E=-4 max![G=4, H=-5], F=5], C=3 min[C1=3, C2=4], D=0 min[D1=0, D2=1]]';

/** {summary, tree} of `request`, with the limits the page would attach. */
function run(request) {
  const r = analyse(request);
  r.tree.horizon = horizonOf(request);
  setPlusSign(gameOf(r.summary).board); // as the page does: boards show +3, textbook trees 3
  return r;
}

/** Every state of `alg` right after an event of `kind`. */
function statesAfter(r, alg, kind) {
  const tl = r.tree.tl[alg];
  const out = [];
  for (let i = 0; i < tl.len; i++) if (kindOf(tl.words[2 * i]) === kind) out.push(stateAt(r.tree, alg, i + 1));
  return out;
}

/** The numbers of `text` ("−4", "3.2", "1,000"), node names taken out first. */
const numbersIn = (text, names = []) => {
  let rest = text;
  for (const n of names) rest = rest.split(n).join(' ');
  return Array.from(rest.matchAll(/[−+]?(?:∞|\d[\d,]*(?:\.\d+)?)/g), (m) => m[0].replace(/,/g, ''));
};

/** Asserts `text` says exactly the numbers `allowed` (in any order, each at least once among them). */
function onlyThese(text, allowed, label, names = []) {
  const said = numbersIn(text, names);
  assert.ok(said.length > 0, `${label}: no numbers in "${text}"`);
  for (const n of said) assert.ok(allowed.includes(n), `${label}: "${n}" in "${text}" is not among ${allowed.join(', ')}`);
  for (const n of allowed.slice(0, 1)) assert.ok(said.includes(n), `${label}: "${text}" does not say ${n}`);
}

for (const lang of LANGS) {
  test(`${lang}: Figs 7–9, depth 1 quiescence 2: each extension names its node, depth limit, extension number and Q`, () => {
    setLang(lang);
    const r = run({ tree: FIG79, depth: '1', quiescence: '2' });
    for (const alg of ['minimax', 'alphabeta']) {
      const states = statesAfter(r, alg, K.EXTEND);
      assert.equal(states.length, r.summary[alg].extensions, `${alg}: one extend event per extension`);
      for (const s of states) {
        const e = s.last;
        assert.equal(e.reason, K.NOISE_MARKED);
        const text = explain(r.tree, s);
        const d = r.tree.depth[e.node];
        const k = d - 1 + 1;
        // Node names first (B, E), then: the depth limit 1, the node's depth (past it), extension k, at most Q = 2.
        onlyThese(text, [String(k), '1', '2', String(d)], `${alg} ${lang}`);
        assert.ok(text.includes(`${k}`) && text.includes('2'), text);
        assert.ok(text.includes(r.tree.names[e.node]), `names ${r.tree.names[e.node]}: ${text}`);
        // The pseudocode's leaf line is the one an extend event marks.
        assert.equal(codeLine(r.tree, e, r.summary.algorithms[alg]), r.summary.algorithms[alg].lines.leaf);
      }
    }
    if (lang === 'en') {
      const s = statesAfter(r, 'alphabeta', K.EXTEND);
      assert.equal(explain(r.tree, s[0]), 'B lies at the depth limit (1) but is noisy — it is marked noisy — so quiescence searches on (extension 1 of at most 2 extra plies).');
      assert.equal(explain(r.tree, s[1]), 'E lies 2 deep, past the depth limit (1), but is noisy — it is marked noisy — so quiescence searches on (extension 2 of at most 2 extra plies).');
      assert.equal(leafLine(r.tree.horizon), 'if depth ≥ 1 and not (noisy and depth < 1 + 2): return value(node)');
      assert.equal(leafLine({ ...r.tree.horizon, book: true }, true), 'if the book or the endgame solver knows node: return its value; if depth ≥ 1 and not (noisy and depth < 1 + 2): return value(node)');
      assert.equal(leafLine({ ...r.tree.horizon, book: true }, false), leafLine(r.tree.horizon), 'minimax runs without the book');
      assert.equal(horizonCounts(r.summary.alphabeta, 0), ' · 2 extensions past the depth limit');
    }
  });

  test(`${lang}: Fig. 6, futility 0.5: the stop at C says α, β, their difference, the margin and what is skipped`, () => {
    setLang(lang);
    const r = run({ tree: FIG6, futility: '0.5' });
    const [s, ...more] = statesAfter(r, 'alphabeta', K.FUTILITY);
    assert.equal(more.length, 0);
    const e = s.last;
    assert.deepEqual([r.tree.names[e.node], e.alpha, e.beta, e.margin, e.skipped], ['C', 3, 3.2, 0.5, 1]);
    assert.deepEqual(s.cause.pruned.map((id) => r.tree.names[id]), ['H']);
    const text = explain(r.tree, s);
    onlyThese(text, [fmt(e.beta), fmt(e.alpha), fmt(e.beta - e.alpha), fmt(e.margin), String(e.skipped)], lang);
    for (const n of ['3.2', '3', '0.2', '0.5']) assert.ok(numbersIn(text).includes(n), `${lang}: ${text} lacks ${n}`);
    assert.ok(text.includes('H') && text.includes('B'), text);
    assert.equal(codeLine(r.tree, e, r.summary.algorithms.alphabeta), r.summary.algorithms.alphabeta.lines['min.futility'] ?? r.summary.algorithms.alphabeta.lines['max.futility']);
    if (lang === 'en') {
      assert.equal(text, 'C can give at most 3.2 and A already has 3 (B): they differ by 0.2, no more than the margin 0.5, so C\'s remaining 1 child (H) is skipped and C returns 3 — A may lose at most 0.5.');
      assert.equal(horizonCounts(r.summary.alphabeta, r.summary.futility, { name: 'Minimax', stats: r.summary.minimax }), ' · 1 futility stop (error bound 0.5) · value lost against Minimax: 0.2');
    }
  });

  test(`${lang}: tic-tac-toe horizon position, depth 2 quiescence 2: reasons can win / must block, with the mark to move`, () => {
    setLang(lang);
    const r = run({ board: 'X../.O./..X', depth: '2', quiescence: '2' });
    const states = statesAfter(r, 'alphabeta', K.EXTEND);
    const reasons = new Set(states.map((s) => s.last.reason));
    assert.deepEqual([...reasons].sort(), [K.NOISE_CAN_WIN, K.NOISE_MUST_BLOCK].sort());
    for (const s of states.slice(0, 40)) {
      const e = s.last, d = r.tree.depth[e.node];
      const text = explain(r.tree, s);
      // Node names are moves ("O1 X7"): take them out; then depth limit 2, depth, extension d − 1, Q 2.
      const names = text.match(/[XO]\d(?: [XO]\d)*/g) ?? [];
      onlyThese(text, [String(d - 2 + 1), '2', String(d)], lang, names);
    }
    if (lang === 'en') {
      const can = states.find((s) => s.last.reason === K.NOISE_CAN_WIN);
      assert.match(explain(r.tree, can), /— [XO] can complete a line —/);
    }
  });

  test(`${lang}: the tic-tac-toe book answers the root with its value; the endgame solver gives empty cells ≤ E`, () => {
    setLang(lang);
    const r = run({ board: 'X........', depth: '4', book: 'on' });
    const [s] = statesAfter(r, 'alphabeta', K.BOOK);
    assert.equal(s.last.endgame, false);
    assert.equal(s.last.value, r.summary.alphabeta.value);
    const text = explain(r.tree, s);
    assert.deepEqual(numbersIn(text), [fmt(s.last.value)], text);
    if (lang === 'en') assert.equal(text, 'the root is answered from the opening book: value 0, no search below.');
    assert.equal(codeLine(r.tree, s.last, r.summary.algorithms.alphabeta), r.summary.algorithms.alphabeta.lines.leaf, 'the book answers on the leaf line');
    const c4 = run({ game: 'connect4', board: '212547625754632552117661', depth: '3', endgame: '16' });
    const ends = statesAfter(c4, 'alphabeta', K.BOOK);
    assert.ok(ends.length > 0, 'the endgame solver answers some node');
    for (const st of ends.slice(0, 20)) {
      assert.equal(st.last.endgame, true);
      const t2 = explain(c4.tree, st);
      const names = t2.match(/[XO]\d(?: [XO]\d)*/g) ?? [];
      const empty = 42 - 24 - c4.tree.depth[st.last.node];
      const said = numbersIn(t2, names);
      assert.deepEqual(said, [String(empty), '16', fmt(st.last.value)], t2);
    }
  });

  test(`${lang}: secondary search's card says the summary's moves, values, depths and nodes`, () => {
    setLang(lang);
    const r = run({ game: 'connect4', board: '744475', depth: '2', secondary: '2' });
    const sec = r.summary.alphabeta.secondary;
    const text = secondaryCard(r.summary, r.tree, sec);
    const allowed = [sec.move + 1, fmt(sec.value), 2, sec.depth, fmt(sec.deeper_value), sec.second_move + 1, fmt(sec.second_value), fmt(sec.second_deeper_value), sec.final_move + 1, `+${sec.nodes}`].map(String);
    onlyThese(text, allowed, lang);
    for (const n of allowed) assert.ok(numbersIn(text).includes(n), `${lang}: ${text} lacks ${n}`);
    if (lang === 'en') assert.equal(text, 'Secondary search: column 5 (−7 at depth 2) searched to depth 4 is −1000, below the second best column 3 (−10); column 3 at depth 4: −9 → plays column 3 (+450 nodes).');
    const tree = run({ tree: '[B=5[6,9],C=3[4,6]]', depth: '1', secondary: '1' });
    const kept = secondaryCard(tree.summary, tree.tree, tree.summary.alphabeta.secondary);
    if (lang === 'en') assert.match(kept, /^Secondary search: B \(5 at depth 1\) searched to depth 2 is 6, not below the second best → keeps B/);
  });
}

test('Pacman: a ghost near is the reason; limits in rounds give no ply numbers', () => {
  setLang('en');
  const r = run({ game: 'pacman', board: 'minimaxClassic', prune: 'gt', depth: '1', quiescence: '1' });
  const states = statesAfter(r, 'alphabeta', K.EXTEND);
  assert.equal(states.length, r.summary.alphabeta.extensions);
  for (const s of states.slice(0, 10)) {
    assert.equal(s.last.reason, K.NOISE_GHOST_NEAR);
    // Named as the node card names it (games/names.js): its moves and the agent that made the last.
    assert.match(explain(r.tree, s), /^after [NSEWX](, [NSEWX])*( … [NSEWX](, [NSEWX])*)? \((Pacman|Ghost \d)(, depth \d+)?\) lies at or past the depth limit but is noisy — a ghost is within two cells of Pacman — so quiescence searches on\.$/);
  }
});
