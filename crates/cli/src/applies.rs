//! Which options apply to which game and which algorithm, checked before
//! any work, so that an option that does not apply is refused with one
//! line (issue 32), never ignored. The games' side is the games' own:
//! each [`GameSpec`] lists the options it reads (`reads`, `plays`), so a
//! new game declares its options in its registry entry and this file does
//! not change. The algorithms' side is the table below.

use abviz_core::{GameSpec, GAMES};

/// An option (its clap id) and the algorithms that read it.
pub(crate) struct Applies {
    pub(crate) option: &'static str,
    pub(crate) algorithms: &'static [&'static str],
}

const fn rule(option: &'static str, algorithms: &'static [&'static str]) -> Applies {
    Applies { option, algorithms }
}

const ENHANCED: &[&str] = &["alphabeta", "mtdf"];
const PRUNING: &[&str] = &["alphabeta", "star2", "negamax"];
const BOUNDED: &[&str] = &["alphabeta", "star2"];
const SAMPLING: &[&str] = &["mcts"];

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

    fn table(self) -> &'static [Applies] {
        match self {
            Command::Analyze => ANALYZE,
            Command::Play => PLAY,
        }
    }
}

/// The algorithms' side of `analyze` and `trace`. The columns follow `abviz
/// algorithms`, plus `--enhance` and `--tt-size` for alpha-beta, whose
/// enhanced search reads them.
const ANALYZE: &[Applies] = &[
    rule("enhance", ENHANCED),
    rule("tt_size", ENHANCED),
    rule("bounds", &["alphabeta", "star2", "mcts"]),
    rule("iterations", SAMPLING),
    rule("c", SAMPLING),
    rule("seed", SAMPLING),
    rule("variant", PRUNING),
    rule("prune", PRUNING),
    rule("futility", BOUNDED),
    rule("secondary", &["minimax", "alphabeta", "star2"]),
];

/// The algorithms' side of `play`.
const PLAY: &[Applies] = &[rule("bounds", BOUNDED), rule("prune", PRUNING)];

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
/// are taken in the order the games list them, then the algorithms' table,
/// so the line is the same whatever order they were typed in.
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
    for rule in command.table().iter().filter(|r| is_typed(r.option)) {
        let option = flag(rule.option);
        let reads = |a: &&str| rule.algorithms.is_empty() || rule.algorithms.contains(a);
        if !algorithms.iter().any(reads) {
            let names: Vec<String> = rule.algorithms.iter().map(|a| a.to_string()).collect();
            return Err(format!(
                "{option} does not apply to --algorithm {}: it is for {}",
                algorithms.join(" and "),
                or_list(&names)
            ));
        }
        if rule.option == NEEDS_TABLE && !table_on {
            return Err(format!(
                "{option} does not apply without a transposition table: add --enhance tt"
            ));
        }
    }
    Ok(())
}
