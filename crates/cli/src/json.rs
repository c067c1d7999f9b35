//! The JSON of `analyze`, `positions` and `algorithms`, and how
//! values and bounds print.

use abviz_core::tree::as_whole;
use abviz_core::{
    check_symmetry, find_game, Algorithm, Counted, Decision, Error, GameSpec, Problem,
    SearchOptions, Secondary, Stats, TableJob, ALGORITHMS, GAMES, NEG_INF, POS_INF, TABLES,
};
use serde_json::{json, Value};

use crate::error::CliError;
use crate::job::Job;
use crate::limits::Watch;
use crate::PositionOpts;

/// One search's numbers; `best_move` is the move the configuration plays
/// (`decision`'s: after secondary search, its move), as the action's name
/// (`"North"`) for games that name their moves, else its number.
/// `extensions` is there when quiescence was asked for.
fn stats_json(s: &Stats, decision: &Decision, problem: &Problem, options: &SearchOptions) -> Value {
    let best = (decision.best_move).map(|m| problem.move_name(m).map_or(json!(m), |n| json!(n)));
    let mut v = json!({
        "value": number(s.value),
        "best_move": best,
        "nodes": s.nodes,
        "leaves": s.leaves,
        "cutoffs": s.cutoffs,
        "pruned_children": s.pruned_children,
        "max_depth": s.max_depth,
    });
    if s.probes > 0 {
        v["probes"] = json!(s.probes);
    }
    // Only with --book or --endgame: nodes answered by knowledge.
    if s.book_hits > 0 || s.endgame_nodes > 0 {
        v["book_hits"] = json!(s.book_hits);
        v["endgame_nodes"] = json!(s.endgame_nodes);
    }
    if s.book {
        v["book"] = json!(true);
    }
    if options.quiescence > 0 {
        v["extensions"] = json!(s.extensions);
    }
    // Only the enhanced search counts passes.
    if !s.iterations.is_empty() {
        v["tt_probes"] = json!(s.tt_probes);
        v["tt_hits"] = json!(s.tt_hits);
        v["tt_cutoffs"] = json!(s.tt_cutoffs);
        v["re_searches"] = json!(s.re_searches);
        v["iterations"] = json!(s.iterations);
    }
    v
}

/// The most plies `abviz positions` counts: 7×6 has 12 million distinct
/// positions at ply 12, all held in memory at once, and three times as many
/// at ply 13.
pub(crate) const MAX_PLIES: u32 = 12;

/// `abviz positions`: Tromp's counts, of any game that counts its
/// positions ([`Tables::count`](abviz_core::Tables::count)). With
/// `--symmetry` the game is the registry's first that counts and takes
/// symmetry unless named (tic-tac-toe: Nilsson's 765 up to symmetry); else
/// its first that counts and has sizes (Connect Four, Tromp's table).
pub(crate) fn positions_json(o: &PositionOpts, watch: &Watch) -> Result<Value, CliError> {
    let game = match o.game.as_deref() {
        Some(name) => find_game(name)?,
        None => first_counting(if o.symmetry { "symmetry" } else { "size" })?,
    };
    check_symmetry(game, o.symmetry)?;
    let plies: u32 = match o.plies.as_deref().map(|p| p.trim().parse()) {
        None => MAX_PLIES,
        Some(Ok(n)) if n <= MAX_PLIES => n,
        Some(_) => return Err(CliError::Plies(o.plies.clone().unwrap_or_default())),
    };
    let Some(count) = abviz_core::tables_of(game.name).and_then(|t| t.count) else {
        return Err(CliError::Bad {
            option: "game",
            value: game.name.into(),
            allowed: counting(),
        });
    };
    if o.size.is_some() && !game.takes("size") {
        return Err(CliError::NotFor {
            option: "size",
            game: game.name,
        });
    }
    let job = TableJob {
        size: o.size.as_deref(),
        plies: o.plies.is_some().then_some(plies),
        symmetry: o.symmetry,
        tt_size: 0,
    };
    let mut counted = Counted::default();
    let run = watch.run(&|| "the count".into(), |b| count(&job, b, &mut counted));
    // A game with sizes says which it counted; one without, its name, whether
    // symmetry was used, and the total. A stopped count too.
    let Counted { size, counts } = counted;
    let v = match size {
        Some(size) => json!({ "size": size, "positions": counts }),
        None => {
            let total: u64 = counts.iter().sum();
            json!({ "game": game.name, "symmetry": o.symmetry, "positions": counts, "total": total })
        }
    };
    partial(run, v, &counts)
}

