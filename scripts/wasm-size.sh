#!/usr/bin/env bash
# Where the wasm module's bytes go, by crate: builds the module as
# build_wasm does but keeps function names (wasm-bindgen without
# --remove-name-section, wasm-opt -g), then sums twiggy's per-function sizes
# by crate. Needs twiggy: `cargo install twiggy` (or TWIGGY=/path/to/twiggy).
#
# Sizes are of the name-keeping build with the name section left out, so
# they add up to within about 1 KB of web/pkg/abviz_wasm_bg.wasm. Data
# segments (strings, tables) have no crate in the name section: one row.
# Code inlined into another crate's function counts for that crate.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

TWIGGY="${TWIGGY:-$(command -v twiggy || true)}"
[ -x "$TWIGGY" ] || { log "no twiggy: cargo install twiggy, or set TWIGGY"; exit 1; }

ensure_wasm_toolchain
ensure_wasm_bindgen
ensure_wasm_opt
OUT="$ROOT/target/wasm-size"
rm -rf "$OUT" && mkdir -p "$OUT"
(env "${WASM_ENV[@]}" cargo build -q --profile wasm -p abviz-wasm "${WASM_CARGO_FLAGS[@]}")
"$WASM_BINDGEN_BIN/wasm-bindgen" --target web --no-typescript --remove-producers-section \
  --out-dir "$OUT" "$WASM_OUT/wasm/abviz_wasm.wasm"
if [ -n "$WASM_OPT" ]; then
  "$WASM_OPT" -g -O3 -Oz --converge --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
    --enable-nontrapping-float-to-int --enable-reference-types --enable-multivalue \
    "$OUT/abviz_wasm_bg.wasm" -o "$OUT/abviz_wasm_bg.wasm"
fi
"$TWIGGY" top -n 1000000 -f json "$OUT/abviz_wasm_bg.wasm" >"$OUT/twiggy.json"
log "by crate ($OUT/twiggy.json has every function; twiggy paths NAME says what keeps one)"

node --input-type=module - "$OUT/twiggy.json" <<'EOF'
import { readFileSync } from 'node:fs';
const rows = JSON.parse(readFileSync(process.argv[2], 'utf8'));
// The crate named first in an item's name: `<G as abviz_core::X>::f` is
// abviz_core's, `core::ptr::drop_in_place<abviz_core::Y>` std's.
const crates = [
  ['abviz_core', 'abviz-core'], ['abviz_wasm', 'abviz-wasm'],
  ['serde_json', 'serde_json'], ['zmij', 'serde_json'], ['itoa', 'serde_json'],
  ['serde_wasm_bindgen', 'serde-wasm-bindgen'], ['serde_core', 'serde'], ['serde', 'serde'],
  ['wasm_bindgen', 'wasm-bindgen, js-sys'], ['js_sys', 'wasm-bindgen, js-sys'],
  ['dlmalloc', 'dlmalloc (allocator)'], ['hashbrown', 'std'],
  ['core', 'std'], ['alloc', 'std'], ['std', 'std'], ['__rustc', 'std'],
];
function crate(name) {
  // The name section itself, which web/pkg's module does not have.
  if (/^"[a-z ]+" subsection$/.test(name)) return null;
  if (name.startsWith('data segment')) return 'data (strings, tables)';
  if (/shim|^__wbg|^__wbindgen|^__externref|^(import|export|type|table|elem|global)\b/.test(name)) {
    return 'wasm-bindgen glue';
  }
  if (/^<(char|str|bool|\[|[iuf](8|16|32|64|128|size))\b|^(memcmp|memcpy|memset|__multi3)$/.test(name)) {
    return 'std';
  }
  // Exported methods without a shim: wasm-bindgen names them after the export.
  if (/^(analysis_|solve$|games$|algorithms$|event_kinds$)/.test(name)) return 'abviz-wasm';
  let best = null;
  let at = Infinity;
  for (const [prefix, label] of crates) {
    const m = new RegExp(`(^|[^A-Za-z0-9_])${prefix}(\\[[0-9a-f]+\\])?::`).exec(name);
    if (m && m.index < at) [best, at] = [label, m.index];
  }
  return best ?? 'other (headers, intrinsics)';
}
const sums = new Map();
for (const { name, shallow_size: n } of rows) {
  const c = crate(name);
  if (c) sums.set(c, (sums.get(c) ?? 0) + n);
}
const total = [...sums.values()].reduce((a, b) => a + b, 0);
console.log('| crate | bytes | share |\n|---|---:|---:|');
for (const [c, n] of [...sums].sort((a, b) => b[1] - a[1])) {
  console.log(`| ${c} | ${n.toLocaleString('en')} | ${((100 * n) / total).toFixed(1)}% |`);
}
console.log(`| total (without the name section) | ${total.toLocaleString('en')} | 100% |`);
EOF
