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
//! ## Two modules
//! The crate is built twice (`scripts/lib.sh` `build_wasm`). With the
//! default `full` feature it is the full module, with every export. The
//! first view's module is built with `--no-default-features --features
//! first-view` instead: `full.rs` and the lessons' modules (`kernel*.rs`,
//! `learn.rs`, `matches.rs`, `mcts.rs`, `play.rs`, `solve.rs`, `edit.rs`,
//! `json.rs`) are left out, and the core registers only its first game, so
//! the linker drops every other game's copy of the search. It is held to
//! 300,000 bytes. A request for another game fails there with
//! `option.UnknownGame`, and the page's worker then moves to the full module.
//!
//! ## Size
//! The module is what the page downloads first, so the adapter keeps it
//! small: no JSON text codec (requests are read field by field, results
//! built by serde-wasm-bindgen, JSON trees parsed by the browser) and no
//! float formatting of its own.

/// Items only the full module has: the `full` feature (see "Two modules").
macro_rules! full {
    ($($item:item)*) => { $(#[cfg(feature = "full")] $item)* };
}

mod analysis;
mod buffers;
pub mod maze;
mod request;
mod summary;
full! {
    mod edit;
    mod full;
    mod json;
    mod kernel;
    mod kernel_js;
    mod learn;
    mod matches;
    pub mod mcts;
    mod play;
    mod solve;
}

use abviz_core::{Budget, Error, TICK_EVERY};
use serde::Serialize;
use wasm_bindgen::prelude::*;

pub use analysis::Analysis;
pub use buffers::EVENT_CONSTANTS;
pub use request::{BadRequest, Request, RequestError};
pub use summary::{AlgorithmJs, Object, Solved, StatsJs, Summary};
full! {
    pub use analysis::tikz;
    pub use edit::{edit_of, edit_text, tree_edit, tree_set_value};
    pub use full::*;
    pub use kernel::{BestMove, KernelSolved, Solver, Switches, SWITCHES};
    pub use learn::{Learner, POINT_WORDS};
    pub use play::{play_game_within, GameJs, PlayRequest, PlayRun, TallyJs, TurnJs, TURN_WORDS};
    pub use solve::{solve_request, solve_within};
}

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

    /// Number of elements (not bytes) of the model array `name`; 0 for an
    /// unknown or absent one (see [`Analysis::buffer_ptr`]).
    pub fn buffer_len(&self, name: &str) -> usize {
        self.buffer(name).map_or(0, |b| b.1)
    }
}
