//! End-to-end tests of the `abviz` binary: JSON output of `analyze`, JSON
//! Lines of `trace`, the help text, and the contract for bad input: exit
//! status 2, exactly one line on stderr, nothing on stdout, never a panic.

use std::collections::HashMap;
use std::io::Read;
use std::process::{Command, Stdio};

use abviz_core::{Algorithm, NullSink, Problem, Scoring, SearchOptions};
use serde_json::{json, Value};

const AIMA: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

fn abviz<S: AsRef<std::ffi::OsStr>>(args: &[S]) -> Run {
    let out = Command::new(env!("CARGO_BIN_EXE_abviz"))
        .args(args)
        .stdin(Stdio::null())
        .env_remove("RUST_BACKTRACE")
        .env_remove("RUST_LIB_BACKTRACE")
        .output()
        .expect("run abviz");
    Run {
        code: out.status.code(),
        stdout: String::from_utf8(out.stdout).expect("utf-8 stdout"),
        stderr: String::from_utf8(out.stderr).expect("utf-8 stderr"),
    }
}

/// Runs `analyze` with `args`; it must succeed with one JSON object on one line.
fn analyze(args: &[&str]) -> Value {
    let mut all = vec!["analyze"];
    all.extend_from_slice(args);
    let r = abviz(&all);
    assert_eq!(r.code, Some(0), "{all:?}: stderr {}", r.stderr);
    assert_eq!(r.stderr, "", "{all:?}");
    assert!(r.stdout.ends_with('\n'), "{all:?}");
    assert_eq!(r.stdout.lines().count(), 1, "{all:?}: more than one line");
    let v: Value = serde_json::from_str(&r.stdout).expect("valid JSON");
    assert!(v.is_object(), "{all:?}");
    v
}

/// Runs `trace` with `args`; every line must be one JSON object.
fn trace(args: &[&str]) -> Vec<Value> {
    let mut all = vec!["trace"];
    all.extend_from_slice(args);
    let r = abviz(&all);
    assert_eq!(r.code, Some(0), "{all:?}: stderr {}", r.stderr);
    assert_eq!(r.stderr, "", "{all:?}");
    r.stdout
        .lines()
        .map(|l| {
            let v: Value = serde_json::from_str(l).expect("each line is JSON");
            assert!(v.is_object());
            v
        })
        .collect()
}

/// The failure contract: status 2, nothing on stdout, one line on stderr
/// starting `abviz: `, no panic. Returns the message after `abviz: `.
fn fails<S: AsRef<std::ffi::OsStr> + std::fmt::Debug>(args: &[S]) -> String {
    let r = abviz(args);
    assert_eq!(r.code, Some(2), "{args:?}: stderr {:?}", r.stderr);
    assert_eq!(r.stdout, "", "{args:?}: wrote to stdout");
    assert!(!r.stderr.contains("panicked"), "{args:?}: {}", r.stderr);
    assert!(
        !r.stderr.contains("RUST_BACKTRACE"),
        "{args:?}: {}",
        r.stderr
    );
    assert!(r.stderr.ends_with('\n'), "{args:?}: {:?}", r.stderr);
    assert_eq!(
        r.stderr.matches('\n').count(),
        1,
        "{args:?}: {:?}",
        r.stderr
    );
    assert!(!r.stderr.contains('\r'), "{args:?}");
    let msg = r.stderr.trim_end_matches('\n');
    msg.strip_prefix("abviz: ")
        .unwrap_or_else(|| panic!("{args:?}: no 'abviz: ' prefix in {msg:?}"))
        .to_string()
}

fn events<'a>(lines: &'a [Value], algorithm: &str, event: &str) -> Vec<&'a Value> {
    lines
        .iter()
        .filter(|l| l["algorithm"] == algorithm && l["event"] == event)
        .collect()
}

// ---------------------------------------------------------------------------
// analyze
// ---------------------------------------------------------------------------

#[test]
fn analyze_empty_board_prints_published_counts_and_x_to_move() {
    let v = analyze(&["--board", "........."]);
    assert_eq!(v["to_move"], "X");
    assert_eq!(v["minimax"]["nodes"], 549_946);
    assert_eq!(v["minimax"]["leaves"], 255_168);
    assert_eq!(v["alphabeta"]["nodes"], 18_297);
    for alg in ["minimax", "alphabeta"] {
        assert_eq!(v[alg]["value"], 0, "{alg}");
        assert_eq!(v[alg]["best_move"], 0, "{alg}");
        assert_eq!(v[alg]["max_depth"], 9, "{alg}");
    }
    assert_eq!(v["minimax"]["cutoffs"], 0);
    assert_eq!(v["minimax"]["pruned_children"], 0);
    let mut keys: Vec<&String> = v.as_object().unwrap().keys().collect();
    keys.sort();
    assert_eq!(keys, ["alphabeta", "minimax", "to_move"]);
    let mut stat_keys: Vec<&String> = v["minimax"].as_object().unwrap().keys().collect();
    stat_keys.sort();
    assert_eq!(
        stat_keys,
        [
            "best_move",
            "cutoffs",
            "leaves",
            "max_depth",
            "nodes",
            "pruned_children",
            "value"
        ]
    );
}

