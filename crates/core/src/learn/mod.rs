//! Learning Connect Four's evaluation by temporal differences in
//! self-play, as Nilsson tells of TD-Gammon and Rich of Samuel's checkers.
//!
//! # Why linear
//! The evaluation is w·φ over the window features of
//! [`crate::games::connect4::Linear`]: the hand-made evaluation
//! weighs the same windows with fixed numbers (1, 3, 9), so learning asks
//! only what those numbers should be, and a student can read the answer.
//! The gradient of w·φ is φ itself, so TD(λ) needs no backpropagation.
//!
//! # TD(λ)
//! Values are kept from X's view: V(s) = ±w·φ(s), + when X is to move.
//! After each move from s_t to s_{t+1}, with e the eligibility trace:
//!
//! ```text
//! δ = V(s_{t+1}) − V(s_t)        (at the end, the outcome: +1, 0, −1)
//! e ← λ·e + ∇V(s_t)
//! w ← w + α·δ·e
//! ```
//!
//! The trace answers Rich's credit assignment problem: a surprise at move
//! t also corrects the positions before it, less the further back (λ per
//! move). λ = 0 is one-step TD; λ = 1 backs the outcome up to every
//! position, as Samuel's rewarding of winning moves does.
//!
//! # Self-play
//! Both sides search `depth` plies with the current weights. Each game
//! opens with [`Settings::opening`] random moves and then, with chance ε,
//! a move is random; as in Sutton and Barto's tic-tac-toe learner, an
//! exploratory move teaches nothing (no update, and the trace restarts).
//! Everything follows from the seed: the same settings learn the same
//! weights.
//!
//! # The curve
//! Every [`Settings::eval_every`] games the current weights play a fixed
//! set of [`Settings::eval_games`] games against the hand-made evaluation
//! at the same depth, from random openings of 2 to 4 plies drawn from a
//! seed of their own (so every run and every point meets the same
//! openings), each opening once with either colour.

mod search;

use crate::budget::Budget;
use crate::error::Error;
use crate::games::connect4::{C4Error, Connect4, Linear, Size, C4, N_FEATURES};
use crate::games::tictactoe::Scoring;
use crate::play::Rng;
use search::{choose, moves, outcome, play_out, Meter};
pub use search::{Outcome, Player};

/// The openings of the curve's games come from this seed, whatever the
/// training seed.
pub const MATCH_SEED: u64 = 0xab71_2019;

/// How to learn: the `abviz learn` options.
#[derive(Clone, Debug, PartialEq)]
pub struct Settings {
    /// Plies each move searches, 1 to 4.
    pub depth: u32,
    /// λ, the trace's decay per move, 0 to 1.
    pub lambda: f64,
    /// α, the step size, above 0 and at most 1.
    pub alpha: f64,
    /// ε, the chance of a random move, 0 to 1.
    pub epsilon: f64,
    /// Random moves that open each training game, 0 to 8.
    pub opening: u32,
    /// Games between two points of the curve (0: no curve).
    pub eval_every: u64,
    /// Games each point of the curve plays, even, 2 to 10000.
    pub eval_games: u32,
    /// The seed of the initial weights and of every random choice.
    pub seed: u64,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            depth: 1,
            lambda: 0.7,
            alpha: 0.01,
            epsilon: 0.1,
            opening: 2,
            eval_every: 100,
            eval_games: 100,
            seed: 1,
        }
    }
}

