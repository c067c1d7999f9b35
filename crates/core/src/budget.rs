//! How much work a search may do, and the error when it runs out.
//!
//! The core has no clock (wasm32 has no `Instant`), so a node limit is all
//! it checks itself; a time limit, progress and cancelling are the caller's
//! [`Budget::tick`], called every [`Budget::every`] nodes with the count so
//! far. A search reads its budget only when its node count reaches the next
//! checkpoint, one comparison a node, so with no limit and no tick (the
//! checkpoint is `u64::MAX`) it runs as fast as before. A leaf module, so
//! the search and the errors can both use it.

use std::fmt;

/// The default interval between calls of [`Budget::tick`]: 2¹⁴ nodes, a
/// fraction of a millisecond of search.
pub const TICK_EVERY: u64 = 1 << 14;

/// A search's budget: a node limit and a callback that may stop it.
pub struct Budget<'a> {
    /// Stop before entering node `max_nodes + 1` (counted over every search
    /// run under this budget, or each search's own with `per_search`).
    pub max_nodes: Option<u64>,
    /// Whether `max_nodes` counts each search on its own: from the last
    /// [`Budget::begin_search`], which the core calls before each search a
    /// command runs (an algorithm's trace, a player's move, a book
    /// position's solve). The command line's `--max-nodes` is per search;
    /// the page's node limit covers all its work.
    pub per_search: bool,
    /// Nodes between calls of `tick` (at least 1).
    pub every: u64,
    /// Called with the nodes so far; `false` stops the search.
    pub tick: Option<&'a mut dyn FnMut(u64) -> bool>,
    /// Nodes of the searches already finished under this budget.
    spent: u64,
    /// `spent` (plus a running meter's nodes) when the current search began.
    search_start: u64,
}

impl Default for Budget<'_> {
    fn default() -> Self {
        Budget {
            max_nodes: None,
            every: TICK_EVERY,
            tick: None,
            spent: 0,
            per_search: false,
            search_start: 0,
        }
    }
}

impl fmt::Debug for Budget<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Budget")
            .field("max_nodes", &self.max_nodes)
            .field("every", &self.every)
            .field("tick", &self.tick.is_some())
            .field("spent", &self.spent)
            .field("per_search", &self.per_search)
            .field("search_start", &self.search_start)
            .finish()
    }
}

impl<'a> Budget<'a> {
    /// No limit, no callback.
    pub fn unlimited() -> Budget<'a> {
        Budget::default()
    }

    /// At most `max` nodes.
    pub fn nodes(max: u64) -> Budget<'a> {
        Budget {
            max_nodes: Some(max),
            ..Budget::default()
        }
    }

    /// `self` with `tick` called every `every` nodes.
    pub fn with_tick(mut self, every: u64, tick: &'a mut dyn FnMut(u64) -> bool) -> Budget<'a> {
        self.every = every.max(1);
        self.tick = Some(tick);
        self
    }

    /// Nodes counted so far by finished searches.
    pub fn spent(&self) -> u64 {
        self.spent
    }

    /// A new search begins: with `per_search`, the node limit counts from
    /// here.
    pub fn begin_search(&mut self) {
        self.begin_search_at(0);
    }

    /// [`Budget::begin_search`] inside a running meter that has counted
    /// `uncharged` nodes not yet spent.
    pub(crate) fn begin_search_at(&mut self, uncharged: u64) {
        self.search_start = self.spent + uncharged;
    }

    /// The total at which the node limit starts counting.
    fn base(&self) -> u64 {
        if self.per_search {
            self.search_start
        } else {
            0
        }
    }

    /// Nodes the node limit still allows (with `per_search`, the current
    /// search's); `None` without a limit.
    pub fn room(&self) -> Option<u64> {
        let used = self.spent - self.base().min(self.spent);
        self.max_nodes.map(|m| m.saturating_sub(used))
    }

    /// The node count (of a search starting now) at which it must call
    /// [`Budget::check`]; `u64::MAX` when nothing is watching.
    #[inline]
    pub fn first_checkpoint(&self) -> u64 {
        self.checkpoint(0)
    }

    pub(crate) fn checkpoint(&self, nodes: u64) -> u64 {
        let total = self.spent + nodes;
        let limit = (self.max_nodes).map_or(u64::MAX, |m| {
            m.saturating_add(1).saturating_add(self.base())
        });
        let tick = match self.tick {
            Some(_) => (total / self.every + 1).saturating_mul(self.every),
            None => u64::MAX,
        };
        limit.min(tick).saturating_sub(self.spent).max(nodes + 1)
    }

    /// A search has entered `nodes` nodes (its own count, this one
    /// included): stops it over the limit or when the tick says so, else
    /// gives the next checkpoint.
    #[cold]
    pub fn check(&mut self, nodes: u64) -> Result<u64, Stopped> {
        let total = self.spent + nodes;
        if let Some(max) = self.max_nodes {
            let counted = total - self.base().min(total);
            if counted > max {
                return Err(Stopped {
                    reason: StopReason::NodeLimit(max),
                    nodes: counted - 1,
                });
            }
        }
        if let Some(tick) = self.tick.as_mut() {
            if total % self.every == 0 && !tick(total) {
                return Err(Stopped {
                    reason: StopReason::Cancelled,
                    nodes: total,
                });
            }
        }
        Ok(self.checkpoint(nodes))
    }

    /// A search under this budget finished having entered `nodes` nodes.
    pub fn spend(&mut self, nodes: u64) {
        self.spent += nodes;
    }
}

