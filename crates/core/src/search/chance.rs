//! The textbook search at chance nodes: expectimax for minimax, and
//! Ballard's Star1 for alpha-beta, with Star2's probing phase first when
//! asked (see the pseudocode in `algorithms/alphabeta.rs` and
//! `algorithms/star2.rs`).

use super::oracle::expectation;
use super::textbook::Searcher;
use crate::games::horizon::Horizon;
use crate::games::{Game, NodeKind};
use crate::options::{Prune, Variant};
use crate::trace::{Event, NodeId, Sink, NEG_INF, POS_INF};

impl<G: Game, S: Sink> Searcher<'_, '_, G, S> {
    /// Expectimax at a chance node: the probability-weighted mean of every
    /// child's value, summed in search order.
    pub(super) fn chance_full(
        &mut self,
        pos: &G::Pos,
        ply: u32,
        id: NodeId,
        start: usize,
        end: usize,
    ) -> f64 {
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
    pub(super) fn chance_star(
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
}
