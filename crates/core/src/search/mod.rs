//! Minimax and alpha-beta, written exactly as the textbook pseudocode so that
//! node counts match published figures, with chance nodes: expectiminimax
//! for minimax, Ballard's Star1 (and, for [`Algorithm::Star2`], a probing
//! phase first) for alpha-beta.
//!
//! All run over any [`Game`]; all report to a [`Sink`]; all are
//! deterministic (ties break by move order), so a trace replays exactly.
//! The pruning rule ([`Prune`](crate::Prune)) is ≥ by default and > for CS188.
//!
//! ```text
//! alphabeta(node, α, β):
//!     if node is terminal or at the depth limit: return its value
//!     if MAX: v = −∞; for each child c: v = max(v, alphabeta(c, α, β)); α = max(α, v); if α ≥ β: break
//!     if MIN: v = +∞; for each child c: v = min(v, alphabeta(c, α, β)); β = min(β, v); if α ≥ β: break
//!     return v                      (fail-soft)
//!     return clamp(v, α₀, β₀)       (fail-hard: never outside the window it was given)
//! ```
//!
//! # Futility cut-offs (Rich, Fig. 6)
//! With a margin M ([`SearchOptions::futility`]), a child of the root also
//! stops when α + M ≥ β (> under `gt`) with children left: the move it
//! stands for can be better than the root's best so far by M at most, too
//! little to matter. It returns the root's side of its window (α under a
//! MAX root, β under MIN), a fail-low, so the root keeps its earlier best
//! move and its α never rises on a bound. Each abandoned move is worth at
//! most α + M and every other root move is searched as by alpha-beta, so
//! the root's value is within M of minimax's, and so is the chosen move's.
//! Only the root's children: the same test at every node lets errors add
//! up along a path (the lead measured up to about ⌊d/2⌋·M on random trees
//! of depth d, 2.5M at depth 6), because a stopped node's bound is then used
//! as a value by its parent, which widens its own futility test. M = 0 is
//! alpha-beta exactly (the ordinary test fires first). Futility does not
//! promise fewer nodes: the root's α stays at its best exact value instead
//! of rising to the abandoned move's, so later moves may be searched with a
//! wider window than alpha-beta's (see `tests/futility.rs`).

pub mod enhanced;
mod fast;
mod futility;
mod known;
mod negamax;
mod oracle;
mod order;
pub mod registry;
mod textbook;

use crate::budget::Meter;
pub use crate::budget::{Budget, StopReason, Stopped};
use crate::error::Error;
use crate::games::Game;
use crate::options::{OptionError, Ordering, SearchOptions};
use crate::trace::{Sink, NEG_INF, NONE, POS_INF};

pub use crate::games::horizon::{self, Horizon, Step};
pub use enhanced::check as check_enhanced;
pub(crate) use enhanced::search_enhanced;
pub(crate) use fast::{minimax as fast_minimax, trace_minimax as fast_trace_minimax};
pub use oracle::Oracle;
pub(crate) use order::order_moves;
pub use order::{ordered_moves, SplitMix64};
pub use registry::{parse_algorithms, Algorithm, Spec, ALGORITHMS};
use textbook::Searcher;
pub(crate) use textbook::{count_cutoff, Running};

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
    /// Nodes at or past the depth limit expanded instead of evaluated,
    /// because they were noisy (quiescence; see [`horizon`]).
    pub extensions: u64,
    /// Breaks that left at least one child untried.
    pub cutoffs: u64,
    /// Children skipped by those breaks.
    pub pruned_children: u64,
    /// Futility cut-offs (`--futility`), not counted in `cutoffs`.
    pub futility_cutoffs: u64,
    /// Children they skipped, not counted in `pruned_children`.
    pub futility_pruned_children: u64,
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
    /// Nodes answered from the opening book or the endgame solver without
    /// search (`--book`, `--endgame`); counted in `nodes`, not in `leaves`.
    pub book_hits: u64,
    /// The endgame solver's own nodes, not counted in `nodes`.
    pub endgame_nodes: u64,
    /// Whether the root itself was answered so (then `best_move` is the
    /// book's or the solver's move).
    pub book: bool,
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
) -> Result<Stats, Error> {
    search_within(game, algorithm, options, sink, &mut Budget::default())
}

