//! Othello (Reversi) on a 4×4, 6×6 or 8×8 board.
//!
//! Black moves first. A move places a disc that flanks a line of the
//! opponent's discs (in any of the 8 directions) and flips them. A side
//! with no such move passes, and the pass is one ply (move [`PASS`]) when
//! the opponent can move; the game ends when neither side can move. At the
//! end the value is the disc difference for the side to move at the root
//! (MAX); at a depth limit, [`Othello::evaluate`] weighs mobility and
//! corners.
//!
//! A position is two bitboards (bit `row * 8 + column`, so every size uses
//! the same masks) and the side to move: `Copy`, cheap to hash, and the
//! side to move is part of it, since a pass changes the side without
//! changing the discs.

use crate::games::{Game, GameError};

pub mod entry;

/// The game's name in the registry (`--game`).
pub const NAME: &str = "othello";
/// The move that passes: a side with no disc to place, while the other has one.
pub const PASS: u32 = 64;
/// The board sizes: 4×4, 6×6 and 8×8.
pub const SIZES: [u32; 3] = [4, 6, 8];

/// Column 0 and column 7 of the 8-wide bit layout: a shift east must not
/// land on column 0 (it wrapped from the row before), nor one west on 7.
const COL0: u64 = 0x0101_0101_0101_0101;
const COL7: u64 = COL0 << 7;
/// The 8 directions as bit shifts (positive: towards higher bits) and the
/// cells a step may land on.
const DIRS: [(i32, u64); 8] = [
    (1, !COL0),
    (-1, !COL7),
    (8, !0),
    (-8, !0),
    (9, !COL0),
    (7, !COL7),
    (-7, !COL0),
    (-9, !COL7),
];

/// `x` moved one step in direction `(shift, land)`.
fn step(x: u64, (shift, land): (i32, u64)) -> u64 {
    (if shift > 0 { x << shift } else { x >> -shift }) & land
}

/// A position: Black's and White's discs and whose move it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Discs {
    /// Black's discs, bit `row * 8 + column`.
    pub black: u64,
    /// White's discs.
    pub white: u64,
    /// Whether Black is to move.
    pub black_to_move: bool,
}

impl Discs {
    /// The side to move's discs and the other side's.
    fn sides(&self) -> (u64, u64) {
        if self.black_to_move {
            (self.black, self.white)
        } else {
            (self.white, self.black)
        }
    }
}

fn bad(code: &'static str, message: String, params: Vec<(&'static str, String)>) -> GameError {
    GameError::new(NAME, code, message, params)
}

/// Othello on a `width`×`width` board from one root position.
#[derive(Clone, Debug)]
pub struct Othello {
    width: u32,
    root: Discs,
    /// Whether Black is MAX (the side to move at the root).
    black_is_max: bool,
}

impl Othello {
    /// The standard start on a `width`×`width` board (4, 6 or 8): the four
    /// centre discs, White on the top-left diagonal; Black to move.
    pub fn start(width: u32) -> Result<Othello, GameError> {
        Othello::check_width(width)?;
        let c = width / 2;
        let bit = |r: u32, col: u32| 1u64 << (r * 8 + col);
        let root = Discs {
            white: bit(c - 1, c - 1) | bit(c, c),
            black: bit(c - 1, c) | bit(c, c - 1),
            black_to_move: true,
        };
        Ok(Othello {
            width,
            root,
            black_is_max: true,
        })
    }

    fn check_width(width: u32) -> Result<(), GameError> {
        if SIZES.contains(&width) {
            return Ok(());
        }
        let message = format!("an Othello board is 4×4, 6×6 or 8×8, not {width}×{width}");
        Err(bad("BadSize", message, vec![("width", width.to_string())]))
    }

