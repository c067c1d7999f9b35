// Starts scripts/serve.py on a port the OS picks, for the server tests.

import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../scripts/serve.py');

/** Resolves with { child, port, stderr() } once serve.py prints its address. */
export function startServe(args) {
  return new Promise((resolve, reject) => {
    const child = spawn('python3', [SERVE, '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (c) => { err += c; });
    const timer = setTimeout(() => { child.kill(); reject(new Error(`serve.py did not start: ${out}${err}`)); }, 10000);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (c) => {
      out += c;
      const m = out.match(/http:\/\/127\.0\.0\.1:(\d+)\//);
      if (m) { clearTimeout(timer); resolve({ child, port: Number(m[1]), stderr: () => err }); }
    });
    child.on('exit', (code) => { clearTimeout(timer); reject(new Error(`serve.py exited with ${code}: ${out}${err}`)); });
    child.on('error', reject);
  });
}
