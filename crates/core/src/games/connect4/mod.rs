//! Connect Four on boards from 4×4 to 7×6, as bitboards.
//!
//! # Representation
//! Column `c` owns bits `c·(H+1) … c·(H+1)+H−1`, bottom row lowest, with one
//! spare bit on top so that shifts in any direction cannot carry a line from
//! one column into the next (Tromp's and Pons's layout; at most 49 bits).
//! A [`C4`] position keeps the discs of the side to move and the mask of all
//! discs; a move is `mask + bottom(c)`, and four in a row is four shifts.
//! `cur + mask` is a unique key per position ([`crate::Game::key`]), small enough
//! to count Tromp's positions in a hash set and to index a transposition
//! table.
//!
//! # Notation
//! - The column sequence, 1-based from the left: `4453` played columns 4,
//!   4, 5, 3; X moves first. [`C4Error`] names the move that is wrong.
//! - A grid, top row first, rows separated by `/`, with `X`, `O` and `.`.
//!   Discs must rest on discs, X has as many discs as O or one more, and
//!   nobody moved after a four.
//!
//! # Values
//! MAX is the side to move at the root. `wdl` scores ±1 and 0; `fast` is
//! the solver literature's score from MAX's view: a win is
//! ⌈W·H/2⌉ + 1 − (the winner's stones at the end), a loss its negative. At
//! a depth limit, finished games score ±(1000 + the `fast` score, or 1000
//! for `wdl`), outside the evaluation's range, which [`Connect4::eval_raw`]
//! keeps within ±(69·9) = ±621 on 7×6, and a learned [`Linear`]
//! evaluation within ±999.

use std::fmt;
use std::{str::FromStr, sync::Arc};

use crate::games::tictactoe::Scoring;
pub mod entry;
mod error;
mod game;
mod linear;

pub use error::C4Error;
use linear::windows;
pub use linear::{Linear, FEATURES, FORMAT, LEARNED, MAX_WEIGHT, N_FEATURES, SCALE, VERSION};

/// The game's name in the registry (`--game`), for code that serves this
/// game alone (the deep opening book's builder), so no shared file quotes it.
pub const NAME: &str = "connect4";

/// A board size, W columns by H rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Size {
    /// Columns, 4 to 7.
    pub w: u32,
    /// Rows, 4 to 6.
    pub h: u32,
}

impl Default for Size {
    fn default() -> Size {
        Size { w: 7, h: 6 }
    }
}

impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.w, self.h)
    }
}

impl Size {
    /// A size if both sides are in range.
    pub fn new(w: u32, h: u32) -> Result<Size, C4Error> {
        if (4..=7).contains(&w) && (4..=6).contains(&h) {
            Ok(Size { w, h })
        } else {
            Err(C4Error::UnknownSize(format!("{w}x{h}")))
        }
    }

    /// The number of cells.
    pub fn cells(self) -> u32 {
        self.w * self.h
    }

    /// ⌈W·H/2⌉: the most stones the first player can play.
    pub fn half(self) -> i32 {
        self.cells().div_ceil(2) as i32
    }
}

impl FromStr for Size {
    type Err = C4Error;
    /// `WxH` (also `W×H`), such as `7x6`.
    fn from_str(s: &str) -> Result<Size, C4Error> {
        let bad = || C4Error::UnknownSize(s.into());
        let t = s.trim().to_ascii_lowercase();
        let (w, h) = t.split_once(['x', '×']).ok_or_else(bad)?;
        let (w, h) = (
            w.trim().parse().map_err(|_| bad())?,
            h.trim().parse().map_err(|_| bad())?,
        );
        Size::new(w, h).map_err(|_| bad())
    }
}

/// A Connect Four position: the side to move's discs and all discs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct C4 {
    /// Discs of the side to move.
    pub cur: u64,
    /// Every disc.
    pub mask: u64,
}

impl C4 {
    /// Discs on the board.
    pub fn stones(&self) -> u32 {
        self.mask.count_ones()
    }

    /// The discs of the side that moved last.
    pub fn last(&self) -> u64 {
        self.cur ^ self.mask
    }
}

