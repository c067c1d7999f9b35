//! `--preset NAME`: a named figure's position and options (see
//! `abviz_core::presets`) fill in every option the command line leaves
//! out; options given on the command line win.

use abviz_core::{find_preset, UnknownPreset};
use clap::parser::ValueSource;
use clap::ArgMatches;

use crate::error::CliError;
use crate::{Cli, Command, Opts};

/// Loads `--preset` into `analyze` or `trace`'s options, keeping those
/// typed on the command line.
pub(crate) fn fill(cli: &mut Cli, matches: &ArgMatches) -> Result<(), abviz_core::UnknownPreset> {
    let Some((_, sub)) = matches.subcommand() else {
        return Ok(());
    };
    // What was typed, for the check that each option applies (`applies`).
    let typed: Vec<String> = (sub.ids())
        .filter(|id| sub.value_source(id.as_str()) == Some(ValueSource::CommandLine))
        .map(|id| id.to_string())
        .collect();
    let opts = match &mut cli.command {
        Command::Analyze(opts) | Command::Trace(opts) => opts,
        Command::Export(e) => &mut e.opts,
        Command::Play(o) => {
            o.typed = typed;
            return Ok(());
        }
        _ => return Ok(()),
    };
    opts.typed = typed;
    opts.apply_preset(|id| sub.value_source(id) == Some(ValueSource::CommandLine))
}

impl Opts {
    /// Fills the options `given` (an option's clap id) says were not
    /// typed from preset `--preset`'s; nothing without `--preset`.
    pub(crate) fn apply_preset(
        &mut self,
        given: impl Fn(&str) -> bool,
    ) -> Result<(), UnknownPreset> {
        let Some(name) = self.preset.clone() else {
            return Ok(());
        };
        let preset = find_preset(&name)?;
        if !given("game") {
            self.game = preset.game.to_string();
        }
        // The preset's position only when none was typed (a typed tree or
        // board replaces it, searched with the preset's options).
        if self.board.is_none() && self.tree.is_none() {
            let position = Some(preset.position.to_string());
            match abviz_core::find_game(preset.game) {
                Ok(game) if !game.reads_board() => self.tree = position,
                _ => self.board = position,
            }
        }
        for &(option, value) in preset.options {
            if given(option) {
                continue;
            }
            // Every preset option is a declared one (tests/presets.rs
            // checks each preset against the command line).
            self.declared.set(option, value);
        }
        Ok(())
    }
}

/// `abviz replay`'s argument.
#[derive(clap::Args)]
pub(crate) struct ReplayOpts {
    /// The game to replay: nilsson (Nilsson's tic-tac-toe, ch. 12, Figs 3-6)
    #[arg(value_name = "NAME")]
    name: String,
}

/// The replay as JSON (`abviz_core::replay::replay_json`): its stages, each
/// with the search's tree, tied moves and MIN's reply, then Fig. 6.
pub(crate) fn replay(o: &ReplayOpts) -> Result<serde_json::Value, CliError> {
    if o.name != "nilsson" {
        return Err(CliError::Bad {
            option: "replay",
            value: o.name.clone(),
            allowed: "nilsson (Nilsson's tic-tac-toe game, the one replay)",
        });
    }
    let text = abviz_core::replay::replay_json()?;
    // The core's JSON is well formed (tested); as text if it ever is not.
    Ok(serde_json::from_str(&text).unwrap_or(serde_json::Value::String(text)))
}
