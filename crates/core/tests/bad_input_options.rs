//! Bad options, and how messages echo any input: each gives its typed error
//! and an exact one-line message that says what is wrong and where. The
//! texts are written out in full here so that a change of wording is a
//! deliberate change of this file too. (The `bad_input_*.rs` files split
//! the bad inputs by kind.)

mod common;

use std::str::FromStr;

use abviz_core::{
    parse_algorithms, parse_depth, parse_root, search, Algorithm, BoardError, Config, Error,
    NullSink, OptionError, Ordering, Problem, Scoring, SearchOptions, TreeError, TreeGame,
    TreeSetup, Variant, MAX_TT_SIZE,
};
use common::{board_err, opt_err, tree_err};

// ---------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------

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
                known: "minimax, alphabeta, star2, mtdf, negamax, mcts".into()
            },
            "unknown algorithm \"x\"; use minimax, alphabeta, star2, mtdf, negamax, mcts or both"
                .into()
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

#[test]
fn an_evaluation_choice_is_refused_where_the_game_has_one_evaluation() {
    // A panel set to "learned" on tic-tac-toe or a tree: one line saying which games choose, never Pacman's words.
    for pairs in [
        vec![("eval", "learned")],
        vec![("game", "tictactoe"), ("eval", "better")],
    ] {
        let e = abviz_core::Config::from_strs(pairs).unwrap_err();
        assert_eq!(e.code(), "option.EnhancementNeeds");
        assert!(e.to_string().contains("Connect Four or Pacman"), "{e}");
    }
    // The default (or nothing) is the one evaluation those games have; Connect Four and Pacman still choose.
    abviz_core::Config::from_strs([("eval", "default")]).unwrap();
    abviz_core::Config::from_strs([("game", "connect4"), ("eval", "learned")]).unwrap();
    abviz_core::Config::from_strs([("game", "pacman"), ("eval", "better")]).unwrap();
}
