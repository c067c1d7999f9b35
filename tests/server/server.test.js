// scripts/serve.py, spoken to byte for byte over a socket: odd paths and Host
// headers must reach the server as written, which an HTTP client would
// normalise away. Run: node --test tests/server/

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { SERVE, startServe } from './spawn.js';


const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; "
  + "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; "
  + "object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

const SECRET = 'SECRET-OUTSIDE-THE-ROOT';

// tmp/
//   secret.txt, .git/config    outside the served root (a repo has .git next to dist/)
//   root/                      the served root
//     index.html, .env, sub/note.txt (a folder without index.html), sub-with-index/index.html
//     web/app.js, web/style.css, web/pkg/m.wasm, web/icon.svg, web/data.json, web/lib.mjs
//     escape -> ../secret.txt, escape-dir -> ..   (symlinks out of the root)
//     inside -> web/app.js                        (a symlink that stays inside)
const tmp = mkdtempSync(path.join(os.tmpdir(), 'abviz-serve-'));
const root = path.join(tmp, 'root');
const files = {
  'index.html': '<!doctype html><title>abviz test</title>\n',
  'web/app.js': 'export const answer = 42;\n',
  'web/style.css': 'body { margin: 0; }\n',
  'web/pkg/m.wasm': '\0asm\x01\0\0\0',
  'web/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
  'web/data.json': '{"a":1}\n',
  'web/lib.mjs': 'export default 1;\n',
  'sub/note.txt': 'a file in a folder without index.html\n',
  'sub-with-index/index.html': '<!doctype html><title>not served</title>\n',
  '.env': `TOKEN=${SECRET}\n`,
};
for (const [name, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  writeFileSync(path.join(root, name), text);
}
writeFileSync(path.join(tmp, 'secret.txt'), `${SECRET}\n`);
mkdirSync(path.join(tmp, '.git'));
writeFileSync(path.join(tmp, '.git', 'config'), `[core] ${SECRET}\n`);
symlinkSync('../secret.txt', path.join(root, 'escape'));
symlinkSync('..', path.join(root, 'escape-dir'));
symlinkSync('web/app.js', path.join(root, 'inside'));

let server;
let port;

before(async () => { ({ child: server, port } = await startServe(['--root', root])); });
after(() => {
  server?.kill();
  rmSync(tmp, { recursive: true, force: true });
});

/** Sends `head` (request line and headers, as given) and parses the reply. */
function raw(head) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.end(Buffer.from(`${head}\r\n\r\n`, 'latin1')));
    socket.setTimeout(5000, () => socket.destroy(new Error(`no reply to ${JSON.stringify(head)}`)));
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      assert.ok(split > 0, `no header block in ${JSON.stringify(all.toString('latin1'))}`);
      const [statusLine, ...lines] = all.subarray(0, split).toString('latin1').split('\r\n');
      const headers = {};
      for (const line of lines) {
        const i = line.indexOf(':');
        headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), statusLine, headers, body: all.subarray(split + 4).toString('utf8') });
    });
  });
}

/** A request with a loopback Host; `target` goes on the wire exactly as written. */
function get(target, { method = 'GET', host = `127.0.0.1:${port}` } = {}) {
  return raw(`${method} ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close`);
}

function assertSecurityHeaders(res) {
  assert.equal(res.headers['x-content-type-options'], 'nosniff');
  assert.equal(res.headers['cache-control'], 'no-store');
  assert.equal(res.headers['referrer-policy'], 'no-referrer');
  assert.equal(res.headers['content-security-policy'], CSP);
}

