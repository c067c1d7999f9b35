//! The exports only the full module has (the `full` feature, on by
//! default): the registry and presets as JSON, the lessons' searches
//! (Monte Carlo, whole games, learning, the Connect Four solve), the maze
//! view, TikZ and Nilsson's replay. The page's first module is built
//! without them (`--no-default-features --features first-view`): it
//! answers the first view's analyses, and the worker loads this full
//! module when a view asks for anything else (web/engine/worker.js).

use crate::{
    js_error, learn, play_game_within, read, solve_within, tikz, to_js, within, AlgorithmJs,
    Analysis, Learner, PlayRequest, PlayRun, Request, RequestError,
};
use abviz_core::{Algorithm, Error, SearchOptions};
use wasm_bindgen::prelude::*;

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

/// A maze game's board and its state after the request's `history`,
/// without searching: `summary().maze` for the same request (see
/// [`crate::maze::MazeView`]). Throws the core's error for a bad layout, so the
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
pub fn maze_view(req: &Request) -> Result<Option<crate::maze::MazeView>, Error> {
    let config = req.config()?;
    let problem =
        abviz_core::Problem::from_config(req.board.as_deref(), req.tree.as_deref(), &config)?;
    Ok(crate::maze::view(&problem))
}

/// The request's position (the one the page analyses) as a standalone
/// TikZ picture for pdflatex, α and β drawn when `bounds`; throws the
/// core's error (a tree over the export's node limit, bad input).
#[wasm_bindgen]
pub fn export_tikz(request: JsValue, bounds: bool) -> Result<String, JsValue> {
    tikz(&read(&request)?, bounds).map_err(|e| js_error(&e))
}

/// Monte Carlo tree search of the request's position (see [`mod@crate::mcts`]):
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
    let ask = crate::mcts::Ask {
        iterations,
        c,
        seed: seed as u64,
        traced,
    };
    let run = within(max_nodes, tick, |b| crate::mcts::run_within(&req, ask, b))?;
    let out = js_sys::Object::new();
    let set = |k: &str, v: &JsValue| js_sys::Reflect::set(&out, &JsValue::from_str(k), v);
    set("summary", &to_js(&run.summary)?)?;
    set(
        "events",
        &js_sys::Float64Array::from(&run.events[..]).into(),
    )?;
    set("curve", &js_sys::Float64Array::from(&run.curve[..]).into())?;
    set("words", &JsValue::from_f64(crate::mcts::WORDS as f64))?;
    set("kinds", &to_js(&crate::mcts::KINDS)?)?;
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
}

/// The play request in `value`, or the `Error` to throw.
fn read_play(value: &JsValue) -> Result<PlayRequest, JsValue> {
    PlayRequest::from_js(value).map_err(|e| match e {
        RequestError::Shape(bad) => js_sys::Error::new(&bad.to_string()).into(),
        RequestError::Core(e) => js_error(&e),
    })
}

/// Plays game `index` (its random stream) of a Pacman or robots run from
/// the start to the end, as one flat array (see [`GameJs::packed`](crate::GameJs::packed); the
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
    /// draws, losses, win_rate]` each ([`POINT_WORDS`](crate::POINT_WORDS) numbers). Within
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
