#!/usr/bin/env bash
# npm start: build the wasm and serve the page at http://127.0.0.1:${PORT:-8080}.
source "$(dirname "$0")/lib.sh"
build_wasm
log "serving $ROOT at http://127.0.0.1:${PORT:-8080}/ (Ctrl-C stops)"
exec python3 "$ROOT/scripts/serve.py" --root "$ROOT" --port "${PORT:-8080}"
