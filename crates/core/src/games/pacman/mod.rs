//! Pacman as UC Berkeley's CS188 multi-agent project plays it: Pacman
//! (agent 0, MAX) against one to four ghosts (MIN agents, or chance nodes
//! when they are modelled as moving at random).
//!
//! The rules follow the course's `pacman.py` exactly where they decide a
//! search's numbers: the order of legal actions, the ghosts' ban on turning
//! back, the score (−1 a move, +10 a food, +500 for the last, +200 for a
//! scared ghost, −500 for a caught Pacman), when a collision is checked
//! (after every single agent's move) and which state is terminal. Two
//! simplifications, both allowed by the course's tests: scared ghosts move
//! a whole cell (not half), so every position stays on a cell; and a
//! state's food is a bit set over the layout's food cells.
//!
//! Depth is counted in rounds (Pacman and every ghost once), as CS188
//! counts it: the [`Searchable`](crate::Searchable) hook turns a depth of
//! D rounds into D × agents plies before the generic search sees it.

pub mod entry;
mod eval;
mod layout;
mod maze;
mod played;

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

pub use eval::{Eval, Weights, WEIGHTS};
pub use layout::{Layout, ALLOWED, LAYOUTS};

use crate::games::grid::{Dir, MazeError};
use crate::games::{Game, NodeKind, Noise};

/// The most ghosts a layout may hold (CS188's layouts have one to four).
pub const MAX_GHOSTS: usize = 4;

/// The game's name in the registry (`--game`).
pub const NAME: &str = "pacman";

/// Moves a ghost stays scared after Pacman eats a capsule.
pub const SCARED_TIME: u8 = 40;

/// A ghost in a state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ghost {
    /// Its cell.
    pub cell: u16,
    /// The way it last moved (Stop at the start and after being eaten).
    pub dir: Dir,
    /// Its own moves left while scared; 0 when not scared.
    pub scared: u8,
}

/// How a state stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Play goes on.
    Playing,
    /// Pacman ate the last food.
    Won,
    /// A ghost caught Pacman.
    Lost,
}

/// A Pacman game state: where everyone is, what is left, the score and
/// whose move it is.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct State {
    /// Pacman's cell.
    pub pacman: u16,
    /// The way Pacman faces (kept through Stop), for drawing.
    pub facing: Dir,
    /// The ghosts in agent order; only the first `ghost_count` are real.
    ghosts: [Ghost; MAX_GHOSTS],
    ghost_count: u8,
    /// One bit per entry of [`Layout::food`]: set while that food is left.
    /// Shared until eaten, so most successors copy a pointer.
    food: Arc<Vec<u64>>,
    /// Food left.
    pub food_left: u16,
    /// One bit per entry of [`Layout::capsules`].
    pub capsules: u64,
    /// The game score.
    pub score: i32,
    /// The agent to move: 0 Pacman, 1… the ghosts.
    pub agent: u8,
    /// Won, lost or playing.
    pub outcome: Outcome,
}

impl State {
    /// The ghosts, in agent order.
    pub fn ghosts(&self) -> &[Ghost] {
        &self.ghosts[..self.ghost_count as usize]
    }

    /// Whether food entry `i` of the layout is still there.
    pub fn has_food(&self, i: usize) -> bool {
        self.food[i / 64] >> (i % 64) & 1 == 1
    }

    /// Whether capsule entry `i` of the layout is still there.
    pub fn has_capsule(&self, i: usize) -> bool {
        self.capsules >> i & 1 == 1
    }

    /// Pacman plus the ghosts.
    pub fn agents(&self) -> usize {
        1 + self.ghost_count as usize
    }
}

/// How Pacman's search models the ghosts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum GhostModel {
    /// Each ghost is a MIN agent: it does what is worst for Pacman.
    #[default]
    Min,
    /// Each ghost moves uniformly at random: its nodes are chance nodes.
    Random,
}

impl std::str::FromStr for GhostModel {
    type Err = MazeError;
    fn from_str(s: &str) -> Result<GhostModel, MazeError> {
        match s.trim() {
            "min" => Ok(GhostModel::Min),
            "random" => Ok(GhostModel::Random),
            _ => Err(MazeError::BadChoice {
                option: "ghost model",
                value: s.into(),
                allowed: "min or random",
            }),
        }
    }
}

impl GhostModel {
    /// `min` or `random`.
    pub fn name(self) -> &'static str {
        match self {
            GhostModel::Min => "min",
            GhostModel::Random => "random",
        }
    }
}

/// A Pacman position to search: the layout, the state at the root, how the
/// ghosts are modelled and how states are evaluated.
#[derive(Clone, Debug)]
pub struct Pacman {
    layout: Arc<Layout>,
    root: State,
    /// How the search models the ghosts.
    pub ghosts: GhostModel,
    eval: Eval,
    /// Star1's bounds, when a search checks its leaves against them.
    check: Option<Arc<BoundsCheck>>,
}