impl Settings {
    /// Reads `(name, value)` pairs over the defaults: `depth`, `lambda`,
    /// `alpha`, `epsilon`, `opening`, `eval_every`, `eval_games`, `seed`.
    pub fn from_strs<'a>(
        pairs: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<Settings, C4Error> {
        let mut s = Settings::default();
        for (name, value) in pairs {
            let bad = |allowed: &'static str| C4Error::BadLearnOption {
                option: name.to_string(),
                value: value.to_string(),
                allowed,
            };
            let t = value.trim();
            let whole = |lo: u64, hi: u64, allowed| match t.parse::<u64>() {
                Ok(n) if (lo..=hi).contains(&n) => Ok(n),
                _ => Err(bad(allowed)),
            };
            let real = |lo: f64, hi: f64, low_open: bool, allowed| match t.parse::<f64>() {
                Ok(x) if x <= hi && (x > lo || (!low_open && x == lo)) => Ok(x),
                _ => Err(bad(allowed)),
            };
            match name {
                "depth" => s.depth = whole(1, 4, "a whole number from 1 to 4")? as u32,
                "lambda" => s.lambda = real(0.0, 1.0, false, "a number from 0 to 1")?,
                "alpha" => s.alpha = real(0.0, 1.0, true, "a number above 0, at most 1")?,
                "epsilon" => s.epsilon = real(0.0, 1.0, false, "a number from 0 to 1")?,
                "opening" => s.opening = whole(0, 8, "a whole number from 0 to 8")? as u32,
                "eval_every" => {
                    s.eval_every = whole(0, u32::MAX as u64, "a whole number, 0 for no curve")?
                }
                "eval_games" => {
                    let n = whole(2, 10_000, "an even number from 2 to 10000")?;
                    if n % 2 == 1 {
                        return Err(bad("an even number from 2 to 10000"));
                    }
                    s.eval_games = n as u32;
                }
                "seed" => s.seed = whole(0, u64::MAX, "a whole number from 0")?,
                _ => return Err(bad("an option of learn")),
            }
        }
        Ok(s)
    }

    /// These settings as a JSON object's text, for a weight file's
    /// `trained` (numbers written by `fmt_value`, not f64's `Display`).
    fn json(&self, games: u64) -> String {
        let f = crate::games::tree::fmt_value;
        format!(
            "{{\"method\":\"TD(lambda) self-play\",\"games\":{games},\"seed\":{},\"depth\":{},\"lambda\":{},\"alpha\":{},\"epsilon\":{},\"opening\":{}}}",
            self.seed,
            self.depth,
            f(self.lambda),
            f(self.alpha),
            f(self.epsilon),
            self.opening
        )
    }
}

/// One TD(λ) learner: weights and their eligibility trace, for a value
/// that is linear in w (its gradient is the feature vector ψ).
#[derive(Clone, Debug, PartialEq)]
pub struct Td {
    /// The weights.
    pub w: [f64; N_FEATURES],
    /// The eligibility trace.
    pub e: [f64; N_FEATURES],
    /// α.
    pub alpha: f64,
    /// λ.
    pub lambda: f64,
}

impl Td {
    /// V = w·ψ.
    pub fn value(&self, psi: &[f64; N_FEATURES]) -> f64 {
        self.w.iter().zip(psi).map(|(w, x)| w * x).sum()
    }

    /// One update for the position with features `psi`, toward `target`
    /// (the next position's value, or the outcome at the end).
    pub fn step(&mut self, psi: &[f64; N_FEATURES], target: f64) {
        let delta = target - self.value(psi);
        for ((e, w), x) in self.e.iter_mut().zip(&mut self.w).zip(psi) {
            *e = self.lambda * *e + x;
            *w += self.alpha * delta * *e;
        }
    }

    /// Forgets the trace (a new game, or after an exploratory move).
    pub fn cut(&mut self) {
        self.e = [0.0; N_FEATURES];
    }
}

/// A point of the learning curve: the current weights against the
/// hand-made evaluation, after `games` games of training.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CurvePoint {
    /// Training games played.
    pub games: u64,
    /// Games the learned evaluation won.
    pub wins: u32,
    /// Drawn games.
    pub draws: u32,
    /// Games it lost.
    pub losses: u32,
    /// wins / games played.
    pub win_rate: f64,
}

/// The tally of `first` against `second`, both at `depth`, over `games`
/// games from the fixed openings (half with `first` as X).
pub fn match_up(
    first: Player,
    second: Player,
    depth: u32,
    games: u32,
    budget: &mut Budget,
) -> Result<(u32, u32, u32), Error> {
    let g = Connect4::empty(Size::default(), Scoring::Wdl);
    let mut rng = Rng::new(MATCH_SEED, 0);
    let mut meter = Meter::new(budget);
    let mut tally = (0, 0, 0);
    for _ in 0..games / 2 {
        let plies = 2 + rng.below(3) as u32;
        let mut pos = C4::default();
        for _ in 0..plies {
            let cols = moves(&g, &pos);
            pos = g.drop_disc(&pos, cols[rng.below(cols.len())]);
        }
        for first_is_x in [true, false] {
            let (x, o) = if first_is_x {
                (first, second)
            } else {
                (second, first)
            };
            let won = match play_out(&g, pos, depth, x, o, &mut meter)? {
                Outcome::Draw => None,
                Outcome::XWins => Some(first_is_x),
                Outcome::OWins => Some(!first_is_x),
            };
            match won {
                Some(true) => tally.0 += 1,
                None => tally.1 += 1,
                Some(false) => tally.2 += 1,
            }
        }
    }
    meter.finish();
    Ok(tally)
}

/// TD(λ) training in self-play, a few games at a time, so that a caller
/// (the page's worker) can show progress and stop between calls.
#[derive(Clone, Debug)]
pub struct Trainer {
    settings: Settings,
    game: Connect4,
    td: Td,
    rng: Rng,
    games: u64,
    curve: Vec<CurvePoint>,
    nodes: u64,
}

