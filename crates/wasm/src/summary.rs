//! The small results that cross the boundary as plain JavaScript objects
//! (through serde-wasm-bindgen): a search's counts, the summary of an
//! analysis, registry entries and a solve's answer.

use abviz_core::{Algorithm, Config, Decision, NodeKind, Problem, SearchOptions, Secondary, Stats};
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
    /// The move the configuration plays: `decision`'s.
    pub best_move: Option<u32>,
    /// What the configuration decided, which every view names as its move.
    pub decision: DecisionJs,
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
    /// Futility cut-offs and the children they skipped (not in `cutoffs`
    /// and `pruned_children`).
    pub futility_cutoffs: f64,
    pub futility_pruned_children: f64,
    /// Secondary search's findings, when asked for and the root has a move.
    pub secondary: Option<SecondaryJs>,
    /// Nodes answered by the opening book or the endgame solver.
    pub book_hits: f64,
    /// The endgame solver's own nodes (not in `nodes`).
    pub endgame_nodes: f64,
    /// Whether the root itself was answered so.
    pub book: bool,
}

/// [`Decision`] for the page: `by` is `search`, `book` or `secondary`;
/// `depth` is D + K when secondary search decided, else `None`.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct DecisionJs {
    #[serde(rename = "move")]
    pub best_move: Option<u32>,
    pub value: f64,
    pub depth: Option<u32>,
    pub by: &'static str,
}

impl DecisionJs {
    pub fn new(d: &Decision) -> DecisionJs {
        DecisionJs {
            best_move: d.best_move,
            value: d.value,
            depth: d.depth,
            by: d.by.name(),
        }
    }
}

/// [`Secondary`] as the CLI prints it: moves are 0-based move numbers.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct SecondaryJs {
    pub depth: u32,
    #[serde(rename = "move")]
    pub chosen: u32,
    pub value: f64,
    pub deeper_value: f64,
    pub reconsidered: bool,
    pub second_move: Option<u32>,
    pub second_value: Option<f64>,
    pub second_deeper_value: Option<f64>,
    pub final_move: u32,
    pub final_value: f64,
    pub changed: bool,
    pub nodes: f64,
}

impl SecondaryJs {
    pub fn new(s: &Secondary) -> SecondaryJs {
        SecondaryJs {
            depth: s.depth,
            chosen: s.chosen,
            value: s.value,
            deeper_value: s.deeper_value,
            reconsidered: s.reconsidered,
            second_move: s.second.map(|(m, _)| m),
            second_value: s.second.map(|(_, v)| v),
            second_deeper_value: s.second_deeper_value,
            final_move: s.final_move,
            final_value: s.final_value,
            changed: s.changed,
            nodes: s.nodes as f64,
        }
    }
}

impl StatsJs {
    /// `s`, with `events` trace records, decided by the search alone.
    pub fn new(s: &Stats, events: usize) -> StatsJs {
        StatsJs::decided(s, events, &Decision::of(s))
    }

    /// `s`, with `events` trace records, and what the configuration
    /// decided after it (`best_move` is the decision's move).
    pub fn decided(s: &Stats, events: usize, d: &Decision) -> StatsJs {
        StatsJs {
            value: s.value,
            best_move: d.best_move,
            decision: DecisionJs::new(d),
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
            futility_cutoffs: s.futility_cutoffs as f64,
            futility_pruned_children: s.futility_pruned_children as f64,
            secondary: d.secondary.as_ref().map(SecondaryJs::new),
            book_hits: s.book_hits as f64,
            endgame_nodes: s.endgame_nodes as f64,
            book: s.book,
        }
    }
}

/// The summary handed to JavaScript.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct Summary {
    /// What the page knows the game's summaries by: the game's
    /// `RootFacts::kind` (tic-tac-toe's `board`), a maze game's name, else
    /// the registry name the search was asked for.
    pub kind: &'static str,
    /// The board's `[width, height]`, for a game played on several sizes.
    pub size: Option<[u32; 2]>,
    /// The moves that reached the root, as the game writes them (Connect
    /// Four's 1-based columns), when it was given as moves.
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
    /// The futility margin M, the bound on the pruning search's error.
    pub futility: Option<f64>,
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
        // The game says what the page shows of its root (Game::root_facts and its notation).
        let facts = problem.root_facts();
        let (kind, root) = match &maze {
            Some(m) => (m.game, m.text.clone()),
            None => (
                facts.kind.unwrap_or(config.game),
                problem.root_text().unwrap_or_default(),
            ),
        };
        let (size, moves, named) = (facts.size, facts.moves, facts.named);
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
            futility: options.futility,
            named,
            minimax: None,
            alphabeta: None,
            algorithms: Object(
                (algorithms.iter())
                    .map(|&a| (slot(a), AlgorithmJs::new(a, options, problem.has_chance())))
                    // Another form of the same search, for the page's view of it (alpha-beta
                    // in Rich's negamax form): when that search takes these options.
                    .chain(
                        (algorithms.iter().flat_map(|a| a.views()))
                            .filter(|view| view.check_options(options).is_ok())
                            .map(|view| (view.name(), AlgorithmJs::new(view, options, false))),
                    )
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
