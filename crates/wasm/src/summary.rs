//! The small results that cross the boundary as plain JavaScript objects
//! (through serde-wasm-bindgen): a search's counts, the summary of an
//! analysis, registry entries and a solve's answer.

use abviz_core::{
    Algorithm, Config, Connect4, Game, NodeKind, Problem, SearchOptions, Stats, TicTacToe, TreeGame,
};
use serde::{Serialize, Serializer};

/// Pairs that JavaScript receives as one plain object, `{key: value, …}`.
/// A list rather than a `BTreeMap`: the page only looks keys up, and a
/// map's sort would be compiled into the module once per type.
#[derive(Debug, Clone, PartialEq)]
pub struct Object<V>(pub Vec<(&'static str, V)>);

impl<V> Object<V> {
    /// The value of `key` (the last, as in JavaScript, when it repeats).
    pub fn get(&self, key: &str) -> Option<&V> {
        self.0.iter().rev().find(|(k, _)| *k == key).map(|(_, v)| v)
    }
}

impl<V: Serialize> Serialize for Object<V> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.0.iter().map(|(k, v)| (k, v)))
    }
}

/// Counts of one search, as the CLI prints them. Counts are `f64` because
/// JavaScript numbers are.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct StatsJs {
    pub value: f64,
    pub best_move: Option<u32>,
    pub nodes: f64,
    pub leaves: f64,
    pub cutoffs: f64,
    pub pruned_children: f64,
    pub max_depth: u32,
    /// Star2's probing visits.
    pub probes: f64,
    /// Nodes searched past the depth limit because they were noisy.
    pub extensions: f64,
    /// Number of trace records.
    pub events: u32,
    /// Transposition table look-ups, hits and answers.
    pub tt_probes: f64,
    pub tt_hits: f64,
    pub tt_cutoffs: f64,
    /// PVS, aspiration and MTD(f) re-searches.
    pub re_searches: f64,
    /// Nodes per iterative-deepening pass (one entry without `id`).
    pub iterations: Vec<f64>,
}

impl StatsJs {
    /// `s`, with `events` trace records.
    pub fn new(s: &Stats, events: usize) -> StatsJs {
        StatsJs {
            value: s.value,
            best_move: s.best_move,
            nodes: s.nodes as f64,
            leaves: s.leaves as f64,
            cutoffs: s.cutoffs as f64,
            pruned_children: s.pruned_children as f64,
            max_depth: s.max_depth,
            probes: s.probes as f64,
            extensions: s.extensions as f64,
            events: events as u32,
            tt_probes: s.tt_probes as f64,
            tt_hits: s.tt_hits as f64,
            tt_cutoffs: s.tt_cutoffs as f64,
            re_searches: s.re_searches as f64,
            iterations: if s.iterations.is_empty() {
                vec![s.nodes as f64]
            } else {
                s.iterations.iter().map(|&n| n as f64).collect()
            },
        }
    }
}

/// The summary handed to JavaScript.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct Summary {
    /// "board" (tic-tac-toe), "connect4", "tree", "pacman" or "robots".
    pub kind: &'static str,
    /// Connect Four's `[width, height]`.
    pub size: Option<[u32; 2]>,
    /// Connect Four: the column sequence (1-based) that reached the root,
    /// when it was given as one.
    pub moves: Option<String>,
    /// Passes in the pruning search's trace (iterative deepening), 1 without.
    pub passes: u32,
    /// The pass whose timeline the "alphabeta" buffers hold (1-based).
    pub pass: u32,
    /// The position in canonical notation (`O.X/.X./O..`, or the tree without spaces).
    pub root: String,
    /// "X" or "O" for boards.
    pub to_move: Option<String>,
    /// Whether MAX moves at the root.
    pub root_is_max: bool,
    /// Whether the tree has chance nodes.
    pub has_chance: bool,
    /// The bounds [L, U] Star1 uses at chance nodes, if any.
    pub bounds: Option<[f64; 2]>,
    /// Agents per round (trees).
    pub agents: u32,
    /// The pruning rule: `ge` or `gt`.
    pub prune: &'static str,
    /// Whether node names were given (trees).
    pub named: bool,
    /// The full search's counts (slot "minimax").
    pub minimax: Option<StatsJs>,
    /// The pruning search's counts (slot "alphabeta", whichever it is).
    pub alphabeta: Option<StatsJs>,
    /// The registry entry of the algorithm in each slot.
    pub algorithms: Object<AlgorithmJs>,
    /// The maze games' board and root state; `None` for other games.
    pub maze: Option<crate::maze::MazeView>,
}

