//! What every search is written against: a leaf of `search/` that the
//! algorithm files, the registry and the shared search code all import, so
//! that none of them needs another.
//!
//! An algorithm is one file in `search/algorithms/`: a unit struct that
//! implements [`Strategy`], holding its [`Spec`] (its pseudocode, the line
//! each trace event executes, what it prunes and probes, the options it
//! reads) and its search. One line in `search/algorithms/mod.rs` registers
//! it, and [`registry!`] turns those lines into the `Algorithm` enum,
//! `ALGORITHMS` and the one static dispatch. Code elsewhere asks an
//! algorithm's [`Spec`] what it does; it never tests which algorithm it is.

use super::oracle::Oracle;
use crate::budget::Budget;
use crate::error::Error;
use crate::games::Game;
use crate::options::{OptionError, Prune, SearchOptions, Variant};
use crate::trace::Sink;

/// What a search found and how much work it did.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Stats {
    /// The root's value, from MAX's view.
    pub value: f64,
    /// The first root move in search order that achieves `value` (cell index
    /// or child index); `None` for a finished root or a chance root.
    pub best_move: Option<u32>,
    /// Node visits, root included: a node entered twice counts twice.
    pub nodes: u64,
    /// Nodes evaluated: finished games and nodes at the depth limit.
    pub leaves: u64,
    /// Nodes at or past the depth limit expanded instead of evaluated,
    /// because they were noisy (quiescence; see [`crate::search::horizon`]).
    pub extensions: u64,
    /// Breaks that left at least one child untried.
    pub cutoffs: u64,
    /// Children skipped by those breaks.
    pub pruned_children: u64,
    /// Futility cut-offs (`--futility`), not counted in `cutoffs`.
    pub futility_cutoffs: u64,
    /// Children they skipped, not counted in `pruned_children`.
    pub futility_pruned_children: u64,
    /// Deepest ply entered (the root is ply 0).
    pub max_depth: u32,
    /// Star2's probing visits (included in `nodes`).
    pub probes: u64,
    /// Transposition table look-ups.
    pub tt_probes: u64,
    /// Look-ups that found the position.
    pub tt_hits: u64,
    /// Nodes the table answered without a search.
    pub tt_cutoffs: u64,
    /// Searches of a node (or the root) again with a wider window: PVS and
    /// aspiration re-searches, and MTD(f)'s passes after the first.
    pub re_searches: u64,
    /// Nodes answered from the opening book or the endgame solver without
    /// search (`--book`, `--endgame`); counted in `nodes`, not in `leaves`.
    pub book_hits: u64,
    /// The endgame solver's own nodes, not counted in `nodes`.
    pub endgame_nodes: u64,
    /// Whether the root itself was answered so (then `best_move` is the
    /// book's or the solver's move).
    pub book: bool,
    /// Nodes per iterative-deepening pass; one entry without `id`, none
    /// for the searches of [`crate::search()`].
    pub iterations: Vec<u64>,
    /// The root's children in move order with their visits and mean result,
    /// for a search that samples (Monte Carlo tree search); empty for the
    /// depth-first searches.
    pub children: Vec<RootChild>,
}

/// One root child of a sampling search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RootChild {
    /// The move (cell index or child index).
    pub mv: u32,
    /// Playouts through it.
    pub visits: u64,
    /// Their mean result, −1…1, from the view of the side to move at the
    /// root (for a chance root, MAX's).
    pub mean: f64,
}

/// One line of pseudocode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Line {
    /// Indentation in steps.
    pub indent: u8,
    /// The code, in the notation of the textbooks (not translated).
    pub code: &'static str,
    /// A comment in English, or "".
    pub note: &'static str,
    /// A key a page may use to translate `note` ("" for none).
    pub note_key: &'static str,
}

