//! Bad trees (syntax, values, size): each gives its typed error and an
//! exact one-line message that says what is wrong and where. The texts are
//! written out in full here so that a change of wording is a deliberate
//! change of this file too. (The `bad_input_*.rs` files split the bad
//! inputs by kind.)

mod common;

use abviz_core::{Tree, TreeError};
use common::tree_err;

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
