//! Monte Carlo tree search for the page's MCTS panel: the core's search on
//! the request's position (any game the other entries read) with the
//! iterations, c and seed asked for, within the page's budget. This is the
//! plain Rust side; `lib.rs` exports it as `mcts()`.
//!
//! The events of the first `traced` iterations are packed as [`WORDS`]
//! floats each (see [`pack`]); the rest run with the same sink, which only
//! counts them, so a cap never changes the search (the same seed gives the
//! same tree). The convergence curve covers every iteration: each
//! `every`-th one (and the last) records the root's mean and its children's
//! visits.

use abviz_core::{Budget, Error, Event, NodeKind, Problem, Sink, Tree, TreeGame, NONE};
use serde::Serialize;

use crate::request::Request;

/// Floats per packed event.
pub const WORDS: usize = 9;
/// Each event's kind, as its first word.
pub const KINDS: [&str; 5] = ["uct", "select", "expand", "simulate", "backup"];
/// Most points of the convergence curve (plus the last iteration).
pub const CURVE_POINTS: u32 = 200;

/// What the page asks of one search (the position comes from a [`Request`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ask<'a> {
    pub iterations: u32,
    /// As text, read by the core's parser (formatting a float would pull
    /// the float printer into the module: about 70 KB).
    pub c: &'a str,
    pub seed: u64,
    /// Iterations whose events are recorded.
    pub traced: u32,
}

/// One root child at the end: its move, visits and mean (root player's view).
#[derive(Serialize, Clone, Debug, PartialEq)]
pub struct ChildJs {
    #[serde(rename = "move")]
    pub mv: u32,
    pub visits: u64,
    pub mean: f64,
}

/// The search's result, as the page reads it.
#[derive(Serialize, Clone, Debug, PartialEq)]
pub struct MctsSummary {
    pub best_move: Option<u32>,
    /// The root's mean, −1…1, from the root player's view.
    pub value: f64,
    pub iterations: u64,
    /// Iterations whose events are in `events`.
    pub traced: u32,
    pub nodes: u64,
    pub max_depth: u32,
    /// Whether MAX moves at the root.
    pub root_is_max: bool,
    pub children: Vec<ChildJs>,
    /// The curve's root children, in the order they were added, and its stride.
    pub curve_moves: Vec<u32>,
    pub every: u32,
    /// The bounds [L, U] results are scaled by (`None`: a result's sign).
    pub bounds: Option<[f64; 2]>,
}

/// A finished search: the summary, the packed events and the curve (rows of
/// `[iteration, root mean, visits of each of curve_moves]`).
pub struct MctsRun {
    pub summary: MctsSummary,
    pub events: Vec<f64>,
    pub curve: Vec<f64>,
}

/// One event as [`WORDS`] floats: `[kind, node, …]`, then
/// - uct: child, move, visits, mean, exploit, explore, chosen (1 or 0);
/// - select: child, move, visits, mean;
/// - expand: parent, move (−1 for the root's), depth, kind (0 MAX, 1 MIN, 2 chance);
/// - simulate: plies, value, horizon (1 or 0);
/// - backup: visits, mean.
///
/// Unused words are 0. Other events are `None`.
pub fn pack(e: &Event) -> Option<[f64; WORDS]> {
    let f = |x: u32| x as f64;
    let b = |x: bool| if x { 1.0 } else { 0.0 };
    let none = |x: u32| if x == NONE { -1.0 } else { x as f64 };
    Some(match *e {
        Event::Uct {
            node,
            child,
            mv,
            visits,
            mean,
            exploit,
            explore,
            chosen,
        } => [
            0.0,
            f(node),
            f(child),
            f(mv),
            f(visits),
            mean,
            exploit,
            explore,
            b(chosen),
        ],
        Event::Select {
            node,
            visits,
            mean,
            child,
            mv,
        } => [
            1.0,
            f(node),
            f(child),
            f(mv),
            f(visits),
            mean,
            0.0,
            0.0,
            0.0,
        ],
        Event::Expand {
            node,
            parent,
            mv,
            depth,
            kind,
        } => {
            let k = match kind {
                NodeKind::Max => 0.0,
                NodeKind::Min => 1.0,
                NodeKind::Chance => 2.0,
            };
            [
                2.0,
                f(node),
                none(parent),
                none(mv),
                f(depth),
                k,
                0.0,
                0.0,
                0.0,
            ]
        }
        Event::Simulate {
            node,
            plies,
            value,
            horizon,
        } => [
            3.0,
            f(node),
            f(plies),
            value,
            b(horizon),
            0.0,
            0.0,
            0.0,
            0.0,
        ],
        Event::Backup { node, visits, mean } => {
            [4.0, f(node), f(visits), mean, 0.0, 0.0, 0.0, 0.0, 0.0]
        }
        _ => return None,
    })
}

