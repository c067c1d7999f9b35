//! # abviz-wasm
//!
//! A thin wasm-bindgen adapter over `abviz-core` for the page. Following the
//! rustwasm Game of Life, the exported surface is one handle, [`Analysis`],
//! with a few methods: small results cross the boundary through
//! serde-wasm-bindgen, while traces stay in wasm memory and JavaScript reads
//! them through a `Uint32Array` view over `memory.buffer` at
//! [`Analysis::events_ptr`] (2 words per event; the layout and its
//! constants come from [`event_kinds`], so JavaScript never spells them as
//! numbers). Build the view when you use it: it is invalidated whenever wasm
//! memory grows.
//!
//! The whole tree for drawing ([`abviz_core::TreeModel`]: parents, moves,
//! depths, subtree sizes, child lists, x positions) and each algorithm's
//! [`abviz_core::Timeline`] are built once, on the first `model_*` or
//! `buffer_*` call, and read the same way: [`Analysis::buffer_ptr`] and
//! [`Analysis::buffer_len`] for typed-array views over `memory.buffer`.
//!
//! Bad input never panics: it becomes a JavaScript `Error` whose message is
//! the core's one-line message.

use std::cell::OnceCell;

use std::collections::BTreeMap;

use abviz_core::trace::kind;
use abviz_core::{
    Algorithm, Config, Error, NodeKind, NullSink, Problem, SearchOptions, Stats, Timeline, Trace,
    TreeModel, ALGORITHMS, NEVER, NONE,
};
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

/// What the page asks for; every field but one of `board`/`tree` is optional
/// and takes the CLI's defaults.
#[derive(Deserialize, Default, Debug)]
#[serde(default)]
pub struct Request {
    /// A board such as `O.X/.X./O..`.
    pub board: Option<String>,
    /// A textbook tree such as `[[3,12,8],[2,4,6],[14,5,2]]`.
    pub tree: Option<String>,
    /// `natural` (default), `reverse`, `random:SEED`, `heuristic`, `best-first`, `worst-first`.
    pub order: Option<String>,
    /// Depth limit in plies, as a number or text; empty or absent for none.
    pub depth: Option<NumberOrText>,
    /// `wdl` (default) or `fast`.
    pub scoring: Option<String>,
    /// `fail-soft` (default) or `fail-hard`.
    pub variant: Option<String>,
    /// `max` (default) or `min`, for trees.
    pub root: Option<String>,
    /// `both` (default: minimax and `pruned`) or one registered name.
    pub algorithm: Option<String>,
    /// The pruning search `both` pairs with minimax: `alphabeta` (default)
    /// or any registered name, such as `star2`.
    pub pruned: Option<String>,
    /// `ge` (default) or `gt`.
    pub prune: Option<String>,
    /// Agents per round in a tree (default 2).
    pub agents: Option<NumberOrText>,
    /// `L,U` bounds for chance nodes; empty or absent for the tree's range.
    pub bounds: Option<String>,
    /// `tictactoe` (default) or `connect4`.
    pub game: Option<String>,
    /// Connect Four's size, `7x6` by default.
    pub size: Option<String>,
    /// Enhancements of the pruning search: `order,id,tt,killer,history,pvs,aspiration`.
    pub enhance: Option<String>,
    /// Transposition table slots.
    pub tt_size: Option<NumberOrText>,
    /// For `solve`: drop a disc in this column (1-based) first.
    pub column: Option<u32>,
}

/// A number as JavaScript may send it (a depth limit, a number of agents):
/// `3` or text from an input box (`"3"`, or `""` for none).
#[derive(Deserialize, Debug, Clone)]
#[serde(untagged)]
pub enum NumberOrText {
    /// `3`
    Number(f64),
    /// `"3"` or `""`
    Text(String),
}

impl NumberOrText {
    /// The value as text, for the core's option parser.
    fn text(&self) -> String {
        match self {
            NumberOrText::Number(n) => n.to_string(),
            NumberOrText::Text(t) => t.clone(),
        }
    }
}

/// Counts of one search, as the CLI prints them.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct StatsJs {
    pub value: f64,
    pub best_move: Option<u32>,
    pub nodes: f64,
    pub leaves: f64,
    pub cutoffs: f64,
    pub pruned_children: f64,
    pub max_depth: u32,
    /// Star2's probing visits.
    pub probes: f64,
    /// Number of trace records.
    pub events: u32,
    /// Transposition table look-ups, hits and answers.
    pub tt_probes: f64,
    pub tt_hits: f64,
    pub tt_cutoffs: f64,
    /// PVS, aspiration and MTD(f) re-searches.
    pub re_searches: f64,
    /// Nodes per iterative-deepening pass (one entry without `id`).
    pub iterations: Vec<f64>,
}

impl StatsJs {
    fn new(s: &Stats, events: usize) -> StatsJs {
        StatsJs {
            value: s.value,
            best_move: s.best_move,
            nodes: s.nodes as f64,
            leaves: s.leaves as f64,
            cutoffs: s.cutoffs as f64,
            pruned_children: s.pruned_children as f64,
            max_depth: s.max_depth,
            probes: s.probes as f64,
            events: events as u32,
            tt_probes: s.tt_probes as f64,
            tt_hits: s.tt_hits as f64,
            tt_cutoffs: s.tt_cutoffs as f64,
            re_searches: s.re_searches as f64,
            iterations: if s.iterations.is_empty() {
                vec![s.nodes as f64]
            } else {
                s.iterations.iter().map(|&n| n as f64).collect()
            },
        }
    }
}

