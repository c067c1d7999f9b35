//! Every file the CLI reads goes through one reader (issue 32): trees,
//! boards, Pacman layouts, positions, weights and the deep book's scores.
//! For each, the same four hostile inputs: `/dev/zero` (refused at 64 MiB,
//! not read until memory runs out), a FIFO that never gets a writer (given
//! up at `--time-limit`, exit 3), UTF-16 text (named, not read as garbage),
//! and a good file with standard output on a full disk (exit 2, not 0).

mod common;

use std::fs::OpenOptions;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

use common::{abviz, one_line, timed};

/// A reader: its name in messages, a good file's text, and the command line
/// that reads FILE ("FILE" is replaced; "OUT" is a scratch output file).
struct Reader {
    what: &'static str,
    good: &'static str,
    args: &'static [&'static str],
}

const READERS: &[Reader] = &[
    Reader {
        what: "tree",
        good: "[[3,12,8],[2,4,6]]",
        args: &["analyze", "--tree", "@FILE"],
    },
    Reader {
        what: "board",
        good: "4453",
        args: &[
            "analyze", "--game", "connect4", "--board", "@FILE", "--depth", "1",
        ],
    },
    Reader {
        what: "board",
        good: "%%%%%\n%P .%\n%.G.%\n%%%%%\n",
        args: &[
            "analyze", "--game", "pacman", "--board", "@FILE", "--depth", "1",
        ],
    },
    Reader {
        what: "board",
        good: "%%%%%\n%P .%\n%.G.%\n%%%%%\n",
        args: &[
            "play", "--game", "pacman", "--board", "@FILE", "--depth", "1", "--games", "1",
        ],
    },
    Reader {
        what: "positions",
        good: "4455\n",
        args: &["solve", "--positions", "FILE"],
    },
    Reader {
        what: "weights",
        good: "WEIGHTS",
        args: &[
            "analyze", "--game", "connect4", "--board", "4453", "--depth", "1", "--eval", "@FILE",
        ],
    },
    Reader {
        what: "weights",
        good: "WEIGHTS",
        args: &[
            "learn",
            "--from",
            "@FILE",
            "--games",
            "0",
            "--eval-every",
            "0",
        ],
    },
    Reader {
        what: "scores",
        good: "# none yet\n",
        args: &[
            "book",
            "--game",
            "connect4",
            "--size",
            "4x4",
            "--plies",
            "1",
            "--from-scores",
            "FILE",
            "--partial",
            "--out",
            "OUT",
        ],
    },
];

fn with(args: &[&str], file: &Path, out: &Path, extra: &[&str]) -> Vec<String> {
    let file = file.to_str().unwrap();
    let mut v: Vec<String> = args
        .iter()
        .map(|a| match *a {
            "@FILE" => format!("@{file}"),
            "FILE" => file.to_string(),
            "OUT" => out.to_str().unwrap().to_string(),
            a => a.to_string(),
        })
        .collect();
    v.extend(extra.iter().map(|s| s.to_string()));
    v
}

