// The play panel's pure parts against the real engine (web/pkg in Node):
// played games read from wasm play_game, their decisions, the sentences
// (every number in them is the engine's), the charts, and the play= link.
// Run with `node --test tests/unit/play.test.js` (needs web/pkg).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import './wasm.js';
import { games, play_game, PlayRun } from '../../web/pkg/abviz_wasm.js';
import { setGames } from '../../web/base/games.js';
import { setLang, num } from '../../web/i18n/all.js';
import { fmt } from '../../web/i18n/format.js';
import { decisions, playRequest, readEnd, readGame, readTally, SIDES, stepOfHistory } from '../../web/engine/played.js';
import { decisionSentence, endSentence, nodesSentence, paritySentence, pct, sideSentence, whySentence } from '../../web/play/text.js';
import { nodesSvg, ratesSvg } from '../../web/play/chart.js';
import { encode, decode } from '../../web/state/url.js';
import { DEFAULTS } from '../../web/state/view.js';

setGames(games());

const mazeView = (game, maze, extra = {}) => ({ ...DEFAULTS, game, position: { maze, history: '' }, ...extra });
const playOf = (view, seed = 1) => readGame(play_game(playRequest(view, seed), 0));

/** Every number written in `text` (digits with grouping, a minus sign, decimals). */
const numbersIn = (text) => (text.match(/[−-]?\d[\d,]*(\.\d+)?/g) ?? []).map((s) => Number(s.replace(/,/g, '').replace('−', '-')));

test('trappedClassic at depth 3: alpha-beta plays East into the ghost, and both searches count the decision', () => {
  setLang('en');
  const view = mazeView('pacman', 'trappedClassic', { depth: 3 });
  const g = playOf(view);
  assert.deepEqual([g.end, g.score, g.moves, g.agents], ['loss', -501, 1, 3]);
  const list = decisions(g);
  assert.equal(list.length, 2, 'one decision, then the end');
  const [d, end] = list;
  assert.deepEqual([d.agent, d.action, d.history, end.history, end.end], [0, 2, '', g.history, true]);
  assert.ok(d.alphabeta < d.minimax, `${d.alphabeta} < ${d.minimax}`);
  // The sentences carry the engine's numbers and nothing else.
  const said = decisionSentence('pacman', g, list, 0);
  assert.equal(said, `Decision 1 of 1: Pacman moves East; the score is then ${fmt(d.score)}.`);
  assert.deepEqual(numbersIn(nodesSentence(d, false)), [d.minimax, d.alphabeta]);
  assert.equal(endSentence('pacman', g), `The end: a ghost caught Pacman. Final score ${fmt(-501)} after 1 move.`);
  assert.equal(stepOfHistory(list, g.history), 1);
});

test('expectimax on trappedClassic: a game the engine plays the same way from the same seed, each decision with its history', () => {
  const view = mazeView('pacman', 'trappedClassic', { depth: 3, ghosts: 'random' });
  assert.equal(playRequest(view, 7).algorithm, 'minimax');
  const a = playOf(view, 7), b = playOf(view, 7);
  assert.deepEqual(a, b);
  const list = decisions(a);
  for (const d of list.slice(0, -1)) {
    assert.equal(d.agent, 0, 'only Pacman searches: the ghosts move at random');
    assert.equal(a.history.slice(0, d.turn), d.history);
    assert.ok(d.minimax > 0 && d.alphabeta > 0);
  }
  // The score after each decision is the engine's, and the last is the game's.
  assert.equal(list[list.length - 1].score, a.score);
});

test('the robots: open8 (odd distance) is won, open8even (one cell over) never; the sentence takes its numbers from the engine', () => {
  setLang('en');
  const odd = playOf(mazeView('robots', 'open8', { depth: 6 }));
  const even = playOf(mazeView('robots', 'open8even', { depth: 6 }));
  assert.deepEqual([odd.end, odd.distance, odd.turns.length], ['win', 3, 5]);
  assert.deepEqual([even.end, even.distance], ['loss', 4]);
  // Every decision is searched: White's and Black's.
  assert.equal(decisions(odd).length, odd.turns.length + 1);
  assert.ok(even.turns.every((t) => t.distance > 0), 'Black is never caught');
  // Each turn names the robot that moved, White first, and the engine's distance after it; the end, the plies.
  const turns = decisions(odd);
  for (const [k, d] of turns.slice(0, -1).entries()) {
    const said = decisionSentence('robots', odd, turns, k);
    assert.match(said, new RegExp(`^Decision ${k + 1} of ${odd.turns.length}: ${k % 2 ? 'Black' : 'White'} moves `), said);
    assert.ok(numbersIn(said).includes(d.distance), `${said} lacks ${d.distance}`);
  }
  assert.deepEqual(numbersIn(endSentence('robots', odd)), [odd.turns.length]);
  const s = paritySentence(odd);
  assert.match(s, /an odd distance/);
  assert.deepEqual(numbersIn(s), [odd.distance, odd.turns.length]);
  const e = paritySentence(even);
  assert.match(e, /an even distance/);
  assert.deepEqual(numbersIn(e), [even.distance, 1, even.turns.length]);
  // The parity follows the engine's distance: a made-up game says what it is given.
  assert.deepEqual(numbersIn(paritySentence({ ...odd, distance: 7, turns: odd.turns.slice(0, 3) })), [7, 3]);
  for (const lang of ['ja', 'ko']) {
    setLang(lang);
    assert.ok(paritySentence(odd).includes(String(odd.distance)) && paritySentence(odd).includes(String(odd.turns.length)), lang);
  }
  setLang('en');
});

