//! Alpha-beta with the enhancements that bring it close to its best case,
//! each an option: static move order, iterative deepening, a transposition
//! table, killer moves, the history heuristic, principal variation search
//! and aspiration windows; and Plaat's MTD(f) on top of the table.
//!
//! It runs on two-player games with whole-number values (tic-tac-toe,
//! Connect Four), where a null window (v, v + 1) decides "is the value
//! above v?". Like [`crate::search()`], it is written in minimax form (values
//! and α, β from MAX's view, fail-soft), reports to a [`Sink`], and gives
//! every node its id in the full minimax tree, so its visits overlay
//! minimax's picture even when the order changes from node to node.
//!
//! ```text
//! search(root, D):                          -- id: for d in 1..=D; else d = D
//!     v ← alphabeta(root, −∞, +∞, d)        -- aspiration: (prev − δ, prev + δ) first,
//!                                           --   the full window again if v falls outside
//!                                           -- mtdf: null windows (g − 1, g) until the bounds meet
//! alphabeta(node, α, β, d):
//!     if terminal or d = 0: return value(node)
//!     tt: if the table holds node with draft ≥ d:
//!         exact v, or a lower bound v ≥ β, or an upper bound v ≤ α: return v
//!     order moves: table move (id's best move), killers, history, static order
//!     for each child c (i = 0, 1, …):
//!         pvs and i > 0: v ← alphabeta(c, α, α + 1)  (MIN: β − 1, β)
//!                        if α < v < β: v ← alphabeta(c, α, β)   -- a re-search
//!         else:          v ← alphabeta(c, α, β)
//!         MAX: α ← max(α, v)   MIN: β ← min(β, v)
//!         if α ≥ β: remember the move as a killer; history[move] += d²; break
//!     tt: store (v, best move, d, exact / lower if v ≥ β₀ / upper if v ≤ α₀)
//! ```
//!
//! **Tie rule.** Among root moves of equal value the first one in the
//! search's own order wins, so enhancements that reorder may name another
//! move of the same value than plain alpha-beta does.
//!
//! **Table.** `tt_size` slots indexed by the mixed key mod size; a store replaces
//! the slot unless it holds the same position from a deeper search
//! ("depth-preferred for the same position, else always replace"). The
//! root is never answered from the table, so the best move is always
//! searched. Iterative deepening without a table remembers each node's best
//! move in a map of its own.

use super::Horizon;
use std::collections::HashMap;

mod order;
mod table;

use super::{count_cutoff, Budget, Oracle, Running, Stats};
use crate::budget::Meter;
use crate::error::Error;
use crate::games::{Game, NodeKind};
use crate::options::OptionError;
use crate::options::{Enhancements, Prune, SearchOptions, Variant, ASPIRATION_DELTA, MAX_TT_SIZE};
use crate::trace::{Bound, Event, NodeId, Sink, NEG_INF, NONE, POS_INF};
use table::{bound_of, Table, NO_MOVE};

/// What futility and secondary search ask for instead of the enhanced search.
pub const PLAIN: &str = "alphabeta or minimax without --enhance (not mtdf)";

/// Checks that `options` make sense for the enhanced search of a game with
/// whole-number values: aspiration needs iterative deepening, iterative
/// deepening a depth limit, MTD(f) a table; the enhancements prune on
/// α ≥ β only; futility and secondary search are refused. Quiescence is refused: its extensions would need their own
/// table drafts and id passes, and the page compares it with plain
/// searches.
pub fn check(options: &SearchOptions, mtdf: bool) -> Result<(), OptionError> {
    let e = options.enhance;
    if options.quiescence > 0 && options.depth.is_some() {
        let what = if mtdf { "mtdf" } else { "enhancements" };
        return Err(OptionError::QuiescenceWith(what));
    }
    if e.aspiration && !e.id {
        return Err(OptionError::EnhancementNeeds("aspiration", "id"));
    }
    if e.id && options.depth.is_none() {
        return Err(OptionError::EnhancementNeeds("id", "--depth"));
    }
    if mtdf && !e.tt {
        return Err(OptionError::EnhancementNeeds("mtdf", "tt"));
    }
    if options.prune == Prune::Gt {
        return Err(OptionError::EnhancementNeeds("enhancements", "--prune ge"));
    }
    // Futility and secondary search are the textbook search's alone.
    if options.futility.is_some() {
        return Err(OptionError::EnhancementNeeds("futility", PLAIN));
    }
    if options.root_moves != crate::options::RootMoves::All {
        return Err(OptionError::EnhancementNeeds("secondary", PLAIN));
    }
    if options.tt_size == 0 || options.tt_size > MAX_TT_SIZE {
        return Err(OptionError::BadTableSize(options.tt_size.to_string()));
    }
    Ok(())
}