#[test]
fn analyze_accepts_every_spelling_of_the_board_notation() {
    let want = analyze(&["--board", "O.X/.X./O.."]);
    assert_eq!(want["minimax"]["nodes"], 186);
    assert_eq!(want["alphabeta"]["nodes"], 77);
    for spelling in [
        "o-x_x-o__",
        "O.X.X.O..",
        "o.x/-x-/o__",
        " O . X / . X . / O . . ",
    ] {
        assert_eq!(analyze(&["--board", spelling]), want, "{spelling}");
    }
    // A leading '-' is an empty cell, not a flag.
    let v = analyze(&["--board", "-X-------", "--algorithm", "alphabeta"]);
    assert_eq!(v["to_move"], "O");
}

#[test]
fn algorithm_option_selects_which_results_are_printed() {
    let v = analyze(&["--board", "O.X/XXO/O..", "--algorithm", "minimax"]);
    assert!(v.get("alphabeta").is_none(), "{v}");
    assert_eq!(v["minimax"]["nodes"], 16);
    for name in ["alphabeta", "alpha-beta"] {
        let v = analyze(&["--board", "O.X/XXO/O..", "--algorithm", name]);
        assert!(v.get("minimax").is_none(), "{v}");
        assert_eq!(v["alphabeta"]["nodes"], 12);
    }
    let v = analyze(&["--board", "O.X/XXO/O..", "--algorithm", "both"]);
    assert_eq!(
        (
            v["minimax"]["nodes"].clone(),
            v["alphabeta"]["nodes"].clone()
        ),
        (json!(16), json!(12))
    );
}

#[test]
fn trees_have_no_side_to_move() {
    let v = analyze(&["--tree", AIMA]);
    assert!(v.get("to_move").is_none(), "{v}");
    assert_eq!(
        v,
        json!({
            "minimax": {"value": 3, "best_move": 0, "nodes": 13, "leaves": 9, "cutoffs": 0,
                        "pruned_children": 0, "max_depth": 2},
            "alphabeta": {"value": 3, "best_move": 0, "nodes": 11, "leaves": 7, "cutoffs": 1,
                          "pruned_children": 2, "max_depth": 2},
        })
    );
    // A single (negative) integer is a one-node tree.
    let v = analyze(&["--tree", "-5"]);
    assert_eq!(v["minimax"]["value"], -5);
    assert_eq!(v["minimax"]["best_move"], Value::Null);
}

#[test]
fn finished_board_is_a_one_node_search_with_null_best_move() {
    let v = analyze(&["--board", "XXX/OO./..."]);
    assert_eq!(v["to_move"], "O");
    for alg in ["minimax", "alphabeta"] {
        assert_eq!(v[alg]["nodes"], 1);
        assert_eq!(v[alg]["value"], -1);
        assert_eq!(v[alg]["best_move"], Value::Null);
    }
}

/// Every option reaches the engine: the CLI's numbers equal the library's
/// for each combination tried.
#[test]
fn analyze_output_equals_the_library_for_every_option() {
    let cases: &[(&str, &str, &[&str])] = &[
        ("board", "O.X/.X./O..", &[]),
        ("board", "O.X/.X./O..", &["--order", "reverse"]),
        ("board", "O.X/.X./O..", &["--order", "random:42"]),
        ("board", "O.X/.X./O..", &["--order", "heuristic"]),
        ("board", "O.X/.X./O..", &["--order", "best-first"]),
        ("board", "O.X/.X./O..", &["--order", "worst-first"]),
        ("board", "O.X/.X./O..", &["--variant", "fail-hard"]),
        ("board", "O.X/.X./O..", &["--scoring", "fast"]),
        (
            "board",
            "X........",
            &["--depth", "2", "--order", "heuristic"],
        ),
        ("board", "X........", &["--depth", "3", "--scoring", "fast"]),
        ("board", ".........", &["--depth", "0"]),
        ("tree", AIMA, &["--root", "min"]),
        (
            "tree",
            AIMA,
            &["--order", "worst-first", "--variant", "fail-hard"],
        ),
        (
            "tree",
            "[[1,[2,3]],[[4,5],6],7]",
            &["--root", "min", "--order", "random:9"],
        ),
    ];
    for &(kind, input, extra) in cases {
        let mut args = vec![if kind == "board" { "--board" } else { "--tree" }, input];
        args.extend_from_slice(extra);
        let v = analyze(&args);
        let opt = |name: &str, default: &str| -> String {
            extra
                .iter()
                .position(|a| *a == name)
                .map_or(default.to_string(), |i| extra[i + 1].to_string())
        };
        let scoring: Scoring = opt("--scoring", "wdl").parse().unwrap();
        let options = SearchOptions {
            ordering: opt("--order", "natural").parse().unwrap(),
            variant: opt("--variant", "fail-soft").parse().unwrap(),
            depth: extra
                .contains(&"--depth")
                .then(|| abviz_core::parse_depth(&opt("--depth", "")).unwrap()),
            ..SearchOptions::default()
        };
        let problem = if kind == "board" {
            Problem::board(input, scoring).unwrap()
        } else {
            Problem::tree(input, opt("--root", "max") == "max").unwrap()
        };
        for alg in [Algorithm::Minimax, Algorithm::AlphaBeta] {
            let s = problem.search(alg, &options, &mut NullSink).unwrap();
            // Whole values print without a fraction.
            assert_eq!(s.value.fract(), 0.0);
            let want = json!({
                "value": s.value as i64, "best_move": s.best_move, "nodes": s.nodes,
                "leaves": s.leaves, "cutoffs": s.cutoffs,
                "pruned_children": s.pruned_children, "max_depth": s.max_depth,
            });
            assert_eq!(v[alg.name()], want, "{args:?} {alg:?}");
        }
    }
}

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

