#!/usr/bin/env bash
# npm run build: compile the wasm binding and write web/pkg/ (ignored by git).
source "$(dirname "$0")/lib.sh"
build_wasm
