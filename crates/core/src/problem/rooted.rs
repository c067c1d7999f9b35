//! A game seen from a later position: what a match between two players
//! needs, each move searched from the position reached so far. Native only
//! (the page's module keeps one copy of each search per game).

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
