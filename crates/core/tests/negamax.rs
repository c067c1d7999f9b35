//! Negamax (Rich's MINIMAX-A-B) against alpha-beta, event by event: on
//! every textbook preset and on random trees, tic-tac-toe and Connect Four
//! positions, it enters the same nodes in the same order and cuts off at the
//! same nodes with the same children skipped; its values are alpha-beta's
//! times the side to move's sign, and its thresholds (USE, PASS) are
//! alpha-beta's window (α, β) mapped by side: MAX (β, α), MIN (−α, −β).
//! Games that are not two players taking turns are refused.

mod common;

use abviz_core::{
    find_preset, Algorithm, Connect4, Error, Event, NodeKind, OptionError, Problem, Prune, Scoring,
    SearchOptions, TicTacToe, Tree, Variant, PRESETS,
};
use common::{all_orderings, position, rtree, tree_game};
use proptest::prelude::*;

/// The side to move's sign: +1 for MAX, −1 for MIN.
fn sign(kind: NodeKind) -> f64 {
    if kind == NodeKind::Min {
        -1.0
    } else {
        1.0
    }
}

/// (USE, PASS) of a node with MAX-view window (α, β).
fn thresholds(kind: NodeKind, (alpha, beta): (f64, f64)) -> (f64, f64) {
    if kind == NodeKind::Min {
        (-alpha, -beta)
    } else {
        (beta, alpha)
    }
}

/// Runs both searches of `p` under `opts` and checks negamax's trace
/// against alpha-beta's event by event; returns how many events matched.
fn compare(p: &Problem, opts: &SearchOptions, ctx: &str) -> usize {
    let (mut ab, mut nm) = (vec![], vec![]);
    let sa = p.search(Algorithm::AlphaBeta, opts, &mut ab).unwrap();
    let sn = p.search(Algorithm::Negamax, opts, &mut nm).unwrap();
    assert_eq!(sa, sn, "{ctx}: the counts and the value differ");
    // The packed trace replays to the very same events.
    let (_, packed) = p.trace(Algorithm::Negamax, opts).unwrap();
    assert_eq!(
        packed.iter().collect::<Vec<_>>(),
        nm,
        "{ctx}: packed replay"
    );

    // The open path: (node, kind, MAX-view window) from the usual events.
    let mut open: Vec<(u32, NodeKind, (f64, f64))> = vec![];
    let mut k = 0; // index into alpha-beta's events
    for (i, e) in nm.iter().enumerate() {
        let at = format!("{ctx}: negamax event {i} {e:?}");
        match *e {
            Event::Thresholds {
                node,
                use_thresh,
                pass_thresh,
            } => {
                let &(id, kind, window) = open.last().expect("an open node");
                assert_eq!(node, id, "{at}: about the open node");
                let expected = thresholds(kind, window);
                assert_eq!((use_thresh, pass_thresh), expected, "{at}: (USE, PASS)");
                // Right after the node's Enter or a rise of its α/β.
                let before = &nm[i - 1];
                assert!(
                    matches!(before, Event::Enter { node: n, .. } | Event::Alpha { node: n, .. } | Event::Beta { node: n, .. } if *n == node),
                    "{at}: after {before:?}"
                );
            }
            Event::Negated { node, value } => {
                let &(id, kind, _) = open.last().expect("an open node");
                assert_eq!(node, id, "{at}: about the open node");
                let Event::Exit {
                    value: max_view, ..
                } = nm[i + 1]
                else {
                    panic!("{at}: Exit must follow");
                };
                assert_eq!(value, sign(kind) * max_view, "{at}: sign by side");
            }
            _ => {
                assert_eq!(ab.get(k), Some(e), "{at}: alpha-beta's event {k}");
                k += 1;
                match *e {
                    Event::Enter {
                        node,
                        kind,
                        alpha,
                        beta,
                        ..
                    } => {
                        open.push((node, kind, (alpha, beta)));
                        assert!(matches!(nm[i + 1], Event::Thresholds { .. }), "{at}");
                    }
                    Event::Alpha { value, .. } => {
                        open.last_mut().unwrap().2 .0 = value;
                        assert!(matches!(nm[i + 1], Event::Thresholds { .. }), "{at}");
                    }
                    Event::Beta { value, .. } => {
                        open.last_mut().unwrap().2 .1 = value;
                        assert!(matches!(nm[i + 1], Event::Thresholds { .. }), "{at}");
                    }
                    Event::Exit { .. } => {
                        assert!(matches!(nm[i - 1], Event::Negated { .. }), "{at}");
                        open.pop();
                    }
                    _ => {}
                }
            }
        }
    }
    assert_eq!(k, ab.len(), "{ctx}: negamax stopped early");
    k
}

/// Every way the pruning can be configured that negamax takes.
fn configs(base: &SearchOptions) -> Vec<SearchOptions> {
    let mut out = vec![];
    for variant in [Variant::FailSoft, Variant::FailHard] {
        for prune in [Prune::Ge, Prune::Gt] {
            out.push(SearchOptions {
                variant,
                prune,
                ..*base
            });
        }
    }
    out
}

#[test]
fn every_preset_is_alphabeta_event_by_event_or_refused() {
    let mut compared = vec![];
    for preset in PRESETS {
        let c = preset.config().unwrap();
        let p = preset.problem(&c).unwrap();
        let o = &c.options;
        let r = p.search(Algorithm::Negamax, o, &mut vec![]);
        if p.has_chance() || preset.name == "agents" {
            let e = r.expect_err(preset.name);
            assert!(
                matches!(e, Error::Option(OptionError::NegamaxNeeds(_))),
                "{e}"
            );
            continue;
        }
        if o.futility.is_some() || o.book || o.endgame.is_some() {
            assert!(
                r.is_err(),
                "{}: refuses what it does not apply",
                preset.name
            );
            continue;
        }
        for opts in configs(o) {
            compare(&p, &opts, preset.name);
        }
        compared.push(preset.name);
    }
    for name in [
        "aima",
        "rich-fig4",
        "rich-fig5",
        "nilsson-fig7",
        "wikipedia",
    ] {
        assert!(compared.contains(&name), "{name} was not compared");
    }
}

