//! Every search entry point obeys its budget: it stops at the node limit
//! with an error naming it, stops when the caller's tick says so, and with
//! room to spare returns what the unbudgeted search returns.

use abviz_core::{
    count_positions, count_positions_within, search_within, solve, solve_within, Algorithm, Budget,
    Connect4, Enhancements, Error, NullSink, Problem, Scoring, SearchOptions, Size, StopReason,
    Stopped, Trace,
};
use proptest::prelude::*;

fn stopped(r: Result<impl std::fmt::Debug, Error>) -> Stopped {
    match r {
        Err(Error::Stopped(s)) => s,
        other => panic!("expected a stop, got {other:?}"),
    }
}

fn limited(max: u64) -> Budget<'static> {
    Budget::nodes(max)
}

fn c4(moves: &str) -> Connect4 {
    Connect4::parse(moves, None, Scoring::Fast).unwrap()
}

fn depth(d: u32) -> SearchOptions {
    SearchOptions {
        depth: Some(d),
        ..SearchOptions::default()
    }
}

/// Each way in: the tic-tac-toe kernel (untraced and traced), the reference
/// search, Star2 on a chance tree, the enhanced search, MTD(f), the solver,
/// the per-column solve and the position count.
#[test]
fn every_entry_point_stops_at_the_node_limit_and_says_so() {
    let empty = Problem::board(".........", Scoring::Wdl).unwrap();
    let o = SearchOptions::default();
    for alg in [Algorithm::Minimax, Algorithm::AlphaBeta] {
        let s = stopped(empty.search_within(alg, &o, &mut NullSink, &mut limited(1000)));
        assert_eq!(s.reason, StopReason::NodeLimit(1000));
        assert_eq!(s.nodes, 1000);
        let s = stopped(empty.traces_within(&[alg], &o, &mut limited(1000)));
        assert_eq!((s.reason, s.nodes), (StopReason::NodeLimit(1000), 1000));
        let mut events = Vec::new();
        let s = stopped(empty.search_within(alg, &o, &mut events, &mut limited(1000)));
        assert_eq!(s.nodes, 1000);
    }
    let s =
        stopped(empty.search_within(Algorithm::Minimax, &o, &mut NullSink, &mut limited(100_000)));
    assert_eq!(
        Error::Stopped(s).to_string(),
        "stopped after 100,000 nodes: the node limit is 100,000; choose a smaller depth, or raise the limit"
    );
    assert_eq!(Error::Stopped(s).code(), "search.NodeLimit");

    let chance =
        Problem::tree("[chance[[3,12],[2,4]], chance[[14,5],[1,2]], [7,8]]", true).unwrap();
    for alg in [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Star2] {
        let s = stopped(chance.search_within(alg, &o, &mut NullSink, &mut limited(5)));
        assert_eq!(
            (s.reason, s.nodes),
            (StopReason::NodeLimit(5), 5),
            "{alg:?}"
        );
    }

    let p = Problem::of(c4("4453"));
    let e: Enhancements = "id,tt,killer,history,pvs,aspiration".parse().unwrap();
    let enhanced = SearchOptions {
        enhance: e,
        ..depth(7)
    };
    let s = stopped(p.search_within(
        Algorithm::AlphaBeta,
        &enhanced,
        &mut NullSink,
        &mut limited(500),
    ));
    assert_eq!(s.nodes, 500);
    let mtdf = SearchOptions {
        enhance: "tt".parse().unwrap(),
        ..depth(7)
    };
    let s = stopped(p.search_within(Algorithm::Mtdf, &mtdf, &mut NullSink, &mut limited(500)));
    assert_eq!(s.nodes, 500);
    let mut trace = Trace::default();
    let s = stopped(p.search_within(Algorithm::Mtdf, &mtdf, &mut trace, &mut limited(500)));
    assert_eq!(s.nodes, 500);

    let g = c4("444443");
    assert_eq!(
        stopped(solve_within(&g, 1 << 16, &mut limited(10_000))).nodes,
        10_000
    );
    let s = stopped(g.solve_column_within(3, 1 << 16, &mut limited(10_000)));
    assert_eq!(s.nodes, 10_000);
    let s = stopped(count_positions_within(
        Size::default(),
        6,
        &mut limited(300),
    ));
    assert_eq!((s.reason, s.nodes), (StopReason::NodeLimit(300), 300));
    // The generic search itself, as a caller without `Problem` uses it.
    let s = stopped(search_within(
        &c4(""),
        Algorithm::AlphaBeta,
        &depth(6),
        &mut NullSink,
        &mut limited(99),
    ));
    assert_eq!(s.nodes, 99);
}

