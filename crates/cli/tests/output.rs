//! Output that cannot be written is an error (issue 32): every command with
//! standard output on a full disk (`/dev/full`) exits 2 with one line saying
//! the output could not be written and why, where it used to exit 0 having
//! written nothing; a closed pipe (`| head`) still ends the output quietly.

use std::fs::OpenOptions;
use std::io::Read;
use std::process::{Command, Stdio};

const FULL: &str = "cannot write the output to standard output: no space left on device";

/// `abviz args` with standard output on /dev/full: (exit status, stderr).
fn onto_full_disk(args: &[&str]) -> (Option<i32>, String) {
    let full = OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full opens");
    let out = Command::new(env!("CARGO_BIN_EXE_abviz"))
        .args(args)
        .stdout(full)
        .output()
        .expect("abviz runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn every_command_says_when_its_output_cannot_be_written() {
    let dir = std::env::temp_dir().join(format!("abviz-output-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let positions = dir.join("positions.txt");
    std::fs::write(&positions, "4455\n44455554221 -15\n").unwrap();
    let positions = positions.to_str().unwrap();
    let runs: [&[&str]; 13] = [
        &["games"],
        &["presets"],
        &["algorithms"],
        &["--help"],
        &["replay", "nilsson"],
        &["analyze", "--board", "X........", "--depth", "2"],
        &["trace", "--tree", "[[3,12,8],[2,4,6]]"],
        &["solve", "--board", "4455"],
        &["solve", "--board", "44455554221", "--columns"],
        &["solve", "--positions", positions],
        &["positions", "--plies", "3"],
        &["positions", "--size", "4x4", "--plies", "2", "--list"],
        &["analyze", "--tree", "[1,2]", "--max-nodes", "1000"],
    ];
    for args in runs {
        let (code, err) = onto_full_disk(args);
        assert_eq!(code, Some(2), "{args:?}: {err}");
        let lines: Vec<&str> = err.lines().collect();
        assert_eq!(lines.len(), 1, "{args:?}: one line, got {err}");
        assert!(
            lines[0].starts_with(&format!("abviz: {FULL}")),
            "{args:?}: {err}"
        );
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_closed_pipe_still_ends_the_output_quietly() {
    // `abviz positions … --list | head -c 1`: the reader leaves after a byte.
    let mut child = Command::new(env!("CARGO_BIN_EXE_abviz"))
        .args(["positions", "--size", "5x4", "--plies", "6", "--list"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("abviz runs");
    let mut first = [0u8; 1];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// A closed standard output (`abviz … >&-`) is refused before any work
/// (issue 32): Rust's runtime reopens it on /dev/null, so the run used to
/// exit 0 having shown nothing. Output sent to /dev/null on purpose is
/// still fine.
#[test]
fn a_closed_standard_output_is_refused_before_any_work() {
    let bin = env!("CARGO_BIN_EXE_abviz");
    for args in [
        &["games"][..],
        &["analyze", "--board", "X........", "--depth", "2"],
        &["trace", "--tree", "[[3,12,8],[2,4,6]]"],
        &["--help"],
    ] {
        let run = |redirect: &str| {
            Command::new("bash")
                .arg("-c")
                .arg(format!("exec \"$0\" \"$@\" {redirect}"))
                .arg(bin)
                .args(args)
                .stdin(Stdio::null())
                .output()
                .expect("bash runs")
        };
        let closed = run(">&-");
        let err = String::from_utf8_lossy(&closed.stderr);
        assert_eq!(closed.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(
            err, "abviz: cannot write the output to standard output: it is closed\n",
            "{args:?}"
        );
        let discarded = run(">/dev/null");
        assert_eq!(discarded.status.code(), Some(0), "{args:?} >/dev/null");
    }
}

#[test]
fn a_trace_whose_output_fails_stops_its_search() {
    // The trace is written as the search runs: a full disk stops the
    // search at its next check rather than after its hours of work (an
    // empty 7×6 board to depth 14 is billions of nodes; without the stop,
    // the time limit ends it with status 3).
    let start = std::time::Instant::now();
    let (code, err) = onto_full_disk(&[
        "trace",
        "--game",
        "connect4",
        "--board",
        "",
        "--depth",
        "14",
        "--time-limit",
        "30",
    ]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.starts_with(&format!("abviz: {FULL}")), "{err}");
    let took = start.elapsed();
    assert!(took < std::time::Duration::from_secs(20), "{took:?}");
}
