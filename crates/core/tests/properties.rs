//! Property tests: on random trees and random reachable tic-tac-toe
//! positions, under every ordering and both alpha-beta variants, alpha-beta
//! agrees with minimax and minimax with independent reference searches, and
//! every trace is well formed (see `common::check_all` for the full list of
//! rules). Also: parser round trips and parser fuzzing.

mod common;

use abviz_core::{
    ordered_moves, parse_algorithms, parse_depth, parse_root, search, Algorithm, Board, Event,
    Game, Ordering, Problem, Prune, Scoring, SearchOptions, TicTacToe, Timeline, Tree, TreeModel,
    Variant, NEVER,
};
use common::{
    check_all, path_to, position, reference_minimax, reference_minimax_at, tree_game, ttt, RTree,
};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::select;

// ---------------------------------------------------------------------------
// Strategies
// ---------------------------------------------------------------------------

/// Leaves mostly in −5..5, so ties are common, sometimes anywhere in range.
fn leaf_value() -> impl Strategy<Value = i32> {
    prop_oneof![
        6 => -5i32..5,
        1 => -1_000_000_000i32..=1_000_000_000,
        1 => select(vec![-1_000_000_000, 1_000_000_000]),
    ]
}

/// Random shapes: depth 0–6, branching 1–5, leaves mixing small tied
/// values with extremes. Two sources: proptest's recursive strategy (small
/// trees that shrink well) and trees grown from a seed to an exact depth with
/// some early leaves and a node budget (deep, irregular trees).
fn rtree() -> impl Strategy<Value = RTree> {
    let small = leaf_value()
        .prop_map(RTree::Leaf)
        .prop_recursive(6, 200, 5, |inner| vec(inner, 1..=5).prop_map(RTree::Node));
    let grown = (0u32..=6, 1u32..=5, any::<u64>()).prop_map(|(depth, branching, seed)| {
        let mut rng = common::Rng::new(seed);
        let mut budget = 400i64;
        grow(depth, branching, true, &mut rng, &mut budget)
    });
    prop_oneof![small, grown]
}

/// A tree exactly `depth` deep along its first branch; elsewhere a node may
/// stop early as a leaf, and once `budget` nodes are used every new node is.
fn grow(depth: u32, branching: u32, spine: bool, rng: &mut common::Rng, budget: &mut i64) -> RTree {
    *budget -= 1;
    let early = !spine && (*budget <= 0 || rng.below(6) == 0);
    if depth == 0 || early {
        let v = match rng.below(8) {
            0 => rng.below(2_000_000_001) as i32 - 1_000_000_000,
            1 => [-1_000_000_000, 1_000_000_000][rng.below(2) as usize],
            _ => rng.below(10) as i32 - 5,
        };
        return RTree::Leaf(v);
    }
    let n = 1 + rng.below(branching as u64) as usize;
    let first = rng.below(n as u64) as usize;
    RTree::Node(
        (0..n)
            .map(|i| grow(depth - 1, branching, spine && i == first, rng, budget))
            .collect(),
    )
}

fn scoring() -> impl Strategy<Value = Scoring> {
    prop_oneof![Just(Scoring::Wdl), Just(Scoring::Fast)]
}

/// Characters that matter to the parsers, plus some that do not.
const FUZZ_CHARS: &[char] = &[
    '[', ']', ',', '-', '+', ' ', '0', '1', '5', '9', 'x', 'X', 'o', 'O', '.', '/', '_', 'é', '漢',
    '😀', '\t', '\n', '\r', '\u{2028}', '\u{85}', '\u{0}', '٣', '\u{301}', '"', '\\',
];

