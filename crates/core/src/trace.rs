//! Trace events, the [`Sink`] that receives them, and [`Trace`], a recorder
//! that keeps them in a flat vector of 16-byte records.
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
//! a [`PackedEvent`] of four 32-bit words (16 bytes), which JavaScript can
//! read straight out of wasm memory as an `Int32Array`. The window (α, β) a
//! node is entered with is not stored: it is always the window its parent
//! holds at that moment, so [`Trace::iter`] restores it by replay.

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

/// Kind codes in the low 3 bits of a packed event's first word.
pub mod kind {
    /// [`super::Event::Enter`]: words = [kind | (mv+1) << 3, node, parent, depth].
    pub const ENTER: u32 = 0;
    /// [`super::Event::Leaf`]: words = [kind | horizon << 3, node, value, 0].
    pub const LEAF: u32 = 1;
    /// [`super::Event::Alpha`]: words = [kind, node, value, 0].
    pub const ALPHA: u32 = 2;
    /// [`super::Event::Beta`]: words = [kind, node, value, 0].
    pub const BETA: u32 = 3;
    /// [`super::Event::Cutoff`]: words = [kind | skipped << 3, node, α, β].
    pub const CUTOFF: u32 = 4;
    /// [`super::Event::Exit`]: words = [kind, node, value, 0].
    pub const EXIT: u32 = 5;
}

/// An event in four 32-bit words (layout in [`kind`]); the move and the
/// skipped count share the first word with the kind, so both must be below
/// 2²⁹ − 1, far beyond the tree size limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
#[repr(C)]
pub struct PackedEvent(pub [u32; 4]);

const _: () = assert!(std::mem::size_of::<PackedEvent>() == 16);

impl PackedEvent {
    /// Packs `e`, dropping the entry window (restored by replay).
    pub fn pack(e: Event) -> PackedEvent {
        use kind::*;
        let w = |k: u32, p: u32, a: u32, b: u32, c: u32| PackedEvent([k | (p << 3), a, b, c]);
        match e {
            Event::Enter {
                node,
                parent,
                mv,
                depth,
                ..
            } => w(ENTER, mv.wrapping_add(1), node, parent, depth),
            Event::Leaf {
                node,
                value,
                horizon,
            } => w(LEAF, horizon as u32, node, value as u32, 0),
            Event::Alpha { node, value } => w(ALPHA, 0, node, value as u32, 0),
            Event::Beta { node, value } => w(BETA, 0, node, value as u32, 0),
            Event::Cutoff {
                node,
                alpha,
                beta,
                skipped,
            } => w(CUTOFF, skipped, node, alpha as u32, beta as u32),
            Event::Exit { node, value } => w(EXIT, 0, node, value as u32, 0),
        }
    }

    /// The kind code (see [`kind`]).
    pub fn kind(&self) -> u32 {
        self.0[0] & 7
    }

    /// Unpacks, with `window` as the entry window of an `Enter`.
    pub fn unpack(&self, window: (i32, i32)) -> Event {
        let [head, a, b, c] = self.0;
        let payload = head >> 3;
        match head & 7 {
            kind::ENTER => Event::Enter {
                node: a,
                parent: b,
                mv: if payload == 0 { NONE } else { payload - 1 },
                depth: c,
                alpha: window.0,
                beta: window.1,
            },
            kind::LEAF => Event::Leaf {
                node: a,
                value: b as i32,
                horizon: payload != 0,
            },
            kind::ALPHA => Event::Alpha {
                node: a,
                value: b as i32,
            },
            kind::BETA => Event::Beta {
                node: a,
                value: b as i32,
            },
            kind::CUTOFF => Event::Cutoff {
                node: a,
                alpha: b as i32,
                beta: c as i32,
                skipped: payload,
            },
            _ => Event::Exit {
                node: a,
                value: b as i32,
            },
        }
    }
}

/// A recorded search: its events as 16-byte records.
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

    /// The events, with entry windows restored by replaying α and β updates.
    pub fn iter(&self) -> impl Iterator<Item = Event> + '_ {
        // Window of each node on the current path, innermost last.
        let mut path: Vec<(i32, i32)> = Vec::new();
        self.events.iter().map(move |p| {
            let window = path.last().copied().unwrap_or((NEG_INF, POS_INF));
            let e = p.unpack(window);
            match e {
                Event::Enter { .. } => path.push(window),
                Event::Alpha { value, .. } => {
                    if let Some(w) = path.last_mut() {
                        w.0 = value;
                    }
                }
                Event::Beta { value, .. } => {
                    if let Some(w) = path.last_mut() {
                        w.1 = value;
                    }
                }
                Event::Exit { .. } => {
                    path.pop();
                }
                _ => {}
            }
            e
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packing_round_trips_every_kind() {
        let events = [
            Event::Enter {
                node: 0,
                parent: NONE,
                mv: NONE,
                depth: 0,
                alpha: NEG_INF,
                beta: POS_INF,
            },
            Event::Enter {
                node: 7,
                parent: 3,
                mv: 8,
                depth: 2,
                alpha: -1,
                beta: 1,
            },
            Event::Leaf {
                node: 7,
                value: -1_000_000_000,
                horizon: true,
            },
            Event::Alpha { node: 3, value: 5 },
            Event::Beta { node: 3, value: -5 },
            Event::Cutoff {
                node: 3,
                alpha: 4,
                beta: 2,
                skipped: 200_000,
            },
            Event::Exit { node: 3, value: 2 },
        ];
        for e in events {
            let window = match e {
                Event::Enter { alpha, beta, .. } => (alpha, beta),
                _ => (0, 0),
            };
            assert_eq!(PackedEvent::pack(e).unpack(window), e);
        }
    }
}
