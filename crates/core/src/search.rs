//! Minimax and alpha-beta, written exactly as the textbook pseudocode so that
//! node counts match published figures.
//!
//! Both run over any [`Game`]; both report to a [`Sink`]; both are
//! deterministic (ties break by move order), so a trace replays exactly.
//!
//! ```text
//! alphabeta(node, α, β):
//!     if node is terminal or at the depth limit: return its value
//!     if MAX: v = −∞; for each child c: v = max(v, alphabeta(c, α, β)); α = max(α, v); if α ≥ β: break
//!     if MIN: v = +∞; for each child c: v = min(v, alphabeta(c, α, β)); β = min(β, v); if α ≥ β: break
//!     return v                      (fail-soft)
//!     return clamp(v, α₀, β₀)       (fail-hard: never outside the window it was given)
//! ```

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};
use std::str::FromStr;

use crate::error::OptionError;
use crate::game::Game;
use crate::trace::{Event, NodeId, Sink, NEG_INF, NONE, POS_INF};

/// Parses `minimax`, `alphabeta` or `both` into the algorithms to run, in
/// the order they are reported.
pub fn parse_algorithms(s: &str) -> Result<Vec<Algorithm>, OptionError> {
    match s {
        "minimax" => Ok(vec![Algorithm::Minimax]),
        "alphabeta" | "alpha-beta" => Ok(vec![Algorithm::AlphaBeta]),
        "both" => Ok(vec![Algorithm::Minimax, Algorithm::AlphaBeta]),
        _ => Err(OptionError::UnknownAlgorithm(s.into())),
    }
}

/// Parses `max` or `min`: who moves at the root of a textbook tree.
/// Returns whether the root is MAX.
pub fn parse_root(s: &str) -> Result<bool, OptionError> {
    match s {
        "max" => Ok(true),
        "min" => Ok(false),
        _ => Err(OptionError::UnknownRoot(s.into())),
    }
}

/// Which search to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// Plain minimax: every node of the tree.
    Minimax,
    /// Alpha-beta pruning.
    AlphaBeta,
}

impl Algorithm {
    /// The name used on the command line and in JSON.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Minimax => "minimax",
            Algorithm::AlphaBeta => "alphabeta",
        }
    }
}

/// The order in which a node's children are searched.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Ordering {
    /// Ascending cell index (boards) or listed order (trees).
    #[default]
    Natural,
    /// The natural order reversed.
    Reverse,
    /// A shuffle that depends only on the seed and the position, so minimax
    /// and alpha-beta see the same order at the same node.
    Random(u64),
    /// Sorted by the evaluation function, best for the mover first (ties and
    /// games without evaluation keep natural order).
    Heuristic,
    /// Sorted by exact minimax value, best for the mover first: the
    /// Knuth–Moore best case.
    BestFirst,
    /// Sorted by exact minimax value, worst for the mover first.
    WorstFirst,
}

impl FromStr for Ordering {
    type Err = OptionError;
    fn from_str(s: &str) -> Result<Self, OptionError> {
        Ok(match s {
            "natural" => Ordering::Natural,
            "reverse" => Ordering::Reverse,
            "heuristic" => Ordering::Heuristic,
            "best-first" => Ordering::BestFirst,
            "worst-first" => Ordering::WorstFirst,
            _ => match s.strip_prefix("random:") {
                Some(seed) => Ordering::Random(
                    seed.parse()
                        .map_err(|_| OptionError::BadSeed(seed.into()))?,
                ),
                None if s == "random" => return Err(OptionError::BadSeed(String::new())),
                None => return Err(OptionError::UnknownOrdering(s.into())),
            },
        })
    }
}

impl std::fmt::Display for Ordering {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Ordering::Natural => f.write_str("natural"),
            Ordering::Reverse => f.write_str("reverse"),
            Ordering::Random(s) => write!(f, "random:{s}"),
            Ordering::Heuristic => f.write_str("heuristic"),
            Ordering::BestFirst => f.write_str("best-first"),
            Ordering::WorstFirst => f.write_str("worst-first"),
        }
    }
}

/// What alpha-beta returns when the true value lies outside its window.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Variant {
    /// Return the best value found, which may lie outside (α, β): a value
    /// ≤ α₀ is an upper bound, ≥ β₀ a lower bound.
    #[default]
    FailSoft,
    /// Clamp the result into [α₀, β₀].
    FailHard,
}

impl FromStr for Variant {
    type Err = OptionError;
    fn from_str(s: &str) -> Result<Self, OptionError> {
        match s {
            "fail-soft" => Ok(Variant::FailSoft),
            "fail-hard" => Ok(Variant::FailHard),
            _ => Err(OptionError::UnknownVariant(s.into())),
        }
    }
}

