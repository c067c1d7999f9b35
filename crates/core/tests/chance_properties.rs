//! Property tests over random trees with chance nodes, several MIN agents,
//! depth limits and both pruning rules: Star1 (`Algorithm::AlphaBeta`) and
//! Star2 return expectiminimax's value and best move, enter only nodes the
//! full search enters, and record well-formed traces (a node may be entered
//! more than once); `Prune::Gt` agrees with `Prune::Ge`. Trees are built by
//! the test, written out in shorthand and in JSON, and read back through
//! the engine's parsers, so the parsers and the printer are exercised too.
//!
//! Probabilities are multiples of 1/8 (or shared equally by outcomes
//! without one, which gives thirds); values are compared within 1e-9. Each
//! visit's value is checked against its node's exact value (inside the
//! window exact, at or past an edge a bound) only where Star1's arithmetic
//! is exact (probabilities 0 or powers of two); values and best moves are
//! checked on every tree, fail-hard and `Prune::Gt` included. The tests at
//! the end pin bugs found by these properties, now fixed. The trees and
//! their exact values come from `chance_trees/`; the parsers' own
//! properties are in `chance_parsers.rs`.

mod chance_trees;
mod common;

use std::collections::{BTreeSet, HashMap};

use abviz_core::{
    Algorithm, Event, NodeId, NodeKind, Ordering, Problem, Prune, SearchOptions, Stats, Tree,
    Variant,
};
use chance_trees::{case, cases, solve, value_range, Case};
use common::{check_bound, check_stats, check_trace_with, entered, Rules};
use proptest::prelude::*;
use proptest::strategy::ValueTree;

// ---------------------------------------------------------------------------
// Checks
// ---------------------------------------------------------------------------

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-9 * (1.0 + a.abs().max(b.abs()))
}

/// Runs `alg` on `p` with `options` through `common::run` (events through
/// a sink and through a packed trace must agree, and with stats untraced),
/// then checks the trace's rules and the stats against it.
fn traced(p: &Problem, alg: Algorithm, options: &SearchOptions) -> (Stats, Vec<Event>) {
    let Some(g) = p.game::<abviz_core::TreeGame>() else {
        unreachable!("trees only")
    };
    // `common::run` calls the search directly, so fill in what `Problem`
    // checks and adds (bounds).
    let options = p.prepare(options).expect("options fit the tree");
    let (stats, events) = common::run(g, alg, &options);
    check_trace_with(&events, &Rules::new(alg, &options, None));
    check_stats(&stats, &events);
    let direct = p.search(alg, &options, &mut abviz_core::NullSink).unwrap();
    assert_eq!(stats, direct, "{alg:?}: Problem::search vs search");
    (stats, events)
}

/// Cases left out of the checks: none since Star1 reads fail-hard edges as
/// bounds, re-searches an outcome whose bound decides nothing, and cuts a
/// window that excludes [L, U] before its first outcome (the regression
/// tests at the end keep each fixed).
fn buggy(_c: &Case, _prune: Prune) -> bool {
    false
}

