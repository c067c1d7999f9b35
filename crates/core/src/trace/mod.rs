//! Trace events, the [`Sink`] that receives them, and [`Trace`], a recorder
//! that keeps them in a flat vector of 8-byte records.
//!
//! # Node identity
//! Every node has the id it would get in a preorder walk of the *full*
//! minimax tree of the same position, searched in the same move order: the
//! root is 0 and a node's first child is its id + 1. Minimax therefore enters
//! ids 0, 1, 2, … in turn, and alpha-beta enters a subset of the same ids, so
//! a page can lay alpha-beta's visits over the minimax tree node for node and
//! everything alpha-beta never entered is exactly what it pruned.
//!
//! # Storage
//! [`Event`] is the convenient form a sink receives. [`Trace`] stores each as
//! a [`PackedEvent`] of two 32-bit words (8 bytes), which JavaScript can read
//! straight out of wasm memory as a `Uint32Array`: a head (kind and a small
//! payload) and one word (a node id or a value). Everything else follows
//! from the nesting, so [`Trace::iter`] restores it by replay: the node of
//! every event but Enter is the innermost open node, its parent and depth
//! come from the open path, the window (α, β) a node is entered with is the
//! one its parent holds at that moment, and a cut-off's α and β are the
//! node's window after its last update. A chance node may instead pass its
//! next child a derived window (Star1), recorded as a
//! [`Window`](Event::Window) event just before that child's Enter.
//! Recording half the bytes of a self-describing record is what keeps the
//! empty board's 1.36 million events cheap.
//!
//! Values are `f64`. Whole numbers (all of tic-tac-toe, every integer tree)
//! and ∓∞ sit in the record's word; any other value goes into the trace's
//! small side table [`Trace::reals`] and the word holds its index, so a
//! trace stays exact without doubling the size of every record.
//!
//! # Monte Carlo tree search
//! MCTS's events ([`Event::Uct`], [`Event::Select`], [`Event::Expand`],
//! [`Event::Simulate`], [`Event::Backup`]) number nodes in the order the
//! search adds them to its tree, the root 0, not by the full tree's
//! preorder. [`Trace`] does not record them yet (the page's drawing of
//! MCTS is a later task); a `Vec<Event>` or any other sink receives them.
//!
//! # Visits
//! A node may be entered more than once: Star2 probes a node and searches
//! it again later, and iterative deepening revisits whole trees. Each visit
//! has its own Enter and Exit, always with the node's one id.

/// A node's preorder id in the full minimax tree (see the module docs).
pub type NodeId = u32;

use crate::games::{NodeKind, Noise};

/// The parent of the root, and the move that led to it.
pub const NONE: u32 = u32::MAX;
// Games replay drawn trees below this module, with their own copy.
const _: () = assert!(NONE == crate::games::NO_PARENT);

/// −∞ for α and values.
pub const NEG_INF: f64 = f64::NEG_INFINITY;
/// +∞ for β and values.
pub const POS_INF: f64 = f64::INFINITY;

