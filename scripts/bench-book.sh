#!/usr/bin/env bash
# The deep opening book in the page (issue 28): Scores of all moves, Computer
# move and the solver ladder timed in headless Chromium on dist/, from the
# click to the answer on screen (scripts/book-bench.js says which positions).
# Not part of npm test or npm run bench: the hardest positions take tens of
# seconds each. Arguments go to book-bench.js.
#
#   bash scripts/bench-book.sh                      4453, the empty board, 53322761 and the 5 hardest of 8 discs
#   bash scripts/bench-book.sh --no-ladder 4453 -   only those two, no ladder
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
build_wasm
build_dist
ensure_node_modules
ensure_chromium
log "the book in the page (load average $(cut -d' ' -f1 /proc/loadavg))"
node scripts/book-bench.js "$@"