impl Trainer {
    /// A trainer with weights drawn at random from the seed, in ±0.5.
    pub fn new(settings: Settings) -> Trainer {
        let mut rng = Rng::new(settings.seed, 0);
        let mut w = [0.0; N_FEATURES];
        for x in &mut w {
            *x = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 - 0.5;
        }
        Trainer {
            td: Td {
                w,
                e: [0.0; N_FEATURES],
                alpha: settings.alpha,
                lambda: settings.lambda,
            },
            settings,
            game: Connect4::empty(Size::default(), Scoring::Wdl),
            rng,
            games: 0,
            curve: vec![],
            nodes: 0,
        }
    }

    /// A trainer that starts from `start` instead of random weights.
    pub fn from_weights(settings: Settings, start: &Linear) -> Trainer {
        let mut t = Trainer::new(settings);
        t.td.w = start.weights;
        t
    }

    /// The settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The current weights.
    pub fn weights(&self) -> Linear {
        Linear { weights: self.td.w }
    }

    /// Training games played.
    pub fn games(&self) -> u64 {
        self.games
    }

    /// Search nodes entered so far, training and curve together.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The curve so far.
    pub fn curve(&self) -> &[CurvePoint] {
        &self.curve
    }

    /// The current weights as a weight file (see
    /// [`crate::games::connect4::Linear`]).
    pub fn weights_json(&self) -> String {
        self.weights().to_json(&self.settings.json(self.games))
    }

    /// Plays `games` more training games (the curve's point before the
    /// first, and after every `eval_every`-th), and returns the curve's
    /// new points. Over budget it returns the error, and the weights are
    /// those after the last whole game.
    pub fn train(&mut self, games: u64, budget: &mut Budget) -> Result<Vec<CurvePoint>, Error> {
        let before = self.curve.len();
        if self.curve.is_empty() && self.settings.eval_every > 0 {
            self.point(budget)?;
        }
        for _ in 0..games {
            let saved = self.td.w;
            let mut meter = Meter::new(budget);
            let played = self.one_game(&mut meter);
            self.nodes += meter.finish();
            if let Err(e) = played {
                self.td.w = saved;
                return Err(e.into());
            }
            self.games += 1;
            let every = self.settings.eval_every;
            if every > 0 && self.games % every == 0 {
                self.point(budget)?;
            }
        }
        Ok(self.curve[before..].to_vec())
    }

    /// Adds the curve's point for the current weights.
    fn point(&mut self, budget: &mut Budget) -> Result<(), Error> {
        let w = self.weights();
        let spent = budget.spent();
        let (depth, n) = (self.settings.depth, self.settings.eval_games);
        let (wins, draws, losses) = match_up(Player::Linear(&w), Player::Hand, depth, n, budget)?;
        self.nodes += budget.spent() - spent;
        self.curve.push(CurvePoint {
            games: self.games,
            wins,
            draws,
            losses,
            win_rate: wins as f64 / n as f64,
        });
        Ok(())
    }

    /// ψ(s) = ∇V(s) from X's view.
    fn psi(&self, pos: &C4) -> [f64; N_FEATURES] {
        let mut phi = self.game.features(pos);
        if !self.game.x_to_move(pos) {
            phi.iter_mut().for_each(|x| *x = -*x);
        }
        phi
    }

    fn one_game(&mut self, meter: &mut Meter) -> Result<(), crate::budget::Stopped> {
        let g = self.game.clone();
        let mut pos = C4::default();
        for _ in 0..self.settings.opening {
            let cols = moves(&g, &pos);
            if cols.is_empty() {
                break;
            }
            pos = g.drop_disc(&pos, cols[self.rng.below(cols.len())]);
        }
        self.td.cut();
        let depth = self.settings.depth;
        loop {
            let cols = moves(&g, &pos);
            if cols.is_empty() {
                break;
            }
            let explore = (self.rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
            let next = if explore < self.settings.epsilon {
                let c = cols[self.rng.below(cols.len())];
                self.td.cut();
                g.drop_disc(&pos, c)
            } else {
                let w = self.weights();
                let c = choose(&g, &pos, depth, Player::Linear(&w), meter)?;
                let next = g.drop_disc(&pos, c.unwrap_or(cols[0]));
                let psi = self.psi(&pos);
                let target = if moves(&g, &next).is_empty() {
                    match outcome(&g, &next) {
                        Outcome::XWins => 1.0,
                        Outcome::Draw => 0.0,
                        Outcome::OWins => -1.0,
                    }
                } else {
                    self.td.value(&self.psi(&next))
                };
                self.td.step(&psi, target);
                next
            };
            pos = next;
        }
        Ok(())
    }
}
