//! Which options apply to which game and which algorithm, checked before
//! any work, so that an option that does not apply is refused with one
//! line (issue 32), never ignored. Both sides are declared elsewhere, once:
//! each [`GameSpec`] lists the options it reads (`reads`, `plays`), and an
//! option only some algorithms read is [`Reads::Listed`] in the core's
//! declarations, the algorithms that read it listing it in their registry
//! entries ([`abviz_core::readers`]). A new game or algorithm changes
//! nothing here.

use abviz_core::{readers, GameSpec, OptionSpec, Reads, ALGORITHMS, GAMES, OPTIONS};

/// The command whose options are checked, and the list of a game's own
/// options it reads.
#[derive(Clone, Copy)]
pub(crate) enum Command {
    /// `analyze` and `trace`: [`GameSpec::reads`].
    Analyze,
    /// `play`: [`GameSpec::plays`].
    Play,
}

impl Command {
    fn own(self, game: &GameSpec) -> &'static [&'static str] {
        match self {
            Command::Analyze => game.reads,
            Command::Play => game.plays,
        }
    }

    /// The algorithms that read option `o` and that this command runs:
    /// `play` decides each move by a depth-first search.
    fn readers(self, o: &OptionSpec) -> Vec<&'static str> {
        let runs = |name: &&str| match self {
            Command::Analyze => true,
            Command::Play => (ALGORITHMS.iter()).any(|a| a.name == *name && !a.samples),
        };
        readers(o).into_iter().filter(runs).collect()
    }
}

/// `--tt-size` sizes the transposition table: it needs one.
const NEEDS_TABLE: &str = "tt_size";

fn flag(id: &str) -> String {
    format!("--{}", id.replace('_', "-"))
}

/// "a, b or c".
fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// Refuses the first option in `typed` (clap ids typed on the command
/// line) that `game` or every one of `algorithms` does not read. Options
/// are taken in the order the games list them, then in the order the core
/// declares them, so the line is the same whatever order they were typed in.
/// `table_on` is whether a transposition table is in use (`--enhance tt`,
/// MTD(f)).
pub(crate) fn check(
    command: Command,
    typed: &[String],
    game: &GameSpec,
    algorithms: &[&str],
    table_on: bool,
) -> Result<(), String> {
    let is_typed = |id: &str| typed.iter().any(|t| t == id);
    let mut game_options: Vec<&str> = Vec::new();
    for g in GAMES {
        for &o in command.own(g) {
            if !game_options.contains(&o) {
                game_options.push(o);
            }
        }
    }
    for &option in game_options.iter().filter(|o| is_typed(o)) {
        let own = command.own(game);
        if own.contains(&option) {
            continue;
        }
        let instead = match own.is_empty() {
            true => format!("--game {} has no options of its own", game.name),
            false => {
                let flags: Vec<String> = own.iter().map(|o| flag(o)).collect();
                format!("options for --game {}: {}", game.name, flags.join(", "))
            }
        };
        let games: Vec<String> = (GAMES.iter())
            .filter(|g| command.own(g).contains(&option))
            .map(|g| g.name.to_string())
            .collect();
        return Err(format!(
            "{} does not apply to --game {}: it is for --game {}; {instead}",
            flag(option),
            game.name,
            or_list(&games)
        ));
    }
    let listed = OPTIONS.iter().filter(|o| o.reads == Reads::Listed);
    for o in listed.filter(|o| is_typed(o.name)) {
        let option = flag(o.name);
        let names = command.readers(o);
        // No search the command runs reads it: the flag of that name is the
        // command's own (play's --seed seeds its games, not MCTS).
        if names.is_empty() {
            continue;
        }
        if !algorithms.iter().any(|a| names.contains(a)) {
            let names: Vec<String> = names.iter().map(|a| a.to_string()).collect();
            return Err(format!(
                "{option} does not apply to --algorithm {}: it is for {}",
                algorithms.join(" and "),
                or_list(&names)
            ));
        }
        if o.name == NEEDS_TABLE && !table_on {
            return Err(format!(
                "{option} does not apply without a transposition table: add --enhance tt"
            ));
        }
    }
    Ok(())
}
