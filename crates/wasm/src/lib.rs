//! # abviz-wasm
//!
//! A thin wasm-bindgen adapter over `abviz-core` for the page. Following the
//! rustwasm Game of Life, the exported surface is one handle, [`Analysis`],
//! with a few methods, plus [`solve`], [`algorithms`] and [`event_kinds`].
//! This file holds only what JavaScript sees; each method is a line or two
//! over the plain Rust side that native tests call:
//!
//! - `request/`: the page's request, read once at the boundary
//!   ([`Request::from_js`]) by walking the core's option declarations
//!   (a table of them worked out at compile time, `fields.rs`), so
//!   an option declared in the core needs no line here; values stay text
//!   for the core's own parsers, so errors carry the core's codes.
//! - `analysis.rs`: [`Analysis`], both searches with their traces; [`tikz`],
//!   the position as `abviz export` draws it for print.
//! - `summary.rs`: the small results, handed over as plain objects through
//!   serde-wasm-bindgen.
//! - `buffers.rs`: what JavaScript reads straight from wasm memory.
//! - `solve.rs`: the exact Connect Four solve of the generic search.
//! - `kernel.rs`: the Connect Four solver kernel ([`Solver`]), one per
//!   worker with its table allocated once, behind the page's exact answers
//!   and the lab's solver ladder; its technique switches come with each call,
//!   and the deep opening book's bytes once the worker has fetched them.
//!   `kernel_js.rs`: its methods as JavaScript sees them.
//! - `maze.rs`: the maze games (Pacman, the two robots): the board and
//!   the root's state in the summary (`summary.maze`, or [`maze()`]
//!   without a search), and every drawn node's state as `maze.*` buffers,
//!   so the page's hover reads arrays instead of asking the worker. The
//!   core makes them ([`abviz_core::maze`]); the problem says whether it is
//!   a maze, so this adapter names no game.
//! - `json.rs`: JSON trees, parsed by the browser's `JSON.parse`.
//! - `edit.rs`: tree edits (the node menu's Change value) by the core.
//! - `play.rs`: whole Pacman and robots games ([`play_game`], [`PlayRun`]).
//! - `mcts.rs`: Monte Carlo tree search for the MCTS panel ([`mcts()`]):
//!   the events of its first traced iterations, packed, and its convergence.
//! - `learn.rs`: TD(λ) training of Connect Four's learned evaluation, a
//!   few games per call ([`Learner`]). A search request uses learned
//!   weights with `eval: "learned"` (the shipped ones) or `eval` set to a
//!   weight file's JSON text (read by `JSON.parse`).
//!
//! Traces stay in wasm memory and JavaScript reads them through a
//! `Uint32Array` view over `memory.buffer` at [`Analysis::events_ptr`]
//! (2 words per event; the layout and its constants come from
//! [`event_kinds`], so JavaScript never spells them as numbers). Build the
//! view when you use it: it is invalidated whenever wasm memory grows.
//!
//! The whole tree for drawing ([`abviz_core::TreeModel`]: parents, moves,
//! depths, subtree sizes, child lists, x positions) and each algorithm's
//! [`abviz_core::Timeline`] are built once, on the first `model_*` or
//! `buffer_*` call, and read the same way: [`Analysis::buffer_ptr`] and
//! [`Analysis::buffer_len`] for typed-array views over `memory.buffer`.
//!
//! Every search runs within a budget the page passes with each call:
//! `max_nodes` (a node limit; none when absent) and `tick`, a JavaScript
//! function called with the nodes so far every 2¹⁴ nodes (the page's
//! progress; returning `false` stops the search). Over budget, the call
//! throws the core's `search.NodeLimit` / `search.Cancelled` error.
//!
//! Bad input never panics: it becomes a JavaScript `Error` whose message is
//! the core's one-line message, with its `code` and `params`. (So there is
//! no panic hook: a panic would be a bug, and shows as a wasm trap.)
//!
//! ## Size
//! The module is what the page downloads first, so the adapter keeps it
//! small: no JSON text codec (requests are read field by field, results
//! built by serde-wasm-bindgen, JSON trees parsed by the browser) and no
//! float formatting of its own.

mod analysis;
mod buffers;
mod edit;
mod json;
mod kernel;
mod kernel_js;
mod learn;
mod matches;
pub mod maze;
pub mod mcts;
mod play;
mod request;
mod solve;
mod summary;

use abviz_core::{Algorithm, Budget, Error, SearchOptions, TICK_EVERY};
use serde::Serialize;
use wasm_bindgen::prelude::*;

