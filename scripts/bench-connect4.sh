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
#   ROUNDS      interleaved rounds (default 3); each position counts its
#               least time over them, as the machine may be shared
#   EXTRA       extra single positions (default "53322761 2221125751")
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
EXTRA="${EXTRA:-53322761 2221125751}"

# abviz wipes its whole table before each position, as Pons' tool resets
# its own, so both start every position from equally cold caches;
# abviz-clear uses abviz's own clear, which empties only the slots the last
# position wrote and so leaves the caches warmer (faster, and the default).
SOLVERS="abviz abviz-clear part12 part8"
# run SOLVER FILE: "position score nodes microseconds" lines.
run() {
  case $1 in
    # --no-book: the kernel against part12's search (the tag has no book); the shipped
    # deep book would answer the 8-stone position before any search.
    abviz) "$ABVIZ" solve --positions "$2" --no-progress --no-book --wipe-table | grep -v '^#' ;;
    abviz-clear) "$ABVIZ" solve --positions "$2" --no-progress --no-book | grep -v '^#' ;;
    *) grep -v '^#' "$2" | cut -d' ' -f1 | "$OUT/$1/c4solver" 2>/dev/null ;;
  esac
}
# summary LOG SET: per position the least time over the rounds, then the
# mean time, mean nodes, node rate and disagreements with the set's scores.
summary() {
  awk 'NR==FNR {if ($1 !~ /^#/ && NF>=2) s[$1]=$2; next}
       NF>=4 {if (!($1 in t) || $4 < t[$1]) t[$1]=$4; k[$1]=$3; if (($1 in s) && s[$1]!=$2) bad[$1]=1}
       END {for (p in t) {n++; us+=t[p]; nodes+=k[p]}; w=0; for (p in bad) w++;
            printf "%12.1f %12.0f %10.1f %8d\n", us/n, nodes/n, nodes/us, w}' "$2" "$1"
}

echo "Rounds: $ROUNDS, interleaved; time per position is its least over the rounds."
printf '%-8s %-11s %12s %12s %10s %8s\n' set solver 'mean us' 'mean nodes' 'Mnodes/s' wrong
for set in mid end; do
  file="$DATA/connect4-$set.txt"
  for solver in $SOLVERS; do : > "$OUT/$set-$solver.log"; done
  for _ in $(seq "$ROUNDS"); do
    for solver in $SOLVERS; do run "$solver" "$file" >> "$OUT/$set-$solver.log"; done
  done
  for solver in $SOLVERS; do
    printf '%-8s %-11s %s\n' "$set" "$solver" "$(summary "$OUT/$set-$solver.log" "$file")"
  done
done
for p in $EXTRA; do
  echo "$p" > "$OUT/extra.txt"; echo "#" > "$OUT/none.txt"
  for solver in $SOLVERS; do : > "$OUT/extra-$solver.log"; done
  for _ in $(seq "$ROUNDS"); do
    for solver in $SOLVERS; do run "$solver" "$OUT/extra.txt" >> "$OUT/extra-$solver.log"; done
  done
  for solver in $SOLVERS; do
    printf '%-8s %-11s %s\n' "$p" "$solver" "$(summary "$OUT/extra-$solver.log" "$OUT/none.txt")"
  done
done
