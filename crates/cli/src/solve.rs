//! `abviz solve`: exact Connect Four scores with the core's solver kernel
//! (`abviz_core::Kernel`), for one position (`--board`, JSON) or a file of
//! positions (`--positions`, one line each, as Pons' tool prints them).
//! `--generic` keeps the traced solver (MTD(f) over the `Game` trait), the
//! page's teaching path, for comparison.

use std::io::{self, Write};
use std::time::Instant;

use abviz_core::error::quote;
use abviz_core::{
    grouped, parse_position_line, solve_within, Config, Connect4, Error, Game, Kernel,
    KernelOptions, Size,
};
use clap::Args;
use serde_json::{json, Value};

use crate::error::{written, CliError};
use crate::json::number;
use crate::limits::Watch;
use crate::Limits;

/// `abviz solve`'s options.
#[derive(Args)]
pub(crate) struct SolveOpts {
    #[command(flatten)]
    pub(crate) limits: Limits,
    /// A Connect Four position: a column sequence such as 4453, or a grid
    #[arg(long, default_value = "", allow_hyphen_values = true, value_name = "B")]
    pub(crate) board: String,
    /// A file of positions, one a line: a column sequence (1-based), then
    /// optionally its score; prints "position score nodes microseconds" a
    /// line and a summary. - reads standard input
    #[arg(long, value_name = "FILE", conflicts_with_all = ["board", "columns", "generic"], allow_hyphen_values = true)]
    pub(crate) positions: Option<String>,
    /// WxH, from 4x4 to 7x6
    #[arg(long, value_name = "WxH")]
    pub(crate) size: Option<String>,
    /// Transposition table slots, 1 to 67108864 (default: 8388608 for the
    /// kernel, five bytes a slot, rounded up to a power of two; 1048576 for
    /// --generic)
    #[arg(long, value_name = "N")]
    pub(crate) tt_size: Option<String>,
    /// Also solve each column's move
    #[arg(long)]
    pub(crate) columns: bool,
    /// Use the generic traced solver (MTD(f) over the Game trait) instead
    /// of the kernel
    #[arg(long)]
    pub(crate) generic: bool,
    /// Kernel: search every move, not only those that do not hand the
    /// opponent a win at once
    #[arg(long)]
    pub(crate) no_anticipate: bool,
    /// Kernel: order moves by centre only, not by the winning cells they make
    #[arg(long)]
    pub(crate) no_threat_order: bool,
    /// Kernel: no transposition table
    #[arg(long)]
    pub(crate) no_table: bool,
    /// Kernel: one full-window search instead of null windows bisecting
    /// the score interval
    #[arg(long)]
    pub(crate) no_bisect: bool,
    /// Kernel: do not answer from the opening books (the deep 7x6 book of
    /// positions up to 8 discs, shipped in web/data/, and the small ones
    /// compiled in)
    #[arg(long)]
    pub(crate) no_book: bool,
    /// Kernel: no enhanced transposition cut-offs (a node looking up its
    /// children's table entries before searching them; used only from
    /// positions with 30 or more empty cells)
    #[arg(long)]
    pub(crate) no_etc: bool,
    /// --positions: keep the table from one position to the next
    #[arg(long)]
    pub(crate) keep_table: bool,
    /// --positions: clear the table by writing every slot, as Pons' tool
    /// does, not just the slots the last position wrote (for timing
    /// against it from equally cold caches)
    #[arg(long, conflicts_with = "keep_table")]
    pub(crate) wipe_table: bool,
}

/// The kernel's options from the command line.
fn kernel_options(o: &SolveOpts) -> Result<KernelOptions, CliError> {
    let entries = match o.tt_size.as_deref() {
        Some(t) => Config::from_strs([("tt_size", t)])?.options.tt_size,
        None => KernelOptions::native().table_entries,
    };
    Ok(KernelOptions {
        table_entries: entries,
        anticipate: !o.no_anticipate,
        threat_order: !o.no_threat_order,
        table: !o.no_table,
        bisect: !o.no_bisect,
        book: !o.no_book,
        etc_root_empty: match o.no_etc {
            true => u32::MAX,
            false => KernelOptions::native().etc_root_empty,
        },
    })
}

