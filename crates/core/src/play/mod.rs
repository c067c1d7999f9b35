//! Whole games, played turn by turn: the sense–plan–act loop.
//!
//! A game played whole implements [`Played`] in its own folder
//! (`games/<name>/played.rs`), so `abviz play` and the page ask the game
//! rather than naming it. Pacman decides each move by a search from the
//! state it sees (its model of the ghosts is the search's: MIN agents or
//! chance nodes). How the ghosts really move is a separate choice,
//! [`GhostMoves`]: uniformly at random, as CS188's `RandomGhost`, or each
//! by the same search, playing against Pacman. That split is CS188's
//! trappedClassic lesson: alpha-beta (ghosts modelled as MIN) against
//! ghosts that really move at random.
//!
//! Randomness is a small seeded generator, so a run is reproduced by its
//! seed; game `k` of a run draws from its own stream (seed and `k`), so the
//! page can replay one game without the ones before it.

use crate::budget::Budget;
use crate::error::Error;
use crate::games::grid::{Dir, MazeError};
use crate::options::SearchOptions;
use crate::problem::Problem;
use crate::search::{Algorithm, Stats};

/// SplitMix64: tiny, fast and good enough to pick among five moves.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// The stream for game `game` of a run seeded with `seed`.
    pub fn new(seed: u64, game: u64) -> Rng {
        let mut r = Rng(seed ^ game.wrapping_mul(0xA076_1D64_78BD_642F));
        r.next_u64();
        r
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A uniform index below `n` (n ≥ 1).
    pub fn below(&mut self, n: usize) -> usize {
        // Multiply-shift: unbiased enough for n ≤ 5 (bias below 2⁻⁶⁰).
        ((self.next_u64() as u128 * n as u128) >> 64) as usize
    }
}

/// How the ghosts really move in a played game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum GhostMoves {
    /// Uniformly at random over their legal actions (CS188's RandomGhost).
    #[default]
    Random,
    /// Each by the same search as Pacman, as a MIN agent.
    Search,
}

impl std::str::FromStr for GhostMoves {
    type Err = MazeError;
    fn from_str(s: &str) -> Result<GhostMoves, MazeError> {
        match s.trim() {
            "random" => Ok(GhostMoves::Random),
            "search" => Ok(GhostMoves::Search),
            _ => Err(MazeError::BadChoice {
                option: "ghost moves",
                value: s.into(),
                allowed: "random or search",
            }),
        }
    }
}

/// How a run plays: the search each decision uses and the ghosts' moves.
#[derive(Clone, Debug)]
pub struct PlaySetup {
    /// The search Pacman (and searching ghosts) decide by.
    pub algorithm: Algorithm,
    /// Its options; for Pacman the depth is in rounds.
    pub options: SearchOptions,
    /// How the ghosts really move.
    pub ghost_moves: GhostMoves,
    /// Pacman moves before a game is called a timeout.
    pub max_moves: u32,
    /// The run's seed.
    pub seed: u64,
}

/// One move of a played game.
#[derive(Clone, Debug)]
pub struct Turn {
    /// The agent that moved: 0 Pacman, 1… the ghosts (robots: 0 White, 1 Black).
    pub agent: u8,
    /// Its action.
    pub action: Dir,
    /// The search's numbers, when the move was searched.
    pub stats: Option<Stats>,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// Pacman ate the last food (robots: White caught Black).
    Win,
    /// A ghost caught Pacman (robots: Black lasted to the move limit).
    Loss,
    /// The move limit came first.
    Timeout,
}

impl End {
    /// `win`, `loss` or `timeout`.
    pub fn name(self) -> &'static str {
        match self {
            End::Win => "win",
            End::Loss => "loss",
            End::Timeout => "timeout",
        }
    }
}

/// A finished game.
#[derive(Clone, Debug)]
pub struct GameRecord {
    /// How it ended.
    pub end: End,
    /// The final score.
    pub score: i32,
    /// Pacman's moves (robots: White's).
    pub moves: u32,
    /// Every move, in order.
    pub turns: Vec<Turn>,
}

/// A run's totals.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    /// Games played.
    pub games: u32,
    /// Won.
    pub wins: u32,
    /// Lost.
    pub losses: u32,
    /// Stopped by the move limit.
    pub timeouts: u32,
    /// Sum of final scores.
    pub total_score: i64,
    /// Sum of Pacman's moves.
    pub total_moves: u64,
}

