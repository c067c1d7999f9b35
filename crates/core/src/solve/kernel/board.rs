//! The board's geometry as bit masks, and the bit tricks the search needs:
//! the cells that would complete a four, the playable cells, the moves that
//! do not hand the opponent a win. Every function is a few shifts and ands
//! on two words; none allocates.

/// One board size's masks (Tromp's layout, as in `games::connect4`: column
/// `c` owns bits `c·(H+1) …`, bottom row lowest, a spare bit on top).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Geometry {
    /// Columns.
    pub w: u32,
    /// Rows + 1: the distance between neighbouring columns' bits.
    pub h1: u32,
    /// Cells on the board.
    pub cells: u32,
    /// ⌈W·H/2⌉: the most discs the first player plays.
    pub half: i32,
    /// The bottom cell of every column.
    pub bottom: u64,
    /// Every playable cell.
    pub board: u64,
}

impl Geometry {
    /// The masks of a `w`×`h` board (W·(H+1) ≤ 64).
    pub fn new(w: u32, h: u32) -> Geometry {
        let h1 = h + 1;
        let (mut bottom, mut board) = (0u64, 0u64);
        for c in 0..w {
            bottom |= 1 << (c * h1);
            board |= ((1u64 << h) - 1) << (c * h1);
        }
        Geometry {
            w,
            h1,
            cells: w * h,
            half: (w * h).div_ceil(2) as i32,
            bottom,
            board,
        }
    }

    /// The `fast` score of the side to move in a position of `n` discs if
    /// it makes four with its next disc: ⌈W·H/2⌉ + 1 − its discs then.
    #[inline(always)]
    pub fn win(&self, n: u32) -> i32 {
        self.half - (n / 2) as i32
    }

    /// The cells of column `c`.
    #[inline(always)]
    pub fn column(&self, c: u32) -> u64 {
        (((1u64 << (self.h1 - 1)) - 1) << (c * self.h1)) & self.board
    }

    /// The empty cells (anywhere, not only playable) where `pos` would
    /// complete a four, given all discs `mask`.
    #[inline(always)]
    pub fn winning_cells(&self, pos: u64, mask: u64) -> u64 {
        // Two on one side and the third beyond them, or one on each side,
        // along the line of step `s`.
        let line = |s: u32| {
            let up = (pos << s) & (pos << (2 * s));
            let down = (pos >> s) & (pos >> (2 * s));
            (up & ((pos << (3 * s)) | (pos >> s))) | (down & ((pos >> (3 * s)) | (pos << s)))
        };
        // Vertical (three below), horizontal and both diagonals, written
        // out: as a loop over an array of steps (as before) the wasm build,
        // optimised for size, kept the loop and read the steps from memory
        // at every node, a third of its time on short solves.
        let r = (pos << 1) & (pos << 2) & (pos << 3);
        let r = r | line(self.h1) | line(self.h1 - 1) | line(self.h1 + 1);
        r & (self.board ^ mask)
    }

    /// The cells where a disc may be dropped now.
    #[inline(always)]
    pub fn playable(&self, mask: u64) -> u64 {
        (mask + self.bottom) & self.board
    }

    /// Whether the side to move (`cur`) can make four with its next disc.
    #[inline(always)]
    pub fn can_win_now(&self, cur: u64, mask: u64) -> bool {
        self.winning_cells(cur, mask) & self.playable(mask) != 0
    }

    /// The playable cells that do not let the opponent make four at once,
    /// for a side to move that cannot win at once: when the opponent
    /// threatens a playable cell, only that cell (none if it threatens
    /// two); never a cell just below an opponent's winning cell.
    #[inline(always)]
    pub fn non_losing(&self, cur: u64, mask: u64) -> u64 {
        let threats = self.winning_cells(cur ^ mask, mask);
        let mut moves = self.playable(mask);
        let forced = moves & threats;
        if forced != 0 {
            if forced & (forced - 1) != 0 {
                return 0;
            }
            moves = forced;
        }
        moves & !(threats >> 1)
    }

    /// `x` (a set of cells) mirrored left to right: each column's bits
    /// moved to the mirror column.
    #[inline(always)]
    pub fn mirror(&self, x: u64) -> u64 {
        let column = (1u64 << self.h1) - 1;
        let mut out = 0;
        for c in 0..self.w {
            let bits = (x >> (c * self.h1)) & column;
            out |= bits << ((self.w - 1 - c) * self.h1);
        }
        out
    }

    /// The key of a position, unique per position: `cur + mask` sets the
    /// bit above each column's discs and keeps the side to move's discs.
    #[inline(always)]
    pub fn key(cur: u64, mask: u64) -> u64 {
        cur + mask
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `cur`/`mask` after the 1-based column sequence `s` on `g`.
    fn play(g: &Geometry, s: &str) -> (u64, u64) {
        let (mut cur, mut mask) = (0u64, 0u64);
        for ch in s.chars() {
            let c = ch.to_digit(10).unwrap() - 1;
            cur ^= mask;
            mask |= mask + (1 << (c * g.h1));
        }
        (cur, mask)
    }

    #[test]
    fn sees_wins_in_every_direction_and_forced_moves() {
        let g = Geometry::new(7, 6);
        // X on 1,2,3 of the bottom row: X (to move) wins at column 4.
        let (cur, mask) = play(&g, "112233");
        assert!(g.can_win_now(cur, mask));
        // O to move after X's third: O must block at 4 (or 0? column 4 only).
        let (cur, mask) = play(&g, "11223");
        assert!(!g.can_win_now(cur, mask));
        assert_eq!(g.non_losing(cur, mask), 1 << (3 * g.h1));
        // Vertical three.
        let (cur, mask) = play(&g, "121212");
        assert!(g.can_win_now(cur, mask));
        assert_eq!(g.win(6), 18);
        // A sequence mirrored is the position mirrored, full columns too.
        for (w, h, s, m) in [
            (7, 6, "112233", "776655"),
            (7, 6, "1111112344", "7777776544"),
            (4, 4, "11112", "44443"),
        ] {
            let g = Geometry::new(w, h);
            let (cur, mask) = play(&g, s);
            assert_eq!((g.mirror(cur), g.mirror(mask)), play(&g, m), "{s}");
            assert_eq!(g.mirror(g.mirror(mask)), mask);
        }
    }
}
