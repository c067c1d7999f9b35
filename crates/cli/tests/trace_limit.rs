//! `--time-limit` covers writing a trace, not just its search (issue 32):
//! into a reader slower than the limit, `abviz trace` stops with exit 3 and
//! one line saying how many lines it wrote, where it used to exit 0 however
//! long the writing took.

use std::io::Read;
use std::process::{Command, Stdio};
use std::thread::sleep;
use std::time::Duration;

#[test]
fn a_trace_into_a_slow_reader_stops_at_the_time_limit() {
    // One move in: the search takes well under the limit, its 147,142 lines do not fit a pipe.
    let mut child = Command::new(env!("CARGO_BIN_EXE_abviz"))
        .args([
            "trace",
            "--board",
            "X........",
            "--algorithm",
            "minimax",
            "--time-limit",
            "2",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("abviz runs");
    // The reader waits past the limit before it reads anything.
    sleep(Duration::from_millis(4500));
    let mut text = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut text)
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(3), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("stopped after writing") && err.contains("trace lines: the time limit is 2 s"),
        "{err}"
    );
    assert!(text.lines().count() < 147_142, "it stopped writing");
}