/// The summary handed to JavaScript.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct Summary {
    /// "board" (tic-tac-toe), "connect4" or "tree".
    pub kind: &'static str,
    /// Connect Four's `[width, height]`.
    pub size: Option<[u32; 2]>,
    /// Connect Four: the column sequence (1-based) that reached the root,
    /// when it was given as one.
    pub moves: Option<String>,
    /// Passes in the pruning search's trace (iterative deepening), 1 without.
    pub passes: u32,
    /// The pass whose timeline the "alphabeta" buffers hold (1-based).
    pub pass: u32,
    /// The position in canonical notation (`O.X/.X./O..`, or the tree without spaces).
    pub root: String,
    /// "X" or "O" for boards.
    pub to_move: Option<String>,
    /// Whether MAX moves at the root.
    pub root_is_max: bool,
    /// Whether the tree has chance nodes.
    pub has_chance: bool,
    /// The bounds [L, U] Star1 uses at chance nodes, if any.
    pub bounds: Option<[f64; 2]>,
    /// Agents per round (trees).
    pub agents: u32,
    /// The pruning rule: `ge` or `gt`.
    pub prune: &'static str,
    /// Whether node names were given (trees).
    pub named: bool,
    /// The full search's counts (slot "minimax").
    pub minimax: Option<StatsJs>,
    /// The pruning search's counts (slot "alphabeta", whichever it is).
    pub alphabeta: Option<StatsJs>,
    /// The registry entry of the algorithm in each slot.
    pub algorithms: BTreeMap<&'static str, AlgorithmJs>,
}

/// A registry entry as the page shows it; see `abviz_core::registry`.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct AlgorithmJs {
    pub name: &'static str,
    pub title: &'static str,
    pub summary: &'static str,
    pub prunes: bool,
    /// `[indent, code, note, note_key]` per line, for the run's options.
    pub pseudocode: Vec<(u8, &'static str, &'static str, &'static str)>,
    /// Event tag → line index.
    pub lines: BTreeMap<&'static str, usize>,
}

impl AlgorithmJs {
    /// `alg`'s entry under `options`; without chance nodes, without the
    /// lines about them.
    fn new(alg: Algorithm, options: &SearchOptions, chance: bool) -> AlgorithmJs {
        let spec = alg.spec();
        let keep = if chance {
            spec.code.len()
        } else {
            spec.chance_from
        };
        AlgorithmJs {
            name: spec.name,
            title: spec.title,
            summary: spec.summary,
            prunes: spec.prunes,
            pseudocode: (spec.pseudocode(options).iter().take(keep))
                .map(|l| (l.indent, l.code, l.note, l.note_key))
                .collect(),
            lines: (spec.lines.iter().copied())
                .filter(|&(_, i)| i < keep)
                .collect(),
        }
    }
}

/// The page's slot for `alg`: "minimax" for the full search, else "alphabeta".
fn slot(alg: Algorithm) -> &'static str {
    if alg.spec().prunes {
        "alphabeta"
    } else {
        "minimax"
    }
}

/// Both searches of one position, with their traces kept in wasm memory.
#[wasm_bindgen]
pub struct Analysis {
    summary: Summary,
    problem: Problem,
    minimax: Option<Trace>,
    alphabeta: Option<Trace>,
    /// The drawing data, built on first use; `None` inside when minimax was not run.
    model: OnceCell<Option<Model>>,
    /// Whether the pruning search reorders moves per node (enhanced).
    dynamic: bool,
    /// Where each pass of the pruning search starts in its trace (one
    /// entry, 0, without iterative deepening), and the pass shown.
    pass_starts: Vec<usize>,
    pass: usize,
}

/// The full minimax tree and when each algorithm reaches each of its nodes.
struct Model {
    tree: TreeModel,
    minimax: Timeline,
    alphabeta: Option<Timeline>,
    /// Each node's probability from its parent (NaN unless a chance child).
    prob: Vec<f64>,
    /// Each node's name (empty when the tree names none).
    names: Vec<String>,
}

/// A position, options and algorithms parsed from a [`Request`], and the
/// summary with no counts yet.
struct Job {
    problem: Problem,
    options: SearchOptions,
    algorithms: Vec<Algorithm>,
    summary: Summary,
}

