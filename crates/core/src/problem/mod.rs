//! [`Problem`]: a position of any game, behind one object-safe trait.
//!
//! A game is searched through [`AnyGame`], which every [`Searchable`] game
//! gets by a blanket impl: the generic search, trace, move order and option
//! checks, compiled once per game. [`Searchable`]'s methods are hooks with
//! defaults, so a plain game needs `impl Searchable for MyGame {}` (or
//! [`Problem::new`], which wraps it in [`Plain`]); tic-tac-toe overrides
//! one hook to use its fast minimax kernel, Connect Four refuses a search
//! to the end of a huge tree, and textbook trees fill in Star1's bounds
//! (see `hooks.rs`). The search code never names a game.

use crate::search::Horizon;
use std::any::Any;
use std::fmt;
use std::panic::{RefUnwindSafe, UnwindSafe};

use crate::error::Error;
use crate::games::maze::MazeSource;
use crate::games::tictactoe::Mark;
use crate::games::{Game, NodeKind, RootFacts};
use crate::options::{OptionError, SearchOptions};
use crate::search::{self, Algorithm, Budget, Facts, Oracle, Stats, Stopped};
use crate::trace::{Event, Sink, Trace};

mod decision;
mod hooks;
mod labels;
mod plain;

pub use labels::{labels, Labels};
mod rooted;
mod secondary;

pub use plain::Plain;

pub use decision::{DecidedBy, Decision};
pub use secondary::Secondary;

/// A game the page can search: [`Game`] plus hooks with defaults.
pub trait Searchable:
    Game + Clone + fmt::Debug + Send + Sync + RefUnwindSafe + UnwindSafe + 'static
{
    /// The side to move at the root, for boards with marks.
    fn to_move(&self) -> Option<Mark> {
        None
    }

    /// Whether the game has chance nodes.
    fn has_chance(&self) -> bool {
        false
    }

    /// A move's name for people, such as `North`, when the game names its
    /// moves (by default moves are numbers).
    fn move_name(&self, _mv: u32) -> Option<&'static str> {
        None
    }

    /// The game as a maze the page draws, for maze games.
    fn maze(&self) -> Option<&dyn MazeSource> {
        None
    }

    /// See [`Problem::labels`]; `None` (no probabilities, names or actions)
    /// for a game that has none of them. A game that has them returns
    /// `Some(labels::labels(...))`: opting in keeps the replay out of the
    /// page's module for every other game.
    fn labels(&self, _parent: &[u32], _mv: &[u32], _kind: &[u8], _actions: bool) -> Option<Labels> {
        None
    }

    /// `options` checked against this position, with defaults filled in.
    fn prepare(&self, options: SearchOptions) -> Result<SearchOptions, Error> {
        Ok(options)
    }

    /// Whether the enhanced search (which needs whole-number values) may run.
    fn enhanceable(&self) -> bool {
        true
    }

    /// This game from `pos`, a position reached from its root, so that
    /// play can go on a search at a time ([`Problem::child`]); `None` (the
    /// default) when the game cannot start anywhere but its root.
    fn rerooted_at(&self, _pos: &Self::Pos) -> Option<Self> {
        None
    }

    /// What a depth-first search needs of `options` here (Connect Four: a
    /// depth limit on a large position). A sampling search (MCTS) plays to
    /// the end anyway and is not asked.
    fn check_depth_first(&self, _options: &SearchOptions) -> Result<(), Error> {
        Ok(())
    }

    /// Whether this position's game has an opening book (`--book`) and an
    /// endgame solver (`--endgame`).
    fn knowledge(&self) -> (bool, bool) {
        (false, false)
    }

    /// Runs `algorithm` with prepared `options`.
    fn run<S: Sink>(
        &self,
        algorithm: Algorithm,
        options: &SearchOptions,
        sink: &mut S,
        oracle: &mut Oracle<Self::Pos>,
        budget: &mut Budget<'_>,
    ) -> Result<Stats, Error> {
        search::search_with(self, algorithm, options, sink, oracle, budget)
    }

    /// Runs and records `algorithm` with prepared `options`. A minimax
    /// trace is sized from the oracle's node count, so it never reallocates
    /// (at most three events a node; growing a 22 MB trace costs more than
    /// the search).
    fn record(
        &self,
        algorithm: Algorithm,
        options: &SearchOptions,
        oracle: &mut Oracle<Self::Pos>,
        budget: &mut Budget<'_>,
    ) -> Result<(Stats, Trace), Error> {
        let capacity = if algorithm.spec().full_tree {
            3 * search::full_tree_within(self, oracle, budget)? as usize
        } else {
            0
        };
        record_into(self, capacity, algorithm, options, oracle, budget)
    }
}

