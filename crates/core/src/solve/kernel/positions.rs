//! One line of a positions file (`abviz solve --positions`): a column
//! sequence, 1-based as in Pons' test sets, optionally followed by the
//! expected score; blank lines and `#` comments carry nothing.

use std::fmt;

use crate::error::{quote, C4Error};
use crate::games::connect4::{Connect4, Size};
use crate::games::tictactoe::Scoring;

/// A position read from a line, and the score the line gives for it.
#[derive(Clone, Debug)]
pub struct PositionLine {
    /// The column sequence as written (`-` for the empty board).
    pub text: String,
    /// The position (`fast` scoring).
    pub game: Connect4,
    /// The score the line expects, if it gives one.
    pub expected: Option<i32>,
}

/// Why a line is not a position.
#[derive(Clone, Debug, PartialEq)]
pub enum LineError {
    /// The column sequence does not play out.
    Position(C4Error),
    /// The second field is not a whole number.
    Score(String),
    /// More than two fields.
    Extra(String),
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineError::Position(e) => {
                let m = e.to_string();
                f.write_str(m.strip_prefix("board: ").unwrap_or(&m))
            }
            LineError::Score(s) => write!(f, "score \"{}\" is not a whole number", quote(s)),
            LineError::Extra(s) => write!(
                f,
                "\"{}\" follows the score; a line is a column sequence and an optional score",
                quote(s)
            ),
        }
    }
}

impl std::error::Error for LineError {}

/// Reads one line on a board of `size`: `Ok(None)` for a blank line or a
/// comment.
pub fn parse_position_line(line: &str, size: Size) -> Result<Option<PositionLine>, LineError> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(None);
    }
    let mut fields = line.split_whitespace();
    let text = fields.next().unwrap_or("");
    let expected = match fields.next() {
        Some(s) => Some(s.parse().map_err(|_| LineError::Score(s.into()))?),
        None => None,
    };
    if let Some(extra) = fields.next() {
        return Err(LineError::Extra(extra.into()));
    }
    let moves = if text == "-" { "" } else { text };
    // A grid has a slash; a positions file holds column sequences only.
    if let Some(ch) = moves.chars().find(|c| !c.is_ascii_digit()) {
        let index = moves.chars().position(|c| c == ch).unwrap_or(0) as u32 + 1;
        return Err(LineError::Position(C4Error::NotAColumn { index, ch }));
    }
    let game = Connect4::parse(moves, Some(size), Scoring::Fast).map_err(LineError::Position)?;
    Ok(Some(PositionLine {
        text: text.into(),
        game,
        expected,
    }))
}
