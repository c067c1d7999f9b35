//! Whole games between two players, for `abviz match` and the page's Match
//! view: each player a random mover, a search (`mcts:iterations=N`,
//! `alphabeta:depth=D`, any algorithm with any of its options) or the
//! game's solver.
//!
//! The first player always moves first (sides do not alternate; swap the
//! players for the other side). Game `k` of a match with seed `s` draws its
//! random moves, and seeds MCTS's playouts, from its own stream (SplitMix64
//! of `s`, `k` and the ply), so a match is the same on every machine, in
//! the CLI and in the page, and game 7 does not depend on games 0–6.

use crate::budget::Budget;
use crate::error::Error;
use crate::games::NodeKind;
use crate::options::{SearchOptions, DEFAULT_TT_SIZE};
use crate::problem::Problem;
use crate::search::Algorithm;
use crate::spec::{Config, GameSpec};
use crate::trace::NullSink;

/// A player, read from its SPEC by [`Player::parse`].
#[derive(Clone, Copy, Debug)]
pub enum Player {
    /// Uniformly random legal moves.
    Random,
    /// The move of `algorithm` with these prepared options.
    Search(Algorithm, SearchOptions),
}

/// Why a SPEC cannot play: its form, or the engine's refusal of its
/// options on this position (with the engine's code, so the page can say
/// it in its language).
#[derive(Debug)]
pub enum BadPlayer {
    Spec(String),
    Engine(Error),
}

impl std::fmt::Display for BadPlayer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BadPlayer::Spec(s) => f.write_str(s),
            BadPlayer::Engine(e) => write!(f, "{e}"),
        }
    }
}

impl Player {
    /// Reads `spec` (`random`, `solver`, or `ALG[:key=value,…]`) for
    /// `problem`, a position of `game`. The error says what is wrong,
    /// without the spec (the caller names it).
    pub fn parse(spec: &str, game: &GameSpec, problem: &Problem) -> Result<Player, BadPlayer> {
        let bad = |s: String| BadPlayer::Spec(s);
        let (name, list) = spec.split_once(':').unwrap_or((spec, ""));
        if name == "random" || name == "solver" {
            if !list.is_empty() {
                return Err(bad(format!("{name} takes no options")));
            }
            if name == "random" {
                return Ok(Player::Random);
            }
            // The solver's options on the first pruning search that runs
            // them (the enhanced search with the solver's windows).
            let options = SearchOptions::solver(DEFAULT_TT_SIZE);
            let solver = (Algorithm::ALL.iter()).find(|a| {
                let ok = problem.check_enhancements(**a, &options).is_ok();
                !a.spec().null_window && a.enhanced(&options) && ok
            });
            return match solver {
                Some(&a) => Ok(Player::Search(a, options)),
                None => Err(bad(format!("--game {} has no solver", game.name))),
            };
        }
        let algorithm =
            Algorithm::from_name(name).map_err(|e| bad(format!("{e}; or random or solver")))?;
        // key=value pairs; a piece without '=' continues the value before
        // it (bounds=-1,1).
        let mut pairs: Vec<(String, String)> = Vec::new();
        for piece in list.split(',').filter(|p| !p.is_empty()) {
            match (piece.split_once('='), pairs.last_mut()) {
                (Some((k, v)), _) => pairs.push((k.trim().to_string(), v.to_string())),
                (None, Some((_, v))) => *v = format!("{v},{piece}"),
                (None, None) => return Err(bad(format!("\"{piece}\" is not key=value"))),
            }
        }
        let spec_options = algorithm.spec().options;
        for (k, _) in &pairs {
            if !spec_options.contains(&format!("--{k}").as_str()) {
                let keys: Vec<&str> = spec_options.iter().map(|o| &o[2..]).collect();
                return Err(bad(format!(
                    "{k} is not an option of {name} (its options: {})",
                    keys.join(", ")
                )));
            }
        }
        let mut all: Vec<(&str, &str)> = vec![("game", game.name), ("algorithm", name)];
        all.extend(pairs.iter().map(|(k, v)| (k.as_str(), v.as_str())));
        let engine = BadPlayer::Engine;
        let config = Config::from_strs(all).map_err(engine)?;
        let options = (problem.prepare(&config.options)).map_err(engine)?;
        (problem.check_enhancements(algorithm, &options)).map_err(engine)?;
        Ok(Player::Search(algorithm, options))
    }
}

/// Games so far: the first player's wins, draws, the second's wins, and
/// the moves played in all of them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub first_wins: u64,
    pub draws: u64,
    pub second_wins: u64,
    pub moves: u64,
}

impl Tally {
    /// Games finished.
    pub fn games(&self) -> u64 {
        self.first_wins + self.draws + self.second_wins
    }
}

/// A match in progress: the start, the two players and the tally.
pub struct Match {
    problem: Problem,
    players: [Player; 2],
    seed: u64,
    tally: Tally,
}

/// SplitMix64's mix: one number of the stream of game `k`, ply `p`.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

impl Match {
    /// A match from `problem`'s position; `None` for a game with chance
    /// nodes (no one player moves at them) or one that cannot go on from a
    /// position ([`Problem::child`]: tic-tac-toe and Connect Four can).
    pub fn new(problem: Problem, players: [Player; 2], seed: u64) -> Option<Match> {
        let (end, moves, _) = problem.state_at(&[]);
        let playable = end.is_some() || moves.first().is_some_and(|&m| problem.child(m).is_some());
        if problem.has_chance() || !playable {
            return None;
        }
        Some(Match {
            problem,
            players,
            seed,
            tally: Tally::default(),
        })
    }

    /// The games so far.
    pub fn tally(&self) -> Tally {
        self.tally
    }

    /// Plays the next game within `budget` (each search a search of its
    /// own for `--max-nodes`) and tallies it: 1 when the first player won,
    /// 0 a draw, −1 a loss. A game a limit stops is not tallied.
    ///
    /// Each move is searched from the position itself ([`Problem::child`]),
    /// so the game's own searches (kernels included) play, in the CLI and
    /// in the page alike.
    pub fn play(&mut self, budget: &mut Budget) -> Result<i8, Error> {
        let k = self.tally.games();
        let mut here: Option<Problem> = None;
        let mut ply: u64 = 0;
        // The result, from the first player's view.
        let first = loop {
            let at = here.as_ref().unwrap_or(&self.problem);
            let (end, moves, _) = at.state_at(&[]);
            if let Some(v) = end {
                // MAX's value; the side to move at `at` is MAX unless its root is MIN.
                let mover = if at.root_kind() == NodeKind::Min {
                    -v
                } else {
                    v
                };
                break if ply % 2 == 0 { mover } else { -mover };
            }
            let stream = mix(self.seed ^ mix(k) ^ mix((ply + 1) << 32));
            let mv = match &self.players[(ply % 2) as usize] {
                Player::Random => moves[(stream % moves.len() as u64) as usize],
                Player::Search(alg, options) => {
                    let mut options = *options;
                    options.mcts.seed ^= stream;
                    budget.begin_search();
                    let s = at.search_within(*alg, &options, &mut NullSink, budget)?;
                    s.best_move.unwrap_or(moves[0])
                }
            };
            here = Some(
                at.child(mv)
                    .expect("Match::new checked that the game has children"),
            );
            ply += 1;
        };
        let t = &mut self.tally;
        let r = match first {
            x if x > 0.0 => {
                t.first_wins += 1;
                1
            }
            x if x < 0.0 => {
                t.second_wins += 1;
                -1
            }
            _ => {
                t.draws += 1;
                0
            }
        };
        t.moves += ply;
        Ok(r)
    }
}
