//! Monte Carlo tree search with UCT (Kocsis and Szepesvári 2006; AIMA 4th
//! ed. §5.4): a tree grown one node per iteration, each iteration in four
//! phases.
//!
//! - **Selection.** From the root, while the node is in the tree with every
//!   child added, go to the child with the highest `mean + c·sqrt(ln N / n)`
//!   (N the node's visits, n the child's, the mean from the view of the side
//!   to move at the node; the first in move order on a tie). A chance node
//!   samples an outcome by its probability instead.
//! - **Expansion.** A node with children not yet in the tree adds one: the
//!   next in the game's move order (a chance node: the outcome it sampled).
//! - **Simulation.** Uniformly random moves (chance nodes by probability)
//!   from the new node to the end of the game, or, with a depth limit, to
//!   the limit, where the game's evaluation scores the position.
//! - **Backpropagation.** Each node on the path gets one visit and the
//!   result, counted from the view of the player who moved into it, so that
//!   selection at every level maximises for the side to move there.
//!
//! The move is the root's most visited child (the first in move order on a
//! tie). A result is a number in −1…1 from MAX's view: with bounds [L, U]
//! (`--bounds`), a value v scores 2(v − L)/(U − L) − 1; without, its sign
//! (a win 1, a draw 0, a loss −1), which is what win/draw/loss games and
//! any scoring that only grows with the win (fast scoring) mean.
//!
//! Budget: a node is counted for every tree node added (the root included)
//! and for every move a playout plays, so `--max-nodes` bounds the work of
//! both. `Stats::leaves` is the iterations done (one playout each),
//! `Stats::max_depth` the deepest tree node. Node ids in the trace count
//! tree nodes in the order they were added, the root 0.

use crate::budget::Meter;
use crate::error::Error;
use crate::games::horizon::{Horizon, Step};
use crate::games::{Game, NodeKind};
use crate::options::{OptionError, Ordering, RootMoves, SearchOptions};
use crate::search::defs::{l, n, Ctx, Line, RootChild, Spec, Stats, Strategy};
use crate::search::SplitMix64;
use crate::trace::{Event, Sink, NONE};

pub(super) struct Mcts;

const CODE: &[Line] = &[
    l(0, "function mcts(root)"),
    l(1, "repeat iterations times:"),
    l(2, "node ← root"),
    n(
        2,
        "while every child of node is in the tree:",
        "selection",
        "codeMctsSelectNote",
    ),
    l(3, "node ← the child c maximising Q(c) + c·√(ln N(node) / N(c))"),
    n(
        2,
        "if node is not terminal: node ← add its next child",
        "expansion",
        "codeMctsExpandNote",
    ),
    n(
        2,
        "r ← the result of a random playout from node",
        "simulation",
        "codeMctsSimulateNote",
    ),
    n(
        2,
        "for node and each node above it:",
        "backpropagation",
        "codeMctsBackupNote",
    ),
    l(
        3,
        "N ← N + 1;  W ← W + r for the player who moved into it",
    ),
    l(1, "return the root's most visited child"),
];

const LINES: &[(&str, usize)] = &[
    ("uct", 4),
    ("select", 4),
    ("expand", 5),
    ("simulate", 6),
    ("backup", 8),
];

impl Strategy for Mcts {
    const SPEC: Spec = Spec {
        name: "mcts",
        title: "Monte Carlo tree search",
        summary: "Grows a tree by random playouts: UCT selection, one expansion, a playout, backpropagation.",
        prunes: false,
        probes: false,
        full_tree: false,
        null_window: false,
        samples: true,
        views: &[],
        options: &["--iterations", "--c", "--seed", "--depth", "--bounds"],
        code: CODE,
        lines: LINES,
        chance_from: CODE.len(),
    };

