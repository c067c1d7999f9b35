//! Typed errors for every bad input, each with a one-line message that says
//! what is wrong and where. The wasm adapter hands these messages to
//! JavaScript unchanged, and the CLI prints them before exiting with 2.
//!
//! A message that echoes input echoes it through [`quote`] or
//! [`quote_char`], so it stays one short line whatever the input holds: a
//! newline cannot split it and a 200,000-character leaf is not repeated
//! whole.

use std::fmt;

pub use crate::budget::Stopped;
pub use crate::games::connect4::C4Error;
pub use crate::games::grid::MazeError;
pub use crate::games::tictactoe::BoardError;
pub use crate::games::tree::TreeError;
pub use crate::games::GameError;
pub use crate::options::OptionError;
pub use crate::quote::{quote, quote_char, QUOTE_LIMIT};

/// Any error the core reports.
#[derive(Clone, Debug, PartialEq)]
pub enum Error {
    /// A bad board.
    Board(BoardError),
    /// A bad tree.
    Tree(TreeError),
    /// A bad option.
    Option(OptionError),
    /// A bad Connect Four position or size.
    Connect4(C4Error),
    /// A bad maze (Pacman, robots) or maze option.
    Maze(MazeError),
    /// A search stopped by its budget.
    Stopped(Stopped),
    /// A bad position of a game with messages of its own.
    Game(GameError),
}

impl Error {
    /// A stable code such as `board.ImpossibleCounts` or `tree.ProbabilitySum`,
    /// so a page can say the same thing in another language. The CLI and
    /// wasm adapters read it here instead of keeping their own list.
    pub fn code(&self) -> String {
        match self {
            Error::Board(e) => format!("board.{}", e.code()),
            Error::Tree(e) => format!("tree.{}", e.code()),
            Error::Option(e) => format!("option.{}", e.code()),
            Error::Connect4(e) => format!("connect4.{}", e.code()),
            Error::Maze(e) => format!("maze.{}", e.code()),
            Error::Stopped(e) => format!("search.{}", e.code()),
            Error::Game(e) => format!("{}.{}", e.game, e.code),
        }
    }

    /// The message's parameters by name; input they echo is quoted as in
    /// the message ([`quote`]), without the quote marks around it.
    pub fn params(&self) -> Vec<(&'static str, String)> {
        match self {
            Error::Board(e) => e.params(),
            Error::Tree(e) => e.params(),
            Error::Option(e) => e.params(),
            Error::Connect4(e) => e.params(),
            Error::Maze(e) => e.params(),
            Error::Stopped(e) => e.params(),
            Error::Game(e) => e.params.clone(),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Board(e) => e.fmt(f),
            Error::Tree(e) => e.fmt(f),
            Error::Option(e) => e.fmt(f),
            Error::Connect4(e) => e.fmt(f),
            Error::Maze(e) => e.fmt(f),
            Error::Stopped(e) => e.fmt(f),
            Error::Game(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Board(e) => Some(e),
            Error::Tree(e) => Some(e),
            Error::Option(e) => Some(e),
            Error::Connect4(e) => Some(e),
            Error::Maze(e) => Some(e),
            Error::Stopped(e) => Some(e),
            Error::Game(e) => Some(e),
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
impl From<C4Error> for Error {
    fn from(e: C4Error) -> Self {
        Error::Connect4(e)
    }
}
impl From<MazeError> for Error {
    fn from(e: MazeError) -> Self {
        Error::Maze(e)
    }
}
impl From<Stopped> for Error {
    fn from(e: Stopped) -> Self {
        Error::Stopped(e)
    }
}
impl From<GameError> for Error {
    fn from(e: GameError) -> Self {
        Error::Game(e)
    }
}
impl From<OptionError> for Error {
    fn from(e: OptionError) -> Self {
        Error::Option(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quote_escapes_what_would_break_or_hide_in_a_line() {
        assert_eq!(quote("sideways"), "sideways");
        assert_eq!(quote("a\nb\r\tc\0"), r"a\nb\r\tc\0");
        assert_eq!(quote(r#"say "hi" \o/"#), r#"say \"hi\" \\o/"#);
        assert_eq!(quote("it's"), "it's");
        assert_eq!(
            quote("\u{1b}[31m\u{85}\u{2028}\u{202e}"),
            r"\u{1b}[31m\u{85}\u{2028}\u{202e}"
        );
        assert_eq!(quote("é漢😀±"), "é漢😀±");
        assert_eq!(quote_char('\''), r"\'");
        assert_eq!(quote_char('"'), "\"");
        assert_eq!(quote_char('\u{7f}'), r"\u{7f}");
        assert_eq!(quote_char('Z'), "Z");
    }

    #[test]
    fn quote_cuts_long_text_in_the_middle_to_the_limit() {
        let exact = "x".repeat(QUOTE_LIMIT);
        assert_eq!(quote(&exact), exact);
        let digits: String = (0..200_000)
            .map(|i| char::from(b'0' + (i % 10) as u8))
            .collect();
        let q = quote(&digits);
        assert_eq!(q, "01234567890123456789…1234567890123456789");
        assert_eq!(q.chars().count(), QUOTE_LIMIT);
        // Escapes count as what they show, and are never split.
        let q = quote(&"\n".repeat(100));
        assert_eq!(q, format!("{}…{}", r"\n".repeat(10), r"\n".repeat(9)));
        let q = quote(&"\u{1}".repeat(100));
        assert_eq!(q, format!("{}…{}", r"\u{1}".repeat(4), r"\u{1}".repeat(3)));
        for text in [
            "\u{10ffff}".repeat(50),
            "a\u{2028}".repeat(30),
            "é".repeat(41),
        ] {
            assert!(quote(&text).chars().count() <= QUOTE_LIMIT, "{text:?}");
        }
    }
}
