//! Nilsson's two robots (Nilsson 1998, ch. 12, Figs 1–2): White (MAX) and
//! Black (MIN) take turns on a grid, each moving one cell along its row or
//! column. White wins by moving onto Black's cell; Black wins by lasting
//! until the move limit.
//!
//! Rules where the book leaves a choice: a robot must move when it can;
//! Black may not step onto White; a robot with no move stays where it is.
//! On a grid every move changes the parity of the distance between the
//! robots, so when White moves at an even distance it moves at an even
//! distance forever and can never land on Black. At an odd distance on an
//! open 8×8 grid, White can always force the catch, within 25 plies
//! (`tests/robots_parity.rs` checks every position).

use crate::games::grid::{Dir, Grid, MazeError};
use crate::games::{Game, NodeKind};
use crate::options::{Kind, OptionSpec, Reads};

pub mod entry;
mod maze;
mod played;

/// The game's name in the registry (`--game`).
pub const NAME: &str = "robots";

/// A robots position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RobotsState {
    /// White's cell.
    pub white: u16,
    /// Black's cell.
    pub black: u16,
    /// Whether White moves next.
    pub white_to_move: bool,
    /// Moves (plies) left before the game ends as Black's win.
    pub moves_left: u16,
    /// White is on Black's cell.
    pub caught: bool,
}

/// The value of a catch: a catch `p` plies below the root is worth
/// `CATCH − p`, so a sooner catch is better.
pub const CATCH: f64 = 100.0;

/// The default move limit, in plies (20 moves each).
pub const DEFAULT_LIMIT: u16 = 40;

/// The characters a robots board may hold.
pub const ALLOWED: &str = "% or # wall, W White, B Black, . or space floor";

/// Named boards.
pub const BOARDS: &[(&str, &str)] = &[
    // Open 8×8, distance 3 (odd): White forces the catch in 5 plies.
    (
        "open8",
        "......../......../......../......../......../..W...../......../.B......",
    ),
    // The same with Black one cell to the west: distance 4 (even), never caught.
    (
        "open8even",
        "......../......../......../......../......../..W...../......../B.......",
    ),
    // A small maze with walls.
    (
        "maze",
        "%%%%%%%/%W....%/%.%%%.%/%.....%/%.%.%%%/%...B.%/%%%%%%%",
    ),
];

/// Nilsson's two-robot game from one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Robots {
    grid: Grid,
    root: RobotsState,
}

impl Robots {
    /// Reads a board by name ([`BOARDS`]) or as rows (top first, separated
    /// by `/` or newlines), with White to move and `limit` plies left.
    pub fn parse(text: &str, limit: u16) -> Result<Robots, MazeError> {
        let t = text.trim();
        let named = BOARDS.iter().find(|(n, _)| *n == t);
        let text = named.map_or(text, |(_, b)| b);
        let looks_like_name = named.is_none()
            && !t.is_empty()
            && t.chars().all(|c| c.is_ascii_alphanumeric())
            && !t.contains(['W', 'B', '.']);
        if looks_like_name {
            return Err(MazeError::UnknownLayout {
                name: t.into(),
                known: BOARDS
                    .iter()
                    .map(|(n, _)| *n)
                    .collect::<Vec<_>>()
                    .join(", "),
            });
        }
        let (mut white, mut black) = (vec![], vec![]);
        let grid = Grid::read(text, ALLOWED, |c, x, y| match c {
            '%' | '#' => Some(true),
            'W' => {
                white.push((x, y));
                Some(false)
            }
            'B' => {
                black.push((x, y));
                Some(false)
            }
            '.' | ' ' => Some(false),
            _ => None,
        })?;
        for (what, found) in [("White (W)", white.len()), ("Black (B)", black.len())] {
            if found != 1 {
                return Err(MazeError::Count {
                    what,
                    found: found as u32,
                });
            }
        }
        let root = RobotsState {
            white: grid.cell(white[0].0, white[0].1) as u16,
            black: grid.cell(black[0].0, black[0].1) as u16,
            white_to_move: true,
            moves_left: limit,
            caught: false,
        };
        Ok(Robots { grid, root })
    }

    /// The same game after `history` (one letter per move, White first:
    /// N, S, E, W, X for a robot that cannot move) from its root.
    pub fn after(&self, history: &str) -> Result<Robots, MazeError> {
        let s = crate::games::grid::replay(
            self.root(),
            history,
            |s, out| self.moves(s, out),
            |s, m| self.play(s, m),
        )?;
        Ok(self.at(s))
    }

    /// The same game searched from `state`.
    pub fn at(&self, state: RobotsState) -> Robots {
        Robots {
            grid: self.grid.clone(),
            root: state,
        }
    }

    /// The board.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The board as text, rows top first separated by `/`, with the robots
    /// where `s` has them.
    pub fn to_text(&self, s: &RobotsState) -> String {
        let g = &self.grid;
        let rows: Vec<String> = (0..g.height)
            .rev()
            .map(|y| {
                (0..g.width)
                    .map(|x| {
                        let c = g.cell(x, y);
                        match () {
                            _ if g.walls[c] => '%',
                            _ if c == s.white as usize => 'W',
                            _ if c == s.black as usize => 'B',
                            _ => '.',
                        }
                    })
                    .collect()
            })
            .collect();
        rows.join("/")
    }

