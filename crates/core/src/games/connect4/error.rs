//! What can be wrong with a Connect Four position or size.

use std::fmt;

use super::Size;
use crate::quote::{quote, quote_char};

/// A Connect Four position or size that cannot be read or cannot arise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum C4Error {
    /// A size other than W×H with W in 4…7 and H in 4…6.
    UnknownSize(String),
    /// A character of a column sequence that is not a digit.
    NotAColumn {
        /// 1-based move number.
        index: u32,
        /// The character.
        ch: char,
    },
    /// A column number outside 1…W.
    ColumnOutOfRange {
        /// 1-based move number.
        index: u32,
        /// The column given.
        column: u32,
        /// The board's width.
        width: u32,
    },
    /// A move into a full column.
    FullColumn {
        /// 1-based move number.
        index: u32,
        /// The column, 1-based.
        column: u32,
    },
    /// A move after someone already had four in a row.
    AfterEnd {
        /// 1-based move number.
        index: u32,
    },
    /// A grid row of the wrong length.
    RowLength {
        /// 1-based row, from the top.
        row: u32,
        /// Its length.
        len: u32,
        /// The first row's length.
        width: u32,
    },
    /// A grid cell that is not X, O or `.`.
    BadCell {
        /// 1-based row, from the top.
        row: u32,
        /// 1-based column.
        column: u32,
        /// The character.
        ch: char,
    },
    /// A disc above an empty cell.
    Floating {
        /// 1-based row, from the top.
        row: u32,
        /// 1-based column.
        column: u32,
    },
    /// Disc counts that no game gives: X moves first.
    ImpossibleCounts {
        /// X's discs.
        x: u32,
        /// O's discs.
        o: u32,
    },
    /// A grid where someone moved after a four, or both have one.
    PlayAfterFour {
        /// Who has four in a row.
        winner: char,
    },
    /// A grid whose shape is not the size asked for.
    SizeMismatch {
        /// The grid's own size.
        grid: Size,
        /// The size asked for.
        size: Size,
    },
    /// A weight file for the learned evaluation that cannot be used: why.
    BadWeights(String),
    /// An option of learning (named) that is not what it may be.
    BadLearnOption {
        /// The option.
        option: String,
        /// Its value.
        value: String,
        /// What it may be.
        allowed: &'static str,
    },
}

impl fmt::Display for C4Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            C4Error::UnknownSize(s) => write!(
                f,
                "size \"{}\" is not a Connect Four size; use WxH with W from 4 to 7 and H from 4 to 6, such as 7x6",
                quote(s)
            ),
            C4Error::NotAColumn { index, ch } => write!(
                f,
                "board: move {index} is '{}', not a column number",
                quote_char(*ch)
            ),
            C4Error::ColumnOutOfRange {
                index,
                column,
                width,
            } => write!(
                f,
                "board: move {index} is column {column}, but the columns are 1 to {width}"
            ),
            C4Error::FullColumn { index, column } => {
                write!(f, "board: move {index} drops into column {column}, which is full")
            }
            C4Error::AfterEnd { index } => write!(
                f,
                "board: move {index} comes after the game ended with four in a row"
            ),
            C4Error::RowLength { row, len, width } => write!(
                f,
                "board: row {row} has {len} cells, but the first row has {width}"
            ),
            C4Error::BadCell { row, column, ch } => write!(
                f,
                "board: row {row}, column {column} is '{}'; use X, O or .",
                quote_char(*ch)
            ),
            C4Error::Floating { row, column } => write!(
                f,
                "board: the disc in row {row}, column {column} floats above an empty cell"
            ),
            C4Error::ImpossibleCounts { x, o } => write!(
                f,
                "board: {x} X and {o} O cannot arise; X moves first, so X has as many discs as O or one more"
            ),
            C4Error::PlayAfterFour { winner } => write!(
                f,
                "board: {winner} has four in a row, but play went on after it"
            ),
            C4Error::SizeMismatch { grid, size } => write!(
                f,
                "board: the grid is {grid}, but the size asked for is {size}"
            ),
            C4Error::BadWeights(why) => write!(f, "weights: {why}"),
            C4Error::BadLearnOption {
                option,
                value,
                allowed,
            } => write!(
                f,
                "{} \"{}\" is not {allowed}",
                quote(option),
                quote(value)
            ),
        }
    }
}

impl std::error::Error for C4Error {}

impl C4Error {
    /// A stable name for translations.
    pub fn code(&self) -> &'static str {
        match self {
            C4Error::UnknownSize(_) => "UnknownSize",
            C4Error::NotAColumn { .. } => "NotAColumn",
            C4Error::ColumnOutOfRange { .. } => "ColumnOutOfRange",
            C4Error::FullColumn { .. } => "FullColumn",
            C4Error::AfterEnd { .. } => "AfterEnd",
            C4Error::RowLength { .. } => "RowLength",
            C4Error::BadCell { .. } => "BadCell",
            C4Error::Floating { .. } => "Floating",
            C4Error::ImpossibleCounts { .. } => "ImpossibleCounts",
            C4Error::PlayAfterFour { .. } => "PlayAfterFour",
            C4Error::SizeMismatch { .. } => "SizeMismatch",
            C4Error::BadWeights(_) => "BadWeights",
            C4Error::BadLearnOption { .. } => "BadLearnOption",
        }
    }

    /// The values the message names.
    pub fn params(&self) -> Vec<(&'static str, String)> {
        let s = |v: &dyn ToString| v.to_string();
        match self {
            C4Error::UnknownSize(v) => vec![("value", quote(v))],
            C4Error::NotAColumn { index, ch } => {
                vec![("index", s(index)), ("ch", quote_char(*ch))]
            }
            C4Error::ColumnOutOfRange {
                index,
                column,
                width,
            } => vec![
                ("index", s(index)),
                ("column", s(column)),
                ("width", s(width)),
            ],
            C4Error::FullColumn { index, column } => {
                vec![("index", s(index)), ("column", s(column))]
            }
            C4Error::AfterEnd { index } => vec![("index", s(index))],
            C4Error::RowLength { row, len, width } => {
                vec![("row", s(row)), ("len", s(len)), ("width", s(width))]
            }
            C4Error::BadCell { row, column, ch } => vec![
                ("row", s(row)),
                ("column", s(column)),
                ("ch", quote_char(*ch)),
            ],
            C4Error::Floating { row, column } => vec![("row", s(row)), ("column", s(column))],
            C4Error::ImpossibleCounts { x, o } => vec![("x", s(x)), ("o", s(o))],
            C4Error::PlayAfterFour { winner } => vec![("winner", s(winner))],
            C4Error::SizeMismatch { grid, size } => {
                vec![("grid", s(grid)), ("size", s(size))]
            }
            C4Error::BadWeights(why) => vec![("reason", why.clone())],
            C4Error::BadLearnOption {
                option,
                value,
                allowed,
            } => vec![
                ("option", quote(option)),
                ("value", quote(value)),
                ("allowed", s(allowed)),
            ],
        }
    }
}
