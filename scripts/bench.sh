#!/usr/bin/env bash
# npm run bench: native criterion benchmarks of abviz-core, then the wasm
# build, dist/, the native Connect Four ladder and solves
# (crates/core/benches/connect4.rs on bench/connect4-positions.txt), CS188's
# Pacman searches and a 200-game trappedClassic run (crates/core/benches/pacman.rs) and
# bench/run.js: the same Connect Four run in wasm (Node), then, in headless
# Chromium, bench/bench.html (served from the repository root) and the page
# (served from dist/). Prints a table and, last, one JSON object with every
# figure. Progress goes to stderr.
#
#   npm run bench                 the full run (a few minutes)
#   npm run bench -- --quick      a smoke run: criterion's --quick, fewer rounds,
#                                 Connect Four on 5 positions at depth 8 (a second)
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

QUICK=()
CRITERION_ARGS=()
C4_ARGS=()
for arg in "$@"; do
  case "$arg" in
    --quick) QUICK=(--quick); CRITERION_ARGS=(-- --quick --measurement-time 0.5); C4_ARGS=(-- --quick) ;;
    *) log "unknown option $arg (only --quick)"; exit 2 ;;
  esac
done

# Where criterion writes its estimates and bench/run.js reads them, made
# absolute: cargo runs the bench from crates/core.
CRITERION="${CRITERION_HOME:-${CARGO_TARGET_DIR:-target}/criterion}"
case "$CRITERION" in /*) ;; *) CRITERION="$ROOT/$CRITERION" ;; esac
export CRITERION_HOME="$CRITERION"
# Fresh figures only: never report a stale estimate from an earlier run. The
# bench makes the folders again (the first run, from a clean clone, has none).
export ABVIZ_C4_OUT="$CRITERION/abviz-connect4.json"
export ABVIZ_PACMAN_OUT="$CRITERION/abviz-pacman.json"
rm -rf "$CRITERION/search" "$CRITERION/layout" "$CRITERION/abviz-facts.json" "$ABVIZ_C4_OUT" "$ABVIZ_PACMAN_OUT"
log "criterion: abviz-core search and layout on the empty board (about a minute)"
# Other work on this 2-core machine skews every figure: record the load.
export ABVIZ_BENCH_LOAD_START="$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?')"
ABVIZ_BENCH_FACTS="$CRITERION/abviz-facts.json" \
  cargo bench -q -p abviz-core --bench search "${CRITERION_ARGS[@]}" >&2

# The page is measured as shipped (dist/); bench/bench.html imports web/pkg/.
build_wasm
build_dist
ensure_node_modules
ensure_chromium
# Connect Four natively right before bench/run.js repeats it in wasm, so the
# two run as close together as they can (wasm/native is a ratio across runs).
log "connect4 bench: the enhancement ladder and exact solves on bench/connect4-positions.txt (about half a minute)"
cargo bench -q -p abviz-core --bench connect4 "${C4_ARGS[@]}" >&2
log "pacman bench: minimaxClassic, smallClassic and 200 trappedClassic games (a few seconds)"
cargo bench -q -p abviz-core --bench pacman "${C4_ARGS[@]}" >&2
log "bench/run.js ${QUICK[*]}: the wasm and the page in headless Chromium at $ABVIZ_CHROMIUM"
node bench/run.js "${QUICK[@]}"
