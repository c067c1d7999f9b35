//! `abviz trace`: every trace event as one JSON line.

use std::io::{self, Write};

use abviz_core::{grouped, Event, Trace, NONE};
use serde_json::{json, Value};

use crate::job::Job;
use crate::json::{bound, number};
use crate::limits::Watch;

pub(crate) fn trace(
    job: &Job,
    watch: &Watch,
    out: &mut impl Write,
) -> Result<(), Box<dyn std::error::Error>> {
    // Each algorithm is one search, with its own --max-nodes.
    let running = std::cell::Cell::new("");
    let what = || format!("the {} search", running.get());
    // A sampling search's events are kept as they come (the packed trace
    // holds the depth-first searches' only).
    let traces = watch.run(&what, |budget| {
        let mut all: Vec<Result<Vec<Event>, Trace>> = Vec::new();
        for &alg in &job.algorithms {
            running.set(alg.name());
            budget.begin_search();
            if alg.spec().samples {
                let mut events: Vec<Event> = Vec::new();
                job.problem
                    .search_within(alg, &job.options, &mut events, budget)?;
                all.push(Ok(events));
            } else {
                let (_, trace) = job
                    .problem
                    .traces_within(&[alg], &job.options, budget)?
                    .remove(0);
                all.push(Err(trace));
            }
        }
        Ok(all)
    })?;
    // The options as the search saw them (Pacman's depth in plies), so
    // the order below stops where the search's horizon does.
    let prepared = job.problem.prepare(&job.options)?;
    let mut written: u64 = 0;
    for (&alg, trace) in job.algorithms.iter().zip(traces) {
        // Moves from the root to the current node, to name the moves a cut-off skips.
        let mut path: Vec<u32> = Vec::new();
        let events: Box<dyn Iterator<Item = Event> + '_> = match &trace {
            Ok(events) => Box::new(events.iter().copied()),
            Err(packed) => Box::new(packed.iter()),
        };
        for e in events {
            let mut line = json!({ "algorithm": alg.name(), "event": e.name(), "node": e.node() });
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
                        path.push(mv);
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
                    if let Some(name) = (mv != NONE).then(|| job.problem.move_name(mv)).flatten() {
                        fields.insert("action".into(), json!(name));
                    }
                    fields.insert("depth".into(), json!(depth));
                    fields.insert("type".into(), json!(kind.name()));
                    if probe {
                        fields.insert("probe".into(), json!(true));
                    }
                    if alg.spec().prunes {
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
                    if alg.enhanced(&job.options) {
                        // The order changes from node to node: the count only.
                        fields.insert("skipped".into(), json!(skipped));
                    } else {
                        let order = job.problem.ordered_moves(&prepared, &path);
                        let skipped_moves = &order[order.len() - skipped as usize..];
                        fields.insert("skipped".into(), json!(skipped_moves));
                        let names: Option<Vec<&str>> = (skipped_moves.iter())
                            .map(|&m| job.problem.move_name(m))
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
                    let order = job.problem.ordered_moves(&job.options, &path);
                    let skipped = &order[order.len().saturating_sub(skipped as usize)..];
                    fields.insert("skipped".into(), json!(skipped));
                    let names: Option<Vec<&str>> = (skipped.iter())
                        .map(|&m| job.problem.move_name(m))
                        .collect();
                    if let Some(names) = names.filter(|n| !n.is_empty()) {
                        fields.insert("skipped_actions".into(), json!(names));
                    }
                }
                Event::Exit { value, .. } => {
                    path.pop();
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
            serde_json::to_writer(&mut *out, &line).map_err(io::Error::from)?;
            out.write_all(b"\n")?;
            // The time limit covers the writing too (a large trace into a
            // slow reader can take longer than its search).
            written += 1;
            if written % 4096 == 0 && watch.past_deadline() {
                let done = format!("writing {} trace lines", grouped(written));
                return Err(Box::new(watch.out_of_time(&done)));
            }
        }
    }
    Ok(())
}
