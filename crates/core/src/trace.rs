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
//! # Visits
//! A node may be entered more than once: Star2 probes a node and searches
//! it again later, and iterative deepening revisits whole trees. Each visit
//! has its own Enter and Exit, always with the node's one id.

/// A node's preorder id in the full minimax tree (see the module docs).
pub type NodeId = u32;

use crate::game::NodeKind;

/// The parent of the root, and the move that led to it.
pub const NONE: u32 = u32::MAX;

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
            | Event::Exit { node, .. }
            | Event::Table { node, .. }
            | Event::Research { node } => node,
            Event::Pass { .. } => NONE,
        }
    }

    /// A short lowercase name: enter, leaf, alpha, beta, bounds, window,
    /// cutoff, exit.
    pub fn name(&self) -> &'static str {
        match self {
            Event::Enter { .. } => "enter",
            Event::Leaf { .. } => "leaf",
            Event::Alpha { .. } => "alpha",
            Event::Beta { .. } => "beta",
            Event::Bounds { .. } => "bounds",
            Event::Window { .. } => "window",
            Event::Cutoff { .. } => "cutoff",
            Event::Exit { .. } => "exit",
            Event::Table { .. } => "table",
            Event::Pass { .. } => "pass",
            Event::Research { .. } => "research",
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

/// The packed layout: every record is two 32-bit words `[head, word]`.
/// `head & MASK` is one of the kind codes below, `(head & !REAL) >> BITS`
/// its payload, and `word` a node id or a value. A value word is an `i32`
/// in two's complement (read it through an `Int32Array`, or as `word | 0`
/// in JavaScript), with `NEG_INF_WORD` and `POS_INF_WORD` for ∓∞, unless
/// the head has the [`REAL`](kind::REAL) bit: then the value is not a whole number and
/// `word` indexes [`super::Trace::reals`]. The node, parent, depth and
/// window a record leaves out come back by replay (see the module docs).
pub mod kind {
    /// Bits of the head word that hold the kind; the payload sits above them.
    pub const BITS: u32 = 4;
    /// `head & MASK` is the kind code.
    pub const MASK: u32 = (1 << BITS) - 1;
    /// Head bit: the value is `reals[word]`, not the word itself.
    pub const REAL: u32 = 1 << 31;
    /// The value word of −∞.
    pub const NEG_INF_WORD: i32 = -i32::MAX;
    /// The value word of +∞.
    pub const POS_INF_WORD: i32 = i32::MAX;
    /// Bits of an Enter payload below the move: the node kind (2 bits, see
    /// [`crate::NodeKind::code`]) and the probe flag (bit 2).
    pub const ENTER_FLAG_BITS: u32 = 3;
    /// [`super::Event::Enter`]: `[ENTER | ((mv + 1) << 3 | probe << 2 |
    /// kind) << BITS, node]`; the root, reached by no move, has mv + 1 = 0.
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
    /// [`super::Event::Bounds`], two records: `[BOUND, lo]` then
    /// `[BOUND | 1 << BITS, hi]`.
    pub const BOUND: u32 = 6;
    /// [`super::Event::Window`], two records: `[WINDOW, α]` then
    /// `[WINDOW | 1 << BITS, β]`.
    pub const WINDOW: u32 = 7;
    /// [`super::Event::Table`]: `[TABLE | bound << BITS, value]`, bound 0
    /// exact, 1 lower, 2 upper.
    pub const TABLE: u32 = 8;
    /// [`super::Event::Pass`]: `[PASS | depth << BITS, 0]`.
    pub const PASS: u32 = 9;
    /// [`super::Event::Research`]: `[RESEARCH, 0]`, about the innermost open
    /// node, or the root when none is open.
    pub const RESEARCH: u32 = 10;
}

/// An event in two 32-bit words (layout in [`kind`]); the move and the
/// skipped count share the head with the kind, so both must be below
/// 2²⁴, far beyond the tree size limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
#[repr(C)]
pub struct PackedEvent(pub [u32; 2]);

const _: () = assert!(std::mem::size_of::<PackedEvent>() == 8);

/// The inline word of `v`, or `None` when it needs the real table.
#[inline]
fn inline_word(v: f64) -> Option<u32> {
    // One conversion and one comparison for the usual whole value; the
    // sentinels themselves (and what saturates onto them) are ∓∞ or go to
    // the table.
    let i = v as i32;
    if i as f64 == v && i != kind::POS_INF_WORD && i > kind::NEG_INF_WORD {
        Some(i as u32)
    } else if v == NEG_INF {
        Some(kind::NEG_INF_WORD as u32)
    } else if v == POS_INF {
        Some(kind::POS_INF_WORD as u32)
    } else {
        None
    }
}

/// The value of an inline word.
#[inline]
fn inline_value(word: u32) -> f64 {
    match word as i32 {
        kind::NEG_INF_WORD => NEG_INF,
        kind::POS_INF_WORD => POS_INF,
        w => w as f64,
    }
}

impl PackedEvent {
    /// Packs `e` into one or two records (Bounds and Window take two),
    /// keeping only what replay cannot restore (see the module docs). A
    /// value that is not a whole number goes into `reals`.
    #[inline]
    pub fn pack(e: Event, reals: &mut Vec<f64>, out: &mut Vec<PackedEvent>) {
        use kind::*;
        let mut value = |k: u32, payload: u32, v: f64| match inline_word(v) {
            Some(word) => PackedEvent([k | (payload << BITS), word]),
            None => {
                reals.push(v);
                PackedEvent([k | (payload << BITS) | REAL, (reals.len() - 1) as u32])
            }
        };
        match e {
            Event::Enter {
                node,
                mv,
                kind,
                probe,
                ..
            } => out.push(PackedEvent::enter(node, mv, kind, probe)),
            Event::Leaf {
                value: v, horizon, ..
            } => out.push(value(LEAF, horizon as u32, v)),
            Event::Alpha { value: v, .. } => out.push(value(ALPHA, 0, v)),
            Event::Beta { value: v, .. } => out.push(value(BETA, 0, v)),
            Event::Cutoff { skipped, .. } => out.push(PackedEvent([CUTOFF | skipped << BITS, 0])),
            Event::Exit { value: v, .. } => out.push(value(EXIT, 0, v)),
            Event::Bounds { lo, hi, .. } => {
                let a = value(BOUND, 0, lo);
                out.extend([a, value(BOUND, 1, hi)])
            }
            Event::Window { alpha, beta, .. } => {
                let a = value(WINDOW, 0, alpha);
                out.extend([a, value(WINDOW, 1, beta)])
            }
            Event::Table {
                value: v, bound, ..
            } => out.push(value(TABLE, bound as u32, v)),
            Event::Pass { depth } => out.push(PackedEvent([PASS | depth << BITS, 0])),
            Event::Research { .. } => out.push(PackedEvent([RESEARCH, 0])),
        }
    }

    /// A record of `kind` with `payload` and a small whole value that is
    /// neither sentinel, such as the tic-tac-toe kernel's ±1, 0 and ±(10 −
    /// plies): no conversion through `f64` and no real table.
    #[inline(always)]
    pub(crate) fn whole(kind: u32, payload: u32, value: i32) -> PackedEvent {
        debug_assert!(value > kind::NEG_INF_WORD && value < kind::POS_INF_WORD);
        PackedEvent([kind | payload << kind::BITS, value as u32])
    }

    /// An Enter record (see [`kind::ENTER`]).
    #[inline(always)]
    pub(crate) fn enter(node: NodeId, mv: u32, kind: NodeKind, probe: bool) -> PackedEvent {
        let flags = mv.wrapping_add(1) << kind::ENTER_FLAG_BITS | (probe as u32) << 2 | kind.code();
        PackedEvent([kind::ENTER | flags << kind::BITS, node])
    }

    /// The kind code (see [`kind`]).
    pub fn kind(&self) -> u32 {
        self.0[0] & kind::MASK
    }

    /// The head's payload: the move and flags (Enter), horizon (Leaf),
    /// skipped children (Cutoff), which half (Bounds, Window), else 0.
    pub fn payload(&self) -> u32 {
        (self.0[0] & !kind::REAL) >> kind::BITS
    }

    /// The second word: the node id (Enter) or a value's word.
    pub fn word(&self) -> u32 {
        self.0[1]
    }

    /// The value this record carries, reading `reals` when it has to.
    pub fn value(&self, reals: &[f64]) -> f64 {
        if self.0[0] & kind::REAL != 0 {
            reals.get(self.0[1] as usize).copied().unwrap_or(0.0)
        } else {
            inline_value(self.0[1])
        }
    }

    /// An Enter record's node kind.
    pub fn enter_kind(&self) -> NodeKind {
        NodeKind::from_code(self.payload() & 3)
    }
}

/// One open node while replaying packed events.
#[derive(Clone, Copy)]
struct Open {
    node: NodeId,
    window: (f64, f64),
    /// The window a chance node passes to its next child, if it set one.
    pass: Option<(f64, f64)>,
    /// Lo half of a Bounds or Window pair, waiting for its hi half.
    half: f64,
}

/// The open path while replaying packed events, innermost last.
struct Replay {
    path: Vec<Open>,
    /// Outside every node: the window the root is entered with next.
    top: Open,
}

impl Default for Replay {
    fn default() -> Replay {
        Replay {
            path: Vec::new(),
            top: Open {
                node: NONE,
                window: (NEG_INF, POS_INF),
                pass: None,
                half: 0.0,
            },
        }
    }
}

impl Replay {
    /// The full event for `p`, the next packed record of a well-formed trace,
    /// or `None` for the first half of a two-record event (anything else
    /// gives made-up fields, never a panic).
    fn step(&mut self, p: &PackedEvent, reals: &[f64]) -> Option<Event> {
        let top = self.path.last().copied().unwrap_or(self.top);
        let node = top.node;
        let value = p.value(reals);
        Some(match p.kind() {
            kind::ENTER => {
                let depth = self.path.len() as u32;
                let window = top.pass.unwrap_or(top.window);
                self.path.last_mut().unwrap_or(&mut self.top).pass = None;
                let flags = p.payload();
                self.path.push(Open {
                    node: p.word(),
                    window,
                    pass: None,
                    half: 0.0,
                });
                Event::Enter {
                    node: p.word(),
                    parent: node,
                    mv: (flags >> kind::ENTER_FLAG_BITS).wrapping_sub(1),
                    depth,
                    kind: p.enter_kind(),
                    probe: flags & 4 != 0,
                    alpha: window.0,
                    beta: window.1,
                }
            }
            kind::LEAF => Event::Leaf {
                node,
                value,
                horizon: p.payload() != 0,
            },
            kind::ALPHA => {
                if let Some(top) = self.path.last_mut() {
                    top.window.0 = value;
                }
                Event::Alpha { node, value }
            }
            kind::BETA => {
                if let Some(top) = self.path.last_mut() {
                    top.window.1 = value;
                }
                Event::Beta { node, value }
            }
            kind::BOUND | kind::WINDOW if p.payload() == 0 => {
                self.path.last_mut().unwrap_or(&mut self.top).half = value;
                return None;
            }
            kind::BOUND => Event::Bounds {
                node,
                lo: top.half,
                hi: value,
            },
            kind::WINDOW => {
                self.path.last_mut().unwrap_or(&mut self.top).pass = Some((top.half, value));
                Event::Window {
                    node,
                    alpha: top.half,
                    beta: value,
                }
            }
            kind::CUTOFF => Event::Cutoff {
                node,
                alpha: top.window.0,
                beta: top.window.1,
                skipped: p.payload(),
            },
            kind::TABLE => Event::Table {
                node,
                value,
                bound: match p.payload() {
                    0 => Bound::Exact,
                    1 => Bound::Lower,
                    _ => Bound::Upper,
                },
            },
            kind::PASS => Event::Pass { depth: p.payload() },
            kind::RESEARCH => Event::Research { node },
            _ => {
                self.path.pop();
                Event::Exit { node, value }
            }
        })
    }
}

/// A recorded search: its events as 8-byte records, and the values that are
/// not whole numbers.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Trace {
    events: Vec<PackedEvent>,
    reals: Vec<f64>,
}

