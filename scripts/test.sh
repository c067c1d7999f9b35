#!/usr/bin/env bash
# npm test: every test. Native cargo tests (unit, property, CLI), the
# wasm-bindgen-test suite in Node, then the page in headless Chromium.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

log "cargo test (native)"
cargo test --workspace --quiet

ensure_wasm_toolchain
ensure_wasm_bindgen
log "wasm-bindgen-test (abviz-wasm, in Node)"
env "${WASM_ENV[@]}" CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER="$WASM_BINDGEN_BIN/wasm-bindgen-test-runner" \
  cargo test -p abviz-wasm --test web "${WASM_CARGO_FLAGS[@]}"

build_wasm
ensure_node_modules
ensure_chromium
log "browser tests (headless Chromium at $ABVIZ_CHROMIUM)"
node --test --test-concurrency=1 web/tests/