/// All the checks on one case; returns (Ge, Gt) stats of alpha-beta and
/// Star2 for the comparisons of pruning rules.
fn check_case(c: &Case) -> HashMap<(Algorithm, &'static str), Stats> {
    let text = c.text(false);
    let p = c.problem(false);
    // JSON and shorthand give the same tree; the printer writes our
    // canonical shorthand, which reads back to the same tree.
    let t = Tree::parse_any(&text).unwrap();
    let from_json = Tree::parse_any(&c.text(true)).unwrap();
    assert_eq!(t, from_json, "{text} vs its JSON");
    assert_eq!(t.to_string(), text, "the printer's form");
    assert_eq!(t.len(), c.tree.len());
    assert_eq!(p.has_chance(), c.tree.has_chance());

    let mut solved = vec![];
    solve(&c.tree, c.setup, c.options.depth, 0, &mut solved);
    let prepared = p.prepare(&c.options).unwrap();
    assert_eq!(
        prepared.bounds,
        c.options
            .bounds
            .or(c.tree.has_chance().then(|| value_range(&solved))),
        "default bounds are the range of scored values"
    );

    // Expectiminimax against the test's own solution, node by node.
    let (mm, mm_events) = traced(&p, Algorithm::Minimax, &c.options);
    let mm_nodes = check_trace_with(
        &mm_events,
        &Rules::new(Algorithm::Minimax, &c.options, None),
    );
    assert_eq!(
        mm.nodes as usize,
        solved.len(),
        "{text}: minimax enters every node once"
    );
    for (&id, n) in &mm_nodes {
        let s = &solved[id as usize];
        assert!(
            close(n.exit, s.value),
            "{text}: node {id} = {} ≠ {}",
            n.exit,
            s.value
        );
        assert_eq!((n.kind, n.depth), (s.kind, s.depth), "{text}: node {id}");
        assert_eq!(n.leaf.is_some(), s.scored, "{text}: node {id} scored");
        let kids: Vec<usize> = n.children.iter().map(|&k| k as usize).collect();
        assert_eq!(kids, s.kids, "{text}: children of {id}");
    }
    assert!(
        close(mm.value, solved[0].value),
        "{text}: {} ≠ {}",
        mm.value,
        solved[0].value
    );
    // The best move is the first root child in search order with the
    // root's value (none at a chance or scored root).
    let root = &mm_nodes[&0];
    let want = (root.kind != NodeKind::Chance && root.leaf.is_none())
        .then(|| root.children.iter().find(|c| mm_nodes[c].exit == mm.value))
        .flatten()
        .map(|c| mm_nodes[c].mv);
    assert_eq!(mm.best_move, want, "{text}: minimax best move");
    if let Some(m) = mm.best_move {
        let best = solved[0].kids[m as usize];
        assert!(
            close(solved[best].value, solved[0].value),
            "{text}: best move {m}"
        );
    }

    let all: BTreeSet<NodeId> = entered(&mm_events);
    let mut out = HashMap::new();
    for alg in [Algorithm::AlphaBeta, Algorithm::Star2] {
        for prune in [Prune::Ge, Prune::Gt] {
            if buggy(c, prune) {
                continue;
            }
            let options = SearchOptions { prune, ..c.options };
            let ctx = format!("{text} {alg:?} {prune:?} {:?}", options.variant);
            let (s, events) = traced(&p, alg, &options);
            assert!(
                close(s.value, mm.value),
                "{ctx}: {} ≠ {}",
                s.value,
                mm.value
            );
            if c.exact || s.best_move.is_none() || mm.best_move.is_none() {
                assert_eq!(s.best_move, mm.best_move, "{ctx}: best move");
            } else if s.best_move != mm.best_move {
                // Probabilities such as 7/24 are inexact, so two root
                // children of the same exact value (2 and 1.9999999999999996)
                // tie up to rounding; either may be found first. Both must
                // then hold the root's value.
                for m in [s.best_move, mm.best_move].into_iter().flatten() {
                    let child = solved[0].kids[m as usize];
                    assert!(
                        close(solved[child].value, solved[0].value),
                        "{ctx}: best move {m} is worth {}, not {}",
                        solved[child].value,
                        solved[0].value
                    );
                }
            }
            let seen = entered(&events);
            assert!(
                seen.is_subset(&all),
                "{ctx}: enters {:?}",
                seen.difference(&all)
            );
            if alg == Algorithm::AlphaBeta {
                assert_eq!(s.probes, 0, "{ctx}: Star1 probes");
                // Star1 re-searches an outcome only after a fail-hard
                // edge under gt or a rounding slip; otherwise it never
                // makes more visits than minimax.
                if !(c.options.variant == Variant::FailHard && prune == Prune::Gt) && c.exact {
                    assert!(
                        s.nodes <= mm.nodes,
                        "{ctx}: {} nodes > minimax's {}",
                        s.nodes,
                        mm.nodes
                    );
                }
            }
            // Every visit's value against the exact value of its node,
            // when the arithmetic is exact: with probabilities such as 1/3
            // Star1 can misread a child at a rounded window edge and return
            // a value that is not a valid bound (see the ignored
            // `star1_returns_a_valid_bound_...` below).
            if !c.exact {
                out.insert((alg, prune.name()), s);
                continue;
            }
            let prepared = p.prepare(&options).unwrap();
            let nodes = check_trace_with(&events, &Rules::new(alg, &prepared, None));
            for (&id, n) in &nodes {
                if n.probe {
                    continue; // a probe's value bounds its first child
                }
                if n.dominated {
                    // Entered with α ≥ U or β ≤ L: Star1 does not cut such a
                    // chance node at once, and what it returns need not be a
                    // valid bound (see `star1_cuts_a_chance_node_...`).
                    continue;
                }
                assert_eq!(n.kind, mm_nodes[&id].kind, "{ctx}: kind of {id}");
                check_bound(&ctx, id, n, solved[id as usize].value, &prepared);
            }
            out.insert((alg, prune.name()), s);
        }
    }
    out
}

