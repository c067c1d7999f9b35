//! Edits of a parsed tree, each addressed by a path of 0-based child
//! indices from the root (the moves the page's drawn nodes carry). An edit
//! returns a new tree, so the page edits every form (nested lists,
//! shorthand, JSON, the gallery's figures) through the one parser and
//! printer: the edited tree prints to canonical text that reads back the
//! same.
//!
//! Only values can be edited today. Structural edits (add or remove a
//! child, rename, change a kind, reorder) are further [`TreeEdit`]
//! variants, each checked and applied in [`Tree::edited`].

use super::{Tree, TreeError, LEAF_LIMIT};

/// One edit of a tree.
#[derive(Clone, Debug, PartialEq)]
pub enum TreeEdit {
    /// Sets the value of the node at `path`: a leaf's value, or an inner
    /// node's static value (what a depth limit scores it by). Its name,
    /// kind, probability and noisy mark stay.
    SetValue { path: Vec<u32>, value: f64 },
}

impl Tree {
    /// The node at `path` (0-based child indices from the root), or
    /// [`TreeError::NoSuchNode`].
    pub fn node_at(&self, path: &[u32]) -> Result<u32, TreeError> {
        let mut node = self.root;
        for (depth, &i) in path.iter().enumerate() {
            if i >= self.child_count(node) {
                return Err(TreeError::NoSuchNode {
                    path: dotted(&path[..=depth]),
                });
            }
            node = self.child(node, i);
        }
        Ok(node)
    }

    /// The tree with `edit` made; the tree itself is left as it was. A
    /// value that is not finite, or lies beyond ±[`LEAF_LIMIT`], is refused
    /// as the parsers refuse it.
    pub fn edited(&self, edit: &TreeEdit) -> Result<Tree, TreeError> {
        match edit {
            TreeEdit::SetValue { path, value } => {
                let node = self.node_at(path)?;
                let at = || self.describe(node);
                if !value.is_finite() {
                    return Err(TreeError::NotFinite { at: at() });
                }
                if value.abs() > LEAF_LIMIT {
                    return Err(TreeError::ValueOutOfRange {
                        at: at(),
                        value: *value,
                    });
                }
                let mut t = self.clone();
                t.nodes[node as usize].value = *value;
                Ok(t)
            }
        }
    }
}

/// A path as messages write it: 1-based positions joined by dots (`2.1`),
/// as [`Tree::describe`] names an unnamed node.
fn dotted(path: &[u32]) -> String {
    let parts: Vec<String> = path
        .iter()
        .map(|i| (u64::from(*i) + 1).to_string())
        .collect();
    parts.join(".")
}
