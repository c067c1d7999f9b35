//! TD(λ) training in the worker, over the core's `learn` module: a
//! [`Learner`] trains a few games per call, so the worker can post each
//! point of the curve as it comes and stop between calls (or within one,
//! through the tick). This is the plain Rust side; `lib.rs` exports it.
//!
//! The request is `{seed, depth, lambda, alpha, epsilon, opening,
//! eval_every, eval_games, from}`, every field optional, numbers as
//! numbers or text (read by the core's parser, so the ranges and messages
//! are the CLI's); `from` is a weight file's JSON text to start from.

use abviz_core::learn::{CurvePoint, Settings, Trainer};
use abviz_core::{Budget, Error};
use wasm_bindgen::prelude::wasm_bindgen;

/// A training run in progress.
#[wasm_bindgen]
pub struct Learner {
    trainer: Trainer,
}

/// Floats per curve point in [`Learner::step`]'s array.
pub const POINT_WORDS: usize = 5;

/// The request's fields, as text (see the module docs).
pub const FIELDS: [&str; 8] = [
    "seed",
    "depth",
    "lambda",
    "alpha",
    "epsilon",
    "opening",
    "eval_every",
    "eval_games",
];

impl Learner {
    /// A learner from the request's fields as text (`None`: the default)
    /// and, when given, a weight file's text to start from.
    pub fn from_fields(fields: &[(&str, String)], from: Option<&str>) -> Result<Learner, Error> {
        let settings = Settings::from_strs(fields.iter().map(|(k, v)| (*k, v.as_str())))?;
        let trainer = match from {
            Some(text) => Trainer::from_weights(settings, &crate::json::weights(text)?),
            None => Trainer::new(settings),
        };
        Ok(Learner { trainer })
    }

    /// Trains `games` more games within `budget`: the new curve points,
    /// packed as [`Learner::step`] returns them.
    pub fn step_within(&mut self, games: u32, budget: &mut Budget) -> Result<Vec<f64>, Error> {
        Ok(packed(&self.trainer.train(games as u64, budget)?))
    }

    /// The trainer.
    pub fn trainer(&self) -> &Trainer {
        &self.trainer
    }
}

/// Points as `[games, wins, draws, losses, win_rate]` each.
pub fn packed(points: &[CurvePoint]) -> Vec<f64> {
    let mut out = Vec::with_capacity(points.len() * POINT_WORDS);
    for p in points {
        out.extend([
            p.games as f64,
            p.wins as f64,
            p.draws as f64,
            p.losses as f64,
            p.win_rate,
        ]);
    }
    out
}
