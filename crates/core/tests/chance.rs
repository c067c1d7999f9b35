//! Facts about chance nodes, several MIN agents and the pruning rule, each
//! from a textbook or course example.

use abviz_core::{
    Algorithm, Config, Event, NullSink, Problem, Prune, SearchOptions, Stats, TreeSetup,
};

fn run(text: &str, alg: Algorithm, options: &SearchOptions) -> Stats {
    Problem::tree(text, true)
        .unwrap()
        .search(alg, options, &mut NullSink)
        .unwrap()
}

fn child_values(text: &str) -> Vec<f64> {
    let p = Problem::tree(text, true).unwrap();
    let (_, trace) = p
        .trace(Algorithm::Minimax, &SearchOptions::default())
        .unwrap();
    let mut depth = 0;
    let mut out = vec![];
    for e in trace.iter() {
        match e {
            Event::Enter { .. } => depth += 1,
            Event::Exit { value, .. } => {
                depth -= 1;
                if depth == 1 {
                    out.push(value);
                }
            }
            _ => {}
        }
    }
    out
}

/// AIMA's chance-node example: an order-preserving change of the leaves
/// flips the best move, because expectimax averages values.
#[test]
fn aima_chance_example_flips_under_an_order_preserving_transform() {
    let a = "max[chance[0.9:2, 0.1:3], chance[0.9:1, 0.1:4]]";
    let b = "max[chance[0.9:20, 0.1:30], chance[0.9:1, 0.1:400]]";
    let va = child_values(a);
    assert!(
        (va[0] - 2.1).abs() < 1e-12 && (va[1] - 1.3).abs() < 1e-12,
        "{va:?}"
    );
    let vb = child_values(b);
    assert!(
        (vb[0] - 21.0).abs() < 1e-12 && (vb[1] - 40.9).abs() < 1e-12,
        "{vb:?}"
    );
    for alg in [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Star2] {
        assert_eq!(
            run(a, alg, &SearchOptions::default()).best_move,
            Some(0),
            "{alg:?}"
        );
        assert_eq!(
            run(b, alg, &SearchOptions::default()).best_move,
            Some(1),
            "{alg:?}"
        );
    }
}

/// CS188's expectimax tree: three uniform chance nodes.
#[test]
fn cs188_expectimax_tree_values_23_thirds_4_and_7_and_goes_left() {
    let t = "max[chance[3,12,8], chance[2,4,6], chance[14,5,2]]";
    let v = child_values(t);
    assert!(
        (v[0] - 23.0 / 3.0).abs() < 1e-12 && v[1] == 4.0 && v[2] == 7.0,
        "{v:?}"
    );
    for alg in [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Star2] {
        let s = run(t, alg, &SearchOptions::default());
        assert!((s.value - 23.0 / 3.0).abs() < 1e-12, "{alg:?}: {}", s.value);
        assert_eq!(s.best_move, Some(0), "{alg:?}");
    }
}

/// MAX over [10] and [10, 0]: the MIN node's first leaf ties α = 10.
#[test]
fn tied_root_prunes_the_zero_under_ge_but_not_under_gt() {
    let t = "[[10],[10,0]]";
    let ge = run(t, Algorithm::AlphaBeta, &SearchOptions::default());
    let gt = run(
        t,
        Algorithm::AlphaBeta,
        &SearchOptions {
            prune: Prune::Gt,
            ..SearchOptions::default()
        },
    );
    assert_eq!((ge.value, ge.nodes, ge.pruned_children), (10.0, 5, 1));
    assert_eq!((gt.value, gt.nodes, gt.pruned_children), (10.0, 6, 0));
}

#[test]
fn star1_prunes_a_chance_node_whose_interval_falls_below_alpha() {
    // Leaves in [0, 10]. After the first chance node (value 5), the second
    // one's first outcome 1 bounds it by 0.5·1 + 0.5·10 = 5.5 > 5, the next…
    let t = "max[chance[5,5], chance[0,0,0,10]]";
    let s = run(t, Algorithm::AlphaBeta, &SearchOptions::default());
    let full = run(t, Algorithm::Minimax, &SearchOptions::default());
    assert_eq!(s.value, full.value);
    assert!(s.nodes < full.nodes, "{} vs {}", s.nodes, full.nodes);
    assert!(s.cutoffs >= 1);
}

