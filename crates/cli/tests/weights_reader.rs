//! The weight file (`--eval @FILE`, `learn --from @FILE`) is read as trees
//! and boards are (issue 32): capped in size and given up at `--time-limit`.
//! `@/dev/zero` used to grow to gigabytes, and a FIFO that never writes hung
//! both commands even with a time limit.

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

/// Exit status `code` and the one stderr line containing `needle`.
fn one_line(out: &Output, code: i32, needle: &str) {
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(code), "{err}");
    assert_eq!(err.lines().count(), 1, "one line: {err}");
    assert!(err.contains(needle), "{err}");
    assert!(out.stdout.is_empty());
}

#[test]
fn an_endless_weight_file_is_refused_at_the_cap() {
    let eval = [
        "analyze",
        "--game",
        "connect4",
        "--board",
        "4453",
        "--depth",
        "2",
        "--eval",
        "@/dev/zero",
    ];
    let (out, took) = abviz(&eval);
    one_line(
        &out,
        2,
        "cannot read the weights from \"/dev/zero\": it is longer than 64 MiB",
    );
    assert!(took < Duration::from_secs(20), "{took:?}");
    let (out, _) = abviz(&["learn", "--from", "@/dev/zero", "--games", "1"]);
    one_line(
        &out,
        2,
        "cannot read the weights from \"/dev/zero\": it is longer than 64 MiB",
    );
}

#[cfg(unix)]
#[test]
fn a_fifo_that_never_writes_stops_at_the_time_limit() {
    let dir = std::env::temp_dir().join(format!("abviz-weights-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let fifo = dir.join("weights.fifo");
    let made = Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let at = format!("@{}", fifo.display());
    let eval = [
        "analyze",
        "--game",
        "connect4",
        "--board",
        "4453",
        "--depth",
        "2",
        "--time-limit",
        "1",
        "--eval",
        &at,
    ];
    let (out, took) = abviz(&eval);
    one_line(&out, 3, "stopped reading the weights from");
    assert!(took < Duration::from_secs(10), "{took:?}");
    let (out, took) = abviz(&["learn", "--from", &at, "--games", "1", "--time-limit", "1"]);
    one_line(&out, 3, "stopped reading the weights from");
    assert!(took < Duration::from_secs(10), "{took:?}");
    std::fs::remove_dir_all(&dir).ok();
}
