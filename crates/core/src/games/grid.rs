//! A grid of cells with walls, shared by the maze games (Pacman and
//! Nilsson's two robots): reading rows of text, directions, neighbours and
//! maze distances.
//!
//! Cells are numbered `y · width + x` with x to the right and y upward, as
//! CS188 counts them, so the bottom text row is y = 0.

use std::fmt;

use crate::options::{Kind, OptionSpec, Reads};
use crate::quote::{quote, quote_char};

/// `--history`, which both maze games take: moves played from the start.
pub const HISTORY: OptionSpec = OptionSpec {
    name: "history",
    value_name: "LETTERS",
    kind: Kind::Text("letters N, S, E, W and X (Stop), one a move"),
    default: "",
    page: None,
    reads: Reads::DepthFirst,
    help: "Pacman or robots: moves played from the start before the search, one letter each for whichever agent moves (N, S, E, W, X for Stop)",
};

/// The largest width or height a maze may have.
pub const MAX_SIDE: usize = 40;

/// A compass direction, or Stop. The numbers are the moves' labels in
/// traces: North 0, South 1, East 2, West 3, Stop 4.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    /// Up (y + 1).
    North,
    /// Down (y − 1).
    South,
    /// Right (x + 1).
    East,
    /// Left (x − 1).
    West,
    /// Stay.
    Stop,
}

impl Dir {
    /// The four moving directions in CS188's order.
    pub const MOVES: [Dir; 4] = [Dir::North, Dir::South, Dir::East, Dir::West];

    /// The move label: 0 North … 4 Stop.
    pub const fn code(self) -> u32 {
        self as u32
    }

    /// The letter a move history uses: N, S, E, W, or X for Stop.
    pub fn letter(self) -> char {
        match self {
            Dir::North => 'N',
            Dir::South => 'S',
            Dir::East => 'E',
            Dir::West => 'W',
            Dir::Stop => 'X',
        }
    }

    /// The inverse of [`Dir::letter`] (either case).
    pub fn from_letter(c: char) -> Option<Dir> {
        match c.to_ascii_uppercase() {
            'N' => Some(Dir::North),
            'S' => Some(Dir::South),
            'E' => Some(Dir::East),
            'W' => Some(Dir::West),
            'X' => Some(Dir::Stop),
            _ => None,
        }
    }

    /// The inverse of [`Dir::code`] (above 4 reads as Stop).
    pub fn from_code(code: u32) -> Dir {
        match code {
            0 => Dir::North,
            1 => Dir::South,
            2 => Dir::East,
            3 => Dir::West,
            _ => Dir::Stop,
        }
    }

    /// `North`, `South`, `East`, `West` or `Stop`, as CS188 names actions.
    pub fn name(self) -> &'static str {
        match self {
            Dir::North => "North",
            Dir::South => "South",
            Dir::East => "East",
            Dir::West => "West",
            Dir::Stop => "Stop",
        }
    }

    /// The opposite direction; Stop has none and stays Stop.
    pub fn reverse(self) -> Dir {
        match self {
            Dir::North => Dir::South,
            Dir::South => Dir::North,
            Dir::East => Dir::West,
            Dir::West => Dir::East,
            Dir::Stop => Dir::Stop,
        }
    }

    fn delta(self) -> (i32, i32) {
        match self {
            Dir::North => (0, 1),
            Dir::South => (0, -1),
            Dir::East => (1, 0),
            Dir::West => (-1, 0),
            Dir::Stop => (0, 0),
        }
    }
}

