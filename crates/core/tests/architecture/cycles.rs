//! No file-level import cycle inside a crate (core, cli, wasm), bar the
//! allowlisted ones (issue 29 point 3: no cycles; point 1: a game is a
//! folder).
//!
//! File A imports file B when A's code names an item B defines: through a
//! `use` (any visibility) or a path in the code that starts at `crate::`,
//! `super::`, `self::`, a module A declares (`mod x;`) or a name A's `use`s
//! bind. Paths are followed through re-exports to the file that defines the
//! item, and a `pub use` whose name A's own code never names is only a
//! re-export, not an import of A's. A file's imports of its own submodules
//! are not counted: a module owns them (a `mod.rs` gathers its folder, the
//! crate root its modules), and they may use it through `super::`.
//! `#[cfg(test)]` items and test-only files are left out; a glob (`use
//! x::*`) counts as importing `x` itself. A cycle is a set of two or more
//! files each reachable from every other.

use std::collections::{BTreeMap, BTreeSet};

use crate::source::{crate_files, crate_sources, tokens, File, Token};

/// Today's cycles, each its files sorted and joined by ` <-> `; may only shrink (issue 29 stages B, C1 and D2 empty it).
#[rustfmt::skip]
const CYCLES_FOR_NOW: &[&str] = &[
    "crates/cli/src/error.rs <-> crates/cli/src/job.rs <-> crates/cli/src/json.rs <-> crates/cli/src/learn.rs <-> crates/cli/src/limits.rs",
    "crates/core/src/search/oracle.rs <-> crates/core/src/search/order.rs",
];

/// A name a `use` binds (`None` for a glob), the path as written, and
/// whether the `use` is public (a possible re-export).
struct Binding {
    name: Option<String>,
    path: Vec<String>,
    public: bool,
    at: usize,
}

/// One file's imports: its `use` bindings, the other paths its code
/// names (with where), the modules it declares, and how often each
/// identifier occurs outside its `use`s.
struct Imports {
    bindings: Vec<Binding>,
    paths: Vec<(Vec<String>, usize)>,
    children: BTreeSet<String>,
    idents: BTreeMap<String, usize>,
}

/// Reads a use tree from `toks[*i..]` under `prefix`, pushing each path
/// it binds and the name it binds it as.
fn use_tree(
    toks: &[Token],
    i: &mut usize,
    prefix: &[String],
    out: &mut Vec<(Vec<String>, Option<String>)>,
) {
    let mut path = prefix.to_vec();
    while let Some(t) = toks.get(*i) {
        *i += 1;
        match t.text.as_str() {
            "::" => {}
            "*" => return out.push((path, None)),
            "{" => {
                while toks.get(*i).is_some_and(|t| t.text != "}") {
                    use_tree(toks, i, &path, out);
                    if toks.get(*i).is_some_and(|t| t.text == ",") {
                        *i += 1;
                    }
                }
                *i += 1;
                return;
            }
            word => {
                path.push(word.to_string());
                if toks.get(*i).is_some_and(|t| t.text == "::") {
                    continue;
                }
                if word == "self" && path.len() > 1 {
                    path.pop();
                }
                let mut name = path.last().cloned();
                if toks.get(*i).is_some_and(|t| t.text == "as") {
                    name = toks.get(*i + 1).map(|t| t.text.clone());
                    *i += 2;
                }
                return out.push((path, name));
            }
        }
    }
}

fn is_word(t: &Token) -> bool {
    t.text.starts_with(|c: char| c.is_alphabetic() || c == '_')
}

fn imports(file: &File) -> Imports {
    let toks = tokens(&file.code.bare);
    let mut bindings = Vec::new();
    let mut in_use = vec![false; toks.len()];
    let text = |k: usize| toks.get(k).map_or("", |t| t.text.as_str());
    for k in 0..toks.len() {
        let before = if k == 0 { ";" } else { text(k - 1) };
        if text(k) != "use" || !matches!(before, ";" | "{" | "}" | "]" | ")" | "pub") {
            continue;
        }
        let public = before == "pub"
            || (before == ")"
                && (1..k)
                    .rev()
                    .find(|&j| text(j) == "(")
                    .is_some_and(|j| j > 0 && text(j - 1) == "pub"));
        let end = (k..toks.len())
            .find(|&j| text(j) == ";")
            .unwrap_or(toks.len());
        in_use[k..end].iter_mut().for_each(|u| *u = true);
        let mut out = Vec::new();
        use_tree(&toks[..end], &mut (k + 1), &[], &mut out);
        for (path, name) in out {
            bindings.push(Binding {
                name,
                path,
                public,
                at: toks[k].at,
            });
        }
    }
    let mut children = BTreeSet::new();
    let mut idents = BTreeMap::new();
    let mut paths = Vec::new();
    for k in 0..toks.len() {
        if in_use[k] || !is_word(&toks[k]) {
            continue;
        }
        if text(k) == "mod" && toks.get(k + 1).is_some_and(is_word) {
            children.insert(text(k + 1).to_string());
        }
        if k > 0 && text(k - 1) == "mod" {
            continue;
        }
        *idents.entry(toks[k].text.clone()).or_insert(0) += 1;
        if k > 0 && text(k - 1) == "::" {
            continue;
        }
        let mut path = vec![toks[k].text.clone()];
        let mut j = k + 1;
        while text(j) == "::" && toks.get(j + 1).is_some_and(is_word) {
            path.push(text(j + 1).to_string());
            j += 2;
        }
        if path.len() > 1 {
            paths.push((path, toks[k].at));
        }
    }
    Imports {
        bindings,
        paths,
        children,
        idents,
    }
}

