//! [`OptionError`]: every way a search option can be wrong, with the code
//! and parameters front ends translate.

use std::fmt;

use super::MAX_TT_SIZE;
use crate::quote::quote;

/// A search option that is not understood or does not fit the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    /// `--order` with a name we do not know.
    UnknownOrdering(String),
    /// `random:` followed by something that is not a seed.
    BadSeed(String),
    /// `--scoring` with a name we do not know.
    UnknownScoring(String),
    /// `--variant` with a name we do not know.
    UnknownVariant(String),
    /// `--algorithm` with a name the registry does not list; `known` lists
    /// the names it does, joined by ", ".
    UnknownAlgorithm { name: String, known: String },
    /// `--root` other than max or min.
    UnknownRoot(String),
    /// `--depth` that is not a whole number ≥ 0.
    BadDepth(String),
    /// A depth limit on a game with no evaluation function.
    DepthNeedsEvaluation,
    /// `--prune` other than ge or gt.
    UnknownPrune(String),
    /// `--agents` that is not a whole number ≥ 1.
    BadAgents(String),
    /// `--bounds` that is not two numbers `L,U`.
    BadBounds(String),
    /// An option name `Config::from_strs` does not know.
    UnknownOption(String),
    /// An enhancement name not in `order,id,tt,killer,history,pvs,aspiration`.
    UnknownEnhancement(String),
    /// An enhancement (or MTD(f)) used without what it needs.
    EnhancementNeeds(&'static str, &'static str),
    /// A transposition table size that is not a whole number from 1 to
    /// [`MAX_TT_SIZE`].
    BadTableSize(String),
    /// Enhancements on a textbook tree.
    EnhanceNeedsBoard,
    /// A game the registry of games does not list; `known` lists the names
    /// it does, as "a, b or c".
    UnknownGame { name: String, known: String },
    /// Connect Four searched to the end from a position with this many
    /// empty cells: far too big a tree.
    /// `most` is the largest number of empty cells searched without one.
    NeedsDepth { empty: u32, most: u32 },
    /// `--futility` that is not a finite number ≥ 0.
    BadFutility(String),
    /// `--secondary` that is not a whole number ≥ 1.
    BadSecondary(String),
    /// `--book` or `--endgame` with a bad value or where they do not apply;
    /// the text says which.
    BadBook(String),
    /// `--quiescence` that is not a whole number ≥ 0.
    BadQuiescence(String),
    /// `symmetry` other than on or off.
    BadSymmetry(String),
    /// Quiescence with the enhanced search (`enhancements` or `mtdf`),
    /// which does not apply it.
    QuiescenceWith(&'static str),
    /// Negamax (Rich's MINIMAX-A-B) on a game that is not two players
    /// taking turns; the text names what it found.
    NegamaxNeeds(&'static str),
    /// Monte Carlo tree search's `iterations`, `c` or `seed` out of range.
    BadMcts {
        option: &'static str,
        value: String,
        allowed: &'static str,
    },
    /// A tree too large to export as a drawing.
    TooLargeToDraw { nodes: usize, limit: usize },
}

impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let q = quote;
        match self {
            OptionError::UnknownOrdering(s) => write!(
                f,
                "unknown ordering \"{}\"; use natural, reverse, random:SEED, heuristic, best-first or worst-first",
                q(s)
            ),
            OptionError::BadSeed(s) => write!(
                f,
                "random ordering needs a whole-number seed, as in random:42; got \"{}\"",
                q(s)
            ),
            OptionError::UnknownScoring(s) => {
                write!(f, "unknown scoring \"{}\"; use wdl or fast", q(s))
            }
            OptionError::UnknownVariant(s) => {
                write!(f, "unknown variant \"{}\"; use fail-soft or fail-hard", q(s))
            }
            OptionError::UnknownAlgorithm { name, known } => {
                write!(f, "unknown algorithm \"{}\"; use {known} or both", q(name))
            }
            OptionError::UnknownRoot(s) => write!(f, "unknown root \"{}\"; use max or min", q(s)),
            OptionError::BadDepth(s) => {
                write!(f, "depth \"{}\" is not a whole number of plies (0 or more)", q(s))
            }
            OptionError::DepthNeedsEvaluation => write!(
                f,
                "a depth limit needs an evaluation function, and this game has none"
            ),
            OptionError::UnknownPrune(s) => write!(
                f,
                "unknown pruning rule \"{}\"; use ge (prune when α ≥ β) or gt (only when α > β)",
                q(s)
            ),
            OptionError::BadAgents(s) => write!(
                f,
                "agents \"{}\" is not a whole number of 1 or more (MAX and N−1 MIN agents)",
                q(s)
            ),
            OptionError::BadBounds(s) => write!(
                f,
                "bounds \"{}\" are not two numbers L,U such as -10,10",
                q(s)
            ),
            OptionError::UnknownOption(s) => write!(f, "unknown option \"{}\"", q(s)),
            OptionError::UnknownEnhancement(s) => write!(
                f,
                "unknown enhancement \"{}\"; use order, id, tt, killer, history, pvs or aspiration",
                q(s)
            ),
            OptionError::EnhancementNeeds(what, needs) => {
                write!(f, "{what} needs {needs}")
            }
            OptionError::BadTableSize(s) => write!(
                f,
                "table size \"{}\" is not a whole number of slots from 1 to {}",
                q(s),
                MAX_TT_SIZE
            ),
            OptionError::EnhanceNeedsBoard => write!(
                f,
                "enhancements and mtdf work on games (tic-tac-toe, Connect Four), not on textbook trees"
            ),
            OptionError::UnknownGame { name, known } => {
                write!(f, "unknown game \"{}\"; use {known}", q(name))
            }
            OptionError::NeedsDepth { empty, most } => write!(
                f,
                "a Connect Four position with {empty} empty cells needs a depth limit (at most {most} empty cells without one; abviz solve finds the exact score)"
            ),
            OptionError::BadFutility(s) => write!(
                f,
                "futility margin \"{}\" is not a number of 0 or more",
                q(s)
            ),
            OptionError::BadSecondary(s) => write!(
                f,
                "secondary depth \"{}\" is not a whole number of plies (1 or more)",
                q(s)
            ),
            OptionError::BadBook(s) => f.write_str(s),
            OptionError::BadSymmetry(s) => {
                write!(f, "symmetry \"{}\" is neither on nor off", q(s))
            }
            OptionError::BadQuiescence(s) => write!(
                f,
                "quiescence \"{}\" is not a whole number of plies (0 or more)",
                q(s)
            ),
            OptionError::QuiescenceWith(what) => write!(
                f,
                "quiescence works with minimax and plain alpha-beta, not with {what}; drop one of them"
            ),
            OptionError::NegamaxNeeds(found) => write!(
                f,
                "negamax needs two players taking turns, and this game has {found}; use alphabeta"
            ),
            OptionError::BadMcts {
                option,
                value,
                allowed,
            } => write!(f, "{option} \"{}\" is not {allowed}", q(value)),
            OptionError::TooLargeToDraw { nodes, limit } => write!(
                f,
                "the tree has {nodes} nodes, too many to draw (at most {limit}); choose a smaller depth"
            ),
        }
    }
}

