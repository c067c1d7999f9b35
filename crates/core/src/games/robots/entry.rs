//! Nilsson's two robots in the registry of games ([`crate::GAMES`] lists this entry
//! in one line): what front ends need to offer the game.

use super::{Robots, LIMIT, NAME};
use crate::games::grid::HISTORY;
use crate::problem::Problem;
use crate::spec::GameSpec;

/// The registry's entry.
pub const GAME: GameSpec = GameSpec {
    name: NAME,
    aliases: &["two-robots"],
    title: "Nilsson's two robots",
    notation: "a board name such as open8, or rows separated by /: % or # wall, W White (MAX, to move), B Black, . floor",
    options: &[("depth", "6")],
    page: &[],
    own: &[LIMIT, HISTORY],
    boards: super::BOARDS,
    weights: &[],
    start: None,
    learns: false,
    view: "maze",
    sets: &[],
    reads: &["board", "limit", "history"],
    plays: &["limit", "history"],
    played: Some(super::played::build),
    parse: |text, c| Ok(Problem::of(Robots::parse(text, c.limit)?.after(&c.history)?)),
};