test('win rates: the tallies are the core\'s, and the caption and the why say their numbers', () => {
  setLang('en');
  const view = mazeView('pacman', 'trappedClassic', { depth: 3 });
  const runs = SIDES.map((s) => new PlayRun({ ...playRequest(view, 1), ...s.request }));
  const N = 40;
  for (let k = 0; k < N; k++) for (const r of runs) assert.equal(readEnd(r.next()).index, k);
  const [ab, ex] = runs.map((r) => readTally(r.tally()));
  runs.forEach((r) => r.free());
  assert.deepEqual([ab.games, ab.wins, ab.losses, ab.meanScore], [N, 0, N, -501]);
  assert.equal(ex.wins + ex.losses + ex.timeouts, N);
  assert.ok(ex.wins > N / 4 && ex.wins < (3 * N) / 4, `expectimax won ${ex.wins} of ${N}`);
  assert.equal(ex.winRate, ex.wins / N);
  const side = sideSentence('Expectimax (ghosts at random)', ex);
  assert.equal(side, `Expectimax (ghosts at random): ${ex.wins} wins, ${ex.losses} losses and ${ex.timeouts} timeouts of ${N} games (${pct(ex.winRate)} won); mean score ${fmt(Math.round(ex.meanScore * 10) / 10)}.`);
  const why = whySentence(ab, ex);
  assert.ok(why.includes(`it won ${ab.wins} of ${ab.games} games`), why);
  assert.ok(why.includes(`it won ${num(ex.wins)} games, ${pct(ex.winRate)}`), why);
  assert.ok(why.includes(fmt(-501)));
  // The chart's bars are the tallies.
  const svg = ratesSvg({ rows: [{ id: 'alphabeta', label: 'a', tally: ab }, { id: 'expectimax', label: 'e', tally: ex }], total: N, labels: { title: 'T', parts: { wins: 'w', losses: 'l', timeouts: 't' } } });
  const counts = [...svg.matchAll(/data-part="(\w+)" data-count="(\d+)"/g)].map((m) => [m[1], Number(m[2])]);
  assert.deepEqual(counts, [['losses', N], ...[['wins', ex.wins], ['losses', ex.losses], ['timeouts', ex.timeouts]].filter(([, n]) => n > 0)]);
});

test('the nodes chart: two lines told apart by dash as well as colour, labelled axes, the decision on screen marked', () => {
  const svg = nodesSvg({ series: [{ id: 'minimax', label: 'Minimax', counts: [100, 40, 1000] }, { id: 'alphabeta', label: 'Alpha-beta', counts: [30, 20, 200] }], current: 1, labels: { x: 'Decision', y: 'Nodes', title: 'Nodes per decision' } });
  assert.match(svg, /role="img" aria-label="Nodes per decision"/);
  assert.match(svg, />Decision</);
  assert.match(svg, />Nodes</);
  const dashes = [...svg.matchAll(/<path d="[^"]+" fill="none" stroke="[^"]+" stroke-width="\d"(?: stroke-opacity="[\d.]+")? stroke-dasharray="([^"]+)"/g)].map((m) => m[1]);
  assert.equal(dashes.length, 2);
  assert.notEqual(dashes[0], dashes[1]);
  assert.match(svg, /data-current="1"/);
  assert.equal([...svg.matchAll(/class="play-point"/g)].length, 6);
});

test('a played game\'s link holds its seed beside the history, and reads back; play= belongs to maze games', async () => {
  const v = mazeView('pacman', 'trappedClassic', { depth: 3, prune: 'gt', play: 5, position: { maze: 'trappedClassic', history: 'ENWS' } });
  const link = await encode(v);
  assert.equal(link.search, '?game=pacman&maze=trappedClassic&history=ENWS&play=5&depth=3');
  const back = await decode(link.search, link.hash);
  assert.deepEqual(back.errors, []);
  assert.equal(back.view.play, 5);
  assert.deepEqual(back.view.position, v.position);
  assert.equal((await decode('?game=pacman', '')).view.play, null);
  const bad = await decode('?game=pacman&play=x', '');
  assert.deepEqual([bad.view.play, bad.errors.map((e) => [e.param, e.reason])], [null, [['play', 'notWholeNumber']]]);
  const ttt = await decode('?play=3', '');
  assert.deepEqual([ttt.view.play, ttt.errors.map((e) => [e.param, e.reason])], [null, [['play', 'conflict']]]);
});