#[test]
fn three_agents_take_the_max_of_mins_of_mins() {
    let c = Config::from_strs([("agents", "3")]).unwrap();
    let p = Problem::tree_with("[[[3,5],[2,9]],[[7,8],[6,4]]]", c.setup).unwrap();
    let s = p
        .search(Algorithm::Minimax, &c.options, &mut NullSink)
        .unwrap();
    assert_eq!((s.value, s.best_move), (4.0, Some(1)));
    assert_eq!(
        c.setup,
        TreeSetup {
            root_is_max: true,
            agents: 3
        }
    );
}

fn with(options: &[(&str, &str)]) -> SearchOptions {
    Config::from_strs(options.iter().copied()).unwrap().options
}

/// Leaf events: (node, value, horizon).
fn leaves(p: &Problem, alg: Algorithm, options: &SearchOptions) -> Vec<(u32, f64, bool)> {
    let (_, trace) = p.trace(alg, options).unwrap();
    (trace.iter())
        .filter_map(|e| match e {
            Event::Leaf {
                node,
                value,
                horizon,
            } => Some((node, value, horizon)),
            _ => None,
        })
        .collect()
}

/// With `--depth`, a node at the limit is scored by its static value (a
/// horizon leaf), a real leaf above it by its own value; below the limit
/// nothing is entered.
#[test]
fn depth_limit_scores_inner_nodes_by_their_values() {
    let text = "max[A=5 min[1,9], B=2 min[8,7], C=3 chance[4, D=6 max[0,10]]]";
    let p = Problem::tree(text, true).unwrap();
    // Without a limit: A = 1, B = 7, C = (4 + 10) / 2 = 7; B comes first.
    let full = p
        .search(Algorithm::Minimax, &SearchOptions::default(), &mut NullSink)
        .unwrap();
    assert_eq!((full.value, full.best_move, full.nodes), (7.0, Some(1), 12));
    // At depth 1: A, B and C score 5, 2 and 3 (ids are preorder in the
    // tree the limit leaves, so they are 1, 2 and 3).
    for alg in [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Star2] {
        let o = with(&[("depth", "1")]);
        let s = p.search(alg, &o, &mut NullSink).unwrap();
        assert_eq!(
            (s.value, s.best_move, s.nodes, s.leaves),
            (5.0, Some(0), 4, 3),
            "{alg:?}"
        );
        assert_eq!(
            leaves(&p, alg, &o),
            [(1, 5.0, true), (2, 2.0, true), (3, 3.0, true)],
            "{alg:?}"
        );
    }
    // At depth 2: C = (4 + D's 6) / 2 = 5; the leaf 4 is a real leaf.
    let o = with(&[("depth", "2")]);
    let s = p.search(Algorithm::Minimax, &o, &mut NullSink).unwrap();
    assert_eq!((s.value, s.best_move, s.nodes), (7.0, Some(1), 10));
    let l = leaves(&p, Algorithm::Minimax, &o);
    assert_eq!(&l[l.len() - 2..], [(8, 4.0, false), (9, 6.0, true)]);
    for alg in [Algorithm::AlphaBeta, Algorithm::Star2] {
        assert_eq!(
            p.search(alg, &o, &mut NullSink).unwrap().value,
            7.0,
            "{alg:?}"
        );
    }
}

#[test]
fn depth_limit_on_a_node_without_a_value_names_it() {
    // D, an inner node at depth 2, has no value.
    let p = Problem::tree("max[A=5 min[1,9], C=3 chance[4, D max[0,10]]]", true).unwrap();
    assert!(p
        .search(Algorithm::Minimax, &with(&[("depth", "1")]), &mut NullSink)
        .is_ok());
    for alg in [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Star2] {
        let e = p
            .search(alg, &with(&[("depth", "2")]), &mut NullSink)
            .unwrap_err();
        assert_eq!(e.code(), "tree.MissingValue");
        assert_eq!(
            e.to_string(),
            "tree: node \"D\" is at the depth limit 2 but has no value; give it one (\"value\" in JSON, =V in shorthand)"
        );
    }
    // Unnamed, by its path of child positions.
    let p = Problem::tree("max[5, chance[4, max[0,10]]]", true).unwrap();
    let e = p
        .search(Algorithm::Star2, &with(&[("depth", "2")]), &mut NullSink)
        .unwrap_err();
    assert!(
        e.to_string()
            .starts_with("tree: node 2.2 is at the depth limit 2"),
        "{e}"
    );
}

