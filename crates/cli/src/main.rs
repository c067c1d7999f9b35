//! `abviz`: analyse a tic-tac-toe position or a textbook tree with minimax and
//! alpha-beta, and print the counts (`analyze`) or every trace event (`trace`).
//!
//! All option values are read as text and parsed by `abviz-core`, so the CLI,
//! the page and the tests share one set of error messages. Any error is one
//! line on stderr and exit status 2.
//!
//! Every search runs within a [`Budget`]: `--max-nodes` is the core's node
//! limit; `--time-limit` and `--progress` live in the budget's tick (the core
//! has no clock), which the core calls every 2¹⁴ nodes. A search stopped by
//! a limit is one line naming the limit and exit status 3. Reading
//! `--tree @FILE` happens on its own thread, so a FIFO that never gets a
//! writer stops at the time limit too.

use std::fmt;
use std::io::{self, BufWriter, IsTerminal, Read, Write};
use std::process::ExitCode;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use abviz_core::error::quote;
use abviz_core::tree::as_whole;
use abviz_core::{
    count_positions_within, solve_within, Algorithm, Budget, Config, Connect4, Error, Event, Game,
    Problem, SearchOptions, Size, Stats, StopReason, ALGORITHMS, NEG_INF, NONE, POS_INF,
    TICK_EVERY,
};
use clap::{Args, Parser, Subcommand};
use serde_json::{json, Value};

const ABOUT: &str =
    "Minimax, alpha-beta and Ballard's *-minimax, counted and traced, for teaching game search.";

const CONVENTIONS: &str = "\
NOTATION
  Boards: 9 cells, row-major, cell 0 top-left, cell 8 bottom-right. X/x and O/o are
  marks; '.', '-' and '_' are empty; '/' may separate rows: O.X/.X./O.. . X moves
  when the counts are equal, else O. The side to move is MAX.
  Trees: nested lists, e.g. [[3,12,8],[2,4,6],[14,5,2]]. A number is a leaf (decimals
  allowed, within ±1000000000). Levels cycle MAX then --agents minus 1 MIN levels
  (default 2: MAX/MIN alternate), MAX at the root (--root min starts with MIN).
  Shorthand labels go before a node: a probability and ':', a name, '=' and a static
  value, a kind (max, min, chance), e.g. A max[B min[b1=3,b2=12], C chance[0.9:2, 0.1:3]].
  Numbers may be fractions: chance[1/6:3, 5/6:9].
  JSON: a node is a number or an object with kind, name, value, p and children (README).
  Children of a chance node without p share the rest of the probability equally.

SEARCH
  Alpha-beta starts with (-inf, +inf); after each child a MAX node raises alpha and a
  MIN node lowers beta; it breaks when alpha >= beta (--prune gt: only when alpha >
  beta, as CS188 does). Fail-soft returns the best value found; fail-hard clamps it
  into the window it was given.
  Chance nodes: minimax is expectiminimax (the probability-weighted mean). alphabeta
  runs Ballard's Star1 there: with every value in [L, U] (--bounds L,U; by default the
  tree's lowest and highest value), after k outcomes the node's value lies in
  [sum p*v + rest*L, sum p*v + rest*U], and the rest is cut when that interval leaves
  (alpha, beta). star2 first probes each outcome's first child to narrow it.
  Scoring wdl: win +1, draw 0, loss -1 for MAX. Scoring fast: win = 10 - plies from
  the root, loss = -(10 - plies). With --depth, unfinished positions at the limit get
  Nilsson's e(p) = lines open for MAX - lines open for MIN, and wins score 100 (fast:
  100 - plies) so they lie outside e's range.
  Orders: natural (ascending cell / listed), reverse, random:SEED, heuristic (by e(p),
  best for the mover first), best-first (by exact value: the Knuth-Moore best case),
  worst-first.

