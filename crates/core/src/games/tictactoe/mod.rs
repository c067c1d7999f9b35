//! Tic-tac-toe: board notation, validation, rules and Nilsson's evaluation.
//!
//! A board is two 9-bit masks, so positions are `Copy`, hash cheaply and the
//! whole 549,946-node game tree is searched without allocating per node.

use std::fmt;
use std::str::FromStr;

use crate::quote::quote_char;

pub mod entry;
mod game;
pub mod symmetry;

/// The game's name in the registry (`--game`).
pub const NAME: &str = "tictactoe";

/// One of the two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    /// X, who moves first.
    X,
    /// O, who moves second.
    O,
}

impl Mark {
    /// The other player.
    pub fn other(self) -> Mark {
        match self {
            Mark::X => Mark::O,
            Mark::O => Mark::X,
        }
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Mark::X => "X",
            Mark::O => "O",
        })
    }
}

/// The eight lines, as masks over cells 0–8 (row-major, cell 0 top-left).
pub const LINES: [u16; 8] = [
    0b000_000_111,
    0b000_111_000,
    0b111_000_000,
    0b001_001_001,
    0b010_010_010,
    0b100_100_100,
    0b100_010_001,
    0b001_010_100,
];

pub(crate) const FULL: u16 = 0b111_111_111;

/// For each of the 512 sets of cells, whether it contains a line: one lookup
/// instead of eight mask tests, since the search asks at every node.
const HAS_LINE: [bool; 512] = {
    let mut table = [false; 512];
    let mut m = 0;
    while m < 512 {
        let mut i = 0;
        while i < LINES.len() {
            if m & LINES[i] as usize == LINES[i] as usize {
                table[m] = true;
            }
            i += 1;
        }
        m += 1;
    }
    table
};

/// For each set of cells, Σ 3^cell: a board's base-3 number is
/// `TERNARY[x] + 2 · TERNARY[o]`, below 3⁹ = 19,683.
const TERNARY: [u16; 512] = {
    let mut table = [0u16; 512];
    let mut m = 0;
    while m < 512 {
        let (mut cell, mut power) = (0, 1u16);
        while cell < 9 {
            if m & (1 << cell) != 0 {
                table[m] += power;
            }
            power *= 3;
            cell += 1;
        }
        m += 1;
    }
    table
};

/// Whether the cells in `mask` (9 bits) contain a line.
#[inline]
pub(crate) fn has_line(mask: u16) -> bool {
    HAS_LINE[mask as usize & 511]
}

/// A tic-tac-toe position: which cells hold X and which hold O.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Board {
    x: u16,
    o: u16,
}

impl Board {
    /// The empty board.
    pub const EMPTY: Board = Board { x: 0, o: 0 };

    /// The mark in `cell` (0–8), if any.
    pub fn get(&self, cell: u32) -> Option<Mark> {
        let bit = 1u16 << cell;
        if self.x & bit != 0 {
            Some(Mark::X)
        } else if self.o & bit != 0 {
            Some(Mark::O)
        } else {
            None
        }
    }

    /// Number of marks of each player: (X, O).
    pub fn counts(&self) -> (u32, u32) {
        (self.x.count_ones(), self.o.count_ones())
    }

    /// The side to move: X when the counts are equal, else O.
    pub fn to_move(&self) -> Mark {
        // X moves first, so X is to move after an even number of marks
        // (one popcount: this runs at every node of the search).
        if (self.x | self.o).count_ones() % 2 == 0 {
            Mark::X
        } else {
            Mark::O
        }
    }

    /// (cells of the side to move, cells of the side that moved last).
    pub(crate) fn masks_to_move(&self) -> (u16, u16) {
        match self.to_move() {
            Mark::X => (self.x, self.o),
            Mark::O => (self.o, self.x),
        }
    }

    fn mask(&self, mark: Mark) -> u16 {
        match mark {
            Mark::X => self.x,
            Mark::O => self.o,
        }
    }

    /// Whether `mark` has completed a line.
    pub fn has_line(&self, mark: Mark) -> bool {
        has_line(self.mask(mark))
    }

    /// The winner, if a line is complete.
    pub fn winner(&self) -> Option<Mark> {
        if self.has_line(Mark::X) {
            Some(Mark::X)
        } else if self.has_line(Mark::O) {
            Some(Mark::O)
        } else {
            None
        }
    }

