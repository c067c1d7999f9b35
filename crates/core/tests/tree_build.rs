//! Building a tree by edits (`Tree::edited`): add a child, remove a node,
//! rename, set a kind or probabilities, reorder siblings. Every edit's
//! result prints to text that reads back the same and stays a tree the
//! game accepts; removing the child just added gives the tree back; a move
//! is a permutation of the siblings; no edit panics on any path.

mod chance_trees;
mod common;

use abviz_core::games::NodeKind;
use abviz_core::{Tree, TreeEdit, TreeError, TreeGame, TreeSetup};
use chance_trees::case;
use common::{rtree, walk};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::Index;

/// The text of the subtree at `path`, as the tree prints it (as the only
/// child of a list, so a bare leaf reads as a tree too).
fn subtree(t: &Tree, path: &[u32]) -> String {
    let mut j = t.to_json();
    for &i in path {
        j = j["children"][i as usize].take();
    }
    Tree::from_json_value(&wrap(j)).unwrap().to_string()
}

/// A bare number or object as a one-child list, so any subtree reads as a tree.
fn wrap(j: serde_json::Value) -> serde_json::Value {
    serde_json::json!({ "children": [j] })
}

/// A text tree (nested lists with labels and chance nodes, or JSON).
fn any_tree() -> impl Strategy<Value = Tree> {
    prop_oneof![
        (case(false), any::<bool>()).prop_map(|(c, json)| Tree::parse_any(&c.text(json)).unwrap()),
        rtree().prop_map(|r| r.render().parse::<Tree>().unwrap()),
    ]
}

fn kind() -> impl Strategy<Value = NodeKind> {
    prop_oneof![
        Just(NodeKind::Max),
        Just(NodeKind::Min),
        Just(NodeKind::Chance)
    ]
}

fn name() -> impl Strategy<Value = String> {
    prop_oneof![
        Just(String::new()),
        "[A-Za-z_][A-Za-z0-9_']{0,4}",
        Just("max".to_string()),
        Just("a b".to_string()),
        Just("3x".to_string()),
    ]
}

/// Any edit at `path`.
fn edit_at(path: Vec<u32>) -> impl Strategy<Value = TreeEdit> {
    let p = path.clone();
    prop_oneof![
        (-20i32..20).prop_map({
            let p = p.clone();
            move |v| TreeEdit::AddChild {
                path: p.clone(),
                value: f64::from(v),
            }
        }),
        Just(TreeEdit::Remove { path: p.clone() }),
        name().prop_map({
            let p = p.clone();
            move |name| TreeEdit::Rename {
                path: p.clone(),
                name,
            }
        }),
        kind().prop_map({
            let p = p.clone();
            move |kind| TreeEdit::SetKind {
                path: p.clone(),
                kind,
            }
        }),
        vec(0.0f64..1.0, 1..4).prop_map({
            let p = p.clone();
            move |mut probs| {
                let s: f64 = probs.iter().sum();
                if s > 0.0 {
                    probs.iter_mut().for_each(|x| *x /= s);
                }
                TreeEdit::SetProbabilities {
                    path: p.clone(),
                    probs,
                }
            }
        }),
        (0u32..5).prop_map(move |to| TreeEdit::Move {
            path: p.clone(),
            to
        }),
    ]
}

