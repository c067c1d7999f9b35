//! A tree unfolded into owned nodes, for the structural edits: children
//! can be added, removed and reordered in place, then the tree is built
//! again in the parser's order (children before their parent, the root
//! last).

use super::{Node, Tree, UNSET};

/// One node with its labels and its children.
#[derive(Clone, Debug)]
pub(super) struct Owned {
    /// Value, probability, kind and noisy mark (`start` and `len` unused).
    pub node: Node,
    pub name: Option<Box<str>>,
    pub action: Option<Box<str>>,
    pub kids: Vec<Owned>,
}

impl Owned {
    /// A new leaf of `value` with no labels.
    pub fn leaf(value: f64) -> Owned {
        Owned {
            node: Node {
                start: 0,
                len: 0,
                value,
                p: UNSET,
                kind: None,
                noisy: false,
            },
            name: None,
            action: None,
            kids: vec![],
        }
    }

    pub fn from_tree(t: &Tree) -> Owned {
        Owned::unfold(t, t.root)
    }

    fn unfold(t: &Tree, v: u32) -> Owned {
        // Recursion is bounded by MAX_TREE_DEPTH (the edits keep to it).
        Owned {
            node: t.nodes[v as usize],
            name: t.name(v).map(Into::into),
            action: t.action(v).map(Into::into),
            kids: (0..t.child_count(v))
                .map(|i| Owned::unfold(t, t.child(v, i)))
                .collect(),
        }
    }

    /// The node at `path`, which the caller has checked exists.
    pub fn at(&mut self, path: &[u32]) -> &mut Owned {
        let mut o = self;
        for &i in path {
            o = &mut o.kids[i as usize];
        }
        o
    }

    pub fn into_tree(self) -> Tree {
        let mut t = Tree::default();
        let (mut names, mut actions) = (vec![], vec![]);
        t.root = self.fold(&mut t, &mut names, &mut actions);
        if names.iter().any(Option::is_some) {
            t.names = names;
        }
        if actions.iter().any(Option::is_some) {
            t.actions = actions;
        }
        t
    }

    fn fold(
        self,
        t: &mut Tree,
        names: &mut Vec<Option<Box<str>>>,
        actions: &mut Vec<Option<Box<str>>>,
    ) -> u32 {
        let kids: Vec<u32> = self
            .kids
            .into_iter()
            .map(|k| k.fold(t, names, actions))
            .collect();
        let n = self.node;
        let id = t.add(n.value, n.p, n.kind, &kids);
        if n.noisy {
            t.mark_noisy(id);
        }
        names.push(self.name);
        actions.push(self.action);
        id
    }
}
