//! `abviz learn` and `--eval` for Connect Four: the curve and the weight
//! file, reading it back, progress, limits, and bad weight files.

mod common;

use std::fs;

use abviz_core::error::quote;
use common::abviz;
use serde_json::Value;

fn tmp(name: &str) -> String {
    let dir = std::env::temp_dir().join(format!("abviz-learn-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    dir.join(name).to_str().unwrap().to_string()
}

fn learn(extra: &[&str]) -> (Value, String) {
    let mut args = vec![
        "learn",
        "--games",
        "30",
        "--seed",
        "4",
        "--eval-every",
        "10",
    ];
    args.extend_from_slice(&["--eval-games", "4", "--no-progress"]);
    args.extend_from_slice(extra);
    let r = abviz(&args);
    assert_eq!(r.code, Some(0), "{args:?}: {}", r.stderr);
    assert_eq!(r.stdout.lines().count(), 1);
    (serde_json::from_str(&r.stdout).unwrap(), r.stderr)
}

#[test]
fn learn_prints_the_curve_and_writes_a_weight_file_that_eval_reads() {
    let out = tmp("w.json");
    let (v, stderr) = learn(&["--out", &out]);
    assert_eq!(stderr, "");
    assert_eq!(v["games"], 30);
    let games: Vec<u64> = (v["curve"].as_array().unwrap().iter())
        .map(|p| p["games"].as_u64().unwrap())
        .collect();
    assert_eq!(games, [0, 10, 20, 30]);
    for p in v["curve"].as_array().unwrap() {
        let n = ["wins", "draws", "losses"].map(|k| p[k].as_u64().unwrap());
        assert_eq!(n.iter().sum::<u64>(), 4, "{p}");
        assert_eq!(p["win_rate"].as_f64().unwrap(), n[0] as f64 / 4.0);
    }
    let file: Value = serde_json::from_str(&fs::read_to_string(&out).unwrap()).unwrap();
    assert_eq!(file, v["weights"]);
    assert_eq!(file["format"], "abviz-weights");
    assert_eq!(file["trained"]["games"], 30);
    // The same seed again: the same run.
    assert_eq!(learn(&[]).0["weights"], v["weights"]);

    let eval = format!("@{out}");
    let run = |eval: &str| {
        let args = [
            "analyze", "--game", "connect4", "--board", "4453", "--depth", "3",
        ];
        let r = abviz(&[&args[..], &["--eval", eval]].concat());
        assert_eq!(r.code, Some(0), "{}", r.stderr);
        let v: Value = serde_json::from_str(&r.stdout).unwrap();
        v["alphabeta"]["value"].as_f64().unwrap()
    };
    let hand = run("default");
    assert_ne!(run(&eval), hand);
    assert_ne!(run("learned"), hand);
    // Training on from the file continues where it stopped.
    let r = abviz(&[
        "learn",
        "--from",
        &eval,
        "--games",
        "0",
        "--eval-games",
        "4",
    ]);
    let more: Value = serde_json::from_str(&r.stdout).unwrap();
    for k in ["wins", "draws", "losses"] {
        assert_eq!(more["curve"][0][k], v["curve"][3][k], "{k}");
    }
}

#[test]
fn progress_names_games_and_each_point_of_the_curve() {
    let (_, stderr) = learn(&["--progress"]);
    assert!(
        stderr.contains("abviz: 10 games, ") && stderr.contains("against the hand-made evaluation"),
        "{stderr}"
    );
}

#[test]
fn limits_stop_learn_with_status_3_and_keep_what_it_learned() {
    let out = tmp("stopped.json");
    let r = abviz(&[
        "learn",
        "--games",
        "1000",
        "--depth",
        "2",
        "--eval-every",
        "0",
        "--max-nodes",
        "50",
        "--out",
        &out,
    ]);
    assert_eq!(r.code, Some(3), "{}", r.stderr);
    // Issue 32: the node limit is each move's search's, so a later move
    // over 50 nodes stops it, after whole games were learned.
    assert!(
        r.stderr.contains("stopped after 50 nodes: the node limit is 50 (--max-nodes counts each search); choose a smaller depth"),
        "{}",
        r.stderr
    );
    // Issue 32: the games played before the limit are kept, not thrown away.
    assert!(
        r.stderr.contains(&format!("are written to \"{out}\"")),
        "{}",
        r.stderr
    );
    assert!(fs::read_to_string(&out).unwrap().contains("abviz-weights"));
}

#[test]
fn bad_weight_files_and_options_are_one_line_and_status_2() {
    let bad = tmp("bad.json");
    fs::write(&bad, r#"{"format":"abviz-weights","version":1,"game":"connect4","features":["bias"],"weights":[1]}"#).unwrap();
    let notjson = tmp("notjson.json");
    fs::write(&notjson, "weights!").unwrap();
    let missing = tmp("missing.json");
    let c4 = [
        "analyze", "--game", "connect4", "--board", "44", "--depth", "2", "--eval",
    ];
    let cases: Vec<(Vec<String>, String)> = vec![
        (
            [&c4[..], &[&format!("@{bad}")]]
                .concat()
                .iter()
                .map(|s| s.to_string())
                .collect(),
            format!(
                "cannot read the weights from \"{}\": feature \"mine_open1\" is missing",
                quote(&bad)
            ),
        ),
        (
            [&c4[..], &[&format!("@{notjson}")]]
                .concat()
                .iter()
                .map(|s| s.to_string())
                .collect(),
            format!(
                "cannot read the weights from \"{}\": not JSON",
                quote(&notjson)
            ),
        ),
        (
            [&c4[..], &[&format!("@{missing}")]]
                .concat()
                .iter()
                .map(|s| s.to_string())
                .collect(),
            format!("cannot read the weights from \"{}\"", quote(&missing)),
        ),
        (
            [&c4[..], &["better"]]
                .concat()
                .iter()
                .map(|s| s.to_string())
                .collect(),
            "eval \"better\" is not default, learned or a weight file's JSON".into(),
        ),
        (
            ["learn", "--lambda", "1.5"].map(String::from).to_vec(),
            "lambda \"1.5\" is not a number from 0 to 1".into(),
        ),
        (
            ["learn", "--eval-games", "3"].map(String::from).to_vec(),
            "eval_games \"3\" is not an even number".into(),
        ),
        (
            ["learn", "--game", "tictactoe"].map(String::from).to_vec(),
            "learn takes connect4".into(),
        ),
        (
            ["learn", "--from", &missing].map(String::from).to_vec(),
            format!("cannot read the weights from \"{}\"", quote(&missing)),
        ),
    ];
    for (args, want) in cases {
        let r = abviz(&args);
        assert_eq!(r.code, Some(2), "{args:?}: {}", r.stderr);
        assert_eq!(r.stdout, "", "{args:?}");
        assert_eq!(r.stderr.lines().count(), 1, "{args:?}: {}", r.stderr);
        assert!(r.stderr.contains(&want), "{args:?}: {}", r.stderr);
    }
}
