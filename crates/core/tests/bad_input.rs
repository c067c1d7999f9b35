//! Every bad input gives its typed error and an exact one-line message that
//! says what is wrong and where. The texts are written out in full here so
//! that a change of wording is a deliberate change of this file too.

use std::str::FromStr;

use abviz_core::{
    parse_algorithms, parse_depth, parse_root, search, Algorithm, Board, BoardError, Error, Mark,
    NullSink, OptionError, Ordering, Problem, Scoring, SearchOptions, Tree, TreeError, TreeGame,
    Variant,
};

fn board_err(text: &str) -> (BoardError, String) {
    let e = text.parse::<Board>().expect_err(text);
    // The same error, wrapped, through the Problem constructor.
    let p = Problem::board(text, Scoring::Wdl).expect_err(text);
    assert_eq!(p, Error::Board(e.clone()));
    assert_eq!(p.to_string(), e.to_string());
    let msg = e.to_string();
    assert!(!msg.contains('\n'), "{msg:?}");
    (e, msg)
}

fn tree_err(text: &str) -> (TreeError, String) {
    let e = text.parse::<Tree>().expect_err(text);
    let p = Problem::tree(text, true).expect_err(text);
    assert_eq!(p, Error::Tree(e.clone()));
    assert_eq!(p.to_string(), e.to_string());
    let msg = e.to_string();
    assert!(!msg.contains('\n'), "{msg:?}");
    (e, msg)
}

// ---------------------------------------------------------------------------
// Boards
// ---------------------------------------------------------------------------

#[test]
fn board_character_that_is_not_a_mark_names_the_character_position_and_cell() {
    assert_eq!(
        board_err("O.X/.Z./O.."),
        (
            BoardError::BadChar {
                ch: 'Z',
                position: 6,
                cell: 4
            },
            "board: 'Z' at position 6 (cell 4) is not a mark; use X, O, or . - _ for an empty cell"
                .into()
        )
    );
    // Positions count characters (not bytes), white space and '/' included.
    assert_eq!(
        board_err("é........").0,
        BoardError::BadChar {
            ch: 'é',
            position: 1,
            cell: 0
        }
    );
    assert_eq!(
        board_err("X O . 0 ....").0,
        BoardError::BadChar {
            ch: '0',
            position: 7,
            cell: 3
        }
    );
    // A digit zero is not the letter O, and a newline in the input is just
    // white space; control characters are shown escaped.
    assert_eq!(
        board_err("...\n...\u{1}..").1,
        "board: '\\u{1}' at position 8 (cell 6) is not a mark; use X, O, or . - _ for an empty cell"
    );
}

#[test]
fn board_without_cells_is_empty() {
    for text in ["", "   ", "//", "\n\t"] {
        assert_eq!(
            board_err(text),
            (
                BoardError::Empty,
                "board is empty; give 9 cells such as O.X/.X./O..".into()
            ),
            "{text:?}"
        );
    }
}

#[test]
fn board_with_the_wrong_number_of_cells_says_how_many() {
    assert_eq!(
        board_err("XO"),
        (
            BoardError::CellCount { cells: 2 },
            "board has 2 cells; a board has 9 cells, row-major from the top left".into()
        )
    );
    assert_eq!(
        board_err("x").1,
        "board has 1 cell; a board has 9 cells, row-major from the top left"
    );
    assert_eq!(
        board_err("..........").0,
        BoardError::CellCount { cells: 10 }
    );
    assert_eq!(board_err("........").0, BoardError::CellCount { cells: 8 });
}

#[test]
fn board_with_slashes_needs_three_rows_of_three() {
    assert_eq!(
        board_err("O.X/.X."),
        (
            BoardError::RowCount { rows: 2 },
            "board has 2 rows separated by '/'; a board has 3 rows".into()
        )
    );
    assert_eq!(
        board_err("O.X/.X./O../").0,
        BoardError::RowCount { rows: 4 }
    );
    assert_eq!(
        board_err("O.X./X./O.."),
        (
            BoardError::RowLength { row: 1, cells: 4 },
            "board: row 1 has 4 cells; each row has 3".into()
        )
    );
    assert_eq!(
        board_err("O.X/.X/.O.."),
        (
            BoardError::RowLength { row: 2, cells: 2 },
            "board: row 2 has 2 cells; each row has 3".into()
        )
    );
}

