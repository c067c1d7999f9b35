//! `--book`, `--endgame` and `abviz book` end to end.

mod common;

use common::{analyze, events, fails, json_of, trace};

#[test]
fn analyze_with_the_book_answers_the_root_from_it() {
    let plain = analyze(&["--board", "X...O....", "--scoring", "fast"]);
    let v = analyze(&["--board", "X...O....", "--scoring", "fast", "--book"]);
    for alg in ["minimax", "alphabeta"] {
        let s = &v[alg];
        assert_eq!(s["book"], true, "{v}");
        assert_eq!(s["book_hits"], 1);
        assert_eq!(s["nodes"], 1);
        assert_eq!(s["value"], plain[alg]["value"]);
        assert_eq!(s["best_move"], plain[alg]["best_move"]);
    }
    // Without the option nothing about the book is printed.
    assert!(plain["alphabeta"].get("book").is_none());
    assert!(plain["alphabeta"].get("book_hits").is_none());
}

#[test]
fn book_and_endgame_nodes_are_traced_with_their_kind() {
    let lines = trace(&["--board", ".........", "--book"]);
    let book = events(&lines, "alphabeta", "book");
    assert_eq!(book.len(), 1);
    assert_eq!(
        (&book[0]["kind"], &book[0]["node"], &book[0]["value"]),
        (&"book".into(), &0.into(), &0.into())
    );
    let lines = trace(&[
        "--game",
        "connect4",
        "--size",
        "5x4",
        "--board",
        "12213443",
        "--depth",
        "3",
        "--endgame",
        "10",
        "--algorithm",
        "alphabeta",
    ]);
    let end = events(&lines, "alphabeta", "book");
    assert!(!end.is_empty());
    assert!(end.iter().all(|e| e["kind"] == "endgame"));
}

#[test]
fn the_endgame_lets_connect4_search_past_ten_empty_cells() {
    let v = analyze(&[
        "--game",
        "connect4",
        "--size",
        "5x4",
        "--board",
        "12213443",
        "--endgame",
        "9",
        "--algorithm",
        "alphabeta",
        "--scoring",
        "fast",
    ]);
    // The solver's own answer for the position.
    let solved = json_of(&[
        "solve",
        "--size",
        "5x4",
        "--board",
        "12213443",
        "--no-progress",
    ]);
    assert_eq!(v["alphabeta"]["value"], solved["value"], "{v}");
    assert!(v["alphabeta"]["endgame_nodes"].as_u64().unwrap() > 0);
}

#[test]
fn bad_book_and_endgame_options_fail_in_one_line() {
    for (args, want) in [
        (
            vec![
                "analyze",
                "--game",
                "connect4",
                "--board",
                "44",
                "--endgame",
                "0",
            ],
            "--endgame \"0\"",
        ),
        (
            vec![
                "analyze",
                "--game",
                "connect4",
                "--board",
                "44",
                "--endgame",
                "x",
            ],
            "--endgame \"x\"",
        ),
        (
            vec!["analyze", "--board", ".........", "--endgame", "5"],
            // Issue 32: refused by the one rule for options that do not apply.
            "--endgame does not apply to --game tictactoe: it is for --game connect4",
        ),
        (
            vec!["analyze", "--tree", "[[1,2],[3]]", "--book"],
            "--book does not apply to --game tree: it is for --game tictactoe or connect4",
        ),
        (
            vec![
                "analyze", "--game", "connect4", "--size", "6x5", "--board", "44", "--depth", "2",
                "--book",
            ],
            "no opening book",
        ),
        (
            vec![
                "analyze",
                "--board",
                ".........",
                "--book",
                "--enhance",
                "tt",
            ],
            "not with --enhance",
        ),
        (
            vec!["book", "--plies", "9", "--out", "/dev/null"],
            "--plies \"9\"",
        ),
        (
            vec!["book", "--game", "tree", "--out", "/dev/null"],
            "tictactoe or connect4",
        ),
        (
            vec!["book", "--out", "/nonexistent/dir/book.txt"],
            "can be written",
        ),
    ] {
        let msg = fails(&args);
        assert!(msg.contains(want), "{args:?}: {msg}");
    }
}

#[test]
fn the_shipped_books_are_what_abviz_book_builds() {
    let dir = std::env::temp_dir().join(format!("abviz-book-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let data = concat!(env!("CARGO_MANIFEST_DIR"), "/../core/data/books/");
    for (args, file) in [
        (vec!["--game", "tictactoe", "--plies", "4"], "tictactoe.txt"),
        (
            vec!["--game", "connect4", "--size", "4x4", "--plies", "4"],
            "connect4-4x4.txt",
        ),
    ] {
        let out = dir.join(file);
        let mut all = vec!["book", "--no-progress", "--out", out.to_str().unwrap()];
        all.extend(args);
        let v = json_of(&all);
        let built = std::fs::read_to_string(&out).unwrap();
        let shipped = std::fs::read_to_string(format!("{data}{file}")).unwrap();
        assert_eq!(built, shipped, "{file}: run npm run books");
        assert_eq!(v["bytes"], built.len());
    }
    let _ = std::fs::remove_dir_all(&dir);
}
