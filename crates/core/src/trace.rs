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
//! node's window after its last update. Recording half the bytes of a
//! self-describing record is what keeps the empty board's 1.36 million
//! events cheap.

/// A node's preorder id in the full minimax tree (see the module docs).
pub type NodeId = u32;

/// The parent of the root, and the move that led to it.
pub const NONE: u32 = u32::MAX;

/// −∞ for α and values. `-i32::MAX` rather than `i32::MIN` so negation is safe.
pub const NEG_INF: i32 = -i32::MAX;
/// +∞ for β and values.
pub const POS_INF: i32 = i32::MAX;

/// One step of a search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// The search entered `node`, reached from `parent` by `mv`, `depth` plies
    /// below the root, with window (`alpha`, `beta`); the root has
    /// `parent == mv == NONE`. Minimax reports the window (−∞, +∞).
    Enter {
        node: NodeId,
        parent: NodeId,
        mv: u32,
        depth: u32,
        alpha: i32,
        beta: i32,
    },
    /// `node` was scored without searching below it: a finished game, or,
    /// when `horizon` is true, a node at the depth limit scored by evaluation.
    Leaf {
        node: NodeId,
        value: i32,
        horizon: bool,
    },
    /// MAX node `node` raised α to `value` after a child returned.
    Alpha { node: NodeId, value: i32 },
    /// MIN node `node` lowered β to `value` after a child returned.
    Beta { node: NodeId, value: i32 },
    /// α ≥ β at `node` with children left: its last `skipped` children in
    /// search order are never entered.
    Cutoff {
        node: NodeId,
        alpha: i32,
        beta: i32,
        skipped: u32,
    },
    /// `node` returned `value` to its parent (or as the result, for the root).
    Exit { node: NodeId, value: i32 },
}

impl Event {
    /// The node this event is about.
    pub fn node(&self) -> NodeId {
        match *self {
            Event::Enter { node, .. }
            | Event::Leaf { node, .. }
            | Event::Alpha { node, .. }
            | Event::Beta { node, .. }
            | Event::Cutoff { node, .. }
            | Event::Exit { node, .. } => node,
        }
    }

    /// A short lowercase name: enter, leaf, alpha, beta, cutoff, exit.
    pub fn name(&self) -> &'static str {
        match self {
            Event::Enter { .. } => "enter",
            Event::Leaf { .. } => "leaf",
            Event::Alpha { .. } => "alpha",
            Event::Beta { .. } => "beta",
            Event::Cutoff { .. } => "cutoff",
            Event::Exit { .. } => "exit",
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

/// The packed layout: every event is two 32-bit words `[head, word]`.
/// `head & MASK` is one of the kind codes below and `head >> BITS` its
/// payload; `word` is a node id or an `i32` value in two's complement (read
/// it through an `Int32Array`, or as `word | 0` in JavaScript). The node,
/// parent, depth and window an event leaves out come back by replay (see the
/// module docs).
pub mod kind {
    /// Bits of the head word that hold the kind; the payload sits above them.
    pub const BITS: u32 = 3;
    /// `head & MASK` is the kind code.
    pub const MASK: u32 = (1 << BITS) - 1;
    /// [`super::Event::Enter`]: `[ENTER | (mv + 1) << BITS, node]`; the
    /// root, reached by no move, has payload 0.
    pub const ENTER: u32 = 0;
    /// [`super::Event::Leaf`]: `[LEAF | horizon << BITS, value]`, horizon 1
    /// for a node scored by evaluation at the depth limit, else 0.
    pub const LEAF: u32 = 1;
    /// [`super::Event::Alpha`]: `[ALPHA, value]`, the new α.
    pub const ALPHA: u32 = 2;
    /// [`super::Event::Beta`]: `[BETA, value]`, the new β.
    pub const BETA: u32 = 3;
    /// [`super::Event::Cutoff`]: `[CUTOFF | skipped << BITS, 0]`.
    pub const CUTOFF: u32 = 4;
    /// [`super::Event::Exit`]: `[EXIT, value]`, the value returned.
    pub const EXIT: u32 = 5;
}

/// An event in two 32-bit words (layout in [`kind`]); the move and the
/// skipped count share the head with the kind, so both must be below
/// 2²⁹ − 1, far beyond the tree size limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
#[repr(C)]
pub struct PackedEvent(pub [u32; 2]);

const _: () = assert!(std::mem::size_of::<PackedEvent>() == 8);

impl PackedEvent {
    /// Packs `e`, keeping only what replay cannot restore (see the module docs).
    #[inline]
    pub fn pack(e: Event) -> PackedEvent {
        use kind::*;
        let w = |k: u32, payload: u32, word: u32| PackedEvent([k | (payload << BITS), word]);
        match e {
            Event::Enter { node, mv, .. } => w(ENTER, mv.wrapping_add(1), node),
            Event::Leaf { value, horizon, .. } => w(LEAF, horizon as u32, value as u32),
            Event::Alpha { value, .. } => w(ALPHA, 0, value as u32),
            Event::Beta { value, .. } => w(BETA, 0, value as u32),
            Event::Cutoff { skipped, .. } => w(CUTOFF, skipped, 0),
            Event::Exit { value, .. } => w(EXIT, 0, value as u32),
        }
    }

    /// The kind code (see [`kind`]).
    pub fn kind(&self) -> u32 {
        self.0[0] & kind::MASK
    }

    /// The head's payload: the move + 1 (Enter), horizon (Leaf), skipped
    /// children (Cutoff), else 0.
    pub fn payload(&self) -> u32 {
        self.0[0] >> kind::BITS
    }

    /// The second word: the node id (Enter) or a value.
    pub fn word(&self) -> u32 {
        self.0[1]
    }
}

/// The open path while replaying packed events: each open node with its
/// current window, innermost last.
#[derive(Default)]
struct Replay {
    path: Vec<(NodeId, (i32, i32))>,
}

impl Replay {
    /// The full event for `p`, the next packed event of a well-formed trace
    /// (anything else gives made-up fields, never a panic).
    fn step(&mut self, p: &PackedEvent) -> Event {
        let (node, window) = self
            .path
            .last()
            .copied()
            .unwrap_or((NONE, (NEG_INF, POS_INF)));
        let word = p.word();
        match p.kind() {
            kind::ENTER => {
                let depth = self.path.len() as u32;
                self.path.push((word, window));
                Event::Enter {
                    node: word,
                    parent: node,
                    mv: p.payload().wrapping_sub(1),
                    depth,
                    alpha: window.0,
                    beta: window.1,
                }
            }
            kind::LEAF => Event::Leaf {
                node,
                value: word as i32,
                horizon: p.payload() != 0,
            },
            kind::ALPHA => {
                if let Some(top) = self.path.last_mut() {
                    top.1 .0 = word as i32;
                }
                Event::Alpha {
                    node,
                    value: word as i32,
                }
            }
            kind::BETA => {
                if let Some(top) = self.path.last_mut() {
                    top.1 .1 = word as i32;
                }
                Event::Beta {
                    node,
                    value: word as i32,
                }
            }
            kind::CUTOFF => Event::Cutoff {
                node,
                alpha: window.0,
                beta: window.1,
                skipped: p.payload(),
            },
            _ => {
                self.path.pop();
                Event::Exit {
                    node,
                    value: word as i32,
                }
            }
        }
    }
}

/// A recorded search: its events as 8-byte records.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Trace {
    events: Vec<PackedEvent>,
}

impl Sink for Trace {
    fn event(&mut self, event: Event) {
        self.events.push(PackedEvent::pack(event));
    }
}

impl Trace {
    /// An empty trace.
    pub fn new() -> Trace {
        Trace::default()
    }

