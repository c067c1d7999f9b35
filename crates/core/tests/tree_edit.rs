//! The tree-edit API (`Tree::edited`): setting a node's value at a path of
//! child indices, on every form the page shows (nested lists, shorthand with
//! names, static values, chance probabilities and noisy marks, JSON). The
//! edited tree prints to text that reads back the same, the node has the
//! value, and nothing else changed; a bad value or path gives the core's
//! error and leaves the tree as it was.

mod chance_trees;
mod common;

use abviz_core::tree::{as_whole, LEAF_LIMIT};
use abviz_core::{Tree, TreeEdit, TreeError};
use chance_trees::case;
use common::{rtree, walk};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::Index;
use serde_json::{json, Value};

/// A value as `Tree::to_json` writes it: whole numbers without a fraction.
fn number(v: f64) -> Value {
    as_whole(v).map_or(json!(v), |i| json!(i))
}

/// `tree`'s JSON with the node at `path` given `value`, worked out on the
/// JSON itself (independently of the tree type).
fn set_json(tree: &mut Value, path: &[u32], value: f64) {
    let mut node = tree;
    for &i in path {
        node = &mut node["children"][i as usize];
    }
    match node {
        Value::Object(o) => {
            o.insert("value".into(), number(value));
        }
        bare => *bare = number(value),
    }
}

fn set(path: &[u32], value: f64) -> TreeEdit {
    TreeEdit::SetValue {
        path: path.to_vec(),
        value,
    }
}

/// The property itself, for one tree, path and value.
fn edits_one_value(t: &Tree, path: &[u32], value: f64) -> Result<(), TestCaseError> {
    let before = t.to_json();
    let e = t
        .edited(&set(path, value))
        .unwrap_or_else(|err| panic!("{t} at {path:?} = {value}: {err}"));
    // parse(print(edit(t))) == edit(t), label for label.
    let printed = e.to_string();
    let again = Tree::parse_any(&printed).unwrap_or_else(|err| panic!("{printed:?}: {err}"));
    prop_assert_eq!(again.to_json(), e.to_json(), "{}", printed);
    prop_assert_eq!(again.to_string(), printed.clone());
    // The node has the value.
    let node = e.node_at(path).unwrap();
    prop_assert_eq!(e.static_value(node), Some(value));
    // Nothing else changed, and the tree edited is as it was.
    let mut want = before.clone();
    set_json(&mut want, path, value);
    prop_assert_eq!(e.to_json(), want, "{}", printed);
    prop_assert_eq!(t.to_json(), before);
    Ok(())
}

/// Values a person types: whole numbers, decimals, the limits themselves.
fn value() -> impl Strategy<Value = f64> {
    prop_oneof![
        (-1000i32..=1000).prop_map(f64::from),
        (-1_000_000_000i64..=1_000_000_000).prop_map(|v| v as f64),
        (-100_000i32..=100_000).prop_map(|v| f64::from(v) / 100.0),
        Just(LEAF_LIMIT),
        Just(-LEAF_LIMIT),
        Just(0.1),
        Just(-3.01),
    ]
}