    /// Reads `start` (the standard start on a `width` board) or a grid of
    /// `width` rows separated by `/`: `B` or `X` Black, `W` or `O` White,
    /// `.` or `-` empty, then optionally ` b` or ` w` for the side to move
    /// (by default Black when the discs on the board are even in number,
    /// as they are when nobody has passed).
    pub fn parse(text: &str, width: u32) -> Result<Othello, GameError> {
        let text = text.trim();
        if text == "start" {
            return Othello::start(width);
        }
        let (grid, side) = match text.rsplit_once(' ') {
            Some((g, s @ ("b" | "w" | "B" | "W"))) => (g.trim(), Some(s.eq_ignore_ascii_case("b"))),
            _ => (text, None),
        };
        let rows: Vec<&str> = grid.split('/').map(str::trim).collect();
        let w = rows.len() as u32;
        Othello::check_width(w)?;
        let mut root = Discs {
            black: 0,
            white: 0,
            black_to_move: true,
        };
        for (r, row) in rows.iter().enumerate() {
            let cells: Vec<char> = row.chars().collect();
            if cells.len() != rows.len() {
                let (at, n) = ((r + 1).to_string(), cells.len().to_string());
                let message =
                    format!("row {at} has {n} cells; every row of a {w}×{w} board has {w}");
                return Err(bad(
                    "RowLength",
                    message,
                    vec![("row", at), ("n", n), ("width", w.to_string())],
                ));
            }
            for (col, ch) in cells.iter().enumerate() {
                let bit = 1u64 << (r * 8 + col);
                match ch {
                    'B' | 'b' | 'X' | 'x' => root.black |= bit,
                    'W' | 'w' | 'O' | 'o' => root.white |= bit,
                    '.' | '-' => {}
                    other => {
                        let (at, c) = (
                            format!("{}{}", (b'a' + col as u8) as char, r + 1),
                            other.to_string(),
                        );
                        let message = format!(
                            "cell {at} is '{}': use B, W or . (rows separated by /)",
                            crate::quote::quote_char(*other)
                        );
                        return Err(bad("BadCell", message, vec![("cell", at), ("char", c)]));
                    }
                }
            }
        }
        let discs = (root.black | root.white).count_ones();
        root.black_to_move = side.unwrap_or(discs % 2 == 0);
        Ok(Othello {
            width: w,
            root,
            black_is_max: root.black_to_move,
        })
    }

    /// The board's width (and height).
    pub fn width(&self) -> u32 {
        self.width
    }

    /// The mask of the board's cells.
    fn board(&self) -> u64 {
        let row = (1u64 << self.width) - 1;
        (0..self.width).fold(0, |m, r| m | row << (r * 8))
    }

    /// The discs `cell` would flip for the side to move (0: not a legal move).
    fn flips(&self, pos: &Discs, cell: u32) -> u64 {
        let (own, other) = pos.sides();
        let mut all = 0;
        for dir in DIRS {
            let mut line = step(1u64 << cell, dir) & other;
            let mut run = line;
            while run != 0 {
                run = step(run, dir) & other;
                line |= run;
            }
            if step(line, dir) & own != 0 {
                all |= line;
            }
        }
        all
    }

    /// The cells where the side to move can place a disc, as a mask.
    fn placement_mask(&self, pos: &Discs) -> u64 {
        let (own, other) = pos.sides();
        let empty = self.board() & !(own | other);
        let mut moves = 0;
        for dir in DIRS {
            let mut run = step(own, dir) & other;
            while run != 0 {
                moves |= step(run, dir) & empty;
                run = step(run, dir) & other;
            }
        }
        moves
    }

    /// The cells where the side to move can place a disc, in reading order.
    pub fn placements(&self, pos: &Discs) -> Vec<u32> {
        let mut mask = self.placement_mask(pos);
        let mut out = Vec::with_capacity(mask.count_ones() as usize);
        while mask != 0 {
            out.push(mask.trailing_zeros());
            mask &= mask - 1;
        }
        out
    }

    /// The discs `mv` flips from `pos` (none for a pass).
    pub fn flipped(&self, pos: &Discs, mv: u32) -> u64 {
        if mv == PASS {
            0
        } else {
            self.flips(pos, mv)
        }
    }

