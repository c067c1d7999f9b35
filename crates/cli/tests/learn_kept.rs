//! `abviz learn` keeps its work and obeys its limits (issue 32): games that
//! search nothing (`--epsilon 1`) still stop at `--time-limit`; an `--out`
//! that cannot be written is said before any training; a run a limit stops
//! writes the weights it has learned to `--out`, and says so.

mod common;

use std::time::Duration;

use common::timed;

/// Ten million games without search, stopped by a one-second limit.
const ENDLESS: [&str; 9] = [
    "learn",
    "--epsilon",
    "1",
    "--eval-every",
    "0",
    "--games",
    "10000000",
    "--time-limit",
    "1",
];

#[test]
fn games_without_search_stop_at_the_time_limit() {
    let (run, took) = timed(&ENDLESS);
    assert_eq!(run.code, Some(3), "{}", run.stderr);
    assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
    assert!(
        run.stderr.contains("the time limit is 1 s"),
        "{}",
        run.stderr
    );
    // Such games count no nodes: the line counts the games.
    assert!(
        run.stderr.starts_with("abviz: stopped after ") && run.stderr.contains(" training games: "),
        "{}",
        run.stderr
    );
    assert!(took < Duration::from_secs(10), "{took:?}");
}

#[test]
fn an_out_that_cannot_be_written_is_said_before_training() {
    let (run, took) = timed(&[
        "learn",
        "--games",
        "100000",
        "--eval-every",
        "0",
        "--out",
        "no-such-dir/x.json",
    ]);
    assert_eq!(run.code, Some(2), "{}", run.stderr);
    assert_eq!(
        run.stderr.trim_end(),
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
    let (run, _) = timed(&[&ENDLESS[..], &["--out", path_text]].concat());
    assert_eq!(run.code, Some(3), "{}", run.stderr);
    assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
    assert!(
        run.stderr
            .contains(&format!("games are written to \"{path_text}\"")),
        "{}",
        run.stderr
    );
    // The file is weights the engine reads back.
    let at = format!("@{path_text}");
    let (run, _) = timed(&[
        "analyze", "--game", "connect4", "--board", "4453", "--depth", "1", "--eval", &at,
    ]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    std::fs::remove_dir_all(&dir).ok();
}