#[test]
fn board_with_impossible_mark_counts_explains_who_moves_first() {
    // Counts are checked first, so X's line here does not matter.
    assert_eq!(
        board_err("XXX/O../..."),
        (
            BoardError::ImpossibleCounts { x: 3, o: 1 },
            "board: X has 3 marks and O has 1; X moves first, so X has as many marks as O or one more"
                .into()
        )
    );
    assert_eq!(
        board_err("XX./.../...").1,
        "board: X has 2 marks and O has 0; X moves first, so X has as many marks as O or one more"
    );
    assert_eq!(
        board_err("O......../").0,
        BoardError::RowCount { rows: 2 },
        "rows are checked before counts"
    );
    assert_eq!(
        board_err("O........").1,
        "board: X has 0 marks and O has 1; X moves first, so X has as many marks as O or one more"
    );
    assert_eq!(
        board_err("XOO/O../...").1,
        "board: X has 1 mark and O has 3; X moves first, so X has as many marks as O or one more"
    );
}

#[test]
fn board_where_both_players_have_a_line_is_refused() {
    assert_eq!(
        board_err("XXX/OOO/..."),
        (
            BoardError::BothWon,
            "board: both X and O have a line; the game ends at the first line".into()
        )
    );
}

#[test]
fn board_where_a_player_moved_after_a_win_is_refused() {
    // X completed the top row, then O moved: counts are equal.
    assert_eq!(
        board_err("XXX/OO./O.."),
        (
            BoardError::MovedAfterWin {
                winner: Mark::X,
                mover: Mark::O
            },
            "board: X has a line but O moved after it; the game ends when a line is completed"
                .into()
        )
    );
    // O completed the top row, then X moved: X is one ahead.
    assert_eq!(
        board_err("OOO/XX./XX.").1,
        "board: O has a line but X moved after it; the game ends when a line is completed"
    );
}

#[test]
fn finished_boards_are_valid_input() {
    // X won; a draw; X won with two lines through the last move; O won.
    for text in ["XXX/OO./...", "XOX/XOO/OXX", "XXX/XOO/XOO", "OOO/XX./X.."] {
        let b: Board = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        assert!(b.is_terminal(), "{text}");
        let p = Problem::board(text, Scoring::Wdl).unwrap();
        let s = p
            .search(
                Algorithm::AlphaBeta,
                &SearchOptions::default(),
                &mut NullSink,
            )
            .unwrap();
        assert_eq!((s.nodes, s.leaves, s.best_move), (1, 1, None), "{text}");
    }
}

// ---------------------------------------------------------------------------
// Trees
// ---------------------------------------------------------------------------

#[test]
fn tree_syntax_errors_name_the_character_and_column() {
    assert_eq!(
        tree_err("[1 2]"),
        (
            TreeError::Unexpected {
                found: '2',
                column: 4,
                expected: "',' or ']'"
            },
            "tree: unexpected '2' at column 4; expected ',' or ']'".into()
        )
    );
    assert_eq!(
        tree_err("[,1]").1,
        "tree: unexpected ',' at column 2; expected a number or '['"
    );
    assert_eq!(
        tree_err("[1,]").1,
        "tree: unexpected ']' at column 4; expected a number or '['"
    );
    assert_eq!(
        tree_err("[1[2]]").1,
        "tree: unexpected '[' at column 3; expected ',' or ']'"
    );
    assert_eq!(
        tree_err("]").1,
        "tree: unexpected ']' at column 1; expected a number or '['"
    );
    // Columns count characters, not bytes.
    assert_eq!(
        tree_err("[\"é\", 1]").1,
        "tree: leaf \"\\\"é\\\"\" at column 2 is not a whole number"
    );
    assert_eq!(
        tree_err("[é,1]é").1,
        "tree: leaf \"é\" at column 2 is not a whole number"
    );
    assert_eq!(
        tree_err("[1,2] é"),
        (
            TreeError::Trailing { column: 7 },
            "tree: unexpected text after the tree at column 7".into()
        )
    );
    assert_eq!(tree_err("[1]]").0, TreeError::Trailing { column: 4 });
    assert_eq!(tree_err("1 2").0, TreeError::Trailing { column: 3 });
}