    /// An empty trace with room for `events` events before it reallocates.
    pub fn with_capacity(events: usize) -> Trace {
        Trace {
            events: Vec::with_capacity(events),
        }
    }

    /// A trace of events already packed, in order.
    pub(crate) fn from_packed(events: Vec<PackedEvent>) -> Trace {
        Trace { events }
    }

    /// Number of events.
    pub fn len(&self) -> usize {
        self.events.len()
    }

    /// Whether nothing was recorded.
    pub fn is_empty(&self) -> bool {
        self.events.is_empty()
    }

    /// The packed records, e.g. to hand to JavaScript as one typed array.
    pub fn packed(&self) -> &[PackedEvent] {
        &self.events
    }

    /// The events in full, restored by replay (see the module docs).
    pub fn iter(&self) -> impl Iterator<Item = Event> + '_ {
        let mut replay = Replay::default();
        self.events.iter().map(move |p| replay.step(p))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small alpha-beta-like search: every kind, a window that changes,
    /// a cut-off, and extreme payloads.
    fn sample() -> Vec<Event> {
        vec![
            Event::Enter {
                node: 0,
                parent: NONE,
                mv: NONE,
                depth: 0,
                alpha: NEG_INF,
                beta: POS_INF,
            },
            Event::Enter {
                node: 1,
                parent: 0,
                mv: 8,
                depth: 1,
                alpha: NEG_INF,
                beta: POS_INF,
            },
            Event::Leaf {
                node: 1,
                value: -1_000_000_000,
                horizon: true,
            },
            Event::Exit {
                node: 1,
                value: -1_000_000_000,
            },
            Event::Alpha { node: 0, value: 5 },
            Event::Enter {
                node: 7,
                parent: 0,
                mv: 2,
                depth: 1,
                alpha: 5,
                beta: POS_INF,
            },
            Event::Beta { node: 7, value: 4 },
            Event::Cutoff {
                node: 7,
                alpha: 5,
                beta: 4,
                skipped: 200_000,
            },
            Event::Exit { node: 7, value: 4 },
            Event::Exit { node: 0, value: 5 },
        ]
    }

    #[test]
    fn replay_restores_every_field_of_every_kind() {
        let mut t = Trace::new();
        for e in sample() {
            t.event(e);
        }
        assert_eq!(t.iter().collect::<Vec<_>>(), sample());
    }

    #[test]
    fn packed_words_follow_the_documented_layout() {
        let mut t = Trace::new();
        for e in sample() {
            t.event(e);
        }
        let words: Vec<[u32; 2]> = t.packed().iter().map(|p| p.0).collect();
        // The root has no move (payload 0); the child at move 8 has payload 9.
        assert_eq!(words[0], [kind::ENTER, 0]);
        assert_eq!(words[1], [kind::ENTER | 9 << kind::BITS, 1]);
        // A horizon leaf's negative value, as two's complement.
        assert_eq!(
            words[2],
            [kind::LEAF | 1 << kind::BITS, -1_000_000_000i32 as u32]
        );
        assert_eq!(words[4], [kind::ALPHA, 5]);
        assert_eq!(words[6], [kind::BETA, 4]);
        assert_eq!(words[7], [kind::CUTOFF | 200_000 << kind::BITS, 0]);
        assert_eq!(words[9], [kind::EXIT, 5]);
        for (p, e) in t.packed().iter().zip(sample()) {
            assert_eq!(p.kind(), p.0[0] & kind::MASK);
            assert_eq!(
                e.name(),
                ["enter", "leaf", "alpha", "beta", "cutoff", "exit"][p.kind() as usize]
            );
        }
    }
}
