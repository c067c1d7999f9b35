//! The textbook search, line for line the pseudocode of [`super`]: the
//! MAX and MIN nodes here, chance nodes (expectiminimax, Star1, Star2) in
//! `chance.rs`. Minimax, alpha-beta, Star2 and MTD(f)'s reference form run
//! it through [`search`].

use super::defs::{Ctx, Stats};
use super::oracle::Oracle;
use super::order::order_moves;
use crate::budget::Meter;
use crate::error::Error;
use crate::games::horizon::{Horizon, Step};
use crate::games::{Game, NodeKind};
use crate::options::{Ordering, Prune, SearchOptions, Variant};
use crate::trace::{Event, NodeId, Sink, NEG_INF, NONE, POS_INF};

/// Runs the textbook search from the root: alpha-beta (Star1 at chance
/// nodes) when `PRUNE`, else minimax (expectimax); Star2's probing phase
/// first at chance nodes when `star2`.
pub(super) fn search<const PRUNE: bool, G: Game, S: Sink>(
    cx: Ctx<'_, '_, G, S>,
    star2: bool,
) -> Result<Stats, Error> {
    let options = cx.options;
    let mut s = Searcher {
        game: cx.game,
        options: *options,
        bounds: options.bounds.unwrap_or((NEG_INF, POS_INF)),
        star2,
        sink: cx.sink,
        stats: Stats::default(),
        oracle: cx.oracle,
        moves: Vec::new(),
        root_best: None,
        meter: Meter::new(cx.budget),
    };
    let root = s.game.root();
    s.stats.value = s.node::<PRUNE>(root, 0, NEG_INF, POS_INF, 0, NONE, NONE, false);
    s.meter.finish(s.stats.nodes)?;
    s.stats.best_move = s.root_best;
    Ok(s.stats)
}

pub(super) struct Searcher<'a, 'b, G: Game, S: Sink> {
    pub(super) game: &'a G,
    pub(super) options: SearchOptions,
    /// [L, U]: every value lies in it (∓∞ when unknown).
    pub(super) bounds: (f64, f64),
    /// Star2: probe chance nodes' children before searching them.
    pub(super) star2: bool,
    pub(super) sink: &'a mut S,
    pub(super) stats: Stats,
    pub(super) oracle: &'a mut Oracle<G::Pos>,
    /// The move lists of every node on the current path, innermost last: a
    /// node appends its moves and truncates them on return, so the search
    /// does not allocate per node.
    pub(super) moves: Vec<u32>,
    pub(super) root_best: Option<u32>,
    pub(super) meter: Meter<'a, 'b>,
}

/// A MAX or MIN node's result while its children return, shared by the
/// textbook search and the enhanced one.
pub(crate) struct Running {
    is_max: bool,
    /// The running `v`: ∓∞ until a child improves it.
    pub(crate) best: f64,
    /// The first child in search order that achieved `best`.
    pub(crate) best_move: Option<u32>,
    /// The node's window, narrowed as children return (pruning searches).
    pub(crate) alpha: f64,
    pub(crate) beta: f64,
}

impl Running {
    pub(crate) fn new(is_max: bool, alpha: f64, beta: f64) -> Running {
        Running {
            is_max,
            best: if is_max { NEG_INF } else { POS_INF },
            best_move: None,
            alpha,
            beta,
        }
    }

    /// Child `m` returned `v`: `v = max(v, child)` (MIN: min), keeping the
    /// first best move; with `prune`, α rises (MIN: β falls) to the best,
    /// reported to `sink` as node `id`'s Alpha (Beta).
    #[inline(always)]
    pub(crate) fn take<S: Sink>(&mut self, m: u32, v: f64, prune: bool, id: NodeId, sink: &mut S) {
        let max = self.is_max;
        if (max && v > self.best) || (!max && v < self.best) {
            self.best = v;
            self.best_move = Some(m);
        }
        if !prune {
            return;
        }
        if max && self.best > self.alpha {
            self.alpha = self.best;
            if S::ENABLED {
                sink.event(Event::Alpha {
                    node: id,
                    value: self.alpha,
                });
            }
        } else if !max && self.best < self.beta {
            self.beta = self.best;
            if S::ENABLED {
                sink.event(Event::Beta {
                    node: id,
                    value: self.beta,
                });
            }
        }
    }
}

/// Counts and reports a cut-off at `id` that skips `skipped` children (a
/// break with nothing left to skip is no cut-off).
#[inline]
pub(crate) fn count_cutoff<S: Sink>(
    stats: &mut Stats,
    sink: &mut S,
    id: NodeId,
    alpha: f64,
    beta: f64,
    skipped: u32,
) {
    if skipped > 0 {
        stats.cutoffs += 1;
        stats.pruned_children += skipped as u64;
        if S::ENABLED {
            sink.event(Event::Cutoff {
                node: id,
                alpha,
                beta,
                skipped,
            });
        }
    }
}

