//! End-to-end tests of `abviz analyze`: its JSON counts equal the library's for
//! every option, and each tree form and option runs.

mod common;

use abviz_core::{Algorithm, NullSink, Problem, Scoring, SearchOptions};
use serde_json::{json, Value};

use common::{analyze, AIMA};

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