/// Runs `algorithm` on `game` through its `run` hook into a trace reserved
/// for `capacity` events: what every `record` hook ends with.
pub(crate) fn record_into<G: Searchable>(
    game: &G,
    capacity: usize,
    algorithm: Algorithm,
    options: &SearchOptions,
    oracle: &mut Oracle<G::Pos>,
    budget: &mut Budget<'_>,
) -> Result<(Stats, Trace), Error> {
    let mut trace = Trace::with_capacity(capacity);
    let stats = game.run(algorithm, options, &mut trace, oracle, budget)?;
    Ok((stats, trace))
}

/// Any game as a trait object: what [`Problem`] calls. Implemented for
/// every [`Searchable`]; options given here are already prepared.
///
/// Not `Debug`: a vtable entry is kept whether called or not, and each
/// game's `Debug` would bring float formatting into the page's module.
pub trait AnyGame: Send + Sync + RefUnwindSafe + UnwindSafe {
    /// The game's type name, for [`Problem`]'s `Debug`.
    fn type_name(&self) -> &'static str;
    /// The game, for callers that need its own methods.
    fn as_any(&self) -> &dyn Any;
    /// A boxed copy.
    fn clone_box(&self) -> Box<dyn AnyGame>;
    /// See [`Searchable::to_move`].
    fn to_move(&self) -> Option<Mark>;
    /// The kind of the root.
    fn root_kind(&self) -> NodeKind;
    /// The root in the game's notation ([`Game::notation`]).
    fn root_text(&self) -> Option<String>;
    /// See [`Game::root_facts`].
    fn root_facts(&self) -> RootFacts;
    /// See [`Searchable::has_chance`].
    fn has_chance(&self) -> bool;
    /// See [`Searchable::move_name`].
    fn move_name(&self, mv: u32) -> Option<&'static str>;
    /// See [`Searchable::maze`].
    fn maze(&self) -> Option<&dyn MazeSource>;
    /// See [`Problem::labels`].
    fn labels(&self, parent: &[u32], mv: &[u32], kind: &[u8], actions: bool) -> Labels;
    /// See [`Searchable::prepare`].
    fn prepare(&self, options: &SearchOptions) -> Result<SearchOptions, Error>;
    /// See [`Searchable::enhanceable`].
    fn enhanceable(&self) -> bool;
    /// See [`Searchable::check_depth_first`].
    fn check_depth_first(&self, options: &SearchOptions) -> Result<(), Error>;
    /// A search with no sink: the fast, untraced path.
    fn search_quiet(
        &self,
        algorithm: Algorithm,
        options: &SearchOptions,
        budget: &mut Budget<'_>,
    ) -> Result<Stats, Error>;
    /// A search reporting each event to `sink`.
    fn search_events(
        &self,
        algorithm: Algorithm,
        options: &SearchOptions,
        sink: &mut dyn FnMut(Event),
        budget: &mut Budget<'_>,
    ) -> Result<Stats, Error>;
    /// Each of `algorithms` recorded, sharing one oracle.
    fn traces(
        &self,
        algorithms: &[Algorithm],
        options: &SearchOptions,
        budget: &mut Budget<'_>,
    ) -> Result<Vec<(Stats, Trace)>, Error>;
    /// The children of the node at the end of `path`, in search order.
    fn ordered_moves(&self, options: &SearchOptions, path: &[u32]) -> Vec<u32>;
    /// The number of nodes in the full minimax tree, sized within `budget`.
    fn full_tree_size(
        &self,
        options: &SearchOptions,
        budget: &mut Budget<'_>,
    ) -> Result<u64, Stopped>;
    /// See [`Problem::state_at`].
    fn state_at(&self, path: &[u32]) -> (Option<f64>, Vec<u32>, NodeKind);
    /// See [`Problem::child`].
    fn child(&self, mv: u32) -> Option<Problem>;
    /// See [`Problem::mcts_within`].
    fn mcts_events(
        &self,
        options: &SearchOptions,
        sink: &mut dyn FnMut(Event),
        budget: &mut Budget<'_>,
    ) -> Result<Stats, Error>;
    /// See [`Problem::search_at`].
    #[cfg(not(target_arch = "wasm32"))]
    fn search_at(
        &self,
        path: &[u32],
        algorithm: Algorithm,
        options: &SearchOptions,
        budget: &mut Budget<'_>,
    ) -> Result<Stats, Error>;
}