/// [`search()`] within `budget`: over it, the search stops and returns
/// [`Error::Stopped`].
pub fn search_within<G: Game, S: Sink>(
    game: &G,
    algorithm: Algorithm,
    options: &SearchOptions,
    sink: &mut S,
    budget: &mut Budget<'_>,
) -> Result<Stats, Error> {
    let mut oracle = Oracle::new(game, Horizon::of(options));
    search_with(game, algorithm, options, sink, &mut oracle, budget)
}

/// [`search()`] with an oracle that may already know the tree, so searches of
/// one position with the same options share its work. `oracle` must have
/// been made for `game` and `Horizon::of(options)`.
pub fn search_with<G: Game, S: Sink>(
    game: &G,
    algorithm: Algorithm,
    options: &SearchOptions,
    sink: &mut S,
    oracle: &mut Oracle<G::Pos>,
    budget: &mut Budget<'_>,
) -> Result<Stats, Error> {
    // Traced pruning searches take node ids from the full tree, and
    // best-first ordering takes keys from its values: size it within the
    // budget first, so no question the search asks is unbudgeted.
    let knows = options.book || options.endgame.is_some();
    let ids = S::ENABLED && (algorithm.spec().prunes || algorithm.spec().probes || knows);
    let keys = matches!(options.ordering, Ordering::BestFirst | Ordering::WorstFirst);
    if ids || keys || algorithm == Algorithm::Mtdf && S::ENABLED {
        oracle.size_within(game, budget)?;
    }
    if algorithm == Algorithm::Negamax {
        negamax::check(options)?;
    }
    if algorithm == Algorithm::Mtdf || !options.enhance.is_empty() && algorithm.spec().prunes {
        known::check(options, true)?;
        return search_enhanced(
            game,
            algorithm == Algorithm::Mtdf,
            options,
            sink,
            oracle,
            budget,
        );
    }
    reference_with(game, algorithm, options, sink, oracle, budget)
}

/// The full tree's node count for a minimax trace, within `budget`: a stop
/// if the tree is larger than the room left, as minimax would stop there
/// (before its trace's room, three events a node, is reserved).
pub fn full_tree_within<G: Game>(
    game: &G,
    oracle: &mut Oracle<G::Pos>,
    budget: &mut Budget<'_>,
) -> Result<u64, Stopped> {
    let size = oracle.size_within(game, budget)?;
    match budget.max_nodes {
        Some(max) if size > max.saturating_sub(budget.spent()) => Err(Stopped {
            reason: StopReason::NodeLimit(max),
            nodes: max,
        }),
        _ => Ok(size),
    }
}

/// [`search()`] without the enhanced search (MTD(f) runs as alpha-beta):
/// for games where [`crate::Problem`] has already refused enhancements,
/// so the enhanced code is not compiled for them.
pub fn reference_with<G: Game, S: Sink>(
    game: &G,
    algorithm: Algorithm,
    options: &SearchOptions,
    sink: &mut S,
    oracle: &mut Oracle<G::Pos>,
    budget: &mut Budget<'_>,
) -> Result<Stats, Error> {
    let root = game.root();
    if options.depth == Some(0)
        && game.terminal_value(&root, 0, true).is_none()
        && game.evaluate(&root).is_none()
    {
        return Err(OptionError::DepthNeedsEvaluation.into());
    }
    if algorithm == Algorithm::Negamax {
        return negamax::search(game, options, sink, oracle, budget);
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
        meter: Meter::new(budget),
    };
    s.stats.value = if algorithm.spec().prunes {
        s.node::<true>(root, 0, NEG_INF, POS_INF, 0, NONE, NONE, false)
    } else {
        s.node::<false>(root, 0, NEG_INF, POS_INF, 0, NONE, NONE, false)
    };
    s.meter.finish(s.stats.nodes)?;
    s.stats.best_move = s.root_best;
    Ok(s.stats)
}
