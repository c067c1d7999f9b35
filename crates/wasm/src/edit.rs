//! Tree edits for the page's node menu (Set value, Add child, Remove,
//! Rename, MAX / MIN / chance, Move): the tree's text in any form, one edit
//! of the core's `TreeEdit`, and the edited tree's canonical text back.
//! JSON text is read as the analysis reads it (by the browser's
//! `JSON.parse`), so every tree the page can show can be edited.

use abviz_core::games::NodeKind;
use abviz_core::{Error, Tree, TreeEdit, TreeError};
use wasm_bindgen::prelude::*;

/// `text` (nested lists, shorthand or JSON) with `edit` made, as the core
/// prints it: text that reads back to the edited tree.
pub fn edit_text(text: &str, edit: &TreeEdit) -> Result<String, Error> {
    let tree = if Tree::is_json(text) {
        crate::json::tree(text)?
    } else {
        text.parse::<Tree>()?
    };
    Ok(tree.edited(edit)?.to_string())
}

/// The tree in `text` with the value of the node at `path` (0-based child
/// indices from the root) set to `value`: a leaf's value, or an inner
/// node's static value. Throws the core's error (`tree.NotFinite`,
/// `tree.ValueOutOfRange`, `tree.NoSuchNode`, or the parser's) with its
/// `code` and `params`.
#[wasm_bindgen]
pub fn tree_set_value(text: &str, path: Vec<u32>, value: f64) -> Result<String, JsValue> {
    edit_text(text, &TreeEdit::SetValue { path, value }).map_err(|e| crate::js_error(&e))
}

/// One edit as the page writes it, a plain object read field by field (a
/// serde `Deserialize` of a tagged enum costs the module tens of KB):
/// `{op: 'addChild', path: [0], value: 3}`, `{op: 'remove', path}`,
/// `{op: 'rename', path, name}`, `{op: 'setKind', path, kind: 'max' |
/// 'min' | 'chance'}`, `{op: 'setProbabilities', path, probs}`, `{op:
/// 'move', path, to}`, `{op: 'setValue', path, value}`. `None` when the
/// object is no edit (the page's own mistake); a kind other than max, min
/// or chance is the parsers' `UnknownKind`.
pub fn edit_of(edit: &JsValue) -> Option<Result<TreeEdit, Error>> {
    let get = |f: &str| js_sys::Reflect::get(edit, &JsValue::from_str(f)).ok();
    let numbers = |f: &str| -> Option<Vec<f64>> {
        let v = get(f)?;
        js_sys::Array::is_array(&v)
            .then(|| js_sys::Array::from(&v).iter().map(|x| x.as_f64()).collect())?
    };
    let whole =
        |x: f64| (x >= 0.0 && x.fract() == 0.0 && x <= f64::from(u32::MAX)).then_some(x as u32);
    let path = numbers("path")?
        .into_iter()
        .map(whole)
        .collect::<Option<Vec<u32>>>()?;
    let value = || get("value")?.as_f64();
    Some(Ok(match get("op")?.as_string()?.as_str() {
        "setValue" => TreeEdit::SetValue {
            path,
            value: value()?,
        },
        "addChild" => TreeEdit::AddChild {
            path,
            value: value()?,
        },
        "remove" => TreeEdit::Remove { path },
        "rename" => TreeEdit::Rename {
            path,
            name: get("name")?.as_string()?,
        },
        "setKind" => {
            let kind = get("kind")?.as_string()?;
            match NodeKind::from_name(&kind) {
                Some(kind) => TreeEdit::SetKind { path, kind },
                None => {
                    let at = "the edit".into();
                    return Some(Err(TreeError::UnknownKind { at, kind }.into()));
                }
            }
        }
        "setProbabilities" => TreeEdit::SetProbabilities {
            path,
            probs: numbers("probs")?,
        },
        "move" => TreeEdit::Move {
            path,
            to: whole(get("to")?.as_f64()?)?,
        },
        _ => return None,
    }))
}

/// The tree in `text` with `edit` (see [`edit_of`]) made, as canonical
/// text. Throws the core's error with its `code` and `params`
/// (`tree.BadName`, `tree.RootFixed`, `tree.NoSuchNode`, …); an object that
/// is no edit throws a plain `Error`.
#[wasm_bindgen]
pub fn tree_edit(text: &str, edit: JsValue) -> Result<String, JsValue> {
    let edit = edit_of(&edit)
        .ok_or_else(|| JsValue::from(js_sys::Error::new("tree_edit: not an edit")))?
        .map_err(|e| crate::js_error(&e))?;
    edit_text(text, &edit).map_err(|e| crate::js_error(&e))
}
