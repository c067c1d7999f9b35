//! Every Rust file of the workspace's crates (sources, tests, benches and
//! examples) under 600 lines.

use std::fs;
use std::path::Path;

use crate::source::sources;

/// Files allowed to reach 600 lines for now: each is being split by
/// another change, and its entry goes when that lands. Empty this list;
/// never grow it.
const OVER_LIMIT_FOR_NOW: &[&str] = &[];

/// The lines limit: a file needs fewer than this.
const MAX_LINES: usize = 600;

/// Checks `files` (path from the workspace root, lines) against the limit:
/// every file not in `allowed` is under it, and every entry of `allowed`
/// is still a file over it (else the entry is stale and must go).
fn check_lengths(files: &[(String, usize)], allowed: &[&str]) -> Result<(), String> {
    let mut problems = Vec::new();
    for (path, lines) in files {
        if *lines >= MAX_LINES && !allowed.contains(&path.as_str()) {
            problems.push(format!(
                "{path} has {lines} lines; split it below {MAX_LINES}"
            ));
        }
    }
    for entry in allowed {
        if !files.iter().any(|(p, l)| p == entry && *l >= MAX_LINES) {
            problems.push(format!(
                "{entry} is allowed over {MAX_LINES} lines but is not; drop it from OVER_LIMIT_FOR_NOW"
            ));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n"))
    }
}

/// Every `.rs` file of every crate (sources, tests, benches, examples), with `/`
/// separated paths from the workspace root and line counts.
fn workspace_files() -> Vec<(String, usize)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    sources(&root.join("crates"))
        .iter()
        .map(|file| {
            let rel = file.strip_prefix(&root).unwrap();
            let path: Vec<&str> = rel.iter().map(|c| c.to_str().unwrap()).collect();
            let lines = fs::read_to_string(file).unwrap().lines().count();
            (path.join("/"), lines)
        })
        .collect()
}

#[test]
fn every_source_file_is_under_600_lines() {
    let files = workspace_files();
    let seen = |dir: &str| files.iter().any(|(p, _)| p.starts_with(dir));
    for dir in [
        "crates/core/src/",
        "crates/core/tests/",
        "crates/core/benches/",
        "crates/wasm/src/",
        "crates/wasm/tests/",
        "crates/wasm/examples/",
        "crates/cli/src/",
        "crates/cli/tests/",
    ] {
        assert!(seen(dir), "no file under {dir}: {files:?}");
    }
    check_lengths(&files, OVER_LIMIT_FOR_NOW).unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn the_length_check_sees_long_files_and_stale_entries() {
    let files = |list: &[(&str, usize)]| -> Vec<(String, usize)> {
        list.iter().map(|&(p, l)| (p.to_string(), l)).collect()
    };
    let ok = files(&[("a.rs", 599), ("b.rs", 10)]);
    assert_eq!(check_lengths(&ok, &[]), Ok(()));
    let long = files(&[("a.rs", 600), ("b.rs", 10)]);
    let e = check_lengths(&long, &[]).unwrap_err();
    assert_eq!(e, "a.rs has 600 lines; split it below 600");
    assert_eq!(check_lengths(&long, &["a.rs"]), Ok(()));
    let e = check_lengths(&ok, &["a.rs", "gone.rs"]).unwrap_err();
    assert!(
        e.contains("a.rs is allowed") && e.contains("gone.rs is allowed"),
        "{e}"
    );
}
