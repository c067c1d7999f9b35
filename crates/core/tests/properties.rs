//! Property tests: on random trees and random reachable tic-tac-toe
//! positions, under every ordering and both alpha-beta variants, alpha-beta
//! agrees with minimax and minimax with independent reference searches, and
//! every trace is well formed (see `common::check_all` for the full list of
//! rules). The parsers' properties are in `parser_properties.rs`.

mod common;

use abviz_core::{
    ordered_moves, search, Algorithm, Event, Game, Ordering, Problem, Prune, Scoring,
    SearchOptions, TicTacToe, Timeline, Tree, TreeModel, Variant, NEVER,
};
use common::{
    check_all, path_to, position, reference_minimax, reference_minimax_at, rtree, tree_game, ttt,
};
use proptest::collection::vec;
use proptest::prelude::*;

// ---------------------------------------------------------------------------
// Strategies
// ---------------------------------------------------------------------------

fn scoring() -> impl Strategy<Value = Scoring> {
    prop_oneof![Just(Scoring::Wdl), Just(Scoring::Fast)]
}

fn options(ordering: Ordering, depth: Option<u32>) -> SearchOptions {
    SearchOptions {
        ordering,
        depth,
        variant: Variant::FailSoft,
        ..SearchOptions::default()
    }
}

/// Checks `Timeline::best` on `p` under `opts` (every variant): following it
/// from the root along minimax's timeline walks parent to child down to a
/// leaf, every value on the way equal to the root's; in every timeline each
/// node that returned chose the first child, of those that returned before
/// it, with the best value for its side; and the root's choice is the
/// search's best move, the same for minimax and fail-soft alpha-beta.
fn check_best(p: &Problem, root_is_max: bool, opts: &SearchOptions) {
    let (sm, mm) = p.trace(Algorithm::Minimax, opts).unwrap();
    let model = TreeModel::from_trace(&mm);
    let tm = model.timeline(&mm);
    let mut v = 0;
    loop {
        assert_eq!(tm.value[v], sm.value, "node {v} on the best path");
        if model.is_leaf(v) {
            assert_eq!(tm.best[v], NEVER, "leaf {v}");
            break;
        }
        let next = tm.best[v] as usize;
        assert_eq!(model.parent[next] as usize, v, "node {v}'s best {next}");
        v = next;
    }
    check_choices(&model, &tm, root_is_max);
    let root_move = |t: &Timeline| (t.best[0] != NEVER).then(|| model.mv[t.best[0] as usize]);
    assert_eq!(root_move(&tm), sm.best_move, "minimax's best move");
    for variant in common::VARIANTS {
        let o = SearchOptions { variant, ..*opts };
        let (sa, ab) = p.trace(Algorithm::AlphaBeta, &o).unwrap();
        let ta = model.timeline(&ab);
        check_choices(&model, &ta, root_is_max);
        assert_eq!(
            root_move(&ta),
            sa.best_move,
            "{variant:?}: alpha-beta's best move"
        );
        if variant == Variant::FailSoft {
            assert_eq!(
                ta.best[0], tm.best[0],
                "fail-soft chooses minimax's root child"
            );
        }
    }
}

/// Every node of `t` that returned chose the first of its returned children
/// with the largest value (MAX) or the smallest (MIN); other nodes chose none.
fn check_choices(model: &TreeModel, t: &Timeline, root_is_max: bool) {
    for v in 0..model.len() {
        let returned: Vec<usize> = (model.children_of(v).iter())
            .map(|&c| c as usize)
            .filter(|&c| t.exit[c] != NEVER && t.exit[c] < t.exit[v])
            .collect();
        let is_max = common::is_max(root_is_max, model.depth[v]);
        let values = returned.iter().map(|&c| t.value[c]);
        let best_value = if is_max {
            values.reduce(f64::max)
        } else {
            values.reduce(f64::min)
        };
        let want = match best_value {
            Some(b) if t.exit[v] != NEVER => {
                *returned.iter().find(|&&c| t.value[c] == b).unwrap() as u32
            }
            _ => NEVER,
        };
        assert_eq!(t.best[v], want, "node {v}'s best child");
    }
}

