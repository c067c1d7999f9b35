//! Search options and their parsing: a leaf that every other module may
//! use and that uses nothing but `quote`, so option types never
//! pull the search, the games or the registry into a cycle.

use std::fmt;
use std::str::FromStr;

use crate::quote::quote;

/// Parses `max` or `min`: who moves at the root of a textbook tree.
/// Returns whether the root is MAX.
pub fn parse_root(s: &str) -> Result<bool, OptionError> {
    match s {
        "max" => Ok(true),
        "min" => Ok(false),
        _ => Err(OptionError::UnknownRoot(s.into())),
    }
}

/// The order in which a node's children are searched.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Ordering {
    /// Ascending cell index (boards) or listed order (trees).
    #[default]
    Natural,
    /// The natural order reversed.
    Reverse,
    /// A shuffle that depends only on the seed and the position, so minimax
    /// and alpha-beta see the same order at the same node.
    Random(u64),
    /// Sorted by the evaluation function, best for the mover first (ties and
    /// games without evaluation keep natural order).
    Heuristic,
    /// Sorted by exact minimax value, best for the mover first: the
    /// Knuth–Moore best case.
    BestFirst,
    /// Sorted by exact minimax value, worst for the mover first.
    WorstFirst,
}

impl FromStr for Ordering {
    type Err = OptionError;
    fn from_str(s: &str) -> Result<Self, OptionError> {
        Ok(match s {
            "natural" => Ordering::Natural,
            "reverse" => Ordering::Reverse,
            "heuristic" => Ordering::Heuristic,
            "best-first" => Ordering::BestFirst,
            "worst-first" => Ordering::WorstFirst,
            _ => match s.strip_prefix("random:") {
                Some(seed) => Ordering::Random(
                    seed.parse()
                        .map_err(|_| OptionError::BadSeed(seed.into()))?,
                ),
                None if s == "random" => return Err(OptionError::BadSeed(String::new())),
                None => return Err(OptionError::UnknownOrdering(s.into())),
            },
        })
    }
}

impl std::fmt::Display for Ordering {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Ordering::Natural => f.write_str("natural"),
            Ordering::Reverse => f.write_str("reverse"),
            Ordering::Random(s) => write!(f, "random:{s}"),
            Ordering::Heuristic => f.write_str("heuristic"),
            Ordering::BestFirst => f.write_str("best-first"),
            Ordering::WorstFirst => f.write_str("worst-first"),
        }
    }
}

/// What alpha-beta returns when the true value lies outside its window.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Variant {
    /// Return the best value found, which may lie outside (α, β): a value
    /// ≤ α₀ is an upper bound, ≥ β₀ a lower bound.
    #[default]
    FailSoft,
    /// Clamp the result into [α₀, β₀].
    FailHard,
}

impl FromStr for Variant {
    type Err = OptionError;
    fn from_str(s: &str) -> Result<Self, OptionError> {
        match s {
            "fail-soft" => Ok(Variant::FailSoft),
            "fail-hard" => Ok(Variant::FailHard),
            _ => Err(OptionError::UnknownVariant(s.into())),
        }
    }
}

/// Parses a depth limit: a whole number of plies, 0 or more.
pub fn parse_depth(s: &str) -> Result<u32, OptionError> {
    s.trim()
        .parse::<u32>()
        .map_err(|_| OptionError::BadDepth(s.into()))
}

/// Parses a quiescence extension: a whole number of plies, 0 or more.
pub fn parse_quiescence(s: &str) -> Result<u32, OptionError> {
    s.trim()
        .parse::<u32>()
        .map_err(|_| OptionError::BadQuiescence(s.into()))
}

/// When alpha-beta stops searching a node's children.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Prune {
    /// Prune when α ≥ β, as AIMA and Wikipedia write it.
    #[default]
    Ge,
    /// Prune only when α > β, as UC Berkeley's CS188 requires: a child
    /// whose value ties the bound is still searched.
    Gt,
}

