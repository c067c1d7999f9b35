//! `--algorithm negamax` end to end: Rich's MINIMAX-A-B counts what
//! alpha-beta counts, its trace carries the thresholds and the values from
//! the side to move's view, and games that are not two players taking
//! turns are refused with status 2 and one line.

mod common;

use common::{analyze, events, fails, json_of, trace};

#[test]
fn negamax_counts_what_alphabeta_counts() {
    for args in [
        vec!["--preset", "rich-fig5"],
        vec!["--preset", "nilsson-fig7"],
        vec!["--board", "X.O/.X./..O"],
        vec!["--game", "connect4", "--board", "4453", "--depth", "3"],
    ] {
        let mut nm = args.clone();
        nm.extend(["--algorithm", "negamax"]);
        let mut ab = args.clone();
        ab.extend(["--algorithm", "alphabeta"]);
        let (n, a) = (analyze(&nm), analyze(&ab));
        assert_eq!(n["negamax"], a["alphabeta"], "{args:?}");
    }
}

#[test]
fn the_trace_carries_use_and_pass_and_negated_values() {
    let lines = trace(&["--preset", "rich-fig4", "--algorithm", "negamax"]);
    let enters = events(&lines, "negamax", "enter");
    let thresholds = events(&lines, "negamax", "thresholds");
    assert!(
        thresholds.len() > enters.len(),
        "one per Enter, one per rise"
    );
    // The root starts with USE = +∞ and PASS = −∞, Rich's first call.
    assert_eq!(thresholds[0]["use"], "+inf");
    assert_eq!(thresholds[0]["pass"], "-inf");
    // Each MIN node's value is MAX's negated.
    for (i, l) in lines.iter().enumerate() {
        if l["event"] == "negated" {
            let exit = &lines[i + 1];
            assert_eq!(exit["event"], "exit");
            let enter = enters.iter().find(|e| e["node"] == l["node"]).unwrap();
            let (v, x) = (
                l["value"].as_f64().unwrap(),
                exit["value"].as_f64().unwrap(),
            );
            assert_eq!(v, if enter["type"] == "min" { -x } else { x }, "{l}");
        }
    }
    // Rich's Fig. 4: G is never examined, in either form.
    let ab = trace(&["--preset", "rich-fig4", "--algorithm", "alphabeta"]);
    assert_eq!(
        events(&lines, "negamax", "cutoff")[0]["skipped"],
        events(&ab, "alphabeta", "cutoff")[0]["skipped"]
    );
}

#[test]
fn chance_and_several_min_agents_are_refused() {
    for preset in ["chance", "agents", "dice"] {
        let msg = fails(&["analyze", "--preset", preset, "--algorithm", "negamax"]);
        assert!(
            msg.starts_with("negamax needs two players taking turns"),
            "{msg}"
        );
    }
    let msg = fails(&["trace", "--preset", "agents", "--algorithm", "negamax"]);
    assert!(msg.contains("several MIN agents"), "{msg}");
}

#[test]
fn algorithms_lists_negamax_with_rich_pseudocode() {
    let v = json_of(&["algorithms"]);
    let nm = v
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["name"] == "negamax")
        .unwrap();
    let code = nm.to_string();
    assert!(
        code.contains("Use-Thresh") && code.contains("Pass-Thresh"),
        "{code}"
    );
}
