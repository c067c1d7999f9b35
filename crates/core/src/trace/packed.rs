//! The 8-byte record and its layout.

use super::*;

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
    /// [`super::Event::Futility`]: `[FUTILITY | skipped << BITS, margin]`;
    /// α and β come back by replay, as a Cutoff's do. (11 and 12 are
    /// spoken for by other events.)
    pub const FUTILITY: u32 = 13;
    /// [`super::Event::Book`]: `[BOOK | endgame << BITS, value]`, endgame 1
    /// when the endgame solver answered, 0 for the opening book. (Code 11
    /// is the quiescence extension's.)
    pub const BOOK: u32 = 12;
    /// [`super::Event::Extend`]: `[EXTEND | reason << BITS, 0]`, reason a
    /// [`crate::games::Noise::code`] (1 to 5), about the innermost open node.
    pub const EXTEND: u32 = 11;
    /// Rich's negamax form: [`super::Event::Thresholds`] as two records,
    /// `[NEGAMAX, use]` then `[NEGAMAX | 1 << BITS, pass]`, and
    /// [`super::Event::Negated`] as `[NEGAMAX | 2 << BITS, value]`, all
    /// about the innermost open node.
    pub const NEGAMAX: u32 = 14;
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
            Event::Futility {
                margin, skipped, ..
            } => out.push(value(FUTILITY, skipped, margin)),
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
            Event::Book {
                value: v, endgame, ..
            } => out.push(value(BOOK, endgame as u32, v)),
            Event::Extend { reason, .. } => {
                out.push(PackedEvent([EXTEND | reason.code() << BITS, 0]))
            }
            Event::Thresholds {
                use_thresh,
                pass_thresh,
                ..
            } => {
                let a = value(NEGAMAX, 0, use_thresh);
                out.extend([a, value(NEGAMAX, 1, pass_thresh)])
            }
            Event::Negated { value: v, .. } => out.push(value(NEGAMAX, 2, v)),
            // Not packed yet: their node ids are not preorder ids, and the
            // page does not draw MCTS yet (see the module docs of `trace`).
            Event::Uct { .. }
            | Event::Select { .. }
            | Event::Expand { .. }
            | Event::Simulate { .. }
            | Event::Backup { .. } => {}
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
    /// skipped children (Cutoff), which half (Bounds, Window), the noise
    /// code (Extend), else 0.
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
