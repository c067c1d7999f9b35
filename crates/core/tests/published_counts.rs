//! Perft-style counts: node, leaf and outcome counts that are published or
//! worked by hand, read from `tests/data/counts.txt` and checked against the
//! engine (and, for boards, against an independent tic-tac-toe solver).

mod common;

use std::collections::{BTreeSet, HashMap};

use abviz_core::{Algorithm, Event, NodeId, Problem, Scoring, SearchOptions, Sink, Variant};
use common::ttt;

const COUNTS: &str = include_str!("data/counts.txt");

/// One line of the data file.
#[derive(Debug)]
struct Case {
    label: String,
    kind: String,
    input: String,
    algorithm: Algorithm,
    scoring: Scoring,
    root_is_max: bool,
    options: SearchOptions,
    expect: HashMap<String, String>,
}

fn cases() -> Vec<Case> {
    let mut out = Vec::new();
    for (n, line) in COUNTS.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let f: Vec<&str> = line.split_whitespace().collect();
        assert!(f.len() >= 6, "counts.txt line {}: too few fields", n + 1);
        let algorithm = match f[3] {
            "minimax" => Algorithm::Minimax,
            "alphabeta" => Algorithm::AlphaBeta,
            a => panic!("counts.txt line {}: algorithm {a}", n + 1),
        };
        let mut scoring = Scoring::Wdl;
        let mut root_is_max = true;
        let mut options = SearchOptions::default();
        if f[4] != "-" {
            for kv in f[4].split(',') {
                let (k, v) = kv.split_once('=').expect("key=value option");
                match k {
                    "order" => options.ordering = v.parse().unwrap(),
                    "variant" => options.variant = v.parse().unwrap(),
                    "scoring" => scoring = v.parse().unwrap(),
                    "root" => root_is_max = abviz_core::parse_root(v).unwrap(),
                    "depth" => options.depth = Some(abviz_core::parse_depth(v).unwrap()),
                    _ => panic!("counts.txt line {}: option {k}", n + 1),
                }
            }
        }
        let expect = f[5..]
            .iter()
            .map(|kv| {
                let (k, v) = kv.split_once('=').expect("key=value expectation");
                (k.to_string(), v.to_string())
            })
            .collect();
        out.push(Case {
            label: f[0].into(),
            kind: f[1].into(),
            input: f[2].into(),
            algorithm,
            scoring,
            root_is_max,
            options,
            expect,
        });
    }
    out
}

/// Counts finished games by who won, reading Leaf values under wdl scoring:
/// +1 is a win for MAX (the side to move at the root), −1 a loss, 0 a draw.
#[derive(Default)]
struct Outcomes {
    max_wins: u64,
    min_wins: u64,
    draws: u64,
    events: Vec<Event>,
}

impl Sink for Outcomes {
    fn event(&mut self, e: Event) {
        if let Event::Leaf { value, .. } = e {
            match value.signum() {
                1 => self.max_wins += 1,
                -1 => self.min_wins += 1,
                _ => self.draws += 1,
            }
        }
        self.events.push(e);
    }
}

fn ids(list: &str) -> BTreeSet<NodeId> {
    list.split('+').map(|s| s.parse().unwrap()).collect()
}

