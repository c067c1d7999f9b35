//! End-to-end tests of `abviz trace`: its JSON Lines agree with `analyze`'s
//! counts, and cut-offs name the moves alpha-beta never entered.

mod common;

use std::collections::HashMap;

use serde_json::json;

use common::{analyze, events, trace, AIMA};

// ---------------------------------------------------------------------------
// trace
// ---------------------------------------------------------------------------

#[test]
fn trace_event_counts_match_analyze_counts() {
    let inputs: &[&[&str]] = &[
        &["--board", "O.X/.X./O.."],
        &[
            "--board",
            "O.X/.X./O..",
            "--order",
            "random:3",
            "--variant",
            "fail-hard",
        ],
        &[
            "--board",
            "X........",
            "--depth",
            "3",
            "--order",
            "heuristic",
        ],
        &[
            "--board",
            "XO.......",
            "--order",
            "best-first",
            "--scoring",
            "fast",
        ],
        &["--tree", AIMA, "--root", "min"],
        &[
            "--tree",
            "[[1,[2,3]],[[4,5],6],7]",
            "--order",
            "worst-first",
        ],
    ];
    for args in inputs {
        let counts = analyze(args);
        let lines = trace(args);
        for alg in ["minimax", "alphabeta"] {
            let c = &counts[alg];
            let n = |e: &str| events(&lines, alg, e).len() as u64;
            assert_eq!(n("enter"), c["nodes"].as_u64().unwrap(), "{args:?} {alg}");
            assert_eq!(n("exit"), c["nodes"].as_u64().unwrap(), "{args:?} {alg}");
            assert_eq!(n("leaf"), c["leaves"].as_u64().unwrap(), "{args:?} {alg}");
            assert_eq!(
                n("cutoff"),
                c["cutoffs"].as_u64().unwrap(),
                "{args:?} {alg}"
            );
            let skipped: u64 = events(&lines, alg, "cutoff")
                .iter()
                .map(|l| l["skipped"].as_array().unwrap().len() as u64)
                .sum();
            assert_eq!(
                skipped,
                c["pruned_children"].as_u64().unwrap(),
                "{args:?} {alg}"
            );
            let root_exit = events(&lines, alg, "exit").last().copied().unwrap().clone();
            assert_eq!(root_exit["node"], 0);
            assert_eq!(root_exit["value"], c["value"], "{args:?} {alg}");
        }
        // Minimax's events come first, then alpha-beta's.
        let first_ab = lines
            .iter()
            .position(|l| l["algorithm"] == "alphabeta")
            .unwrap();
        assert!(lines[..first_ab]
            .iter()
            .all(|l| l["algorithm"] == "minimax"));
        assert!(lines[first_ab..]
            .iter()
            .all(|l| l["algorithm"] == "alphabeta"));
    }
}

#[test]
fn trace_of_the_aima_tree_has_one_cutoff_skipping_moves_1_and_2() {
    let lines = trace(&["--tree", AIMA, "--algorithm", "alphabeta"]);
    assert!(lines.iter().all(|l| l["algorithm"] == "alphabeta"));
    let cutoffs = events(&lines, "alphabeta", "cutoff");
    assert_eq!(
        cutoffs,
        [
            &json!({"algorithm": "alphabeta", "event": "cutoff", "node": 5,
                 "alpha": 3, "beta": 2, "skipped": [1, 2]})
        ]
    );
    assert_eq!(
        lines[0],
        json!({"algorithm": "alphabeta", "event": "enter", "node": 0, "parent": null,
               "move": null, "depth": 0, "type": "max", "alpha": "-inf", "beta": "+inf"})
    );
    let entered: Vec<u64> = events(&lines, "alphabeta", "enter")
        .iter()
        .map(|l| l["node"].as_u64().unwrap())
        .collect();
    assert_eq!(entered, [0, 1, 2, 3, 4, 5, 6, 9, 10, 11, 12]);
    assert_eq!(lines.len(), 36);
}

