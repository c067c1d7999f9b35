//! End-to-end tests of Connect Four from the CLI: `analyze`'s enhancement
//! counters, `solve`, `positions` and `games`.

mod common;

use serde_json::{json, Value};

use common::{abviz, analyze, fails, game_names, games_reading, json_of, or_list, AIMA};

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
    let for_enhance = or_list(&games_reading("enhance"));
    let enhance_tree = format!("--enhance does not apply to --game tree: it is for --game {for_enhance}; options for --game tree: --tree, --quiescence, --root, --agents, --bounds");
    let unknown = format!("unknown game \"chess\"; use {}", or_list(&game_names()));
    let cases: &[(&[&str], &str)] = &[
        (&["analyze", "--game", "connect4", "--board", "48"], "board: move 2 is column 8, but the columns are 1 to 7"),
        (&["analyze", "--game", "connect4", "--board", "4444444"], "board: move 7 drops into column 4, which is full"),
        (&["analyze", "--game", "connect4", "--board", "12121212"], "board: move 8 comes after the game ended with four in a row"),
        (&["analyze", "--game", "connect4", "--board", "......./......./......./......./.X...../......."], "board: the disc in row 5, column 2 floats above an empty cell"),
        (&["analyze", "--game", "connect4", "--board", "......./......./......./......./......./XXX...."], "board: 3 X and 0 O cannot arise; X moves first, so X has as many discs as O or one more"),
        (&["analyze", "--game", "connect4", "--size", "8x6", "--board", "1"], "size \"8x6\" is not a Connect Four size; use WxH with W from 4 to 7 and H from 4 to 6, such as 7x6"),
        (&["analyze", "--game", "connect4", "--board", "1a"], "board: move 2 is 'a', not a column number"),
        (&["analyze", "--game", "chess", "--board", "1"], unknown.as_str()),
        (&["analyze", "--game", "connect4", "--board", "1", "--depth", "3", "--enhance", "tt,nmp"], "unknown enhancement \"nmp\"; use order, id, tt, killer, history, pvs or aspiration"),
        (&["analyze", "--game", "connect4", "--board", "1", "--depth", "3", "--enhance", "aspiration"], "aspiration needs id"),
        (&["analyze", "--game", "connect4", "--board", "1", "--enhance", "id"], "a Connect Four position with 41 empty cells needs a depth limit (at most 10 empty cells without one; abviz solve finds the exact score)"),
        (&["analyze", "--game", "tictactoe", "--board", ".........", "--enhance", "id"], "id needs --depth"),
        (&["analyze", "--game", "connect4", "--board", "1", "--depth", "3", "--algorithm", "mtdf"], "mtdf needs tt"),
        (&["analyze", "--game", "connect4", "--board", "1", "--depth", "3", "--enhance", "tt", "--tt-size", "0"], "table size \"0\" is not a whole number of slots from 1 to 67108864"),
        (&["analyze", "--tree", AIMA, "--enhance", "tt"], enhance_tree.as_str()),
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
    // The first five games, in the registry's order; a game registered later follows them.
    assert_eq!(
        names[..5],
        ["tictactoe", "connect4", "tree", "pacman", "robots"]
    );
    assert_eq!(names, game_names());
    assert_eq!(v[1]["options"]["size"], "7x6");
    assert_eq!(v[1]["view"], "c4-board");
    // Any registered name (or alias) works with --game.
    let tree = analyze(&["--game", "tree", "--tree", "[[3,12,8],[2,4,6],[14,5,2]]"]);
    assert_eq!(tree["alphabeta"]["nodes"], 11);
    let c4 = analyze(&["--game", "c4", "--board", "4453", "--depth", "2"]);
    assert_eq!(c4["minimax"]["nodes"], 57);
    assert_eq!(
        fails(&["analyze", "--game", "chess", "--board", "x"]),
        format!("unknown game \"chess\"; use {}", or_list(&game_names()))
    );
}

#[test]
fn every_kernel_switch_keeps_the_score_and_etc_saves_nodes_on_a_long_solve() {
    // 12 discs, so 30 empty cells: a root long enough for enhanced
    // transposition cut-offs (the kernel's default from 30 empty cells).
    let solve = |flag: &str| {
        let mut args = vec!["solve", "--board", "444333555222", "--no-progress"];
        args.extend((!flag.is_empty()).then_some(flag));
        let r = abviz(&args);
        assert_eq!(r.code, Some(0), "{flag}: {}", r.stderr);
        let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
        (v["value"].as_i64().unwrap(), v["nodes"].as_u64().unwrap())
    };
    let (value, nodes) = solve("");
    assert_eq!(value, 7);
    for flag in [
        "--no-anticipate",
        "--no-threat-order",
        "--no-table",
        "--no-bisect",
        "--no-book",
        "--no-etc",
    ] {
        assert_eq!(solve(flag).0, value, "{flag}");
    }
    let without = solve("--no-etc").1;
    assert!(
        nodes < without,
        "cut-offs save nodes: {nodes} with, {without} without"
    );
}
