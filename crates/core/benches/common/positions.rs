//! Held-out Connect Four positions for the benches (`connect4.rs`, the
//! ladder, and `kernel.rs`, the solver kernel): random play from the empty
//! 7×6 board in which every move neither makes four nor lets the other side
//! make four at once, so no position is won or has a win in one. `connect4`
//! checks its data file against this generator on every run; `kernel`
//! writes its files again with `--write-positions`.

use abviz_core::search::SplitMix64;
use abviz_core::{Connect4, Game, Scoring, Size, C4};

/// Whether `pos` is no four and leaves the side to move no four at once.
pub fn quiet(g: &Connect4, pos: &C4) -> bool {
    !g.won(pos) && !(0..7).any(|c| g.can_play(pos, c) && g.won(&g.drop_disc(pos, c)))
}

/// `count` distinct column sequences (1-based digits) of `lo` to `hi`
/// stones, each stone count and move drawn from `rng`; a game left with no
/// quiet move is played again.
pub fn generate(rng: &mut SplitMix64, count: usize, lo: u32, hi: u32) -> Vec<String> {
    let g = Connect4::empty(Size::default(), Scoring::Fast);
    let mut out: Vec<String> = Vec::new();
    while out.len() < count {
        let stones = lo + rng.below(hi - lo + 1);
        'game: loop {
            let (mut pos, mut seq) = (g.root(), String::new());
            for _ in 0..stones {
                let choices: Vec<u32> = (0..7)
                    .filter(|&c| g.can_play(&pos, c) && quiet(&g, &g.drop_disc(&pos, c)))
                    .collect();
                if choices.is_empty() {
                    continue 'game;
                }
                let c = choices[rng.below(choices.len() as u32) as usize];
                pos = g.drop_disc(&pos, c);
                seq.push(char::from_digit(c + 1, 10).unwrap_or('?'));
            }
            if !out.contains(&seq) {
                out.push(seq);
            }
            break;
        }
    }
    out
}
