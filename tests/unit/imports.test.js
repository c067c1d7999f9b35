// The page's module rules (web/README.md): every module under web/ but the
// two entries (main.js, the page; engine/worker.js, the worker) can be
// imported anywhere (the page, the worker, Node) with no side effects:
// importing one defines no globals, schedules nothing, fetches nothing,
// prints nothing and fills in no event kinds. No module is over 400 lines,
// and no module imports itself through others (no cycles).
// The purity check runs in a fresh Node process, so modules other tests
// loaded do not hide anything. Run with `node --test tests/unit/`.
//
// The layers (issue 29 point 4), lowest first, by folder under web/:
//   0 base/: the tree model, event kinds, the registry, SVG helpers, viewport
//   1 the leaves: i18n/ and games/
//   2 engine/
//   3 state/
//   4 render/
//   5 the panels: panels/, lab/, play/, replay/, mcts/ and sheet/
//   6 the app: controls/ and main.js
// A module may import modules of its own layer or a lower one, never a
// higher one; so a leaf imports only leaves and base/, and every layer may
// use them. The worker (engine/worker.js) loads, through all it imports,
// only engine/, base/ and leaf modules: no state, render or panel code. A folder in no layer
// fails until it is given one. Test, bench and script files
// (tests/**/*.js, bench/*.js, scripts/*.js) have the modules' 400-line limit.
// Each rule has an allowlist of today's exceptions (…_FOR_NOW) that may only
// shrink: a new exception fails, and so does an entry that no longer is one.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const WEB = new URL('../../web/', import.meta.url);
/** The modules that run on load; everything else must not. */
const ENTRIES = new Set(['main.js', 'engine/worker.js']);
const MAX_LINES = 400;

/** Every module under web/ (wasm-bindgen's web/pkg/ is built, not ours), by its path from web/. */
const MODULES = readdirSync(WEB, { recursive: true }).map((f) => f.split(path.sep).join('/'))
  .filter((f) => f.endsWith('.js') && !f.startsWith('pkg/')).sort();
const PURE = MODULES.filter((f) => !ENTRIES.has(f));

const PROBE = `
const web = new URL(process.argv[1]);
const calls = [];
for (const name of ['setTimeout', 'setInterval', 'setImmediate', 'queueMicrotask', 'fetch', 'structuredClone']) {
  const f = globalThis[name];
  globalThis[name] = (...args) => { calls.push(name); return f(...args); };
}
for (const name of ['log', 'info', 'warn', 'error', 'debug']) {
  const f = console[name];
  console[name] = (...args) => { calls.push('console.' + name); return f(...args); };
}
const before = new Set(Object.getOwnPropertyNames(globalThis));
const mods = [];
for (const file of process.argv.slice(2)) mods.push(await import(new URL(file, web)));
await new Promise((r) => setImmediate(r));
calls.pop(); // the setImmediate just above
const added = Object.getOwnPropertyNames(globalThis).filter((k) => !before.has(k));
const { K } = await import(new URL('base/kinds.js', web));
process.stdout.write(JSON.stringify({ added, calls, kinds: Object.keys(K), modules: mods.length }));
`;

function importInFreshNode(files) {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', PROBE, WEB.href, ...files], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return JSON.parse(out);
}

test('the module list finds the page\'s folders', () => {
  for (const dir of ['engine/', 'state/', 'render/', 'panels/', 'controls/', 'games/', 'lab/', 'i18n/']) {
    assert.ok(PURE.some((f) => f.startsWith(dir)), `no module found in web/${dir}`);
  }
  for (const entry of ENTRIES) assert.ok(MODULES.includes(entry), `the entry web/${entry} is missing`);
});

test('importing any module but the entries defines no globals, schedules, fetches and prints nothing, sets no kinds', () => {
  const r = importInFreshNode(PURE);
  assert.deepEqual(r, { added: [], calls: [], kinds: [], modules: PURE.length });
});

test(`no module under web/ is over ${MAX_LINES} lines`, () => {
  const long = MODULES.map((f) => [f, readFileSync(new URL(f, WEB), 'utf8').split('\n').length - 1])
    .filter(([, n]) => n > MAX_LINES).map(([f, n]) => `web/${f}: ${n} lines`);
  assert.deepEqual(long, []);
});

