#!/usr/bin/env bash
# npm run books: rebuild the opening books in crates/core/data/books/ (then
# rebuild the CLI and the wasm module, which embed them). Each line is a
# position solved exactly; see crates/core/src/games/books.rs for the format.
# Release build: the books are solved by the Connect Four kernel, which keeps
# its table from one position to the next (the 5x4 book's 243 positions x 5
# columns take under a second). The 7x6 book (the empty board's columns:
# four solves from one disc, which take a long time) is rebuilt only with
# BOOK_7X6=1, niced; its plies with BOOK_7X6_PLIES (default 0).
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
