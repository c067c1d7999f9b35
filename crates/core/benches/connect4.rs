//! Connect Four: the alpha-beta enhancement ladder and the exact solver on a
//! fixed set of positions, natively. `npm run bench` (scripts/bench.sh)
//! runs it, then bench/run.js runs the same ladder and solves through the
//! wasm build in Node and reports both.
//!
//! # The positions
//! `bench/connect4-positions.txt`, one column sequence (1-based) a line:
//! [`COUNT`] positions on 7×6, each of 20 to 30 stones (uniform), made by
//! random legal play from the empty board with the generator below (seed
//! [`SEED`]) that never ends the game and leaves no win in one: each move
//! is drawn uniformly from those that neither make four nor let the other
//! side make four at once, and a game left with no such move is thrown away
//! and played again (the stone count is kept). Play that only refuses
//! winning moves piles up open threats: 39 of 50 such positions let the side
//! to move win at once, which the solver sees without entering a node.
//! Positions are distinct. The file is committed so that JavaScript reads the very same
//! positions; this bench checks it against the generator on every run and
//! writes it again with `cargo bench -p abviz-core --bench connect4 --
//! --write-positions`.
//!
//! # What is measured
//! Each rung of [`LADDER`] (cumulative enhancements, natural order, `fast`
//! scoring, the default table of 65,536 slots) searches every position to
//! [`DEPTH`] plies: nodes and time per position, the time the least of
//! [`ROUNDS`] rounds. Every rung must find plain alpha-beta's value at
//! every position, else the bench fails. Then [`abviz_core::solve`] solves
//! every position exactly (no depth limit, a table of 2^20 slots as the CLI
//! and the page use), again the least time of [`ROUNDS`] rounds.
//!
//! `--quick` (the smoke run) takes the first [`QUICK_COUNT`] positions to
//! [`QUICK_DEPTH`] plies, one round.
//!
//! Progress goes to stderr; every figure goes as one JSON object to the file
//! named by `ABVIZ_C4_OUT` (scripts/bench.sh sets it), which also carries
//! the positions, depth and ladder so that bench/run.js repeats exactly
//! this run in wasm.

#[path = "common/positions.rs"]
mod positions;

use std::hint::black_box;
use std::path::PathBuf;
use std::time::Instant;

use abviz_core::search::SplitMix64;
use abviz_core::{
    solve, Algorithm, Connect4, Enhancements, NullSink, Problem, Scoring, SearchOptions,
    DEFAULT_TT_SIZE,
};
use serde_json::{json, Value};

/// The generator's seed.
const SEED: u64 = 0xab71_2c4f_0000_0011;
/// Positions in the set.
const COUNT: usize = 50;
/// Stones on the board, inclusive.
const STONES: (u32, u32) = (20, 30);
/// The ladder's depth limit (plies), and the number of timed rounds.
const DEPTH: u32 = 12;
const ROUNDS: usize = 3;
/// `--quick`: the first positions only, shallower, one round.
const QUICK_COUNT: usize = 5;
const QUICK_DEPTH: u32 = 8;
/// Table slots for the exact solves (the CLI's and the page's default).
const SOLVE_TT_SIZE: usize = 1 << 20;

/// The rungs: a name, the algorithm and its enhancements (each rung adds
/// to the one before; MTD(f) uses the table, so it starts from `+killer/history`).
const LADDER: [(&str, &str, &str); 7] = [
    ("alpha-beta", "alphabeta", ""),
    ("+order", "alphabeta", "order"),
    ("+tt", "alphabeta", "order,tt"),
    ("+id", "alphabeta", "order,tt,id"),
    ("+killer/history", "alphabeta", "order,tt,id,killer,history"),
    ("+pvs", "alphabeta", "order,tt,id,killer,history,pvs"),
    ("mtdf", "mtdf", "order,tt,id,killer,history"),
];

fn positions_file() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../bench/connect4-positions.txt")
}

/// The position set as column sequences (1-based digits); see the module docs.
fn generate() -> Vec<String> {
    positions::generate(&mut SplitMix64(SEED), COUNT, STONES.0, STONES.1)
}