impl Summary {
    /// The summary of `problem` searched by `algorithms` under `config`
    /// (`options` prepared for the problem), with no counts yet.
    pub fn new(
        problem: &Problem,
        config: &Config,
        options: &SearchOptions,
        algorithms: &[Algorithm],
    ) -> Summary {
        let maze = crate::maze::view(problem);
        // The built-in games by type; another game has no notation here yet.
        let (kind, root, named) = if let Some(g) = problem.game::<TicTacToe>() {
            ("board", g.root().to_string(), false)
        } else if let Some(g) = problem.game::<Connect4>() {
            ("connect4", g.grid(&g.root()), false)
        } else if let Some(g) = problem.game::<TreeGame>() {
            ("tree", g.tree().to_string(), g.tree().has_names())
        } else if let Some(m) = &maze {
            (m.game, m.text.clone(), false)
        } else {
            ("board", String::new(), false)
        };
        let (size, moves) = match problem.game::<Connect4>() {
            Some(g) => (
                Some([g.size().w, g.size().h]),
                g.played().map(|m| {
                    m.iter()
                        .map(|c| char::from_digit(c + 1, 10).unwrap_or('?'))
                        .collect()
                }),
            ),
            None => (None, None),
        };
        Summary {
            kind,
            size,
            moves,
            passes: 1,
            pass: 1,
            root,
            to_move: problem.to_move().map(|m| m.to_string()),
            root_is_max: problem.root_kind() != NodeKind::Min,
            has_chance: problem.has_chance(),
            bounds: options.bounds.map(|(l, u)| [l, u]),
            agents: config.setup.agents,
            prune: options.prune.name(),
            named,
            minimax: None,
            alphabeta: None,
            algorithms: Object(
                (algorithms.iter())
                    .map(|&a| (slot(a), AlgorithmJs::new(a, options, problem.has_chance())))
                    .collect(),
            ),
            maze,
        }
    }

    /// Puts `stats` in `alg`'s slot.
    pub fn set(&mut self, alg: Algorithm, stats: StatsJs) {
        match slot(alg) {
            "minimax" => self.minimax = Some(stats),
            _ => self.alphabeta = Some(stats),
        }
    }
}

/// A registry entry as the page shows it; see `abviz_core::registry`.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct AlgorithmJs {
    pub name: &'static str,
    pub title: &'static str,
    pub summary: &'static str,
    pub prunes: bool,
    /// `[indent, code, note, note_key]` per line, for the run's options.
    pub pseudocode: Vec<(u8, &'static str, &'static str, &'static str)>,
    /// Event tag → line index.
    pub lines: Object<usize>,
}

impl AlgorithmJs {
    /// `alg`'s entry under `options`; without chance nodes, without the
    /// lines about them.
    pub fn new(alg: Algorithm, options: &SearchOptions, chance: bool) -> AlgorithmJs {
        let spec = alg.spec();
        let keep = if chance {
            spec.code.len()
        } else {
            spec.chance_from
        };
        AlgorithmJs {
            name: spec.name,
            title: spec.title,
            summary: spec.summary,
            prunes: spec.prunes,
            pseudocode: (spec.pseudocode(options).iter().take(keep))
                .map(|l| (l.indent, l.code, l.note, l.note_key))
                .collect(),
            lines: Object(
                (spec.lines.iter().copied())
                    .filter(|&(_, i)| i < keep)
                    .collect(),
            ),
        }
    }
}

/// The page's slot for `alg`: "minimax" for the full search, else "alphabeta".
pub fn slot(alg: Algorithm) -> &'static str {
    if alg.spec().prunes {
        "alphabeta"
    } else {
        "minimax"
    }
}

/// What [`crate::solve`] returns.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct Solved {
    /// The exact `fast` score from the side to move's view (after
    /// `column`, still from the original side's view); `None` when that
    /// column cannot be played.
    pub value: Option<f64>,
    /// The best move (0-based column), when the search names one.
    pub best_move: Option<u32>,
    /// Nodes searched.
    pub nodes: f64,
}
