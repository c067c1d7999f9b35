//! An algorithm is a file: code outside `search/algorithms/` never tests
//! which algorithm it runs (no `== Algorithm::X`, no `Algorithm::X =>`); it
//! asks the algorithm's `Spec`. The algorithm files import neither the
//! registry nor one another, and `search/defs.rs`, which they all import,
//! imports nothing of `search/` but the oracle, so the seam has no cycle.
//! Read from the source text, like `architecture.rs`.

use abviz_core::Algorithm;
use std::fs;
use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`, sorted.
fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// `text`'s code lines: `//` comments dropped, and nothing from the
/// in-file tests (`#[cfg(test)]`) on.
fn code_lines(text: &str) -> Vec<String> {
    text.lines()
        .take_while(|l| !l.trim_start().starts_with("#[cfg(test)]"))
        .map(|l| l.split("//").next().unwrap_or("").to_string())
        .collect()
}

/// The lines of `text` that dispatch on an algorithm: a comparison or a
/// match arm naming a variant, or a comparison of a name with a registered
/// algorithm's (`alg.name() == "mtdf"`).
/// Naming one as a value (a default, `both`'s pair) is not dispatch.
fn dispatches(text: &str) -> Vec<String> {
    let variants: Vec<String> = Algorithm::ALL
        .iter()
        .map(|a| format!("Algorithm::{a:?}"))
        .collect();
    code_lines(text)
        .into_iter()
        .filter(|line| {
            let names = variants.iter().any(|v| {
                line.match_indices(v.as_str()).any(|(at, _)| {
                    // The whole variant, not a prefix of a longer one.
                    let next = line[at + v.len()..].chars().next();
                    !next.is_some_and(|c| c.is_alphanumeric() || c == '_')
                })
            });
            let compares = ["==", "!=", "=>", "matches!", ".contains("]
                .iter()
                .any(|op| line.contains(op));
            let by_name = Algorithm::ALL.iter().any(|a| {
                let quoted = format!("\"{}\"", a.name());
                ["name() == ", "name() != "]
                    .iter()
                    .any(|op| line.contains(&format!("{op}{quoted}")))
            });
            (names && compares) || by_name
        })
        .map(|l| l.trim().to_string())
        .collect()
}

fn crates_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

#[test]
fn nothing_outside_the_algorithm_files_dispatches_on_an_algorithm() {
    let root = crates_dir();
    let seam = root.join("core/src/search/algorithms");
    let mut found = Vec::new();
    for krate in ["core", "wasm", "cli"] {
        for file in sources(&root.join(krate).join("src")) {
            // Test modules in their own file compare results per algorithm.
            if file.starts_with(&seam) || file.file_name().is_some_and(|n| n == "tests.rs") {
                continue;
            }
            let text = fs::read_to_string(&file).unwrap();
            for line in dispatches(&text) {
                let rel = file.strip_prefix(&root).unwrap().display();
                found.push(format!("{rel}: {line}"));
            }
        }
    }
    assert!(
        found.is_empty(),
        "dispatch on an algorithm outside search/algorithms/ (ask its Spec instead):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_dispatch_check_sees_comparisons_and_arms_but_not_defaults() {
    let text = "fn f(a: Algorithm) {\n\
                if a == Algorithm::Mtdf { g() } // == Algorithm::Star2 in a comment\n\
                match a { Algorithm::Minimax => 1, _ => 2 };\n\
                let x = Some(&Algorithm::Star2) != first;\n\
                if alg.name() == \"negamax\" {}\n\
                let i = dirs.position(|d| d.name() == t.action);\n\
                let d = c.algorithms.first().unwrap_or(Algorithm::AlphaBeta);\n\
                let v = vec![Algorithm::Minimax, Algorithm::AlphaBeta];\n\
                }\n\
                #[cfg(test)]\n\
                assert!(a == Algorithm::Minimax);\n";
    assert_eq!(
        dispatches(text),
        [
            "if a == Algorithm::Mtdf { g() }",
            "match a { Algorithm::Minimax => 1, _ => 2 };",
            "let x = Some(&Algorithm::Star2) != first;",
            "if alg.name() == \"negamax\" {}",
        ]
    );
}

/// The `search` files `text` imports through `super::` or `crate::search::`.
fn search_imports(text: &str, from_algorithms: bool) -> Vec<String> {
    let mut out = Vec::new();
    for line in code_lines(text) {
        for prefix in ["crate::search::", "super::"] {
            for (at, _) in line.match_indices(prefix) {
                if line[..at].ends_with("super::") {
                    continue; // the second `super::` of `super::super::`
                }
                let rest = &line[at + prefix.len()..];
                // `super::` in an algorithm file is `search::algorithms`.
                let rest = match (prefix, from_algorithms) {
                    ("super::", true) => match rest.strip_prefix("super::") {
                        Some(up) => up,
                        None => {
                            out.push("algorithms".into());
                            continue;
                        }
                    },
                    _ => rest,
                };
                let head: String = (rest.chars())
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                out.push(head);
            }
        }
    }
    out
}

#[test]
fn algorithm_files_import_defs_and_shared_code_never_the_registry_or_each_other() {
    let search = crates_dir().join("core/src/search");
    let files = sources(&search.join("algorithms"));
    let names: Vec<String> = files
        .iter()
        .map(|f| f.file_stem().unwrap().to_str().unwrap().to_string())
        .filter(|n| n != "mod")
        .collect();
    assert_eq!(names.len(), Algorithm::ALL.len(), "one file per algorithm");
    for file in &files {
        if file.ends_with("mod.rs") {
            continue;
        }
        let text = fs::read_to_string(file).unwrap();
        for import in search_imports(&text, true) {
            assert!(
                !["registry", "algorithms"].contains(&import.as_str()) && !names.contains(&import),
                "{} imports search::{import}",
                file.strip_prefix(&search).unwrap().display()
            );
        }
    }
    let defs = fs::read_to_string(search.join("defs.rs")).unwrap();
    for import in search_imports(&defs, false) {
        assert!(
            ["oracle", "defs"].contains(&import.as_str()),
            "defs.rs, the seam's leaf, imports search::{import}"
        );
    }
}

#[test]
fn the_import_check_reads_paths_from_an_algorithm_file() {
    let text = "use super::negamax::X;\nuse crate::search::registry::Y;\n\
                use crate::search::defs::{Spec, Strategy};\nuse super::super::textbook;\n";
    assert_eq!(
        search_imports(text, true),
        ["algorithms", "registry", "defs", "textbook"]
    );
}
