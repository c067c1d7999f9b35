//! # abviz-core
//!
//! Game-tree search for teaching: minimax (expectiminimax), alpha-beta
//! (Ballard's Star1 at chance nodes) and Star2 over tic-tac-toe positions,
//! Connect Four positions and textbook trees with MAX, MIN and chance
//! nodes, recording every node visit and cut-off as trace events; and
//! alpha-beta's practical enhancements (iterative deepening, a
//! transposition table, killers, history, PVS, aspiration windows, MTD(f))
//! with an exact Connect Four solver. Nothing here knows about the web; the wasm crate and the
//! CLI are thin layers over it.
//!
//! ## Design
//! - **Rules apart from search.** A [`Game`] gives moves, results and an
//!   optional evaluation; [`search()`] knows nothing else about a game, so a new
//!   game needs no change in the search code.
//! - **Events to a sink.** The search pushes [`Event`]s to a caller's
//!   [`Sink`]. [`NullSink`] turns tracing off at compile time, so counting
//!   nodes costs the same as not tracing at all; [`Trace`] records 8-byte
//!   records in one flat vector, the rest restored by replay.
//! - **Ids that line up.** Node ids are preorder positions in the full
//!   minimax tree (see [`trace`]), so alpha-beta's visits overlay minimax's.
//! - **Textbook conventions.** The search follows the pseudocode in
//!   [`search`](mod@search) line for line; counts match published figures:
//!   minimax enters 549,946 nodes from the empty board and alpha-beta 18,297.
//! - **One reference, one fast path.** [`search()`] is the reference for
//!   every game and option. Plain minimax over a board in natural or reverse
//!   order, the page's 549,946-node picture, goes through a specialised
//!   kernel that reports the very same events (checked event for event in
//!   `tests/fast_path.rs`); [`Problem::search`] picks it when it applies.
//! - **Kinds from the game.** [`Game::kind`] says whether a position is
//!   MAX, MIN or CHANCE ([`NodeKind`]); values are finite `f64`. Trees may
//!   have several MIN levels per round ([`TreeSetup::agents`]) and chance
//!   nodes with probabilities.
//! - **Enhancements apart from the textbook.** [`enhance`] holds the
//!   enhanced alpha-beta and MTD(f) for games with whole-number values, so
//!   [`search()`] stays the pseudocode and keeps its published counts; the
//!   enhanced search reports the same kind of events (plus table answers,
//!   passes and re-searches) under the same full-tree ids.
//! - **A registry.** [`registry::ALGORITHMS`] names every search with its
//!   options and pseudocode, and maps trace events to pseudocode lines, so
//!   front ends list algorithms instead of knowing them.
//! - **Typed errors.** Every bad board, tree or option is an [`Error`]
//!   whose `Display` is one line naming what is wrong and where; input it
//!   echoes goes through [`error::quote`], escaped and cut short.
//!
//! ```
//! use abviz_core::{Algorithm, NullSink, Problem, Scoring, SearchOptions};
//! let p = Problem::tree("[[3,12,8],[2,4,6],[14,5,2]]", true).unwrap();
//! let ab = p.search(Algorithm::AlphaBeta, &SearchOptions::default(), &mut NullSink).unwrap();
//! assert_eq!((ab.value, ab.nodes, ab.leaves), (3.0, 11, 7));
//! ```

pub mod config;
pub mod connect4;
pub mod enhance;
pub mod error;
mod fast;
pub mod game;
pub mod layout;
mod quote;
pub mod registry;
pub mod search;
pub mod tictactoe;
pub mod trace;
pub mod tree;

pub use config::{Config, GameName};
pub use connect4::{count_positions, Connect4, Size, C4};
pub use enhance::{solve, Enhancements, DEFAULT_TT_SIZE};
pub use error::{BoardError, C4Error, Error, OptionError, TreeError};
pub use game::{Game, NodeKind};
pub use layout::{full_tree_size, Timeline, TreeModel, NEVER};
pub use registry::{parse_algorithms, Algorithm, Spec, ALGORITHMS};
pub use search::{
    ordered_moves, parse_depth, parse_root, search, Ordering, Prune, SearchOptions, Stats, Variant,
};
pub use tictactoe::{Board, Mark, Scoring, TicTacToe};
pub use trace::{Bound, Event, NodeId, NullSink, PackedEvent, Sink, Trace, NEG_INF, NONE, POS_INF};
pub use tree::{Tree, TreeGame, TreeSetup};