/// Bounds a search's leaves must lie in, and the first value met outside
/// them (as bits; NaN while none).
#[derive(Debug)]
struct BoundsCheck {
    lo: f64,
    hi: f64,
    outside: AtomicU64,
}

impl Pacman {
    /// The layout's start: Pacman to move, score 0, every ghost unscared.
    pub fn new(layout: Layout, ghosts: GhostModel, eval: Eval) -> Pacman {
        let mut g = [Ghost {
            cell: 0,
            dir: Dir::Stop,
            scared: 0,
        }; MAX_GHOSTS];
        for (slot, &cell) in g.iter_mut().zip(&layout.ghosts) {
            slot.cell = cell;
        }
        let words = layout.food.len().div_ceil(64).max(1);
        let mut food = vec![0u64; words];
        for i in 0..layout.food.len() {
            food[i / 64] |= 1 << (i % 64);
        }
        let root = State {
            pacman: layout.pacman,
            facing: Dir::Stop,
            ghosts: g,
            ghost_count: layout.ghosts.len() as u8,
            food: Arc::new(food),
            food_left: layout.food.len() as u16,
            capsules: if layout.capsules.len() == 64 {
                u64::MAX
            } else {
                (1u64 << layout.capsules.len()) - 1
            },
            score: 0,
            agent: 0,
            outcome: Outcome::Playing,
        };
        let eval = eval.prepared(&layout);
        Pacman {
            layout: Arc::new(layout),
            root,
            ghosts,
            eval,
            check: None,
        }
    }

    /// Reads a layout by name or as text (see [`Layout::named_or_text`]).
    pub fn parse(text: &str, ghosts: GhostModel, eval: Eval) -> Result<Pacman, MazeError> {
        Ok(Pacman::new(Layout::named_or_text(text)?, ghosts, eval))
    }

    /// The same game after `history` (one letter per move of whichever
    /// agent is to move: N, S, E, W, X for Stop) from its root.
    pub fn after(&self, history: &str) -> Result<Pacman, MazeError> {
        let s = crate::games::grid::replay(
            self.root(),
            history,
            |s, out| self.legal(s, out),
            |s, m| self.successor(s, m),
        )?;
        Ok(self.at(s))
    }

    /// The same game searched from `state`.
    pub fn at(&self, state: State) -> Pacman {
        Pacman {
            root: state,
            ..self.clone()
        }
    }

    /// The same game with the ghosts modelled as `ghosts`.
    pub fn modelling(&self, ghosts: GhostModel) -> Pacman {
        Pacman {
            ghosts,
            ..self.clone()
        }
    }

    /// The same game with every leaf value checked against `(lo, hi)`;
    /// [`Pacman::outside`] then gives the first value met outside.
    pub fn checking(&self, (lo, hi): (f64, f64)) -> Pacman {
        Pacman {
            check: Some(Arc::new(BoundsCheck {
                lo,
                hi,
                outside: AtomicU64::new(f64::NAN.to_bits()),
            })),
            ..self.clone()
        }
    }

    /// The first leaf value met outside the bounds of [`Pacman::checking`].
    pub fn outside(&self) -> Option<f64> {
        let c = self.check.as_ref()?;
        let v = f64::from_bits(c.outside.load(Ordering::Relaxed));
        (!v.is_nan()).then_some(v)
    }

    /// `s`'s value, noted when a bounds check is on and it falls outside.
    fn leaf_value(&self, s: &State) -> f64 {
        let v = self.eval.value(&self.layout, s);
        if let Some(c) = &self.check {
            if v < c.lo || v > c.hi {
                let nan = f64::NAN.to_bits();
                let _ = (c.outside).compare_exchange(
                    nan,
                    v.to_bits(),
                    Ordering::Relaxed,
                    Ordering::Relaxed,
                );
            }
        }
        v
    }

    /// The layout.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// The evaluation.
    pub fn eval(&self) -> &Eval {
        &self.eval
    }

    /// Pacman plus the ghosts.
    pub fn agents(&self) -> usize {
        self.root.agents()
    }

    /// The legal actions of the agent to move in `s`, in CS188's order:
    /// Pacman's open directions North, South, East, West, then Stop; a
    /// ghost's open directions, without turning back unless it must.
    pub fn legal(&self, s: &State, out: &mut Vec<u32>) {
        if s.outcome != Outcome::Playing {
            return;
        }
        let grid = &self.layout.grid;
        if s.agent == 0 {
            for d in Dir::MOVES {
                if grid.step(s.pacman as usize, d).is_some() {
                    out.push(d.code());
                }
            }
            out.push(Dir::Stop.code());
            return;
        }
        let g = s.ghosts[s.agent as usize - 1];
        let start = out.len();
        for d in Dir::MOVES {
            if grid.step(g.cell as usize, d).is_some() {
                out.push(d.code());
            }
        }
        let back = g.dir.reverse();
        if g.dir != Dir::Stop && out.len() - start > 1 {
            if let Some(i) = out[start..].iter().position(|&m| m == back.code()) {
                out.remove(start + i);
            }
        }
    }

