//! The oracle: exact values and full-tree sizes, which give pruning searches
//! the full tree's node ids and best-first ordering its keys.
//!
//! Its work is the full tree's (every distinct position), which for a deep
//! search dwarfs the search itself, so a search that needs it sizes the
//! whole tree first with [`Oracle::size_within`], under the search's
//! budget: each position solved counts toward the node limit (without being
//! charged to it) and the tick is called as a search calls it. Afterwards
//! every question the search asks is a memo hit.

/// Exact values and full-tree subtree sizes, remembered per (position, ply).
/// It gives pruning searches the preorder ids of the full tree and gives
/// best-first ordering its sort keys; it is not counted in the stats.
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash};

use super::horizon::Horizon;
use super::order::FxHasher;
use crate::budget::{Budget, Meter, Stopped};
use crate::games::{Game, NodeKind};
use crate::trace::{NEG_INF, POS_INF};

pub struct Oracle<P> {
    /// The search's horizon: the oracle sizes the tree the search walks.
    horizon: Horizon,
    memo: Memo<P>,
    /// Move lists of the positions being solved, innermost last (no
    /// allocation per position).
    moves: Vec<u32>,
}

/// Where the oracle remembers what it solved.
enum Memo<P> {
    /// Indexed by [`Game::index`]: (value, size), size 0 while unknown.
    Dense(Vec<(f64, u32)>),
    /// For games without a dense numbering.
    Hashed(HashMap<(P, u32), (f64, u64), BuildHasherDefault<FxHasher>>),
}

impl<P: Clone + Eq + Hash> Oracle<P> {
    /// An empty oracle for `game`'s searches with horizon `horizon`.
    pub(crate) fn new<G: Game<Pos = P>>(game: &G, horizon: Horizon) -> Self {
        let memo = match game.index_count() {
            0 => Memo::Hashed(HashMap::default()),
            n => Memo::Dense(vec![(0.0, 0); n]),
        };
        Oracle {
            horizon,
            memo,
            moves: Vec::new(),
        }
    }

    /// (exact expectiminimax value, number of nodes in the full subtree) of `pos`.
    pub(crate) fn solve<G: Game<Pos = P>>(&mut self, game: &G, pos: &P, ply: u32) -> (f64, u64) {
        self.solve_in(game, pos, ply, &mut None)
    }

    /// The full tree's node count, solving it within `budget` if not yet
    /// solved: at most `max_nodes` (less what the budget has spent) distinct
    /// positions, with `tick` called every `every` of them. Nothing is
    /// charged to the budget; a stop leaves the oracle as it was.
    pub fn size_within<G: Game<Pos = P>>(
        &mut self,
        game: &G,
        budget: &mut Budget<'_>,
    ) -> Result<u64, Stopped> {
        let mut guard = Some(Guard {
            meter: Meter::new(budget),
            solved: 0,
        });
        let (_, size) = self.solve_in(game, &game.root(), 0, &mut guard);
        guard.map_or(Ok(()), |g| g.meter.settle())?;
        Ok(size)
    }

    fn solve_in<G: Game<Pos = P>>(
        &mut self,
        game: &G,
        pos: &P,
        ply: u32,
        guard: &mut Option<Guard<'_, '_>>,
    ) -> (f64, u64) {
        let known = match &self.memo {
            Memo::Dense(memo) => match memo[game.index(pos)] {
                (_, 0) => None,
                (v, n) => Some((v, n as u64)),
            },
            Memo::Hashed(memo) => memo.get(&(pos.clone(), ply)).copied(),
        };
        if let Some(hit) = known {
            return hit;
        }
        if let Some(g) = guard {
            g.solved += 1;
            if g.meter.stop(g.solved) {
                return (0.0, 1);
            }
        }
        let limited = self.horizon.depth.is_some();
        let solved = if let Some(v) = game.terminal_value(pos, ply, limited) {
            (v, 1)
        } else if self.horizon.evaluates(game, pos, ply) {
            (game.evaluate(pos).unwrap_or(0.0), 1)
        } else {
            let kind = game.kind(pos, ply);
            let start = self.moves.len();
            game.moves(pos, &mut self.moves);
            let mut value = match kind {
                NodeKind::Max => NEG_INF,
                _ => POS_INF,
            };
            let (mut ps, mut vs) = (vec![], vec![]);
            let mut size = 1;
            for i in start..self.moves.len() {
                let mv = self.moves[i];
                let (v, n) = self.solve_in(game, &game.play(pos, mv), ply + 1, guard);
                match kind {
                    NodeKind::Max => value = value.max(v),
                    NodeKind::Min => value = value.min(v),
                    NodeKind::Chance => {
                        ps.push(game.probability(pos, mv));
                        vs.push(v);
                    }
                }
                size += n;
            }
            self.moves.truncate(start);
            if kind == NodeKind::Chance {
                value = expectation(&ps, &vs);
            }
            (value, size)
        };
        // A stopped solve's numbers are wrong: never remember them.
        if guard.as_ref().is_some_and(|g| g.meter.stopped()) {
            return solved;
        }
        match &mut self.memo {
            // Subtree sizes stay far below 2³² (trees are limited to a million nodes).
            Memo::Dense(memo) => memo[game.index(pos)] = (solved.0, solved.1 as u32),
            Memo::Hashed(memo) => {
                memo.insert((pos.clone(), ply), solved);
            }
        }
        solved
    }
}

/// A budgeted solve's meter and its count of positions solved.
struct Guard<'a, 'b> {
    meter: Meter<'a, 'b>,
    solved: u64,
}

/// Σ pᵢ·xᵢ over a chance node's outcomes: its value, given their values,
/// or a bound on it, given bounds on theirs. When every outcome is equally
/// likely it is Σ xᵢ / n, so that CS188's (14 + 5 + 2) / 3 is exactly 7
/// rather than 6.999999999999999 (1/3 has no exact binary form) and whole
/// leaves give exact bounds where they can. Outcomes of probability 0 are
/// skipped, so an infinite bound times 0 adds nothing rather than NaN.
pub(crate) fn expectation(ps: &[f64], xs: &[f64]) -> f64 {
    if ps.windows(2).all(|w| w[0] == w[1]) && !ps.is_empty() && ps[0] != 0.0 {
        return xs.iter().sum::<f64>() / xs.len() as f64;
    }
    ps.iter()
        .zip(xs)
        .filter(|(&p, _)| p != 0.0)
        .map(|(&p, &x)| p * x)
        .sum()
}