COUNTING
  nodes = every node entered, root included; leaves = nodes evaluated (finished or at
  the depth limit); cutoffs = breaks that leave at least one child untried;
  pruned_children = children so skipped; best_move = the first child in search order
  that achieves the root value (cell 0-8, or 0-based child index; null when the root
  is finished or at the depth limit); max_depth = deepest ply entered.

CONNECT FOUR (--game connect4)
  --size WxH from 4x4 to 7x6 (default 7x6). --board is a column sequence, 1-based from
  the left (4453: columns 4, 4, 5, 3; X first), or a grid, top row first, rows
  separated by '/', with X, O and '.'. The side to move is MAX. Scoring fast is the
  solver literature's: a win scores ceil(W*H/2) + 1 - the winner's stones, a loss the
  negative, a draw 0. With --depth, positions at the limit score open four-cell
  windows (1, 3, 9 for 1, 2, 3 discs; mine minus theirs) and finished games score
  +-(1000 + the fast score, or 1000 for wdl).

ENHANCEMENTS (--enhance a,b,...; alpha-beta on games)
  order: centre columns first (tic-tac-toe: centre, corners, edges). id: iterative
  deepening to --depth, each pass trying the last pass's best move first. tt: a
  transposition table of --tt-size slots (exact / lower / upper entries; a store
  replaces its slot unless it holds the same position searched deeper). killer: two
  killer moves per ply. history: the history heuristic (depth squared per cut-off).
  pvs: null windows after the first child, re-searched when they fail inside (alpha,
  beta). aspiration: each id pass starts with (previous value -+ 4). --algorithm mtdf:
  Plaat's MTD(f), needs tt. JSON then adds tt_probes, tt_hits, tt_cutoffs,
  re_searches and iterations (nodes per pass). Among equal root moves the first in the
  search's own order is the best move.
  abviz solve: the exact fast score without a depth limit (--columns: each column's,
  and best_move is then the best column, ties to the first in the order 4 3 5 2 6 1
  7; without --columns it is the solver's, null when bounds alone prove the value).
  abviz positions: distinct positions after 0..N plies (Tromp's counts).

LIMITS (analyze, trace, solve, positions)
  --max-nodes N stops a search after N nodes (for trace, sizing the full tree
  counts its distinct positions too); --time-limit SECONDS stops it, and reading
  --tree @FILE, after that long. Either prints one line naming the limit and
  exits with status 3. --progress writes nodes and time so far to stderr about
  twice a second (the default when stderr is a terminal; --no-progress: never).

EXAMPLES
  abviz analyze --board .........          549946 minimax nodes, 18297 alpha-beta
  abviz analyze --game connect4 --board 4453 --depth 6 --enhance id,tt,killer,history
  abviz solve --board 44455554221 --columns   -15, and each column's score
  abviz positions --size 7x6 --plies 7     1 7 49 238 1120 4263 16422 54859
  abviz analyze --tree '[[3,12,8],[2,4,6],[14,5,2]]'
  abviz analyze --tree 'max[chance[0.9:2,0.1:3], chance[0.9:1,0.1:4]]' --algorithm star2
  abviz analyze --tree @aima-chance.json --prune gt
  abviz trace --board O.X/.X./O.. --algorithm alphabeta";

#[derive(Parser)]
#[command(name = "abviz", version, about = ABOUT, after_long_help = CONVENTIONS)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Print one JSON object with each algorithm's value, best move and counts.
    #[command(after_long_help = CONVENTIONS)]
    Analyze(Opts),
    /// Print every trace event as JSON Lines (minimax's first when both run).
    #[command(after_long_help = CONVENTIONS)]
    Trace(Opts),
    /// List the registered algorithms with their options and pseudocode, as JSON.
    Algorithms,
    /// List the registered games with their notation, options and defaults, as JSON.
    Games,
    /// Solve a Connect Four position exactly (fast scoring, no depth limit), with
    /// each column's score, as JSON.
    Solve(SolveOpts),
    /// Count the distinct Connect Four positions after 0, 1, ..., N plies, as JSON.
    Positions(PositionOpts),
}

/// Limits and progress, shared by every searching command.
#[derive(Args, Clone, Default)]
struct Limits {
    /// Stop after this many nodes (exit status 3)
    #[arg(long, value_name = "N")]
    max_nodes: Option<String>,
    /// Stop after this many seconds (exit status 3)
    #[arg(long, value_name = "SECONDS")]
    time_limit: Option<String>,
    /// Write nodes and time so far to stderr about twice a second (the
    /// default when stderr is a terminal)
    #[arg(long, overrides_with = "no_progress")]
    progress: bool,
    /// Never write progress
    #[arg(long)]
    no_progress: bool,
}

#[derive(Args)]
struct SolveOpts {
    #[command(flatten)]
    limits: Limits,
    /// A Connect Four position: a column sequence such as 4453, or a grid
    #[arg(long, default_value = "", allow_hyphen_values = true, value_name = "B")]
    board: String,
    /// WxH, from 4x4 to 7x6
    #[arg(long, value_name = "WxH")]
    size: Option<String>,
    /// Transposition table slots, 1 to 67108864
    #[arg(long, default_value = "1048576", value_name = "N")]
    tt_size: String,
    /// Also solve each column's move (slow early in a game)
    #[arg(long)]
    columns: bool,
}

#[derive(Args)]
struct PositionOpts {
    #[command(flatten)]
    limits: Limits,
    /// WxH, from 4x4 to 7x6
    #[arg(long, default_value = "7x6", value_name = "WxH")]
    size: String,
    /// The most plies, 0 to 12
    #[arg(
        long,
        default_value = "7",
        allow_hyphen_values = true,
        value_name = "N"
    )]
    plies: String,
}