// ---------------------------------------------------------------------------
// help and version
// ---------------------------------------------------------------------------

#[test]
fn help_explains_the_notation_and_counting_conventions() {
    for args in [
        &["--help"][..],
        &["analyze", "--help"],
        &["trace", "--help"],
        &["help", "trace"],
    ] {
        let r = abviz(args);
        assert_eq!(r.code, Some(0), "{args:?}");
        assert_eq!(r.stderr, "", "{args:?}");
        for needle in [
            "NOTATION",
            "row-major",
            "O.X/.X./O..",
            "'/' may separate rows",
            "X moves",
            "[[3,12,8],[2,4,6],[14,5,2]]",
            "±1000000000",
            "--root min",
            "alpha >= beta",
            "fail-hard",
            "win = 10 - plies",
            "random:SEED",
            "worst-first",
            "COUNTING",
            "nodes = every node entered, root included",
            "leaves = nodes evaluated",
            "cutoffs = breaks that leave at least one child untried",
            "pruned_children",
            "best_move = the first child in search order",
            "549946",
            "18297",
        ] {
            assert!(r.stdout.contains(needle), "{args:?}: help lacks {needle:?}");
        }
    }
}

#[test]
fn version_prints_the_package_version() {
    let r = abviz(&["--version"]);
    assert_eq!(r.code, Some(0));
    assert_eq!(r.stdout, format!("abviz {}\n", env!("CARGO_PKG_VERSION")));
}

// ---------------------------------------------------------------------------
// bad input
// ---------------------------------------------------------------------------

/// Errors found by abviz-core: the message is the library's, exactly.
#[test]
fn bad_values_exit_2_with_the_exact_one_line_message() {
    let deep = format!("{}1{}", "[".repeat(129), "]".repeat(129));
    let cases: &[(&[&str], &str)] = &[
        (&["--board", "O.X/.Z./O.."], "board: 'Z' at position 6 (cell 4) is not a mark; use X, O, or . - _ for an empty cell"),
        (&["--board", "XO"], "board has 2 cells; a board has 9 cells, row-major from the top left"),
        (&["--board", ""], "board is empty; give 9 cells such as O.X/.X./O.."),
        (&["--board", "O.X/.X."], "board has 2 rows separated by '/'; a board has 3 rows"),
        (&["--board", "O.X./X./O.."], "board: row 1 has 4 cells; each row has 3"),
        (&["--board", "XXX/O../..."], "board: X has 3 marks and O has 1; X moves first, so X has as many marks as O or one more"),
        (&["--board", "XXX/OOO/..."], "board: both X and O have a line; the game ends at the first line"),
        (&["--board", "XXX/OO./O.."], "board: X has a line but O moved after it; the game ends when a line is completed"),
        (&["--tree", "[1 2]"], "tree: unexpected '2' at column 4; expected ',' or ']'"),
        (&["--tree", "[1,2"], "tree: input ends inside a list; expected ',' or ']'"),
        (&["--tree", "[1,2]]"], "tree: unexpected text after the tree at column 6"),
        (&["--tree", ""], "tree is empty; give nested lists such as [[3,12,8],[2,4,6],[14,5,2]]"),
        (&["--tree", "[[1],[]]"], "tree: empty list at column 6; every inner node needs at least one child"),
        (&["--tree", "[1.5x]"], "tree: leaf \"1.5x\" at column 2 is not a number"),
        (&["--tree", "[[1],[2]]", "--agents", "0"], "agents \"0\" is not a whole number of 1 or more (MAX and N−1 MIN agents)"),
        (&["--tree", "[1,2]", "--prune", "gte"], "unknown pruning rule \"gte\"; use ge (prune when α ≥ β) or gt (only when α > β)"),
        (&["--tree", "chance[1,5]", "--bounds", "3,2"], "bounds 3,2 have L > U; give the lowest and the highest value a leaf can have"),
        (&["--tree", "chance[1,5]", "--bounds", "0,4"], "tree: node 2 has value 5, outside the bounds [0, 4]"),
        (&["--tree", "chance[1,5]", "--bounds", "zero,4"], "bounds \"zero,4\" are not two numbers L,U such as -10,10"),
        (&["--tree", "chance[0.5:1, 0.6:5]"], "tree: the probabilities of the outcomes of the root sum to 1.1, not 1"),
        (&["--tree", "[0.5:1, 5]"], "tree: node 1 has a probability but its parent is not a chance node"),
        (&["--tree", "[chance[-0.5:1, 1.5:5]]"], "tree: node 1.1 has probability -0.5; a probability lies between 0 and 1"),
        (&["--tree", "{\"kind\":\"chance\",\"children\":[]}"], "tree: the root is a chance node with no children; a chance node needs outcomes"),
        (&["--tree", "{\"kind\":\"dice\",\"children\":[1]}"], "tree: the root has kind \"dice\"; use max, min or chance"),
        (&["--tree", "{\"children\":[1e999]}"], "tree: bad JSON: number out of range at line 1 column 18"),
        (&["--tree", "[1, inf]"], "tree: node \"inf\" at column 5 has neither a value nor children"),
        (&["--tree", "[A[B[2,3]], 4]", "--depth", "2"], "tree: node \"B\" is at the depth limit 2 but has no value; give it one (\"value\" in JSON, =V in shorthand)"),
        (&["--tree", "[[2,3], 4]", "--depth", "1"], "tree: node 1 is at the depth limit 1 but has no value; give it one (\"value\" in JSON, =V in shorthand)"),
        (&["--tree", "[1000000001]"], "tree: leaf 1000000001 at column 2 is out of range; leaves lie within ±1000000000"),
        (&["--tree", &deep], "tree: lists nested deeper than 128 levels at column 129"),
        (&["--board", ".........", "--depth", "-1"], "depth \"-1\" is not a whole number of plies (0 or more)"),
        (&["--board", ".........", "--depth", "two"], "depth \"two\" is not a whole number of plies (0 or more)"),
        (&["--board", ".........", "--order", "sideways"], "unknown ordering \"sideways\"; use natural, reverse, random:SEED, heuristic, best-first or worst-first"),
        (&["--board", ".........", "--order", "random:x"], "random ordering needs a whole-number seed, as in random:42; got \"x\""),
        (&["--board", ".........", "--scoring", "x"], "unknown scoring \"x\"; use wdl or fast"),
        (&["--board", ".........", "--variant", "x"], "unknown variant \"x\"; use fail-soft or fail-hard"),
        (&["--board", ".........", "--algorithm", "x"], "unknown algorithm \"x\"; use minimax, alphabeta, star2, mtdf or both"),
        (&["--tree", AIMA, "--root", "x"], "unknown root \"x\"; use max or min"),
        (&["--tree", AIMA, "--depth", "1"], "tree: node 1 is at the depth limit 1 but has no value; give it one (\"value\" in JSON, =V in shorthand)"),
    ];
    for (args, want) in cases {
        for sub in ["analyze", "trace"] {
            let mut all = vec![sub];
            all.extend_from_slice(args);
            assert_eq!(fails(&all), *want, "{all:?}");
        }
    }
}

