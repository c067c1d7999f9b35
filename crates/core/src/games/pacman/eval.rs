//! Evaluation functions: CS188's `scoreEvaluationFunction` (the game
//! score) and abviz's own `better`, a weighted sum of features a student
//! can read and tune.

use std::sync::Arc;

use super::{Layout, State};
use crate::games::grid::MazeError;

/// `better`'s weights: name, default and what the feature measures. Each
/// feature is a whole number, so with whole weights values stay whole.
pub const WEIGHTS: &[(&str, f64, &str)] = &[
    ("score", 1.0, "the game score"),
    ("food", 2.0, "minus the maze distance to the nearest food"),
    (
        "ghost",
        100.0,
        "minus danger: 3 − d for each unscared ghost d ≤ 2 steps away",
    ),
    (
        "scared",
        5.0,
        "10 − d for each scared ghost d < 10 steps away (and catchable in time)",
    ),
    ("capsule", 20.0, "minus the capsules left"),
];

/// `better`'s weights, in the order of [`WEIGHTS`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights(pub [f64; 5]);

impl Default for Weights {
    fn default() -> Weights {
        let mut w = [0.0; 5];
        for (i, (_, d, _)) in WEIGHTS.iter().enumerate() {
            w[i] = *d;
        }
        Weights(w)
    }
}

impl std::str::FromStr for Weights {
    type Err = MazeError;
    /// `name=value,…` over the defaults; names from [`WEIGHTS`].
    fn from_str(s: &str) -> Result<Weights, MazeError> {
        let mut w = Weights::default();
        for pair in s.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            // Name the pair that is wrong, not the whole list.
            let bad = || MazeError::BadWeights(pair.into());
            let (name, value) = pair.split_once('=').ok_or_else(bad)?;
            let i = (WEIGHTS.iter().position(|(n, _, _)| *n == name.trim())).ok_or_else(bad)?;
            let v: f64 = value.trim().parse().map_err(|_| bad())?;
            if !v.is_finite() || v.abs() > 1e6 {
                return Err(bad());
            }
            w.0[i] = v;
        }
        Ok(w)
    }
}

/// How states are valued, from Pacman's side.
#[derive(Clone, Debug, PartialEq)]
pub enum Eval {
    /// The game score, CS188's `scoreEvaluationFunction`.
    Score,
    /// abviz's `better` evaluation with its weights; `distances` is filled
    /// in by `Eval::prepared` for the layout.
    Better {
        /// The weights.
        weights: Weights,
        /// Maze distances between every pair of cells, row by row.
        distances: Option<Arc<Vec<u16>>>,
    },
}

impl Eval {
    /// `score` or `better` with `weights` (ignored for `score`).
    pub fn parse(name: &str, weights: Weights) -> Result<Eval, MazeError> {
        match name.trim() {
            "score" => Ok(Eval::Score),
            "better" => Ok(Eval::Better {
                weights,
                distances: None,
            }),
            _ => Err(MazeError::BadChoice {
                option: "evaluation",
                value: name.into(),
                allowed: "score or better",
            }),
        }
    }

    /// `score` or `better`.
    pub fn name(&self) -> &'static str {
        match self {
            Eval::Score => "score",
            Eval::Better { .. } => "better",
        }
    }

    /// The evaluation with the layout's distances worked out once.
    pub(super) fn prepared(self, layout: &Layout) -> Eval {
        match self {
            Eval::Better {
                weights,
                distances: None,
            } => {
                let g = &layout.grid;
                let n = g.walls.len();
                let mut all = Vec::with_capacity(n * n);
                for c in 0..n {
                    if g.walls[c] {
                        all.extend(std::iter::repeat(u16::MAX).take(n));
                    } else {
                        all.extend(g.distances(c));
                    }
                }
                Eval::Better {
                    weights,
                    distances: Some(Arc::new(all)),
                }
            }
            e => e,
        }
    }

    /// The value of `s`.
    pub fn value(&self, layout: &Layout, s: &State) -> f64 {
        match self {
            Eval::Score => s.score as f64,
            Eval::Better { weights, distances } => {
                let f = features(layout, distances.as_deref(), s);
                weights.0.iter().zip(f).map(|(w, x)| w * x as f64).sum()
            }
        }
    }
}

/// `better`'s features of `s`, in the order of [`WEIGHTS`].
pub fn features(layout: &Layout, distances: Option<&Vec<u16>>, s: &State) -> [i64; 5] {
    let n = layout.grid.walls.len();
    let from = s.pacman as usize;
    let own;
    let row: &[u16] = match distances {
        Some(d) => &d[from * n..(from + 1) * n],
        None => {
            own = layout.grid.distances(from);
            &own
        }
    };
    let nearest_food = (layout.food.iter().enumerate())
        .filter(|&(i, _)| s.has_food(i))
        .map(|(_, &c)| row[c as usize] as i64)
        .filter(|&d| d != u16::MAX as i64)
        .min()
        .unwrap_or(0);
    let (mut danger, mut hunt) = (0, 0);
    for g in s.ghosts() {
        let d = row[g.cell as usize] as i64;
        if g.scared == 0 && d <= 2 {
            danger += 3 - d;
        } else if g.scared > 0 && d < 10 && (d as u8) < g.scared {
            hunt += 10 - d;
        }
    }
    [
        s.score as i64,
        -nearest_food,
        -danger,
        hunt,
        -(s.capsules.count_ones() as i64),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bad_weight_is_named_with_every_known_name() {
        let e = "food=2, bogus=1"
            .parse::<Weights>()
            .unwrap_err()
            .to_string();
        assert!(e.contains("\"bogus=1\""), "{e}");
        let names: Vec<&str> = WEIGHTS.iter().map(|(n, _, _)| *n).collect();
        assert!(
            e.ends_with(&format!("names from {}", names.join(", "))),
            "{e}"
        );
        let w: Weights = "food=3,score=0.5".parse().unwrap();
        assert_eq!((w.0[0], w.0[1], w.0[2]), (0.5, 3.0, 100.0));
    }
}
