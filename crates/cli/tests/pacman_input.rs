//! `abviz` with Pacman and the robots: bad input (one line, exit 2), the
//! default depth and the help text. Split from `pacman.rs`.

mod common;

use common::{abviz, analyze, fails};

// ---------------------------------------------------------------------------
// bad input
// ---------------------------------------------------------------------------

#[test]
fn bad_input_is_one_line_and_exit_2() {
    let big = vec!["%".repeat(41); 3].join("/");
    let p = |board: &str, more: &[&'static str]| -> Vec<String> {
        let mut v: Vec<String> = [
            "analyze", "--game", "pacman", "--depth", "2", "--board", board,
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        v.extend(more.iter().map(|s| s.to_string()));
        v
    };
    let cases: Vec<(Vec<String>, &str)> = vec![
        (p("%%%%/%..%/%%%%", &[]), "the maze has no Pacman (P): put exactly one in it"),
        (p("%%%%/%PP%/%%%%", &[]), "the maze has 2 of Pacman (P): put exactly one in it"),
        (
            p("%%%%/%P.x/%%%%", &[]),
            "maze row 2, column 4: unknown cell 'x'; use % wall, . food, o capsule, P Pacman, G or 1-4 ghosts, space floor",
        ),
        (
            p("%%%%/%P.%/%%%", &[]),
            "maze row 3 has 3 cells, but row 1 has 4: every row needs the same length",
        ),
        (p(&big, &[]), "the maze is 41×3; at most 40×40 is allowed"),
        (
            p("minimaxclassic", &[]),
            "unknown layout \"minimaxclassic\": give one of minimaxClassic, trappedClassic, testClassic, smallClassic, capsuleCorner, corridor, or the maze's rows separated by /",
        ),
        (p("", &[]), "the maze is empty: give rows separated by / or newlines"),
        (
            p("minimaxClassic", &["--weights", "food=x"]),
            "bad weight \"food=x\": give name=number pairs separated by commas, names from score, food, ghost, scared, capsule",
        ),
        (
            p("minimaxClassic", &["--ghosts", "max"]),
            "unknown ghost model \"max\": use min or random",
        ),
        (
            p("minimaxClassic", &["--eval", "best"]),
            "unknown evaluation \"best\": use score or better",
        ),
        (
            p("minimaxClassic", &["--history", "N"]),
            "move 1 of the history, \"N\", is not a legal action there (use N, S, E, W or X for Stop)",
        ),
        (
            p("minimaxClassic", &["--limit", "3"]),
            "--limit does not apply to --game pacman: it is for --game robots; options for --game pacman: --board, --quiescence, --bounds, --ghosts, --eval, --weights, --history",
        ),
        (
            p("@/nonexistent/abviz-layout", &[]),
            "cannot read the board from \"/nonexistent/abviz-layout\": no such file",
        ),
        (
            ["analyze", "--board", ".........", "--ghosts", "min"]
                .map(String::from)
                .to_vec(),
            "--ghosts does not apply to --game tictactoe: it is for --game pacman; options for --game tictactoe: --board, --scoring, --symmetry, --book, --enhance, --tt-size, --quiescence",
        ),
        (
            ["analyze", "--game", "robots", "--board", "open8", "--limit", "0"]
                .map(String::from)
                .to_vec(),
            "bad move limit \"0\": give a whole number from 1 to 1000",
        ),
        (
            ["analyze", "--game", "robots", "--board", "W.../....", "--depth", "2"]
                .map(String::from)
                .to_vec(),
            "the maze has no Black (B): put exactly one in it",
        ),
        (
            ["analyze", "--game", "robots", "--board", "open9"].map(String::from).to_vec(),
            "unknown layout \"open9\": give one of open8, open8even, maze, or the maze's rows separated by /",
        ),
    ];
    for (args, want) in &cases {
        assert_eq!(&fails(args), want, "{args:?}");
    }
}

#[test]
fn bad_play_options_are_one_line_and_exit_2() {
    let base = ["play", "--board", "trappedClassic", "--depth", "3"];
    let cases: &[(&[&str], &str)] = &[
        (&["--ghost-moves", "fly"], "unknown ghost moves \"fly\": use random or search"),
        (&["--games", "0"], "games \"0\" is not a whole number from 1 to 1000000"),
        (&["--games", "many"], "games \"many\" is not a whole number from 1 to 1000000"),
        (&["--seed", "-1"], "seed \"-1\" is not a whole number from 0 to 2^64 - 1"),
        (&["--max-moves", "0"], "max-moves \"0\" is not a whole number from 1 to 100000"),
        (
            &["--algorithm", "both"],
            "algorithm \"both\" is not one search: play decides each move by one of minimax, alphabeta or star2",
        ),
        (&["--game", "tictactoe"], "game \"tictactoe\" is not a game abviz plays: play takes pacman or robots"),
        (&["--history", "Q"], "move 1 of the history, \"Q\", is not a legal action there (use N, S, E, W or X for Stop)"),
    ];
    for (more, want) in cases {
        let args = [&base[..], more].concat();
        assert_eq!(fails(&args), *want, "{args:?}");
    }
}

#[test]
fn without_depth_pacman_searches_cs188s_default_two_rounds() {
    let v = analyze(&["--game", "pacman", "--board", "minimaxClassic"]);
    // Depth 2 rounds: minimaxClassic is worth 8 (9 at depth 1, 7 at depth 3).
    assert_eq!(v["minimax"]["value"], 8, "{v}");
    assert_eq!(v["minimax"]["max_depth"], 8);
}

// ---------------------------------------------------------------------------
// help
// ---------------------------------------------------------------------------

#[test]
fn help_explains_pacman_and_the_robots() {
    for args in [&["--help"][..], &["analyze", "--help"], &["play", "--help"]] {
        let r = abviz(args);
        assert_eq!(r.code, Some(0), "{args:?}");
        for needle in [
            "PACMAN (--game pacman; CS188's multi-agent project)",
            "--depth is in ROUNDS",
            "scoreEvaluationFunction",
            "only when alpha > beta",
            "sorted by rank, then x, then y",
            "never Stop, and not back the way it came",
            "chance_pruning",
            "--ghost-moves",
            "ROBOTS (--game robots; Nilsson's two robots)",
            "parity",
        ] {
            assert!(r.stdout.contains(needle), "{args:?}: help lacks {needle:?}");
        }
    }
    let r = abviz(&["play", "--help"]);
    for needle in [
        "--games <N>",
        "--seed <S>",
        "--max-moves <N>",
        "RandomGhost",
    ] {
        assert!(r.stdout.contains(needle), "play --help lacks {needle:?}");
    }
}
