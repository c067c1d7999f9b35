//! End-to-end tests of the contract for bad input: exit status 2, exactly
//! one line on stderr, nothing on stdout, never a panic; input echoed in a
//! message is quoted and short.

mod common;

use std::io::Read;
use std::process::{Command, Stdio};

use serde_json::{json, Value};

use common::{abviz_with_stdin, analyze, fails, AIMA};

// ---------------------------------------------------------------------------
// bad input
// ---------------------------------------------------------------------------

/// Errors found by abviz-core: the message is the library's, exactly.
#[test]
fn bad_values_exit_2_with_the_exact_one_line_message() {
    let deep = format!("{}1{}", "[".repeat(129), "]".repeat(129));
    let cases: &[(&[&str], &str)] = &[
        (&["--board", "O.X/.Z./O.."], "board: 'Z' at position 6 (cell 4) is not a mark; use X, O, or . - _ for an empty cell"),
        (&["--board", "XO"], "board has 2 cells; a board has 9 cells, row-major from the top left"),
        (&["--board", ""], "board is empty; give 9 cells such as O.X/.X./O.."),
        (&["--board", "O.X/.X."], "board has 2 rows separated by '/'; a board has 3 rows"),
        (&["--board", "O.X./X./O.."], "board: row 1 has 4 cells; each row has 3"),
        (&["--board", "XXX/O../..."], "board: X has 3 marks and O has 1; X moves first, so X has as many marks as O or one more"),
        (&["--board", "XXX/OOO/..."], "board: both X and O have a line; the game ends at the first line"),
        (&["--board", "XXX/OO./O.."], "board: X has a line but O moved after it; the game ends when a line is completed"),
        (&["--tree", "[1 2]"], "tree: unexpected '2' at column 4; expected ',' or ']'"),
        (&["--tree", "[1,2"], "tree: input ends inside a list; expected ',' or ']'"),
        (&["--tree", "[1,2]]"], "tree: unexpected text after the tree at column 6"),
        (&["--tree", ""], "tree is empty; give nested lists such as [[3,12,8],[2,4,6],[14,5,2]]"),
        (&["--tree", "[[1],[]]"], "tree: empty list at column 6; every inner node needs at least one child"),
        (&["--tree", "[1.5x]"], "tree: leaf \"1.5x\" at column 2 is not a number"),
        (&["--tree", "[[1],[2]]", "--agents", "0"], "agents \"0\" is not a whole number of 1 or more (MAX and N−1 MIN agents)"),
        (&["--tree", "[1,2]", "--prune", "gte"], "unknown pruning rule \"gte\"; use ge (prune when α ≥ β) or gt (only when α > β)"),
        (&["--tree", "chance[1,5]", "--bounds", "3,2"], "bounds 3,2 have L > U; give the lowest and the highest value a leaf can have"),
        (&["--tree", "chance[1,5]", "--bounds", "0,4"], "tree: node 2 has value 5, outside the bounds [0, 4]"),
        (&["--tree", "chance[1,5]", "--bounds", "zero,4"], "bounds \"zero,4\" are not two numbers L,U such as -10,10"),
        (&["--tree", "chance[0.5:1, 0.6:5]"], "tree: the probabilities of the outcomes of the root sum to 1.1, not 1"),
        (&["--tree", "[0.5:1, 5]"], "tree: node 1 has a probability but its parent is not a chance node"),
        (&["--tree", "[chance[-0.5:1, 1.5:5]]"], "tree: node 1.1 has probability -0.5; a probability lies between 0 and 1"),
        (&["--tree", "{\"kind\":\"chance\",\"children\":[]}"], "tree: the root is a chance node with no children; a chance node needs outcomes"),
        (&["--tree", "{\"kind\":\"dice\",\"children\":[1]}"], "tree: the root has kind \"dice\"; use max, min or chance"),
        (&["--tree", "{\"children\":[1e999]}"], "tree: bad JSON: number out of range at line 1 column 18"),
        (&["--tree", "[1, inf]"], "tree: node \"inf\" at column 5 has neither a value nor children"),
        (&["--tree", "[A[B[2,3]], 4]", "--depth", "2"], "tree: node \"B\" is at the depth limit 2 but has no value; give it one (\"value\" in JSON, =V in shorthand)"),
        (&["--tree", "[[2,3], 4]", "--depth", "1"], "tree: node 1 is at the depth limit 1 but has no value; give it one (\"value\" in JSON, =V in shorthand)"),
        (&["--tree", "[1000000001]"], "tree: leaf 1000000001 at column 2 is out of range; leaves lie within ±1000000000"),
        (&["--tree", &deep], "tree: lists nested deeper than 128 levels at column 129"),
        (&["--board", ".........", "--depth", "-1"], "depth \"-1\" is not a whole number of plies (0 or more)"),
        (&["--board", ".........", "--depth", "two"], "depth \"two\" is not a whole number of plies (0 or more)"),
        (&["--board", ".........", "--order", "sideways"], "unknown ordering \"sideways\"; use natural, reverse, random:SEED, heuristic, best-first or worst-first"),
        (&["--board", ".........", "--order", "random:x"], "random ordering needs a whole-number seed, as in random:42; got \"x\""),
        (&["--board", ".........", "--scoring", "x"], "unknown scoring \"x\"; use wdl or fast"),
        (&["--board", ".........", "--variant", "x"], "unknown variant \"x\"; use fail-soft or fail-hard"),
        (&["--board", ".........", "--algorithm", "x"], "unknown algorithm \"x\"; use minimax, alphabeta, star2, mtdf, negamax, mcts or both"),
        (&["--tree", AIMA, "--root", "x"], "unknown root \"x\"; use max or min"),
        (&["--tree", AIMA, "--depth", "1"], "tree: node 1 is at the depth limit 1 but has no value; give it one (\"value\" in JSON, =V in shorthand)"),
    ];
    for (args, want) in cases {
        for sub in ["analyze", "trace"] {
            let mut all = vec![sub];
            all.extend_from_slice(args);
            assert_eq!(fails(&all), *want, "{all:?}");
        }
    }
}

