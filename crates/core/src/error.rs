//! Typed errors for every bad input, each with a one-line message that says
//! what is wrong and where. The wasm adapter hands these messages to
//! JavaScript unchanged, and the CLI prints them before exiting with 2.
//!
//! A message that echoes input echoes it through [`quote`] or
//! [`quote_char`], so it stays one short line whatever the input holds: a
//! newline cannot split it and a 200,000-character leaf is not repeated
//! whole.

use std::fmt;

use crate::tictactoe::Mark;

/// Most characters [`quote`] returns: longer text is cut in the middle.
pub const QUOTE_LIMIT: usize = 40;

/// `text` made safe to show between double quotes in a one-line message
/// (without the quote marks: messages and the page's translations add them):
///
/// - `\` and `"` escaped with a backslash, and `\n`, `\r`, `\t`, `\0` as
///   such; every other control character, line or paragraph separator and
///   invisible direction mark as `\u{..}` (hex), so the result is one line
///   that shows what was typed;
/// - at most [`QUOTE_LIMIT`] characters: longer text keeps its start and
///   end around an ellipsis, `1234567890…7890`, never splitting an escape.
///
/// ```
/// use abviz_core::error::quote;
/// assert_eq!(quote("a\"b\nc"), r#"a\"b\nc"#);
/// let long = quote(&"9".repeat(200_000));
/// assert_eq!(long, format!("{}…{}", "9".repeat(20), "9".repeat(19)));
/// ```
pub fn quote(text: &str) -> String {
    shorten(text, '"')
}

/// `ch` as a message may show it between single quotes: escaped as
/// [`quote`] does, with `'` escaped instead of `"`.
pub fn quote_char(ch: char) -> String {
    let mut out = String::new();
    Shown::new(ch, '\'').push_to(&mut out);
    out
}

/// [`quote`] with `delimiter` as the quote mark to escape.
fn shorten(text: &str, delimiter: char) -> String {
    let shown = |c| Shown::new(c, delimiter);
    // Measure no further than the limit: the text may be megabytes long.
    let mut width = 0;
    for c in text.chars() {
        width += shown(c).len();
        if width > QUOTE_LIMIT {
            break;
        }
    }
    let mut out = String::new();
    if width <= QUOTE_LIMIT {
        text.chars().for_each(|c| shown(c).push_to(&mut out));
        return out;
    }
    // Half the room before the ellipsis, the rest after it; whole escapes only.
    let take = |chars: &mut dyn Iterator<Item = char>, room: usize| {
        let mut used = 0;
        let mut taken = Vec::new();
        for c in chars {
            used += shown(c).len();
            if used > room {
                break;
            }
            taken.push(shown(c));
        }
        taken
    };
    let head_room = QUOTE_LIMIT / 2;
    let head = take(&mut text.chars(), head_room);
    let tail = take(&mut text.chars().rev(), QUOTE_LIMIT - head_room - 1);
    head.iter().for_each(|s| s.push_to(&mut out));
    out.push('…');
    tail.iter().rev().for_each(|s| s.push_to(&mut out));
    out
}

/// How one character is shown inside quotes.
enum Shown {
    /// As itself.
    Plain(char),
    /// A backslash and this letter: `\\`, `\n`, `\r`, `\t`, `\0`, `\"`, `\'`.
    Short(char),
    /// `\u{..}` with the code point in hex.
    Code(u32),
}

impl Shown {
    /// `c` inside quotes made of `delimiter`: escaped if it is the
    /// delimiter, a backslash, or a character that would break the line or
    /// hide in it.
    fn new(c: char, delimiter: char) -> Shown {
        match c {
            '\\' => Shown::Short('\\'),
            '\n' => Shown::Short('n'),
            '\r' => Shown::Short('r'),
            '\t' => Shown::Short('t'),
            '\0' => Shown::Short('0'),
            c if c == delimiter => Shown::Short(c),
            // Controls (C0, DEL, C1 such as NEL), line and paragraph
            // separators, and the invisible marks that reorder or join text.
            c if c.is_control()
                || matches!(c, '\u{2028}' | '\u{2029}' | '\u{200b}'..='\u{200f}'
                    | '\u{202a}'..='\u{202e}' | '\u{2060}'..='\u{2069}' | '\u{feff}') =>
            {
                Shown::Code(c as u32)
            }
            c => Shown::Plain(c),
        }
    }

    /// Number of characters written.
    fn len(&self) -> usize {
        match *self {
            Shown::Plain(_) => 1,
            Shown::Short(_) => 2,
            // `\u{`, the hex digits, `}`.
            Shown::Code(n) => 4 + (32 - (n | 1).leading_zeros() as usize).div_ceil(4),
        }
    }

    fn push_to(&self, out: &mut String) {
        use std::fmt::Write;
        match *self {
            Shown::Plain(c) => out.push(c),
            Shown::Short(c) => {
                out.push('\\');
                out.push(c);
            }
            Shown::Code(n) => {
                let _ = write!(out, "\\u{{{n:x}}}");
            }
        }
    }
}

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
                "board: '{}' at position {position} (cell {cell}) is not a mark; use X, O, or . - _ for an empty cell",
                quote_char(ch)
            ),
            BoardError::BadChar { ch, position, .. } => write!(
                f,
                "board: '{}' at position {position} (past the 9 cells) is not a mark; use X, O, or . - _ for an empty cell",
                quote_char(ch)
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
            TreeError::Empty => write!(
                f,
                "tree is empty; give nested lists such as [[3,12,8],[2,4,6],[14,5,2]]"
            ),
            TreeError::Unexpected {
                found,
                column,
                expected,
            } => {
                let found = quote_char(*found);
                write!(
                    f,
                    "tree: unexpected '{found}' at column {column}; expected {expected}"
                )
            }
            TreeError::UnexpectedEnd { expected } => {
                write!(f, "tree: input ends inside a list; expected {expected}")
            }
            TreeError::EmptyList { column } => {
                write!(f, "tree: empty list at column {column}; every inner node needs at least one child")
            }
            TreeError::NotInteger { text, column } => {
                let text = quote(text);
                write!(
                    f,
                    "tree: leaf \"{text}\" at column {column} is not a whole number"
                )
            }
            TreeError::OutOfRange { text, column } => write!(
                f,
                "tree: leaf {} at column {column} is out of range; leaves lie within ±1000000000",
                quote(text)
            ),
            TreeError::Trailing { column } => {
                write!(f, "tree: unexpected text after the tree at column {column}")
            }
            TreeError::TooDeep { column, limit } => {
                write!(
                    f,
                    "tree: lists nested deeper than {limit} levels at column {column}"
                )
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
                write!(f, "unknown algorithm \"{}\"; use minimax, alphabeta or both", q(s))
            }
            OptionError::UnknownRoot(s) => write!(f, "unknown root \"{}\"; use max or min", q(s)),
            OptionError::BadDepth(s) => {
                write!(f, "depth \"{}\" is not a whole number of plies (0 or more)", q(s))
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
