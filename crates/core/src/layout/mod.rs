//! Full-tree drawing data for a renderer: the shape and layered layout of the
//! whole minimax tree ([`TreeModel`]), and, per algorithm, when each node
//! changes state during its trace and which child it chose ([`Timeline`]).
//!
//! Both are built in one pass over packed events into flat vectors (struct of
//! arrays, no per-node allocation, no recursion), so a page can draw and
//! animate the 549,946-node tree of the empty board from typed-array views
//! over wasm memory instead of JavaScript objects.
//!
//! Node ids are preorder positions in the full minimax tree (see
//! [`trace`](crate::trace)), so array index = node id everywhere, and a node's
//! subtree is the id range `[id, id + size[id])`. Alpha-beta's timeline uses
//! the same ids, so its visits and pruned subtrees overlay the minimax tree.
//!
//! ```
//! use abviz_core::{Algorithm, Problem, SearchOptions, TreeModel, NEVER};
//! let p = Problem::tree("[[3,12,8],[2,4,6],[14,5,2]]", true).unwrap();
//! let (_, mm) = p.trace(Algorithm::Minimax, &SearchOptions::default()).unwrap();
//! let (_, ab) = p.trace(Algorithm::AlphaBeta, &SearchOptions::default()).unwrap();
//! let model = TreeModel::from_trace(&mm);
//! assert_eq!((model.len(), model.slots, model.max_depth), (13, 9, 2));
//! assert_eq!(model.children_of(0), &[1, 5, 9]);
//! let t = model.timeline(&ab);
//! // B's cut-off (node 5) skips its last two leaves, ids 7 and 8.
//! let pruned: Vec<usize> = (0..model.len()).filter(|&v| t.pruned[v] != NEVER).collect();
//! assert_eq!(pruned, [7, 8]);
//! ```

use crate::budget::Budget;
use crate::error::Error;
use crate::games::NodeKind;
use crate::options::SearchOptions;
use crate::problem::Problem;
use crate::trace::{kind, PackedEvent, Trace, NEG_INF, NONE, POS_INF};

/// "Never happens" in a [`Timeline`]: `u32::MAX`.
pub const NEVER: u32 = u32::MAX;

/// Number of nodes in the full minimax tree of `problem` under `options`: the
/// length of its [`TreeModel`], and minimax's node count. Cheap next to a
/// search (boards: one memoised solve over distinct positions, about 5,500
/// from the empty board; trees: their size).
///
/// A minimax trace has at most `3 ×` this many events (Enter and Exit for
/// every node, Leaf for some), so `Trace::with_capacity(3 * n)` records one
/// without ever reallocating; growing it instead costs more than the search.
pub fn full_tree_size(problem: &Problem, options: &SearchOptions) -> u64 {
    problem.full_tree_size(options)
}

/// [`full_tree_size`] within `budget` (see [`Problem::full_tree_size_within`]).
pub fn full_tree_size_within(
    problem: &Problem,
    options: &SearchOptions,
    budget: &mut Budget<'_>,
) -> Result<u64, Error> {
    problem.full_tree_size_within(options, budget)
}

/// The whole minimax tree of a position, for drawing: one entry per node in
/// every per-node vector, indexed by node id (preorder in the full tree).
///
/// Built from a minimax trace, which enters every node in preorder.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TreeModel {
    /// The parent's id; [`NONE`] for the root.
    pub parent: Vec<u32>,
    /// The move from the parent: a cell index 0–8 for boards, a 0-based child
    /// index for textbook trees; [`NONE`] for the root.
    pub mv: Vec<u32>,
    /// Plies below the root (the root is 0).
    pub depth: Vec<u32>,
    /// Number of nodes in the node's subtree, itself included: its subtree is
    /// the id range `[id, id + size[id])`, its first child (if any) is
    /// `id + 1`, and its next sibling is `id + size[id]`.
    pub size: Vec<u32>,
    /// Where each node's children start in [`TreeModel::children`]; `n + 1`
    /// entries, so node `v`'s children are
    /// `children[child_start[v]..child_start[v + 1]]`.
    pub child_start: Vec<u32>,
    /// Every node's children in search order, node after node (compressed
    /// sparse rows); `n − 1` entries (every node but the root is someone's
    /// child).
    pub children: Vec<u32>,
    /// Horizontal position in leaf-slot units: leaves are 0, 1, 2, … left to
    /// right (that is, in preorder), and an inner node sits midway between its
    /// first and last child. Draw at `(x, depth)` times the spacing.
    pub x: Vec<f32>,
    /// Number of leaves, so x lies in `0..slots` (the layout's width).
    pub slots: u32,
    /// Largest `depth` (0 for a one-node tree).
    pub max_depth: u32,
    /// Whether the root is a MAX (or chance) node rather than MIN.
    pub root_is_max: bool,
    /// Each node's kind, as [`NodeKind::code`]: 0 MAX, 1 MIN, 2 CHANCE.
    pub kind: Vec<u8>,
}