pub use analysis::{tikz, Analysis};
pub use buffers::EVENT_CONSTANTS;
pub use edit::{edit_of, edit_text, tree_edit, tree_set_value};
pub use kernel::{BestMove, KernelSolved, Solver, Switches, SWITCHES};
pub use learn::{Learner, POINT_WORDS};
pub use play::{play_game_within, GameJs, PlayRequest, PlayRun, TallyJs, TurnJs, TURN_WORDS};
pub use request::{BadRequest, Request, RequestError};
pub use solve::{solve_request, solve_within};
pub use summary::{AlgorithmJs, Object, Solved, StatsJs, Summary};

/// `value` as a plain JavaScript value, maps as plain objects (not `Map`s).
fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsValue> {
    let plain = serde_wasm_bindgen::Serializer::new().serialize_maps_as_objects(true);
    value
        .serialize(&plain)
        .map_err(|e| js_sys::Error::new(&e.to_string()).into())
}

/// A JavaScript `Error` with the core's message, plus `code` and `params`,
/// so the page can say the same thing in another language.
pub(crate) fn js_error(e: &Error) -> JsValue {
    let err = js_sys::Error::new(&e.to_string());
    let params = js_sys::Object::new();
    for (k, v) in e.params() {
        let _ = js_sys::Reflect::set(&params, &JsValue::from_str(k), &JsValue::from_str(&v));
    }
    let _ = js_sys::Reflect::set(&err, &"code".into(), &JsValue::from_str(&e.code()));
    let _ = js_sys::Reflect::set(&err, &"params".into(), &params);
    err.into()
}

/// Runs `search` within `max_nodes` (if given) with `tick` (if given)
/// called every [`TICK_EVERY`] nodes; an error becomes the `Error` to throw.
pub(crate) fn within<T>(
    max_nodes: Option<f64>,
    tick: Option<js_sys::Function>,
    search: impl FnOnce(&mut Budget) -> Result<T, Error>,
) -> Result<T, JsValue> {
    let mut call = |nodes: u64| {
        let said = tick
            .as_ref()
            .map(|f| f.call1(&JsValue::NULL, &JsValue::from(nodes as f64)));
        // Only a plain `false` stops: a tick that throws is ignored.
        !matches!(said, Some(Ok(v)) if v == JsValue::FALSE)
    };
    let mut budget = Budget::default().with_tick(TICK_EVERY, &mut call);
    budget.max_nodes = max_nodes.filter(|&m| m >= 1.0).map(|m| m as u64);
    search(&mut budget).map_err(|e| js_error(&e))
}

/// The request in `value`, or the `Error` to throw.
fn read(value: &JsValue) -> Result<Request, JsValue> {
    Request::from_js(value).map_err(|e| match e {
        RequestError::Shape(bad) => js_sys::Error::new(&bad.to_string()).into(),
        RequestError::Core(e) => js_error(&e),
    })
}

/// Every registered algorithm, `[{name, title, summary, prunes, …}]`, for
/// the page's choice of pruning search.
#[wasm_bindgen]
pub fn algorithms() -> Result<JsValue, JsValue> {
    let list: Vec<AlgorithmJs> = (Algorithm::ALL.iter())
        .map(|&a| AlgorithmJs::new(a, &SearchOptions::default(), true))
        .collect();
    to_js(&list)
}

/// Every registered game as JSON text (see `abviz_core::games_json`):
/// `[{name, aliases, title, notation, options, view}]`, parsed by the page.
#[wasm_bindgen]
pub fn games() -> String {
    abviz_core::games_json()
}

/// Every named preset as JSON text (see `abviz_core::presets_json`): name,
/// title, source, caption, game, position, options and baseline, the
/// options as the same text values the page's fields hold, for the
/// gallery. Text only, so no number is formatted on the way.
#[wasm_bindgen]
pub fn presets() -> String {
    abviz_core::presets_json()
}

