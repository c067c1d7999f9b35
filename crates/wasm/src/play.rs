//! Whole games in the worker, over the core's `play` module: one game
//! turn by turn ([`play_game_within`]) and runs of games for win rates
//! ([`PlayRun`]). This is the plain Rust side; `lib.rs` exports it.
//!
//! A played game's decisions are counted by both searches: the move taken
//! is the chosen algorithm's, and the other (minimax beside alpha-beta, or
//! expectimax beside Star1) is replayed count-only on the same states
//! afterwards, so the page can chart nodes per decision for both. The game
//! is asked through the core's [`Played`], as the CLI's `abviz play` asks
//! it, so a seed and a game number give the very game the CLI plays.

use abviz_core::play::{GameRecord, GhostMoves, PlaySetup, Played, Tally};
use abviz_core::{find_game, Algorithm, Budget, Error, NullSink, OptionError};
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::JsValue;

use crate::request::{BadRequest, Request, RequestError};
use crate::summary::slot;

/// Pacman moves before a played game is called a timeout, unless the
/// request says otherwise (the CLI's tests use the same).
pub const MAX_MOVES: u32 = 500;

/// What the page asks to play: an analysis [`Request`] (game, board,
/// depth, `algorithm`, Pacman's options), read by the same code, plus how
/// the ghosts really move, the move limit and the seed.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PlayRequest {
    /// The game, its board and the search options (its `history` is not
    /// used: a played game starts at the layout's start).
    pub request: Request,
    /// `random` (default) or `search`.
    pub ghost_moves: Option<String>,
    /// Pacman moves before a timeout.
    pub max_moves: Option<u32>,
    /// The run's seed (default 1).
    pub seed: u64,
}

impl PlayRequest {
    /// Reads an analysis request plus `ghost_moves`, `max_moves` and `seed`
    /// (numbers or text).
    pub fn from_js(value: &JsValue) -> Result<PlayRequest, RequestError> {
        // The run's seed is its own (below), not Monte Carlo's `seed` option.
        let request = Request::from_js_except(value, &["seed"])?;
        let field = |name| js_sys::Reflect::get(value, &JsValue::from_str(name)).ok();
        let whole = |name: &'static str| -> Result<Option<f64>, RequestError> {
            match field(name).filter(|v| !v.is_undefined() && !v.is_null()) {
                None => Ok(None),
                Some(v) => match v.as_f64().or_else(|| v.as_string()?.trim().parse().ok()) {
                    Some(n) if n >= 0.0 && n.fract() == 0.0 && n <= u32::MAX as f64 => Ok(Some(n)),
                    _ => Err(RequestError::Shape(BadRequest {
                        field: name,
                        want: "a whole number",
                    })),
                },
            }
        };
        Ok(PlayRequest {
            request,
            ghost_moves: field("ghost_moves").and_then(|v| v.as_string()),
            max_moves: whole("max_moves")?.map(|n| n as u32),
            seed: whole("seed")?.map_or(1, |n| n as u64),
        })
    }

    /// The game and how it is played. The algorithm defaults to alpha-beta
    /// (as the analysis's pruning search), the depth to the registry's.
    fn setup(&self) -> Result<(Box<dyn Played>, PlaySetup), Error> {
        let req = &self.request;
        let mut config = req.config()?;
        if config.options.depth.is_none() {
            let default = find_game(config.game)?
                .options
                .iter()
                .find(|(k, _)| *k == "depth");
            config.options.depth = default.and_then(|(_, d)| d.parse().ok());
        }
        let algorithm = *config.algorithms.first().unwrap_or(&Algorithm::AlphaBeta);
        let ghost_moves: GhostMoves = match &self.ghost_moves {
            Some(g) => g.parse()?,
            None => GhostMoves::Random,
        };
        let board = req.board.as_deref().unwrap_or("");
        let game = find_game(config.game)?;
        let Some(build) = game.played else {
            let what = format!("game={}", game.name);
            return Err(OptionError::UnknownOption(what).into());
        };
        // A played game starts at the layout's start, whatever moves the view was at.
        config.history.clear();
        let game = build(board, &config)?;
        let setup = PlaySetup {
            algorithm,
            options: config.options,
            ghost_moves,
            max_moves: self.max_moves.unwrap_or(MAX_MOVES),
            seed: self.seed,
        };
        Ok((game, setup))
    }
}