/// Errors found by the argument parser: one line that names the problem.
#[test]
fn bad_arguments_exit_2_with_one_line_naming_the_problem() {
    let cases: &[(&[&str], &[&str])] = &[
        (&["analyze", "--board", ".........", "--foo"], &["--foo"]),
        (&["analyze", "--board", ".........", "extra"], &["extra"]),
        (
            &["analyze", "--board", "O.X/.X./O..", "--tree", AIMA],
            &["--board", "--tree"],
        ),
        (
            &["analyze", "--tree", AIMA, "--board", "O.X/.X./O.."],
            &["--board", "--tree"],
        ),
        (&["analyze", "--board"], &["--board"]),
        (
            &["analyze", "--board", ".........", "--board", "........."],
            &["--board"],
        ),
        (
            &["analyze", "--board", ".........", "--depth"],
            &["--depth"],
        ),
        (&["trace", "--tree"], &["--tree"]),
        (&["analyse", "--board", "........."], &["analyse"]),
        (&["analyze"], &[]),
        (&["trace"], &[]),
        (&[], &[]),
    ];
    for (args, needles) in cases {
        let msg = fails(args);
        assert!(msg.ends_with("(see abviz --help)"), "{args:?}: {msg}");
        for n in *needles {
            assert!(msg.contains(n), "{args:?}: {msg:?} does not name {n}");
        }
    }
}

#[test]
fn nesting_100000_deep_on_the_command_line_is_refused_cleanly() {
    // Unclosed, to stay under the kernel's 128 KiB limit on one argument.
    let deep = "[".repeat(100_000);
    assert_eq!(
        fails(&["analyze", "--tree", &deep]),
        "tree: lists nested deeper than 128 levels at column 129"
    );
    let closed = format!("{}7{}", "[".repeat(60_000), "]".repeat(60_000));
    assert_eq!(
        fails(&["trace", "--tree", &closed]),
        "tree: lists nested deeper than 128 levels at column 129"
    );
}

#[cfg(unix)]
#[test]
fn non_utf8_argument_exits_2_with_one_line() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let bad = OsStr::from_bytes(b"O.X/.X./O\xff.");
    fails(&[OsStr::new("analyze"), OsStr::new("--board"), bad]);
}

/// `abviz trace … | head` is normal use: a closed pipe is not an error.
#[test]
fn closed_stdout_pipe_ends_trace_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_abviz"))
        .args(["trace", "--board", ".........", "--algorithm", "alphabeta"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut first = [0u8; 64];
    stdout.read_exact(&mut first).unwrap();
    assert!(first.starts_with(b"{"));
    drop(stdout);
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
}

// ---------------------------------------------------------------------------
// Messages that once said too little
// ---------------------------------------------------------------------------

/// Without --board or --tree the message names both.
#[test]
fn missing_position_message_names_board_and_tree() {
    let msg = fails(&["analyze"]);
    assert!(msg.contains("--board") && msg.contains("--tree"), "{msg}");
}

/// With no arguments at all the line says a command is needed.
#[test]
fn no_arguments_message_says_a_command_is_needed() {
    let msg = fails::<&str>(&[]);
    assert!(msg.contains("analyze") || msg.contains("command"), "{msg}");
}

// ---------------------------------------------------------------------------
// Trees from a file or standard input
// ---------------------------------------------------------------------------

/// Runs `abviz` with `input` on standard input.
fn abviz_with_stdin(args: &[&str], input: &[u8]) -> Run {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_abviz"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run abviz");
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    Run {
        code: out.status.code(),
        stdout: String::from_utf8(out.stdout).expect("utf-8 stdout"),
        stderr: String::from_utf8(out.stderr).expect("utf-8 stderr"),
    }
}

