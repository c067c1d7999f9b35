//! Search options and their parsing: a leaf that every other module may
//! use and that uses nothing but `quote`, so option types never
//! pull the search, the games or the registry into a cycle.

use std::fmt;
use std::str::FromStr;

use crate::quote::quote;

mod error;
mod horizon;
pub mod schema;
pub use error::OptionError;
pub use horizon::{parse_futility, parse_secondary, RootMoves};
pub use schema::{option_spec, spec_json, Kind, OptionSpec, Reads, OPTIONS};

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

/// Parses `--book`: `on`/`true`/`1` or `off`/`false`/`0` (empty is off).
pub fn parse_book(s: &str) -> Result<bool, OptionError> {
    match s.trim() {
        "on" | "true" | "1" | "yes" => Ok(true),
        "off" | "false" | "0" | "no" | "" => Ok(false),
        _ => Err(OptionError::BadBook(format!(
            "--book \"{}\" is neither on nor off",
            quote(s)
        ))),
    }
}

/// Parses `--symmetry`: `on`/`true`/`1` or `off`/`false`/`0` (empty is off).
pub fn parse_symmetry(s: &str) -> Result<bool, OptionError> {
    match s.trim() {
        "on" | "true" | "1" | "yes" => Ok(true),
        "off" | "false" | "0" | "no" | "" => Ok(false),
        _ => Err(OptionError::BadSymmetry(s.into())),
    }
}

/// The largest `--endgame`: the solver answers such a node in well under a
/// second even in a debug build.
pub const MAX_ENDGAME: u32 = 16;

/// Parses `--endgame E`: a whole number of empty cells, 1 to [`MAX_ENDGAME`].
pub fn parse_endgame(s: &str) -> Result<u32, OptionError> {
    match schema::ENDGAME.whole(s) {
        Some(e) => Ok(e as u32),
        None => Err(OptionError::BadBook(format!(
            "--endgame \"{}\" is not a number of empty cells from 1 to {MAX_ENDGAME}",
            quote(s)
        ))),
    }
}

/// Parses a depth limit: a whole number of plies, 0 or more.
pub fn parse_depth(s: &str) -> Result<u32, OptionError> {
    (schema::DEPTH.whole(s).map(|d| d as u32)).ok_or_else(|| OptionError::BadDepth(s.into()))
}

/// Parses a quiescence extension: a whole number of plies, 0 or more.
pub fn parse_quiescence(s: &str) -> Result<u32, OptionError> {
    (schema::QUIESCENCE.whole(s).map(|q| q as u32))
        .ok_or_else(|| OptionError::BadQuiescence(s.into()))
}

/// Parses a transposition table's size: 1 to [`MAX_TT_SIZE`] slots.
pub fn parse_tt_size(s: &str) -> Result<usize, OptionError> {
    (schema::TT_SIZE.whole(s).map(|n| n as usize))
        .ok_or_else(|| OptionError::BadTableSize(s.into()))
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
    /// Rich's futility margin M (alpha-beta only): a child of the root
    /// gives up once the root's best so far is within M of its bound (see
    /// [`search`](mod@crate::search)). `None`, or 0, is plain alpha-beta.
    pub futility: Option<f64>,
    /// The root moves searched: all, or the ones secondary search asks for.
    pub root_moves: RootMoves,
    /// Answer positions the game's opening book holds from the book, without
    /// search (see [`crate::games::books`]).
    pub book: bool,
    /// Answer Connect Four positions with at most this many empty cells by
    /// the solver, without search below them (knowledge at the end).
    pub endgame: Option<u32>,
    /// Quiescence: plies past the depth limit through which noisy
    /// positions are still expanded (see `search::horizon`); 0 is off,
    /// and without a depth limit it changes nothing.
    pub quiescence: u32,
    /// Monte Carlo tree search's iterations, exploration constant and seed.
    pub mcts: Mcts,
}

/// Monte Carlo tree search's own options (see `search/algorithms/mcts.rs`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Mcts {
    /// Iterations: each selects, expands one child, plays out and backs up.
    pub iterations: u32,
    /// UCT's exploration constant c in `mean + c·sqrt(ln N / n)`.
    pub c: f64,
    /// The playouts' random generator's seed.
    pub seed: u64,
}

/// The most iterations one search may ask for.
pub const MAX_ITERATIONS: u32 = 10_000_000;

impl Default for Mcts {
    fn default() -> Mcts {
        Mcts {
            iterations: 1000,
            c: std::f64::consts::SQRT_2,
            seed: 1,
        }
    }
}

/// Parses `iterations`, `c` or `seed` into `mcts`.
pub fn parse_mcts(mcts: &mut Mcts, name: &'static str, value: &str) -> Result<(), OptionError> {
    let t = value.trim();
    let bad = |allowed: &'static str| OptionError::BadMcts {
        option: name,
        value: value.into(),
        allowed,
    };
    match name {
        "iterations" => {
            mcts.iterations = match schema::ITERATIONS.whole(t) {
                Some(n) => n as u32,
                None => return Err(bad("a whole number from 1 to 10000000")),
            }
        }
        "c" => {
            mcts.c = match t.parse::<f64>() {
                Ok(c) if c.is_finite() && c >= 0.0 => c,
                _ => return Err(bad("a number of 0 or more")),
            }
        }
        _ => {
            mcts.seed = schema::SEED
                .whole(t)
                .ok_or_else(|| bad("a whole number from 0"))?
        }
    }
    Ok(())
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
            futility: None,
            root_moves: RootMoves::All,
            book: false,
            endgame: None,
            quiescence: 0,
            mcts: Mcts::default(),
        }
    }
}

impl SearchOptions {
    /// The solver's search: no depth limit, a table of `tt_size` slots,
    /// static order, killers, history and the solver's narrowed windows.
    /// `solve` runs it at the root, the endgame option (`search::known`)
    /// at a node.
    pub fn solver(tt_size: usize) -> SearchOptions {
        SearchOptions {
            enhance: Enhancements {
                order: true,
                tt: true,
                killer: true,
                history: true,
                solver: true,
                ..Enhancements::default()
            },
            tt_size,
            ..SearchOptions::default()
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
    (schema::AGENTS.whole(s).map(|n| n as u32)).ok_or_else(|| OptionError::BadAgents(s.into()))
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
