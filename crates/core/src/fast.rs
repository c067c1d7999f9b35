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

use crate::search::{Ordering, SearchOptions, Stats};
use crate::tictactoe::{has_line, TicTacToe, FULL};
use crate::trace::{Event, Sink, NEG_INF, NONE, POS_INF};
use crate::Game;

/// Minimax of `game` reported to `sink`, or `None` when `options` need the
/// general search (a depth limit, or an ordering other than natural or
/// reverse) or the root is already finished.
pub(crate) fn minimax<S: Sink>(
    game: &TicTacToe,
    options: &SearchOptions,
    sink: &mut S,
) -> Option<Stats> {
    let root = game.root();
    if options.depth.is_some() || game.terminal_value(&root, 0, false).is_some() {
        return None;
    }
    let (mover, other) = root.masks_to_move();
    let mut k = Kernel {
        sink,
        stats: Stats::default(),
        // A win's value at each ply, from the winner's side (scoring `fast`
        // prefers quicker wins).
        win: std::array::from_fn(|ply| game.win_value(ply as u32, false)),
    };
    k.stats.value = match options.ordering {
        Ordering::Natural => k.node::<false>(mover, other, 0, true, NONE, NONE),
        Ordering::Reverse => k.node::<true>(mover, other, 0, true, NONE, NONE),
        _ => return None,
    };
    Some(k.stats)
}

struct Kernel<'a, S: Sink> {
    sink: &'a mut S,
    stats: Stats,
    win: [i32; 10],
}

impl<S: Sink> Kernel<'_, S> {
    /// The node reached by `mv` from `parent`: `mover` is to move, `other`
    /// moved last; `is_max` says whether `mover` is MAX. Returns its value.
    /// `REVERSE` tries cells from 8 down to 0.
    fn node<const REVERSE: bool>(
        &mut self,
        mover: u16,
        other: u16,
        ply: u32,
        is_max: bool,
        parent: u32,
        mv: u32,
    ) -> i32 {
        // Preorder: this node's id is the number of nodes entered before it.
        let id = self.stats.nodes as u32;
        self.stats.nodes += 1;
        self.stats.max_depth = self.stats.max_depth.max(ply);
        if S::ENABLED {
            self.sink.event(Event::Enter {
                node: id,
                parent,
                mv,
                depth: ply,
                alpha: NEG_INF,
                beta: POS_INF,
            });
        }
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
            self.stats.leaves += 1;
            if S::ENABLED {
                self.sink.event(Event::Leaf {
                    node: id,
                    value,
                    horizon: false,
                });
                self.sink.event(Event::Exit { node: id, value });
            }
            return value;
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
            let v = self.node::<REVERSE>(other, mover | 1 << cell, ply + 1, !is_max, id, cell);
            if (is_max && v > best) || (!is_max && v < best) {
                best = v;
                if ply == 0 {
                    self.stats.best_move = Some(cell);
                }
            }
        }
        if S::ENABLED {
            self.sink.event(Event::Exit {
                node: id,
                value: best,
            });
        }
        best
    }
}