/// A uniform tree of branching 4 and depth 9 (349,525 nodes, about 800 KB
/// of text): far over the 128 KiB a single command-line argument may hold.
fn big_tree_text() -> String {
    fn grow(depth: u32, next: &mut u32, out: &mut String) {
        if depth == 0 {
            *next = next.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            out.push_str(&((*next >> 16) % 19).to_string());
            return;
        }
        out.push('[');
        for i in 0..4 {
            if i > 0 {
                out.push(',');
            }
            grow(depth - 1, next, out);
        }
        out.push(']');
    }
    let mut s = String::new();
    grow(9, &mut 7, &mut s);
    s
}

#[test]
fn a_tree_too_long_for_the_command_line_is_read_from_a_file() {
    let text = big_tree_text();
    assert!(text.len() > 128 * 1024);
    let path = std::env::temp_dir().join(format!("abviz-big-tree-{}.txt", std::process::id()));
    std::fs::write(&path, &text).unwrap();
    let arg = format!("@{}", path.display());
    let v = analyze(&["--tree", &arg]);
    std::fs::remove_file(&path).unwrap();
    let direct = Problem::tree(&text, true).unwrap();
    let mm = direct
        .search(Algorithm::Minimax, &SearchOptions::default(), &mut NullSink)
        .unwrap();
    assert_eq!(v["minimax"]["nodes"], json!(mm.nodes));
    assert_eq!(mm.nodes, 349_525);
}

#[test]
fn a_tree_is_read_from_standard_input_with_a_dash() {
    let r = abviz_with_stdin(&["analyze", "--tree", "-"], format!("{AIMA}\n").as_bytes());
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(v["minimax"]["nodes"], json!(13));
    assert_eq!(v["alphabeta"]["nodes"], json!(11));
}

#[test]
fn unreadable_tree_sources_exit_2_naming_the_source() {
    let msg = fails(&["analyze", "--tree", "@/no/such/abviz-tree.txt"]);
    assert!(
        msg.contains("/no/such/abviz-tree.txt") && msg.contains("no such file"),
        "{msg}"
    );
    let r = abviz_with_stdin(&["analyze", "--tree", "-"], b"[[1,2],\xff]");
    assert_eq!(r.code, Some(2));
    assert_eq!(r.stdout, "");
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    assert!(
        r.stderr.contains("standard input") && r.stderr.contains("UTF-8"),
        "{}",
        r.stderr
    );
    // A bad tree from a file gets the core's message, as on the command line.
    let r = abviz_with_stdin(&["analyze", "--tree", "-"], b"[1,");
    assert_eq!(r.code, Some(2));
    assert!(r.stderr.starts_with("abviz: tree:"), "{}", r.stderr);
}

// ---------------------------------------------------------------------------
// Input echoed in messages: quoted, one line, short
// ---------------------------------------------------------------------------

/// A 200,000-character leaf, from standard input or a file, is named by its
/// first and last characters: the message stays one short line.
#[test]
fn a_tree_file_or_standard_input_with_a_utf8_byte_order_mark_is_read() {
    const BOM: &str = "\u{feff}";
    let json = r#"{"children":[{"children":[3,12,8]},{"children":[2,4,6]},{"children":[14,5,2]}]}"#;
    for (i, text) in [AIMA, json].iter().enumerate() {
        let with_bom = format!("{BOM}{text}\n");
        let path = std::env::temp_dir().join(format!("abviz-bom-{}-{i}.txt", std::process::id()));
        std::fs::write(&path, &with_bom).unwrap();
        let v = analyze(&["--tree", &format!("@{}", path.display())]);
        std::fs::remove_file(&path).unwrap();
        assert_eq!(v["minimax"]["nodes"], json!(13), "{text}");
        assert_eq!(v["alphabeta"]["nodes"], json!(11), "{text}");
        let r = abviz_with_stdin(&["analyze", "--tree", "-"], with_bom.as_bytes());
        assert_eq!((r.code, r.stderr.as_str()), (Some(0), ""), "{text}");
        let v: Value = serde_json::from_str(&r.stdout).unwrap();
        assert_eq!(v["alphabeta"]["nodes"], json!(11), "{text}");
    }
    // Only one mark is a byte order mark: a second is text, and the tree's error.
    let r = abviz_with_stdin(
        &["analyze", "--tree", "-"],
        format!("{BOM}{BOM}{AIMA}").as_bytes(),
    );
    assert_eq!(r.code, Some(2));
    assert!(r.stderr.starts_with("abviz: tree:"), "{}", r.stderr);
    // UTF-16 (as Windows' Notepad may save) is named, not read as garbage.
    let utf16: Vec<u8> = [0xFF, 0xFE]
        .into_iter()
        .chain(AIMA.encode_utf16().flat_map(u16::to_le_bytes))
        .collect();
    let r = abviz_with_stdin(&["analyze", "--tree", "-"], &utf16);
    assert_eq!(r.code, Some(2));
    assert_eq!(
        r.stderr,
        "abviz: cannot read the tree from standard input: it is UTF-16 text (it starts with a UTF-16 byte order mark); save it as UTF-8\n"
    );
}

