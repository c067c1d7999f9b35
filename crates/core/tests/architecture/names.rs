//! No game named in shared Rust code (issue 29 point 1: a game is a
//! folder). Shared code is crates/{core,cli,wasm}/src outside
//! crates/core/src/games/. It may neither quote a game's name or alias
//! (`"pacman"`, `"c4"`: every name of `abviz_core::GAMES`, so a new game
//! is covered when it registers) nor downcast to a game type
//! (`problem.game::<Pacman>()`). Comments, `#[cfg(test)]` items and
//! test-only files are not read.

use std::collections::BTreeMap;

use crate::source::{crate_files, crate_sources, tokens, File};

/// Quoted game names per file today; may only shrink.
#[rustfmt::skip]
const NAMED_FOR_NOW: &[(&str, usize)] = &[
    // Not a game: the `--tree` option's name and the request's `tree`
    // field, the position the tree game reads (its `reads` names it).
    ("crates/cli/src/job.rs", 1),
    ("crates/wasm/src/request/mod.rs", 1),
];

/// Downcasts to a game type per file today; may only shrink (issue 29 stages D1 and D2 empty it).
#[rustfmt::skip]
const DOWNCASTS_FOR_NOW: &[(&str, usize)] = &[
];

/// Every name and alias of the registry's games.
fn game_names() -> Vec<&'static str> {
    let games = abviz_core::GAMES.iter();
    games
        .flat_map(|g| std::iter::once(g.name).chain(g.aliases.iter().copied()))
        .collect()
}

/// The quoted game names in `file`'s code: `line: "name"` for each.
fn quoted(file: &File, names: &[&str]) -> Vec<String> {
    let text = &file.code.text;
    let mut hits = Vec::new();
    for name in names {
        let needle: Vec<char> = format!("\"{name}\"").chars().collect();
        for at in 0..text.len().saturating_sub(needle.len() - 1) {
            if text[at..at + needle.len()] == needle[..] {
                hits.push((file.code.line_of(at), format!("\"{name}\"")));
            }
        }
    }
    hits.sort();
    hits.into_iter()
        .map(|(line, name)| format!("{line}: {name}"))
        .collect()
}

/// The downcasts in `file`'s code (`.game::<T>()`, or `.game()` with the
/// type inferred): `line: .game` for each.
fn downcasts(file: &File) -> Vec<String> {
    let toks = tokens(&file.code.bare);
    let text = |k: usize| toks.get(k).map_or("", |t| t.text.as_str());
    (1..toks.len())
        .filter(|&k| {
            text(k - 1) == "."
                && text(k) == "game"
                && (text(k + 1) == "::" || (text(k + 1) == "(" && text(k + 2) == ")"))
        })
        .map(|k| format!("{}: .game", file.code.line_of(toks[k].at)))
        .collect()
}

/// Each shared file with what `find` finds in it, files with none left out.
fn shared(find: impl Fn(&File) -> Vec<String>) -> BTreeMap<String, Vec<String>> {
    let files = crate_sources()
        .into_iter()
        .flat_map(|src| crate_files(&src));
    let shared = files.filter(|f| !f.path.starts_with("crates/core/src/games/"));
    shared
        .map(|f| (f.path.clone(), find(&f)))
        .filter(|(_, hits)| !hits.is_empty())
        .collect()
}

/// Checks `found` (file → hits) against `allowed` (file, count), the list
/// called `list`: each file must have exactly its allowed count, so a new
/// hit fails, and so does a removed one until its entry is lowered.
pub fn check_counts(
    found: &BTreeMap<String, Vec<String>>,
    allowed: &[(&str, usize)],
    what: &str,
    list: &str,
) -> Result<(), String> {
    let mut problems = Vec::new();
    for (file, hits) in found {
        let may = allowed
            .iter()
            .find(|(f, _)| f == file)
            .map_or(0, |&(_, n)| n);
        if hits.len() > may {
            problems.push(format!(
                "{file} has {} {what}, {may} allowed: {}",
                hits.len(),
                hits.join(", ")
            ));
        } else if hits.len() < may {
            problems.push(format!(
                "{file} has {} {what}, fewer than its {may} in {list}: lower the entry",
                hits.len()
            ));
        }
    }
    for (file, may) in allowed {
        if !found.contains_key(*file) {
            problems.push(format!(
                "{file} has no {what} now ({may} allowed): drop it from {list}"
            ));
        }
    }
    let mut sorted = allowed.to_vec();
    sorted.sort();
    sorted.dedup_by_key(|(f, _)| *f);
    if sorted != allowed {
        problems.push(format!("{list} must be sorted, one entry per file"));
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n"))
    }
}

#[test]
fn shared_rust_code_quotes_no_game_name_but_the_allowlisted() {
    let names = game_names();
    for name in ["tictactoe", "connect4", "tree", "pacman", "robots", "c4"] {
        assert!(names.contains(&name), "the registry's names: {names:?}");
    }
    let found = shared(|f| quoted(f, &names));
    let what = "quoted game names (ask the game through its spec or trait)";
    check_counts(&found, NAMED_FOR_NOW, what, "NAMED_FOR_NOW").unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn shared_rust_code_downcasts_to_no_game_but_the_allowlisted() {
    let found = shared(downcasts);
    let what = "downcasts to a game type (ask the game through its trait)";
    check_counts(&found, DOWNCASTS_FOR_NOW, what, "DOWNCASTS_FOR_NOW")
        .unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn the_name_checks_read_code_only_and_fail_both_ways() {
    let mut code = crate::source::Code::new(concat!(
        "let g = \"pacman\"; // \"robots\"\n",
        "let h = r#\"{\"game\":\"c4\"}\"#; let s = \"pacmans\";\n",
        "let p = problem.game::<Pacman>(); let q: Option<&Robots> = problem . game();\n",
        "let n = config.game; let m = x.game_name();\n",
        "#[cfg(test)]\nmod tests { const T: &str = \"tree\"; fn f() { p.game::<Tree>(); } }\n",
    ));
    code.drop_tests();
    let file = File {
        path: "x.rs".into(),
        module: vec![],
        code,
    };
    assert_eq!(
        quoted(&file, &["pacman", "robots", "c4", "tree"]),
        ["1: \"pacman\"", "2: \"c4\""]
    );
    assert_eq!(downcasts(&file), ["3: .game", "3: .game"]);
    let found = BTreeMap::from([(
        "x.rs".to_string(),
        vec!["1: a".to_string(), "2: b".to_string()],
    )]);
    assert_eq!(check_counts(&found, &[("x.rs", 2)], "names", "L"), Ok(()));
    let e = check_counts(&found, &[("x.rs", 1)], "names", "L").unwrap_err();
    assert_eq!(e, "x.rs has 2 names, 1 allowed: 1: a, 2: b");
    let e = check_counts(&found, &[("x.rs", 3)], "names", "L").unwrap_err();
    assert_eq!(
        e,
        "x.rs has 2 names, fewer than its 3 in L: lower the entry"
    );
    let e = check_counts(&found, &[("w.rs", 1), ("x.rs", 2)], "names", "L").unwrap_err();
    assert_eq!(e, "w.rs has no names now (1 allowed): drop it from L");
    let e = check_counts(&BTreeMap::new(), &[("x.rs", 2), ("w.rs", 1)], "names", "L").unwrap_err();
    assert!(e.ends_with("L must be sorted, one entry per file"), "{e}");
}
