//! End-to-end tests of issue 18's command lines: CS188's Pacman and
//! Nilsson's two robots through `analyze`, `trace` and `play`, and their
//! bad input (one line, exit status 2).

mod common;

use std::io::Write;

use common::{abviz, abviz_with_stdin, analyze, events, fails, json_of, trace};
use serde_json::{json, Value};

fn pacman(args: &[&str]) -> Value {
    let mut all = vec!["--game", "pacman"];
    all.extend_from_slice(args);
    analyze(&all)
}

fn play(args: &[&str]) -> Value {
    let mut all = vec!["play"];
    all.extend_from_slice(args);
    json_of(&all)
}

// ---------------------------------------------------------------------------
// analyze
// ---------------------------------------------------------------------------

/// The first command: CS188's numbers, with strict pruning by default.
#[test]
fn minimax_classic_depth_4_both_algorithms() {
    let v = pacman(&[
        "--board",
        "minimaxClassic",
        "--depth",
        "4",
        "--algorithm",
        "both",
    ]);
    assert_eq!(v["minimax"]["value"], json!(-492));
    assert_eq!(v["alphabeta"]["value"], json!(-492));
    assert_eq!(v["minimax"]["nodes"], json!(5917));
    assert_eq!(v["alphabeta"]["nodes"], json!(1316));
    // Moves are named as CS188 names actions.
    assert_eq!(v["minimax"]["best_move"], json!("West"));
    assert_eq!(v["alphabeta"]["best_move"], json!("West"));
    for alg in ["minimax", "alphabeta"] {
        for field in ["leaves", "cutoffs"] {
            assert!(v[alg][field].is_u64(), "{alg}.{field}: {v}");
        }
    }
    assert_eq!(v.get("chance_pruning"), None);
}

/// Depth is in rounds: 9, 8, 7, -492 as the course's handout gives.
#[test]
fn minimax_classic_values_by_depth_in_rounds() {
    for (depth, want) in [("1", 9), ("2", 8), ("3", 7)] {
        let v = pacman(&["--board", "minimaxClassic", "--depth", depth]);
        assert_eq!(v["minimax"]["value"], json!(want), "depth {depth}");
        assert_eq!(v["alphabeta"]["value"], json!(want), "depth {depth}");
        // Three ghosts: a round is four plies.
        assert_eq!(
            v["minimax"]["max_depth"],
            json!(4 * depth.parse::<u32>().unwrap()),
            "depth {depth}"
        );
    }
}

/// The game's own rule (gt) applies unless --prune is given; ge prunes more.
#[test]
fn prune_defaults_to_the_games_rule_and_can_be_overridden() {
    let base = ["--board", "minimaxClassic", "--depth", "4"];
    let gt = pacman(&[&base[..], &["--prune", "gt"]].concat());
    let ge = pacman(&[&base[..], &["--prune", "ge"]].concat());
    assert_eq!(gt["alphabeta"]["nodes"], json!(1316));
    assert_eq!(ge["alphabeta"]["nodes"], json!(811));
    assert_eq!(ge["alphabeta"]["value"], json!(-492));
    // Other games keep ge.
    let ttt = analyze(&["--board", "O.X/.X./O..", "--algorithm", "alphabeta"]);
    let ttt_ge = analyze(&[
        "--board",
        "O.X/.X./O..",
        "--algorithm",
        "alphabeta",
        "--prune",
        "ge",
    ]);
    assert_eq!(ttt, ttt_ge);
}

/// The second command: a corridor with no ghost, so no chance node.
/// East then East eats the only food: -1 - 1 + 10 + 500 = 508.
#[test]
fn a_typed_layout_with_random_ghosts() {
    let v = pacman(&[
        "--board",
        "%%%%%/%P .%/%%%%%",
        "--depth",
        "2",
        "--ghosts",
        "random",
    ]);
    assert_eq!(v["minimax"]["value"], json!(508));
    assert_eq!(v["minimax"]["best_move"], json!("East"));
    // Root, East/Stop, then East/West/Stop under East and East/Stop under Stop.
    assert_eq!(v["minimax"]["nodes"], json!(8));
    assert_eq!(v.get("chance_pruning"), None, "no ghosts, no chance nodes");
}

