//! A game seen from a later position: what a match between two players
//! needs, each move searched from the position reached so far. Native only
//! (the page's module keeps one copy of each search per game).

use super::Problem;
use crate::games::{Game, NodeKind};
// The search from here is native only (see `Problem::search_at`).
#[cfg(not(target_arch = "wasm32"))]
use crate::{
    error::Error,
    options::SearchOptions,
    search::{self, Algorithm, Budget, Stats},
    trace::NullSink,
};

/// `game` with the node at the end of a path as its root: plies count from
/// the real root (`offset` plies above), so sides and scores are the game's.
pub(crate) struct Rooted<'a, G: Game> {
    pub(crate) game: &'a G,
    pub(crate) pos: G::Pos,
    pub(crate) offset: u32,
}

impl<'a, G: Game> Rooted<'a, G> {
    /// The node at the end of `path` (moves from the root).
    pub(crate) fn new(game: &'a G, path: &[u32]) -> Self {
        let mut pos = game.root();
        for &mv in path {
            pos = game.play(&pos, mv);
        }
        Rooted {
            game,
            pos,
            offset: path.len() as u32,
        }
    }

    /// Whether play has ended here (the value, MAX's view) and the moves.
    pub(crate) fn state(&self) -> (Option<f64>, Vec<u32>, NodeKind) {
        let mut moves = Vec::new();
        self.game.moves(&self.pos, &mut moves);
        let end = self.game.terminal_value(&self.pos, self.offset, false);
        (end, moves, self.game.kind(&self.pos, self.offset))
    }

    /// `algorithm` from here, untraced.
    #[cfg(not(target_arch = "wasm32"))]
    pub(crate) fn search(
        &self,
        algorithm: Algorithm,
        options: &SearchOptions,
        budget: &mut Budget<'_>,
    ) -> Result<Stats, Error> {
        budget.begin_search();
        search::search_within(self, algorithm, options, &mut NullSink, budget)
    }
}

impl<G: Game> Game for Rooted<'_, G> {
    type Pos = G::Pos;
    fn root(&self) -> G::Pos {
        self.pos.clone()
    }
    fn root_is_max(&self) -> bool {
        self.game.kind(&self.pos, self.offset) == NodeKind::Max
    }
    fn kind(&self, pos: &G::Pos, ply: u32) -> NodeKind {
        self.game.kind(pos, ply + self.offset)
    }
    fn probability(&self, pos: &G::Pos, mv: u32) -> f64 {
        self.game.probability(pos, mv)
    }
    fn node_name(&self, pos: &G::Pos) -> Option<&str> {
        self.game.node_name(pos)
    }
    fn node_action(&self, pos: &G::Pos) -> Option<&str> {
        self.game.node_action(pos)
    }
    fn moves(&self, pos: &G::Pos, out: &mut Vec<u32>) {
        self.game.moves(pos, out)
    }
    fn play(&self, pos: &G::Pos, mv: u32) -> G::Pos {
        self.game.play(pos, mv)
    }
    fn terminal_value(&self, pos: &G::Pos, ply: u32, horizon: bool) -> Option<f64> {
        self.game.terminal_value(pos, ply + self.offset, horizon)
    }
    fn evaluate(&self, pos: &G::Pos) -> Option<f64> {
        self.game.evaluate(pos)
    }
    fn noise(&self, pos: &G::Pos) -> Option<crate::games::Noise> {
        self.game.noise(pos)
    }
    fn index_count(&self) -> usize {
        self.game.index_count()
    }
    fn index(&self, pos: &G::Pos) -> usize {
        self.game.index(pos)
    }
    fn key(&self, pos: &G::Pos) -> u64 {
        self.game.key(pos)
    }
    fn move_rank(&self, mv: u32) -> u32 {
        self.game.move_rank(mv)
    }
    fn value_range(&self, pos: &G::Pos) -> Option<(f64, f64)> {
        self.game.value_range(pos)
    }
    // The game's own knowledge too, so that a search from here with a book
    // or the endgame solver on answers as the game's search would.
    fn book(&self, pos: &G::Pos, ply: u32, horizon: bool) -> Option<crate::games::Known> {
        self.game.book(pos, ply + self.offset, horizon)
    }
    fn endgame_empty(&self, pos: &G::Pos) -> Option<u32> {
        self.game.endgame_empty(pos)
    }
    fn horizon_value(&self, value: f64) -> f64 {
        self.game.horizon_value(value)
    }
}

/// Playing on from a position, and Monte Carlo tree search on its own.
impl Problem {
    /// The node at the end of `path` (moves played from the root, each
    /// legal): the game's value there if it has ended (MAX's view), its
    /// moves, and who moves. For playing whole games (`abviz match`).
    pub fn state_at(&self, path: &[u32]) -> (Option<f64>, Vec<u32>, NodeKind) {
        self.0.state_at(path)
    }

    /// The position after `mv` as a problem of its own, MAX to move there
    /// ([`super::Searchable::rerooted_at`]; `None`: the game cannot start
    /// elsewhere). Its searches are the game's own, kernels included.
    pub fn child(&self, mv: u32) -> Option<Problem> {
        self.0.child(mv)
    }

    /// `algorithm` searched from the node at the end of `path`, untraced,
    /// with `options` already prepared ([`Problem::prepare`]); a new search
    /// for `budget`'s per-search node limit. Runs the game's plain search
    /// (not its fast kernels), so every registered algorithm applies.
    /// Native only: in wasm it adds every search for every game (150 KB).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn search_at(
        &self,
        path: &[u32],
        algorithm: Algorithm,
        options: &SearchOptions,
        budget: &mut Budget<'_>,
    ) -> Result<Stats, Error> {
        self.0.search_at(path, algorithm, options, budget)
    }

    /// Monte Carlo tree search alone, traced to `sink`, within `budget`: as
    /// [`Problem::search_within`] with [`Algorithm::Mcts`], without making
    /// every algorithm's traced search for a new kind of sink (the page's
    /// MCTS view, 45 KB of wasm).
    pub fn mcts_within<S: crate::trace::Sink>(
        &self,
        options: &crate::options::SearchOptions,
        sink: &mut S,
        budget: &mut crate::budget::Budget<'_>,
    ) -> Result<crate::search::Stats, crate::error::Error> {
        let options = &self.prepare(options)?;
        self.check_enhancements(crate::search::Algorithm::Mcts, options)?;
        self.0.mcts_events(options, &mut |e| sink.event(e), budget)
    }
}