#[test]
fn a_tick_that_says_stop_stops_the_search_and_sees_the_counts() {
    let empty = Problem::board(".........", Scoring::Wdl).unwrap();
    for alg in [Algorithm::Minimax, Algorithm::AlphaBeta] {
        let mut seen = Vec::new();
        let mut tick = |n: u64| {
            seen.push(n);
            seen.len() < 3
        };
        let mut budget = Budget::default().with_tick(1 << 10, &mut tick);
        let s = stopped(empty.search_within(
            alg,
            &SearchOptions::default(),
            &mut NullSink,
            &mut budget,
        ));
        assert_eq!((s.reason, s.nodes), (StopReason::Cancelled, 3 << 10));
        assert_eq!(seen, [1 << 10, 2 << 10, 3 << 10]);
        assert_eq!(
            Error::Stopped(s).to_string(),
            "stopped after 3,072 nodes, as asked"
        );
    }
    // A tick that never stops changes nothing, and is called every 2^14 nodes.
    let mut calls = 0;
    let mut tick = |_| {
        calls += 1;
        true
    };
    let mut budget = Budget::default().with_tick(abviz_core::TICK_EVERY, &mut tick);
    let s = empty
        .search_within(
            Algorithm::Minimax,
            &SearchOptions::default(),
            &mut NullSink,
            &mut budget,
        )
        .unwrap();
    assert_eq!(s.nodes, 549_946);
    assert_eq!(calls, 549_946 / (1 << 14));
    // Searches under one budget share it.
    let mut budget = limited(600_000);
    let first = empty.search_within(
        Algorithm::Minimax,
        &SearchOptions::default(),
        &mut NullSink,
        &mut budget,
    );
    assert_eq!(first.unwrap().nodes, 549_946);
    assert_eq!(budget.spent(), 549_946);
    let s = stopped(empty.search_within(
        Algorithm::Minimax,
        &SearchOptions::default(),
        &mut NullSink,
        &mut budget,
    ));
    assert_eq!(s.nodes, 600_000);
    let mut cancel = |_| false;
    let mut budget = Budget::default().with_tick(1000, &mut cancel);
    let s = stopped(solve_within(&c4("444443"), 1 << 16, &mut budget));
    assert_eq!((s.reason, s.nodes), (StopReason::Cancelled, 1000));
}

/// The oracle's full-tree sizing (traced pruning searches' node ids,
/// minimax's trace room, `full_tree_size_within`) obeys the budget too: a
/// traced alpha-beta at depth 20 once sized its tree unbudgeted for 93 s.
#[test]
fn the_oracle_sizing_a_deep_tree_stops_at_the_limit_and_on_the_tick() {
    let p = Problem::of(c4("4453"));
    let deep = depth(20);
    let start = std::time::Instant::now();
    for algs in [
        &[Algorithm::AlphaBeta][..],
        &[Algorithm::Minimax, Algorithm::AlphaBeta],
    ] {
        let s = stopped(p.traces_within(algs, &deep, &mut limited(100_000)));
        assert_eq!(
            (s.reason, s.nodes),
            (StopReason::NodeLimit(100_000), 100_000)
        );
    }
    let mut trace = Trace::default();
    let mtdf = SearchOptions {
        enhance: "tt".parse().unwrap(),
        ..depth(20)
    };
    let s = stopped(p.search_within(Algorithm::Mtdf, &mtdf, &mut trace, &mut limited(50_000)));
    assert_eq!(s.reason, StopReason::NodeLimit(50_000));
    let s = stopped(p.full_tree_size_within(&deep, &mut limited(1000)));
    assert_eq!(s.nodes, 1000);
    // Best-first ordering asks the oracle even untraced.
    let best = SearchOptions {
        ordering: abviz_core::Ordering::BestFirst,
        ..depth(20)
    };
    let s = stopped(p.search_within(
        Algorithm::AlphaBeta,
        &best,
        &mut NullSink,
        &mut limited(1000),
    ));
    assert_eq!(s.reason, StopReason::NodeLimit(1000));
    let mut ticks = 0;
    let mut cancel = |_| {
        ticks += 1;
        ticks < 3
    };
    let mut budget = Budget::default().with_tick(1000, &mut cancel);
    let s = stopped(p.traces_within(&[Algorithm::AlphaBeta], &deep, &mut budget));
    assert_eq!((s.reason, s.nodes), (StopReason::Cancelled, 3000));
    assert!(start.elapsed().as_secs() < 20, "{:?}", start.elapsed());
    // A minimax trace of a tree over the limit stops before it starts, as
    // minimax itself would have stopped.
    let small = depth(4);
    let full = p.full_tree_size(&small);
    let s = stopped(p.traces_within(&[Algorithm::Minimax], &small, &mut limited(full - 1)));
    assert_eq!(s.nodes, full - 1);
    let (stats, _) = p
        .traces_within(&[Algorithm::Minimax], &small, &mut limited(full))
        .unwrap()
        .remove(0);
    assert_eq!(stats.nodes, full);
}

