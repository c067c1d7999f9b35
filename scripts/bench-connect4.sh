#!/usr/bin/env bash
# The Connect Four kernel against Pascal Pons' tutorial solver (issue 21),
# in one run on one machine. Not part of npm test.
#
# Builds the reference from its repository's tags part8 and part12 (g++ -O3,
# as its Makefile) into target/pons/, builds abviz in release, then times
# both on the held-out sets in crates/core/benches/data/ (mid: 20-24 stones,
# end: 26-32 stones), interleaving the two solvers set by set so that both
# see the same machine load. Each solver times each position itself and
# prints "position score nodes microseconds"; the table gives mean time and
# nodes per position and counts disagreements.
#
#   PONS_REPO   a clone (or bare git dir) of github.com/PascalPons/connect4;
#               cloned into target/pons/repo when unset
#   ROUNDS      interleaved rounds (default 3; the least mean counts)
#   EXTRA       extra single positions (default "53322761")
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$HOME/.cargo/bin:$PATH"
cd "$ROOT"
OUT="$ROOT/target/pons"
mkdir -p "$OUT"
REPO="${PONS_REPO:-$OUT/repo}"
if [ ! -e "$REPO" ]; then
  git clone -q https://github.com/PascalPons/connect4 "$REPO"
fi
for tag in part8 part12; do
  if [ ! -x "$OUT/$tag/c4solver" ]; then
    rm -rf "$OUT/$tag" && mkdir -p "$OUT/$tag"
    git --git-dir="$(git -C "$REPO" rev-parse --absolute-git-dir 2>/dev/null || echo "$REPO")" \
      archive "$tag" | tar -x -C "$OUT/$tag"
    # Every .cpp of the tag: part8 has only solver.cpp (its own main).
    (cd "$OUT/$tag" && g++ --std=c++11 -O3 -DNDEBUG -o c4solver ./*.cpp)
  fi
done
CARGO_INCREMENTAL=0 cargo build --release -q -p abviz-cli
ABVIZ="$ROOT/target/release/abviz"
DATA="$ROOT/crates/core/benches/data"
ROUNDS="${ROUNDS:-3}"
EXTRA="${EXTRA:-53322761}"

# mean_us FILE: mean microseconds and nodes of "pos score nodes us" lines.
mean() { awk 'NF>=4 {n++; t+=$NF; k+=$(NF-1)} END {printf "%.1f %.0f", t/n, k/n}' "$1"; }
# disagree FILE SET: positions whose score differs from the set's given one.
disagree() {
  awk 'NR==FNR {if (NF>=2) s[$1]=$2; next} NF>=4 && ($1 in s) && s[$1]!=$2 {d++} END {print d+0}' "$2" "$1"
}

printf '%-8s %-8s %12s %12s %10s %8s\n' set solver 'mean us' 'mean nodes' 'Mnodes/s' wrong
for set in mid end; do
  file="$DATA/connect4-$set.txt"
  for solver in abviz part12 part8; do : > "$OUT/$set-$solver.best"; done
  best_abviz=""; best_part12=""; best_part8=""
  for _ in $(seq "$ROUNDS"); do
    for solver in abviz part12 part8; do
      log="$OUT/$set-$solver.log"
      case $solver in
        abviz) "$ABVIZ" solve --positions "$file" --no-progress --per-line-only > "$log" ;;
        *) cut -d' ' -f1 "$file" | "$OUT/$solver/c4solver" > "$log" 2>/dev/null ;;
      esac
      m=$(mean "$log" | cut -d' ' -f1)
      prev=$(eval echo "\${best_$solver}")
      if [ -z "$prev" ] || awk "BEGIN{exit !($m < $prev)}"; then
        eval "best_$solver=$m"; cp "$log" "$OUT/$set-$solver.best"
      fi
    done
  done
  for solver in abviz part12 part8; do
    f="$OUT/$set-$solver.best"
    read -r us nodes < <(mean "$f")
    rate=$(awk "BEGIN{printf \"%.1f\", $nodes/$us}")
    printf '%-8s %-8s %12s %12s %10s %8s\n' "$set" "$solver" "$us" "$nodes" "$rate" "$(disagree "$f" "$file")"
  done
done
for p in $EXTRA; do
  for solver in abviz part12 part8; do
    case $solver in
      abviz) line=$(echo "$p" | "$ABVIZ" solve --positions - --no-progress --per-line-only) ;;
      *) line=$(echo "$p" | "$OUT/$solver/c4solver" 2>/dev/null) ;;
    esac
    printf '%-8s %-8s %s\n' "$p" "$solver" "$line"
  done
done