impl Sink for Trace {
    fn event(&mut self, event: Event) {
        PackedEvent::pack(event, &mut self.reals, &mut self.events);
    }
}

impl Trace {
    /// An empty trace.
    pub fn new() -> Trace {
        Trace::default()
    }

    /// An empty trace with room for `events` records before it reallocates.
    pub fn with_capacity(events: usize) -> Trace {
        Trace {
            events: Vec::with_capacity(events),
            reals: Vec::new(),
        }
    }

    /// A trace of records already packed, in order, with whole values only.
    pub(crate) fn from_packed(events: Vec<PackedEvent>) -> Trace {
        Trace {
            events,
            reals: Vec::new(),
        }
    }

    /// Number of packed records (Bounds and Window events take two).
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

    /// The values that are not whole numbers, indexed by records with the
    /// [`kind::REAL`] bit.
    pub fn reals(&self) -> &[f64] {
        &self.reals
    }

    /// The events in full, restored by replay (see the module docs).
    pub fn iter(&self) -> impl Iterator<Item = Event> + '_ {
        let mut replay = Replay::default();
        (self.events.iter()).filter_map(move |p| replay.step(p, &self.reals))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small Star1-like search: every event kind (a MAX root, a MIN
    /// child with a horizon leaf, a chance node with derived windows and
    /// bounds, a probe and a revisit of the probed child), a window that
    /// changes, a cut-off, extreme payloads, ∓∞, and values that are not
    /// whole numbers (fractions, and a whole number too large for a word).
    fn sample() -> Vec<Event> {
        use NodeKind::*;
        let enter = |node, parent, mv, depth, kind, probe, alpha, beta| Event::Enter {
            node,
            parent,
            mv,
            depth,
            kind,
            probe,
            alpha,
            beta,
        };
        vec![
            enter(0, NONE, NONE, 0, Max, false, NEG_INF, POS_INF),
            enter(1, 0, 8, 1, Min, false, NEG_INF, POS_INF),
            Event::Leaf {
                node: 1,
                value: -1_000_000_000.0,
                horizon: true,
            },
            Event::Exit {
                node: 1,
                value: -1_000_000_000.0,
            },
            Event::Alpha {
                node: 0,
                value: 5.0,
            },
            // A chance node entered with the root's window (5, +∞).
            enter(7, 0, 2, 1, Chance, false, 5.0, POS_INF),
            // Star2's probe of its first outcome, with a derived window.
            Event::Window {
                node: 7,
                alpha: 2.5,
                beta: POS_INF,
            },
            enter(8, 7, 0, 2, Min, true, 2.5, POS_INF),
            enter(9, 8, 0, 3, Max, false, 2.5, POS_INF),
            Event::Leaf {
                node: 9,
                value: -0.75,
                horizon: false,
            },
            Event::Exit {
                node: 9,
                value: -0.75,
            },
            Event::Beta {
                node: 8,
                value: -0.75,
            },
            Event::Exit {
                node: 8,
                value: -0.75,
            },
            Event::Bounds {
                node: 7,
                lo: NEG_INF,
                hi: 1.0e10,
            },
            // The probed outcome searched again (a revisit) …
            Event::Window {
                node: 7,
                alpha: -3.0,
                beta: 4.125,
            },
            enter(8, 7, 0, 2, Min, false, -3.0, 4.125),
            Event::Leaf {
                node: 8,
                value: 4.0,
                horizon: true,
            },
            Event::Exit {
                node: 8,
                value: 4.0,
            },
            Event::Bounds {
                node: 7,
                lo: 1.5,
                hi: 4.5,
            },
            // … and the next outcome with the chance node's own window.
            enter(12, 7, 1, 2, Max, false, 5.0, POS_INF),
            Event::Leaf {
                node: 12,
                value: 1.0 / 3.0,
                horizon: false,
            },
            Event::Exit {
                node: 12,
                value: 1.0 / 3.0,
            },
            Event::Cutoff {
                node: 7,
                alpha: 5.0,
                beta: POS_INF,
                skipped: 200_000,
            },
            Event::Exit {
                node: 7,
                value: 4.5,
            },
            Event::Exit {
                node: 0,
                value: 5.0,
            },
        ]
    }

    fn record(events: &[Event]) -> Trace {
        let mut t = Trace::new();
        for &e in events {
            t.event(e);
        }
        t
    }

    #[test]
    fn replay_restores_every_field_of_every_kind() {
        let t = record(&sample());
        assert_eq!(t.iter().collect::<Vec<_>>(), sample());
        // Bounds and Window take two records each.
        assert_eq!(t.len(), sample().len() + 4);
    }

    #[test]
    fn values_that_are_not_whole_go_to_the_real_table_in_order() {
        let t = record(&sample());
        assert_eq!(
            t.reals(),
            [
                2.5,
                -0.75,
                -0.75,
                -0.75,
                -0.75,
                1.0e10,
                4.125,
                1.5,
                4.5,
                1.0 / 3.0,
                1.0 / 3.0,
                4.5
            ]
        );
        let real: Vec<(usize, f64)> = (t.packed().iter().enumerate())
            .filter(|(_, p)| p.0[0] & kind::REAL != 0)
            .map(|(i, p)| (i, p.value(t.reals())))
            .collect();
        assert_eq!(real.len(), t.reals().len());
        for (k, (_, v)) in real.iter().enumerate() {
            assert_eq!(*v, t.reals()[k], "real record {k}");
        }
        // Packing one event alone: the word indexes the table it was given.
        let (mut reals, mut out) = (vec![9.0], Vec::new());
        PackedEvent::pack(
            Event::Exit {
                node: 3,
                value: -2.25,
            },
            &mut reals,
            &mut out,
        );
        assert_eq!(reals, [9.0, -2.25]);
        assert_eq!(out, [PackedEvent([kind::EXIT | kind::REAL, 1])]);
        assert_eq!(out[0].value(&reals), -2.25);
        assert_eq!(out[0].payload(), 0);
    }

    #[test]
    fn packed_words_follow_the_documented_layout() {
        use kind::*;
        let t = record(&sample());
        let words: Vec<[u32; 2]> = t.packed().iter().map(|p| p.0).collect();
        let enter = |mv: u32, probe: u32, k: NodeKind| {
            ENTER | ((mv.wrapping_add(1) << ENTER_FLAG_BITS) | probe << 2 | k.code()) << BITS
        };
        let neg = |v: i32| v as u32;
        let want: Vec<[u32; 2]> = vec![
            // The root has no move (mv + 1 = 0) and is MAX (kind 0).
            [ENTER, 0],
            // The MIN child at move 8: (9 << 3 | 1) in the payload.
            [ENTER | (9 << 3 | 1) << BITS, 1],
            // A horizon leaf's negative value, as two's complement.
            [LEAF | 1 << BITS, neg(-1_000_000_000)],
            [EXIT, neg(-1_000_000_000)],
            [ALPHA, 5],
            [enter(2, 0, NodeKind::Chance), 7],
            // Window (2.5, +∞): the real table's first entry, then +∞ inline.
            [WINDOW | REAL, 0],
            [WINDOW | 1 << BITS, POS_INF_WORD as u32],
            // A probe: bit 2 of the payload.
            [enter(0, 1, NodeKind::Min), 8],
            [enter(0, 0, NodeKind::Max), 9],
            [LEAF | REAL, 1],
            [EXIT | REAL, 2],
            [BETA | REAL, 3],
            [EXIT | REAL, 4],
            // Bounds (−∞, 1e10): 1e10 is whole but too large for a word.
            [BOUND, neg(NEG_INF_WORD)],
            [BOUND | 1 << BITS | REAL, 5],
            [WINDOW, neg(-3)],
            [WINDOW | 1 << BITS | REAL, 6],
            // The revisit: the same node id, no probe bit.
            [enter(0, 0, NodeKind::Min), 8],
            [LEAF | 1 << BITS, 4],
            [EXIT, 4],
            [BOUND | REAL, 7],
            [BOUND | 1 << BITS | REAL, 8],
            [enter(1, 0, NodeKind::Max), 12],
            [LEAF | REAL, 9],
            [EXIT | REAL, 10],
            [CUTOFF | 200_000 << BITS, 0],
            [EXIT | REAL, 11],
            [EXIT, 5],
        ];
        assert_eq!(words.len(), want.len());
        for (i, (got, want)) in words.iter().zip(&want).enumerate() {
            assert_eq!(got, want, "record {i}");
        }
        assert_eq!(words[2][1] as i32, -1_000_000_000);
        assert_eq!(words[14][1] as i32, NEG_INF_WORD);
        // Each event's records carry its kind code; two-record events
        // have payload 0 then 1.
        let names = [
            "enter", "leaf", "alpha", "beta", "cutoff", "exit", "bounds", "window",
        ];
        let mut records = t.packed().iter();
        for e in sample() {
            let p = records.next().unwrap();
            assert_eq!(p.kind(), p.0[0] & MASK);
            assert_eq!(e.name(), names[p.kind() as usize], "{e:?}");
            if matches!(e, Event::Bounds { .. } | Event::Window { .. }) {
                assert_eq!(p.payload(), 0, "{e:?}");
                let hi = records.next().unwrap();
                assert_eq!((hi.kind(), hi.payload()), (p.kind(), 1), "{e:?}");
            }
            if let Event::Enter { kind, .. } = e {
                assert_eq!(p.enter_kind(), kind);
            }
        }
        assert!(records.next().is_none());
    }

    #[test]
    fn replay_of_a_cut_trace_makes_up_fields_but_never_panics() {
        let t = record(&sample());
        for n in 0..t.len() {
            let mut replay = Replay::default();
            let events: Vec<Event> = (t.packed()[n..].iter())
                .filter_map(|p| replay.step(p, t.reals()))
                .collect();
            assert!(events.len() <= sample().len());
        }
        // A record pointing past the real table reads as 0.
        assert_eq!(PackedEvent([kind::EXIT | kind::REAL, 99]).value(&[]), 0.0);
    }
}
