//! Connect Four in the registry of games ([`crate::GAMES`] lists this entry
//! in one line): what front ends need to offer the game.

use super::{Connect4, Size, NAME};
use crate::options::{Kind, OptionSpec, Reads};
use crate::problem::Problem;
use crate::spec::GameSpec;

/// `--size`: the board, width × height.
pub const SIZE: OptionSpec = OptionSpec {
    name: "size",
    value_name: "WxH",
    kind: Kind::Text("WxH, from 4x4 to 7x6"),
    default: "7x6",
    page: None,
    reads: Reads::DepthFirst,
    help: "Connect Four: the board, WxH from 4x4 to 7x6 (default 7x6)",
};

/// `--eval`: the evaluation at the depth limit.
pub const EVAL: OptionSpec = OptionSpec {
    name: "eval",
    value_name: "E",
    kind: Kind::Choice(&["default", "learned"]),
    default: "default",
    page: None,
    reads: Reads::DepthFirst,
    help: "Connect Four: default (the hand-made windows), learned (the shipped TD weights) or @FILE (a weight file from abviz learn)",
};

/// The registry's entry.
pub const GAME: GameSpec = GameSpec {
    name: NAME,
    aliases: &["connect-four", "c4"],
    title: "Connect Four",
    notation: "a column sequence such as 4453 (columns from 1), or a grid of rows separated by /",
    options: &[("scoring", "wdl")],
    page: &[("depth", "4")],
    own: &[SIZE, EVAL],
    boards: &[],
    weights: &[],
    start: Some(""),
    learns: true,
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
    played: None,
    parse: |text, c| {
        let size = c.size.as_deref().map(str::parse::<Size>).transpose()?;
        let game = Connect4::parse(text, size, c.scoring)?;
        Ok(Problem::of(game.with_linear(c.linear.clone())))
    },
};
