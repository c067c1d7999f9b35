//! Connect Four as a [`Game`]: the rules the searches see, the book's
//! answers and the values at a depth limit.

use super::{four, Connect4, Size, C4, C4_HORIZON_WIN, NAME};
use crate::games::tictactoe::Scoring;
use crate::games::{Game, Noise, RootFacts};

impl Game for Connect4 {
    type Pos = C4;

    fn root(&self) -> C4 {
        self.root
    }

    /// The grid, as the page draws it.
    fn notation(&self, pos: &C4) -> Option<String> {
        Some(self.grid(pos))
    }

    fn root_facts(&self) -> RootFacts {
        RootFacts {
            kind: Some(NAME),
            size: Some([self.size.w, self.size.h]),
            moves: self.played().map(|m| {
                m.iter()
                    .map(|c| char::from_digit(c + 1, 10).unwrap_or('?'))
                    .collect()
            }),
            ..RootFacts::default()
        }
    }

    fn moves(&self, pos: &C4, out: &mut Vec<u32>) {
        if self.won(pos) {
            return;
        }
        out.extend((0..self.size.w).filter(|&c| self.can_play(pos, c)));
    }

    fn play(&self, pos: &C4, mv: u32) -> C4 {
        self.drop_disc(pos, mv)
    }

    fn terminal_value(&self, pos: &C4, _ply: u32, horizon: bool) -> Option<f64> {
        if self.won(pos) {
            let v = match (self.scoring, horizon) {
                (Scoring::Wdl, false) => 1,
                (Scoring::Wdl, true) => C4_HORIZON_WIN,
                (Scoring::Fast, false) => self.fast_win(pos),
                (Scoring::Fast, true) => C4_HORIZON_WIN + self.fast_win(pos),
            };
            Some(if self.max_moved_last(pos) { v } else { -v } as f64)
        } else if pos.mask == self.full {
            Some(0.0)
        } else {
            None
        }
    }

    fn evaluate(&self, pos: &C4) -> Option<f64> {
        // The side to move is MAX when MAX did not move last.
        let e = self.eval_to_move(pos);
        Some(if self.max_moved_last(pos) { -e } else { e } as f64)
    }

    /// Noisy when a playable cell completes four for either side.
    fn noise(&self, pos: &C4) -> Option<Noise> {
        let h1 = self.size.h + 1;
        let mut playable = (pos.mask + self.bottom()) & self.full;
        while playable != 0 {
            let cell = playable & playable.wrapping_neg();
            if four(pos.cur | cell, h1) || four(pos.last() | cell, h1) {
                return Some(Noise::WinningCell);
            }
            playable &= playable - 1;
        }
        None
    }

    fn key(&self, pos: &C4) -> u64 {
        pos.cur + pos.mask
    }

    fn move_rank(&self, mv: u32) -> u32 {
        // Centre first, then outwards, left before right: 4 3 5 2 6 1 7.
        let twice = 2 * mv as i32 - (self.size.w as i32 - 1);
        (2 * twice.unsigned_abs()) + (twice > 0) as u32
    }

    fn book(&self, pos: &C4, _ply: u32, horizon: bool) -> Option<crate::games::Known> {
        let Size { w, h } = self.size;
        if self.won(pos) || pos.mask == self.full {
            return None;
        }
        let values = crate::games::books::connect4(w, h, pos.stones(), &self.grid(pos))?;
        let (v, mv) = crate::games::books::best(&values, self.scoring == Scoring::Wdl)?;
        let v = match self.scoring {
            Scoring::Wdl => v.signum() as f64,
            Scoring::Fast => v as f64,
        };
        let v = if horizon { self.horizon_value(v) } else { v };
        Some(crate::games::Known {
            value: if self.max_moved_last(pos) { -v } else { v },
            best: Some(mv),
        })
    }

    fn reroot(&self, pos: &C4) -> Option<Connect4> {
        Some(self.at(*pos))
    }

    fn endgame_empty(&self, pos: &C4) -> Option<u32> {
        Some(self.size.cells() - pos.stones())
    }

    /// `wdl`'s ±1 becomes ±1000, `fast`'s ±s becomes ±(1000 + s), as
    /// [`Game::terminal_value`] scores them beyond a depth limit.
    fn horizon_value(&self, value: f64) -> f64 {
        let extra = match self.scoring {
            Scoring::Wdl => 0.0,
            Scoring::Fast => value.abs(),
        };
        if value == 0.0 {
            0.0
        } else {
            value.signum() * (C4_HORIZON_WIN as f64 + extra)
        }
    }

    fn value_range(&self, pos: &C4) -> Option<(f64, f64)> {
        if self.scoring != Scoring::Fast {
            return Some((-1.0, 1.0));
        }
        // The side to move wins at best with its next stone, loses at worst
        // to the other side's next stone.
        let half = self.size.half();
        let mine = pos.cur.count_ones() as i32;
        let theirs = pos.last().count_ones() as i32;
        let (lo, hi) = (-(half - theirs), half - mine);
        let (lo, hi) = (lo as f64, hi as f64);
        Some(if self.max_moved_last(pos) {
            (-hi, -lo)
        } else {
            (lo, hi)
        })
    }
}
