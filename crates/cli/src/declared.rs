//! The options `analyze`, `trace` and `export` take, built from the core's
//! declarations rather than written here: every search option
//! ([`OPTIONS`]) and every game's own ([`GameSpec::own`]). Each becomes a
//! flag with its declared help, placeholder and default, and a value given
//! is kept as the `(name, text)` pair that `Config::from_strs` reads, so
//! a new option is one declaration in the core and no field here. `play`
//! takes the games' own options that a played game lists the same way
//! ([`PlayedOwn`]); its search options are its own (one `--algorithm`).

use abviz_core::options::{Kind, OptionSpec, OPTIONS};
use abviz_core::{GameSpec, GAMES};
use clap::parser::ValueSource;
use clap::{Arg, ArgAction, ArgMatches, Args, Command, FromArgMatches};

use crate::error::CliError;

/// Which declarations a command takes as flags.
pub(crate) trait Select: Clone + Default {
    /// Whether the command takes game `g`'s own option `name` (its help
    /// joins the flag's).
    fn from_game(g: &GameSpec, name: &str) -> bool;

    /// Whether the command takes declared option `o`.
    fn takes(o: &OptionSpec) -> bool {
        !is_games_own(o.name) || GAMES.iter().any(|g| Self::from_game(g, o.name))
    }
}

/// Every declaration (`analyze`, `trace`, `export`).
#[derive(Clone, Debug, Default)]
pub(crate) struct All;

impl Select for All {
    fn from_game(_: &GameSpec, _: &str) -> bool {
        true
    }
}

/// The games' own options that some game lists for `play`
/// ([`GameSpec::plays`]): Pacman's ghosts, the robots' limit.
#[derive(Clone, Debug, Default)]
pub(crate) struct PlayedOwn;

impl Select for PlayedOwn {
    fn from_game(g: &GameSpec, name: &str) -> bool {
        g.plays.contains(&name)
    }

    fn takes(o: &OptionSpec) -> bool {
        is_games_own(o.name) && GAMES.iter().any(|g| Self::from_game(g, o.name))
    }
}

/// The declared options given on the command line or by a preset, in
/// declaration order, by name (`tt_size`); a switch given is `on`.
#[derive(Clone, Debug, Default)]
pub(crate) struct Declared<S: Select = All> {
    given: Vec<(&'static str, String)>,
    select: std::marker::PhantomData<S>,
}

/// Every declaration, each name once: the search options, then the games'
/// own in the registry's order (Connect Four's `size` before Othello's).
pub(crate) fn declarations() -> Vec<&'static OptionSpec> {
    let own = GAMES.iter().flat_map(|g: &'static GameSpec| g.own.iter());
    let mut out: Vec<&'static OptionSpec> = vec![];
    for o in OPTIONS.iter().chain(own) {
        if !out.iter().any(|d| d.name == o.name) {
            out.push(o);
        }
    }
    out
}

/// The declaration of option `name`, if one declares it.
fn declaration(name: &str) -> Option<&'static OptionSpec> {
    declarations().into_iter().find(|o| o.name == name)
}

/// Whether `name` is a game's own option rather than a search option.
pub(crate) fn is_games_own(name: &str) -> bool {
    !OPTIONS.iter().any(|o| o.name == name)
}

/// One help text an option: a game's own option that several games
/// declare (`--size`, `--eval`) joins the texts of those the command
/// takes it from (`play`'s `--eval` is Pacman's, not Connect Four's).
fn help<S: Select>(o: &OptionSpec) -> String {
    if !is_games_own(o.name) {
        return o.help.to_string();
    }
    let mut texts: Vec<&str> = vec![];
    let games = GAMES.iter().filter(|g| S::from_game(g, o.name));
    for g in games
        .flat_map(|g| g.own.iter())
        .filter(|g| g.name == o.name)
    {
        if !texts.contains(&g.help) {
            texts.push(g.help);
        }
    }
    texts.join("; ")
}

fn arg<S: Select>(o: &'static OptionSpec) -> Arg {
    let a = Arg::new(o.name)
        .long(o.name.replace('_', "-"))
        .help(help::<S>(o));
    if o.kind == Kind::Switch {
        return a.action(ArgAction::SetTrue);
    }
    // Values such as -1 reach the core's parser, which names the range.
    let a = a
        .value_name(o.value_name)
        .allow_hyphen_values(true)
        .action(ArgAction::Set);
    // The default shown in --help, unless the help says it already. A
    // game's own option may differ by game (Connect Four 7x6, Othello
    // 8x8), so only search options show one. Defaults are never passed on
    // (see `from_arg_matches`): the core applies them, after the game's
    // own settings, which a default passed on would override.
    if o.default.is_empty() || is_games_own(o.name) || o.help.contains("default") {
        a
    } else {
        a.default_value(o.default)
    }
}

impl<S: Select> Declared<S> {
    /// The value given for `name`, if any.
    pub(crate) fn get(&self, name: &str) -> Option<&str> {
        (self.given.iter().find(|(n, _)| *n == name)).map(|(_, v)| v.as_str())
    }

    /// The value given for `name`, else its declared default.
    pub(crate) fn value(&self, name: &str) -> &str {
        let default = || declaration(name).map_or("", |o| o.default);
        self.get(name).unwrap_or_else(default)
    }

    /// Gives `name` the value `value` (a preset's), replacing one given.
    pub(crate) fn set(&mut self, name: &str, value: &str) {
        let Some(o) = declaration(name) else {
            return;
        };
        self.remove(name);
        if o.kind != Kind::Switch || value == "on" {
            self.given.push((o.name, value.to_string()));
        }
    }

    /// Forgets a value given for `name`.
    pub(crate) fn remove(&mut self, name: &str) {
        self.given.retain(|(n, _)| *n != name);
    }

    /// Every value given, as `Config::from_strs` pairs.
    pub(crate) fn pairs(&self) -> impl Iterator<Item = (&'static str, &str)> {
        self.given.iter().map(|(n, v)| (*n, v.as_str()))
    }

    /// Refuses a game's own option given for a game that does not declare
    /// it (a `--ghosts` on tic-tac-toe is a mistake worth naming, not an
    /// option to ignore).
    pub(crate) fn check_own(&self, game: &GameSpec) -> Result<(), CliError> {
        for (name, _) in self.pairs() {
            if is_games_own(name) && !game.takes(name) {
                return Err(CliError::NotFor {
                    option: name,
                    game: game.name,
                });
            }
        }
        Ok(())
    }
}

impl<S: Select> FromArgMatches for Declared<S> {
    fn from_arg_matches(m: &ArgMatches) -> Result<Self, clap::Error> {
        let mut d = Declared::<S>::default();
        d.update_from_arg_matches(m)?;
        Ok(d)
    }

    fn update_from_arg_matches(&mut self, m: &ArgMatches) -> Result<(), clap::Error> {
        for o in declarations().into_iter().filter(|o| S::takes(o)) {
            if m.value_source(o.name) == Some(ValueSource::DefaultValue) {
                continue;
            }
            if o.kind == Kind::Switch {
                if m.get_flag(o.name) {
                    self.set(o.name, "on");
                }
            } else if let Some(v) = m.get_one::<String>(o.name) {
                self.set(o.name, v);
            }
        }
        Ok(())
    }
}

impl<S: Select> Args for Declared<S> {
    fn augment_args(cmd: Command) -> Command {
        let selected = declarations().into_iter().filter(|o| S::takes(o));
        selected.fold(cmd, |cmd, o| cmd.arg(arg::<S>(o)))
    }

    fn augment_args_for_update(cmd: Command) -> Command {
        Self::augment_args(cmd)
    }
}