#[derive(Args)]
#[command(group = clap::ArgGroup::new("position").required(true).args(["board", "tree"]))]
struct Opts {
    #[command(flatten)]
    limits: Limits,
    /// A tic-tac-toe board, e.g. O.X/.X./O.., or with --game connect4 a
    /// column sequence such as 4453 (or a grid)
    #[arg(long, allow_hyphen_values = true, value_name = "B")]
    board: Option<String>,
    /// A game from `abviz games`: tictactoe, connect4 or tree
    #[arg(long, default_value = "tictactoe", value_name = "G")]
    game: String,
    /// Connect Four's size, WxH from 4x4 to 7x6 (default 7x6)
    #[arg(long, value_name = "WxH")]
    size: Option<String>,
    /// Enhancements of alpha-beta: order,id,tt,killer,history,pvs,aspiration
    #[arg(long, default_value = "", value_name = "LIST")]
    enhance: String,
    /// Transposition table slots (with tt), 1 to 67108864
    #[arg(long, value_name = "N")]
    tt_size: Option<String>,
    /// A textbook tree of nested lists, e.g. [[3,12,8],[2,4,6],[14,5,2]];
    /// @FILE reads it from a file and - from standard input (for trees too
    /// long for a command line)
    // This comment is clap's --help text, where brackets are literal, not links.
    #[allow(rustdoc::broken_intra_doc_links)]
    #[arg(long, allow_hyphen_values = true, value_name = "T")]
    tree: Option<String>,
    /// minimax, alphabeta, star2, mtdf (any registered algorithm) or both
    #[arg(long, default_value = "both", value_name = "A")]
    algorithm: String,
    /// natural, reverse, random:SEED, heuristic, best-first or worst-first
    #[arg(long, default_value = "natural", value_name = "O")]
    order: String,
    /// Plies to search before evaluating: e(p) for boards, a node's value for trees
    #[arg(long, allow_hyphen_values = true, value_name = "N")]
    depth: Option<String>,
    /// wdl or fast
    #[arg(long, default_value = "wdl", value_name = "S")]
    scoring: String,
    /// fail-soft or fail-hard
    #[arg(long, default_value = "fail-soft", value_name = "V")]
    variant: String,
    /// max or min: who moves at the root of a tree
    #[arg(long, default_value = "max", value_name = "R")]
    root: String,
    /// Agents per round in a tree: MAX then N-1 MIN levels
    #[arg(
        long,
        default_value = "2",
        allow_hyphen_values = true,
        value_name = "N"
    )]
    agents: String,
    /// ge (prune when alpha >= beta) or gt (only when alpha > beta, as CS188)
    #[arg(long, default_value = "ge", value_name = "P")]
    prune: String,
    /// L,U: the lowest and highest leaf value, for Star1/Star2 at chance nodes
    #[arg(long, allow_hyphen_values = true, value_name = "L,U")]
    bounds: Option<String>,
}