/// Tokens that build near-valid trees, including edge-of-range numbers.
const FUZZ_TOKENS: &[&str] = &[
    "[",
    "[",
    "]",
    "]",
    ",",
    ",",
    "0",
    "7",
    "-3",
    "+4",
    " ",
    "1000000000",
    "-1000000000",
    "1000000001",
    "-1000000001",
    "99999999999999999999",
    "1.5",
    "-",
    "x",
    "é",
    "\n",
    "[]",
    "random:",
    // Shorthand labels and JSON.
    ":",
    "=",
    "0.5:",
    "A",
    "max",
    "chance",
    "{\"kind\":\"chance\",\"children\":[",
    "{\"p\":",
    "}",
];

fn fuzz_text() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        vec(select(FUZZ_CHARS), 0..40).prop_map(|v| v.into_iter().collect()),
        vec(select(FUZZ_TOKENS), 0..30).prop_map(|v| v.concat()),
        // Any characters at all, controls included, up to a few thousand.
        "(?s).{0,3000}",
        // A few tokens around one long run of a short pattern: a huge leaf,
        // seed or option value that no message may echo whole.
        (
            vec(select(FUZZ_TOKENS), 0..4),
            vec(select(FUZZ_CHARS), 1..4),
            40usize..5000,
            vec(select(FUZZ_TOKENS), 0..4),
        )
            .prop_map(|(before, unit, n, after)| {
                let unit: String = unit.into_iter().collect();
                before.concat() + &unit.repeat(n) + &after.concat()
            }),
    ]
}

/// Most characters an error message may have, whatever the input.
const MESSAGE_LIMIT: usize = 300;