/// What a front end needs to know about one algorithm, and what shared
/// code asks instead of naming it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spec {
    /// The name on the command line and in JSON.
    pub name: &'static str,
    /// A title for panels.
    pub title: &'static str,
    /// One line on what it does.
    pub summary: &'static str,
    /// Whether it prunes (and so has a window, cut-offs and fail-hard).
    pub prunes: bool,
    /// Whether it probes chance nodes' children first (Star2).
    pub probes: bool,
    /// Whether it enters every node of the full tree once, in order, and
    /// returns the minimax value: its trace needs room for the whole tree
    /// and its node ids are its visit order, so it is the search the drawn
    /// tree is built from, and a game's own minimax kernel may stand in.
    pub full_tree: bool,
    /// Whether it always runs the enhanced search as null-window passes on
    /// the transposition table (MTD(f)); another pruning search runs the
    /// enhanced search only under `--enhance`.
    pub null_window: bool,
    /// Whether it samples instead of searching depth-first (Monte Carlo
    /// tree search): its [`Stats::children`] hold the root's visits and
    /// means, its trace events are the four phases' (`uct`, `select`,
    /// `expand`, `simulate`, `backup`) and its node ids count its own tree.
    pub samples: bool,
    /// Other registered algorithms a page may show as views of this same
    /// search when they take its options (alpha-beta: Rich's negamax form).
    pub views: &'static [&'static str],
    /// The options it reads, as `--name`s.
    pub options: &'static [&'static str],
    /// Its pseudocode; `{cmp}` stands for ≥ or > (the pruning rule).
    pub code: &'static [Line],
    /// Event tag → index into `code`.
    pub lines: &'static [(&'static str, usize)],
    /// Lines from this index on are about chance nodes, so a front end may
    /// leave them out for games without any.
    pub chance_from: usize,
}

/// A line without a note.
pub(crate) const fn l(indent: u8, code: &'static str) -> Line {
    Line {
        indent,
        code,
        note: "",
        note_key: "",
    }
}

/// A line with a note and its translation key.
pub(crate) const fn n(
    indent: u8,
    code: &'static str,
    note: &'static str,
    note_key: &'static str,
) -> Line {
    Line {
        indent,
        code,
        note,
        note_key,
    }
}

impl Spec {
    /// The pseudocode line that event `tag` executes, if it shows one.
    pub fn line(&self, tag: &str) -> Option<usize> {
        self.lines.iter().find(|(t, _)| *t == tag).map(|&(_, i)| i)
    }

    /// The pseudocode under `options`: `{cmp}` becomes the pruning rule's
    /// comparison, and with fail-hard the returns say they clamp.
    pub fn pseudocode(&self, options: &SearchOptions) -> Vec<Line> {
        let cmp = match options.prune {
            Prune::Ge => "≥",
            Prune::Gt => ">",
        };
        self.code
            .iter()
            .map(|line| {
                let mut line = *line;
                if line.code.contains("{cmp}") {
                    // Two spellings, so the lines can stay 'static.
                    line.code = match (line.code, cmp) {
                        ("if α {cmp} β: break", "≥") => "if α ≥ β: break",
                        ("if α {cmp} β: break", _) => "if α > β: break",
                        ("if Pass-Thresh {cmp} Use-Thresh: return Best", "≥") => {
                            "if Pass-Thresh ≥ Use-Thresh: return Best"
                        }
                        ("if Pass-Thresh {cmp} Use-Thresh: return Best", _) => {
                            "if Pass-Thresh > Use-Thresh: return Best"
                        }
                        (c, _) => c,
                    };
                }
                if options.futility.is_some() && line.note_key.starts_with("codeBreak") {
                    line.note = "futility: at a child of the root, also stop when α + M ≥ β, returning the root's bound";
                    line.note_key = "codeFutilityNote";
                }
                if self.prunes && options.variant == Variant::FailHard && line.code == "return v" {
                    line.note = "fail-hard: return v clamped into [α₀, β₀]";
                    line.note_key = "codeFailHardNote";
                }
                if options.variant == Variant::FailHard && line.code == "return Best" {
                    line.note = "fail-hard: Best clamped into [Pass-Thresh₀, Use-Thresh]";
                    line.note_key = "codeNegaFailHardNote";
                }
                line
            })
            .collect()
    }
}

/// What an algorithm may ask of a game before searching it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Facts {
    /// Whether the game has chance nodes.
    pub(crate) has_chance: bool,
}