/// Bounds given explicitly replace the tree's own range: wider bounds make
/// Star1's intervals wider, so it prunes less (here nothing); the tree's own
/// range, given explicitly, is the default.
#[test]
fn explicit_bounds_replace_the_leaf_range() {
    let p = Problem::tree("max[chance[3,12,8], chance[2,4,6], chance[14,5,2]]", true).unwrap();
    let default = SearchOptions::default();
    assert_eq!(p.prepare(&default).unwrap().bounds, Some((2.0, 14.0)));
    let star1 = |o: &SearchOptions| p.search(Algorithm::AlphaBeta, o, &mut NullSink).unwrap();
    let own = star1(&default);
    assert_eq!((own.nodes, own.cutoffs), (12, 1));
    assert_eq!(star1(&with(&[("bounds", "2,14")])), own);
    let wide = star1(&with(&[("bounds", "0,100")]));
    assert_eq!((wide.nodes, wide.cutoffs, wide.best_move), (13, 0, Some(0)));
    assert!((wide.value - 23.0 / 3.0).abs() < 1e-12);
    // The bounds reach the trace: the first Window is [L, U] itself.
    let (_, trace) = p
        .trace(Algorithm::AlphaBeta, &with(&[("bounds", "0,100")]))
        .unwrap();
    let first = trace.iter().find(|e| e.name() == "window").unwrap();
    assert_eq!(
        first,
        Event::Window {
            node: 1,
            alpha: 0.0,
            beta: 100.0
        }
    );
    // A tree without chance nodes needs no bounds, but given ones are checked.
    let q = Problem::tree("[[3,12,8],[2,4,6],[14,5,2]]", true).unwrap();
    assert_eq!(q.prepare(&default).unwrap().bounds, None);
    assert_eq!(
        q.search(
            Algorithm::AlphaBeta,
            &with(&[("bounds", "0,10")]),
            &mut NullSink
        )
        .unwrap_err()
        .to_string(),
        "tree: node 1.2 has value 12, outside the bounds [0, 10]"
    );
}

/// Root MIN has β = 3 from its first child. Under the chance node, outcome
/// A = max[2, min[1,1], min[1,1]] is worth 2 and B = max[10, 0] 10. Star1
/// searches A in full (6 nodes) before B's first child bounds the node by
/// ½·2 + ½·10 = 6 ≥ β. Star2 probes A (first child 2: A ≥ 2) and B (first
/// child 10: B ≥ 10), and ½·2 + ½·10 ≥ β cuts both before any full search.
#[test]
fn star2_probing_prunes_more_than_star1_where_first_children_tell_enough() {
    let p = Problem::tree(
        "min[3, chance[max[2, min[1,1], min[1,1]], max[10, 0]]]",
        true,
    )
    .unwrap();
    let o = SearchOptions::default();
    let mm = p.search(Algorithm::Minimax, &o, &mut NullSink).unwrap();
    let star1 = p.search(Algorithm::AlphaBeta, &o, &mut NullSink).unwrap();
    let star2 = p.search(Algorithm::Star2, &o, &mut NullSink).unwrap();
    assert_eq!((mm.value, mm.best_move, mm.nodes), (3.0, Some(0), 14));
    let counts = |s: &Stats| {
        (
            s.value,
            s.best_move,
            s.nodes,
            s.leaves,
            s.cutoffs,
            s.pruned_children,
            s.probes,
        )
    };
    assert_eq!(counts(&star1), (3.0, Some(0), 11, 5, 3, 3, 0));
    assert_eq!(counts(&star2), (3.0, Some(0), 7, 3, 1, 2, 2));
    // The probing cut-off skips both outcomes' full searches.
    let (_, trace) = p.trace(Algorithm::Star2, &o).unwrap();
    let cut = trace.iter().find(|e| e.name() == "cutoff").unwrap();
    assert!(
        matches!(
            cut,
            Event::Cutoff {
                node: 2,
                skipped: 2,
                ..
            }
        ),
        "{cut:?}"
    );
    let bounds: Vec<(f64, f64)> = (trace.iter())
        .filter_map(|e| match e {
            Event::Bounds { lo, hi, .. } => Some((lo, hi)),
            _ => None,
        })
        .collect();
    assert_eq!(bounds, [(1.0, 10.0), (6.0, 10.0)]);
}

