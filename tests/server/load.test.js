// scripts/serve.py under load and with odd clients: a burst of 50 at once,
// clients that fall silent, clients that hang up mid-response. Correctness
// only; the latency figures are scripts/bench-server.js's.
// Run: node --test tests/server/

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { SERVE, startServe } from './spawn.js';

const IDLE_TIMEOUT = 1; // seconds, passed as --idle-timeout

const tmp = mkdtempSync(path.join(os.tmpdir(), 'abviz-serve-load-'));
const files = {
  '/index.html': Buffer.from('<!doctype html><title>abviz load test</title>\n'),
  // About the shipped module's size, with a pattern that shows misplaced bytes.
  '/web/pkg/m.wasm': Buffer.from(Array.from({ length: 539 * 1024 }, (_, i) => (i * 7 + (i >> 8)) & 0xff)),
  // More than the socket buffers hold, so the server is still writing when a
  // client hangs up.
  '/big.bin': Buffer.alloc(32 << 20, 0x61),
};
for (const [name, body] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(tmp, name)), { recursive: true });
  writeFileSync(path.join(tmp, name), body);
}

let serve;
let port;
const stderr = () => serve.stderr();

before(async () => {
  serve = await startServe(['--root', tmp, '--idle-timeout', String(IDLE_TIMEOUT)]);
  ({ port } = serve);
});
after(() => {
  serve?.child.kill();
  rmSync(tmp, { recursive: true, force: true });
});

const request = (target) => `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`;

/** One GET over a new connection: the status and body, checked against the file. */
function fetchChecked(target) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request(target)));
    socket.setTimeout(30000, () => socket.destroy(new Error(`${target}: no reply in 30 s`)));
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      const statusLine = all.subarray(0, all.indexOf('\r\n')).toString('latin1');
      if (!/^HTTP\/1\.[01] 200 /.test(statusLine)) return reject(new Error(`${target}: ${statusLine}`));
      if (!all.subarray(split + 4).equals(files[target])) return reject(new Error(`${target}: wrong body (${all.length - split - 4} bytes)`));
      resolve();
    });
  });
}

/** Linux's count of connections dropped because a listen queue was full
 * (TcpExt ListenOverflows, for this network namespace), or null elsewhere. */
function listenOverflows() {
  if (!existsSync('/proc/net/netstat')) return null;
  const lines = readFileSync('/proc/net/netstat', 'utf8').split('\n').filter((l) => l.startsWith('TcpExt:'));
  const names = lines[0].split(/\s+/);
  const values = lines[1].split(/\s+/);
  const i = names.indexOf('ListenOverflows');
  return i < 0 ? null : Number(values[i]);
}

/** Opens a connection, sends `text` (maybe nothing) and resolves with the
 * seconds until the server closed it; rejects if it is still open after `limit` s. */
function closedAfter(text, limit) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const socket = net.connect(port, '127.0.0.1', () => { if (text) socket.write(text); });
    socket.on('data', () => {});
    socket.on('error', () => {}); // a reset counts as closed too
    const timer = setTimeout(() => { socket.destroy(); reject(new Error(`still open after ${limit} s`)); }, limit * 1000);
    socket.on('close', () => { clearTimeout(timer); resolve((performance.now() - start) / 1000); });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

describe('50 clients at once', () => {
  test('every response is whole and right, and no connection waits for a full listen queue', async () => {
    const before = listenOverflows();
    // Each client opens its connections one after another; all 50 start in the same tick.
    const client = async () => {
      for (let round = 0; round < 3; round++) {
        await fetchChecked('/index.html');
        await fetchChecked('/web/pkg/m.wasm');
      }
    };
    await Promise.all(Array.from({ length: 50 }, client));
    // A full queue drops a connection's SYN and the client retries a second
    // or more later: slow but still correct, so the counter is what shows it.
    if (before !== null) assert.equal(listenOverflows() - before, 0, 'connections were dropped: is the listen backlog too short?');
  });
});

describe('silent clients', () => {
  test('a client that sends nothing, or half a request, is dropped after the idle timeout', async () => {
    const waits = await Promise.all([
      closedAfter('', 10),
      closedAfter('GET / HTTP/1.1\r\nHost: 127.0.0.1', 10),
      closedAfter('GET /index.h', 10),
    ]);
    for (const s of waits) assert.ok(s >= IDLE_TIMEOUT * 0.8, `dropped after ${s} s, before the idle timeout`);
  });

  test('a client that trickles a header line every 0.3 s is dropped once the idle timeout has passed', async () => {
    // Each line comes well within the timeout, so only a deadline on the whole head drops it.
    const start = performance.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\n'));
    socket.on('error', () => {});
    socket.on('data', () => {});
    const timer = setInterval(() => socket.write(`X-Trickle: ${Date.now()}\r\n`), 300);
    const waited = await new Promise((resolve) => {
      socket.on('close', () => resolve((performance.now() - start) / 1000));
      setTimeout(() => { socket.destroy(); resolve(Infinity); }, 8000);
    });
    clearInterval(timer);
    assert.ok(waited >= IDLE_TIMEOUT * 0.8 && waited < IDLE_TIMEOUT * 3, `dropped after ${waited} s`);
  });

  test('a client that asks for a large file and stops reading is dropped too', async () => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request('/big.bin')));
    socket.pause(); // the socket buffers fill and the server's write waits
    await sleep(IDLE_TIMEOUT * 3000);
    // Read on: a dropped connection ends early; one still held sends the rest.
    const received = await new Promise((resolve, reject) => {
      let n = 0;
      socket.on('data', (c) => { n += c.length; });
      socket.on('error', () => resolve(n));
      socket.on('close', () => resolve(n));
      setTimeout(() => { socket.destroy(); reject(new Error('still open after 20 s')); }, 20000);
      socket.resume();
    });
    assert.ok(received < files['/big.bin'].length, `the whole file came (${received} bytes)`);
  });
});

describe('clients that hang up', () => {
  test('a hang-up mid-response leaves no traceback on stderr', async () => {
    const hangUp = (how) => new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request('/big.bin')));
      socket.on('error', () => {});
      socket.once('data', () => {
        // A reset (RST) or an orderly close (FIN) after the first bytes.
        if (how === 'reset') socket.resetAndDestroy(); else socket.destroy();
        resolve();
      });
    });
    for (let i = 0; i < 3; i++) await Promise.all([hangUp('reset'), hangUp('close')]);
    // The server notices on its next write; give it time, then check it still serves.
    await sleep(500);
    await fetchChecked('/index.html');
    assert.ok(!stderr().includes('Traceback'), `stderr:\n${stderr()}`);
    assert.equal(stderr(), '');
  });
});

describe('command line', () => {
  test('--max-connections out of range exits with status 2 and names the range', () => {
    for (const value of ['0', '-5', '10001']) {
      const r = spawnSync('python3', [SERVE, '--root', tmp, '--port', '0', '--max-connections', value], { encoding: 'utf8', timeout: 10000 });
      assert.equal(r.status, 2, `${value}: ${r.stdout}${r.stderr}`);
      assert.match(r.stderr, /--max-connections .* from 1 to 10000/, value);
    }
  });

  test('--idle-timeout out of range exits with status 2 and names the range', () => {
    for (const value of ['0', '-1', '1e9', 'nan', 'soon']) {
      const r = spawnSync('python3', [SERVE, '--root', tmp, '--port', '0', '--idle-timeout', value], { encoding: 'utf8', timeout: 10000 });
      assert.equal(r.status, 2, `${value}: ${r.stdout}${r.stderr}`);
      assert.match(r.stderr, /--idle-timeout/, value);
    }
  });
});