/// Runs the enhanced alpha-beta (or MTD(f) when `mtdf`) on `game`.
/// `oracle` gives node ids when `sink` records; it must be for `game` and
/// `options.depth`.
pub(crate) fn search_enhanced<G: Game, S: Sink>(
    game: &G,
    mtdf: bool,
    options: &SearchOptions,
    sink: &mut S,
    oracle: &mut Oracle<G::Pos>,
    budget: &mut Budget<'_>,
) -> Result<Stats, Error> {
    check(options, mtdf)?;
    let e = options.enhance;
    let mut s = Enhanced {
        game,
        options: *options,
        e,
        depth: options.depth,
        sink,
        oracle,
        stats: Stats::default(),
        table: e.tt.then(|| Table::new(options.tt_size)),
        best_moves: HashMap::new(),
        killers: Vec::new(),
        history: [[0; 64]; 2],
        moves: Vec::new(),
        root_best: None,
        pass_nodes: 0,
        meter: Meter::new(budget),
    };
    let depths: Vec<Option<u32>> = match (e.id, options.depth) {
        (true, Some(d)) if d > 0 => (1..=d).map(Some).collect(),
        _ => vec![options.depth],
    };
    let mut prev: Option<f64> = None;
    // Values of the passes so far: MTD(f)'s first guess is the value two
    // passes back when there is one, since values swing between odd and
    // even depths.
    let mut values: Vec<f64> = Vec::new();
    for d in depths {
        s.depth = d;
        s.pass_nodes = 0;
        if e.id && S::ENABLED {
            s.sink.event(Event::Pass {
                depth: d.unwrap_or(0),
            });
        }
        let v = if s.e.solver {
            s.close_in()
        } else if mtdf {
            let guess = match values.len() {
                0 => 0.0,
                1 => values[0],
                n => values[n - 2],
            };
            s.mtdf(guess)
        } else if let (true, Some(p)) = (e.aspiration, prev) {
            let (a, b) = (p - ASPIRATION_DELTA, p + ASPIRATION_DELTA);
            let v = s.root(a, b);
            if v <= a || v >= b {
                s.stats.re_searches += 1;
                if S::ENABLED {
                    s.sink.event(Event::Research { node: NONE });
                }
                s.root(NEG_INF, POS_INF)
            } else {
                v
            }
        } else {
            s.root(NEG_INF, POS_INF)
        };
        if s.meter.stopped() {
            break;
        }
        s.stats.iterations.push(s.pass_nodes);
        prev = Some(v);
        values.push(v);
    }
    s.meter.finish(s.stats.nodes)?;
    s.stats.value = prev.unwrap_or(0.0);
    s.stats.best_move = s.root_best;
    Ok(s.stats)
}

/// The enhanced search (MTD(f) when `mtdf`) on `game`, whatever
/// `options.enhance` holds: with none it is plain alpha-beta, node for node.
pub fn search<G: Game, S: Sink>(
    game: &G,
    mtdf: bool,
    options: &SearchOptions,
    sink: &mut S,
) -> Result<Stats, Error> {
    search_enhanced(
        game,
        mtdf,
        options,
        sink,
        &mut Oracle::new(game, Horizon::of(options)),
        &mut Budget::default(),
    )
}