// ---------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(512)))]

    /// Star1 and Star2 (both pruning rules, the case's variant, depth limit
    /// and bounds) return expectiminimax's value and best move, enter a
    /// subset of its nodes, and obey every trace rule; expectiminimax
    /// itself matches the test's own solution node by node.
    #[test]
    fn star1_and_star2_match_expectiminimax_on_random_chance_trees(c in case(false)) {
        let stats = check_case(&c);
        // The two pruning rules agree on the value, and α > β never enters
        // fewer nodes than α ≥ β here either (see also the slower
        // `explore_gt_against_ge_with_chance_nodes`).
        for alg in [Algorithm::AlphaBeta, Algorithm::Star2] {
            let (Some(ge), Some(gt)) = (stats.get(&(alg, "ge")), stats.get(&(alg, "gt"))) else {
                continue;
            };
            prop_assert!(close(ge.value, gt.value), "{:?}: {} vs {}", alg, ge.value, gt.value);
            prop_assert!(gt.nodes >= ge.nodes, "{:?}: gt {} < ge {}", alg, gt.nodes, ge.nodes);
        }
    }

    /// Without chance nodes alpha-beta under α > β never enters fewer nodes
    /// than under α ≥ β, nor evaluates fewer leaves, with any number of
    /// agents.
    #[test]
    fn gt_never_visits_fewer_nodes_than_ge_without_chance_nodes(c in case(true)) {
        let stats = check_case(&c);
        let (ge, gt) = (stats[&(Algorithm::AlphaBeta, "ge")].clone(), stats[&(Algorithm::AlphaBeta, "gt")].clone());
        prop_assert_eq!(ge.value, gt.value);
        prop_assert!(gt.nodes >= ge.nodes, "{}: gt {} < ge {}", c.text(false), gt.nodes, ge.nodes);
        prop_assert!(gt.leaves >= ge.leaves, "{}: gt {} < ge {}", c.text(false), gt.leaves, ge.leaves);
        prop_assert_eq!(&stats[&(Algorithm::Star2, "ge")], &ge, "Star2 is alpha-beta without chance nodes");
    }

    /// Other orderings: the values and best moves still agree (node ids are
    /// preorder in the search order, so the test's own ids do not apply).
    #[test]
    fn orderings_keep_star_values_and_best_moves(
        c in case(false),
        which in 0usize..5,
        seed in any::<u64>(),
    ) {
        let ordering = [
            Ordering::Reverse, Ordering::Random(seed), Ordering::Heuristic,
            Ordering::BestFirst, Ordering::WorstFirst,
        ][which];
        let mut options = SearchOptions { ordering, ..c.options };
        if buggy(&c, options.prune) {
            options.prune = Prune::Ge;
        }
        let p = c.problem(which % 2 == 0);
        let (mm, mm_events) = traced(&p, Algorithm::Minimax, &options);
        let all = entered(&mm_events);
        for alg in [Algorithm::AlphaBeta, Algorithm::Star2] {
            let (s, events) = traced(&p, alg, &options);
            prop_assert!(close(s.value, mm.value), "{:?}: {} ≠ {}", alg, s.value, mm.value);
            // A chance node's mean summed in another order can differ in the
            // last bit (4 against 3.9999999999999996), and then two root
            // moves that tie exactly in arithmetic are told apart by rounding:
            // the best moves must agree whenever the values agree exactly.
            if s.value == mm.value {
                prop_assert_eq!(s.best_move, mm.best_move);
            }
            prop_assert!(entered(&events).is_subset(&all));
        }
    }
}

