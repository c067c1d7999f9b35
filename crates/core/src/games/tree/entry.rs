//! textbook trees in the registry of games ([`crate::GAMES`] lists this entry
//! in one line): what front ends need to offer the game.

use super::{Tree, TreeGame, NAME};
use crate::problem::Problem;
use crate::spec::GameSpec;

/// The registry's entry.
pub const GAME: GameSpec = GameSpec {
    name: NAME,
    aliases: &[],
    title: "Textbook tree",
    notation: "nested lists such as [[3,12,8],[2,4,6]], shorthand with max, min or chance labels and names, or JSON",
    options: &[("root", "max"), ("agents", "2"), ("bounds", "")],
    page: &[],
    own: &[],
    boards: &[],
    weights: &[],
    start: None,
    learns: false,
    view: "tree",
    sets: &[],
    reads: &["tree", "quiescence", "root", "agents", "bounds"],
    plays: &[],
    played: None,
    parse: |text, c| Ok(Problem::of(TreeGame::new(Tree::parse_any(text)?, c.setup)?)),
};
