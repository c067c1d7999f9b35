//! A tree as a [`Game`]: its kinds, probabilities and values.

use super::*;
use crate::games::{Game, NodeKind};

/// How a tree's unlabelled levels are read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TreeSetup {
    /// Whether the root's level is MAX's (else the first MIN level's).
    pub root_is_max: bool,
    /// Agents per round: MAX and `agents − 1` MIN levels; at least 1.
    pub agents: u32,
}

impl Default for TreeSetup {
    fn default() -> TreeSetup {
        TreeSetup {
            root_is_max: true,
            agents: 2,
        }
    }
}

impl TreeSetup {
    /// The kind of an unlabelled node `depth` levels below the root.
    pub fn kind_at(&self, depth: u32) -> NodeKind {
        let n = self.agents.max(1);
        let offset = if self.root_is_max { 0 } else { 1 };
        if (depth + offset) % n == 0 {
            NodeKind::Max
        } else {
            NodeKind::Min
        }
    }
}

/// A textbook tree as a game: every node's kind and every chance edge's
/// probability resolved and checked; values from MAX's view.
#[derive(Clone, Debug)]
pub struct TreeGame {
    tree: Tree,
    setup: TreeSetup,
    kind: Vec<NodeKind>,
    /// The probability of reaching each node from its parent (1 under MAX
    /// and MIN nodes).
    prob: Vec<f64>,
    depth: Vec<u32>,
    has_chance: bool,
}

impl TreeGame {
    /// The game over `tree`: kinds left out follow `setup`'s cycle, and
    /// probabilities are checked and completed.
    pub fn new(tree: Tree, setup: TreeSetup) -> Result<TreeGame, TreeError> {
        let n = tree.len();
        let mut kind = vec![NodeKind::Max; n];
        let mut prob = vec![1.0; n];
        let mut depth = vec![0; n];
        let mut has_chance = false;
        for (v, parent, _) in tree.preorder() {
            let vi = v as usize;
            if parent != u32::MAX {
                depth[vi] = depth[parent as usize] + 1;
            }
            let node = tree.nodes[vi];
            kind[vi] = node.kind.unwrap_or_else(|| setup.kind_at(depth[vi]));
            if !node.value.is_finite() && !node.value.is_nan() {
                return Err(TreeError::NotFinite {
                    at: tree.describe(v),
                });
            }
            if !node.p.is_nan() {
                if !node.p.is_finite() {
                    return Err(TreeError::NotFinite {
                        at: tree.describe(v),
                    });
                }
                if !(0.0..=1.0).contains(&node.p) {
                    return Err(TreeError::BadProbability {
                        at: tree.describe(v),
                        p: node.p,
                    });
                }
                if parent == u32::MAX || kind[parent as usize] != NodeKind::Chance {
                    return Err(TreeError::ProbabilityOutsideChance {
                        at: tree.describe(v),
                    });
                }
            }
            if node.len == 0 {
                if node.kind == Some(NodeKind::Chance) {
                    return Err(TreeError::ChanceWithoutChildren {
                        at: tree.describe(v),
                    });
                }
                continue;
            }
            if kind[vi] != NodeKind::Chance {
                continue;
            }
            has_chance = true;
            let (mut sum, mut missing) = (0.0, 0u32);
            for i in 0..node.len {
                let c = tree.child(v, i);
                let p = tree.nodes[c as usize].p;
                if p.is_nan() {
                    missing += 1;
                } else if !p.is_finite() {
                    return Err(TreeError::NotFinite {
                        at: tree.describe(c),
                    });
                } else if !(0.0..=1.0).contains(&p) {
                    // A bad probability is named before the sum it spoils.
                    return Err(TreeError::BadProbability {
                        at: tree.describe(c),
                        p,
                    });
                } else {
                    sum += p;
                }
            }
            let rest = if missing > 0 {
                ((1.0 - sum) / missing as f64).max(0.0)
            } else {
                0.0
            };
            let total = sum + rest * missing as f64;
            if sum > 1.0 + PROBABILITY_TOLERANCE || (total - 1.0).abs() > PROBABILITY_TOLERANCE {
                return Err(TreeError::ProbabilitySum {
                    at: tree.describe(v),
                    sum,
                });
            }
            for i in 0..node.len {
                let c = tree.child(v, i) as usize;
                prob[c] = if tree.nodes[c].p.is_nan() {
                    rest
                } else {
                    tree.nodes[c].p
                };
            }
        }
        Ok(TreeGame {
            tree,
            setup,
            kind,
            prob,
            depth,
            has_chance,
        })
    }