/// The registry's first game that counts its positions and takes option `takes`.
fn first_counting(takes: &str) -> Result<&'static GameSpec, CliError> {
    let counts = |g: &&GameSpec| abviz_core::tables_of(g.name).is_some_and(|t| t.count.is_some());
    let first = GAMES.iter().find(|g| counts(g) && g.takes(takes));
    first.ok_or_else(|| CliError::Bad {
        option: "game",
        value: String::new(),
        allowed: counting(),
    })
}

/// The games that count their positions, "a or b" in alphabetical order.
fn counting() -> &'static str {
    static NAMES: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    NAMES.get_or_init(|| {
        let counting = TABLES.iter().filter(|t| t.count.is_some());
        let mut names: Vec<&str> = counting.map(|t| t.game).collect();
        names.sort_unstable();
        abviz_core::one_of(&names)
    })
}

/// The counts as the answer; a run a limit stopped prints the plies it
/// finished (the first `counts.len()`), and says so.
fn partial(run: Result<(), CliError>, mut v: Value, counts: &[u64]) -> Result<Value, CliError> {
    match run {
        Ok(()) => Ok(v),
        Err(CliError::Stopped(line)) => {
            // Marked, so that a script reading only the JSON is not misled.
            v["partial"] = json!(true);
            let done = match counts.len().saturating_sub(1) {
                0 => "the count for 0 plies is printed".to_string(),
                1 => "the counts for 0 and 1 ply are printed".to_string(),
                n => format!("the counts for 0 to {n} plies are printed"),
            };
            Err(CliError::Partial(v, format!("{line}; {done}")))
        }
        Err(e) => Err(e),
    }
}

/// A value as JSON: whole numbers without a fraction (`3`, not `3.0`), so
/// integer trees print exactly as before; others in full.
pub(crate) fn number(v: f64) -> Value {
    as_whole(v).map_or(json!(v), |i| json!(i))
}

/// A bound as JSON: a number, or "-inf"/"+inf".
pub(crate) fn bound(v: f64) -> Value {
    if v == NEG_INF {
        json!("-inf")
    } else if v == POS_INF {
        json!("+inf")
    } else {
        number(v)
    }
}

