//! Rich's futility cut-offs (`SearchOptions::futility`): on random trees
//! the root stays within the margin M of minimax, and so does the chosen
//! move's true value; only the root's children stop; M = 0 is alpha-beta
//! exactly. Hand tests rebuild Rich's Fig. 6 and pin what the rule must
//! not do (stop below the root's children, or hand the root a bound).
//! Run `cargo test -p abviz-core --test futility -- --ignored --nocapture`
//! for docs/teaching.md's table of nodes saved and error made.

mod common;

use abviz_core::{
    search, Algorithm, Config, Error, Event, Problem, Prune, RootMoves, SearchOptions, Stats,
    TreeGame, Variant,
};
use common::{rtree, tree_game, RTree, Rng};
use proptest::prelude::*;

fn run(g: &TreeGame, o: &SearchOptions) -> (Stats, Vec<Event>) {
    let mut events = Vec::new();
    let s = search(g, Algorithm::AlphaBeta, o, &mut events).expect("a tree searches");
    (s, events)
}

fn with(m: f64) -> SearchOptions {
    SearchOptions {
        futility: Some(m),
        ..SearchOptions::default()
    }
}

/// A uniform tree: every inner node has 3 or 4 children (`rng` picks),
/// leaves at `depth`, values 0..=`top`.
fn uniform(depth: u32, top: u64, rng: &mut Rng) -> RTree {
    if depth == 0 {
        return RTree::Leaf(rng.below(top + 1) as i32);
    }
    let n = 3 + rng.below(2);
    RTree::Node((0..n).map(|_| uniform(depth - 1, top, rng)).collect())
}

fn trees() -> impl Strategy<Value = RTree> {
    let uniform =
        (1u32..=5, any::<u64>()).prop_map(|(d, seed)| uniform(d, 20, &mut Rng::new(seed)));
    prop_oneof![rtree(), uniform]
}

