//! Property tests of the parsers: boards and trees print and parse back
//! to the same thing, and no parser panics on any text or answers with more
//! than one short line.

mod common;

use abviz_core::{
    parse_algorithms, parse_depth, parse_root, Board, Ordering, Scoring, Tree, Variant,
};
use common::{position, rtree};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::select;

// ---------------------------------------------------------------------------
// Strategies
// ---------------------------------------------------------------------------

/// Characters that matter to the parsers, plus some that do not.
const FUZZ_CHARS: &[char] = &[
    '[', ']', ',', '-', '+', ' ', '0', '1', '5', '9', 'x', 'X', 'o', 'O', '.', '/', '_', 'é', '漢',
    '😀', '\t', '\n', '\r', '\u{2028}', '\u{85}', '\u{0}', '٣', '\u{301}', '"', '\\',
];

/// Tokens that build near-valid trees, including edge-of-range numbers.
const FUZZ_TOKENS: &[&str] = &[
    "[",
    "[",
    "]",
    "]",
    ",",
    ",",
    "0",
    "7",
    "-3",
    "+4",
    " ",
    "1000000000",
    "-1000000000",
    "1000000001",
    "-1000000001",
    "99999999999999999999",
    "1.5",
    "-",
    "x",
    "é",
    "\n",
    "[]",
    "random:",
    // Shorthand labels and JSON.
    ":",
    "=",
    "0.5:",
    "A",
    "max",
    "chance",
    "{\"kind\":\"chance\",\"children\":[",
    "{\"p\":",
    "}",
];

fn fuzz_text() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        vec(select(FUZZ_CHARS), 0..40).prop_map(|v| v.into_iter().collect()),
        vec(select(FUZZ_TOKENS), 0..30).prop_map(|v| v.concat()),
        // Any characters at all, controls included, up to a few thousand.
        "(?s).{0,3000}",
        // A few tokens around one long run of a short pattern: a huge leaf,
        // seed or option value that no message may echo whole.
        (
            vec(select(FUZZ_TOKENS), 0..4),
            vec(select(FUZZ_CHARS), 1..4),
            40usize..5000,
            vec(select(FUZZ_TOKENS), 0..4),
        )
            .prop_map(|(before, unit, n, after)| {
                let unit: String = unit.into_iter().collect();
                before.concat() + &unit.repeat(n) + &after.concat()
            }),
    ]
}

/// Most characters an error message may have, whatever the input.
const MESSAGE_LIMIT: usize = 300;

fn assert_one_line(msg: &str) {
    assert!(!msg.is_empty(), "empty error message");
    assert!(
        !msg.contains(['\n', '\r', '\u{0b}', '\u{0c}', '\u{85}', '\u{2028}', '\u{2029}']),
        "error message spans lines: {msg:?}"
    );
    assert!(
        msg.chars().count() <= MESSAGE_LIMIT,
        "error message of {} characters: {msg:?}",
        msg.chars().count()
    );
}