/// What can be wrong with a maze's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MazeError {
    /// No rows at all.
    Empty,
    /// A row of another length than the first.
    RowLength {
        /// 1-based row, from the top.
        row: u32,
        /// Its length.
        len: u32,
        /// The first row's length.
        width: u32,
    },
    /// More than [`MAX_SIDE`] rows or columns.
    TooLarge {
        /// Columns.
        width: u32,
        /// Rows.
        height: u32,
    },
    /// A character the game does not know.
    BadCell {
        /// 1-based row, from the top.
        row: u32,
        /// 1-based column.
        column: u32,
        /// The character.
        ch: char,
        /// The characters allowed, for the message.
        allowed: &'static str,
    },
    /// A piece the maze must have exactly one of (`what` names it) is
    /// missing or repeated.
    Count {
        /// The piece, such as `Pacman` or `White`.
        what: &'static str,
        /// How many there are.
        found: u32,
    },
    /// More pieces of one kind than the game tracks.
    TooMany {
        /// The pieces, such as `ghosts`.
        what: &'static str,
        /// How many there are.
        found: u32,
        /// The most allowed.
        most: u32,
    },
    /// A name that is neither a layout nor layout text.
    UnknownLayout {
        /// The name given.
        name: String,
        /// The known names.
        known: String,
    },
    /// A game that never ends by itself searched without a depth limit.
    NeedsDepth {
        /// The game's title.
        game: &'static str,
    },
    /// A move of a history that is not a legal action there.
    IllegalMove {
        /// 1-based move number in the history.
        index: u32,
        /// The move as written.
        action: String,
    },
    /// A value the search met outside the `--bounds` Star1 was given.
    OutOfBounds {
        /// The value.
        value: String,
        /// The bounds as given, `L,U`.
        bounds: String,
    },
    /// A robots board's move limit out of range.
    BadLimit(String),
    /// Bad `--weights`: `name=value` pairs with known names.
    BadWeights(String),
    /// An unknown `--ghosts`, `--eval` or similar word.
    BadChoice {
        /// The option.
        option: &'static str,
        /// The value given.
        value: String,
        /// The values allowed.
        allowed: &'static str,
    },
}

impl MazeError {
    /// The variant's name, for [`crate::Error::code`].
    pub fn code(&self) -> &'static str {
        match self {
            MazeError::Empty => "Empty",
            MazeError::RowLength { .. } => "RowLength",
            MazeError::TooLarge { .. } => "TooLarge",
            MazeError::BadCell { .. } => "BadCell",
            MazeError::Count { .. } => "Count",
            MazeError::TooMany { .. } => "TooMany",
            MazeError::UnknownLayout { .. } => "UnknownLayout",
            MazeError::NeedsDepth { .. } => "NeedsDepth",
            MazeError::IllegalMove { .. } => "IllegalMove",
            MazeError::OutOfBounds { .. } => "OutOfBounds",
            MazeError::BadLimit(_) => "BadLimit",
            MazeError::BadWeights(_) => "BadWeights",
            MazeError::BadChoice { .. } => "BadChoice",
        }
    }

    /// The message's parameters by name.
    pub fn params(&self) -> Vec<(&'static str, String)> {
        match self {
            MazeError::Empty => vec![],
            MazeError::RowLength { row, len, width } => vec![
                ("row", row.to_string()),
                ("len", len.to_string()),
                ("width", width.to_string()),
            ],
            MazeError::TooLarge { width, height } => vec![
                ("width", width.to_string()),
                ("height", height.to_string()),
                ("most", MAX_SIDE.to_string()),
            ],
            MazeError::BadCell {
                row,
                column,
                ch,
                allowed,
            } => vec![
                ("row", row.to_string()),
                ("column", column.to_string()),
                ("ch", quote_char(*ch)),
                ("allowed", allowed.to_string()),
            ],
            MazeError::Count { what, found } => {
                vec![("what", what.to_string()), ("found", found.to_string())]
            }
            MazeError::TooMany { what, found, most } => vec![
                ("what", what.to_string()),
                ("found", found.to_string()),
                ("most", most.to_string()),
            ],
            MazeError::UnknownLayout { name, known } => {
                vec![("name", quote(name)), ("known", known.clone())]
            }
            MazeError::NeedsDepth { game } => vec![("game", game.to_string())],
            MazeError::IllegalMove { index, action } => {
                vec![("index", index.to_string()), ("action", quote(action))]
            }
            MazeError::OutOfBounds { value, bounds } => {
                vec![("value", value.clone()), ("bounds", bounds.clone())]
            }
            MazeError::BadLimit(s) | MazeError::BadWeights(s) => vec![("value", quote(s))],
            MazeError::BadChoice {
                option,
                value,
                allowed,
            } => vec![
                ("option", option.to_string()),
                ("value", quote(value)),
                ("allowed", allowed.to_string()),
            ],
        }
    }
}