/// Nilsson's tic-tac-toe game stage by stage, then Fig. 6 (see
/// `abviz_core::replay::replay_json`), as JSON text for the page's Replay:
/// each stage's tree read from its search, the tie, MIN's replies and the
/// counts with and without symmetry.
#[wasm_bindgen]
pub fn replay_nilsson() -> Result<String, JsError> {
    abviz_core::replay::replay_json().map_err(|e| JsError::new(&e.to_string()))
}

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
/// | `FUTILITY` | number of children skipped (a futility stop at a child of the root; α and β as for `CUTOFF`) | the margin M |
/// | `EXIT` | 0 | value returned |
/// | `BOUND` | 0: lower, 1: upper bound of a chance node's value (a pair) | value |
/// | `WINDOW` | 0: α, 1: β a chance node passes to its next child (a pair) | value |
/// | `BOOK` | 1 if the endgame solver answered the node, 0 for the opening book | value |
/// | `EXTEND` | why the node, at or past the depth limit, is searched on: `NOISE_MARKED` (1), `NOISE_CAN_WIN` (2), `NOISE_MUST_BLOCK` (3), `NOISE_WINNING_CELL` (4), `NOISE_GHOST_NEAR` (5) | 0 |
/// | `NEGAMAX` | `negamax` only, the side to move's view: 0: USE-THRESH, 1: PASS-THRESH (a pair, after Enter and each rise of PASS); 2: the value returned (before Exit) | value |
///
/// A value word is an i32 in two's complement (`word | 0`), `NEG_INF` /
/// `POS_INF` for ∓∞, unless `head & REAL`: then the value is
/// `reals[word]`, from [`Analysis::reals_ptr`]. Every record but `ENTER`
/// is about the innermost open node. A node may be entered more than once
/// (Star2's probes). `NONE` is the root's parent and move in the model's
/// `parent` and `mv`; `NEVER` marks "never happens" in the timelines.
#[wasm_bindgen]
pub fn event_kinds() -> JsValue {
    let obj = js_sys::Object::new();
    for (name, value) in EVENT_CONSTANTS {
        let _ = js_sys::Reflect::set(&obj, &JsValue::from_str(name), &JsValue::from_f64(value));
    }
    js_sys::Object::freeze(&obj).into()
}

/// A maze game's board and its state after the request's `history`,
/// without searching: `summary().maze` for the same request (see
/// [`maze::MazeView`]). Throws the core's error for a bad layout, so the
/// page's layout editor can check text as it is typed; for other games,
/// `undefined`.
#[wasm_bindgen]
pub fn maze(request: JsValue) -> Result<JsValue, JsValue> {
    let req = read(&request)?;
    match maze_view(&req).map_err(|e| js_error(&e))? {
        Some(v) => to_js(&v),
        None => Ok(JsValue::UNDEFINED),
    }
}

/// [`maze()`]'s plain Rust side.
pub fn maze_view(req: &Request) -> Result<Option<maze::MazeView>, Error> {
    let config = req.config()?;
    let problem =
        abviz_core::Problem::from_config(req.board.as_deref(), req.tree.as_deref(), &config)?;
    Ok(maze::view(&problem))
}

/// The request's position (the one the page analyses) as a standalone
/// TikZ picture for pdflatex, α and β drawn when `bounds`; throws the
/// core's error (a tree over the export's node limit, bad input).
#[wasm_bindgen]
pub fn export_tikz(request: JsValue, bounds: bool) -> Result<String, JsValue> {
    tikz(&read(&request)?, bounds).map_err(|e| js_error(&e))
}

/// Monte Carlo tree search of the request's position (see [`mod@mcts`]):
/// `{summary, events, curve, words, kinds}`, the events and curve as
/// `Float64Array`s. Within `max_nodes` and `tick`; throws the core's error.
#[wasm_bindgen]
pub fn mcts(
    request: JsValue,
    iterations: u32,
    c: &str,
    seed: f64,
    traced: u32,
    max_nodes: Option<f64>,
    tick: Option<js_sys::Function>,
) -> Result<JsValue, JsValue> {
    let req = read(&request)?;
    let ask = mcts::Ask {
        iterations,
        c,
        seed: seed as u64,
        traced,
    };
    let run = within(max_nodes, tick, |b| mcts::run_within(&req, ask, b))?;
    let out = js_sys::Object::new();
    let set = |k: &str, v: &JsValue| js_sys::Reflect::set(&out, &JsValue::from_str(k), v);
    set("summary", &to_js(&run.summary)?)?;
    set(
        "events",
        &js_sys::Float64Array::from(&run.events[..]).into(),
    )?;
    set("curve", &js_sys::Float64Array::from(&run.curve[..]).into())?;
    set("words", &JsValue::from_f64(mcts::WORDS as f64))?;
    set("kinds", &to_js(&mcts::KINDS)?)?;
    Ok(out.into())
}

/// Solves a Connect Four position exactly (no depth limit, `fast`
/// scoring, every enhancement): `{value, best_move, nodes}`. With
/// `column`, the value of dropping a disc there first. Within
/// `max_nodes` and `tick` (see the crate docs).
#[wasm_bindgen]
pub fn solve(
    request: JsValue,
    max_nodes: Option<f64>,
    tick: Option<js_sys::Function>,
) -> Result<JsValue, JsValue> {
    let req = read(&request)?;
    to_js(&within(max_nodes, tick, |b| solve_within(&req, b))?)
}