pub(crate) fn analyze(job: &Job, watch: &Watch) -> Result<Value, CliError> {
    let mut out = serde_json::Map::new();
    if let Some(m) = job.problem.to_move() {
        out.insert("to_move".into(), json!(m.to_string()));
    }
    // Each algorithm is one search: its own --max-nodes. One that the
    // node limit stops does not stop the next (alpha-beta often finishes
    // where minimax cannot: that is the lesson); the time limit stops all.
    let running = std::cell::Cell::new("");
    let what = || format!("the {} search", running.get());
    let (mut all, mut stopped) = (Vec::new(), Vec::new());
    watch.run(&what, |budget| {
        for &alg in &job.algorithms {
            running.set(alg.name());
            budget.begin_search();
            let null = &mut abviz_core::NullSink;
            let searched = job.problem.search_within(alg, &job.options, null, budget);
            let s = match searched {
                Err(Error::Stopped(abviz_core::Stopped {
                    reason: abviz_core::StopReason::NodeLimit(max),
                    nodes,
                })) => {
                    stopped.push((alg, nodes, max));
                    continue;
                }
                other => other?,
            };
            let d = (job.problem).decide_within(alg, &job.options, &s, job.secondary, budget)?;
            all.push((alg, s, d));
        }
        Ok(())
    })?;
    for &(alg, ref stats, ref decision) in &all {
        let mut v = stats_json(stats, decision, &job.problem, &job.options);
        if let Some(m) = job.options.futility.filter(|_| alg.spec().prunes) {
            v["futility"] = json!({
                "margin": number(m),
                "cutoffs": stats.futility_cutoffs,
                "pruned_children": stats.futility_pruned_children,
                "error_bound": number(m),
            });
        }
        if alg.spec().samples {
            let sign = match job.problem.root_kind() {
                abviz_core::NodeKind::Min => -1.0,
                _ => 1.0,
            };
            let name = |m: u32| job.problem.move_name(m).map_or(json!(m), |n| json!(n));
            let summary = crate::mcts::summary(stats, sign, name);
            for (k, x) in summary.as_object().into_iter().flatten() {
                v[k] = x.clone();
            }
            for k in ["cutoffs", "pruned_children"] {
                v.as_object_mut().map(|o| o.remove(k));
            }
        }
        if job.secondary.is_some() {
            v["secondary"] = (decision.secondary.as_ref())
                .map_or(Value::Null, |s| secondary_json(s, &job.problem));
        }
        out.insert(alg.name().into(), v);
    }
    if let Some(note) = chance_pruning(&job.problem, &job.algorithms, &job.options) {
        out.insert("chance_pruning".into(), json!(note));
    }
    let Some(&(first, nodes, max)) = stopped.first() else {
        return Ok(Value::Object(out));
    };
    for &(alg, nodes, _) in &stopped {
        out.insert(
            alg.name().into(),
            json!({ "stopped": "node limit", "nodes": nodes }),
        );
    }
    let line = watch.node_stop(&format!("the {} search", first.name()), nodes, max);
    if all.is_empty() {
        return Err(CliError::Stopped(line));
    }
    // What finished is printed, marked, and the line says which.
    out.insert("partial".into(), json!(true));
    let names: Vec<&str> = all.iter().map(|(a, _, _)| a.name()).collect();
    let verb = if names.len() == 1 { "is" } else { "are" };
    let line = format!(
        "{line}; {} finished and {verb} printed",
        names.join(" and ")
    );
    Err(CliError::Partial(Value::Object(out), line))
}

/// Secondary search's findings: moves as `best_move` prints them.
fn secondary_json(s: &Secondary, problem: &Problem) -> Value {
    let mv = |m: u32| problem.move_name(m).map_or(json!(m), |n| json!(n));
    json!({
        "depth": s.depth,
        "move": mv(s.chosen),
        "value": number(s.value),
        "deeper_value": number(s.deeper_value),
        "reconsidered": s.reconsidered,
        "second_move": s.second.map(|(m, _)| mv(m)),
        "second_value": s.second.map(|(_, v)| number(v)),
        "second_deeper_value": s.second_deeper_value.map(number),
        "final_move": mv(s.final_move),
        "final_value": number(s.final_value),
        "changed": s.changed,
        "nodes": s.nodes,
    })
}

/// Why a pruning search cannot prune at a game's chance nodes: Star1 needs
/// bounds on every value, which a game has only when it knows them (a
/// tree, from its leaves) or `--bounds` gives them. `None` when it can, or
/// nothing prunes.
pub(crate) fn chance_pruning(
    problem: &Problem,
    algorithms: &[Algorithm],
    options: &SearchOptions,
) -> Option<&'static str> {
    let prunes = algorithms.iter().any(|a| a.spec().prunes);
    // The game's own preparation gives bounds when it knows them (a tree
    // does, from its leaves); a game that does not leaves them to --bounds.
    let prepared = problem.prepare(options).ok();
    let unbounded = prepared.as_ref().unwrap_or(options).bounds.is_none();
    (prunes && unbounded && problem.has_chance()).then_some(
        "none: no --bounds L,U given, so Star1 prunes nothing at chance nodes (it needs the lowest and highest value a state can have)",
    )
}

/// The registry as JSON: what `--algorithm` accepts.
pub(crate) fn algorithms_json() -> Value {
    let list: Vec<Value> = ALGORITHMS
        .iter()
        .map(|a| {
            let code: Vec<Value> = (a.pseudocode(&SearchOptions::default()).iter())
                .map(|l| json!({ "indent": l.indent, "code": l.code, "note": l.note }))
                .collect();
            json!({
                "name": a.name,
                "title": a.title,
                "summary": a.summary,
                "prunes": a.prunes,
                "options": a.options,
                "pseudocode": code,
            })
        })
        .collect();
    Value::Array(list)
}