impl Tally {
    /// Adds one game.
    pub fn add(&mut self, g: &GameRecord) {
        self.games += 1;
        match g.end {
            End::Win => self.wins += 1,
            End::Loss => self.losses += 1,
            End::Timeout => self.timeouts += 1,
        }
        self.total_score += g.score as i64;
        self.total_moves += g.moves as u64;
    }

    /// Wins over games (0 for no games).
    pub fn win_rate(&self) -> f64 {
        ratio(self.wins as f64, self.games)
    }

    /// Mean final score.
    pub fn mean_score(&self) -> f64 {
        ratio(self.total_score as f64, self.games)
    }

    /// Mean Pacman moves per game.
    pub fn mean_moves(&self) -> f64 {
        ratio(self.total_moves as f64, self.games)
    }
}

fn ratio(x: f64, n: u32) -> f64 {
    if n == 0 {
        0.0
    } else {
        x / n as f64
    }
}

/// Plays `games` games of a run, calling `on_game` after each; all share
/// `budget`.
pub fn play_many(
    game: &dyn Played,
    setup: &PlaySetup,
    games: u32,
    budget: &mut Budget<'_>,
    mut on_game: impl FnMut(u32, &GameRecord),
) -> Result<Tally, Error> {
    let mut tally = Tally::default();
    for k in 0..games {
        let g = game.play(setup, k as u64, budget, &mut |_| {})?;
        tally.add(&g);
        on_game(k, &g);
    }
    Ok(tally)
}

/// A setting of a played game that `abviz play` reports beside its
/// results (Pacman's model of the ghosts, the robots' move limit).
#[derive(Clone, Debug, PartialEq)]
pub enum Setting {
    /// A name, such as `min`.
    Text(String),
    /// A whole number, such as 40.
    Whole(u64),
}

/// A move of a played game seen again from the start: the problem its
/// mover searched (to count it with another search), and what the page
/// charts after it.
pub struct Step {
    /// The decision the move was chosen in, as its mover searched it;
    /// `None` for a move made without a search (a ghost moving at random).
    pub problem: Option<Problem>,
    /// The score after the move (0 for a game without one).
    pub score: i32,
    /// The maze distance between the agents after the move, for a game
    /// that charts it.
    pub distance: Option<u16>,
}

/// A game played whole, turn by turn, as `abviz play` and the page's
/// whole games play it. A game's folder implements it (`played.rs`) and
/// its registry entry builds it (`GameSpec::played`),
/// so the front ends' play loops ask the game rather than naming it.
pub trait Played {
    /// Agents per round (Pacman and its ghosts; the robots 2).
    fn agents(&self) -> usize;
    /// The start as a search problem, to check the options against before
    /// any game is played.
    fn problem(&self) -> Problem;
    /// Whether a real game has chance in it (Pacman's ghosts may move at
    /// random), so that a run plays many games, each from its own seed,
    /// and counts wins; a game without chance is played once.
    fn has_chance(&self) -> bool;
    /// Plays game `index` of a run from the start to its end, calling
    /// `on_turn` after each move.
    fn play(
        &self,
        setup: &PlaySetup,
        index: u64,
        budget: &mut Budget<'_>,
        on_turn: &mut dyn FnMut(&Turn),
    ) -> Result<GameRecord, Error>;
    /// Each move of `turns`, from the start.
    fn steps(&self, turns: &[Turn]) -> Vec<Step>;
    /// The maze distance between the agents at the start, for a game that
    /// charts it.
    fn distance(&self) -> Option<u16>;
    /// The position after `turns` in the game's notation, for a game
    /// that writes its positions (the robots; Pacman's layouts are read,
    /// not written).
    fn text_after(&self, turns: &[Turn]) -> Option<String>;
    /// An agent's name for people (`White`).
    fn agent_name(&self, agent: u8) -> &'static str;
    /// Why a game ended so, for people (`White caught Black`).
    fn why(&self, end: End) -> &'static str;
    /// The settings `abviz play` reports, by option name.
    fn settings(&self) -> Vec<(&'static str, Setting)>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streams_are_reproducible_and_spread() {
        let (mut a, mut b) = (Rng::new(1, 0), Rng::new(1, 0));
        let xs: Vec<usize> = (0..1000).map(|_| a.below(4)).collect();
        let ys: Vec<usize> = (0..1000).map(|_| b.below(4)).collect();
        assert_eq!(xs, ys);
        for k in 0..4 {
            let n = xs.iter().filter(|&&x| x == k).count();
            assert!((200..300).contains(&n), "{k}: {n}");
        }
        assert_ne!(Rng::new(1, 1).next_u64(), Rng::new(1, 0).next_u64());
    }
}
