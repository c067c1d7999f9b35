//! Perft-style counts: node, leaf and outcome counts that are published or
//! worked by hand, read from `tests/data/counts.txt` and checked against the
//! engine (and, for boards, against an independent tic-tac-toe solver).

mod common;

use std::collections::{BTreeSet, HashMap};

use abviz_core::tree::fmt_value;
use abviz_core::{
    Algorithm, Config, Event, NodeId, Problem, Scoring, SearchOptions, Sink, TreeSetup, Variant,
};
use common::ttt;

const COUNTS: &str = include_str!("data/counts.txt");

/// One case: a line of the data file.
#[derive(Debug)]
struct Case {
    /// 1-based line number in counts.txt.
    line: usize,
    label: String,
    kind: String,
    input: String,
    algorithm: Algorithm,
    scoring: Scoring,
    /// Root side and agents, for trees.
    setup: TreeSetup,
    options: SearchOptions,
    /// `key=value` pairs in the order written.
    expect: Vec<(String, String)>,
}

/// Every case in the data file. A line that cannot be read panics naming
/// its line number.
fn cases() -> Vec<Case> {
    let mut out = Vec::new();
    for (n, line) in COUNTS.lines().enumerate() {
        let n = n + 1;
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let bad = |what: &str| -> ! { panic!("counts.txt line {n}: {what}: {line}") };
        let f: Vec<&str> = line.split_whitespace().collect();
        if f.len() < 6 {
            bad("fewer than six fields (a case needs at least one expectation)");
        }
        let algorithm = match Algorithm::from_name(f[3]) {
            Ok(a) => a,
            Err(e) => bad(&e.to_string()),
        };
        // Options go through `Config::from_strs`, as the CLI's flags do.
        let pairs: Vec<(&str, &str)> = match f[4] {
            "-" => vec![],
            o => o
                .split(',')
                .map(|kv| {
                    kv.split_once('=')
                        .unwrap_or_else(|| bad("an option is not key=value"))
                })
                .collect(),
        };
        let config = Config::from_strs(pairs).unwrap_or_else(|e| bad(&e.to_string()));
        let expect = f[5..]
            .iter()
            .map(|kv| match kv.split_once('=') {
                Some((k, v)) => (k.to_string(), v.to_string()),
                None => bad(&format!("expectation {kv} is not key=value")),
            })
            .collect();
        out.push(Case {
            line: n,
            label: f[0].into(),
            kind: f[1].into(),
            input: f[2].into(),
            algorithm,
            scoring: config.scoring,
            setup: config.setup,
            options: config.options,
            expect,
        });
    }
    out
}

/// Counts finished games by who won, reading Leaf values under wdl scoring:
/// +1 is a win for MAX (the side to move at the root), −1 a loss, 0 a draw.
/// Keeps the events too when asked (`events` is `Some`).
#[derive(Default)]
struct Outcomes {
    max_wins: u64,
    min_wins: u64,
    draws: u64,
    events: Option<Vec<Event>>,
}

impl Sink for Outcomes {
    fn event(&mut self, e: Event) {
        if let Event::Leaf { value, .. } = e {
            match value {
                v if v > 0.0 => self.max_wins += 1,
                v if v < 0.0 => self.min_wins += 1,
                _ => self.draws += 1,
            }
        }
        if let Some(events) = &mut self.events {
            events.push(e);
        }
    }
}

/// `+`-separated node ids.
fn ids(list: &str) -> Result<BTreeSet<NodeId>, String> {
    (list.split('+'))
        .map(|s| s.parse().map_err(|_| format!("{s:?} is not a node id")))
        .collect()
}