    /// Whether the game is over: a completed line or a full board.
    pub fn is_terminal(&self) -> bool {
        self.winner().is_some() || self.x | self.o == FULL
    }

    /// Empty cells in ascending order (the natural move order).
    pub fn empty_cells(&self) -> impl Iterator<Item = u32> {
        let free = !(self.x | self.o) & FULL;
        (0..9).filter(move |c| free & (1 << c) != 0)
    }

    /// The board after the side to move plays `cell`, which must be empty.
    pub fn play(&self, cell: u32) -> Board {
        debug_assert!(self.get(cell).is_none(), "cell {cell} is taken");
        let bit = 1u16 << cell;
        match self.to_move() {
            Mark::X => Board {
                x: self.x | bit,
                o: self.o,
            },
            Mark::O => Board {
                x: self.x,
                o: self.o | bit,
            },
        }
    }

    /// Lines that `mark`'s opponent has not yet blocked (Nilsson's "open" lines).
    pub fn open_lines(&self, mark: Mark) -> u32 {
        let theirs = self.mask(mark.other());
        LINES.iter().filter(|&&l| theirs & l == 0).count() as u32
    }

    /// Nilsson's evaluation from `max`'s view: lines open for `max` minus
    /// lines open for its opponent. Its range is −8..=8.
    pub fn nilsson(&self, max: Mark) -> i32 {
        self.open_lines(max) as i32 - self.open_lines(max.other()) as i32
    }

    /// Builds a board from cells without checking that it is reachable.
    pub fn from_cells(cells: [Option<Mark>; 9]) -> Board {
        let mut b = Board::EMPTY;
        for (i, c) in cells.iter().enumerate() {
            match c {
                Some(Mark::X) => b.x |= 1 << i,
                Some(Mark::O) => b.o |= 1 << i,
                None => {}
            }
        }
        b
    }

    /// Checks that the board can arise in a game that X started:
    /// counts, at most one winner, and nobody moved after a win.
    pub fn validate(&self) -> Result<(), BoardError> {
        let (x, o) = self.counts();
        if x != o && x != o + 1 {
            return Err(BoardError::ImpossibleCounts { x, o });
        }
        let (xl, ol) = (self.has_line(Mark::X), self.has_line(Mark::O));
        if xl && ol {
            return Err(BoardError::BothWon);
        }
        // X's winning move leaves X one ahead; O's leaves the counts equal.
        if xl && x == o {
            return Err(BoardError::MovedAfterWin {
                winner: Mark::X,
                mover: Mark::O,
            });
        }
        if ol && x == o + 1 {
            return Err(BoardError::MovedAfterWin {
                winner: Mark::O,
                mover: Mark::X,
            });
        }
        Ok(())
    }
}

impl FromStr for Board {
    type Err = BoardError;

    /// Parses `O.X/.X./O..`: nine cells row-major; `X`/`x`, `O`/`o`, and
    /// `.` `-` `_` for empty; `/` may separate rows; white space is ignored.
    /// The result is validated, so only reachable boards come back.
    fn from_str(s: &str) -> Result<Board, BoardError> {
        let mut cells = [None; 9];
        let mut n = 0usize;
        let mut rows: Vec<usize> = vec![0];
        let mut slashes = false;
        for (i, ch) in s.chars().enumerate() {
            let mark = match ch {
                'X' | 'x' => Some(Mark::X),
                'O' | 'o' => Some(Mark::O),
                '.' | '-' | '_' => None,
                '/' => {
                    slashes = true;
                    rows.push(0);
                    continue;
                }
                c if c.is_whitespace() => continue,
                c => {
                    return Err(BoardError::BadChar {
                        ch: c,
                        position: i + 1,
                        cell: n,
                    })
                }
            };
            if n < 9 {
                cells[n] = mark;
            }
            n += 1;
            *rows.last_mut().expect("rows starts non-empty") += 1;
        }
        if n == 0 {
            return Err(BoardError::Empty);
        }
        if slashes {
            if rows.len() != 3 {
                return Err(BoardError::RowCount { rows: rows.len() });
            }
            if let Some((r, &len)) = rows.iter().enumerate().find(|(_, &len)| len != 3) {
                return Err(BoardError::RowLength {
                    row: r + 1,
                    cells: len,
                });
            }
        }
        if n != 9 {
            return Err(BoardError::CellCount { cells: n });
        }
        let board = Board::from_cells(cells);
        board.validate()?;
        Ok(board)
    }
}

