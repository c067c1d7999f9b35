//! `abviz play` asks the game through the core's `Played` trait: a game
//! without chance (the robots) reports its one game, a game with chance
//! (Pacman) a run, and each reports its own settings. These pin the JSON
//! the trait now builds, which the per-game code wrote before.

mod common;

use common::json_of;
use serde_json::{json, Value};

fn play(args: &[&str]) -> Value {
    json_of(&[&["play"], args].concat())
}

fn keys(v: &Value) -> Vec<&str> {
    v.as_object().unwrap().keys().map(String::as_str).collect()
}

#[test]
fn a_game_without_chance_reports_its_one_game_with_its_own_settings() {
    let v = play(&["--game", "two-robots", "--board", "open8", "--limit", "30"]);
    assert_eq!(
        keys(&v),
        [
            "algorithm",
            "depth",
            "end",
            "final",
            "game",
            "limit",
            "moves",
            "nodes",
            "plies",
            "why",
            "winner"
        ]
    );
    // The registry's name, not the alias asked for; the limit as given.
    assert_eq!((&v["game"], &v["limit"]), (&json!("robots"), &json!(30)));
    assert_eq!(
        (&v["why"], &v["winner"]),
        (&json!("White caught Black"), &json!("White"))
    );
    // After five plies White stands on Black's cell, and Black is gone from the board.
    let last = v["final"].as_str().unwrap();
    assert_eq!(
        (last.matches('W').count(), last.matches('B').count()),
        (1, 0),
        "{last}"
    );
    let even = play(&["--game", "robots", "--board", "open8even", "--limit", "12"]);
    assert_eq!(
        (
            &even["why"],
            &even["final"].as_str().unwrap().matches('B').count()
        ),
        (&json!("Black lasted to the move limit"), &1)
    );
}

#[test]
fn a_game_with_chance_reports_a_run_with_its_own_settings() {
    let v = play(&[
        "--game",
        "pac-man",
        "--board",
        "trappedClassic",
        "--depth",
        "3",
        "--games",
        "4",
        "--ghosts",
        "random",
        "--eval",
        "better",
    ]);
    assert_eq!((&v["game"], &v["games"]), (&json!("pacman"), &json!(4)));
    assert_eq!(
        (&v["ghosts"], &v["eval"]),
        (&json!("random"), &json!("better"))
    );
    for absent in ["limit", "final", "winner", "moves"] {
        assert!(v.get(absent).is_none(), "{absent} in {v}");
    }
}
