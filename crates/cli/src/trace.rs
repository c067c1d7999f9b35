//! `abviz trace`: every trace event as one JSON line, written as the
//! search makes it.
//!
//! Streaming keeps the writing inside the limits (a slow reader holds the
//! search back, and the time limit stops both), and a run a limit stops
//! has already written what it finished: its last line is a `stopped`
//! event naming the search, the limit and the nodes, and it exits 3. A
//! search the node limit stops does not stop the next (each has its own
//! `--max-nodes`); the time limit stops the run. A failed write stops the
//! search at its next check and exits 2.

use std::cell::Cell;
use std::io::{self, Write};

use abviz_core::{
    grouped, Algorithm, Error, Event, SearchOptions, Sink, StopReason, Stopped, NONE,
};
use serde_json::{json, Value};

use crate::error::CliError;
use crate::job::Job;
use crate::json::{bound, number};
use crate::limits::Watch;

/// Writes each event of one search as a JSON line.
struct Lines<'a, W: Write> {
    job: &'a Job,
    alg: Algorithm,
    /// The options as the search saw them (Pacman's depth in plies), so
    /// the move order below stops where the search's horizon does.
    prepared: &'a SearchOptions,
    out: &'a mut W,
    /// Lines not yet written: the first [`HOLD`] bytes of a search wait, so
    /// that a search refused part-way (negamax meeting a second MIN agent)
    /// writes nothing.
    held: Vec<u8>,
    /// Moves from the root to the current node, to name the moves a cut-off skips.
    path: Vec<u32>,
    written: &'a Cell<u64>,
    /// The first write error; `abort` asks the search to stop at its next check.
    error: Option<io::Error>,
    abort: &'a Cell<bool>,
}

impl<W: Write> Sink for Lines<'_, W> {
    fn event(&mut self, e: Event) {
        if self.error.is_some() {
            return;
        }
        let line = self.line(e);
        let wrote = write_line(&mut self.held, &line).and_then(|_| {
            if self.held.len() < HOLD {
                return Ok(());
            }
            let held = std::mem::take(&mut self.held);
            self.out.write_all(&held)
        });
        match wrote {
            Ok(()) => self.written.set(self.written.get() + 1),
            Err(err) => {
                self.error = Some(err);
                self.abort.set(true);
            }
        }
    }
}

/// How much of a search's trace waits before it is written.
const HOLD: usize = 1 << 20;

fn write_line(out: &mut impl Write, line: &Value) -> io::Result<()> {
    serde_json::to_writer(&mut *out, line).map_err(io::Error::from)?;
    out.write_all(b"\n")
}

impl<W: Write> Lines<'_, W> {
    /// Event `e` as its JSON line.
    fn line(&mut self, e: Event) -> Value {
        let mut line = json!({ "algorithm": self.alg.name(), "event": e.name(), "node": e.node() });
        let fields = line.as_object_mut().expect("object");
        match e {
            Event::Enter {
                parent,
                mv,
                depth,
                kind,
                probe,
                alpha,
                beta,
                ..
            } => {
                if mv != NONE {
                    self.path.push(mv);
                }
                fields.insert(
                    "parent".into(),
                    if parent == NONE {
                        Value::Null
                    } else {
                        json!(parent)
                    },
                );
                fields.insert(
                    "move".into(),
                    if mv == NONE { Value::Null } else { json!(mv) },
                );
                // Named games (Pacman, robots) add the action's name.
                if let Some(name) = (mv != NONE)
                    .then(|| self.job.problem.move_name(mv))
                    .flatten()
                {
                    fields.insert("action".into(), json!(name));
                }
                fields.insert("depth".into(), json!(depth));
                fields.insert("type".into(), json!(kind.name()));
                if probe {
                    fields.insert("probe".into(), json!(true));
                }
                if self.alg.spec().prunes {
                    fields.insert("alpha".into(), bound(alpha));
                    fields.insert("beta".into(), bound(beta));
                }
            }
            Event::Leaf { value, horizon, .. } => {
                fields.insert("value".into(), number(value));
                fields.insert(
                    "kind".into(),
                    json!(if horizon { "horizon" } else { "terminal" }),
                );
            }
            Event::Alpha { value, .. } | Event::Beta { value, .. } => {
                fields.insert("value".into(), bound(value));
            }
            Event::Cutoff {
                alpha,
                beta,
                skipped,
                ..
            } => {
                fields.insert("alpha".into(), bound(alpha));
                fields.insert("beta".into(), bound(beta));
                if self.alg.enhanced(&self.job.options) {
                    // The order changes from node to node: the count only.
                    fields.insert("skipped".into(), json!(skipped));
                } else {
                    let order = self.job.problem.ordered_moves(self.prepared, &self.path);
                    let skipped_moves = &order[order.len() - skipped as usize..];
                    fields.insert("skipped".into(), json!(skipped_moves));
                    let names: Option<Vec<&str>> = (skipped_moves.iter())
                        .map(|&m| self.job.problem.move_name(m))
                        .collect();
                    if let Some(names) = names.filter(|n| !n.is_empty()) {
                        fields.insert("skipped_actions".into(), json!(names));
                    }
                }
            }
            Event::Futility {
                alpha,
                beta,
                margin,
                skipped,
                ..
            } => {
                fields.insert("alpha".into(), bound(alpha));
                fields.insert("beta".into(), bound(beta));
                fields.insert("margin".into(), number(margin));
                // Futility runs in the textbook search only: a fixed order.
                let order = self
                    .job
                    .problem
                    .ordered_moves(&self.job.options, &self.path);
                let skipped = &order[order.len().saturating_sub(skipped as usize)..];
                fields.insert("skipped".into(), json!(skipped));
                let names: Option<Vec<&str>> = (skipped.iter())
                    .map(|&m| self.job.problem.move_name(m))
                    .collect();
                if let Some(names) = names.filter(|n| !n.is_empty()) {
                    fields.insert("skipped_actions".into(), json!(names));
                }
            }
            Event::Exit { value, .. } => {
                self.path.pop();
                fields.insert("value".into(), bound(value));
            }
            Event::Bounds { lo, hi, .. } => {
                fields.insert("lo".into(), bound(lo));
                fields.insert("hi".into(), bound(hi));
            }
            Event::Window { alpha, beta, .. } => {
                fields.insert("alpha".into(), bound(alpha));
                fields.insert("beta".into(), bound(beta));
            }
            Event::Table {
                value, bound: b, ..
            } => {
                fields.insert("value".into(), bound(value));
                fields.insert("bound".into(), json!(b.name()));
            }
            Event::Pass { depth } => {
                fields.insert("depth".into(), json!(depth));
            }
            Event::Research { .. } => {}
            Event::Book { value, endgame, .. } => {
                fields.insert("value".into(), number(value));
                let kind = if endgame { "endgame" } else { "book" };
                fields.insert("kind".into(), json!(kind));
            }
            Event::Extend { reason, .. } => {
                fields.insert("reason".into(), json!(reason.name()));
            }
            // Negamax's own view: the side to move's thresholds and value.
            Event::Thresholds {
                use_thresh,
                pass_thresh,
                ..
            } => {
                fields.insert("use".into(), bound(use_thresh));
                fields.insert("pass".into(), bound(pass_thresh));
            }
            Event::Negated { value, .. } => {
                fields.insert("value".into(), bound(value));
            }
            mcts => crate::mcts::trace_fields(mcts, fields),
        }
        line
    }
}

