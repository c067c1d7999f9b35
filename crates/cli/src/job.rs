//! A run's options, parsed and validated into a problem, its algorithms
//! and search options before any search.

use abviz_core::{find_game, Algorithm, Config, GameSpec, Problem, SearchOptions, TreeGame};

use crate::cs188::Cs188Run;
use crate::error::CliError;
use crate::limits::Watch;
use crate::Opts;

/// Everything a run needs, parsed and validated.
pub(crate) struct Job {
    pub(crate) problem: Problem,
    pub(crate) algorithms: Vec<Algorithm>,
    pub(crate) options: SearchOptions,
    /// Secondary search's extra plies.
    pub(crate) secondary: Option<u32>,
    /// The file's settings when the tree is a CS188 test file.
    pub(crate) cs188: Option<Cs188Run>,
}

/// The depth a run searches to: `--depth` when given, else the game's
/// registry default when it lists one: the maze games, whose full search
/// would never end (Pacman's is 2 rounds, CS188's own default).
pub(crate) fn depth_or_default<'a>(game: &'a GameSpec, depth: Option<&'a str>) -> Option<&'a str> {
    depth.or_else(|| game.default_of("depth"))
}

impl Opts {
    /// Refuses an option typed for a game or algorithm that does not read
    /// it (see `applies`): a tree given without `--game` is the tree game.
    fn check_applies(&self, game: &GameSpec) -> Result<(), CliError> {
        let typed = |id: &str| self.typed.iter().any(|t| t == id);
        let name = match (&self.tree, &self.board) {
            (Some(_), None) if !typed("game") => find_game(abviz_core::tree::NAME)?,
            _ => game,
        };
        let o = &self.declared;
        let config = Config::from_strs([("algorithm", o.value("algorithm"))])?;
        let algorithms: Vec<&str> = config.algorithms.iter().map(|a| a.name()).collect();
        let table_on = o.value("enhance").split(',').any(|e| e.trim() == "tt");
        crate::applies::check(
            crate::applies::Command::Analyze,
            &self.typed,
            name,
            &algorithms,
            table_on,
        )
        .map_err(CliError::NotApplicable)
    }

    pub(crate) fn job(&self, watch: &Watch) -> Result<Job, CliError> {
        let game = find_game(&self.game)?;
        // The engine reads an empty value as "none" (the page sends one for
        // an empty box); typed on the command line it is a mistake, not a
        // silent default.
        let o = &self.declared;
        for option in ["bounds", "futility", "secondary", "endgame", "quiescence"] {
            if o.get(option).is_some_and(|v| v.trim().is_empty()) {
                return Err(CliError::Bad {
                    option,
                    value: String::new(),
                    allowed: "a value (leave the option out for none)",
                });
            }
        }
        self.check_applies(game)?;
        // A weight file is read here, so its errors name it.
        let weights = match o.get("eval") {
            Some(e) if game.learns && e.starts_with('@') => {
                Some(crate::learn::read_weights(watch, &e[1..])?)
            }
            _ => None,
        };
        // Only what was given, so the core's defaults and the game's own
        // settings (gt for Pacman) hold; a game's own option must be its.
        o.check_own(game)?;
        let mut pairs = vec![("game", self.game.as_str())];
        for (name, value) in o.pairs() {
            match (name, &weights) {
                ("eval", Some(text)) => pairs.push(("eval", text.as_str())),
                ("depth", _) => {}
                _ => pairs.push((name, value)),
            }
        }
        if let Some(d) = depth_or_default(game, o.get("depth")) {
            pairs.push(("depth", d));
        }
        let tree = (self.tree.as_deref())
            .map(|t| watch.text("tree", t))
            .transpose()?;
        let cs188 = match (&tree, &self.board) {
            (Some(text), None) => Cs188Run::read(text, self)?,
            _ => None,
        };
        if let Some(run) = &cs188 {
            pairs.extend(run.pairs());
        }
        let config = Config::from_strs(pairs)?;
        let board = (self.board.as_deref())
            .map(|b| watch.text("board", b))
            .transpose()?;
        let problem = match &cs188 {
            Some(run) => Problem::of(TreeGame::new(run.tree.clone(), config.setup)?),
            None => Problem::from_config(board.as_deref(), tree.as_deref(), &config)?,
        };
        // Depth, bounds and enhancements are checked before any search.
        problem.prepare(&config.options)?;
        for &alg in &config.algorithms {
            problem.check_enhancements(alg, &config.options)?;
            if let Some(k) = config.secondary {
                problem.check_secondary(alg, &config.options, k)?;
            }
        }
        Ok(Job {
            problem,
            algorithms: config.algorithms,
            options: config.options,
            secondary: config.secondary,
            cs188,
        })
    }
}