impl fmt::Display for MazeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MazeError::Empty => write!(f, "the maze is empty: give rows separated by / or newlines"),
            MazeError::RowLength { row, len, width } => write!(
                f,
                "maze row {row} has {len} cells, but row 1 has {width}: every row needs the same length"
            ),
            MazeError::TooLarge { width, height } => write!(
                f,
                "the maze is {width}×{height}; at most {MAX_SIDE}×{MAX_SIDE} is allowed"
            ),
            MazeError::BadCell {
                row,
                column,
                ch,
                allowed,
            } => write!(
                f,
                "maze row {row}, column {column}: unknown cell '{}'; use {allowed}",
                quote_char(*ch)
            ),
            MazeError::Count { what, found: 0 } => {
                write!(f, "the maze has no {what}: put exactly one in it")
            }
            MazeError::Count { what, found } => {
                write!(f, "the maze has {found} of {what}: put exactly one in it")
            }
            MazeError::TooMany { what, found, most } => {
                write!(f, "the maze has {found} {what}; at most {most} are allowed")
            }
            MazeError::UnknownLayout { name, known } => write!(
                f,
                "unknown layout \"{}\": give one of {known}, or the maze's rows separated by /",
                quote(name)
            ),
            MazeError::NeedsDepth { game } => write!(
                f,
                "{game} needs a depth limit in rounds (--depth): its game can go on for ever"
            ),
            MazeError::IllegalMove { index, action } => write!(
                f,
                "move {index} of the history, \"{}\", is not a legal action there (use N, S, E, W or X for Stop)",
                quote(action)
            ),
            MazeError::OutOfBounds { value, bounds } => write!(
                f,
                "a state is worth {value}, outside the bounds {bounds} given for Star1; give bounds that hold every value (--bounds L,U)"
            ),
            MazeError::BadLimit(s) => write!(
                f,
                "bad move limit \"{}\": give a whole number from 1 to 1000",
                quote(s)
            ),
            MazeError::BadWeights(s) => write!(
                f,
                "bad weight \"{}\": give name=number pairs separated by commas, names from score, food, ghost, scared, capsule",
                quote(s)
            ),
            MazeError::BadChoice {
                option,
                value,
                allowed,
            } => write!(f, "unknown {option} \"{}\": use {allowed}", quote(value)),
        }
    }
}

impl std::error::Error for MazeError {}

/// Plays a move history, one letter per move (see [`Dir::letter`];
/// spaces and commas are ignored), from `start` with `legal` and `play`.
pub fn replay<S>(
    start: S,
    history: &str,
    legal: impl Fn(&S, &mut Vec<u32>),
    play: impl Fn(&S, u32) -> S,
) -> Result<S, MazeError> {
    let mut s = start;
    let mut moves = vec![];
    let letters = history.chars().filter(|c| !c.is_whitespace() && *c != ',');
    for (i, c) in letters.enumerate() {
        let bad = || MazeError::IllegalMove {
            index: i as u32 + 1,
            action: c.to_string(),
        };
        let d = Dir::from_letter(c).ok_or_else(bad)?;
        moves.clear();
        legal(&s, &mut moves);
        if !moves.contains(&d.code()) {
            return Err(bad());
        }
        s = play(&s, d.code());
    }
    Ok(s)
}

/// Walls on a rectangle of cells.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    /// Columns.
    pub width: usize,
    /// Rows.
    pub height: usize,
    /// `walls[cell]`: whether the cell is a wall.
    pub walls: Vec<bool>,
}

impl Grid {
    /// The cell at column `x`, row `y` (counted upward).
    pub fn cell(&self, x: usize, y: usize) -> usize {
        y * self.width + x
    }

    /// (x, y) of `cell`.
    pub fn xy(&self, cell: usize) -> (usize, usize) {
        (cell % self.width, cell / self.width)
    }

    /// The cell one step `dir` from `cell`, or `None` into a wall or off
    /// the grid (an open edge counts as a wall).
    pub fn step(&self, cell: usize, dir: Dir) -> Option<usize> {
        let (x, y) = self.xy(cell);
        let (dx, dy) = dir.delta();
        let (nx, ny) = (x as i32 + dx, y as i32 + dy);
        if nx < 0 || ny < 0 || nx >= self.width as i32 || ny >= self.height as i32 {
            return None;
        }
        let next = self.cell(nx as usize, ny as usize);
        (!self.walls[next]).then_some(next)
    }