/// When each node of a [`TreeModel`] changes state in one algorithm's trace:
/// 0-based event indices into that trace, [`NEVER`] for "never happens".
///
/// At trace position `p` (events `0..p` done) a node has been entered if
/// `enter < p`, is on the search path if `enter < p <= exit`, has returned if
/// `exit < p`, and is drawn pruned if `pruned < p`. Every node is entered or
/// pruned, never both (for minimax, every node is entered), with one
/// exception: when Star2's probing phase cuts a chance node, the outcomes it
/// probed were entered (their first child searched) and are then pruned
/// from the full search, so they are both, entered first.
///
/// For one pass of the enhanced search ([`TreeModel::timeline_dynamic`]),
/// nodes below that pass's depth are neither, and a node the transposition
/// table answered has its subtree drawn pruned from that moment.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Timeline {
    /// Index of the node's Enter event.
    pub enter: Vec<u32>,
    /// Index of its Exit event.
    pub exit: Vec<u32>,
    /// Index of the Cutoff event that skipped the node or one of its
    /// ancestors: every node of a skipped subtree gets that cut-off's index.
    pub pruned: Vec<u32>,
    /// The value the node returned at its last Exit (0 if it never exited).
    pub value: Vec<f64>,
    /// The child the node chose: of the children that returned before the
    /// node's Exit, the first in search order whose value is the best for
    /// the node's side (largest for MAX, smallest for MIN), that is, the
    /// last child that strictly improved the search's running best
    /// `v = max(v, child)`. [`NEVER`] for leaves and nodes that never exited.
    /// Following it from the root along minimax's timeline walks the
    /// principal variation.
    pub best: Vec<u32>,
    /// Index of the Table event that answered the node from the
    /// transposition table, [`NEVER`] otherwise; empty when no node was.
    pub table: Vec<u32>,
    /// Index of the Book event that answered the node from the opening
    /// book or the endgame solver (its subtree drawn pruned from then on),
    /// [`NEVER`] otherwise; empty when no node was.
    pub book: Vec<u32>,
}

impl TreeModel {
    /// Builds the model from a minimax trace (all nodes, entered in preorder).
    pub fn from_trace(minimax: &Trace) -> TreeModel {
        TreeModel::from_packed(minimax.packed())
    }

    /// Builds the model from packed minimax events: one pass over the events,
    /// then one over the nodes for the child lists.
    ///
    /// The `k`-th Enter event is node `k` and the tree shape comes from the
    /// nesting of Enter and Exit, which is the same as the recorded ids and
    /// parents for any minimax trace. A trace that ends early still gives a
    /// consistent model (the open nodes are closed at the end); alpha-beta's
    /// trace is the wrong input (its nodes are a subset of the tree).
    pub fn from_packed(events: &[PackedEvent]) -> TreeModel {
        // Ids are preorder, so the last Enter (a few events from the end)
        // names the largest id; a hint only, capped by the len/2 nodes that
        // Enter + Exit pairs allow, so a bad trace costs no more than that.
        let last_id = events.iter().rev().find(|e| e.kind() == kind::ENTER);
        let cap = last_id
            .map_or(0, |e| e.word() as usize + 1)
            .min(events.len() / 2 + 1);
        let mut parent: Vec<u32> = Vec::with_capacity(cap);
        let mut mv: Vec<u32> = Vec::with_capacity(cap);
        let mut depth: Vec<u32> = Vec::with_capacity(cap);
        let mut size: Vec<u32> = Vec::with_capacity(cap);
        let mut x: Vec<f32> = Vec::with_capacity(cap);
        let mut slots = 0u32;
        let mut max_depth = 0u32;
        let mut kinds: Vec<u8> = Vec::with_capacity(cap);
        // The open path: each node with its last child so far (or NONE).
        let mut path: Vec<(u32, u32)> = Vec::with_capacity(16);

        for e in events {
            let head = e.0[0];
            match head & kind::MASK {
                kind::ENTER => {
                    let id = parent.len() as u32;
                    let up = match path.last_mut() {
                        Some(top) => {
                            top.1 = id;
                            top.0
                        }
                        None => NONE,
                    };
                    let moved = e.payload() >> kind::ENTER_FLAG_BITS;
                    let d = path.len() as u32;
                    debug_assert_eq!(e.word(), id, "minimax enters ids in preorder");
                    parent.push(up);
                    kinds.push(e.enter_kind().code() as u8);
                    mv.push(if moved == 0 { NONE } else { moved - 1 });
                    depth.push(d);
                    size.push(1);
                    x.push(0.0);
                    max_depth = max_depth.max(d);
                    path.push((id, NONE));
                }
                kind::EXIT => {
                    if let Some((id, last)) = path.pop() {
                        let next = parent.len() as u32;
                        close(id, last, next, &mut size, &mut x, &mut slots);
                    }
                }
                _ => {}
            }
        }
        // A truncated trace: close what is still open, innermost first.
        while let Some((id, last)) = path.pop() {
            let next = parent.len() as u32;
            close(id, last, next, &mut size, &mut x, &mut slots);
        }

        // Child lists: a node's children are id + 1, then each next sibling
        // at child + size[child], up to the end of the node's subtree.
        let n = parent.len();
        let mut child_start: Vec<u32> = Vec::with_capacity(n + 1);
        let mut children: Vec<u32> = Vec::with_capacity(n.saturating_sub(1));
        for v in 0..n {
            child_start.push(children.len() as u32);
            let end = v + size[v] as usize;
            let mut c = v + 1;
            while c < end {
                children.push(c as u32);
                c += size[c] as usize;
            }
        }
        child_start.push(children.len() as u32);

        TreeModel {
            parent,
            mv,
            depth,
            size,
            child_start,
            children,
            x,
            slots,
            max_depth,
            root_is_max: kinds
                .first()
                .map_or(true, |&k| k != NodeKind::Min.code() as u8),
            kind: kinds,
        }
    }

