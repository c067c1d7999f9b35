//! Rich's futility cut-off, the textbook search's one departure from the
//! pseudocode (see [`super`] for the rule and why it is applied only at the
//! root's children).

use super::textbook::Searcher;
use crate::games::Game;
use crate::options::Prune;
use crate::trace::{Event, NodeId, Sink};

impl<G: Game, S: Sink> Searcher<'_, '_, G, S> {
    /// Whether a child of the root with window (α, β) is futile: its bound
    /// is within the margin of the root's best (see [`super`]).
    #[inline]
    pub(super) fn futile(&self, alpha: f64, beta: f64) -> bool {
        let Some(m) = self.options.futility else {
            return false;
        };
        match self.options.prune {
            Prune::Ge => alpha + m >= beta,
            Prune::Gt => alpha + m > beta,
        }
    }

    /// Counts and reports a futility cut-off that skips `skipped` children.
    pub(super) fn futility(&mut self, id: NodeId, alpha: f64, beta: f64, skipped: u32) {
        self.stats.futility_cutoffs += 1;
        self.stats.futility_pruned_children += skipped as u64;
        if S::ENABLED {
            let margin = self.options.futility.unwrap_or(0.0);
            self.sink.event(Event::Futility {
                node: id,
                alpha,
                beta,
                margin,
                skipped,
            });
        }
    }
}