#[test]
fn tree_that_stops_inside_a_list_says_what_was_expected() {
    assert_eq!(
        tree_err("[1,2"),
        (
            TreeError::UnexpectedEnd {
                expected: "',' or ']'"
            },
            "tree: input ends inside a list; expected ',' or ']'".into()
        )
    );
    assert_eq!(
        tree_err("[[1],").1,
        "tree: input ends inside a list; expected a number or '['"
    );
    assert_eq!(
        tree_err("[").1,
        "tree: input ends inside a list; expected a number or '['"
    );
}

#[test]
fn empty_tree_text_is_refused() {
    for text in ["", "  \n "] {
        assert_eq!(
            tree_err(text),
            (
                TreeError::Empty,
                "tree is empty; give nested lists such as [[3,12,8],[2,4,6],[14,5,2]]".into()
            )
        );
    }
}

#[test]
fn tree_with_an_empty_child_list_names_its_column() {
    assert_eq!(
        tree_err("[]"),
        (
            TreeError::EmptyList { column: 1 },
            "tree: empty list at column 1; every inner node needs at least one child".into()
        )
    );
    assert_eq!(tree_err("[[1],[ ]]").0, TreeError::EmptyList { column: 6 });
}

#[test]
fn tree_leaf_that_is_not_an_integer_is_quoted_with_its_column() {
    assert_eq!(
        tree_err("[1.5,2]"),
        (
            TreeError::NotInteger {
                text: "1.5".into(),
                column: 2
            },
            "tree: leaf \"1.5\" at column 2 is not a whole number".into()
        )
    );
    for (text, leaf, column) in [
        ("[x]", "x", 2),
        ("[1,-]", "-", 4),
        ("[1,+]", "+", 4),
        ("[--5]", "--5", 2),
        ("[1e3]", "1e3", 2),
        ("[0x10]", "0x10", 2),
        ("[٣]", "٣", 2),
        ("[1-2]", "1-2", 2),
    ] {
        assert_eq!(
            tree_err(text).0,
            TreeError::NotInteger {
                text: leaf.into(),
                column
            },
            "{text}"
        );
    }
}

#[test]
fn tree_leaf_out_of_range_states_the_limit() {
    assert_eq!(
        tree_err("[1,1000000001]"),
        (
            TreeError::OutOfRange {
                text: "1000000001".into(),
                column: 4
            },
            "tree: leaf 1000000001 at column 4 is out of range; leaves lie within ±1000000000"
                .into()
        )
    );
    assert_eq!(
        tree_err("-1000000001").1,
        "tree: leaf -1000000001 at column 1 is out of range; leaves lie within ±1000000000"
    );
    assert_eq!(
        tree_err("[99999999999999999999999]").0,
        TreeError::OutOfRange {
            text: "99999999999999999999999".into(),
            column: 2
        }
    );
    // The limits themselves are fine, with or without a sign.
    let t: Tree = "[1000000000,-1000000000,+7,-0]".parse().unwrap();
    assert_eq!(t.to_string(), "[1000000000,-1000000000,7,0]");
}

#[test]
fn tree_nested_deeper_than_128_lists_is_refused_at_the_129th_bracket() {
    let text = format!("{}1{}", "[".repeat(129), "]".repeat(129));
    assert_eq!(
        tree_err(&text),
        (
            TreeError::TooDeep {
                column: 129,
                limit: 128
            },
            "tree: lists nested deeper than 128 levels at column 129".into()
        )
    );
}

#[test]
fn tree_nested_100000_deep_is_refused_without_overflowing_the_stack() {
    let text = format!("{}1{}", "[".repeat(100_000), "]".repeat(100_000));
    assert_eq!(
        tree_err(&text).0,
        TreeError::TooDeep {
            column: 129,
            limit: 128
        }
    );
    // Unclosed, too.
    assert_eq!(
        tree_err(&"[".repeat(100_000)).0,
        TreeError::TooDeep {
            column: 129,
            limit: 128
        }
    );
}