    /// The state after the agent to move in `s` takes action `mv` (one of
    /// its legal actions).
    pub fn successor(&self, s: &State, mv: u32) -> State {
        let mut n = s.clone();
        let dir = Dir::from_code(mv);
        let grid = &self.layout.grid;
        let agent = s.agent as usize;
        if agent == 0 {
            if let Some(c) = grid.step(s.pacman as usize, dir) {
                n.pacman = c as u16;
            }
            if dir != Dir::Stop {
                n.facing = dir;
            }
            self.eat(&mut n);
            n.score -= 1;
            for i in 0..n.ghost_count as usize {
                if n.ghosts[i].cell == n.pacman {
                    self.collide(&mut n, i);
                }
            }
        } else {
            let g = &mut n.ghosts[agent - 1];
            if let Some(c) = grid.step(g.cell as usize, dir) {
                g.cell = c as u16;
            }
            g.dir = dir;
            g.scared = g.scared.saturating_sub(1);
            if g.cell == n.pacman {
                self.collide(&mut n, agent - 1);
            }
        }
        n.agent = ((agent + 1) % n.agents()) as u8;
        n
    }

    /// Pacman eats what is on its cell.
    fn eat(&self, n: &mut State) {
        let layout = &self.layout;
        if let Ok(i) = layout.food.binary_search(&n.pacman) {
            if n.has_food(i) {
                Arc::make_mut(&mut n.food)[i / 64] &= !(1 << (i % 64));
                n.food_left -= 1;
                n.score += 10;
                if n.food_left == 0 && n.outcome != Outcome::Lost {
                    n.score += 500;
                    n.outcome = Outcome::Won;
                }
            }
        }
        if let Ok(i) = layout.capsules.binary_search(&n.pacman) {
            if n.has_capsule(i) {
                n.capsules &= !(1 << i);
                for g in &mut n.ghosts[..n.ghost_count as usize] {
                    g.scared = SCARED_TIME;
                }
            }
        }
    }

    /// Pacman and ghost `i` share a cell: a scared ghost is eaten and goes
    /// home; otherwise Pacman is caught, unless this move already won. (As
    /// in CS188, a second unscared ghost on the cell costs 500 again.)
    fn collide(&self, n: &mut State, i: usize) {
        let g = &mut n.ghosts[i];
        if g.scared > 0 {
            n.score += 200;
            g.cell = self.layout.ghosts[i];
            g.dir = Dir::Stop;
            g.scared = 0;
        } else if n.outcome != Outcome::Won {
            n.score -= 500;
            n.outcome = Outcome::Lost;
        }
    }

    /// The number of legal actions of the agent to move.
    fn legal_count(&self, s: &State) -> usize {
        let mut v = Vec::with_capacity(5);
        self.legal(s, &mut v);
        v.len()
    }
}

impl Game for Pacman {
    type Pos = State;

    fn root(&self) -> State {
        self.root.clone()
    }

    fn root_is_max(&self) -> bool {
        self.root.agent == 0
    }

    fn kind(&self, pos: &State, _ply: u32) -> NodeKind {
        match (pos.agent, self.ghosts) {
            (0, _) => NodeKind::Max,
            (_, GhostModel::Min) => NodeKind::Min,
            (_, GhostModel::Random) => NodeKind::Chance,
        }
    }

    fn probability(&self, pos: &State, _mv: u32) -> f64 {
        1.0 / self.legal_count(pos) as f64
    }

    fn moves(&self, pos: &State, out: &mut Vec<u32>) {
        self.legal(pos, out)
    }

    fn play(&self, pos: &State, mv: u32) -> State {
        self.successor(pos, mv)
    }

    /// Won and lost states are evaluated as they stand, as CS188's agents
    /// do (the score already holds the +500 or −500).
    fn terminal_value(&self, pos: &State, _ply: u32, _horizon: bool) -> Option<f64> {
        (pos.outcome != Outcome::Playing).then(|| self.leaf_value(pos))
    }

    fn evaluate(&self, pos: &State) -> Option<f64> {
        Some(self.leaf_value(pos))
    }

    /// Noisy when a ghost that is not scared is within two cells of Pacman,
    /// by Manhattan distance on the grid (walls ignored: a ghost behind a
    /// thin wall counts, which only extends the search a little more).
    fn noise(&self, pos: &State) -> Option<Noise> {
        let grid = &self.layout.grid;
        let (px, py) = grid.xy(pos.pacman as usize);
        let near = pos.ghosts().iter().any(|g| {
            let (gx, gy) = grid.xy(g.cell as usize);
            g.scared == 0 && px.abs_diff(gx) + py.abs_diff(gy) <= 2
        });
        near.then_some(Noise::GhostNear)
    }
}

#[cfg(test)]
mod tests;
