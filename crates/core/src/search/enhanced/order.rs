//! The enhanced search's move order: killers, history, the table's move,
//! and the full-tree ids of the children it reorders.

use super::Enhanced;
use crate::games::{Game, NodeKind};
use crate::options::Ordering;
use crate::search::order_moves;
use crate::trace::{NodeId, Sink};

impl<G: Game, S: Sink> Enhanced<'_, '_, G, S> {
    /// Killers and history learn from the move that caused a cut-off.
    pub(super) fn remember_cut(&mut self, ply: u32, kind: NodeKind, m: u32) {
        if self.e.killer {
            let p = ply as usize;
            if self.killers.len() <= p {
                self.killers.resize(p + 1, [None, None]);
            }
            let k = &mut self.killers[p];
            if k[0] != Some(m) {
                k[1] = k[0];
                k[0] = Some(m);
            }
        }
        if self.e.history && (m as usize) < 64 {
            let d = self.depth.map_or(1, |d| (d - ply) as u64);
            self.history[(kind != NodeKind::Max) as usize][m as usize] += d * d;
        }
    }

    /// Each child's id in the full minimax tree (searched in the base order).
    pub(super) fn child_ids(
        &mut self,
        pos: &G::Pos,
        ply: u32,
        kind: NodeKind,
        id: NodeId,
        start: usize,
        end: usize,
    ) -> Vec<(u32, NodeId)> {
        let mut natural: Vec<u32> = self.moves[start..end].to_vec();
        if self.options.ordering != Ordering::Natural {
            order_moves(
                self.game,
                self.options.ordering,
                self.oracle,
                pos,
                ply,
                kind,
                &mut natural,
            );
        }
        let mut next = id + 1;
        let mut ids = Vec::with_capacity(natural.len());
        for m in natural {
            ids.push((m, next));
            let child = self.game.play(pos, m);
            next += self.oracle.solve(self.game, &child, ply + 1).1 as u32;
        }
        ids
    }

    /// Puts `moves[start..end]` into this search's order: the base
    /// ordering, then static order, history, killers, and the table's move
    /// first.
    pub(super) fn order(
        &mut self,
        pos: &G::Pos,
        ply: u32,
        kind: NodeKind,
        start: usize,
        end: usize,
        first: Option<u32>,
    ) {
        let game = self.game;
        let moves = &mut self.moves[start..end];
        if self.options.ordering != Ordering::Natural {
            order_moves(
                game,
                self.options.ordering,
                self.oracle,
                pos,
                ply,
                kind,
                moves,
            );
        }
        if self.e.order {
            sort_moves(moves, &|m| game.move_rank(m).into());
        }
        if self.e.history {
            let h = &self.history[(kind != NodeKind::Max) as usize];
            // Most history first: `!` counts down.
            sort_moves(moves, &|m| !h.get(m as usize).copied().unwrap_or(0));
        }
        let to_front = |moves: &mut [u32], m: u32| {
            if let Some(i) = moves.iter().position(|&x| x == m) {
                moves[..=i].rotate_right(1);
            }
        };
        if self.e.killer {
            if let Some(k) = self.killers.get(ply as usize).copied() {
                for m in [k[1], k[0]].into_iter().flatten() {
                    to_front(moves, m);
                }
            }
        }
        if let Some(m) = first {
            to_front(moves, m);
        }
    }
}

/// Sorts `moves` stably by `key`. Not generic, so the sort is compiled
/// once rather than once per game and sink (tens of KB of the wasm module).
fn sort_moves(moves: &mut [u32], key: &dyn Fn(u32) -> u64) {
    moves.sort_by_key(|&m| key(m));
}