/// Runs the case labelled `label` and checks every expectation on its line.
fn check(label: &str) {
    let all = cases();
    let case = all
        .iter()
        .find(|c| c.label == label)
        .unwrap_or_else(|| panic!("no case {label} in counts.txt"));
    let problem = match case.kind.as_str() {
        "board" => Problem::board(&case.input, case.scoring).unwrap(),
        "tree" => Problem::tree(&case.input, case.root_is_max).unwrap(),
        k => panic!("kind {k}"),
    };
    let mut sink = Outcomes::default();
    let stats = problem
        .search(case.algorithm, &case.options, &mut sink)
        .unwrap();
    let mut mm_events = Vec::new();
    problem
        .search(Algorithm::Minimax, &case.options, &mut mm_events)
        .unwrap();

    let to_move = problem.to_move();
    for (key, want) in &case.expect {
        let got: String = match key.as_str() {
            "nodes" => stats.nodes.to_string(),
            "leaves" => stats.leaves.to_string(),
            "value" => stats.value.to_string(),
            "cutoffs" => stats.cutoffs.to_string(),
            "pruned" => stats.pruned_children.to_string(),
            "best" => stats
                .best_move
                .map_or("none".to_string(), |m| m.to_string()),
            // Leaf outcomes by player: MAX is the side to move at the root.
            "xwins" | "owins" | "draws" => {
                assert_eq!(case.scoring, Scoring::Wdl, "{label}: outcomes need wdl");
                let max_is_x = to_move == Some(abviz_core::Mark::X);
                match (key.as_str(), max_is_x) {
                    ("xwins", true) | ("owins", false) => sink.max_wins,
                    ("owins", true) | ("xwins", false) => sink.min_wins,
                    _ => sink.draws,
                }
                .to_string()
            }
            "never_enters" => {
                let entered: BTreeSet<NodeId> = entered(&sink.events);
                let bad: Vec<_> = ids(want).intersection(&entered).copied().collect();
                assert!(bad.is_empty(), "{label}: entered {bad:?}");
                continue;
            }
            "enters_all_leaves_but" => {
                let entered = entered(&sink.events);
                let all_leaves: BTreeSet<NodeId> = leaves(&mm_events);
                let want_entered: BTreeSet<NodeId> =
                    all_leaves.difference(&ids(want)).copied().collect();
                let got_leaves: BTreeSet<NodeId> =
                    all_leaves.intersection(&entered).copied().collect();
                assert_eq!(got_leaves, want_entered, "{label}: leaves entered");
                continue;
            }
            k => panic!("{label}: unknown expectation {k}"),
        };
        assert_eq!(&got, want, "{label}: {key}");
    }

    // Boards without a depth limit: an independent solver agrees with every
    // minimax count and value.
    if case.kind == "board" && case.options.depth.is_none() {
        let board: abviz_core::Board = case.input.parse().unwrap();
        let mut cells = ttt::cells(&board.to_string());
        let max = ttt::to_move(&cells);
        let r = ttt::solve(&mut cells, max, 0, case.scoring);
        assert_eq!(stats.value, r.value, "{label}: value vs independent solver");
        if case.algorithm == Algorithm::Minimax {
            assert_eq!(
                (stats.nodes, stats.leaves),
                (r.nodes, r.leaves),
                "{label}: counts vs independent solver"
            );
            if case.scoring == Scoring::Wdl {
                let (xw, ow) = if max == b'X' {
                    (sink.max_wins, sink.min_wins)
                } else {
                    (sink.min_wins, sink.max_wins)
                };
                assert_eq!(
                    (xw, ow, sink.draws),
                    (r.x_wins, r.o_wins, r.draws),
                    "{label}: outcomes vs independent solver"
                );
            }
        }
    }
}

fn entered(events: &[Event]) -> BTreeSet<NodeId> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Enter { node, .. } => Some(*node),
            _ => None,
        })
        .collect()
}

fn leaves(events: &[Event]) -> BTreeSet<NodeId> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Leaf { node, .. } => Some(*node),
            _ => None,
        })
        .collect()
}

/// Labels with a test below; a new line in the data file needs one.
const CHECKED: &[&str] = &[
    "empty-minimax",
    "empty-alphabeta",
    "move4-minimax",
    "move4-alphabeta",
    "move6-minimax",
    "move6-alphabeta",
    "aima-minimax",
    "aima-alphabeta",
    "aima-alphabeta-hard",
    "aima-min-root",
    "nilsson-depth2",
    "nilsson-depth2-ab",
    "finished-x-won",
    "finished-x-won-fast",
    "finished-draw",
    "fast-win-in-one",
];

#[test]
fn every_case_in_the_counts_file_has_a_test_and_labels_are_unique() {
    let labels: Vec<String> = cases().into_iter().map(|c| c.label).collect();
    let set: BTreeSet<&str> = labels.iter().map(|s| s.as_str()).collect();
    assert_eq!(set.len(), labels.len(), "duplicate labels in counts.txt");
    assert_eq!(
        set,
        CHECKED.iter().copied().collect(),
        "counts.txt vs CHECKED"
    );
}

#[test]
fn empty_board_minimax_enters_549946_nodes_255168_leaves_split_131184_77904_46080() {
    check("empty-minimax");
}

#[test]
fn empty_board_alphabeta_fail_soft_natural_wdl_enters_18297_nodes() {
    check("empty-alphabeta");
}

