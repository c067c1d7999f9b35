//! The solver kernel timed natively through the page's own adapter
//! ([`abviz_wasm::Solver`], with the page's table size), on a positions
//! file: the native side of `scripts/kernel-wasm-bench.js`, which times the
//! same adapter compiled to wasm. Same file format, same output.
//!
//! `cargo run --release -p abviz-wasm --example kernel_time -- FILE [--no-book] [--repeat N] [--warm]`

use std::time::Instant;

use abviz_core::Budget;
use abviz_wasm::{Solver, Switches};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(file) = args.iter().find(|a| !a.starts_with("--")) else {
        eprintln!("usage: kernel_time FILE [--no-book] [--repeat N] [--warm]");
        std::process::exit(2);
    };
    let flag = |name: &str| args.iter().any(|a| a == name);
    let repeat = (args.iter().position(|a| a == "--repeat"))
        .and_then(|i| args.get(i + 1)?.parse::<u32>().ok())
        .unwrap_or(1)
        .max(1);
    // Every technique on, or all but the book (bit 4).
    let switches = if flag("--no-book") {
        Switches(Switches::ALL.0 & !(1 << 4))
    } else {
        Switches::ALL
    };
    let text = match std::fs::read_to_string(file) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("kernel_time: cannot read {file}: {e}");
            std::process::exit(1);
        }
    };
    let mut solver = Solver::new();
    // The table is allocated, and every position solved once, before the
    // clock starts (as the wasm side, which lets V8 tier its code up).
    let positions: Vec<&str> = (text.lines().map(str::trim))
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    for p in &positions {
        solver.forget();
        let _ = solver.solve_within("", p, switches, &mut Budget::default());
    }
    solver.forget();
    let (mut total_us, mut total_nodes, mut wrong, mut count) = (0.0, 0.0, 0, 0);
    for line in text.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
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
        let score = r.score.map_or(f64::NAN, f64::from);
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
