//! The maze games (Pacman and the two robots) as the page draws them: the
//! layout once ([`MazeView`], in the summary), and the state at every node
//! of the drawn tree as flat per-node arrays ([`MazeNodes`], read through
//! `buffer_ptr` like the rest of the drawing data).
//!
//! Why arrays rather than one object per node: the worker copies them out
//! of wasm memory once and transfers them, so hovering a node on the page's
//! main thread is a few array reads, never a call into the worker. Food is
//! not stored per node: a node records the cell whose food or capsule the
//! move into it ate (`eaten`), and what is left is the root's minus what
//! was eaten on the path down (the page's `web/engine/maze.js` reads it so).

use abviz_core::pacman::{Outcome, State};
use abviz_core::robots::RobotsState;
use abviz_core::{Dir, Game, Pacman, Problem, Robots, TreeModel, NONE};
use serde::Serialize;

/// "No cell" in `eaten`.
pub const NO_CELL: u16 = u16::MAX;

/// A maze game's board and its state at the search's root.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct MazeView {
    /// `pacman` or `robots`.
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
#[derive(Serialize, Debug, Clone, PartialEq)]
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
/// the per-agent arrays. See `Analysis::buffer_ptr` (`maze.*`).
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

/// One node's row of [`MazeNodes`], as the games fill it.
struct Row {
    cells: Vec<u16>,
    dirs: Vec<u8>,
    scared: Vec<u8>,
    score: i32,
    agent: u8,
    outcome: u8,
}

fn pacman_row(s: &State) -> Row {
    let g = s.ghosts();
    Row {
        cells: std::iter::once(s.pacman)
            .chain(g.iter().map(|g| g.cell))
            .collect(),
        dirs: std::iter::once(s.facing.code() as u8)
            .chain(g.iter().map(|g| g.dir.code() as u8))
            .collect(),
        scared: std::iter::once(0)
            .chain(g.iter().map(|g| g.scared))
            .collect(),
        score: s.score,
        agent: s.agent,
        outcome: match s.outcome {
            Outcome::Playing => 0,
            Outcome::Won => 1,
            Outcome::Lost => 2,
        },
    }
}

fn robots_row(s: &RobotsState) -> Row {
    Row {
        cells: vec![s.white, s.black],
        dirs: vec![4, 4],
        scared: vec![0, 0],
        score: s.moves_left as i32,
        agent: u8::from(!s.white_to_move),
        outcome: if s.caught {
            1
        } else if s.moves_left == 0 {
            2
        } else {
            0
        },
    }
}

/// The legal actions of the agent to move, as letters.
fn letters<G: Game>(g: &G, pos: &G::Pos) -> Vec<char> {
    let mut out = vec![];
    g.moves(pos, &mut out);
    out.iter().map(|&m| Dir::from_code(m).letter()).collect()
}

