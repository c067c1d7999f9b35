//! What a trace does not say about the nodes of a drawn tree: the
//! probability of reaching each from a chance parent, its name, and the
//! action on its incoming edge. Asked of any game through [`Game`], so the
//! layout needs no game's type.

use super::Problem;
use crate::games::{Game, NodeKind};
use crate::trace::NONE;

/// Per node: the probability (NaN unless the parent is a chance node), the
/// name (all empty, and the vector empty, unless `named`), and the action
/// (the vector empty unless `with_actions` and some node has one).
pub type Labels = (Vec<f64>, Vec<String>, Vec<String>);

/// The labels of the tree given by `parent`, `mv` and `kind` (each node's
/// [`NodeKind`] code), ids in preorder, replayed from `g`'s root: what a
/// game's [`Searchable::labels`](super::Searchable::labels) returns.
pub fn labels<G: Game>(
    g: &G,
    named: bool,
    parent: &[u32],
    mv: &[u32],
    kind: &[u8],
    with_actions: bool,
) -> Labels {
    let n = parent.len().min(mv.len()).min(kind.len());
    let chance = NodeKind::Chance.code() as u8;
    // The positions on the path to the current node only (ids are
    // preorder), so memory stays at the tree's depth whatever a position costs.
    let mut path: Vec<(u32, G::Pos)> = vec![];
    let mut prob = vec![f64::NAN; n];
    let mut names = vec![];
    let mut actions = vec![];
    for v in 0..n {
        let p = parent[v];
        while path.last().is_some_and(|(id, _)| *id != p) {
            path.pop();
        }
        let here = match path.last() {
            Some((_, up)) if p != NONE => {
                if kind[p as usize] == chance {
                    prob[v] = g.probability(up, mv[v]);
                }
                g.play(up, mv[v])
            }
            _ => g.root(),
        };
        if named {
            names.push(g.node_name(&here).unwrap_or_default().to_string());
        }
        if with_actions {
            actions.push(g.node_action(&here).unwrap_or_default().to_string());
        }
        path.push((v as u32, here));
    }
    if actions.iter().all(String::is_empty) {
        actions.clear();
    }
    (prob, names, actions)
}

impl Problem {
    /// What a trace does not say about the nodes of a tree drawn from this
    /// problem (each node's `parent`, the move `mv` into it and its kind
    /// code, in preorder): each node's probability from a chance parent
    /// (NaN otherwise), its name when the game names nodes, and, when
    /// `actions`, the action on its edge (empty when no node has one).
    pub fn labels(
        &self,
        parent: &[u32],
        mv: &[u32],
        kind: &[u8],
        actions: bool,
    ) -> (Vec<f64>, Vec<String>, Vec<String>) {
        self.0.labels(parent, mv, kind, actions)
    }
}
