//! Secondary search (Rich): after a depth-D search chooses a root move,
//! that move alone is searched K plies deeper, to look for a trap just past
//! the horizon.
//!
//! The deeper look is the same algorithm on the same root, with
//! [`RootMoves::Only`] the chosen move and depth D + K: the child is
//! searched with D + K − 1 plies below it. When its deeper value is worse
//! for the side to move than the depth-D value of the best other move, the
//! choice is reconsidered. That value must be exact, and alpha-beta's
//! values for the root's other moves are only bounds, so the root is
//! searched again at depth D with [`RootMoves::Except`] the chosen move:
//! its value is the best other move's, exactly. A lecturer would not swap
//! one unchecked move for another, so the second move is searched to
//! D + K as well, and the move played is the better of the two at D + K
//! (the first choice on a tie). The second-best search runs only when the
//! deeper value fell below the depth-D one: otherwise no other move can
//! beat it. Every search runs within the caller's budget.

use super::Problem;
use crate::error::Error;
use crate::games::NodeKind;
use crate::options::{OptionError, RootMoves, SearchOptions};
use crate::search::{Algorithm, Budget, Stats};
use crate::trace::NullSink;

/// What secondary search found about a depth-D choice. Values are from
/// MAX's view, as every value is.
#[derive(Clone, Debug, PartialEq)]
pub struct Secondary {
    /// D + K: the depth of the deeper searches.
    pub depth: u32,
    /// The move the depth-D search chose.
    pub chosen: u32,
    /// Its value at depth D (the root's).
    pub value: f64,
    /// Its value searched to depth D + K.
    pub deeper_value: f64,
    /// Whether the deeper value is worse than the best other move's
    /// depth-D value, so that move was searched deeper too.
    pub reconsidered: bool,
    /// The best other move and its exact depth-D value; `None` when the
    /// deeper value did not fall below the depth-D value (no other move
    /// can then beat it) or there is no other move.
    pub second: Option<(u32, f64)>,
    /// The second move's value at depth D + K, when reconsidered.
    pub second_deeper_value: Option<f64>,
    /// The move played after the check, and its value at depth D + K.
    pub final_move: u32,
    pub final_value: f64,
    /// Whether the move played differs from the depth-D choice.
    pub changed: bool,
    /// Nodes of the secondary searches (the depth-D search not included).
    pub nodes: u64,
}

/// Whether `a` is better than `b` for the side to move at a `kind` root.
fn better(kind: NodeKind, a: f64, b: f64) -> bool {
    if kind == NodeKind::Min {
        a < b
    } else {
        a > b
    }
}

impl Problem {
    /// Checks, before any search, that secondary search with `extra`
    /// plies can run: a depth limit, the textbook search, and a position
    /// whose tree has values at depth D + `extra`.
    pub fn check_secondary(
        &self,
        algorithm: Algorithm,
        options: &SearchOptions,
        extra: u32,
    ) -> Result<(), Error> {
        let deeper = deeper(options, extra, RootMoves::Only(0))?;
        self.prepare(&deeper)?;
        self.check_enhancements(algorithm, &deeper)
    }

    /// Secondary search after `main`, the depth-D search of this problem
    /// by `algorithm` with `options` (unprepared, as given to
    /// [`Problem::search_within`]). `None` when `main` chose no move (a
    /// finished position or a chance root).
    pub fn secondary_within(
        &self,
        algorithm: Algorithm,
        options: &SearchOptions,
        main: &Stats,
        extra: u32,
        budget: &mut Budget<'_>,
    ) -> Result<Option<Secondary>, Error> {
        let kind = self.root_kind();
        let Some(chosen) = main.best_move.filter(|_| kind != NodeKind::Chance) else {
            return Ok(None);
        };
        let mut nodes = 0;
        let mut run = |o: &SearchOptions, budget: &mut Budget<'_>| -> Result<Stats, Error> {
            let s = self.search_within(algorithm, o, &mut NullSink, budget)?;
            nodes += s.nodes;
            Ok(s)
        };
        let deep = deeper(options, extra, RootMoves::Only(chosen))?;
        let deeper_value = run(&deep, budget)?.value;
        let (mut second, mut second_deeper_value) = (None, None);
        let mut reconsidered = false;
        if better(kind, main.value, deeper_value) {
            let others = SearchOptions {
                root_moves: RootMoves::Except(chosen),
                ..*options
            };
            let s = run(&others, budget)?;
            if let Some(m) = s.best_move {
                second = Some((m, s.value));
                if better(kind, s.value, deeper_value) {
                    reconsidered = true;
                    let deep = deeper(options, extra, RootMoves::Only(m))?;
                    second_deeper_value = Some(run(&deep, budget)?.value);
                }
            }
        }
        let (final_move, final_value) = match (second, second_deeper_value) {
            (Some((m, _)), Some(v)) if better(kind, v, deeper_value) => (m, v),
            _ => (chosen, deeper_value),
        };
        Ok(Some(Secondary {
            depth: deep.depth.unwrap_or(0),
            chosen,
            value: main.value,
            deeper_value,
            reconsidered,
            second,
            second_deeper_value,
            final_move,
            final_value,
            changed: final_move != chosen,
            nodes,
        }))
    }
}

/// `options` searched `extra` plies deeper over `moves`; a depth limit is needed.
fn deeper(options: &SearchOptions, extra: u32, moves: RootMoves) -> Result<SearchOptions, Error> {
    let depth = options
        .depth
        .ok_or(OptionError::EnhancementNeeds("secondary", "--depth"))?;
    let depth = depth
        .checked_add(extra)
        .ok_or_else(|| OptionError::BadSecondary(extra.to_string()))?;
    Ok(SearchOptions {
        depth: Some(depth),
        root_moves: moves,
        ..*options
    })
}
