// scripts/serve.py against a crowd (issue 32): 2,000 connections that each
// send half a request and wait, then all of them hanging up at once. The
// server keeps at most --max-connections open (the one idle longest makes way
// for a newcomer), so ordinary requests are still answered at once. With a
// thread a connection, the same crowd held 2,000 threads, and after the mass
// disconnect requests took 3 s for about 6 s.
// Run: node --test tests/server/

import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { startServe } from './spawn.js';

const HELD = 2000;
const CAP = 256; // serve.py's default --max-connections
const PAGE = '<!doctype html><title>abviz crowd test</title>\n';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'abviz-serve-crowd-'));
writeFileSync(path.join(tmp, 'index.html'), PAGE);
let serve;
before(async () => {
  // A long idle timeout: what closes the crowd must be the cap, not the clock.
  serve = await startServe(['--root', tmp, '--idle-timeout', '120']);
});
after(() => {
  serve?.child.kill();
  rmSync(tmp, { recursive: true, force: true });
});

/** One ordinary GET over a new connection; resolves with its milliseconds. */
function timedGet() {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const chunks = [];
    const socket = net.connect(serve.port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'));
    socket.setTimeout(10000, () => socket.destroy(new Error('no reply in 10 s')));
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const reply = Buffer.concat(chunks).toString('utf8');
      if (!reply.startsWith('HTTP/1.1 200 ') || !reply.endsWith(PAGE)) reject(new Error(`bad reply: ${reply.slice(0, 80)}`));
      else resolve(performance.now() - start);
    });
  });
}

async function p99Of(n) {
  const times = [];
  for (let i = 0; i < n; i++) times.push(await timedGet());
  times.sort((a, b) => a - b);
  return times[Math.ceil(n * 0.99) - 1];
}

/** Opens a connection that sends half a request head and then waits. */
function holdOne(closed) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(serve.port, '127.0.0.1', () => {
      socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      resolve(socket);
    });
    socket.on('data', () => {});
    socket.on('close', () => { closed.count += 1; });
    socket.on('error', (e) => (socket.connecting ? reject(e) : undefined));
  });
}

const openFiles = () => (existsSync(`/proc/${serve.child.pid}/fd`) ? readdirSync(`/proc/${serve.child.pid}/fd`).length : null);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

test(`${HELD} held connections: the server keeps ${CAP} open and answers others at once, and again right after they all hang up`, async () => {
  const closed = { count: 0 };
  const held = [];
  for (let i = 0; i < HELD; i += 100) {
    held.push(...await Promise.all(Array.from({ length: 100 }, () => holdOne(closed))));
  }
  // The server accepts the crowd as fast as it can; on a loaded machine (a build beside the tests) it can
  // take longer than a moment to reach the last of them and close the surplus, so wait up to 10 s for that.
  let files = openFiles();
  for (let waited = 0; files !== null && files > CAP + 20 && waited < 10000; waited += 100) {
    await sleep(100);
    files = openFiles();
  }
  await sleep(300);
  if (files !== null) assert.ok(files <= CAP + 20, `the server holds ${files} open files for ${HELD} clients`);
  assert.ok(closed.count >= HELD - CAP - 5, `only ${closed.count} of ${HELD} held connections were closed by the cap`);

  const during = await p99Of(100);
  for (const socket of held) socket.destroy();
  const afterDrop = await p99Of(100);
  const shown = `p99 ${during.toFixed(1)} ms while held, ${afterDrop.toFixed(1)} ms after the mass disconnect`;
  console.log(shown);
  assert.ok(during < 200 && afterDrop < 200, shown);
  assert.equal(serve.stderr(), '');
});