/// A position to search: a tic-tac-toe board, a Connect Four board or a
/// textbook tree.
#[derive(Clone, Debug)]
pub enum Problem {
    /// A tic-tac-toe position; MAX is the side to move.
    Board(TicTacToe),
    /// A Connect Four position; MAX is the side to move.
    Connect4(Connect4),
    /// A textbook tree.
    Tree(TreeGame),
}

impl Problem {
    /// Parses and validates a board in the notation of [`Board`].
    pub fn board(text: &str, scoring: Scoring) -> Result<Problem, Error> {
        Ok(Problem::Board(TicTacToe::new(text.parse()?, scoring)))
    }

    /// Parses a tree in any of its forms (nested lists, shorthand, JSON);
    /// `root_is_max` puts MAX (or MIN) at the root, and unlabelled levels
    /// alternate.
    pub fn tree(text: &str, root_is_max: bool) -> Result<Problem, Error> {
        Problem::tree_with(
            text,
            TreeSetup {
                root_is_max,
                agents: 2,
            },
        )
    }

    /// Parses a tree in any of its forms, reading unlabelled levels by `setup`.
    pub fn tree_with(text: &str, setup: TreeSetup) -> Result<Problem, Error> {
        Ok(Problem::Tree(TreeGame::new(Tree::parse_any(text)?, setup)?))
    }

    /// A board (when `board` is given) or a tree, read with `config`.
    pub fn from_config(
        board: Option<&str>,
        tree: Option<&str>,
        config: &Config,
    ) -> Result<Problem, Error> {
        match (board, tree) {
            (Some(b), _) if config.game == GameName::Connect4 => Ok(Problem::Connect4(
                Connect4::parse(b, config.size, config.scoring)?,
            )),
            (Some(b), _) => Problem::board(b, config.scoring),
            (None, Some(t)) => Problem::tree_with(t, config.setup),
            (None, None) => Err(BoardError::Empty.into()),
        }
    }

    /// The side to move at the root, for boards.
    pub fn to_move(&self) -> Option<Mark> {
        match self {
            Problem::Board(g) => Some(g.max_player()),
            Problem::Connect4(g) => Some(if g.x_to_move(&g.root()) {
                Mark::X
            } else {
                Mark::O
            }),
            Problem::Tree(_) => None,
        }
    }

    /// The kind of the root.
    pub fn root_kind(&self) -> NodeKind {
        match self {
            Problem::Board(g) => g.kind(&g.root(), 0),
            Problem::Connect4(g) => g.kind(&g.root(), 0),
            Problem::Tree(g) => g.kind(&g.root(), 0),
        }
    }

    /// Whether the problem has chance nodes.
    pub fn has_chance(&self) -> bool {
        matches!(self, Problem::Tree(g) if g.has_chance())
    }

    /// `options` checked against this problem, with the bounds Star1 needs
    /// filled in: a tree at a depth limit needs values there, and bounds
    /// given must hold every value (by default they are the tree's own
    /// lowest and highest value).
    pub fn prepare(&self, options: &SearchOptions) -> Result<SearchOptions, Error> {
        let mut options = *options;
        if let Problem::Connect4(g) = self {
            let empty = g.empty_cells();
            let over = empty > connect4::UNLIMITED_EMPTY && !g.won(&g.root());
            if options.depth.is_none() && over {
                return Err(OptionError::NeedsDepth(empty).into());
            }
        }
        if let Problem::Tree(g) = self {
            g.check_depth(options.depth)?;
            match options.bounds {
                Some(b) => g.check_bounds(options.depth, b)?,
                None if g.has_chance() => options.bounds = Some(g.value_range(options.depth)),
                None => {}
            }
        }
        Ok(options)
    }

    /// Runs `algorithm`, reporting events to `sink`.
    pub fn search<S: Sink>(
        &self,
        algorithm: Algorithm,
        options: &SearchOptions,
        sink: &mut S,
    ) -> Result<Stats, Error> {
        let options = &self.prepare(options)?;
        self.check_enhancements(algorithm, options)?;
        Ok(match self {
            Problem::Connect4(g) => search::search(g, algorithm, options, sink)?,
            Problem::Board(g) => match algorithm {
                Algorithm::Minimax => match fast::minimax(g, options, sink) {
                    Some(stats) => stats,
                    None => search::search(g, algorithm, options, sink)?,
                },
                _ => search::search(g, algorithm, options, sink)?,
            },
            Problem::Tree(g) => search::reference_with(
                g,
                algorithm,
                options,
                sink,
                &mut search::Oracle::new(g, options.depth),
            )?,
        })
    }

