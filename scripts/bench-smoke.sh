#!/usr/bin/env bash
# Bench smoke test for CI: runs abviz-core's criterion bench
# (crates/core/benches/search.rs), and the Connect Four and Pacman benches,
# for one quick round, so that they cannot rot
# between `npm run bench` runs. Exits non-zero if the bench does not build,
# panics, or leaves a benchmark without estimates or the facts file unwritten.
#
# Measured on the 2-core dev machine with other builds running (load 3-4):
# 6 s when the bench is already built (11 benchmarks, under 0.5 s each);
# 30 s when abviz-core changed and the bench is rebuilt; about 2 minutes from
# a cold target/ (criterion and its dependencies, release profile with LTO).
# The figures are not worth reading: they go to target/bench-smoke, away from
# the real ones in target/criterion.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
log() { printf '\033[1m[abviz]\033[0m %s\n' "$*" >&2; }

# Absolute paths: cargo runs the bench from crates/core. A folder that does
# not exist yet, as on a clean clone, is part of the test.
OUT="${CARGO_TARGET_DIR:-target}/bench-smoke"
case "$OUT" in /*) ;; *) OUT="$ROOT/$OUT" ;; esac
rm -rf "$OUT"
export CRITERION_HOME="$OUT/criterion"
FACTS="$OUT/facts/abviz-facts.json"

start=$(date +%s)
log "bench smoke: building the criterion bench (release)"
cargo bench -q -p abviz-core --bench search --no-run
log "bench smoke: one quick round of every benchmark"
# --quick: double the iterations until two timings agree, at most
# --measurement-time seconds a benchmark (no warm-up, no 20 samples).
ABVIZ_BENCH_FACTS="$FACTS" \
  cargo bench -q -p abviz-core --bench search -- --quick --measurement-time 0.5 >&2

# Every benchmark the bench lists has fresh estimates, and the facts exist.
expected=$(cargo bench -q -p abviz-core --bench search -- --list | grep -c ': benchmark$')
found=$(find "$CRITERION_HOME" -path '*/new/estimates.json' | wc -l)
if [ "$expected" -eq 0 ] || [ "$found" -ne "$expected" ]; then
  log "bench smoke: $found estimates for $expected benchmarks in $CRITERION_HOME"
  exit 1
fi
if ! grep -q '"minimax_nodes":549946' "$FACTS"; then
  log "bench smoke: $FACTS is missing or wrong"
  exit 1
fi
# Connect Four's ladder on 5 positions at depth 8: every rung must find plain
# alpha-beta's value (the bench fails otherwise).
cargo bench -q -p abviz-core --bench connect4 -- --quick >&2
# Pacman: one round; the bench checks minimaxClassic's 5,917/1,316 nodes and
# that alpha-beta never wins trappedClassic, and writes its figures.
ABVIZ_PACMAN_OUT="$OUT/pacman.json" cargo bench -q -p abviz-core --bench pacman -- --quick >&2
if ! grep -q '"games":200' "$OUT/pacman.json"; then
  log "bench smoke: $OUT/pacman.json is missing or wrong"
  exit 1
fi
log "bench smoke: $expected benchmarks ran, facts written, Connect Four's ladder and Pacman's facts checked ($(($(date +%s) - start)) s)"