/// Nested lists with noisy marks `!` sprinkled on leaves and before lists.
fn noisy(text: &str, marks: &[bool]) -> String {
    let mut out = String::new();
    let chars: Vec<char> = text.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        let mark = marks.get(i % marks.len().max(1)).copied().unwrap_or(false);
        if c == '[' && mark {
            out.push('!');
        }
        out.push(c);
        let leaf_end = c.is_ascii_digit() && matches!(chars.get(i + 1), Some(',' | ']'));
        if leaf_end && mark {
            out.push('!');
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Labelled trees (names, kinds, static values of inner nodes, chance
    /// nodes with their probabilities), read from shorthand and from JSON.
    #[test]
    fn setting_a_value_changes_that_value_only(
        c in case(false),
        json in any::<bool>(),
        picks in vec(any::<Index>(), 0..8),
        v in value(),
    ) {
        let text = c.text(json);
        let t = Tree::parse_any(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        edits_one_value(&t, &walk(&t, &picks), v)?;
    }

    /// Unnamed nested lists, with and without noisy marks.
    #[test]
    fn nested_lists_and_noisy_marks_edit_the_same_way(
        r in rtree(),
        marks in vec(any::<bool>(), 1..16),
        picks in vec(any::<Index>(), 0..8),
        v in value(),
    ) {
        let text = noisy(&r.render(), &marks);
        let t = Tree::parse_any(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        let path = walk(&t, &picks);
        edits_one_value(&t, &path, v)?;
        let node = t.node_at(&path).unwrap();
        let e = t.edited(&set(&path, v)).unwrap();
        prop_assert_eq!(e.noisy(e.node_at(&path).unwrap()), t.noisy(node));
    }

    /// A value that is not finite, or beyond ±LEAF_LIMIT, is the core's
    /// error naming the node, as the parsers name it.
    #[test]
    fn a_bad_value_is_refused_with_the_node_named(
        c in case(false),
        picks in vec(any::<Index>(), 0..8),
        bad in prop_oneof![
            Just(f64::NAN), Just(f64::INFINITY), Just(f64::NEG_INFINITY),
            (1.0f64..1e12).prop_map(|x| LEAF_LIMIT + x),
            (1.0f64..1e12).prop_map(|x| -LEAF_LIMIT - x),
        ],
    ) {
        let t = Tree::parse_any(&c.text(false)).unwrap();
        let path = walk(&t, &picks);
        let at = t.describe(t.node_at(&path).unwrap());
        let err = t.edited(&set(&path, bad)).unwrap_err();
        if bad.is_finite() {
            prop_assert_eq!(err, TreeError::ValueOutOfRange { at, value: bad });
        } else {
            prop_assert_eq!(err, TreeError::NotFinite { at });
        }
    }
}

#[test]
fn aima_b1_named_shorthand_takes_the_new_value() {
    let t = Tree::parse_any("A max[B min[b1=3, b2=12, b3=8], C min[c1=2, c2=4, c3=6]]").unwrap();
    let e = t.edited(&set(&[0, 0], 20.0)).unwrap();
    assert_eq!(
        e.to_string(),
        "A max[B min[b1=20,b2=12,b3=8],C min[c1=2,c2=4,c3=6]]"
    );
}

#[test]
fn a_chance_tree_keeps_its_probabilities_and_json_names_stay_json() {
    let t = Tree::parse_any("max[chance[0.9: 2, 0.1: c2=3], 4]").unwrap();
    let e = t.edited(&set(&[0, 1], -7.5)).unwrap();
    assert_eq!(e.to_string(), "max[chance[0.9:2,0.1:c2=-7.5],4]");
    // A name the shorthand cannot spell: the tree prints as JSON, edited or not.
    let j = Tree::parse_any(r#"{"kind":"max","children":[{"name":"a b","value":1},2]}"#).unwrap();
    let e = j.edited(&set(&[0], 9.0)).unwrap();
    assert_eq!(
        e.to_string(),
        r#"{"children":[{"name":"a b","value":9},2],"kind":"max"}"#
    );
}

#[test]
fn an_inner_node_gets_a_static_value_and_a_one_leaf_tree_a_new_leaf() {
    let t = Tree::parse_any("[[3,12],[2,4]]").unwrap();
    let e = t.edited(&set(&[1], 5.0)).unwrap();
    assert_eq!(e.to_string(), "[[3,12],=5 [2,4]]");
    assert_eq!(Tree::parse_any(&e.to_string()).unwrap(), e);
    let one = Tree::parse_any("7").unwrap();
    assert_eq!(one.edited(&set(&[], 8.0)).unwrap().to_string(), "8");
}

#[test]
fn a_path_past_the_tree_names_the_first_missing_child() {
    let t = Tree::parse_any("[[3,12],[2,4]]").unwrap();
    let err = t.edited(&set(&[1, 3], 1.0)).unwrap_err();
    assert_eq!(err, TreeError::NoSuchNode { path: "2.4".into() });
    assert_eq!(err.to_string(), "tree: there is no node 2.4");
    assert_eq!(
        t.edited(&set(&[0, 0, 0], 1.0)).unwrap_err().to_string(),
        "tree: there is no node 1.1.1"
    );
    let e = t.edited(&set(&[0], 2e9)).unwrap_err();
    assert_eq!(
        e.to_string(),
        "tree: node 1 cannot take the value 2000000000; values lie within ±1000000000"
    );
}
