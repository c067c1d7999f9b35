//! Size limits: trees up to MAX_TREE_DEPTH nesting and MAX_TREE_NODES nodes
//! are accepted and searched; at least depth 64 and 200,000 nodes must be.
//! (Refusals past the limits are in bad_input.rs.)

mod common;

use abviz_core::tree::{MAX_TREE_DEPTH, MAX_TREE_NODES};
use abviz_core::{Algorithm, NullSink, Problem, SearchOptions, Tree, TreeError, Variant};

fn chain(depth: usize, leaf: i32) -> String {
    format!("{}{leaf}{}", "[".repeat(depth), "]".repeat(depth))
}

#[test]
fn limits_are_at_least_depth_64_and_200000_nodes() {
    const { assert!(MAX_TREE_DEPTH >= 64 && MAX_TREE_NODES >= 200_000) };
    assert_eq!((MAX_TREE_DEPTH, MAX_TREE_NODES), (128, 1_000_000));
}

#[test]
fn flat_list_of_200000_leaves_is_accepted_and_searched() {
    let n = 200_000u64;
    let text = format!(
        "[{}]",
        (0..n)
            .map(|i| ((i * 7919) % 1001) as i64 - 500)
            .map(|v| v.to_string())
            .collect::<Vec<_>>()
            .join(",")
    );
    let t: Tree = text.parse().expect("200,000 leaves are accepted");
    assert_eq!(t.len() as u64, n + 1);
    assert_eq!(t.to_string(), text);
    for (root_is_max, want) in [(true, 500), (false, -500)] {
        let p = Problem::tree(&text, root_is_max).unwrap();
        for alg in [Algorithm::Minimax, Algorithm::AlphaBeta] {
            let s = p
                .search(alg, &SearchOptions::default(), &mut NullSink)
                .unwrap();
            // One level: the root's window never closes, so nothing is pruned.
            assert_eq!(
                (s.value, s.nodes, s.leaves, s.cutoffs),
                (want as f64, n + 1, n, 0),
                "{alg:?} root_is_max={root_is_max}"
            );
        }
        // Traced, the ids still line up.
        let (s, trace) = p
            .trace(Algorithm::AlphaBeta, &SearchOptions::default())
            .unwrap();
        assert_eq!(trace.len() as u64, 1 + 3 * n + 1 + count_alpha_beta(&trace));
        assert_eq!(s.nodes, n + 1);
    }
}

fn count_alpha_beta(trace: &abviz_core::Trace) -> u64 {
    trace
        .iter()
        .filter(|e| matches!(e.name(), "alpha" | "beta"))
        .count() as u64
}

#[test]
fn chains_nested_64_and_128_deep_are_accepted_and_searched() {
    for depth in [64usize, MAX_TREE_DEPTH] {
        let text = chain(depth, -9);
        let t: Tree = text
            .parse()
            .unwrap_or_else(|e| panic!("depth {depth}: {e}"));
        assert_eq!(t.len(), depth + 1);
        assert_eq!(t.to_string(), text);
        for variant in [Variant::FailSoft, Variant::FailHard] {
            let p = Problem::tree(&text, true).unwrap();
            let opts = SearchOptions {
                variant,
                ..SearchOptions::default()
            };
            for alg in [Algorithm::Minimax, Algorithm::AlphaBeta] {
                let (s, trace) = p.trace(alg, &opts).unwrap();
                assert_eq!(
                    (s.value, s.nodes, s.leaves, s.max_depth, s.best_move),
                    (-9.0, depth as u64 + 1, 1, depth as u32, Some(0))
                );
                let events: Vec<_> = trace.iter().collect();
                common::check_trace(&events, true, alg == Algorithm::AlphaBeta);
            }
        }
    }
    assert_eq!(
        chain(MAX_TREE_DEPTH + 1, 0).parse::<Tree>(),
        Err(TreeError::TooDeep {
            column: MAX_TREE_DEPTH + 1,
            limit: MAX_TREE_DEPTH
        })
    );
}