pub(super) struct Enhanced<'a, 'b, G: Game, S: Sink> {
    game: &'a G,
    options: SearchOptions,
    e: Enhancements,
    /// This pass's depth limit.
    depth: Option<u32>,
    sink: &'a mut S,
    oracle: &'a mut Oracle<G::Pos>,
    stats: Stats,
    table: Option<Table>,
    /// Iterative deepening's best moves when there is no table.
    best_moves: HashMap<u64, u32>,
    /// Two killer moves per ply.
    killers: Vec<[Option<u32>; 2]>,
    /// History scores by side (MAX 0, MIN 1) and move.
    history: [[u64; 64]; 2],
    moves: Vec<u32>,
    root_best: Option<u32>,
    pass_nodes: u64,
    meter: Meter<'a, 'b>,
}

impl<G: Game, S: Sink> Enhanced<'_, '_, G, S> {
    fn root(&mut self, alpha: f64, beta: f64) -> f64 {
        if S::ENABLED && (alpha, beta) != (NEG_INF, POS_INF) {
            self.sink.event(Event::Window {
                node: NONE,
                alpha,
                beta,
            });
        }
        let root = self.game.root();
        self.node(root, 0, alpha, beta, 0, NONE, NONE)
    }

    /// MTD(f) from `guess`: null-window searches until the bounds meet. The
    /// best move is that of the last search that failed high, whose value
    /// is the final one.
    fn mtdf(&mut self, guess: f64) -> f64 {
        let max_root = self.game.kind(&self.game.root(), 0) == NodeKind::Max;
        let (mut lo, mut hi, mut g) = (NEG_INF, POS_INF, guess);
        let mut best = None;
        let mut first = true;
        while lo < hi {
            let beta = if g == lo { g + 1.0 } else { g };
            if !first {
                self.stats.re_searches += 1;
                if S::ENABLED {
                    self.sink.event(Event::Research { node: NONE });
                }
            }
            first = false;
            g = self.root(beta - 1.0, beta);
            if self.meter.stopped() {
                break;
            }
            // The move is that of a test the root's own side passed: a
            // fail-high at a MAX root, a fail-low at a MIN one.
            if g < beta {
                hi = g;
                if !max_root {
                    best = self.root_best;
                }
            } else {
                lo = g;
                if max_root {
                    best = self.root_best;
                }
            }
        }
        self.root_best = best.or(self.root_best);
        g
    }

    /// The solver's driver: null-window tests at the top and the bottom
    /// of the interval the value can still lie in, in turn. A test near an
    /// end asks "a win (loss) this fast?", which a shallow search answers,
    /// so quick wins and losses are found at once and a drawn position
    /// narrows from both sides.
    fn close_in(&mut self) -> f64 {
        let root = self.game.root();
        // A finished game has its value; the score range below assumes the
        // game goes on (a full board whose last disc made four is a loss,
        // not the draw its empty range would give).
        if self.game.terminal_value(&root, 0, false).is_some() {
            return self.root(NEG_INF, POS_INF);
        }
        let Some((mut lo, mut hi)) = self.hull(&root, 0) else {
            return self.root(NEG_INF, POS_INF);
        };
        let max_root = self.game.kind(&root, 0) == NodeKind::Max;
        if lo == hi {
            // The children alone decide the value (an immediate win, say):
            // no test runs, so the move is the child that reaches it.
            self.root_best = self.reaching(&root, lo, max_root);
            return lo;
        }
        let (mut best, mut top, mut first) = (None, true, true);
        while lo < hi {
            let beta = if top { hi } else { lo + 1.0 };
            if !first {
                self.stats.re_searches += 1;
            }
            first = false;
            let g = self.root(beta - 1.0, beta);
            if self.meter.stopped() {
                break;
            }
            if g < beta {
                hi = g;
                if !max_root {
                    best = self.root_best;
                }
            } else {
                lo = g;
                if max_root {
                    best = self.root_best;
                }
            }
            top = !top;
        }
        // No test the root's side passed: every move reaches the same end
        // (all lose), and the last test's move stands for them.
        self.root_best = best.or(self.root_best);
        lo
    }

