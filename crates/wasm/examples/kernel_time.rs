//! The solver kernel timed natively through the page's own adapter
//! ([`abviz_wasm::Solver`], with the page's table size), on a positions
//! file: the native side of `scripts/kernel-wasm-bench.js`, which times the
//! same adapter compiled to wasm. Same file format, same two measures, same
//! output.
//!
//! `cargo run --release -p abviz-wasm --example kernel_time -- FILE [--no-book] [--repeat N] [--warm] [--rounds N]`
//!
//! - By default each position is timed alone, from a cleared table (the
//!   least of `--repeat` tries), and printed as `position score nodes µs`.
//! - `--rounds N`: the whole set solved pass after pass, each position
//!   from a cleared table, the clock read once a round of passes; the
//!   mean per position of the best of N rounds (the clear included). A
//!   browser's clock is too coarse for one position, so this is the
//!   measure the browser side takes.

use std::time::{Duration, Instant};

use abviz_core::Budget;
use abviz_wasm::{Solver, Switches};

/// How long both sides warm up before the clock starts: wasm's compiler
/// tiers hot code up only after it has run a while.
const WARM_UP: Duration = Duration::from_secs(1);
/// The least time a timed round of passes takes.
const ROUND: Duration = Duration::from_millis(5);

fn main() {
    // FILE, flags, and flags with a number after them.
    let (mut file, mut flags, mut repeat, mut rounds) = (None, vec![], 1u32, None);
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--repeat" | "--rounds" => {
                let Some(n) = args.next().and_then(|n| n.parse::<u32>().ok()) else {
                    eprintln!("kernel_time: {a} needs a number");
                    std::process::exit(2);
                };
                if a == "--repeat" {
                    repeat = n.max(1);
                } else {
                    rounds = Some(n.max(1));
                }
            }
            _ if a.starts_with("--") => flags.push(a),
            _ => file = Some(a),
        }
    }
    let Some(file) = file else {
        eprintln!("usage: kernel_time FILE [--no-book] [--repeat N] [--warm] [--rounds N]");
        std::process::exit(2);
    };
    let flag = |name: &str| flags.iter().any(|a| a == name);
    // Every technique on, or all but the book (bit 4).
    let switches = if flag("--no-book") {
        Switches(Switches::ALL.0 & !(1 << 4))
    } else {
        Switches::ALL
    };
    let text = match std::fs::read_to_string(&file) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("kernel_time: cannot read {file}: {e}");
            std::process::exit(1);
        }
    };
    let lines: Vec<&str> = (text.lines().map(str::trim))
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect();
    let positions: Vec<&str> = lines
        .iter()
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    let mut solver = Solver::new();
    // One pass: every position from a cleared table.
    let pass = |solver: &mut Solver| {
        for p in &positions {
            solver.forget();
            let _ = solver.solve_within("", p, switches, &mut Budget::default());
        }
    };
    // The table is allocated, and the set solved for a second, before the
    // clock starts (as on the wasm side, where V8 needs it).
    let (t0, mut passes) = (Instant::now(), 0u32);
    while t0.elapsed() < WARM_UP || passes == 0 {
        pass(&mut solver);
        passes += 1;
    }
    if let Some(rounds) = rounds {
        // Passes a round: enough for ROUND.
        let per_pass = t0.elapsed() / passes;
        let k = (ROUND.as_secs_f64() / per_pass.as_secs_f64().max(1e-9))
            .ceil()
            .max(1.0) as u32;
        let mut best = f64::INFINITY;
        for _ in 0..rounds {
            let t = Instant::now();
            for _ in 0..k {
                pass(&mut solver);
            }
            best =
                best.min(t.elapsed().as_secs_f64() * 1e6 / f64::from(k) / positions.len() as f64);
        }
        println!(
            "# rounds: {} positions, mean {best:.2} µs (best of {rounds} rounds of {k} passes, clear included); native",
            positions.len()
        );
        return;
    }
    solver.forget();
    let (mut total_us, mut total_nodes, mut wrong, mut count) = (0.0, 0.0, 0, 0);
    for line in lines {
        let mut words = line.split_whitespace();
        let moves = words.next().unwrap_or("");
        let given = words.next().and_then(|w| w.parse::<f64>().ok());
        let (mut best, mut got) = (f64::INFINITY, None);
        for _ in 0..repeat {
            if !flag("--warm") {
                solver.forget();
            }
            let t0 = Instant::now();
            let r = solver.solve_within("", moves, switches, &mut Budget::default());
            best = best.min(t0.elapsed().as_secs_f64() * 1e6);
            got = Some(r);
        }
        let r = match got {
            Some(Ok(r)) => r,
            Some(Err(e)) => {
                eprintln!("kernel_time: {moves}: {e}");
                std::process::exit(1);
            }
            None => unreachable!("repeat is at least 1"),
        };
        let score = r.score_js();
        let bad = given.is_some_and(|g| g != score);
        wrong += usize::from(bad);
        total_us += best;
        total_nodes += r.nodes as f64;
        count += 1;
        println!("{moves} {score} {} {}", r.nodes, best.round());
    }
    let n = f64::from(count.max(1));
    println!(
        "# {count} positions, mean {:.1} µs, mean {} nodes, {wrong} disagreeing; table {} bytes; native",
        total_us / n,
        (total_nodes / n).round(),
        solver.table_bytes()
    );
}
