//! Move ordering, and the small hasher and generator it uses.

use super::Horizon;
use std::hash::{Hash, Hasher};

use super::Oracle;
use crate::games::{Game, NodeKind};
use crate::options::{Ordering, SearchOptions};

/// Puts `moves` (in natural order) into `ordering`'s search order at `pos`.
pub(crate) fn order_moves<G: Game>(
    game: &G,
    ordering: Ordering,
    oracle: &mut Oracle<G::Pos>,
    pos: &G::Pos,
    ply: u32,
    kind: NodeKind,
    moves: &mut [u32],
) {
    // Sort keys are "goodness for the mover", so higher always comes first;
    // a chance node has no mover, and sorts as MAX would.
    let sign = if kind == NodeKind::Min { -1.0 } else { 1.0 };
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
                    .unwrap_or(0.0);
                Key(-sign * v + 0.0)
            });
        }
        Ordering::BestFirst | Ordering::WorstFirst => {
            let worst = if ordering == Ordering::WorstFirst {
                -1.0
            } else {
                1.0
            };
            moves.sort_by_cached_key(|&m| {
                Key(-worst * sign * oracle.solve(game, &game.play(pos, m), ply + 1).0 + 0.0)
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
    if game.terminal_value(&pos, ply, horizon).is_some()
        || Horizon::of(options).evaluates(game, &pos, ply)
    {
        return moves;
    }
    game.moves(&pos, &mut moves);
    let kind = game.kind(&pos, ply);
    order_moves(
        game,
        options.ordering,
        &mut Oracle::new(game, Horizon::of(options)),
        &pos,
        ply,
        kind,
        &mut moves,
    );
    moves
}

/// A finite `f64` as a sort key (values are never NaN): a stable sort keeps
/// natural order among equal keys.
#[derive(Clone, Copy, PartialEq)]
struct Key(f64);

impl Eq for Key {}

impl PartialOrd for Key {
    fn partial_cmp(&self, other: &Key) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Key {
    fn cmp(&self, other: &Key) -> std::cmp::Ordering {
        self.0.total_cmp(&other.0)
    }
}

/// The small multiply-rotate hasher rustc uses: fast, and the same on every
/// platform and run, which random ordering needs for replayable traces.
#[derive(Default, Clone, Copy)]
pub(crate) struct FxHasher(u64);

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

/// A tiny, well-mixed generator (Steele, Lea & Flood), enough for
/// shuffles: random move order, and the benchmark's seeded positions. The
/// same numbers on every platform, so seeds can be quoted.
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    /// The next 64 random bits.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in 0..n (the modulo bias is below 2⁻³² for n < 2³²).
    pub fn below(&mut self, n: u32) -> u32 {
        (self.next() % n as u64) as u32
    }
}