impl Job {
    fn new(req: &Request) -> Result<Job, Error> {
        let depth = req.depth.as_ref().map_or(String::new(), NumberOrText::text);
        let agents = req.agents.as_ref().map_or("2".into(), NumberOrText::text);
        let tt_size = (req.tt_size.as_ref())
            .map_or(abviz_core::DEFAULT_TT_SIZE.to_string(), NumberOrText::text);
        let pruned = req.pruned.as_deref().unwrap_or("alphabeta");
        let algorithm = match req.algorithm.as_deref().unwrap_or("both") {
            "both" => None,
            name => Some(name),
        };
        let config = Config::from_strs([
            ("scoring", req.scoring.as_deref().unwrap_or("wdl")),
            ("root", req.root.as_deref().unwrap_or("max")),
            ("order", req.order.as_deref().unwrap_or("natural")),
            ("variant", req.variant.as_deref().unwrap_or("fail-soft")),
            ("prune", req.prune.as_deref().unwrap_or("ge")),
            ("agents", &agents),
            ("depth", &depth),
            ("bounds", req.bounds.as_deref().unwrap_or("")),
            ("algorithm", algorithm.unwrap_or(pruned)),
            ("game", req.game.as_deref().unwrap_or("tictactoe")),
            ("size", req.size.as_deref().unwrap_or("")),
            ("enhance", req.enhance.as_deref().unwrap_or("")),
            ("tt_size", &tt_size),
        ])?;
        let mut algorithms = config.algorithms.clone();
        if algorithm.is_none() {
            algorithms.insert(0, Algorithm::Minimax);
            algorithms.dedup();
        }
        let problem = Problem::from_config(req.board.as_deref(), req.tree.as_deref(), &config)?;
        let options = problem.prepare(&config.options)?;
        // The built-in games by type; another game has no notation here yet.
        use abviz_core::{Connect4, TicTacToe, TreeGame};
        let (kind, root, named) = if let Some(g) = problem.game::<TicTacToe>() {
            ("board", abviz_core::Game::root(g).to_string(), false)
        } else if let Some(g) = problem.game::<Connect4>() {
            ("connect4", g.grid(&abviz_core::Game::root(g)), false)
        } else if let Some(g) = problem.game::<TreeGame>() {
            ("tree", g.tree().to_string(), g.tree().has_names())
        } else {
            ("board", String::new(), false)
        };
        let (size, moves) = match problem.game::<Connect4>() {
            Some(g) => (
                Some([g.size().w, g.size().h]),
                g.played().map(|m| {
                    m.iter()
                        .map(|c| char::from_digit(c + 1, 10).unwrap_or('?'))
                        .collect()
                }),
            ),
            _ => (None, None),
        };
        let summary = Summary {
            kind,
            size,
            moves,
            passes: 1,
            pass: 1,
            root,
            to_move: problem.to_move().map(|m| m.to_string()),
            root_is_max: problem.root_kind() != abviz_core::NodeKind::Min,
            has_chance: problem.has_chance(),
            bounds: options.bounds.map(|(l, u)| [l, u]),
            agents: config.setup.agents,
            prune: options.prune.name(),
            named,
            minimax: None,
            alphabeta: None,
            algorithms: (algorithms.iter())
                .map(|&a| (slot(a), AlgorithmJs::new(a, &options, problem.has_chance())))
                .collect(),
        };
        Ok(Job {
            problem,
            options,
            algorithms,
            summary,
        })
    }
}

impl Analysis {
    /// Parses `req` and runs the searches it names: the constructor's work,
    /// without JavaScript values, so native tests call it.
    fn run(req: &Request) -> Result<Analysis, Error> {
        let job = Job::new(req)?;
        let mut summary = job.summary.clone();
        let (mut minimax, mut alphabeta) = (None, None);
        let traces = job.problem.traces(&job.algorithms, &job.options)?;
        let mut dynamic = false;
        for (&alg, (stats, trace)) in job.algorithms.iter().zip(traces) {
            let s = Some(StatsJs::new(&stats, trace.len()));
            match slot(alg) {
                "minimax" => (summary.minimax, minimax) = (s, Some(trace)),
                _ => {
                    dynamic = alg == Algorithm::Mtdf || !job.options.enhance.is_empty();
                    (summary.alphabeta, alphabeta) = (s, Some(trace))
                }
            }
        }
        // Iterative deepening's passes begin at PASS records.
        let mut pass_starts: Vec<usize> = (alphabeta.iter())
            .flat_map(|t| t.packed().iter().enumerate())
            .filter(|(_, e)| e.kind() == kind::PASS)
            .map(|(i, _)| i)
            .collect();
        if pass_starts.is_empty() {
            pass_starts.push(0);
        }
        summary.passes = pass_starts.len() as u32;
        summary.pass = summary.passes;
        Ok(Analysis {
            summary,
            problem: job.problem,
            minimax,
            alphabeta,
            model: OnceCell::new(),
            dynamic,
            pass: pass_starts.len() - 1,
            pass_starts,
        })
    }

    /// The searches `req` names without recording traces (each `events` is 0):
    /// what the counts cost on their own.
    fn count(req: &Request) -> Result<Summary, Error> {
        let job = Job::new(req)?;
        let mut summary = job.summary.clone();
        for &alg in &job.algorithms {
            let stats = job.problem.search(alg, &job.options, &mut NullSink)?;
            let s = Some(StatsJs::new(&stats, 0));
            match slot(alg) {
                "minimax" => summary.minimax = s,
                _ => summary.alphabeta = s,
            }
        }
        Ok(summary)
    }

    /// The drawing data, built on first use from the traces; `None` when
    /// minimax was not run (its trace is what enters every node).
    fn model(&self) -> Option<&TreeModel> {
        self.built().map(|m| &m.tree)
    }

    /// `algorithm`'s timeline over [`Analysis::model`] ("minimax" or "alphabeta").
    fn timeline(&self, algorithm: &str) -> Option<&Timeline> {
        let m = self.built()?;
        match algorithm {
            "minimax" => Some(&m.minimax),
            "alphabeta" => m.alphabeta.as_ref(),
            _ => None,
        }
    }

