//! Options as text, parsed once for every front end: the CLI hands its
//! flags here and the wasm adapter its request's fields, so both accept
//! the same values and report the same errors.

use crate::connect4::Size;
use crate::error::{Error, OptionError};
use crate::registry::{parse_algorithms, Algorithm};
use crate::search::{parse_depth, parse_root, SearchOptions};
use crate::tictactoe::Scoring;
use crate::tree::TreeSetup;

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
    /// Which game a board is of.
    pub game: GameName,
    /// A Connect Four board's size, when given.
    pub size: Option<Size>,
}

/// The games a board may be of.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum GameName {
    /// Tic-tac-toe (the default).
    #[default]
    TicTacToe,
    /// Connect Four.
    Connect4,
}

impl std::str::FromStr for GameName {
    type Err = OptionError;
    fn from_str(s: &str) -> Result<GameName, OptionError> {
        match s.trim() {
            "tictactoe" | "tic-tac-toe" | "ttt" => Ok(GameName::TicTacToe),
            "connect4" | "connect-four" | "c4" => Ok(GameName::Connect4),
            _ => Err(OptionError::UnknownGame(s.into())),
        }
    }
}

impl Default for Config {
    fn default() -> Config {
        Config {
            algorithms: vec![Algorithm::Minimax, Algorithm::AlphaBeta],
            options: SearchOptions::default(),
            scoring: Scoring::default(),
            setup: TreeSetup::default(),
            game: GameName::default(),
            size: None,
        }
    }
}

/// Parses `L,U` into bounds.
pub fn parse_bounds(s: &str) -> Result<(f64, f64), OptionError> {
    let bad = || OptionError::BadBounds(s.into());
    let (l, u) = s.split_once(',').ok_or_else(bad)?;
    let num = |t: &str| {
        t.trim()
            .parse::<f64>()
            .ok()
            .filter(|v| v.is_finite())
            .ok_or_else(bad)
    };
    Ok((num(l)?, num(u)?))
}

/// Parses a number of agents, 1 or more.
pub fn parse_agents(s: &str) -> Result<u32, OptionError> {
    match s.trim().parse::<u32>() {
        Ok(n) if n >= 1 => Ok(n),
        _ => Err(OptionError::BadAgents(s.into())),
    }
}

impl Config {
    /// Reads `(name, value)` pairs: `algorithm` (a registered name or
    /// `both`), `order`, `depth` (empty for none), `variant`, `prune`
    /// (`ge`/`gt`), `agents`, `root` (`max`/`min`), `bounds` (`L,U`, empty
    /// for the tree's own range), `scoring`, `enhance` (a list such as
    /// `id,tt`), `tt_size`, `game` (`tictactoe`/`connect4`) and `size`
    /// (`7x6`). Names left out keep their
    /// defaults; a later pair overrides an earlier one.
    ///
    /// ```
    /// use abviz_core::{Config, Prune};
    /// let c = Config::from_strs([("prune", "gt"), ("agents", "3")]).unwrap();
    /// assert_eq!((c.options.prune, c.setup.agents), (Prune::Gt, 3));
    /// assert!(Config::from_strs([("agents", "0")]).is_err());
    /// ```
    pub fn from_strs<'a>(
        pairs: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<Config, Error> {
        let mut c = Config::default();
        for (name, value) in pairs {
            match name {
                "algorithm" => c.algorithms = parse_algorithms(value)?,
                "order" => c.options.ordering = value.parse()?,
                "depth" if value.trim().is_empty() => c.options.depth = None,
                "depth" => c.options.depth = Some(parse_depth(value)?),
                "variant" => c.options.variant = value.parse()?,
                "prune" => c.options.prune = value.parse()?,
                "agents" => c.setup.agents = parse_agents(value)?,
                "root" => c.setup.root_is_max = parse_root(value)?,
                "bounds" if value.trim().is_empty() => c.options.bounds = None,
                "bounds" => c.options.bounds = Some(parse_bounds(value)?),
                "scoring" => c.scoring = value.parse()?,
                "enhance" => c.options.enhance = value.parse()?,
                "tt_size" => {
                    c.options.tt_size = match value.trim().parse::<usize>() {
                        Ok(n) if (1..=crate::enhance::MAX_TT_SIZE).contains(&n) => n,
                        _ => return Err(OptionError::BadTableSize(value.into()).into()),
                    }
                }
                "game" => c.game = value.parse()?,
                "size" if value.trim().is_empty() => c.size = None,
                "size" => c.size = Some(value.parse()?),
                _ => return Err(OptionError::UnknownOption(name.into()).into()),
            }
        }
        Ok(c)
    }
}
