//! No silent success, fuzzed (issue 32): random command lines for every
//! subcommand, each run twice, once with standard output on a pipe and once
//! on a full disk (`/dev/full`), with every `--out` first a real file and then
//! `/dev/full`. Whenever the first run printed something or wrote its file,
//! the second must not exit 0: that output was lost.
//!
//! The generator is seeded (ABVIZ_FUZZ_SEED picks another run; the failing
//! command line is in the message), and each command line draws from its
//! subcommand's options with valid and invalid values, so that both the
//! normal paths and the refusals are covered. Every run has a time limit.

mod common;

use common::Rng;

use std::fs::OpenOptions;
use std::path::Path;
use std::process::{Command, Stdio};

/// An option and the values drawn for it ("" alone: a flag).
type Pool = &'static [(&'static str, &'static [&'static str])];

const SEARCH: Pool = &[
    (
        "--game",
        &["tictactoe", "connect4", "tree", "pacman", "robots", "chess"],
    ),
    (
        "--board",
        &[
            "X........",
            "XO.......",
            "4453",
            "44",
            "minimaxClassic",
            "open8",
            "Q",
            "",
        ],
    ),
    (
        "--tree",
        &[
            "[1,2]",
            "[[3,12,8],[2,4,6],[14,5,2]]",
            "A max[B min[b1=3,b2=12], C=4]",
            "[",
            "chance[1/6:3, 5/6:9]",
        ],
    ),
    ("--depth", &["1", "2", "3", "0", "-1", "99"]),
    (
        "--algorithm",
        &[
            "minimax",
            "alphabeta",
            "negamax",
            "star2",
            "mtdf",
            "expectimax",
            "nope",
        ],
    ),
    ("--preset", &["aima", "nilsson-fig7", "rich-fig5", "nope"]),
    ("--order", &["best", "worst", "random", "x"]),
    ("--root", &["min", "max", "mid"]),
    ("--agents", &["2", "3", "0"]),
    ("--bounds", &["-10,10", "5,1", ""]),
    ("--symmetry", &[""]),
    ("--size", &["4x4", "7x6", "99x99"]),
];

const SOLVE: Pool = &[
    (
        "--board",
        &["4453", "44455554221", "", "12345678", "4444444"],
    ),
    ("--columns", &[""]),
    ("--no-book", &[""]),
    ("--size", &["4x4", "5x4", "7x6", "3x3"]),
    ("--generic", &[""]),
];

const POSITIONS: Pool = &[
    ("--game", &["tictactoe", "connect4", "pacman"]),
    ("--plies", &["0", "1", "2", "3", "40"]),
    ("--size", &["4x4", "5x4", "99x99"]),
    ("--list", &[""]),
    ("--symmetry", &[""]),
];

const PLAY: Pool = &[
    ("--game", &["pacman", "robots", "tictactoe"]),
    (
        "--board",
        &["minimaxClassic", "trappedClassic", "open8", "nope"],
    ),
    ("--depth", &["1", "2", "0"]),
    ("--games", &["1", "2", "0"]),
    ("--seed", &["1", "7", "x"]),
    ("--max-moves", &["5", "20"]),
    ("--ghosts", &["random", "minimax", "x"]),
];

const LEARN: Pool = &[
    ("--games", &["1", "3", "0"]),
    ("--eval-every", &["0", "1"]),
    ("--eval-games", &["1", "2"]),
    ("--depth", &["1", "2", "9"]),
    ("--epsilon", &["0", "1", "2"]),
    ("--seed", &["1", "2"]),
    ("--out", &["OUT"]),
];

const BOOK: Pool = &[
    ("--game", &["tictactoe", "connect4"]),
    ("--size", &["4x4", "5x4"]),
    ("--plies", &["0", "1", "2", "30"]),
    ("--out", &["OUT"]),
];

const MATCH: Pool = &[
    ("--game", &["tictactoe", "connect4", "tree"]),
    ("--size", &["4x4", "9x9"]),
    (
        "--first",
        &[
            "random",
            "solver",
            "mcts:iterations=30",
            "alphabeta:depth=2",
            "nope",
        ],
    ),
    (
        "--second",
        &[
            "random",
            "mcts:iterations=20,c=1",
            "minimax:depth=1",
            "mcts:x=1",
        ],
    ),
    ("--games", &["1", "2", "0"]),
    ("--seed", &["1", "x"]),
];

const EXPORT: Pool = &[
    ("--format", &["tikz", "svg", "json", "png"]),
    ("--tree", &["[1,2]", "[[3,12,8],[2,4,6],[14,5,2]]", "["]),
    ("--preset", &["aima", "nope"]),
    ("--bounds", &[""]),
    ("--board", &["X........", "zz"]),
];

