// The page's pure modules can be imported anywhere (the page, the worker,
// Node) with no side effects: importing one defines no globals, schedules
// nothing, fetches nothing, prints nothing and fills in no event kinds.
// Each check runs in a fresh Node process, so modules other tests loaded
// do not hide anything. Run with `node --test tests/unit/`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';

const PURE = [
  'engine/kinds.js', 'state/tree.js', 'panels/explain.js', 'panels/practice.js', 'panels/practice-text.js', 'state/clock.js', 'games/tree-random.js', 'render/viewport.js',
  'i18n/index.js', 'i18n/ja.js', 'i18n/ko.js', 'state/url.js', 'state/quote.js', 'lab/lab.js', 'lab/chart.js', 'games/connect4-rules.js',
];

const PROBE = `
const web = new URL(process.argv[1]);
const calls = [];
for (const name of ['setTimeout', 'setInterval', 'setImmediate', 'queueMicrotask', 'fetch', 'structuredClone']) {
  const f = globalThis[name];
  globalThis[name] = (...args) => { calls.push(name); return f(...args); };
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
  const web = new URL('../../web/', import.meta.url).href;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', PROBE, web, ...files], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return JSON.parse(out);
}

test('importing the pure modules defines no globals, schedules and fetches nothing, sets no kinds', () => {
  const r = importInFreshNode(PURE);
  assert.deepEqual(r, { added: [], calls: [], kinds: [], modules: PURE.length });
});