/// Without --bounds, Star1 prunes nothing at chance nodes, and says so;
/// with bounds it prunes and agrees with expectimax.
#[test]
fn random_ghosts_without_bounds_say_star1_cannot_prune() {
    let base = [
        "--board",
        "minimaxClassic",
        "--depth",
        "2",
        "--ghosts",
        "random",
    ];
    let v = pacman(&base);
    let note = v["chance_pruning"].as_str().expect("chance_pruning");
    assert!(note.starts_with("none: no --bounds"), "{note}");
    assert_eq!(v["alphabeta"]["nodes"], v["minimax"]["nodes"]);
    assert_eq!(v["alphabeta"]["cutoffs"], json!(0));

    let b = pacman(&[&base[..], &["--bounds", "-1000,1000"]].concat());
    assert_eq!(b.get("chance_pruning"), None);
    assert_eq!(b["alphabeta"]["value"], b["minimax"]["value"]);
    assert_eq!(b["minimax"], v["minimax"]);
    // Minimax alone prunes nothing, so nothing to say.
    let mm = pacman(&[&base[..], &["--algorithm", "minimax"]].concat());
    assert_eq!(mm.get("chance_pruning"), None);
}

#[test]
fn layouts_come_from_text_files_and_standard_input() {
    let rows = "%%%%%%\n%P  .%\n%%%%%%\n";
    let named = pacman(&["--board", "%%%%%%/%P  .%/%%%%%%", "--depth", "3"]);
    assert_eq!(named["minimax"]["value"], json!(507));

    let r = abviz_with_stdin(
        &[
            "analyze", "--game", "pacman", "--board", "-", "--depth", "3",
        ],
        rows.as_bytes(),
    );
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert_eq!(serde_json::from_str::<Value>(&r.stdout).unwrap(), named);

    // A Windows editor's file: a byte order mark and CRLF line ends.
    let path = std::env::temp_dir().join(format!("abviz-layout-{}.txt", std::process::id()));
    let mut f = std::fs::File::create(&path).unwrap();
    f.write_all(b"\xEF\xBB\xBF").unwrap();
    f.write_all(rows.replace('\n', "\r\n").as_bytes()).unwrap();
    drop(f);
    let at = format!("@{}", path.display());
    let from_file = pacman(&["--board", &at, "--depth", "3"]);
    assert_eq!(from_file, named);
    // UTF-16 is named as such, as for --tree.
    std::fs::write(&path, b"\xFF\xFE%\0").unwrap();
    let msg = fails(&[
        "analyze", "--game", "pacman", "--depth", "1", "--board", &at,
    ]);
    std::fs::remove_file(&path).unwrap();
    assert_eq!(
        msg,
        format!(
            "cannot read the board from \"{}\": it is UTF-16 text (it starts with a UTF-16 byte order mark); save it as UTF-8",
            abviz_core::error::quote(&path.display().to_string())
        )
    );
}

#[test]
fn a_history_plays_moves_before_the_search() {
    // minimaxClassic: Pacman West (eats), then the three ghosts move.
    let start = pacman(&["--board", "minimaxClassic", "--depth", "1"]);
    let after = pacman(&[
        "--board",
        "minimaxClassic",
        "--depth",
        "1",
        "--history",
        "W",
    ]);
    // The root is now the first ghost's move: a MIN node.
    assert_ne!(start, after);
    let t = trace(&[
        "--game",
        "pacman",
        "--board",
        "minimaxClassic",
        "--depth",
        "1",
        "--history",
        "W",
        "--algorithm",
        "minimax",
    ]);
    assert_eq!(t[0]["type"], json!("min"));
}

// ---------------------------------------------------------------------------
// trace
// ---------------------------------------------------------------------------