/// A binary "comb" 128 levels deep: at every level one leaf and one list.
#[test]
fn comb_128_levels_deep_with_both_variants_matches_minimax() {
    let mut text = String::from("0");
    for level in 0..MAX_TREE_DEPTH {
        let v = (level as i32 * 37) % 21 - 10;
        text = if level % 2 == 0 {
            format!("[{v},{text}]")
        } else {
            format!("[{text},{v}]")
        };
    }
    let t: Tree = text.parse().unwrap();
    assert_eq!(t.len(), 2 * MAX_TREE_DEPTH + 1);
    let p = Problem::tree(&text, false).unwrap();
    let mm = p
        .search(Algorithm::Minimax, &SearchOptions::default(), &mut NullSink)
        .unwrap();
    for ordering in common::all_orderings(3) {
        for variant in common::VARIANTS {
            let opts = SearchOptions {
                ordering,
                variant,
                ..SearchOptions::default()
            };
            let ab = p
                .search(Algorithm::AlphaBeta, &opts, &mut NullSink)
                .unwrap();
            assert_eq!(ab.value, mm.value, "{ordering} {variant:?}");
        }
    }
}

#[test]
fn exactly_one_million_nodes_is_accepted() {
    // 999,999 leaves and the root.
    let text = format!("[{}1]", "0,".repeat(MAX_TREE_NODES - 2));
    let t: Tree = text.parse().expect("1,000,000 nodes are accepted");
    assert_eq!(t.len(), MAX_TREE_NODES);
    let p = Problem::tree(&text, true).unwrap();
    let s = p
        .search(
            Algorithm::AlphaBeta,
            &SearchOptions::default(),
            &mut NullSink,
        )
        .unwrap();
    assert_eq!(
        (s.value, s.nodes, s.best_move),
        (1.0, MAX_TREE_NODES as u64, Some(999_998))
    );
}

/// The largest flat tree the limits allow, end to end as the page takes it:
/// parse, both searches traced, the model and both timelines. Slow in a
/// debug build, so run it in release and read the timings:
/// `cargo test --release -p abviz-core --test limits -- --ignored --nocapture`.
#[test]
#[ignore]
fn flat_tree_of_a_million_nodes_is_traced_and_laid_out() {
    use std::time::Instant;
    let n = MAX_TREE_NODES - 1;
    let leaves: Vec<String> = (0..n).map(|i| i.to_string()).collect();
    let text = format!("[{}]", leaves.join(","));
    let mut lap = Instant::now();
    let mut time = |what: &str| {
        eprintln!("{what:>28}: {:7.1} ms", lap.elapsed().as_secs_f64() * 1e3);
        lap = Instant::now();
    };
    let p = Problem::tree(&text, true).unwrap();
    time("parse");
    let o = SearchOptions::default();
    let mut traces = p
        .traces(&[Algorithm::Minimax, Algorithm::AlphaBeta], &o)
        .unwrap();
    time("both searches, traced");
    let (sa, ab) = traces.pop().unwrap();
    let (sm, mm) = traces.pop().unwrap();
    let model = abviz_core::TreeModel::from_trace(&mm);
    time("tree model");
    let tm = model.timeline(&mm);
    time("minimax timeline");
    let ta = model.timeline(&ab);
    time("alpha-beta timeline");

    let last = n as u32;
    assert_eq!(
        (sm.value, sm.nodes, sm.best_move),
        (last as f64 - 1.0, n as u64 + 1, Some(last - 1))
    );
    assert_eq!((sa.value, sa.nodes, sa.cutoffs), (sm.value, sm.nodes, 0));
    assert_eq!(
        (model.len(), model.slots, model.max_depth),
        (n + 1, last, 1)
    );
    assert_eq!(model.children_of(0).len(), n);
    // Every leaf raises α in turn, so the root's best child is the last.
    assert_eq!((tm.best[0], ta.best[0]), (last, last));
    assert_eq!(tm.exit[0] as usize, mm.len() - 1);
    assert_eq!(ab.len(), mm.len() + n);
}