/// Runs `case` and checks every expectation on its line; for boards without
/// a depth limit, also checks the value, and for minimax every count,
/// against an independent solver (`solved` caches its results). Returns one
/// message per mismatch, each naming the expectation.
fn check(case: &Case, solved: &mut HashMap<(String, &str), ttt::Counts>) -> Vec<String> {
    let mut failures = Vec::new();
    let problem = match case.kind.as_str() {
        "board" => Problem::board(&case.input, case.scoring),
        "tree" => Problem::tree_with(&case.input, case.setup),
        k => return vec![format!("kind {k:?} is neither board nor tree")],
    };
    let problem = match problem {
        Ok(p) => p,
        Err(e) => return vec![format!("input: {e}")],
    };
    let wants_ids = |k: &str| matches!(k, "never_enters" | "enters_all_leaves_but");
    let mut sink = Outcomes {
        events: case.expect.iter().any(|(k, _)| wants_ids(k)).then(Vec::new),
        ..Outcomes::default()
    };
    let stats = match problem.search(case.algorithm, &case.options, &mut sink) {
        Ok(s) => s,
        Err(e) => return vec![format!("search: {e}")],
    };
    let events = sink.events.take().unwrap_or_default();

    let to_move = problem.to_move();
    for (key, want) in &case.expect {
        let got: Result<String, String> = match key.as_str() {
            "nodes" => Ok(stats.nodes.to_string()),
            "leaves" => Ok(stats.leaves.to_string()),
            "value" => Ok(fmt_value(stats.value)),
            "probes" => Ok(stats.probes.to_string()),
            "cutoffs" => Ok(stats.cutoffs.to_string()),
            "pruned" => Ok(stats.pruned_children.to_string()),
            "best" => Ok(stats
                .best_move
                .map_or("none".to_string(), |m| m.to_string())),
            // Leaf outcomes by player: MAX is the side to move at the root.
            "xwins" | "owins" | "draws" if case.scoring != Scoring::Wdl => {
                Err("outcomes need wdl scoring".into())
            }
            "xwins" | "owins" | "draws" => {
                let max_is_x = to_move == Some(abviz_core::Mark::X);
                Ok(match (key.as_str(), max_is_x) {
                    ("xwins", true) | ("owins", false) => sink.max_wins,
                    ("owins", true) | ("xwins", false) => sink.min_wins,
                    _ => sink.draws,
                }
                .to_string())
            }
            // Node ids: checked as sets, so `got` is `want` when they agree.
            "never_enters" => ids(want).and_then(|never| {
                let bad: Vec<_> = never.intersection(&entered(&events)).copied().collect();
                match bad.is_empty() {
                    true => Ok(want.clone()),
                    false => Err(format!("entered {bad:?}")),
                }
            }),
            "enters_all_leaves_but" => ids(want).and_then(|skipped| {
                let mut mm_events = Vec::new();
                (problem.search(Algorithm::Minimax, &case.options, &mut mm_events))
                    .map_err(|e| e.to_string())?;
                let all_leaves = leaves(&mm_events);
                let want_entered: BTreeSet<NodeId> =
                    all_leaves.difference(&skipped).copied().collect();
                let got_entered: BTreeSet<NodeId> = all_leaves
                    .intersection(&entered(&events))
                    .copied()
                    .collect();
                match got_entered == want_entered {
                    true => Ok(want.clone()),
                    false => Err(format!(
                        "leaves entered {got_entered:?}, want {want_entered:?}"
                    )),
                }
            }),
            k => Err(format!("unknown expectation {k:?}")),
        };
        match got {
            Ok(got) if got == *want => {}
            Ok(got) => failures.push(format!("{key}={got}, want {key}={want}")),
            Err(why) => failures.push(format!("{key}: {why}")),
        }
    }

    // Boards without a depth limit: an independent solver agrees with the
    // value, and for minimax with every count.
    if let Some(g) = problem.game::<abviz_core::TicTacToe>() {
        if case.options.depth.is_none() {
            let board = abviz_core::Game::root(g).to_string();
            let r = *solved
                .entry((board.clone(), case.scoring.name()))
                .or_insert_with(|| {
                    let mut cells = ttt::cells(&board);
                    let max = ttt::to_move(&cells);
                    ttt::solve(&mut cells, max, 0, case.scoring)
                });
            let mut agree = |what: &str, got: String, solver: String| {
                if got != solver {
                    failures.push(format!("{what} {got}, independent solver {solver}"));
                }
            };
            agree("value", fmt_value(stats.value), r.value.to_string());
            if case.algorithm == Algorithm::Minimax {
                let counts = |a: u64, b: u64| format!("{a}/{b}");
                agree(
                    "nodes/leaves",
                    counts(stats.nodes, stats.leaves),
                    counts(r.nodes, r.leaves),
                );
                if case.scoring == Scoring::Wdl {
                    let (xw, ow) = match to_move {
                        Some(abviz_core::Mark::X) => (sink.max_wins, sink.min_wins),
                        _ => (sink.min_wins, sink.max_wins),
                    };
                    agree(
                        "X wins/O wins/draws",
                        format!("{xw}/{ow}/{}", sink.draws),
                        format!("{}/{}/{}", r.x_wins, r.o_wins, r.draws),
                    );
                }
            }
        }
    }
    failures
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

/// Every case in counts.txt, each expectation on its line: the published
/// tic-tac-toe totals (549,946 / 18,297 nodes from the empty board, 186 / 77
/// from move 4, 16 / 12 from move 6), the AIMA tree (13 nodes, 11 with
/// alpha-beta, one cut-off skipping leaves 4 and 6) with MAX or MIN at the
/// root, Nilsson's depth-2 search, finished boards and fast scoring. All
/// mismatches are reported together, each with its line and label.
#[test]
fn every_case_in_the_counts_file_matches_the_engine() {
    let cases = cases();
    assert!(
        cases.len() >= 16,
        "counts.txt has only {} cases",
        cases.len()
    );
    let mut solved = HashMap::new();
    let failures: Vec<String> = (cases.iter())
        .flat_map(|c| {
            let at = format!("counts.txt line {} ({})", c.line, c.label);
            check(c, &mut solved)
                .into_iter()
                .map(move |f| format!("{at}: {f}"))
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} mismatch(es):\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn labels_in_the_counts_file_are_unique() {
    let mut seen = HashMap::new();
    for c in cases() {
        if let Some(first) = seen.insert(c.label.clone(), c.line) {
            panic!(
                "counts.txt line {}: label {} already used on line {first}",
                c.line, c.label
            );
        }
    }
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
            alpha: 3.0,
            beta: 2.0,
            skipped: 2
        }]
    );
    let leaf_values: Vec<(NodeId, f64)> = events
        .iter()
        .filter_map(|e| match e {
            Event::Leaf { node, value, .. } => Some((*node, *value)),
            _ => None,
        })
        .collect();
    assert_eq!(
        leaf_values,
        [
            (2, 3.0),
            (3, 12.0),
            (4, 8.0),
            (6, 2.0),
            (10, 14.0),
            (11, 5.0),
            (12, 2.0)
        ]
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
    let children_of_5: Vec<(NodeId, u32, f64)> = mm
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
    assert_eq!(children_of_5, [(6, 0, 2.0), (7, 1, 4.0), (8, 2, 6.0)]);
    let skipped = &children_of_5[children_of_5.len() - 2..];
    assert_eq!(skipped, [(7, 1, 4.0), (8, 2, 6.0)]);
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
                ..SearchOptions::default()
            };
            let s = p
                .search(Algorithm::Minimax, &opts, &mut abviz_core::NullSink)
                .unwrap();
            assert_eq!((s.nodes, s.leaves, s.value), (186, 86, 0.0), "{ordering}");
        }
    }
}
