//! The hooks the three built-in games override. A new game needs none of
//! this: [`Searchable`]'s defaults run the generic search.

use super::{labels, record_into, Labels, Searchable};
use crate::error::Error;
use crate::games::connect4::{Connect4, C4, UNLIMITED_EMPTY};
use crate::games::grid::{Dir, MazeError};
use crate::games::maze::MazeSource;
use crate::games::pacman::{GhostModel, Pacman};
use crate::games::robots::Robots;
use crate::games::tictactoe::{Board, Mark, TicTacToe};
use crate::games::tree::{fmt_value, TreeGame};
use crate::games::Game;
use crate::options::{OptionError, SearchOptions};
use crate::search::{self, Algorithm, Budget, Horizon, Oracle, Stats};
use crate::trace::{NullSink, Sink, Trace};

/// Tic-tac-toe: plain minimax in natural or reverse order (the page's
/// 549,946-node picture) runs on a specialised kernel that reports the very
/// same events (checked event for event in `tests/fast_path.rs`).
impl Searchable for TicTacToe {
    fn to_move(&self) -> Option<Mark> {
        Some(self.max_player())
    }

    fn rerooted_at(&self, pos: &Board) -> Option<Self> {
        Some(self.rerooted(*pos))
    }

    fn knowledge(&self) -> (bool, bool) {
        (true, false)
    }

    fn run<S: Sink>(
        &self,
        algorithm: Algorithm,
        options: &SearchOptions,
        sink: &mut S,
        oracle: &mut Oracle<Self::Pos>,
        budget: &mut Budget<'_>,
    ) -> Result<Stats, Error> {
        if algorithm.spec().full_tree {
            if let Some(stats) = search::fast_minimax(self, options, sink, budget) {
                return Ok(stats?);
            }
        }
        search::search_with(self, algorithm, options, sink, oracle, budget)
    }

    fn record(
        &self,
        algorithm: Algorithm,
        options: &SearchOptions,
        oracle: &mut Oracle<Self::Pos>,
        budget: &mut Budget<'_>,
    ) -> Result<(Stats, Trace), Error> {
        let mut capacity = 0;
        if algorithm.spec().full_tree {
            // Sized once, for the kernel and for the reference it may fall back to.
            capacity = 3 * search::full_tree_within(self, oracle, budget)? as usize;
            if let Some(recorded) = search::fast_trace_minimax(self, options, oracle, budget) {
                return Ok(recorded?);
            }
        }
        record_into(self, capacity, algorithm, options, oracle, budget)
    }
}

/// Connect Four: a depth-first search to the end needs a small enough position.
impl Searchable for Connect4 {
    fn rerooted_at(&self, pos: &C4) -> Option<Self> {
        Some(self.rerooted(*pos))
    }

    fn to_move(&self) -> Option<Mark> {
        Some(if self.x_to_move(&self.root()) {
            Mark::X
        } else {
            Mark::O
        })
    }

    fn knowledge(&self) -> (bool, bool) {
        let size = self.size();
        let book = crate::games::books::connect4_index(size.w, size.h).is_some();
        (book, true)
    }

    fn check_depth_first(&self, options: &SearchOptions) -> Result<(), Error> {
        let empty = self.empty_cells();
        // With --endgame E the search stops E empty cells before the end.
        let searched = empty.saturating_sub(options.endgame.unwrap_or(0));
        let over = searched > UNLIMITED_EMPTY && !self.won(&self.root());
        if options.depth.is_none() && over {
            let most = UNLIMITED_EMPTY;
            return Err(OptionError::NeedsDepth { empty, most }.into());
        }
        Ok(())
    }
}

/// Textbook trees: Star1's bounds default to the tree's own range; values
/// may be fractions, so no enhanced search; the reference search only.
impl Searchable for TreeGame {
    fn has_chance(&self) -> bool {
        TreeGame::has_chance(self)
    }

    fn labels(&self, parent: &[u32], mv: &[u32], kind: &[u8], actions: bool) -> Option<Labels> {
        Some(labels(self, parent, mv, kind, actions))
    }

    fn prepare(&self, mut options: SearchOptions) -> Result<SearchOptions, Error> {
        let horizon = Horizon::of(&options);
        self.check_depth(horizon)?;
        match options.bounds {
            Some(b) => self.check_bounds(horizon, b)?,
            None if TreeGame::has_chance(self) => options.bounds = Some(self.value_range(horizon)),
            None => {}
        }
        Ok(options)
    }

    fn enhanceable(&self) -> bool {
        false
    }

    fn run<S: Sink>(
        &self,
        algorithm: Algorithm,
        options: &SearchOptions,
        sink: &mut S,
        oracle: &mut Oracle<Self::Pos>,
        budget: &mut Budget<'_>,
    ) -> Result<Stats, Error> {
        search::reference_with(self, algorithm, options, sink, oracle, budget)
    }

