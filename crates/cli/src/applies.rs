//! Which options apply to which game and which algorithm: one table, read
//! from what the games and searches use, and checked before any work, so an
//! option that does not apply is refused with one line (issue 32), never
//! ignored. Kept as data for the option schema (issue 29) to take over.

/// Every game; every algorithm.
const ALL: &[&str] = &[];

/// An option (its clap id) and the games and algorithms that read it
/// (empty: all of them).
pub(crate) struct Applies {
    pub(crate) option: &'static str,
    pub(crate) games: &'static [&'static str],
    pub(crate) algorithms: &'static [&'static str],
}

const fn rule(
    option: &'static str,
    games: &'static [&'static str],
    algorithms: &'static [&'static str],
) -> Applies {
    Applies {
        option,
        games,
        algorithms,
    }
}

const BOARDS: &[&str] = &["tictactoe", "connect4", "pacman", "robots"];
const ENHANCED: &[&str] = &["alphabeta", "mtdf"];
const PRUNING: &[&str] = &["alphabeta", "star2", "negamax"];

/// `analyze` and `trace`. The algorithms' columns follow `abviz
/// algorithms` (plus `--enhance` and `--tt-size` for alpha-beta, whose
/// enhanced search reads them); the games' follow `abviz games` and the
/// games' hooks: books (tic-tac-toe, Connect Four), the endgame solver
/// (Connect Four), noisy positions for quiescence (all but the robots).
pub(crate) const ANALYZE: &[Applies] = &[
    rule("board", BOARDS, ALL),
    rule("tree", &["tree"], ALL),
    rule("size", &["connect4"], ALL),
    rule("scoring", &["tictactoe", "connect4"], ALL),
    rule("symmetry", &["tictactoe"], ALL),
    rule("book", &["tictactoe", "connect4"], ALL),
    rule("endgame", &["connect4"], ALL),
    rule("enhance", &["tictactoe", "connect4"], ENHANCED),
    rule("tt_size", &["tictactoe", "connect4"], ENHANCED),
    rule(
        "quiescence",
        &["tictactoe", "connect4", "tree", "pacman"],
        ALL,
    ),
    rule("root", &["tree"], ALL),
    rule("agents", &["tree"], ALL),
    rule("bounds", &["tree", "pacman"], &["alphabeta", "star2"]),
    rule("variant", ALL, PRUNING),
    rule("prune", ALL, PRUNING),
    rule("futility", ALL, &["alphabeta", "star2"]),
    rule("secondary", ALL, &["minimax", "alphabeta", "star2"]),
    rule("depth", ALL, ALL),
    rule("order", ALL, ALL),
    rule("ghosts", &["pacman"], ALL),
    rule("eval", &["connect4", "pacman"], ALL),
    rule("weights", &["pacman"], ALL),
    rule("limit", &["robots"], ALL),
    rule("history", &["pacman", "robots"], ALL),
];

/// `play`: Pacman's games and the robots' one game.
pub(crate) const PLAY: &[Applies] = &[
    rule("bounds", &["pacman"], &["alphabeta", "star2"]),
    rule("prune", ALL, PRUNING),
    rule("ghost_moves", &["pacman"], ALL),
    rule("games", &["pacman"], ALL),
    rule("seed", &["pacman"], ALL),
    rule("max_moves", &["pacman"], ALL),
    rule("ghosts", &["pacman"], ALL),
    rule("eval", &["pacman"], ALL),
    rule("weights", &["pacman"], ALL),
    rule("limit", &["robots"], ALL),
    rule("history", &["pacman", "robots"], ALL),
];

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
/// line) that `game` or every one of `algorithms` does not read; `table`
/// says which read what. `table_on` is whether a transposition table is
/// in use (`--enhance tt`, MTD(f)).
pub(crate) fn check(
    table: &[Applies],
    typed: &[String],
    game: &str,
    algorithms: &[&str],
    table_on: bool,
) -> Result<(), String> {
    for rule in table {
        if !typed.iter().any(|t| t == rule.option) {
            continue;
        }
        let option = flag(rule.option);
        if !rule.games.is_empty() && !rule.games.contains(&game) {
            // What applies instead: this game's own options in the table.
            let own: Vec<String> = (table.iter())
                .filter(|r| r.games.contains(&game))
                .map(|r| flag(r.option))
                .collect();
            let instead = match own.is_empty() {
                true => format!("--game {game} has no options of its own"),
                false => format!("options for --game {game}: {}", own.join(", ")),
            };
            let games: Vec<String> = rule.games.iter().map(|g| g.to_string()).collect();
            return Err(format!(
                "{option} does not apply to --game {game}: it is for --game {}; {instead}",
                or_list(&games)
            ));
        }
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
                "{option} does not apply without a transposition table: add --enhance tt (or use --algorithm mtdf)"
            ));
        }
    }
    Ok(())
}