const NONE: Pool = &[("--json", &[""]), ("extra", &[""])];

const REPLAY: Pool = &[("nilsson", &[""]), ("pearl", &[""])];

const COMMANDS: &[(&str, Pool)] = &[
    ("analyze", SEARCH),
    ("trace", SEARCH),
    ("solve", SOLVE),
    ("positions", POSITIONS),
    ("play", PLAY),
    ("learn", LEARN),
    ("book", BOOK),
    ("games", NONE),
    ("presets", NONE),
    ("algorithms", NONE),
    ("replay", REPLAY),
    ("match", MATCH),
    ("export", EXPORT),
    ("help", NONE),
    ("--help", NONE),
];

/// One random command line; "OUT" stands for the output file.
fn command_line(rng: &mut Rng) -> Vec<String> {
    let (name, pool) = COMMANDS[rng.below(COMMANDS.len())];
    let mut args = vec![name.to_string()];
    // Nothing, one or a few options; a command with none takes none most of the time.
    let count = if pool.len() == 2 {
        rng.below(2) * rng.below(2)
    } else {
        rng.below(5)
    };
    for _ in 0..count {
        let (option, values) = pool[rng.below(pool.len())];
        if args.iter().any(|a| a == option) {
            continue;
        }
        args.push(option.to_string());
        let value = rng.pick(values);
        if !value.is_empty() || values.len() > 1 {
            args.push(value.to_string());
        }
    }
    if !matches!(
        name,
        "games" | "presets" | "algorithms" | "replay" | "help" | "--help"
    ) {
        args.extend(["--time-limit", "2", "--max-nodes", "300000"].map(String::from));
    }
    args
}

struct Outcome {
    code: Option<i32>,
    stdout: usize,
    stderr: String,
}

fn run(args: &[String], out_file: &Path, stdout_full: bool) -> Outcome {
    let args: Vec<String> = args
        .iter()
        .map(|a| {
            if a == "OUT" {
                out_file.to_string_lossy().into_owned()
            } else {
                a.clone()
            }
        })
        .collect();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_abviz"));
    cmd.args(&args).stdin(Stdio::null()).stderr(Stdio::piped());
    if stdout_full {
        cmd.stdout(
            OpenOptions::new()
                .write(true)
                .open("/dev/full")
                .expect("/dev/full opens"),
        );
    } else {
        cmd.stdout(Stdio::piped());
    }
    let out = cmd.output().expect("abviz runs");
    Outcome {
        code: out.status.code(),
        stdout: out.stdout.len(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

#[test]
fn no_command_line_exits_0_having_lost_its_output() {
    let seed = std::env::var("ABVIZ_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x0abc_1234_5678_9def_u64);
    let mut rng = Rng(seed | 1);
    let dir = std::env::temp_dir().join(format!("abviz-fuzz-output-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("out.json");
    let (mut wrote, mut refused) = (0, 0);
    for case in 0..120 {
        let args = command_line(&mut rng);
        let _ = std::fs::remove_file(&file);
        let first = run(&args, &file, false);
        let wrote_file = std::fs::metadata(&file)
            .map(|m| m.len() > 0)
            .unwrap_or(false);
        let shown = format!("case {case} (seed {seed}): abviz {}", args.join(" "));
        assert!(
            !first.stderr.contains("panicked"),
            "{shown}: panicked: {}",
            first.stderr
        );
        if first.code != Some(0) {
            refused += 1;
            continue;
        }
        if first.stdout > 0 || wrote_file {
            wrote += 1;
            // The same run onto a full disk, its --out file included.
            let full = run(&args, Path::new("/dev/full"), true);
            assert_ne!(
                full.code,
                Some(0),
                "{shown}: exit 0 onto /dev/full (stderr: {})",
                full.stderr
            );
            assert_eq!(
                full.stderr.lines().count(),
                1,
                "{shown}: one line: {}",
                full.stderr
            );
            assert!(
                // It names the output that was lost: stdout or the --out file.
                full.stderr.contains("standard output")
                    || full.stderr.contains("/dev/full")
                    || full.code == Some(3),
                "{shown}: {}",
                full.stderr
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    println!("{wrote} command lines wrote output, {refused} were refused");
    // The generator must reach both kinds, or the property says little.
    assert!(
        wrote >= 30,
        "only {wrote} of 120 command lines wrote output"
    );
    assert!(
        refused >= 10,
        "only {refused} of 120 command lines were refused"
    );
}