/// Parses a depth limit: a whole number of plies, 0 or more.
pub fn parse_depth(s: &str) -> Result<u32, OptionError> {
    s.trim()
        .parse::<u32>()
        .map_err(|_| OptionError::BadDepth(s.into()))
}

/// Options shared by both algorithms.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchOptions {
    /// Child order at every node.
    pub ordering: Ordering,
    /// Plies below the root after which unfinished positions are evaluated.
    pub depth: Option<u32>,
    /// Fail-soft or fail-hard (alpha-beta only).
    pub variant: Variant,
}

/// What a search found and how much work it did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// The root's value, from MAX's view.
    pub value: i32,
    /// The first root move in search order that achieves `value` (cell index
    /// or child index); `None` for a finished root.
    pub best_move: Option<u32>,
    /// Nodes entered, root included.
    pub nodes: u64,
    /// Nodes evaluated: finished games and nodes at the depth limit.
    pub leaves: u64,
    /// Breaks that left at least one child untried.
    pub cutoffs: u64,
    /// Children skipped by those breaks.
    pub pruned_children: u64,
    /// Deepest ply entered (the root is ply 0).
    pub max_depth: u32,
}

/// Runs `algorithm` on `game`, reporting every event to `sink`.
pub fn search<G: Game, S: Sink>(
    game: &G,
    algorithm: Algorithm,
    options: &SearchOptions,
    sink: &mut S,
) -> Result<Stats, OptionError> {
    search_with(
        game,
        algorithm,
        options,
        sink,
        &mut Oracle::new(game, options.depth),
    )
}

/// [`search()`] with an oracle that may already know the tree, so searches of
/// one position with the same options share its work. `oracle` must have
/// been made for `game` and `options.depth`.
pub(crate) fn search_with<G: Game, S: Sink>(
    game: &G,
    algorithm: Algorithm,
    options: &SearchOptions,
    sink: &mut S,
    oracle: &mut Oracle<G::Pos>,
) -> Result<Stats, OptionError> {
    if options.depth.is_some() && game.evaluate(&game.root()).is_none() {
        return Err(OptionError::DepthNeedsEvaluation);
    }
    let mut s = Searcher {
        game,
        options: *options,
        sink,
        stats: Stats::default(),
        oracle,
        moves: Vec::new(),
        root_best: None,
    };
    let root = game.root();
    let max = game.root_is_max();
    s.stats.value = match algorithm {
        Algorithm::Minimax => s.node::<false>(root, 0, max, NEG_INF, POS_INF, 0, NONE, NONE),
        Algorithm::AlphaBeta => s.node::<true>(root, 0, max, NEG_INF, POS_INF, 0, NONE, NONE),
    };
    s.stats.best_move = s.root_best;
    Ok(s.stats)
}

/// Exact values and full-tree subtree sizes, remembered per (position, ply).
/// It gives alpha-beta the preorder ids of the minimax tree and gives
/// best-first ordering its sort keys; it is not counted in the stats.
pub(crate) struct Oracle<P> {
    depth: Option<u32>,
    memo: Memo<P>,
    /// Move lists of the positions being solved, innermost last (no
    /// allocation per position).
    moves: Vec<u32>,
}

/// Where the oracle remembers what it solved.
enum Memo<P> {
    /// Indexed by [`Game::index`]: (value, size), size 0 while unknown.
    Dense(Vec<(i32, u32)>),
    /// For games without a dense numbering.
    Hashed(HashMap<(P, u32), (i32, u64), BuildHasherDefault<FxHasher>>),
}

impl<P: Clone + Eq + Hash> Oracle<P> {
    /// An empty oracle for `game`'s searches with depth limit `depth`.
    pub(crate) fn new<G: Game<Pos = P>>(game: &G, depth: Option<u32>) -> Self {
        let memo = match game.index_count() {
            0 => Memo::Hashed(HashMap::default()),
            n => Memo::Dense(vec![(0, 0); n]),
        };
        Oracle {
            depth,
            memo,
            moves: Vec::new(),
        }
    }