#[test]
fn a_200000_character_leaf_is_shortened_in_a_one_line_message() {
    let digits = "7".repeat(200_000);
    let letters = "x".repeat(200_000);
    let cases = [
        (
            format!("[1,{digits}]"),
            "abviz: tree: leaf 77777777777777777777…7777777777777777777 at column 4 is out of range; leaves lie within ±1000000000\n",
        ),
        (
            format!("[{letters},1]"),
            "abviz: tree: node \"xxxxxxxxxxxxxxxxxxxx…xxxxxxxxxxxxxxxxxxx\" at column 2 has neither a value nor children\n",
        ),
    ];
    for (text, want) in cases {
        let r = abviz_with_stdin(&["analyze", "--tree", "-"], text.as_bytes());
        assert_eq!(r.code, Some(2));
        assert_eq!((r.stdout.as_str(), r.stderr.as_str()), ("", want));
        assert!(r.stderr.len() < 300);

        let path = std::env::temp_dir().join(format!("abviz-long-leaf-{}.txt", std::process::id()));
        std::fs::write(&path, &text).unwrap();
        let msg = fails(&["trace", "--tree", &format!("@{}", path.display())]);
        std::fs::remove_file(&path).unwrap();
        assert_eq!(format!("abviz: {msg}\n"), want);
    }
}

/// A `--tree @FILE` path is input too: a newline or a control character in
/// it is escaped, a very long one shortened, and stderr stays one line.
#[test]
fn tree_file_paths_in_messages_are_escaped_and_shortened() {
    let msg = fails(&["analyze", "--tree", "@/no/such\ndir/\u{7}tree.txt"]);
    assert_eq!(
        msg,
        r#"cannot read the tree from "/no/such\ndir/\u{7}tree.txt": no such file"#
    );
    let long = format!("@/no/{}tree.txt", "dir/".repeat(500));
    let msg = fails(&["analyze", "--tree", &long]);
    assert_eq!(
        msg,
        r#"cannot read the tree from "/no/dir/dir/dir/dir/…ir/dir/dir/tree.txt": no such file"#
    );
}

/// clap repeats a bad argument as typed (less control characters); the CLI
/// folds its message into one short line, invisible marks escaped.
#[test]
fn bad_arguments_echoed_by_clap_stay_one_short_line() {
    let long_word = "x".repeat(100_000);
    let many_words = "ab ".repeat(30_000);
    for arg in [
        long_word.as_str(),
        many_words.as_str(),
        "a\u{7}b\nc\u{202e}",
    ] {
        let msg = fails(&["analyze", "--board", ".........", arg]);
        assert!(msg.starts_with("unexpected argument '"), "{msg}");
        assert!(msg.ends_with("(see abviz --help)"), "{msg}");
        assert!(msg.chars().count() < 300, "{} characters: {msg}", msg.len());
        assert!(!msg.contains(|c: char| c.is_control()), "{msg:?}");
    }
    assert_eq!(
        fails(&["analyze", "--board", ".........", "a\u{200e}b"]),
        r"unexpected argument 'a\u{200e}b' found (see abviz --help)"
    );
}

