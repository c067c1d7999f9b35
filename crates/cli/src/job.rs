//! A run's options, parsed and validated into a problem, its algorithms
//! and search options before any search.

use abviz_core::{Algorithm, Config, Problem, SearchOptions};

use crate::error::CliError;
use crate::limits::Watch;
use crate::Opts;

/// Everything a run needs, parsed and validated.
pub(crate) struct Job {
    pub(crate) problem: Problem,
    pub(crate) algorithms: Vec<Algorithm>,
    pub(crate) options: SearchOptions,
}

impl Opts {
    pub(crate) fn job(&self, watch: &Watch) -> Result<Job, CliError> {
        let mut pairs = vec![
            ("scoring", self.scoring.as_str()),
            ("root", &self.root),
            ("order", &self.order),
            ("variant", &self.variant),
            ("algorithm", &self.algorithm),
            ("agents", &self.agents),
            ("prune", &self.prune),
            ("game", &self.game),
            ("enhance", &self.enhance),
        ];
        if let Some(s) = &self.size {
            pairs.push(("size", s));
        }
        if let Some(t) = &self.tt_size {
            pairs.push(("tt_size", t));
        }
        if let Some(d) = &self.depth {
            pairs.push(("depth", d));
        }
        if let Some(b) = &self.bounds {
            pairs.push(("bounds", b));
        }
        let config = Config::from_strs(pairs)?;
        let tree = (self.tree.as_deref())
            .map(|t| watch.tree_text(t))
            .transpose()?;
        let problem = Problem::from_config(self.board.as_deref(), tree.as_deref(), &config)?;
        // Depth, bounds and enhancements are checked before any search.
        problem.prepare(&config.options)?;
        for &alg in &config.algorithms {
            problem.check_enhancements(alg, &config.options)?;
        }
        Ok(Job {
            problem,
            algorithms: config.algorithms,
            options: config.options,
        })
    }
}