/// A sink that hands events to a closure (a trait object, so one copy of
/// the search serves every traced caller of [`Problem::search`]).
struct FnSink<'a>(&'a mut dyn FnMut(Event));

impl Sink for FnSink<'_> {
    fn event(&mut self, event: Event) {
        (self.0)(event)
    }
}

impl<G: Searchable> AnyGame for G {
    fn type_name(&self) -> &'static str {
        std::any::type_name::<G>()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn clone_box(&self) -> Box<dyn AnyGame> {
        Box::new(self.clone())
    }
    fn to_move(&self) -> Option<Mark> {
        Searchable::to_move(self)
    }
    fn root_text(&self) -> Option<String> {
        self.notation(&self.root())
    }
    fn root_facts(&self) -> RootFacts {
        Game::root_facts(self)
    }
    fn root_kind(&self) -> NodeKind {
        self.kind(&self.root(), 0)
    }
    fn has_chance(&self) -> bool {
        Searchable::has_chance(self)
    }
    fn move_name(&self, mv: u32) -> Option<&'static str> {
        Searchable::move_name(self, mv)
    }
    fn maze(&self) -> Option<&dyn MazeSource> {
        Searchable::maze(self)
    }
    fn labels(&self, parent: &[u32], mv: &[u32], kind: &[u8], actions: bool) -> Labels {
        Searchable::labels(self, parent, mv, kind, actions)
            .unwrap_or_else(|| (vec![f64::NAN; parent.len()], vec![], vec![]))
    }
    fn prepare(&self, options: &SearchOptions) -> Result<SearchOptions, Error> {
        let (book, endgame) = self.knowledge();
        if options.book && !book {
            let s = "--book: no opening book for this game; tic-tac-toe and Connect Four 4x4, 5x4 and 7x6 have one";
            return Err(OptionError::BadBook(s.into()).into());
        }
        if options.endgame.is_some() && !endgame {
            let s = "--endgame: only Connect Four positions are solved at the end of the game";
            return Err(OptionError::BadBook(s.into()).into());
        }
        Searchable::prepare(self, *options)
    }
    fn enhanceable(&self) -> bool {
        Searchable::enhanceable(self)
    }
    fn check_depth_first(&self, options: &SearchOptions) -> Result<(), Error> {
        Searchable::check_depth_first(self, options)
    }
    fn search_quiet(
        &self,
        algorithm: Algorithm,
        options: &SearchOptions,
        budget: &mut Budget<'_>,
    ) -> Result<Stats, Error> {
        let mut oracle = Oracle::new(self, Horizon::of(options));
        self.run(
            algorithm,
            options,
            &mut crate::trace::NullSink,
            &mut oracle,
            budget,
        )
    }
    fn search_events(
        &self,
        algorithm: Algorithm,
        options: &SearchOptions,
        sink: &mut dyn FnMut(Event),
        budget: &mut Budget<'_>,
    ) -> Result<Stats, Error> {
        let mut oracle = Oracle::new(self, Horizon::of(options));
        self.run(algorithm, options, &mut FnSink(sink), &mut oracle, budget)
    }
    fn traces(
        &self,
        algorithms: &[Algorithm],
        options: &SearchOptions,
        budget: &mut Budget<'_>,
    ) -> Result<Vec<(Stats, Trace)>, Error> {
        let mut oracle = Oracle::new(self, Horizon::of(options));
        (algorithms.iter())
            .map(|&alg| self.record(alg, options, &mut oracle, budget))
            .collect()
    }
    fn ordered_moves(&self, options: &SearchOptions, path: &[u32]) -> Vec<u32> {
        search::ordered_moves(self, options, path)
    }
    fn full_tree_size(
        &self,
        options: &SearchOptions,
        budget: &mut Budget<'_>,
    ) -> Result<u64, Stopped> {
        Oracle::new(self, Horizon::of(options)).size_within(self, budget)
    }
    fn state_at(&self, path: &[u32]) -> (Option<f64>, Vec<u32>, NodeKind) {
        rooted::Rooted::new(self, path).state()
    }
    fn child(&self, mv: u32) -> Option<Problem> {
        let pos = self.play(&self.root(), mv);
        Searchable::rerooted_at(self, &pos).map(Problem::of)
    }
    fn mcts_events(
        &self,
        options: &SearchOptions,
        sink: &mut dyn FnMut(Event),
        budget: &mut Budget<'_>,
    ) -> Result<Stats, Error> {
        search::mcts_within(self, options, &mut FnSink(sink), budget)
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn search_at(
        &self,
        path: &[u32],
        algorithm: Algorithm,
        options: &SearchOptions,
        budget: &mut Budget<'_>,
    ) -> Result<Stats, Error> {
        if algorithm.enhanced(options) && !self.enhanceable() {
            return Err(OptionError::EnhanceNeedsBoard.into());
        }
        rooted::Rooted::new(self, path).search(algorithm, options, budget)
    }
}