    fn other_side(pos: &Discs) -> Discs {
        Discs {
            black_to_move: !pos.black_to_move,
            ..*pos
        }
    }

    /// Black's discs minus White's.
    pub fn disc_difference(pos: &Discs) -> i32 {
        pos.black.count_ones() as i32 - pos.white.count_ones() as i32
    }

    /// A cell as people write it: `d3` (column letter, row from the top).
    pub fn cell_name(mv: u32) -> String {
        if mv == PASS {
            return "pass".into();
        }
        format!("{}{}", (b'a' + (mv % 8) as u8) as char, mv / 8 + 1)
    }

    fn max_sign(&self, black: bool) -> f64 {
        if black == self.black_is_max {
            1.0
        } else {
            -1.0
        }
    }
}

impl Game for Othello {
    type Pos = Discs;

    fn root(&self) -> Discs {
        self.root
    }

    /// MAX is the side to move at the root, whatever the ply: a pass
    /// changes the side without a disc.
    fn kind(&self, pos: &Discs, _ply: u32) -> crate::games::NodeKind {
        if pos.black_to_move == self.black_is_max {
            crate::games::NodeKind::Max
        } else {
            crate::games::NodeKind::Min
        }
    }

    fn notation(&self, pos: &Discs) -> Option<String> {
        let rows: Vec<String> = (0..self.width)
            .map(|r| {
                (0..self.width)
                    .map(|c| {
                        let bit = 1u64 << (r * 8 + c);
                        if pos.black & bit != 0 {
                            'B'
                        } else if pos.white & bit != 0 {
                            'W'
                        } else {
                            '.'
                        }
                    })
                    .collect()
            })
            .collect();
        Some(format!(
            "{} {}",
            rows.join("/"),
            if pos.black_to_move { 'b' } else { 'w' }
        ))
    }

    /// The cells in reading order; a side with none passes when the other can move.
    fn moves(&self, pos: &Discs, out: &mut Vec<u32>) {
        let placements = self.placements(pos);
        if !placements.is_empty() {
            out.extend(placements);
        } else if self.placement_mask(&Othello::other_side(pos)) != 0 {
            out.push(PASS);
        }
    }

    fn play(&self, pos: &Discs, mv: u32) -> Discs {
        let mut next = Othello::other_side(pos);
        if mv == PASS {
            return next;
        }
        let flips = self.flips(pos, mv) | 1u64 << mv;
        if pos.black_to_move {
            next.black |= flips;
            next.white &= !flips;
        } else {
            next.white |= flips;
            next.black &= !flips;
        }
        next
    }

    /// Neither side can move: the disc difference, from MAX's view.
    fn terminal_value(&self, pos: &Discs, _ply: u32, _horizon: bool) -> Option<f64> {
        if self.placement_mask(pos) != 0 || self.placement_mask(&Othello::other_side(pos)) != 0 {
            return None;
        }
        Some(self.max_sign(true) * f64::from(Othello::disc_difference(pos)))
    }

    /// Mobility and corners, from MAX's view: each move the side has counts
    /// 1 and each corner it holds 5 (corners are never flipped back).
    fn evaluate(&self, pos: &Discs) -> Option<f64> {
        let w = self.width - 1;
        let corners = [0, w, w * 8, w * 8 + w]
            .iter()
            .fold(0u64, |m, &c| m | 1u64 << c);
        let black_pos = Discs {
            black_to_move: true,
            ..*pos
        };
        let white_pos = Discs {
            black_to_move: false,
            ..*pos
        };
        let mobility = self.placement_mask(&black_pos).count_ones() as i32
            - self.placement_mask(&white_pos).count_ones() as i32;
        let corner =
            (pos.black & corners).count_ones() as i32 - (pos.white & corners).count_ones() as i32;
        Some(self.max_sign(true) * f64::from(mobility + 5 * corner))
    }
}

#[cfg(test)]
mod tests;