/** The web/ modules `file` imports statically (import … from, export … from, bare import), by path from web/. */
function importsOf(file) {
  const text = readFileSync(new URL(file, WEB), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const out = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\s+(?:[^'"]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm)) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]));
    if (!target.startsWith('pkg/')) out.push(target);
  }
  return out;
}

/** The first import cycle in `graph` (module → modules), as a path that ends where it starts, or null. */
function findCycle(graph) {
  const state = new Map(); // 1: on the current path, 2: done
  const stack = [];
  const visit = (f) => {
    state.set(f, 1);
    stack.push(f);
    for (const g of graph.get(f) ?? []) {
      if (state.get(g) === 1) return [...stack.slice(stack.indexOf(g)), g];
      if (!state.has(g)) { const c = visit(g); if (c) return c; }
    }
    stack.pop();
    state.set(f, 2);
    return null;
  };
  for (const f of graph.keys()) if (!state.has(f)) { const c = visit(f); if (c) return c; }
  return null;
}

test('every relative import names a module that exists, and there is no import cycle', () => {
  const graph = new Map(MODULES.map((f) => [f, importsOf(f)]));
  const missing = [...graph].flatMap(([f, deps]) => deps.filter((d) => !graph.has(d)).map((d) => `web/${f} imports web/${d}`));
  assert.deepEqual(missing, []);
  assert.ok(graph.get('main.js').length > 10, 'main.js\'s imports were not found: is the import pattern still right?');
  const cycle = findCycle(graph);
  assert.equal(cycle && cycle.join(' → '), null);
});

test('the cycle finder finds a cycle, and none in a tree', () => {
  assert.deepEqual(findCycle(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']]])), ['a', 'b', 'c', 'a']);
  assert.equal(findCycle(new Map([['a', ['b', 'c']], ['b', ['c']], ['c', []]])), null);
});

/** Each folder's layer; `.` holds the modules at web/'s top (main.js). */
const LAYERS = {
  base: 0, i18n: 1, games: 1, engine: 2, state: 3, render: 4, panels: 5, lab: 5, play: 5, replay: 5, mcts: 5, sheet: 5, controls: 6, '.': 6,
};
const WORKER = 'engine/worker.js';

// Imports against the layers; none is left, and the list stays for one that cannot go at once.
const AGAINST_ORDER_FOR_NOW = [];


// Test, bench and script files over 400 lines today; may only shrink (issue 29 stage I empties it).
const LONG_FOR_NOW = [];

const folderOf = (f) => (f.includes('/') ? f.slice(0, f.indexOf('/')) : '.');
const layerOf = (f) => LAYERS[folderOf(f)];

/** The imports in `graph` (module → modules) against the layers, as `from → to`; a module in no layer is an error. */
function againstOrder(graph) {
  const out = [];
  for (const [from, deps] of graph) {
    for (const f of [from, ...deps]) assert.ok(layerOf(f) !== undefined, `web/${folderOf(f)}/ is in no layer: give it one in LAYERS`);
    for (const to of deps) if (layerOf(to) > layerOf(from)) out.push(`${from} → ${to}`);
  }
  return out.sort();
}

/** The modules above engine/ that `entry` loads through `graph`, sorted. */
function loadsAboveEngine(graph, entry) {
  const seen = new Set();
  const todo = [entry];
  while (todo.length) {
    const f = todo.pop();
    if (!seen.has(f)) { seen.add(f); todo.push(...(graph.get(f) ?? [])); }
  }
  return [...seen].filter((f) => layerOf(f) > LAYERS.engine).sort();
}

/** Problems of `found` against the allowlist `allowed` (named `list`): a finding not listed, an entry not found, an unsorted list. */
function ratchet(found, allowed, list) {
  const problems = found.filter((f) => !allowed.includes(f)).map((f) => `${f} (not in ${list})`);
  for (const entry of allowed) if (!found.includes(entry)) problems.push(`${entry} is no longer an exception: drop it from ${list}`);
  if (allowed.some((e, k) => k > 0 && !(allowed[k - 1] < e))) problems.push(`${list} must be sorted, each entry once`);
  return problems;
}

const GRAPH = new Map(MODULES.map((f) => [f, importsOf(f)]));

test('no module imports a module of a higher layer but the allowlisted', () => {
  assert.deepEqual(ratchet(againstOrder(GRAPH), AGAINST_ORDER_FOR_NOW, 'AGAINST_ORDER_FOR_NOW'), []);
});

test('the worker loads no state, render or panel code', () => {
  assert.ok(GRAPH.get(WORKER).length > 3, `${WORKER}'s imports were not found`);
  assert.deepEqual(loadsAboveEngine(GRAPH, WORKER), []);
});

test(`no test, bench or script file is over ${MAX_LINES} lines but the allowlisted`, () => {
  const ROOT = new URL('../../', import.meta.url);
  const under = (dir, deep) => readdirSync(new URL(dir, ROOT), { recursive: deep }).map((f) => dir + f.split(path.sep).join('/'));
  const files = [...under('tests/', true), ...under('bench/', false), ...under('scripts/', false)].filter((f) => f.endsWith('.js'));
  for (const f of ['tests/unit/imports.test.js', 'tests/browser/harness.js', 'bench/run.js', 'scripts/screenshot.js']) {
    assert.ok(files.includes(f), `${f} was not found`);
  }
  const long = files.filter((f) => readFileSync(new URL(f, ROOT), 'utf8').split('\n').length - 1 > MAX_LINES).sort();
  assert.deepEqual(ratchet(long, LONG_FOR_NOW, 'LONG_FOR_NOW'), []);
});

test('the layer checks see an import upward, what the worker loads, and stale entries', () => {
  const graph = new Map([
    ['engine/worker.js', ['base/kinds.js', 'games/a.js']], ['games/a.js', ['i18n/index.js', 'state/tree.js']],
    ['state/tree.js', ['base/kinds.js']], ['main.js', ['controls/x.js', 'panels/p.js']], ['play/q.js', ['lab/r.js']],
  ]);
  assert.deepEqual(againstOrder(graph), ['games/a.js → state/tree.js']);
  assert.deepEqual(loadsAboveEngine(graph, 'engine/worker.js'), ['state/tree.js']);
  assert.throws(() => againstOrder(new Map([['misc/x.js', []]])), /web\/misc\/ is in no layer/);
  assert.deepEqual(ratchet(['a', 'b'], ['a', 'b'], 'L'), []);
  assert.deepEqual(ratchet(['a', 'b'], ['a'], 'L'), ['b (not in L)']);
  assert.deepEqual(ratchet(['a'], ['a', 'b'], 'L'), ['b is no longer an exception: drop it from L']);
  assert.deepEqual(ratchet([], ['b', 'a'], 'L').at(-1), 'L must be sorted, each entry once');
});