/// A position to search: a tic-tac-toe board, a Connect Four board, a
/// textbook tree or any other [`Searchable`] game.
pub struct Problem(Box<dyn AnyGame>);

impl fmt::Debug for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Problem").field(&self.0.type_name()).finish()
    }
}

impl Clone for Problem {
    fn clone(&self) -> Problem {
        Problem(self.0.clone_box())
    }
}

impl Problem {
    /// A plain game, with every hook at its default.
    pub fn new<G>(game: G) -> Problem
    where
        G: Game + Clone + fmt::Debug + Send + Sync + RefUnwindSafe + UnwindSafe + 'static,
    {
        Problem(Box::new(Plain(game)))
    }

    /// A game with its own hooks.
    pub fn of<G: Searchable>(game: G) -> Problem {
        Problem(Box::new(game))
    }

    /// The game, when it is a `G` (for plain games, a [`Plain`]`<G>`).
    pub fn game<G: 'static>(&self) -> Option<&G> {
        let any = self.0.as_any();
        (any.downcast_ref::<G>()).or_else(|| any.downcast_ref::<Plain<G>>().map(|p| &p.0))
    }

    /// The game as a trait object.
    pub fn any(&self) -> &dyn AnyGame {
        &*self.0
    }

    /// The side to move at the root, for boards.
    pub fn to_move(&self) -> Option<Mark> {
        self.0.to_move()
    }

    /// The root written in its game's notation, when the game writes one
    /// ([`Game::notation`]): what a front end shows of a game it has no
    /// code of its own for.
    pub fn root_text(&self) -> Option<String> {
        self.0.root_text()
    }

    /// What a front end shows of the root beside its notation
    /// ([`Game::root_facts`]).
    pub fn root_facts(&self) -> RootFacts {
        self.0.root_facts()
    }

    /// The game as a maze the page draws (its layout, each node's state),
    /// or `None` when it is not a maze game.
    pub fn maze(&self) -> Option<&dyn MazeSource> {
        self.0.maze()
    }

    /// The kind of the root.
    pub fn root_kind(&self) -> NodeKind {
        self.0.root_kind()
    }

    /// Whether the problem has chance nodes.
    pub fn has_chance(&self) -> bool {
        self.0.has_chance()
    }

    /// A move's name for people (`North`), when the game names its moves.
    pub fn move_name(&self, mv: u32) -> Option<&'static str> {
        self.0.move_name(mv)
    }

    /// `options` checked against this problem, with the bounds Star1 needs
    /// filled in: a tree at a depth limit needs values there, and bounds
    /// given must hold every value (by default they are the tree's own
    /// lowest and highest value).
    pub fn prepare(&self, options: &SearchOptions) -> Result<SearchOptions, Error> {
        self.0.prepare(options)
    }

    /// A depth-first `algorithm`'s depth rule for this game
    /// ([`Searchable::check_depth_first`]); a sampling search has none.
    pub fn check_depth_first(
        &self,
        algorithm: Algorithm,
        options: &SearchOptions,
    ) -> Result<(), Error> {
        match algorithm.spec().samples {
            true => Ok(()),
            false => self.0.check_depth_first(options),
        }
    }

    /// What `algorithm` needs of this problem and `options`: a depth-first
    /// search its game's depth rule ([`Searchable::check_depth_first`]);
    /// enhancements and MTD(f) need a game with whole-number values;
    /// futility needs a game without chance nodes (Star1's derived windows
    /// are not the root's bounds) and the textbook search.
    pub fn check_enhancements(
        &self,
        algorithm: Algorithm,
        options: &SearchOptions,
    ) -> Result<(), Error> {
        self.check_depth_first(algorithm, options)?;
        let has_chance = self.has_chance();
        algorithm.check_game(Facts { has_chance })?;
        if options.futility.is_some() && has_chance {
            let needs = "a game without chance nodes";
            return Err(OptionError::EnhancementNeeds("futility", needs).into());
        }
        if algorithm.enhanced(options) {
            if !self.0.enhanceable() {
                return Err(OptionError::EnhanceNeedsBoard.into());
            }
            search::check_enhanced(options, algorithm.spec().null_window)?;
        }
        Ok(())
    }

    /// Runs `algorithm`, reporting events to `sink`.
    pub fn search<S: Sink>(
        &self,
        algorithm: Algorithm,
        options: &SearchOptions,
        sink: &mut S,
    ) -> Result<Stats, Error> {
        self.search_within(algorithm, options, sink, &mut Budget::default())
    }

    /// [`Problem::search`] within `budget`.
    pub fn search_within<S: Sink>(
        &self,
        algorithm: Algorithm,
        options: &SearchOptions,
        sink: &mut S,
        budget: &mut Budget<'_>,
    ) -> Result<Stats, Error> {
        let options = &self.prepare(options)?;
        self.check_enhancements(algorithm, options)?;
        if S::ENABLED {
            self.0
                .search_events(algorithm, options, &mut |e| sink.event(e), budget)
        } else {
            self.0.search_quiet(algorithm, options, budget)
        }
    }

    /// The children of the node at the end of `path`, in search order,
    /// under `options` as [`Problem::prepare`] returns them (the depth
    /// limit in plies), so that a node at the search's horizon has none.
    pub fn ordered_moves(&self, options: &SearchOptions, path: &[u32]) -> Vec<u32> {
        self.0.ordered_moves(options, path)
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
        self.traces_within(algorithms, options, &mut Budget::default())
    }

    /// [`Problem::traces`] within `budget`, shared by all the searches.
    pub fn traces_within(
        &self,
        algorithms: &[Algorithm],
        options: &SearchOptions,
        budget: &mut Budget<'_>,
    ) -> Result<Vec<(Stats, Trace)>, Error> {
        let options = &self.prepare(options)?;
        for &alg in algorithms {
            self.check_enhancements(alg, options)?;
        }
        self.0.traces(algorithms, options, budget)
    }

    /// Number of nodes in the full minimax tree under `options`.
    pub fn full_tree_size(&self, options: &SearchOptions) -> u64 {
        // An unlimited budget never stops.
        (self.0.full_tree_size(options, &mut Budget::default())).unwrap_or(u64::MAX)
    }

    /// [`Problem::full_tree_size`] within `budget`: sizing the tree solves
    /// each distinct position once, and each counts toward the node limit.
    pub fn full_tree_size_within(
        &self,
        options: &SearchOptions,
        budget: &mut Budget<'_>,
    ) -> Result<u64, Error> {
        Ok(self.0.full_tree_size(options, budget)?)
    }
}
