//! What a trace does not say about the nodes of a drawn tree: the
//! probability of reaching each from a chance parent, its name, and the
//! action on its incoming edge. Asked of any game through [`Game`], so the
//! layout needs no game's type.

use super::Problem;
use crate::games::{replay, Game, NodeKind};

/// Per node: the probability (NaN unless the parent is a chance node), the
/// name (all empty, and the vector empty, unless `named`), and the action
/// (the vector empty unless `with_actions` and some node has one).
pub type Labels = (Vec<f64>, Vec<String>, Vec<String>);

/// The labels of the tree given by `parent`, `mv` and `kind` (each node's
/// [`NodeKind`] code), ids in preorder, replayed from `g`'s root ([`replay`]);
/// names when its root says it names nodes ([`RootFacts::named`](crate::RootFacts)).
/// What a game's [`Searchable::labels`](super::Searchable::labels) returns.
pub fn labels<G: Game>(
    g: &G,
    parent: &[u32],
    mv: &[u32],
    kind: &[u8],
    with_actions: bool,
) -> Labels {
    let named = g.root_facts().named;
    let chance = NodeKind::Chance.code() as u8;
    let mut prob = vec![f64::NAN; parent.len().min(mv.len())];
    let mut names = vec![];
    let mut actions = vec![];
    replay(g, parent, mv, |v, up, here| {
        if let Some(up) = up.filter(|_| kind.get(parent[v] as usize) == Some(&chance)) {
            prob[v] = g.probability(up, mv[v]);
        }
        if named {
            names.push(g.node_name(here).unwrap_or_default().to_string());
        }
        if with_actions {
            actions.push(g.node_action(here).unwrap_or_default().to_string());
        }
    });
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
    pub fn labels(&self, parent: &[u32], mv: &[u32], kind: &[u8], actions: bool) -> Labels {
        self.0.labels(parent, mv, kind, actions)
    }
}