function assertNoLeak(res) {
  assert.ok(!res.body.includes(SECRET), `leaked: ${res.body}`);
  assert.ok(!/Traceback|File "/.test(res.body), `traceback sent: ${res.body}`);
}

describe('files in the root', () => {
  test('/ serves index.html as UTF-8 HTML with the security headers', async () => {
    const res = await get('/');
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(res.body, files['index.html']);
    assertSecurityHeaders(res);
  });

  test('the embedded page (/?embed=1) may be framed by any site; every other response keeps frame-ancestors none', async () => {
    for (const target of ['/?embed=1', '/index.html?lang=ja&embed=1&preset=aima']) {
      const res = await get(target);
      assert.equal(res.status, 200, target);
      assert.equal(res.body, files['index.html']);
      assert.equal(res.headers['content-security-policy'], CSP.replace("frame-ancestors 'none'", 'frame-ancestors *'), target);
    }
    // Not the embedded page: the page without embed=1 or with another value, a script asked with embed=1, a second embed.
    for (const target of ['/', '/?embed=0', '/?embed=1&embed=1', '/web/app.js?embed=1', '/?xembed=1']) {
      const res = await get(target);
      assert.equal(res.headers['content-security-policy'], CSP, target);
    }
  });

  test('/web/app.js is JavaScript with the security headers', async () => {
    const res = await get('/web/app.js');
    assert.equal(res.status, 200);
    assert.match(res.headers['content-type'], /^text\/javascript(;|$)/);
    assert.equal(res.body, files['web/app.js']);
    assert.equal(res.headers['content-length'], String(Buffer.byteLength(files['web/app.js'])));
    assertSecurityHeaders(res);
  });

  test('a script, style sheet, image, font or fetch asked by a browser leaves out the policy, which does nothing there; the rest keep it', async () => {
    const asked = (target, dest) => raw(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nSec-Fetch-Dest: ${dest}\r\nConnection: close`);
    for (const dest of ['script', 'style', 'image', 'font', 'empty', 'Script']) {
      const res = await asked('/web/app.js', dest);
      assert.equal(res.status, 200, dest);
      assert.equal(res.body, files['web/app.js'], dest);
      assert.equal(res.headers['content-security-policy'], undefined, dest);
      // What does act on a subresource stays: no sniffing, no caching, and its own fetches' referrer.
      assert.equal(res.headers['x-content-type-options'], 'nosniff', dest);
      assert.equal(res.headers['cache-control'], 'no-store', dest);
      assert.equal(res.headers['referrer-policy'], 'no-referrer', dest);
    }
    // A worker takes its policy from its script's answer; a page or a frame from its own.
    for (const dest of ['worker', 'document', 'iframe', 'sharedworker', 'script, worker', '']) {
      assertSecurityHeaders(await asked('/web/app.js', dest));
    }
    const framed = await asked('/?embed=1', 'iframe');
    assert.equal(framed.headers['content-security-policy'], CSP.replace("frame-ancestors 'none'", 'frame-ancestors *'));
  });

  test('each type the page uses gets its Content-Type', async () => {
    const want = {
      '/index.html': /^text\/html; charset=utf-8$/,
      '/web/lib.mjs': /^text\/javascript(;|$)/,
      '/web/style.css': /^text\/css(;|$)/,
      '/web/pkg/m.wasm': /^application\/wasm$/,
      '/web/icon.svg': /^image\/svg\+xml$/,
      '/web/data.json': /^application\/json$/,
    };
    for (const [target, type] of Object.entries(want)) {
      const res = await get(target);
      assert.equal(res.status, 200, target);
      assert.match(res.headers['content-type'], type, target);
    }
  });

  test('a query string is ignored; a symlink that stays inside the root is served', async () => {
    assert.equal((await get('/web/app.js?v=2')).body, files['web/app.js']);
    assert.equal((await get('/inside')).body, files['web/app.js']);
  });

  test('HEAD sends the headers and no body', async () => {
    const res = await get('/web/app.js', { method: 'HEAD' });
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-length'], String(Buffer.byteLength(files['web/app.js'])));
    assert.equal(res.body, '');
    assertSecurityHeaders(res);
  });
});

describe('nothing else', () => {
  test('404 for /.git/config next to the root, and for dotfiles inside it', async () => {
    for (const target of ['/.git/config', '/.env', '/%2eenv']) {
      const res = await get(target);
      assert.equal(res.status, 404, target);
      assertNoLeak(res);
      assertSecurityHeaders(res);
    }
  });

  test('404 for a folder: no listing, and no index page but the root one', async () => {
    for (const target of ['/sub', '/sub/', '/web/', '/sub-with-index/', '/sub-with-index', '/index.html/']) {
      const res = await get(target);
      assert.equal(res.status, 404, target);
      assert.ok(!res.body.includes('note.txt') && !res.body.includes('app.js'), `listing for ${target}: ${res.body}`);
    }
    assert.equal((await get('/sub/note.txt')).status, 200);
    assert.equal((await get('/missing.js')).status, 404);
  });

  test('404 for a symlink out of the root', async () => {
    for (const target of ['/escape', '/escape-dir/secret.txt', '/escape-dir/.git/config']) {
      const res = await get(target);
      assert.equal(res.status, 404, target);
      assertNoLeak(res);
    }
    // A symlink that leaves and comes back in is judged by where it lands.
    assert.equal((await get('/escape-dir/root/index.html')).status, 200);
  });

  test('404 for `..` in any spelling (sent raw: a client would normalise it away)', async () => {
    const targets = [
      '/../secret.txt', '/web/../../secret.txt', '/web/../index.html', '/..',
      '/%2e%2e/secret.txt', '/%2E%2E/secret.txt', '/web/%2e%2e/%2e%2e/secret.txt', '/..%2fsecret.txt', '/web%2f..%2f..%2fsecret.txt',
    ];
    for (const target of targets) {
      const res = await get(target);
      assert.equal(res.status, 404, target);
      assertNoLeak(res);
    }
  });

  test('400, not a traceback, for NUL, control characters and bytes that are not UTF-8', async () => {
    for (const target of ['/%00', '/a%00b', '/web/app.js%00.html', '/a%0ab', '/%ff', '/%c3%28', '/\xff']) {
      const res = await get(target);
      assert.equal(res.status, 400, JSON.stringify(target));
      assertNoLeak(res);
      assertSecurityHeaders(res);
    }
  });

  test('400 for a request target that is not a path', async () => {
    assert.equal((await get(`http://127.0.0.1:${port}/`)).status, 400);
  });
});

describe('Host header', () => {
  test('a name other than a loopback one gets 421 with a short text', async () => {
    for (const host of ['evil.example', `evil.example:${port}`, 'localhost.evil.example', '127.0.0.1.nip.io', '10.0.0.1', '']) {
      const res = await get('/', { host });
      assert.ok([400, 421].includes(res.status), `${host}: ${res.statusLine}`);
      assert.ok(res.body.length < 200, res.body);
      assert.ok(!res.body.includes('abviz test'), `served the page to Host ${host}`);
    }
    assert.equal((await get('/', { host: 'evil.example' })).status, 421);
  });

  test('no Host header, or two, gets 400', async () => {
    assert.equal((await raw('GET / HTTP/1.1\r\nConnection: close')).status, 400);
    assert.equal((await raw(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nHost: evil.example`)).status, 400);
  });

  test('loopback names with any port are served', async () => {
    for (const host of ['127.0.0.1', `127.0.0.1:${port}`, 'localhost', 'LOCALHOST:1', '[::1]', '[::1]:8080']) {
      assert.equal((await get('/', { host })).status, 200, host);
    }
  });
});

describe('malformed requests', () => {
  // http.server answered these HTTP/0.9-style: a body with no status line and none of the headers.
  test('each gets a status line, the security headers and one line of text', async () => {
    const cases = {
      GARBAGE: 400,
      'GET /': 400, // HTTP/0.9
      'GET / HTTP/9.9': 505,
      'GET / HTTP/2.0': 505,
      'GET / FOO/1.1': 400,
      'GET  / HTTP/1.1': 400,
      [`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nno colon here`]: 400,
      [`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n folded: header`]: 400,
      [`GET /${'a'.repeat(9000)} HTTP/1.1\r\nHost: 127.0.0.1:${port}`]: 414,
      [`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX: ${'b'.repeat(9000)}`]: 431,
      [`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Length: 5`]: 400,
    };
    for (const [head, status] of Object.entries(cases)) {
      const res = await raw(head);
      const shown = JSON.stringify(head.slice(0, 60));
      assert.match(res.statusLine, new RegExp(`^HTTP/1\\.1 ${status} [A-Z]`), shown);
      assertSecurityHeaders(res);
      assert.equal(res.headers['content-length'], String(Buffer.byteLength(res.body)), shown);
      assert.match(res.body, new RegExp(`^${status} [^\\n]+\\n$`), shown);
      assertNoLeak(res);
    }
  });

  test('a connection kept alive answers one request after another', async () => {
    const reply = await new Promise((resolve, reject) => {
      const chunks = [];
      const socket = net.connect(port, '127.0.0.1', () => {
        const head = (target, last) => `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${last ? 'Connection: close\r\n' : ''}\r\n`;
        socket.write(head('/web/app.js') + head('/web/style.css') + head('/', true));
      });
      socket.setTimeout(5000, () => socket.destroy(new Error('no reply')));
      socket.on('data', (c) => chunks.push(c));
      socket.on('error', reject);
      socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
    assert.equal(reply.match(/^HTTP\/1\.1 200 OK\r$/gm)?.length, 3, reply);
    for (const name of ['web/app.js', 'web/style.css', 'index.html']) assert.ok(reply.includes(files[name]), name);
  });
});

describe('methods', () => {
  test('POST and other methods get 405 with Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'BREW']) {
      const res = await get('/', { method });
      assert.equal(res.status, 405, method);
      assert.equal(res.headers.allow, 'GET, HEAD');
      assertSecurityHeaders(res);
    }
  });
});

describe('command line', () => {
  test('--host 0.0.0.0 (or any address off this machine) exits with status 2', () => {
    for (const host of ['0.0.0.0', '::', 'example.com']) {
      const r = spawnSync('python3', [SERVE, '--root', root, '--port', '0', '--host', host], { encoding: 'utf8', timeout: 10000 });
      assert.equal(r.status, 2, `${host}: ${r.stdout}${r.stderr}`);
      assert.match(r.stderr, /not a loopback address/);
    }
  });

  test('a missing --root folder exits with status 2', () => {
    const r = spawnSync('python3', [SERVE, '--root', path.join(tmp, 'nope'), '--port', '0'], { encoding: 'utf8', timeout: 10000 });
    assert.equal(r.status, 2, r.stderr);
  });
});