    /// Enhancements and MTD(f) need a game with whole-number values.
    pub fn check_enhancements(
        &self,
        algorithm: Algorithm,
        options: &SearchOptions,
    ) -> Result<(), Error> {
        let enhanced = algorithm == Algorithm::Mtdf
            || (algorithm.spec().prunes && !options.enhance.is_empty());
        if enhanced {
            if let Problem::Tree(_) = self {
                return Err(OptionError::EnhanceNeedsBoard.into());
            }
            enhance::check(options, algorithm == Algorithm::Mtdf)?;
        }
        Ok(())
    }

    /// The children of the node at the end of `path`, in search order.
    pub fn ordered_moves(&self, options: &SearchOptions, path: &[u32]) -> Vec<u32> {
        match self {
            Problem::Connect4(g) => search::ordered_moves(g, options, path),
            Problem::Board(g) => search::ordered_moves(g, options, path),
            Problem::Tree(g) => search::ordered_moves(g, options, path),
        }
    }

    /// Runs `algorithm` and records its trace.
    pub fn trace(
        &self,
        algorithm: Algorithm,
        options: &SearchOptions,
    ) -> Result<(Stats, Trace), Error> {
        let mut traces = self.traces(&[algorithm], options)?;
        Ok(traces.remove(0))
    }

    /// Runs each of `algorithms` in turn and records its trace. They share
    /// one oracle, so the full tree's sizes (minimax's trace capacity,
    /// pruning searches' node ids) are worked out once.
    pub fn traces(
        &self,
        algorithms: &[Algorithm],
        options: &SearchOptions,
    ) -> Result<Vec<(Stats, Trace)>, Error> {
        let options = &self.prepare(options)?;
        for &alg in algorithms {
            self.check_enhancements(alg, options)?;
        }
        match self {
            Problem::Connect4(g) => {
                let mut oracle = search::Oracle::new(g, options.depth);
                (algorithms.iter())
                    .map(|&alg| {
                        let nodes =
                            (alg == Algorithm::Minimax).then(|| oracle.solve(g, &g.root(), 0).1);
                        record(g, alg, options, &mut oracle, nodes)
                    })
                    .collect()
            }
            Problem::Board(g) => {
                let mut oracle = search::Oracle::new(g, options.depth);
                (algorithms.iter())
                    .map(|&alg| {
                        if alg != Algorithm::Minimax {
                            return record(g, alg, options, &mut oracle, None);
                        }
                        if let Some(recorded) = fast::trace_minimax(g, options, &mut oracle) {
                            return Ok(recorded);
                        }
                        let nodes = oracle.solve(g, &g.root(), 0).1;
                        record(g, alg, options, &mut oracle, Some(nodes))
                    })
                    .collect()
            }
            Problem::Tree(g) => {
                let mut oracle = search::Oracle::new(g, options.depth);
                // Without a depth limit minimax enters the whole tree.
                let nodes = options.depth.is_none().then(|| g.tree().len() as u64);
                (algorithms.iter())
                    .map(|&alg| {
                        let mut trace = Trace::with_capacity(match (alg, nodes) {
                            (Algorithm::Minimax, Some(n)) => 3 * n as usize,
                            _ => 0,
                        });
                        let stats =
                            search::reference_with(g, alg, options, &mut trace, &mut oracle)?;
                        Ok((stats, trace))
                    })
                    .collect()
            }
        }
    }
}

/// Records `algorithm` on `game` through the reference search. Given the
/// number of nodes minimax will enter, its trace never reallocates: it has at
/// most three events a node (growing a 22 MB trace costs more than the
/// search itself).
fn record<G: Game>(
    game: &G,
    algorithm: Algorithm,
    options: &SearchOptions,
    oracle: &mut search::Oracle<G::Pos>,
    minimax_nodes: Option<u64>,
) -> Result<(Stats, Trace), Error> {
    let capacity = match (algorithm, minimax_nodes) {
        (Algorithm::Minimax, Some(n)) => 3 * n as usize,
        _ => 0,
    };
    let mut trace = Trace::with_capacity(capacity);
    let stats = search::search_with(game, algorithm, options, &mut trace, oracle)?;
    Ok((stats, trace))
}
