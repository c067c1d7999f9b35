//! Options as text, parsed once for every front end: the CLI hands its
//! flags here and the wasm adapter its request's fields, so both accept
//! the same values and report the same errors.

use crate::error::OptionError;
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
}

impl Default for Config {
    fn default() -> Config {
        Config {
            algorithms: vec![Algorithm::Minimax, Algorithm::AlphaBeta],
            options: SearchOptions::default(),
            scoring: Scoring::default(),
            setup: TreeSetup::default(),
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
    /// for the tree's own range) and `scoring`. Names left out keep their
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
    ) -> Result<Config, OptionError> {
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
                _ => return Err(OptionError::UnknownOption(name.into())),
            }
        }
        Ok(c)
    }
}