fn file_text(positions: &[String]) -> String {
    let mut s = format!(
        concat!(
            "# Connect Four benchmark positions (npm run bench: crates/core/benches/connect4.rs, bench/connect4.js).\n",
            "# {} positions on 7x6, one column sequence (1-based, X first) a line. Each has {} to {} stones\n",
            "# (uniform), reached by random legal play from the empty board that never ends the game and\n",
            "# leaves no win in one: each move is drawn uniformly from those that neither make four nor let\n",
            "# the other side make four at once; a game left with no such move is played again. Distinct.\n",
            "# Generator: SplitMix64, seed {:#018x} (see the bench). Do not edit: regenerate with\n",
            "#   cargo bench -p abviz-core --bench connect4 -- --write-positions\n",
        ),
        COUNT, STONES.0, STONES.1, SEED
    );
    for p in positions {
        s.push_str(p);
        s.push('\n');
    }
    s
}

fn enhancements(list: &str) -> Enhancements {
    list.parse().unwrap()
}

fn algorithm(name: &str) -> Algorithm {
    match name {
        "alphabeta" => Algorithm::AlphaBeta,
        "mtdf" => Algorithm::Mtdf,
        _ => unreachable!("{name}"),
    }
}

fn ms(secs: f64) -> f64 {
    (secs * 1e6).round() / 1e3
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let quick = args.iter().any(|a| a == "--quick");
    let positions = generate();
    let path = positions_file();
    let text = file_text(&positions);
    if args.iter().any(|a| a == "--write-positions") {
        std::fs::write(&path, &text).unwrap_or_else(|e| panic!("write {}: {e}", path.display()));
        eprintln!("wrote {} positions to {}", positions.len(), path.display());
        return;
    }
    let on_disk = std::fs::read_to_string(&path).unwrap_or_default();
    if on_disk != text {
        eprintln!(
            "{} differs from what the generator makes: regenerate it with\n  cargo bench -p abviz-core --bench connect4 -- --write-positions",
            path.display()
        );
        std::process::exit(1);
    }

    let (count, mut depth, rounds) = if quick {
        (QUICK_COUNT, QUICK_DEPTH, 1)
    } else {
        (COUNT, DEPTH, ROUNDS)
    };
    // `--depth N` and `--tt-size N` override the ladder's depth and table
    // size, for trying others.
    let number = |flag: &str| {
        let i = args.iter().position(|a| a == flag)?;
        Some(
            args.get(i + 1)
                .and_then(|d| d.parse().ok())
                .unwrap_or_else(|| panic!("{flag} N")),
        )
    };
    if let Some(d) = number("--depth") {
        depth = d as u32;
    }
    let tt_size = number("--tt-size").unwrap_or(DEFAULT_TT_SIZE);
    let set = &positions[..count];
    let games: Vec<Problem> = set
        .iter()
        .map(|p| Problem::of(Connect4::parse(p, None, Scoring::Fast).unwrap()))
        .collect();
    let load = || {
        std::fs::read_to_string("/proc/loadavg")
            .ok()
            .and_then(|s| s.split(' ').next().and_then(|x| x.parse::<f64>().ok()))
    };
    let load_start = load();

    // Each round runs every rung, then the solves, so that a burst of other
    // work on the machine spoils one round of a few rungs, not every round of
    // one; each position keeps its least time. Nodes and values are the
    // same every round.
    let options: Vec<SearchOptions> = LADDER
        .iter()
        .map(|&(_, _, list)| SearchOptions {
            depth: Some(depth),
            enhance: enhancements(list),
            tt_size,
            ..SearchOptions::default()
        })
        .collect();
    let solvers: Vec<Connect4> = set
        .iter()
        .map(|p| Connect4::parse(p, None, Scoring::Fast).unwrap())
        .collect();
    let mut best = vec![vec![f64::INFINITY; count]; LADDER.len()];
    let mut nodes = vec![vec![0u64; count]; LADDER.len()];
    let mut values = vec![vec![0f64; count]; LADDER.len()];
    let mut tt_probes = vec![0u64; LADDER.len()];
    let mut solve_best = vec![f64::INFINITY; count];
    let mut solve_values = vec![0f64; count];
    let mut solve_nodes = vec![0u64; count];
    let (mut ladder_secs, mut solve_wall) = (0.0, 0.0);
    for round in 0..rounds {
        let t_ladder = Instant::now();
        for (k, &(name, alg, _)) in LADDER.iter().enumerate() {
            tt_probes[k] = 0;
            for (i, p) in games.iter().enumerate() {
                let t = Instant::now();
                let s = black_box(p)
                    .search(algorithm(alg), &options[k], &mut NullSink)
                    .unwrap_or_else(|e| panic!("{name} at {}: {e}", set[i]));
                best[k][i] = best[k][i].min(t.elapsed().as_secs_f64());
                nodes[k][i] = s.nodes;
                values[k][i] = s.value;
                tt_probes[k] += s.tt_probes;
                if s.value != values[0][i] {
                    eprintln!(
                        "connect4 bench: {name} finds {} at position {} ({}), plain alpha-beta {}",
                        s.value,
                        i + 1,
                        set[i],
                        values[0][i]
                    );
                    std::process::exit(1);
                }
            }
        }
        ladder_secs += t_ladder.elapsed().as_secs_f64();
        let t_solve = Instant::now();
        for (i, g) in solvers.iter().enumerate() {
            let t = Instant::now();
            let s = solve(black_box(g), SOLVE_TT_SIZE).unwrap();
            solve_best[i] = solve_best[i].min(t.elapsed().as_secs_f64());
            solve_values[i] = s.value;
            solve_nodes[i] = s.nodes;
        }
        solve_wall += t_solve.elapsed().as_secs_f64();
        eprintln!("  round {} of {rounds} done", round + 1);
    }
    let base_values = values[0].clone();
    let mut rungs: Vec<Value> = Vec::new();
    for (k, &(name, alg, list)) in LADDER.iter().enumerate() {
        let total_nodes: u64 = nodes[k].iter().sum();
        let total_secs: f64 = best[k].iter().sum();
        eprintln!(
            "  {name:<16} {total_nodes:>11} nodes  {:>9.1} ms  ({count} positions, depth {depth})",
            total_secs * 1e3,
        );
        rungs.push(json!({
            "name": name,
            "algorithm": alg,
            "enhance": list,
            "total_nodes": total_nodes,
            "mean_nodes": total_nodes as f64 / count as f64,
            "total_ms": ms(total_secs),
            "tt_probes": tt_probes[k],
            "nodes": nodes[k],
            "ms": best[k].iter().map(|&s| ms(s)).collect::<Vec<_>>(),
        }));
    }
    let solve_ms: Vec<f64> = solve_best.iter().map(|&s| ms(s)).collect();
    let solve_secs: f64 = solve_ms.iter().sum::<f64>() / 1e3;
    let max_ms = solve_ms.iter().cloned().fold(0.0, f64::max);
    eprintln!(
        "  solve: {count} positions in {:.2} s, {:.1} solved/s, slowest {max_ms} ms",
        solve_secs,
        count as f64 / solve_secs
    );

    let out = json!({
        "mode": if quick { "quick" } else { "full" },
        "positions_file": "bench/connect4-positions.txt",
        "seed": format!("{SEED:#018x}"),
        "positions": set,
        "depth": depth,
        "rounds": rounds,
        "tt_size": tt_size,
        "scoring": "fast",
        "order": "natural",
        "values": base_values,
        "ladder": rungs,
        "ladder_wall_ms": ms(ladder_secs),
        "solve": {
            "tt_size": SOLVE_TT_SIZE,
            "count": count,
            "total_ms": ms(solve_secs),
            "wall_ms": ms(solve_wall),
            "per_s": count as f64 / solve_secs,
            "max_ms": max_ms,
            "ms": solve_ms,
            "values": solve_values,
            "nodes": solve_nodes,
        },
        "load_start": load_start,
        "load_end": load(),
    });
    match std::env::var_os("ABVIZ_C4_OUT") {
        Some(p) => {
            let p = PathBuf::from(p);
            if let Some(dir) = p.parent() {
                std::fs::create_dir_all(dir).unwrap();
            }
            std::fs::write(&p, out.to_string() + "\n")
                .unwrap_or_else(|e| panic!("write ABVIZ_C4_OUT {}: {e}", p.display()));
        }
        None => println!("{out}"),
    }
}