#[test]
fn room_to_spare_changes_nothing_in_the_solver_and_the_counts() {
    let g = Connect4::parse("", Some(Size::new(5, 4).unwrap()), Scoring::Fast).unwrap();
    let plain = solve(&g, 1 << 16).unwrap();
    let within = solve_within(&g, 1 << 16, &mut limited(plain.nodes)).unwrap();
    assert_eq!(within, plain);
    assert_eq!(
        count_positions_within(Size::new(5, 4).unwrap(), 6, &mut limited(1 << 20)).unwrap(),
        count_positions(Size::new(5, 4).unwrap(), 6)
    );
}

/// A small random tree in shorthand: leaves in −5..5, some chance nodes.
fn tree_text(seed: u64, depth: u32) -> String {
    let mut x = seed;
    let mut next = move |n: u64| {
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (x >> 33) % n
    };
    fn grow(d: u32, next: &mut dyn FnMut(u64) -> u64) -> String {
        if d == 0 || next(5) == 0 {
            return (next(10) as i64 - 5).to_string();
        }
        let kids: Vec<String> = (0..1 + next(3)).map(|_| grow(d - 1, next)).collect();
        let kind = if next(4) == 0 { "chance" } else { "" };
        format!("{kind}[{}]", kids.join(","))
    }
    grow(depth, &mut next)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    /// With a limit of exactly the nodes it needs, a search returns what it
    /// returns unbudgeted, event for event; one node less, and it stops there.
    #[test]
    fn a_limit_of_exactly_the_search_changes_nothing_and_one_less_stops_it(
        seed in any::<u64>(), d in 1u32..=5, alg in 0usize..3, cut in 0u32..3
    ) {
        let text = format!("[{}, {}]", tree_text(seed, d), tree_text(!seed, d));
        let p = Problem::tree(&text, true).unwrap();
        let alg = [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Star2][alg];
        let o = SearchOptions { depth: (cut > 0).then_some(d + 1 - cut.min(d)), ..SearchOptions::default() };
        let Ok(o) = p.prepare(&o) else { return Ok(()) };
        let mut plain = Vec::new();
        let free = p.search(alg, &o, &mut plain).unwrap();
        let mut within = Vec::new();
        let exact = p.search_within(alg, &o, &mut within, &mut limited(free.nodes)).unwrap();
        prop_assert_eq!(&exact, &free);
        prop_assert_eq!(within, plain);
        let s = stopped(p.search_within(alg, &o, &mut NullSink, &mut limited(free.nodes - 1)));
        prop_assert_eq!((s.reason, s.nodes), (StopReason::NodeLimit(free.nodes - 1), free.nodes - 1));
    }

    #[test]
    fn boards_and_enhanced_searches_within_their_exact_budget_are_unchanged(
        moves in "[1-7]{2,6}", d in 1u32..=5, bits in 0u8..8, alg in 0usize..3
    ) {
        let Ok(g) = Connect4::parse(&moves, None, Scoring::Fast) else { return Ok(()) };
        let p = Problem::of(g);
        let e = Enhancements { id: bits & 1 != 0, tt: bits & 2 != 0 || alg == 2, pvs: bits & 4 != 0, ..Enhancements::default() };
        let alg = [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Mtdf][alg];
        let o = SearchOptions { enhance: e, ..depth(d) };
        let free = p.search(alg, &o, &mut NullSink).unwrap();
        let exact = p.search_within(alg, &o, &mut NullSink, &mut limited(free.nodes)).unwrap();
        prop_assert_eq!(&exact, &free);
        if free.nodes > 1 {
            let s = stopped(p.search_within(alg, &o, &mut NullSink, &mut limited(free.nodes - 1)));
            prop_assert_eq!(s.nodes, free.nodes - 1);
        }
    }
}
