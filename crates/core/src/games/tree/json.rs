//! The JSON form: serde_json reads the text (and refuses nesting past 128),
//! then one iterative walk checks each node's fields.

use super::*;
use serde_json::Value;

/// A JSON pointer to a node, for messages: `/children/1/children/0`.
fn pointer(path: &[usize]) -> String {
    if path.is_empty() {
        return "the root".into();
    }
    let mut s = String::from("node at /");
    let parts: Vec<String> = path.iter().map(|i| format!("children/{i}")).collect();
    s.push_str(&parts.join("/"));
    s
}

fn number(v: &Value, at: &str, field: &'static str) -> Result<f64, TreeError> {
    let Some(x) = v.as_f64() else {
        return Err(TreeError::JsonShape {
            at: at.into(),
            problem: match field {
                "p" => "\"p\" must be a number",
                _ => "\"value\" must be a number",
            },
        });
    };
    if !x.is_finite() {
        return Err(TreeError::NotFinite { at: at.into() });
    }
    if x.abs() > LEAF_LIMIT {
        return Err(TreeError::JsonShape {
            at: at.into(),
            problem: "numbers must lie within ±1,000,000,000",
        });
    }
    Ok(x)
}

pub(super) fn convert(root: &Value) -> Result<Tree, TreeError> {
    let mut tree = Tree::default();
    let mut names: Vec<Option<Box<str>>> = vec![];
    let mut actions: Vec<Option<Box<str>>> = vec![];
    let mut named = false;
    let mut with_actions = false;
    // Post-order with an explicit stack: (value, path, children done).
    struct Frame<'v> {
        value: &'v Value,
        path: Vec<usize>,
        kids: Vec<u32>,
        next: usize,
    }
    let mut stack = vec![Frame {
        value: root,
        path: vec![],
        kids: vec![],
        next: 0,
    }];
    let mut done: Option<u32> = None;
    while let Some(top) = stack.last_mut() {
        if let Some(id) = done.take() {
            top.kids.push(id);
        }
        let at = || pointer(&top.path);
        let children = match top.value {
            Value::Object(map) => match map.get("children") {
                Some(Value::Array(a)) => Some(a),
                Some(Value::Null) | None => None,
                Some(_) => {
                    return Err(TreeError::JsonShape {
                        at: at(),
                        problem: "\"children\" must be a list of nodes",
                    })
                }
            },
            _ => None,
        };
        if let Some(kids) = children {
            if top.next < kids.len() {
                let mut path = top.path.clone();
                path.push(top.next);
                let value = &kids[top.next];
                top.next += 1;
                if tree.nodes.len() + stack.len() >= MAX_TREE_NODES {
                    return Err(TreeError::TooLarge {
                        limit: MAX_TREE_NODES,
                    });
                }
                stack.push(Frame {
                    value,
                    path,
                    kids: vec![],
                    next: 0,
                });
                continue;
            }
        }
        let frame = stack.pop().expect("non-empty");
        let at = pointer(&frame.path);
        let (mut value, mut p, mut kind, mut name) = (UNSET, UNSET, None, None);
        let mut noisy = false;
        let mut action = None;
        match frame.value {
            Value::Number(_) => value = number(frame.value, &at, "value")?,
            Value::Object(map) => {
                for (k, v) in map {
                    match k.as_str() {
                        "children" => {}
                        "value" => value = number(v, &at, "value")?,
                        "p" => p = number(v, &at, "p")?,
                        "noisy" => {
                            noisy = v.as_bool().ok_or_else(|| TreeError::JsonShape {
                                at: at.clone(),
                                problem: "\"noisy\" must be true or false",
                            })?
                        }
                        "kind" => {
                            let Some(s) = v.as_str() else {
                                return Err(TreeError::JsonShape {
                                    at,
                                    problem: "\"kind\" must be \"max\", \"min\" or \"chance\"",
                                });
                            };
                            kind = Some(NodeKind::from_name(s).ok_or_else(|| {
                                TreeError::UnknownKind {
                                    at: at.clone(),
                                    kind: s.into(),
                                }
                            })?);
                        }
                        "action" => {
                            let Some(s) = v.as_str() else {
                                return Err(TreeError::JsonShape {
                                    at,
                                    problem: "\"action\" must be a string",
                                });
                            };
                            action = Some(s.to_string().into_boxed_str());
                            with_actions = true;
                        }
                        "name" => {
                            let Some(s) = v.as_str() else {
                                return Err(TreeError::JsonShape {
                                    at,
                                    problem: "\"name\" must be a string",
                                });
                            };
                            name = Some(s.to_string().into_boxed_str());
                            named = true;
                        }
                        _ => {
                            return Err(TreeError::UnknownField {
                                at,
                                field: k.clone(),
                            })
                        }
                    }
                }
                let at = match &name {
                    Some(n) => format!("node \"{}\"", quote(n)),
                    None => at,
                };
                if frame.kids.is_empty() {
                    if kind == Some(NodeKind::Chance) {
                        return Err(TreeError::ChanceWithoutChildren { at });
                    }
                    if value.is_nan() {
                        return Err(TreeError::LeafWithoutValue { at });
                    }
                }
            }
            _ => {
                return Err(TreeError::JsonShape {
                    at,
                    problem: "a node is a number or an object",
                })
            }
        }
        names.push(name);
        actions.push(action);
        let id = tree.add(value, p, kind, &frame.kids);
        if noisy {
            tree.mark_noisy(id);
        }
        done = Some(id);
    }
    tree.root = done.expect("the root was converted");
    if named {
        tree.names = names;
    }
    if with_actions {
        tree.actions = actions;
    }
    Ok(tree)
}
