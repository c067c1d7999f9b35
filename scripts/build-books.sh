#!/usr/bin/env bash
# npm run books: rebuild the opening books in crates/core/data/books/ (then
# rebuild the CLI and the wasm module, which embed them). Each line is a
# position solved exactly; see crates/core/src/games/books.rs for the format.
# Release build: the 5x4 book solves 243 positions x 5 columns (about 70 s
# in a debug build, about 5 s in release).
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
