// The page's module rules (web/README.md): every module under web/ but the
// two entries (main.js, the page; engine/worker.js, the worker) can be
// imported anywhere (the page, the worker, Node) with no side effects:
// importing one defines no globals, schedules nothing, fetches nothing,
// prints nothing and fills in no event kinds. No module is over 400 lines,
// and no module imports itself through others (no cycles).
// The purity check runs in a fresh Node process, so modules other tests
// loaded do not hide anything. Run with `node --test tests/unit/`.

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
const { K } = await import(new URL('engine/kinds.js', web));
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
