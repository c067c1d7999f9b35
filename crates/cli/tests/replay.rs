//! `abviz replay nilsson`: Nilsson's tic-tac-toe game as JSON, stage by
//! stage (the moves, the tie, MIN's replies, both counts), then Fig. 6;
//! and an unknown replay's one-line error.

mod common;

use common::{analyze, fails, json_of};

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

#[test]
fn nilssons_presets_load_their_depth_symmetry_and_algorithm() {
    // (preset, algorithm, leaves, value, best move, cut-offs, pruned children)
    let figures = [
        (
            "nilsson-fig2",
            "minimax",
            12,
            -3,
            serde_json::json!("South"),
            0,
            0,
        ),
        ("nilsson-fig3", "minimax", 12, 1, serde_json::json!(4), 0, 0),
        ("nilsson-fig4", "minimax", 21, 1, serde_json::json!(0), 0, 0),
        ("nilsson-fig5", "minimax", 20, 1, serde_json::json!(6), 0, 0),
        (
            "nilsson-fig6",
            "alphabeta",
            8,
            1,
            serde_json::json!(4),
            1,
            4,
        ),
    ];
    for (name, alg, leaves, value, best, cutoffs, pruned) in figures {
        let v = analyze(&["--preset", name]);
        let s = &v[alg];
        assert_eq!(s["leaves"], leaves, "{name}");
        assert_eq!(s["value"], value, "{name}");
        assert_eq!(s["best_move"], best, "{name}");
        assert_eq!(s["cutoffs"], cutoffs, "{name}");
        assert_eq!(s["pruned_children"], pruned, "{name}");
    }
}
