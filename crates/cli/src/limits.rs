//! `--max-nodes`, `--time-limit` and `--progress`: the limits of one run
//! and the budget's tick that enforces them.

use std::cell::Cell;
use std::io::{self, IsTerminal};
use std::time::{Duration, Instant};

use abviz_core::{grouped, Budget, Error, StopReason, Stopped, TICK_EVERY};

use crate::error::CliError;
use crate::{Command, Limits};

/// The longest `--time-limit`, in seconds (a year): past it a deadline
/// would not fit in an `Instant` on every platform.
const MAX_SECONDS: f64 = 365.0 * 24.0 * 3600.0;

/// The limits of one run, read from its options, and its clock.
pub(crate) struct Watch {
    max_nodes: Option<u64>,
    /// The time limit in seconds, and when it runs out.
    pub(crate) deadline: Option<(f64, Instant)>,
    progress: bool,
    start: Instant,
    /// What to change when the time limit stops the run, for this command.
    pub(crate) hint: &'static str,
    /// What to change when the node limit stops one of its searches.
    node_hint: &'static str,
    /// Set by work that cannot go on (a trace whose output failed): the
    /// search stops at its next check.
    pub(crate) abort: Cell<bool>,
}

/// What to change after the time limit and after the node limit, for
/// `command`: a search's node limit is not helped by fewer games.
fn hints(command: &Command) -> (&'static str, &'static str) {
    let depth = "choose a smaller depth, or raise the limit";
    match command {
        Command::Solve(_) => {
            let solve = "raise the limit, or solve a position with more stones";
            (solve, solve)
        }
        Command::Positions(_) => {
            let count = "raise the limit, or count fewer plies";
            (count, count)
        }
        Command::Book(_) => {
            let book = "raise the limit, or build fewer plies";
            (book, book)
        }
        Command::Play(_) => (
            "play fewer games or choose a smaller depth, or raise the limit",
            depth,
        ),
        Command::Learn(_) => (
            "train fewer games or choose a smaller depth, or raise the limit",
            depth,
        ),
        _ => (depth, depth),
    }
}

impl Watch {
    /// Whether the time limit has run out (for work that counts no nodes).
    pub(crate) fn past_deadline(&self) -> bool {
        self.deadline.is_some_and(|(_, end)| Instant::now() >= end)
    }

    /// The line for a run the time limit stopped after `done` (e.g.
    /// "writing 4,096 trace lines"), in the words a search's stop uses.
    pub(crate) fn out_of_time(&self, done: &str) -> CliError {
        let limit = self.deadline.map_or(0.0, |(x, _)| x);
        CliError::Stopped(format!(
            "stopped after {done}: the time limit is {limit} s; {}",
            self.hint
        ))
    }

    pub(crate) fn new(l: &Limits, start: Instant, command: &Command) -> Result<Watch, CliError> {
        let (hint, node_hint) = hints(command);
        let max_nodes = (l.max_nodes.as_deref())
            .map(|t| match t.trim().parse::<u64>() {
                Ok(n) if n > 0 => Ok(n),
                _ => Err(CliError::Limit("max-nodes", t.into())),
            })
            .transpose()?;
        let deadline = (l.time_limit.as_deref())
            .map(|t| match t.trim().parse::<f64>() {
                Ok(x) if x > 0.0 && x <= MAX_SECONDS => Ok((x, start + Duration::from_secs_f64(x))),
                _ => Err(CliError::Limit("time-limit", t.into())),
            })
            .transpose()?;
        let progress = !l.no_progress && (l.progress || io::stderr().is_terminal());
        Ok(Watch {
            max_nodes,
            deadline,
            progress,
            start,
            hint,
            node_hint,
            abort: Cell::new(false),
        })
    }

    /// Writes `line` to stderr when progress is on.
    pub(crate) fn say(&self, line: &str) {
        if self.progress {
            eprintln!("abviz: {line}");
        }
    }

    /// Whether progress lines are wanted.
    pub(crate) fn progress_on(&self) -> bool {
        self.progress
    }

    /// Runs `search` within the limits: progress on stderr every half
    /// second, and a stop at the time limit named as such. `--max-nodes`
    /// counts each search on its own (the budget's `per_search`); `what()`
    /// names the search a node limit stopped ("the alphabeta search").
    pub(crate) fn run<T>(
        &self,
        what: &dyn Fn() -> String,
        search: impl FnOnce(&mut Budget) -> Result<T, Error>,
    ) -> Result<T, CliError> {
        self.run_showing(&String::new, what, search)
    }

    /// [`Watch::run`], with `label()` before the nodes in each progress
    /// line (`abviz play` counts games there).
    pub(crate) fn run_showing<T>(
        &self,
        label: &dyn Fn() -> String,
        what: &dyn Fn() -> String,
        search: impl FnOnce(&mut Budget) -> Result<T, Error>,
    ) -> Result<T, CliError> {
        let mut timed_out = false;
        let mut shown = self.start;
        let mut tick = |nodes: u64| {
            let now = Instant::now();
            if self.progress && now - shown >= PROGRESS_EVERY {
                shown = now;
                let secs = (now - self.start).as_secs_f64();
                eprintln!("abviz: {}{} nodes, {secs:.1} s", label(), grouped(nodes));
            }
            if self.abort.get() {
                return false;
            }
            match self.deadline {
                Some((_, end)) if now >= end => {
                    timed_out = true;
                    false
                }
                _ => true,
            }
        };
        let mut budget = Budget::default().with_tick(TICK_EVERY, &mut tick);
        budget.max_nodes = self.max_nodes;
        budget.per_search = true;
        let result = search(&mut budget);
        match result {
            Err(Error::Stopped(s)) if timed_out || s.reason == StopReason::Cancelled => {
                let limit = self.deadline.map_or(0.0, |(x, _)| x);
                Err(CliError::Stopped(format!(
                    "stopped after {} nodes: the time limit is {limit} s; {}",
                    grouped(s.nodes),
                    self.hint
                )))
            }
            Err(Error::Stopped(Stopped {
                reason: StopReason::NodeLimit(max),
                nodes,
            })) => Err(CliError::Stopped(self.node_stop(&what(), nodes, max))),
            other => Ok(other?),
        }
    }
}

impl Watch {
    /// The line for a search `what` that `--max-nodes` stopped.
    pub(crate) fn node_stop(&self, what: &str, nodes: u64, max: u64) -> String {
        format!(
            "{what} stopped after {} nodes: the node limit is {} (--max-nodes counts each search); {}",
            grouped(nodes),
            grouped(max),
            self.node_hint
        )
    }
}

/// How often `--progress` writes a line.
const PROGRESS_EVERY: Duration = Duration::from_millis(500);