impl FromStr for Prune {
    type Err = OptionError;
    fn from_str(s: &str) -> Result<Self, OptionError> {
        match s {
            "ge" => Ok(Prune::Ge),
            "gt" => Ok(Prune::Gt),
            _ => Err(OptionError::UnknownPrune(s.into())),
        }
    }
}

impl Prune {
    /// `ge` or `gt`.
    pub fn name(self) -> &'static str {
        match self {
            Prune::Ge => "ge",
            Prune::Gt => "gt",
        }
    }

    /// Whether a result `v` of a search with lower bound `a` fails low
    /// (is only an upper bound on the true value).
    #[inline]
    pub(crate) fn low(self, v: f64, a: f64) -> bool {
        match self {
            Prune::Ge => v <= a,
            Prune::Gt => v < a,
        }
    }

    /// Whether a result `v` of a search with upper bound `b` fails high
    /// (is only a lower bound).
    #[inline]
    pub(crate) fn high(self, v: f64, b: f64) -> bool {
        match self {
            Prune::Ge => v >= b,
            Prune::Gt => v > b,
        }
    }
}

/// Options shared by every algorithm.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchOptions {
    /// Child order at every node.
    pub ordering: Ordering,
    /// Plies below the root after which unfinished positions are evaluated.
    pub depth: Option<u32>,
    /// Fail-soft or fail-hard (pruning searches only).
    pub variant: Variant,
    /// Prune on α ≥ β or only on α > β.
    pub prune: Prune,
    /// The lowest and highest value any leaf can have, [L, U], which Star1
    /// and Star2 need at chance nodes. `None` means unknown (no chance-node
    /// pruning); [`crate::Problem`] fills in the tree's own range.
    pub bounds: Option<(f64, f64)>,
    /// Enhancements of alpha-beta (see [`crate::enhance`]); none by default.
    pub enhance: Enhancements,
    /// Slots in the transposition table.
    pub tt_size: usize,
    /// Quiescence: plies past the depth limit through which noisy
    /// positions are still expanded (see `search::horizon`); 0 is off,
    /// and without a depth limit it changes nothing.
    pub quiescence: u32,
}

impl Default for SearchOptions {
    fn default() -> SearchOptions {
        SearchOptions {
            ordering: Ordering::default(),
            depth: None,
            variant: Variant::default(),
            prune: Prune::default(),
            bounds: None,
            enhance: Enhancements::default(),
            tt_size: DEFAULT_TT_SIZE,
            quiescence: 0,
        }
    }
}

/// The enhancements a search uses; any combination.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Enhancements {
    /// Static move order from the game (Connect Four: centre first).
    pub order: bool,
    /// Iterative deepening to the depth limit, best move first.
    pub id: bool,
    /// A transposition table.
    pub tt: bool,
    /// Two killer moves per ply.
    pub killer: bool,
    /// The history heuristic.
    pub history: bool,
    /// Principal variation search: null windows after the first child.
    pub pvs: bool,
    /// Aspiration windows around the previous iteration's value.
    pub aspiration: bool,
    /// Solver mode, set by [`solve`](crate::solve): each node's window is narrowed to the
    /// values still possible there, and immediate wins are tried first.
    pub solver: bool,
}

/// The enhancement names, in ladder order.
pub const ENHANCEMENTS: [&str; 7] = [
    "order",
    "id",
    "tt",
    "killer",
    "history",
    "pvs",
    "aspiration",
];

impl Enhancements {
    /// Whether none is on.
    pub fn is_empty(&self) -> bool {
        *self == Enhancements::default()
    }

    fn flags(&self) -> [bool; 7] {
        [
            self.order,
            self.id,
            self.tt,
            self.killer,
            self.history,
            self.pvs,
            self.aspiration,
        ]
    }

    /// Every user-facing enhancement.
    pub fn all() -> Enhancements {
        // Spelled out, not parsed: an `unwrap` would keep the errors' Debug
        // and the panic message in the wasm module.
        Enhancements {
            order: true,
            id: true,
            tt: true,
            killer: true,
            history: true,
            pvs: true,
            aspiration: true,
            solver: false,
        }
    }
}

