#!/usr/bin/env bash
# npm run bench: native criterion benchmarks of abviz-core, then the wasm
# build and the page in headless Chromium (scripts/bench.js). Prints a table
# and, last, one JSON object with every figure. Progress goes to stderr.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

# Where criterion writes its estimates and scripts/bench.js reads them, made
# absolute: cargo runs the bench from crates/core.
CRITERION="${CRITERION_HOME:-${CARGO_TARGET_DIR:-target}/criterion}"
case "$CRITERION" in /*) ;; *) CRITERION="$ROOT/$CRITERION" ;; esac
export CRITERION_HOME="$CRITERION"
# Fresh figures only: never report a stale estimate from an earlier run. The
# bench makes the folders again (the first run, from a clean clone, has none).
rm -rf "$CRITERION/search" "$CRITERION/layout" "$CRITERION/abviz-facts.json"
log "criterion: abviz-core search and layout on the empty board (about a minute)"
# Other work on this 2-core machine skews every figure: record the load.
export ABVIZ_BENCH_LOAD_START="$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?')"
ABVIZ_BENCH_FACTS="$CRITERION/abviz-facts.json" \
  cargo bench -q -p abviz-core --bench search >&2

build_wasm
ensure_node_modules
ensure_chromium
log "the wasm and the page in headless Chromium at $ABVIZ_CHROMIUM"
node scripts/bench.js
