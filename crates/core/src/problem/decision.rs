//! [`Decision`]: what a configuration finally plays at the root, after its
//! search and any step that decides after it (secondary search). The one
//! summary the CLI's JSON, the wasm summary and the page read a panel's
//! move from, so no view names the depth-D search's move while another
//! names the move played.

use super::{Problem, Secondary};
use crate::error::Error;
use crate::options::SearchOptions;
use crate::search::{Algorithm, Budget, Stats};

/// How a configuration's move was reached.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DecidedBy {
    /// The search's own best move and root value.
    Search,
    /// The opening book or the endgame solver answered the root itself.
    Book,
    /// Secondary search checked the search's move deeper and kept or
    /// changed it (see [`Secondary`]).
    Secondary,
}

impl DecidedBy {
    /// The name the JSON gives it: `search`, `book` or `secondary`.
    pub fn name(self) -> &'static str {
        match self {
            DecidedBy::Search => "search",
            DecidedBy::Book => "book",
            DecidedBy::Secondary => "secondary",
        }
    }
}

/// What a configuration decided at the root. Values are from MAX's view.
#[derive(Clone, Debug, PartialEq)]
pub struct Decision {
    /// The move played; `None` for a finished root or a chance root.
    pub best_move: Option<u32>,
    /// The value that move stands on: the root's value for the search (or
    /// the book), the move's value at depth D + K for secondary search.
    pub value: f64,
    /// The depth `value` was searched to, when a later step searched
    /// deeper than the search (secondary search's D + K); `None` when it
    /// is the search's own.
    pub depth: Option<u32>,
    /// How the move was reached.
    pub by: DecidedBy,
    /// Secondary search's record, when it ran.
    pub secondary: Option<Secondary>,
}

impl Decision {
    /// The search's own decision: its best move and root value (the
    /// book's or the solver's when they answered the root).
    pub fn of(stats: &Stats) -> Decision {
        Decision {
            best_move: stats.best_move,
            value: stats.value,
            depth: None,
            by: if stats.book {
                DecidedBy::Book
            } else {
                DecidedBy::Search
            },
            secondary: None,
        }
    }

    /// The decision after secondary search `s` checked the search's move.
    pub fn after(s: Secondary) -> Decision {
        Decision {
            best_move: Some(s.final_move),
            value: s.final_value,
            depth: Some(s.depth),
            by: DecidedBy::Secondary,
            secondary: Some(s),
        }
    }
}

impl Problem {
    /// What `algorithm` with `options` (unprepared, as given to
    /// [`Problem::search_within`]) decides after `main`, its search: with
    /// `secondary` extra plies, secondary search's move (when the root has
    /// a move to check); else the search's own. Within `budget`.
    pub fn decide_within(
        &self,
        algorithm: Algorithm,
        options: &SearchOptions,
        main: &Stats,
        secondary: Option<u32>,
        budget: &mut Budget<'_>,
    ) -> Result<Decision, Error> {
        let Some(k) = secondary else {
            return Ok(Decision::of(main));
        };
        let s = self.secondary_within(algorithm, options, main, k, budget)?;
        Ok(s.map_or_else(|| Decision::of(main), Decision::after))
    }
}