#[test]
fn tree_with_more_than_a_million_nodes_is_refused() {
    // A flat list of 1,000,000 leaves is 1,000,001 nodes.
    let text = format!("[{}0]", "0,".repeat(999_999));
    assert_eq!(
        tree_err(&text),
        (
            TreeError::TooLarge { limit: 1_000_000 },
            "tree: more than 1000000 nodes".into()
        )
    );
}

// ---------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------

fn opt_err<T: std::fmt::Debug>(r: Result<T, OptionError>) -> (OptionError, String) {
    let e = r.expect_err("an error");
    let msg = e.to_string();
    assert_eq!(Error::Option(e.clone()).to_string(), msg);
    (e, msg)
}

#[test]
fn unknown_ordering_lists_the_orderings() {
    assert_eq!(
        opt_err(Ordering::from_str("sideways")),
        (
            OptionError::UnknownOrdering("sideways".into()),
            "unknown ordering \"sideways\"; use natural, reverse, random:SEED, heuristic, best-first or worst-first".into()
        )
    );
    // Names are case-sensitive and take no spaces.
    assert_eq!(
        opt_err(Ordering::from_str("Natural")).0,
        OptionError::UnknownOrdering("Natural".into())
    );
    assert_eq!(
        opt_err(Ordering::from_str("")).0,
        OptionError::UnknownOrdering("".into())
    );
}

#[test]
fn random_ordering_needs_a_whole_number_seed() {
    assert_eq!(
        opt_err(Ordering::from_str("random:abc")),
        (
            OptionError::BadSeed("abc".into()),
            "random ordering needs a whole-number seed, as in random:42; got \"abc\"".into()
        )
    );
    for (text, seed) in [
        ("random", ""),
        ("random:", ""),
        ("random:-1", "-1"),
        ("random:1.5", "1.5"),
        ("random:18446744073709551616", "18446744073709551616"),
    ] {
        assert_eq!(
            opt_err(Ordering::from_str(text)).0,
            OptionError::BadSeed(seed.into()),
            "{text}"
        );
    }
    assert_eq!(
        Ordering::from_str("random:18446744073709551615"),
        Ok(Ordering::Random(u64::MAX))
    );
}

#[test]
fn depth_must_be_a_whole_number_of_plies() {
    assert_eq!(
        opt_err(parse_depth("-1")),
        (
            OptionError::BadDepth("-1".into()),
            "depth \"-1\" is not a whole number of plies (0 or more)".into()
        )
    );
    for text in ["", "x", "1.5", "4294967296", "2 3"] {
        assert_eq!(
            opt_err(parse_depth(text)).0,
            OptionError::BadDepth(text.into())
        );
    }
    assert_eq!(parse_depth("0"), Ok(0));
    assert_eq!(parse_depth(" 3 "), Ok(3));
}

#[test]
fn unknown_scoring_variant_algorithm_and_root_list_the_choices() {
    assert_eq!(
        opt_err(Scoring::from_str("x")),
        (
            OptionError::UnknownScoring("x".into()),
            "unknown scoring \"x\"; use wdl or fast".into()
        )
    );
    assert_eq!(
        opt_err(Variant::from_str("x")),
        (
            OptionError::UnknownVariant("x".into()),
            "unknown variant \"x\"; use fail-soft or fail-hard".into()
        )
    );
    assert_eq!(
        opt_err(parse_algorithms("x")),
        (
            OptionError::UnknownAlgorithm("x".into()),
            "unknown algorithm \"x\"; use minimax, alphabeta or both".into()
        )
    );
    assert_eq!(
        opt_err(parse_root("x")),
        (
            OptionError::UnknownRoot("x".into()),
            "unknown root \"x\"; use max or min".into()
        )
    );
    assert_eq!(
        parse_algorithms("both"),
        Ok(vec![Algorithm::Minimax, Algorithm::AlphaBeta])
    );
    assert_eq!(
        parse_algorithms("alpha-beta"),
        Ok(vec![Algorithm::AlphaBeta])
    );
    assert_eq!(
        (parse_root("max"), parse_root("min")),
        (Ok(true), Ok(false))
    );
}