fn state_of(row: Row, food: Vec<u16>, capsules: Vec<u16>, legal: Vec<char>) -> MazeState {
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

fn pacman_state(g: &Pacman, s: &State) -> MazeState {
    let l = g.layout();
    let food = (l.food.iter().enumerate())
        .filter(|(i, _)| s.has_food(*i))
        .map(|(_, &c)| c)
        .collect();
    let capsules = (l.capsules.iter().enumerate())
        .filter(|(i, _)| s.has_capsule(*i))
        .map(|(_, &c)| c)
        .collect();
    state_of(pacman_row(s), food, capsules, letters(g, s))
}

fn robots_state(g: &Robots, s: &RobotsState) -> MazeState {
    state_of(robots_row(s), vec![], vec![], letters(g, s))
}

fn walls(w: &[bool]) -> Vec<u16> {
    (w.iter().enumerate())
        .filter(|(_, &b)| b)
        .map(|(c, _)| c as u16)
        .collect()
}

/// The maze view of `problem`, or `None` when it is not a maze game.
pub fn view(problem: &Problem) -> Option<MazeView> {
    if let Some(g) = problem.game::<Pacman>() {
        let l = g.layout();
        let mut agents = vec!["Pacman".to_string()];
        agents.extend((1..=l.ghosts.len()).map(|i| format!("Ghost {i}")));
        return Some(MazeView {
            game: "pacman",
            width: l.grid.width as u32,
            height: l.grid.height as u32,
            walls: walls(&l.grid.walls),
            food: l.food.clone(),
            capsules: l.capsules.clone(),
            starts: std::iter::once(l.pacman)
                .chain(l.ghosts.iter().copied())
                .collect(),
            agents,
            text: l.to_text(),
            state: pacman_state(g, &g.root()),
        });
    }
    let g = problem.game::<Robots>()?;
    let (grid, root) = (g.grid(), g.root());
    Some(MazeView {
        game: "robots",
        width: grid.width as u32,
        height: grid.height as u32,
        walls: walls(&grid.walls),
        food: vec![],
        capsules: vec![],
        starts: vec![root.white, root.black],
        agents: vec!["White".into(), "Black".into()],
        text: g.to_text(&root),
        state: robots_state(g, &root),
    })
}

/// Replays `tree` (ids in preorder) from `g`'s root, filling one row a node.
/// A stack holds the states on the path to the current node, so memory
/// stays at the tree's depth.
fn fill<G: Game>(
    g: &G,
    tree: &TreeModel,
    agents: usize,
    row: impl Fn(&G::Pos) -> Row,
    eaten: impl Fn(&G::Pos, &G::Pos) -> u16,
) -> MazeNodes {
    let n = tree.len();
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
    let mut path: Vec<(u32, G::Pos)> = vec![];
    for v in 0..n {
        let p = tree.parent[v];
        let (pos, ate) = if p == NONE {
            path.clear();
            (g.root(), NO_CELL)
        } else {
            while path.last().is_some_and(|(id, _)| *id != p) {
                path.pop();
            }
            match path.last() {
                Some((_, parent)) => {
                    let pos = g.play(parent, tree.mv[v]);
                    let ate = eaten(parent, &pos);
                    (pos, ate)
                }
                None => (g.root(), NO_CELL),
            }
        };
        let r = row(&pos);
        out.cells.extend(&r.cells);
        out.dirs.extend(&r.dirs);
        out.scared.extend(&r.scared);
        out.score.push(r.score);
        out.agent.push(r.agent);
        out.outcome.push(r.outcome);
        out.eaten.push(ate);
        path.push((v as u32, pos));
    }
    out
}

/// The state at every node of `tree`, or `None` when `problem` is not a
/// maze game.
pub fn nodes(problem: &Problem, tree: &TreeModel) -> Option<MazeNodes> {
    if let Some(g) = problem.game::<Pacman>() {
        let eaten = |a: &State, b: &State| {
            if b.food_left < a.food_left || b.capsules != a.capsules {
                b.pacman
            } else {
                NO_CELL
            }
        };
        return Some(fill(g, tree, g.agents(), pacman_row, eaten));
    }
    let g = problem.game::<Robots>()?;
    Some(fill(g, tree, 2, robots_row, |_, _| NO_CELL))
}

/// The state at node `id` of `tree` (drawn from `problem`), replayed from
/// the root along the moves on its path: exact, legal actions included.
pub fn state_at(problem: &Problem, tree: &TreeModel, id: usize) -> Option<MazeState> {
    if id >= tree.len() {
        return None;
    }
    let mut path = vec![];
    let mut v = id as u32;
    while tree.parent[v as usize] != NONE {
        path.push(tree.mv[v as usize]);
        v = tree.parent[v as usize];
    }
    path.reverse();
    if let Some(g) = problem.game::<Pacman>() {
        let s = path.iter().fold(g.root(), |s, &m| g.play(&s, m));
        return Some(pacman_state(g, &s));
    }
    let g = problem.game::<Robots>()?;
    let s = path.iter().fold(g.root(), |s, &m| g.play(&s, m));
    Some(robots_state(g, &s))
}

impl MazeNodes {
    /// Address and length of a named array (`maze.cells` …).
    pub fn buffer(&self, field: &str) -> Option<(usize, usize)> {
        fn at<T>(v: &[T]) -> Option<(usize, usize)> {
            Some((v.as_ptr() as usize, v.len()))
        }
        match field {
            "cells" => at(&self.cells),
            "dirs" => at(&self.dirs),
            "scared" => at(&self.scared),
            "score" => at(&self.score),
            "agent" => at(&self.agent),
            "outcome" => at(&self.outcome),
            "eaten" => at(&self.eaten),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Analysis, Request};

    /// Node `id`'s state read from the buffers as the page reads them
    /// (food left: the root's minus what was eaten on the path).
    fn from_buffers(m: &MazeNodes, tree: &TreeModel, root: &MazeState, id: usize) -> MazeState {
        let a = m.agents;
        let mut gone = vec![];
        let mut v = id as u32;
        while v != NONE {
            gone.push(m.eaten[v as usize]);
            v = tree.parent[v as usize];
        }
        let row = Row {
            cells: m.cells[id * a..(id + 1) * a].to_vec(),
            dirs: m.dirs[id * a..(id + 1) * a].to_vec(),
            scared: m.scared[id * a..(id + 1) * a].to_vec(),
            score: m.score[id],
            agent: m.agent[id],
            outcome: m.outcome[id],
        };
        let left = |cells: &[u16]| {
            cells
                .iter()
                .copied()
                .filter(|c| !gone.contains(c))
                .collect()
        };
        state_of(row, left(&root.food), left(&root.capsules), vec![])
    }

    fn pacman(board: &str, depth: u32) -> Request {
        Request {
            game: Some("pacman".into()),
            board: Some(board.into()),
            depth: Some(depth),
            ..Default::default()
        }
    }

    #[test]
    fn minimax_classic_counts_and_the_view() {
        let a = Analysis::run(&pacman("minimaxClassic", 4)).unwrap();
        let s = a.summary_ref();
        assert_eq!(s.kind, "pacman");
        assert_eq!(s.prune, "gt");
        let (mm, ab) = (s.minimax.clone().unwrap(), s.alphabeta.clone().unwrap());
        assert_eq!((mm.nodes, ab.nodes, mm.value), (5917.0, 1316.0, -492.0));
        let m = s.maze.as_ref().unwrap();
        assert_eq!((m.width, m.height), (9, 5));
        assert_eq!(m.agents, ["Pacman", "Ghost 1", "Ghost 2", "Ghost 3"]);
        assert_eq!(m.text, "%%%%%%%%%/%.P    3%/% %.%2%%%/%1    %%%/%%%%%%%%%");
        // Pacman at (2, 3): y counts upward from the bottom row.
        assert_eq!(m.state.cells[0], 3 * 9 + 2);
        assert_eq!(m.state.legal, ['E', 'W', 'X']);
        assert_eq!(m.food, [2 * 9 + 3, 3 * 9 + 1]);
    }

    #[test]
    fn node_states_match_a_replay_and_the_buffers() {
        let a = Analysis::run(&pacman("minimaxClassic", 2)).unwrap();
        let tree = a.model().unwrap();
        let root = a.summary_ref().maze.clone().unwrap().state;
        assert_eq!(a.maze_state(0).unwrap(), root);
        // The root's first child: Pacman went East (legal order E, W, X).
        let first = tree.children_of(0)[0] as usize;
        let s = a.maze_state(first).unwrap();
        assert_eq!(
            (s.cells[0], s.dirs[0], s.to_move, s.score),
            (30, 'E', 1, -1)
        );
        // Going West eats the food at (1, 3).
        let west = tree.children_of(0)[1] as usize;
        let w = a.maze_state(west).unwrap();
        assert_eq!((w.score, w.food.len()), (9, 1));
        let nodes = a.built().unwrap().maze.as_ref().unwrap();
        for id in 0..tree.len() {
            let replayed = a.maze_state(id).unwrap();
            let stored = from_buffers(nodes, tree, &root, id);
            assert_eq!(
                (
                    replayed.cells,
                    replayed.score,
                    replayed.food,
                    replayed.outcome
                ),
                (stored.cells, stored.score, stored.food, stored.outcome),
                "node {id}"
            );
        }
        assert_eq!(a.buffer_len("maze.cells"), 4 * tree.len());
        assert_eq!(a.buffer_len("maze.eaten"), tree.len());
        assert!(a.maze_state(tree.len()).is_none());
    }

    #[test]
    fn random_ghosts_give_uniform_probabilities() {
        let a = Analysis::run(&Request {
            ghosts: Some("random".into()),
            ..pacman("minimaxClassic", 1)
        })
        .unwrap();
        let (ptr, n) = (a.buffer_ptr("prob"), a.buffer_len("prob"));
        let prob = unsafe { std::slice::from_raw_parts(ptr as *const f64, n) };
        let tree = a.model().unwrap();
        let mut chance_children = 0;
        for (v, &pr) in prob.iter().enumerate().skip(1) {
            let p = tree.parent[v] as usize;
            if tree.kind[p] == 2 {
                chance_children += 1;
                assert_eq!(pr, 1.0 / tree.children_of(p).len() as f64, "node {v}");
            } else {
                assert!(pr.is_nan());
            }
        }
        assert!(chance_children > 0);
        assert!(a.summary_ref().has_chance);
    }

    #[test]
    fn robots_view_and_a_history() {
        let a = Analysis::run(&Request {
            game: Some("robots".into()),
            board: Some("open8".into()),
            depth: Some(2),
            history: Some("N".into()),
            ..Default::default()
        })
        .unwrap();
        let m = a.summary_ref().maze.clone().unwrap();
        assert_eq!((m.game, m.agents.len(), m.state.to_move), ("robots", 2, 1));
        assert_eq!(m.state.score, 39);
        // White went North from (2, 2).
        assert_eq!(m.state.cells[0], 3 * 8 + 2);
        assert_eq!(a.summary_ref().kind, "robots");
    }

    #[test]
    fn bad_layouts_are_core_errors() {
        let e = crate::maze_view(&pacman("%%%/%.%/%%%", 1)).unwrap_err();
        assert_eq!(e.code(), "maze.Count");
        assert!(crate::maze_view(&Request {
            board: Some("O.X/.X./O..".into()),
            ..Default::default()
        })
        .unwrap()
        .is_none());
    }
}
