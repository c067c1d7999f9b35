#!/usr/bin/env bash
# npm test: every test and quality gate, in the order that fails fastest.
#   Rust: fmt --check, clippy -D warnings, rustdoc -D warnings, cargo tests
#   (unit, property, CLI); the wasm-bindgen tests in Node.
#   JavaScript: ESLint with no warnings; Node unit tests of the page's pure
#   modules and of the static server; one quick round of the benchmarks.
#   The page: dist/ built and served, driven in headless Chromium.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
# No incremental caches: CI builds once from clean, and they cost 1.3 GB of disk.
export CARGO_INCREMENTAL=0
log "disk: $(df -Ph . | awk 'NR==2 {print $4}') free (a clean run needs about 2 GB)"

log "cargo fmt --check"
cargo fmt --all --check
log "cargo clippy (warnings are errors)"
cargo clippy -q --workspace --all-targets -- -D warnings
log "cargo doc (warnings are errors)"
RUSTDOCFLAGS="-D warnings" cargo doc -q --no-deps --workspace
log "cargo test (native)"
cargo test --workspace --quiet

ensure_node_modules
ensure_eslint
log "eslint (warnings are errors)"
npx eslint --max-warnings=0 .

ensure_wasm_toolchain
ensure_wasm_bindgen
# The first view's module leaves out what the `full` feature adds: its own lint.
log "cargo clippy (the first view's module, for wasm32)"
env "${WASM_ENV[@]}" cargo clippy -q -p abviz-wasm --no-default-features --features first-view "${WASM_CARGO_FLAGS[@]}" -- -D warnings
log "wasm-bindgen-test (abviz-wasm, in Node)"
env "${WASM_ENV[@]}" CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER="$WASM_BINDGEN_BIN/wasm-bindgen-test-runner" \
  cargo test -p abviz-wasm --test web --test maze --test learn --test kernel "${WASM_CARGO_FLAGS[@]}"

build_wasm
build_dist
log "node unit tests (the page's pure modules, the static server)"
node --test tests/unit/ tests/server/

log "benchmark smoke (one quick round, so the benchmarks cannot rot)"
bash scripts/bench-smoke.sh

ensure_chromium
log "browser tests (dist/ in headless Chromium at $ABVIZ_CHROMIUM)"
node --test --test-concurrency=1 tests/browser/