/// For every cut-off, the skipped moves are exactly the node's children
/// (from the minimax trace, in search order) that alpha-beta never entered.
#[test]
fn trace_cutoffs_list_the_moves_alphabeta_never_entered() {
    let mut total_cuts = 0;
    for order in [
        "natural",
        "reverse",
        "random:11",
        "heuristic",
        "best-first",
        "worst-first",
    ] {
        for input in [
            &["--board", "X..O.X..."][..],
            &["--tree", "[[1,[2,3,0]],[[4,5],6],[7,[1,9]]]"],
        ] {
            let mut args = input.to_vec();
            args.extend(["--order", order]);
            let lines = trace(&args);
            // Children (by move, in order) of every node, per algorithm.
            let children = |alg: &str| {
                let mut m: HashMap<u64, Vec<u64>> = HashMap::new();
                for l in events(&lines, alg, "enter") {
                    if let Some(p) = l["parent"].as_u64() {
                        m.entry(p).or_default().push(l["move"].as_u64().unwrap());
                    }
                }
                m
            };
            let (mm, ab) = (children("minimax"), children("alphabeta"));
            let cutoffs = events(&lines, "alphabeta", "cutoff");
            let cut: std::collections::HashSet<u64> = cutoffs
                .iter()
                .map(|c| c["node"].as_u64().unwrap())
                .collect();
            assert_eq!(
                cut.len(),
                cutoffs.len(),
                "{args:?}: two cut-offs at one node"
            );
            let mut cut_nodes = 0;
            for c in cutoffs {
                let node = c["node"].as_u64().unwrap();
                let skipped: Vec<u64> = c["skipped"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|m| m.as_u64().unwrap())
                    .collect();
                assert!(!skipped.is_empty());
                let mut tried = ab[&node].clone();
                tried.extend(&skipped);
                assert_eq!(tried, mm[&node], "{args:?}: node {node}");
                cut_nodes += 1;
            }
            // Nodes without a cut-off tried every child.
            for (node, kids) in &ab {
                if !cut.contains(node) {
                    assert_eq!(kids, &mm[node], "{args:?}: node {node}");
                }
            }
            total_cuts += cut_nodes;
        }
    }
    assert!(total_cuts > 0, "no cut-off at all");
}

#[test]
fn trace_lines_have_the_documented_fields() {
    let lines = trace(&["--board", "X........", "--depth", "2"]);
    let mut horizon = 0;
    for l in &lines {
        let alg = l["algorithm"].as_str().unwrap();
        let mut keys: Vec<&str> = l.as_object().unwrap().keys().map(|k| k.as_str()).collect();
        keys.sort();
        let want: &[&str] = match (l["event"].as_str().unwrap(), alg) {
            ("enter", "minimax") => &[
                "algorithm",
                "depth",
                "event",
                "move",
                "node",
                "parent",
                "type",
            ],
            ("enter", _) => &[
                "algorithm",
                "alpha",
                "beta",
                "depth",
                "event",
                "move",
                "node",
                "parent",
                "type",
            ],
            ("leaf", _) => &["algorithm", "event", "kind", "node", "value"],
            ("alpha" | "beta", "alphabeta") => &["algorithm", "event", "node", "value"],
            ("cutoff", "alphabeta") => &["algorithm", "alpha", "beta", "event", "node", "skipped"],
            ("exit", _) => &["algorithm", "event", "node", "value"],
            (e, a) => panic!("unexpected {e} event from {a}"),
        };
        assert_eq!(keys, want, "{l}");
        if l["event"] == "leaf" {
            let kind = l["kind"].as_str().unwrap();
            assert!(kind == "terminal" || kind == "horizon", "{l}");
            horizon += (kind == "horizon") as u32;
        }
        for k in ["alpha", "beta"] {
            if let Some(b) = l.get(k) {
                assert!(b.is_i64() || b == "-inf" || b == "+inf", "{l}");
            }
        }
    }
    // 8 replies × 7 second moves at the limit, for each algorithm's leaves.
    assert!(horizon > 0);
    assert_eq!(events(&lines, "minimax", "leaf").len(), 56);
}
