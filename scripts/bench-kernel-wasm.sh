#!/usr/bin/env bash
# The Connect Four solver kernel in wasm against the same kernel natively
# (issue 21: wasm within 1.5x of native), in one run on one machine. Not
# part of npm test.
#
# Both sides are the page's own adapter (abviz_wasm::Solver, the page's
# table size): natively the example kernel_time, in wasm the page's module
# (web/pkg, built here as scripts/build.sh builds it) in Node and in Debian's
# Chromium. Each set (crates/core/benches/data/connect4-{mid,end}.txt, book
# off) is measured ROUNDS times, the three sides interleaved so that they
# see the same machine load, in two ways:
#   single  each position alone from a cleared table, the least of 5 tries
#           (not in Chromium: a page's clock is too coarse for it)
#   rounds  the set pass after pass, each position from a cleared table,
#           the clock read once a round; the best round's mean, clear included
# and the table gives each side's least mean over the ROUNDS runs.
#
#   ROUNDS  interleaved runs (default 3)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=lib.sh
source "$ROOT/scripts/lib.sh"
cd "$ROOT"
build_wasm
ensure_node_modules
ensure_chromium
CARGO_INCREMENTAL=0 cargo build --release -q -p abviz-wasm --example kernel_time
NATIVE="$ROOT/target/release/examples/kernel_time"
DATA="$ROOT/crates/core/benches/data"
ROUNDS="${ROUNDS:-3}"
OUT="$ROOT/target/bench-kernel-wasm"
mkdir -p "$OUT"

# mean LINE: the mean in microseconds from a summary line.
mean() { sed -E 's/.*, mean ([0-9.]+) µs.*/\1/'; }
for set in mid end; do
  file="$DATA/connect4-$set.txt"
  : > "$OUT/$set.log"
  for _ in $(seq "$ROUNDS"); do
    echo "native single $("$NATIVE" "$file" --no-book --repeat 5 | tail -1 | mean)" >> "$OUT/$set.log"
    echo "node single $(node scripts/kernel-wasm-bench.js "$file" --no-book --repeat 5 | tail -1 | mean)" >> "$OUT/$set.log"
    echo "native rounds $("$NATIVE" "$file" --no-book --rounds 10 | mean)" >> "$OUT/$set.log"
    echo "node rounds $(node scripts/kernel-wasm-bench.js "$file" --no-book --rounds 10 | mean)" >> "$OUT/$set.log"
    echo "chromium rounds $(node scripts/kernel-wasm-bench.js "$file" --no-book --browser --rounds 10 | mean)" >> "$OUT/$set.log"
  done
done
printf '%-5s %-8s %10s %10s %10s %8s %8s\n' set measure native node chromium node/nat chr/nat
for set in mid end; do
  for how in single rounds; do
    awk -v set="$set" -v how="$how" '
      $2 == how { if (!($1 in best) || $3 < best[$1]) best[$1] = $3 }
      END {
        n = best["native"]; w = best["node"]; c = ("chromium" in best) ? best["chromium"] : 0
        printf "%-5s %-8s %10.2f %10.2f %10s %7.2fx %8s\n", set, how, n, w,
          (c ? sprintf("%.2f", c) : "-"), w / n, (c ? sprintf("%.2fx", c / n) : "-")
      }' "$OUT/$set.log"
  done
done
echo "(microseconds a position, least over $ROUNDS interleaved runs; logs in $OUT)"
