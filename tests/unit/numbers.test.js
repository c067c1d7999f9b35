// Every number the page says comes from the engine: a Node walk over every
// event of every preset (the textbook presets, Move 4, Move 6, a Connect Four
// position, Pacman and the robots; minimax and alpha-beta; the passes of iterative deepening, with
// and without PVS, aspiration windows and MTD(f)), in English, Japanese and
// Korean. Each number in a sentence must be, as format.js writes it, a value
// in that event's data: its α and β, bounds, value, outcome counts, skipped
// moves, pass depth; each "α = …" and "β = …" must be the event's own; a
// cut-off's cause must hold the bound it is credited with. The closing lines,
// the passes' counts and the presets' captions are checked the same way, and
// so are the formatting rules. Run with `node --test tests/unit/`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyse, analysePasses, K, MOVE4 } from './wasm.js';
import { explain, fmt, fmtExact, fmtProb, setPlusSign, skippedMoves } from '../../web/panels/explain.js';
import { num } from '../../web/i18n/format.js';
import { setLang, t, LANGS } from '../../web/i18n/all.js';
import { ALGORITHMS, kidsOf } from '../../web/base/tree.js';
import { entryWindowAt, passDepth, stateAt, windowAt } from '../../web/state/timeline.js';
import { gameOf, moveLabel, nodeName } from '../../web/games/index.js';
import { boardOf, openLines, winningLine } from '../../web/games/tictactoe.js';
import { c4CellsOf } from '../../web/games/connect4.js';
import { winningLineOf } from '../../web/games/connect4-rules.js';
import { TREE_PRESETS, captionParams, captionText } from '../../web/games/tree-editor.js';
import { sentenceFor } from '../../web/panels/readout.js';
import { passesOf } from '../../web/panels/enhance.js';
import { stateAt as mazeStateAt } from '../../web/base/maze.js';
import { statusOf } from '../../web/games/maze-editor.js';
import { agentName } from '../../web/games/maze.js';

const MOVE6 = 'O.X/XXO/O..';
const C4 = { game: 'connect4', size: '5x4', board: '3', depth: '3' };
const PACMAN = { game: 'pacman', board: 'minimaxClassic', prune: 'gt' };

/** Every analysis the test walks: [label, {summary, tree}, pass or null]. */
function analyses() {
  const out = [];
  for (const [id, p] of Object.entries(TREE_PRESETS)) out.push([id, analyse({ tree: p.tree, agents: p.agents ?? 2 }), null]);
  out.push(['Move 4', analyse({ board: MOVE4 }), null], ['Move 6', analyse({ board: MOVE6 }), null], ['Connect Four', analyse(C4), null]);
  // The maze games: Pacman against MIN ghosts (pruning on α > β, as CS188), against random ghosts (expectimax and Star1), and the robots.
  out.push(['Pacman', analyse({ ...PACMAN, depth: '2' }), null], ['Pacman, random ghosts', analyse({ ...PACMAN, depth: '1', ghosts: 'random', bounds: '-600,600' }), null],
    ['Robots', analyse({ game: 'robots', board: 'open8', depth: '4' }), null]);
  const id = [
    ['Connect Four, ID', { ...C4, enhance: 'id' }],
    ['Move 4, ID', { board: MOVE4, depth: '3', enhance: 'id' }],
    ['Move 4, ID + TT + PVS', { board: MOVE4, depth: '4', enhance: 'id,tt,pvs' }],
    ['Move 4, ID + TT + aspiration', { board: MOVE4, depth: '4', enhance: 'id,tt,aspiration' }],
    ['Move 4, MTD(f)', { board: MOVE4, depth: '4', enhance: 'id,tt', pruned: 'mtdf' }],
  ];
  for (const [label, request] of id) {
    const passes = analysePasses(request);
    assert.ok(passes.length > 1, `${label}: several passes`);
    for (const [k, r] of passes.entries()) out.push([`${label}, pass ${k + 1}`, r, passesOf(r.summary, r.tree)]);
  }
  return out;
}

