//! The negamax itself: integers only, one recursion per node, the moves of
//! a node in a fixed array on the stack.

use super::board::Geometry;
use super::table::Table;
use super::KernelOptions;
use crate::budget::Meter;

/// One solve's state: the table borrowed from the kernel, the budget's
/// meter, the node count.
pub(crate) struct Search<'t, 'm, 'b> {
    pub geo: Geometry,
    pub opt: KernelOptions,
    pub table: &'t mut Table,
    pub meter: Meter<'m, 'b>,
    pub nodes: u64,
    /// Set when the budget stopped the search: every score after it is
    /// meaningless, so nothing more is stored.
    pub stopped: bool,
    /// The interval `[lo, hi]` of `fast` scores the root is proven to lie
    /// in so far (the driver narrows it probe by probe): what a stopped
    /// solve still knows.
    pub bounds: (i32, i32),
    /// Each column's cells, in static order: centre first, then outwards.
    pub columns: [u64; 8],
    /// Nodes of fewer discs probe their children's table entries for a
    /// cut-off before searching them (enhanced transposition cut-offs);
    /// 0 for none. See [`etc_below`].
    pub etc_below: u32,
    /// The root is its own mirror image, so a position and its mirror
    /// image both occur below it and share one table entry (keyed by the
    /// smaller key); below any other root no mirror image occurs.
    pub mirror: bool,
}

/// The roots with at least this many empty cells use enhanced
/// transposition cut-offs by default (a smaller root's whole search costs
/// about what the extra probes would: on the bench's 20–24-disc positions
/// they cost 5%, on 8-disc ones they save 15–25% of the time).
pub const ETC_ROOT_EMPTY: u32 = 30;
/// … in nodes with at least this many empty cells: nearer the leaves a
/// child's subtree costs less than probing for it.
pub(crate) const ETC_NODE_EMPTY: u32 = 8;

/// `Search::etc_below` for a root of `n` discs on `g` under `opt`.
pub(crate) fn etc_below(g: &Geometry, n: u32, opt: &KernelOptions) -> u32 {
    match opt.table && g.cells - n >= opt.etc_root_empty {
        true => g.cells + 1 - ETC_NODE_EMPTY,
        false => 0,
    }
}

/// Each column's cells, centre first ([`centre_order`]).
pub(crate) fn column_masks(g: &Geometry) -> [u64; 8] {
    let mut out = [0u64; 8];
    for (i, &c) in centre_order(g.w).iter().take(g.w as usize).enumerate() {
        out[i] = g.column(c);
    }
    out
}

/// Columns from the centre outwards, left before right: 3 2 4 1 5 0 6
/// (on an even width the two middle columns first, left one first).
/// Worked out, not sorted: it is needed once a solve, and a solve near the
/// end takes microseconds.
pub(crate) fn centre_order(w: u32) -> [u32; 8] {
    let mut order = [0u32; 8];
    // The centre column, or the left one of the two middle columns.
    let left = w.saturating_sub(1) / 2;
    for i in 0..w.min(8) {
        order[i as usize] = match (w % 2, i % 2) {
            (1, 1) => left - i.div_ceil(2),
            (1, _) => left + i / 2,
            (_, 0) => left - i / 2,
            _ => left + 1 + i / 2,
        };
    }
    order
}

