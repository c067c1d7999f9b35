//! The maze games as a front end draws them: the layout once
//! ([`MazeView`]), and the state at every node of a drawn tree as flat
//! per-node arrays ([`MazeNodes`]).
//!
//! A maze game implements [`MazeGame`]: its layout, one node's row, the food
//! left and what a move ate. [`MazeSource`], the object-safe side that
//! [`Problem::maze`](crate::Problem::maze) hands out, is written once for
//! all of them, so the wasm adapter asks the problem instead of trying each
//! game's type in turn.
//!
//! Why arrays rather than one object per node: the page's worker copies them
//! out of wasm memory once and transfers them, so hovering a node on the
//! main thread is a few array reads. Food is not stored per node: a node
//! records the cell whose food or capsule the move into it ate (`eaten`),
//! and what is left is the root's minus what was eaten on the path down.

use crate::games::grid::Dir;
use crate::games::{replay, Game};

/// "No cell" in `eaten`.
pub const NO_CELL: u16 = u16::MAX;

/// A maze game's board and its state at the search's root.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct MazeView {
    /// The game's registry name.
    pub game: &'static str,
    /// Columns and rows; cells are `y · width + x` with y upward (row 0 is
    /// the bottom text row).
    pub width: u32,
    pub height: u32,
    /// The wall cells.
    pub walls: Vec<u16>,
    /// Every food cell of the layout (Pacman), eaten or not.
    pub food: Vec<u16>,
    /// Every capsule cell of the layout.
    pub capsules: Vec<u16>,
    /// Each agent's start cell, in agent order.
    pub starts: Vec<u16>,
    /// Each agent's name in agent order: `Pacman`, `Ghost 1`, … or
    /// `White`, `Black`.
    pub agents: Vec<String>,
    /// The layout at its start as text, rows top first separated by `/`.
    pub text: String,
    /// The state at the search's root (after the history).
    pub state: MazeState,
}

/// One state of a maze game.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct MazeState {
    /// The agent to move (0 Pacman or White).
    pub to_move: u32,
    /// Each agent's cell, in agent order.
    pub cells: Vec<u16>,
    /// Each agent's direction letter (`N S E W X`): Pacman's facing, a
    /// ghost's last move; the robots' is always `X`.
    pub dirs: Vec<char>,
    /// Each agent's scared moves left (0 for Pacman and the robots).
    pub scared: Vec<u8>,
    /// Food cells left.
    pub food: Vec<u16>,
    /// Capsule cells left.
    pub capsules: Vec<u16>,
    /// Pacman's score; the robots' moves left.
    pub score: i32,
    /// `playing`, `won` (Pacman ate the last food; White caught Black) or
    /// `lost` (a ghost caught Pacman; the robots' move limit ran out).
    pub outcome: &'static str,
    /// The legal actions of the agent to move, as letters, in legal order.
    pub legal: Vec<char>,
}

/// The state at every node of a drawn tree, `agents` entries per node in
/// the per-agent arrays.
#[derive(Debug, Clone, Default)]
pub struct MazeNodes {
    pub agents: usize,
    /// n × agents cells.
    pub cells: Vec<u16>,
    /// n × agents direction codes (0 N, 1 S, 2 E, 3 W, 4 Stop).
    pub dirs: Vec<u8>,
    /// n × agents scared timers.
    pub scared: Vec<u8>,
    /// Score (Pacman) or moves left (robots).
    pub score: Vec<i32>,
    /// Agent to move.
    pub agent: Vec<u8>,
    /// 0 playing, 1 won, 2 lost.
    pub outcome: Vec<u8>,
    /// The food or capsule cell the move into the node ate, or [`NO_CELL`].
    pub eaten: Vec<u16>,
}

const OUTCOMES: [&str; 3] = ["playing", "won", "lost"];

/// One node's row of [`MazeNodes`], as a game fills it.
#[derive(Debug, Clone, PartialEq)]
pub struct MazeRow {
    pub cells: Vec<u16>,
    pub dirs: Vec<u8>,
    pub scared: Vec<u8>,
    pub score: i32,
    pub agent: u8,
    /// 0 playing, 1 won, 2 lost.
    pub outcome: u8,
}