/// Records the first `traced` iterations' events and the curve.
struct Recorder {
    traced: u32,
    every: u32,
    /// Iterations finished (the root's visits).
    done: u32,
    events: Vec<f64>,
    /// Root children in the order they were added: node id and visits.
    kids: Vec<(u32, u32, u64)>,
    root_mean: f64,
    rows: Vec<Vec<f64>>,
}

impl Recorder {
    fn row(&self) -> Vec<f64> {
        let mut r = vec![self.done as f64, self.root_mean];
        r.extend(self.kids.iter().map(|k| k.2 as f64));
        r
    }
}

impl Sink for Recorder {
    fn event(&mut self, e: Event) {
        if self.done < self.traced {
            if let Some(words) = pack(&e) {
                self.events.extend(words);
            }
        }
        match e {
            Event::Expand {
                node,
                parent: 0,
                mv,
                ..
            } => self.kids.push((node, mv, 0)),
            Event::Backup {
                node: 0,
                visits,
                mean,
            } => {
                (self.done, self.root_mean) = (visits, mean);
                if visits % self.every == 0 {
                    let row = self.row();
                    self.rows.push(row);
                }
            }
            Event::Backup { node, visits, .. } => {
                if let Some(k) = self.kids.iter_mut().find(|k| k.0 == node) {
                    k.2 = visits as u64;
                }
            }
            _ => {}
        }
    }
}

/// Runs MCTS on `req`'s position as `ask` says, within `budget`.
pub fn run_within(req: &Request, ask: Ask<'_>, budget: &mut Budget<'_>) -> Result<MctsRun, Error> {
    let mut config = req.config()?;
    let problem = match req.tree.as_deref() {
        // JSON trees are parsed by the browser (json.rs), as for the analysis.
        Some(t) if req.board.is_none() && Tree::is_json(t) => {
            Problem::of(TreeGame::new(crate::json::tree(t)?, config.setup)?)
        }
        _ => Problem::from_config(req.board.as_deref(), req.tree.as_deref(), &config)?,
    };
    for (name, value) in [
        ("iterations", ask.iterations.to_string()),
        ("c", ask.c.to_string()),
        ("seed", ask.seed.to_string()),
    ] {
        abviz_core::parse_mcts(&mut config.options.mcts, name, &value)?;
    }
    let every = ask.iterations.div_ceil(CURVE_POINTS).max(1);
    let mut rec = Recorder {
        traced: ask.traced,
        every,
        done: 0,
        events: Vec::new(),
        kids: Vec::new(),
        root_mean: 0.0,
        rows: Vec::new(),
    };
    let stats = problem.mcts_within(&config.options, &mut rec, budget)?;
    if rec.done % every != 0 {
        let row = rec.row();
        rec.rows.push(row);
    }
    // Rows written before a child was added are padded with 0 visits.
    let width = 2 + rec.kids.len();
    let mut curve = Vec::with_capacity(rec.rows.len() * width);
    for r in &rec.rows {
        curve.extend(r);
        curve.resize(curve.len() + width - r.len(), 0.0);
    }
    let root_is_max = problem.root_kind() != NodeKind::Min;
    let sign = if root_is_max { 1.0 } else { -1.0 };
    let children = (stats.children.iter())
        .map(|c| ChildJs {
            mv: c.mv,
            visits: c.visits,
            mean: c.mean,
        })
        .collect();
    let summary = MctsSummary {
        best_move: stats.best_move,
        value: stats.value * sign,
        iterations: stats.leaves,
        traced: rec.done.min(ask.traced),
        nodes: stats.nodes,
        max_depth: stats.max_depth,
        root_is_max,
        children,
        curve_moves: rec.kids.iter().map(|k| k.1).collect(),
        every,
        bounds: config.options.bounds.map(|(l, u)| [l, u]),
    };
    Ok(MctsRun {
        summary,
        events: rec.events,
        curve,
    })
}
