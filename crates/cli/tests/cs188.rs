//! CS188's `GraphGameTreeTest` files read as they are (`--tree @FILE`):
//! abviz's own files in tests/data/cs188, each with the action worked out
//! by hand in its header comment, the options that override the file, and
//! bad files as one line naming the line and the field.

mod common;

use common::{analyze, fails, trace};

fn file(name: &str) -> String {
    format!("@{}/tests/data/cs188/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// Each file's expected action, its index among the start state's
/// successors, the root's value and the algorithm the file's `alg` names.
#[test]
fn every_file_gives_the_action_worked_out_by_hand() {
    let cases = [
        ("depth-cut.test", "minimax", "Right", 1, 4.0),
        ("alphabeta-prune.test", "alphabeta", "Middle", 1, 3.0),
        ("three-agents.test", "minimax", "Left", 0, 4.0),
        ("expectimax.test", "minimax", "Left", 0, 5.0),
        ("terminal.test", "minimax", "Left", 0, 6.0),
    ];
    for (name, alg, action, index, value) in cases {
        let v = analyze(&["--tree", &file(name)]);
        let r = &v[alg];
        assert_eq!(r["best_action"], action, "{name}: {v}");
        assert_eq!(r["best_move"], index, "{name}: {v}");
        assert_eq!(r["value"].as_f64(), Some(value), "{name}: {v}");
        // Only the file's algorithm runs.
        assert_eq!(v.as_object().unwrap().len(), 2, "{name}: {v}");
        assert_eq!(v["cs188"]["actions"][index], action, "{name}");
        assert_eq!(v["cs188"]["algorithm"]["from"], "file", "{name}");
    }
}

/// The course's alpha-beta does not prune on a tie: D is searched to the
/// end (15 nodes); with `--prune ge` D's tie cuts off too (13).
#[test]
fn alpha_beta_prunes_as_the_course_does() {
    let v = analyze(&["--tree", &file("alphabeta-prune.test")]);
    assert_eq!(v["alphabeta"]["nodes"], 15, "{v}");
    assert_eq!(v["alphabeta"]["pruned_children"], 2, "{v}");
    assert_eq!(v["cs188"]["prune"]["value"], "gt");
    let v = analyze(&["--tree", &file("alphabeta-prune.test"), "--prune", "ge"]);
    assert_eq!(v["alphabeta"]["nodes"], 13, "{v}");
    assert_eq!(v["cs188"]["prune"]["from"], "option");
    let v = analyze(&[
        "--tree",
        &file("alphabeta-prune.test"),
        "--algorithm",
        "both",
    ]);
    assert_eq!(v["minimax"]["nodes"], 17, "{v}");
    assert_eq!(v["minimax"]["best_action"], "Middle", "{v}");
    assert_eq!(v["cs188"]["algorithm"]["from"], "option");
}

/// `--depth` counts rounds, as the file does, and replaces the file's.
#[test]
fn depth_and_agents_options_override_the_file() {
    let v = analyze(&["--tree", &file("depth-cut.test"), "--depth", "2"]);
    assert_eq!(v["minimax"]["best_action"], "Left", "{v}");
    assert_eq!(v["minimax"]["value"], 6, "{v}");
    assert_eq!(v["cs188"]["depth"]["value"], 2);
    assert_eq!(v["cs188"]["depth"]["from"], "option");
    assert_eq!(v["cs188"]["agents"]["from"], "file");
    // Two agents over two rounds: the third level is MAX's; Right wins 8 to 7.
    let args = [
        "--tree",
        &file("three-agents.test"),
        "--agents",
        "2",
        "--depth",
        "2",
    ];
    let v = analyze(&args);
    assert_eq!(v["minimax"]["best_action"], "Right", "{v}");
    assert_eq!(v["minimax"]["value"], 8, "{v}");
    assert_eq!(v["cs188"]["agents"]["value"], 2);
    assert_eq!(v["cs188"]["agents"]["from"], "option");
}

/// Expectimax's ghost levels are chance nodes in the trace.
#[test]
fn expectimax_ghosts_are_chance_nodes() {
    let lines = trace(&["--tree", &file("expectimax.test")]);
    let enter = |node: u64| {
        lines
            .iter()
            .find(|e| e["event"] == "enter" && e["node"] == node)
            .map(|e| e["type"].clone())
    };
    assert_eq!(enter(0), Some("max".into()));
    assert_eq!(enter(1), Some("chance".into()));
}

fn bad(text: &str) -> String {
    let path = std::env::temp_dir().join(format!("abviz-cs188-{}.test", std::process::id()));
    std::fs::write(&path, text).unwrap();
    let msg = fails(&["analyze", "--tree", &format!("@{}", path.display())]);
    std::fs::remove_file(&path).ok();
    msg
}

#[test]
fn bad_files_name_the_line_and_the_field() {
    let good = std::fs::read_to_string(&file("depth-cut.test")[1..]).unwrap();
    let cases = [
        ("gL x A\n", "gL x\n", "line 27, field \"successors\""),
        (
            "B 6.0\n",
            "B six\n",
            "line 37, field \"evaluation\": \"six\"",
        ),
        (
            "C 4.0\n",
            "",
            "field \"evaluation\": state \"C\" is a win or lose state",
        ),
        ("\"MinimaxAgent\"", "\"Minimax\"", "line 6, field \"alg\""),
        ("depth: \"1\"", "depth: \"x\"", "line 7, field \"depth\""),
        (
            "num_agents: \"2\"\n",
            "",
            "field \"num_agents\": the field is missing",
        ),
        (
            "alg: \"MinimaxAgent\"",
            "alg: \"MinimaxAgent",
            "line 6, field \"alg\"",
        ),
    ];
    for (from, to, needle) in cases {
        assert!(good.contains(from), "{from}");
        let msg = bad(&good.replacen(from, to, 1));
        assert!(msg.contains(needle), "{from:?} → {msg}");
    }
    let msg = bad("class: \"GraphGameTreeTest\"\nsuccessors: \"\"\"\na b c\n");
    assert!(msg.contains("line 2, field \"successors\""), "{msg}");
}