/// Whether α > β pruning can enter fewer nodes than α ≥ β once there are
/// chance nodes (Star1 and Star2, fail-soft): searches 20,000 random trees
/// for a case, prints any it finds, and fails if there is one. None so far.
/// Slow in a debug build: `cargo test --release -p abviz-core --test
/// chance_properties -- --ignored --nocapture explore`.
#[test]
#[ignore]
fn explore_gt_against_ge_with_chance_nodes() {
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let mut found = 0;
    for _ in 0..20_000 {
        let c = case(false).new_tree(&mut runner).unwrap().current();
        let p = c.problem(false);
        for alg in [Algorithm::AlphaBeta, Algorithm::Star2] {
            let run = |prune| {
                let o = SearchOptions {
                    prune,
                    variant: Variant::FailSoft,
                    ..c.options
                };
                p.search(alg, &o, &mut abviz_core::NullSink).unwrap()
            };
            let (ge, gt) = (run(Prune::Ge), run(Prune::Gt));
            if gt.nodes < ge.nodes && found < 10 {
                found += 1;
                println!(
                    "{alg:?} {:?} agents={} root_is_max={}: {} — ge {} nodes, gt {}",
                    c.options,
                    c.setup.agents,
                    c.setup.root_is_max,
                    c.text(false),
                    ge.nodes,
                    gt.nodes
                );
            }
        }
    }
    println!("{found} cases");
    assert_eq!(found, 0, "α > β entered fewer nodes than α ≥ β");
}

// ---------------------------------------------------------------------------
// Known bugs, kept as failing tests to run with `--ignored`
// ---------------------------------------------------------------------------

/// A chance node entered with α already at the upper bound U (a sibling
/// reached it) derives windows from probabilities such as 0.1 and 0.7;
/// rounding makes one (2.0000000000000004, 2), with α > β, and fail-hard's
/// `clamp(α₀, β₀)` in `Searcher::node` panics ("min > max"). The same with
/// β at the lower bound under `Prune::Ge`, and with thirds.
#[test]

fn fail_hard_star1_survives_a_window_rounded_past_the_bounds() {
    for (text, prune) in [
        ("max[2,chance[0.1:[[-1]],0.2:[[-1]],0.7:[[-1]]]]", Prune::Ge),
        ("max[2,chance[0.2:[[-1]],0.3:[[-1]],0.5:[[-1]]]]", Prune::Gt),
        ("min[-2,chance[0.3:[[1]],0.3:[[1]],0.4:[[1]]]]", Prune::Ge),
    ] {
        let p = Problem::tree(text, true).unwrap();
        let options = SearchOptions {
            variant: Variant::FailHard,
            prune,
            ..SearchOptions::default()
        };
        let mm = p
            .search(Algorithm::Minimax, &options, &mut abviz_core::NullSink)
            .unwrap();
        for alg in [Algorithm::AlphaBeta, Algorithm::Star2] {
            let result = std::panic::catch_unwind(|| {
                p.search(alg, &options, &mut abviz_core::NullSink).unwrap()
            });
            let s = result.unwrap_or_else(|_| panic!("{text} {alg:?} {prune:?}: panics"));
            assert_eq!((s.value, s.best_move), (mm.value, mm.best_move), "{text}");
        }
    }
}