/// What a search runs with: the game, its prepared options, where events
/// go, the oracle (the full tree's sizes and values, for node ids and
/// ordering; made for `game` and `Horizon::of(options)`) and the budget.
pub(crate) struct Ctx<'a, 'b, G: Game, S: Sink> {
    pub(crate) game: &'a G,
    pub(crate) options: &'a SearchOptions,
    pub(crate) sink: &'a mut S,
    pub(crate) oracle: &'a mut Oracle<G::Pos>,
    pub(crate) budget: &'a mut Budget<'b>,
}

/// One algorithm: its [`Spec`] and its search, in its own file under
/// `search/algorithms/`.
///
/// The enhanced search (`search/enhanced`: transposition table, iterative
/// deepening, …) is shared: it runs instead of [`Strategy::search`] when
/// [`Spec::null_window`] says so, or for a pruning search under
/// `--enhance`. A game that refuses enhancements never compiles it, so
/// `search` must not call it.
pub(crate) trait Strategy {
    /// What front ends show and shared code asks.
    const SPEC: Spec;

    /// Refuses a game it cannot search, before any work.
    fn check_game(_game: Facts) -> Result<(), OptionError> {
        Ok(())
    }

    /// Refuses options it does not apply, rather than ignoring them.
    fn check_options(_options: &SearchOptions) -> Result<(), OptionError> {
        Ok(())
    }

    /// Searches `cx.game` from its root.
    fn search<G: Game, S: Sink>(cx: Ctx<'_, '_, G, S>) -> Result<Stats, Error>;
}

/// The registry from one line per algorithm, `Variant => file::Type,`
/// (`Type` implements [`Strategy`] in `search/algorithms/file.rs`): the
/// modules, the public `Algorithm` enum, `ALGORITHMS` (every [`Spec`] in
/// that order), and the static dispatch to each algorithm's checks and
/// search. A `match` with one arm per line, not a `dyn`: each search is
/// compiled as if called by name, so the hot path costs what a direct
/// call does.
macro_rules! registry {
    ($($variant:ident => $file:ident::$strategy:ident,)+) => {
        $(mod $file;)+

        /// A search in the registry; its [`Spec`](crate::search::Spec) says what it does.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Algorithm {
            $(
                #[doc = concat!("The search in `search/algorithms/", stringify!($file), ".rs`.")]
                $variant,
            )+
        }

        /// Every algorithm, in the order front ends list them.
        pub const ALGORITHMS: &[$crate::search::defs::Spec] =
            &[$(<$file::$strategy as $crate::search::defs::Strategy>::SPEC),+];

        impl Algorithm {
            /// Every algorithm, in [`ALGORITHMS`]' order.
            pub const ALL: &'static [Algorithm] = &[$(Algorithm::$variant),+];

            /// The registry entry.
            pub fn spec(self) -> &'static $crate::search::defs::Spec {
                &ALGORITHMS[self as usize]
            }

            /// Refuses a game this algorithm cannot search.
            pub(crate) fn check_game(
                self,
                game: $crate::search::defs::Facts,
            ) -> Result<(), $crate::options::OptionError> {
                use $crate::search::defs::Strategy;
                match self {
                    $(Algorithm::$variant => $file::$strategy::check_game(game),)+
                }
            }

            /// Refuses options this algorithm does not apply.
            pub fn check_options(
                self,
                options: &$crate::options::SearchOptions,
            ) -> Result<(), $crate::options::OptionError> {
                use $crate::search::defs::Strategy;
                match self {
                    $(Algorithm::$variant => $file::$strategy::check_options(options),)+
                }
            }

            /// Runs this algorithm's search: the one dispatch.
            #[inline]
            pub(crate) fn run<G: $crate::games::Game, S: $crate::trace::Sink>(
                self,
                cx: $crate::search::defs::Ctx<'_, '_, G, S>,
            ) -> Result<$crate::search::defs::Stats, $crate::error::Error> {
                use $crate::search::defs::Strategy;
                match self {
                    $(Algorithm::$variant => $file::$strategy::search(cx),)+
                }
            }
        }
    };
}
pub(crate) use registry;
