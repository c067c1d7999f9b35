//! A textbook tree of the tests' own ([`RTree`]) with a strategy for random
//! ones, and a reference expectiminimax over the `Game` trait.

use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::select;

use abviz_core::{Game, NodeKind};

use super::Rng;

/// A textbook tree built by the tests, independent of `abviz_core::Tree`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RTree {
    Leaf(i32),
    Node(Vec<RTree>),
}

impl RTree {
    /// Nested-list text, e.g. `[[3,12,8],[2,4,6],[14,5,2]]`.
    pub fn render(&self) -> String {
        let mut s = String::new();
        self.render_into(&mut s, "");
        s
    }

    /// Nested-list text with `sep` (e.g. white space) around every token.
    pub fn render_spaced(&self, sep: &str) -> String {
        let mut s = String::new();
        self.render_into(&mut s, sep);
        s
    }

    fn render_into(&self, s: &mut String, sep: &str) {
        match self {
            RTree::Leaf(v) => {
                s.push_str(sep);
                s.push_str(&v.to_string());
                s.push_str(sep);
            }
            RTree::Node(kids) => {
                s.push_str(sep);
                s.push('[');
                for (i, k) in kids.iter().enumerate() {
                    if i > 0 {
                        s.push(',');
                    }
                    k.render_into(s, sep);
                }
                s.push(']');
                s.push_str(sep);
            }
        }
    }

    /// Plain minimax over the structure: levels alternate below `is_max`.
    pub fn minimax(&self, is_max: bool) -> i32 {
        match self {
            RTree::Leaf(v) => *v,
            RTree::Node(kids) => {
                let vals = kids.iter().map(|k| k.minimax(!is_max));
                if is_max {
                    vals.max().unwrap()
                } else {
                    vals.min().unwrap()
                }
            }
        }
    }

    /// (nodes, leaves) of the whole tree.
    pub fn size(&self) -> (u64, u64) {
        match self {
            RTree::Leaf(_) => (1, 1),
            RTree::Node(kids) => kids.iter().fold((1, 0), |(n, l), k| {
                let (kn, kl) = k.size();
                (n + kn, l + kl)
            }),
        }
    }
}

/// Leaves mostly in −5..5, so ties are common, sometimes anywhere in range.
pub fn leaf_value() -> impl Strategy<Value = i32> {
    prop_oneof![
        6 => -5i32..5,
        1 => -1_000_000_000i32..=1_000_000_000,
        1 => select(vec![-1_000_000_000, 1_000_000_000]),
    ]
}

/// Random shapes: depth 0–6, branching 1–5, leaves mixing small tied
/// values with extremes. Two sources: proptest's recursive strategy (small
/// trees that shrink well) and trees grown from a seed to an exact depth with
/// some early leaves and a node budget (deep, irregular trees).
pub fn rtree() -> impl Strategy<Value = RTree> {
    let small = leaf_value()
        .prop_map(RTree::Leaf)
        .prop_recursive(6, 200, 5, |inner| vec(inner, 1..=5).prop_map(RTree::Node));
    let grown = (0u32..=6, 1u32..=5, any::<u64>()).prop_map(|(depth, branching, seed)| {
        let mut rng = Rng::new(seed);
        let mut budget = 400i64;
        grow(depth, branching, true, &mut rng, &mut budget)
    });
    prop_oneof![small, grown]
}

/// A tree exactly `depth` deep along its first branch; elsewhere a node may
/// stop early as a leaf, and once `budget` nodes are used every new node is.
pub fn grow(depth: u32, branching: u32, spine: bool, rng: &mut Rng, budget: &mut i64) -> RTree {
    *budget -= 1;
    let early = !spine && (*budget <= 0 || rng.below(6) == 0);
    if depth == 0 || early {
        let v = match rng.below(8) {
            0 => rng.below(2_000_000_001) as i32 - 1_000_000_000,
            1 => [-1_000_000_000, 1_000_000_000][rng.below(2) as usize],
            _ => rng.below(10) as i32 - 5,
        };
        return RTree::Leaf(v);
    }
    let n = 1 + rng.below(branching as u64) as usize;
    let first = rng.below(n as u64) as usize;
    RTree::Node(
        (0..n)
            .map(|i| grow(depth - 1, branching, spine && i == first, rng, budget))
            .collect(),
    )
}

/// Plain recursive expectiminimax over the [`Game`] trait, natural move
/// order, no pruning, no memo: (value, nodes, leaves) of the position at
/// `ply`. MAX takes the largest child value, MIN the smallest, a chance node
/// Σ p·v in natural order (so with inexact probabilities such as 1/3 it
/// may differ from the engine in the last bits: compare with a tolerance).
pub fn reference_minimax_at<G: Game>(
    g: &G,
    pos: &G::Pos,
    ply: u32,
    depth: Option<u32>,
) -> (f64, u64, u64) {
    if let Some(v) = g.terminal_value(pos, ply, depth.is_some()) {
        return (v, 1, 1);
    }
    if depth == Some(ply) {
        return (g.evaluate(pos).expect("depth limit needs evaluate"), 1, 1);
    }
    let kind = g.kind(pos, ply);
    let mut moves = Vec::new();
    g.moves(pos, &mut moves);
    assert!(!moves.is_empty(), "non-terminal position without moves");
    let mut best: Option<f64> = None;
    let mut mean = 0.0;
    let (mut nodes, mut leaves) = (1, 0);
    for m in moves {
        let (v, n, l) = reference_minimax_at(g, &g.play(pos, m), ply + 1, depth);
        nodes += n;
        leaves += l;
        best = Some(match (best, kind) {
            (None, _) => v,
            (Some(b), NodeKind::Max) => b.max(v),
            (Some(b), _) => b.min(v),
        });
        if kind == NodeKind::Chance {
            mean += g.probability(pos, m) * v;
        }
    }
    let value = match kind {
        NodeKind::Chance => mean,
        _ => best.unwrap(),
    };
    (value, nodes, leaves)
}

/// [`reference_minimax_at`] from the root.
pub fn reference_minimax<G: Game>(g: &G, depth: Option<u32>) -> (f64, u64, u64) {
    reference_minimax_at(g, &g.root(), 0, depth)
}