#[test]
fn depth_limit_on_a_tree_needs_an_evaluation_function() {
    let want = "a depth limit needs an evaluation function, and textbook trees have none; use it with boards";
    let p = Problem::tree("[[3,12,8],[2,4,6],[14,5,2]]", true).unwrap();
    for depth in [0, 1, 5] {
        let opts = SearchOptions {
            depth: Some(depth),
            ..SearchOptions::default()
        };
        for alg in [Algorithm::Minimax, Algorithm::AlphaBeta] {
            let e = p.search(alg, &opts, &mut NullSink).unwrap_err();
            assert_eq!(e, Error::Option(OptionError::DepthNeedsEvaluation));
            assert_eq!(e.to_string(), want);
            assert!(p.trace(alg, &opts).is_err());
        }
        let g = TreeGame::new("7".parse().unwrap(), true);
        assert_eq!(
            search(&g, Algorithm::AlphaBeta, &opts, &mut NullSink),
            Err(OptionError::DepthNeedsEvaluation)
        );
    }
}

/// Input a message echoes is escaped (no control character, newline or
/// invisible mark gets through) and a long token is cut in the middle to
/// `QUOTE_LIMIT` characters: the error keeps the text, the message does not.
#[test]
fn echoed_input_is_escaped_and_long_tokens_are_shortened() {
    use abviz_core::error::QUOTE_LIMIT;
    let digits = "1".repeat(200_000);
    let (e, msg) = tree_err(&format!("[{digits}]"));
    assert_eq!(
        e,
        TreeError::OutOfRange {
            text: digits.clone(),
            column: 2
        }
    );
    assert_eq!(
        msg,
        "tree: leaf 11111111111111111111…1111111111111111111 at column 2 is out of range; leaves lie within ±1000000000"
    );
    assert_eq!(
        tree_err(&format!("[0,{}]", "ab".repeat(100_000))).1,
        "tree: leaf \"abababababababababab…bababababababababab\" at column 4 is not a whole number"
    );
    assert_eq!(
        tree_err("[a\u{1b}[2Jb]").1,
        r#"tree: leaf "a\u{1b}" at column 2 is not a whole number"#
    );
    assert_eq!(
        tree_err("[1 \u{202e}]").1,
        r"tree: unexpected '\u{202e}' at column 4; expected ',' or ']'"
    );
    assert_eq!(
        tree_err("[1 ']").1,
        r"tree: unexpected '\'' at column 4; expected ',' or ']'"
    );
    assert_eq!(
        board_err("XO.\u{7f}").1,
        r"board: '\u{7f}' at position 4 (cell 3) is not a mark; use X, O, or . - _ for an empty cell"
    );
    assert_eq!(
        opt_err(Ordering::from_str("natural\r\nreverse")).1,
        r#"unknown ordering "natural\r\nreverse"; use natural, reverse, random:SEED, heuristic, best-first or worst-first"#
    );
    let seed = format!("{}x", "9".repeat(100_000));
    let (e, msg) = opt_err(Ordering::from_str(&format!("random:{seed}")));
    assert_eq!(e, OptionError::BadSeed(seed));
    assert_eq!(
        msg,
        "random ordering needs a whole-number seed, as in random:42; got \"99999999999999999999…999999999999999999x\""
    );
    let depth = "\t".repeat(QUOTE_LIMIT);
    assert_eq!(
        opt_err(parse_depth(&format!("{depth}-"))).1,
        format!(
            "depth \"{}…{}-\" is not a whole number of plies (0 or more)",
            r"\t".repeat(10),
            r"\t".repeat(9)
        )
    );
}

#[test]
fn errors_expose_their_typed_source() {
    use std::error::Error as _;
    let e = Problem::board("XX", Scoring::Wdl).unwrap_err();
    let src = e.source().expect("a source");
    assert_eq!(src.to_string(), e.to_string());
    assert!(src.downcast_ref::<BoardError>().is_some());
    let e = Problem::tree("[]", true).unwrap_err();
    assert!(e.source().unwrap().downcast_ref::<TreeError>().is_some());
    let e: Error = OptionError::BadDepth("x".into()).into();
    assert!(e.source().unwrap().downcast_ref::<OptionError>().is_some());
}
