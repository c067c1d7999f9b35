//! End-to-end tests of `--futility` and `--secondary`: their JSON in
//! `analyze`, the futility event in `trace`, and one-line errors (exit 2)
//! for values and combinations that make no sense.

mod common;

use serde_json::json;

use common::{analyze, events, fails, trace};

/// Rich's Fig. 6 (see abviz-core's tests/futility.rs).
const FIG6: &str = "A[B[D=3,E=5],C[F=4,G=3.2,H=7]]";

#[test]
fn futility_reports_its_margin_stops_and_error_bound() {
    let v = analyze(&["--tree", FIG6, "--futility", "0.5"]);
    assert_eq!(v["minimax"]["value"], 3.2);
    assert_eq!(v["minimax"].get("futility"), None);
    let ab = &v["alphabeta"];
    assert_eq!(
        (&ab["value"], &ab["best_move"], &ab["nodes"]),
        (&json!(3), &json!(0), &json!(7))
    );
    assert_eq!(
        ab["futility"],
        json!({"margin": 0.5, "cutoffs": 1, "pruned_children": 1, "error_bound": 0.5})
    );
    // Ordinary cut-offs are counted apart.
    assert_eq!(
        (&ab["cutoffs"], &ab["pruned_children"]),
        (&json!(0), &json!(0))
    );
}

#[test]
fn trace_shows_the_futility_stop_with_its_window_and_margin() {
    let lines = trace(&[
        "--tree",
        FIG6,
        "--futility",
        "0.5",
        "--algorithm",
        "alphabeta",
    ]);
    let stops = events(&lines, "alphabeta", "futility");
    assert_eq!(stops.len(), 1);
    let s = stops[0];
    assert_eq!(
        (
            &s["node"],
            &s["alpha"],
            &s["beta"],
            &s["margin"],
            &s["skipped"]
        ),
        (&json!(4), &json!(3), &json!(3.2), &json!(0.5), &json!([2]))
    );
    assert!(events(&lines, "alphabeta", "cutoff").is_empty());
}

#[test]
fn secondary_reports_the_deeper_check_and_the_move_it_changes() {
    let v = analyze(&[
        "--tree",
        "[B=5[1,9],C=3[4,6]]",
        "--depth",
        "1",
        "--secondary",
        "1",
        "--algorithm",
        "alphabeta",
    ]);
    assert_eq!(
        v["alphabeta"]["secondary"],
        json!({
            "depth": 2, "move": 0, "value": 5, "deeper_value": 1, "reconsidered": true,
            "second_move": 1, "second_value": 3, "second_deeper_value": 4,
            "final_move": 1, "final_value": 4, "changed": true, "nodes": 10,
        })
    );
    // best_move is the move played (C), not the depth-1 search's B; value stays the depth-1 root's.
    assert_eq!(
        (&v["alphabeta"]["best_move"], &v["alphabeta"]["value"]),
        (&json!(1), &json!(5))
    );
    let c4 = analyze(&[
        "--game",
        "connect4",
        "--board",
        "744475",
        "--depth",
        "2",
        "--secondary",
        "2",
        "--algorithm",
        "alphabeta",
    ]);
    let s = &c4["alphabeta"]["secondary"];
    assert_eq!(
        (&s["move"], &s["final_move"], &s["changed"]),
        (&json!(4), &json!(2), &json!(true))
    );
    assert_eq!(c4["alphabeta"]["best_move"], 2);
}

/// Each secondary preset, as `abviz analyze --preset` runs it: the one
/// move the JSON names is the move played.
#[test]
fn a_secondary_preset_s_best_move_is_the_move_played() {
    for (preset, played) in [("horizon-secondary", 1), ("horizon-secondary-c4", 2)] {
        let v = analyze(&["--preset", preset]);
        let ab = &v["alphabeta"];
        assert_eq!(ab["secondary"]["final_move"], played, "{preset}");
        assert_eq!(ab["best_move"], played, "{preset}");
        assert_ne!(
            ab["secondary"]["move"], played,
            "{preset}: the depth-D move differs"
        );
    }
}

#[test]
fn bad_futility_and_secondary_values_exit_2_with_one_line() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["--futility", "-1"],
            "futility margin \"-1\" is not a number of 0 or more",
        ),
        (
            &["--futility", "NaN"],
            "futility margin \"NaN\" is not a number of 0 or more",
        ),
        (
            &["--futility", "inf"],
            "futility margin \"inf\" is not a number of 0 or more",
        ),
        (
            &["--futility", "half"],
            "futility margin \"half\" is not a number of 0 or more",
        ),
        (
            &["--futility", "1", "--algorithm", "minimax"],
            "--futility does not apply to --algorithm minimax: it is for alphabeta or star2",
        ),
        (
            &["--secondary", "0", "--depth", "1"],
            "secondary depth \"0\" is not a whole number of plies (1 or more)",
        ),
        (
            &["--secondary", "-2", "--depth", "1"],
            "secondary depth \"-2\" is not a whole number of plies (1 or more)",
        ),
        (&["--secondary", "1"], "secondary needs --depth"),
    ];
    for (args, want) in cases {
        for sub in ["analyze", "trace"] {
            let mut all = vec![sub, "--tree", "[B=5[1,9],C=3[4,6]]"];
            all.extend_from_slice(args);
            assert_eq!(fails(&all), *want, "{all:?}");
        }
    }
    assert_eq!(
        fails(&[
            "analyze",
            "--tree",
            "chance[[1,2],[3,4]]",
            "--futility",
            "1"
        ]),
        "futility needs a game without chance nodes"
    );
    assert_eq!(
        fails(&[
            "analyze",
            "--game",
            "connect4",
            "--board",
            "44",
            "--depth",
            "2",
            "--enhance",
            "order",
            "--futility",
            "1"
        ]),
        "futility needs alphabeta or minimax without --enhance (not mtdf)"
    );
    assert_eq!(
        fails(&[
            "analyze",
            "--game",
            "connect4",
            "--board",
            "44",
            "--depth",
            "2",
            "--enhance",
            "order",
            "--secondary",
            "1"
        ]),
        "secondary needs alphabeta or minimax without --enhance (not mtdf)"
    );
}
