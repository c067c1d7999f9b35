//! Nim in the registry of games ([`crate::GAMES`] lists this entry in one
//! line): what front ends need to offer the game.

use super::{Nim, NAME};
use crate::problem::Problem;
use crate::spec::GameSpec;

/// The registry's entry.
pub const GAME: GameSpec = GameSpec {
    name: NAME,
    aliases: &[],
    title: "Nim",
    notation: "heap sizes separated by commas, such as 3,4,5: 1 to 8 heaps of 0 to 15 sticks; a move takes one or more sticks from one heap, and whoever takes the last stick wins",
    options: &[],
    page: &[],
    own: &[],
    boards: &[],
    weights: &[],
    start: Some("3,4,5"),
    learns: false,
    view: "nim",
    sets: &[],
    reads: &["board", "enhance", "tt_size", "quiescence"],
    plays: &[],
    played: None,
    parse: |text, _| Ok(Problem::new(Nim::parse(text)?)),
};
