//! End-to-end tests of `--tree @FILE` and `--tree -`: trees too long for a
//! command line, and unreadable sources named in one line.

mod common;

use abviz_core::{Algorithm, NullSink, Problem, SearchOptions};
use serde_json::{json, Value};

use common::{abviz_with_stdin, analyze, fails, AIMA};

// ---------------------------------------------------------------------------
// Trees from a file or standard input
// ---------------------------------------------------------------------------

/// A uniform tree of branching 4 and depth 9 (349,525 nodes, about 800 KB
/// of text): far over the 128 KiB a single command-line argument may hold.
fn big_tree_text() -> String {
    fn grow(depth: u32, next: &mut u32, out: &mut String) {
        if depth == 0 {
            *next = next.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            out.push_str(&((*next >> 16) % 19).to_string());
            return;
        }
        out.push('[');
        for i in 0..4 {
            if i > 0 {
                out.push(',');
            }
            grow(depth - 1, next, out);
        }
        out.push(']');
    }
    let mut s = String::new();
    grow(9, &mut 7, &mut s);
    s
}

#[test]
fn a_tree_too_long_for_the_command_line_is_read_from_a_file() {
    let text = big_tree_text();
    assert!(text.len() > 128 * 1024);
    let path = std::env::temp_dir().join(format!("abviz-big-tree-{}.txt", std::process::id()));
    std::fs::write(&path, &text).unwrap();
    let arg = format!("@{}", path.display());
    let v = analyze(&["--tree", &arg]);
    std::fs::remove_file(&path).unwrap();
    let direct = Problem::tree(&text, true).unwrap();
    let mm = direct
        .search(Algorithm::Minimax, &SearchOptions::default(), &mut NullSink)
        .unwrap();
    assert_eq!(v["minimax"]["nodes"], json!(mm.nodes));
    assert_eq!(mm.nodes, 349_525);
}

#[test]
fn a_tree_is_read_from_standard_input_with_a_dash() {
    let r = abviz_with_stdin(&["analyze", "--tree", "-"], format!("{AIMA}\n").as_bytes());
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(v["minimax"]["nodes"], json!(13));
    assert_eq!(v["alphabeta"]["nodes"], json!(11));
}

#[test]
fn unreadable_tree_sources_exit_2_naming_the_source() {
    let msg = fails(&["analyze", "--tree", "@/no/such/abviz-tree.txt"]);
    assert!(
        msg.contains("/no/such/abviz-tree.txt") && msg.contains("no such file"),
        "{msg}"
    );
    let r = abviz_with_stdin(&["analyze", "--tree", "-"], b"[[1,2],\xff]");
    assert_eq!(r.code, Some(2));
    assert_eq!(r.stdout, "");
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    assert!(
        r.stderr.contains("standard input") && r.stderr.contains("UTF-8"),
        "{}",
        r.stderr
    );
    // A bad tree from a file gets the core's message, as on the command line.
    let r = abviz_with_stdin(&["analyze", "--tree", "-"], b"[1,");
    assert_eq!(r.code, Some(2));
    assert!(r.stderr.starts_with("abviz: tree:"), "{}", r.stderr);
}

/// A tree with chance nodes knows its bounds from its leaves, so Star1
/// prunes there with no `--bounds`, and analyze adds no `chance_pruning`
/// note (a Pacman run with random ghosts and no bounds has one).
#[test]
fn a_chance_tree_prunes_without_bounds_and_has_no_note() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/aima-chance.json"
    );
    let v = analyze(&["--tree", &format!("@{file}")]);
    assert_eq!(v.get("chance_pruning"), None, "{v}");
    assert_eq!(v["alphabeta"]["cutoffs"], json!(1), "{v}");
    assert_eq!(v["alphabeta"]["value"], v["minimax"]["value"]);
}
