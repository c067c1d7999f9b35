//! The page's Change value goes through `edit_text` (wasm `tree_set_value`):
//! every textbook tree of the gallery, in whatever form it is written, takes
//! a new value at any node and prints to text that reads back the same.
//! (Natively the JSON form is read by the core; in the page by the browser,
//! checked in `web.rs`.)

use abviz_core::{Error, Tree, TreeEdit, TreeError, PRESETS};
use abviz_wasm::edit_text;

fn set(path: &[u32], value: f64) -> TreeEdit {
    TreeEdit::SetValue {
        path: path.to_vec(),
        value,
    }
}

/// Every node's path, in preorder.
fn paths(t: &Tree) -> Vec<Vec<u32>> {
    let mut out = vec![];
    let mut stack = vec![(t.root(), vec![])];
    while let Some((node, path)) = stack.pop() {
        for i in (0..t.child_count(node)).rev() {
            let mut p: Vec<u32> = path.clone();
            p.push(i);
            stack.push((t.child(node, i), p));
        }
        out.push(path);
    }
    out
}

#[test]
fn every_gallery_tree_takes_a_new_value_at_every_node() {
    let trees: Vec<_> = PRESETS.iter().filter(|p| p.game == "tree").collect();
    assert!(trees.len() >= 20, "{} tree presets", trees.len());
    for p in trees {
        let t = Tree::parse_any(p.position).unwrap();
        for path in paths(&t) {
            let text = edit_text(p.position, &set(&path, 20.0))
                .unwrap_or_else(|e| panic!("{} at {path:?}: {e}", p.name));
            let e = Tree::parse_any(&text).unwrap();
            assert_eq!(e.to_string(), text, "{}", p.name);
            assert_eq!(e.static_value(e.node_at(&path).unwrap()), Some(20.0));
            // Editing the edited text again, back to the old value, gives the figure back
            // (for a node that had a value: an inner node without one keeps the new one).
            if let Some(old) = t.static_value(t.node_at(&path).unwrap()) {
                let back = edit_text(&text, &set(&path, old)).unwrap();
                assert_eq!(Tree::parse_any(&back).unwrap(), t, "{} at {path:?}", p.name);
            }
        }
    }
}

#[test]
fn aima_b1_becomes_20_in_its_own_shorthand() {
    let aima = PRESETS.iter().find(|p| p.name == "aima").unwrap();
    assert_eq!(
        edit_text(aima.position, &set(&[0, 0], 20.0)).unwrap(),
        "A max[B min[b1=20,b2=12,b3=8],C min[c1=2,c2=4,c3=6],D min[d1=14,d2=5,d3=2]]"
    );
}

#[test]
fn json_and_bad_input_come_back_as_the_cores_errors() {
    let json = r#"{"kind":"max","children":[{"kind":"chance","children":[{"p":0.9,"value":2},{"p":0.1,"value":3}]},4]}"#;
    assert_eq!(
        edit_text(json, &set(&[0, 1], 30.0)).unwrap(),
        "max[chance[0.9:2,0.1:30],4]"
    );
    let e = edit_text("[1,2]", &set(&[1], f64::NAN)).unwrap_err();
    assert_eq!(e.code(), "tree.NotFinite");
    assert_eq!(
        e.to_string(),
        "tree: node 2 has a value that is not a finite number"
    );
    let e = edit_text("A max[b=1, c=2]", &set(&[1], -1e10)).unwrap_err();
    assert_eq!(e.code(), "tree.ValueOutOfRange");
    assert_eq!(
        e.params(),
        vec![
            ("at", "node \"c\"".to_string()),
            ("value", "-10000000000".to_string())
        ]
    );
    assert_eq!(
        edit_text("[1,2]", &set(&[2], 0.0)),
        Err(Error::Tree(TreeError::NoSuchNode { path: "3".into() }))
    );
    assert_eq!(
        edit_text("[1,", &set(&[0], 0.0)).unwrap_err().code(),
        "tree.UnexpectedEnd"
    );
}