/// A running search's view of its budget: the next checkpoint, and why it
/// stopped. Once stopped, every node the search enters returns at once, so
/// it unwinds to the top, which returns the [`Stopped`] error.
pub(crate) struct Meter<'a, 'b> {
    budget: &'a mut Budget<'b>,
    /// The node count at which to ask the budget again (0 once stopped).
    checkpoint: u64,
    stopped: Option<Stopped>,
}

impl<'a, 'b> Meter<'a, 'b> {
    pub(crate) fn new(budget: &'a mut Budget<'b>) -> Self {
        let checkpoint = budget.first_checkpoint();
        Meter {
            budget,
            checkpoint,
            stopped: None,
        }
    }

    /// Whether the search must not enter its `n`th node: one comparison
    /// until a checkpoint.
    #[inline(always)]
    pub(crate) fn stop(&mut self, n: u64) -> bool {
        n >= self.checkpoint && self.halted(n)
    }

    #[cold]
    #[inline(never)]
    fn halted(&mut self, n: u64) -> bool {
        if self.stopped.is_some() {
            return true;
        }
        match self.budget.check(n) {
            Ok(next) => {
                self.checkpoint = next;
                false
            }
            Err(stopped) => {
                self.stopped = Some(stopped);
                self.checkpoint = 0;
                true
            }
        }
    }

    /// Whether the search has been stopped.
    #[inline]
    pub(crate) fn stopped(&self) -> bool {
        self.stopped.is_some()
    }

    /// Work watched but not charged is over: the error if it was stopped.
    pub(crate) fn settle(self) -> Result<(), Stopped> {
        self.stopped.map_or(Ok(()), Err)
    }

    /// The search is over, having entered `nodes` nodes: the error if it
    /// was stopped, else the nodes are charged to the budget.
    pub(crate) fn finish(self, nodes: u64) -> Result<(), Stopped> {
        match self.stopped {
            Some(stopped) => Err(stopped),
            None => {
                self.budget.spend(nodes);
                Ok(())
            }
        }
    }
}

/// Why a search stopped early.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StopReason {
    /// It would have entered more than this many nodes.
    NodeLimit(u64),
    /// The caller's tick returned false (a time limit, or cancel).
    Cancelled,
}

/// A search stopped by its budget, after `nodes` nodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stopped {
    /// What stopped it.
    pub reason: StopReason,
    /// Nodes entered before it stopped.
    pub nodes: u64,
}

/// `n` with thousands separators: 1,000,000 (as messages write counts).
pub fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

impl Stopped {
    /// The one-line message, with `hint` saying what to change after a
    /// node limit (a front end knows its own command best).
    pub fn message(&self, hint: &str) -> String {
        let nodes = grouped(self.nodes);
        match self.reason {
            StopReason::NodeLimit(max) => format!(
                "stopped after {nodes} nodes: the node limit is {}; {hint}",
                grouped(max)
            ),
            StopReason::Cancelled => format!("stopped after {nodes} nodes, as asked"),
        }
    }
}

impl fmt::Display for Stopped {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message("choose a smaller depth, or raise the limit"))
    }
}

impl std::error::Error for Stopped {}

impl Stopped {
    /// A stable name for the page's translations.
    pub fn code(&self) -> &'static str {
        match self.reason {
            StopReason::NodeLimit(_) => "NodeLimit",
            StopReason::Cancelled => "Cancelled",
        }
    }

    /// The message's parameters.
    pub fn params(&self) -> Vec<(&'static str, String)> {
        let mut p = vec![("nodes", self.nodes.to_string())];
        if let StopReason::NodeLimit(max) = self.reason {
            p.push(("limit", max.to_string()));
        }
        p
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_thousands() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1000), "1,000");
        assert_eq!(grouped(1_000_000), "1,000,000");
    }

    #[test]
    fn checkpoints_stop_at_the_limit_and_tick_on_the_interval() {
        let mut b = Budget::nodes(10);
        assert_eq!(b.first_checkpoint(), 11);
        let e = b.check(11).unwrap_err();
        assert_eq!(e.nodes, 10);
        assert_eq!(
            e.to_string(),
            "stopped after 10 nodes: the node limit is 10; choose a smaller depth, or raise the limit"
        );
        let mut calls = vec![];
        let mut tick = |n: u64| {
            calls.push(n);
            n < 8
        };
        let mut b = Budget::default().with_tick(4, &mut tick);
        assert_eq!(b.first_checkpoint(), 4);
        assert_eq!(b.check(4), Ok(8));
        assert_eq!(b.check(8).unwrap_err().reason, StopReason::Cancelled);
        assert_eq!(calls, [4, 8]);
        assert_eq!(Budget::default().first_checkpoint(), u64::MAX);
    }
}
