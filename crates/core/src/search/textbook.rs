//! The textbook search, line for line the pseudocode of [`super`], with
//! chance nodes (expectiminimax, Star1, Star2).

use super::{order_moves, Horizon, Oracle, Stats, Step};
use crate::budget::Meter;
use crate::games::{Game, NodeKind};
use crate::options::{Ordering, Prune, SearchOptions, Variant};
use crate::trace::{Event, NodeId, Sink, NEG_INF, POS_INF};

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
    fn next_id<const PRUNE: bool>(&mut self, child_id: NodeId, child: &G::Pos, ply: u32) -> NodeId {
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
    fn cutoff(&mut self, id: NodeId, alpha: f64, beta: f64, skipped: u32) {
        count_cutoff(&mut self.stats, self.sink, id, alpha, beta, skipped);
    }

    /// Expectimax at a chance node: the probability-weighted mean of every
    /// child's value, summed in search order.
    fn chance_full(&mut self, pos: &G::Pos, ply: u32, id: NodeId, start: usize, end: usize) -> f64 {
        let (mut ps, mut vs) = (vec![], vec![]);
        let mut child_id = id + 1;
        for i in start..end {
            let m = self.moves[i];
            let child = self.game.play(pos, m);
            let v = self.node::<false>(
                child.clone(),
                ply + 1,
                NEG_INF,
                POS_INF,
                child_id,
                id,
                m,
                false,
            );
            ps.push(self.game.probability(pos, m));
            vs.push(v);
            child_id = self.next_id::<false>(child_id, &child, ply + 1);
        }
        expectation(&ps, &vs)
    }

    /// Ballard's Star1 at a chance node searched with window (α, β), with
    /// Star2's probing phase first when `self.star2`.
    ///
    /// Each child i has an interval [loᵢ, hiᵢ] that holds its value: [L, U]
    /// at first, narrowed by a probe, a point once searched. The node's
    /// value lies in [Σ pᵢloᵢ, Σ pᵢhiᵢ]; when that falls outside (α, β)
    /// the rest is cut. Child i is searched with the window that makes its
    /// own result decide this: Aᵢ = (α − Σ_{j≠i} pⱼhiⱼ)/pᵢ and
    /// Bᵢ = (β − Σ_{j≠i} pⱼloⱼ)/pᵢ, clamped to [L, U].
    #[allow(clippy::too_many_arguments)]
    fn chance_star(
        &mut self,
        pos: &G::Pos,
        ply: u32,
        alpha: f64,
        beta: f64,
        id: NodeId,
        start: usize,
        end: usize,
    ) -> f64 {
        let n = end - start;
        let (lo_b, hi_b) = self.bounds;
        let moves: Vec<u32> = self.moves[start..end].to_vec();
        let ps: Vec<f64> = moves
            .iter()
            .map(|&m| self.game.probability(pos, m))
            .collect();
        let mut lo = vec![lo_b; n];
        let mut hi = vec![hi_b; n];
        let mut ids = Vec::with_capacity(n);
        let mut next = id + 1;
        let children: Vec<G::Pos> = moves.iter().map(|&m| self.game.play(pos, m)).collect();
        for c in &children {
            ids.push(next);
            next = self.next_id::<true>(next, c, ply + 1);
        }
        let prune = self.options.prune;
        // How a child's result is read. Fail-hard clamps a low result up to
        // the window's edge, so under `gt` a result on the edge is not known
        // to be exact: read it as a bound, as `ge` does.
        let hard = self.options.variant == Variant::FailHard;
        let low = move |v: f64, a: f64| if hard { v <= a } else { prune.low(v, a) };
        let high = move |v: f64, b: f64| if hard { v >= b } else { prune.high(v, b) };
        let uniform = ps.windows(2).all(|w| w[0] == w[1]);
        // The window for child i given everyone else's interval.
        let window = |i: usize, lo: &[f64], hi: &[f64]| -> (f64, f64) {
            if ps[i] == 0.0 {
                return (lo_b, hi_b);
            }
            let (a, b) = if uniform {
                // (α − Σⱼ≠ᵢ hiⱼ/n)·n without dividing by n first.
                let k = n as f64;
                let others_lo: f64 = (0..n).filter(|&j| j != i).map(|j| lo[j]).sum();
                let others_hi: f64 = (0..n).filter(|&j| j != i).map(|j| hi[j]).sum();
                (k * alpha - others_hi, k * beta - others_lo)
            } else {
                let (mut others_lo, mut others_hi) = (0.0, 0.0);
                for j in (0..n).filter(|&j| j != i && ps[j] != 0.0) {
                    others_lo += ps[j] * lo[j];
                    others_hi += ps[j] * hi[j];
                }
                ((alpha - others_hi) / ps[i], (beta - others_lo) / ps[i])
            };
            let (a, b) = (a.max(lo_b), b.min(hi_b));
            // Only rounding inverts them (the interval check cuts first).
            if a > b {
                (b, b)
            } else {
                (a, b)
            }
        };
        // The node's interval now; Some(its bound) when it lies outside (α, β).
        // Sums of pᵢ·vᵢ round (thirds have no exact binary form), so an
        // interval that meets α or β to within 1e-9 (relative) counts as
        // meeting it: ≥ cuts there, > does not. Values stay right to 1e-9.
        let slack = |x: f64| {
            if x.is_finite() {
                1e-9 * (1.0 + x.abs())
            } else {
                0.0
            }
        };
        let (beta_cut, alpha_cut) = match prune {
            Prune::Ge => (beta - slack(beta), alpha + slack(alpha)),
            Prune::Gt => (beta + slack(beta), alpha - slack(alpha)),
        };
        let outside = |lo: &[f64], hi: &[f64]| -> (f64, f64, Option<f64>) {
            let (l, h) = (expectation(&ps, lo), expectation(&ps, hi));
            // A bound within the slack is returned on the window's edge, so
            // the parent reads it as failing, as it would without rounding.
            let cut = if prune.high(l, beta_cut) {
                Some(l.max(beta))
            } else if prune.low(h, alpha_cut) {
                Some(h.min(alpha))
            } else {
                None
            };
            (l, h, cut)
        };

        // A window that already excludes [L, U] leaves nothing to search.
        if let (l, h, Some(bound)) = outside(&lo, &hi) {
            if S::ENABLED {
                self.sink.event(Event::Bounds {
                    node: id,
                    lo: l,
                    hi: h,
                });
            }
            self.cutoff(id, alpha, beta, n as u32);
            return bound;
        }

        if self.star2 {
            for i in 0..n {
                let child_kind = self.game.kind(&children[i], ply + 1);
                let inner = child_kind != NodeKind::Chance
                    && !Horizon::of(&self.options).evaluates(self.game, &children[i], ply + 1)
                    && (self.game.terminal_value(
                        &children[i],
                        ply + 1,
                        self.options.depth.is_some(),
                    ))
                    .is_none();
                if !inner || ps[i] == 0.0 {
                    continue;
                }
                let (a, b) = window(i, &lo, &hi);
                if S::ENABLED {
                    self.sink.event(Event::Window {
                        node: id,
                        alpha: a,
                        beta: b,
                    });
                }
                let v = self.node::<true>(
                    children[i].clone(),
                    ply + 1,
                    a,
                    b,
                    ids[i],
                    id,
                    moves[i],
                    true,
                );
                // A MAX child is worth at least its first child's exact
                // value; a MIN child at most.
                if child_kind == NodeKind::Max && !low(v, a) {
                    lo[i] = lo[i].max(v);
                } else if child_kind == NodeKind::Min && !high(v, b) {
                    hi[i] = hi[i].min(v);
                }
                let (l, h, cut) = outside(&lo, &hi);
                if S::ENABLED {
                    self.sink.event(Event::Bounds {
                        node: id,
                        lo: l,
                        hi: h,
                    });
                }
                if let Some(bound) = cut {
                    // Nothing gets its full search.
                    self.cutoff(id, alpha, beta, n as u32);
                    return bound;
                }
            }
        }

        for i in 0..n {
            let (a, b) = window(i, &lo, &hi);
            if S::ENABLED {
                self.sink.event(Event::Window {
                    node: id,
                    alpha: a,
                    beta: b,
                });
            }
            let mut v = self.node::<true>(
                children[i].clone(),
                ply + 1,
                a,
                b,
                ids[i],
                id,
                moves[i],
                false,
            );
            match (low(v, a), high(v, b)) {
                // An empty window under fail-hard: the result says nothing.
                (true, true) => {}
                (true, false) => hi[i] = hi[i].min(v),
                (false, true) => lo[i] = lo[i].max(v),
                (false, false) => (lo[i], hi[i]) = (v, v),
            }
            // A bound that meets the other side (v ≤ a = L) is exact too.
            let exact = lo[i] >= hi[i];
            let (mut l, mut h, mut cut) = outside(&lo, &hi);
            // (An outcome of probability 0 cannot change the value.)
            if !exact && cut.is_none() && ps[i] > 0.0 {
                // A bound that does not decide the node (only rounding, or
                // a fail-hard edge, leaves one): search the outcome again
                // with the full window for its exact value.
                if S::ENABLED {
                    self.sink.event(Event::Bounds {
                        node: id,
                        lo: l,
                        hi: h,
                    });
                    self.sink.event(Event::Window {
                        node: id,
                        alpha: NEG_INF,
                        beta: POS_INF,
                    });
                }
                v = self.node::<true>(
                    children[i].clone(),
                    ply + 1,
                    NEG_INF,
                    POS_INF,
                    ids[i],
                    id,
                    moves[i],
                    false,
                );
                (lo[i], hi[i]) = (v, v);
                (l, h, cut) = outside(&lo, &hi);
            }
            if S::ENABLED {
                self.sink.event(Event::Bounds {
                    node: id,
                    lo: l,
                    hi: h,
                });
            }
            if let Some(bound) = cut {
                self.cutoff(id, alpha, beta, (n - i - 1) as u32);
                return bound;
            }
        }
        // Every outcome searched without a cut: each is exact.
        expectation(&ps, &lo)
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
