//! A tree as a [`Game`]: its kinds, probabilities and values.

use super::*;
use crate::games::horizon::{Horizon, Step};
use crate::games::{Game, NodeKind, Noise, RootFacts};

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

    /// The nodes a search under `horizon` scores, each with whether it has
    /// children (so needs a static value): the root is reached; a reached
    /// inner node that [`Horizon::step`] expands or extends reaches its
    /// children; every other reached node is scored. The search's own rule,
    /// so the checks below see exactly the nodes it will score.
    fn scored_nodes(&self, horizon: Horizon) -> Vec<(u32, bool)> {
        let mut out = vec![];
        let mut stack = vec![self.tree.root];
        while let Some(v) = stack.pop() {
            let n = self.tree.child_count(v);
            if n > 0 && horizon.step(self, &v, self.depth[v as usize]) != Step::Evaluate {
                stack.extend((0..n).rev().map(|i| self.tree.child(v, i)));
            } else {
                out.push((v, n > 0));
            }
        }
        out
    }

    /// Checks that every inner node a search under `horizon` may score
    /// (at the depth limit, or past it where quiescence stops) has the
    /// static value it needs.
    pub fn check_depth(&self, horizon: Horizon) -> Result<(), TreeError> {
        if horizon.depth.is_none() {
            return Ok(());
        }
        let limit = horizon.depth.unwrap_or(0);
        let missing = (self.scored_nodes(horizon).into_iter())
            .find(|&(v, inner)| inner && self.tree.static_value(v).is_none());
        match missing {
            Some((v, _)) if self.depth[v as usize] == limit => Err(TreeError::MissingValue {
                at: self.tree.describe(v),
                depth: limit,
            }),
            Some((v, _)) => Err(TreeError::MissingValuePast {
                at: self.tree.describe(v),
                depth: self.depth[v as usize],
            }),
            None => Ok(()),
        }
    }

    /// The values a search can meet under `horizon`, with their nodes.
    fn scored(&self, horizon: Horizon) -> impl Iterator<Item = (u32, f64)> + '_ {
        (self.scored_nodes(horizon).into_iter())
            .filter_map(move |(v, _)| self.tree.static_value(v).map(|x| (v, x)))
    }

    /// The smallest and largest value a search can meet under `horizon`:
    /// the default bounds [L, U] of Star1 and Star2.
    pub fn value_range(&self, horizon: Horizon) -> (f64, f64) {
        self.scored(horizon)
            .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), (_, v)| {
                (lo.min(v), hi.max(v))
            })
    }

    /// Checks bounds given for Star1: L ≤ U, and every value a search can
    /// meet lies in [L, U].
    pub fn check_bounds(&self, horizon: Horizon, (lo, hi): (f64, f64)) -> Result<(), TreeError> {
        if lo > hi {
            return Err(TreeError::BadBounds { lo, hi });
        }
        match self.scored(horizon).find(|&(_, v)| v < lo || v > hi) {
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

    /// The whole tree's text without spaces, at the root; a node below it
    /// has no text of its own (its subtree is not what was given).
    fn notation(&self, pos: &u32) -> Option<String> {
        (*pos == self.tree.root).then(|| self.tree.to_string())
    }

    fn root_facts(&self) -> RootFacts {
        RootFacts {
            kind: Some(NAME),
            named: self.tree.has_names(),
            ..RootFacts::default()
        }
    }

    fn node_name(&self, pos: &u32) -> Option<&str> {
        self.tree.name(*pos)
    }

    fn node_action(&self, pos: &u32) -> Option<&str> {
        self.tree.action(*pos)
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

    fn noise(&self, pos: &u32) -> Option<Noise> {
        self.tree.noisy(*pos).then_some(Noise::Marked)
    }
}