    /// Maze distances (steps through open cells) from `from` to every
    /// cell; `u16::MAX` where unreachable. One breadth-first search.
    pub fn distances(&self, from: usize) -> Vec<u16> {
        let mut dist = vec![u16::MAX; self.walls.len()];
        let mut queue = std::collections::VecDeque::new();
        dist[from] = 0;
        queue.push_back(from);
        while let Some(c) = queue.pop_front() {
            for d in Dir::MOVES {
                if let Some(n) = self.step(c, d) {
                    if dist[n] == u16::MAX {
                        dist[n] = dist[c] + 1;
                        queue.push_back(n);
                    }
                }
            }
        }
        dist
    }

    /// Reads rows of text, top row first, separated by `/` or newlines
    /// (a trailing separator and blank lines around are ignored), calling
    /// `cell(c, x, y)` for each character, where `y` counts upward. A
    /// character `cell` rejects becomes [`MazeError::BadCell`] with
    /// `allowed` in its message.
    pub fn read(
        text: &str,
        allowed: &'static str,
        mut cell: impl FnMut(char, usize, usize) -> Option<bool>,
    ) -> Result<Grid, MazeError> {
        let text = text.trim_start_matches('\u{feff}');
        let rows: Vec<&str> = text
            .split(['/', '\n'])
            .map(|r| r.trim_end_matches('\r'))
            .collect();
        // Blank rows at either end are layout-file padding, not maze.
        let first = rows.iter().position(|r| !r.trim().is_empty());
        let last = rows.iter().rposition(|r| !r.trim().is_empty());
        let rows = match (first, last) {
            (Some(a), Some(b)) => &rows[a..=b],
            _ => return Err(MazeError::Empty),
        };
        let width = rows[0].chars().count();
        let height = rows.len();
        for (i, r) in rows.iter().enumerate() {
            let len = r.chars().count();
            if len != width {
                return Err(MazeError::RowLength {
                    row: i as u32 + 1,
                    len: len as u32,
                    width: width as u32,
                });
            }
        }
        if width > MAX_SIDE || height > MAX_SIDE {
            return Err(MazeError::TooLarge {
                width: width as u32,
                height: height as u32,
            });
        }
        let mut walls = vec![false; width * height];
        for (i, r) in rows.iter().enumerate() {
            let y = height - 1 - i;
            for (x, ch) in r.chars().enumerate() {
                match cell(ch, x, y) {
                    Some(wall) => walls[y * width + x] = wall,
                    None => {
                        return Err(MazeError::BadCell {
                            row: i as u32 + 1,
                            column: x as u32 + 1,
                            ch,
                            allowed,
                        })
                    }
                }
            }
        }
        Ok(Grid {
            width,
            height,
            walls,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_read_top_first_with_y_upward() {
        let mut seen = vec![];
        let g = Grid::read("%a/b%\n", "x", |c, x, y| {
            seen.push((c, x, y));
            Some(c == '%')
        })
        .unwrap();
        assert_eq!((g.width, g.height), (2, 2));
        assert_eq!(seen, [('%', 0, 1), ('a', 1, 1), ('b', 0, 0), ('%', 1, 0)]);
        assert!(g.walls[g.cell(0, 1)] && g.walls[g.cell(1, 0)]);
        assert_eq!(g.step(g.cell(0, 0), Dir::North), None);
        assert_eq!(g.step(g.cell(0, 0), Dir::West), None);
        assert_eq!(g.step(g.cell(1, 1), Dir::West), None);
        assert_eq!(g.distances(g.cell(0, 0))[g.cell(1, 1)], u16::MAX);
    }

    #[test]
    fn bad_rows_are_named() {
        let ok = |_: char, _: usize, _: usize| Some(false);
        assert_eq!(
            Grid::read("ab/c", "x", ok),
            Err(MazeError::RowLength {
                row: 2,
                len: 1,
                width: 2
            })
        );
        assert_eq!(Grid::read(" / \n", "x", ok), Err(MazeError::Empty));
        let wide = "a".repeat(41);
        assert!(matches!(
            Grid::read(&wide, "x", ok),
            Err(MazeError::TooLarge { width: 41, .. })
        ));
        let e = Grid::read("ab", "a or b", |c, _, _| (c == 'a').then_some(false)).unwrap_err();
        assert_eq!(
            e.to_string(),
            "maze row 1, column 2: unknown cell 'b'; use a or b"
        );
    }
}