fn margins() -> impl Strategy<Value = f64> {
    prop_oneof![
        Just(0.0),
        Just(0.5),
        Just(1.0),
        Just(2.0),
        Just(3.5),
        Just(7.0)
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// |futility − minimax| ≤ M, the chosen move's minimax value is within
    /// M of the best, every futility stop is at a child of the root with
    /// α + M ≥ β (> under gt) and children left, and the stats count them.
    #[test]
    fn futility_stays_within_its_margin_of_minimax(
        t in trees(),
        root_is_max in any::<bool>(),
        m in margins(),
        seed in any::<u64>(),
        hard in any::<bool>(),
        gt in any::<bool>(),
    ) {
        let g = tree_game(t.render().parse().expect("rendered tree parses"), root_is_max);
        let want = t.minimax(root_is_max) as f64;
        let ordering = common::all_orderings(seed)[(seed % 6) as usize];
        let o = SearchOptions {
            ordering,
            variant: if hard { Variant::FailHard } else { Variant::FailSoft },
            prune: if gt { Prune::Gt } else { Prune::Ge },
            futility: Some(m),
            ..SearchOptions::default()
        };
        let (s, events) = run(&g, &o);
        prop_assert!((s.value - want).abs() <= m, "value {} vs minimax {want}", s.value);
        if let (RTree::Node(kids), Some(mv)) = (&t, s.best_move) {
            let chosen = kids[mv as usize].minimax(!root_is_max) as f64;
            let lost = if root_is_max { want - chosen } else { chosen - want };
            prop_assert!(lost <= m, "move {mv} worth {chosen}, minimax {want}");
        }
        let mut depth: Vec<u32> = vec![];
        let (mut stops, mut skipped) = (0, 0);
        for e in &events {
            match *e {
                Event::Enter { depth: d, .. } => depth.push(d),
                Event::Exit { .. } => { depth.pop(); }
                Event::Futility { alpha, beta, margin, skipped: k, .. } => {
                    prop_assert_eq!(depth.last(), Some(&1), "a futility stop below the root's children");
                    prop_assert_eq!(margin, m);
                    let fired = if gt { alpha + m > beta } else { alpha + m >= beta };
                    prop_assert!(fired, "({}, {}) not within {}", alpha, beta, m);
                    prop_assert!(k > 0);
                    stops += 1;
                    skipped += k as u64;
                }
                _ => {}
            }
        }
        prop_assert_eq!((s.futility_cutoffs, s.futility_pruned_children), (stops, skipped));
        // M = 0: alpha-beta exactly, event for event.
        if m == 0.0 {
            let plain = run(&g, &SearchOptions { futility: None, ..o });
            prop_assert_eq!((s, events), plain);
        }
    }
}

/// Rich's Fig. 6: B is worth 3; after G, C can give at most 3.2, too little
/// more to matter with M = 0.5, so C's last child is never searched and
/// the root keeps B. (F comes before G so that G lowers C's bound.)
const FIG6: &str = "A[B[D=3,E=5],C[F=4,G=3.2,H=7]]";

#[test]
fn rich_fig_6_stops_c_after_g_and_keeps_b() {
    let g = tree_game(FIG6.parse().unwrap(), true);
    let (s, events) = run(&g, &with(0.5));
    // The root gets α back, not C's bound 3.2: B (move 0) stays.
    assert_eq!((s.value, s.best_move), (3.0, Some(0)));
    assert_eq!(
        (s.nodes, s.futility_cutoffs, s.futility_pruned_children),
        (7, 1, 1)
    );
    assert_eq!((s.cutoffs, s.pruned_children), (0, 0));
    let stop = Event::Futility {
        node: 4,
        alpha: 3.0,
        beta: 3.2,
        margin: 0.5,
        skipped: 1,
    };
    assert!(events.contains(&stop), "{events:?}");
    assert!(events.contains(&Event::Exit {
        node: 4,
        value: 3.0
    }));
    // Minimax takes C at 3.2: the error, 0.2, is within M.
    let (mm, _) = (search(
        &g,
        Algorithm::Minimax,
        &with(0.5),
        &mut abviz_core::NullSink,
    ))
    .map(|s| (s.value, s.best_move))
    .unwrap();
    assert_eq!(mm, 3.2);
    // Alpha-beta searches H; so does a margin smaller than 0.2.
    let (plain, _) = run(&g, &SearchOptions::default());
    assert_eq!(
        (plain.value, plain.best_move, plain.nodes),
        (3.2, Some(1), 8)
    );
    let (narrow, _) = run(&g, &with(0.1));
    assert_eq!(
        (narrow.value, narrow.nodes, narrow.futility_cutoffs),
        (3.2, 8, 0)
    );
    // A MIN root, mirrored: β comes back.
    let g = tree_game("[[-3,-5],[-4,-3.2,-7]]".parse().unwrap(), false);
    let (s, _) = run(&g, &with(0.5));
    assert_eq!(
        (s.value, s.best_move, s.futility_cutoffs),
        (-3.0, Some(0), 1)
    );
}

/// The packed trace keeps the stop: its margin (not a whole number, so in
/// the side table) in the record's word, α and β restored by replay.
#[test]
fn a_recorded_trace_replays_the_futility_stop() {
    let p = Problem::tree(FIG6, true).unwrap();
    let (s, trace) = p.trace(Algorithm::AlphaBeta, &with(0.5)).unwrap();
    let stop = trace
        .packed()
        .iter()
        .find(|e| e.kind() == abviz_core::trace::kind::FUTILITY);
    assert_eq!(
        stop.map(|e| (e.payload(), e.value(trace.reals()))),
        Some((1, 0.5))
    );
    let (_, direct) = run(&tree_game(FIG6.parse().unwrap(), true), &with(0.5));
    assert_eq!(trace.iter().collect::<Vec<_>>(), direct);
    assert_eq!(s.futility_cutoffs, 1);
}

/// Below the root's children the ordinary rule holds: X, a grandchild,
/// has α = 4.8 within 0.5 of its β = 5 but is searched on (and cut when
/// 100 comes back), so B is worth 5, not 4.8.
#[test]
fn nodes_below_the_roots_children_use_plain_alpha_beta() {
    let g = tree_game("[[5,[4.8,100,1]]]".parse().unwrap(), true);
    let (s, events) = run(&g, &with(0.5));
    let (plain, plain_events) = run(&g, &SearchOptions::default());
    assert_eq!(s.value, 5.0);
    assert_eq!((s, events), (plain, plain_events));
}

/// Futility does not promise fewer nodes than alpha-beta: C is given up at
/// 3.2, so the root's α stays 3 where alpha-beta's rose to 3.2, and D's
/// grandchild, searched with α = 3, cuts only at 0 instead of at once.
#[test]
fn futility_may_search_more_nodes_than_alpha_beta() {
    let g = tree_game("[[3],[3.2,5],[[[3.1,3.05,3.02,0]]]]".parse().unwrap(), true);
    let (s, _) = run(&g, &with(0.5));
    let (plain, _) = run(&g, &SearchOptions::default());
    assert_eq!((s.value, s.nodes), (3.0, 12));
    assert_eq!((plain.value, plain.nodes), (3.2, 10));
}

fn option_error(r: Result<impl std::fmt::Debug, Error>) -> String {
    r.expect_err("refused").to_string()
}

#[test]
fn futility_is_refused_where_it_has_no_meaning() {
    let only = |pairs: &[(&str, &str)]| option_error(Config::from_strs(pairs.iter().copied()));
    assert_eq!(
        only(&[("futility", "-1")]),
        "futility margin \"-1\" is not a number of 0 or more"
    );
    for bad in ["NaN", "inf", "x", "1e999"] {
        assert!(
            only(&[("futility", bad)]).starts_with("futility margin"),
            "{bad}"
        );
    }
    assert_eq!(
        only(&[("algorithm", "minimax"), ("futility", "1")]),
        "futility needs alphabeta (minimax never prunes)"
    );
    // `both` runs minimax as the reference and alpha-beta with futility.
    assert!(Config::from_strs([("futility", "1")]).is_ok());
    let chance = Problem::tree("chance[[1,2],[3,4]]", true).unwrap();
    assert_eq!(
        option_error(chance.search(Algorithm::AlphaBeta, &with(1.0), &mut abviz_core::NullSink)),
        "futility needs a game without chance nodes"
    );
    let c4 = Problem::from_config(
        Some("44"),
        None,
        &Config::from_strs([("game", "connect4")]).unwrap(),
    )
    .unwrap();
    let enhanced = SearchOptions {
        depth: Some(2),
        enhance: "order".parse().unwrap(),
        ..with(1.0)
    };
    assert_eq!(
        option_error(c4.search(Algorithm::AlphaBeta, &enhanced, &mut abviz_core::NullSink)),
        "futility needs alphabeta or minimax without --enhance (not mtdf)"
    );
    let only_root = SearchOptions {
        depth: Some(2),
        enhance: "order".parse().unwrap(),
        root_moves: RootMoves::Only(3),
        ..SearchOptions::default()
    };
    assert!(c4
        .search(Algorithm::AlphaBeta, &only_root, &mut abviz_core::NullSink)
        .is_err());
}

/// docs/teaching.md's figures: 1,000 uniform trees (branching 3–4, depth 4–6,
/// MAX root, natural order, seeds 1..=1000) with leaves 0..=20, whole or
/// in tenths (searched as 0..=200 with the margin ×10, the same search),
/// alpha-beta with each margin against plain alpha-beta.
#[test]
#[ignore]
fn measure_nodes_saved_and_error_on_random_trees() {
    for (leaves, scale) in [("whole numbers 0..20", 1), ("tenths 0.0..20.0", 10)] {
        println!("leaves {leaves}");
        println!("| margin M | nodes saved (mean) | root error mean | root error max | more nodes than α-β |");
        println!("|---|---|---|---|---|");
        for m in [0.5, 1.0, 2.0] {
            let (mut saved, mut err, mut worst, mut more) = (0.0, 0.0, 0.0f64, 0);
            let n = 1000;
            for seed in 1..=n {
                let mut rng = Rng::new(seed);
                let depth = 4 + rng.below(3) as u32;
                let t = uniform(depth, 20 * scale, &mut rng);
                let g = tree_game(t.render().parse().unwrap(), true);
                let (plain, _) = run(&g, &SearchOptions::default());
                let (f, _) = run(&g, &with(m * scale as f64));
                saved += 100.0 * (plain.nodes as f64 - f.nodes as f64) / plain.nodes as f64;
                let e = (plain.value - f.value).abs() / scale as f64;
                err += e;
                worst = worst.max(e);
                more += (f.nodes > plain.nodes) as u32;
            }
            let n = n as f64;
            println!(
                "| {m} | {:.1}% | {:.3} | {worst} | {more} of 1000 |",
                saved / n,
                err / n
            );
        }
    }
}