#[wasm_bindgen]
impl Analysis {
    /// Analyses the position in `request` (see [`Request`]) within
    /// `max_nodes` and `tick` (see the crate docs); throws an `Error`
    /// carrying the core's message (and `code`, `params`) on bad input.
    #[wasm_bindgen(constructor)]
    pub fn new(
        request: JsValue,
        max_nodes: Option<f64>,
        tick: Option<js_sys::Function>,
    ) -> Result<Analysis, JsValue> {
        let req = read(&request)?;
        within(max_nodes, tick, |b| Analysis::run_within(&req, b))
    }

    /// Runs the searches in `request` without recording traces and returns a
    /// summary shaped as [`Analysis::summary`]'s (every `events` is 0); for
    /// timing the search alone. Within `max_nodes` and `tick`; throws as
    /// the constructor does.
    pub fn count_only(
        request: JsValue,
        max_nodes: Option<f64>,
        tick: Option<js_sys::Function>,
    ) -> Result<JsValue, JsValue> {
        let req = read(&request)?;
        to_js(&within(max_nodes, tick, |b| {
            Analysis::count_within(&req, b)
        })?)
    }

    /// `{kind, root, to_move, root_is_max, minimax, alphabeta, …}` (see
    /// [`Summary`]), each algorithm's counts shaped as the CLI's, plus its
    /// number of `events`.
    pub fn summary(&self) -> Result<JsValue, JsValue> {
        to_js(self.summary_ref())
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

    /// The action on each node's incoming edge, in id order, when the tree
    /// names its actions (a CS188 test file: `A Left C` draws "Left" on
    /// C's edge); else an empty array.
    pub fn actions(&self) -> Vec<String> {
        self.node_actions()
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
    /// | `….table` | Uint32 | n, or 0 | index of the event at which the transposition table answered the node, or 0xFFFFFFFF; empty when none was |
    /// | `….book` | Uint32 | n, or 0 | index of the Book event that answered the node (opening book or endgame solver), or 0xFFFFFFFF; empty when none was |
    /// | `maze.cells` | Uint16 | n × agents | each agent's cell at the node (maze games only, as the rest of `maze.*`) |
    /// | `maze.dirs` | Uint8 | n × agents | each agent's direction code (0 N, 1 S, 2 E, 3 W, 4 Stop) |
    /// | `maze.scared` | Uint8 | n × agents | each ghost's scared moves left (0 for Pacman and robots) |
    /// | `maze.score` | Int32 | n | Pacman's score; the robots' moves left |
    /// | `maze.agent` | Uint8 | n | the agent to move |
    /// | `maze.outcome` | Uint8 | n | 0 playing, 1 won, 2 lost |
    /// | `maze.eaten` | Uint16 | n | the food or capsule cell the move into the node ate, or 0xFFFF |
    ///
    /// Event indices count events (not words) in that algorithm's trace.
    /// Views die when wasm memory grows: rebuild them when you use them.
    pub fn buffer_ptr(&self, name: &str) -> usize {
        self.buffer(name).map_or(0, |b| b.0)
    }

    /// The state at node `id` of the drawn tree of a maze game, as
    /// `summary().maze.state` is shaped (`{to_move, cells, dirs, scared,
    /// food, capsules, score, outcome, legal}`); `undefined` for other
    /// games or an unknown id. The page reads the `maze.*` buffers
    /// instead; this is for tests and one-off look-ups.
    pub fn state_at(&self, id: usize) -> Result<JsValue, JsValue> {
        match self.maze_state(id) {
            Some(s) => to_js(&s),
            None => Ok(JsValue::UNDEFINED),
        }
    }

    /// Number of elements (not bytes) of the model array `name`; 0 for an
    /// unknown or absent one (see [`Analysis::buffer_ptr`]).
    pub fn buffer_len(&self, name: &str) -> usize {
        self.buffer(name).map_or(0, |b| b.1)
    }
}

/// The play request in `value`, or the `Error` to throw.
fn read_play(value: &JsValue) -> Result<PlayRequest, JsValue> {
    PlayRequest::from_js(value).map_err(|e| match e {
        RequestError::Shape(bad) => js_sys::Error::new(&bad.to_string()).into(),
        RequestError::Core(e) => js_error(&e),
    })
}

/// Plays game `index` (its random stream) of a Pacman or robots run from
/// the start to the end, as one flat array (see [`GameJs::packed`]; the
/// page's `web/engine/played.js` reads it). The request is `{game, board,
/// depth, ghosts, eval, weights, bounds, limit, algorithm, ghost_moves,
/// max_moves, seed}`; each searched decision is counted by minimax and
/// alpha-beta, and the move is `algorithm`'s. Within `max_nodes` and
/// `tick` (see the crate docs).
#[wasm_bindgen]
pub fn play_game(
    request: JsValue,
    index: u32,
    max_nodes: Option<f64>,
    tick: Option<js_sys::Function>,
) -> Result<Vec<f64>, JsValue> {
    let req = read_play(&request)?;
    let game = within(max_nodes, tick, |b| play_game_within(&req, index as u64, b))?;
    Ok(game.packed())
}

#[wasm_bindgen]
impl PlayRun {
    /// A run of Pacman games for win rates (the request as [`play_game`]'s).
    #[wasm_bindgen(constructor)]
    pub fn new(request: JsValue) -> Result<PlayRun, JsValue> {
        let req = read_play(&request)?;
        PlayRun::start(&req).map_err(|e| js_error(&e))
    }

    /// Plays the next game: `[index, end (0 win, 1 loss, 2 timeout), score,
    /// moves]`. Within `max_nodes` and `tick`.
    pub fn next(
        &mut self,
        max_nodes: Option<f64>,
        tick: Option<js_sys::Function>,
    ) -> Result<Vec<f64>, JsValue> {
        Ok(within(max_nodes, tick, |b| self.next_within(b))?.packed())
    }

    /// The totals so far, from the core's tally: `[games, wins, losses,
    /// timeouts, win_rate, mean_score, mean_moves]`.
    pub fn tally(&self) -> Vec<f64> {
        self.totals().packed()
    }
}

#[wasm_bindgen]
impl Learner {
    /// A training run: `{seed, depth, lambda, alpha, epsilon, opening,
    /// eval_every, eval_games, from}`, each optional, numbers as numbers or
    /// text, `from` a weight file's JSON text to start from (see `abviz
    /// learn`). Throws the core's error for a value out of range.
    #[wasm_bindgen(constructor)]
    pub fn new(request: JsValue) -> Result<Learner, JsValue> {
        let field = |name: &str| {
            let v = js_sys::Reflect::get(&request, &JsValue::from_str(name)).ok()?;
            if let Some(t) = v.as_string() {
                return Some(t);
            }
            // JavaScript writes the number, not Rust's float formatting.
            let n = v.dyn_ref::<js_sys::Number>()?;
            Some(String::from(n.to_string_with_radix(10).ok()?))
        };
        let fields: Vec<(&str, String)> = (learn::FIELDS.iter())
            .filter_map(|&k| Some((k, field(k)?)))
            .collect();
        let from = field("from");
        Learner::from_fields(&fields, from.as_deref()).map_err(|e| js_error(&e))
    }

    /// Trains `games` more games (the curve's first point comes before the
    /// first game) and returns the new curve points, flat: `[games, wins,
    /// draws, losses, win_rate]` each ([`POINT_WORDS`] numbers). Within
    /// `max_nodes` and `tick` (see the crate docs); stopped, it throws and
    /// the weights stay those after the last whole game.
    pub fn step(
        &mut self,
        games: u32,
        max_nodes: Option<f64>,
        tick: Option<js_sys::Function>,
    ) -> Result<Vec<f64>, JsValue> {
        within(max_nodes, tick, |b| self.step_within(games, b))
    }

    /// Every curve point so far, packed as `step` returns them.
    pub fn curve(&self) -> Vec<f64> {
        learn::packed(self.trainer().curve())
    }

    /// Training games played.
    pub fn games(&self) -> f64 {
        self.trainer().games() as f64
    }

    /// Search nodes so far (training and curve).
    pub fn nodes(&self) -> f64 {
        self.trainer().nodes() as f64
    }

    /// The current weights, in the order of `features()`.
    pub fn weights(&self) -> Vec<f64> {
        self.trainer().weights().weights.to_vec()
    }

    /// The current weights as a weight file's JSON text: for a download,
    /// or as a search request's `eval`.
    pub fn weights_json(&self) -> String {
        self.trainer().weights_json()
    }

    /// The features' names, in the order of the weights.
    pub fn features() -> Vec<String> {
        abviz_core::connect4::FEATURES
            .iter()
            .map(|f| f.to_string())
            .collect()
    }
}
