//! Minimax and alpha-beta, written exactly as the textbook pseudocode so that
//! node counts match published figures, with chance nodes: expectiminimax
//! for minimax, Ballard's Star1 (and, for [`Algorithm::Star2`], a probing
//! phase first) for alpha-beta.
//!
//! All run over any [`Game`]; all report to a [`Sink`]; all are
//! deterministic (ties break by move order), so a trace replays exactly.
//! The pruning rule ([`Prune`]) is ≥ by default and > for CS188.
//!
//! ```text
//! alphabeta(node, α, β):
//!     if node is terminal or at the depth limit: return its value
//!     if MAX: v = −∞; for each child c: v = max(v, alphabeta(c, α, β)); α = max(α, v); if α ≥ β: break
//!     if MIN: v = +∞; for each child c: v = min(v, alphabeta(c, α, β)); β = min(β, v); if α ≥ β: break
//!     return v                      (fail-soft)
//!     return clamp(v, α₀, β₀)       (fail-hard: never outside the window it was given)
//! ```

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};
use std::str::FromStr;

use crate::enhance::{Enhancements, DEFAULT_TT_SIZE};
use crate::error::OptionError;
use crate::game::{Game, NodeKind};
use crate::registry::Algorithm;
use crate::trace::{Event, NodeId, Sink, NEG_INF, NONE, POS_INF};

/// Parses `max` or `min`: who moves at the root of a textbook tree.
/// Returns whether the root is MAX.
pub fn parse_root(s: &str) -> Result<bool, OptionError> {
    match s {
        "max" => Ok(true),
        "min" => Ok(false),
        _ => Err(OptionError::UnknownRoot(s.into())),
    }
}

/// The order in which a node's children are searched.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Ordering {
    /// Ascending cell index (boards) or listed order (trees).
    #[default]
    Natural,
    /// The natural order reversed.
    Reverse,
    /// A shuffle that depends only on the seed and the position, so minimax
    /// and alpha-beta see the same order at the same node.
    Random(u64),
    /// Sorted by the evaluation function, best for the mover first (ties and
    /// games without evaluation keep natural order).
    Heuristic,
    /// Sorted by exact minimax value, best for the mover first: the
    /// Knuth–Moore best case.
    BestFirst,
    /// Sorted by exact minimax value, worst for the mover first.
    WorstFirst,
}

impl FromStr for Ordering {
    type Err = OptionError;
    fn from_str(s: &str) -> Result<Self, OptionError> {
        Ok(match s {
            "natural" => Ordering::Natural,
            "reverse" => Ordering::Reverse,
            "heuristic" => Ordering::Heuristic,
            "best-first" => Ordering::BestFirst,
            "worst-first" => Ordering::WorstFirst,
            _ => match s.strip_prefix("random:") {
                Some(seed) => Ordering::Random(
                    seed.parse()
                        .map_err(|_| OptionError::BadSeed(seed.into()))?,
                ),
                None if s == "random" => return Err(OptionError::BadSeed(String::new())),
                None => return Err(OptionError::UnknownOrdering(s.into())),
            },
        })
    }
}

impl std::fmt::Display for Ordering {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Ordering::Natural => f.write_str("natural"),
            Ordering::Reverse => f.write_str("reverse"),
            Ordering::Random(s) => write!(f, "random:{s}"),
            Ordering::Heuristic => f.write_str("heuristic"),
            Ordering::BestFirst => f.write_str("best-first"),
            Ordering::WorstFirst => f.write_str("worst-first"),
        }
    }
}

/// What alpha-beta returns when the true value lies outside its window.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Variant {
    /// Return the best value found, which may lie outside (α, β): a value
    /// ≤ α₀ is an upper bound, ≥ β₀ a lower bound.
    #[default]
    FailSoft,
    /// Clamp the result into [α₀, β₀].
    FailHard,
}

impl FromStr for Variant {
    type Err = OptionError;
    fn from_str(s: &str) -> Result<Self, OptionError> {
        match s {
            "fail-soft" => Ok(Variant::FailSoft),
            "fail-hard" => Ok(Variant::FailHard),
            _ => Err(OptionError::UnknownVariant(s.into())),
        }
    }
}

/// Parses a depth limit: a whole number of plies, 0 or more.
pub fn parse_depth(s: &str) -> Result<u32, OptionError> {
    s.trim()
        .parse::<u32>()
        .map_err(|_| OptionError::BadDepth(s.into()))
}

/// When alpha-beta stops searching a node's children.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Prune {
    /// Prune when α ≥ β, as AIMA and Wikipedia write it.
    #[default]
    Ge,
    /// Prune only when α > β, as UC Berkeley's CS188 requires: a child
    /// whose value ties the bound is still searched.
    Gt,
}

