//! `abviz options` prints the search options' declarations, and the flags
//! of `analyze` and `trace` are built from them: each declared option is a
//! flag with the declaration's help and default.

mod common;
use common::abviz;

#[test]
fn options_prints_the_declarations() {
    let r = abviz(&["options"]);
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert_eq!(r.stdout.trim_end(), abviz_core::all_options_json());
    assert!(r
        .stdout
        .contains(r#""name":"depth","kind":{"type":"whole","min":0,"max":4294967295}"#));
}

#[test]
fn every_declared_option_is_a_flag_with_its_help_and_default() {
    for command in ["analyze", "trace"] {
        let help = abviz(&[command, "--help"]).stdout;
        for o in abviz_core::OPTIONS {
            let flag = format!("      --{}", o.name.replace('_', "-"));
            let at = [" ", "\n"]
                .iter()
                .find_map(|end| help.find(&format!("{flag}{end}")))
                .unwrap_or_else(|| panic!("{command} has no {flag}"));
            let rest = &help[at + flag.len()..];
            let end = [rest.find("\n      --"), rest.find("\n  -")]
                .into_iter()
                .flatten()
                .min();
            let entry = &rest[..end.unwrap_or(rest.len())];
            assert!(entry.contains(o.help), "{command} {flag}: {entry}");
            if let Some(d) = entry.split("[default: ").nth(1) {
                // clap writes an empty default as "".
                let want = if o.default.is_empty() {
                    "\"\""
                } else {
                    o.default
                };
                assert_eq!(d.split(']').next(), Some(want), "{command} {flag}");
            }
        }
    }
}

#[test]
fn a_games_own_options_are_flags_with_their_declarations_help() {
    for command in ["analyze", "trace", "export"] {
        let help = abviz(&[command, "--help"]).stdout;
        for g in abviz_core::GAMES {
            for o in g.own {
                let flag = format!("      --{} ", o.name);
                let at = help
                    .find(&flag)
                    .unwrap_or_else(|| panic!("{command} has no {flag}"));
                let entry = &help[at..];
                let entry = &entry[..entry[flag.len()..]
                    .find("\n      --")
                    .map_or(entry.len(), |e| e + flag.len())];
                assert!(
                    entry.contains(o.help),
                    "{command} --{} lacks {}'s help: {entry}",
                    o.name,
                    g.name
                );
            }
        }
    }
}
