//! # abviz-core
//!
//! Game-tree search for teaching: minimax and alpha-beta over tic-tac-toe
//! positions and textbook trees, recording every node visit and cut-off as
//! trace events. Nothing here knows about the web; the wasm crate and the
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
//! - **Typed errors.** Every bad board, tree or option is an [`Error`]
//!   whose `Display` is one line naming what is wrong and where; input it
//!   echoes goes through [`error::quote`], escaped and cut short.
//!
//! ```
//! use abviz_core::{Algorithm, NullSink, Problem, Scoring, SearchOptions};
//! let p = Problem::tree("[[3,12,8],[2,4,6],[14,5,2]]", true).unwrap();
//! let ab = p.search(Algorithm::AlphaBeta, &SearchOptions::default(), &mut NullSink).unwrap();
//! assert_eq!((ab.value, ab.nodes, ab.leaves), (3, 11, 7));
//! ```

pub mod error;
mod fast;
pub mod game;
pub mod layout;
pub mod search;
pub mod tictactoe;
pub mod trace;
pub mod tree;

pub use error::{BoardError, Error, OptionError, TreeError};
pub use game::Game;
pub use layout::{full_tree_size, Timeline, TreeModel, NEVER};
pub use search::{
    ordered_moves, parse_algorithms, parse_depth, parse_root, search, Algorithm, Ordering,
    SearchOptions, Stats, Variant,
};
pub use tictactoe::{Board, Mark, Scoring, TicTacToe};
pub use trace::{Event, NodeId, NullSink, PackedEvent, Sink, Trace, NEG_INF, NONE, POS_INF};
pub use tree::{Tree, TreeGame};

/// A position to search: a tic-tac-toe board or a textbook tree.
#[derive(Clone, Debug)]
pub enum Problem {
    /// A tic-tac-toe position; MAX is the side to move.
    Board(TicTacToe),
    /// A textbook tree.
    Tree(TreeGame),
}

impl Problem {
    /// Parses and validates a board in the notation of [`Board`].
    pub fn board(text: &str, scoring: Scoring) -> Result<Problem, Error> {
        Ok(Problem::Board(TicTacToe::new(text.parse()?, scoring)))
    }

    /// Parses a nested-list tree; `root_is_max` puts MAX (or MIN) at the root.
    pub fn tree(text: &str, root_is_max: bool) -> Result<Problem, Error> {
        Ok(Problem::Tree(TreeGame::new(text.parse()?, root_is_max)))
    }

    /// The side to move at the root, for boards.
    pub fn to_move(&self) -> Option<Mark> {
        match self {
            Problem::Board(g) => Some(g.max_player()),
            Problem::Tree(_) => None,
        }
    }

    /// Runs `algorithm`, reporting events to `sink`.
    pub fn search<S: Sink>(
        &self,
        algorithm: Algorithm,
        options: &SearchOptions,
        sink: &mut S,
    ) -> Result<Stats, Error> {
        Ok(match self {
            Problem::Board(g) => match algorithm {
                Algorithm::Minimax => match fast::minimax(g, options, sink) {
                    Some(stats) => stats,
                    None => search::search(g, algorithm, options, sink)?,
                },
                Algorithm::AlphaBeta => search::search(g, algorithm, options, sink)?,
            },
            Problem::Tree(g) => search::search(g, algorithm, options, sink)?,
        })
    }

    /// The children of the node at the end of `path`, in search order.
    pub fn ordered_moves(&self, options: &SearchOptions, path: &[u32]) -> Vec<u32> {
        match self {
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
    /// alpha-beta's node ids) are worked out once.
    pub fn traces(
        &self,
        algorithms: &[Algorithm],
        options: &SearchOptions,
    ) -> Result<Vec<(Stats, Trace)>, Error> {
        match self {
            Problem::Board(g) => {
                let mut oracle = search::Oracle::new(g, options.depth);
                (algorithms.iter())
                    .map(|&alg| {
                        if alg == Algorithm::AlphaBeta {
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
                    .map(|&alg| record(g, alg, options, &mut oracle, nodes))
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
