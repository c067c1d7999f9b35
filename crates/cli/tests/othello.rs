//! Othello through the CLI with no code of its own there: the registry's
//! entry (crates/core/src/games/othello/entry.rs) reads --size and --board.
//! Minimax's leaves from the 8×8 start are the published perft counts, the
//! 4×4 game is solved from the start, and bad sizes and boards give one
//! line and exit 2.

mod common;

use common::{analyze, fails};

#[test]
fn minimax_leaves_from_the_start_are_the_perft_counts() {
    for (depth, leaves) in [
        (1, 4),
        (2, 12),
        (3, 56),
        (4, 244),
        (5, 1_396),
        (6, 8_200),
        (7, 55_092),
    ] {
        let d = depth.to_string();
        let v = analyze(&[
            "--game",
            "othello",
            "--size",
            "8x8",
            "--board",
            "start",
            "--depth",
            &d,
            "--algorithm",
            "minimax",
        ]);
        assert_eq!(v["minimax"]["leaves"], leaves, "depth {depth}");
    }
}

#[test]
fn the_4x4_game_is_solved_from_the_start_and_alpha_beta_agrees() {
    let v = analyze(&["--game", "othello", "--size", "4x4", "--board", "start"]);
    assert_eq!(v["minimax"]["value"], -8.0);
    assert_eq!(v["alphabeta"]["value"], -8.0);
    assert_eq!(v["minimax"]["nodes"], 224_821);
    assert!(v["alphabeta"]["nodes"].as_u64().unwrap() < 20_000);
    // A grid gives its own size; the same start written out is the same game.
    let grid = analyze(&["--game", "reversi", "--board", "..../.WB./.BW./.... b"]);
    assert_eq!(grid["minimax"]["nodes"], 224_821);
}

#[test]
fn bad_sizes_and_boards_give_one_line_and_exit_2() {
    let cases: &[(&[&str], &str)] = &[
        (
            &[
                "analyze", "--game", "othello", "--size", "9x9", "--board", "start",
            ],
            "size \"9x9\" is not an Othello size; use 4x4, 6x6 or 8x8",
        ),
        (
            &[
                "analyze",
                "--game",
                "othello",
                "--size",
                "8x8",
                "--board",
                "..../.WB./.BW./....",
            ],
            "the board is 4×4, but --size says 8×8",
        ),
        (
            &[
                "analyze",
                "--game",
                "othello",
                "--board",
                "..../.WB./.BW./..q.",
            ],
            "cell c4 is 'q': use B, W or . (rows separated by /)",
        ),
        (
            &[
                "analyze",
                "--game",
                "othello",
                "--board",
                "..../.WB./.BW/....",
            ],
            "row 3 has 3 cells; every row of a 4×4 board has 4",
        ),
    ];
    for (args, want) in cases {
        assert_eq!(fails(args), *want, "{args:?}");
    }
}

#[test]
fn the_options_othello_reads_are_taken_and_the_others_refused() {
    // The registry lists --size for Othello (applies.rs audits the first five games).
    let v = analyze(&[
        "--game", "othello", "--size", "6x6", "--board", "start", "--depth", "2",
    ]);
    assert_eq!(v["minimax"]["leaves"], 12);
    for option in [
        &["--ghosts", "random"][..],
        &["--scoring", "fast"],
        &["--symmetry"],
        &["--agents", "3"],
    ] {
        let mut args = vec![
            "analyze", "--game", "othello", "--board", "start", "--depth", "1",
        ];
        args.extend(option);
        let got = fails(&args);
        assert!(
            got.starts_with(&format!(
                "{} does not apply to --game othello: it is for --game ",
                option[0]
            )),
            "{got}"
        );
    }
}