    #[allow(clippy::too_many_arguments)]
    fn node(
        &mut self,
        pos: G::Pos,
        ply: u32,
        mut alpha: f64,
        mut beta: f64,
        id: NodeId,
        parent: NodeId,
        mv: u32,
    ) -> f64 {
        if self.meter.stop(self.stats.nodes + 1) {
            return 0.0;
        }
        let kind = self.game.kind(&pos, ply);
        self.stats.nodes += 1;
        self.pass_nodes += 1;
        self.stats.max_depth = self.stats.max_depth.max(ply);
        if S::ENABLED {
            self.sink.event(Event::Enter {
                node: id,
                parent,
                mv,
                depth: ply,
                kind,
                probe: false,
                alpha,
                beta,
            });
        }
        let horizon = self.options.depth.is_some();
        let leaf = match self.game.terminal_value(&pos, ply, horizon) {
            Some(v) => Some((v, false)),
            // (No quiescence here: `check` refuses it.)
            None if self.depth == Some(ply) => {
                Some((self.game.evaluate(&pos).unwrap_or(0.0), true))
            }
            None => None,
        };
        if let Some((value, horizon)) = leaf {
            self.stats.leaves += 1;
            return self.exit_leaf(id, value, horizon);
        }
        let (alpha0, beta0) = (alpha, beta);
        let is_max = kind == NodeKind::Max;

        if self.e.solver {
            if let Some((lo, hi)) = self.hull(&pos, ply) {
                if hi <= alpha || lo >= beta || lo == hi {
                    let v = if hi <= alpha { hi } else { lo };
                    self.stats.leaves += 1;
                    return self.exit_leaf(id, v, false);
                }
                alpha = alpha.max(lo);
                beta = beta.min(hi);
            }
        }

        let draft = self.depth.map_or(u8::MAX, |d| (d - ply).min(254) as u8);
        let key = if self.e.tt || self.e.id {
            self.game.key(&pos)
        } else {
            0
        };
        let mut first_move = None;
        if let Some(table) = &self.table {
            self.stats.tt_probes += 1;
            if let Some(entry) = table.probe(key) {
                self.stats.tt_hits += 1;
                first_move = (entry.mv != NO_MOVE).then_some(entry.mv as u32);
                let v = entry.value as f64;
                let bound = bound_of(entry.flag);
                let answers = match bound {
                    Bound::Exact => true,
                    Bound::Lower => v >= beta,
                    Bound::Upper => v <= alpha,
                };
                if ply > 0 && entry.draft >= draft && answers {
                    self.stats.tt_cutoffs += 1;
                    if S::ENABLED {
                        self.sink.event(Event::Table {
                            node: id,
                            value: v,
                            bound,
                        });
                        self.sink.event(Event::Exit { node: id, value: v });
                    }
                    return v;
                }
            }
        } else if self.e.id {
            first_move = self.best_moves.get(&key).copied();
        }

        let start = self.moves.len();
        self.game.moves(&pos, &mut self.moves);
        let end = self.moves.len();
        // Ids follow minimax's order (the base ordering), whatever order
        // this search tries the moves in.
        let ids = if S::ENABLED {
            self.child_ids(&pos, ply, kind, id, start, end)
        } else {
            Vec::new()
        };
        self.order(&pos, ply, kind, start, end, first_move);

        let mut r = Running::new(is_max, alpha, beta);
        for i in start..end {
            if self.meter.stopped() {
                break;
            }
            let m = self.moves[i];
            let child = self.game.play(&pos, m);
            let cid = if S::ENABLED {
                ids.iter()
                    .find(|&&(mm, _)| mm == m)
                    .map_or(NONE, |&(_, c)| c)
            } else {
                0
            };
            let v = if self.e.pvs && i > start {
                let (a, b) = if is_max {
                    (r.alpha, r.alpha + 1.0)
                } else {
                    (r.beta - 1.0, r.beta)
                };
                if S::ENABLED {
                    self.sink.event(Event::Window {
                        node: id,
                        alpha: a,
                        beta: b,
                    });
                }
                let v = self.node(child.clone(), ply + 1, a, b, cid, id, m);
                if v > r.alpha && v < r.beta {
                    self.stats.re_searches += 1;
                    if S::ENABLED {
                        self.sink.event(Event::Research { node: id });
                    }
                    self.node(child, ply + 1, r.alpha, r.beta, cid, id, m)
                } else {
                    v
                }
            } else {
                self.node(child, ply + 1, r.alpha, r.beta, cid, id, m)
            };
            r.take(m, v, true, id, self.sink);
            if r.alpha >= r.beta {
                count_cutoff(
                    &mut self.stats,
                    self.sink,
                    id,
                    r.alpha,
                    r.beta,
                    (end - i - 1) as u32,
                );
                self.remember_cut(ply, kind, m);
                break;
            }
        }
        self.moves.truncate(start);
        let (best, best_move) = (r.best, r.best_move);
        if ply == 0 {
            self.root_best = best_move;
        }
        if let Some(table) = &mut self.table {
            let bound = if best <= alpha0 {
                Bound::Upper
            } else if best >= beta0 {
                Bound::Lower
            } else {
                Bound::Exact
            };
            table.store(key, best, best_move, draft, bound);
        } else if self.e.id {
            if let Some(m) = best_move {
                self.best_moves.insert(key, m);
            }
        }
        let value = match self.options.variant {
            Variant::FailHard => best.max(alpha0).min(beta0),
            Variant::FailSoft => best,
        };
        if S::ENABLED {
            self.sink.event(Event::Exit { node: id, value });
        }
        value
    }