    /// Depth-first searches' options mean nothing to it: refused.
    fn check_options(options: &SearchOptions) -> Result<(), OptionError> {
        let needs = "a depth-first search (minimax, alphabeta, ...), not mcts";
        let refused = [
            ("--order", options.ordering != Ordering::Natural),
            ("--futility", options.futility.is_some()),
            ("--book", options.book),
            ("--endgame", options.endgame.is_some()),
            ("--enhance", !options.enhance.is_empty()),
            ("--secondary", options.root_moves != RootMoves::All),
        ];
        match refused.iter().find(|(_, on)| *on) {
            Some(&(what, _)) => Err(OptionError::EnhancementNeeds(what, needs)),
            None => Ok(()),
        }
    }

    fn search<G: Game, S: Sink>(cx: Ctx<'_, '_, G, S>) -> Result<Stats, Error> {
        let mut t = Tree {
            game: cx.game,
            horizon: Horizon::of(cx.options),
            bounds: cx.options.bounds.filter(|(lo, hi)| hi > lo),
            c: cx.options.mcts.c,
            rng: SplitMix64(cx.options.mcts.seed),
            sink: cx.sink,
            nodes: Vec::new(),
            count: 0,
            stats: Stats::default(),
            meter: Meter::new(cx.budget),
            path: Vec::new(),
            scratch: Vec::new(),
        };
        t.run(cx.options.mcts.iterations);
        let count = t.count;
        t.meter.finish(count)?;
        Ok(t.stats)
    }
}

/// A tree node. `wins` sums results from the view of the player who moved
/// into it (`sign`: 1 for MAX, −1 for MIN; the root: its own side to move).
struct Node<P> {
    pos: P,
    ply: u32,
    kind: NodeKind,
    sign: f64,
    visits: u32,
    wins: f64,
    /// A finished game or a node at the depth limit: its result (MAX's view)
    /// and whether the evaluation gave it.
    end: Option<(f64, bool)>,
    moves: Vec<u32>,
    /// The child for each move, `NONE` until added.
    kids: Vec<u32>,
    /// Children added so far (MAX and MIN nodes add them in move order).
    added: usize,
}

struct Tree<'a, 'b, G: Game, S: Sink> {
    game: &'a G,
    horizon: Horizon,
    bounds: Option<(f64, f64)>,
    c: f64,
    rng: SplitMix64,
    sink: &'a mut S,
    nodes: Vec<Node<G::Pos>>,
    /// Nodes counted against the budget: tree nodes plus playout moves.
    count: u64,
    stats: Stats,
    meter: Meter<'a, 'b>,
    path: Vec<u32>,
    scratch: Vec<u32>,
}

impl<G: Game, S: Sink> Tree<'_, '_, G, S> {
    /// Counts one node; false when the budget says stop.
    fn tick(&mut self) -> bool {
        if self.meter.stop(self.count + 1) {
            return false;
        }
        self.count += 1;
        true
    }

    /// A result in −1…1 from MAX's view for value `v`.
    fn score(&self, v: f64) -> f64 {
        match self.bounds {
            Some((lo, hi)) => (2.0 * (v - lo) / (hi - lo) - 1.0).clamp(-1.0, 1.0),
            None if v > 0.0 => 1.0,
            None if v < 0.0 => -1.0,
            None => 0.0,
        }
    }

    /// Whether play stops at `pos`, and its result (MAX's view) if so.
    fn end(&self, pos: &G::Pos, ply: u32, moves: &mut Vec<u32>) -> Option<(f64, bool)> {
        let game = self.game;
        if let Some(v) = game.terminal_value(pos, ply, self.horizon.depth.is_some()) {
            return Some((self.score(v), false));
        }
        let evaluated = || self.score(game.evaluate(pos).unwrap_or(0.0));
        if self.horizon.step(game, pos, ply) == Step::Evaluate {
            return Some((evaluated(), true));
        }
        moves.clear();
        game.moves(pos, moves);
        match moves.is_empty() {
            true => Some((evaluated(), true)),
            false => None,
        }
    }