    /// (exact minimax value, number of nodes in the full subtree) of `pos`.
    pub(crate) fn solve<G: Game<Pos = P>>(&mut self, game: &G, pos: &P, ply: u32) -> (i32, u64) {
        let known = match &self.memo {
            Memo::Dense(memo) => match memo[game.index(pos)] {
                (_, 0) => None,
                (v, n) => Some((v, n as u64)),
            },
            Memo::Hashed(memo) => memo.get(&(pos.clone(), ply)).copied(),
        };
        if let Some(hit) = known {
            return hit;
        }
        let horizon = self.depth.is_some();
        let solved = if let Some(v) = game.terminal_value(pos, ply, horizon) {
            (v, 1)
        } else if self.depth == Some(ply) {
            (game.evaluate(pos).unwrap_or(0), 1)
        } else {
            let is_max = game.root_is_max() == (ply % 2 == 0);
            let start = self.moves.len();
            game.moves(pos, &mut self.moves);
            let mut value = if is_max { NEG_INF } else { POS_INF };
            let mut size = 1;
            for i in start..self.moves.len() {
                let (v, n) = self.solve(game, &game.play(pos, self.moves[i]), ply + 1);
                value = if is_max { value.max(v) } else { value.min(v) };
                size += n;
            }
            self.moves.truncate(start);
            (value, size)
        };
        match &mut self.memo {
            // Subtree sizes stay far below 2³² (trees are limited to a million nodes).
            Memo::Dense(memo) => memo[game.index(pos)] = (solved.0, solved.1 as u32),
            Memo::Hashed(memo) => {
                memo.insert((pos.clone(), ply), solved);
            }
        }
        solved
    }
}

struct Searcher<'a, G: Game, S: Sink> {
    game: &'a G,
    options: SearchOptions,
    sink: &'a mut S,
    stats: Stats,
    oracle: &'a mut Oracle<G::Pos>,
    /// The move lists of every node on the current path, innermost last: a
    /// node appends its moves and truncates them on return, so the search
    /// does not allocate per node.
    moves: Vec<u32>,
    root_best: Option<u32>,
}

impl<G: Game, S: Sink> Searcher<'_, G, S> {
    /// Searches `pos`, `ply` plies below the root, and returns its value.
    /// `PRUNE` selects alpha-beta; without it α and β are never touched.
    #[allow(clippy::too_many_arguments)]
    fn node<const PRUNE: bool>(
        &mut self,
        pos: G::Pos,
        ply: u32,
        is_max: bool,
        mut alpha: i32,
        mut beta: i32,
        id: NodeId,
        parent: NodeId,
        mv: u32,
    ) -> i32 {
        let stats = &mut self.stats;
        stats.nodes += 1;
        stats.max_depth = stats.max_depth.max(ply);
        if S::ENABLED {
            self.sink.event(Event::Enter {
                node: id,
                parent,
                mv,
                depth: ply,
                alpha,
                beta,
            });
        }
        let horizon = self.options.depth.is_some();
        let leaf = match self.game.terminal_value(&pos, ply, horizon) {
            Some(v) => Some((v, false)),
            None if self.options.depth == Some(ply) => {
                Some((self.game.evaluate(&pos).unwrap_or(0), true))
            }
            None => None,
        };
        if let Some((value, horizon)) = leaf {
            self.stats.leaves += 1;
            if S::ENABLED {
                self.sink.event(Event::Leaf {
                    node: id,
                    value,
                    horizon,
                });
                self.sink.event(Event::Exit { node: id, value });
            }
            return value;
        }

        let start = self.moves.len();
        self.game.moves(&pos, &mut self.moves);
        let end = self.moves.len();
        if self.options.ordering != Ordering::Natural {
            self.order(&pos, ply, is_max, start);
        }

        let (alpha0, beta0) = (alpha, beta);
        let mut best = if is_max { NEG_INF } else { POS_INF };
        let mut best_move = None;
        let mut child_id = id + 1;
        for i in start..end {
            let m = self.moves[i];
            let child = self.game.play(&pos, m);
            let v = self.node::<PRUNE>(
                child.clone(),
                ply + 1,
                !is_max,
                alpha,
                beta,
                child_id,
                id,
                m,
            );
            if (is_max && v > best) || (!is_max && v < best) {
                best = v;
                best_move = Some(m);
            }
            if PRUNE {
                if is_max && best > alpha {
                    alpha = best;
                    if S::ENABLED {
                        self.sink.event(Event::Alpha {
                            node: id,
                            value: alpha,
                        });
                    }
                } else if !is_max && best < beta {
                    beta = best;
                    if S::ENABLED {
                        self.sink.event(Event::Beta {
                            node: id,
                            value: beta,
                        });
                    }
                }
                if alpha >= beta {
                    let skipped = (end - i - 1) as u32;
                    if skipped > 0 {
                        self.stats.cutoffs += 1;
                        self.stats.pruned_children += skipped as u64;
                        if S::ENABLED {
                            self.sink.event(Event::Cutoff {
                                node: id,
                                alpha,
                                beta,
                                skipped,
                            });
                        }
                    }
                    break;
                }
            }
            if S::ENABLED {
                // The next sibling's preorder id lies past this child's full subtree.
                // Minimax has entered exactly that subtree; alpha-beta asks the oracle.
                child_id = if PRUNE {
                    child_id + self.oracle.solve(self.game, &child, ply + 1).1 as u32
                } else {
                    self.stats.nodes as u32
                };
            }
        }
        self.moves.truncate(start);
        if ply == 0 {
            self.root_best = best_move;
        }
        let value = match self.options.variant {
            Variant::FailHard if PRUNE => best.clamp(alpha0, beta0),
            _ => best,
        };
        if S::ENABLED {
            self.sink.event(Event::Exit { node: id, value });
        }
        value
    }

    /// Puts the moves from `start` on into the search order.
    #[inline(never)]
    fn order(&mut self, pos: &G::Pos, ply: u32, is_max: bool, start: usize) {
        order_moves(
            self.game,
            self.options.ordering,
            self.oracle,
            pos,
            ply,
            is_max,
            &mut self.moves[start..],
        );
    }
}

