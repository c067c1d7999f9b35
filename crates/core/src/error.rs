//! Typed errors for every bad input, each with a one-line message that says
//! what is wrong and where. The wasm adapter hands these messages to
//! JavaScript unchanged, and the CLI prints them before exiting with 2.
//!
//! A message that echoes input echoes it through [`quote`] or
//! [`quote_char`], so it stays one short line whatever the input holds: a
//! newline cannot split it and a 200,000-character leaf is not repeated
//! whole.

use std::fmt;

pub use crate::connect4::C4Error;
pub use crate::quote::{quote, quote_char, QUOTE_LIMIT};
pub use crate::tictactoe::BoardError;
pub use crate::tree::TreeError;

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
    /// `--algorithm` with a name the registry does not list.
    UnknownAlgorithm(String),
    /// `--root` other than max or min.
    UnknownRoot(String),
    /// `--depth` that is not a whole number ≥ 0.
    BadDepth(String),
    /// A depth limit on a game with no evaluation function.
    DepthNeedsEvaluation,
    /// `--prune` other than ge or gt.
    UnknownPrune(String),
    /// `--agents` that is not a whole number ≥ 1.
    BadAgents(String),
    /// `--bounds` that is not two numbers `L,U`.
    BadBounds(String),
    /// An option name `Config::from_strs` does not know.
    UnknownOption(String),
    /// An enhancement name not in `order,id,tt,killer,history,pvs,aspiration`.
    UnknownEnhancement(String),
    /// An enhancement (or MTD(f)) used without what it needs.
    EnhancementNeeds(&'static str, &'static str),
    /// A transposition table size that is not a whole number from 1 to
    /// [`crate::enhance::MAX_TT_SIZE`].
    BadTableSize(String),
    /// Enhancements on a textbook tree.
    EnhanceNeedsBoard,
    /// A game other than tictactoe or connect4.
    UnknownGame(String),
    /// Connect Four searched to the end from a position with this many
    /// empty cells: far too big a tree.
    NeedsDepth(u32),
}

impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let q = quote;
        match self {
            OptionError::UnknownOrdering(s) => write!(
                f,
                "unknown ordering \"{}\"; use natural, reverse, random:SEED, heuristic, best-first or worst-first",
                q(s)
            ),
            OptionError::BadSeed(s) => write!(
                f,
                "random ordering needs a whole-number seed, as in random:42; got \"{}\"",
                q(s)
            ),
            OptionError::UnknownScoring(s) => {
                write!(f, "unknown scoring \"{}\"; use wdl or fast", q(s))
            }
            OptionError::UnknownVariant(s) => {
                write!(f, "unknown variant \"{}\"; use fail-soft or fail-hard", q(s))
            }
            OptionError::UnknownAlgorithm(s) => {
                let names: Vec<&str> = crate::registry::ALGORITHMS.iter().map(|a| a.name).collect();
                write!(
                    f,
                    "unknown algorithm \"{}\"; use {} or both",
                    q(s),
                    names.join(", ")
                )
            }
            OptionError::UnknownRoot(s) => write!(f, "unknown root \"{}\"; use max or min", q(s)),
            OptionError::BadDepth(s) => {
                write!(f, "depth \"{}\" is not a whole number of plies (0 or more)", q(s))
            }
            OptionError::DepthNeedsEvaluation => write!(
                f,
                "a depth limit needs an evaluation function, and this game has none"
            ),
            OptionError::UnknownPrune(s) => write!(
                f,
                "unknown pruning rule \"{}\"; use ge (prune when α ≥ β) or gt (only when α > β)",
                q(s)
            ),
            OptionError::BadAgents(s) => write!(
                f,
                "agents \"{}\" is not a whole number of 1 or more (MAX and N−1 MIN agents)",
                q(s)
            ),
            OptionError::BadBounds(s) => write!(
                f,
                "bounds \"{}\" are not two numbers L,U such as -10,10",
                q(s)
            ),
            OptionError::UnknownOption(s) => write!(f, "unknown option \"{}\"", q(s)),
            OptionError::UnknownEnhancement(s) => write!(
                f,
                "unknown enhancement \"{}\"; use order, id, tt, killer, history, pvs or aspiration",
                q(s)
            ),
            OptionError::EnhancementNeeds(what, needs) => {
                write!(f, "{what} needs {needs}")
            }
            OptionError::BadTableSize(s) => write!(
                f,
                "table size \"{}\" is not a whole number of slots from 1 to {}",
                q(s),
                crate::enhance::MAX_TT_SIZE
            ),
            OptionError::EnhanceNeedsBoard => write!(
                f,
                "enhancements and mtdf work on games (tic-tac-toe, Connect Four), not on textbook trees"
            ),
            OptionError::UnknownGame(s) => {
                write!(f, "unknown game \"{}\"; use tictactoe or connect4", q(s))
            }
            OptionError::NeedsDepth(n) => write!(
                f,
                "a Connect Four position with {n} empty cells needs a depth limit (at most {} empty cells without one; abviz solve finds the exact score)",
                crate::connect4::UNLIMITED_EMPTY
            ),
        }
    }
}

