//! Edits of a parsed tree, each addressed by a path of 0-based child
//! indices from the root (the moves the page's drawn nodes carry). An edit
//! returns a new tree, so the page edits every form (nested lists,
//! shorthand, JSON, the gallery's figures) through the one parser and
//! printer: the edited tree prints to canonical text that reads back the
//! same.
//!
//! Values are set in place; the structural edits (add, remove, rename,
//! kind, probabilities, reorder) unfold the tree into owned nodes, change
//! them, and build it again ([`super::shape`]).

use super::shape::Owned;
use super::{shorthand_name, Tree, TreeError, TreeSetup, LEAF_LIMIT, MAX_TREE_DEPTH};
use super::{MAX_TREE_NODES, PROBABILITY_TOLERANCE};
use crate::games::NodeKind;

/// One edit of a tree.
#[derive(Clone, Debug, PartialEq)]
pub enum TreeEdit {
    /// Sets the value of the node at `path`: a leaf's value, or an inner
    /// node's static value (what a depth limit scores it by). Its name,
    /// kind, probability and noisy mark stay.
    SetValue { path: Vec<u32>, value: f64 },
    /// Adds a leaf of `value` as the last child of the node at `path`. A
    /// leaf that gets a child becomes an inner node: its value is dropped
    /// (the search gives an inner node its value) and, when the tree
    /// writes kinds, it takes the kind opposite its nearest MAX or MIN
    /// ancestor's. A new outcome of a chance node has no probability of its
    /// own: it shares what the others leave (nothing when they sum to 1).
    AddChild { path: Vec<u32>, value: f64 },
    /// Removes the node at `path` with its subtree; the root cannot be
    /// removed. When the remaining outcomes of a chance node all have
    /// probabilities, they keep their proportions (scaled to sum to 1);
    /// outcomes without one share what is left, as ever. A node whose last child is removed
    /// becomes a leaf: its value is its own static value if it had one,
    /// else the removed child's value if that was a leaf, else 0. So
    /// removing the child just added to a leaf gives the leaf back when
    /// the child took the leaf's value (as the page's *Add child* offers).
    Remove { path: Vec<u32> },
    /// Names the node at `path` as the shorthand can write it (a letter or
    /// `_`, then letters, digits, `_` or `'`; not `max`, `min`, `chance`).
    /// An empty name removes the name.
    Rename { path: Vec<u32>, name: String },
    /// Makes the inner node at `path` MAX, MIN or chance. A new chance
    /// node's outcomes share equally; a chance node that becomes MAX or MIN
    /// drops its outcomes' probabilities.
    SetKind { path: Vec<u32>, kind: NodeKind },
    /// Gives the outcomes of the chance node at `path` these probabilities,
    /// one per child in order, summing to 1.
    SetProbabilities { path: Vec<u32>, probs: Vec<f64> },
    /// Moves the node at `path` to position `to` among its siblings (the
    /// others keep their order). The root cannot be moved.
    Move { path: Vec<u32>, to: u32 },
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
                self.check_value(node, *value)?;
                let mut t = self.clone();
                t.nodes[node as usize].value = *value;
                Ok(t)
            }
            TreeEdit::AddChild { path, value } => self.add_child(path, *value),
            TreeEdit::Remove { path } => self.remove(path),
            TreeEdit::Rename { path, name } => {
                let node = self.node_at(path)?;
                let name = name.trim();
                if !name.is_empty() && !shorthand_name(name) {
                    return Err(TreeError::BadName {
                        at: self.describe(node),
                        name: name.into(),
                    });
                }
                let mut o = Owned::from_tree(self);
                o.at(path).name = (!name.is_empty()).then(|| name.into());
                Ok(o.into_tree())
            }
            TreeEdit::SetKind { path, kind } => self.set_kind(path, *kind),
            TreeEdit::SetProbabilities { path, probs } => self.set_probabilities(path, probs),
            TreeEdit::Move { path, to } => {
                self.node_at(path)?;
                let Some((&from, parent)) = path.split_last() else {
                    return Err(TreeError::RootFixed);
                };
                let p = self.node_at(parent)?;
                if *to >= self.child_count(p) {
                    let mut there = parent.to_vec();
                    there.push(*to);
                    return Err(TreeError::NoSuchNode {
                        path: dotted(&there),
                    });
                }
                let mut o = Owned::from_tree(self);
                let kids = &mut o.at(parent).kids;
                let moved = kids.remove(from as usize);
                kids.insert(*to as usize, moved);
                Ok(o.into_tree())
            }
        }
    }

    fn check_value(&self, node: u32, value: f64) -> Result<(), TreeError> {
        let at = || self.describe(node);
        if !value.is_finite() {
            return Err(TreeError::NotFinite { at: at() });
        }
        if value.abs() > LEAF_LIMIT {
            return Err(TreeError::ValueOutOfRange { at: at(), value });
        }
        Ok(())
    }

    fn add_child(&self, path: &[u32], value: f64) -> Result<Tree, TreeError> {
        let node = self.node_at(path)?;
        self.check_value(node, value)?;
        let leaf = self.child_count(node) == 0;
        // The parser opens at most MAX_TREE_DEPTH lists; a leaf that gets a
        // child opens one more.
        if leaf && path.len() >= MAX_TREE_DEPTH {
            return Err(TreeError::DeepEdit {
                at: self.describe(node),
                limit: MAX_TREE_DEPTH,
            });
        }
        if self.len() >= MAX_TREE_NODES {
            return Err(TreeError::TooLarge {
                limit: MAX_TREE_NODES,
            });
        }
        let kind = if leaf {
            self.new_inner_kind(path)
        } else {
            None
        };
        let mut o = Owned::from_tree(self);
        let target = o.at(path);
        if leaf {
            target.node.value = f64::NAN;
            target.node.kind = kind;
        }
        target.kids.push(Owned::leaf(value));
        Ok(o.into_tree())
    }

    /// The kind a leaf at `path` takes when it gets children: none when the
    /// tree writes no kinds (the agent cycle by depth alternates them), else
    /// the opposite of its nearest MAX or MIN ancestor's (skipping chance
    /// nodes, as MAX, chance, MIN alternate in expectiminimax).
    fn new_inner_kind(&self, path: &[u32]) -> Option<NodeKind> {
        self.nodes.iter().any(|n| n.kind.is_some()).then_some(())?;
        let setup = TreeSetup::default();
        let mut kinds = vec![];
        let mut node = self.root;
        for (depth, &i) in std::iter::once(&0).chain(path).enumerate() {
            if depth > 0 {
                node = self.child(node, i);
            }
            kinds.push(
                self.nodes[node as usize]
                    .kind
                    .unwrap_or(setup.kind_at(depth as u32)),
            );
        }
        kinds.pop(); // the leaf itself
        match kinds.iter().rev().find(|k| **k != NodeKind::Chance) {
            Some(NodeKind::Max) => Some(NodeKind::Min),
            _ => Some(NodeKind::Max),
        }
    }

    fn remove(&self, path: &[u32]) -> Result<Tree, TreeError> {
        self.node_at(path)?;
        let Some((&i, parent)) = path.split_last() else {
            return Err(TreeError::RootFixed);
        };
        let chance = self.given_kind(self.node_at(parent)?) == Some(NodeKind::Chance);
        let mut o = Owned::from_tree(self);
        let target = o.at(parent);
        let removed = target.kids.remove(i as usize);
        if target.kids.is_empty() {
            let own = target.node.value;
            target.node.value = if !own.is_nan() {
                own
            } else if removed.kids.is_empty() {
                removed.node.value
            } else {
                0.0
            };
            target.node.kind = None;
        } else if chance {
            // Outcomes without a probability share what the others leave, so
            // only given probabilities that no longer sum to 1 are scaled.
            let given = || target.kids.iter().map(|k| k.node.p).filter(|p| !p.is_nan());
            let sum: f64 = given().sum();
            if given().count() == target.kids.len() && (sum - 1.0).abs() > PROBABILITY_TOLERANCE {
                for k in &mut target.kids {
                    k.node.p = if sum > 0.0 { k.node.p / sum } else { f64::NAN };
                }
            }
        }
        Ok(o.into_tree())
    }

    fn set_kind(&self, path: &[u32], kind: NodeKind) -> Result<Tree, TreeError> {
        let node = self.node_at(path)?;
        if self.child_count(node) == 0 {
            return Err(TreeError::NotInner {
                at: self.describe(node),
            });
        }
        let mut o = Owned::from_tree(self);
        let target = o.at(path);
        let was_chance = target.node.kind == Some(NodeKind::Chance);
        target.node.kind = Some(kind);
        if was_chance != (kind == NodeKind::Chance) {
            for k in &mut target.kids {
                k.node.p = f64::NAN;
            }
        }
        Ok(o.into_tree())
    }

    fn set_probabilities(&self, path: &[u32], probs: &[f64]) -> Result<Tree, TreeError> {
        let node = self.node_at(path)?;
        let at = || self.describe(node);
        if self.given_kind(node) != Some(NodeKind::Chance) {
            return Err(TreeError::NotChance { at: at() });
        }
        let n = self.child_count(node) as usize;
        if probs.len() != n {
            return Err(TreeError::ProbabilityCount {
                at: at(),
                expected: n,
                got: probs.len(),
            });
        }
        for (i, &p) in probs.iter().enumerate() {
            let at = || self.describe(self.child(node, i as u32));
            if !p.is_finite() {
                return Err(TreeError::NotFinite { at: at() });
            }
            if !(0.0..=1.0).contains(&p) {
                return Err(TreeError::BadProbability { at: at(), p });
            }
        }
        let sum: f64 = probs.iter().sum();
        if (sum - 1.0).abs() > PROBABILITY_TOLERANCE {
            return Err(TreeError::ProbabilitySum { at: at(), sum });
        }
        let mut o = Owned::from_tree(self);
        for (k, &p) in o.at(path).kids.iter_mut().zip(probs) {
            k.node.p = p;
        }
        Ok(o.into_tree())
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