/// One step of a search. Values are from MAX's point of view.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Event {
    /// The search entered `node`, a `kind` node reached from `parent` by
    /// `mv`, `depth` plies below the root, with window (`alpha`, `beta`);
    /// the root has `parent == mv == NONE`. Minimax reports the window
    /// (−∞, +∞). `probe` marks Star2's probing visits, which search only the
    /// node's first child to bound its value. A node may be entered more
    /// than once (probes, re-searches), with the same id each time.
    Enter {
        node: NodeId,
        parent: NodeId,
        mv: u32,
        depth: u32,
        kind: NodeKind,
        probe: bool,
        alpha: f64,
        beta: f64,
    },
    /// `node` was scored without searching below it: a finished game, or,
    /// when `horizon` is true, a node at the depth limit scored by evaluation.
    Leaf {
        node: NodeId,
        value: f64,
        horizon: bool,
    },
    /// `node`, just entered at or past the depth limit, is searched rather
    /// than evaluated because it is noisy, for `reason` (quiescence).
    Extend { node: NodeId, reason: Noise },
    /// MAX node `node` raised α to `value` after a child returned.
    Alpha { node: NodeId, value: f64 },
    /// MIN node `node` lowered β to `value` after a child returned.
    Beta { node: NodeId, value: f64 },
    /// Chance node `node` now knows its value lies in [`lo`, `hi`]: the
    /// weighted sum of the children searched so far plus the rest's
    /// probability times the lower (upper) bound on values.
    Bounds { node: NodeId, lo: f64, hi: f64 },
    /// Chance node `node` passes the window (`alpha`, `beta`) to its next
    /// child instead of its own (Star1's derived window).
    Window { node: NodeId, alpha: f64, beta: f64 },
    /// The pruning rule fired at `node` with children left: its last
    /// `skipped` children in search order are never entered. At a MAX or
    /// MIN node α ≥ β (or α > β); at a chance node its bounds fell outside
    /// (α, β).
    Cutoff {
        node: NodeId,
        alpha: f64,
        beta: f64,
        skipped: u32,
    },
    /// Rich's futility cut-off at `node`, a child of the root: its bound
    /// and the root's best so far, (`alpha`, `beta`), are within `margin`
    /// of each other (α + M ≥ β, or > under `--prune gt`), so its last
    /// `skipped` children are never entered and it returns the root's
    /// bound (fail low: the root keeps its earlier best move).
    Futility {
        node: NodeId,
        alpha: f64,
        beta: f64,
        margin: f64,
        skipped: u32,
    },
    /// `node` returned `value` to its parent (or as the result, for the root).
    Exit { node: NodeId, value: f64 },
    /// `node`, just entered, was answered from the transposition table:
    /// `value` is exact, or a bound (`bound`) that already decides it.
    Table {
        node: NodeId,
        value: f64,
        bound: Bound,
    },
    /// An iterative-deepening pass to `depth` begins (before the root's Enter).
    Pass { depth: u32 },
    /// The next Enter below `node` searches a child again with a wider
    /// window (PVS); `node` is [`NONE`] when the root is searched again
    /// (aspiration, MTD(f)).
    Research { node: NodeId },
    /// `node`, just entered, was answered without search by knowledge: the
    /// opening book (`--book`), or the endgame solver when `endgame`
    /// (`--endgame`). `value` is exact; Exit follows with it.
    Book {
        node: NodeId,
        value: f64,
        endgame: bool,
    },
    /// Rich's negamax form (the `negamax` search only): the thresholds
    /// `node` holds, from its side to move's view: USE-THRESH, the bound its
    /// cut-off tests (β for MAX, −α for MIN), and PASS-THRESH, the bound it
    /// raises and passes down (α for MAX, −β for MIN). Reported after Enter
    /// (the ones passed down) and after each rise of PASS-THRESH.
    Thresholds {
        node: NodeId,
        use_thresh: f64,
        pass_thresh: f64,
    },
    /// Rich's negamax form (the `negamax` search only): `node` returns
    /// `value` from its side to move's view (MAX's value for MAX, its
    /// negation for MIN); the Exit with MAX's view follows.
    Negated { node: NodeId, value: f64 },
    /// Monte Carlo tree search, selection: UCT compares child `child` of
    /// `node`, reached by `mv`, with `visits` and `mean` (−1…1, from the root
    /// player's view): its score is `exploit + explore`, where `exploit` is
    /// its mean from the view of the side to move at `node` and `explore`
    /// is c·sqrt(ln N / n); `chosen` marks the highest score (the first in
    /// move order on a tie). One per child, in move order, before the
    /// [`Select`](Event::Select) that goes down to the chosen one.
    Uct {
        node: NodeId,
        child: NodeId,
        mv: u32,
        visits: u32,
        mean: f64,
        exploit: f64,
        explore: f64,
        chosen: bool,
    },
    /// Monte Carlo tree search, selection: from `node` (with `visits` and
    /// `mean` so far, the root player's view) the search goes down to
    /// `child` by `mv`: UCT's highest score at MAX and MIN nodes (the first
    /// in move order on a tie), a sample by probability at chance nodes.
    Select {
        node: NodeId,
        visits: u32,
        mean: f64,
        child: NodeId,
        mv: u32,
    },
    /// Monte Carlo tree search, expansion: `node`, new in the tree (ids
    /// count tree nodes in creation order, the root 0), a `kind` node
    /// `depth` plies below the root, reached from `parent` by `mv`.
    Expand {
        node: NodeId,
        parent: NodeId,
        mv: u32,
        depth: u32,
        kind: NodeKind,
    },
    /// Monte Carlo tree search, simulation: a random playout from `node`
    /// played `plies` moves and ended with `value` (−1…1, the root
    /// player's view): a finished game, or, when `horizon`, a position at
    /// the depth limit scored by the game's evaluation.
    Simulate {
        node: NodeId,
        plies: u32,
        value: f64,
        horizon: bool,
    },
    /// Monte Carlo tree search, backpropagation: `node` on the path back to
    /// the root now has `visits` playouts through it with `mean` result
    /// (−1…1, the root player's view). From the leaf up to the root.
    Backup {
        node: NodeId,
        visits: u32,
        mean: f64,
    },
}

