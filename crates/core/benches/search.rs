//! Native speed of the search and of the drawing data, on the whole
//! tic-tac-toe tree from the empty board (549,946 minimax nodes).
//!
//! `npm run bench` (scripts/bench.sh) runs this and reads criterion's
//! `target/criterion/<group>/<bench>/new/estimates.json`. The targets are
//! ratios within one run: recording a trace costs at most 2× an untraced
//! search. Runs are kept short (1 s warm-up, 3 s measurement, flat sampling)
//! so the whole bench takes well under a minute.

use std::hint::black_box;
use std::time::Duration;

use abviz_core::{
    full_tree_size, Algorithm, Connect4, NullSink, PackedEvent, Problem, Scoring, SearchOptions,
    Size, Trace, TreeModel,
};
use criterion::{criterion_group, Criterion, SamplingMode};

fn empty_board() -> Problem {
    Problem::board(".........", Scoring::Wdl).unwrap()
}

/// Each algorithm with tracing off (`NullSink`) and recorded by
/// `Problem::trace` (for minimax, the kernel writing packed events straight
/// into the trace); minimax also through the `Sink` interface into a
/// `Trace` reserved from [`full_tree_size`] (timed with it); both searches
/// recorded as the page and the CLI do (`Problem::traces`, one oracle).
/// `full_tree_size` alone is the oracle's cost, which alpha-beta's trace
/// pays for node ids.
fn search(c: &mut Criterion) {
    let p = empty_board();
    let o = SearchOptions::default();
    let mut g = c.benchmark_group("search");
    g.sampling_mode(SamplingMode::Flat);
    for alg in [Algorithm::Minimax, Algorithm::AlphaBeta] {
        let name = alg.name();
        g.bench_function(format!("{name}_untraced"), |b| {
            b.iter(|| p.search(black_box(alg), &o, &mut NullSink).unwrap())
        });
        g.bench_function(format!("{name}_traced"), |b| {
            b.iter(|| p.trace(black_box(alg), &o).unwrap())
        });
    }
    g.bench_function("minimax_traced_reserved", |b| {
        b.iter(|| {
            let n = full_tree_size(black_box(&p), &o) as usize;
            let mut t = Trace::with_capacity(3 * n);
            let s = p.search(Algorithm::Minimax, &o, &mut t).unwrap();
            (s, t)
        })
    });
    g.bench_function("both_traced", |b| {
        b.iter(|| p.traces(black_box(&[Algorithm::Minimax, Algorithm::AlphaBeta]), &o))
    });
    g.bench_function("full_tree_size", |b| {
        b.iter(|| full_tree_size(black_box(&p), &o))
    });
    g.finish();
}

/// The full-tree model from minimax's trace, and each algorithm's timeline.
fn layout(c: &mut Criterion) {
    let p = empty_board();
    let o = SearchOptions::default();
    let (_, mm) = p.trace(Algorithm::Minimax, &o).unwrap();
    let (_, ab) = p.trace(Algorithm::AlphaBeta, &o).unwrap();
    let model = TreeModel::from_trace(&mm);
    let mut g = c.benchmark_group("layout");
    g.sampling_mode(SamplingMode::Flat);
    g.bench_function("from_trace", |b| {
        b.iter(|| TreeModel::from_trace(black_box(&mm)))
    });
    g.bench_function("timeline_minimax", |b| {
        b.iter(|| model.timeline(black_box(&mm)))
    });
    g.bench_function("timeline_alphabeta", |b| {
        b.iter(|| model.timeline(black_box(&ab)))
    });
    g.bench_function("model_and_timelines", |b| {
        b.iter(|| {
            let m = TreeModel::from_trace(black_box(&mm));
            let t = (m.timeline(&mm), m.timeline(&ab));
            (m, t)
        })
    });
    g.finish();
}

/// Sizes that go with the timings, written as JSON to the file named by
/// `ABVIZ_BENCH_FACTS` (scripts/bench.sh sets it) for the report. Its folder
/// is made if need be: criterion's own folder does not exist before the
/// first run, and scripts/bench.sh clears old results first.
fn write_facts() {
    let Some(path) = std::env::var_os("ABVIZ_BENCH_FACTS") else {
        return;
    };
    let path = std::path::PathBuf::from(path);
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)
            .unwrap_or_else(|e| panic!("create {} for ABVIZ_BENCH_FACTS: {e}", dir.display()));
    }
    let p = empty_board();
    let o = SearchOptions::default();
    let (sm, mm) = p.trace(Algorithm::Minimax, &o).unwrap();
    let (sa, ab) = p.trace(Algorithm::AlphaBeta, &o).unwrap();
    let model = TreeModel::from_trace(&mm);
    let words = |v: &[u32]| v.len() * 4;
    let model_bytes = words(&model.parent)
        + words(&model.mv)
        + words(&model.depth)
        + words(&model.size)
        + words(&model.child_start)
        + words(&model.children)
        + model.x.len() * 4;
    let t = model.timeline(&ab);
    let timeline_bytes =
        words(&t.enter) + words(&t.exit) + words(&t.pruned) + t.value.len() * 4 + words(&t.best);
    let json = format!(
        concat!(
            "{{\"bytes_per_event\":{},\"minimax_nodes\":{},\"minimax_leaves\":{},",
            "\"minimax_events\":{},\"alphabeta_nodes\":{},\"alphabeta_events\":{},",
            "\"model_nodes\":{},\"model_slots\":{},\"model_bytes\":{},",
            "\"timeline_bytes_each\":{}}}\n"
        ),
        std::mem::size_of::<PackedEvent>(),
        sm.nodes,
        sm.leaves,
        mm.len(),
        sa.nodes,
        ab.len(),
        model.len(),
        model.slots,
        model_bytes,
        timeline_bytes,
    );
    std::fs::write(&path, json)
        .unwrap_or_else(|e| panic!("write ABVIZ_BENCH_FACTS {}: {e}", path.display()));
}

/// Iterations per MCTS search in the bench: criterion's time per search
/// divided by this is the time per iteration.
const MCTS_ITERATIONS: u32 = 1000;

/// Monte Carlo tree search, 1,000 iterations from the empty board of
/// tic-tac-toe and of Connect Four 7×6 (playouts to the end of the game),
/// untraced and with its events kept, as the page's trace keeps them.
fn mcts(c: &mut Criterion) {
    let mut o = SearchOptions::default();
    o.mcts.iterations = MCTS_ITERATIONS;
    let c4 = Problem::of(Connect4::empty(Size::default(), Scoring::Wdl));
    let mut g = c.benchmark_group("mcts");
    g.sampling_mode(SamplingMode::Flat);
    for (name, p) in [("tictactoe", empty_board()), ("connect4", c4)] {
        g.bench_function(format!("{name}_1000"), |b| {
            b.iter(|| {
                p.search(Algorithm::Mcts, black_box(&o), &mut NullSink)
                    .unwrap()
            })
        });
        g.bench_function(format!("{name}_1000_traced"), |b| {
            b.iter(|| {
                let mut events: Vec<abviz_core::Event> = Vec::new();
                p.search(Algorithm::Mcts, black_box(&o), &mut events)
                    .unwrap();
                events
            })
        });
    }
    g.finish();
}

fn config() -> Criterion {
    assert_eq!(std::mem::size_of::<PackedEvent>(), 8);
    Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .sample_size(20)
        .without_plots()
}

criterion_group! {
    name = benches;
    config = config();
    targets = search, layout, mcts
}
fn main() {
    write_facts();
    benches();
    Criterion::default().configure_from_args().final_summary();
}