    /// Number of nodes.
    pub fn len(&self) -> usize {
        self.parent.len()
    }

    /// Whether the model has no nodes (built from an empty trace).
    pub fn is_empty(&self) -> bool {
        self.parent.is_empty()
    }

    /// Node `v`'s children in search order.
    pub fn children_of(&self, v: usize) -> &[u32] {
        &self.children[self.child_start[v] as usize..self.child_start[v + 1] as usize]
    }

    /// Whether `v` has no children (a finished game or a node at the depth limit).
    pub fn is_leaf(&self, v: usize) -> bool {
        self.size[v] == 1
    }

    /// Whether MAX moves at `v`.
    pub fn is_max(&self, v: usize) -> bool {
        self.kind[v] == NodeKind::Max.code() as u8
    }

    /// The kind of node `v`.
    pub fn kind_of(&self, v: usize) -> NodeKind {
        NodeKind::from_code(self.kind[v] as u32)
    }

    /// When each node is entered, exited and pruned in `trace`, a trace of
    /// either algorithm over the same position and options.
    pub fn timeline(&self, trace: &Trace) -> Timeline {
        self.timeline_packed(trace.packed(), trace.reals())
    }

    /// [`TreeModel::timeline`] over packed events: one pass over the events,
    /// plus one write per pruned node. Events about ids outside the model
    /// (a trace of another position) are ignored.
    ///
    /// A node entered more than once (a probe, a re-search) keeps its first
    /// Enter and its last Exit, value and choice.
    pub fn timeline_packed(&self, events: &[PackedEvent], reals: &[f64]) -> Timeline {
        self.timeline_with(events, reals, false)
    }

    /// [`TreeModel::timeline_packed`] for a search whose move order changes
    /// from node to node (the enhanced search): a cut-off prunes the
    /// children not yet entered, wherever they are in the model's order.
    pub fn timeline_dynamic(&self, events: &[PackedEvent], reals: &[f64]) -> Timeline {
        self.timeline_with(events, reals, true)
    }

