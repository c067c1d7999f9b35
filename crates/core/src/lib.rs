//! # abviz-core
//!
//! Game-tree search for teaching: minimax (expectiminimax), alpha-beta
//! (Ballard's Star1 at chance nodes) and Star2 over tic-tac-toe positions,
//! Connect Four positions, textbook trees with MAX, MIN and chance
//! nodes, UC Berkeley CS188's multi-agent Pacman and Nilsson's two robots, recording every node visit and cut-off as trace events; and
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
//! - **Enhancements apart from the textbook.** [`enhance`](search::enhanced) holds the
//!   enhanced alpha-beta and MTD(f) for games with whole-number values, so
//!   [`search()`] stays the pseudocode and keeps its published counts; the
//!   enhanced search reports the same kind of events (plus table answers,
//!   passes and re-searches) under the same full-tree ids.
//! - **Registries.** [`ALGORITHMS`] names every search with its
//!   options and pseudocode, and maps trace events to pseudocode lines;
//!   [`GAMES`] names every game with its notation, options, defaults, the
//!   page's renderer and a parser. Front ends list both instead of knowing
//!   them.
//! - **One problem, any game.** [`Problem`] holds a `Box<dyn` [`AnyGame`]`>`,
//!   which every [`Searchable`] game gets by a blanket impl; a game
//!   overrides hooks (tic-tac-toe's fast kernel, Connect Four's depth
//!   check, trees' Star1 bounds) instead of `Problem` matching on games.
//! - **A budget for every search.** Each search entry point has a
//!   `_within` form that takes a [`Budget`] ([`Problem::search_within`],
//!   [`Problem::traces_within`], [`search_within`], [`solve_within`],
//!   [`Connect4::solve_column_within`], [`count_positions_within`]): a
//!   node limit, and a tick the caller gives for time limits, progress and
//!   cancelling, called every [`TICK_EVERY`] nodes (the core has no clock:
//!   wasm32 has no `Instant`). The search compares its node count with the
//!   next checkpoint once a node, so an unbudgeted search costs what it
//!   did; over budget every node returns at once, the search unwinds and
//!   returns [`Error::Stopped`]. The oracle's full-tree sizing (node ids
//!   for traced pruning searches, best-first keys, minimax's trace room,
//!   [`full_tree_size_within`]) is done first, within the same budget:
//!   each distinct position counts toward the node limit, uncharged, and
//!   a minimax trace of a tree over the limit stops before it starts.
//! - **Beyond the horizon (Rich).** Futility cut-offs
//!   ([`SearchOptions::futility`]) apply only at the root's children and
//!   fail low, so the root stays within the margin of minimax; at every
//!   node the errors add up along a path (see [`search`](mod@search)).
//!   Secondary search ([`Problem::secondary_within`]) is a driver above
//!   the search: the chosen root move alone, searched deeper with
//!   [`RootMoves`], and the root without it for the second-best value.
//!   [`Problem::decide_within`] gives the move the configuration plays
//!   ([`Decision`]), which every reader names as its move.
//! - **Knowledge before search** (Rich's book moves). With
//!   [`SearchOptions::book`], a node whose position the game's opening
//!   book holds ([`Game::book`]; tic-tac-toe within 4 plies, Connect Four
//!   4x4 and 5x4 within 4, 7x6 its empty board) is answered from the book,
//!   root included; with
//!   [`SearchOptions::endgame`], a Connect Four node with at most E empty
//!   cells is answered by the solver run at that node. Either is traced as
//!   one [`Event::Book`] and leaves its subtree unentered, like a cut-off,
//!   so ids stay the full tree's. The books are solved ahead of time by
//!   `abviz book` and embedded (`include_str!`), so the CLI and the wasm
//!   module need no file I/O; they store one position per symmetry class
//!   (see [`games::books`]). A 7×6 opening book is out of reach of today's
//!   solver, so 7×6 gets the endgame instead. Book values are exact, on
//!   the game's own scale for every scoring; under a depth limit they are
//!   exact where the search would only estimate, so the value may change
//!   (for the better). The enhanced searches refuse the options.
//! - **One horizon rule.** Where a search stops is decided in one place,
//!   [`Horizon::step`]: above the depth limit expand; at or past it
//!   evaluate, unless quiescence ([`SearchOptions::quiescence`]) is on and
//!   the game calls the position noisy ([`Game::noise`], default never),
//!   then expand on (an *extension*, reported as [`Event::Extend`] and
//!   counted in [`Stats::extensions`]). The textbook search, Star2's
//!   probes, move ordering, the oracle and the tree checks all ask it. The
//!   oracle must: node ids are preorder ids in the full tree the search
//!   walks, so a tree sized with any other rule would shift every id after
//!   the first extension. The enhanced search refuses quiescence (its table
//!   drafts and id passes know only the depth limit), and without a depth
//!   limit quiescence is accepted and changes nothing.
//! - **Symmetry in the rules** (Nilsson's tic-tac-toe). With the
//!   `symmetry` option ([`Config::symmetry`], CLI `--symmetry`) the game
//!   itself ([`TicTacToe::with_symmetry`]) yields one move per class of
//!   children that are the same position under the board's 8 symmetries,
//!   the first in natural order; so every search, the oracle and the node
//!   ids see one reduced tree and no search changes. Values stay exact
//!   (the rules and e(p) are symmetric); from the empty board at depth 2
//!   minimax has 3 moves and 12 tips (Nilsson's Fig. 3), and the whole
//!   game 58,524 nodes against 549,946. Other games refuse the option
//!   ([`check_symmetry`]). See [`tictactoe::symmetry`].
//! - **A new game** is a module under `games/` implementing [`Game`] and
//!   one entry in [`GAMES`]; [`Problem::new`] runs it with the generic
//!   search (`tests/new_game.rs` does this for Nim).
//! - **Typed errors.** Every bad board, tree or option is an [`Error`]
//!   whose `Display` is one line naming what is wrong and where; input it
//!   echoes goes through [`error::quote`], escaped and cut short. Each
//!   module owns its errors ([`OptionError`] in `options`, [`BoardError`]
//!   in `games/tictactoe`, …) and the variants carry their data, so
//!   `error.rs` only gathers them.
//!
//! ## Layout
//! Modules by concern, with no import cycle between them (checked by
//! `tests/architecture/`):
//! - `quote`, `budget`, `options`: leaves (quoting input, the budget, the
//!   search options with their parsing and errors).
//! - `games/`: the [`Game`] trait, the horizon rule (`horizon.rs`, which
//!   trees need too, so it sits here and the search re-exports it) and one module per game
//!   (`tictactoe`, `connect4`, `tree/`, `pacman/`, `robots`, with `grid`
//!   shared by the two maze games, and `books`, the embedded opening books
//!   in `data/books/`); a game never imports the search.
//! - `trace/`: events, sinks and the packed [`Trace`].
//! - `search/`: dispatch and stats (`mod.rs`), the textbook search with
//!   chance nodes (`textbook.rs`), the oracle, move ordering, the enhanced
//!   search, the tic-tac-toe kernel (`fast.rs`) and the algorithm registry.
//! - `error`: [`Error`], gathering every module's errors.
//! - `problem/`: [`Problem`], [`AnyGame`], [`Searchable`] and the built-in
//!   games' hooks.
//! - `catalog`: the registry of games [`GAMES`] and [`Config`].
//! - `replay`: Nilsson's tic-tac-toe game stage by stage (Figs 3–6),
//!   each stage its preset searched and its tree read from the trace.
//! - `presets`: the named figures and examples ([`PRESETS`]), each a
//!   game, a position and its options as [`Config`] text pairs; a leaf
//!   above `catalog` and `problem`.
//! - `solve/`: the exact solver, per-move values, position counts and the
//!   book builder (`abviz book`).
//! - `play/`: whole games, turn by turn (Pacman against ghosts that really
//!   move at random, the robots), seeded so a game replays exactly.
//! - `layout/`: the tree model and timeline the page draws.
//! - `learn/`: TD(λ) self-play training of Connect Four's linear
//!   evaluation ([`Linear`], in `games/connect4/linear.rs`, so the game
//!   evaluates with it and never imports `learn`), with its own small
//!   negamax for the games and the learning curve.
//!
//! ```
//! use abviz_core::{Algorithm, NullSink, Problem, Scoring, SearchOptions};
//! let p = Problem::tree("[[3,12,8],[2,4,6],[14,5,2]]", true).unwrap();
//! let ab = p.search(Algorithm::AlphaBeta, &SearchOptions::default(), &mut NullSink).unwrap();
//! assert_eq!((ab.value, ab.nodes, ab.leaves), (3.0, 11, 7));
//! ```