/// Under `Prune::Gt` a result equal to α is exact, and Star1 reads it so;
/// but fail-hard clamps a result below α up to α, so a chance outcome that
/// failed low is taken as worth exactly α. Here the second root child is
/// worth −35/6 but is read as 2.0000000000000004 (α = 2 plus rounding), and
/// alpha-beta and Star2 pick it: best move 1 instead of 0.
#[test]

fn fail_hard_gt_star1_does_not_take_a_clamped_bound_for_a_value() {
    let text = "max[chance[[2]],chance[chance[-20,4,-1],chance[-15,-17,14]]]";
    let p = Problem::tree(text, true).unwrap();
    let options = SearchOptions {
        variant: Variant::FailHard,
        prune: Prune::Gt,
        ..SearchOptions::default()
    };
    let mm = p
        .search(Algorithm::Minimax, &options, &mut abviz_core::NullSink)
        .unwrap();
    assert_eq!((mm.value, mm.best_move), (2.0, Some(0)));
    for alg in [Algorithm::AlphaBeta, Algorithm::Star2] {
        let s = p.search(alg, &options, &mut abviz_core::NullSink).unwrap();
        assert_eq!((s.value, s.best_move), (2.0, Some(0)), "{alg:?}");
    }
}

/// The value a Star1 chance node returns, from its trace.
fn chance_exit(text: &str, options: &SearchOptions, node: NodeId) -> (f64, f64) {
    let p = Problem::tree(text, true).unwrap();
    let exit = |alg| {
        let (_, trace) = p.trace(alg, options).unwrap();
        (trace.iter())
            .filter_map(|e| match e {
                Event::Exit { node: n, value } if n == node => Some(value),
                _ => None,
            })
            .last()
            .unwrap()
    };
    (exit(Algorithm::AlphaBeta), exit(Algorithm::Minimax))
}

/// A fail-soft value at or below α promises the node is worth no more. The
/// chance node `chance[-1, 0:1, 2, 2]` (worth (−1 + 2 + 2)/3 = 1) is entered
/// with α = 1 under α > β pruning. After three outcomes its interval's top
/// is exactly α, which does not cut under `gt`; the last outcome's window
/// is (α − …)/⅓ = 2 rounded up to 2.0000000000000004, so the leaf 2 reads
/// as failing low, the interval never closes, and the node returns Σ p·lo
/// with lo = L for that outcome: −8 with bounds [−25, 30] (−1 with the
/// default [−1, 2]), a bound that is false. (The root's value is right:
/// the node ties α.)
#[test]

fn star1_returns_a_valid_bound_when_a_window_edge_is_rounded() {
    for bounds in [Some((-25.0, 30.0)), None] {
        let options = SearchOptions {
            prune: Prune::Gt,
            bounds,
            ..SearchOptions::default()
        };
        let (star1, exact) = chance_exit("max[1,chance[-1,0:1,2,2]]", &options, 2);
        assert_eq!(exact, 1.0);
        assert!(
            star1 >= 1.0,
            "{bounds:?}: returns {star1}, but it is worth 1"
        );
    }
}

/// Entered with α = U (its MAX parent already has the largest possible
/// value), the chance node `chance[[0,-1,0,2]]` could be cut at once
/// (its interval [L, U] is not above α). Star1 searches it anyway with the
/// empty window (2, 2): the MAX outcome cuts after its first child (0),
/// which then reads as failing low, and the node returns 0 although it is
/// worth 2. (The root's value is right: the node cannot beat α.)
#[test]

fn star1_cuts_a_chance_node_that_cannot_enter_its_window() {
    let (star1, exact) = chance_exit("max[2,chance[[0,-1,0,2]],-2]", &SearchOptions::default(), 2);
    assert_eq!(exact, 2.0);
    assert!(star1 >= 2.0, "returns {star1}, but it is worth 2");
}