impl std::error::Error for OptionError {}

impl OptionError {
    /// A stable name for the page's translations.
    pub fn code(&self) -> &'static str {
        match self {
            OptionError::UnknownOrdering(_) => "UnknownOrdering",
            OptionError::BadSeed(_) => "BadSeed",
            OptionError::UnknownScoring(_) => "UnknownScoring",
            OptionError::UnknownVariant(_) => "UnknownVariant",
            OptionError::UnknownAlgorithm { .. } => "UnknownAlgorithm",
            OptionError::UnknownRoot(_) => "UnknownRoot",
            OptionError::BadDepth(_) => "BadDepth",
            OptionError::DepthNeedsEvaluation => "DepthNeedsEvaluation",
            OptionError::UnknownPrune(_) => "UnknownPrune",
            OptionError::BadAgents(_) => "BadAgents",
            OptionError::BadBounds(_) => "BadBounds",
            OptionError::UnknownOption(_) => "UnknownOption",
            OptionError::UnknownEnhancement(_) => "UnknownEnhancement",
            OptionError::EnhancementNeeds(..) => "EnhancementNeeds",
            OptionError::BadTableSize(_) => "BadTableSize",
            OptionError::EnhanceNeedsBoard => "EnhanceNeedsBoard",
            OptionError::UnknownGame { .. } => "UnknownGame",
            OptionError::NeedsDepth { .. } => "NeedsDepth",
            OptionError::BadFutility(_) => "BadFutility",
            OptionError::BadSecondary(_) => "BadSecondary",
            OptionError::BadBook(_) => "BadBook",
            OptionError::BadSymmetry(_) => "BadSymmetry",
            OptionError::BadQuiescence(_) => "BadQuiescence",
            OptionError::QuiescenceWith(_) => "QuiescenceWith",
            OptionError::NegamaxNeeds(_) => "NegamaxNeeds",
            OptionError::BadMcts { .. } => "BadMcts",
            OptionError::TooLargeToDraw { .. } => "TooLargeToDraw",
        }
    }

    /// The parameters of the message: the quoted input, if any, as `value`.
    pub fn params(&self) -> Vec<(&'static str, String)> {
        match self {
            OptionError::DepthNeedsEvaluation | OptionError::EnhanceNeedsBoard => vec![],
            OptionError::BadBook(v) => vec![("value", quote(v))],
            OptionError::EnhancementNeeds(what, needs) => {
                vec![("what", what.to_string()), ("needs", needs.to_string())]
            }
            OptionError::QuiescenceWith(what) => vec![("what", what.to_string())],
            OptionError::NegamaxNeeds(found) => vec![("found", found.to_string())],
            OptionError::BadMcts {
                option,
                value,
                allowed,
            } => vec![
                ("option", option.to_string()),
                ("value", quote(value)),
                ("allowed", allowed.to_string()),
            ],
            OptionError::TooLargeToDraw { nodes, limit } => {
                vec![("nodes", nodes.to_string()), ("limit", limit.to_string())]
            }
            OptionError::NeedsDepth { empty, most } => {
                vec![("empty", empty.to_string()), ("most", most.to_string())]
            }
            OptionError::UnknownAlgorithm { name: v, .. }
            | OptionError::UnknownGame { name: v, .. } => vec![("value", quote(v))],
            OptionError::UnknownOrdering(v)
            | OptionError::BadSeed(v)
            | OptionError::UnknownScoring(v)
            | OptionError::UnknownVariant(v)
            | OptionError::UnknownRoot(v)
            | OptionError::BadDepth(v)
            | OptionError::UnknownPrune(v)
            | OptionError::BadAgents(v)
            | OptionError::BadBounds(v)
            | OptionError::UnknownOption(v)
            | OptionError::UnknownEnhancement(v)
            | OptionError::BadTableSize(v)
            | OptionError::BadFutility(v)
            | OptionError::BadSecondary(v)
            | OptionError::BadSymmetry(v)
            | OptionError::BadQuiescence(v) => vec![("value", quote(v))],
        }
    }
}