    fn built(&self) -> Option<&Model> {
        self.model
            .get_or_init(|| {
                let tree = TreeModel::from_trace(self.minimax.as_ref()?);
                let minimax = tree.timeline(self.minimax.as_ref()?);
                let alphabeta = self
                    .alphabeta
                    .as_ref()
                    .map(|t| self.pass_timeline(&tree, t));
                let (prob, names) = tree.labels(&self.problem);
                Some(Model {
                    tree,
                    minimax,
                    alphabeta,
                    prob,
                    names,
                })
            })
            .as_ref()
    }

    /// The events of the pass shown.
    fn pass_events<'t>(&self, t: &'t Trace) -> &'t [abviz_core::PackedEvent] {
        let start = self.pass_starts[self.pass];
        let end = self
            .pass_starts
            .get(self.pass + 1)
            .copied()
            .unwrap_or(t.len());
        &t.packed()[start..end]
    }

    /// The pruning search's timeline over the pass shown.
    fn pass_timeline(&self, tree: &TreeModel, t: &Trace) -> Timeline {
        let events = self.pass_events(t);
        if self.dynamic {
            tree.timeline_dynamic(events, t.reals())
        } else {
            tree.timeline_packed(events, t.reals())
        }
    }

    /// Shows pass `k` (1-based) of the pruning search: its events and its
    /// timeline replace the "alphabeta" ones. Returns whether `k` exists.
    fn show_pass(&mut self, k: usize) -> bool {
        if k == 0 || k > self.pass_starts.len() {
            return false;
        }
        self.pass = k - 1;
        self.summary.pass = k as u32;
        let _ = self.built();
        let timeline = match (self.model.get(), &self.alphabeta) {
            (Some(Some(m)), Some(t)) => Some(self.pass_timeline(&m.tree, t)),
            _ => None,
        };
        if let (Some(Some(m)), Some(tl)) = (self.model.get_mut(), timeline) {
            m.alphabeta = Some(tl);
        }
        true
    }

    /// Address and length (in elements) of a named model array; see
    /// [`Analysis::buffer_ptr`] for the names.
    fn buffer(&self, name: &str) -> Option<(usize, usize)> {
        fn at<T>(v: &[T]) -> Option<(usize, usize)> {
            Some((v.as_ptr() as usize, v.len()))
        }
        let t = self.model()?;
        match name {
            "parent" => at(&t.parent),
            "mv" => at(&t.mv),
            "depth" => at(&t.depth),
            "size" => at(&t.size),
            "child_start" => at(&t.child_start),
            "children" => at(&t.children),
            "x" => at(&t.x),
            "kind" => at(&t.kind),
            "prob" => at(&self.built()?.prob),
            _ => {
                let (algorithm, field) = name.split_once('.')?;
                let tl = self.timeline(algorithm)?;
                match field {
                    "enter" => at(&tl.enter),
                    "exit" => at(&tl.exit),
                    "pruned" => at(&tl.pruned),
                    "value" => at(&tl.value),
                    "best" => at(&tl.best),
                    "table" => at(&tl.table),
                    _ => None,
                }
            }
        }
    }

    /// The events the page steps through: minimax's, or the pass shown.
    fn events(&self, algorithm: &str) -> Option<&[abviz_core::PackedEvent]> {
        match algorithm {
            "alphabeta" => self.alphabeta.as_ref().map(|t| self.pass_events(t)),
            _ => self.trace(algorithm).map(|t| t.packed()),
        }
    }

    fn trace(&self, algorithm: &str) -> Option<&Trace> {
        match algorithm {
            "minimax" => self.minimax.as_ref(),
            "alphabeta" => self.alphabeta.as_ref(),
            _ => None,
        }
    }
}

/// The constants of the packed trace, by name, as [`event_kinds`] gives them
/// to JavaScript.
const EVENT_CONSTANTS: [(&str, f64); 22] = [
    ("ENTER", kind::ENTER as f64),
    ("LEAF", kind::LEAF as f64),
    ("ALPHA", kind::ALPHA as f64),
    ("BETA", kind::BETA as f64),
    ("CUTOFF", kind::CUTOFF as f64),
    ("EXIT", kind::EXIT as f64),
    ("BOUND", kind::BOUND as f64),
    ("WINDOW", kind::WINDOW as f64),
    ("TABLE", kind::TABLE as f64),
    ("PASS", kind::PASS as f64),
    ("RESEARCH", kind::RESEARCH as f64),
    ("KIND_MASK", kind::MASK as f64),
    ("PAYLOAD_SHIFT", kind::BITS as f64),
    ("REAL", kind::REAL as f64),
    ("ENTER_FLAG_BITS", kind::ENTER_FLAG_BITS as f64),
    ("NONE", NONE as f64),
    ("NEG_INF", kind::NEG_INF_WORD as f64),
    ("POS_INF", kind::POS_INF_WORD as f64),
    ("NEVER", NEVER as f64),
    ("MAX", NodeKind::Max.code() as f64),
    ("MIN", NodeKind::Min.code() as f64),
    ("CHANCE", NodeKind::Chance.code() as f64),
];

