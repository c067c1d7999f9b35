//! Pacman in the registry of games ([`crate::GAMES`] lists this entry
//! in one line): what front ends need to offer the game.

use super::{Eval, Pacman, NAME};
use crate::games::grid::HISTORY;
use crate::options::{Kind, OptionSpec, Reads};
use crate::problem::Problem;
use crate::spec::GameSpec;

/// `--ghosts`: how the search models the ghosts.
pub const GHOSTS: OptionSpec = OptionSpec {
    name: "ghosts",
    value_name: "M",
    kind: Kind::Choice(&["min", "random"]),
    default: "min",
    page: None,
    reads: Reads::DepthFirst,
    help: "Pacman: how the search models the ghosts, min (MIN agents) or random (chance nodes: minimax is then expectimax, alphabeta runs Star1)",
};

/// `--eval`: the evaluation at the depth limit.
pub const EVAL: OptionSpec = OptionSpec {
    name: "eval",
    value_name: "E",
    kind: Kind::Choice(&["score", "better"]),
    default: "score",
    page: None,
    reads: Reads::DepthFirst,
    help: "Pacman: score (the game score, CS188's scoreEvaluationFunction) or better (abviz's own, weighted by --weights)",
};

/// `--weights`: the `better` evaluation's weights over their defaults.
pub const WEIGHTS: OptionSpec = OptionSpec {
    name: "weights",
    value_name: "LIST",
    kind: Kind::Text("name=value,... (names from the game's weights)"),
    default: "score=1,food=2,ghost=100,scared=5,capsule=20",
    page: None,
    reads: Reads::DepthFirst,
    help: "Pacman: the better evaluation's weights, name=value,... (names and defaults in `abviz games`)",
};

/// The registry's entry.
pub const GAME: GameSpec = GameSpec {
    name: NAME,
    aliases: &["pac-man"],
    title: "Pacman (CS188)",
    notation: "a layout name such as minimaxClassic, or rows separated by / or newlines: % wall, . food, o capsule, P Pacman, G or 1-4 ghosts, space floor (y counts upward from the bottom row)",
    options: &[("depth", "2"), ("bounds", ""), ("prune", "gt")],
    page: &[],
    own: &[GHOSTS, EVAL, WEIGHTS, HISTORY],
    boards: super::LAYOUTS,
    weights: super::WEIGHTS,
    start: None,
    learns: false,
    view: "maze",
    sets: &[("prune", "gt")],
    reads: &["board", "quiescence", "bounds", "ghosts", "eval", "weights", "history"],
    plays: &["bounds", "ghost_moves", "games", "seed", "max_moves", "ghosts", "eval", "weights", "history"],
    played: Some(super::played::build),
    parse: |text, c| {
        let eval = Eval::parse(&c.eval, c.weights)?;
        let game = Pacman::parse(text, c.ghosts, eval)?;
        Ok(Problem::of(game.after(&c.history)?))
    },
};