/// Errors found by the argument parser: one line that names the problem.
#[test]
fn bad_arguments_exit_2_with_one_line_naming_the_problem() {
    let cases: &[(&[&str], &[&str])] = &[
        (&["analyze", "--board", ".........", "--foo"], &["--foo"]),
        (&["analyze", "--board", ".........", "extra"], &["extra"]),
        (
            &["analyze", "--board", "O.X/.X./O..", "--tree", AIMA],
            &["--board", "--tree"],
        ),
        (
            &["analyze", "--tree", AIMA, "--board", "O.X/.X./O.."],
            &["--board", "--tree"],
        ),
        (&["analyze", "--board"], &["--board"]),
        (
            &["analyze", "--board", ".........", "--board", "........."],
            &["--board"],
        ),
        (
            &["analyze", "--board", ".........", "--depth"],
            &["--depth"],
        ),
        (&["trace", "--tree"], &["--tree"]),
        (&["analyse", "--board", "........."], &["analyse"]),
        (&["analyze"], &[]),
        (&["trace"], &[]),
        (&[], &[]),
    ];
    for (args, needles) in cases {
        let msg = fails(args);
        assert!(msg.ends_with("(see abviz --help)"), "{args:?}: {msg}");
        for n in *needles {
            assert!(msg.contains(n), "{args:?}: {msg:?} does not name {n}");
        }
    }
}

#[test]
fn nesting_100000_deep_on_the_command_line_is_refused_cleanly() {
    // Unclosed, to stay under the kernel's 128 KiB limit on one argument.
    let deep = "[".repeat(100_000);
    assert_eq!(
        fails(&["analyze", "--tree", &deep]),
        "tree: lists nested deeper than 128 levels at column 129"
    );
    let closed = format!("{}7{}", "[".repeat(60_000), "]".repeat(60_000));
    assert_eq!(
        fails(&["trace", "--tree", &closed]),
        "tree: lists nested deeper than 128 levels at column 129"
    );
}

