//! `abviz export`: the TikZ of every gallery preset passes a syntax check
//! of our own (braces and brackets balanced, every \draw and \node ends
//! with `;`, only known TikZ keys or the picture's own styles, numeric
//! coordinates), and the drawing says what the search did.

mod common;

use common::{abviz, fails};
use serde_json::Value;

/// TikZ keys the picture may use (TikZ's own, no library needed).
const KEYS: &[&str] = &[
    "draw",
    "fill",
    "white",
    "line width",
    "dashed",
    "text",
    "font",
    "inner sep",
    "left",
    "right",
    "midway",
    "gray",
    "blue",
];

fn export(args: &[&str]) -> String {
    let mut all = vec!["export"];
    all.extend_from_slice(args);
    let r = abviz(&all);
    assert_eq!(r.code, Some(0), "{all:?}: {}", r.stderr);
    r.stdout
}

/// The syntax check; returns the number of `\node[val…]` (one per tree node).
fn check_tikz(name: &str, t: &str) -> usize {
    let body: Vec<&str> = t
        .lines()
        .filter(|l| !l.trim_start().starts_with('%'))
        .collect();
    assert!(body[0].starts_with("\\begin{tikzpicture}"), "{name}");
    assert_eq!(body.last(), Some(&"\\end{tikzpicture}"), "{name}");
    let text = body.join("\n");
    // Balanced braces and brackets, ignoring escaped ones.
    let (mut brace, mut bracket, mut prev) = (0i32, 0i32, ' ');
    for c in text.chars() {
        if prev != '\\' {
            match c {
                '{' => brace += 1,
                '}' => brace -= 1,
                '[' => bracket += 1,
                ']' => bracket -= 1,
                _ => {}
            }
        }
        assert!(brace >= 0 && bracket >= 0, "{name}: closes before opening");
        prev = if prev == '\\' && c == '\\' { ' ' } else { c };
    }
    assert_eq!((brace, bracket), (0, 0), "{name}: unbalanced");
    // The styles the picture defines, then every option list's keys.
    let mut styles = vec![];
    for l in &body {
        if let Some((k, _)) = l.trim().split_once("/.style=") {
            styles.push(k.to_string());
        }
    }
    let mut nodes = 0;
    for l in &body[1..body.len() - 1] {
        let l = l.trim();
        if l.contains("/.style=") {
            continue;
        }
        assert!(
            l.starts_with("\\draw[") || l.starts_with("\\node["),
            "{name}: {l}"
        );
        let code = l.split(" % ").next().unwrap();
        assert!(code.ends_with(';'), "{name}: {l}");
        if l.starts_with("\\node[val") {
            nodes += 1;
        }
        // Option lists: between [ and ] outside braces.
        let mut depth = 0;
        let mut opts = vec![];
        let mut cur: Option<String> = None;
        for c in code.chars() {
            match (c, &mut cur) {
                ('{', _) => depth += 1,
                ('}', _) => depth -= 1,
                ('[', None) if depth == 0 => cur = Some(String::new()),
                (']', Some(s)) if depth == 0 => {
                    opts.push(s.clone());
                    cur = None;
                }
                (c, Some(s)) => s.push(c),
                _ => {}
            }
        }
        for o in opts {
            for key in o.split(',') {
                let key = key.split('=').next().unwrap().trim();
                let known = KEYS.contains(&key) || styles.iter().any(|s| s == key);
                assert!(known, "{name}: unknown key {key:?} in {l}");
            }
        }
        // Coordinates: every (a,b) holds two numbers.
        for part in code.split('(').skip(1) {
            let inner = part.split(')').next().unwrap();
            let nums: Vec<&str> = inner.split(',').collect();
            let numeric = nums.iter().all(|n| n.trim().parse::<f64>().is_ok());
            assert!(
                numeric && (nums.len() == 2 || nums.len() == 1),
                "{name}: ({inner}) in {l}"
            );
        }
    }
    nodes
}

#[test]
fn every_gallery_preset_exports_valid_tikz_with_every_node() {
    let presets: Value = serde_json::from_str(&abviz(&["presets"]).stdout).unwrap();
    for p in presets.as_array().unwrap() {
        let name = p["name"].as_str().unwrap();
        for bounds in [false, true] {
            let mut args = vec!["--preset", name];
            if bounds {
                args.push("--bounds");
            }
            let t = export(&args);
            let nodes = check_tikz(name, &t);
            // As many nodes as the drawing list holds (the same tree).
            args.extend(["--format", "json"]);
            let json: Value = serde_json::from_str(&export(&args)).unwrap();
            assert_eq!(nodes, json["nodes"].as_array().unwrap().len(), "{name}");
        }
    }
}

/// AIMA Fig. 5.2: C's last two leaves pruned (dashed), the best line A→B→b1
/// thick, MAX a triangle up and MIN triangles down, α/β with --bounds.
#[test]
fn the_aima_figure_draws_what_alpha_beta_did() {
    let t = export(&["--preset", "aima"]);
    assert_eq!(t.matches("\\draw[pruned]").count(), 2, "{t}");
    assert_eq!(t.matches("\\node[val,pruned]").count(), 2, "{t}");
    assert_eq!(t.matches("\\draw[best]").count(), 2, "{t}");
    assert!(t.contains("\\draw[best] (4,0) -- (1,-1.6);"), "{t}");
    // MAX at the root: apex above the centre; MIN at B: apex below.
    assert!(
        t.contains("\\draw[outline] (3.68,-0.32) -- (4.32,-0.32) -- (4,0.32) -- cycle;"),
        "{t}"
    );
    assert!(
        t.contains("\\draw[outline] (0.68,-1.28) -- (1.32,-1.28) -- (1,-1.92) -- cycle;"),
        "{t}"
    );
    assert!(!t.contains("\\alpha"));
    let b = export(&["--preset", "aima", "--bounds"]);
    // C's cut-off: α = 3 from B, β = 2 after c1.
    assert!(b.contains("{$\\alpha$=$3$ $\\beta$=$2$}"), "{b}");
    let minimax = export(&["--preset", "aima", "--algorithm", "minimax"]);
    assert!(!minimax.contains("pruned]"), "{minimax}");
}

#[test]
fn cs188_actions_are_edge_labels_and_svg_json_agree() {
    let file = format!(
        "@{}/tests/data/cs188/alphabeta-prune.test",
        env!("CARGO_MANIFEST_DIR")
    );
    let t = export(&["--tree", &file]);
    assert!(
        t.contains("\\draw[best] (5.5,0) -- (4,-1.6) node[lab,midway,left] {Middle};"),
        "{t}"
    );
    let svg = export(&["--tree", &file, "--format", "svg"]);
    assert!(
        svg.starts_with("<svg") && svg.contains(">Middle</text>"),
        "{svg}"
    );
    assert_eq!(
        svg.matches("stroke-dasharray").count(),
        2,
        "the 2 pruned edges: {svg}"
    );
    let json: Value =
        serde_json::from_str(&export(&["--tree", &file, "--format", "json"])).unwrap();
    let pruned = json["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|n| n["pruned"] == true);
    assert_eq!(pruned.count(), 2);
}

#[test]
fn bad_export_options_are_one_line() {
    let msg = fails(&["export", "--preset", "aima", "--format", "png"]);
    assert!(msg.contains("format \"png\""), "{msg}");
    let msg = fails(&["export", "--board", "........."]);
    assert!(msg.contains("too many to draw"), "{msg}");
}
