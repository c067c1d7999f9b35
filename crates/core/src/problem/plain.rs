//! [`Plain`]: a [`Game`] with every search hook at its default, each of the
//! game's own methods forwarded (a default left in place here would hide
//! the game's own answer).

use std::fmt;
use std::panic::{RefUnwindSafe, UnwindSafe};

use super::Searchable;
use crate::games::{Game, NodeKind, RootFacts};

/// A game with every hook at its default: what [`super::Problem::new`] wraps a
/// plain [`Game`] in.
#[derive(Clone, Debug)]
pub struct Plain<G>(pub G);

impl<G: Game> Game for Plain<G> {
    type Pos = G::Pos;
    fn root(&self) -> G::Pos {
        self.0.root()
    }
    fn root_is_max(&self) -> bool {
        self.0.root_is_max()
    }
    fn kind(&self, pos: &G::Pos, ply: u32) -> NodeKind {
        self.0.kind(pos, ply)
    }
    fn probability(&self, pos: &G::Pos, mv: u32) -> f64 {
        self.0.probability(pos, mv)
    }
    fn moves(&self, pos: &G::Pos, out: &mut Vec<u32>) {
        self.0.moves(pos, out)
    }
    fn play(&self, pos: &G::Pos, mv: u32) -> G::Pos {
        self.0.play(pos, mv)
    }
    fn terminal_value(&self, pos: &G::Pos, ply: u32, horizon: bool) -> Option<f64> {
        self.0.terminal_value(pos, ply, horizon)
    }
    fn evaluate(&self, pos: &G::Pos) -> Option<f64> {
        self.0.evaluate(pos)
    }
    fn noise(&self, pos: &G::Pos) -> Option<crate::games::Noise> {
        self.0.noise(pos)
    }
    fn index_count(&self) -> usize {
        self.0.index_count()
    }
    fn index(&self, pos: &G::Pos) -> usize {
        self.0.index(pos)
    }
    fn key(&self, pos: &G::Pos) -> u64 {
        self.0.key(pos)
    }
    fn move_rank(&self, mv: u32) -> u32 {
        self.0.move_rank(mv)
    }
    fn value_range(&self, pos: &G::Pos) -> Option<(f64, f64)> {
        self.0.value_range(pos)
    }
    fn notation(&self, pos: &G::Pos) -> Option<String> {
        self.0.notation(pos)
    }
    fn root_facts(&self) -> RootFacts {
        self.0.root_facts()
    }
    fn node_name(&self, pos: &G::Pos) -> Option<&str> {
        self.0.node_name(pos)
    }
    fn node_action(&self, pos: &G::Pos) -> Option<&str> {
        self.0.node_action(pos)
    }
}

impl<G: Game + Clone + fmt::Debug + Send + Sync + RefUnwindSafe + UnwindSafe + 'static> Searchable
    for Plain<G>
{
}