/// What a transposition-table entry knows about its position's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bound {
    /// The value itself.
    Exact = 0,
    /// The value is at least this (the search failed high).
    Lower = 1,
    /// The value is at most this (the search failed low).
    Upper = 2,
}

impl Bound {
    /// `exact`, `lower` or `upper`.
    pub fn name(self) -> &'static str {
        match self {
            Bound::Exact => "exact",
            Bound::Lower => "lower",
            Bound::Upper => "upper",
        }
    }
}

impl Event {
    /// The node this event is about.
    pub fn node(&self) -> NodeId {
        match *self {
            Event::Enter { node, .. }
            | Event::Leaf { node, .. }
            | Event::Alpha { node, .. }
            | Event::Beta { node, .. }
            | Event::Bounds { node, .. }
            | Event::Window { node, .. }
            | Event::Cutoff { node, .. }
            | Event::Futility { node, .. }
            | Event::Exit { node, .. }
            | Event::Table { node, .. }
            | Event::Book { node, .. }
            | Event::Extend { node, .. }
            | Event::Thresholds { node, .. }
            | Event::Negated { node, .. }
            | Event::Uct { node, .. }
            | Event::Select { node, .. }
            | Event::Expand { node, .. }
            | Event::Simulate { node, .. }
            | Event::Backup { node, .. }
            | Event::Research { node } => node,
            Event::Pass { .. } => NONE,
        }
    }

    /// A short lowercase name: enter, leaf, alpha, beta, bounds, window,
    /// cutoff, futility, exit, table, pass, research, book, extend,
    /// thresholds, negated; and Monte Carlo tree search's uct, select,
    /// expand, simulate, backup.
    pub fn name(&self) -> &'static str {
        match self {
            Event::Enter { .. } => "enter",
            Event::Leaf { .. } => "leaf",
            Event::Alpha { .. } => "alpha",
            Event::Beta { .. } => "beta",
            Event::Bounds { .. } => "bounds",
            Event::Window { .. } => "window",
            Event::Cutoff { .. } => "cutoff",
            Event::Futility { .. } => "futility",
            Event::Exit { .. } => "exit",
            Event::Table { .. } => "table",
            Event::Pass { .. } => "pass",
            Event::Research { .. } => "research",
            Event::Book { .. } => "book",
            Event::Extend { .. } => "extend",
            Event::Thresholds { .. } => "thresholds",
            Event::Negated { .. } => "negated",
            Event::Uct { .. } => "uct",
            Event::Select { .. } => "select",
            Event::Expand { .. } => "expand",
            Event::Simulate { .. } => "simulate",
            Event::Backup { .. } => "backup",
        }
    }
}

/// Receives a search's events in order.
///
/// The default method does nothing; a sink that sets [`Sink::ENABLED`] to
/// false tells the search not to build events (or compute node ids) at all,
/// so an untraced search pays nothing for tracing.
pub trait Sink {
    /// Whether this sink looks at events.
    const ENABLED: bool = true;

    /// Called once per event, in search order.
    fn event(&mut self, _event: Event) {}
}

/// A sink that ignores everything; searches with it do no tracing work.
#[derive(Clone, Copy, Debug, Default)]
pub struct NullSink;

impl Sink for NullSink {
    const ENABLED: bool = false;
}

impl Sink for Vec<Event> {
    fn event(&mut self, event: Event) {
        self.push(event);
    }
}

mod packed;
mod record;
#[cfg(test)]
mod tests;

pub use packed::{kind, PackedEvent};
pub use record::Trace;
