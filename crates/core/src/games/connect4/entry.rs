//! Connect Four in the registry of games ([`crate::GAMES`] lists this entry
//! in one line): what front ends need to offer the game.

use super::{Connect4, Size, NAME};
use crate::problem::Problem;
use crate::spec::GameSpec;

/// The registry's entry.
pub const GAME: GameSpec = GameSpec {
    name: NAME,
    aliases: &["connect-four", "c4"],
    title: "Connect Four",
    notation: "a column sequence such as 4453 (columns from 1), or a grid of rows separated by /",
    options: &[("scoring", "wdl"), ("size", "7x6"), ("eval", "default")],
    boards: &[],
    weights: &[],
    start: Some(""),
    view: "c4-board",
    sets: &[],
    reads: &[
        "board",
        "size",
        "scoring",
        "book",
        "endgame",
        "enhance",
        "tt_size",
        "quiescence",
        "eval",
    ],
    plays: &[],
    parse: |text, c| {
        let size = c.size.as_deref().map(str::parse::<Size>).transpose()?;
        let game = Connect4::parse(text, size, c.scoring)?;
        Ok(Problem::of(game.with_linear(c.linear.clone())))
    },
};
