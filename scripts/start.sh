#!/usr/bin/env bash
# npm start: build dist/ and serve it (only it, not the repository) at
# http://127.0.0.1:${PORT:-8080}.
source "$(dirname "$0")/lib.sh"
build_wasm
build_dist
exec python3 "$ROOT/scripts/serve.py" --root "$ROOT/dist" --port "${PORT:-8080}"