    fn record(
        &self,
        algorithm: Algorithm,
        options: &SearchOptions,
        oracle: &mut Oracle<Self::Pos>,
        budget: &mut Budget<'_>,
    ) -> Result<(Stats, Trace), Error> {
        // Without a depth limit minimax enters the whole tree.
        let capacity = match (algorithm.spec().full_tree, options.depth) {
            (true, None) => 3 * self.tree().len(),
            _ => 0,
        };
        record_into(self, capacity, algorithm, options, oracle, budget)
    }
}

/// Pacman: depth is in rounds, so D rounds become D × agents plies for the
/// search; a depth limit is required (Pacman may stop for ever). Values
/// may be fractions (the `better` evaluation, expectimax), so the
/// reference search only.
impl Searchable for Pacman {
    fn has_chance(&self) -> bool {
        self.ghosts == GhostModel::Random && self.agents() > 1
    }

    /// Random ghosts' probabilities (the page's edges and the exports).
    fn labels(&self, parent: &[u32], mv: &[u32], kind: &[u8], actions: bool) -> Option<Labels> {
        Some(labels(self, parent, mv, kind, actions))
    }

    fn move_name(&self, mv: u32) -> Option<&'static str> {
        Some(Dir::from_code(mv).name())
    }

    fn maze(&self) -> Option<&dyn MazeSource> {
        Some(self)
    }

    fn prepare(&self, mut options: SearchOptions) -> Result<SearchOptions, Error> {
        let rounds = options
            .depth
            .ok_or(MazeError::NeedsDepth { game: "Pacman" })?;
        options.depth = Some(rounds.saturating_mul(self.agents() as u32));
        // Quiescence is in rounds too.
        options.quiescence = (options.quiescence).saturating_mul(self.agents() as u32);
        Ok(options)
    }

    fn enhanceable(&self) -> bool {
        false
    }

    /// Star1's bounds must hold every value, and Pacman's values are only
    /// known as they are met: with bounds given, the game checks every leaf
    /// against them, and a value outside is an error rather than a wrong
    /// answer. (The game checks, not a wrapping sink, so the page's module
    /// keeps one copy of the search per game.)
    fn run<S: Sink>(
        &self,
        algorithm: Algorithm,
        options: &SearchOptions,
        sink: &mut S,
        oracle: &mut Oracle<Self::Pos>,
        budget: &mut Budget<'_>,
    ) -> Result<Stats, Error> {
        let Some(bounds) = options.bounds else {
            return one_copy(self, algorithm, options, sink, oracle, budget);
        };
        let checked = self.checking(bounds);
        let stats = one_copy(&checked, algorithm, options, sink, oracle, budget)?;
        match checked.outside() {
            // fmt_value, not f64's Display: std's float formatting is 14 KB
            // of the page's module.
            Some(v) => Err(MazeError::OutOfBounds {
                value: fmt_value(v),
                bounds: format!("{},{}", fmt_value(bounds.0), fmt_value(bounds.1)),
            }
            .into()),
            None => Ok(stats),
        }
    }
}

/// Nilsson's robots: moves are directions; depth is in plies. The
/// reference search only: the enhanced one would add a second copy of the
/// search to the page's module for a game that does not need it.
impl Searchable for Robots {
    fn move_name(&self, mv: u32) -> Option<&'static str> {
        Some(Dir::from_code(mv).name())
    }

    fn maze(&self) -> Option<&dyn MazeSource> {
        Some(self)
    }

    fn enhanceable(&self) -> bool {
        false
    }

    fn run<S: Sink>(
        &self,
        algorithm: Algorithm,
        options: &SearchOptions,
        sink: &mut S,
        oracle: &mut Oracle<Self::Pos>,
        budget: &mut Budget<'_>,
    ) -> Result<Stats, Error> {
        one_copy(self, algorithm, options, sink, oracle, budget)
    }
}

/// The reference search with two sink types, whatever the caller's: none
/// for quiet searches, and one dynamic sink for every traced caller (the
/// page's traces and recordings, the CLI's trace). The maze games' trees are
/// small, so a dynamic call per event costs little, and the page's module
/// holds two copies of the search for each of them instead of three. Quiet
/// searches keep `NullSink`: with a sink that looks at events, a pruning
/// search also works out the full tree's node ids, a minimax's worth of work.
fn one_copy<G: Searchable, S: Sink>(
    game: &G,
    algorithm: Algorithm,
    options: &SearchOptions,
    sink: &mut S,
    oracle: &mut Oracle<G::Pos>,
    budget: &mut Budget<'_>,
) -> Result<Stats, Error> {
    if !S::ENABLED {
        return search::reference_with(game, algorithm, options, &mut NullSink, oracle, budget);
    }
    let mut pass = |e| sink.event(e);
    let mut dynamic = super::FnSink(&mut pass);
    search::reference_with(game, algorithm, options, &mut dynamic, oracle, budget)
}