/** The numbers in `text`: "−3", "+∞", "5.33", "1/6", "1,234" (as "1234"). Node names are taken out first. */
function numbersIn(text, names) {
  let rest = text;
  // Names with digits ("X1 O5", "R6.1") are names, not numbers: longest first.
  for (const n of [...new Set(names)].filter((x) => /\d/.test(x)).sort((a, b) => b.length - a.length)) rest = rest.split(n).join(' ');
  return Array.from(rest.matchAll(/[−+]?(?:∞|\d[\d,]*(?:\.\d+)?(?:\/\d+)?)/g), (m) => m[0].replace(/,(?=\d)/g, '').replace(/,$/, ''));
}

/** Text forms of `values` as the page writes them: values with fmt, whole counts with num. */
function forms(values) {
  const out = new Set();
  for (const v of values) {
    if (v === null || v === undefined || Number.isNaN(v)) continue;
    if (typeof v === 'string') { out.add(v); continue; }
    out.add(fmt(v));
    if (Number.isInteger(v) && v >= 0) out.add(num(v).replaceAll(',', ''));
  }
  return out;
}

/** What event `e` of state `s` carries: the numbers a sentence about it may say, and the node names. */
function eventData(tree, s, maxMark) {
  const e = s.last;
  const values = [e.value, e.alpha, e.beta, e.lo, e.hi, e.done, e.outcomes, e.skipped, e.passDepth];
  const names = [nodeName(tree, e.node, 'the root')];
  for (const id of [e.parent, e.child, s.cause?.node]) if (id !== undefined && id >= 0) names.push(nodeName(tree, id, 'the root'));
  if (e.node > 0) values.push(String(moveLabel(tree, e.node)));
  if (e.child >= 0) values.push(String(moveLabel(tree, e.child)));
  if (e.kind === K.ENTER) values.push(s.enterAlpha[e.node], s.enterBeta[e.node]);
  if (e.kind === K.CUTOFF) values.push(...skippedMoves(tree, e.node, e.skipped).map(String));
  if (e.kind === K.WINDOW && e.child === 0) values.push(K.NEG_INF, K.POS_INF); // "a window of its own, not (−∞, +∞)"
  if (e.kind === K.EXIT && tree.isChance[e.node]) {
    // The expected value as its sum: each outcome's probability and value.
    for (const c of kidsOf(tree, e.node)) values.push(fmtProb(tree.prob[c]), tree.tl[s.alg].value[c]);
  }
  if (e.kind === K.EXIT && e.node === 0 && s.alg === 'alphabeta') values.push(passDepth(tree.tl.alphabeta)); // a pass's end names its depth
  if (e.kind === K.LEAF && !e.horizon && tree.kind !== 'tree') {
    // A win is "three (four) in a row": the length of its line on the board.
    const line = tree.kind === 'connect4' ? winningLineOf(tree.c4.w, tree.c4.h, c4CellsOf(tree, e.node)) : tree.kind === 'board' ? winningLine(boardOf(tree, e.node)) ?? [] : [];
    if (line.length) values.push(line.length);
  }
  if (e.kind === K.LEAF && e.horizon && boardOf(tree, e.node)) {
    // e(p)'s two terms, which must add up to the engine's value.
    const b = boardOf(tree, e.node);
    const [mx, mn] = [openLines(b, maxMark), openLines(b, maxMark === 'X' ? 'O' : 'X')];
    values.push(mx, mn);
    assert.equal(mx - mn, e.value, `e(p)'s terms ${mx} − ${mn} give the engine's ${e.value}`);
  }
  return { values, names };
}

/** Asserts the numbers of `text` are `data`'s; `at` names the place. */
function checkNumbers(text, data, at) {
  const ok = forms(data.values);
  for (const n of numbersIn(text, data.names)) assert.ok(ok.has(n), `${at}: "${n}" in "${text}" is none of the event's numbers [${[...ok].join(' ')}]`);
}

/** The α and β an event of state `s` is about, for "α = …" and "β = …". */
function windowOf(s) {
  const e = s.last;
  if (e.kind === K.ENTER) return [s.enterAlpha[e.node], s.enterBeta[e.node]];
  return [e.alpha, e.beta];
}

