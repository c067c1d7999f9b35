//! `abviz learn` keeps its work and obeys its limits (issue 32): games that
//! search nothing (`--epsilon 1`) still stop at `--time-limit`; an `--out`
//! that cannot be written is said before any training; a run a limit stops
//! writes the weights it has learned to `--out`, and says so.

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

fn err_of(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn games_without_search_stop_at_the_time_limit() {
    let (out, took) = abviz(&[
        "learn",
        "--epsilon",
        "1",
        "--eval-every",
        "0",
        "--games",
        "10000000",
        "--time-limit",
        "1",
    ]);
    let err = err_of(&out);
    assert_eq!(out.status.code(), Some(3), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("the time limit is 1 s"), "{err}");
    assert!(took < Duration::from_secs(10), "{took:?}");
}

#[test]
fn an_out_that_cannot_be_written_is_said_before_training() {
    let (out, took) = abviz(&[
        "learn",
        "--games",
        "100000",
        "--eval-every",
        "0",
        "--out",
        "no-such-dir/x.json",
    ]);
    let err = err_of(&out);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert_eq!(
        err.trim_end(),
        "abviz: cannot write the weights to \"no-such-dir/x.json\": no such file"
    );
    assert!(took < Duration::from_secs(5), "no training first: {took:?}");
}

#[test]
fn a_run_stopped_by_its_limit_writes_what_it_learned() {
    let dir = std::env::temp_dir().join(format!("abviz-learn-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("w.json");
    let path_text = path.to_str().unwrap();
    let (out, _) = abviz(&[
        "learn",
        "--epsilon",
        "1",
        "--eval-every",
        "0",
        "--games",
        "10000000",
        "--time-limit",
        "1",
        "--out",
        path_text,
    ]);
    let err = err_of(&out);
    assert_eq!(out.status.code(), Some(3), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains(&format!("games are written to \"{path_text}\"")),
        "{err}"
    );
    // The file is weights the engine reads back.
    let at = format!("@{path_text}");
    let (out, _) = abviz(&[
        "analyze", "--game", "connect4", "--board", "4453", "--depth", "1", "--eval", &at,
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", err_of(&out));
    std::fs::remove_dir_all(&dir).ok();
}