/// The issue's "Done when": each new form and option runs from the CLI.
#[test]
fn chance_trees_json_files_agents_prune_star2_and_depth_run() {
    let dir = std::env::temp_dir().join(format!("abviz-chance-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("aima-chance.json");
    std::fs::write(
        &file,
        r#"{"kind": "max", "name": "A", "children": [
             {"kind": "chance", "name": "B", "children": [{"p": 0.9, "value": 2}, {"p": 0.1, "value": 3}]},
             {"kind": "chance", "name": "C", "children": [{"p": 0.9, "value": 1}, {"p": 0.1, "value": 4}]}]}"#,
    )
    .unwrap();
    let at = format!("@{}", file.display());
    let v = analyze(&["--tree", &at]);
    assert_eq!(v["minimax"]["best_move"], 0);
    assert!((v["minimax"]["value"].as_f64().unwrap() - 2.1).abs() < 1e-12);
    assert_eq!(v["alphabeta"]["best_move"], 0);
    // Three agents: MAX over MIN over MIN.
    let v = analyze(&["--tree", "[[[3,5],[2,9]],[[7,8],[6,4]]]", "--agents", "3"]);
    assert_eq!(
        (
            v["minimax"]["value"].clone(),
            v["minimax"]["best_move"].clone()
        ),
        (json!(4), json!(1))
    );
    // CS188's tie: ge prunes the 0, gt generates it.
    let ge = analyze(&["--tree", "[[10],[10,0]]"]);
    let gt = analyze(&["--tree", "[[10],[10,0]]", "--prune", "gt"]);
    assert_eq!(
        (
            ge["alphabeta"]["nodes"].clone(),
            gt["alphabeta"]["nodes"].clone()
        ),
        (json!(5), json!(6))
    );
    // Star2 on CS188's expectimax tree.
    let v = analyze(&[
        "--tree",
        "max[chance[3,12,8],chance[2,4,6],chance[14,5,2]]",
        "--algorithm",
        "star2",
    ]);
    assert!((v["star2"]["value"].as_f64().unwrap() - 23.0 / 3.0).abs() < 1e-12);
    // A depth limit uses inner values.
    let v = analyze(&["--tree", "A=1[B=2[3,4],C=5[6,7]]", "--depth", "1"]);
    assert_eq!(
        (
            v["minimax"]["value"].clone(),
            v["minimax"]["leaves"].clone()
        ),
        (json!(5), json!(2))
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Runs a subcommand that prints one JSON object.
fn json_of(args: &[&str]) -> Value {
    let r = abviz(args);
    assert_eq!(r.code, Some(0), "{args:?}: stderr {}", r.stderr);
    serde_json::from_str(r.stdout.trim()).expect("one JSON object")
}

#[test]
fn connect_four_reproduces_the_published_scores_and_position_counts() {
    let s = json_of(&["solve", "--board", "4455"]);
    assert_eq!(
        (s["value"].clone(), s["to_move"].clone()),
        (json!(18), json!("X"))
    );
    let s = json_of(&["solve", "--board", "44455554221", "--columns"]);
    assert_eq!(s["value"], json!(-15));
    let columns = s["columns"].as_array().unwrap();
    assert_eq!(columns.len(), 7);
    assert!(columns.iter().all(|c| c["score"] == json!(-15)), "{s}");
    let p = json_of(&["positions", "--size", "7x6", "--plies", "7"]);
    assert_eq!(
        p["positions"],
        json!([1, 7, 49, 238, 1120, 4263, 16422, 54859])
    );
}

#[test]
fn connect_four_analysis_reports_the_enhancement_counters() {
    let out = analyze(&[
        "--game",
        "connect4",
        "--board",
        "4453",
        "--depth",
        "4",
        "--enhance",
        "id,tt,pvs",
    ]);
    let (mm, ab) = (&out["minimax"], &out["alphabeta"]);
    assert_eq!(ab["value"], mm["value"]);
    assert_eq!(out["to_move"], json!("X"));
    assert_eq!(ab["iterations"].as_array().unwrap().len(), 4);
    let sum: u64 = ab["iterations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n.as_u64().unwrap())
        .sum();
    assert_eq!(json!(sum), ab["nodes"]);
    for key in ["tt_probes", "tt_hits", "tt_cutoffs", "re_searches"] {
        assert!(ab[key].is_u64(), "{key}: {out}");
    }
    // Minimax from the empty 7×6 board at depth 3: (7⁴ − 1)/6 nodes.
    let out = analyze(&[
        "--game",
        "connect4",
        "--board",
        "",
        "--depth",
        "3",
        "--algorithm",
        "minimax",
    ]);
    assert_eq!(out["minimax"]["nodes"], json!(400));
    let out = analyze(&[
        "--game",
        "connect4",
        "--board",
        "4453",
        "--depth",
        "4",
        "--algorithm",
        "mtdf",
        "--enhance",
        "tt",
    ]);
    assert!(out["mtdf"]["re_searches"].as_u64().unwrap() > 0, "{out}");
}

#[test]
fn solve_with_columns_names_the_centre_most_best_column() {
    // Every column loses in the same number of moves: the centre column.
    let s = json_of(&["solve", "--board", "44455554221", "--columns"]);
    assert_eq!(s["best_move"], json!(4), "{s}");
    // Columns 3 and 7 both win soonest; 3 is nearer the centre.
    let s = json_of(&["solve", "--board", "445566", "--columns"]);
    assert_eq!(s["best_move"], json!(3), "{s}");
    // A finished game has no move.
    let s = json_of(&["solve", "--board", "4455667", "--columns"]);
    assert_eq!(s["best_move"], json!(null), "{s}");
    // 4 columns: centre first is 2 3 1 4; 5 columns: 3 2 4 1 5.
    let s = json_of(&["solve", "--size", "4x4", "--board", "1", "--columns"]);
    assert_eq!(s["best_move"], json!(2), "{s}");
    // Whatever the position: a column of the best score, none nearer the centre.
    let cases: &[(&[&str], &[u64])] = &[
        (&["--board", "445566"], &[4, 3, 5, 2, 6, 1, 7]),
        (&["--board", "44455554221"], &[4, 3, 5, 2, 6, 1, 7]),
        (&["--size", "4x4", "--board", "23"], &[2, 3, 1, 4]),
        (&["--size", "5x4", "--board", "1"], &[3, 2, 4, 1, 5]),
    ];
    for (args, centre_first) in cases {
        let mut all = vec!["solve", "--columns"];
        all.extend_from_slice(args);
        let s = json_of(&all);
        let scores: Vec<(u64, f64)> = (s["columns"].as_array().unwrap().iter())
            .filter_map(|c| Some((c["column"].as_u64()?, c["score"].as_f64()?)))
            .collect();
        let best = scores.iter().map(|c| c.1).fold(f64::NEG_INFINITY, f64::max);
        assert_eq!(s["value"].as_f64(), Some(best), "{args:?}: {s}");
        let want = centre_first.iter().find(|&&c| scores.contains(&(c, best)));
        assert_eq!(s["best_move"].as_u64(), want.copied(), "{args:?}: {s}");
    }
}

#[test]
fn out_of_range_sizes_and_plies_name_the_allowed_range() {
    let cases: &[(&[&str], &str)] = &[
        (&["positions", "--plies", "13"], "plies \"13\" is not a whole number from 0 to 12"),
        (&["positions", "--plies", "-1"], "plies \"-1\" is not a whole number from 0 to 12"),
        (&["positions", "--plies", "seven"], "plies \"seven\" is not a whole number from 0 to 12"),
        (&["solve", "--board", "4", "--tt-size", "67108865"], "table size \"67108865\" is not a whole number of slots from 1 to 67108864"),
        (&["solve", "--board", "4", "--tt-size", "99999999999999999999999"], "table size \"99999999999999999999999\" is not a whole number of slots from 1 to 67108864"),
        (&["analyze", "--game", "connect4", "--board", "1", "--depth", "3", "--enhance", "tt", "--tt-size", "1e9"], "table size \"1e9\" is not a whole number of slots from 1 to 67108864"),
    ];
    for (args, want) in cases {
        assert_eq!(fails(args), *want, "{args:?}");
    }
    let p = json_of(&["positions", "--size", "4x4", "--plies", "12"]);
    assert_eq!(p["positions"].as_array().unwrap().len(), 13);
}

#[test]
fn bad_connect_four_input_exits_2_with_one_line_naming_where() {
    let cases: &[(&[&str], &str)] = &[
        (&["analyze", "--game", "connect4", "--board", "48"], "board: move 2 is column 8, but the columns are 1 to 7"),
        (&["analyze", "--game", "connect4", "--board", "4444444"], "board: move 7 drops into column 4, which is full"),
        (&["analyze", "--game", "connect4", "--board", "12121212"], "board: move 8 comes after the game ended with four in a row"),
        (&["analyze", "--game", "connect4", "--board", "......./......./......./......./.X...../......."], "board: the disc in row 5, column 2 floats above an empty cell"),
        (&["analyze", "--game", "connect4", "--board", "......./......./......./......./......./XXX...."], "board: 3 X and 0 O cannot arise; X moves first, so X has as many discs as O or one more"),
        (&["analyze", "--game", "connect4", "--size", "8x6", "--board", "1"], "size \"8x6\" is not a Connect Four size; use WxH with W from 4 to 7 and H from 4 to 6, such as 7x6"),
        (&["analyze", "--game", "connect4", "--board", "1a"], "board: move 2 is 'a', not a column number"),
        (&["analyze", "--game", "chess", "--board", "1"], "unknown game \"chess\"; use tictactoe, connect4 or tree"),
        (&["analyze", "--game", "connect4", "--board", "1", "--depth", "3", "--enhance", "tt,nmp"], "unknown enhancement \"nmp\"; use order, id, tt, killer, history, pvs or aspiration"),
        (&["analyze", "--game", "connect4", "--board", "1", "--depth", "3", "--enhance", "aspiration"], "aspiration needs id"),
        (&["analyze", "--game", "connect4", "--board", "1", "--enhance", "id"], "a Connect Four position with 41 empty cells needs a depth limit (at most 10 empty cells without one; abviz solve finds the exact score)"),
        (&["analyze", "--game", "tictactoe", "--board", ".........", "--enhance", "id"], "id needs --depth"),
        (&["analyze", "--game", "connect4", "--board", "1", "--depth", "3", "--algorithm", "mtdf"], "mtdf needs tt"),
        (&["analyze", "--game", "connect4", "--board", "1", "--depth", "3", "--enhance", "tt", "--tt-size", "0"], "table size \"0\" is not a whole number of slots from 1 to 67108864"),
        (&["analyze", "--tree", AIMA, "--enhance", "tt"], "enhancements and mtdf work on games (tic-tac-toe, Connect Four), not on textbook trees"),
        (&["solve", "--board", "9"], "board: move 1 is column 9, but the columns are 1 to 7"),
    ];
    for (args, want) in cases {
        assert_eq!(fails(args), *want, "{args:?}");
    }
}

#[test]
fn games_lists_the_registry_and_game_takes_its_names() {
    let r = abviz(&["games"]);
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    let v: Value = serde_json::from_str(&r.stdout).expect("valid JSON");
    let names: Vec<&str> = (v.as_array().unwrap().iter())
        .map(|g| g["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["tictactoe", "connect4", "tree"]);
    assert_eq!(v[1]["options"]["size"], "7x6");
    assert_eq!(v[1]["view"], "c4-board");
    // Any registered name (or alias) works with --board.
    let tree = analyze(&["--game", "tree", "--board", "[[3,12,8],[2,4,6],[14,5,2]]"]);
    assert_eq!(tree["alphabeta"]["nodes"], 11);
    let c4 = analyze(&["--game", "c4", "--board", "4453", "--depth", "2"]);
    assert_eq!(c4["minimax"]["nodes"], 57);
    assert_eq!(
        fails(&["analyze", "--game", "chess", "--board", "x"]),
        "unknown game \"chess\"; use tictactoe, connect4 or tree"
    );
}
