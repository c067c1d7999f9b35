//! The deep book's pipeline end to end, as `scripts/build-books.sh` runs it
//! on 7×6: `positions --list`, `solve --positions --no-book`, then `book
//! --from-scores`; and `solve` answering early 7×6 positions from the
//! shipped book.

mod common;

use abviz_core::{Connect4, DeepBook, Game, Scoring, Size};
use common::{abviz, abviz_with_stdin, fails, json_of};

#[test]
fn positions_list_gives_the_builders_positions_centre_first() {
    let r = abviz(&["positions", "--list"]);
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    let lines: Vec<&str> = r.stdout.lines().collect();
    // Every 7x6 position of 8 discs without four, one per mirror pair.
    assert_eq!(lines.len(), 91_295);
    assert_eq!(lines[..3], ["44444433", "44444435", "44444432"]);
    assert!(lines.iter().all(|l| l.len() == 8));
    let r = abviz(&["positions", "--size", "4x4", "--plies", "2", "--list"]);
    // 4x4, two discs: X in column 2 then O anywhere (centre first: 2 3 1
    // 4), then X in column 1; X in 3 or 4 mirrors those.
    assert_eq!(r.stdout, "22\n23\n21\n24\n12\n13\n11\n14\n");
    for (args, want) in [
        (
            vec!["positions", "--list", "--plies", "11"],
            "--plies \"11\"",
        ),
        (
            vec!["positions", "--list", "--game", "tictactoe"],
            "connect4 with --list",
        ),
    ] {
        let msg = fails(&args);
        assert!(msg.contains(want), "{args:?}: {msg}");
    }
}

#[test]
fn a_5x4_book_built_from_solved_scores_has_the_solvers_values() {
    let dir = std::env::temp_dir().join(format!("abviz-deep-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let list = abviz(&["positions", "--size", "5x4", "--plies", "6", "--list"]).stdout;
    let solved = abviz_with_stdin(
        &["solve", "--size", "5x4", "--positions", "-", "--no-book"],
        list.as_bytes(),
    );
    assert_eq!(solved.code, Some(0), "{}", solved.stderr);
    assert_eq!(solved.stdout.lines().count(), list.lines().count() + 1);
    let scores = dir.join("scores.txt");
    std::fs::write(&scores, &solved.stdout).unwrap();
    let out = dir.join("5x4.book");
    let (scores_path, out_path) = (scores.to_str().unwrap(), out.to_str().unwrap());
    let args = |extra: &[&'static str]| {
        let mut a = vec![
            "book", "--game", "connect4", "--size", "5x4", "--plies", "6",
        ];
        a.extend_from_slice(&["--from-scores", scores_path, "--out", out_path]);
        a.extend_from_slice(extra);
        a
    };
    let v = json_of(&args(&[]));
    let book = DeepBook::from_bytes(&std::fs::read(&out).unwrap()).unwrap();
    assert_eq!(v["positions"], book.len());
    assert_eq!(
        (v["known"].clone(), v["missing"].clone()),
        (book.len().into(), 0.into())
    );
    assert_eq!(v["bytes"], 20 + book.len());
    // Every position the solver was given, and the empty board's columns.
    let size = Size::new(5, 4).unwrap();
    let score = |seq: &str| {
        let r = Connect4::parse(seq, Some(size), Scoring::Fast)
            .unwrap()
            .root();
        book.score(r.cur, r.mask)
    };
    for line in solved.stdout.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split(' ').collect();
        assert_eq!(score(f[0]), Some(f[1].parse().unwrap()), "{line}");
    }
    let empty = json_of(&["solve", "--size", "5x4", "--board", "", "--columns"]);
    for c in 1..=5 {
        let want = &empty["columns"][c - 1]["score"];
        assert_eq!(
            score(&c.to_string()).map(|v| -v),
            want.as_i64().map(|v| v as i32)
        );
    }
    // With a score missing: refused, or written with --partial.
    let partial: String = solved
        .stdout
        .lines()
        .skip(1)
        .map(|l| format!("{l}\n"))
        .collect();
    std::fs::write(&scores, &partial).unwrap();
    let msg = fails(&args(&[]));
    assert!(
        msg.contains("1 of the") && msg.contains("--partial"),
        "{msg}"
    );
    let v = json_of(&args(&["--partial"]));
    assert_eq!(v["missing"], 1);
    assert!(v["known"].as_u64().unwrap() < v["positions"].as_u64().unwrap());
    // A line that is not a position of 6 discs names its file and line.
    std::fs::write(&scores, "# scores\n1122 3 10 4\n").unwrap();
    let msg = fails(&args(&[]));
    assert!(
        msg.contains("scores.txt:2: 1122 is not a position of 6 discs"),
        "{msg}"
    );
    std::fs::write(&scores, "112233 x\n").unwrap();
    assert!(fails(&args(&[])).contains(":1: score \"x\""));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn solve_answers_early_7x6_positions_from_the_shipped_book() {
    // The README's 4455 (+18), and 4453's columns, without a search.
    let v = json_of(&["solve", "--board", "4455"]);
    assert_eq!(
        (v["value"].clone(), v["nodes"].clone()),
        (18.into(), 0.into())
    );
    let v = json_of(&["solve", "--board", "4453", "--columns"]);
    let columns: Vec<i64> = (0..7)
        .map(|c| v["columns"][c]["score"].as_i64().unwrap())
        .collect();
    assert_eq!(columns, [-5, -5, -2, -3, -4, -2, -2]);
    assert_eq!(v["nodes"], 0);
    // An 8-disc position: its own score from the book, its columns solved.
    let v = json_of(&["solve", "--board", "44444433", "--columns"]);
    assert_eq!(
        (v["value"].clone(), v["nodes"].clone()),
        (16.into(), 0.into())
    );
    let g = Connect4::parse("44444433", None, Scoring::Fast).unwrap();
    assert_eq!(g.root().stones(), 8);
}
