//! The weight file (`--eval @FILE`, `learn --from @FILE`) is read as trees
//! and boards are (issue 32): capped in size and given up at `--time-limit`.
//! `@/dev/zero` used to grow to gigabytes, and a FIFO that never writes hung
//! both commands even with a time limit.

mod common;

use std::process::Command;
use std::time::Duration;

use common::{one_line, timed};

#[test]
fn an_endless_weight_file_is_refused_at_the_cap() {
    let refused = "cannot read the weights from \"/dev/zero\": it is longer than 64 MiB";
    let (run, took) = timed(&[
        "analyze",
        "--game",
        "connect4",
        "--board",
        "4453",
        "--depth",
        "2",
        "--eval",
        "@/dev/zero",
    ]);
    one_line(&run, 2, refused);
    assert!(took < Duration::from_secs(20), "{took:?}");
    let (run, _) = timed(&["learn", "--from", "@/dev/zero", "--games", "1"]);
    one_line(&run, 2, refused);
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
    let learn = ["learn", "--from", &at, "--games", "1", "--time-limit", "1"];
    for args in [&eval[..], &learn[..]] {
        let (run, took) = timed(args);
        one_line(&run, 3, "stopped reading the weights from");
        assert!(took < Duration::from_secs(10), "{args:?}: {took:?}");
    }
    std::fs::remove_dir_all(&dir).ok();
}