/// One move of a played game, as the page charts it.
#[derive(Debug, Clone, PartialEq)]
pub struct TurnJs {
    /// 0 Pacman (robots: White), 1… the ghosts (robots: 1 Black).
    pub agent: u8,
    /// `North`, `South`, `East`, `West` or `Stop`.
    pub action: &'static str,
    /// The score after the move (Pacman; robots: 0).
    pub score: i32,
    /// The decision's value, when it was searched.
    pub value: Option<f64>,
    /// Nodes minimax (expectimax) enters for this decision.
    pub minimax: Option<f64>,
    /// Nodes alpha-beta (Star1) enters for this decision.
    pub alphabeta: Option<f64>,
    /// Robots: the maze distance between them after the move.
    pub distance: Option<u16>,
}

/// A played game.
#[derive(Debug, Clone, PartialEq)]
pub struct GameJs {
    /// `win`, `loss` or `timeout`.
    pub end: &'static str,
    /// The final score (robots: 0).
    pub score: i32,
    /// Pacman's moves (robots: White's).
    pub moves: u32,
    /// Every move, one letter each (N, S, E, W, X), every agent in turn:
    /// the request's `history` for any decision of the game.
    pub history: String,
    /// Agents per round (Pacman and the ghosts; robots 2).
    pub agents: usize,
    /// Robots: the maze distance between them at the start.
    pub distance: Option<u16>,
    /// Every move in order.
    pub turns: Vec<TurnJs>,
}

/// The algorithm counted beside `a`: the other slot's.
fn other(a: Algorithm) -> Algorithm {
    if slot(a) == "minimax" {
        Algorithm::AlphaBeta
    } else {
        Algorithm::Minimax
    }
}

/// Puts `searched`'s nodes and the other algorithm's in their slots.
fn slots(turn: &mut TurnJs, algorithm: Algorithm, searched: f64, counted: f64) {
    let (mm, ab) = match slot(algorithm) {
        "minimax" => (searched, counted),
        _ => (counted, searched),
    };
    turn.minimax = Some(mm);
    turn.alphabeta = Some(ab);
}

/// Plays game `index` of the run `req` names (a Pacman or robots game)
/// from its start to its end, within `budget`; each searched decision is
/// counted by both searches.
pub fn play_game_within(
    req: &PlayRequest,
    index: u64,
    budget: &mut Budget<'_>,
) -> Result<GameJs, Error> {
    let (game, setup) = req.setup()?;
    let counted = other(setup.algorithm);
    let record = game.play(&setup, index, budget, &mut |_| {})?;
    let steps = game.steps(&record.turns);
    let mut turns = Vec::with_capacity(record.turns.len());
    for (t, step) in record.turns.iter().zip(steps) {
        let mut turn = turn_of(t.agent, t);
        if let (Some(stats), Some(problem)) = (&t.stats, &step.problem) {
            let n = problem.search_within(counted, &setup.options, &mut NullSink, budget)?;
            slots(
                &mut turn,
                setup.algorithm,
                stats.nodes as f64,
                n.nodes as f64,
            );
        }
        turn.score = step.score;
        turn.distance = step.distance;
        turns.push(turn);
    }
    Ok(game_js(&record, turns, game.agents(), game.distance()))
}

fn turn_of(agent: u8, t: &abviz_core::play::Turn) -> TurnJs {
    TurnJs {
        agent,
        action: t.action.name(),
        score: 0,
        value: t.stats.as_ref().map(|s| s.value),
        minimax: None,
        alphabeta: None,
        distance: None,
    }
}

