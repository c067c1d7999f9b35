//! `--max-nodes` counts each search on its own (issue 32): every algorithm
//! of `analyze` and `trace`, every move's search of `play` and `learn`, every
//! position of `book`; a stop names the search and says the limit is each
//! search's. Before, one budget counted them all together.

mod common;

use common::{abviz, json_of, one_line};

const PER_SEARCH: &str = "(--max-nodes counts each search)";

#[test]
fn analyze_gives_minimax_and_alpha_beta_a_limit_each() {
    // Minimax 549,946 nodes and alpha-beta 18,297: together over the limit.
    let v = json_of(&["analyze", "--board", ".........", "--max-nodes", "549946"]);
    assert_eq!(v["minimax"]["nodes"], 549946);
    assert_eq!(v["alphabeta"]["nodes"], 18297);
    // Minimax stops one node short; alpha-beta still runs and finishes,
    // and what finished is printed, marked partial (issue 32).
    let r = abviz(&["analyze", "--board", ".........", "--max-nodes", "549945"]);
    assert_eq!(r.code, Some(3), "{}", r.stderr);
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    assert!(r.stderr.starts_with(&format!("abviz: the minimax search stopped after 549,945 nodes: the node limit is 549,945 {PER_SEARCH}; choose a smaller depth")), "{}", r.stderr);
    assert!(
        r.stderr.ends_with("; alphabeta finished and is printed\n"),
        "{}",
        r.stderr
    );
    let v: serde_json::Value = serde_json::from_str(&r.stdout).expect("the finished part, as JSON");
    assert_eq!(v["partial"], true);
    assert_eq!(v["alphabeta"]["nodes"], 18297);
    assert_eq!(v["alphabeta"]["value"], 0);
    assert_eq!(
        v["minimax"],
        serde_json::json!({"stopped": "node limit", "nodes": 549945})
    );
    let r = abviz(&[
        "analyze",
        "--board",
        ".........",
        "--algorithm",
        "alphabeta",
        "--max-nodes",
        "18296",
    ]);
    one_line(
        &r,
        3,
        "abviz: the alphabeta search stopped after 18,296 nodes",
    );
}

#[test]
fn trace_gives_each_algorithm_a_limit_of_its_own() {
    // Minimax 8,232 nodes, alpha-beta 749.
    let args = ["trace", "--board", "XO.......", "--max-nodes"];
    let r = abviz(&[&args[..], &["8232"]].concat());
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    let exits_in = |out: &str, alg: &str| {
        (out.lines())
            .filter(|l| l.contains(&format!("\"algorithm\":\"{alg}\"")))
            .filter(|l| l.contains("\"event\":\"enter\""))
            .count()
    };
    let exits = |alg: &str| exits_in(&r.stdout, alg);
    assert_eq!((exits("minimax"), exits("alphabeta")), (8232, 749));
    // One node fewer: minimax stops, alpha-beta still runs, and both are
    // written (issue 32: a stopped trace used to write nothing).
    let r = abviz(&[&args[..], &["8231"]].concat());
    assert_eq!(r.code, Some(3), "{}", r.stderr);
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    assert!(r.stderr.starts_with(&format!("abviz: the minimax search stopped after 8,231 nodes: the node limit is 8,231 {PER_SEARCH}")), "{}", r.stderr);
    assert!(
        r.stderr.ends_with(
            "minimax's events end with a \"stopped\" line; alphabeta finished and was traced\n"
        ),
        "{}",
        r.stderr
    );
    let exits = |alg: &str| exits_in(&r.stdout, alg);
    assert_eq!((exits("minimax"), exits("alphabeta")), (8231, 749));
    let stop = r#"{"algorithm":"minimax","event":"stopped","limit":"node limit","nodes":8231}"#;
    let lines: Vec<&str> = r.stdout.lines().collect();
    let at = lines
        .iter()
        .position(|l| *l == stop)
        .expect("a stopped line");
    assert!(lines[..at].iter().all(|l| l.contains("\"minimax\"")));
    assert!(lines[at + 1..].iter().all(|l| l.contains("\"alphabeta\"")));
    let written = lines.len().to_string();
    let grouped = format!(
        "{},{}",
        &written[..written.len() - 3],
        &written[written.len() - 3..]
    );
    assert!(
        r.stderr
            .contains(&format!("; {grouped} trace lines are written;")),
        "{}",
        r.stderr
    );
}

#[test]
fn play_gives_each_move_a_limit_of_its_own() {
    // 200 games of one decision each, 35 nodes a decision: 7,000 in all.
    let args = [
        "play",
        "--board",
        "trappedClassic",
        "--depth",
        "3",
        "--games",
        "200",
        "--max-nodes",
    ];
    let v = json_of(&[&args[..], &["35"]].concat());
    assert_eq!((&v["games"], &v["decisions"]), (&200.into(), &200.into()));
    let r = abviz(&[&args[..], &["34"]].concat());
    one_line(&r, 3, &format!("abviz: the search of a move in game 1 stopped after 34 nodes: the node limit is 34 {PER_SEARCH}; choose a smaller depth"));
    // The robots: the first move's search is the largest, 440 nodes.
    let robots = [
        "play",
        "--game",
        "robots",
        "--board",
        "open8",
        "--max-nodes",
    ];
    let v = json_of(&[&robots[..], &["440"]].concat());
    assert_eq!(v["nodes"], 1534, "{v}");
    let r = abviz(&[&robots[..], &["439"]].concat());
    one_line(&r, 3, "abviz: the search of ply 1 stopped after 439 nodes");
}

#[test]
fn learn_gives_each_move_a_limit_of_its_own() {
    // A depth-2 move's search is at most 1 + 7 + 49 nodes.
    let args = [
        "learn",
        "--games",
        "20",
        "--depth",
        "2",
        "--eval-every",
        "0",
    ];
    let v = json_of(&[&args[..], &["--max-nodes", "57"]].concat());
    assert_eq!(v["games"], 20);
    assert!(v["nodes"].as_u64().unwrap() > 57 * 20, "{v}");
    let r = abviz(&[&args[..], &["--max-nodes", "45"]].concat());
    one_line(&r, 3, &format!("abviz: the search of a move in training game 4 stopped after 45 nodes: the node limit is 45 {PER_SEARCH}"));
    // In the curve's games, the line says so.
    let r = abviz(&[
        "learn",
        "--games",
        "20",
        "--depth",
        "3",
        "--max-nodes",
        "40",
    ]);
    one_line(
        &r,
        3,
        "the search of a move in the curve's games after 0 training games stopped after 40 nodes",
    );
}

#[test]
fn book_names_the_position_a_limit_stopped() {
    let out = std::env::temp_dir().join(format!("abviz-per-search-{}.txt", std::process::id()));
    let r = abviz(&[
        "book",
        "--game",
        "connect4",
        "--size",
        "4x4",
        "--plies",
        "2",
        "--out",
        out.to_str().unwrap(),
        "--max-nodes",
        "1000",
    ]);
    one_line(&r, 3, &format!("abviz: the solve of position 1 stopped after 1,000 nodes: the node limit is 1,000 {PER_SEARCH}; raise the limit, or build fewer plies"));
}