    /// Solver mode: the interval that holds `pos`'s exact value, from the
    /// game's own range and its children's (a finished child is exact), so
    /// a node with an immediate win is decided without a search and one
    /// without cannot score as if it had one.
    /// The first move at the root whose child is sure to reach `value`
    /// (at least it for MAX, at most for MIN), by the hull's own bounds.
    fn reaching(&self, root: &G::Pos, value: f64, max: bool) -> Option<u32> {
        let mut moves = Vec::new();
        self.game.moves(root, &mut moves);
        moves.into_iter().find(|&m| {
            let c = self.game.play(root, m);
            let (l, h) = match self.game.terminal_value(&c, 1, false) {
                Some(v) => (v, v),
                None => self.game.value_range(&c).unwrap_or((NEG_INF, POS_INF)),
            };
            if max {
                l >= value
            } else {
                h <= value
            }
        })
    }

    fn hull(&self, pos: &G::Pos, ply: u32) -> Option<(f64, f64)> {
        let (lo0, hi0) = self.game.value_range(pos)?;
        let mut moves = Vec::new();
        self.game.moves(pos, &mut moves);
        let (mut lo, mut hi) = (POS_INF, NEG_INF);
        let max = self.game.kind(pos, ply) == NodeKind::Max;
        for m in moves {
            let c = self.game.play(pos, m);
            let (l, h) = match self.game.terminal_value(&c, ply + 1, false) {
                Some(v) => (v, v),
                None => self.game.value_range(&c)?,
            };
            // MAX takes the largest child: its value lies in
            // [max of the lows, max of the highs]; MIN the mirror.
            if max {
                lo = if lo == POS_INF { l } else { lo.max(l) };
                hi = hi.max(h);
            } else {
                lo = if lo == POS_INF { l } else { lo.min(l) };
                hi = if hi == NEG_INF { h } else { hi.min(h) };
            }
        }
        if lo == POS_INF {
            return Some((lo0, hi0));
        }
        Some((lo.max(lo0), hi.min(hi0)))
    }

    fn exit_leaf(&mut self, id: NodeId, value: f64, horizon: bool) -> f64 {
        if S::ENABLED {
            self.sink.event(Event::Leaf {
                node: id,
                value,
                horizon,
            });
            self.sink.event(Event::Exit { node: id, value });
        }
        value
    }
}
