//! Pacman in the registry of games ([`crate::GAMES`] lists this entry
//! in one line): what front ends need to offer the game.

use super::{Eval, Pacman, NAME};
use crate::problem::Problem;
use crate::spec::GameSpec;

/// The registry's entry.
pub const GAME: GameSpec = GameSpec {
    name: NAME,
    aliases: &["pac-man"],
    title: "Pacman (CS188)",
    notation: "a layout name such as minimaxClassic, or rows separated by / or newlines: % wall, . food, o capsule, P Pacman, G or 1-4 ghosts, space floor (y counts upward from the bottom row)",
    options: &[
        ("depth", "2"),
        ("ghosts", "min"),
        ("eval", "score"),
        ("weights", "score=1,food=2,ghost=100,scared=5,capsule=20"),
        ("bounds", ""),
        ("prune", "gt"),
        ("history", ""),
    ],
    boards: super::LAYOUTS,
    weights: super::WEIGHTS,
    start: None,
    view: "maze",
    sets: &[("prune", "gt")],
    reads: &["board", "quiescence", "bounds", "ghosts", "eval", "weights", "history"],
    plays: &["bounds", "ghost_moves", "games", "seed", "max_moves", "ghosts", "eval", "weights", "history"],
    parse: |text, c| {
        let eval = Eval::parse(&c.eval, c.weights)?;
        let game = Pacman::parse(text, c.ghosts, eval)?;
        Ok(Problem::of(game.after(&c.history)?))
    },
};
