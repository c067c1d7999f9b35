//! CS188's Pacman, natively: the searches and the whole-game run that
//! issue 18 sets targets for. `npm run bench` (scripts/bench.sh) runs it;
//! bench/run.js reports the figures with the rest.
//!
//! # What is measured
//! - minimaxClassic at depth 4 (rounds), minimax and alpha-beta (strict
//!   pruning, Pacman's rule), each untraced and both traced together as
//!   the page and the CLI record them (`Problem::traces`).
//! - smallClassic at depth 3, alpha-beta, untraced and traced: the search
//!   behind the page's first frame (target: the frame under 1 s).
//! - [`GAMES`] games of trappedClassic at depth 3 against random ghosts
//!   (seed 1), alpha-beta (ghosts modelled as MIN) and expectimax (as
//!   chance nodes): the run the issue wants under 10 s natively.
//!
//! Each figure is the least time of [`ROUNDS`] rounds (`--quick`, the
//! smoke run: one round). The bench checks the facts it measures: 5,917
//! and 1,316 nodes, and no alpha-beta win on trappedClassic. Progress goes
//! to stderr; every figure goes as one JSON object to the file named by
//! `ABVIZ_PACMAN_OUT` (scripts/bench.sh sets it), and to stdout when unset.

use std::hint::black_box;
use std::time::Instant;

use abviz_core::play::{play_many, GhostMoves, PlaySetup, Tally};
use abviz_core::{
    Algorithm, Budget, Config, Eval, GhostModel, NullSink, Pacman, Problem, SearchOptions, Stats,
};
use serde_json::{json, Value};

/// Timed rounds per figure (least taken).
const ROUNDS: usize = 5;
/// Games in the trappedClassic run.
const GAMES: u32 = 200;
/// Pacman moves before a game is a timeout (the CLI's default).
const MAX_MOVES: u32 = 500;

/// The least time of `rounds` runs of `f`, in ms, and its last result.
fn least<T>(rounds: usize, mut f: impl FnMut() -> T) -> (f64, T) {
    let mut best = f64::INFINITY;
    let mut out = None;
    for _ in 0..rounds {
        let t = Instant::now();
        let r = black_box(f());
        best = best.min(t.elapsed().as_secs_f64() * 1e3);
        out = Some(r);
    }
    (round2(best), out.expect("at least one round"))
}

fn round2(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}

/// A Pacman problem and its options from `Config` pairs.
fn problem(board: &str, depth: &str) -> (Problem, SearchOptions) {
    let c = Config::from_strs([("game", "pacman"), ("depth", depth)]).unwrap();
    (
        Problem::from_config(Some(board), None, &c).unwrap(),
        c.options,
    )
}

/// One search, untraced: its time and numbers as JSON.
fn searched(name: &str, p: &Problem, o: &SearchOptions, alg: Algorithm, rounds: usize) -> Value {
    let (ms, s): (f64, Stats) = least(rounds, || p.search(alg, o, &mut NullSink).unwrap());
    eprintln!("  {name}: {} nodes, {ms} ms", s.nodes);
    json!({ "name": name, "algorithm": alg.name(), "nodes": s.nodes, "value": s.value, "ms": ms })
}

/// The searches of `algs` traced together (`Problem::traces`).
fn traced(p: &Problem, o: &SearchOptions, algs: &[Algorithm], rounds: usize) -> f64 {
    least(rounds, || p.traces(algs, o).unwrap()).0
}