impl<G: Game, S: Sink> Searcher<'_, '_, G, S> {
    /// Searches `pos`, `ply` plies below the root, and returns its value.
    /// `PRUNE` selects alpha-beta (Star1 at chance nodes); without it α and
    /// β are never touched. A `probe` visit (Star2) searches only the first
    /// child and returns its value, a bound on the node's.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn node<const PRUNE: bool>(
        &mut self,
        pos: G::Pos,
        ply: u32,
        alpha: f64,
        beta: f64,
        id: NodeId,
        parent: NodeId,
        mv: u32,
        probe: bool,
    ) -> f64 {
        if self.meter.stop(self.stats.nodes + 1) {
            return 0.0;
        }
        let kind = self.game.kind(&pos, ply);
        let stats = &mut self.stats;
        stats.nodes += 1;
        stats.probes += probe as u64;
        stats.max_depth = stats.max_depth.max(ply);
        if S::ENABLED {
            self.sink.event(Event::Enter {
                node: id,
                parent,
                mv,
                depth: ply,
                kind,
                probe,
                alpha,
                beta,
            });
        }
        let limited = self.options.depth.is_some();
        let terminal = self.game.terminal_value(&pos, ply, limited);
        if terminal.is_none() && (self.options.book || self.options.endgame.is_some()) {
            if let Some(value) = self.known(&pos, ply, id) {
                return value;
            }
        }
        let leaf = match terminal {
            Some(v) => Some((v, false)),
            None => match Horizon::of(&self.options).step(self.game, &pos, ply) {
                Step::Expand => None,
                Step::Evaluate => Some((self.game.evaluate(&pos).unwrap_or(0.0), true)),
                Step::Extend(reason) => {
                    self.stats.extensions += 1;
                    if S::ENABLED {
                        self.sink.event(Event::Extend { node: id, reason });
                    }
                    None
                }
            },
        };
        if let Some((value, horizon)) = leaf {
            self.stats.leaves += 1;
            if S::ENABLED {
                self.sink.event(Event::Leaf {
                    node: id,
                    value,
                    horizon,
                });
                self.sink.event(Event::Exit { node: id, value });
            }
            return value;
        }

        let start = self.moves.len();
        self.game.moves(&pos, &mut self.moves);
        let mut end = self.moves.len();
        if self.options.ordering != Ordering::Natural {
            self.order(&pos, ply, kind, start);
        }
        if probe {
            end = start + 1;
        }

        let (alpha0, beta0) = (alpha, beta);
        let best = if kind == NodeKind::Chance {
            if PRUNE {
                self.chance_star(&pos, ply, alpha, beta, id, start, end)
            } else {
                self.chance_full(&pos, ply, id, start, end)
            }
        } else {
            let mut r = Running::new(kind == NodeKind::Max, alpha, beta);
            let mut child_id = id + 1;
            let mut futile = false;
            for i in start..end {
                let m = self.moves[i];
                if ply == 0 && !self.options.root_moves.keeps(m) {
                    continue;
                }
                let child = self.game.play(&pos, m);
                let v = self.node::<PRUNE>(
                    child.clone(),
                    ply + 1,
                    r.alpha,
                    r.beta,
                    child_id,
                    id,
                    m,
                    false,
                );
                r.take(m, v, PRUNE, id, self.sink);
                if self.meter.stopped() {
                    break;
                }
                if PRUNE {
                    let cut = match self.options.prune {
                        Prune::Ge => r.alpha >= r.beta,
                        Prune::Gt => r.alpha > r.beta,
                    };
                    if cut {
                        self.cutoff(id, r.alpha, r.beta, (end - i - 1) as u32);
                        break;
                    }
                    if ply == 1 && i + 1 < end && self.futile(r.alpha, r.beta) {
                        futile = true;
                        self.futility(id, r.alpha, r.beta, (end - i - 1) as u32);
                        break;
                    }
                }
                child_id = self.next_id::<PRUNE>(child_id, &child, ply + 1);
            }
            if ply == 0 {
                self.root_best = r.best_move;
            }
            match (futile, kind) {
                // Fail low on the root's side: the root keeps its best.
                (true, NodeKind::Min) => alpha0,
                (true, _) => beta0,
                _ => r.best,
            }
        };
        self.moves.truncate(start);
        let value = match self.options.variant {
            // max then min, not clamp: a rounded window may have α₀ > β₀.
            Variant::FailHard if PRUNE => best.max(alpha0).min(beta0),
            _ => best,
        };
        if S::ENABLED {
            self.sink.event(Event::Exit { node: id, value });
        }
        value
    }

    /// The id of the sibling after the child with id `child_id` at `child`:
    /// past that child's full subtree. Minimax has entered exactly that
    /// subtree; pruning searches ask the oracle.
    #[inline]
    pub(super) fn next_id<const PRUNE: bool>(
        &mut self,
        child_id: NodeId,
        child: &G::Pos,
        ply: u32,
    ) -> NodeId {
        if !S::ENABLED || self.meter.stopped() {
            return child_id;
        }
        // A book answer leaves its subtree unentered, as a cut-off does.
        if PRUNE || self.star2 || self.options.book || self.options.endgame.is_some() {
            child_id + self.oracle.solve(self.game, child, ply).1 as u32
        } else {
            self.stats.nodes as u32
        }
    }

    /// Counts and reports a cut-off that skips `skipped` children.
    pub(super) fn cutoff(&mut self, id: NodeId, alpha: f64, beta: f64, skipped: u32) {
        count_cutoff(&mut self.stats, self.sink, id, alpha, beta, skipped);
    }

    /// Puts the moves from `start` on into the search order.
    #[inline(never)]
    fn order(&mut self, pos: &G::Pos, ply: u32, kind: NodeKind, start: usize) {
        order_moves(
            self.game,
            self.options.ordering,
            self.oracle,
            pos,
            ply,
            kind,
            &mut self.moves[start..],
        );
    }
}
