//! Helpers shared by the end-to-end tests of the `abviz` binary: running it,
//! reading its JSON, and the failure contract for bad input.

// Each test file is its own crate and uses only some of these helpers.
#![allow(dead_code)]

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;

pub const AIMA: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

pub struct Run {
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

pub fn abviz<S: AsRef<std::ffi::OsStr>>(args: &[S]) -> Run {
    let out = Command::new(env!("CARGO_BIN_EXE_abviz"))
        .args(args)
        .stdin(Stdio::null())
        .env_remove("RUST_BACKTRACE")
        .env_remove("RUST_LIB_BACKTRACE")
        .output()
        .expect("run abviz");
    Run {
        code: out.status.code(),
        stdout: String::from_utf8(out.stdout).expect("utf-8 stdout"),
        stderr: String::from_utf8(out.stderr).expect("utf-8 stderr"),
    }
}

/// [`abviz`], and how long it took.
pub fn timed<S: AsRef<std::ffi::OsStr>>(args: &[S]) -> (Run, Duration) {
    let start = Instant::now();
    let run = abviz(args);
    (run, start.elapsed())
}

/// The run ended with status `code`, nothing on stdout and one stderr line
/// containing `needle`.
pub fn one_line(run: &Run, code: i32, needle: &str) {
    assert_eq!(run.code, Some(code), "{}", run.stderr);
    assert_eq!(run.stderr.lines().count(), 1, "one line: {}", run.stderr);
    assert!(run.stderr.contains(needle), "{}", run.stderr);
    assert!(run.stdout.is_empty(), "printed {}", run.stdout);
}

/// Runs `analyze` with `args`; it must succeed with one JSON object on one line.
pub fn analyze(args: &[&str]) -> Value {
    let mut all = vec!["analyze"];
    all.extend_from_slice(args);
    let r = abviz(&all);
    assert_eq!(r.code, Some(0), "{all:?}: stderr {}", r.stderr);
    assert_eq!(r.stderr, "", "{all:?}");
    assert!(r.stdout.ends_with('\n'), "{all:?}");
    assert_eq!(r.stdout.lines().count(), 1, "{all:?}: more than one line");
    let v: Value = serde_json::from_str(&r.stdout).expect("valid JSON");
    assert!(v.is_object(), "{all:?}");
    v
}

/// Runs `trace` with `args`; every line must be one JSON object.
pub fn trace(args: &[&str]) -> Vec<Value> {
    let mut all = vec!["trace"];
    all.extend_from_slice(args);
    let r = abviz(&all);
    assert_eq!(r.code, Some(0), "{all:?}: stderr {}", r.stderr);
    assert_eq!(r.stderr, "", "{all:?}");
    r.stdout
        .lines()
        .map(|l| {
            let v: Value = serde_json::from_str(l).expect("each line is JSON");
            assert!(v.is_object());
            v
        })
        .collect()
}

/// The failure contract: status 2, nothing on stdout, one line on stderr
/// starting `abviz: `, no panic. Returns the message after `abviz: `.
pub fn fails<S: AsRef<std::ffi::OsStr> + std::fmt::Debug>(args: &[S]) -> String {
    let r = abviz(args);
    assert_eq!(r.code, Some(2), "{args:?}: stderr {:?}", r.stderr);
    assert_eq!(r.stdout, "", "{args:?}: wrote to stdout");
    assert!(!r.stderr.contains("panicked"), "{args:?}: {}", r.stderr);
    assert!(
        !r.stderr.contains("RUST_BACKTRACE"),
        "{args:?}: {}",
        r.stderr
    );
    assert!(r.stderr.ends_with('\n'), "{args:?}: {:?}", r.stderr);
    assert_eq!(
        r.stderr.matches('\n').count(),
        1,
        "{args:?}: {:?}",
        r.stderr
    );
    assert!(!r.stderr.contains('\r'), "{args:?}");
    let msg = r.stderr.trim_end_matches('\n');
    msg.strip_prefix("abviz: ")
        .unwrap_or_else(|| panic!("{args:?}: no 'abviz: ' prefix in {msg:?}"))
        .to_string()
}

pub fn events<'a>(lines: &'a [Value], algorithm: &str, event: &str) -> Vec<&'a Value> {
    lines
        .iter()
        .filter(|l| l["algorithm"] == algorithm && l["event"] == event)
        .collect()
}

/// Runs `abviz` with `input` on standard input.
pub fn abviz_with_stdin(args: &[&str], input: &[u8]) -> Run {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_abviz"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run abviz");
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    Run {
        code: out.status.code(),
        stdout: String::from_utf8(out.stdout).expect("utf-8 stdout"),
        stderr: String::from_utf8(out.stderr).expect("utf-8 stderr"),
    }
}

/// Runs a subcommand that prints one JSON object.
pub fn json_of(args: &[&str]) -> Value {
    let r = abviz(args);
    assert_eq!(r.code, Some(0), "{args:?}: stderr {}", r.stderr);
    serde_json::from_str(r.stdout.trim()).expect("one JSON object")
}

/// xorshift64*: small, seeded and the same everywhere.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    pub fn pick<'a>(&mut self, xs: &[&'a str]) -> &'a str {
        xs[self.below(xs.len())]
    }
}

/// `a, b or c`, as the CLI lists the choices of an option.
pub fn or_list(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => one.to_string(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// The registry's games, in its order: the CLI lists them from it, so a
/// test that quotes the list reads it too, and a game that registers
/// changes no assertion.
pub fn game_names() -> Vec<&'static str> {
    abviz_core::GAMES.iter().map(|g| g.name).collect()
}

/// The registry's games that read option `name` (`board`, `tree`), in its order.
pub fn games_reading(name: &str) -> Vec<&'static str> {
    (abviz_core::GAMES.iter())
        .filter(|g| g.reads.contains(&name))
        .map(|g| g.name)
        .collect()
}
