#!/usr/bin/env bash
# npm run books: rebuild the opening books in crates/core/data/books/ (then
# rebuild the CLI and the wasm module, which embed them). Each line is a
# position solved exactly; see crates/core/src/games/books.rs for the format.
# Release build: the books are solved by the Connect Four kernel, which keeps
# its table from one position to the next (the 5x4 book's 243 positions x 5
# columns take under a second). The 7x6 book (the empty board's columns:
# four solves from one disc, which take a long time) is rebuilt only with
# BOOK_7X6=1, niced; its plies with BOOK_7X6_PLIES (default 0).
#
# The deep 7x6 book (web/data/connect4-7x6.book: every position of up to 8
# discs, one score each; format in books.rs) only with BOOK_DEEP=1. Its
# 91,295 positions of 8 discs are listed centre first, split into chunks of
# 5,000 under $BOOK_DEEP_DIR (default target/deep-book/) and solved one
# chunk at a time, niced, each keeping its table from one position to the
# next; a finished chunk (its .out ends with the "# ..." summary) is kept,
# so a run that stops resumes at the first unfinished chunk. The solving
# takes most of a day of one core (see docs/connect4.md, the opening books); the
# shallower positions then follow by negamax in a tenth of a second, and the
# CLI is rebuilt to embed the new file.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$HOME/.cargo/bin:$PATH"
cd "$ROOT"
cargo build --release -q -p abviz-cli
ABVIZ="$ROOT/target/release/abviz"
OUT="$ROOT/crates/core/data/books"
mkdir -p "$OUT"
"$ABVIZ" book --game tictactoe --plies 4 --out "$OUT/tictactoe.txt"
"$ABVIZ" book --game connect4 --size 4x4 --plies 4 --tt-size 65536 --out "$OUT/connect4-4x4.txt" --no-progress
"$ABVIZ" book --game connect4 --size 5x4 --plies 4 --tt-size 262144 --out "$OUT/connect4-5x4.txt" --no-progress
if [ "${BOOK_7X6:-0}" = 1 ]; then
  nice "$ABVIZ" book --game connect4 --size 7x6 --plies "${BOOK_7X6_PLIES:-0}" --tt-size 33554432 --out "$OUT/connect4-7x6.txt" --progress
fi
if [ "${BOOK_DEEP:-0}" = 1 ]; then
  DIR="${BOOK_DEEP_DIR:-$ROOT/target/deep-book}"
  mkdir -p "$DIR"
  "$ABVIZ" positions --size 7x6 --plies 8 --list > "$DIR/positions.txt"
  # chunk.00 ... chunk.18, the same positions in the same order each time.
  (cd "$DIR" && split -l 5000 -d -a 2 positions.txt chunk.)
  for f in "$DIR"/chunk.[0-9][0-9]; do
    [ -s "$f.out" ] && grep -q '^# ' "$f.out" && continue
    echo "solving $(basename "$f") ($(wc -l < "$f") positions)" >&2
    nice -n 19 "$ABVIZ" solve --positions "$f" --no-book --keep-table --tt-size 67108864 --no-progress > "$f.tmp"
    mv "$f.tmp" "$f.out"
  done
  cat "$DIR"/chunk.[0-9][0-9].out > "$DIR/scores.txt"
  "$ABVIZ" book --game connect4 --size 7x6 --plies 8 --from-scores "$DIR/scores.txt" --out "$ROOT/web/data/connect4-7x6.book"
  cargo build --release -q -p abviz-cli
fi