/// The third command: events carry the actions' names.
#[test]
fn trace_names_actions() {
    let t = trace(&["--game", "pacman", "--board", "testClassic", "--depth", "2"]);
    let enters = events(&t, "minimax", "enter");
    assert_eq!(enters[0]["move"], Value::Null);
    assert_eq!(enters[0].get("action"), None);
    let names = ["North", "South", "East", "West", "Stop"];
    for e in &enters[1..] {
        let code = e["move"].as_u64().unwrap() as usize;
        assert_eq!(e["action"], json!(names[code]), "{e}");
    }
    // One ghost: a round is a MAX and a MIN level; depth 2 is 4 plies.
    let deepest = enters.iter().map(|e| e["depth"].as_u64().unwrap()).max();
    assert_eq!(deepest, Some(4));
    assert_eq!(enters[1]["type"], json!("min"));
    let cutoffs = events(&t, "alphabeta", "cutoff");
    assert!(!cutoffs.is_empty());
    for c in cutoffs {
        let skipped: Vec<&str> = (c["skipped"].as_array().unwrap().iter())
            .map(|m| names[m.as_u64().unwrap() as usize])
            .collect();
        assert_eq!(c["skipped_actions"], json!(skipped), "{c}");
    }
    // Strict pruning: no cut-off with alpha equal to beta.
    for c in events(&t, "alphabeta", "cutoff") {
        assert_ne!(c["alpha"], c["beta"], "{c}");
    }
}

// ---------------------------------------------------------------------------
// play
// ---------------------------------------------------------------------------

/// The fourth command: alpha-beta assumes the worst of random
/// ghosts, runs into the ghost at once and never wins.
#[test]
fn trapped_classic_alpha_beta_loses_every_game() {
    let v = play(&[
        "--game",
        "pacman",
        "--board",
        "trappedClassic",
        "--depth",
        "3",
        "--algorithm",
        "alphabeta",
        "--games",
        "200",
        "--seed",
        "1",
    ]);
    assert_eq!(v["games"], json!(200));
    assert_eq!(v["wins"], json!(0));
    assert_eq!(v["losses"], json!(200));
    assert_eq!(v["timeouts"], json!(0));
    assert_eq!(v["win_rate"], json!(0));
    for field in ["mean_score", "mean_moves", "mean_nodes_per_decision"] {
        assert!(v[field].is_number(), "{field}: {v}");
    }
    assert!(v["mean_score"].as_f64().unwrap() < -400.0, "{v}");
    assert_eq!(
        (&v["ghosts"], &v["ghost_moves"], &v["depth"]),
        (&json!("min"), &json!("random"), &json!(3))
    );
}

/// Expectimax models the ghosts as they move, and wins about half its
/// games: 2,000 games put one half's standard error at 1.1%.
#[test]
fn trapped_classic_expectimax_wins_about_half() {
    let v = play(&[
        "--board",
        "trappedClassic",
        "--depth",
        "3",
        "--algorithm",
        "minimax",
        "--ghosts",
        "random",
        "--games",
        "2000",
        "--seed",
        "7",
    ]);
    let wins = v["wins"].as_u64().unwrap();
    assert!((900..=1100).contains(&wins), "{v}");
    assert_eq!(
        v["wins"].as_u64().unwrap() + v["losses"].as_u64().unwrap(),
        2000
    );
    let rate = v["win_rate"].as_f64().unwrap();
    assert!((rate - wins as f64 / 2000.0).abs() < 1e-12, "{v}");
}

#[test]
fn play_is_reproduced_by_its_seed() {
    let args = [
        "--board",
        "trappedClassic",
        "--depth",
        "2",
        "--algorithm",
        "minimax",
        "--ghosts",
        "random",
        "--games",
        "50",
    ];
    let a = play(&[&args[..], &["--seed", "3"]].concat());
    let b = play(&[&args[..], &["--seed", "3"]].concat());
    let c = play(&[&args[..], &["--seed", "4"]].concat());
    assert_eq!(a, b);
    assert_ne!(a["mean_score"], c["mean_score"]);
}

/// Star1 in play without bounds: said as in analyze; with bounds, not.
#[test]
fn play_says_when_star1_cannot_prune() {
    let base = [
        "--board",
        "trappedClassic",
        "--depth",
        "2",
        "--ghosts",
        "random",
        "--games",
        "20",
    ];
    let v = play(&base);
    assert_eq!(v["algorithm"], json!("alphabeta"));
    assert!(v["chance_pruning"].as_str().unwrap().starts_with("none: "));
    let b = play(&[&base[..], &["--bounds", "-1000,1000"]].concat());
    assert_eq!(b.get("chance_pruning"), None);
    // The bounds change how much is searched, never the moves.
    assert_eq!(
        (&b["wins"], &b["mean_score"]),
        (&v["wins"], &v["mean_score"])
    );
}