/// `abviz solve --board`: the position's exact score and each column's,
/// from the side to move's view, as one JSON object.
///
/// `best_move` is the column of the best score nearest the centre (order
/// 4 3 5 2 6 1 7), read from the columns' scores with `--columns` and
/// found by [`Kernel::best_column`] without, so that it does not depend on
/// the solver's table. The generic solver (`--generic`) without
/// `--columns` gives its own, null when its bounds prove the value before
/// any move is searched.
pub(crate) fn solve_json(o: &SolveOpts, watch: &Watch) -> Result<Value, CliError> {
    let size = o.size.as_deref().map(str::parse::<Size>).transpose()?;
    let g = Connect4::parse(&o.board, size, abviz_core::Scoring::Fast)?;
    let root = g.root();
    // The position, with its columns, is one search: --max-nodes is its.
    let what = || "the solve".to_string();
    let (value, best, nodes, scores) = if o.generic {
        let tt_size = o.tt_size.as_deref().unwrap_or("1048576");
        let tt = Config::from_strs([("tt_size", tt_size)])?.options.tt_size;
        watch.run(&what, |budget| {
            let s = solve_within(&g, tt, budget)?;
            let scores = (0..g.size().w).filter(|_| o.columns);
            let scores: Result<Vec<_>, Error> = scores
                .map(|c| Ok(g.solve_column_within(c, tt, budget)?.map(|(v, _)| v as i32)))
                .collect();
            Ok((s.value as i32, s.best_move, s.nodes, scores?))
        })?
    } else {
        let mut kernel = Kernel::new(kernel_options(o)?);
        kernel.set_book(crate::book::shipped());
        watch.run(&what, |budget| {
            let s = kernel.solve(&g, budget)?;
            let scores = if o.columns {
                let columns = kernel.column_scores(&g, budget)?;
                columns.iter().map(|c| c.map(|c| c.score)).collect()
            } else {
                vec![]
            };
            let best = match o.columns {
                true => None,
                false => kernel.best_column(&g, s.score, budget)?,
            };
            Ok((s.score, best, s.nodes, scores))
        })?
    };
    let mut columns = Vec::new();
    let mut best_seen: Option<(i32, u32)> = None;
    for (c, score) in scores.iter().enumerate() {
        let c = c as u32;
        if let Some(v) = *score {
            let better =
                |(b, bc): (i32, u32)| v > b || (v == b && g.move_rank(c) < g.move_rank(bc));
            if best_seen.map_or(true, better) {
                best_seen = Some((v, c));
            }
        }
        let score = score.map_or(Value::Null, |v| number(v as f64));
        columns.push(json!({ "column": c + 1, "score": score }));
    }
    let best_move = if o.columns {
        best_seen.map(|(_, c)| c)
    } else {
        best
    };
    let mut out = json!({
        "to_move": if g.x_to_move(&root) { "X" } else { "O" },
        "value": number(value as f64),
        "best_move": best_move.map(|m| m + 1),
        "nodes": nodes,
    });
    if o.columns {
        out["columns"] = json!(columns);
    }
    Ok(out)
}

/// `abviz solve --positions FILE`: reads every line first (a bad one stops
/// the run before any search, naming file and line), then solves each
/// position with the kernel and prints `position score nodes microseconds`,
/// then `#` summary lines: mean time, mean nodes, and any disagreement with
/// the scores the file gives. The table is cleared before each position,
/// outside the timing (as Pons' tool does), unless `--keep-table`; with
/// `--wipe-table` by writing every slot, as Pons' tool does.
pub(crate) fn solve_positions(o: &SolveOpts, path: &str, watch: &Watch) -> Result<(), CliError> {
    let size = o.size.as_deref().map(str::parse::<Size>).transpose()?;
    let size = size.unwrap_or_default();
    let (arg, from) = match path {
        "-" => ("-".to_string(), "standard input".to_string()),
        p => (format!("@{p}"), quote(p)),
    };
    let text = watch.text("positions", &arg)?;
    let mut lines = Vec::new();
    for (i, line) in text.lines().enumerate() {
        match parse_position_line(line, size) {
            Ok(Some(p)) => lines.push((i + 1, p)),
            Ok(None) => {}
            Err(e) => {
                return Err(CliError::Line {
                    from,
                    line: i + 1,
                    reason: e.to_string(),
                })
            }
        }
    }
    let mut kernel = Kernel::new(kernel_options(o)?);
    kernel.set_book(crate::book::shipped());
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let (mut micros, mut nodes, mut wrong) = (0u128, 0u64, Vec::new());
    // The first failed write stops the solving: its lines would be lost.
    let mut failed: Option<io::Error> = None;
    // Each position is one search, with its own --max-nodes.
    let line = std::cell::Cell::new(0);
    let what = || format!("the solve of line {}", line.get());
    let (done, total) = (std::cell::Cell::new(0u64), lines.len() as u64);
    let label = || format!("{} of {} positions, ", grouped(done.get()), grouped(total));
    watch.run_showing(&label, &what, |budget| {
        for (at, p) in &lines {
            if failed.is_some() {
                break;
            }
            line.set(*at);
            budget.begin_search();
            if o.wipe_table {
                kernel.wipe();
            } else if !o.keep_table {
                kernel.clear();
            }
            let start = Instant::now();
            let s = kernel.solve(&p.game, budget)?;
            let us = start.elapsed().as_micros();
            micros += us;
            nodes += s.nodes;
            if p.expected.is_some_and(|e| e != s.score) {
                wrong.push((*at, p.text.clone(), p.expected, s.score));
            }
            failed = writeln!(out, "{} {} {} {us}", p.text, s.score, s.nodes).err();
            done.set(done.get() + 1);
        }
        Ok(())
    })?;
    let n = lines.len().max(1) as u128;
    let secs = micros as f64 / 1e6;
    let rate = if secs > 0.0 {
        nodes as f64 / secs / 1e6
    } else {
        0.0
    };
    if let Some(e) = failed {
        // A closed pipe ends the output, not the run's status.
        return written(Err(e));
    }
    let mut summary = writeln!(
        out,
        "# {} positions: mean {:.1} us, mean {} nodes, {rate:.1} M nodes/s; {} disagreements with the given scores",
        lines.len(),
        micros as f64 / n as f64,
        grouped((nodes as u128 / n) as u64),
        wrong.len()
    );
    for (at, text, expected, score) in wrong {
        let expected = expected.unwrap_or_default();
        summary = summary.and_then(|_| {
            writeln!(
                out,
                "# {from}:{at}: {text} is given {expected}, solved {score}"
            )
        });
    }
    written(summary.and_then(|_| out.flush()))
}