/// One crate's files and their imports, found by module path.
struct Crate {
    files: Vec<File>,
    imports: Vec<Imports>,
    by_module: BTreeMap<Vec<String>, usize>,
}

impl Crate {
    fn new(files: Vec<File>) -> Crate {
        let imports = files.iter().map(imports).collect();
        let by_module = files
            .iter()
            .enumerate()
            .map(|(i, f)| (f.module.clone(), i))
            .collect();
        Crate {
            files,
            imports,
            by_module,
        }
    }

    /// `path`, as written in file `f`, from the crate root; `None` when it
    /// starts outside the crate (std, another crate, the prelude).
    fn absolute(&self, f: usize, path: &[String], depth: usize) -> Option<Vec<String>> {
        let module = &self.files[f].module;
        let (head, rest) = path.split_first()?;
        let mut base = match head.as_str() {
            "crate" => Vec::new(),
            "self" => module.clone(),
            "super" => {
                let supers = path.iter().take_while(|p| *p == "super").count();
                let base = module[..module.len().checked_sub(supers)?].to_vec();
                return Some([base, path[supers..].to_vec()].concat());
            }
            name if self.imports[f].children.contains(name) => {
                return Some([module.clone(), path.to_vec()].concat());
            }
            name => {
                let bound = self.imports[f]
                    .bindings
                    .iter()
                    .find(|b| b.name.as_deref() == Some(name) && b.path != path);
                let b = bound.filter(|_| depth < 8)?;
                self.absolute(f, &b.path, depth + 1)?
            }
        };
        base.extend(rest.iter().cloned());
        Some(base)
    }

    /// The file that defines what `path` (from the root) names, following
    /// re-exports; `None` when it leads out of the crate.
    fn resolve(&self, path: &[String], depth: usize) -> Option<usize> {
        let k = (0..=path.len())
            .rev()
            .find(|&k| self.by_module.contains_key(&path[..k]))?;
        let m = self.by_module[&path[..k]];
        let Some(name) = path.get(k) else {
            return Some(m);
        };
        let bound = self.imports[m]
            .bindings
            .iter()
            .find(|b| b.name.as_ref() == Some(name));
        match bound {
            Some(b) if depth < 8 => {
                let mut to = self.absolute(m, &b.path, 0)?;
                to.extend(path[k + 1..].iter().cloned());
                self.resolve(&to, depth + 1)
            }
            _ => Some(m),
        }
    }

    /// Each file's imports of other files: target → the line of one.
    fn edges(&self) -> Vec<BTreeMap<usize, usize>> {
        let mut edges = vec![BTreeMap::new(); self.files.len()];
        for (f, imp) in self.imports.iter().enumerate() {
            let reexport = |b: &Binding| {
                b.public && !b.name.as_ref().is_some_and(|n| imp.idents.contains_key(n))
            };
            let uses = imp
                .bindings
                .iter()
                .filter(|b| !reexport(b))
                .map(|b| (&b.path, b.at));
            let inline = imp.paths.iter().map(|(p, at)| (p, *at));
            for (path, at) in uses.chain(inline) {
                let target = self.absolute(f, path, 0).and_then(|p| self.resolve(&p, 0));
                let own = |to: usize| self.files[to].module.starts_with(&self.files[f].module);
                if let Some(to) = target.filter(|&to| !own(to)) {
                    edges[f].entry(to).or_insert(self.files[f].code.line_of(at));
                }
            }
        }
        edges
    }
}

