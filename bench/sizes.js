// What the page weighs: every file of dist/, raw and gzip -9, the wasm modules and the JavaScript apart.

import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST } from '../tests/browser/harness.js';

const gz = (buf) => gzipSync(buf, { level: 9 }).length;

/** Every regular file under `dir`, as paths relative to it, sorted. */
function filesUnder(dir, rel = '') {
  const out = [];
  for (const name of readdirSync(path.join(dir, rel)).sort()) {
    const p = path.join(rel, name);
    const st = statSync(path.join(dir, p));
    if (st.isDirectory()) out.push(...filesUnder(dir, p)); else if (st.isFile()) out.push(p);
  }
  return out;
}

/** Bytes of each file in dist/web/ and of dist/ as a whole, raw and gzip -9 (file by file, as a server would send them). */
export function distSizes() {
  const files = {};
  let bytes = 0, gzip = 0, count = 0;
  for (const rel of filesUnder(DIST)) {
    const buf = readFileSync(path.join(DIST, rel));
    const g = gz(buf);
    bytes += buf.length;
    gzip += g;
    count++;
    if (rel.startsWith(`web${path.sep}`)) files[rel.split(path.sep).join('/')] = { bytes: buf.length, gzip_bytes: g };
  }
  const wasm = files['web/pkg/abviz_wasm_bg.wasm'];
  const first = files['web/pkg/abviz_first_bg.wasm'];
  if (!wasm || !first) throw new Error('dist/web/pkg/ lacks a wasm module: run build_wasm and build_dist (scripts/lib.sh) first');
  const js = Object.entries(files).filter(([f]) => f.endsWith('.js'));
  return {
    files,
    js_bytes: js.reduce((s, [, f]) => s + f.bytes, 0),
    js_gzip_bytes: js.reduce((s, [, f]) => s + f.gzip_bytes, 0),
    dist_files: count,
    dist_bytes: bytes,
    dist_gzip_bytes: gzip,
    wasm_bytes: wasm.bytes,
    wasm_gzip_bytes: wasm.gzip_bytes,
    // The first view's module (scripts/lib.sh build_wasm), the only one loaded before the first tree.
    first_wasm_bytes: first.bytes,
    first_wasm_gzip_bytes: first.gzip_bytes,
  };
}
