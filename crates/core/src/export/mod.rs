//! A search drawn for print: the full tree in the engine's layout
//! ([`TreeModel`]), each node's shape, value and α/β, pruned parts and the
//! best line, as one drawing list that `tikz` and `svg` write and
//! [`Drawing::to_json`] gives as data.
//!
//! Values, α and β come from one algorithm's trace (alpha-beta's when it
//! runs); positions are the page's: `x` in leaf slots, `y` in plies.

mod svg;
mod tikz;

use serde_json::{json, Value};

use crate::error::Error;
use crate::games::tree::{as_whole, fmt_value};
use crate::games::NodeKind;
use crate::layout::{TreeModel, NEVER};
use crate::options::{OptionError, SearchOptions};
use crate::problem::Problem;
use crate::search::registry::Algorithm;
use crate::trace::{Event, NONE};

/// The most nodes a drawing holds: a printed tree past this is unreadable.
pub const MAX_EXPORT_NODES: usize = 4096;

/// One node as drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct DrawNode {
    pub x: f32,
    pub depth: u32,
    pub kind: NodeKind,
    pub leaf: bool,
    /// The value the algorithm returned here; `None` if never returned.
    pub value: Option<f64>,
    pub name: String,
    /// The action (CS188) or probability on the edge from the parent.
    pub edge_label: String,
    /// Skipped by a cut-off (itself or an ancestor).
    pub pruned: bool,
    /// On the best line from the root.
    pub best: bool,
    /// The node's last window (α, β), when the trace gave it one.
    pub window: Option<(f64, f64)>,
    pub parent: u32,
}

/// The drawing list: nodes in preorder (the engine's node ids).
#[derive(Clone, Debug, PartialEq)]
pub struct Drawing {
    pub nodes: Vec<DrawNode>,
    pub algorithm: &'static str,
    /// Whether α and β are drawn.
    pub bounds: bool,
}

/// The output formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Tikz,
    Svg,
    Json,
}

impl Format {
    /// The format named `name` (`tikz`, `svg` or `json`).
    pub fn from_name(name: &str) -> Option<Format> {
        match name {
            "tikz" => Some(Format::Tikz),
            "svg" => Some(Format::Svg),
            "json" => Some(Format::Json),
            _ => None,
        }
    }
}

impl Drawing {
    /// Searches `problem` with minimax (for the whole tree) and `algorithm`
    /// (for values, cut-offs and the best line).
    pub fn of(
        problem: &Problem,
        algorithm: Algorithm,
        options: &SearchOptions,
        bounds: bool,
    ) -> Result<Drawing, Error> {
        let (_, mm) = problem.trace(Algorithm::Minimax, options)?;
        let model = TreeModel::from_trace(&mm);
        if model.len() > MAX_EXPORT_NODES {
            return Err(OptionError::TooLargeToDraw {
                nodes: model.len(),
                limit: MAX_EXPORT_NODES,
            }
            .into());
        }
        let trace = problem.trace(algorithm, options)?.1;
        let t = model.timeline(&trace);
        let n = model.len();
        let mut window = vec![None; n];
        for e in trace.iter() {
            match e {
                Event::Enter {
                    node, alpha, beta, ..
                } => window[node as usize] = Some((alpha, beta)),
                Event::Alpha { node, value } => {
                    if let Some(w) = &mut window[node as usize] {
                        w.0 = value;
                    }
                }
                Event::Beta { node, value } => {
                    if let Some(w) = &mut window[node as usize] {
                        w.1 = value;
                    }
                }
                _ => {}
            }
        }
        let (prob, names) = model.labels(problem);
        let actions = model.actions(problem);
        let mut best = vec![false; n];
        let mut v = 0usize;
        while t.exit[v] != NEVER {
            best[v] = true;
            match t.best[v] {
                NEVER => break,
                b => v = b as usize,
            }
        }
        let nodes = (0..n)
            .map(|v| {
                let kind = model.kind_of(v);
                let label = match (actions.get(v), prob[v]) {
                    (Some(a), _) if !a.is_empty() => a.clone(),
                    (_, p) if !p.is_nan() => fmt_value(p),
                    _ => String::new(),
                };
                DrawNode {
                    x: model.x[v],
                    depth: model.depth[v],
                    kind,
                    leaf: model.is_leaf(v),
                    value: (t.exit[v] != NEVER).then_some(t.value[v]),
                    name: names.get(v).cloned().unwrap_or_default(),
                    edge_label: label,
                    pruned: t.pruned[v] != NEVER,
                    best: best[v] && v != 0,
                    // Inner nodes only, as the textbooks annotate them.
                    window: if bounds && !model.is_leaf(v) && algorithm.spec().prunes {
                        window[v]
                    } else {
                        None
                    },
                    parent: model.parent[v],
                }
            })
            .collect();
        Ok(Drawing {
            nodes,
            algorithm: algorithm.name(),
            bounds,
        })
    }

    /// The drawing as text in `format`.
    pub fn write(&self, format: Format) -> String {
        match format {
            Format::Tikz => tikz::write(self),
            Format::Svg => svg::write(self),
            Format::Json => self.to_json().to_string(),
        }
    }

    /// The drawing as TikZ alone: the page's module, which reaches no other
    /// writer through this.
    pub fn tikz(&self) -> String {
        tikz::write(self)
    }

    /// The drawing list as JSON: each node's place, kind, value and marks.
    pub fn to_json(&self) -> Value {
        let num = |v: f64| match as_whole(v) {
            Some(i) => json!(i),
            None if v.is_finite() => json!(v),
            None => json!(if v > 0.0 { "+inf" } else { "-inf" }),
        };
        let nodes: Vec<Value> = (self.nodes.iter())
            .map(|d| {
                let mut o = json!({
                    "x": d.x, "depth": d.depth, "kind": d.kind.name(), "leaf": d.leaf,
                    "value": d.value.map(num), "pruned": d.pruned, "best": d.best,
                    "parent": if d.parent == NONE { Value::Null } else { json!(d.parent) },
                });
                if !d.name.is_empty() {
                    o["name"] = json!(d.name);
                }
                if !d.edge_label.is_empty() {
                    o["edge_label"] = json!(d.edge_label);
                }
                if let Some((a, b)) = d.window {
                    o["alpha"] = num(a);
                    o["beta"] = num(b);
                }
                o
            })
            .collect();
        json!({ "algorithm": self.algorithm, "bounds": self.bounds, "nodes": nodes })
    }

    /// Width in leaf slots and height in plies.
    fn extent(&self) -> (f32, u32) {
        let w = self.nodes.iter().map(|d| d.x).fold(0.0, f32::max);
        let h = self.nodes.iter().map(|d| d.depth).max().unwrap_or(0);
        (w, h)
    }
}
