//! A linear evaluation of Connect Four over the window features, whose
//! weights are learned (see `learn/`) instead of set by hand.
//!
//! # Features
//! φ(p) is read from the side to move's view ("mine" and "theirs"), the
//! same windows [`Connect4::eval_raw`] weighs: open windows (no disc of
//! the other side) holding 1, 2 and 3 discs of each side, discs in the
//! centre column(s), and open threes whose empty cell is playable now.
//! A constant `bias` feature measures the worth of having the move. Each
//! count is scaled so that it is about 0 to 1 in play, which lets one step
//! size suit every weight.
//!
//! # Values
//! The learned value w·φ is on the outcome's scale: +1 a win for the side
//! to move, −1 a loss, 0 a draw. As a search's evaluation it becomes a
//! whole number (the enhanced searches need whole numbers), ×[`SCALE`],
//! clamped inside ±[`C4_HORIZON_WIN`] so that it never outranks a real win
//! found at the depth limit.
//!
//! # Weight files
//! JSON: `{"format": "abviz-weights", "version": 1, "game": "connect4",
//! "features": [names], "weights": [numbers], "trained": {…}}`. Features
//! may come in any order; each known feature appears once, and an unknown
//! name, a missing one, a length mismatch or a number beyond ±[`MAX_WEIGHT`]
//! is an error naming it. `trained` says how the weights were learned and is
//! not read back.

use super::{C4Error, Connect4, Size, C4, C4_HORIZON_WIN};
use serde_json::Value;
use std::sync::{Arc, OnceLock};

/// The features' names, in the order of the weights.
pub const FEATURES: [&str; 11] = [
    "bias",
    "mine_open1",
    "mine_open2",
    "mine_open3",
    "theirs_open1",
    "theirs_open2",
    "theirs_open3",
    "mine_centre",
    "theirs_centre",
    "mine_playable3",
    "theirs_playable3",
];

/// How many features.
pub const N_FEATURES: usize = FEATURES.len();

/// The evaluation's units per unit of learned value (a win is 1).
pub const SCALE: f64 = 500.0;

/// The largest weight a file may give, in absolute value.
pub const MAX_WEIGHT: f64 = 1e6;

/// The weight file's format name.
pub const FORMAT: &str = "abviz-weights";

/// The weight file's format version.
pub const VERSION: u64 = 1;

/// Each feature's divisor (about its range in play).
const DIVISOR: [f64; N_FEATURES] = [1.0, 16.0, 8.0, 4.0, 16.0, 8.0, 4.0, 6.0, 6.0, 2.0, 2.0];

/// Weights learned by `abviz learn --game connect4 --games 5000 --seed 1
/// --depth 2`, also shipped as `data/weights/connect4-td.json` (a test
/// checks that the two agree): the page offers them without training, and
/// the wasm module needs no JSON parser for them.
pub const LEARNED: [f64; N_FEATURES] = [
    0.07777676657638884,
    0.26137864986174303,
    0.44364631788405146,
    0.7318853977142681,
    -0.23916492956363225,
    -0.4019716786109779,
    -0.7651599790519262,
    0.3012763374844345,
    -0.37431888249264483,
    1.079181389337241,
    -0.05077737645570366,
];

/// A linear evaluation's weights, one per [`FEATURES`] entry.
#[derive(Clone, Debug, PartialEq)]
pub struct Linear {
    /// w, in the order of [`FEATURES`].
    pub weights: [f64; N_FEATURES],
}

impl Linear {
    /// The shipped weights ([`LEARNED`]).
    pub fn learned() -> Linear {
        Linear { weights: LEARNED }
    }

    /// w·φ: the learned value for the side to move, on the outcome's scale.
    pub fn value(&self, phi: &[f64; N_FEATURES]) -> f64 {
        self.weights.iter().zip(phi).map(|(w, x)| w * x).sum()
    }

    /// `value` as a search's evaluation: ×[`SCALE`], rounded, and inside
    /// the horizon win.
    pub fn to_eval(value: f64) -> i32 {
        let limit = (C4_HORIZON_WIN - 1) as f64;
        let v = (value * SCALE).round();
        // NaN (weights cannot make one, but be sure) scores 0.
        if v.is_nan() {
            0
        } else {
            v.clamp(-limit, limit) as i32
        }
    }

    /// The weights in `v`, a parsed weight file.
    pub fn from_json_value(v: &Value) -> Result<Linear, C4Error> {
        let bad = |what: String| C4Error::BadWeights(what);
        let obj = v
            .as_object()
            .ok_or_else(|| bad("not a JSON object".into()))?;
        let text = |key: &str| obj.get(key).and_then(Value::as_str);
        if text("format") != Some(FORMAT) {
            return Err(bad(format!("\"format\" is not \"{FORMAT}\"")));
        }
        // As a float too: the browser's JSON.parse gives numbers as f64.
        if obj.get("version").and_then(Value::as_f64) != Some(VERSION as f64) {
            return Err(bad(format!("\"version\" is not {VERSION}")));
        }
        if text("game") != Some("connect4") {
            return Err(bad("\"game\" is not \"connect4\"".into()));
        }
        let list = |key: &str| {
            obj.get(key)
                .and_then(Value::as_array)
                .ok_or_else(|| bad(format!("\"{key}\" is not a list")))
        };
        let (names, values) = (list("features")?, list("weights")?);
        if names.len() != values.len() {
            return Err(bad(format!(
                "{} features but {} weights",
                names.len(),
                values.len()
            )));
        }
        let mut weights = [f64::NAN; N_FEATURES];
        for (i, (name, value)) in names.iter().zip(values).enumerate() {
            let name = name
                .as_str()
                .ok_or_else(|| bad(format!("feature {} is not a name", i + 1)))?;
            let at = FEATURES
                .iter()
                .position(|f| *f == name)
                .ok_or_else(|| bad(format!("unknown feature \"{}\"", crate::quote::quote(name))))?;
            if !weights[at].is_nan() {
                return Err(bad(format!("feature \"{name}\" appears twice")));
            }
            weights[at] = match value.as_f64() {
                Some(x) if x.is_finite() && x.abs() <= MAX_WEIGHT => x,
                _ => {
                    return Err(bad(format!(
                        "the weight of \"{name}\" is not a number from -1000000 to 1000000"
                    )))
                }
            };
        }
        if let Some(i) = weights.iter().position(|w| w.is_nan()) {
            return Err(bad(format!("feature \"{}\" is missing", FEATURES[i])));
        }
        Ok(Linear { weights })
    }