/// Puts `moves` (in natural order) into `ordering`'s search order at `pos`.
fn order_moves<G: Game>(
    game: &G,
    ordering: Ordering,
    oracle: &mut Oracle<G::Pos>,
    pos: &G::Pos,
    ply: u32,
    is_max: bool,
    moves: &mut [u32],
) {
    // Sort keys are "goodness for the mover", so higher always comes first.
    let sign = if is_max { 1i64 } else { -1 };
    match ordering {
        Ordering::Natural => {}
        Ordering::Reverse => moves.reverse(),
        Ordering::Random(seed) => {
            let mut h = FxHasher::default();
            (seed, pos, ply).hash(&mut h);
            let mut rng = SplitMix64(h.finish());
            for i in (1..moves.len()).rev() {
                let j = (rng.next() % (i as u64 + 1)) as usize;
                moves.swap(i, j);
            }
        }
        // A game without an evaluation function (textbook trees) keeps natural order.
        Ordering::Heuristic if game.evaluate(pos).is_none() => {}
        Ordering::Heuristic => {
            // Finished children score outside the evaluation's range, so wins come first.
            moves.sort_by_cached_key(|&m| {
                let c = game.play(pos, m);
                let v = game
                    .terminal_value(&c, ply + 1, true)
                    .or_else(|| game.evaluate(&c))
                    .unwrap_or(0);
                -sign * v as i64
            });
        }
        Ordering::BestFirst | Ordering::WorstFirst => {
            let worst = if ordering == Ordering::WorstFirst {
                -1
            } else {
                1
            };
            moves.sort_by_cached_key(|&m| {
                -worst * sign * oracle.solve(game, &game.play(pos, m), ply + 1).0 as i64
            });
        }
    }
}

/// The children of the node reached from the root by `path`, in the order
/// the search with `options` tries them. Lets a caller name the moves that a
/// cut-off skipped (the last `skipped` of these).
pub fn ordered_moves<G: Game>(game: &G, options: &SearchOptions, path: &[u32]) -> Vec<u32> {
    let mut pos = game.root();
    for &m in path {
        pos = game.play(&pos, m);
    }
    let ply = path.len() as u32;
    let mut moves = Vec::new();
    let horizon = options.depth.is_some();
    if game.terminal_value(&pos, ply, horizon).is_some() || options.depth == Some(ply) {
        return moves;
    }
    game.moves(&pos, &mut moves);
    let is_max = game.root_is_max() == (ply % 2 == 0);
    order_moves(
        game,
        options.ordering,
        &mut Oracle::new(game, options.depth),
        &pos,
        ply,
        is_max,
        &mut moves,
    );
    moves
}

/// The small multiply-rotate hasher rustc uses: fast, and the same on every
/// platform and run, which random ordering needs for replayable traces.
#[derive(Default, Clone, Copy)]
struct FxHasher(u64);

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    fn write_u8(&mut self, i: u8) {
        self.write_u64(i as u64)
    }
    fn write_u16(&mut self, i: u16) {
        self.write_u64(i as u64)
    }
    fn write_u32(&mut self, i: u32) {
        self.write_u64(i as u64)
    }
    fn write_usize(&mut self, i: usize) {
        self.write_u64(i as u64)
    }
    fn write_u64(&mut self, i: u64) {
        self.0 = (self.0.rotate_left(5) ^ i).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

/// A tiny, well-mixed generator (Steele, Lea & Flood), enough for shuffles.
struct SplitMix64(u64);

impl SplitMix64 {
    /// The next 64 random bits.
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}
