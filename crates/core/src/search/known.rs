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
use crate::games::{Game, Known, NodeKind};
use crate::options::{Enhancements, OptionError, SearchOptions};
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
        let horizon = self.options.depth.is_some();
        let mut endgame = false;
        let mut found = if self.options.book {
            self.game.book(pos, ply, horizon)
        } else {
            None
        };
        if found.is_none() {
            let e = self.options.endgame?;
            if self.game.endgame_empty(pos)? > e {
                return None;
            }
            found = Some(self.solve_endgame(pos, ply, horizon));
            endgame = true;
        }
        let Known { value, best } = found?;
        self.stats.book_hits += 1;
        if ply == 0 {
            self.root_best = best;
            self.stats.book = true;
        }
        if S::ENABLED {
            self.sink.event(Event::Book {
                node: id,
                value,
                endgame,
            });
            self.sink.event(Event::Exit { node: id, value });
        }
        Some(value)
    }

    /// The solver's exact value of `pos`, `ply` plies below the root.
    fn solve_endgame(&mut self, pos: &G::Pos, ply: u32, horizon: bool) -> Known {
        let game = Rerooted {
            game: self.game,
            root: pos.clone(),
            ply,
        };
        let options = SearchOptions {
            enhance: Enhancements {
                order: true,
                tt: true,
                killer: true,
                history: true,
                solver: true,
                ..Enhancements::default()
            },
            tt_size: ENDGAME_TT,
            ..SearchOptions::default()
        };
        let mut oracle = Oracle::new(&game, None);
        let mut budget = Budget::default();
        match search_enhanced(
            &game,
            true,
            &options,
            &mut NullSink,
            &mut oracle,
            &mut budget,
        ) {
            Ok(stats) => {
                self.stats.endgame_nodes += stats.nodes;
                let v = stats.value;
                Known {
                    value: if horizon {
                        self.game.horizon_value(v)
                    } else {
                        v
                    },
                    best: stats.best_move,
                }
            }
            // Unlimited and within the game's range: cannot fail; read as a draw.
            Err(_) => Known {
                value: 0.0,
                best: None,
            },
        }
    }
}

/// `game` seen from `root`, `ply` plies below its own root: kinds and
/// terminal values stay those of the whole game, so values stay MAX's.
struct Rerooted<'g, G: Game> {
    game: &'g G,
    root: G::Pos,
    ply: u32,
}

impl<G: Game> Game for Rerooted<'_, G> {
    type Pos = G::Pos;
    fn root(&self) -> G::Pos {
        self.root.clone()
    }
    fn kind(&self, pos: &G::Pos, ply: u32) -> NodeKind {
        self.game.kind(pos, ply + self.ply)
    }
    fn moves(&self, pos: &G::Pos, out: &mut Vec<u32>) {
        self.game.moves(pos, out)
    }
    fn play(&self, pos: &G::Pos, mv: u32) -> G::Pos {
        self.game.play(pos, mv)
    }
    fn terminal_value(&self, pos: &G::Pos, ply: u32, horizon: bool) -> Option<f64> {
        self.game.terminal_value(pos, ply + self.ply, horizon)
    }
    fn evaluate(&self, pos: &G::Pos) -> Option<f64> {
        self.game.evaluate(pos)
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
}
