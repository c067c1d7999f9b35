//! Knowledge before search (Rich, "book moves"): at a node the opening
//! book holds (`--book`), or a Connect Four node with at most E empty cells
//! (`--endgame E`), the textbook search takes the exact value as known and
//! does not enter the subtree, which then counts as pruned. The event is
//! [`Event::Book`], its `endgame` flag saying which knowledge answered.
//!
//! The endgame is not a stored table but the solver run at the node (MTD(f)
//! with a small table): a 7×6 table would be huge, and a position with a
//! dozen empty cells is solved in milliseconds.

use super::textbook::Searcher;
use super::{search_enhanced, Budget, Oracle};
use crate::games::horizon::Horizon;
use crate::games::{Game, Known, NodeKind};
use crate::options::{OptionError, SearchOptions};
use crate::trace::{Event, NodeId, NullSink, Sink};

/// Transposition-table slots of each endgame solve: enough for 16 empty
/// cells, small enough to allocate at every endgame node.
const ENDGAME_TT: usize = 1 << 14;

/// `options` refused for `algorithm`s the book does not serve: the
/// enhanced searches and MTD(f) keep their own tables and node order.
pub(super) fn check(options: &SearchOptions, enhanced: bool) -> Result<(), OptionError> {
    if enhanced && (options.book || options.endgame.is_some()) {
        return Err(OptionError::BadBook(
            "--book and --endgame work with minimax, alpha-beta and Star1/Star2, not with --enhance or mtdf".into(),
        ));
    }
    Ok(())
}

impl<G: Game, S: Sink> Searcher<'_, '_, G, S> {
    /// Answers `pos` (node `id`, just entered, not finished) from the book
    /// or the endgame solver: reports Book and Exit and returns the value,
    /// or `None` to search it.
    pub(super) fn known(&mut self, pos: &G::Pos, ply: u32, id: NodeId) -> Option<f64> {
        let (Known { value, best }, endgame) = lookup(self.game, &self.options, pos, ply)?;
        self.stats.book_hits += 1;
        self.stats.endgame_nodes += endgame.unwrap_or(0);
        if ply == 0 {
            self.root_best = best;
            self.stats.book = true;
        }
        if S::ENABLED {
            self.sink.event(Event::Book {
                node: id,
                value,
                endgame: endgame.is_some(),
            });
            self.sink.event(Event::Exit { node: id, value });
        }
        Some(value)
    }
}

/// What the book or the endgame solver knows of `pos`, `ply` plies below
/// the root, with the solver's nodes when it answered. Generic over the
/// game only, not the sink: one copy per game in the page's module.
#[inline(never)]
fn lookup<G: Game>(
    game: &G,
    options: &SearchOptions,
    pos: &G::Pos,
    ply: u32,
) -> Option<(Known, Option<u64>)> {
    let horizon = options.depth.is_some();
    if options.book {
        if let Some(k) = game.book(pos, ply, horizon) {
            return Some((k, None));
        }
    }
    if game.endgame_empty(pos)? > options.endgame? {
        return None;
    }
    let (k, nodes) = solve_endgame(game, pos, ply, horizon)?;
    Some((k, Some(nodes)))
}

/// The solver's exact value of `pos`, `ply` plies below the root, and its
/// nodes, on the game rooted there (the code the solver already runs, so
/// the page's module carries no second copy of it).
fn solve_endgame<G: Game>(game: &G, pos: &G::Pos, ply: u32, horizon: bool) -> Option<(Known, u64)> {
    let root = game.reroot(pos)?;
    let options = SearchOptions::solver(ENDGAME_TT);
    let mut oracle = Oracle::new(&root, Horizon::of(&options));
    let mut budget = Budget::default();
    // Unlimited, so only a bug could fail it: then search the node.
    let stats = search_enhanced(
        &root,
        true,
        &options,
        &mut NullSink,
        &mut oracle,
        &mut budget,
    )
    .ok()?;
    // The rerooted game's MAX is the side to move at `pos`.
    let mine = game.kind(pos, ply) == NodeKind::Max;
    let v = if mine { stats.value } else { -stats.value };
    let value = if horizon { game.horizon_value(v) } else { v } + 0.0;
    let known = Known {
        value,
        best: stats.best_move,
    };
    Some((known, stats.nodes))
}