impl Search<'_, '_, '_> {
    /// Whether the budget says stop before the next node.
    #[inline(always)]
    fn halt(&mut self) -> bool {
        if self.meter.stop(self.nodes) {
            self.stopped = true;
        }
        self.stopped
    }

    /// The table key of a position: below a root that is its own mirror
    /// image, the smaller of its key and its mirror image's.
    #[inline(always)]
    fn key(&self, cur: u64, mask: u64) -> u64 {
        let key = Geometry::key(cur, mask);
        match self.mirror {
            true => key.min(Geometry::key(self.geo.mirror(cur), self.geo.mirror(mask))),
            false => key,
        }
    }

    /// The score of the position (`cur` the side to move's discs, `mask`
    /// all discs, `n` discs) from the side to move's view, within the
    /// window (`alpha`, `beta`): exact inside it, else a bound on its side.
    /// With `anticipate`, the caller guarantees the side to move cannot
    /// win at once.
    pub fn negamax(&mut self, cur: u64, mask: u64, n: u32, mut alpha: i32, mut beta: i32) -> i32 {
        self.nodes += 1;
        if self.halt() {
            return 0;
        }
        let g = self.geo;
        let moves;
        if self.opt.anticipate {
            moves = g.non_losing(cur, mask);
            if moves == 0 {
                return -g.win(n + 1);
            }
            if n + 2 >= g.cells {
                return 0;
            }
            // The opponent cannot win with its next disc.
            let min = -g.win(n + 3);
            if alpha < min {
                alpha = min;
                if alpha >= beta {
                    return alpha;
                }
            }
        } else {
            if n >= g.cells {
                return 0;
            }
            if g.can_win_now(cur, mask) {
                return g.win(n);
            }
            moves = g.playable(mask);
            let min = -g.win(n + 1);
            if alpha < min {
                alpha = min;
                if alpha >= beta {
                    return alpha;
                }
            }
        }
        // The side to move cannot win with this disc.
        let mut max = g.win(n + 2);
        let key = self.key(cur, mask);
        if self.opt.table {
            if let Some((v, lower)) = self.table.get(key) {
                if lower {
                    if alpha < v {
                        alpha = v;
                        if alpha >= beta {
                            return alpha;
                        }
                    }
                } else if v < max {
                    max = v;
                }
            }
        }
        if beta > max {
            beta = max;
            if alpha >= beta {
                return beta;
            }
        }
        // Enhanced transposition cut-off: a child whose stored upper bound
        // already lifts this node past beta ends it before any search.
        // Only in long solves and far from the leaves (see `etc_below`).
        if n < self.etc_below {
            for &column in &self.columns[..g.w as usize] {
                let m = moves & column;
                if m == 0 {
                    continue;
                }
                if let Some((v, false)) = self.table.get(self.key(cur ^ mask, mask | m)) {
                    if -v >= beta {
                        return -v;
                    }
                }
            }
        }
        // Moves in static order, then (stably) by threats created.
        let mut list = [(0u64, 0u32); 8];
        let mut len = 0;
        for &column in &self.columns[..g.w as usize] {
            let m = moves & column;
            if m == 0 {
                continue;
            }
            let score = if self.opt.threat_order {
                g.winning_cells(cur | m, mask | m).count_ones()
            } else {
                0
            };
            // Insertion sort, best first; equals keep static order.
            let mut i = len;
            while i > 0 && list[i - 1].1 < score {
                list[i] = list[i - 1];
                i -= 1;
            }
            list[i] = (m, score);
            len += 1;
        }
        for &(m, _) in &list[..len] {
            let score = -self.negamax(cur ^ mask, mask | m, n + 1, -beta, -alpha);
            if self.stopped {
                return 0;
            }
            if score >= beta {
                if self.opt.table {
                    self.table.put(key, score, true);
                }
                return score;
            }
            if score > alpha {
                alpha = score;
            }
        }
        if self.opt.table {
            self.table.put(key, alpha, false);
        }
        alpha
    }
}

/// The root's `fast` score (exact; only its sign with `wdl`), for a side
/// to move that cannot win at once: the bisection driver, which narrows
/// [`Search::bounds`] one null window at a time.
pub(crate) fn drive(
    s: &mut Search<'_, '_, '_>,
    cur: u64,
    mask: u64,
    n: u32,
    wdl: bool,
    floor: Option<i32>,
) -> i32 {
    let g = s.geo;
    // The score lies in [lo, hi]. `hi` could be win(n + 2) (no win at
    // once), but the published driver's looser win(n) puts its probes
    // where they cost fewer nodes on the bench's positions (measured).
    let (mut lo, mut hi) = (-g.win(n + 1), g.win(n));
    if let Some(floor) = floor {
        lo = lo.max(floor).min(hi);
    }
    s.bounds = (lo, hi);
    if wdl {
        // Is it a win? Else is it a loss (unless the floor says not)? Else a draw.
        if lo > 0 || s.negamax(cur, mask, n, 0, 1) >= 1 {
            return 1;
        }
        return if lo < 0 && s.negamax(cur, mask, n, -1, 0) <= -1 {
            -1
        } else {
            0
        };
    }
    if !s.opt.bisect {
        return s.negamax(cur, mask, n, lo - 1, hi + 1);
    }
    // Pons' tutorial's rule: a probe on the negative side moves to half
    // the lower bound, on the positive side to half the upper one. A floor
    // is probed first: a column reaching the position's own score (the
    // best one) is then proved with one null window.
    let mut first = floor.is_some();
    while lo < hi && !s.stopped {
        let mut probe = lo + (hi - lo) / 2;
        if std::mem::take(&mut first) {
            probe = lo;
        } else if probe <= 0 && lo / 2 < probe {
            probe = lo / 2;
        } else if probe >= 0 && hi / 2 > probe {
            probe = hi / 2;
        }
        let r = s.negamax(cur, mask, n, probe, probe + 1);
        if s.stopped {
            break;
        }
        if r <= probe {
            hi = r;
        } else {
            lo = r;
        }
        s.bounds = (lo, hi);
    }
    lo
}

#[cfg(test)]
mod tests {
    #[test]
    fn centre_order_is_by_distance_from_the_centre_left_first() {
        for w in 1..=8u32 {
            let mut sorted: Vec<u32> = (0..w).collect();
            // Twice the distance from the centre, the left side first.
            sorted.sort_by_key(|&c| {
                let twice = 2 * c as i32 - (w as i32 - 1);
                (twice.unsigned_abs(), twice > 0)
            });
            assert_eq!(
                super::centre_order(w)[..w as usize],
                sorted[..],
                "width {w}"
            );
        }
        assert_eq!(super::centre_order(7)[..7], [3, 2, 4, 1, 5, 0, 6]);
    }
}