// ---------------------------------------------------------------------------
// Search properties
// ---------------------------------------------------------------------------

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// On random trees, under every ordering and both variants: minimax
    /// equals a reference minimax over the test's own tree type and one over
    /// the `Game` trait; alpha-beta returns the same value and best move; ids,
    /// windows, bounds, cut-offs and stats obey every trace rule.
    #[test]
    fn alphabeta_matches_minimax_and_traces_are_well_formed_on_random_trees(
        t in rtree(),
        root_is_max in any::<bool>(),
        seed in any::<u64>(),
    ) {
        let tree: Tree = t.render().parse().expect("rendered tree parses");
        let g = tree_game(tree, root_is_max);
        let want = t.minimax(root_is_max) as f64;
        let (value, nodes, leaves) = reference_minimax(&g, None);
        prop_assert_eq!(value, want);
        prop_assert_eq!((nodes, leaves), t.size());
        for ordering in common::all_orderings(seed) {
            check_all(&g, &options(ordering, None), want);
        }
        // CS188's rule, prune only when α > β, under one of the orderings.
        let ordering = common::all_orderings(seed)[(seed % 6) as usize];
        let gt = SearchOptions { prune: Prune::Gt, ..options(ordering, None) };
        check_all(&g, &gt, want);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// `Timeline::best` on random trees under every ordering: see [`check_best`].
    #[test]
    fn best_children_follow_the_principal_variation_on_random_trees(
        t in rtree(),
        root_is_max in any::<bool>(),
        seed in any::<u64>(),
    ) {
        let p = Problem::tree(&t.render(), root_is_max).unwrap();
        for ordering in common::all_orderings(seed) {
            check_best(&p, root_is_max, &options(ordering, None));
        }
    }

    /// The same on reachable positions, with and without a depth limit.
    #[test]
    fn best_children_follow_the_principal_variation_on_random_positions(
        board in position(3..=9),
        depth in proptest::option::of(1u32..=4),
        scoring in scoring(),
        seed in any::<u64>(),
    ) {
        let p = Problem::board(&board.to_string(), scoring).unwrap();
        for ordering in common::all_orderings(seed) {
            check_best(&p, true, &options(ordering, depth));
        }
    }

    /// The same on reachable tic-tac-toe positions (at least 3 moves in),
    /// against a solver written from the rules alone.
    #[test]
    fn alphabeta_matches_minimax_and_traces_are_well_formed_on_random_positions(
        board in position(3..=9),
        scoring in scoring(),
        seed in any::<u64>(),
    ) {
        let g = TicTacToe::new(board, scoring);
        let mut cells = ttt::cells(&board.to_string());
        let max = ttt::to_move(&cells);
        let r = ttt::solve(&mut cells, max, 0, scoring);
        let (value, nodes, leaves) = reference_minimax(&g, None);
        prop_assert_eq!((value, nodes, leaves), (r.value as f64, r.nodes, r.leaves));
        for ordering in common::all_orderings(seed) {
            check_all(&g, &options(ordering, None), r.value as f64);
            // Without a depth limit no leaf is a horizon leaf.
            let mut events = Vec::new();
            search(&g, Algorithm::AlphaBeta, &options(ordering, None), &mut events).unwrap();
            let horizon_leaf = events
                .iter()
                .any(|e| matches!(e, Event::Leaf { horizon: true, .. }));
            prop_assert!(!horizon_leaf, "horizon leaf without a depth limit");
        }
    }

    /// Depth-limited searches (1–4 plies) from random positions: alpha-beta
    /// equals minimax with the same limit (and a reference over the `Game`
    /// trait); no node lies below the limit; a leaf at the limit that is not
    /// a finished game is reported with `horizon: true` and scored by
    /// Nilsson's e(p) (lines open for MAX − lines open for MIN); finished
    /// games are reported with `horizon: false`, and under wdl a win is ±100.
    #[test]
    fn depth_limited_alphabeta_matches_minimax_and_marks_horizon_leaves(
        board in position(0..=6),
        depth in 1u32..=4,
        scoring in scoring(),
        seed in any::<u64>(),
        ordering_pick in 0usize..6,
    ) {
        let g = TicTacToe::new(board, scoring);
        let (want, _, _) = reference_minimax(&g, Some(depth));
        let ordering = common::all_orderings(seed)[ordering_pick];
        let opts = options(ordering, Some(depth));
        check_all(&g, &opts, want);

        let root_cells = ttt::cells(&board.to_string());
        let max = ttt::to_move(&root_cells);
        let min = if max == b'X' { b'O' } else { b'X' };
        for alg in [Algorithm::Minimax, Algorithm::AlphaBeta] {
            let mut events = Vec::new();
            search(&g, alg, &opts, &mut events).unwrap();
            let tree = common::check_trace(&events, true, alg == Algorithm::AlphaBeta);
            for (&id, n) in &tree {
                prop_assert!(n.depth <= depth, "node {} below the limit", id);
                let Some((value, horizon)) = n.leaf else { continue };
                let mut b = board;
                for m in path_to(&tree, id) {
                    b = b.play(m);
                }
                let cells = ttt::cells(&b.to_string());
                match ttt::winner(&cells) {
                    _ if !b.is_terminal() => {
                        prop_assert!(horizon, "{:?}: unfinished leaf {} not at horizon", alg, id);
                        prop_assert_eq!(n.depth, depth);
                        let e = ttt::open_lines(&cells, max) - ttt::open_lines(&cells, min);
                        prop_assert_eq!(value, e as f64, "e(p) of {}", b);
                    }
                    w => {
                        prop_assert!(!horizon, "{:?}: finished leaf {} marked horizon", alg, id);
                        if scoring == Scoring::Wdl {
                            let want = match w {
                                None => 0.0,
                                Some(w) if w == max => 100.0,
                                Some(_) => -100.0,
                            };
                            prop_assert_eq!(value, want, "finished {}", b);
                        }
                    }
                }
            }
        }
    }

    /// Each ordering puts a node's moves in its documented order: a
    /// permutation of the natural (ascending cell) order; reverse reverses it;
    /// a random order depends only on the seed; heuristic sorts by e(p) (wins
    /// first), best-first and worst-first by exact value, all best for the
    /// mover first (worst first for worst-first), ties in natural order.
    #[test]
    fn orderings_sort_board_moves_by_their_keys_with_ties_in_natural_order(
        board in position(3..=7),
        walk in vec(0usize..9, 0..4),
        seed in any::<u64>(),
        scoring in scoring(),
    ) {
        let g = TicTacToe::new(board, scoring);
        let max = ttt::to_move(&ttt::cells(&board.to_string()));
        let mut path: Vec<u32> = Vec::new();
        let mut pos = board;
        for step in 0..=walk.len() {
            if pos.is_terminal() {
                break;
            }
            let natural: Vec<u32> = pos.empty_cells().collect();
            let ply = path.len() as u32;
            let mover_is_max = ply % 2 == 0;
            for ordering in common::all_orderings(seed) {
                let order = ordered_moves(&g, &options(ordering, None), &path);
                let mut sorted = order.clone();
                sorted.sort_unstable();
                prop_assert_eq!(&sorted, &natural, "{} is not a permutation", ordering);
                // (goodness for the mover, move) must be sorted: goodness
                // non-increasing, equal goodness in ascending move order.
                let goodness = |m: u32| -> Option<i64> {
                    let child = pos.play(m);
                    let v = match ordering {
                        Ordering::Heuristic => {
                            let c = ttt::cells(&child.to_string());
                            match ttt::winner(&c) {
                                Some(w) if w == max => 1000,
                                Some(_) => -1000,
                                None if child.is_terminal() => 0,
                                None => {
                                    let min = if max == b'X' { b'O' } else { b'X' };
                                    (ttt::open_lines(&c, max) - ttt::open_lines(&c, min)) as i64
                                }
                            }
                        }
                        Ordering::BestFirst | Ordering::WorstFirst => {
                            reference_minimax_at(&g, &child, ply + 1, None).0 as i64
                        }
                        _ => return None,
                    };
                    let v = if mover_is_max { v } else { -v };
                    Some(if ordering == Ordering::WorstFirst { -v } else { v })
                };
                match ordering {
                    Ordering::Natural => prop_assert_eq!(&order, &natural),
                    Ordering::Reverse => {
                        let mut r = natural.clone();
                        r.reverse();
                        prop_assert_eq!(&order, &r);
                    }
                    Ordering::Random(_) => {
                        let again = ordered_moves(&g, &options(ordering, None), &path);
                        prop_assert_eq!(&order, &again, "random order not replayable");
                    }
                    _ => {
                        let keys: Vec<(i64, u32)> =
                            order.iter().map(|&m| (-goodness(m).unwrap(), m)).collect();
                        let mut want = keys.clone();
                        want.sort();
                        prop_assert_eq!(keys, want, "{} at {}", ordering, pos);
                    }
                }
            }
            if step == walk.len() {
                break;
            }
            let m = natural[walk[step] % natural.len()];
            path.push(m);
            pos = pos.play(m);
        }
    }

    /// A random ordering of a tree's children depends only on the seed and
    /// the node, so minimax and alpha-beta use the same order, and the
    /// orders `ordered_moves` reports are permutations.
    #[test]
    fn tree_orderings_are_permutations_and_replayable(
        t in rtree(),
        seed in any::<u64>(),
        root_is_max in any::<bool>(),
    ) {
        let tree: Tree = t.render().parse().unwrap();
        let g = tree_game(tree, root_is_max);
        let n = g.tree().child_count(g.root());
        for ordering in common::all_orderings(seed) {
            let order = ordered_moves(&g, &options(ordering, None), &[]);
            let mut sorted = order.clone();
            sorted.sort_unstable();
            prop_assert_eq!(sorted, (0..n).collect::<Vec<u32>>());
            prop_assert_eq!(&order, &ordered_moves(&g, &options(ordering, None), &[]));
        }
    }
}
