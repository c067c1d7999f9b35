//! The Connect Four solver kernel (issue 21), natively, with criterion:
//! mean time per position on two held-out sets, one 8-stone position, and
//! the ladder of techniques (each switched off in turn) on the mid set.
//!
//! `cargo bench -p abviz-core --bench kernel`. The comparison with Pascal
//! Pons' solver (part8, part12) is `scripts/bench-connect4.sh`, which runs
//! both in one process tree, interleaved; this bench holds abviz's own
//! figures. Not run by `npm test` (no timed tests).
//!
//! # The positions
//! `benches/data/connect4-mid.txt` (20 positions, 20 to 24 stones) and
//! `connect4-end.txt` (30 positions, 26 to 32 stones), a column sequence
//! (1-based) and its `fast` score a line. Random play from the empty 7×6
//! board, seed [`SEED`], each move drawn uniformly from those that neither
//! make four nor let the other side make four at once (a game left with no
//! such move is played again), so no position is won or has a win in one.
//! Scores by the kernel, checked against Pons' part12 by the script.
//! `cargo bench -p abviz-core --bench kernel -- --write-positions` writes
//! both files again.

//!
//! # Figures (2 shared cores, loaded; scripts/bench-connect4.sh, 3 rounds)
//! Mean per position, each position's least time over the rounds:
//!
//! | set | abviz | part12 | part8 |
//! |---|---|---|---|
//! | mid (20–24 stones) | 207 µs, 2,232 nodes | 209 µs, 2,237 nodes | 1,123 µs, 28,537 nodes |
//! | end (26–32 stones) | 28.6 µs, 310 nodes | 25.9 µs, 310 nodes | 49.2 µs, 1,237 nodes |
//! | `53322761` | 1.06 s (0.49 s quiet), 4.05 M nodes | 1.02 s (0.49 s quiet), 4.17 M | 7.3 s, 182 M |
//! | `2221125751` | 58.9 ms, 567 k nodes | 59.2 ms, 568 k | 143 ms, 4.07 M |
//!
//! The empty board without the book: +1 in 1.85 billion nodes, about 270
//! s of CPU (the mirror-sharing table halves it; without it, more than 2.4
//! billion nodes and 350 s had not finished).

#[path = "common/positions.rs"]
mod positions;

use std::hint::black_box;
use std::path::PathBuf;
use std::time::Duration;

use abviz_core::search::SplitMix64;
use abviz_core::{parse_position_line, Budget, Connect4, Kernel, KernelOptions, Scoring, Size};
use criterion::{Criterion, SamplingMode};

/// The generator's seed.
const SEED: u64 = 0xab71_2c4f_0000_0021;
/// (file, positions, fewest stones, most stones).
const SETS: [(&str, usize, u32, u32); 2] = [("mid", 20, 20, 24), ("end", 30, 26, 32)];

fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("benches/data/connect4-{name}.txt"))
}

/// Writes both sets with the kernel's scores.
fn write_positions() {
    let mut rng = SplitMix64(SEED);
    let mut kernel = Kernel::new(KernelOptions::native());
    for (name, count, lo, hi) in SETS {
        let mut text = format!(
            "# abviz Connect Four kernel bench, {name} set: {count} positions on 7x6 with {lo} to {hi} stones,\n\
             # a column sequence (1-based) and its fast score (Pons' scale) a line. Random play, seed\n\
             # {SEED:#018x}, see crates/core/benches/kernel.rs; written by\n\
             #   cargo bench -p abviz-core --bench kernel -- --write-positions\n"
        );
        for seq in positions::generate(&mut rng, count, lo, hi) {
            let g = Connect4::parse(&seq, None, Scoring::Fast).unwrap();
            let s = kernel.solve(&g, &mut Budget::default()).unwrap();
            text.push_str(&format!("{seq} {}\n", s.score));
        }
        std::fs::write(data(name), text).unwrap();
        eprintln!("wrote {}", data(name).display());
    }
}

/// A set's positions and given scores.
fn read_set(name: &str) -> Vec<(Connect4, i32)> {
    let text = std::fs::read_to_string(data(name)).unwrap();
    (text.lines())
        .filter_map(|l| parse_position_line(l, Size::default()).unwrap())
        .map(|p| (p.game, p.expected.unwrap()))
        .collect()
}

/// Solves every position of `set` from a cleared table (clearing untimed
/// is not possible per iteration, so it is timed too: 40 MB of memset).
fn solve_set(kernel: &mut Kernel, set: &[(Connect4, i32)]) {
    for (g, want) in set {
        kernel.clear();
        let s = kernel.solve(black_box(g), &mut Budget::default()).unwrap();
        assert_eq!(s.score, *want);
    }
}

fn benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("kernel");
    group
        .sampling_mode(SamplingMode::Flat)
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5));
    // A table of 2^20 slots for the sets, so clearing it costs little.
    let small = KernelOptions {
        table_entries: 1 << 20,
        ..KernelOptions::native()
    };
    for (name, ..) in SETS {
        let set = read_set(name);
        let mut kernel = Kernel::new(small);
        group.bench_function(format!("{name}_set"), |b| {
            b.iter(|| solve_set(&mut kernel, &set))
        });
    }
    let mut kernel = Kernel::new(KernelOptions::native());
    let g = Connect4::parse("53322761", None, Scoring::Fast).unwrap();
    group.bench_function("53322761", |b| {
        b.iter(|| {
            kernel.clear();
            kernel.solve(&g, &mut Budget::default()).unwrap()
        })
    });
    // The ladder on the mid set: each technique off in turn.
    let set = read_set("mid");
    for (off, options) in [
        (
            "anticipate",
            KernelOptions {
                anticipate: false,
                ..small
            },
        ),
        (
            "threat_order",
            KernelOptions {
                threat_order: false,
                ..small
            },
        ),
        (
            "bisect",
            KernelOptions {
                bisect: false,
                ..small
            },
        ),
    ] {
        let mut kernel = Kernel::new(options);
        group.bench_function(format!("mid_set_without_{off}"), |b| {
            b.iter(|| solve_set(&mut kernel, &set))
        });
    }
    group.finish();
}

fn main() {
    if std::env::args().any(|a| a == "--write-positions") {
        write_positions();
        return;
    }
    let mut c = Criterion::default().configure_from_args();
    benches(&mut c);
    c.final_summary();
}