#[test]
fn every_reader_refuses_dev_zero_gives_up_on_a_silent_fifo_names_utf16_and_reports_a_full_disk() {
    let dir = std::env::temp_dir().join(format!("abviz-readers-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("out");
    // Good weights: the ones `learn` starts from.
    let weights = dir.join("weights.json");
    let made = abviz(&[
        "learn",
        "--games",
        "0",
        "--eval-every",
        "0",
        "--out",
        weights.to_str().unwrap(),
    ]);
    assert_eq!(made.code, Some(0), "{}", made.stderr);
    let weights = std::fs::read_to_string(&weights).unwrap();

    let fifo = dir.join("fifo");
    let mkfifo = Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(mkfifo.success());

    for (i, r) in READERS.iter().enumerate() {
        let case = format!("{} ({})", r.what, r.args.join(" "));

        // /dev/zero: refused at the cap, at once.
        let (run, took) = timed(&with(r.args, Path::new("/dev/zero"), &out, &[]));
        one_line(
            &run,
            2,
            &format!(
                "cannot read the {} from \"/dev/zero\": it is longer than 64 MiB",
                r.what
            ),
        );
        assert!(took < Duration::from_secs(5), "{case}: {took:?}");

        // A FIFO no one writes: given up at the time limit.
        let (run, took) = timed(&with(r.args, &fifo, &out, &["--time-limit", "0.5"]));
        one_line(&run, 3, &format!("stopped reading the {} from", r.what));
        assert!(took < Duration::from_secs(3), "{case}: {took:?}");

        // UTF-16, as Windows' Notepad may save: named.
        let utf16 = dir.join(format!("utf16-{i}"));
        let mut bytes = vec![0xFF, 0xFE];
        for unit in "[1,2]".encode_utf16() {
            bytes.extend(unit.to_le_bytes());
        }
        std::fs::write(&utf16, bytes).unwrap();
        let run = abviz(&with(r.args, &utf16, &out, &[]));
        one_line(&run, 2, "it is UTF-16 text");

        // A good file, with a UTF-8 byte order mark (read as without), onto a full disk.
        let good = dir.join(format!("good-{i}"));
        let text = if r.good == "WEIGHTS" {
            weights.as_str()
        } else {
            r.good
        };
        std::fs::write(&good, format!("\u{feff}{text}")).unwrap();
        let args = with(r.args, &good, &out, &[]);
        let fine = abviz(&args);
        assert_eq!(fine.code, Some(0), "{case}: {}", fine.stderr);
        assert!(!fine.stdout.is_empty(), "{case}");
        let full = Command::new(env!("CARGO_BIN_EXE_abviz"))
            .args(&args)
            .stdin(Stdio::null())
            .stdout(OpenOptions::new().write(true).open("/dev/full").unwrap())
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&full.stderr);
        assert_eq!(full.status.code(), Some(2), "{case}: {err}");
        assert!(err.contains("no space left on device"), "{case}: {err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The deep book's scores file, fuzzed: random lines of positions, scores,
/// comments and junk never panic; each run either writes the book or exits 2
/// with one line naming the line at fault.
#[test]
fn any_scores_file_builds_a_book_or_names_its_line() {
    let dir = std::env::temp_dir().join(format!("abviz-scores-fuzz-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (file, out) = (dir.join("scores.txt"), dir.join("book.bin"));
    let tokens = [
        "1",
        "2",
        "3",
        "4",
        "11",
        "12",
        "44",
        "4444",
        "5",
        "0",
        "-3",
        "7",
        "99999999999",
        "-",
        "#",
        "# c",
        "x",
        "é",
        "\u{feff}",
        "1.5",
        "",
        " ",
        "\t",
        "2 1 0 0",
        "1 -1",
    ];
    let mut rng = common::Rng(0x9e37_79b9_7f4a_7c15);
    let mut next = |n: usize| rng.below(n);
    let (mut built, mut refused) = (0, 0);
    for case in 0..150 {
        let lines: Vec<String> = (0..next(6))
            .map(|_| {
                (0..next(4))
                    .map(|_| tokens[next(tokens.len())])
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        let text = lines.join("\n");
        std::fs::write(&file, &text).unwrap();
        let _ = std::fs::remove_file(&out);
        let run = abviz(&[
            "book",
            "--game",
            "connect4",
            "--size",
            "4x4",
            "--plies",
            "1",
            "--partial",
            "--from-scores",
            file.to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
        ]);
        let shown = format!("case {case}: {text:?}");
        assert!(!run.stderr.contains("panicked"), "{shown}: {}", run.stderr);
        match run.code {
            Some(0) => {
                built += 1;
                assert!(
                    std::fs::metadata(&out)
                        .map(|m| m.len() > 0)
                        .unwrap_or(false),
                    "{shown}"
                );
            }
            Some(2) => {
                refused += 1;
                assert_eq!(run.stderr.lines().count(), 1, "{shown}: {}", run.stderr);
                assert!(
                    !out.exists(),
                    "{shown}: a refused run left {}",
                    out.display()
                );
            }
            code => panic!("{shown}: exit {code:?}: {}", run.stderr),
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        built >= 10 && refused >= 10,
        "built {built}, refused {refused}: the generator covers too little"
    );
}
