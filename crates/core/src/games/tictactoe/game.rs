//! Tic-tac-toe as a [`Game`]: the rules the searches see, Nilsson's
//! evaluation at a depth limit, the board's symmetries and the book.

use super::{symmetry, Board, TicTacToe, FULL, LINES, TERNARY};
use crate::games::{Game, Noise, RootFacts};

impl Game for TicTacToe {
    type Pos = Board;

    fn root(&self) -> Board {
        self.root
    }

    /// Rows top first, split by `/`: `O.X/.X./O..`.
    fn notation(&self, pos: &Board) -> Option<String> {
        Some(pos.to_string())
    }

    /// The page knows tic-tac-toe's summaries as `board`, the first game's kind.
    fn root_facts(&self) -> RootFacts {
        RootFacts {
            kind: Some("board"),
            ..RootFacts::default()
        }
    }

    fn moves(&self, pos: &Board, out: &mut Vec<u32>) {
        if pos.winner().is_none() {
            let start = out.len();
            // Empty cells in ascending order, lowest set bit first.
            let mut free = !(pos.x | pos.o) & FULL;
            while free != 0 {
                out.push(free.trailing_zeros());
                free &= free - 1;
            }
            if self.symmetry {
                symmetry::reduce(pos, out, start);
            }
        }
    }

    fn play(&self, pos: &Board, mv: u32) -> Board {
        pos.play(mv)
    }

    fn terminal_value(&self, pos: &Board, ply: u32, horizon: bool) -> Option<f64> {
        match pos.winner() {
            Some(m) if m == self.max => Some(self.win_value(ply, horizon) as f64),
            Some(_) => Some(-self.win_value(ply, horizon) as f64),
            None if pos.x | pos.o == FULL => Some(0.0),
            None => None,
        }
    }

    fn evaluate(&self, pos: &Board) -> Option<f64> {
        Some(pos.nilsson(self.max) as f64)
    }

    /// Noisy when the side to move can complete a line, or must block one.
    fn noise(&self, pos: &Board) -> Option<Noise> {
        let (mine, theirs) = pos.masks_to_move();
        let two = |a: u16, b: u16| {
            LINES
                .iter()
                .any(|&l| (a & l).count_ones() == 2 && b & l == 0)
        };
        let must_block = || two(theirs, mine).then_some(Noise::MustBlock);
        two(mine, theirs)
            .then_some(Noise::CanWin)
            .or_else(must_block)
    }

    /// The centre, then corners, then edges.
    fn move_rank(&self, mv: u32) -> u32 {
        match mv {
            4 => 0,
            0 | 2 | 6 | 8 => 1,
            _ => 2,
        }
    }

    /// Boards as base-3 numbers: 19,683 of them, so the search's memo is an
    /// array of 160 KB. A board's ply is its number of marks.
    fn index_count(&self) -> usize {
        19_683
    }

    fn index(&self, pos: &Board) -> usize {
        TERNARY[pos.x as usize & 511] as usize + 2 * TERNARY[pos.o as usize & 511] as usize
    }

    fn book(&self, pos: &Board, ply: u32, horizon: bool) -> Option<crate::games::Known> {
        crate::games::books::tictactoe_known(self, pos, ply, horizon)
    }
}