    /// The tree being played.
    pub fn tree(&self) -> &Tree {
        &self.tree
    }

    /// How unlabelled levels were read.
    pub fn setup(&self) -> TreeSetup {
        self.setup
    }

    /// Whether any node is a chance node.
    pub fn has_chance(&self) -> bool {
        self.has_chance
    }

    /// The resolved kind of tree node `node`.
    pub fn node_kind(&self, node: u32) -> NodeKind {
        self.kind[node as usize]
    }

    /// Checks that every inner node at depth `limit` has the static value
    /// the limit needs.
    pub fn check_depth(&self, limit: Option<u32>) -> Result<(), TreeError> {
        let Some(limit) = limit else { return Ok(()) };
        for v in 0..self.tree.len() as u32 {
            if self.depth[v as usize] == limit
                && self.tree.child_count(v) > 0
                && self.tree.static_value(v).is_none()
            {
                return Err(TreeError::MissingValue {
                    at: self.tree.describe(v),
                    depth: limit,
                });
            }
        }
        Ok(())
    }

    /// The values a search can meet under depth limit `limit`: every leaf
    /// above the limit and every node at it, each with its value.
    fn scored(&self, limit: Option<u32>) -> impl Iterator<Item = (u32, f64)> + '_ {
        (0..self.tree.len() as u32).filter_map(move |v| {
            let d = self.depth[v as usize];
            let scored = match limit {
                Some(l) if d > l => false,
                Some(l) if d == l => true,
                _ => self.tree.child_count(v) == 0,
            };
            if scored {
                self.tree.static_value(v).map(|x| (v, x))
            } else {
                None
            }
        })
    }

    /// The smallest and largest value a search can meet under `limit`: the
    /// default bounds [L, U] of Star1 and Star2.
    pub fn value_range(&self, limit: Option<u32>) -> (f64, f64) {
        self.scored(limit)
            .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), (_, v)| {
                (lo.min(v), hi.max(v))
            })
    }

    /// Checks bounds given for Star1: L ≤ U, and every value a search can
    /// meet lies in [L, U].
    pub fn check_bounds(&self, limit: Option<u32>, (lo, hi): (f64, f64)) -> Result<(), TreeError> {
        if lo > hi {
            return Err(TreeError::BadBounds { lo, hi });
        }
        match self.scored(limit).find(|&(_, v)| v < lo || v > hi) {
            Some((v, value)) => Err(TreeError::OutOfBounds {
                at: self.tree.describe(v),
                value,
                lo,
                hi,
            }),
            None => Ok(()),
        }
    }
}

impl Game for TreeGame {
    type Pos = u32;

    fn root(&self) -> u32 {
        self.tree.root
    }

    fn root_is_max(&self) -> bool {
        self.kind[self.tree.root as usize] != NodeKind::Min
    }

    fn kind(&self, pos: &u32, _ply: u32) -> NodeKind {
        self.kind[*pos as usize]
    }

    fn probability(&self, pos: &u32, mv: u32) -> f64 {
        self.prob[self.tree.child(*pos, mv) as usize]
    }

    fn moves(&self, pos: &u32, out: &mut Vec<u32>) {
        out.extend(0..self.tree.child_count(*pos));
    }

    fn play(&self, pos: &u32, mv: u32) -> u32 {
        self.tree.child(*pos, mv)
    }

    fn terminal_value(&self, pos: &u32, _ply: u32, _horizon: bool) -> Option<f64> {
        self.tree.leaf_value(*pos)
    }

    fn evaluate(&self, pos: &u32) -> Option<f64> {
        self.tree.static_value(*pos)
    }
}
