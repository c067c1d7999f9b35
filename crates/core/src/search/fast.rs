//! A specialised minimax for tic-tac-toe boards: the hot path behind the
//! page's biggest picture, the empty board's 549,946-node tree.
//!
//! [`search()`](crate::search::search) stays the reference: generic over any
//! [`Game`](crate::Game), every option, line for line the textbook
//! pseudocode. This module covers the one case where speed matters, plain
//! minimax over a board in natural or reverse order with no depth limit, and
//! does it with the board as two masks (side to move, side that just moved)
//! passed in registers, no move lists and no option checks per node. It
//! reports exactly the events and stats of the reference, and
//! `tests/fast_path.rs` checks that event for event; [`crate::Problem`]
//! uses it whenever it applies.
//!
//! When recording, packed events go straight into the trace's buffer at an
//! index that travels with the recursion (returned with the value in one
//! `u64`), so each of the empty board's 1.36 million events costs an 8-byte
//! store rather than a call into a sink and a length update in memory.

use std::mem::MaybeUninit;

use super::{Budget, Oracle, Stats, Stopped};
use crate::budget::Meter;
use crate::games::tictactoe::{has_line, Board, TicTacToe, FULL};
use crate::games::NodeKind;
use crate::options::{Ordering, SearchOptions};
use crate::trace::{kind, Event, PackedEvent, Sink, Trace, NONE};

/// −∞ and +∞ of the kernel's whole-number values.
const NEG_INF: i32 = -i32::MAX;
const POS_INF: i32 = i32::MAX;
use crate::games::Game;

/// Minimax of `game` reported to `sink`, or `None` when `options` need the
/// general search (a depth limit, or an ordering other than natural or
/// reverse) or the root is already finished.
pub(crate) fn minimax<S: Sink>(
    game: &TicTacToe,
    options: &SearchOptions,
    sink: &mut S,
    budget: &mut Budget<'_>,
) -> Option<Result<Stats, Stopped>> {
    applies(game, options).then(|| Ok(run(game, options, &mut ToSink(sink), budget)?.0))
}

/// Minimax of `game` recorded as a [`Trace`], or `None` as for [`minimax`].
/// `oracle` (for `game`, no depth limit) counts the nodes.
pub(crate) fn trace_minimax(
    game: &TicTacToe,
    options: &SearchOptions,
    oracle: &mut Oracle<Board>,
    budget: &mut Budget<'_>,
) -> Option<Result<(Stats, Trace), Stopped>> {
    if !applies(game, options) {
        return None;
    }
    // At most three events a node (enter, leaf, exit). Reserved, not zeroed:
    // every slot the search uses it writes once.
    let nodes = oracle.solve(game, &game.root(), 0).1 as usize;
    let mut events: Vec<PackedEvent> = Vec::with_capacity(3 * nodes);
    let mut out = ToBuffer(events.spare_capacity_mut());
    let (stats, written) = match run(game, options, &mut out, budget) {
        Ok(done) => done,
        Err(stopped) => return Some(Err(stopped)),
    };
    // SAFETY: the search wrote slots 0..written, each exactly once: every
    // event is put at the cursor, which then moves up by one.
    unsafe { events.set_len(written) };
    Some(Ok((stats, Trace::from_packed(events))))
}

fn applies(game: &TicTacToe, options: &SearchOptions) -> bool {
    options.depth.is_none()
        && !game.symmetry()
        && options.root_moves == crate::options::RootMoves::All
        && !options.book
        && matches!(options.ordering, Ordering::Natural | Ordering::Reverse)
        && game.terminal_value(&game.root(), 0, false).is_none()
}

/// The search, where it [`applies`], with its stats and the number of
/// events it put.
fn run<O: Out>(
    game: &TicTacToe,
    options: &SearchOptions,
    out: &mut O,
    budget: &mut Budget<'_>,
) -> Result<(Stats, usize), Stopped> {
    let (mover, other) = game.root().masks_to_move();
    let mut k = Kernel {
        out,
        stats: Stats::default(),
        meter: Meter::new(budget),
        // A win's value at each ply, from the winner's side (scoring `fast`
        // prefers quicker wins).
        win: std::array::from_fn(|ply| game.win_value(ply as u32, false)),
    };
    let (value, events) = unpack(if options.ordering == Ordering::Reverse {
        k.node::<true>(0, mover, other, 0, true, NONE, NONE)
    } else {
        k.node::<false>(0, mover, other, 0, true, NONE, NONE)
    });
    k.meter.finish(k.stats.nodes)?;
    k.stats.value = value as f64;
    k.stats.leaves = events as u64 - 2 * k.stats.nodes;
    Ok((k.stats, events))
}

/// Where the kernel's events go. `at` is the event's index in the trace;
/// values are the kernel's whole numbers, converted only for a sink.
trait Out {
    /// Whether events are wanted at all.
    const ENABLED: bool;
    /// Node `node` entered from `parent` by `mv`, `ply` plies down.
    fn enter(&mut self, at: usize, node: u32, parent: u32, mv: u32, ply: u32, is_max: bool);
    /// Leaf `node` scored `value`, then its Exit with the same value at `at + 1`.
    fn leaf(&mut self, at: usize, node: u32, value: i32);
    /// Inner node `node` returns `value`.
    fn exit(&mut self, at: usize, node: u32, value: i32);
}

