#!/usr/bin/env bash
# npm run build: compile the wasm binding into web/pkg/, then write dist/,
# the deployable page (index.html and what it loads from web/; both ignored by git).
source "$(dirname "$0")/lib.sh"
build_wasm
build_dist