#[test]
fn rich_fig5_in_negamax_form() {
    // Rich, Fig. 5: after B's subtree A's PASS-THRESH is 3, passed down
    // (negated at each level) to I, where L is pruned; A is worth 5.
    let preset = find_preset("rich-fig5").unwrap();
    let c = preset.config().unwrap();
    let p = preset.problem(&c).unwrap();
    let mut nm = vec![];
    let s = p.search(Algorithm::Negamax, &c.options, &mut nm).unwrap();
    assert_eq!(s.value, 5.0);
    let root_pass = nm.iter().find_map(|e| match *e {
        Event::Thresholds {
            node: 0,
            pass_thresh,
            ..
        } if pass_thresh > f64::NEG_INFINITY => Some(pass_thresh),
        _ => None,
    });
    assert_eq!(root_pass, Some(3.0));
    // At each cut-off the node's last thresholds have PASS ≥ USE.
    let mut last = (0.0, 0.0);
    for e in &nm {
        match *e {
            Event::Thresholds {
                use_thresh,
                pass_thresh,
                ..
            } => last = (use_thresh, pass_thresh),
            Event::Cutoff { .. } => assert!(last.1 >= last.0, "{last:?}"),
            _ => {}
        }
    }
    // A MIN node's value is negated: C (MIN) returns −5 for MIN, 5 for MAX.
    let mins: Vec<(f64, f64)> = nm
        .windows(2)
        .filter_map(|w| match (w[0], w[1]) {
            (Event::Negated { value: a, .. }, Event::Exit { value: b, .. }) => Some((a, b)),
            _ => None,
        })
        .filter(|(a, b)| a != b)
        .collect();
    assert!(mins.iter().all(|(a, b)| *a == -*b) && !mins.is_empty());
}

#[test]
fn games_that_are_not_two_players_taking_turns_are_refused() {
    for name in ["chance", "agents", "dice", "expectimax"] {
        let preset = find_preset(name).unwrap();
        let c = preset.config().unwrap();
        let p = preset.problem(&c).unwrap();
        let e = p
            .search(Algorithm::Negamax, &c.options, &mut vec![])
            .unwrap_err();
        let text = e.to_string();
        assert!(
            text.starts_with("negamax needs two players"),
            "{name}: {text}"
        );
        assert!(!text.contains('\n'), "one line");
        assert_eq!(e.code(), "option.NegamaxNeeds");
    }
    // Three agents on a plain tree: MIN moves twice in a row.
    let tree = Tree::parse_any("[[[1,2],[3]],[[4]]]").unwrap();
    let g = abviz_core::TreeGame::new(
        tree,
        abviz_core::TreeSetup {
            root_is_max: true,
            agents: 3,
        },
    )
    .unwrap();
    let e = Problem::of(g)
        .search(Algorithm::Negamax, &SearchOptions::default(), &mut vec![])
        .unwrap_err();
    assert!(e.to_string().contains("several MIN agents"), "{e}");
}

#[test]
fn the_empty_board_and_a_connect_four_opening_match() {
    let p = Problem::of(TicTacToe::new(abviz_core::Board::EMPTY, Scoring::Wdl));
    let n = compare(&p, &SearchOptions::default(), "empty board");
    assert!(n > 50_000, "{n} events");
    let c4 = Connect4::parse("4453", None, Scoring::Wdl).unwrap();
    let opts = SearchOptions {
        depth: Some(4),
        ..SearchOptions::default()
    };
    compare(&Problem::of(c4), &opts, "connect four 4453");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn random_trees_match_alphabeta(t in rtree(), max in any::<bool>(), order in 0usize..6, seed in any::<u64>()) {
        let tree = Tree::parse_any(&t.render()).unwrap();
        let p = Problem::of(tree_game(tree, max));
        let base = SearchOptions { ordering: all_orderings(seed)[order], ..SearchOptions::default() };
        for opts in configs(&base) {
            compare(&p, &opts, &t.render());
        }
    }

    #[test]
    fn tictactoe_positions_match_alphabeta(b in position(2..=9), depth in 0u32..4, order in 0usize..6, seed in any::<u64>()) {
        let p = Problem::of(TicTacToe::new(b, Scoring::Wdl));
        let base = SearchOptions { ordering: all_orderings(seed)[order], depth: Some(depth), ..SearchOptions::default() };
        for opts in configs(&base) {
            compare(&p, &opts, &format!("{b:?} depth {depth}"));
        }
    }

    #[test]
    fn connect_four_positions_match_alphabeta(moves in proptest::collection::vec(1u32..=7, 0..12), depth in 1u32..4, order in 0usize..6, seed in any::<u64>()) {
        let text: String = moves.iter().map(|m| m.to_string()).collect();
        // A column played over its top is not a position: skip it.
        let Ok(g) = Connect4::parse(&text, None, Scoring::Wdl) else { return Ok(()); };
        let p = Problem::of(g);
        let base = SearchOptions { ordering: all_orderings(seed)[order], depth: Some(depth), ..SearchOptions::default() };
        for opts in configs(&base) {
            compare(&p, &opts, &format!("{text} depth {depth}"));
        }
    }
}
