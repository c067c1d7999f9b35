//! `abviz replay nilsson`: Nilsson's tic-tac-toe game as JSON, stage by
//! stage (the moves, the tie, MIN's replies, both counts), then Fig. 6;
//! and an unknown replay's one-line error.

mod common;

use common::{fails, json_of};

#[test]
fn replay_nilsson_prints_the_three_stages_and_fig6() {
    let v = json_of(&["replay", "nilsson"]);
    let stages = v["stages"].as_array().unwrap();
    let played: Vec<i64> = stages
        .iter()
        .map(|s| s["played"].as_i64().unwrap())
        .collect();
    assert_eq!(played, [4, 8, 6]);
    let figures: Vec<i64> = stages
        .iter()
        .map(|s| s["figure"].as_i64().unwrap())
        .collect();
    assert_eq!(figures, [3, 4, 5]);
    assert_eq!(stages[0]["reply"], 3);
    assert_eq!(stages[1]["best"], serde_json::json!([0, 2]));
    assert_eq!(stages[1]["played_as"], 2);
    assert_eq!(stages[2]["reply"], serde_json::Value::Null);
    assert_eq!(stages[2]["resigns"], true);
    assert_eq!(
        stages[0]["symmetry"],
        serde_json::json!({"moves": 3, "tips": 12, "nodes": 16})
    );
    assert_eq!(
        stages[0]["plain"],
        serde_json::json!({"moves": 9, "tips": 72, "nodes": 82})
    );
    assert_eq!(v["fig6"]["algorithm"], "alphabeta");
    assert_eq!(v["fig6"]["cutoff"]["alpha"], -1);
}

#[test]
fn an_unknown_replay_is_one_line() {
    let e = fails(&["replay", "kasparov"]);
    assert!(e.contains("\"kasparov\"") && e.contains("nilsson"), "{e}");
    assert_eq!(e.trim_end().lines().count(), 1, "{e}");
}