/// The trace's constants as a frozen plain object, so JavaScript names them
/// instead of writing numbers (`{ENTER: 0, LEAF: 1, …}`).
///
/// Each record of [`Analysis::events_ptr`] is two u32 words `[head, word]`;
/// `head & KIND_MASK` is the kind and `(head & ~REAL) >>> PAYLOAD_SHIFT`
/// its payload:
///
/// | kind | payload | word |
/// |---|---|---|
/// | `ENTER` | (move + 1) << ENTER_FLAG_BITS \| probe << 2 \| node kind (0 MAX, 1 MIN, 2 CHANCE) | node id |
/// | `LEAF` | 1 if scored at the depth limit, else 0 | value |
/// | `ALPHA` | 0 | the new α |
/// | `BETA` | 0 | the new β |
/// | `CUTOFF` | number of children skipped | 0 |
/// | `EXIT` | 0 | value returned |
/// | `BOUND` | 0: lower, 1: upper bound of a chance node's value (a pair) | value |
/// | `WINDOW` | 0: α, 1: β a chance node passes to its next child (a pair) | value |
///
/// A value word is an i32 in two's complement (`word | 0`), `NEG_INF` /
/// `POS_INF` for ∓∞, unless `head & REAL`: then the value is
/// `reals[word]`, from [`Analysis::reals_ptr`]. Every record but `ENTER`
/// is about the innermost open node. A node may be entered more than once
/// (Star2's probes). `NONE` is the root's parent and move in the model's
/// `parent` and `mv`; `NEVER` marks "never happens" in the timelines.
/// `value` as a plain JavaScript value, maps as plain objects (not `Map`s).
fn to_js<T: Serialize>(value: &T) -> Result<JsValue, serde_wasm_bindgen::Error> {
    value.serialize(&serde_wasm_bindgen::Serializer::new().serialize_maps_as_objects(true))
}

/// Every registered algorithm, `[{name, title, summary, prunes}]`, for
/// the page's choice of pruning search.
#[wasm_bindgen]
pub fn algorithms() -> Result<JsValue, JsError> {
    let list: Vec<AlgorithmJs> = (ALGORITHMS.iter())
        .map(|s| AlgorithmJs::new(s.algorithm, &SearchOptions::default(), true))
        .collect();
    to_js(&list).map_err(|e| JsError::new(&e.to_string()))
}

/// Every registered game as JSON text (see `abviz_core::games_json`):
/// `[{name, aliases, title, notation, options, view}]`, parsed by the page.
#[wasm_bindgen]
pub fn games() -> String {
    abviz_core::games_json()
}

#[wasm_bindgen]
pub fn event_kinds() -> JsValue {
    let obj = js_sys::Object::new();
    for (name, value) in EVENT_CONSTANTS {
        let _ = js_sys::Reflect::set(&obj, &JsValue::from_str(name), &JsValue::from_f64(value));
    }
    js_sys::Object::freeze(&obj).into()
}

/// A JavaScript `Error` with the core's message, plus `code` and `params`.
/// What [`solve`] returns.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct Solved {
    /// The exact `fast` score from the side to move's view (after
    /// `column`, still from the original side's view); `None` when that
    /// column cannot be played.
    pub value: Option<f64>,
    /// The best move (0-based column), when the search names one.
    pub best_move: Option<u32>,
    /// Nodes searched.
    pub nodes: f64,
}

/// The exact solve of a Connect Four request (its `size`, `board`, and
/// optionally `column`), as a native function for tests.
pub fn solve_request(req: &Request) -> Result<Solved, Error> {
    let size = match req.size.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(s) => Some(s.parse::<abviz_core::Size>()?),
    };
    let tt_size = (req.tt_size.as_ref()).map_or((1 << 20).to_string(), NumberOrText::text);
    let config = Config::from_strs([("tt_size", tt_size.as_str())])?;
    let g = abviz_core::Connect4::parse(
        req.board.as_deref().unwrap_or(""),
        size,
        abviz_core::Scoring::Fast,
    )?;
    let Some(c) = req.column else {
        let s = abviz_core::solve(&g, config.options.tt_size)?;
        return Ok(Solved {
            value: Some(s.value),
            best_move: s.best_move,
            nodes: s.nodes as f64,
        });
    };
    let solved = match c.checked_sub(1) {
        Some(c) => g.solve_column(c, config.options.tt_size)?,
        None => None,
    };
    Ok(Solved {
        value: solved.map(|(v, _)| v),
        best_move: None,
        nodes: solved.map_or(0.0, |(_, n)| n as f64),
    })
}

/// Solves a Connect Four position exactly (no depth limit, `fast`
/// scoring, every enhancement): `{value, best_move, nodes}`. With
/// `column`, the value of dropping a disc there first.
#[wasm_bindgen]
pub fn solve(request: JsValue) -> Result<JsValue, JsValue> {
    console_error_panic_hook::set_once();
    let req: Request = serde_wasm_bindgen::from_value(request)
        .map_err(|e| JsValue::from(js_sys::Error::new(&format!("bad request: {e}"))))?;
    let solved = solve_request(&req).map_err(|e| js_error(&e))?;
    to_js(&solved).map_err(|e| JsError::new(&e.to_string()).into())
}

fn js_error(e: &Error) -> JsValue {
    let err = js_sys::Error::new(&e.to_string());
    // The core's stable code and parameters, so the page can say the same
    // thing in another language.
    let (code, params) = (e.code(), e.params());
    let obj = js_sys::Object::new();
    for (k, v) in params {
        let _ = js_sys::Reflect::set(&obj, &JsValue::from_str(k), &JsValue::from_str(&v));
    }
    let _ = js_sys::Reflect::set(&err, &JsValue::from_str("code"), &JsValue::from_str(&code));
    let _ = js_sys::Reflect::set(&err, &JsValue::from_str("params"), &obj);
    err.into()
}