/// Checks that `e` prints to text that reads back the same.
fn reads_back(e: &Tree) -> Result<(), TestCaseError> {
    let printed = e.to_string();
    let again = Tree::parse_any(&printed).unwrap_or_else(|err| panic!("{printed:?}: {err}"));
    prop_assert_eq!(again.to_json(), e.to_json(), "{}", printed);
    prop_assert_eq!(again.to_string(), printed);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// Every edit that succeeds gives a tree that prints and reads back the
    /// same, and that the game accepts when it accepted the tree before.
    #[test]
    fn every_edit_reads_back_and_stays_playable(
        (t, e) in (any_tree(), vec(any::<Index>(), 0..8)).prop_flat_map(|(t, picks)| {
            let path = walk(&t, &picks);
            (Just(t), edit_at(path))
        }),
    ) {
        let before = t.to_string();
        if let Ok(edited) = t.edited(&e) {
            reads_back(&edited)?;
            if TreeGame::new(t.clone(), TreeSetup::default()).is_ok() {
                let g = TreeGame::new(edited.clone(), TreeSetup::default());
                prop_assert!(g.is_ok(), "{} then {:?}: {} ({:?})", before, e, edited, g.err());
            }
        }
        prop_assert_eq!(t.to_string(), before);
    }

    /// Removing the child just added gives the tree back (a leaf's new
    /// first child taking the leaf's value, as the page offers).
    #[test]
    fn remove_after_add_child_is_the_original(
        t in any_tree(),
        picks in vec(any::<Index>(), 0..8),
        v in -100i32..100,
    ) {
        let path = walk(&t, &picks);
        let node = t.node_at(&path).unwrap();
        let value = t.leaf_value(node).unwrap_or(f64::from(v));
        let added = t.edited(&TreeEdit::AddChild { path: path.clone(), value }).unwrap();
        let mut child = path.clone();
        child.push(t.child_count(node));
        prop_assert_eq!(added.leaf_value(added.node_at(&child).unwrap()), Some(value));
        let back = added.edited(&TreeEdit::Remove { path: child }).unwrap();
        prop_assert_eq!(back.to_json(), t.to_json());
    }

    /// A move puts the node at its new place and keeps the siblings, as a
    /// permutation; moving it back gives the tree back.
    #[test]
    fn move_is_a_permutation(
        t in any_tree(),
        picks in vec(any::<Index>(), 1..8),
        to in any::<Index>(),
    ) {
        let path = walk(&t, &picks);
        prop_assume!(!path.is_empty());
        let (&from, parent) = path.split_last().unwrap();
        let n = t.child_count(t.node_at(parent).unwrap());
        let to = to.index(n as usize) as u32;
        let moved = t.edited(&TreeEdit::Move { path: path.clone(), to }).unwrap();
        let kids = |t: &Tree| -> Vec<String> {
            (0..n).map(|i| { let mut p = parent.to_vec(); p.push(i); subtree(t, &p) }).collect()
        };
        let (a, b) = (kids(&t), kids(&moved));
        prop_assert_eq!(&b[to as usize], &a[from as usize]);
        let mut want = a.clone();
        let m = want.remove(from as usize);
        want.insert(to as usize, m);
        prop_assert_eq!(&b, &want);
        let mut there = parent.to_vec();
        there.push(to);
        let back = moved.edited(&TreeEdit::Move { path: there, to: from }).unwrap();
        prop_assert_eq!(back.to_json(), t.to_json());
    }

    /// Random paths, most of them leading nowhere: an error or a tree, never a panic.
    #[test]
    fn no_edit_panics_on_random_paths(
        t in any_tree(),
        e in vec(0u32..6, 0..6).prop_flat_map(edit_at),
    ) {
        match t.edited(&e) {
            Ok(edited) => reads_back(&edited)?,
            Err(err) => prop_assert!(!err.to_string().is_empty()),
        }
    }
}

fn aima(text: &str) -> Tree {
    Tree::parse_any(text).unwrap()
}

fn ed(t: &Tree, e: TreeEdit) -> Result<String, TreeError> {
    t.edited(&e).map(|t| t.to_string())
}

#[test]
fn aima_fig_5_2_is_built_from_a_root_with_two_leaves() {
    let mut t = aima("max[0,0]");
    t = t
        .edited(&TreeEdit::AddChild {
            path: vec![],
            value: 0.0,
        })
        .unwrap();
    for (i, leaves) in [[3, 12, 8], [2, 4, 6], [14, 5, 2]].iter().enumerate() {
        for v in leaves {
            let e = TreeEdit::AddChild {
                path: vec![i as u32],
                value: f64::from(*v),
            };
            t = t.edited(&e).unwrap();
        }
    }
    assert_eq!(t.to_string(), "max[min[3,12,8],min[2,4,6],min[14,5,2]]");
}

#[test]
fn plain_lists_stay_plain_and_kinds_alternate_below_max_and_chance() {
    assert_eq!(
        ed(
            &aima("[1,2]"),
            TreeEdit::AddChild {
                path: vec![0],
                value: 5.0
            }
        )
        .unwrap(),
        "[[5],2]"
    );
    let t = aima("max[chance[1,2],3]");
    assert_eq!(
        ed(
            &t,
            TreeEdit::AddChild {
                path: vec![0, 1],
                value: 5.0
            }
        )
        .unwrap(),
        "max[chance[1,min[5]],3]"
    );
}