mod budget;
mod catalog;
pub mod error;
pub mod export;
pub mod games;
pub mod layout;
pub mod learn;
pub mod matches;
pub mod options;
pub mod play;
pub mod presets;
mod problem;
mod quote;
pub mod replay;
pub mod search;
mod solve;
mod spec;
pub mod trace;

// The old flat paths, kept for the CLI, wasm and tests.
pub use games::{connect4, maze, pacman, robots, tictactoe, tree};
pub use search::enhanced as enhance;
pub use search::registry;
/// The option types and the configuration (formerly `config.rs`).
pub mod config {
    pub use crate::catalog::GAMES;
    pub use crate::options::{parse_agents, parse_bounds};
    pub use crate::spec::{Config, GameSpec};
}
/// The `Game` trait (now in `games`).
pub mod game {
    pub use crate::games::{Game, NodeKind};
}

pub use budget::{grouped, Budget, StopReason, Stopped, TICK_EVERY};
pub use catalog::{
    all_options_json, check_symmetry, find_game, games_json, one_of, readers, reads, DEFAULT_GAME,
    DEFAULT_PLAYED, GAMES,
};
pub use error::{BoardError, C4Error, Error, GameError, OptionError, TreeError};
pub use games::connect4::{Connect4, Linear, Size, C4};
pub use games::grid::{Dir, MazeError};
pub use games::horizon::{Horizon, Step};
pub use games::pacman::{Eval, GhostModel, Layout, Pacman, Weights};
pub use games::robots::Robots;
pub use games::tictactoe::{Board, Mark, Scoring, TicTacToe};
pub use games::tree::{Tree, TreeEdit, TreeGame, TreeSetup};
pub use games::{Game, NodeKind, Noise, RootFacts};
pub use layout::{full_tree_size, full_tree_size_within, Timeline, TreeModel, NEVER};
pub use options::{
    option_spec, parse_depth, parse_futility, parse_mcts, parse_quiescence, parse_root,
    parse_secondary, Enhancements, Kind, Mcts, OptionSpec, Ordering, Prune, Reads, RootMoves,
    SearchOptions, Variant, DEFAULT_TT_SIZE, MAX_ITERATIONS, MAX_TT_SIZE, OPTIONS,
};
pub use presets::{find_preset, presets_json, Preset, UnknownPreset, PRESETS};
pub use problem::{AnyGame, DecidedBy, Decision, Plain, Problem, Searchable, Secondary};
pub use search::{
    ordered_moves, parse_algorithms, search, search_within, Algorithm, RootChild, Spec, Stats,
    ALGORITHMS,
};
pub use solve::kernel::{
    book_key, enumerate, parse_position_line, BookError, DeepBook, Kernel, KernelOptions,
    KernelSolve, LineError, PositionLine, Visit, BOOK_MAGIC, ETC_ROOT_EMPTY, MAX_BOOK_PLIES,
    MIN_ENTRIES,
};
pub use solve::{
    connect4_book, count_positions, count_positions_into, count_positions_within,
    count_tictactoe_positions_into, count_tictactoe_positions_within, parse_cells, solve,
    solve_within, tables_of, tictactoe_book, tictactoe_value, BookFn, CountFn, Counted, TableJob,
    Tables, DEFAULT_BOOK, TABLES,
};
pub use spec::{Config, GameSpec};
pub use trace::{Bound, Event, NodeId, NullSink, PackedEvent, Sink, Trace, NEG_INF, NONE, POS_INF};
