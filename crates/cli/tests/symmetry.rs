//! `--symmetry` from the CLI: Nilsson's Fig. 3 in `analyze` and `trace`,
//! the 765 positions of `positions --symmetry`, and the refusals.

mod common;

use serde_json::json;

use common::{analyze, events, fails, json_of, trace};

#[test]
fn analyze_and_trace_show_nilssons_fig3() {
    let a = analyze(&["--board", ".........", "--depth", "2", "--symmetry"]);
    let mm = &a["minimax"];
    assert_eq!(
        (mm["nodes"].clone(), mm["leaves"].clone()),
        (json!(16), json!(12))
    );
    assert_eq!(
        (mm["value"].clone(), mm["best_move"].clone()),
        (json!(1), json!(4))
    );
    assert_eq!(a["alphabeta"]["value"], json!(1));
    let lines = trace(&["--board", ".........", "--depth", "2", "--symmetry"]);
    let root_moves: Vec<_> = (events(&lines, "minimax", "enter").into_iter())
        .filter(|e| e["parent"] == json!(0))
        .map(|e| e["move"].clone())
        .collect();
    assert_eq!(root_moves, [json!(0), json!(1), json!(4)]);
    // Without it, the full tree.
    let a = analyze(&["--board", ".........", "--depth", "2"]);
    assert_eq!(a["minimax"]["leaves"], json!(72));
}

#[test]
fn positions_with_symmetry_counts_765() {
    let p = json_of(&["positions", "--symmetry"]);
    assert_eq!(p["total"], json!(765));
    assert_eq!(
        p["positions"],
        json!([1, 3, 12, 38, 108, 174, 204, 153, 57, 15])
    );
    let p = json_of(&["positions", "--game", "tictactoe"]);
    assert_eq!(
        (p["total"].clone(), p["symmetry"].clone()),
        (json!(5478), json!(false))
    );
    let p = json_of(&["positions", "--game", "ttt", "--symmetry", "--plies", "2"]);
    assert_eq!(p["positions"], json!([1, 3, 12]));
    // Connect Four stays the default without --symmetry.
    assert_eq!(
        json_of(&["positions", "--plies", "2"])["positions"],
        json!([1, 7, 49])
    );
}

#[test]
fn symmetry_is_refused_for_games_without_it() {
    let needs = "symmetry needs tic-tac-toe (the only game whose board symmetries are used)";
    // Issue 32: analyze refuses it by the one rule for options that do not apply.
    assert_eq!(
        fails(&["analyze", "--tree", "[[1,2],[3,4]]", "--symmetry"]),
        "--symmetry does not apply to --game tree: it is for --game tictactoe; options for --game tree: --tree, --quiescence, --root, --agents, --bounds"
    );
    let c4 = [
        "analyze",
        "--game",
        "connect4",
        "--board",
        "44",
        "--depth",
        "2",
        "--symmetry",
    ];
    assert!(fails(&c4)
        .starts_with("--symmetry does not apply to --game connect4: it is for --game tictactoe;"));
    assert_eq!(
        fails(&["positions", "--game", "connect4", "--symmetry"]),
        needs
    );
    let msg = fails(&["positions", "--game", "tictactoe", "--size", "4x4"]);
    assert!(
        msg.starts_with("--size is not an option of --game tictactoe"),
        "{msg}"
    );
    assert_eq!(
        fails(&["positions", "--game", "tree"]),
        "game \"tree\" is not connect4 or tictactoe"
    );
}
