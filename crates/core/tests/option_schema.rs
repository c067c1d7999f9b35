//! The search options' declarations (`abviz_core::OPTIONS`) say what the
//! parsers do: every declared value is read, every value past a declared
//! end is refused, each default is the default configuration, and the
//! page's copy (`web/engine/option-schema.js`) is the declarations'
//! JSON. Run with `ABVIZ_BLESS=1` to rewrite the page's copy.

use abviz_core::{options_json, Config, Kind, OPTIONS};

/// One option read alone (with alpha-beta, which reads them all, when the
/// option is read only by pruning searches; with MCTS for MCTS's).
fn read(name: &str, value: &str) -> Result<Config, String> {
    let alg = match abviz_core::option_spec(name).map(|o| o.reads) {
        Some(abviz_core::Reads::Only(names)) => names[0],
        _ => "alphabeta",
    };
    let pairs: Vec<(&str, &str)> = if name == "algorithm" {
        vec![(name, value)]
    } else {
        vec![("algorithm", alg), (name, value)]
    };
    Config::from_strs(pairs).map_err(|e| e.to_string())
}

#[test]
fn every_declared_value_is_read_and_every_value_past_an_end_refused() {
    for o in OPTIONS {
        let ok = |v: &str| {
            assert!(
                read(o.name, v).is_ok(),
                "{} {v:?}: {:?}",
                o.name,
                read(o.name, v)
            )
        };
        let refused = |v: &str| assert!(read(o.name, v).is_err(), "{} {v:?} was read", o.name);
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
        "// Generated from abviz_core::options_json() (crates/core/src/options/schema.rs) by\n\
         // `ABVIZ_BLESS=1 cargo test -p abviz-core --test option_schema`: do not edit.\n\
         /** The engine's search options, declared once in Rust (see web/engine/options.js). */\n\
         export const OPTION_SCHEMA = {};\n",
        options_json()
    );
    if std::env::var_os("ABVIZ_BLESS").is_some() {
        std::fs::write(path, &want).unwrap();
    }
    let have = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        have == want,
        "{path} is not options_json(): run ABVIZ_BLESS=1 cargo test -p abviz-core --test option_schema"
    );
}