/// Whether `b` holds four in a row, for boards with column height `h1 = H+1`.
#[inline]
fn four(b: u64, h1: u32) -> bool {
    let line = |s: u32| {
        let m = b & (b >> s);
        m & (m >> (2 * s)) != 0
    };
    // Vertical (1), horizontal (H+1) and both diagonals (H, H+2): written
    // out, as a loop over an array of them is a loop over memory in wasm.
    line(1) || line(h1) || line(h1 - 1) || line(h1 + 1)
}

/// Connect Four from a root position with a scoring rule.
#[derive(Clone, Debug)]
pub struct Connect4 {
    size: Size,
    root: C4,
    scoring: Scoring,
    /// The moves that led to `root`, when it was given as a column sequence.
    moves: Option<Vec<u32>>,
    /// Every four-cell window of the board, for the evaluation.
    windows: Arc<[u64]>,
    /// All playable cells.
    full: u64,
    /// Learned weights for the evaluation, instead of [`Connect4::eval_raw`].
    linear: Option<std::sync::Arc<Linear>>,
}

/// Weights of an open window holding 0, 1, 2 or 3 discs of one side.
const WINDOW_WEIGHT: [i32; 4] = [0, 1, 3, 9];

/// The most empty cells a search without a depth limit may start from
/// (the full tree of 10 empty cells has at most 10! leaves).
pub const UNLIMITED_EMPTY: u32 = 10;

/// Finished games at a depth limit score beyond this (see the module docs).
pub const C4_HORIZON_WIN: i32 = 1000;

impl Connect4 {
    /// The empty board of `size`.
    pub fn empty(size: Size, scoring: Scoring) -> Connect4 {
        let h1 = size.h + 1;
        let mut full = 0;
        for c in 0..size.w {
            full |= ((1u64 << size.h) - 1) << (c * h1);
        }
        Connect4 {
            size,
            root: C4::default(),
            scoring,
            moves: Some(vec![]),
            windows: windows(size),
            full,
            linear: None,
        }
    }

    /// This game from `root` instead (a position reached from its root):
    /// the same size, scoring and evaluation; the moves that led there are
    /// not known.
    pub(crate) fn rerooted(&self, root: C4) -> Connect4 {
        Connect4 {
            root,
            moves: None,
            ..self.clone()
        }
    }

    /// Reads a column sequence (`4453`) or a grid (`....../...`, with `/`).
    /// A grid's own shape sets the size; `size` must agree when given.
    pub fn parse(text: &str, size: Option<Size>, scoring: Scoring) -> Result<Connect4, C4Error> {
        let t = text.trim();
        if t.contains('/') {
            let rows: Vec<&str> = t.split('/').map(str::trim).collect();
            let (w, h) = (rows[0].chars().count() as u32, rows.len() as u32);
            let grid_size =
                Size::new(w, h).map_err(|_| C4Error::UnknownSize(format!("{w}x{h}")))?;
            if let Some(s) = size.filter(|&s| s != grid_size) {
                return Err(C4Error::SizeMismatch {
                    grid: grid_size,
                    size: s,
                });
            }
            let mut g = Connect4::empty(grid_size, scoring);
            g.root = g.read_grid(&rows)?;
            g.moves = None;
            Ok(g)
        } else {
            let mut g = Connect4::empty(size.unwrap_or_default(), scoring);
            let mut pos = C4::default();
            let mut moves = Vec::with_capacity(t.len());
            for (i, ch) in t.chars().filter(|c| !c.is_whitespace()).enumerate() {
                let n = i as u32 + 1;
                let Some(col) = ch.to_digit(10) else {
                    return Err(C4Error::NotAColumn { index: n, ch });
                };
                if col < 1 || col > g.size.w {
                    return Err(C4Error::ColumnOutOfRange {
                        index: n,
                        column: col,
                        width: g.size.w,
                    });
                }
                // No four before the seventh disc (a position is parsed per solve).
                if i >= 7 && g.won(&pos) {
                    return Err(C4Error::AfterEnd { index: n });
                }
                if !g.can_play(&pos, col - 1) {
                    return Err(C4Error::FullColumn {
                        index: n,
                        column: col,
                    });
                }
                pos = g.drop_disc(&pos, col - 1);
                moves.push(col - 1);
            }
            g.root = pos;
            g.moves = Some(moves);
            Ok(g)
        }
    }

