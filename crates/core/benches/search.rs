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
    Algorithm, NullSink, PackedEvent, Problem, Scoring, SearchOptions, Trace, TreeModel,
};
use criterion::{criterion_group, criterion_main, Criterion, SamplingMode};

fn empty_board() -> Problem {
    Problem::board(".........", Scoring::Wdl).unwrap()
}

/// Each algorithm with tracing off (`NullSink`), with the recorder as
/// `Problem::trace` uses it, and with the recorder's capacity reserved.
fn search(c: &mut Criterion) {
    let p = empty_board();
    let o = SearchOptions::default();
    let mut g = c.benchmark_group("search");
    g.sampling_mode(SamplingMode::Flat);
    for alg in [Algorithm::Minimax, Algorithm::AlphaBeta] {
        let name = alg.name();
        let events = p.trace(alg, &o).unwrap().1.len();
        g.bench_function(format!("{name}_untraced"), |b| {
            b.iter(|| p.search(black_box(alg), &o, &mut NullSink).unwrap())
        });
        g.bench_function(format!("{name}_traced"), |b| {
            b.iter(|| p.trace(black_box(alg), &o).unwrap())
        });
        g.bench_function(format!("{name}_traced_reserved"), |b| {
            b.iter(|| {
                let mut t = Trace::with_capacity(events);
                let s = p.search(black_box(alg), &o, &mut t).unwrap();
                (s, t)
            })
        });
    }
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

fn config() -> Criterion {
    assert_eq!(std::mem::size_of::<PackedEvent>(), 16);
    Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .sample_size(20)
        .without_plots()
}

criterion_group! {
    name = benches;
    config = config();
    targets = search, layout
}
criterion_main!(benches);