fn game_js(r: &GameRecord, turns: Vec<TurnJs>, agents: usize, distance: Option<u16>) -> GameJs {
    GameJs {
        end: r.end.name(),
        score: r.score,
        moves: r.moves,
        history: r.turns.iter().map(|t| t.action.letter()).collect(),
        agents,
        distance,
        turns,
    }
}

/// Numbers per turn in [`GameJs::packed`].
pub const TURN_WORDS: usize = 7;

/// A code for an end: 0 win, 1 loss, 2 timeout.
fn end_code(end: &str) -> f64 {
    match end {
        "win" => 0.0,
        "loss" => 1.0,
        _ => 2.0,
    }
}

/// `None` as NaN, for a flat array of numbers.
fn or_nan<T: Into<f64>>(v: Option<T>) -> f64 {
    v.map_or(f64::NAN, Into::into)
}

impl GameJs {
    /// The game as one flat array of numbers, what JavaScript receives (a
    /// `Float64Array`; no serializer in the module): `[end (0 win, 1 loss,
    /// 2 timeout), score, moves, agents, distance, turns]`, then per turn
    /// [`TURN_WORDS`] numbers `[agent, action (0 North … 4 Stop), score,
    /// value, minimax nodes, alpha-beta nodes, distance]`; absent numbers
    /// are NaN.
    pub fn packed(&self) -> Vec<f64> {
        let mut out = Vec::with_capacity(6 + TURN_WORDS * self.turns.len());
        out.extend([
            end_code(self.end),
            self.score as f64,
            self.moves as f64,
            self.agents as f64,
            or_nan(self.distance),
            self.turns.len() as f64,
        ]);
        for t in &self.turns {
            let code = (abviz_core::Dir::MOVES.iter())
                .position(|d| d.name() == t.action)
                .unwrap_or(4);
            out.extend([
                t.agent as f64,
                code as f64,
                t.score as f64,
                or_nan(t.value),
                or_nan(t.minimax),
                or_nan(t.alphabeta),
                or_nan(t.distance),
            ]);
        }
        out
    }
}

/// A run's totals as the page shows them: every rate and mean from the
/// core's [`Tally`].
#[derive(Debug, Clone, PartialEq)]
pub struct TallyJs {
    pub games: u32,
    pub wins: u32,
    pub losses: u32,
    pub timeouts: u32,
    pub win_rate: f64,
    pub mean_score: f64,
    pub mean_moves: f64,
}

impl TallyJs {
    /// `[games, wins, losses, timeouts, win_rate, mean_score, mean_moves]`.
    pub fn packed(&self) -> Vec<f64> {
        vec![
            self.games as f64,
            self.wins as f64,
            self.losses as f64,
            self.timeouts as f64,
            self.win_rate,
            self.mean_score,
            self.mean_moves,
        ]
    }
}

impl GameEndJs {
    /// `[index, end (0 win, 1 loss, 2 timeout), score, moves]`.
    pub fn packed(&self) -> Vec<f64> {
        vec![
            self.index as f64,
            end_code(self.end),
            self.score as f64,
            self.moves as f64,
        ]
    }
}

impl From<&Tally> for TallyJs {
    fn from(t: &Tally) -> TallyJs {
        TallyJs {
            games: t.games,
            wins: t.wins,
            losses: t.losses,
            timeouts: t.timeouts,
            win_rate: t.win_rate(),
            mean_score: t.mean_score(),
            mean_moves: t.mean_moves(),
        }
    }
}

/// One finished game of a run.
#[derive(Debug, Clone, PartialEq)]
pub struct GameEndJs {
    /// The game's number in the run (0-based): its random stream.
    pub index: u32,
    /// `win`, `loss` or `timeout`.
    pub end: &'static str,
    /// Its final score.
    pub score: i32,
    /// Pacman's moves.
    pub moves: u32,
}

