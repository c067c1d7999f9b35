//! Limits: `--max-nodes` and `--time-limit` stop every searching command
//! with one line naming the limit and exit status 3; `--progress` writes
//! nodes and time to stderr; `--tree @fifo` stops at the time limit too.

use std::process::{Command, Output};
use std::time::{Duration, Instant};

fn abviz(args: &[&str]) -> (Output, Duration) {
    let start = Instant::now();
    let out = Command::new(env!("CARGO_BIN_EXE_abviz"))
        .args(args)
        .output()
        .expect("abviz runs");
    (out, start.elapsed())
}

/// The run stopped: exit status 3 and one stderr line containing `needle`.
fn stopped(args: &[&str], needle: &str) -> Duration {
    let (out, took) = abviz(args);
    if args[0] == "trace" {
        stopped_tracing(args, &out);
    } else {
        assert!(out.stdout.is_empty(), "{args:?} printed a result");
    }
    said_stop(args, &out, needle);
    took
}

/// A stopped trace keeps what it wrote (issue 32: it used to write nothing
/// once its search stopped): whole JSON lines, the stopped search's last
/// one a `stopped` event naming the limit that the line names.
fn stopped_tracing(args: &[&str], out: &Output) {
    let text = String::from_utf8_lossy(&out.stdout);
    let events: Vec<serde_json::Value> = (text.lines())
        .map(|l| serde_json::from_str(l).expect("each line is JSON"))
        .collect();
    assert!(!events.is_empty(), "{args:?} wrote nothing");
    let stop = (events.iter())
        .find(|e| e["event"] == "stopped")
        .unwrap_or_else(|| panic!("{args:?}: no stopped line"));
    let alg = &stop["algorithm"];
    let last = (events.iter()).rfind(|e| &e["algorithm"] == alg).unwrap();
    assert_eq!(last, stop, "{args:?}: the stopped line ends its search");
    let err = String::from_utf8_lossy(&out.stderr);
    let limit = stop["limit"].as_str().unwrap();
    assert!(err.contains(limit), "{args:?}: {limit} in {err}");
}

fn said_stop(args: &[&str], out: &Output, needle: &str) {
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(3), "{args:?}: {err}");
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 1, "{args:?}: one line, got {err}");
    assert!(lines[0].contains(needle), "{args:?}: {err}");
}

/// `positions` stopped: the plies it finished are printed, marked partial,
/// and the line says how far it got (issue 32: it used to print nothing).
fn stopped_counting(args: &[&str], needle: &str) -> Duration {
    let (out, took) = abviz(args);
    said_stop(args, &out, needle);
    let v: serde_json::Value =
        serde_json::from_slice(&out.stdout).expect("the finished counts, as JSON");
    assert_eq!(v["partial"], true, "{v}");
    let counts = v["positions"].as_array().unwrap();
    let plies = counts.len() - 1;
    assert!(counts.len() >= 2, "{v}");
    // Tromp's counts for the plies it finished.
    let tromp = [1, 7, 49, 238, 1120, 4263, 16422, 54859, 184275, 558186];
    for (c, t) in counts.iter().zip(tromp) {
        assert_eq!(c.as_u64(), Some(t), "{v}");
    }
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(&format!("; the counts for 0 to {plies} plies are printed")),
        "{err}"
    );
    took
}