#[test]
fn searching_ghosts_and_timeouts() {
    // Ghosts by search on minimaxClassic: the game is decided, never a timeout.
    let v = play(&[
        "--board",
        "minimaxClassic",
        "--depth",
        "2",
        "--ghost-moves",
        "search",
        "--games",
        "3",
    ]);
    assert_eq!(v["ghost_moves"], json!("search"));
    // Searching ghosts do not draw on the seed: the games are identical.
    assert!(v["wins"] == json!(3) || v["losses"] == json!(3), "{v}");
    // A Pacman move limit of 1 on a maze it cannot finish in one move.
    let t = play(&[
        "--board",
        "smallClassic",
        "--depth",
        "1",
        "--max-moves",
        "1",
    ]);
    assert_eq!((&t["timeouts"], &t["mean_moves"]), (&json!(1), &json!(1)));
}

#[test]
fn play_obeys_the_limits_and_shows_progress() {
    let r = abviz(&[
        "play",
        "--board",
        "trappedClassic",
        "--depth",
        "3",
        "--games",
        "200",
        // Per search (issue 32): each decision here takes 35 nodes.
        "--max-nodes",
        "20",
    ]);
    assert_eq!(r.code, Some(3), "{}", r.stderr);
    assert_eq!(r.stdout, "");
    assert!(
        // A move's search is over its own limit: fewer games would not help.
        r.stderr
            .starts_with("abviz: the search of a move in game 1 stopped")
            && r.stderr.contains("choose a smaller depth"),
        "{}",
        r.stderr
    );
    let r = abviz(&[
        "play",
        "--board",
        "smallClassic",
        "--depth",
        "3",
        "--games",
        "100000",
        "--time-limit",
        "1.5",
        "--progress",
    ]);
    assert_eq!(r.code, Some(3), "{}", r.stderr);
    let lines: Vec<&str> = r.stderr.lines().collect();
    assert!(lines.len() >= 2, "{}", r.stderr);
    assert!(
        lines[0].contains(" of 100,000 games, ") && lines[0].contains(" nodes, "),
        "{}",
        r.stderr
    );
    assert!(
        lines.last().unwrap().contains("the time limit is 1.5 s"),
        "{}",
        r.stderr
    );
}

// ---------------------------------------------------------------------------
// robots
// ---------------------------------------------------------------------------

/// Distance 3 (odd): White catches Black in 5 plies, worth 100 - 5.
#[test]
fn robots_analyze_open8() {
    let v = analyze(&["--game", "robots", "--board", "open8", "--depth", "6"]);
    for alg in ["minimax", "alphabeta"] {
        assert_eq!(v[alg]["value"], json!(95), "{v}");
        assert_eq!(v[alg]["best_move"], json!("South"), "{v}");
    }
    assert!(v["alphabeta"]["nodes"].as_u64() < v["minimax"]["nodes"].as_u64());
    // The registry's depth (6 plies) when none is given (a full search to
    // the move limit would not end: the time limit turns that into a failure).
    assert_eq!(
        analyze(&["--game", "robots", "--board", "open8", "--time-limit", "20"]),
        v,
        "default depth"
    );
}

/// Distance 4 (even): every move flips the parity, so White always moves
/// at an even distance and never lands on Black.
#[test]
fn robots_parity_decides() {
    let odd = play(&["--game", "robots", "--board", "open8"]);
    assert_eq!(
        (&odd["end"], &odd["winner"]),
        (&json!("win"), &json!("White"))
    );
    assert_eq!(odd["plies"], json!(5));
    let moves = odd["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 5);
    assert_eq!(moves[0]["robot"], json!("White"));
    assert_eq!(moves[1]["robot"], json!("Black"));
    assert_eq!(moves[0]["action"], json!("South"));

    let even = play(&["--game", "robots", "--board", "open8even", "--limit", "12"]);
    assert_eq!(
        (&even["end"], &even["winner"]),
        (&json!("loss"), &json!("Black"))
    );
    assert_eq!(even["plies"], json!(12));
    let v = analyze(&["--game", "robots", "--board", "open8even", "--depth", "8"]);
    assert!(v["alphabeta"]["value"].as_f64().unwrap() < 90.0, "{v}");
}
