//! `--algorithm mcts` in analyze and trace, and `abviz match`.

mod common;

use common::{abviz, analyze, fails, json_of, trace};

#[test]
fn analyze_prints_the_mcts_object_and_the_same_seed_gives_the_same_output() {
    let args = [
        "--board",
        "XO./.X./...",
        "--algorithm",
        "mcts",
        "--iterations",
        "400",
        "--seed",
        "9",
    ];
    let v = analyze(&args);
    let m = &v["mcts"];
    let children = m["children"].as_array().unwrap();
    let moves: Vec<u64> = children
        .iter()
        .map(|c| c["move"].as_u64().unwrap())
        .collect();
    assert_eq!(moves, [2, 3, 5, 6, 7, 8], "every root move, in move order");
    let visits: Vec<u64> = children
        .iter()
        .map(|c| c["visits"].as_u64().unwrap())
        .collect();
    assert_eq!(visits.iter().sum::<u64>(), 400);
    assert_eq!(m["iterations"], 400);
    // O must block at 8; the move is the most visited child.
    assert_eq!(m["best_move"], 8);
    let most = children
        .iter()
        .max_by_key(|c| c["visits"].as_u64())
        .unwrap();
    assert_eq!(most["move"], 8);
    let value = m["value"].as_f64().unwrap();
    assert!((-1.0..=1.0).contains(&value));
    assert_eq!(analyze(&args), v);
    let mut other = args;
    other[7] = "10";
    assert_ne!(analyze(&other)["mcts"]["children"], m["children"]);
}

#[test]
fn trace_prints_the_four_phases_with_uct_terms() {
    let lines = trace(&[
        "--board",
        "XO./.X./...",
        "--algorithm",
        "mcts",
        "--iterations",
        "50",
        "--c",
        "2",
    ]);
    let names: Vec<&str> = lines.iter().map(|l| l["event"].as_str().unwrap()).collect();
    for e in ["expand", "simulate", "backup", "uct", "select"] {
        assert!(names.contains(&e), "no {e} event");
    }
    let uct = lines.iter().find(|l| l["event"] == "uct").unwrap();
    for f in [
        "exploit", "explore", "visits", "mean", "chosen", "child", "move",
    ] {
        assert!(!uct[f].is_null(), "uct lacks {f}: {uct}");
    }
    assert_eq!(names.iter().filter(|n| **n == "simulate").count(), 50);
}

#[test]
fn mcts_options_are_refused_for_other_algorithms() {
    for opt in ["--iterations", "--c", "--seed"] {
        let msg = fails(&[
            "analyze",
            "--board",
            ".........",
            "--algorithm",
            "alphabeta",
            opt,
            "3",
        ]);
        assert!(msg.contains("it is for mcts"), "{msg}");
    }
    let msg = fails(&[
        "analyze",
        "--board",
        ".........",
        "--algorithm",
        "mcts",
        "--iterations",
        "0",
    ]);
    assert!(
        msg.contains("iterations \"0\" is not a whole number from 1"),
        "{msg}"
    );
}

#[test]
fn match_tallies_games_and_refuses_a_bad_spec() {
    let v = json_of(&[
        "match",
        "--game",
        "tictactoe",
        "--first",
        "mcts:iterations=300",
        "--second",
        "random",
        "--games",
        "6",
        "--seed",
        "4",
    ]);
    assert_eq!(v["games"], 6);
    let total: u64 = ["first_wins", "draws", "second_wins"]
        .iter()
        .map(|k| v[k].as_u64().unwrap())
        .sum();
    assert_eq!(total, 6);
    assert_eq!(v["second_wins"], 0, "{v}");
    assert!(v["mean_moves"].as_f64().unwrap() >= 5.0);
    let msg = fails(&[
        "match",
        "--game",
        "tictactoe",
        "--first",
        "mcts:depht=3",
        "--second",
        "random",
    ]);
    assert!(
        msg.starts_with("--first \"mcts:depht=3\": depht is not an option of mcts"),
        "{msg}"
    );
    let msg = fails(&[
        "match", "--game", "tree", "--first", "random", "--second", "random",
    ]);
    assert!(msg.contains("starting position"), "{msg}");
}

#[test]
fn a_match_a_limit_stops_prints_the_games_finished_marked_partial() {
    let r = abviz(&[
        "match",
        "--game",
        "tictactoe",
        "--first",
        "mcts:iterations=100000",
        "--second",
        "random",
        "--games",
        "5",
        "--max-nodes",
        "5000",
    ]);
    assert_eq!(r.code, Some(3), "{}", r.stderr);
    let v: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    assert_eq!(v["partial"], true);
    assert_eq!(v["games"], 0);
    assert!(r.stderr.contains("the node limit is 5,000"), "{}", r.stderr);
}

#[test]
fn mcts_plays_connect_four_from_the_empty_board_without_a_depth_limit() {
    // Its playouts end with the game: the depth rule of a depth-first search
    // (at most 10 empty cells without --depth) is not MCTS's.
    let v = analyze(&[
        "--game",
        "connect4",
        "--board",
        "",
        "--algorithm",
        "mcts",
        "--iterations",
        "2000",
        "--seed",
        "1",
    ]);
    let m = &v["mcts"];
    assert_eq!(m["iterations"], 2000);
    let visits: Vec<u64> = (m["children"].as_array().unwrap().iter())
        .map(|c| c["visits"].as_u64().unwrap())
        .collect();
    assert_eq!(visits.len(), 7);
    assert_eq!(
        visits.iter().sum::<u64>(),
        2000,
        "each iteration goes through one child"
    );
    // The centre column is Connect Four's best first move.
    assert_eq!(m["best_move"], 3, "{m}");
    // Alpha-beta on the same board is still refused without a depth.
    let msg = fails(&["analyze", "--game", "connect4", "--board", ""]);
    assert!(msg.contains("needs a depth limit"), "{msg}");
    let r = json_of(&[
        "match",
        "--game",
        "connect4",
        "--first",
        "mcts:iterations=500",
        "--second",
        "random",
        "--games",
        "4",
        "--seed",
        "2",
    ]);
    assert_eq!(r["games"], 4, "{r}");
}
