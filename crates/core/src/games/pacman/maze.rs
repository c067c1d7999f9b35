//! Pacman as the page draws it (see [`crate::games::maze`]).

use super::{Outcome, Pacman, State, NAME};
use crate::games::maze::{walls, MazeGame, MazeRow, MazeState, MazeView, NO_CELL};

impl MazeGame for Pacman {
    fn view_with(&self, state: MazeState) -> MazeView {
        let l = self.layout();
        let mut agents = vec!["Pacman".to_string()];
        agents.extend((1..=l.ghosts.len()).map(|i| format!("Ghost {i}")));
        MazeView {
            game: NAME,
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
            state,
        }
    }

    fn maze_agents(&self) -> usize {
        self.agents()
    }

    fn row(&self, s: &State) -> MazeRow {
        let g = s.ghosts();
        MazeRow {
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

    fn left(&self, s: &State) -> (Vec<u16>, Vec<u16>) {
        let l = self.layout();
        let food = (l.food.iter().enumerate())
            .filter(|(i, _)| s.has_food(*i))
            .map(|(_, &c)| c)
            .collect();
        let capsules = (l.capsules.iter().enumerate())
            .filter(|(i, _)| s.has_capsule(*i))
            .map(|(_, &c)| c)
            .collect();
        (food, capsules)
    }

    fn eaten(&self, a: &State, b: &State) -> u16 {
        if b.food_left < a.food_left || b.capsules != a.capsules {
            b.pacman
        } else {
            NO_CELL
        }
    }
}