    /// Maze distance between the robots in `s` (`u16::MAX` if walled off).
    pub fn distance(&self, s: &RobotsState) -> u16 {
        self.grid.distances(s.white as usize)[s.black as usize]
    }
}

/// `--limit`: the moves Black must survive.
pub const LIMIT: OptionSpec = OptionSpec {
    name: "limit",
    value_name: "N",
    kind: Kind::Whole { min: 1, max: 1000 },
    default: "40",
    page: None,
    reads: Reads::DepthFirst,
    help: "Robots: the move limit in plies, 1 to 1000 (default 40); Black wins when it runs out",
};

/// Parses a move limit: a whole number of plies in [`LIMIT`]'s range.
pub fn parse_limit(s: &str) -> Result<u16, MazeError> {
    (LIMIT.whole(s).map(|n| n as u16)).ok_or_else(|| MazeError::BadLimit(s.into()))
}

impl Game for Robots {
    type Pos = RobotsState;

    fn root(&self) -> RobotsState {
        self.root
    }

    fn root_is_max(&self) -> bool {
        self.root.white_to_move
    }

    fn kind(&self, pos: &RobotsState, _ply: u32) -> NodeKind {
        if pos.white_to_move {
            NodeKind::Max
        } else {
            NodeKind::Min
        }
    }

    /// Open directions North, South, East, West; Black never onto White.
    /// A robot with none stays (move Stop).
    fn moves(&self, pos: &RobotsState, out: &mut Vec<u32>) {
        if pos.caught || pos.moves_left == 0 {
            return;
        }
        let (from, other) = if pos.white_to_move {
            (pos.white, None)
        } else {
            (pos.black, Some(pos.white as usize))
        };
        let start = out.len();
        for d in Dir::MOVES {
            match self.grid.step(from as usize, d) {
                Some(c) if Some(c) != other => out.push(d.code()),
                _ => {}
            }
        }
        if out.len() == start {
            out.push(Dir::Stop.code());
        }
    }

    fn play(&self, pos: &RobotsState, mv: u32) -> RobotsState {
        let mut n = *pos;
        let d = Dir::from_code(mv);
        let cell = if n.white_to_move {
            &mut n.white
        } else {
            &mut n.black
        };
        if let Some(c) = self.grid.step(*cell as usize, d) {
            *cell = c as u16;
        }
        n.caught = n.white == n.black;
        n.white_to_move = !n.white_to_move;
        n.moves_left = n.moves_left.saturating_sub(1);
        n
    }

    fn terminal_value(&self, pos: &RobotsState, ply: u32, _horizon: bool) -> Option<f64> {
        if pos.caught {
            Some(CATCH - ply as f64)
        } else if pos.moves_left == 0 {
            Some(-CATCH)
        } else {
            None
        }
    }

    /// Minus the maze distance between the robots: White wants it small.
    fn evaluate(&self, pos: &RobotsState) -> Option<f64> {
        match self.distance(pos) {
            u16::MAX => Some(-CATCH + 1.0),
            d => Some(-(d as f64)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parity_decides_on_an_open_board() {
        let odd = Robots::parse("open8", DEFAULT_LIMIT).unwrap();
        let even = Robots::parse("open8even", DEFAULT_LIMIT).unwrap();
        assert_eq!(odd.distance(&odd.root()) % 2, 1);
        assert_eq!(even.distance(&even.root()) % 2, 0);
    }

    #[test]
    fn black_never_steps_onto_white_and_stays_when_stuck() {
        let g = Robots::parse("%%%%/%BW%/%%%%", 10).unwrap();
        let mut s = g.root();
        s.white_to_move = false;
        let mut m = vec![];
        g.moves(&s, &mut m);
        assert_eq!(m, [Dir::Stop.code()]);
        let after = g.play(&s, m[0]);
        assert_eq!((after.black, after.caught), (s.black, false));
        let mut w = vec![];
        g.moves(&g.root(), &mut w);
        assert_eq!(w, [Dir::West.code()]);
        let caught = g.play(&g.root(), w[0]);
        assert!(caught.caught);
        assert_eq!(g.terminal_value(&caught, 1, true), Some(99.0));
    }

    #[test]
    fn bad_boards_are_named() {
        assert!(matches!(
            Robots::parse("W.../....", 10),
            Err(MazeError::Count {
                what: "Black (B)",
                found: 0
            })
        ));
        assert!(matches!(
            Robots::parse("nowhere", 10),
            Err(MazeError::UnknownLayout { .. })
        ));
        assert!(Robots::parse("WxB", 10).is_err());
        assert_eq!(parse_limit("0"), Err(MazeError::BadLimit("0".into())));
        assert_eq!(parse_limit(" 12 "), Ok(12));
    }
}
