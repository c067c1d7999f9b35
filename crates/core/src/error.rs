//! Typed errors for every bad input, each with a one-line message that says
//! what is wrong and where. The wasm adapter hands these messages to
//! JavaScript unchanged, and the CLI prints them before exiting with 2.

use std::fmt;

use crate::tictactoe::Mark;

/// A board that cannot be read or cannot arise in a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// Nothing but separators or white space.
    Empty,
    /// A character that is neither a mark, an empty cell nor `/`.
    /// `position` is 1-based among the input's characters; `cell` is the
    /// cell it would have filled.
    BadChar {
        ch: char,
        position: usize,
        cell: usize,
    },
    /// Not exactly nine cells.
    CellCount { cells: usize },
    /// With `/` separators, not exactly three rows.
    RowCount { rows: usize },
    /// With `/` separators, a row (1-based) without exactly three cells.
    RowLength { row: usize, cells: usize },
    /// Mark counts that no game starting with X can produce.
    ImpossibleCounts { x: u32, o: u32 },
    /// Both players have a completed line.
    BothWon,
    /// `mover` played on after `winner` completed a line.
    MovedAfterWin { winner: Mark, mover: Mark },
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            BoardError::Empty => write!(f, "board is empty; give 9 cells such as O.X/.X./O.."),
            BoardError::BadChar { ch, position, cell } if cell < 9 => write!(
                f,
                "board: {ch:?} at position {position} (cell {cell}) is not a mark; use X, O, or . - _ for an empty cell"
            ),
            BoardError::BadChar { ch, position, .. } => write!(
                f,
                "board: {ch:?} at position {position} (past the 9 cells) is not a mark; use X, O, or . - _ for an empty cell"
            ),
            BoardError::CellCount { cells } => write!(
                f,
                "board has {cells} cell{}; a board has 9 cells, row-major from the top left",
                if cells == 1 { "" } else { "s" }
            ),
            BoardError::RowCount { rows } => {
                write!(f, "board has {rows} rows separated by '/'; a board has 3 rows")
            }
            BoardError::RowLength { row, cells } => {
                write!(f, "board: row {row} has {cells} cells; each row has 3")
            }
            BoardError::ImpossibleCounts { x, o } => write!(
                f,
                "board: X has {x} mark{} and O has {o}; X moves first, so X has as many marks as O or one more",
                if x == 1 { "" } else { "s" }
            ),
            BoardError::BothWon => {
                write!(f, "board: both X and O have a line; the game ends at the first line")
            }
            BoardError::MovedAfterWin { winner, mover } => write!(
                f,
                "board: {winner} has a line but {mover} moved after it; the game ends when a line is completed"
            ),
        }
    }
}

impl std::error::Error for BoardError {}

/// A textbook tree that cannot be read. Columns are 1-based character positions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TreeError {
    /// No tree at all.
    Empty,
    /// Something other than what the grammar allows at this point.
    Unexpected {
        found: char,
        column: usize,
        expected: &'static str,
    },
    /// The input stopped inside a list.
    UnexpectedEnd { expected: &'static str },
    /// `[]`: a node with no children.
    EmptyList { column: usize },
    /// A leaf that is not a whole number (e.g. `1.5`, `x`).
    NotInteger { text: String, column: usize },
    /// A leaf outside ±1,000,000,000.
    OutOfRange { text: String, column: usize },
    /// More text after the tree ended.
    Trailing { column: usize },
    /// Lists nested deeper than the limit.
    TooDeep { column: usize, limit: usize },
    /// More nodes than the limit.
    TooLarge { limit: usize },
}

/// Largest leaf magnitude; keeps ±∞ and sums clear of `i32` overflow.
pub const LEAF_LIMIT: i64 = 1_000_000_000;

impl fmt::Display for TreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TreeError::Empty => write!(f, "tree is empty; give nested lists such as [[3,12,8],[2,4,6],[14,5,2]]"),
            TreeError::Unexpected { found, column, expected } => {
                write!(f, "tree: unexpected {found:?} at column {column}; expected {expected}")
            }
            TreeError::UnexpectedEnd { expected } => {
                write!(f, "tree: input ends inside a list; expected {expected}")
            }
            TreeError::EmptyList { column } => {
                write!(f, "tree: empty list at column {column}; every inner node needs at least one child")
            }
            TreeError::NotInteger { text, column } => {
                write!(f, "tree: leaf {text:?} at column {column} is not a whole number")
            }
            TreeError::OutOfRange { text, column } => write!(
                f,
                "tree: leaf {text} at column {column} is out of range; leaves lie within ±1000000000"
            ),
            TreeError::Trailing { column } => {
                write!(f, "tree: unexpected text after the tree at column {column}")
            }
            TreeError::TooDeep { column, limit } => {
                write!(f, "tree: lists nested deeper than {limit} levels at column {column}")
            }
            TreeError::TooLarge { limit } => write!(f, "tree: more than {limit} nodes"),
        }
    }
}

impl std::error::Error for TreeError {}

/// A search option that is not understood or does not fit the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    /// `--order` with a name we do not know.
    UnknownOrdering(String),
    /// `random:` followed by something that is not a seed.
    BadSeed(String),
    /// `--scoring` with a name we do not know.
    UnknownScoring(String),
    /// `--variant` with a name we do not know.
    UnknownVariant(String),
    /// `--algorithm` with a name we do not know.
    UnknownAlgorithm(String),
    /// `--root` other than max or min.
    UnknownRoot(String),
    /// `--depth` that is not a whole number ≥ 0.
    BadDepth(String),
    /// A depth limit on a game with no evaluation function.
    DepthNeedsEvaluation,
}

impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionError::UnknownOrdering(s) => write!(
                f,
                "unknown ordering {s:?}; use natural, reverse, random:SEED, heuristic, best-first or worst-first"
            ),
            OptionError::BadSeed(s) => {
                write!(f, "random ordering needs a whole-number seed, as in random:42; got {s:?}")
            }
            OptionError::UnknownScoring(s) => write!(f, "unknown scoring {s:?}; use wdl or fast"),
            OptionError::UnknownVariant(s) => {
                write!(f, "unknown variant {s:?}; use fail-soft or fail-hard")
            }
            OptionError::UnknownAlgorithm(s) => {
                write!(f, "unknown algorithm {s:?}; use minimax, alphabeta or both")
            }
            OptionError::UnknownRoot(s) => write!(f, "unknown root {s:?}; use max or min"),
            OptionError::BadDepth(s) => {
                write!(f, "depth {s:?} is not a whole number of plies (0 or more)")
            }
            OptionError::DepthNeedsEvaluation => write!(
                f,
                "a depth limit needs an evaluation function, and textbook trees have none; use it with boards"
            ),
        }
    }
}

impl std::error::Error for OptionError {}

/// Any error the core reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// A bad board.
    Board(BoardError),
    /// A bad tree.
    Tree(TreeError),
    /// A bad option.
    Option(OptionError),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Board(e) => e.fmt(f),
            Error::Tree(e) => e.fmt(f),
            Error::Option(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Board(e) => Some(e),
            Error::Tree(e) => Some(e),
            Error::Option(e) => Some(e),
        }
    }
}

impl From<BoardError> for Error {
    fn from(e: BoardError) -> Self {
        Error::Board(e)
    }
}
impl From<TreeError> for Error {
    fn from(e: TreeError) -> Self {
        Error::Tree(e)
    }
}
impl From<OptionError> for Error {
    fn from(e: OptionError) -> Self {
        Error::Option(e)
    }
}