    fn read_grid(&self, rows: &[&str]) -> Result<C4, C4Error> {
        let Size { w, h } = self.size;
        let h1 = h + 1;
        let (mut x, mut o) = (0u64, 0u64);
        for (i, row) in rows.iter().enumerate() {
            let r = h - 1 - i as u32; // top row first
            if row.chars().count() as u32 != w {
                return Err(C4Error::RowLength {
                    row: i as u32 + 1,
                    len: row.chars().count() as u32,
                    width: w,
                });
            }
            for (c, ch) in row.chars().enumerate() {
                let bit = 1u64 << (c as u32 * h1 + r);
                match ch {
                    'X' | 'x' => x |= bit,
                    'O' | 'o' | '0' => o |= bit,
                    '.' | '-' | '_' => {}
                    _ => {
                        return Err(C4Error::BadCell {
                            row: i as u32 + 1,
                            column: c as u32 + 1,
                            ch,
                        })
                    }
                }
            }
        }
        let mask = x | o;
        // A disc with an empty cell under it floats.
        let floating = mask & !(mask << 1 | self.bottom());
        if floating != 0 {
            let b = floating.trailing_zeros();
            return Err(C4Error::Floating {
                row: h - b % h1,
                column: b / h1 + 1,
            });
        }
        let (nx, no) = (x.count_ones(), o.count_ones());
        if nx != no && nx != no + 1 {
            return Err(C4Error::ImpossibleCounts { x: nx, o: no });
        }
        let (xf, of) = (four(x, h1), four(o, h1));
        // The side that moved last is X when X has one disc more.
        let x_last = nx > no;
        // Only the side that moved last may have a four, and only one side.
        let wrong_winner = if x_last { of } else { xf };
        if (xf && of) || wrong_winner {
            return Err(C4Error::PlayAfterFour {
                winner: if xf { 'X' } else { 'O' },
            });
        }
        Ok(if x_last {
            C4 { cur: o, mask }
        } else {
            C4 { cur: x, mask }
        })
    }

    /// The bottom cell of every column.
    fn bottom(&self) -> u64 {
        (0..self.size.w).fold(0, |b, c| b | 1 << (c * (self.size.h + 1)))
    }

    /// The same game from another position (reached from this root by
    /// play), so a caller can search a child position on its own.
    pub fn at(&self, pos: C4) -> Connect4 {
        Connect4 {
            root: pos,
            moves: None,
            ..self.clone()
        }
    }

    /// Empty cells at the root.
    pub fn empty_cells(&self) -> u32 {
        self.size.cells() - self.root.stones()
    }

    /// The board size.
    pub fn size(&self) -> Size {
        self.size
    }

    /// The scoring rule.
    pub fn scoring(&self) -> Scoring {
        self.scoring
    }

    /// The moves (0-based columns) that led to the root, if it was given
    /// as a column sequence.
    pub fn played(&self) -> Option<&[u32]> {
        self.moves.as_deref()
    }

    /// Whether column `c` (0-based) is on the board and has room.
    pub fn can_play(&self, pos: &C4, c: u32) -> bool {
        // The width first: past it, the shift could run off the word.
        c < self.size.w && pos.mask & (1u64 << (c * (self.size.h + 1) + self.size.h - 1)) == 0
    }

    /// The position after the side to move drops a disc in column `c`.
    pub fn drop_disc(&self, pos: &C4, c: u32) -> C4 {
        let bottom = 1u64 << (c * (self.size.h + 1));
        C4 {
            cur: pos.cur ^ pos.mask,
            mask: pos.mask | (pos.mask + bottom),
        }
    }

    /// Whether the side that moved last has four in a row.
    pub fn won(&self, pos: &C4) -> bool {
        four(pos.last(), self.size.h + 1)
    }