/// The most tree text read from a file or standard input: far more than a
/// tree of the core's 1,000,000-node limit needs with sensible numbers.
const MAX_TREE_TEXT: u64 = 64 << 20;

/// Why a run could not start.
#[derive(Debug)]
enum CliError {
    /// A bad board, tree or option (the core's message).
    Input(Error),
    /// `--tree @FILE` or `--tree -` could not be read; `from` names the
    /// source, any path in it already quoted.
    Read { from: String, reason: String },
    /// `positions --plies` outside 0 to [`MAX_PLIES`] (counted here, not in
    /// the core).
    Plies(String),
    /// `--max-nodes` or `--time-limit` (named) is not a positive number.
    Limit(&'static str, String),
    /// A limit stopped the run: the whole line (exit status 3).
    Stopped(String),
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Input(e) => e.fmt(f),
            CliError::Read { from, reason } => {
                write!(f, "cannot read the tree from {from}: {reason}")
            }
            CliError::Plies(s) => write!(
                f,
                "plies \"{}\" is not a whole number from 0 to {MAX_PLIES}",
                quote(s)
            ),
            CliError::Limit(name, s) => {
                write!(f, "{name} \"{}\" is not a number above 0", quote(s))
            }
            CliError::Stopped(line) => f.write_str(line),
        }
    }
}

impl std::error::Error for CliError {}

impl<E: Into<Error>> From<E> for CliError {
    fn from(e: E) -> Self {
        CliError::Input(e.into())
    }
}

/// The text of `--tree`: itself, or the contents of a file (`@FILE`) or of
/// standard input (`-`), at most [`MAX_TREE_TEXT`] bytes of UTF-8. A UTF-8
/// byte order mark at the start of a file is dropped (Windows editors write
/// one); a UTF-16 one is named, since the bytes after it are not UTF-8.
fn tree_text(arg: &str) -> Result<String, CliError> {
    let (from, reader): (String, Box<dyn Read>) = if arg == "-" {
        ("standard input".into(), Box::new(io::stdin()))
    } else if let Some(path) = arg.strip_prefix('@') {
        // The path is input too: a newline in it must not break the line.
        let from = format!("\"{}\"", quote(path));
        match std::fs::File::open(path) {
            Ok(file) => (from, Box::new(file)),
            Err(e) => {
                return Err(CliError::Read {
                    from,
                    reason: io_reason(&e),
                })
            }
        }
    } else {
        return Ok(arg.to_string());
    };
    let mut bytes = Vec::new();
    if let Err(e) = reader.take(MAX_TREE_TEXT + 1).read_to_end(&mut bytes) {
        return Err(CliError::Read {
            from,
            reason: io_reason(&e),
        });
    }
    if bytes.len() as u64 > MAX_TREE_TEXT {
        let reason = format!("it is longer than {} MiB", MAX_TREE_TEXT >> 20);
        return Err(CliError::Read { from, reason });
    }
    if bytes.starts_with(&[0xFF, 0xFE]) || bytes.starts_with(&[0xFE, 0xFF]) {
        let reason =
            "it is UTF-16 text (it starts with a UTF-16 byte order mark); save it as UTF-8".into();
        return Err(CliError::Read { from, reason });
    }
    let mut text = String::from_utf8(bytes).map_err(|e| CliError::Read {
        from,
        reason: format!("byte {} is not UTF-8 text", e.utf8_error().valid_up_to()),
    })?;
    if text.starts_with('\u{feff}') {
        text.drain(..'\u{feff}'.len_utf8());
    }
    Ok(text)
}

