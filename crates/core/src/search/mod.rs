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

mod algorithms;
mod chance;
mod defs;
pub mod enhanced;
mod fast;
mod futility;
mod known;
mod oracle;
mod order;
pub mod registry;
mod textbook;

pub use crate::budget::{Budget, StopReason, Stopped};
use crate::error::Error;
use crate::games::Game;
use crate::options::{OptionError, Ordering, SearchOptions};
use crate::trace::Sink;

pub use crate::games::horizon::{self, Horizon, Step};
use defs::Ctx;
pub(crate) use defs::Facts;
pub use defs::{RootChild, Stats};
pub use enhanced::check as check_enhanced;
pub(crate) use enhanced::search_enhanced;
pub(crate) use fast::{minimax as fast_minimax, trace_minimax as fast_trace_minimax};
pub use oracle::Oracle;
pub(crate) use order::order_moves;
pub use order::{ordered_moves, SplitMix64};
pub use registry::{parse_algorithms, Algorithm, Spec, ALGORITHMS};
pub(crate) use textbook::{count_cutoff, Running};

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
    let spec = algorithm.spec();
    let knows = options.book || options.endgame.is_some();
    let ids = S::ENABLED && (spec.prunes || spec.probes || knows);
    let keys = matches!(options.ordering, Ordering::BestFirst | Ordering::WorstFirst);
    if ids || keys {
        oracle.size_within(game, budget)?;
    }
    algorithm.check_options(options)?;
    if algorithm.enhanced(options) {
        known::check(options, true)?;
        return search_enhanced(game, spec.null_window, options, sink, oracle, budget);
    }
    reference_with(game, algorithm, options, sink, oracle, budget)
}

/// Monte Carlo tree search alone on `game` (the one dispatch, with the
/// algorithm known here, so only MCTS is made for this sink).
pub(crate) fn mcts_within<G: Game, S: Sink>(
    game: &G,
    options: &SearchOptions,
    sink: &mut S,
    budget: &mut Budget<'_>,
) -> Result<Stats, Error> {
    Algorithm::Mcts.check_options(options)?;
    let root = game.root();
    if options.depth == Some(0)
        && game.terminal_value(&root, 0, true).is_none()
        && game.evaluate(&root).is_none()
    {
        return Err(OptionError::DepthNeedsEvaluation.into());
    }
    let oracle = &mut Oracle::new(game, Horizon::of(options));
    // Not through reference_with: its dispatch takes the algorithm at run
    // time and would make every search for this sink.
    Algorithm::Mcts.run(Ctx {
        game,
        options,
        sink,
        oracle,
        budget,
    })
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
    match (budget.max_nodes, budget.room()) {
        (Some(max), Some(room)) if size > room => Err(Stopped {
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
    algorithm.run(Ctx {
        game,
        options,
        sink,
        oracle,
        budget,
    })
}