    /// The view a node's `wins` are counted from: the player who moved
    /// into it (chance counts as MAX).
    fn sign(kind: NodeKind) -> f64 {
        match kind {
            NodeKind::Min => -1.0,
            NodeKind::Max | NodeKind::Chance => 1.0,
        }
    }

    /// Adds the node `mv` leads to from `parent` (the root for `NONE`).
    fn add(&mut self, parent: u32, mv: u32) -> Option<u32> {
        if !self.tick() {
            return None;
        }
        let (pos, ply, sign) = match parent {
            NONE => {
                let root = self.game.root();
                let sign = Self::sign(self.game.kind(&root, 0));
                (root, 0, sign)
            }
            p => {
                let p = &self.nodes[p as usize];
                (self.game.play(&p.pos, mv), p.ply + 1, Self::sign(p.kind))
            }
        };
        let kind = self.game.kind(&pos, ply);
        let mut moves = Vec::new();
        let end = self.end(&pos, ply, &mut moves);
        let id = self.nodes.len() as u32;
        self.nodes.push(Node {
            pos,
            ply,
            kind,
            sign,
            visits: 0,
            wins: 0.0,
            end,
            kids: vec![NONE; moves.len()],
            moves,
            added: 0,
        });
        self.stats.max_depth = self.stats.max_depth.max(ply);
        if S::ENABLED {
            self.sink.event(Event::Expand {
                node: id,
                parent,
                mv,
                depth: ply,
                kind,
            });
        }
        Some(id)
    }

    /// A node's mean, −1…1, from the root player's view.
    fn mean(&self, id: u32) -> f64 {
        let node = &self.nodes[id as usize];
        match node.visits {
            0 => 0.0,
            n => node.wins * node.sign * self.nodes[0].sign / n as f64,
        }
    }

    /// A move index of chance node `id`, sampled by probability.
    fn sample(&mut self, pos: &G::Pos, moves: &[u32]) -> usize {
        let u = (self.rng.next() >> 11) as f64 / (1u64 << 53) as f64;
        let mut sum = 0.0;
        for (i, &m) in moves.iter().enumerate() {
            sum += self.game.probability(pos, m);
            if u < sum {
                return i;
            }
        }
        moves.len() - 1
    }

    /// Selection and expansion: the path from the root to the node the
    /// playout starts from; false when the budget stopped the search.
    fn descend(&mut self) -> bool {
        self.path.clear();
        let mut id = 0u32;
        self.path.push(id);
        loop {
            let node = &self.nodes[id as usize];
            if node.end.is_some() {
                return true;
            }
            let i = if node.kind == NodeKind::Chance {
                let (pos, moves) = (node.pos.clone(), node.moves.clone());
                self.sample(&pos, &moves)
            } else if node.added < node.moves.len() {
                node.added
            } else {
                self.uct(id)
            };
            let node = &self.nodes[id as usize];
            let (mv, kid) = (node.moves[i], node.kids[i]);
            if kid == NONE {
                let Some(kid) = self.add(id, mv) else {
                    return false;
                };
                let node = &mut self.nodes[id as usize];
                node.kids[i] = kid;
                node.added += 1;
                self.path.push(kid);
                return true;
            }
            if S::ENABLED {
                self.sink.event(Event::Select {
                    node: id,
                    visits: node.visits,
                    mean: self.mean(id),
                    child: kid,
                    mv,
                });
            }
            id = kid;
            self.path.push(id);
        }
    }

