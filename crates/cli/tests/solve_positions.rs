//! `abviz solve --positions FILE`: one line per position (position, score,
//! nodes, microseconds, as Pons' tool prints them), a summary naming any
//! disagreement with the file's scores, and bad lines refused with one
//! line naming file and line (status 2) before any search.

mod common;

use std::path::PathBuf;

use abviz_core::error::quote;
use common::{abviz, abviz_with_stdin, fails};

/// A file in the test's own temporary directory holding `text`.
fn file(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("abviz-solve-positions-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn each_position_gets_score_nodes_and_time_then_a_summary() {
    let path = file(
        "good.txt",
        "# a comment, then a blank line\n\n4455 18\n44455554221 -15\n  2252576253462244111563365343671351441  \n4455 17\n",
    );
    let r = abviz(&[
        "solve",
        "--positions",
        path.to_str().unwrap(),
        "--no-progress",
    ]);
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines.len(), 4 + 2, "{}", r.stdout);
    let fields: Vec<Vec<&str>> = lines[..4].iter().map(|l| l.split(' ').collect()).collect();
    assert_eq!(
        fields.iter().map(|f| (f[0], f[1])).collect::<Vec<_>>(),
        [
            ("4455", "18"),
            ("44455554221", "-15"),
            ("2252576253462244111563365343671351441", "-1"),
            ("4455", "18")
        ]
    );
    for f in &fields {
        assert_eq!(f.len(), 4, "{f:?}");
        assert!(
            f[2].parse::<u64>().is_ok() && f[3].parse::<u64>().is_ok(),
            "{f:?}"
        );
    }
    assert!(lines[4].starts_with("# 4 positions: mean "), "{}", lines[4]);
    assert!(
        lines[4].ends_with("; 1 disagreements with the given scores"),
        "{}",
        lines[4]
    );
    // The path as the CLI quotes every path: cut short in the middle when
    // long, and the temporary directory's length varies with the process id.
    let path = quote(path.to_str().unwrap());
    assert_eq!(lines[5], format!("# {path}:6: 4455 is given 17, solved 18"));
    // Standard input, the same way.
    let r = abviz_with_stdin(&["solve", "--positions", "-", "--no-progress"], b"4455\n");
    assert_eq!(
        r.stdout.lines().next().map(|l| &l[..8]),
        Some("4455 18 "),
        "{}",
        r.stdout
    );
}

#[test]
fn a_bad_line_exits_2_with_one_line_naming_file_and_line() {
    let cases = [
        (
            "4455\n48\n",
            "2: move 2 is column 8, but the columns are 1 to 7",
        ),
        (
            "4444444 3\n",
            "1: move 7 drops into column 4, which is full",
        ),
        (
            "\n12121212\n",
            "2: move 8 comes after the game ended with four in a row",
        ),
        (
            "4455 eighteen\n",
            "1: score \"eighteen\" is not a whole number",
        ),
        (
            "4455 18 extra\n",
            "1: \"extra\" follows the score; a line is a column sequence and an optional score",
        ),
        ("4a55\n", "1: move 2 is 'a', not a column number"),
        (
            "......./......./......./......./......./...X...\n",
            "1: move 1 is '.', not a column number",
        ),
    ];
    for (text, want) in cases {
        let path = file("bad.txt", text);
        let path = path.to_str().unwrap();
        assert_eq!(
            fails(&["solve", "--positions", path]),
            format!("{}:{want}", quote(path)),
            "{text:?}"
        );
    }
    let missing = "/nonexistent/abviz/positions.txt";
    assert_eq!(
        fails(&["solve", "--positions", missing]),
        format!("cannot read the positions from \"{missing}\": no such file")
    );
    let r = abviz_with_stdin(&["solve", "--positions", "-"], b"4455\n9\n");
    assert_eq!((r.code, r.stdout.as_str()), (Some(2), ""));
    assert_eq!(
        r.stderr,
        "abviz: standard input:2: move 1 is column 9, but the columns are 1 to 7\n"
    );
}

#[test]
fn limits_stop_a_file_of_positions_with_status_3() {
    let path = file("limit.txt", "43327235771513666652\n");
    let r = abviz(&[
        "solve",
        "--positions",
        path.to_str().unwrap(),
        "--max-nodes",
        "100",
    ]);
    assert_eq!(r.code, Some(3), "{}", r.stderr);
    assert!(
        r.stderr.starts_with(
            "abviz: the solve of line 1 stopped after 100 nodes: the node limit is 100"
        ),
        "{}",
        r.stderr
    );
}

#[test]
fn a_cleared_a_wiped_and_a_kept_table_give_the_same_scores() {
    let path = file(
        "clears.txt",
        "37512467427426736532254412\n236776133572176771115146444\n37512467427426736532254412\n",
    );
    let run = |extra: &[&str]| {
        let mut args = vec![
            "solve",
            "--positions",
            path.to_str().unwrap(),
            "--no-progress",
        ];
        args.extend_from_slice(extra);
        let r = abviz(&args);
        assert_eq!(r.code, Some(0), "{extra:?}: {}", r.stderr);
        // Position, score and nodes; not the time.
        (r.stdout.lines().take(3))
            .map(|l| l.rsplit_once(' ').unwrap().0.to_string())
            .collect::<Vec<_>>()
    };
    let cleared = run(&[]);
    assert_eq!(
        run(&["--wipe-table"]),
        cleared,
        "a wipe forgets what a clear forgets"
    );
    // Kept, the repeated position is answered from the table in fewer nodes.
    let kept = run(&["--keep-table"]);
    assert_eq!(kept[..2], cleared[..2]);
    let nodes = |l: &str| l.rsplit_once(' ').unwrap().1.parse::<u64>().unwrap();
    assert!(nodes(&kept[2]) < nodes(&cleared[2]), "{kept:?} {cleared:?}");
    let both = abviz(&[
        "solve",
        "--positions",
        path.to_str().unwrap(),
        "--wipe-table",
        "--keep-table",
    ]);
    assert_eq!(both.code, Some(2), "{}", both.stderr);
    assert!(both.stderr.contains("--wipe-table"), "{}", both.stderr);
}

#[test]
fn progress_counts_the_positions_solved() {
    // Each line takes seconds without the book: the progress lines name how
    // many of the file's positions are done, then the time limit stops it.
    let path = file("slow.txt", "4453\n4453\n4453\n");
    let r = abviz(&[
        "solve",
        "--positions",
        path.to_str().unwrap(),
        "--no-book",
        "--time-limit",
        "1.2",
        "--progress",
    ]);
    assert_eq!(r.code, Some(3), "{}", r.stderr);
    let first = r.stderr.lines().next().unwrap();
    assert!(
        first.starts_with("abviz: 0 of 3 positions, "),
        "{}",
        r.stderr
    );
    assert!(first.contains(" nodes, "), "{}", r.stderr);
}
