//! What a search is configured with ([`Config`]) and what a game offers
//! front ends ([`GameSpec`]): the types a game's registry entry
//! (`games/<name>/entry.rs`) is written in. Apart from `catalog`, which
//! lists the entries and reads options as text into a `Config`, so an
//! entry can import this without importing the list it is in.

use crate::error::Error;
use crate::games::connect4::Linear;
use crate::games::pacman::{GhostModel, Weights};
use crate::games::robots;
use crate::games::tictactoe::Scoring;
use crate::games::tree::TreeSetup;
use crate::options::{OptionSpec, SearchOptions};
use crate::play::Played;
use crate::problem::Problem;
use crate::search::Algorithm;

/// Reads a position with a [`Config`] as a game to play whole.
pub type BuildPlayed = fn(&str, &Config) -> Result<Box<dyn Played>, Error>;

/// A game as front ends see it.
#[derive(Clone, Copy, Debug)]
pub struct GameSpec {
    /// The name `--game` and requests use.
    pub name: &'static str,
    /// Other names accepted for it.
    pub aliases: &'static [&'static str],
    /// Its name for people.
    pub title: &'static str,
    /// How a position is written.
    pub notation: &'static str,
    /// The defaults it gives options every game takes (Pacman's depth of
    /// 2 rounds), as text.
    pub options: &'static [(&'static str, &'static str)],
    /// Defaults the page starts the game with where they differ from the
    /// engine's, as text: Connect Four at depth 4 and Othello at depth 3,
    /// whose searches to the end take minutes and draw trees no one can
    /// read. The CLI keeps the engine's (no limit); `abviz games --json`
    /// gives these as `page`, which the page's controls and links read.
    pub page: &'static [(&'static str, &'static str)],
    /// Its own options (Pacman's ghosts, Connect Four's size), each
    /// declared once here as the search options are in
    /// [`OPTIONS`](crate::options::OPTIONS): kind, default, help. `abviz games`
    /// lists them, their defaults among `options`.
    pub own: &'static [OptionSpec],
    /// Which of the page's renderers draws it.
    pub view: &'static str,
    /// Options the game sets before the caller's, which the caller may
    /// still override (Pacman prunes only on α > β, as CS188 does).
    pub sets: &'static [(&'static str, &'static str)],
    /// The game's own options in `analyze` and `trace` (the CLI's names,
    /// with `_` for `-`; `board` or `tree` among them): an option some game
    /// lists and this one does not is refused for it, and this list is
    /// what applies instead. An option no game lists applies to all.
    pub reads: &'static [&'static str],
    /// The same for `abviz play`; empty for a game it does not play.
    pub plays: &'static [&'static str],
    /// Reads a position with `config`.
    pub parse: fn(&str, &Config) -> Result<Problem, Error>,
    /// Reads a position with `config` as a game to play whole, for a game
    /// `abviz play` plays (its [`plays`](Self::plays) is not empty);
    /// `None` for the rest.
    pub played: Option<BuildPlayed>,
    /// Named positions (name, text) for the page's menu and `--board NAME`:
    /// the maze games' layouts; empty for most games.
    pub boards: &'static [(&'static str, &'static str)],
    /// The evaluation's weights (name, default, what it measures), for
    /// games whose evaluation people tune on the page (Pacman's `better`).
    pub weights: &'static [(&'static str, f64, &'static str)],
    /// The position a whole game starts from, in its notation (what `abviz
    /// match` plays from); `None` for a game without one (trees, mazes).
    pub start: Option<&'static str>,
    /// Whether `abviz learn` trains its evaluation's weights by TD(λ) in
    /// self-play, and its `eval` option then reads such weights as `@FILE`.
    pub learns: bool,
}

impl GameSpec {
    /// The default this game gives option `name`, its own or another's,
    /// if it names one.
    pub fn default_of(&self, name: &str) -> Option<&'static str> {
        let given = self
            .options
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, d)| *d);
        given.or_else(|| self.own.iter().find(|o| o.name == name).map(|o| o.default))
    }

    /// Whether its position is given with `--board` (a request's `board`),
    /// as every game's but the textbook trees' (`--tree`, the one option
    /// their [`reads`](Self::reads) has instead).
    pub fn reads_board(&self) -> bool {
        self.reads.contains(&"board")
    }

    /// Whether the game names option `name`: its own, or a default it gives.
    pub fn takes(&self, name: &str) -> bool {
        self.default_of(name).is_some()
    }
}

/// Everything a search needs besides the position.
#[derive(Clone, Debug, PartialEq)]
pub struct Config {
    /// The searches to run, in the order they are reported.
    pub algorithms: Vec<Algorithm>,
    /// Order, depth limit, variant, pruning rule and bounds.
    pub options: SearchOptions,
    /// How boards score wins.
    pub scoring: Scoring,
    /// How a tree's unlabelled levels are read (root side, agents).
    pub setup: TreeSetup,
    /// The game a board is of: a name in [`GAMES`](crate::GAMES).
    pub game: &'static str,
    /// The board's size as given (`7x6`, `8x8`), read by the entry of a
    /// game that takes one (Connect Four, Othello): so
    /// each game says what its sizes are, in its own words
    /// ([`Size`](crate::Size) for Connect Four).
    pub size: Option<String>,
    /// How Pacman's search models the ghosts.
    pub ghosts: GhostModel,
    /// Pacman's evaluation: `score` or `better`.
    pub eval: String,
    /// The `better` evaluation's weights.
    pub weights: Weights,
    /// Connect Four's learned evaluation, when `eval` is `learned` or a
    /// weight file's JSON text (`None`: the hand-made one).
    pub linear: Option<Linear>,
    /// The robots' move limit, in plies.
    pub limit: u16,
    /// Moves played from a maze game's start before the search: one
    /// letter each (N, S, E, W, X for Stop), every agent in turn.
    pub history: String,
    /// Secondary search's extra plies K, if asked for.
    pub secondary: Option<u32>,
    /// Tic-tac-toe: one move per symmetry class of a node's children
    /// (see [`crate::games::tictactoe::symmetry`]).
    pub symmetry: bool,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            algorithms: vec![Algorithm::Minimax, Algorithm::AlphaBeta],
            options: SearchOptions::default(),
            scoring: Scoring::default(),
            setup: TreeSetup::default(),
            game: crate::games::tictactoe::NAME,
            size: None,
            ghosts: GhostModel::default(),
            eval: "score".into(),
            weights: Weights::default(),
            linear: None,
            limit: robots::DEFAULT_LIMIT,
            history: String::new(),
            secondary: None,
            symmetry: false,
        }
    }
}