    /// UCT at MAX or MIN node `id`, every child in the tree: the index of
    /// the child with the highest score, the first on a tie.
    fn uct(&mut self, id: u32) -> usize {
        let node = &self.nodes[id as usize];
        let ln_n = (node.visits.max(1) as f64).ln();
        let terms = |kid: u32| {
            let k = &self.nodes[kid as usize];
            let n = k.visits.max(1) as f64;
            (k.wins / n, self.c * (ln_n / n).sqrt())
        };
        let (mut best, mut best_score) = (0, f64::NEG_INFINITY);
        for (i, &kid) in node.kids.iter().enumerate() {
            let (exploit, explore) = terms(kid);
            if exploit + explore > best_score {
                (best, best_score) = (i, exploit + explore);
            }
        }
        if S::ENABLED {
            for (i, &kid) in node.kids.iter().enumerate() {
                let (exploit, explore) = terms(kid);
                let event = Event::Uct {
                    node: id,
                    child: kid,
                    mv: node.moves[i],
                    visits: self.nodes[kid as usize].visits,
                    mean: self.mean(kid),
                    exploit,
                    explore,
                    chosen: i == best,
                };
                self.sink.event(event);
            }
        }
        best
    }

    /// Simulation from `id`: a random playout's result (MAX's view), or
    /// `None` when the budget stopped it.
    fn playout(&mut self, id: u32) -> Option<f64> {
        let node = &self.nodes[id as usize];
        let (result, plies, horizon) = match node.end {
            Some((r, horizon)) => (r, 0, horizon),
            None => {
                let (mut pos, mut ply) = (node.pos.clone(), node.ply);
                let mut moves = std::mem::take(&mut self.scratch);
                moves.clone_from(&node.moves);
                let mut plies = 0;
                let end = loop {
                    let i = match self.game.kind(&pos, ply) {
                        NodeKind::Chance => self.sample(&pos, &moves),
                        _ => self.rng.below(moves.len() as u32) as usize,
                    };
                    if !self.tick() {
                        self.scratch = moves;
                        return None;
                    }
                    pos = self.game.play(&pos, moves[i]);
                    (ply, plies) = (ply + 1, plies + 1);
                    if let Some(end) = self.end(&pos, ply, &mut moves) {
                        break end;
                    }
                };
                self.scratch = moves;
                (end.0, plies, end.1)
            }
        };
        if S::ENABLED {
            self.sink.event(Event::Simulate {
                node: id,
                plies,
                value: result * self.nodes[0].sign,
                horizon,
            });
        }
        Some(result)
    }

    /// Backpropagation of `result` (MAX's view) along the path.
    fn backup(&mut self, result: f64) {
        for k in (0..self.path.len()).rev() {
            let id = self.path[k];
            let node = &mut self.nodes[id as usize];
            node.visits += 1;
            node.wins += result * node.sign;
            if S::ENABLED {
                let (visits, mean) = (node.visits, self.mean(id));
                self.sink.event(Event::Backup {
                    node: id,
                    visits,
                    mean,
                });
            }
        }
    }

    fn run(&mut self, iterations: u32) {
        if self.add(NONE, NONE).is_none() {
            return;
        }
        for _ in 0..iterations {
            if self.nodes[0].end.is_some() || !self.descend() {
                break;
            }
            let leaf = *self.path.last().unwrap_or(&0);
            let Some(result) = self.playout(leaf) else {
                break;
            };
            self.backup(result);
            self.stats.leaves += 1;
        }
        self.finish();
    }

    /// The results: the root's value (MAX's view), its children, the move.
    fn finish(&mut self) {
        self.stats.nodes = self.count;
        let root = &self.nodes[0];
        self.stats.value = match (root.end, root.visits) {
            (Some((r, _)), _) => r,
            (None, 0) => 0.0,
            (None, n) => root.wins * root.sign / n as f64,
        };
        let children: Vec<RootChild> = (root.moves.iter().zip(&root.kids))
            .map(|(&mv, &kid)| RootChild {
                mv,
                visits: match kid {
                    NONE => 0,
                    k => self.nodes[k as usize].visits as u64,
                },
                mean: match kid {
                    NONE => 0.0,
                    k => self.mean(k),
                },
            })
            .collect();
        let mut best: Option<&RootChild> = None;
        for c in &children {
            if c.visits > best.map_or(0, |b| b.visits) {
                best = Some(c);
            }
        }
        self.stats.best_move = best.map(|c| c.mv);
        self.stats.children = children;
    }
}
