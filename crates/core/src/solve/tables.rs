//! The tables some games have, which `abviz positions` and `abviz book`
//! print: the number of distinct positions at each ply, and a text opening
//! book of every position within some plies, solved. Both are built on the
//! search, which a game's folder may not import, so they are listed here,
//! one line a game, and the commands ask [`tables_of`] rather than testing
//! a game's name.

use crate::budget::Budget;
use crate::error::Error;
use crate::games::connect4::{self, Size};
use crate::games::tictactoe;

use super::{connect4_book, count_positions_into, count_tictactoe_positions_into, tictactoe_book};

/// A game's tables.
#[derive(Clone, Copy, Debug)]
pub struct Tables {
    /// The game's registry name.
    pub game: &'static str,
    /// Counts positions from the start into `counts`, one per ply from 0.
    pub count: Option<CountFn>,
    /// Writes the book into `out`, telling `progress` (solved, of).
    pub book: Option<BookFn>,
}

/// A table's parameters, as the command was given them.
#[derive(Clone, Copy, Debug, Default)]
pub struct TableJob<'a> {
    /// `--size`, for a game that takes one (`None`: its default).
    pub size: Option<&'a str>,
    /// The most plies (`None`: the game's default).
    pub plies: Option<u32>,
    /// Whether positions the same under the board's symmetries count once.
    pub symmetry: bool,
    /// Transposition table slots of each solve.
    pub tt_size: usize,
}

/// What a count has counted, kept when a limit stops it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Counted {
    /// The size counted, for a game that has sizes: set before counting.
    pub size: Option<String>,
    /// Positions at each ply from 0.
    pub counts: Vec<u64>,
}

/// [`Tables::count`].
pub type CountFn = fn(&TableJob, &mut Budget<'_>, &mut Counted) -> Result<(), Error>;

/// [`Tables::book`]: returns the book's size, for a game that has sizes.
pub type BookFn = fn(
    &TableJob,
    &mut Budget<'_>,
    &mut dyn FnMut(usize, usize),
    &mut String,
) -> Result<Option<String>, Error>;

/// Every game with tables, in the registry's order.
pub const TABLES: &[Tables] = &[
    Tables {
        game: tictactoe::NAME,
        count: Some(tictactoe_count),
        book: Some(tictactoe_text_book),
    },
    Tables {
        game: connect4::NAME,
        count: Some(connect4_count),
        book: Some(connect4_text_book),
    },
];

/// The tables of the game named `game` (its registry name), if it has any.
pub fn tables_of(game: &str) -> Option<&'static Tables> {
    TABLES.iter().find(|t| t.game == game)
}

/// The game `abviz book` builds for unless told: the first with a book.
pub const DEFAULT_BOOK: &str = first_with_book();

const fn first_with_book() -> &'static str {
    let mut i = 0;
    while i < TABLES.len() {
        if TABLES[i].book.is_some() {
            return TABLES[i].game;
        }
        i += 1;
    }
    panic!("no game has an opening book")
}

/// Positions at each ply of the whole game (up to 9), or within the plies
/// asked; with symmetry, Nilsson's count (765 in all).
fn tictactoe_count(
    job: &TableJob,
    budget: &mut Budget<'_>,
    out: &mut Counted,
) -> Result<(), Error> {
    let run = count_tictactoe_positions_into(job.symmetry, budget, &mut out.counts);
    // Kept to the plies asked for, a stopped count's too.
    if let Some(plies) = job.plies {
        out.counts.truncate(plies as usize + 1);
    }
    run
}

/// The book of every position within the plies (4 unless told).
fn tictactoe_text_book(
    job: &TableJob,
    _: &mut Budget<'_>,
    _: &mut dyn FnMut(usize, usize),
    out: &mut String,
) -> Result<Option<String>, Error> {
    out.push_str(&tictactoe_book(job.plies.unwrap_or(4)));
    Ok(None)
}

/// The size a Connect Four table is of: `--size`, else the standard 7×6.
fn size_of(job: &TableJob) -> Result<Size, Error> {
    Ok(job.size.unwrap_or("7x6").parse()?)
}

/// Tromp's counts: distinct positions at each ply, 7 plies unless told.
fn connect4_count(job: &TableJob, budget: &mut Budget<'_>, out: &mut Counted) -> Result<(), Error> {
    let size = size_of(job)?;
    out.size = Some(size.to_string());
    count_positions_into(size, job.plies.unwrap_or(7), budget, &mut out.counts)
}

/// Every position within the plies (4 unless told), each solved by one
/// search with its own node limit.
fn connect4_text_book(
    job: &TableJob,
    budget: &mut Budget<'_>,
    progress: &mut dyn FnMut(usize, usize),
    out: &mut String,
) -> Result<Option<String>, Error> {
    let size = size_of(job)?;
    connect4_book(
        size,
        job.plies.unwrap_or(4),
        job.tt_size,
        budget,
        progress,
        out,
    )?;
    Ok(Some(size.to_string()))
}
