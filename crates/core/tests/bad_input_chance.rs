//! Bad chance nodes, kinds, depth limits on trees, bounds and agents: each
//! gives its typed error and an exact one-line message that says what is
//! wrong and where. The texts are written out in full here so that a change
//! of wording is a deliberate change of this file too. (The
//! `bad_input_*.rs` files split the bad inputs by kind.)

mod common;

use abviz_core::{
    Algorithm, Config, Error, NullSink, OptionError, Problem, SearchOptions, TreeError,
};
use common::opt_err;

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
        "unknown algorithm \"star1\"; use minimax, alphabeta, star2, mtdf, negamax, mcts or both"
    );
}
