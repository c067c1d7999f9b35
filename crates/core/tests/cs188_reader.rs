//! Fuzzing the reader of CS188's test files: any text, and any small edit
//! of a good file, gives a tree or one line naming a line and a field, and
//! never a panic.

use abviz_core::tree::{is_cs188, Cs188Test};
use abviz_core::{Tree, TreeError};
use proptest::prelude::*;

const GOOD: &str = "# a comment\nclass: \"GraphGameTreeTest\"\nalg: \"AlphaBetaAgent\"\ndepth: \"2\"\nnum_agents: \"2\"\nstart_state: \"r\"\nwin_states: \"w\"\nlose_states: \"\"\nsuccessors: \"\"\"\nr L a\nr R b\na x w\na y c\nb x c\nc L r\n\"\"\"\nevaluation: \"\"\"\nw 9\nc 3\nb 1\na 2\nr 0\n\"\"\"\n";

/// The message's line number, which must lie within the file (or one past
/// its end, for a missing field).
fn check(text: &str, result: Result<Tree, TreeError>) {
    let Err(e) = result else { return };
    let msg = e.to_string();
    assert!(!msg.contains('\n'), "{msg}");
    if let TreeError::Cs188 { line, field, .. } = &e {
        let lines = text.lines().count().max(1);
        assert!(*line >= 1 && *line <= lines, "{msg} in {lines} lines");
        assert!(!field.is_empty());
        assert!(msg.contains(&format!("line {line}, field")), "{msg}");
    }
}

#[test]
fn the_good_file_reads() {
    assert!(is_cs188(GOOD));
    let t = Tree::parse_any(GOOD).unwrap();
    // The cycle c → r is unrolled to the depth limit.
    let test = Cs188Test::parse(GOOD).unwrap();
    assert_eq!(test.start_actions(), ["L", "R"]);
    assert_eq!(t.action(t.child(t.root(), 1)), Some("R"));
    assert_eq!(t.name(t.child(t.root(), 1)), Some("b"));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn any_text_is_a_tree_or_one_line(text in "(class: |successors: |[a-z \"#:\\n0-9.-]){0,80}") {
        check(&text, Tree::parse_any(&text));
    }

    #[test]
    fn any_edit_of_a_good_file_is_a_tree_or_one_line(
        at in 0usize..GOOD.len(),
        cut in 0usize..6,
        insert in "[a-z \"#:\\n0-9.-]{0,6}",
    ) {
        let mut text = GOOD.to_string();
        let at = (0..=at).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0);
        let end = (at + cut).min(text.len());
        text.replace_range(at..end, &insert);
        check(&text, Tree::parse_any(&text));
    }
}