impl FromStr for Prune {
    type Err = OptionError;
    fn from_str(s: &str) -> Result<Self, OptionError> {
        match s {
            "ge" => Ok(Prune::Ge),
            "gt" => Ok(Prune::Gt),
            _ => Err(OptionError::UnknownPrune(s.into())),
        }
    }
}

impl Prune {
    /// `ge` or `gt`.
    pub fn name(self) -> &'static str {
        match self {
            Prune::Ge => "ge",
            Prune::Gt => "gt",
        }
    }

    /// Whether a result `v` of a search with lower bound `a` fails low
    /// (is only an upper bound on the true value).
    #[inline]
    fn low(self, v: f64, a: f64) -> bool {
        match self {
            Prune::Ge => v <= a,
            Prune::Gt => v < a,
        }
    }

    /// Whether a result `v` of a search with upper bound `b` fails high
    /// (is only a lower bound).
    #[inline]
    fn high(self, v: f64, b: f64) -> bool {
        match self {
            Prune::Ge => v >= b,
            Prune::Gt => v > b,
        }
    }
}

/// Options shared by every algorithm.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchOptions {
    /// Child order at every node.
    pub ordering: Ordering,
    /// Plies below the root after which unfinished positions are evaluated.
    pub depth: Option<u32>,
    /// Fail-soft or fail-hard (pruning searches only).
    pub variant: Variant,
    /// Prune on α ≥ β or only on α > β.
    pub prune: Prune,
    /// The lowest and highest value any leaf can have, [L, U], which Star1
    /// and Star2 need at chance nodes. `None` means unknown (no chance-node
    /// pruning); [`crate::Problem`] fills in the tree's own range.
    pub bounds: Option<(f64, f64)>,
    /// Enhancements of alpha-beta (see [`crate::enhance`]); none by default.
    pub enhance: Enhancements,
    /// Slots in the transposition table.
    pub tt_size: usize,
}

impl Default for SearchOptions {
    fn default() -> SearchOptions {
        SearchOptions {
            ordering: Ordering::default(),
            depth: None,
            variant: Variant::default(),
            prune: Prune::default(),
            bounds: None,
            enhance: Enhancements::default(),
            tt_size: DEFAULT_TT_SIZE,
        }
    }
}

/// What a search found and how much work it did.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Stats {
    /// The root's value, from MAX's view.
    pub value: f64,
    /// The first root move in search order that achieves `value` (cell index
    /// or child index); `None` for a finished root or a chance root.
    pub best_move: Option<u32>,
    /// Node visits, root included: a node entered twice counts twice.
    pub nodes: u64,
    /// Nodes evaluated: finished games and nodes at the depth limit.
    pub leaves: u64,
    /// Breaks that left at least one child untried.
    pub cutoffs: u64,
    /// Children skipped by those breaks.
    pub pruned_children: u64,
    /// Deepest ply entered (the root is ply 0).
    pub max_depth: u32,
    /// Star2's probing visits (included in `nodes`).
    pub probes: u64,
    /// Transposition table look-ups.
    pub tt_probes: u64,
    /// Look-ups that found the position.
    pub tt_hits: u64,
    /// Nodes the table answered without a search.
    pub tt_cutoffs: u64,
    /// Searches of a node (or the root) again with a wider window: PVS and
    /// aspiration re-searches, and MTD(f)'s passes after the first.
    pub re_searches: u64,
    /// Nodes per iterative-deepening pass; one entry without `id`, none
    /// for the searches of [`crate::search()`].
    pub iterations: Vec<u64>,
}

/// Runs `algorithm` on `game`, reporting every event to `sink`.
pub fn search<G: Game, S: Sink>(
    game: &G,
    algorithm: Algorithm,
    options: &SearchOptions,
    sink: &mut S,
) -> Result<Stats, OptionError> {
    search_with(
        game,
        algorithm,
        options,
        sink,
        &mut Oracle::new(game, options.depth),
    )
}

/// [`search()`] with an oracle that may already know the tree, so searches of
/// one position with the same options share its work. `oracle` must have
/// been made for `game` and `options.depth`.
pub(crate) fn search_with<G: Game, S: Sink>(
    game: &G,
    algorithm: Algorithm,
    options: &SearchOptions,
    sink: &mut S,
    oracle: &mut Oracle<G::Pos>,
) -> Result<Stats, OptionError> {
    if algorithm == Algorithm::Mtdf || !options.enhance.is_empty() && algorithm.spec().prunes {
        return crate::enhance::search_enhanced(
            game,
            algorithm == Algorithm::Mtdf,
            options,
            sink,
            oracle,
        );
    }
    reference_with(game, algorithm, options, sink, oracle)
}