/// A run of Pacman games for win rates, played one game per call so the
/// worker can report each and a Cancel lands between games. Game `k` is
/// the CLI's game `k` with the same seed.
#[wasm_bindgen]
pub struct PlayRun {
    game: Box<dyn Played>,
    setup: PlaySetup,
    next: u32,
    tally: Tally,
}

impl PlayRun {
    /// A run of the game `req` names, which must have chance in it (a
    /// robots game is the same every time: there is nothing to count).
    pub fn start(req: &PlayRequest) -> Result<PlayRun, Error> {
        let (game, setup) = req.setup()?;
        if !game.has_chance() {
            let name = req.request.config()?.game;
            let what = format!("game={name} (runs are for games with chance)");
            return Err(OptionError::UnknownOption(what).into());
        }
        Ok(PlayRun {
            game,
            setup,
            next: 0,
            tally: Tally::default(),
        })
    }

    /// Plays the next game within `budget` and adds it to the tally.
    pub fn next_within(&mut self, budget: &mut Budget<'_>) -> Result<GameEndJs, Error> {
        let index = self.next;
        let g = self
            .game
            .play(&self.setup, index as u64, budget, &mut |_| {})?;
        self.tally.add(&g);
        self.next += 1;
        Ok(GameEndJs {
            index,
            end: g.end.name(),
            score: g.score,
            moves: g.moves,
        })
    }

    /// The totals so far.
    pub fn totals(&self) -> TallyJs {
        TallyJs::from(&self.tally)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn req(board: &str, options: &[(&'static str, &str)]) -> PlayRequest {
        let mut request = Request::board(board);
        for (k, v) in options {
            request = request.with(k, *v);
        }
        PlayRequest {
            request,
            seed: 1,
            ..Default::default()
        }
    }

    #[test]
    fn trapped_alpha_beta_dies_at_once_and_both_searches_count_the_decision() {
        let r = req("trappedClassic", &[("game", "pacman"), ("depth", "3")]);
        let g = play_game_within(&r, 0, &mut Budget::default()).unwrap();
        assert_eq!((g.end, g.score, g.moves), ("loss", -501, 1));
        let first = &g.turns[0];
        assert_eq!((first.agent, first.action), (0, "East"));
        let (mm, ab) = (first.minimax.unwrap(), first.alphabeta.unwrap());
        assert!(ab < mm, "{ab} {mm}");
        assert_eq!(g.history.len(), g.turns.len());
    }

    #[test]
    fn a_run_is_the_clis_run() {
        let r = req(
            "trappedClassic",
            &[
                ("game", "pacman"),
                ("depth", "3"),
                ("ghosts", "random"),
                ("algorithm", "minimax"),
            ],
        );
        let mut run = PlayRun::start(&r).unwrap();
        for _ in 0..50 {
            run.next_within(&mut Budget::default()).unwrap();
        }
        let t = run.totals();
        assert_eq!(t.games, 50);
        assert_eq!(t.wins + t.losses + t.timeouts, 50);
        assert!((15..=35).contains(&t.wins), "{t:?}");
        assert_eq!(t.win_rate, t.wins as f64 / 50.0);
    }

    #[test]
    fn robots_parity_decides() {
        let odd = play_game_within(
            &req("open8", &[("game", "robots")]),
            0,
            &mut Budget::default(),
        )
        .unwrap();
        assert_eq!(
            (odd.end, odd.distance, odd.turns.len()),
            ("win", Some(3), 5)
        );
        let even = play_game_within(
            &req("open8even", &[("game", "robots")]),
            0,
            &mut Budget::default(),
        )
        .unwrap();
        assert_eq!((even.end, even.distance), ("loss", Some(4)));
        assert!(even.turns.iter().all(|t| t.distance.unwrap() > 0));
    }
}
