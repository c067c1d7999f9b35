//! The robots as the page draws them (see [`crate::games::maze`]).

use super::{Robots, RobotsState, NAME};
use crate::games::maze::{walls, MazeGame, MazeRow, MazeState, MazeView};
use crate::games::Game;

impl MazeGame for Robots {
    fn view_with(&self, state: MazeState) -> MazeView {
        let (grid, root) = (self.grid(), self.root());
        MazeView {
            game: NAME,
            width: grid.width as u32,
            height: grid.height as u32,
            walls: walls(&grid.walls),
            food: vec![],
            capsules: vec![],
            starts: vec![root.white, root.black],
            agents: vec!["White".into(), "Black".into()],
            text: self.to_text(&root),
            state,
        }
    }

    fn maze_agents(&self) -> usize {
        2
    }

    fn row(&self, s: &RobotsState) -> MazeRow {
        MazeRow {
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
}