    /// The weights in JSON `text`, a weight file.
    #[cfg(feature = "json-text")]
    pub fn from_json_text(text: &str) -> Result<Linear, C4Error> {
        let v: Value = serde_json::from_str(text)
            .map_err(|e| C4Error::BadWeights(format!("not JSON: {e}")))?;
        Linear::from_json_value(&v)
    }

    /// A weight file: these weights, and `trained` (a JSON object's text)
    /// saying how they were learned. Numbers are written by
    /// [`fmt_value`](crate::games::tree::fmt_value), the shortest text that
    /// reads back to the same `f64`.
    pub fn to_json(&self, trained: &str) -> String {
        let fmt = crate::games::tree::fmt_value;
        let names: Vec<String> = FEATURES.iter().map(|f| format!("\"{f}\"")).collect();
        let weights: Vec<String> = self.weights.iter().map(|&w| fmt(w)).collect();
        format!(
            "{{\"format\":\"{FORMAT}\",\"version\":{VERSION},\"game\":\"connect4\",\"features\":[{}],\"weights\":[{}],\"trained\":{trained}}}",
            names.join(","),
            weights.join(",")
        )
    }
}

impl Connect4 {
    /// φ(`pos`) from the side to move's view (see the module docs).
    pub fn features(&self, pos: &C4) -> [f64; N_FEATURES] {
        let (mine, theirs) = (pos.cur, pos.last());
        let playable = (pos.mask + self.bottom()) & self.full;
        let mut f = [0.0; N_FEATURES];
        f[0] = 1.0;
        for &w in self.windows.iter() {
            let (m, t) = (mine & w, theirs & w);
            let (open, n, base) = match (m, t) {
                (0, 0) => continue,
                (m, 0) => (w & !m, m.count_ones().min(3) as usize, 0),
                (0, t) => (w & !t, t.count_ones().min(3) as usize, 3),
                _ => continue,
            };
            f[base + n] += 1.0;
            if n == 3 && open & playable != 0 {
                f[9 + base / 3] += 1.0;
            }
        }
        let h1 = self.size.h + 1;
        let column = |c: u32| ((1u64 << self.size.h) - 1) << (c * h1);
        let centre = column((self.size.w - 1) / 2) | column(self.size.w / 2);
        f[7] = (mine & centre).count_ones() as f64;
        f[8] = (theirs & centre).count_ones() as f64;
        for (x, d) in f.iter_mut().zip(DIVISOR) {
            *x /= d;
        }
        f
    }

    /// Evaluates with learned weights instead of the hand-made ones; `None`
    /// goes back to [`Connect4::eval_raw`].
    pub fn with_linear(mut self, linear: Option<Linear>) -> Connect4 {
        self.linear = linear.map(std::sync::Arc::new);
        self
    }

    /// The learned weights the evaluation uses, if any.
    pub fn linear(&self) -> Option<&Linear> {
        self.linear.as_deref()
    }

    /// The evaluation for the side to move: learned when weights are set.
    pub(super) fn eval_to_move(&self, pos: &C4) -> i32 {
        match &self.linear {
            Some(l) => Linear::to_eval(l.value(&self.features(pos))),
            None => self.eval_raw(pos.cur, pos.last()),
        }
    }
}

/// Every four-cell window of a `size` board: made once per size and then
/// shared, as a position is parsed per solve and in wasm making them took
/// longer than solving a position near the end.
pub(super) fn windows(size: Size) -> Arc<[u64]> {
    const SIZES: usize = 4 * 3;
    static MADE: [OnceLock<Arc<[u64]>>; SIZES] = [const { OnceLock::new() }; SIZES];
    let make = || -> Arc<[u64]> {
        let (w, h, h1) = (size.w as i32, size.h as i32, size.h + 1);
        let cell = |c: i32, r: i32| {
            ((0..w).contains(&c) && (0..h).contains(&r)).then(|| 1u64 << (c as u32 * h1 + r as u32))
        };
        let starts = (0..w).flat_map(|c| (0..h).map(move |r| (c, r)));
        (starts.flat_map(|(c, r)| [(1, 0), (0, 1), (1, 1), (1, -1)].map(|d| (c, r, d))))
            .filter_map(|(c, r, (dc, dr))| {
                (0..4).try_fold(0, |acc, k| Some(acc | cell(c + dc * k, r + dr * k)?))
            })
            .collect()
    };
    // Sizes out of range (only a hand-built `Size` has one) are not kept.
    if !(4..=7).contains(&size.w) || !(4..=6).contains(&size.h) {
        return make();
    }
    MADE[((size.w - 4) * 3 + size.h - 4) as usize]
        .get_or_init(make)
        .clone()
}
