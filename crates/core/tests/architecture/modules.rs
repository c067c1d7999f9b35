//! The core's top-level modules: no import cycle between them, and no
//! game importing the search.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use crate::source::sources;

/// The top-level module a file belongs to: `search` for
/// `search/textbook.rs`, `options` for `options.rs`; `None` for `lib.rs`.
/// A game's registry entry (`games/<name>/entry.rs`) and how it is played
/// whole (`games/<name>/played.rs`, which searches each move) count as
/// `entries`: they live in the game's folder but sit above `problem` and
/// `play`, while the game's rules stay below the search.
fn module_of(src: &Path, file: &Path) -> Option<String> {
    let rel = file.strip_prefix(src).unwrap();
    let parts: Vec<_> = rel
        .components()
        .map(|c| c.as_os_str().to_string_lossy().to_string())
        .collect();
    if parts.len() == 3
        && parts[0] == "games"
        && matches!(parts[2].as_str(), "entry.rs" | "played.rs")
    {
        return Some("entries".to_string());
    }
    let first = rel.components().next()?.as_os_str().to_str()?.to_string();
    match first.strip_suffix(".rs") {
        Some("lib") => None,
        Some(name) => Some(name.to_string()),
        None => Some(first),
    }
}

/// The names after `crate::` in `line`'s code (comments dropped), with
/// groups opened: `use crate::{a::X, b};` gives `a` and `b`.
fn crate_paths(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("crate::") {
        rest = &rest[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let end = group.find('}').unwrap_or(group.len());
            for item in group[..end].split(',') {
                let head = item.trim().split("::").next().unwrap_or("").trim();
                if !head.is_empty() {
                    out.push(head.to_string());
                }
            }
        } else {
            let head: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            out.push(head);
        }
    }
    out
}

/// Each top-level module's imports of other top-level modules, with the
/// file and line of one such import, or an error naming a path through
/// the crate root (which would hide the real dependency).
fn graph(src: &Path) -> Result<BTreeMap<String, BTreeMap<String, String>>, String> {
    let modules: BTreeSet<String> = sources(src)
        .iter()
        .filter_map(|f| module_of(src, f))
        .collect();
    let mut edges: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
    for file in sources(src) {
        let Some(from) = module_of(src, &file) else {
            continue;
        };
        let text = fs::read_to_string(&file).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            for to in crate_paths(code) {
                let at = format!("{}:{}", file.display(), n + 1);
                if !modules.contains(&to) {
                    return Err(format!(
                        "{at} imports crate::{to} through the crate root; import it from its module"
                    ));
                }
                if to != from {
                    edges
                        .entry(from.clone())
                        .or_default()
                        .entry(to)
                        .or_insert(at);
                }
            }
        }
        edges.entry(from).or_default();
    }
    Ok(edges)
}

/// A cycle in `edges` as `a -> b -> a` with where each step is, if any.
fn find_cycle(edges: &BTreeMap<String, BTreeMap<String, String>>) -> Option<String> {
    fn visit(
        node: &str,
        edges: &BTreeMap<String, BTreeMap<String, String>>,
        state: &mut BTreeMap<String, u8>,
        path: &mut Vec<String>,
    ) -> Option<String> {
        match state.get(node) {
            Some(2) => return None,
            Some(1) => {
                let start = path.iter().position(|p| p == node).unwrap();
                let mut steps: Vec<String> = path[start..]
                    .windows(2)
                    .map(|w| format!("{} -> {} ({})", w[0], w[1], edges[&w[0]][&w[1]]))
                    .collect();
                let last = path.last().unwrap();
                steps.push(format!("{last} -> {node} ({})", edges[last][node]));
                return Some(steps.join("; "));
            }
            _ => {}
        }
        state.insert(node.to_string(), 1);
        path.push(node.to_string());
        for next in edges.get(node).into_iter().flat_map(|m| m.keys()) {
            if let Some(cycle) = visit(next, edges, state, path) {
                return Some(cycle);
            }
        }
        path.pop();
        state.insert(node.to_string(), 2);
        None
    }
    let mut state = BTreeMap::new();
    for node in edges.keys() {
        if let Some(cycle) = visit(node, edges, &mut state, &mut Vec::new()) {
            return Some(cycle);
        }
    }
    None
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

#[test]
fn top_level_modules_import_each_other_without_a_cycle() {
    let edges = graph(&src()).unwrap_or_else(|e| panic!("{e}"));
    assert!(edges.len() >= 8, "modules found: {:?}", edges.keys());
    if let Some(cycle) = find_cycle(&edges) {
        panic!("import cycle: {cycle}");
    }
}

#[test]
fn no_game_imports_the_search_or_what_is_built_on_it() {
    let edges = graph(&src()).unwrap_or_else(|e| panic!("{e}"));
    for banned in ["search", "problem", "catalog", "solve", "layout", "error"] {
        if let Some(at) = edges["games"].get(banned) {
            panic!("games/ imports {banned}/ at {at}");
        }
    }
}

#[test]
fn the_checks_see_a_cycle_and_a_path_through_the_root() {
    type Edges = BTreeMap<String, BTreeMap<String, String>>;
    let add = |edges: &mut Edges, a: &str, b: &str| {
        let to = edges.entry(a.into()).or_default();
        to.insert(b.into(), "here".into());
    };
    let mut edges = Edges::new();
    add(&mut edges, "games", "options");
    add(&mut edges, "search", "games");
    assert_eq!(find_cycle(&edges), None);
    add(&mut edges, "games", "search");
    let cycle = find_cycle(&edges).unwrap();
    assert!(cycle.contains("games -> search"), "{cycle}");
    assert_eq!(
        crate_paths("use crate::{a::X, b}; let y = crate::c::f(); // crate::d"),
        ["a", "b", "c", "d"]
    );
}