fn assert_one_line(msg: &str) {
    assert!(!msg.is_empty(), "empty error message");
    assert!(
        !msg.contains(['\n', '\r', '\u{0b}', '\u{0c}', '\u{85}', '\u{2028}', '\u{2029}']),
        "error message spans lines: {msg:?}"
    );
    assert!(
        msg.chars().count() <= MESSAGE_LIMIT,
        "error message of {} characters: {msg:?}",
        msg.chars().count()
    );
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

// ---------------------------------------------------------------------------
// Parsers
// ---------------------------------------------------------------------------

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// `Display` then parse gives the same board, and so do the other
    /// spellings of the notation: lower case, `-`/`_` for empty, no `/`,
    /// white space anywhere.
    #[test]
    fn board_display_then_parse_gives_the_same_board(
        board in position(0..=9),
        empties in vec(select(vec!['.', '-', '_']), 9),
        lower in vec(any::<bool>(), 9),
        slashes in any::<bool>(),
        spaces in vec(select(vec!["", "", " ", "\t", "\n"]), 10),
    ) {
        let text = board.to_string();
        prop_assert_eq!(text.len(), 11);
        prop_assert_eq!(text.parse::<Board>(), Ok(board));
        let mut alt = String::new();
        for cell in 0..9u32 {
            alt.push_str(spaces[cell as usize]);
            if slashes && cell > 0 && cell % 3 == 0 {
                alt.push('/');
            }
            let c = match board.get(cell) {
                Some(abviz_core::Mark::X) => 'X',
                Some(abviz_core::Mark::O) => 'O',
                None => empties[cell as usize],
            };
            alt.push(if lower[cell as usize] { c.to_ascii_lowercase() } else { c });
        }
        alt.push_str(spaces[9]);
        prop_assert_eq!(alt.parse::<Board>(), Ok(board), "{:?}", alt);
        // The side to move follows the counts.
        let (x, o) = board.counts();
        let want = if x == o { abviz_core::Mark::X } else { abviz_core::Mark::O };
        prop_assert_eq!(board.to_move(), want);
    }

    /// A tree written with any white space between tokens parses to the
    /// structure written, prints back without spaces, and the printed text
    /// parses to an equal tree.
    #[test]
    fn tree_parse_display_round_trip(
        t in rtree(),
        sep in select(vec!["", " ", "\t", " \n ", "\r\n"]),
    ) {
        let tree: Tree = t.render_spaced(sep).parse().expect("spaced tree parses");
        prop_assert_eq!(tree.to_string(), t.render());
        prop_assert_eq!(tree.len() as u64, t.size().0);
        prop_assert_eq!(tree.to_string().parse::<Tree>(), Ok(tree));
    }

    /// Parsers never panic on arbitrary text: each succeeds or returns an
    /// error whose message is one line of at most 300 characters, however
    /// long the input or what it holds; a tree that parses prints back to
    /// text that parses to an equal tree.
    #[test]
    fn parsers_never_panic_and_errors_are_one_short_line(s in fuzz_text()) {
        match s.parse::<Tree>() {
            Ok(t) => {
                let again: Tree = t.to_string().parse().expect("printed tree parses");
                prop_assert_eq!(&again, &t);
                prop_assert_eq!(again.to_string(), t.to_string());
            }
            Err(e) => assert_one_line(&e.to_string()),
        }
        match s.parse::<Board>() {
            Ok(b) => prop_assert_eq!(b.to_string().parse::<Board>(), Ok(b)),
            Err(e) => assert_one_line(&e.to_string()),
        }
        if let Err(e) = abviz_core::Problem::board(&s, Scoring::Wdl) {
            assert_one_line(&e.to_string());
        }
        if let Err(e) = abviz_core::Problem::tree(&s, false) {
            assert_one_line(&e.to_string());
        }
        if let Err(e) = s.parse::<Ordering>() {
            assert_one_line(&e.to_string());
        }
        if let Err(e) = s.parse::<Scoring>() {
            assert_one_line(&e.to_string());
        }
        if let Err(e) = s.parse::<Variant>() {
            assert_one_line(&e.to_string());
        }
        if let Err(e) = parse_depth(&s) {
            assert_one_line(&e.to_string());
        }
        if let Err(e) = parse_algorithms(&s) {
            assert_one_line(&e.to_string());
        }
        if let Err(e) = parse_root(&s) {
            assert_one_line(&e.to_string());
        }
        // The other tree forms (shorthand labels, JSON) and every option.
        for parsed in [Tree::parse_any(&s), Tree::from_json(&s)] {
            match parsed {
                Ok(t) => prop_assert_eq!(t.len() >= 1, true),
                Err(e) => assert_one_line(&e.to_string()),
            }
        }
        for name in [
            "algorithm", "order", "depth", "variant", "prune", "agents", "root", "bounds",
            "scoring",
        ] {
            if let Err(e) = abviz_core::Config::from_strs([(name, s.as_str())]) {
                assert_one_line(&e.to_string());
            }
        }
        if let Err(e) = abviz_core::Config::from_strs([(s.as_str(), "1")]) {
            assert_one_line(&e.to_string());
        }
    }

    /// `random:N` parses for every u64 and prints back the same.
    #[test]
    fn random_ordering_seed_round_trips(seed in any::<u64>()) {
        let o: Ordering = format!("random:{seed}").parse().unwrap();
        prop_assert_eq!(o, Ordering::Random(seed));
        prop_assert_eq!(o.to_string(), format!("random:{seed}"));
    }
}

/// Orderings print as the names they are parsed from.
#[test]
fn ordering_names_round_trip() {
    for name in [
        "natural",
        "reverse",
        "random:0",
        "heuristic",
        "best-first",
        "worst-first",
    ] {
        let o: Ordering = name.parse().unwrap();
        assert_eq!(o.to_string(), name);
    }
}

/// `Tree::uniform` builds the same tree the parser builds from its text.
#[test]
fn uniform_tree_equals_its_parsed_display() {
    for (b, d) in [(1, 0), (1, 5), (2, 3), (3, 2), (4, 3)] {
        let n = (b as i32).pow(d);
        let t = Tree::uniform(b, d, &mut (0..n).map(|i| i * 7 - 20));
        let parsed: Tree = t.to_string().parse().unwrap();
        assert_eq!(parsed, t, "b={b} d={d}");
    }
}