for (const lang of LANGS) {
  test(`${lang}: every number in every sentence of every preset is its event's`, () => {
    setLang(lang);
    let events = 0, cuts = 0, chanceCauses = 0;
    try {
      for (const [label, { summary, tree }, pass] of analyses()) {
        setPlusSign(gameOf(summary).board);
        for (const alg of ALGORITHMS) {
          const tl = tree.tl[alg];
          for (let pos = 1; pos <= tl.len; pos++) {
            const s = stateAt(tree, alg, pos);
            const e = s.last;
            const text = explain(tree, s, summary.to_move || 'X');
            const at = `${label} ${alg} step ${pos}`;
            checkNumbers(text, eventData(tree, s, summary.to_move || 'X'), at);
            // A maze game goes down by an action ("by North"), not to "child North".
            if (e.kind === K.ENTER && e.parent >= 0 && gameOf(tree).maze) {
              // The template with every placeholder but the move left open.
              const key = alg === 'alphabeta' ? 'enterActionAb' : 'enterAction';
              const open = { parent: '\u0000', node: '\u0000', side: '\u0000', alpha: '\u0000', beta: '\u0000', move: moveLabel(tree, e.node) };
              const pattern = t(key, open).split('\u0000').map((x) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*');
              assert.match(text, new RegExp(`^${pattern}$`), at);
            }
            // Every "α = x" and "β = x" is the event's own α and β.
            const [a, b] = windowOf(s);
            for (const [, sym, v] of text.matchAll(/([αβ]) = ([−+]?(?:∞|\d+(?:\.\d+)?(?:\/\d+)?))/g)) {
              assert.equal(v, fmt(sym === 'α' ? a : b), `${at}: "${sym} = ${v}" in "${text}"`);
            }
            if (e.kind === K.CUTOFF) {
              cuts++;
              // A MAX or MIN node says α and β; a chance node its interval and the bound it left.
              const said = tree.isChance[e.node] ? [e.lo, e.hi, e.hi <= e.alpha ? e.alpha : e.beta] : [e.alpha, e.beta];
              for (const v of said) assert.ok(text.includes(fmt(v)), `${at}: ${fmt(v)} in "${text}"`);
              const src = s.cause.node;
              if (src >= 0 && !tree.isChance[e.node]) {
                // The node credited holds the bound: its own α (β), or the window it passed down.
                const k = s.cause.which === K.ALPHA ? 0 : 1;
                const bound = k === 0 ? e.alpha : e.beta;
                let held;
                if (s.cause.window) {
                  let child = e.node;
                  while (tree.parent[child] !== src) child = tree.parent[child];
                  held = entryWindowAt(tree, child, e.index)[k];
                  if (tree.isChance[src]) chanceCauses++;
                } else held = windowAt(tree, src, e.index)[k];
                assert.equal(held, bound, `${at}: ${nodeName(tree, src)} holds ${bound} ("${text}")`);
                assert.ok(text.includes(nodeName(tree, src, '')) || src === 0, `${at}: names ${nodeName(tree, src)}`);
              }
            }
            events++;
          }
          // The closing line: steps, value and nodes of this search (this pass).
          const end = stateAt(tree, alg, tl.len);
          const line = sentenceFor(tree, end, summary[alg], tl.len + 1, summary.to_move || 'X', alg === 'alphabeta' ? pass : null);
          const own = alg === 'alphabeta' && pass
            ? [end.len, pass.k, pass.depth, pass.stats.nodes, end.last.kind === K.EXIT ? end.last.value : NaN]
            : [end.len, summary[alg].value, summary[alg].nodes];
          checkNumbers(line, { values: own, names: [] }, `${label} ${alg} closing line`);
          // Against random ghosts the left panel is titled Expectimax: its closing line names it so.
          if (alg === 'minimax' && tree.kind === 'pacman') {
            assert.equal(line.startsWith(t('algExpectimax')), tree.hasChance, `${label}: "${line}"`);
          }
          if (alg === 'alphabeta' && pass) assert.ok(line.includes(fmt(end.last.value)), `${label}: the pass's own value in "${line}"`);
        }
      }
    } finally {
      setLang('en');
      setPlusSign(true);
    }
    assert.ok(events > 5000 && cuts > 100 && chanceCauses >= 1, `${events} events, ${cuts} cut-offs, ${chanceCauses} credited to a chance node's window`);
  });
}

test('the Dice preset\'s cut-off credits α = 5.8 to the chance node Hold, not to the root (5.33)', () => {
  setPlusSign(false);
  try {
    const { tree } = analyse({ tree: TREE_PRESETS['example-dice'].tree });
    const [cut] = Array.from(tree.tl.alphabeta.cutTimes, (i) => stateAt(tree, 'alphabeta', i + 1));
    assert.deepEqual([nodeName(tree, cut.last.node), cut.last.alpha, cut.last.beta], ['H15', 5.8, 4]);
    assert.equal(nodeName(tree, cut.cause.node), 'Hold');
    assert.equal(cut.cause.window, true);
    const text = explain(tree, cut);
    assert.match(text, /^α = 5\.8 ≥ β = 4 at MIN node H15: child 2 is pruned\. .*chance node Hold passed down α = 5\.8/);
    assert.ok(!/Roll/.test(text), text);
  } finally { setPlusSign(true); }
});

test('iterative deepening: each pass counts its own nodes (the engine\'s iterations) and leaves, which add up to the whole search\'s', () => {
  for (const request of [{ ...C4, enhance: 'id' }, { board: MOVE4, depth: '3', enhance: 'id' }, { board: MOVE4, depth: '4', enhance: 'id,tt,pvs' }]) {
    const passes = analysePasses(request);
    let leaves = 0;
    for (const [k, { summary, tree }] of passes.entries()) {
      const p = passesOf(summary, tree);
      assert.equal(p.k, k + 1);
      assert.equal(p.stats.nodes, summary.alphabeta.iterations[k], `pass ${k + 1} nodes`);
      assert.equal(tree.tl.alphabeta.enterTimes.length, p.stats.nodes, `pass ${k + 1}: its Enter records are the engine's count`);
      assert.ok(p.stats.leaves > 0, `pass ${k + 1} has leaves (pass 1's are at its depth limit)`);
      assert.equal(p.depth, k + 1, 'pass k searches to depth k');
      leaves += p.stats.leaves;
      const end = stateAt(tree, 'alphabeta', tree.tl.alphabeta.len);
      assert.deepEqual(end.counts, { nodes: p.stats.nodes, leaves: p.stats.leaves, cutoffs: p.stats.cutoffs }, 'the live counts reach the totals');
    }
    assert.equal(leaves, passes[0].summary.alphabeta.leaves, `${JSON.stringify(request)}: the passes' leaves add up to the engine's`);
  }
});

test('preset captions: every number is the analysed result\'s, in every language; Three agents cuts off', () => {
  for (const lang of LANGS) {
    setLang(lang);
    setPlusSign(false);
    try {
      for (const [id, preset] of Object.entries(TREE_PRESETS)) {
        const { summary, tree } = analyse({ tree: preset.tree, agents: preset.agents ?? 2 });
        const p = captionParams(tree, summary);
        const kids = Array.from(kidsOf(tree, 0));
        const text = t(preset.caption, p);
        assert.equal(captionText(preset, tree, summary), `${text} ${t(preset.source)}`);
        const values = [...kids.map((c) => tree.tl.minimax.value[c]), tree.tl.minimax.value[0], tree.maxDepth, summary.agents, summary.alphabeta.cutoffs];
        for (const c of kids) { const f = fmtExact(tree.tl.minimax.value[c]).match(/\((.+)\)/); if (f) values.push(f[1]); }
        if (p.six) values.push(p.six, p.rest);
        // The die's face six is a word in English, the numeral 6 in Japanese and Korean.
        if (id === 'example-dice') values.push('6');
        checkNumbers(text, { values, names: kids.map((c) => nodeName(tree, c, '')) }, `${lang} ${id}`);
        if (id !== 'example-deep') for (const c of kids) assert.ok(text.includes(fmt(tree.tl.minimax.value[c])), `${lang} ${id}: ${fmt(tree.tl.minimax.value[c])} in "${text}"`);
      }
    } finally { setLang('en'); setPlusSign(true); }
  }
  const agents = TREE_PRESETS['example-agents'];
  const { summary } = analyse({ tree: agents.tree, agents: agents.agents });
  assert.equal(summary.agents, 3);
  assert.ok(summary.alphabeta.cutoffs > 0, 'a teaching preset shows a cut-off');
  setLang('en');
  setPlusSign(false);
  try {
    assert.match(captionText(agents, analyse({ tree: agents.tree, agents: 3 }).tree, summary), /agents = 3\): MAX's moves are worth 3 and 2, and alpha-beta makes 1 cut-off\./);
  } finally { setPlusSign(true); }
});

test('numbers are formatted one way: whole, the fraction for probabilities and cards, else 3 significant digits', () => {
  setPlusSign(false);
  try {
    assert.equal(fmt(5.333333), '5.33');
    assert.equal(fmt(0.004567), '0.00457');
    assert.equal(fmt(-0), '0');
    assert.equal(fmt(0), '0');
    assert.equal(fmt(23 / 3), '7.67');
    assert.equal(fmt(10.333333), '10.3');
    assert.equal(fmt(1234.5678), '1235');
    assert.equal(fmt(-2.5), '−2.5');
    assert.equal(fmt(1000000000), '1000000000');
    assert.equal(fmt(K.NEG_INF), '−∞');
    assert.equal(fmt(NaN), '?');
    assert.equal(fmtProb(1 / 6), '1/6');
    assert.equal(fmtProb(0.16666666666666666), '1/6');
    assert.equal(fmtProb(5 / 6), '5/6');
    assert.equal(fmtProb(0.9), '0.9');
    assert.equal(fmtProb(0.25), '1/4');
    assert.equal(fmtProb(0.5), '0.5', 'one decimal that is exact stays a decimal');
    assert.equal(fmtExact(23 / 3), '7.67 (23/3)', 'cards: the decimal, then the fraction');
    assert.equal(fmtExact(2.1), '2.1', 'no fraction when the decimal is exact');
    assert.equal(fmtExact(4), '4');
    assert.equal(num(1234567), '1,234,567');
    assert.equal(num(-0), '0');
    assert.equal(num(5.333333), '5.33');
  } finally { setPlusSign(true); }
  assert.equal(fmt(3), '+3', 'a + on wins in games');
  assert.equal(fmt(-0), '0');
});

test('a table size the engine refuses: every language gives the engine\'s range, 1 to 67,108,864', async () => {
  const { Analysis } = await import('../../web/pkg/abviz_wasm.js');
  const { tError } = await import('../../web/i18n/all.js');
  let err = null;
  try { new Analysis({ board: MOVE4, depth: '2', enhance: 'tt', tt_size: 67108865, algorithm: 'both' }).free(); } catch (e) { err = e; }
  assert.ok(err && err.code === 'option.BadTableSize', `the engine refuses 67108865: ${err?.message}`);
  // abviz_core's MAX_TT_SIZE (1 << 26); an engine built from the current core says it in its message too.
  const [lo, hi] = [1, 2 ** 26];
  const said = err.message.match(/from (\d+) to (\d+)/);
  if (said) assert.deepEqual(said.slice(1).map(Number), [lo, hi]);
  for (const lang of LANGS) {
    setLang(lang);
    try {
      // English shows the engine's own message (older engines said "1 or more"); the dictionaries hold the template.
      const text = lang === 'en' && !said ? t(`err.${err.code}`, err.params) : tError(err);
      assert.deepEqual(numbersIn(text, []).filter((n) => n !== '67108865'), [String(lo), String(hi)], `${lang}: "${text}"`);
    } finally { setLang('en'); }
  }
});

test('the maze\'s status line: its score, food left and moves left are the node\'s state, in every language', () => {
  const trees = [analyse({ ...PACMAN, depth: '2' }), analyse({ game: 'robots', board: 'open8', depth: '3' })];
  let lines = 0;
  try {
    for (const lang of LANGS) {
      setLang(lang);
      for (const { summary, tree } of trees) {
        for (let id = 0; id < tree.n; id++) {
          const s = mazeStateAt(tree, id);
          const text = statusOf(summary.maze, s);
          // Ghost numbers are names ("Ghost 2"), not numbers of the state.
          const names = summary.maze.agents.map((_, i) => agentName(summary.maze, i));
          checkNumbers(text, { values: [s.score, s.food.length], names }, `${lang} ${summary.kind} node ${id}`);
          lines++;
        }
      }
    }
  } finally {
    setLang('en');
  }
  assert.ok(lines > 500, `${lines} lines`);
});
