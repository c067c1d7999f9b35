//! The maze games (Pacman and the two robots) as the page draws them: the
//! layout once ([`MazeView`], in the summary), and the state at every node
//! of the drawn tree as flat per-node arrays ([`MazeNodes`], read through
//! `buffer_ptr` like the rest of the drawing data). The core's
//! [`abviz_core::maze`] makes them; the problem says whether it is a maze
//! ([`Problem::maze`]), so nothing here names a game.

pub use abviz_core::maze::{MazeNodes, MazeState, MazeView, NO_CELL};
use abviz_core::{Problem, TreeModel, NONE};

/// The maze view of `problem`, or `None` when it is not a maze game.
pub fn view(problem: &Problem) -> Option<MazeView> {
    Some(problem.maze()?.view())
}

/// The state at every node of `tree`, or `None` when `problem` is not a
/// maze game.
pub fn nodes(problem: &Problem, tree: &TreeModel) -> Option<MazeNodes> {
    Some(problem.maze()?.nodes(&tree.parent, &tree.mv))
}

/// The state at node `id` of `tree` (drawn from `problem`), replayed from
/// the root along the moves on its path: exact, legal actions included.
pub fn state_at(problem: &Problem, tree: &TreeModel, id: usize) -> Option<MazeState> {
    let maze = problem.maze()?;
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
    Some(maze.state_after(&path))
}

/// Address and length of one of `m`'s named arrays (`maze.cells` …).
pub fn buffer(m: &MazeNodes, field: &str) -> Option<(usize, usize)> {
    fn at<T>(v: &[T]) -> Option<(usize, usize)> {
        Some((v.as_ptr() as usize, v.len()))
    }
    match field {
        "cells" => at(&m.cells),
        "dirs" => at(&m.dirs),
        "scared" => at(&m.scared),
        "score" => at(&m.score),
        "agent" => at(&m.agent),
        "outcome" => at(&m.outcome),
        "eaten" => at(&m.eaten),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Analysis, Request};
    use abviz_core::maze::{state_of, MazeRow as Row};

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
        (Request::board(board).with("game", "pacman")).with("depth", depth.to_string())
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
        let a = Analysis::run(&pacman("minimaxClassic", 1).with("ghosts", "random")).unwrap();
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
        let req = (Request::board("open8").with("game", "robots")).with("depth", "2");
        let a = Analysis::run(&req.with("history", "N")).unwrap();
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
        assert!(crate::maze_view(&Request::board("O.X/.X./O.."))
            .unwrap()
            .is_none());
    }
}