/// What a maze game tells the drawing. Its moves are [`Dir`] codes.
pub trait MazeGame: Game {
    /// The board and its agents at the start, with `state`, the root's.
    fn view_with(&self, state: MazeState) -> MazeView;
    /// Agents per node.
    fn maze_agents(&self) -> usize;
    /// The row of `pos`.
    fn row(&self, pos: &Self::Pos) -> MazeRow;
    /// The food and capsule cells left at `pos`.
    fn left(&self, _pos: &Self::Pos) -> (Vec<u16>, Vec<u16>) {
        (vec![], vec![])
    }
    /// The cell whose food or capsule the move from `before` to `after` ate.
    fn eaten(&self, _before: &Self::Pos, _after: &Self::Pos) -> u16 {
        NO_CELL
    }
}

/// A maze game behind a trait object: what [`Problem::maze`](crate::Problem::maze) returns.
pub trait MazeSource {
    /// The layout and the root's state.
    fn view(&self) -> MazeView;
    /// The state at every node of a drawn tree, given as [`replay`] takes it.
    fn nodes(&self, parent: &[u32], mv: &[u32]) -> MazeNodes;
    /// The state after the moves of `path` from the root, legal actions included.
    fn state_after(&self, path: &[u32]) -> MazeState;
}

/// The cells of a wall map.
pub fn walls(w: &[bool]) -> Vec<u16> {
    (w.iter().enumerate())
        .filter(|(_, &b)| b)
        .map(|(c, _)| c as u16)
        .collect()
}

/// A [`MazeState`] from a node's row, what is left and the legal letters.
pub fn state_of(row: MazeRow, food: Vec<u16>, capsules: Vec<u16>, legal: Vec<char>) -> MazeState {
    MazeState {
        to_move: row.agent as u32,
        cells: row.cells,
        dirs: (row.dirs.iter())
            .map(|&d| Dir::from_code(d as u32).letter())
            .collect(),
        scared: row.scared,
        food,
        capsules,
        score: row.score,
        outcome: OUTCOMES[row.outcome as usize],
        legal,
    }
}

fn state<G: MazeGame>(g: &G, pos: &G::Pos) -> MazeState {
    let mut moves = vec![];
    g.moves(pos, &mut moves);
    let legal = moves.iter().map(|&m| Dir::from_code(m).letter()).collect();
    let (food, capsules) = g.left(pos);
    state_of(g.row(pos), food, capsules, legal)
}

impl<G: MazeGame> MazeSource for G {
    fn view(&self) -> MazeView {
        self.view_with(state(self, &self.root()))
    }

    fn nodes(&self, parent: &[u32], mv: &[u32]) -> MazeNodes {
        fill(self, parent, mv)
    }

    fn state_after(&self, path: &[u32]) -> MazeState {
        let s = path.iter().fold(self.root(), |s, &m| self.play(&s, m));
        state(self, &s)
    }
}

/// One row a node of the tree, replayed from `g`'s root.
fn fill<G: MazeGame>(g: &G, parent: &[u32], mv: &[u32]) -> MazeNodes {
    let n = parent.len().min(mv.len());
    let agents = g.maze_agents();
    let mut out = MazeNodes {
        agents,
        cells: Vec::with_capacity(n * agents),
        dirs: Vec::with_capacity(n * agents),
        scared: Vec::with_capacity(n * agents),
        score: Vec::with_capacity(n),
        agent: Vec::with_capacity(n),
        outcome: Vec::with_capacity(n),
        eaten: Vec::with_capacity(n),
    };
    replay(g, parent, mv, |_, up, pos| {
        let r = g.row(pos);
        out.cells.extend(&r.cells);
        out.dirs.extend(&r.dirs);
        out.scared.extend(&r.scared);
        out.score.push(r.score);
        out.agent.push(r.agent);
        out.outcome.push(r.outcome);
        out.eaten.push(up.map_or(NO_CELL, |up| g.eaten(up, pos)));
    });
    out
}