impl FromStr for Enhancements {
    type Err = OptionError;
    /// A comma-separated list of names (empty for none); `all` for every one.
    fn from_str(s: &str) -> Result<Enhancements, OptionError> {
        let mut e = Enhancements::default();
        for name in s.split([',', '+']).map(str::trim).filter(|n| !n.is_empty()) {
            match name {
                "order" => e.order = true,
                "id" => e.id = true,
                "tt" => e.tt = true,
                "killer" => e.killer = true,
                "history" => e.history = true,
                "pvs" => e.pvs = true,
                "aspiration" => e.aspiration = true,
                "all" => e = Enhancements::all(),
                _ => return Err(OptionError::UnknownEnhancement(name.into())),
            }
        }
        Ok(e)
    }
}

impl fmt::Display for Enhancements {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let on: Vec<&str> = (ENHANCEMENTS.iter().zip(self.flags()))
            .filter(|(_, on)| *on)
            .map(|(n, _)| *n)
            .collect();
        f.write_str(&on.join(","))
    }
}

/// The table's default number of slots.
pub const DEFAULT_TT_SIZE: usize = 1 << 16;

/// The most slots a table may have: 1 GiB of 16-byte entries, allocated
/// up front, is as much as a teaching tool should ask of a machine.
pub const MAX_TT_SIZE: usize = 1 << 26;

/// Half the width of an aspiration window, in evaluation units.
pub const ASPIRATION_DELTA: f64 = 4.0;

/// Parses `L,U` into bounds.
pub fn parse_bounds(s: &str) -> Result<(f64, f64), OptionError> {
    let bad = || OptionError::BadBounds(s.into());
    let (l, u) = s.split_once(',').ok_or_else(bad)?;
    let num = |t: &str| {
        t.trim()
            .parse::<f64>()
            .ok()
            .filter(|v| v.is_finite())
            .ok_or_else(bad)
    };
    Ok((num(l)?, num(u)?))
}

/// Parses a number of agents, 1 or more.
pub fn parse_agents(s: &str) -> Result<u32, OptionError> {
    match s.trim().parse::<u32>() {
        Ok(n) if n >= 1 => Ok(n),
        _ => Err(OptionError::BadAgents(s.into())),
    }
}

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
    /// `--quiescence` that is not a whole number ≥ 0.
    BadQuiescence(String),
    /// Quiescence with the enhanced search (`enhancements` or `mtdf`),
    /// which does not apply it.
    QuiescenceWith(&'static str),
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
            OptionError::BadQuiescence(s) => write!(
                f,
                "quiescence \"{}\" is not a whole number of plies (0 or more)",
                q(s)
            ),
            OptionError::QuiescenceWith(what) => write!(
                f,
                "quiescence works with minimax and plain alpha-beta, not with {what}; drop one of them"
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
            OptionError::BadQuiescence(_) => "BadQuiescence",
            OptionError::QuiescenceWith(_) => "QuiescenceWith",
        }
    }

    /// The parameters of the message: the quoted input, if any, as `value`.
    pub fn params(&self) -> Vec<(&'static str, String)> {
        match self {
            OptionError::DepthNeedsEvaluation | OptionError::EnhanceNeedsBoard => vec![],
            OptionError::EnhancementNeeds(what, needs) => {
                vec![("what", what.to_string()), ("needs", needs.to_string())]
            }
            OptionError::QuiescenceWith(what) => vec![("what", what.to_string())],
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
            | OptionError::BadQuiescence(v) => vec![("value", quote(v))],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn all_is_every_named_enhancement() {
        let named: Enhancements = ENHANCEMENTS.join(",").parse().unwrap();
        assert_eq!(Enhancements::all(), named);
        assert_eq!("all".parse::<Enhancements>().unwrap(), named);
    }
}
