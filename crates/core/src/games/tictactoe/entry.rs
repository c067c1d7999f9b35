//! Tic-tac-toe in the registry of games ([`crate::GAMES`] lists this entry
//! in one line): what front ends need to offer the game.

use super::{TicTacToe, NAME};
use crate::problem::Problem;
use crate::spec::GameSpec;

/// The registry's entry.
pub const GAME: GameSpec = GameSpec {
    name: NAME,
    aliases: &["tic-tac-toe", "ttt"],
    title: "Tic-tac-toe",
    notation: "nine cells row by row, such as O.X/.X./O..: X, O, and . - or _ for empty; / may separate rows; X moves first",
    options: &[("scoring", "wdl"), ("symmetry", "off")],
    page: &[],
    own: &[],
    boards: &[],
    weights: &[],
    start: Some(".../.../..."),
    learns: false,
    view: "ttt-board",
    sets: &[],
    reads: &["board", "scoring", "symmetry", "book", "enhance", "tt_size", "quiescence"],
    plays: &[],
    played: None,
    parse: |text, c| {
        let game = TicTacToe::new(text.parse()?, c.scoring);
        Ok(Problem::of(game.with_symmetry(c.symmetry)))
    },
};