impl fmt::Display for Board {
    /// Writes the compact notation with rows separated by `/`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for cell in 0..9 {
            if cell > 0 && cell % 3 == 0 {
                f.write_str("/")?;
            }
            f.write_str(match self.get(cell) {
                Some(Mark::X) => "X",
                Some(Mark::O) => "O",
                None => ".",
            })?;
        }
        Ok(())
    }
}

/// How finished games are scored, from MAX's view.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Scoring {
    /// Win +1, draw 0, loss −1.
    #[default]
    Wdl,
    /// Faster wins score higher: win = 10 − plies from the root, loss = −(10 − plies), draw 0.
    Fast,
}

impl Scoring {
    /// The name used on the command line and in JSON.
    pub fn name(self) -> &'static str {
        match self {
            Scoring::Wdl => "wdl",
            Scoring::Fast => "fast",
        }
    }
}

impl FromStr for Scoring {
    type Err = crate::options::OptionError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "wdl" => Ok(Scoring::Wdl),
            "fast" => Ok(Scoring::Fast),
            _ => Err(crate::options::OptionError::UnknownScoring(s.to_string())),
        }
    }
}

/// With a depth limit, wins score this (`fast`: this − plies) so they lie
/// outside Nilsson's evaluation range (−8..=8), as in Nilsson's own example.
pub const HORIZON_WIN: i32 = 100;

/// Tic-tac-toe from a given root position; MAX is the side to move there.
#[derive(Clone, Debug)]
pub struct TicTacToe {
    root: Board,
    max: Mark,
    pub(crate) scoring: Scoring,
    /// One move per symmetry class of children (see [`symmetry`]).
    symmetry: bool,
}

impl TicTacToe {
    /// The game from `root` (already validated by parsing), scored by `scoring`.
    pub fn new(root: Board, scoring: Scoring) -> TicTacToe {
        TicTacToe {
            root,
            max: root.to_move(),
            scoring,
            symmetry: false,
        }
    }

    /// This game from `root` instead: the same scoring and symmetry, MAX
    /// the side to move there.
    pub(crate) fn rerooted(&self, root: Board) -> TicTacToe {
        TicTacToe {
            root,
            max: root.to_move(),
            ..self.clone()
        }
    }

    /// The player who is MAX (the side to move at the root).
    pub fn max_player(&self) -> Mark {
        self.max
    }

    /// The value of a win for MAX reached `ply` plies below the root.
    pub(crate) fn win_value(&self, ply: u32, horizon: bool) -> i32 {
        match (self.scoring, horizon) {
            (Scoring::Wdl, false) => 1,
            (Scoring::Wdl, true) => HORIZON_WIN,
            (Scoring::Fast, false) => 10 - ply as i32,
            (Scoring::Fast, true) => HORIZON_WIN - ply as i32,
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

impl BoardError {
    /// A stable name for the page's translations.
    pub fn code(&self) -> &'static str {
        match self {
            BoardError::Empty => "Empty",
            BoardError::BadChar { .. } => "BadChar",
            BoardError::CellCount { .. } => "CellCount",
            BoardError::RowCount { .. } => "RowCount",
            BoardError::RowLength { .. } => "RowLength",
            BoardError::ImpossibleCounts { .. } => "ImpossibleCounts",
            BoardError::BothWon => "BothWon",
            BoardError::MovedAfterWin { .. } => "MovedAfterWin",
        }
    }

    /// The parameters of the message, input quoted as in the message.
    pub fn params(&self) -> Vec<(&'static str, String)> {
        let s = |v: &dyn fmt::Display| v.to_string();
        match self {
            BoardError::Empty | BoardError::BothWon => vec![],
            BoardError::BadChar { ch, position, cell } => vec![
                ("ch", quote_char(*ch)),
                ("position", s(position)),
                ("cell", s(cell)),
            ],
            BoardError::CellCount { cells } => vec![("cells", s(cells))],
            BoardError::RowCount { rows } => vec![("rows", s(rows))],
            BoardError::RowLength { row, cells } => vec![("row", s(row)), ("cells", s(cells))],
            BoardError::ImpossibleCounts { x, o } => vec![("x", s(x)), ("o", s(o))],
            BoardError::MovedAfterWin { winner, mover } => {
                vec![("winner", s(winner)), ("mover", s(mover))]
            }
        }
    }
}

#[cfg(test)]
mod tests;