/// When probing does not cut, Star2 searches the probed outcomes again: A
/// (id 3) and its first child (id 4), B (id 11) and its first child (id
/// 12) are each entered twice, always with the same id, first as a probe.
/// Leaves lie in [0, 3]; the probes bound A ≥ 2 and B ≥ 3, so the node is
/// in [2.5, 3], which does not reach β = 3. Here probing costs more than it
/// saves (15 nodes against Star1's 11).
#[test]
fn star2_enters_probed_nodes_again_with_the_same_ids() {
    let p = Problem::tree(
        "min[3, chance[max[2, min[1,1], min[1,1]], max[3, 0]]]",
        true,
    )
    .unwrap();
    let o = SearchOptions::default();
    let star1 = p.search(Algorithm::AlphaBeta, &o, &mut NullSink).unwrap();
    let (star2, trace) = p.trace(Algorithm::Star2, &o).unwrap();
    // C = (2 + 3) / 2 = 2.5 < 3: MIN takes the chance node.
    assert_eq!(
        (star1.value, star1.best_move, star1.nodes),
        (2.5, Some(1), 11)
    );
    assert_eq!(
        (star2.value, star2.best_move, star2.nodes, star2.probes),
        (2.5, Some(1), 15, 2)
    );
    let mut visits: std::collections::BTreeMap<u32, Vec<bool>> = Default::default();
    for e in trace.iter() {
        if let Event::Enter { node, probe, .. } = e {
            visits.entry(node).or_default().push(probe);
        }
    }
    let twice: Vec<(u32, Vec<bool>)> = visits.into_iter().filter(|(_, v)| v.len() > 1).collect();
    assert_eq!(
        twice,
        [
            (3, vec![true, false]),
            (4, vec![false, false]),
            (11, vec![true, false]),
            (12, vec![false, false])
        ]
    );
    // The timeline keeps a revisited node's first Enter and last Exit.
    let (_, mm) = p.trace(Algorithm::Minimax, &o).unwrap();
    let model = abviz_core::TreeModel::from_trace(&mm);
    let t = model.timeline(&trace);
    let enters: Vec<usize> = (trace.iter().enumerate())
        .filter(|(_, e)| matches!(e, Event::Enter { node: 3, .. }))
        .map(|(i, _)| i)
        .collect();
    assert_eq!(enters.len(), 2);
    assert_eq!(t.value[3], 2.0);
    assert!(t.exit[3] as usize > enters[1]);
}

/// `Timeline`'s docs: every node is entered or pruned, never both, except
/// after Star2's probing cut-off: every outcome is skipped, the probed ones
/// too, so the probed outcomes A (3) and B (11) and their first children
/// (4, 12) are both, entered first.
#[test]
fn timeline_marks_only_star2_probed_nodes_both_entered_and_pruned() {
    let p = Problem::tree(
        "min[3, chance[max[2, min[1,1], min[1,1]], max[10, 0]]]",
        true,
    )
    .unwrap();
    let o = SearchOptions::default();
    let (_, mm) = p.trace(Algorithm::Minimax, &o).unwrap();
    let (_, star2) = p.trace(Algorithm::Star2, &o).unwrap();
    let model = abviz_core::TreeModel::from_trace(&mm);
    let t = model.timeline(&star2);
    let both: Vec<usize> = (0..model.len())
        .filter(|&v| t.enter[v] != abviz_core::NEVER && t.pruned[v] != abviz_core::NEVER)
        .collect();
    assert_eq!(both, [3, 4, 11, 12]);
    assert!(both.iter().all(|&v| t.enter[v] < t.pruned[v]));
    let (_, star1) = p.trace(Algorithm::AlphaBeta, &o).unwrap();
    let t1 = model.timeline(&star1);
    assert!((0..model.len())
        .all(|v| t1.enter[v] == abviz_core::NEVER || t1.pruned[v] == abviz_core::NEVER));
}

/// A tie up to rounding: B = min(2, 11) = 2 and C = 7/24·(−17 + 18 + 5) +
/// 2/16 = 2 exactly, but expectiminimax sums the inexact 7/24 to
/// 1.9999999999999996 and so calls C best, while Star1, cut at β = 2,
/// keeps B, the first child of the root's value. Both are right up to
/// rounding (found by the chance property test).
#[test]
fn a_tie_up_to_rounding_may_pick_either_child() {
    let text = "min[chance[0.375:5,0.25:19,0.375:-9], [2,11], chance[-17,18,0.125:2,5]]";
    let p = Problem::tree(text, true).unwrap();
    let o = SearchOptions::default();
    let mm = p.search(Algorithm::Minimax, &o, &mut NullSink).unwrap();
    let ab = p.search(Algorithm::AlphaBeta, &o, &mut NullSink).unwrap();
    assert!((mm.value - 2.0).abs() < 1e-12 && (ab.value - 2.0).abs() < 1e-12);
    assert_eq!((mm.best_move, ab.best_move), (Some(2), Some(1)));
}