// ---------------------------------------------------------------------------
// Parsers
// ---------------------------------------------------------------------------

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// `Display` then parse gives the same board, and so do the other
    /// spellings of the notation: lower case, `-`/`_` for empty, no `/`,
    /// white space anywhere.
    #[test]
    fn board_display_then_parse_gives_the_same_board(
        board in position(0..=9),
        empties in vec(select(vec!['.', '-', '_']), 9),
        lower in vec(any::<bool>(), 9),
        slashes in any::<bool>(),
        spaces in vec(select(vec!["", "", " ", "\t", "\n"]), 10),
    ) {
        let text = board.to_string();
        prop_assert_eq!(text.len(), 11);
        prop_assert_eq!(text.parse::<Board>(), Ok(board));
        let mut alt = String::new();
        for cell in 0..9u32 {
            alt.push_str(spaces[cell as usize]);
            if slashes && cell > 0 && cell % 3 == 0 {
                alt.push('/');
            }
            let c = match board.get(cell) {
                Some(abviz_core::Mark::X) => 'X',
                Some(abviz_core::Mark::O) => 'O',
                None => empties[cell as usize],
            };
            alt.push(if lower[cell as usize] { c.to_ascii_lowercase() } else { c });
        }
        alt.push_str(spaces[9]);
        prop_assert_eq!(alt.parse::<Board>(), Ok(board), "{:?}", alt);
        // The side to move follows the counts.
        let (x, o) = board.counts();
        let want = if x == o { abviz_core::Mark::X } else { abviz_core::Mark::O };
        prop_assert_eq!(board.to_move(), want);
    }

    /// A tree written with any white space between tokens parses to the
    /// structure written, prints back without spaces, and the printed text
    /// parses to an equal tree.
    #[test]
    fn tree_parse_display_round_trip(
        t in rtree(),
        sep in select(vec!["", " ", "\t", " \n ", "\r\n"]),
    ) {
        let tree: Tree = t.render_spaced(sep).parse().expect("spaced tree parses");
        prop_assert_eq!(tree.to_string(), t.render());
        prop_assert_eq!(tree.len() as u64, t.size().0);
        prop_assert_eq!(tree.to_string().parse::<Tree>(), Ok(tree));
    }

    /// Parsers never panic on arbitrary text: each succeeds or returns an
    /// error whose message is one line of at most 300 characters, however
    /// long the input or what it holds; a tree that parses prints back to
    /// text that parses to an equal tree.
    #[test]
    fn parsers_never_panic_and_errors_are_one_short_line(s in fuzz_text()) {
        match s.parse::<Tree>() {
            Ok(t) => {
                let again: Tree = t.to_string().parse().expect("printed tree parses");
                prop_assert_eq!(&again, &t);
                prop_assert_eq!(again.to_string(), t.to_string());
            }
            Err(e) => assert_one_line(&e.to_string()),
        }
        match s.parse::<Board>() {
            Ok(b) => prop_assert_eq!(b.to_string().parse::<Board>(), Ok(b)),
            Err(e) => assert_one_line(&e.to_string()),
        }
        if let Err(e) = abviz_core::Problem::board(&s, Scoring::Wdl) {
            assert_one_line(&e.to_string());
        }
        if let Err(e) = abviz_core::Problem::tree(&s, false) {
            assert_one_line(&e.to_string());
        }
        if let Err(e) = s.parse::<Ordering>() {
            assert_one_line(&e.to_string());
        }
        if let Err(e) = s.parse::<Scoring>() {
            assert_one_line(&e.to_string());
        }
        if let Err(e) = s.parse::<Variant>() {
            assert_one_line(&e.to_string());
        }
        if let Err(e) = parse_depth(&s) {
            assert_one_line(&e.to_string());
        }
        if let Err(e) = parse_algorithms(&s) {
            assert_one_line(&e.to_string());
        }
        if let Err(e) = parse_root(&s) {
            assert_one_line(&e.to_string());
        }
        // The other tree forms (shorthand labels, JSON) and every option.
        for parsed in [Tree::parse_any(&s), Tree::from_json(&s)] {
            match parsed {
                Ok(t) => prop_assert_eq!(t.len() >= 1, true),
                Err(e) => assert_one_line(&e.to_string()),
            }
        }
        for name in [
            "algorithm", "order", "depth", "variant", "prune", "agents", "root", "bounds",
            "scoring",
        ] {
            if let Err(e) = abviz_core::Config::from_strs([(name, s.as_str())]) {
                assert_one_line(&e.to_string());
            }
        }
        if let Err(e) = abviz_core::Config::from_strs([(s.as_str(), "1")]) {
            assert_one_line(&e.to_string());
        }
    }

    /// `random:N` parses for every u64 and prints back the same.
    #[test]
    fn random_ordering_seed_round_trips(seed in any::<u64>()) {
        let o: Ordering = format!("random:{seed}").parse().unwrap();
        prop_assert_eq!(o, Ordering::Random(seed));
        prop_assert_eq!(o.to_string(), format!("random:{seed}"));
    }
}

/// Orderings print as the names they are parsed from.
#[test]
fn ordering_names_round_trip() {
    for name in [
        "natural",
        "reverse",
        "random:0",
        "heuristic",
        "best-first",
        "worst-first",
    ] {
        let o: Ordering = name.parse().unwrap();
        assert_eq!(o.to_string(), name);
    }
}

/// `Tree::uniform` builds the same tree the parser builds from its text.
#[test]
fn uniform_tree_equals_its_parsed_display() {
    for (b, d) in [(1, 0), (1, 5), (2, 3), (3, 2), (4, 3)] {
        let n = (b as i32).pow(d);
        let t = Tree::uniform(b, d, &mut (0..n).map(|i| i * 7 - 20));
        let parsed: Tree = t.to_string().parse().unwrap();
        assert_eq!(parsed, t, "b={b} d={d}");
    }
}