/// The trappedClassic run: `GAMES` games, seed 1, ghosts really random.
fn trapped(alg: Algorithm, model: GhostModel, rounds: usize) -> Value {
    let c = Config::from_strs([("game", "pacman"), ("depth", "3")]).unwrap();
    let game = Pacman::parse("trappedClassic", model, Eval::Score).unwrap();
    let setup = PlaySetup {
        algorithm: alg,
        options: c.options,
        ghost_moves: GhostMoves::Random,
        max_moves: MAX_MOVES,
        seed: 1,
    };
    let (ms, (t, nodes)): (f64, (Tally, u64)) = least(rounds, || {
        let mut nodes = 0;
        let t = play_many(&game, &setup, GAMES, &mut Budget::default(), |_, g| {
            nodes += (g.turns.iter())
                .filter_map(|t| t.stats.as_ref().map(|s| s.nodes))
                .sum::<u64>();
        })
        .unwrap();
        (t, nodes)
    });
    let name = if model == GhostModel::Min {
        "alpha-beta (ghosts as MIN)"
    } else {
        "expectimax (ghosts as chance nodes)"
    };
    eprintln!(
        "  trappedClassic, {GAMES} games, {name}: {} wins, {ms} ms",
        t.wins
    );
    json!({
        "name": name, "algorithm": alg.name(), "ghosts": model.name(), "games": t.games,
        "wins": t.wins, "losses": t.losses, "timeouts": t.timeouts,
        "mean_score": round2(t.mean_score()), "nodes": nodes, "ms": ms,
    })
}

fn main() {
    // criterion-style arguments: only --quick is read; cargo bench passes --bench.
    let quick = std::env::args().any(|a| a == "--quick");
    if std::env::args().any(|a| a == "--list") {
        return;
    }
    let rounds = if quick { 1 } else { ROUNDS };
    let load = || {
        std::fs::read_to_string("/proc/loadavg")
            .ok()
            .and_then(|s| s.split(' ').next().map(str::to_owned))
    };
    let load_start = load();
    eprintln!("pacman bench: {rounds} round(s) a figure, least kept");

    let (mc, o4) = problem("minimaxClassic", "4");
    let mm = searched(
        "minimaxClassic depth 4, minimax",
        &mc,
        &o4,
        Algorithm::Minimax,
        rounds,
    );
    let ab = searched(
        "minimaxClassic depth 4, alpha-beta",
        &mc,
        &o4,
        Algorithm::AlphaBeta,
        rounds,
    );
    assert_eq!(
        (mm["nodes"].as_u64(), ab["nodes"].as_u64()),
        (Some(5917), Some(1316))
    );
    let mc_traced = traced(
        &mc,
        &o4,
        &[Algorithm::Minimax, Algorithm::AlphaBeta],
        rounds,
    );
    eprintln!("  minimaxClassic depth 4, both traced: {mc_traced} ms");

    let (sc, o3) = problem("smallClassic", "3");
    let small = searched(
        "smallClassic depth 3, alpha-beta",
        &sc,
        &o3,
        Algorithm::AlphaBeta,
        rounds,
    );
    let small_traced = traced(&sc, &o3, &[Algorithm::AlphaBeta], rounds);
    eprintln!("  smallClassic depth 3, alpha-beta traced: {small_traced} ms");

    let ab_run = trapped(Algorithm::AlphaBeta, GhostModel::Min, rounds);
    assert_eq!(
        ab_run["wins"],
        json!(0),
        "alpha-beta never wins trappedClassic"
    );
    let ex_run = trapped(Algorithm::Minimax, GhostModel::Random, rounds);

    let out = json!({
        "written": std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs()),
        "rounds": rounds,
        "load_start": load_start,
        "load_end": load(),
        "minimax_classic": { "depth": 4, "minimax": mm, "alphabeta": ab, "both_traced_ms": mc_traced },
        "small_classic": { "depth": 3, "alphabeta": small, "traced_ms": small_traced },
        "trapped_classic": { "depth": 3, "games": GAMES, "seed": 1, "alphabeta": ab_run, "expectimax": ex_run },
    });
    match std::env::var_os("ABVIZ_PACMAN_OUT") {
        Some(path) => {
            let path = std::path::PathBuf::from(path);
            if let Some(dir) = path.parent() {
                std::fs::create_dir_all(dir).unwrap_or_else(|e| {
                    panic!("create {} for ABVIZ_PACMAN_OUT: {e}", dir.display())
                });
            }
            std::fs::write(&path, format!("{out}\n"))
                .unwrap_or_else(|e| panic!("write ABVIZ_PACMAN_OUT {}: {e}", path.display()));
        }
        None => println!("{out}"),
    }
}