#[wasm_bindgen]
impl Analysis {
    /// Analyses the position in `request` (see [`Request`]); throws an
    /// `Error` carrying the core's message (and `code`, `params`) on bad input.
    #[wasm_bindgen(constructor)]
    pub fn new(request: JsValue) -> Result<Analysis, JsValue> {
        console_error_panic_hook::set_once();
        let req: Request = serde_wasm_bindgen::from_value(request)
            .map_err(|e| JsValue::from(js_sys::Error::new(&format!("bad request: {e}"))))?;
        Analysis::run(&req).map_err(|e| js_error(&e))
    }

    /// `{kind, root, to_move, root_is_max, minimax, alphabeta}`, each
    /// algorithm's object shaped as the CLI's, plus its number of `events`.
    pub fn summary(&self) -> Result<JsValue, JsError> {
        to_js(&self.summary).map_err(|e| JsError::new(&e.to_string()))
    }

    /// Address in wasm memory of `algorithm`'s first packed event ("minimax"
    /// or "alphabeta"); 0 when that search was not run.
    pub fn events_ptr(&self, algorithm: &str) -> usize {
        self.events(algorithm).map_or(0, |e| e.as_ptr() as usize)
    }

    /// Number of events (each 2 × u32) of `algorithm`.
    pub fn events_len(&self, algorithm: &str) -> usize {
        self.events(algorithm).map_or(0, |e| e.len())
    }

    /// Shows pass `k` (1-based) of iterative deepening in the "alphabeta"
    /// slot: `events_*` and the `alphabeta.*` buffers then hold that pass
    /// (build new views). False when there is no such pass.
    pub fn select_pass(&mut self, k: usize) -> bool {
        self.show_pass(k)
    }

    /// Address of `algorithm`'s table of values that are not whole numbers
    /// (f64), which records with the `REAL` bit index.
    pub fn reals_ptr(&self, algorithm: &str) -> usize {
        self.trace(algorithm)
            .map_or(0, |t| t.reals().as_ptr() as usize)
    }

    /// Number of f64s in that table.
    pub fn reals_len(&self, algorithm: &str) -> usize {
        self.trace(algorithm).map_or(0, |t| t.reals().len())
    }

    /// Each node's name, in id order, when the tree names its nodes (else
    /// an empty array). Builds the model as `model_len` does.
    pub fn names(&self) -> Vec<String> {
        self.built().map(|m| m.names.clone()).unwrap_or_default()
    }

    /// Runs the searches in `request` without recording traces and returns a
    /// summary shaped as [`Analysis::summary`]'s (every `events` is 0); for
    /// timing the search alone. Throws as the constructor does.
    pub fn count_only(request: JsValue) -> Result<JsValue, JsValue> {
        console_error_panic_hook::set_once();
        let req: Request = serde_wasm_bindgen::from_value(request)
            .map_err(|e| JsValue::from(js_sys::Error::new(&format!("bad request: {e}"))))?;
        let summary = Analysis::count(&req).map_err(|e| js_error(&e))?;
        to_js(&summary).map_err(|e| JsError::new(&e.to_string()).into())
    }

    /// Number of nodes in the full minimax tree, building the drawing data
    /// (model and both timelines) on the first call of any `model_*` or
    /// `buffer_*` method; 0 when minimax was not run. Building allocates, so
    /// call this first, then take pointers and build views.
    pub fn model_len(&self) -> usize {
        self.model().map_or(0, |m| m.len())
    }

    /// Number of leaves: the layout's width in slots (x lies in 0..slots).
    pub fn model_slots(&self) -> u32 {
        self.model().map_or(0, |m| m.slots)
    }

    /// The deepest ply in the tree (the root is 0).
    pub fn model_max_depth(&self) -> u32 {
        self.model().map_or(0, |m| m.max_depth)
    }

    /// Address in wasm memory of a model array, for a typed-array view over
    /// `memory.buffer` of [`Analysis::buffer_len`] elements; 0 for an
    /// unknown name, or when the array does not exist (no minimax, or
    /// "alphabeta.*" when alpha-beta was not run). With n = `model_len()`:
    ///
    /// | name | type | length | meaning |
    /// |---|---|---|---|
    /// | `parent` | Uint32 | n | parent id; 0xFFFFFFFF for the root |
    /// | `mv` | Uint32 | n | move from the parent (cell / child index); 0xFFFFFFFF for the root |
    /// | `depth` | Uint32 | n | ply below the root |
    /// | `size` | Uint32 | n | subtree size: the subtree is ids `[id, id + size)` |
    /// | `child_start` | Uint32 | n + 1 | `children[child_start[v]..child_start[v+1]]` are v's |
    /// | `children` | Uint32 | n − 1 | every node's children in search order |
    /// | `x` | Float32 | n | x in leaf slots: leaves 0, 1, 2, …; parents centred |
    /// | `kind` | Uint8 | n | 0 MAX, 1 MIN, 2 CHANCE |
    /// | `prob` | Float64 | n | probability from a chance parent; NaN otherwise |
    /// | `minimax.enter`, `alphabeta.enter` | Uint32 | n | index of the node's Enter event, or 0xFFFFFFFF |
    /// | `….exit` | Uint32 | n | index of its Exit event, or 0xFFFFFFFF |
    /// | `….pruned` | Uint32 | n | index of the Cutoff that skipped it or an ancestor, or 0xFFFFFFFF |
    /// | `….value` | Float64 | n | value returned at the last Exit (0 if never) |
    /// | `….best` | Uint32 | n | the child the node chose: the first, of those returned before its Exit, with the best value for its side; 0xFFFFFFFF for leaves and nodes that never exited |
    ///
    /// Event indices count events (not words) in that algorithm's trace.
    /// Views die when wasm memory grows: rebuild them when you use them.
    pub fn buffer_ptr(&self, name: &str) -> usize {
        self.buffer(name).map_or(0, |b| b.0)
    }