/// [`search()`] without the enhanced search (MTD(f) runs as alpha-beta):
/// for games where [`crate::Problem`] has already refused enhancements,
/// so the enhanced code is not compiled for them.
pub(crate) fn reference_with<G: Game, S: Sink>(
    game: &G,
    algorithm: Algorithm,
    options: &SearchOptions,
    sink: &mut S,
    oracle: &mut Oracle<G::Pos>,
) -> Result<Stats, OptionError> {
    let root = game.root();
    if options.depth == Some(0)
        && game.terminal_value(&root, 0, true).is_none()
        && game.evaluate(&root).is_none()
    {
        return Err(OptionError::DepthNeedsEvaluation);
    }
    let mut s = Searcher {
        game,
        options: *options,
        bounds: options.bounds.unwrap_or((NEG_INF, POS_INF)),
        star2: algorithm.spec().probes,
        sink,
        stats: Stats::default(),
        oracle,
        moves: Vec::new(),
        root_best: None,
    };
    s.stats.value = if algorithm.spec().prunes {
        s.node::<true>(root, 0, NEG_INF, POS_INF, 0, NONE, NONE, false)
    } else {
        s.node::<false>(root, 0, NEG_INF, POS_INF, 0, NONE, NONE, false)
    };
    s.stats.best_move = s.root_best;
    Ok(s.stats)
}

/// Exact values and full-tree subtree sizes, remembered per (position, ply).
/// It gives pruning searches the preorder ids of the full tree and gives
/// best-first ordering its sort keys; it is not counted in the stats.
pub(crate) struct Oracle<P> {
    depth: Option<u32>,
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
    /// An empty oracle for `game`'s searches with depth limit `depth`.
    pub(crate) fn new<G: Game<Pos = P>>(game: &G, depth: Option<u32>) -> Self {
        let memo = match game.index_count() {
            0 => Memo::Hashed(HashMap::default()),
            n => Memo::Dense(vec![(0.0, 0); n]),
        };
        Oracle {
            depth,
            memo,
            moves: Vec::new(),
        }
    }

