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
            "cannot write the book to \"/nonexistent/dir/book.txt\": no such file",
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

/// An `--out` that cannot be written is said before any solving, naming the
/// file and the cause (issue 32); it used to be found after the work, as
/// "--out … is not a file that can be written". A book that cannot be
/// written whole (a full disk) is an error too, and a file made for a run
/// that failed is removed.
#[test]
fn book_checks_its_out_file_first_and_names_why_it_cannot_write() {
    let slow = [
        "book", "--game", "connect4", "--size", "5x4", "--plies", "8",
    ];
    let dir = std::env::temp_dir().join(format!("abviz-book-out-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let missing = dir.join("no-such-folder").join("book.txt");
    let missing = missing.to_str().unwrap();
    let (run, took) = common::timed(&[&slow[..], &["--out", missing]].concat());
    common::one_line(&run, 2, "cannot write the book to");
    assert!(run.stderr.contains("no such file"), "{}", run.stderr);
    assert!(
        took < std::time::Duration::from_millis(300),
        "{took:?}: it solved first"
    );

    let small = [
        "book", "--game", "connect4", "--size", "4x4", "--plies", "2",
    ];
    let run = common::abviz(&[&small[..], &["--out", "/dev/full"]].concat());
    common::one_line(
        &run,
        2,
        "cannot write the book to \"/dev/full\": no space left on device",
    );

    // A run refused after the check (bad --plies comes first; a missing
    // scores file comes after) leaves no empty file behind.
    let made = dir.join("made.book");
    let made = made.to_str().unwrap();
    let scores = dir.join("no-scores.txt");
    let from = scores.to_str().unwrap();
    let run = common::abviz(&[
        "book",
        "--game",
        "connect4",
        "--size",
        "4x4",
        "--plies",
        "2",
        "--from-scores",
        from,
        "--out",
        made,
    ]);
    assert_eq!(run.code, Some(2), "{}", run.stderr);
    assert!(
        !std::path::Path::new(made).exists(),
        "an empty {made} was left"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A book a limit stops keeps what it solved (issue 32): the lines finished
/// are written, under a first line that marks the file partial, and the
/// message says how many and where; exit 3. It used to write nothing.
#[test]
fn a_book_stopped_by_the_time_limit_writes_the_positions_it_solved() {
    let dir = std::env::temp_dir().join(format!("abviz-book-partial-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("book.txt");
    let out = out.to_str().unwrap();
    let run = common::abviz(&[
        "book",
        "--game",
        "connect4",
        "--size",
        "5x4",
        "--plies",
        "8",
        "--out",
        out,
        "--time-limit",
        "0.5",
    ]);
    common::one_line(&run, 3, "solved are written to");
    let text = std::fs::read_to_string(out).expect("the partial book is written");
    let lines: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
    let first = text.lines().next().unwrap();
    // Counts are grouped as the message writes them (1,547, not 1547).
    let done = abviz_core::grouped(lines.len() as u64);
    let said = format!("{done} of 16,465 positions solved are written to");
    assert!(run.stderr.contains(&said), "{said} in {}", run.stderr);
    assert_eq!(
        first,
        format!("# PARTIAL: {done} of the 16,465 positions; the run was stopped by a limit")
    );
    // Each kept line is whole: moves (or - for the empty board) and 5 column values.
    for line in lines {
        let (moves, values) = line.split_once(' ').expect("moves and values");
        assert!(
            moves == "-" || moves.chars().all(|c| ('1'..='5').contains(&c)),
            "{line}"
        );
        assert_eq!(values.chars().count(), 5, "{line}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
