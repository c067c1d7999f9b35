//! `analyze`, `trace` and `export` take every option the core declares,
//! built from the declarations (issue 29 point 2: an option is declared
//! once), and a preset's options reach the search whatever they are.

mod common;

use abviz_core::options::{Kind, OptionSpec, OPTIONS};
use abviz_core::GAMES;
use common::{abviz, json_of};
use serde_json::json;

/// Asserts that `help` (a command's `--help`) shows `o`'s flag with its
/// placeholder and the first words of its declared help.
fn shows(help: &str, o: &OptionSpec, command: &str) {
    let flag = format!("--{}", o.name.replace('_', "-"));
    let shown = match o.kind {
        Kind::Switch => flag.clone(),
        _ => format!("{flag} <{}>", o.value_name),
    };
    assert!(help.contains(&shown), "{command}: {shown} missing");
    // The first words of its help, as clap wraps it on one line.
    let words: Vec<&str> = o.help.split_whitespace().take(4).collect();
    assert!(
        help.contains(&words.join(" ")),
        "{command} {flag}: {words:?}"
    );
}

#[test]
fn every_declared_option_is_a_flag_with_its_help_and_placeholder() {
    let own = GAMES.iter().flat_map(|g| g.own.iter());
    for command in ["analyze", "trace", "export"] {
        let help = abviz(&[command, "--help"]).stdout;
        for o in OPTIONS.iter().chain(own.clone()) {
            // export's own --bounds: a value is optional there (it draws α and β).
            if command == "export" && o.name == "bounds" {
                assert!(help.contains("--bounds [<L,U>]"));
                continue;
            }
            shows(&help, o, command);
        }
    }
}

/// The preset's 100 iterations reach the search, so MCTS plays the centre
/// as its caption says (with the default 1,000 it plays cell 0). The CLI
/// once copied a preset's options field by field and left these out.
#[test]
fn a_presets_every_option_reaches_the_search() {
    let v = json_of(&["analyze", "--preset", "mcts-trap"]);
    assert_eq!(v["mcts"]["iterations"], json!(100), "{v}");
    assert_eq!(v["mcts"]["best_move"], json!(4));
    // Typed beside the preset, an option still wins.
    let more = json_of(&["analyze", "--preset", "mcts-trap", "--iterations", "310"]);
    assert_eq!(more["mcts"]["iterations"], json!(310));
}

/// `play` takes the games' own options a played game lists, from the same
/// declarations; its search options are its own.
#[test]
fn play_takes_the_played_games_own_options_as_declared() {
    let help = abviz(&["play", "--help"]).stdout;
    let played = GAMES.iter().filter(|g| !g.plays.is_empty());
    let mut seen = 0;
    for g in played {
        for o in g.own.iter().filter(|o| g.plays.contains(&o.name)) {
            shows(&help, o, "play");
            seen += 1;
        }
    }
    assert!(seen >= 5, "{seen}");
    // A game's own option that no played game lists is not play's, nor is
    // the help an unplayed game declares for a shared name (Connect Four's
    // `--eval`).
    assert!(!help.contains("--size <WxH>"));
    assert!(!help.contains("the shipped TD weights"));
    let v = json_of(&[
        "play", "--game", "robots", "--board", "open8", "--limit", "30",
    ]);
    assert_eq!(v["limit"], json!(30));
}