/// The longest `--time-limit`, in seconds (a year): past it a deadline
/// would not fit in an `Instant` on every platform.
const MAX_SECONDS: f64 = 365.0 * 24.0 * 3600.0;

/// The limits of one run, read from its options, and its clock.
struct Watch {
    max_nodes: Option<u64>,
    /// The time limit in seconds, and when it runs out.
    deadline: Option<(f64, Instant)>,
    progress: bool,
    start: Instant,
}

impl Watch {
    fn new(l: &Limits, start: Instant) -> Result<Watch, CliError> {
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
        })
    }

    /// Runs `search` within the limits: progress on stderr every half
    /// second, and a stop at the time limit named as such.
    fn run<T>(&self, search: impl FnOnce(&mut Budget) -> Result<T, Error>) -> Result<T, CliError> {
        let mut timed_out = false;
        let mut shown = self.start;
        let mut tick = |nodes: u64| {
            let now = Instant::now();
            if self.progress && now - shown >= PROGRESS_EVERY {
                shown = now;
                let secs = (now - self.start).as_secs_f64();
                eprintln!("abviz: {} nodes, {secs:.1} s", grouped(nodes));
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
        let result = search(&mut budget);
        match result {
            Err(Error::Stopped(s)) if timed_out || s.reason == StopReason::Cancelled => {
                let limit = self.deadline.map_or(0.0, |(x, _)| x);
                Err(CliError::Stopped(format!(
                    "stopped after {} nodes: the time limit is {limit} s; choose a smaller depth, or raise the limit",
                    grouped(s.nodes)
                )))
            }
            Err(Error::Stopped(s)) => Err(CliError::Stopped(s.to_string())),
            other => Ok(other?),
        }
    }

    /// [`tree_text`], given up at the time limit: a FIFO may never get a
    /// writer, and standard input may never close.
    fn tree_text(&self, arg: &str) -> Result<String, CliError> {
        let Some((limit, end)) = self.deadline.filter(|_| arg == "-" || arg.starts_with('@'))
        else {
            return tree_text(arg);
        };
        let (send, receive) = mpsc::channel();
        let owned = arg.to_string();
        // Left blocked if it never returns; the process exits without it.
        std::thread::spawn(move || send.send(tree_text(&owned)));
        let wait = end.saturating_duration_since(Instant::now());
        receive.recv_timeout(wait).unwrap_or_else(|_| {
            let from = match arg.strip_prefix('@') {
                Some(path) => format!("\"{}\"", quote(path)),
                None => "standard input".into(),
            };
            Err(CliError::Stopped(format!(
                "stopped reading the tree from {from}: the time limit is {limit} s"
            )))
        })
    }
}

/// How often `--progress` writes a line.
const PROGRESS_EVERY: Duration = Duration::from_millis(500);

/// `n` with thousands separators: 1,234,567.
fn grouped(n: u64) -> String {
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

/// An I/O error without its "(os error N)" suffix, lower-case like ours.
fn io_reason(e: &io::Error) -> String {
    match e.kind() {
        io::ErrorKind::NotFound => "no such file".into(),
        io::ErrorKind::PermissionDenied => "permission denied".into(),
        io::ErrorKind::IsADirectory => "it is a directory".into(),
        _ => {
            let text = e.to_string();
            let text = text.split(" (os error").next().unwrap_or(&text);
            text.to_lowercase()
        }
    }
}

/// Everything a run needs, parsed and validated.
struct Job {
    problem: Problem,
    algorithms: Vec<Algorithm>,
    options: SearchOptions,
}

impl Opts {
    fn job(&self, watch: &Watch) -> Result<Job, CliError> {
        let mut pairs = vec![
            ("scoring", self.scoring.as_str()),
            ("root", &self.root),
            ("order", &self.order),
            ("variant", &self.variant),
            ("algorithm", &self.algorithm),
            ("agents", &self.agents),
            ("prune", &self.prune),
            ("game", &self.game),
            ("enhance", &self.enhance),
        ];
        if let Some(s) = &self.size {
            pairs.push(("size", s));
        }
        if let Some(t) = &self.tt_size {
            pairs.push(("tt_size", t));
        }
        if let Some(d) = &self.depth {
            pairs.push(("depth", d));
        }
        if let Some(b) = &self.bounds {
            pairs.push(("bounds", b));
        }
        let config = Config::from_strs(pairs)?;
        let tree = (self.tree.as_deref())
            .map(|t| watch.tree_text(t))
            .transpose()?;
        let problem = Problem::from_config(self.board.as_deref(), tree.as_deref(), &config)?;
        // Depth, bounds and enhancements are checked before any search.
        problem.prepare(&config.options)?;
        for &alg in &config.algorithms {
            problem.check_enhancements(alg, &config.options)?;
        }
        Ok(Job {
            problem,
            algorithms: config.algorithms,
            options: config.options,
        })
    }
}

fn stats_json(s: &Stats) -> Value {
    let mut v = json!({
        "value": number(s.value),
        "best_move": s.best_move,
        "nodes": s.nodes,
        "leaves": s.leaves,
        "cutoffs": s.cutoffs,
        "pruned_children": s.pruned_children,
        "max_depth": s.max_depth,
    });
    if s.probes > 0 {
        v["probes"] = json!(s.probes);
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

/// `abviz solve`: the position's exact score and each column's, from the
/// side to move's view.
///
/// With `--columns`, `best_move` is read from the columns' scores: the best
/// score, and among equal ones the first column in the static centre-first
/// order (4 3 5 2 6 1 7), so that it does not depend on the solver's table.
/// Without, it is the solver's own, which is null when its bounds prove the
/// value before any move is searched.
fn solve_json(o: &SolveOpts, watch: &Watch) -> Result<Value, CliError> {
    let config = Config::from_strs([("tt_size", o.tt_size.as_str())])?;
    let size = o.size.as_deref().map(str::parse::<Size>).transpose()?;
    let g = Connect4::parse(&o.board, size, abviz_core::Scoring::Fast)?;
    let root = g.root();
    let tt = config.options.tt_size;
    // One budget for the whole command: the limits are the command's.
    let (s, scores) = watch.run(|budget| {
        let s = solve_within(&g, tt, budget)?;
        let scores = (0..g.size().w).filter(|_| o.columns);
        let scores: Result<Vec<_>, Error> = scores
            .map(|c| Ok((c, g.solve_column_within(c, tt, budget)?)))
            .collect();
        Ok((s, scores?))
    })?;
    let mut columns = Vec::new();
    let mut best: Option<(f64, u32)> = None;
    for (c, score) in scores {
        if let Some((v, _)) = score {
            let better =
                |(b, bc): (f64, u32)| v > b || (v == b && g.move_rank(c) < g.move_rank(bc));
            if best.map_or(true, better) {
                best = Some((v, c));
            }
        }
        let score = score.map_or(Value::Null, |(v, _)| number(v));
        columns.push(json!({ "column": c + 1, "score": score }));
    }
    let best_move = if o.columns {
        best.map(|(_, c)| c)
    } else {
        s.best_move
    };
    let mut out = json!({
        "to_move": if g.x_to_move(&root) { "X" } else { "O" },
        "value": number(s.value),
        "best_move": best_move.map(|m| m + 1),
        "nodes": s.nodes,
    });
    if o.columns {
        out["columns"] = json!(columns);
    }
    Ok(out)
}

/// The most plies `abviz positions` counts: 7×6 has 12 million distinct
/// positions at ply 12, all held in memory at once, and three times as many
/// at ply 13.
const MAX_PLIES: u32 = 12;

/// `abviz positions`: Tromp's counts.
fn positions_json(o: &PositionOpts, watch: &Watch) -> Result<Value, CliError> {
    let size: Size = o.size.parse()?;
    let plies: u32 = match o.plies.trim().parse() {
        Ok(n) if n <= MAX_PLIES => n,
        _ => return Err(CliError::Plies(o.plies.clone())),
    };
    let counts = watch.run(|budget| count_positions_within(size, plies, budget))?;
    Ok(json!({ "size": size.to_string(), "positions": counts }))
}

/// A value as JSON: whole numbers without a fraction (`3`, not `3.0`), so
/// integer trees print exactly as before; others in full.
fn number(v: f64) -> Value {
    as_whole(v).map_or(json!(v), |i| json!(i))
}

/// A bound as JSON: a number, or "-inf"/"+inf".
fn bound(v: f64) -> Value {
    if v == NEG_INF {
        json!("-inf")
    } else if v == POS_INF {
        json!("+inf")
    } else {
        number(v)
    }
}

fn analyze(job: &Job, watch: &Watch) -> Result<Value, CliError> {
    let mut out = serde_json::Map::new();
    if let Some(m) = job.problem.to_move() {
        out.insert("to_move".into(), json!(m.to_string()));
    }
    let all = watch.run(|budget| {
        (job.algorithms.iter())
            .map(|&alg| {
                let null = &mut abviz_core::NullSink;
                job.problem.search_within(alg, &job.options, null, budget)
            })
            .collect::<Result<Vec<_>, Error>>()
    })?;
    for (&alg, stats) in job.algorithms.iter().zip(all) {
        out.insert(alg.name().into(), stats_json(&stats));
    }
    Ok(Value::Object(out))
}

fn trace(job: &Job, watch: &Watch, out: &mut impl Write) -> Result<(), Box<dyn std::error::Error>> {
    let traces = watch.run(|budget| {
        job.problem
            .traces_within(&job.algorithms, &job.options, budget)
    })?;
    for (&alg, (_, trace)) in job.algorithms.iter().zip(traces) {
        // Moves from the root to the current node, to name the moves a cut-off skips.
        let mut path: Vec<u32> = Vec::new();
        for e in trace.iter() {
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
                    if enhanced(alg, &job.options) {
                        // The order changes from node to node: the count only.
                        fields.insert("skipped".into(), json!(skipped));
                    } else {
                        let order = job.problem.ordered_moves(&job.options, &path);
                        let skipped_moves = &order[order.len() - skipped as usize..];
                        fields.insert("skipped".into(), json!(skipped_moves));
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
            }
            serde_json::to_writer(&mut *out, &line).map_err(io::Error::from)?;
            out.write_all(b"\n")?;
        }
    }
    Ok(())
}

/// Whether `alg` runs the enhanced search (see `abviz_core::enhance`).
fn enhanced(alg: Algorithm, options: &SearchOptions) -> bool {
    alg == Algorithm::Mtdf || (alg.spec().prunes && !options.enhance.is_empty())
}

/// The registry as JSON: what `--algorithm` accepts.
fn algorithms_json() -> Value {
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

/// Most characters of a clap message that [`fold`] keeps.
const CLAP_MESSAGE_LIMIT: usize = 200;

/// `message` from clap as one short line: its words joined by single
/// spaces, each quoted (clap repeats a bad argument as typed, control
/// characters and all), and, past [`CLAP_MESSAGE_LIMIT`] characters, its
/// first and last words around an ellipsis.
fn fold(message: &str) -> String {
    let words: Vec<String> = message.split_whitespace().map(quote).collect();
    let total: usize = words.iter().map(|w| w.chars().count() + 1).sum();
    if total <= CLAP_MESSAGE_LIMIT {
        return words.join(" ");
    }
    // Words from the start for three quarters of the limit, the rest from
    // the end (no word is longer than QUOTE_LIMIT characters).
    fn keep<'a>(words: impl Iterator<Item = &'a String>, room: usize) -> Vec<&'a str> {
        let mut used = 0;
        (words.map(|w| w.as_str()))
            .take_while(|w| {
                used += w.chars().count() + 1;
                used <= room
            })
            .collect()
    }
    let head = keep(words.iter(), CLAP_MESSAGE_LIMIT * 3 / 4);
    let mut tail = keep(words.iter().rev(), CLAP_MESSAGE_LIMIT / 4 - 2);
    tail.reverse();
    format!("{} … {}", head.join(" "), tail.join(" "))
}

/// Prints a JSON result, or its error as one line with exit status 2 (3
/// when a limit stopped it).
fn print_or_fail(result: Result<Value, CliError>) -> ExitCode {
    match result {
        Ok(v) => {
            let _ = writeln!(io::stdout(), "{v}");
            ExitCode::SUCCESS
        }
        Err(e) => fail_run(e),
    }
}

fn fail(message: impl std::fmt::Display) -> ExitCode {
    eprintln!("abviz: {message}");
    ExitCode::from(2)
}

/// Exit status 3 for a run a limit stopped, else 2, with the one line.
fn fail_run(e: CliError) -> ExitCode {
    match e {
        CliError::Stopped(_) => {
            eprintln!("abviz: {e}");
            ExitCode::from(3)
        }
        e => fail(e),
    }
}

fn main() -> ExitCode {
    let start = Instant::now();
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if !e.use_stderr() => {
            // --help and --version go to stdout as usual.
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
        Err(e) if e.kind() == clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            return fail("a command is needed: abviz analyze or abviz trace (see abviz --help)");
        }
        Err(e) => {
            // clap's message may go on over indented lines before its usage
            // block; fold those into one line and drop the usage.
            let text = e.to_string();
            let message = text.split("\n\n").next().unwrap_or("bad arguments");
            let line = fold(message.trim_start_matches("error: "));
            return fail(format_args!("{line} (see abviz --help)"));
        }
    };
    let limits = match &cli.command {
        Command::Analyze(o) | Command::Trace(o) => o.limits.clone(),
        Command::Solve(o) => o.limits.clone(),
        Command::Positions(o) => o.limits.clone(),
        Command::Algorithms | Command::Games => Limits::default(),
    };
    let watch = match Watch::new(&limits, start) {
        Ok(w) => w,
        Err(e) => return fail(e),
    };
    let opts = match &cli.command {
        Command::Analyze(opts) | Command::Trace(opts) => opts,
        Command::Solve(o) => return print_or_fail(solve_json(o, &watch)),
        Command::Positions(o) => return print_or_fail(positions_json(o, &watch)),
        Command::Algorithms => {
            // A closed pipe (`abviz algorithms | head -c 100`) ends quietly.
            let _ = writeln!(io::stdout(), "{}", algorithms_json());
            return ExitCode::SUCCESS;
        }
        Command::Games => {
            let _ = writeln!(io::stdout(), "{}", abviz_core::games_json());
            return ExitCode::SUCCESS;
        }
    };
    let job = match opts.job(&watch) {
        Ok(job) => job,
        Err(e) => return fail_run(e),
    };
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let result = match cli.command {
        Command::Analyze(_) => analyze(&job, &watch)
            .map_err(|e| e.into())
            .and_then(|v| writeln!(out, "{v}").map_err(|e| e.into())),
        Command::Trace(_) => trace(&job, &watch, &mut out),
        Command::Algorithms | Command::Games | Command::Solve(_) | Command::Positions(_) => Ok(()),
    };
    match result.and_then(|_| out.flush().map_err(|e| e.into())) {
        Ok(()) => ExitCode::SUCCESS,
        // A closed pipe (`abviz trace … | head`) is not an error worth a message.
        Err(e)
            if e.downcast_ref::<io::Error>()
                .is_some_and(|e| e.kind() == io::ErrorKind::BrokenPipe) =>
        {
            ExitCode::SUCCESS
        }
        Err(e) => match e.downcast::<CliError>() {
            Ok(e) => fail_run(*e),
            Err(e) => fail(e),
        },
    }
}
