//! The search options' declarations (`abviz_core::OPTIONS`) say what the
//! parsers do: every declared value is read, every value past a declared
//! end is refused, each default is the default configuration, and the
//! page's copy (`web/engine/option-schema.js`) is the declarations'
//! JSON. Run with `ABVIZ_BLESS=1` to rewrite the page's copy. A game's
//! own options (`GameSpec::own`) are held to the same: read on the game's
//! start position (or first named board), past an end refused.

use abviz_core::{
    all_options_json, readers, Config, GameSpec, Kind, OptionSpec, Problem, Reads, ALGORITHMS,
    GAMES, OPTIONS,
};

/// One option read alone, with the first algorithm that reads it
/// (alpha-beta for any search's; MCTS for MCTS's).
fn read(name: &str, value: &str) -> Result<Config, String> {
    let alg = match abviz_core::option_spec(name).map(readers) {
        Some(names) if !names.contains(&"alphabeta") => names[0],
        _ => "alphabeta",
    };
    let pairs: Vec<(&str, &str)> = if name == "algorithm" {
        vec![(name, value)]
    } else {
        vec![("algorithm", alg), (name, value)]
    };
    Config::from_strs(pairs).map_err(|e| e.to_string())
}

/// Option `name` of game `g` read on the game's first position, into a
/// problem (a size or an evaluation is checked when the position is read).
fn read_own(g: &GameSpec, name: &str, value: &str) -> Result<Problem, String> {
    let board = g
        .start
        .or(g.boards.first().map(|(n, _)| *n))
        .expect("a position");
    let config = Config::from_strs([("game", g.name), (name, value)]).map_err(|e| e.to_string())?;
    Problem::from_config(Some(board), None, &config).map_err(|e| e.to_string())
}

/// Asserts that `read` takes every value `o` declares and refuses every
/// value past an end.
fn holds<T: std::fmt::Debug>(o: &OptionSpec, read: impl Fn(&str) -> Result<T, String>) {
    let ok = |v: &str| assert!(read(v).is_ok(), "{} {v:?}: {:?}", o.name, read(v));
    let refused = |v: &str| assert!(read(v).is_err(), "{} {v:?} was read", o.name);
    match o.kind {
        Kind::Whole { min, max } => {
            ok(&min.to_string());
            ok(&max.to_string());
            if min > 0 {
                refused(&(min - 1).to_string());
            }
            refused(&(u128::from(max) + 1).to_string());
            refused("1.5");
            refused("x");
        }
        Kind::Number { min } => {
            ok(&min.to_string());
            ok(&format!("{min}.5"));
            refused(&format!("{}", min as f64 - 0.5));
            refused("inf");
            refused("NaN");
        }
        Kind::Choice(names) | Kind::List(names) => {
            for n in names {
                ok(&n.replace("SEED", "7"));
            }
            refused("no-such-name");
        }
        Kind::Switch => {
            ok("on");
            ok("off");
            refused("maybe");
        }
        Kind::Text(_) => {}
    }
}

#[test]
fn every_declared_value_is_read_and_every_value_past_an_end_refused() {
    for o in OPTIONS {
        holds(o, |v| read(o.name, v));
    }
}

#[test]
fn a_games_own_options_hold_to_their_declarations() {
    let mut seen = 0;
    for g in GAMES {
        for o in g.own {
            holds(o, |v| read_own(g, o.name, v));
            // Its default is what the game reads without it.
            let plain = Config::from_strs([("game", g.name)]).unwrap();
            let given = Config::from_strs([("game", g.name), (o.name, o.default)]).unwrap();
            let size = |c: &Config| c.size.clone().unwrap_or_else(|| o.default.into());
            assert_eq!(
                (Config {
                    size: None,
                    ..given.clone()
                }),
                Config {
                    size: None,
                    ..plain.clone()
                },
                "{} {}",
                g.name,
                o.name
            );
            assert_eq!(size(&given), size(&plain), "{} {}", g.name, o.name);
            assert_eq!(g.default_of(o.name), Some(o.default));
            seen += 1;
        }
    }
    assert!(seen >= 8, "{seen} own options");
}

#[test]
fn each_default_is_the_default_configuration() {
    let plain = read("algorithm", "both").unwrap();
    for o in OPTIONS.iter().filter(|o| !o.default.is_empty()) {
        let mut given = read(o.name, o.default).unwrap();
        given.algorithms = plain.algorithms.clone();
        assert_eq!(given, plain, "{} = {:?}", o.name, o.default);
    }
    assert_eq!(plain, Config::default());
}

#[test]
fn the_pages_range_lies_in_the_engines() {
    for o in OPTIONS {
        let Some((lo, hi)) = o.page else {
            continue;
        };
        let (min, max) = match o.kind {
            Kind::Whole { min, max } => (min, max),
            Kind::Number { min } => (min, u64::MAX),
            other => panic!("{}: a page range on {other:?}", o.name),
        };
        // The low end may be one below the engine's: the page's "off".
        assert!(
            lo + 1 >= min && lo <= hi && hi <= max,
            "{}: {lo}..{hi}",
            o.name
        );
        if lo < min {
            assert!(
                o.default.is_empty() || o.default == "off",
                "{}: off is not its default",
                o.name
            );
        }
    }
}

#[test]
fn names_are_unique_and_the_pages_copy_is_current() {
    let mut names: Vec<&str> = OPTIONS.iter().map(|o| o.name).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), OPTIONS.len());

    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../web/engine/option-schema.js"
    );
    let want = format!(
        "// Generated from abviz_core::all_options_json() (options/schema.rs and each game's entry.rs) by\n\
         // `ABVIZ_BLESS=1 cargo test -p abviz-core --test option_schema`: do not edit.\n\
         /** The engine's options, declared once in Rust (see web/engine/options.js). */\n\
         export const OPTION_SCHEMA = {};\n",
        all_options_json()
    );
    if std::env::var_os("ABVIZ_BLESS").is_some() {
        std::fs::write(path, &want).unwrap();
    }
    let have = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        have == want,
        "{path} is not all_options_json(): run ABVIZ_BLESS=1 cargo test -p abviz-core --test option_schema"
    );
}

/// Which algorithms read an option is said once: an option that some
/// algorithm lists in its registry entry (`Spec::options`) is declared
/// `Reads::Listed`, a `Listed` one is listed by at least one algorithm, and
/// every flag an algorithm lists is a declared option.
#[test]
fn an_option_only_some_algorithms_read_is_declared_by_those_algorithms() {
    let flag = |o: &OptionSpec| format!("--{}", o.name.replace('_', "-"));
    for o in OPTIONS {
        let listed_by: Vec<&str> = (ALGORITHMS.iter())
            .filter(|a| a.options.contains(&flag(o).as_str()))
            .map(|a| a.name)
            .collect();
        assert_eq!(
            o.reads == Reads::Listed,
            !listed_by.is_empty(),
            "{}: declared {:?}, listed by {listed_by:?}",
            o.name,
            o.reads
        );
        if o.reads == Reads::Listed {
            assert_eq!(readers(o), listed_by, "{}", o.name);
        }
    }
    let mut own = GAMES.iter().flat_map(|g| g.own.iter());
    if let Some(o) = own.find(|o| o.reads == Reads::Listed) {
        panic!("{}: a game's own option is read by every search", o.name);
    }
    for a in ALGORITHMS {
        for f in a.options {
            assert!(
                OPTIONS.iter().any(|o| flag(o) == *f),
                "{} lists {f}, which no option declares",
                a.name
            );
        }
    }
}