#[test]
fn removing_an_outcome_keeps_the_others_proportions() {
    let t = aima("chance[0.5:1,0.25:2,0.25:3]");
    assert_eq!(
        ed(&t, TreeEdit::Remove { path: vec![0] }).unwrap(),
        "chance[0.5:2,0.5:3]"
    );
    let t = aima("max[B=4 min[5],c=7]");
    assert_eq!(
        ed(&t, TreeEdit::Remove { path: vec![0, 0] }).unwrap(),
        "max[B=4,c=7]"
    );
}

#[test]
fn kinds_names_and_probabilities() {
    let t = aima("max[min[1,2],3]");
    assert_eq!(
        ed(
            &t,
            TreeEdit::SetKind {
                path: vec![0],
                kind: NodeKind::Chance
            }
        )
        .unwrap(),
        "max[chance[1,2],3]"
    );
    let c = aima("max[chance[0.3:1,0.7:2],3]");
    assert_eq!(
        ed(
            &c,
            TreeEdit::SetKind {
                path: vec![0],
                kind: NodeKind::Min
            }
        )
        .unwrap(),
        "max[min[1,2],3]"
    );
    assert_eq!(
        ed(
            &c,
            TreeEdit::SetProbabilities {
                path: vec![0],
                probs: vec![0.9, 0.1]
            }
        )
        .unwrap(),
        "max[chance[0.9:1,0.1:2],3]"
    );
    assert_eq!(
        ed(
            &t,
            TreeEdit::Rename {
                path: vec![0],
                name: "B".into()
            }
        )
        .unwrap(),
        "max[B min[1,2],3]"
    );
    let named = aima("max[B min[1,2],3]");
    assert_eq!(
        ed(
            &named,
            TreeEdit::Rename {
                path: vec![0],
                name: String::new()
            }
        )
        .unwrap(),
        "max[min[1,2],3]"
    );
}

#[test]
fn bad_edits_name_what_is_wrong() {
    let t = aima("max[B min[1,2],3]");
    assert_eq!(
        ed(&t, TreeEdit::Remove { path: vec![] }),
        Err(TreeError::RootFixed)
    );
    assert_eq!(
        ed(
            &t,
            TreeEdit::Move {
                path: vec![],
                to: 0
            }
        ),
        Err(TreeError::RootFixed)
    );
    assert_eq!(
        ed(
            &t,
            TreeEdit::Rename {
                path: vec![1],
                name: "max".into()
            }
        ),
        Err(TreeError::BadName {
            at: "node 2".into(),
            name: "max".into()
        })
    );
    assert_eq!(
        ed(
            &t,
            TreeEdit::SetKind {
                path: vec![1],
                kind: NodeKind::Min
            }
        ),
        Err(TreeError::NotInner {
            at: "node 2".into()
        })
    );
    assert_eq!(
        ed(
            &t,
            TreeEdit::SetProbabilities {
                path: vec![0],
                probs: vec![0.5, 0.5]
            }
        ),
        Err(TreeError::NotChance {
            at: "node \"B\"".into()
        })
    );
    assert_eq!(
        ed(
            &t,
            TreeEdit::Move {
                path: vec![0],
                to: 2
            }
        ),
        Err(TreeError::NoSuchNode { path: "3".into() })
    );
    assert_eq!(
        ed(
            &t,
            TreeEdit::AddChild {
                path: vec![0, 5],
                value: 1.0
            }
        ),
        Err(TreeError::NoSuchNode { path: "1.6".into() })
    );
    let c = aima("chance[1,2]");
    assert_eq!(
        ed(
            &c,
            TreeEdit::SetProbabilities {
                path: vec![],
                probs: vec![0.5]
            }
        ),
        Err(TreeError::ProbabilityCount {
            at: "the root".into(),
            expected: 2,
            got: 1
        })
    );
    assert_eq!(
        ed(
            &c,
            TreeEdit::SetProbabilities {
                path: vec![],
                probs: vec![0.5, 0.6]
            }
        ),
        Err(TreeError::ProbabilitySum {
            at: "the root".into(),
            sum: 1.1
        })
    );
}