/// The strongly connected components of two or more nodes (Tarjan).
fn components(edges: &[BTreeMap<usize, usize>]) -> Vec<Vec<usize>> {
    struct Walk<'a> {
        edges: &'a [BTreeMap<usize, usize>],
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        stack: Vec<usize>,
        on: Vec<bool>,
        next: usize,
        out: Vec<Vec<usize>>,
    }
    fn visit(w: &mut Walk, v: usize) {
        w.index[v] = Some(w.next);
        w.low[v] = w.next;
        w.next += 1;
        w.stack.push(v);
        w.on[v] = true;
        for &u in w.edges[v].keys() {
            match w.index[u] {
                None => {
                    visit(w, u);
                    w.low[v] = w.low[v].min(w.low[u]);
                }
                Some(i) if w.on[u] => w.low[v] = w.low[v].min(i),
                _ => {}
            }
        }
        if Some(w.low[v]) == w.index[v] {
            let mut c = Vec::new();
            loop {
                let u = w.stack.pop().unwrap();
                w.on[u] = false;
                c.push(u);
                if u == v {
                    break;
                }
            }
            if c.len() > 1 {
                c.sort();
                w.out.push(c);
            }
        }
    }
    let n = edges.len();
    let mut w = Walk {
        edges,
        index: vec![None; n],
        low: vec![0; n],
        stack: Vec::new(),
        on: vec![false; n],
        next: 0,
        out: Vec::new(),
    };
    for v in 0..n {
        if w.index[v].is_none() {
            visit(&mut w, v);
        }
    }
    w.out
}

/// Every cycle of the three crates: its allowlist entry, and its imports
/// with where each is.
fn cycles() -> BTreeMap<String, Vec<String>> {
    let mut out = BTreeMap::new();
    for src in crate_sources() {
        let krate = Crate::new(crate_files(&src));
        let edges = krate.edges();
        for c in components(&edges) {
            let name = |f: usize| krate.files[f].path.clone();
            let entry: Vec<String> = c.iter().map(|&f| name(f)).collect();
            let steps = c
                .iter()
                .flat_map(|&f| {
                    edges[f]
                        .iter()
                        .filter(|(to, _)| c.contains(to))
                        .map(move |(&to, line)| (f, to, line))
                })
                .map(|(f, to, line)| format!("{}:{line} imports {}", name(f), name(to)))
                .collect();
            out.insert(entry.join(" <-> "), steps);
        }
    }
    out
}

/// Checks `found` (cycle → its imports) against `allowed`: a cycle not
/// listed fails, and so does an entry with no such cycle (stale).
fn check_cycles(found: &BTreeMap<String, Vec<String>>, allowed: &[&str]) -> Result<(), String> {
    let mut problems = Vec::new();
    for (cycle, steps) in found {
        if !allowed.contains(&cycle.as_str()) {
            problems.push(format!("import cycle {cycle}:\n  {}", steps.join("\n  ")));
        }
    }
    for entry in allowed {
        if !found.contains_key(*entry) {
            problems.push(format!(
                "{entry} is no longer a cycle; drop it from CYCLES_FOR_NOW"
            ));
        }
    }
    if !allowed.windows(2).all(|w| w[0] < w[1]) {
        problems.push("CYCLES_FOR_NOW must be sorted, each cycle once".to_string());
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n"))
    }
}

#[test]
fn files_import_each_other_without_a_cycle_but_the_allowlisted() {
    check_cycles(&cycles(), CYCLES_FOR_NOW).unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn the_cycle_check_reads_uses_paths_and_re_exports() {
    let file = |path: &str, module: &[&str], src: &str| File {
        path: path.into(),
        module: module.iter().map(|m| m.to_string()).collect(),
        code: crate::source::Code::new(src),
    };
    let krate = Crate::new(vec![
        file("lib.rs", &[], "mod a; mod b; mod c; pub use c::C;"),
        file(
            "a/mod.rs",
            &["a"],
            "mod x; pub use x::X; pub(crate) use self::x::{Y as Z, self};",
        ),
        file("a/x.rs", &["a", "x"], "use crate::C; pub struct X;"),
        file(
            "b.rs",
            &["b"],
            "use super::a::X; fn f() { crate::a::Z::new(); }",
        ),
        file(
            "c.rs",
            &["c"],
            "use std::fmt; pub struct C; fn g() { super::b::f() }",
        ),
    ]);
    let edges = krate.edges();
    let has = |from: usize, to: usize| edges[from].contains_key(&to);
    // a/mod.rs only re-exports; b reaches a/x.rs through it.
    assert!(edges[1].is_empty() && has(3, 2) && !has(3, 1), "{edges:?}");
    // lib.rs only re-exports C; x.rs's crate::C is c.rs's.
    assert!(edges[0].is_empty() && has(2, 4) && has(4, 3), "{edges:?}");
    assert_eq!(components(&edges), [vec![2, 3, 4]]);
    let found = BTreeMap::from([("a <-> b".to_string(), vec!["a:1 imports b".to_string()])]);
    assert_eq!(check_cycles(&found, &["a <-> b"]), Ok(()));
    let e = check_cycles(&found, &[]).unwrap_err();
    assert!(e.contains("import cycle a <-> b:\n  a:1 imports b"), "{e}");
    let e = check_cycles(&BTreeMap::new(), &["a <-> b"]).unwrap_err();
    assert!(e.contains("a <-> b is no longer a cycle"), "{e}");
    let e = check_cycles(&found, &["a <-> b", "a <-> b"]).unwrap_err();
    assert_eq!(e, "CYCLES_FOR_NOW must be sorted, each cycle once");
}