pub(crate) fn trace(
    job: &Job,
    watch: &Watch,
    out: &mut impl Write,
) -> Result<(), Box<dyn std::error::Error>> {
    let prepared = job.problem.prepare(&job.options)?;
    let running = Cell::new("");
    let what = || format!("the {} search", running.get());
    let written = Cell::new(0u64);
    let mut error = None;
    // The searches the node limit stopped: (algorithm, nodes, limit).
    let mut stopped: Vec<(Algorithm, u64, u64)> = Vec::new();
    let mut finished: Vec<&str> = Vec::new();
    let result = watch.run(&what, |budget| {
        for &alg in &job.algorithms {
            running.set(alg.name());
            budget.begin_search();
            let mut lines = Lines {
                job,
                alg,
                prepared: &prepared,
                out: &mut *out,
                held: Vec::new(),
                path: Vec::new(),
                written: &written,
                error: None,
                abort: &watch.abort,
            };
            let searched = job.problem.search_within(alg, &job.options, &mut lines, budget);
            let (held, failed) = (std::mem::take(&mut lines.held), lines.error.take());
            let kept = match &searched {
                Ok(_) | Err(Error::Stopped(_)) => out.write_all(&held),
                Err(_) => Ok(()),
            };
            if let Some(e) = failed.or(kept.err()) {
                error = Some(e);
                return Ok(());
            }
            match searched {
                Ok(_) => finished.push(alg.name()),
                Err(Error::Stopped(s)) => {
                    let limit = match s.reason {
                        StopReason::NodeLimit(_) => "node limit",
                        _ => "time limit",
                    };
                    let line = json!({ "algorithm": alg.name(), "event": "stopped", "limit": limit, "nodes": s.nodes });
                    if let Err(e) = write_line(&mut *out, &line) {
                        error = Some(e);
                        return Ok(());
                    }
                    written.set(written.get() + 1);
                    match s {
                        Stopped { reason: StopReason::NodeLimit(max), nodes } => stopped.push((alg, nodes, max)),
                        _ => return Err(Error::Stopped(s)),
                    }
                }
                Err(e) => return Err(e),
            }
        }
        Ok(())
    });
    if let Some(e) = error {
        return Err(Box::new(e));
    }
    let lines = grouped(written.get());
    if let Err(CliError::Stopped(_)) = result {
        // The time limit: the line says how far the writing got.
        let done = format!("writing {lines} trace lines");
        let line = watch.out_of_time(&done).to_string();
        return Err(Box::new(CliError::Stopped(format!(
            "{line}; they end with a \"stopped\" line"
        ))));
    }
    result?;
    let Some(&(first, nodes, max)) = stopped.first() else {
        return Ok(());
    };
    let mut line = watch.node_stop(&format!("the {} search", first.name()), nodes, max);
    let named: Vec<&str> = stopped.iter().map(|(a, _, _)| a.name()).collect();
    line += &format!(
        "; {lines} trace lines are written; {}'s events end with a \"stopped\" line",
        named.join("'s and ")
    );
    if !finished.is_empty() {
        let verb = if finished.len() == 1 { "was" } else { "were" };
        line += &format!("; {} finished and {verb} traced", finished.join(" and "));
    }
    Err(Box::new(CliError::Stopped(line)))
}
