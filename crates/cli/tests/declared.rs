//! `analyze`, `trace` and `export` take every option the core declares,
//! built from the declarations (issue 29 point 2: an option is declared
//! once), and a preset's options reach the search whatever they are.

mod common;

use abviz_core::options::{Kind, OPTIONS};
use abviz_core::GAMES;
use common::{abviz, json_of};
use serde_json::json;

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
            let flag = format!("--{}", o.name.replace('_', "-"));
            let shown = match o.kind {
                Kind::Switch => flag.clone(),
                _ => format!("{flag} <{}>", o.value_name),
            };
            assert!(help.contains(&shown), "{command}: {shown} missing");
            // The first words of its help, as clap wraps it on one line.
            let words: String = o
                .help
                .split_whitespace()
                .take(4)
                .collect::<Vec<_>>()
                .join(" ");
            assert!(help.contains(&words), "{command} {flag}: {words}");
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
