//! Nim, a game written against the public API only: what a new game needs
//! (new_game.rs registers it; mcts.rs checks MCTS's signs on it).

use abviz_core::{Error, Game, OptionError};

/// Nim with heaps of at most 7 stones; whoever takes the last stone wins.
/// A move is `heap * 8 + take`.
#[derive(Clone, Debug)]
pub struct Nim(pub Vec<u8>);

impl Nim {
    pub fn parse(text: &str) -> Result<Nim, Error> {
        let heaps: Option<Vec<u8>> = (text.split(',').map(str::trim))
            .map(|h| h.parse().ok().filter(|&n| n <= 7))
            .collect();
        heaps.map(Nim).ok_or_else(|| {
            // A real game module would own an error type; an option error
            // keeps this test to one file.
            OptionError::UnknownOption(text.into()).into()
        })
    }
}

impl Game for Nim {
    type Pos = Vec<u8>;
    fn root(&self) -> Vec<u8> {
        self.0.clone()
    }
    fn moves(&self, pos: &Vec<u8>, out: &mut Vec<u32>) {
        for (h, &n) in pos.iter().enumerate() {
            out.extend((1..=n as u32).map(|take| h as u32 * 8 + take));
        }
    }
    fn play(&self, pos: &Vec<u8>, mv: u32) -> Vec<u8> {
        let mut next = pos.clone();
        next[(mv / 8) as usize] -= (mv % 8) as u8;
        next
    }
    fn terminal_value(&self, pos: &Vec<u8>, ply: u32, _horizon: bool) -> Option<f64> {
        // The side to move has nothing to take: the other side took the last.
        (pos.iter().all(|&n| n == 0)).then_some(if ply % 2 == 0 { -1.0 } else { 1.0 })
    }
    fn evaluate(&self, _pos: &Vec<u8>) -> Option<f64> {
        Some(0.0)
    }
}