    /// (exact expectiminimax value, number of nodes in the full subtree) of `pos`.
    pub(crate) fn solve<G: Game<Pos = P>>(&mut self, game: &G, pos: &P, ply: u32) -> (f64, u64) {
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
        let horizon = self.depth.is_some();
        let solved = if let Some(v) = game.terminal_value(pos, ply, horizon) {
            (v, 1)
        } else if self.depth == Some(ply) {
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
                let (v, n) = self.solve(game, &game.play(pos, mv), ply + 1);
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

struct Searcher<'a, G: Game, S: Sink> {
    game: &'a G,
    options: SearchOptions,
    /// [L, U]: every value lies in it (∓∞ when unknown).
    bounds: (f64, f64),
    /// Star2: probe chance nodes' children before searching them.
    star2: bool,
    sink: &'a mut S,
    stats: Stats,
    oracle: &'a mut Oracle<G::Pos>,
    /// The move lists of every node on the current path, innermost last: a
    /// node appends its moves and truncates them on return, so the search
    /// does not allocate per node.
    moves: Vec<u32>,
    root_best: Option<u32>,
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

impl<G: Game, S: Sink> Searcher<'_, G, S> {
    /// Searches `pos`, `ply` plies below the root, and returns its value.
    /// `PRUNE` selects alpha-beta (Star1 at chance nodes); without it α and
    /// β are never touched. A `probe` visit (Star2) searches only the first
    /// child and returns its value, a bound on the node's.
    #[allow(clippy::too_many_arguments)]
    fn node<const PRUNE: bool>(
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
        let horizon = self.options.depth.is_some();
        let leaf = match self.game.terminal_value(&pos, ply, horizon) {
            Some(v) => Some((v, false)),
            None if self.options.depth == Some(ply) => {
                Some((self.game.evaluate(&pos).unwrap_or(0.0), true))
            }
            None => None,
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
            for i in start..end {
                let m = self.moves[i];
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
                if PRUNE {
                    let cut = match self.options.prune {
                        Prune::Ge => r.alpha >= r.beta,
                        Prune::Gt => r.alpha > r.beta,
                    };
                    if cut {
                        self.cutoff(id, r.alpha, r.beta, (end - i - 1) as u32);
                        break;
                    }
                }
                child_id = self.next_id::<PRUNE>(child_id, &child, ply + 1);
            }
            if ply == 0 {
                self.root_best = r.best_move;
            }
            r.best
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
        if !S::ENABLED {
            return child_id;
        }
        if PRUNE || self.star2 {
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
                    && self.options.depth != Some(ply + 1)
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

/// Puts `moves` (in natural order) into `ordering`'s search order at `pos`.
pub(crate) fn order_moves<G: Game>(
    game: &G,
    ordering: Ordering,
    oracle: &mut Oracle<G::Pos>,
    pos: &G::Pos,
    ply: u32,
    kind: NodeKind,
    moves: &mut [u32],
) {
    // Sort keys are "goodness for the mover", so higher always comes first;
    // a chance node has no mover, and sorts as MAX would.
    let sign = if kind == NodeKind::Min { -1.0 } else { 1.0 };
    match ordering {
        Ordering::Natural => {}
        Ordering::Reverse => moves.reverse(),
        Ordering::Random(seed) => {
            let mut h = FxHasher::default();
            (seed, pos, ply).hash(&mut h);
            let mut rng = SplitMix64(h.finish());
            for i in (1..moves.len()).rev() {
                let j = (rng.next() % (i as u64 + 1)) as usize;
                moves.swap(i, j);
            }
        }
        // A game without an evaluation function (textbook trees) keeps natural order.
        Ordering::Heuristic if game.evaluate(pos).is_none() => {}
        Ordering::Heuristic => {
            // Finished children score outside the evaluation's range, so wins come first.
            moves.sort_by_cached_key(|&m| {
                let c = game.play(pos, m);
                let v = game
                    .terminal_value(&c, ply + 1, true)
                    .or_else(|| game.evaluate(&c))
                    .unwrap_or(0.0);
                Key(-sign * v + 0.0)
            });
        }
        Ordering::BestFirst | Ordering::WorstFirst => {
            let worst = if ordering == Ordering::WorstFirst {
                -1.0
            } else {
                1.0
            };
            moves.sort_by_cached_key(|&m| {
                Key(-worst * sign * oracle.solve(game, &game.play(pos, m), ply + 1).0 + 0.0)
            });
        }
    }
}

/// The children of the node reached from the root by `path`, in the order
/// the search with `options` tries them. Lets a caller name the moves that a
/// cut-off skipped (the last `skipped` of these).
pub fn ordered_moves<G: Game>(game: &G, options: &SearchOptions, path: &[u32]) -> Vec<u32> {
    let mut pos = game.root();
    for &m in path {
        pos = game.play(&pos, m);
    }
    let ply = path.len() as u32;
    let mut moves = Vec::new();
    let horizon = options.depth.is_some();
    if game.terminal_value(&pos, ply, horizon).is_some() || options.depth == Some(ply) {
        return moves;
    }
    game.moves(&pos, &mut moves);
    let kind = game.kind(&pos, ply);
    order_moves(
        game,
        options.ordering,
        &mut Oracle::new(game, options.depth),
        &pos,
        ply,
        kind,
        &mut moves,
    );
    moves
}

/// A finite `f64` as a sort key (values are never NaN): a stable sort keeps
/// natural order among equal keys.
#[derive(Clone, Copy, PartialEq)]
struct Key(f64);

impl Eq for Key {}

impl PartialOrd for Key {
    fn partial_cmp(&self, other: &Key) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Key {
    fn cmp(&self, other: &Key) -> std::cmp::Ordering {
        self.0.total_cmp(&other.0)
    }
}

/// The small multiply-rotate hasher rustc uses: fast, and the same on every
/// platform and run, which random ordering needs for replayable traces.
#[derive(Default, Clone, Copy)]
struct FxHasher(u64);

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    fn write_u8(&mut self, i: u8) {
        self.write_u64(i as u64)
    }
    fn write_u16(&mut self, i: u16) {
        self.write_u64(i as u64)
    }
    fn write_u32(&mut self, i: u32) {
        self.write_u64(i as u64)
    }
    fn write_usize(&mut self, i: usize) {
        self.write_u64(i as u64)
    }
    fn write_u64(&mut self, i: u64) {
        self.0 = (self.0.rotate_left(5) ^ i).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

/// A tiny, well-mixed generator (Steele, Lea & Flood), enough for
/// shuffles: random move order, and the benchmark's seeded positions. The
/// same numbers on every platform, so seeds can be quoted.
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    /// The next 64 random bits.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in 0..n (the modulo bias is below 2⁻³² for n < 2³²).
    pub fn below(&mut self, n: u32) -> u32 {
        (self.next() % n as u64) as u32
    }
}
