//! Tree edits for the page's node menu (Change value): the tree's text in
//! any form, one edit of the core's `TreeEdit`, and the edited tree's
//! canonical text back. JSON text is read as the analysis reads it (by the
//! browser's `JSON.parse`), so every tree the page can show can be edited.

use abviz_core::{Error, Tree, TreeEdit};
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
