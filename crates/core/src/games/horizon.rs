//! The horizon rule: what a search does with an unfinished position at a
//! given ply. One function decides it for every search and for the oracle,
//! because node ids are preorder ids in the full tree: if the oracle sized
//! the tree with a different rule than the search walks it, every id after
//! the first extension would be wrong.
//!
//! With depth limit D and quiescence Q, an unfinished position at ply ≥ D
//! is scored by its static value, unless it is noisy ([`Game::noise`]) and
//! ply < D + Q: then it is expanded, an *extension*, and its children
//! follow the same rule. Finished positions are leaves, as always (the
//! caller asks [`Game::terminal_value`] first). Without a depth limit
//! every unfinished position is expanded and Q changes nothing.
//!
//! It lives beside the games, not in the search, because a textbook tree
//! uses it too: to check, before a search, that every node the search may
//! score has a static value.

use crate::games::{Game, Noise};
use crate::options::SearchOptions;

/// The depth limit and quiescence of one search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Horizon {
    /// Plies below the root after which positions are evaluated.
    pub depth: Option<u32>,
    /// Plies past `depth` through which noisy positions are expanded.
    pub quiescence: u32,
}

/// What to do at an unfinished position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Above the depth limit: search the children.
    Expand,
    /// At or past the limit, noisy and within quiescence: search the
    /// children, for this reason.
    Extend(Noise),
    /// At or past the limit and quiet (or past quiescence): static value.
    Evaluate,
}

impl Horizon {
    /// The horizon of `options`.
    pub fn of(options: &SearchOptions) -> Horizon {
        Horizon {
            depth: options.depth,
            quiescence: options.quiescence,
        }
    }

    /// The step at unfinished position `pos`, `ply` plies below the root.
    #[inline]
    pub fn step<G: Game>(&self, game: &G, pos: &G::Pos, ply: u32) -> Step {
        match self.depth {
            Some(d) if ply >= d => {
                if ply - d < self.quiescence {
                    if let Some(noise) = game.noise(pos) {
                        return Step::Extend(noise);
                    }
                }
                Step::Evaluate
            }
            _ => Step::Expand,
        }
    }

    /// Whether the step at `pos` is [`Step::Evaluate`].
    #[inline]
    pub fn evaluates<G: Game>(&self, game: &G, pos: &G::Pos, ply: u32) -> bool {
        self.step(game, pos, ply) == Step::Evaluate
    }
}