#[cfg(unix)]
#[test]
fn non_utf8_argument_exits_2_with_one_line() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let bad = OsStr::from_bytes(b"O.X/.X./O\xff.");
    fails(&[OsStr::new("analyze"), OsStr::new("--board"), bad]);
}

/// `abviz trace … | head` is normal use: a closed pipe is not an error.
#[test]
fn closed_stdout_pipe_ends_trace_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_abviz"))
        .args(["trace", "--board", ".........", "--algorithm", "alphabeta"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut first = [0u8; 64];
    stdout.read_exact(&mut first).unwrap();
    assert!(first.starts_with(b"{"));
    drop(stdout);
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
}

// ---------------------------------------------------------------------------
// Messages that once said too little
// ---------------------------------------------------------------------------

/// Without --board or --tree the message names both.
#[test]
fn missing_position_message_names_board_and_tree() {
    let msg = fails(&["analyze"]);
    assert!(msg.contains("--board") && msg.contains("--tree"), "{msg}");
}

/// With no arguments at all the line says a command is needed.
#[test]
fn no_arguments_message_says_a_command_is_needed() {
    let msg = fails::<&str>(&[]);
    assert_eq!(
        msg,
        "a command is needed: abviz analyze, trace, export, play, match, learn, solve, positions, book, games, presets, replay or algorithms (see abviz --help)"
    );
}

// ---------------------------------------------------------------------------
// Input echoed in messages: quoted, one line, short
// ---------------------------------------------------------------------------

/// A tree file or standard input that starts with a UTF-8 byte order mark
/// reads as without it; UTF-16 gets a message that says what it is.
#[test]
fn a_tree_file_or_standard_input_with_a_utf8_byte_order_mark_is_read() {
    const BOM: &str = "\u{feff}";
    let json = r#"{"children":[{"children":[3,12,8]},{"children":[2,4,6]},{"children":[14,5,2]}]}"#;
    for (i, text) in [AIMA, json].iter().enumerate() {
        let with_bom = format!("{BOM}{text}\n");
        let path = std::env::temp_dir().join(format!("abviz-bom-{}-{i}.txt", std::process::id()));
        std::fs::write(&path, &with_bom).unwrap();
        let v = analyze(&["--tree", &format!("@{}", path.display())]);
        std::fs::remove_file(&path).unwrap();
        assert_eq!(v["minimax"]["nodes"], json!(13), "{text}");
        assert_eq!(v["alphabeta"]["nodes"], json!(11), "{text}");
        let r = abviz_with_stdin(&["analyze", "--tree", "-"], with_bom.as_bytes());
        assert_eq!((r.code, r.stderr.as_str()), (Some(0), ""), "{text}");
        let v: Value = serde_json::from_str(&r.stdout).unwrap();
        assert_eq!(v["alphabeta"]["nodes"], json!(11), "{text}");
    }
    // Only one mark is a byte order mark: a second is text, and the tree's error.
    let r = abviz_with_stdin(
        &["analyze", "--tree", "-"],
        format!("{BOM}{BOM}{AIMA}").as_bytes(),
    );
    assert_eq!(r.code, Some(2));
    assert!(r.stderr.starts_with("abviz: tree:"), "{}", r.stderr);
    // UTF-16 (as Windows' Notepad may save) is named, not read as garbage.
    let utf16: Vec<u8> = [0xFF, 0xFE]
        .into_iter()
        .chain(AIMA.encode_utf16().flat_map(u16::to_le_bytes))
        .collect();
    let r = abviz_with_stdin(&["analyze", "--tree", "-"], &utf16);
    assert_eq!(r.code, Some(2));
    assert_eq!(
        r.stderr,
        "abviz: cannot read the tree from standard input: it is UTF-16 text (it starts with a UTF-16 byte order mark); save it as UTF-8\n"
    );
}

/// A 200,000-character leaf, from standard input or a file, is named by its
/// first and last characters: the message stays one short line.
#[test]
fn a_200000_character_leaf_is_shortened_in_a_one_line_message() {
    let digits = "7".repeat(200_000);
    let letters = "x".repeat(200_000);
    let cases = [
        (
            format!("[1,{digits}]"),
            "abviz: tree: leaf 77777777777777777777…7777777777777777777 at column 4 is out of range; leaves lie within ±1000000000\n",
        ),
        (
            format!("[{letters},1]"),
            "abviz: tree: node \"xxxxxxxxxxxxxxxxxxxx…xxxxxxxxxxxxxxxxxxx\" at column 2 has neither a value nor children\n",
        ),
    ];
    for (text, want) in cases {
        let r = abviz_with_stdin(&["analyze", "--tree", "-"], text.as_bytes());
        assert_eq!(r.code, Some(2));
        assert_eq!((r.stdout.as_str(), r.stderr.as_str()), ("", want));
        assert!(r.stderr.len() < 300);

        let path = std::env::temp_dir().join(format!("abviz-long-leaf-{}.txt", std::process::id()));
        std::fs::write(&path, &text).unwrap();
        let msg = fails(&["trace", "--tree", &format!("@{}", path.display())]);
        std::fs::remove_file(&path).unwrap();
        assert_eq!(format!("abviz: {msg}\n"), want);
    }
}

/// A `--tree @FILE` path is input too: a newline or a control character in
/// it is escaped, a very long one shortened, and stderr stays one line.
#[test]
fn tree_file_paths_in_messages_are_escaped_and_shortened() {
    let msg = fails(&["analyze", "--tree", "@/no/such\ndir/\u{7}tree.txt"]);
    assert_eq!(
        msg,
        r#"cannot read the tree from "/no/such\ndir/\u{7}tree.txt": no such file"#
    );
    let long = format!("@/no/{}tree.txt", "dir/".repeat(500));
    let msg = fails(&["analyze", "--tree", &long]);
    assert_eq!(
        msg,
        r#"cannot read the tree from "/no/dir/dir/dir/dir/…ir/dir/dir/tree.txt": no such file"#
    );
}

/// clap repeats a bad argument as typed (less control characters); the CLI
/// folds its message into one short line, invisible marks escaped.
#[test]
fn bad_arguments_echoed_by_clap_stay_one_short_line() {
    let long_word = "x".repeat(100_000);
    let many_words = "ab ".repeat(30_000);
    for arg in [
        long_word.as_str(),
        many_words.as_str(),
        "a\u{7}b\nc\u{202e}",
    ] {
        let msg = fails(&["analyze", "--board", ".........", arg]);
        assert!(msg.starts_with("unexpected argument '"), "{msg}");
        assert!(msg.ends_with("(see abviz --help)"), "{msg}");
        assert!(msg.chars().count() < 300, "{} characters: {msg}", msg.len());
        assert!(!msg.contains(|c: char| c.is_control()), "{msg:?}");
    }
    assert_eq!(
        fails(&["analyze", "--board", ".........", "a\u{200e}b"]),
        r"unexpected argument 'a\u{200e}b' found (see abviz --help)"
    );
}

/// An empty value typed for an option that the engine reads as "none" when
/// empty is refused, not silently taken as none (issue 32).
#[test]
fn an_empty_value_is_refused_not_taken_as_none() {
    for option in [
        "--bounds",
        "--futility",
        "--secondary",
        "--endgame",
        "--quiescence",
    ] {
        let err = fails(&[
            "analyze",
            "--board",
            "X........",
            "--depth",
            "1",
            option,
            "",
        ]);
        let name = option.trim_start_matches("--");
        assert_eq!(
            err.trim_end(),
            format!("{name} \"\" is not a value (leave the option out for none)")
        );
    }
}
