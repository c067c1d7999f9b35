//! Pacman layouts: CS188's text format, and the named layouts.

use super::MAX_GHOSTS;
use crate::games::grid::{Grid, MazeError};

/// CS188's layouts of these names (walls, food, capsules and agents exactly
/// as the course ships them), and a few of abviz's own.
pub const LAYOUTS: &[(&str, &str)] = &[
    (
        "minimaxClassic",
        "%%%%%%%%%/%.P    G%/% %.%G%%%/%G    %%%/%%%%%%%%%",
    ),
    (
        "trappedClassic",
        "%%%%%%%%/%   P G%/%G%%%%%%/%....  %/%%%%%%%%",
    ),
    (
        "testClassic",
        "%%%%%/% . %/%.G.%/% . %/%. .%/%   %/%  .%/%   %/%P .%/%%%%%",
    ),
    (
        "smallClassic",
        "%%%%%%%%%%%%%%%%%%%%/%......%G  G%......%/%.%%...%%  %%...%%.%/%.%o.%........%.o%.%/%.%%.%.%%%%%%.%.%%.%/%........P.........%/%%%%%%%%%%%%%%%%%%%%",
    ),
    // abviz's own: one ghost, one food, and a capsule to show scared ghosts.
    ("capsuleCorner", "%%%%%%%/%o   G%/% %%% %/%P   .%/%%%%%%%"),
    // A corridor: Pacman, food and nothing else (the smallest real tree).
    ("corridor", "%%%%%/%P .%/%%%%%"),
];

/// The characters a layout may hold, for messages.
pub const ALLOWED: &str = "% wall, . food, o capsule, P Pacman, G or 1-4 ghosts, space floor";

/// A layout read from text: the walls and where everything starts.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Layout {
    /// Walls.
    pub grid: Grid,
    /// Food cells, in cell order; a state keeps one bit per entry.
    pub food: Vec<u16>,
    /// Capsule cells, in cell order (at most 64).
    pub capsules: Vec<u16>,
    /// Pacman's start cell.
    pub pacman: u16,
    /// Each ghost's start cell, in agent order (CS188's: by rank, then x,
    /// then y).
    pub ghosts: Vec<u16>,
}

impl Layout {
    /// A layout by name ([`LAYOUTS`], case as written) or as text.
    pub fn named_or_text(text: &str) -> Result<Layout, MazeError> {
        let t = text.trim();
        if let Some((_, l)) = LAYOUTS.iter().find(|(n, _)| *n == t) {
            return Layout::parse(l);
        }
        // One word with no maze character is a misspelt name, not a maze.
        let looks_like_name = !t.is_empty()
            && t.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
            && !t.contains(['P', 'G', '%']);
        if looks_like_name {
            let known: Vec<&str> = LAYOUTS.iter().map(|(n, _)| *n).collect();
            return Err(MazeError::UnknownLayout {
                name: t.into(),
                known: known.join(", "),
            });
        }
        Layout::parse(text)
    }

    /// Reads CS188's layout text: rows top first, separated by `/` or
    /// newlines.
    pub fn parse(text: &str) -> Result<Layout, MazeError> {
        let (mut food, mut capsules, mut pacmen) = (vec![], vec![], vec![]);
        // (rank, x, y): CS188 sorts agents by this tuple.
        let mut ghosts: Vec<(u32, usize, usize)> = vec![];
        let mut width = 0;
        let grid = Grid::read(text, ALLOWED, |c, x, y| {
            width = width.max(x + 1);
            match c {
                '%' => return Some(true),
                '.' => food.push((x, y)),
                'o' => capsules.push((x, y)),
                'P' => pacmen.push((x, y)),
                'G' => ghosts.push((1, x, y)),
                '1'..='4' => ghosts.push((c as u32 - '0' as u32, x, y)),
                ' ' => {}
                _ => return None,
            }
            Some(false)
        })?;
        if pacmen.len() != 1 {
            return Err(MazeError::Count {
                what: "Pacman (P)",
                found: pacmen.len() as u32,
            });
        }
        if ghosts.len() > MAX_GHOSTS {
            return Err(MazeError::TooMany {
                what: "ghosts",
                found: ghosts.len() as u32,
                most: MAX_GHOSTS as u32,
            });
        }
        if capsules.len() > 64 {
            return Err(MazeError::TooMany {
                what: "capsules",
                found: capsules.len() as u32,
                most: 64,
            });
        }
        ghosts.sort();
        let at = |(x, y): (usize, usize)| grid.cell(x, y) as u16;
        let mut food: Vec<u16> = food.into_iter().map(at).collect();
        food.sort();
        let mut capsules: Vec<u16> = capsules.into_iter().map(at).collect();
        capsules.sort();
        Ok(Layout {
            pacman: at(pacmen[0]),
            ghosts: ghosts.iter().map(|&(_, x, y)| at((x, y))).collect(),
            food,
            capsules,
            grid,
        })
    }

    /// The layout as text, top row first, rows separated by `/`, with the
    /// pieces of `state`-free start (Pacman and ghosts at their starts).
    pub fn to_text(&self) -> String {
        let g = &self.grid;
        let mut rows = vec![];
        for y in (0..g.height).rev() {
            let mut row = String::new();
            for x in 0..g.width {
                let c = g.cell(x, y) as u16;
                row.push(if g.walls[c as usize] {
                    '%'
                } else if c == self.pacman {
                    'P'
                } else if let Some(i) = self.ghosts.iter().position(|&h| h == c) {
                    // Explicit ranks keep the agent order on a round trip.
                    char::from(b'1' + i.min(3) as u8)
                } else if self.food.contains(&c) {
                    '.'
                } else if self.capsules.contains(&c) {
                    'o'
                } else {
                    ' '
                });
            }
            rows.push(row);
        }
        rows.join("/")
    }
}