impl std::error::Error for OptionError {}

impl OptionError {
    /// A stable name for the page's translations.
    pub fn code(&self) -> &'static str {
        match self {
            OptionError::UnknownOrdering(_) => "UnknownOrdering",
            OptionError::BadSeed(_) => "BadSeed",
            OptionError::UnknownScoring(_) => "UnknownScoring",
            OptionError::UnknownVariant(_) => "UnknownVariant",
            OptionError::UnknownAlgorithm(_) => "UnknownAlgorithm",
            OptionError::UnknownRoot(_) => "UnknownRoot",
            OptionError::BadDepth(_) => "BadDepth",
            OptionError::DepthNeedsEvaluation => "DepthNeedsEvaluation",
            OptionError::UnknownPrune(_) => "UnknownPrune",
            OptionError::BadAgents(_) => "BadAgents",
            OptionError::BadBounds(_) => "BadBounds",
            OptionError::UnknownOption(_) => "UnknownOption",
            OptionError::UnknownEnhancement(_) => "UnknownEnhancement",
            OptionError::EnhancementNeeds(..) => "EnhancementNeeds",
            OptionError::BadTableSize(_) => "BadTableSize",
            OptionError::EnhanceNeedsBoard => "EnhanceNeedsBoard",
            OptionError::UnknownGame(_) => "UnknownGame",
            OptionError::NeedsDepth(_) => "NeedsDepth",
        }
    }

    /// The parameters of the message: the quoted input, if any, as `value`.
    pub fn params(&self) -> Vec<(&'static str, String)> {
        match self {
            OptionError::DepthNeedsEvaluation | OptionError::EnhanceNeedsBoard => vec![],
            OptionError::EnhancementNeeds(what, needs) => {
                vec![("what", what.to_string()), ("needs", needs.to_string())]
            }
            OptionError::NeedsDepth(n) => vec![
                ("empty", n.to_string()),
                ("most", crate::connect4::UNLIMITED_EMPTY.to_string()),
            ],
            OptionError::UnknownOrdering(v)
            | OptionError::BadSeed(v)
            | OptionError::UnknownScoring(v)
            | OptionError::UnknownVariant(v)
            | OptionError::UnknownAlgorithm(v)
            | OptionError::UnknownRoot(v)
            | OptionError::BadDepth(v)
            | OptionError::UnknownPrune(v)
            | OptionError::BadAgents(v)
            | OptionError::BadBounds(v)
            | OptionError::UnknownOption(v)
            | OptionError::UnknownEnhancement(v)
            | OptionError::BadTableSize(v)
            | OptionError::UnknownGame(v) => vec![("value", quote(v))],
        }
    }
}

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
