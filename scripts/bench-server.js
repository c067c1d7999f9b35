// The static server (scripts/serve.py) under load: N clients at once, each
// fetching index.html and the wasm module ROUNDS times over fresh connections,
// as a browser opening the page would. Prints p50/p99/max latency per request
// and one JSON line. A figure, not a test (timings belong in benchmarks).
//
//   node scripts/bench-server.js [--clients 50] [--rounds 5] [--serve path/to/serve.py]
//
// --serve measures another copy, e.g. the old one from `git show REV:scripts/serve.py`.

import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const opts = { clients: 50, rounds: 5, serve: path.join(ROOT, 'scripts/serve.py') };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i += 2) {
  const key = argv[i].replace(/^--/, '');
  if (!(key in opts) || argv[i + 1] === undefined) {
    console.error(`bench-server: unknown option ${argv[i]} (--clients N, --rounds N, --serve FILE)`);
    process.exit(2);
  }
  opts[key] = key === 'serve' ? argv[i + 1] : Number(argv[i + 1]);
}

// The real page and a module of the shipped size (539 KB, docs/benchmarks.md), so the
// figures do not need a wasm build.
const tmp = mkdtempSync(path.join(os.tmpdir(), 'abviz-bench-serve-'));
const files = {
  '/index.html': readFileSync(path.join(ROOT, 'index.html')),
  '/web/pkg/abviz_wasm_bg.wasm': Buffer.alloc(539 * 1024, 7),
};
for (const [name, body] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(tmp, name)), { recursive: true });
  writeFileSync(path.join(tmp, name), body);
}

const child = spawn('python3', [opts.serve, '--root', tmp, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
const port = await new Promise((resolve, reject) => {
  let out = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (c) => {
    out += c;
    const m = out.match(/:(\d+)\//);
    if (m) resolve(Number(m[1]));
  });
  child.on('exit', (code) => reject(new Error(`serve.py exited with ${code}: ${out}`)));
});

/** One GET over a new connection; resolves with the milliseconds it took. */
function fetchOnce(target) {
  const start = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: target, agent: false }, (res) => {
      let size = 0;
      res.on('data', (c) => { size += c.length; });
      res.on('end', () => {
        if (res.statusCode !== 200 || size !== files[target].length) {
          reject(new Error(`${target}: status ${res.statusCode}, ${size} bytes`));
        } else {
          resolve(Number(process.hrtime.bigint() - start) / 1e6);
        }
      });
    });
    req.on('error', reject);
  });
}

async function client() {
  const times = [];
  for (let r = 0; r < opts.rounds; r++) {
    for (const target of Object.keys(files)) times.push(await fetchOnce(target));
  }
  return times;
}

try {
  await client(); // warm up: Python imports, page cache
  const t0 = performance.now();
  const times = (await Promise.all(Array.from({ length: opts.clients }, client))).flat().sort((a, b) => a - b);
  const wall = performance.now() - t0;
  const pct = (p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
  const result = {
    clients: opts.clients,
    requests: times.length,
    p50_ms: +pct(50).toFixed(1),
    p99_ms: +pct(99).toFixed(1),
    max_ms: +times[times.length - 1].toFixed(1),
    wall_ms: Math.round(wall),
    load: os.loadavg()[0],
  };
  console.log(`${result.clients} clients, ${result.requests} requests: p50 ${result.p50_ms} ms, p99 ${result.p99_ms} ms, max ${result.max_ms} ms, all in ${result.wall_ms} ms (load ${result.load.toFixed(2)})`);
  console.log(JSON.stringify(result));
} finally {
  child.kill();
  rmSync(tmp, { recursive: true, force: true });
}