    fn timeline_with(&self, events: &[PackedEvent], reals: &[f64], dynamic: bool) -> Timeline {
        let n = self.len();
        let mut t = Timeline {
            enter: vec![NEVER; n],
            exit: vec![NEVER; n],
            pruned: vec![NEVER; n],
            value: vec![0.0; n],
            best: vec![NEVER; n],
            table: Vec::new(),
            book: Vec::new(),
        };
        /// An open node: every event but Enter is about the innermost one.
        struct Open {
            node: u32,
            kind: NodeKind,
            /// The child that set the running best so far, or NEVER.
            best: u32,
            /// The running best: ∓∞ until a child improves it, as in the search.
            value: f64,
        }
        let mut path: Vec<Open> = Vec::with_capacity(16);
        for (i, e) in events.iter().enumerate() {
            let head = e.0[0];
            let i = i as u32;
            match head & kind::MASK {
                kind::ENTER => {
                    let v = e.word() as usize;
                    let kind = e.enter_kind();
                    path.push(Open {
                        node: e.word(),
                        kind,
                        best: NEVER,
                        value: if kind == NodeKind::Min {
                            POS_INF
                        } else {
                            NEG_INF
                        },
                    });
                    if v < n && t.enter[v] == NEVER {
                        t.enter[v] = i;
                    }
                }
                kind::EXIT => {
                    let Some(done) = path.pop() else { continue };
                    let (v, value) = (done.node as usize, e.value(reals));
                    if v >= n {
                        continue;
                    }
                    t.exit[v] = i;
                    t.value[v] = value;
                    t.best[v] = done.best;
                    // The parent's `v = max(v, child)`: only a strictly better value counts.
                    if let Some(up) = path.last_mut() {
                        let better = match up.kind {
                            NodeKind::Max => value > up.value,
                            NodeKind::Min => value < up.value,
                            // A chance node chooses nothing.
                            NodeKind::Chance => false,
                        };
                        if better {
                            (up.best, up.value) = (v as u32, value);
                        }
                    }
                }
                // A futility stop skips its last children as a cut-off does.
                kind::CUTOFF | kind::FUTILITY => {
                    let Some(v) = path.last().map(|o| o.node as usize).filter(|&v| v < n) else {
                        continue;
                    };
                    if dynamic {
                        let kids = self.children_of(v);
                        for &c in kids {
                            let c = c as usize;
                            if t.enter[c] == NEVER && t.pruned[c] == NEVER {
                                t.pruned[c..c + self.size[c] as usize].fill(i);
                            }
                        }
                        continue;
                    }
                    // The last `skipped` children: one contiguous id range from
                    // the first skipped child to the end of v's subtree.
                    let (start, end) = (self.child_start[v] as usize, self.child_start[v + 1]);
                    let skipped = (e.payload() as usize).min(end as usize - start);
                    if skipped > 0 {
                        let first = self.children[end as usize - skipped] as usize;
                        t.pruned[first..v + self.size[v] as usize].fill(i);
                    }
                }
                kind::TABLE | kind::BOOK => {
                    let Some(v) = path.last().map(|o| o.node as usize).filter(|&v| v < n) else {
                        continue;
                    };
                    let marks = if e.kind() == kind::BOOK {
                        &mut t.book
                    } else {
                        &mut t.table
                    };
                    if marks.is_empty() {
                        *marks = vec![NEVER; n];
                    }
                    marks[v] = i;
                    // Its subtree is not searched: drawn pruned from here.
                    for d in v + 1..v + self.size[v] as usize {
                        if t.enter[d] == NEVER && t.pruned[d] == NEVER {
                            t.pruned[d] = i;
                        }
                    }
                }
                _ => {}
            }
        }
        t
    }
}

impl TreeModel {
    /// What the trace does not say about each node of `problem`'s tree
    /// (this model must be of it): the probability of reaching it from its
    /// parent (NaN unless the parent is a chance node), and its name (empty
    /// unless the problem is a tree that names nodes).
    pub fn labels(&self, problem: &Problem) -> (Vec<f64>, Vec<String>) {
        let (prob, names, _) = self.tree_labels(problem, false);
        (prob, names)
    }

    /// The action on each node's incoming edge, when the problem is a
    /// tree that names actions (CS188's files); else empty.
    pub fn actions(&self, problem: &Problem) -> Vec<String> {
        self.tree_labels(problem, true).2
    }

    /// [`TreeModel::labels`], and the actions when `with_actions`: asked of
    /// the problem, which replays the tree in its own game.
    fn tree_labels(
        &self,
        problem: &Problem,
        with_actions: bool,
    ) -> (Vec<f64>, Vec<String>, Vec<String>) {
        problem.labels(&self.parent, &self.mv, &self.kind, with_actions)
    }
}

/// Finishes node `id` once its whole subtree (ids up to `next`) is known:
/// its size, and its x (the next slot for a leaf, else midway between its
/// first child, `id + 1`, and its last child `last`).
fn close(id: u32, last: u32, next: u32, size: &mut [u32], x: &mut [f32], slots: &mut u32) {
    size[id as usize] = next - id;
    x[id as usize] = if last == NONE {
        *slots += 1;
        (*slots - 1) as f32
    } else {
        (x[id as usize + 1] + x[last as usize]) * 0.5
    };
}

impl Timeline {
    /// Number of nodes.
    pub fn len(&self) -> usize {
        self.enter.len()
    }

    /// Whether there are no nodes.
    pub fn is_empty(&self) -> bool {
        self.enter.is_empty()
    }
}

#[cfg(test)]
mod tests;