    /// Whether X is to move in `pos`.
    pub fn x_to_move(&self, pos: &C4) -> bool {
        pos.stones() % 2 == 0
    }

    /// `pos` as a grid, top row first.
    pub fn grid(&self, pos: &C4) -> String {
        let Size { w, h } = self.size;
        let x = if self.x_to_move(pos) {
            pos.cur
        } else {
            pos.last()
        };
        let mut s = String::new();
        for r in (0..h).rev() {
            for c in 0..w {
                let bit = 1u64 << (c * (h + 1) + r);
                s.push(if pos.mask & bit == 0 {
                    '.'
                } else if x & bit != 0 {
                    'X'
                } else {
                    'O'
                });
            }
            if r > 0 {
                s.push('/');
            }
        }
        s
    }

    /// The evaluation from the side to move's view before sign: open
    /// windows weighted by how many discs they hold (1, 3, 9), mine minus
    /// theirs.
    pub fn eval_raw(&self, mine: u64, theirs: u64) -> i32 {
        let mut e = 0;
        for &w in self.windows.iter() {
            let (m, t) = (mine & w, theirs & w);
            // (A full window is a four, which ends the game before any
            // evaluation; it weighs as three.)
            if t == 0 {
                e += WINDOW_WEIGHT[m.count_ones().min(3) as usize];
            } else if m == 0 {
                e -= WINDOW_WEIGHT[t.count_ones().min(3) as usize];
            }
        }
        e
    }

    /// The `fast` score of a finished game won by the side that moved last
    /// in `pos`, from that side's view: ⌈W·H/2⌉ + 1 − its stones.
    pub fn fast_win(&self, pos: &C4) -> i32 {
        self.size.half() + 1 - pos.last().count_ones() as i32
    }

    /// Whether MAX (the root's side to move) moved last in `pos`.
    fn max_moved_last(&self, pos: &C4) -> bool {
        (pos.stones() - self.root.stones()) % 2 == 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Game;

    fn c4(s: &str) -> Connect4 {
        Connect4::parse(s, None, Scoring::Fast).unwrap()
    }

    #[test]
    fn a_column_sequence_and_its_grid_are_one_position() {
        let g = c4("4453");
        let grid = g.grid(&g.root());
        assert_eq!(grid, "......./......./......./......./...O.../..OXX..");
        let h = c4(&grid);
        assert_eq!(g.root(), h.root());
        assert_eq!(h.played(), None);
        assert_eq!(g.played(), Some(&[3, 3, 4, 2][..]));
    }

    #[test]
    fn fours_in_every_direction_end_the_game() {
        for (moves, won) in [
            ("1212121", true),     // vertical
            ("1122334", true),     // horizontal
            ("1223433454", false), // one short of a diagonal
            ("12234334544", true), // X on 1/1, 2/2, 3/3, 4/4
        ] {
            let g = c4(moves);
            assert_eq!(g.won(&g.root()), won, "{moves}: {}", g.grid(&g.root()));
        }
    }

    #[test]
    fn static_order_is_centre_first_then_outwards_left_first() {
        let g = Connect4::empty(Size::default(), Scoring::Wdl);
        let mut cols: Vec<u32> = (0..7).collect();
        cols.sort_by_key(|&c| g.move_rank(c));
        assert_eq!(cols, [3, 2, 4, 1, 5, 0, 6]);
        let g = Connect4::empty(Size::new(6, 5).unwrap(), Scoring::Wdl);
        let mut cols: Vec<u32> = (0..6).collect();
        cols.sort_by_key(|&c| g.move_rank(c));
        assert_eq!(cols, [2, 3, 1, 4, 0, 5]);
    }

    #[test]
    fn evaluation_stays_inside_the_horizon_win() {
        let g = Connect4::empty(Size::default(), Scoring::Wdl);
        assert_eq!(g.windows.len(), 69);
        let all = g.full;
        assert!(g.eval_raw(all, 0) < C4_HORIZON_WIN);
        assert_eq!(g.eval_raw(0, 0), 0);
    }
}