#[test]
fn max_nodes_stops_analyze_trace_solve_and_positions_with_one_line_and_status_3() {
    // Issue 32: the limit is each search's, and the line says so.
    let limit = "search stopped after 1,000 nodes: the node limit is 1,000 (--max-nodes counts each search); choose a smaller depth, or raise the limit";
    for cmd in ["analyze", "trace"] {
        stopped(&[cmd, "--board", ".........", "--max-nodes", "1000"], limit);
        // A traced alpha-beta sizes the full tree first: within the limit too.
        stopped(
            &[
                cmd, "--game", "connect4", "--board", "4453", "--depth", "20",
            ]
            .into_iter()
            .chain(["--algorithm", "alphabeta", "--max-nodes", "1000"])
            .collect::<Vec<_>>(),
            limit,
        );
    }
    let solve = "the solve stopped after 1,000 nodes: the node limit is 1,000 (--max-nodes counts each search); raise the limit, or solve a position with more stones";
    // Nine stones, past the deep opening book (4453 is answered from it with no search).
    stopped(
        &["solve", "--board", "444412774", "--max-nodes", "1000"],
        solve,
    );
    stopped(
        &[
            "solve",
            "--board",
            "44441277",
            "--columns",
            "--max-nodes",
            "1000",
        ],
        solve,
    );
    stopped_counting(
        &["positions", "--plies", "9", "--max-nodes", "1000"],
        "the count stopped after 1,000 nodes: the node limit is 1,000 (--max-nodes counts each search); raise the limit, or count fewer plies",
    );
    // Within the limit, the result is as without it.
    let (out, _) = abviz(&["analyze", "--board", ".........", "--max-nodes", "600000"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("549946"));
    let (out, _) = abviz(&["analyze", "--board", ".........", "--max-nodes", "many"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "abviz: max-nodes \"many\" is not a number above 0\n"
    );
}

#[test]
fn time_limit_stops_each_command_soon_after_with_one_line_and_status_3() {
    let named = "the time limit is 0.5 s";
    let deep = ["--game", "connect4", "--board", "", "--depth", "14"];
    for cmd in ["analyze", "trace"] {
        let args: Vec<&str> = [cmd]
            .into_iter()
            .chain(deep)
            .chain(["--time-limit", "0.5"])
            .collect();
        assert!(stopped(&args, named) < Duration::from_secs(4));
    }
    // The 93-second case: a traced alpha-beta at depth 20 once sized its tree unbudgeted.
    let took = stopped(
        &[
            "trace",
            "--game",
            "connect4",
            "--board",
            "4453",
            "--depth",
            "20",
            "--time-limit",
            "0.5",
        ],
        named,
    );
    assert!(took < Duration::from_secs(4), "{took:?}");
    assert!(
        stopped_counting(
            &["positions", "--plies", "12", "--time-limit", "0.5"],
            named
        ) < Duration::from_secs(4)
    );
    // A 4-stone position's solve returns (solved or stopped) within its limit, with slack for a busy machine.
    let (out, took) = abviz(&["solve", "--board", "4453", "--time-limit", "5"]);
    assert!(matches!(out.status.code(), Some(0 | 3)), "{out:?}");
    assert!(took < Duration::from_secs(6), "{took:?}");
    let (out, _) = abviz(&["solve", "--time-limit", "-1"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn progress_writes_nodes_and_time_to_stderr_about_twice_a_second() {
    let args = [
        "analyze",
        "--game",
        "connect4",
        "--board",
        "",
        "--depth",
        "14",
        "--time-limit",
        "1.8",
    ];
    let (out, _) = abviz(&[&args[..], &["--progress"]].concat());
    let err = String::from_utf8_lossy(&out.stderr);
    let lines: Vec<&str> = err.lines().collect();
    let progress: Vec<&&str> = lines
        .iter()
        .filter(|l| l.ends_with(" s") && l.contains(" nodes, "))
        .collect();
    assert!((2..=4).contains(&progress.len()), "{err}");
    assert!(progress.iter().all(|l| l.starts_with("abviz: ")), "{err}");
    assert_eq!(out.status.code(), Some(3));
    // Off when stderr is not a terminal (as here), and with --no-progress.
    for extra in [&[][..], &["--progress", "--no-progress"][..]] {
        let (out, _) = abviz(&[&args[..], extra].concat());
        assert_eq!(String::from_utf8_lossy(&out.stderr).lines().count(), 1);
    }
}

#[test]
fn a_tree_fifo_that_never_gets_a_writer_stops_at_the_time_limit() {
    let dir = std::env::temp_dir().join(format!("abviz-fifo-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let fifo = dir.join("tree");
    let _ = std::fs::remove_file(&fifo);
    let made = Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let arg = format!("@{}", fifo.display());
    let took = stopped(
        &["analyze", "--tree", &arg, "--time-limit", "0.5"],
        "stopped reading the tree from",
    );
    assert!(took < Duration::from_secs(3), "{took:?}");
    let _ = std::fs::remove_dir_all(&dir);
}
