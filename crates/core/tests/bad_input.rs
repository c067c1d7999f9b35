//! Every bad input gives its typed error and an exact one-line message that
//! says what is wrong and where. The texts are written out in full here so
//! that a change of wording is a deliberate change of this file too.

use std::str::FromStr;

use abviz_core::MAX_TT_SIZE;

use abviz_core::{
    parse_algorithms, parse_depth, parse_root, search, Algorithm, Board, BoardError, Config, Error,
    Mark, NullSink, OptionError, Ordering, Problem, Scoring, SearchOptions, Tree, TreeError,
    TreeGame, TreeSetup, Variant,
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
    // Columns count characters, not bytes. A quote cannot start a node; a
    // word can (it is a node's name), but a name alone is not a leaf.
    assert_eq!(
        tree_err("[\"é\", 1]").1,
        "tree: unexpected '\"' at column 2; expected a number or '['"
    );
    assert_eq!(
        tree_err("[é,1]é"),
        (
            TreeError::LeafWithoutValue {
                at: "node \"é\" at column 2".into()
            },
            "tree: node \"é\" at column 2 has neither a value nor children".into()
        )
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

/// Leaves were whole numbers only; now any decimal in range is a leaf
/// (`-3.01`, `1e3`), and a word is a node's name (`b1=3`).
#[test]
fn tree_leaf_that_is_not_a_number_is_quoted_with_its_column() {
    let t: Tree = "[1.5,-3.01,1e3,+.5]".parse().unwrap();
    assert_eq!(t.to_string(), "[1.5,-3.01,1000,0.5]");
    assert_eq!(
        tree_err("[1..5,2]"),
        (
            TreeError::NotNumber {
                text: "1..5".into(),
                column: 2
            },
            "tree: leaf \"1..5\" at column 2 is not a number".into()
        )
    );
    for (text, leaf, column) in [
        ("[1,-]", "-", 4),
        ("[1,+]", "+", 4),
        ("[--5]", "--5", 2),
        ("[0x10]", "0x10", 2),
        ("[1-2]", "1-2", 2),
        ("[1e]", "1e", 2),
        ("[.]", ".", 2),
        ("[1.5.2]", "1.5.2", 2),
        ("[-inf]", "-inf", 2),
    ] {
        assert_eq!(
            tree_err(text).0,
            TreeError::NotNumber {
                text: leaf.into(),
                column
            },
            "{text}"
        );
    }
    assert_eq!(
        tree_err("[x]").1,
        "tree: node \"x\" at column 2 has neither a value nor children"
    );
    assert_eq!(
        tree_err("[٣]").1,
        "tree: unexpected '٣' at column 2; expected a number or '['"
    );
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

fn opt_err<T: std::fmt::Debug, E: Into<Error>>(r: Result<T, E>) -> (OptionError, String) {
    let Error::Option(e) = r.map_err(Into::into).expect_err("an error") else {
        panic!("not an option error")
    };
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
fn table_size_messages_name_the_allowed_range() {
    let err = |text: &str| opt_err(Config::from_strs([("tt_size", text)]));
    let too_big = (MAX_TT_SIZE + 1).to_string();
    assert_eq!(
        err(&too_big),
        (
            OptionError::BadTableSize(too_big.clone()),
            format!("table size \"{too_big}\" is not a whole number of slots from 1 to 67108864")
        )
    );
    for text in ["0", "-1", "x", "1.5", "99999999999999999999999"] {
        let (e, msg) = err(text);
        assert_eq!(e, OptionError::BadTableSize(text.into()), "{text}");
        assert!(msg.ends_with("from 1 to 67108864"), "{msg}");
    }
    for n in [1, MAX_TT_SIZE] {
        let c = Config::from_strs([("tt_size", n.to_string().as_str())]).unwrap();
        assert_eq!(c.options.tt_size, n);
    }
    // Options built in code are checked as well as parsed ones.
    let options = SearchOptions {
        tt_size: MAX_TT_SIZE + 1,
        enhance: "tt".parse().unwrap(),
        depth: Some(2),
        ..SearchOptions::default()
    };
    let p = Problem::from_config(Some("........."), None, &Config::default()).unwrap();
    let e = p.check_enhancements(Algorithm::AlphaBeta, &options);
    assert_eq!(opt_err(e).0, OptionError::BadTableSize(too_big));
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
            OptionError::UnknownAlgorithm {
                name: "x".into(),
                known: "minimax, alphabeta, star2, mtdf".into()
            },
            "unknown algorithm \"x\"; use minimax, alphabeta, star2, mtdf or both".into()
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

/// A depth limit on a tree scores the nodes at the limit by their static
/// values (`=V`, JSON's `value`); a node there without one is refused,
/// naming it. (Trees had no evaluation function, so every depth limit on a
/// tree used to be refused.)
#[test]
fn depth_limit_on_a_tree_needs_values_at_the_limit() {
    let p = Problem::tree("[[3,12,8],[2,4,6],[14,5,2]]", true).unwrap();
    for (depth, want) in [
        (0, "tree: the root is at the depth limit 0 but has no value; give it one (\"value\" in JSON, =V in shorthand)"),
        (1, "tree: node 1 is at the depth limit 1 but has no value; give it one (\"value\" in JSON, =V in shorthand)"),
    ] {
        let opts = SearchOptions {
            depth: Some(depth),
            ..SearchOptions::default()
        };
        for alg in [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Star2] {
            let e = p.search(alg, &opts, &mut NullSink).unwrap_err();
            assert_eq!(
                e,
                Error::Tree(TreeError::MissingValue {
                    at: if depth == 0 { "the root" } else { "node 1" }.into(),
                    depth
                })
            );
            assert_eq!(e.to_string(), want);
            assert_eq!(e.code(), "tree.MissingValue");
            assert!(p.trace(alg, &opts).is_err());
        }
    }
    // Below the deepest leaf a limit changes nothing.
    let deep = SearchOptions {
        depth: Some(5),
        ..SearchOptions::default()
    };
    let s = p
        .search(Algorithm::AlphaBeta, &deep, &mut NullSink)
        .unwrap();
    assert_eq!((s.value, s.nodes), (3.0, 11));
    // The search itself, without `Problem`'s checks, still refuses a limit
    // of 0 on a root it cannot score.
    let g = TreeGame::new("[1,2]".parse().unwrap(), TreeSetup::default()).unwrap();
    let zero = SearchOptions {
        depth: Some(0),
        ..SearchOptions::default()
    };
    let e = search(&g, Algorithm::AlphaBeta, &zero, &mut NullSink).unwrap_err();
    assert_eq!(
        e,
        abviz_core::Error::Option(OptionError::DepthNeedsEvaluation)
    );
    assert_eq!(
        e.to_string(),
        "a depth limit needs an evaluation function, and this game has none"
    );
    // A leaf root is scored whatever the limit.
    let g = TreeGame::new("7".parse().unwrap(), TreeSetup::default()).unwrap();
    assert_eq!(
        search(&g, Algorithm::AlphaBeta, &zero, &mut NullSink).map(|s| s.value),
        Ok(7.0)
    );
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
        "tree: node \"abababababababababab…bababababababababab\" at column 4 has neither a value nor children"
    );
    assert_eq!(
        tree_err("[a\u{1b}[2Jb]").1,
        r#"tree: leaf "a\u{1b}" at column 2 is not a number"#
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

// ---------------------------------------------------------------------------
// Chance nodes, kinds, depth limits on trees, bounds and agents
// ---------------------------------------------------------------------------

/// The error `text` gives as a game with `options` given as `Config` pairs:
/// from parsing, from resolving kinds and probabilities, or from the
/// search's checks of depth and bounds, whichever comes first. Checks that
/// the message is one line, that the error is the same for every
/// algorithm, and that it has a code.
fn game_err(text: &str, options: &[(&str, &str)]) -> (Error, String) {
    let config = Config::from_strs(options.iter().copied()).expect("options are valid");
    let errors: Vec<Error> = [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Star2]
        .into_iter()
        .map(|alg| {
            Problem::tree_with(text, config.setup)
                .and_then(|p| p.search(alg, &config.options, &mut NullSink))
                .expect_err(text)
        })
        .collect();
    assert!(
        errors.windows(2).all(|w| w[0] == w[1]),
        "{text}: {errors:?}"
    );
    let e = errors[0].clone();
    let msg = e.to_string();
    assert!(!msg.contains(['\n', '\r']), "{msg:?}");
    assert!(e.code().starts_with("tree.") || e.code().starts_with("option."));
    (e, msg)
}

fn tree_game_err(text: &str) -> (TreeError, String) {
    match game_err(text, &[]) {
        (Error::Tree(e), msg) => (e, msg),
        (e, _) => panic!("{text}: not a tree error: {e:?}"),
    }
}

#[test]
fn negative_probability_names_the_outcome_and_its_probability() {
    for text in [
        "max[chance[-0.5:1, 1.5:2], 3]",
        r#"{"kind":"max","children":[{"kind":"chance","children":[{"p":-0.5,"value":1},{"p":1.5,"value":2}]},3]}"#,
    ] {
        assert_eq!(
            tree_game_err(text),
            (
                TreeError::BadProbability {
                    at: "node 1.1".into(),
                    p: -0.5
                },
                "tree: node 1.1 has probability -0.5; a probability lies between 0 and 1".into()
            ),
            "{text}"
        );
    }
    // A name names the node.
    assert_eq!(
        tree_game_err("chance[1, -0.25: down=2, 1]").1,
        "tree: node \"down\" has probability -0.25; a probability lies between 0 and 1"
    );
}

#[test]
fn probability_over_1_names_the_outcome_and_its_probability() {
    // The negative second outcome makes the sum 1, so only the range is wrong.
    for text in [
        "max[3, chance[1.5:1, -0.5:2]]",
        r#"{"kind":"max","children":[3,{"kind":"chance","children":[{"p":1.5,"value":1},{"p":-0.5,"value":2}]}]}"#,
    ] {
        assert_eq!(
            tree_game_err(text),
            (
                TreeError::BadProbability {
                    at: "node 2.1".into(),
                    p: 1.5
                },
                "tree: node 2.1 has probability 1.5; a probability lies between 0 and 1".into()
            ),
            "{text}"
        );
    }
}

/// A probability over 1 is reported as such, naming the outcome, before
/// the sum it spoils.
#[test]
fn probability_over_1_is_reported_before_the_sum_it_spoils() {
    assert_eq!(
        tree_game_err("C chance[1.5: 1, 2]").1,
        "tree: node 1 has probability 1.5; a probability lies between 0 and 1"
    );
    assert_eq!(
        tree_game_err(
            r#"{"kind":"max","children":[{"kind":"chance","children":[{"p":1.5,"value":1},2]}]}"#
        ),
        (
            TreeError::BadProbability {
                at: "node 1.1".into(),
                p: 1.5
            },
            "tree: node 1.1 has probability 1.5; a probability lies between 0 and 1".into()
        )
    );
    assert_eq!(
        tree_game_err("max[chance[0.5:1, b 1.0000001:2]]").0.code(),
        "LeafWithoutValue",
        "a name comes after the probability"
    );
    assert_eq!(
        tree_game_err("max[chance[0.5:1, 1.0000001:b=2]]").1,
        "tree: node \"b\" has probability 1.0000001; a probability lies between 0 and 1"
    );
}

#[test]
fn probabilities_must_sum_to_1_within_1e_minus_9() {
    for text in [
        "max[chance[0.5:1, 0.4:2], 3]",
        r#"{"kind":"max","children":[{"kind":"chance","children":[{"p":0.5,"value":1},{"p":0.4,"value":2}]},3]}"#,
    ] {
        assert_eq!(
            tree_game_err(text),
            (
                TreeError::ProbabilitySum {
                    at: "node 1".into(),
                    sum: 0.9
                },
                "tree: the probabilities of the outcomes of node 1 sum to 0.9, not 1".into()
            ),
            "{text}"
        );
    }
    assert_eq!(
        tree_game_err("max[C chance[0.5:1, 0.5:2, 0.25:3]]").1,
        "tree: the probabilities of the outcomes of node \"C\" sum to 1.25, not 1"
    );
    // Outcomes without p share what is left, which cannot be below 0.
    assert_eq!(
        tree_game_err("max[C chance[0.6:1, 0.6:2, 3]]").1,
        "tree: the probabilities of the outcomes of node \"C\" sum to 1.2, not 1"
    );
    // 2e-9 off is too far; 1e-10 off is accepted.
    assert_eq!(
        tree_game_err("max[C chance[0.5:1, 0.500000002:2]]").1,
        "tree: the probabilities of the outcomes of node \"C\" sum to 1.0000000020000002, not 1"
    );
    let p = Problem::tree("max[C chance[0.5:1, 0.5000000001:2]]", true).unwrap();
    let s = p
        .search(Algorithm::Minimax, &SearchOptions::default(), &mut NullSink)
        .unwrap();
    assert!((s.value - 1.5).abs() < 1e-9, "{}", s.value);
    // At the root the message names "the root".
    assert_eq!(
        tree_game_err("chance[0.5:1, 0.4:2]").1,
        "tree: the probabilities of the outcomes of the root sum to 0.9, not 1"
    );
}

#[test]
fn probability_outside_a_chance_node_names_the_node() {
    for text in ["[0.5:1, 2]", r#"{"children":[{"p":0.5,"value":1},2]}"#] {
        assert_eq!(
            tree_game_err(text),
            (
                TreeError::ProbabilityOutsideChance {
                    at: "node 1".into()
                },
                "tree: node 1 has a probability but its parent is not a chance node".into()
            ),
            "{text}"
        );
    }
    assert_eq!(
        tree_game_err("max[A min[0.5:1, 2]]").1,
        "tree: node 1.1 has a probability but its parent is not a chance node"
    );
    // The probability comes before the name: here `b` is a name alone.
    assert_eq!(
        tree_game_err("max[A min[b 0.5:1, 2]]").1,
        "tree: node \"b\" at column 11 has neither a value nor children"
    );
    assert_eq!(
        tree_game_err("0.5:3").1,
        "tree: the root has a probability but its parent is not a chance node"
    );
    // A MIN level of the agent cycle is not a chance node either.
    let (e, msg) = game_err("[[0.5:1, 2]]", &[("agents", "3")]);
    assert_eq!(e.code(), "tree.ProbabilityOutsideChance");
    assert_eq!(
        msg,
        "tree: node 1.1 has a probability but its parent is not a chance node"
    );
}

#[test]
fn chance_node_without_children_is_refused_naming_it() {
    assert_eq!(
        tree_game_err(r#"{"kind":"max","children":[{"kind":"chance","children":[]}]}"#),
        (
            TreeError::ChanceWithoutChildren {
                at: "node at /children/0".into()
            },
            "tree: node at /children/0 is a chance node with no children; a chance node needs outcomes".into()
        )
    );
    assert_eq!(
        tree_game_err(r#"{"kind":"max","children":[3,{"kind":"chance"}]}"#).1,
        "tree: node at /children/1 is a chance node with no children; a chance node needs outcomes"
    );
    assert_eq!(
        tree_game_err(r#"{"kind":"max","children":[{"name":"E","kind":"chance","children":[]}]}"#)
            .1,
        "tree: node \"E\" is a chance node with no children; a chance node needs outcomes"
    );
    assert_eq!(
        tree_game_err(r#"{"kind":"chance","children":[]}"#).1,
        "tree: the root is a chance node with no children; a chance node needs outcomes"
    );
    // In shorthand an empty list is refused by the parser, with its column.
    assert_eq!(
        tree_game_err("chance[]"),
        (
            TreeError::EmptyList { column: 7 },
            "tree: empty list at column 7; every inner node needs at least one child".into()
        )
    );
    assert_eq!(
        tree_game_err("max[E chance[ ], 1]").1,
        "tree: empty list at column 13; every inner node needs at least one child"
    );
}

/// Values and probabilities are finite: JSON cannot spell NaN or ∞, and
/// serde_json refuses a number too large for an f64 (1e999) with its line
/// and column; the text parser reads `inf` and `NaN` as names and refuses
/// 1e999 as out of range.
#[test]
fn nan_and_infinite_values_are_refused_with_their_place() {
    let json = |v: &str| format!(r#"{{"kind":"max","children":[3,{{"value":{v}}}]}}"#);
    assert_eq!(
        tree_game_err(&json("1e999")),
        (
            TreeError::Json {
                message: "number out of range at line 1 column 42".into()
            },
            "tree: bad JSON: number out of range at line 1 column 42".into()
        )
    );
    assert_eq!(
        tree_game_err(r#"{"kind":"max","children":[3,1e999]}"#).1,
        "tree: bad JSON: number out of range at line 1 column 33"
    );
    assert_eq!(
        tree_game_err(r#"{"kind":"chance","children":[{"p":-1e999,"value":1}]}"#).1,
        "tree: bad JSON: number out of range at line 1 column 40"
    );
    assert_eq!(
        tree_game_err(&json("NaN")).1,
        "tree: bad JSON: expected value at line 1 column 38"
    );
    assert_eq!(
        tree_game_err(&json("\"inf\"")).1,
        "tree: node at /children/1: \"value\" must be a number"
    );
    assert_eq!(
        tree_game_err(&json("1e10")).1,
        "tree: node at /children/1: numbers must lie within ±1,000,000,000"
    );
    assert_eq!(
        tree_game_err("[3, 1e999]"),
        (
            TreeError::OutOfRange {
                text: "1e999".into(),
                column: 5
            },
            "tree: leaf 1e999 at column 5 is out of range; leaves lie within ±1000000000".into()
        )
    );
    assert_eq!(
        tree_game_err("[3, inf]"),
        (
            TreeError::LeafWithoutValue {
                at: "node \"inf\" at column 5".into()
            },
            "tree: node \"inf\" at column 5 has neither a value nor children".into()
        )
    );
    assert_eq!(
        tree_game_err("[3, NaN]").1,
        "tree: node \"NaN\" at column 5 has neither a value nor children"
    );
    assert_eq!(
        tree_game_err("[3, -inf]").1,
        "tree: leaf \"-inf\" at column 5 is not a number"
    );
    assert_eq!(
        tree_game_err("chance[inf:1, 2]").1,
        "tree: node \"inf\" at column 8 has neither a value nor children"
    );
    assert_eq!(
        tree_game_err("[3, x=inf]").1,
        "tree: leaf \"inf\" at column 7 is not a number"
    );
}

#[test]
fn unknown_kind_names_the_node_and_the_kind() {
    assert_eq!(
        tree_game_err(r#"{"kind":"foo","children":[1]}"#),
        (
            TreeError::UnknownKind {
                at: "the root".into(),
                kind: "foo".into()
            },
            "tree: the root has kind \"foo\"; use max, min or chance".into()
        )
    );
    assert_eq!(
        tree_game_err(r#"{"kind":"max","children":[{"kind":"Max","children":[1]}]}"#).1,
        "tree: node at /children/0 has kind \"Max\"; use max, min or chance"
    );
    assert_eq!(
        tree_game_err(r#"{"kind":"max","children":[{"name":"B","kind":"avg","children":[1]}]}"#).1,
        "tree: node at /children/0 has kind \"avg\"; use max, min or chance"
    );
    assert_eq!(
        tree_game_err(r#"{"kind":"max","children":[{"kind":3,"children":[1]}]}"#).1,
        "tree: node at /children/0: \"kind\" must be \"max\", \"min\" or \"chance\""
    );
    // Shorthand: a word after a name is a kind.
    assert_eq!(
        tree_game_err("A foo[1]"),
        (
            TreeError::UnknownKind {
                at: "the node at column 3".into(),
                kind: "foo".into()
            },
            "tree: the node at column 3 has kind \"foo\"; use max, min or chance".into()
        )
    );
    assert_eq!(
        tree_game_err("max[A min[1], B expectation[2, 3]]").1,
        "tree: the node at column 17 has kind \"expectation\"; use max, min or chance"
    );
}

#[test]
fn missing_value_at_the_depth_limit_names_the_node_and_the_limit() {
    let (e, msg) = game_err("max[A min[1,2], B=3 min[4,5]]", &[("depth", "1")]);
    assert_eq!(
        e,
        Error::Tree(TreeError::MissingValue {
            at: "node \"A\"".into(),
            depth: 1
        })
    );
    assert_eq!(
        msg,
        "tree: node \"A\" is at the depth limit 1 but has no value; give it one (\"value\" in JSON, =V in shorthand)"
    );
    assert_eq!(
        game_err(
            r#"{"kind":"max","children":[{"value":3,"children":[1,2]},{"children":[{"children":[4]}]}]}"#,
            &[("depth", "2")]
        )
        .1,
        "tree: node 2.1 is at the depth limit 2 but has no value; give it one (\"value\" in JSON, =V in shorthand)"
    );
    // Leaves above the limit need nothing, and neither do nodes below it.
    let c = Config::from_strs([("depth", "1")]).unwrap();
    let p = Problem::tree("max[5, B=3 min[4, C min[1]]]", true).unwrap();
    let s = p
        .search(Algorithm::AlphaBeta, &c.options, &mut NullSink)
        .unwrap();
    assert_eq!(s.value, 5.0);
}

#[test]
fn bounds_must_be_ordered_and_hold_every_value() {
    let (e, msg) = game_err("max[chance[1,5],2]", &[("bounds", "3,0")]);
    assert_eq!(e, Error::Tree(TreeError::BadBounds { lo: 3.0, hi: 0.0 }));
    assert_eq!(
        msg,
        "bounds 3,0 have L > U; give the lowest and the highest value a leaf can have"
    );
    assert_eq!(
        game_err("max[chance[1,5],2]", &[("bounds", "0.5,-0.5")]).1,
        "bounds 0.5,-0.5 have L > U; give the lowest and the highest value a leaf can have"
    );
    let (e, msg) = game_err("max[chance[1,5],2]", &[("bounds", "0,4")]);
    assert_eq!(
        e,
        Error::Tree(TreeError::OutOfBounds {
            at: "node 1.2".into(),
            value: 5.0,
            lo: 0.0,
            hi: 4.0
        })
    );
    assert_eq!(msg, "tree: node 1.2 has value 5, outside the bounds [0, 4]");
    assert_eq!(
        game_err("max[chance[1,5],low=-2.5]", &[("bounds", "-2,10")]).1,
        "tree: node \"low\" has value -2.5, outside the bounds [-2, 10]"
    );
    // At a depth limit the values there count, not the leaves below.
    assert_eq!(
        game_err(
            "max[X=7 chance[1,5],2]",
            &[("depth", "1"), ("bounds", "0,5")]
        )
        .1,
        "tree: node \"X\" has value 7, outside the bounds [0, 5]"
    );
    let c = Config::from_strs([("depth", "1"), ("bounds", "0,7")]).unwrap();
    let p = Problem::tree("max[X=7 chance[1,50],2]", true).unwrap();
    assert!(p
        .search(Algorithm::AlphaBeta, &c.options, &mut NullSink)
        .is_ok());
    // Bounds that are not two numbers are refused by the option parser.
    for text in ["x", "1,", "1,inf", "1;2", "NaN,1", ""] {
        let e = Config::from_strs([("bounds", text)]);
        if text.is_empty() {
            assert_eq!(
                e.map(|c| c.options.bounds),
                Ok(None),
                "empty is the default"
            );
            continue;
        }
        let (e, msg) = opt_err(e);
        assert_eq!(e, OptionError::BadBounds(text.into()));
        assert_eq!(
            msg,
            format!("bounds \"{text}\" are not two numbers L,U such as -10,10")
        );
    }
}

#[test]
fn agents_must_be_a_whole_number_of_1_or_more() {
    assert_eq!(
        opt_err(Config::from_strs([("agents", "0")])),
        (
            OptionError::BadAgents("0".into()),
            "agents \"0\" is not a whole number of 1 or more (MAX and N−1 MIN agents)".into()
        )
    );
    for text in ["-1", "x", "1.5", "", "4294967296"] {
        assert_eq!(
            opt_err(Config::from_strs([("agents", text)])).0,
            OptionError::BadAgents(text.into()),
            "{text:?}"
        );
    }
    assert_eq!(
        Config::from_strs([("agents", " 1 ")]).map(|c| c.setup.agents),
        Ok(1)
    );
}

#[test]
fn unknown_pruning_rule_option_and_algorithm_list_the_choices() {
    assert_eq!(
        opt_err(Config::from_strs([("prune", "gte")])),
        (
            OptionError::UnknownPrune("gte".into()),
            "unknown pruning rule \"gte\"; use ge (prune when α ≥ β) or gt (only when α > β)"
                .into()
        )
    );
    assert_eq!(
        opt_err(Config::from_strs([("colour", "red")])),
        (
            OptionError::UnknownOption("colour".into()),
            "unknown option \"colour\"".into()
        )
    );
    assert_eq!(
        opt_err(Config::from_strs([("algorithm", "star1")])).1,
        "unknown algorithm \"star1\"; use minimax, alphabeta, star2, mtdf or both"
    );
}