    /// Number of elements (not bytes) of the model array `name`; 0 for an
    /// unknown or absent one (see [`Analysis::buffer_ptr`]).
    pub fn buffer_len(&self, name: &str) -> usize {
        self.buffer(name).map_or(0, |b| b.1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_4_totals_match_the_core() {
        let req = Request {
            board: Some("O.X/.X./O..".into()),
            ..Default::default()
        };
        let a = Analysis::run(&req).unwrap();
        assert_eq!(a.summary.minimax.unwrap().nodes, 186.0);
        assert_eq!(a.summary.alphabeta.unwrap().nodes, 77.0);
        assert_eq!(a.summary.to_move.as_deref(), Some("X"));
    }

    #[test]
    fn empty_depth_text_means_no_limit() {
        let req = Request {
            board: Some(".........".into()),
            depth: Some(NumberOrText::Text(" ".into())),
            algorithm: Some("alphabeta".into()),
            ..Default::default()
        };
        assert_eq!(
            Analysis::run(&req)
                .unwrap()
                .summary
                .alphabeta
                .unwrap()
                .nodes,
            18297.0
        );
    }

    #[test]
    fn move_4_model_buffers_cover_the_whole_tree() {
        let req = Request {
            board: Some("O.X/.X./O..".into()),
            ..Default::default()
        };
        let a = Analysis::run(&req).unwrap();
        assert_eq!(
            (a.model_len(), a.model_slots(), a.model_max_depth()),
            (186, 86, 5)
        );
        for name in [
            "parent",
            "mv",
            "depth",
            "size",
            "x",
            "minimax.enter",
            "alphabeta.value",
        ] {
            assert_eq!(a.buffer_len(name), 186, "{name}");
            assert_ne!(a.buffer_ptr(name), 0, "{name}");
        }
        assert_eq!(a.buffer_len("child_start"), 187);
        assert_eq!(a.buffer_len("children"), 185);
        for name in [
            "",
            "nodes",
            "minimax",
            "minimax.",
            "alphabeta.alpha",
            "other.enter",
        ] {
            assert_eq!((a.buffer_ptr(name), a.buffer_len(name)), (0, 0), "{name}");
        }
        let ab = a.timeline("alphabeta").unwrap();
        let pruned = ab
            .pruned
            .iter()
            .filter(|&&p| p != abviz_core::NEVER)
            .count();
        assert_eq!(pruned, 109);
        // The pointers are those of the cached model: built once.
        assert_eq!(
            a.buffer_ptr("alphabeta.pruned"),
            ab.pruned.as_ptr() as usize
        );
    }

    #[test]
    fn model_needs_minimax_and_counting_skips_traces() {
        let req = Request {
            board: Some("O.X/.X./O..".into()),
            algorithm: Some("alphabeta".into()),
            ..Default::default()
        };
        let a = Analysis::run(&req).unwrap();
        assert_eq!((a.model_len(), a.buffer_ptr("x")), (0, 0));
        let s = Analysis::count(&Request {
            board: Some(".........".into()),
            ..Default::default()
        })
        .unwrap();
        let (mm, ab) = (s.minimax.unwrap(), s.alphabeta.unwrap());
        assert_eq!(
            (mm.nodes, ab.nodes, mm.events, ab.events),
            (549946.0, 18297.0, 0, 0)
        );
    }

    #[test]
    fn event_kinds_are_the_core_constants() {
        let get = |name: &str| {
            EVENT_CONSTANTS
                .iter()
                .find(|(n, _)| *n == name)
                .unwrap_or_else(|| panic!("no {name}"))
                .1
        };
        let kinds = [
            kind::ENTER,
            kind::LEAF,
            kind::ALPHA,
            kind::BETA,
            kind::CUTOFF,
            kind::EXIT,
        ];
        for (name, k) in ["ENTER", "LEAF", "ALPHA", "BETA", "CUTOFF", "EXIT"]
            .iter()
            .zip(kinds)
        {
            assert_eq!(get(name), k as f64, "{name}");
        }
        assert_eq!((get("KIND_MASK"), get("PAYLOAD_SHIFT")), (15.0, 4.0));
        assert_eq!(
            (get("NONE"), get("NEVER")),
            (4_294_967_295.0, 4_294_967_295.0)
        );
        assert_eq!(
            (get("NEG_INF"), get("POS_INF")),
            (-2_147_483_647.0, 2_147_483_647.0)
        );
        // The packed events of a real trace decode with them.
        let a = Analysis::run(&Request {
            tree: Some("[[3,12,8],[2,4,6],[14,5,2]]".into()),
            ..Default::default()
        })
        .unwrap();
        let ab = a.trace("alphabeta").unwrap().packed();
        let cutoff = ab
            .iter()
            .find(|e| (e.0[0] & get("KIND_MASK") as u32) as f64 == get("CUTOFF"))
            .unwrap();
        assert_eq!(cutoff.0[0] >> get("PAYLOAD_SHIFT") as u32, 2);
        let names: std::collections::BTreeSet<&str> = EVENT_CONSTANTS.iter().map(|c| c.0).collect();
        assert_eq!(names.len(), EVENT_CONSTANTS.len(), "names are unique");
    }

    #[test]
    fn best_buffers_hold_each_nodes_chosen_child() {
        let a = Analysis::run(&Request {
            tree: Some("[[3,12,8],[2,4,6],[14,5,2]]".into()),
            ..Default::default()
        })
        .unwrap();
        for alg in ["minimax", "alphabeta"] {
            let name = format!("{alg}.best");
            assert_eq!(a.buffer_len(&name), 13, "{name}");
            let best = a.timeline(alg).unwrap().best.as_slice();
            assert_eq!(a.buffer_ptr(&name), best.as_ptr() as usize, "{name}");
            // The root chooses A (node 1); B (node 5) its first leaf.
            assert_eq!((best[0], best[5], best[6]), (1, 6, NEVER), "{name}");
        }
    }

    #[test]
    fn errors_have_stable_codes_and_parameters() {
        let e = Analysis::run(&Request {
            board: Some("XX./.../...".into()),
            ..Default::default()
        })
        .err()
        .unwrap();
        let (code, params) = (e.code(), e.params());
        assert_eq!(code, "board.ImpossibleCounts");
        assert_eq!(params, vec![("x", "2".to_string()), ("o", "0".to_string())]);
    }

    /// Parameters echo input exactly as the message does, between its quotes.
    #[test]
    fn error_parameters_carry_the_quoted_input_of_the_message() {
        let leaf = "7".repeat(200_000);
        let cases = [
            (
                Request {
                    tree: Some(format!("[1,{leaf}]")),
                    ..Default::default()
                },
                "text",
                "77777777777777777777…7777777777777777777",
            ),
            (
                Request {
                    tree: Some("[1,x\u{1b}y]".into()),
                    ..Default::default()
                },
                "text",
                r"x\u{1b}y",
            ),
            (
                Request {
                    tree: Some("[1 \u{0}]".into()),
                    ..Default::default()
                },
                "found",
                r"\0",
            ),
            (
                Request {
                    board: Some("XO.\u{7}".into()),
                    ..Default::default()
                },
                "ch",
                r"\u{7}",
            ),
            (
                Request {
                    board: Some(".........".into()),
                    order: Some("a\nb".into()),
                    ..Default::default()
                },
                "value",
                r"a\nb",
            ),
        ];
        for (req, key, want) in cases {
            let e = Analysis::run(&req).err().unwrap();
            let (code, params) = (e.code(), e.params());
            let got = params.iter().find(|(k, _)| *k == key);
            let got = got.unwrap_or_else(|| panic!("{code}: no {key}")).1.as_str();
            assert_eq!(got, want, "{code}");
            let message = e.to_string();
            assert!(message.contains(want), "{code}: {message}");
            assert!(
                message.len() < 200 && !message.contains('\n'),
                "{code}: {message}"
            );
        }
    }

    #[test]
    fn connect_four_passes_are_shown_one_at_a_time() {
        let mut a = Analysis::run(&Request {
            game: Some("connect4".into()),
            board: Some("4453".into()),
            depth: Some(NumberOrText::Number(4.0)),
            enhance: Some("id,tt".into()),
            ..Default::default()
        })
        .unwrap();
        let s = a.summary.clone();
        assert_eq!(
            (s.kind, s.size, s.moves.as_deref()),
            ("connect4", Some([7, 6]), Some("4453"))
        );
        assert_eq!((s.passes, s.pass), (4, 4));
        let iterations = s.alphabeta.unwrap().iterations;
        assert_eq!(iterations.len(), 4);
        // Each pass's events hold exactly its nodes' Enters.
        for k in 1..=4 {
            assert!(a.select_pass(k));
            let enters = (a.events("alphabeta").unwrap().iter())
                .filter(|e| e.kind() == kind::ENTER)
                .count();
            assert_eq!(enters as f64, iterations[k - 1], "pass {k}");
            assert_eq!(a.summary.pass, k as u32);
            assert_eq!(a.buffer_len("alphabeta.enter"), a.model_len());
        }
        assert!(!a.select_pass(5) && !a.select_pass(0));
    }

    #[test]
    fn solve_gives_the_published_score_and_each_column() {
        let req = |column| Request {
            board: Some("44455554221".into()),
            column,
            ..Default::default()
        };
        assert_eq!(solve_request(&req(None)).unwrap().value, Some(-15.0));
        assert_eq!(solve_request(&req(Some(4))).unwrap().value, Some(-15.0));
        assert_eq!(solve_request(&req(Some(8))).unwrap().value, None);
        let e = solve_request(&Request {
            board: Some("4444444".into()),
            ..Default::default()
        })
        .unwrap_err();
        assert_eq!(e.code(), "connect4.FullColumn");
    }

    #[test]
    fn bad_board_is_an_error_with_the_core_message() {
        let req = Request {
            board: Some("XXX/OO./...Z".into()),
            ..Default::default()
        };
        let e = Analysis::run(&req).err().unwrap();
        assert!(e.to_string().contains("'Z' at position 12"), "{e}");
    }
}
