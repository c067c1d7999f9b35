//! Nim: heaps of sticks; a move takes one or more sticks from one heap,
//! and whoever takes the last stick wins (normal play).
//!
//! A position is written as its heaps, `3,4,5`. The value is +1 when the
//! side to move at the root (MAX) wins with best play and −1 when it
//! loses, so every search of the whole tree agrees with Bouton's rule: the
//! side to move loses exactly when the heaps' XOR (their nim-sum) is 0.
//! At a depth limit the game knows nothing better than 0 ("not decided"),
//! which is what a horizon shows.
//!
//! The side to move is part of the position: the same heaps arise after
//! one move or after three, and a transposition table must not mix MAX's
//! and MIN's turns.

use crate::games::{Game, GameError};

pub mod entry;

/// The game's name in the registry (`--game`).
pub const NAME: &str = "nim";
/// At most this many heaps.
pub const MAX_HEAPS: usize = 8;
/// At most this many sticks in a heap.
pub const MAX_STICKS: u8 = 15;
/// A move is `heap * MOVE_BASE + taken`.
pub const MOVE_BASE: u32 = 16;

/// A position: the heaps and whether MAX is to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Heaps {
    /// The heaps' sizes; only the first `len` count.
    pub sticks: [u8; MAX_HEAPS],
    /// How many heaps the game has (emptied heaps stay, at 0).
    pub len: u8,
    /// Whether MAX is the side to move.
    pub max_to_move: bool,
}

impl Heaps {
    /// The heaps in use.
    pub fn heaps(&self) -> &[u8] {
        &self.sticks[..self.len as usize]
    }

    /// The heaps' XOR (the nim-sum): 0 exactly when the side to move loses.
    pub fn nim_sum(&self) -> u8 {
        self.heaps().iter().fold(0, |x, &h| x ^ h)
    }
}

/// `3,4,5`.
impl std::fmt::Display for Heaps {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let parts: Vec<String> = self.heaps().iter().map(u8::to_string).collect();
        f.write_str(&parts.join(","))
    }
}

/// The heap a move takes from (0-based) and how many sticks it takes.
pub fn decode(mv: u32) -> (usize, u8) {
    ((mv / MOVE_BASE) as usize, (mv % MOVE_BASE) as u8)
}

/// A move as people say it: `heap 2 −3` takes 3 sticks from the second heap.
pub fn move_text(mv: u32) -> String {
    let (heap, taken) = decode(mv);
    format!("heap {} −{taken}", heap + 1)
}

fn bad(code: &'static str, message: String, params: Vec<(&'static str, String)>) -> GameError {
    GameError::new(NAME, code, message, params)
}

/// Nim from one root position.
#[derive(Clone, Debug)]
pub struct Nim {
    root: Heaps,
}

impl Nim {
    /// Reads heaps written `3,4,5` (spaces allowed): 1 to 8 heaps of 0 to
    /// 15 sticks. MAX is to move at the root.
    pub fn parse(text: &str) -> Result<Nim, GameError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(bad("Empty", "no heaps: write them as 3,4,5".into(), vec![]));
        }
        let parts: Vec<&str> = text.split(',').map(str::trim).collect();
        if parts.len() > MAX_HEAPS {
            let message = format!("{} heaps: Nim here takes at most {MAX_HEAPS}", parts.len());
            return Err(bad(
                "TooManyHeaps",
                message,
                vec![
                    ("count", parts.len().to_string()),
                    ("max", MAX_HEAPS.to_string()),
                ],
            ));
        }
        let mut sticks = [0u8; MAX_HEAPS];
        for (i, part) in parts.iter().enumerate() {
            let at = (i + 1).to_string();
            let Ok(n) = part.parse::<u32>() else {
                let shown = crate::quote::quote(part);
                let message = format!(
                    "heap {at} is \"{shown}\", not a number of sticks (write heaps as 3,4,5)"
                );
                return Err(bad(
                    "NotANumber",
                    message,
                    vec![("heap", at), ("text", shown)],
                ));
            };
            if n > u32::from(MAX_STICKS) {
                let message = format!("heap {at} has {n} sticks: at most {MAX_STICKS} a heap");
                return Err(bad(
                    "HeapTooBig",
                    message,
                    vec![
                        ("heap", at),
                        ("n", n.to_string()),
                        ("max", MAX_STICKS.to_string()),
                    ],
                ));
            }
            sticks[i] = n as u8;
        }
        Ok(Nim {
            root: Heaps {
                sticks,
                len: parts.len() as u8,
                max_to_move: true,
            },
        })
    }

    /// The root position.
    pub fn heaps(&self) -> Heaps {
        self.root
    }
}

impl Game for Nim {
    type Pos = Heaps;

    fn root(&self) -> Heaps {
        self.root
    }

    fn notation(&self, pos: &Heaps) -> Option<String> {
        Some(pos.to_string())
    }

    /// Heap by heap, fewest sticks taken first.
    fn moves(&self, pos: &Heaps, out: &mut Vec<u32>) {
        for (h, &n) in pos.heaps().iter().enumerate() {
            out.extend((1..=u32::from(n)).map(|taken| h as u32 * MOVE_BASE + taken));
        }
    }

    fn play(&self, pos: &Heaps, mv: u32) -> Heaps {
        let (heap, taken) = decode(mv);
        let mut next = *pos;
        next.sticks[heap] -= taken;
        next.max_to_move = !pos.max_to_move;
        next
    }

    /// No stick left: the side to move has lost (the other took the last).
    fn terminal_value(&self, pos: &Heaps, _ply: u32, _horizon: bool) -> Option<f64> {
        pos.heaps()
            .iter()
            .all(|&n| n == 0)
            .then_some(if pos.max_to_move { -1.0 } else { 1.0 })
    }

    /// Not decided: the game has no heuristic, so a depth limit shows 0.
    fn evaluate(&self, _pos: &Heaps) -> Option<f64> {
        Some(0.0)
    }
}

#[cfg(test)]
mod tests;