/// Events to a caller's sink, one call each.
struct ToSink<'a, S: Sink>(&'a mut S);

impl<S: Sink> Out for ToSink<'_, S> {
    const ENABLED: bool = S::ENABLED;
    #[inline(always)]
    fn enter(&mut self, _at: usize, node: u32, parent: u32, mv: u32, ply: u32, is_max: bool) {
        self.0.event(Event::Enter {
            node,
            parent,
            mv,
            depth: ply,
            kind: if is_max { NodeKind::Max } else { NodeKind::Min },
            probe: false,
            alpha: f64::NEG_INFINITY,
            beta: f64::INFINITY,
        });
    }
    #[inline(always)]
    fn leaf(&mut self, _at: usize, node: u32, value: i32) {
        let value = value as f64;
        self.0.event(Event::Leaf {
            node,
            value,
            horizon: false,
        });
        self.0.event(Event::Exit { node, value });
    }
    #[inline(always)]
    fn exit(&mut self, _at: usize, node: u32, value: i32) {
        self.0.event(Event::Exit {
            node,
            value: value as f64,
        });
    }
}

/// Packed records into reserved slots, event `at` into slot `at`, straight
/// from the kernel's integers.
struct ToBuffer<'a>(&'a mut [MaybeUninit<PackedEvent>]);

impl Out for ToBuffer<'_> {
    const ENABLED: bool = true;
    #[inline(always)]
    fn enter(&mut self, at: usize, node: u32, _parent: u32, mv: u32, _ply: u32, is_max: bool) {
        let kind = if is_max { NodeKind::Max } else { NodeKind::Min };
        self.0[at].write(PackedEvent::enter(node, mv, kind, false));
    }
    #[inline(always)]
    fn leaf(&mut self, at: usize, _node: u32, value: i32) {
        self.0[at].write(PackedEvent::whole(kind::LEAF, 0, value));
        self.0[at + 1].write(PackedEvent::whole(kind::EXIT, 0, value));
    }
    #[inline(always)]
    fn exit(&mut self, at: usize, _node: u32, value: i32) {
        self.0[at].write(PackedEvent::whole(kind::EXIT, 0, value));
    }
}

/// A node's value and the index of the next event, in one register.
fn pack(value: i32, at: usize) -> u64 {
    (at as u64) << 32 | value as u32 as u64
}

fn unpack(packed: u64) -> (i32, usize) {
    (packed as u32 as i32, (packed >> 32) as usize)
}

struct Kernel<'a, 'b, O: Out> {
    out: &'a mut O,
    stats: Stats,
    win: [i32; 10],
    meter: Meter<'a, 'b>,
}

impl<O: Out> Kernel<'_, '_, O> {
    /// The position reached by `mv` from `parent`, with its events from
    /// index `at`: `mover` is to move, `other` moved last, and `is_max` says
    /// whether `mover` is MAX. Returns its value and the next event index.
    /// `REVERSE` tries cells from 8 down to 0.
    #[allow(clippy::too_many_arguments)]
    fn node<const REVERSE: bool>(
        &mut self,
        mut at: usize,
        mover: u16,
        other: u16,
        ply: u32,
        is_max: bool,
        parent: u32,
        mv: u32,
    ) -> u64 {
        if self.meter.stop(self.stats.nodes + 1) {
            // Nothing written: the caller discards a stopped search.
            return pack(0, at);
        }
        // Preorder: this node's id is the number of nodes entered before it.
        let id = self.stats.nodes as u32;
        self.stats.nodes += 1;
        if O::ENABLED {
            self.out.enter(at, id, parent, mv, ply, is_max);
        }
        // `at` counts events even when nobody records them: it gives the
        // number of leaves at the end (three events each, two for others).
        at += 1;
        let full = mover | other;
        // Only the side that just moved can have completed a line here (the
        // root was checked by the caller).
        let leaf = if has_line(other) {
            let w = self.win[ply as usize];
            Some(if is_max { -w } else { w })
        } else if full == FULL {
            Some(0)
        } else {
            None
        };
        if let Some(value) = leaf {
            // The deepest node entered is a leaf.
            self.stats.max_depth = self.stats.max_depth.max(ply);
            if O::ENABLED {
                self.out.leaf(at, id, value);
            }
            return pack(value, at + 2);
        }
        let mut best = if is_max { NEG_INF } else { POS_INF };
        let mut free = !full & FULL;
        while free != 0 {
            let cell = if REVERSE {
                15 - free.leading_zeros()
            } else {
                free.trailing_zeros()
            };
            free &= !(1 << cell);
            let child =
                self.node::<REVERSE>(at, other, mover | 1 << cell, ply + 1, !is_max, id, cell);
            let (v, next) = unpack(child);
            at = next;
            if (is_max && v > best) || (!is_max && v < best) {
                best = v;
                if ply == 0 {
                    self.stats.best_move = Some(cell);
                }
            }
        }
        if O::ENABLED {
            self.out.exit(at, id, best);
        }
        pack(best, at + 1)
    }
}