#[test]
fn move_four_position_minimax_186_nodes_alphabeta_77() {
    check("move4-minimax");
    check("move4-alphabeta");
}

#[test]
fn move_six_position_minimax_16_nodes_alphabeta_12() {
    check("move6-minimax");
    check("move6-alphabeta");
}

#[test]
fn aima_tree_minimax_value_3_in_13_nodes() {
    check("aima-minimax");
}

#[test]
fn aima_tree_alphabeta_11_nodes_one_cutoff_skipping_leaves_4_and_6() {
    check("aima-alphabeta");
    check("aima-alphabeta-hard");
}

#[test]
fn aima_tree_with_min_root_values_6_and_prunes_the_last_two_leaves() {
    check("aima-min-root");
}

#[test]
fn nilsson_depth_two_search_picks_the_centre_with_value_1() {
    check("nilsson-depth2");
    check("nilsson-depth2-ab");
}

#[test]
fn finished_boards_are_one_node_trees_without_best_move() {
    check("finished-x-won");
    check("finished-x-won-fast");
    check("finished-draw");
}

#[test]
fn fast_scoring_values_a_win_at_ply_one_as_9() {
    check("fast-win-in-one");
}

/// The AIMA tree event by event: the cut-off happens at the second MIN node
/// (id 5) after its first leaf (2 ≤ α = 3) and skips its leaves 4 and 6.
#[test]
fn aima_tree_alphabeta_trace_cuts_off_at_node_5_after_leaf_2() {
    let p = Problem::tree("[[3,12,8],[2,4,6],[14,5,2]]", true).unwrap();
    let (stats, trace) = p
        .trace(Algorithm::AlphaBeta, &SearchOptions::default())
        .unwrap();
    let events: Vec<Event> = trace.iter().collect();
    let cutoffs: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::Cutoff { .. }))
        .collect();
    assert_eq!(
        cutoffs,
        [&Event::Cutoff {
            node: 5,
            alpha: 3,
            beta: 2,
            skipped: 2
        }]
    );
    let leaf_values: Vec<(NodeId, i32)> = events
        .iter()
        .filter_map(|e| match e {
            Event::Leaf { node, value, .. } => Some((*node, *value)),
            _ => None,
        })
        .collect();
    assert_eq!(
        leaf_values,
        [(2, 3), (3, 12), (4, 8), (6, 2), (10, 14), (11, 5), (12, 2)]
    );
    assert_eq!(stats.best_move, Some(0));
    assert_eq!(p.ordered_moves(&SearchOptions::default(), &[1]), [0, 1, 2]);
    // The skipped children of node 5 are its last two moves: 1 and 2.
    let mm: Vec<Event> = p
        .trace(Algorithm::Minimax, &SearchOptions::default())
        .unwrap()
        .1
        .iter()
        .collect();
    let leaf_value = |id: NodeId| {
        mm.iter()
            .find_map(|e| match e {
                Event::Leaf { node, value, .. } if *node == id => Some(*value),
                _ => None,
            })
            .unwrap()
    };
    let children_of_5: Vec<(NodeId, u32, i32)> = mm
        .iter()
        .filter_map(|e| match e {
            Event::Enter {
                node,
                parent: 5,
                mv,
                ..
            } => Some((*node, *mv, leaf_value(*node))),
            _ => None,
        })
        .collect();
    assert_eq!(children_of_5, [(6, 0, 2), (7, 1, 4), (8, 2, 6)]);
    let skipped = &children_of_5[children_of_5.len() - 2..];
    assert_eq!(skipped, [(7, 1, 4), (8, 2, 6)]);
}

/// Orderings and variants never change the full minimax tree: same node and
/// leaf counts from the move-4 position under every ordering.
#[test]
fn minimax_counts_do_not_depend_on_ordering_or_variant() {
    let p = Problem::board("O.X/.X./O..", Scoring::Wdl).unwrap();
    for ordering in common::all_orderings(7) {
        for variant in [Variant::FailSoft, Variant::FailHard] {
            let opts = SearchOptions {
                ordering,
                variant,
                depth: None,
            };
            let s = p
                .search(Algorithm::Minimax, &opts, &mut abviz_core::NullSink)
                .unwrap();
            assert_eq!((s.nodes, s.leaves, s.value), (186, 86, 0), "{ordering}");
        }
    }
}
