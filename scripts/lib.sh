# Shared set-up for npm start / npm test / npm run bench. Source it; it installs
# what is missing, so the same two README commands work on a fresh machine.
#
# Toolchain route for wasm32-unknown-unknown (see ../shared/TOOLCHAIN.md):
#   1. a wasm32 target already installed in rustup's toolchain;
#   2. else `rustup target add` with a short timeout (works with internet);
#   3. else Debian's rustc-web + rust-web-src + lld, building std from source.
# The route found is remembered in .tools/wasm-route.

set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLS="$ROOT/.tools"
mkdir -p "$TOOLS"
export PATH="$HOME/.cargo/bin:$PATH"

log() { printf '\033[1m[abviz]\033[0m %s\n' "$*" >&2; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    log "need root to run: $*"; return 1
  fi
}

APT_UPDATED=0
apt_install() {
  if [ "$APT_UPDATED" = 0 ]; then
    log "apt-get update"
    as_root apt-get update -qq >/dev/null
    APT_UPDATED=1
  fi
  log "apt-get install $*"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

DEBIAN_RUSTC=/usr/bin/rustc
DEBIAN_WASM_LD=/usr/lib/llvm-22/bin/wasm-ld

# Sets WASM_ROUTE (rustup|debian) and WASM_ENV / WASM_CARGO_FLAGS for cargo.
ensure_wasm_toolchain() {
  local route_file="$TOOLS/wasm-route"
  WASM_ROUTE="$(cat "$route_file" 2>/dev/null || true)"
  if [ -z "$WASM_ROUTE" ]; then
    if rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
      WASM_ROUTE=rustup
    elif timeout "${ABVIZ_RUSTUP_TIMEOUT:-25}" rustup target add wasm32-unknown-unknown >/dev/null 2>&1; then
      WASM_ROUTE=rustup
    else
      log "rustup cannot fetch wasm32-unknown-unknown here; using Debian's rustc-web and building std from source"
      WASM_ROUTE=debian
    fi
    echo "$WASM_ROUTE" >"$route_file"
  fi
  if [ "$WASM_ROUTE" = debian ]; then
    if [ ! -x "$DEBIAN_RUSTC" ] || [ ! -d /usr/lib/rustlib/src/rust/library ] || [ ! -x "$DEBIAN_WASM_LD" ]; then
      apt_install rustc-web rust-web-src lld-22
    fi
    WASM_ENV=(
      RUSTC="$DEBIAN_RUSTC" RUSTDOC=/usr/bin/rustdoc RUSTC_BOOTSTRAP=1
      CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER="$DEBIAN_WASM_LD"
      # A separate target dir, so the native build by rustup's rustc stays valid.
      CARGO_TARGET_DIR="$ROOT/target/wasm-debian"
    )
    WASM_CARGO_FLAGS=(--target wasm32-unknown-unknown -Zbuild-std=std,panic_abort)
    WASM_OUT="$ROOT/target/wasm-debian/wasm32-unknown-unknown"
  else
    WASM_ENV=(CARGO_TARGET_DIR="$ROOT/target")
    WASM_CARGO_FLAGS=(--target wasm32-unknown-unknown)
    WASM_OUT="$ROOT/target/wasm32-unknown-unknown"
  fi
}

# The wasm-bindgen version pinned in Cargo.lock.
wasm_bindgen_version() {
  if [ ! -f "$ROOT/Cargo.lock" ]; then (cd "$ROOT" && cargo generate-lockfile -q); fi
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' "$ROOT/Cargo.lock"
}

# Installs wasm-bindgen-cli at exactly the locked version into .tools/ and
# sets WASM_BINDGEN_BIN (the folder with wasm-bindgen and its test runner).
ensure_wasm_bindgen() {
  local v
  v="$(wasm_bindgen_version)"
  WASM_BINDGEN_BIN="$TOOLS/wasm-bindgen-$v/bin"
  if [ ! -x "$WASM_BINDGEN_BIN/wasm-bindgen" ] || [ ! -x "$WASM_BINDGEN_BIN/wasm-bindgen-test-runner" ]; then
    log "installing wasm-bindgen-cli $v into .tools/ (a few minutes, once)"
    # --locked first; fall back when a locked dependency is missing from the registry.
    cargo install -q wasm-bindgen-cli --version "=$v" --locked --root "$TOOLS/wasm-bindgen-$v" 2>/dev/null ||
      cargo install -q wasm-bindgen-cli --version "=$v" --root "$TOOLS/wasm-bindgen-$v"
  fi
}

# wasm-opt from npm's binaryen, which ships it compiled to run in Node
# (Debian's binaryen 108 is older than the wasm features rustc emits), into
# .tools/ like wasm-bindgen, so only a wasm build fetches it. Sets WASM_OPT,
# empty when it cannot be installed (the module is then larger, not broken).
WASM_OPT_VERSION=132.0.0
ensure_wasm_opt() {
  local dir="$TOOLS/binaryen-$WASM_OPT_VERSION"
  WASM_OPT="$dir/node_modules/.bin/wasm-opt"
  if [ ! -x "$WASM_OPT" ]; then
    log "installing wasm-opt (npm binaryen@$WASM_OPT_VERSION) into .tools/ (once)"
    # A package.json of its own, so npm does not walk up to the project's.
    mkdir -p "$dir" && echo '{"private": true}' >"$dir/package.json"
    (cd "$dir" && npm install --no-package-lock --no-audit --no-fund --loglevel=error \
      "binaryen@$WASM_OPT_VERSION" >/dev/null) || { log "no wasm-opt: web/pkg/ stays unoptimised"; WASM_OPT=""; }
  fi
}

# Most bytes web/pkg/abviz_wasm_bg.wasm may have (build_wasm fails above it).
# 477,108 bytes before issues 20 and 21. Issue 20 added Nilsson's replay
# (+20,511), the gallery (+311) and negamax (+17,043). Issue 21 added the
# Connect Four solver kernel and its wasm Solver (+14,095), then the core built
# at opt-level "s" (Cargo.toml), which makes the kernel in wasm 3.5 times
# faster, as fast as native on 8-stone positions, for about 55 KB (20 KB
# gzipped). Together: 593,354 bytes, 243,875 gzipped. Then 591,745 bytes
# (243,167 gzipped): the kernel's column order worked out instead of sorted,
# and its transposition cut-offs. Then 599,993 bytes (247,261 gzipped, issue
# 28): the reader of the deep opening book, whose data is a file fetched when
# Connect Four needs it (web/data/), and the best-column call; kept under the
# limit by a radix sort instead of the standard library's (3 KB) and fixed
# error words instead of formatted ones. Merged with issue 28's decision
# record and tree edits (+3.8 KB): 603,809 bytes, 248,546 gzipped. The limit
# rises to 606,000 for now; issue 29 splits the module so that the first view
# loads a small one and the solver, books and learner come when asked.
# Issue 29's algorithm seam (one file and a registry line per algorithm, a
# static dispatch arm each) adds 5.7 KB: 609,504 bytes, 249,357 gzipped.
# Issue 30's MCTS in the registry (+41.7 KB: one search per game type,
# traced and untraced) and issue 31's CS188 reader with edge actions and
# issue 32's per-search budgets (+30.7 KB together): 683,239 bytes, 275,075
# gzipped. The limit rises to 686,000; the split of issue 29 point 7 is what
# brings the first view's module down. Issue 31's Export TikZ in the page
# (+11 KB: the core's TikZ writer, reached directly so that the SVG and JSON
# writers stay out): 694,226 bytes, 279,799 gzipped. Issue 30's MCTS panel
# (the wasm mcts() entry, +51.7 KB: 745,971 bytes, 294,123 gzipped). Of
# that, about 45 KB is the core's traced dispatch (Problem::search_within
# with a sink instantiates search_events, every algorithm for every game);
# the entry with an untraced search is +6.8 KB, so a core seam that traces
# MCTS alone would give most of it back.
# abviz match in the page (wasm Matcher over the core's matches.rs, +12 KB)
# and CS188 actions on the edges (+0.6 KB). Then MCTS traced through its own
# seam (Problem::mcts_within) rather than search_within's dispatch: 758,722
# -> 727,390 bytes (293,805 gzipped).
# Issue 31's tree building (wasm tree_edit, +11.6 KB).
# Issue 29's game seam: a game's own errors (GameError) and its entry's
# boards and weights as data (+2.6 KB, 744,441).
# Then Nim and Othello registered (+95 KB: each game compiles the search again),
# a stopped solve's bounds (+683) and the games' page defaults (+503): 844,342.
# One JSON-object writer (+79), and the summary asking the game (Game::root_facts)
# instead of downcasting (+338): 844,759. presets_json sharing that writer: 844,514.
# The maze view asked of the problem (Problem::maze, one MazeGame impl a maze
# game in the core) instead of downcasting to Pacman and Robots: 847,147.
# Node labels asked of the game (Searchable::labels, which the tree and
# Pacman opt into) instead of downcasting to TreeGame: 847,981. One replay of
# a drawn tree (games::replay) for the labels and the maze rows, instead of
# two copies of the loop: 848,376. Whole games asked of the game
# (play::Played, a vtable a played game, which keeps the CLI's report methods
# too) instead of a case for Pacman and one for the robots: 850,696.
# The request read by walking the core's option declarations (a compile-time
# table of their names) instead of 28 typed fields, each read and parsed by
# hand: 838,449 without Played, 841,052 with it.
WASM_SIZE_LIMIT=842000
# Most bytes web/pkg/abviz_first_bg.wasm may have: the first view's module,
# which issue 29 holds to 300 KB read as 300,000 bytes. With tic-tac-toe
# alone registered and none of the lessons' exports: 298,278 bytes.
FIRST_SIZE_LIMIT=300000

# Builds crates/wasm for the web twice, the first view's module and the full
# one, and writes their ES modules and the registry's data to web/pkg/.
build_wasm() {
  ensure_wasm_toolchain
  ensure_wasm_bindgen
  ensure_wasm_opt
  log "building abviz-wasm for wasm32 ($WASM_ROUTE route): the first view's module, then the full one"
  # The first view's: only the first game registered and no lessons'
  # exports (crates/wasm/Cargo.toml), so the linker leaves the rest out.
  build_module abviz_first "$FIRST_SIZE_LIMIT" --no-default-features --features first-view
  build_module abviz_wasm "$WASM_SIZE_LIMIT"
  # The registry as data, read from the full module, for the worker's first
  # message (the first module registers one game only), and the presets.
  node "$ROOT/scripts/registry.js" "$ROOT/web/pkg"
}

# One module: crates/wasm built with cargo flags $3…, bound by wasm-bindgen
# as web/pkg/$1.js and $1_bg.wasm, optimised, and held to $2 bytes.
build_module() {
  local name="$1" limit="$2" bytes wasm="$ROOT/web/pkg/$1_bg.wasm"
  shift 2
  # The `wasm` profile (Cargo.toml): release, optimised for size.
  (cd "$ROOT" && env "${WASM_ENV[@]}" cargo build -q --profile wasm -p abviz-wasm "${WASM_CARGO_FLAGS[@]}" "$@")
  # Function names are for debuggers, not the page: a third of the module.
  "$WASM_BINDGEN_BIN/wasm-bindgen" --target web --no-typescript --remove-name-section \
    --remove-producers-section --out-name "$name" --out-dir "$ROOT/web/pkg" "$WASM_OUT/wasm/abviz_wasm.wasm"
  if [ -n "$WASM_OPT" ]; then
    # About a tenth smaller again (-O3 first shrinks the -Oz result a
    # little further). The features are those rustc emits by default for
    # wasm32-unknown-unknown, so wasm-opt uses no others.
    "$WASM_OPT" -O3 -Oz --converge --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
      --enable-nontrapping-float-to-int --enable-reference-types --enable-multivalue \
      "$wasm" -o "$wasm"
  fi
  bytes="$(wc -c <"$wasm")"
  log "web/pkg/$name""_bg.wasm: $bytes bytes, $(gzip -9c "$wasm" | wc -c) gzipped"
  # The size guard: the module is what the page downloads before it runs.
  # Only the optimised module is held to it.
  if [ -n "$WASM_OPT" ] && [ "$bytes" -gt "$limit" ]; then
    log "web/pkg/$name""_bg.wasm is $bytes bytes, over the limit of $limit (twiggy on a build that keeps names shows where the bytes go)"
    return 1
  fi
}

ensure_node_modules() {
  # Each package a step needs: a node_modules/ from before one was added lacks it.
  local need
  for need in playwright-core terser lightningcss; do
    [ -d "$ROOT/node_modules/$need" ] && continue
    log "npm ci (the dev dependencies in package-lock.json; no browser download)"
    (cd "$ROOT" && npm ci --no-audit --no-fund --loglevel=error)
    return
  done
}

# Debian's Chromium for browser tests; ABVIZ_CHROMIUM overrides the path.
ensure_chromium() {
  export ABVIZ_CHROMIUM="${ABVIZ_CHROMIUM:-/usr/bin/chromium}"
  if [ ! -x "$ABVIZ_CHROMIUM" ]; then
    apt_install chromium
  fi
  # Japanese and Korean text in screenshots needs a CJK font.
  if ! fc-list 2>/dev/null | grep -qi 'Noto Sans CJK'; then
    apt_install fonts-noto-cjk
  fi
}

# npm run build: writes dist/, the deployable page and nothing else, from
# index.html and web/ (run build_wasm first for web/pkg/). Any static server
# can serve it; it needs no network. The rule: index.html, plus every file
# under web/ ending in one of DIST_TYPES, minus dotfiles and DIST_EXCLUDE.
build_dist() {
  # Globs on the path from the repository root; in them * also matches /.
  local DIST_EXCLUDE=(
    'web/pkg/*.d.ts'       # TypeScript declarations, if a build makes them
  )
  local DIST_TYPES=(js css wasm svg png woff2 book) # .book: the deep opening book (web/data/)
  local dist="$ROOT/dist" stage="$ROOT/target/dist-staging" rel pat
  local find_types=()
  for pat in "${DIST_TYPES[@]}"; do find_types+=(-o -name "*.$pat"); done
  [ -f "$ROOT/web/pkg/abviz_wasm_bg.wasm" ] || { log "web/pkg/ is missing: build_wasm first"; return 1; }

  rm -rf "$stage" && mkdir -p "$stage"
  cp "$ROOT/index.html" "$stage/"
  # -type f leaves symlinks out: dist/ holds copies only.
  while IFS= read -r -d '' rel; do
    for pat in "${DIST_EXCLUDE[@]}"; do
      # shellcheck disable=SC2053 # $pat is a glob on purpose
      [[ $rel == $pat ]] && continue 2
    done
    mkdir -p "$stage/$(dirname "$rel")"
    cp "$ROOT/$rel" "$stage/$rel"
  done < <(cd "$ROOT" && find web -name '.*' -prune -o -type f \( -false "${find_types[@]}" \) -print0 | sort -z)
  # Minified file by file, each module still its own (scripts/minify.js).
  ensure_node_modules
  node "$ROOT/scripts/minify.js" "$stage" | while IFS= read -r line; do log "dist/: $line"; done
  [ "${PIPESTATUS[0]}" = 0 ] || return 1
  check_dist "$stage"
  # Swap in whole, so a server on dist/ never sees a half-written folder.
  rm -rf "$dist" && mv "$stage" "$dist"

  # What a browser may fetch; the source maps, which only its tools read, apart.
  local files bytes gz maps
  files="$(find "$dist" -type f ! -name '*.map' | wc -l)"
  bytes="$(find "$dist" -type f ! -name '*.map' -printf '%s\n' | awk '{ s += $1 } END { print s }')"
  gz="$(find "$dist" -type f ! -name '*.map' -exec sh -c 'gzip -9c "$1" | wc -c' _ {} \; | awk '{ s += $1 } END { print s }')"
  maps="$(find "$dist" -type f -name '*.map' -printf '%s\n' | awk '{ n++; s += $1 } END { print n " source maps, " s " bytes" }')"
  log "dist/: $files files, $bytes bytes, $gz bytes gzipped (gzip -9, file by file); $maps"
}

# Fails when a file in $1 names a URL of its own that is not in $1: an import
# of a path (./x.js, ../x.js, /x.js; bare names are not checked),
# new URL(..., import.meta.url) (wasm-bindgen's .wasm, a worker), or an
# src/href in HTML. A file the rule above left out would break the page.
check_dist() {
  local dir="$1" file url target bad=0
  while IFS=$'\t' read -r file url; do
    case "$url" in data:* | blob:* | http:* | https:* | //* | '#'* | '') continue ;; esac
    url="${url%%[?#]*}"
    case "$url" in /*) target="$dir$url" ;; *) target="$(dirname "$file")/$url" ;; esac
    [ -f "$target" ] || { log "dist: ${file#"$dir"/} names $url, which is not in dist/"; bad=1; }
  done < <(
    find "$dir" -name '*.js' -print0 | xargs -0r grep -oHE \
      "(from|import)[[:space:]]*\(?[[:space:]]*['\"]\.{0,2}/[^'\"]+['\"]|new URL\([[:space:]]*['\"][^'\"]+['\"][[:space:]]*,[[:space:]]*import\.meta\.url" |
      sed -E "s/^([^:]+):[^'\"]*['\"]([^'\"]+)['\"].*/\1\t\2/"
    find "$dir" -name '*.html' -print0 | xargs -0r grep -oHE '(src|href)="[^"]*"' |
      sed -E 's/^([^:]+):[a-z]+="([^"]*)"/\1\t\2/'
  )
  [ "$bad" = 0 ]
}

# npm run lint needs ESLint from package-lock.json (a node_modules/ installed
# before ESLint was added has playwright-core only).
ensure_eslint() {
  if [ ! -x "$ROOT/node_modules/.bin/eslint" ]; then
    log "npm ci (ESLint and the other dev dependencies)"
    (cd "$ROOT" && npm ci --no-audit --no-fund --loglevel=error)
  fi
}
