//! The learned Connect Four evaluation: TD(λ)'s arithmetic on a hand case,
//! learning that beats its own starting weights, determinism, the
//! features against the hand-made evaluation, and weight files.

use abviz_core::connect4::{Linear, FEATURES, LEARNED, N_FEATURES};
use abviz_core::learn::{match_up, Player, Settings, Td, Trainer};
use abviz_core::{Budget, Config, Connect4, Error, Game, Problem, Scoring, Size};
use proptest::prelude::*;

fn settings(pairs: &[(&str, &str)]) -> Settings {
    Settings::from_strs(pairs.iter().copied()).unwrap()
}

#[test]
fn td_lambda_updates_a_two_position_episode_exactly() {
    // ψ0 = (1, 2), ψ1 = (1, 0), then the outcome +1; α = 0.1, λ = 0.5.
    let mut psi0 = [0.0; N_FEATURES];
    (psi0[0], psi0[1]) = (1.0, 2.0);
    let mut psi1 = [0.0; N_FEATURES];
    psi1[0] = 1.0;
    let mut w = [0.0; N_FEATURES];
    (w[0], w[1]) = (0.5, -1.0);
    let mut td = Td {
        w,
        e: [0.0; N_FEATURES],
        alpha: 0.1,
        lambda: 0.5,
    };
    // V0 = 0.5 − 2 = −1.5, V1 = 0.5: δ = 2, e = ψ0, w += 0.2·ψ0.
    let v1 = td.value(&psi1);
    assert_eq!(v1, 0.5);
    td.step(&psi0, v1);
    assert!(
        (td.w[0] - 0.7).abs() < 1e-12 && (td.w[1] + 0.6).abs() < 1e-12,
        "{:?}",
        td.w
    );
    // V1 = 0.7, target 1: δ = 0.3, e = 0.5·ψ0 + ψ1 = (1.5, 1): w += (0.045, 0.03).
    td.step(&psi1, 1.0);
    assert!((td.w[0] - 0.745).abs() < 1e-12, "{:?}", td.w);
    assert!((td.w[1] + 0.57).abs() < 1e-12, "{:?}", td.w);
    assert_eq!(&td.w[2..], &[0.0; N_FEATURES - 2]);
    td.cut();
    assert_eq!(td.e, [0.0; N_FEATURES]);
}

#[test]
fn training_beats_its_own_random_start() {
    let s = settings(&[("seed", "1"), ("eval_every", "0")]);
    let mut t = Trainer::new(s);
    let start = t.weights();
    t.train(300, &mut Budget::unlimited()).unwrap();
    let learned = t.weights();
    assert_ne!(learned, start);
    let (l, r) = (Player::Linear(&learned), Player::Linear(&start));
    let (wins, draws, losses) = match_up(l, r, 1, 100, &mut Budget::unlimited()).unwrap();
    assert_eq!(wins + draws + losses, 100);
    assert!(
        wins >= 70,
        "learned against its start: {wins}-{draws}-{losses}"
    );
    // And against the hand-made evaluation, where the start wins almost nothing.
    let hand = Player::Hand;
    let before = match_up(r, hand, 1, 100, &mut Budget::unlimited()).unwrap();
    let after = match_up(l, hand, 1, 100, &mut Budget::unlimited()).unwrap();
    assert!(after.0 >= before.0 + 15, "{before:?} then {after:?}");
}

#[test]
fn the_curve_starts_before_training_and_comes_every_eval_every_games() {
    let s = settings(&[("eval_every", "20"), ("eval_games", "10"), ("seed", "3")]);
    let mut t = Trainer::new(s);
    let first = t.train(30, &mut Budget::unlimited()).unwrap();
    let games: Vec<u64> = first.iter().map(|p| p.games).collect();
    assert_eq!(games, [0, 20]);
    let next = t.train(10, &mut Budget::unlimited()).unwrap();
    assert_eq!(next.iter().map(|p| p.games).collect::<Vec<_>>(), [40]);
    assert_eq!(t.curve().len(), 3);
    for p in t.curve() {
        assert_eq!(p.wins + p.draws + p.losses, 10);
        assert_eq!(p.win_rate, p.wins as f64 / 10.0);
    }
}

#[test]
fn the_same_seed_learns_the_same_weights() {
    let run = |seed: &str| {
        let mut t = Trainer::new(settings(&[("seed", seed), ("eval_games", "4")]));
        t.train(100, &mut Budget::unlimited()).unwrap();
        (t.weights(), t.curve().to_vec(), t.nodes())
    };
    let a = run("11");
    assert_eq!(a, run("11"));
    // Chunks do not change it either.
    let mut t = Trainer::new(settings(&[("seed", "11"), ("eval_games", "4")]));
    for _ in 0..4 {
        t.train(25, &mut Budget::unlimited()).unwrap();
    }
    assert_eq!((t.weights(), t.curve().to_vec(), t.nodes()), a);
    assert_ne!(run("12").0, a.0);
}

#[test]
fn a_stopped_game_leaves_the_weights_of_the_last_whole_game() {
    let s = settings(&[("seed", "5"), ("eval_every", "0")]);
    let mut whole = Trainer::new(s.clone());
    whole.train(3, &mut Budget::unlimited()).unwrap();
    let mut t = Trainer::new(s);
    let budget_nodes = whole.nodes() + 50;
    let err = t.train(10, &mut Budget::nodes(budget_nodes)).unwrap_err();
    assert!(matches!(err, Error::Stopped(_)), "{err}");
    assert_eq!(t.games(), 3);
    assert_eq!(t.weights(), whole.weights());
}

/// The hand-made evaluation in the linear features: windows of 1, 2, 3
/// discs weigh 1, 3, 9 (each feature's divisor undone).
fn hand_as_linear() -> Linear {
    let mut w = [0.0; N_FEATURES];
    w[1..7].copy_from_slice(&[16.0, 24.0, 36.0, -16.0, -24.0, -36.0]);
    Linear { weights: w }
}

#[test]
fn the_features_hold_the_hand_made_evaluation() {
    let hand = hand_as_linear();
    for moves in ["", "4", "4453", "444455", "1234567", "3344512"] {
        let g = Connect4::parse(moves, None, Scoring::Wdl).unwrap();
        let pos = g.root();
        let v = hand.value(&g.features(&pos));
        assert_eq!(v, g.eval_raw(pos.cur, pos.last()) as f64, "{moves}");
    }
    // Both players then choose alike: each opening, once with each colour,
    // ends the same way for either side.
    let (wins, _, losses) = match_up(
        Player::Linear(&hand),
        Player::Hand,
        2,
        40,
        &mut Budget::unlimited(),
    )
    .unwrap();
    assert_eq!(wins, losses);
}

#[test]
fn a_learned_evaluation_stays_inside_the_horizon_win() {
    assert_eq!(Linear::to_eval(1e12), 999);
    assert_eq!(Linear::to_eval(-1e12), -999);
    assert_eq!(Linear::to_eval(0.5), 250);
    let big = Linear {
        weights: [1e6; N_FEATURES],
    };
    let g = Connect4::empty(Size::default(), Scoring::Wdl).with_linear(Some(big));
    let pos = g.play(&g.root(), 3);
    let e = g.evaluate(&pos).unwrap();
    assert_eq!(e.abs(), 999.0);
}

#[test]
fn eval_chooses_the_evaluation_and_default_is_unchanged() {
    let run = |eval: Option<&str>| {
        let mut pairs = vec![
            ("game", "connect4"),
            ("depth", "3"),
            ("algorithm", "minimax"),
        ];
        pairs.extend(eval.map(|e| ("eval", e)));
        let c = Config::from_strs(pairs).unwrap();
        let p = Problem::from_config(Some("4453"), None, &c).unwrap();
        let stats = p
            .search(c.algorithms[0], &c.options, &mut abviz_core::NullSink)
            .unwrap();
        (stats.value, c.linear)
    };
    let (plain, none) = run(None);
    assert_eq!(none, None);
    assert_eq!(run(Some("default")), (plain, None));
    let (learned, lin) = run(Some("learned"));
    assert_eq!(lin, Some(Linear::learned()));
    let json = Linear::learned().to_json("{}");
    assert_eq!(run(Some(&json)).0, learned);
    assert_ne!(learned, plain);
    let e = Config::from_strs([("game", "connect4"), ("eval", "better")]).unwrap_err();
    assert_eq!(e.code(), "connect4.BadWeights", "{e}");
}

#[test]
fn the_shipped_file_holds_the_learned_weights() {
    let text = include_str!("../data/weights/connect4-td.json");
    assert_eq!(Linear::from_json_text(text).unwrap().weights, LEARNED);
}

#[test]
fn a_weight_file_round_trips() {
    let mut t = Trainer::new(settings(&[("seed", "2"), ("eval_every", "0")]));
    t.train(20, &mut Budget::unlimited()).unwrap();
    let text = t.weights_json();
    let back = Linear::from_json_text(&text).unwrap();
    assert_eq!(back, t.weights());
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["trained"]["games"], 20);
    assert_eq!(v["trained"]["seed"], 2);
    assert_eq!(v["features"].as_array().unwrap().len(), FEATURES.len());
    // Numbers as the browser's JSON.parse gives them: every one an f64.
    let mut v = v;
    v["version"] = serde_json::json!(1.0);
    assert_eq!(Linear::from_json_value(&v).unwrap(), t.weights());
}

#[test]
fn bad_weight_files_are_one_line_saying_what_is_wrong() {
    let good = Linear::learned().to_json("{}");
    let swap = |from: &str, to: &str| good.replacen(from, to, 1);
    let cases = [
        ("[1,2]".to_string(), "not a JSON object"),
        ("{".to_string(), "not JSON"),
        (swap("abviz-weights", "other"), "\"format\""),
        (swap("\"version\":1", "\"version\":2"), "\"version\""),
        (swap("connect4", "tictactoe"), "\"game\""),
        (swap("\"bias\"", "\"bogus\""), "unknown feature \"bogus\""),
        (swap("\"bias\"", "\"mine_open1\""), "appears twice"),
        (swap("\"bias\",", ""), "10 features but 11 weights"),
        (
            swap("\"weights\":[", "\"weights\":[1e7,"),
            "features but 12",
        ),
        (
            swap("\"weights\":[", "\"weights\":[\"x\","),
            "features but 12",
        ),
        (swap("\"features\":[", "\"features\":[1,"), "features but"),
    ];
    for (text, want) in cases.iter().map(|(t, w)| (t.as_str(), *w)) {
        match Linear::from_json_text(text) {
            Ok(l) => panic!("{text} read as {l:?}"),
            Err(e) => {
                let m = e.to_string();
                assert!(m.contains(want), "{text}: {m}");
                assert!(!m.contains('\n'), "{m}");
            }
        }
    }
    let weights_at = |text: &str, w0: &str| {
        let start = text.find("\"weights\":[").unwrap() + 11;
        let end = start + text[start..].find(',').unwrap();
        format!("{}{w0}{}", &text[..start], &text[end..])
    };
    let m = Linear::from_json_text(&weights_at(&good, "2e6")).unwrap_err();
    assert!(m.to_string().contains("\"bias\" is not a number"), "{m}");
    let m = Linear::from_json_text(&weights_at(&good, "null")).unwrap_err();
    assert!(m.to_string().contains("\"bias\" is not a number"), "{m}");
}

proptest! {
    #[test]
    fn the_weights_parser_never_panics(text in "\\PC{0,200}") {
        let _ = Linear::from_json_text(&text);
    }

    #[test]
    fn the_weights_parser_survives_any_cut_or_change(at in 0usize..600, ch in any::<char>()) {
        let good = Linear::learned().to_json("{\"games\":1}");
        let mut chars: Vec<char> = good.chars().collect();
        let i = at % chars.len();
        chars[i] = ch;
        let text: String = chars.iter().collect();
        let _ = Linear::from_json_text(&text);
        let cut: String = good.chars().take(i).collect();
        prop_assert!(Linear::from_json_text(&cut).is_err());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// A weight file, fuzzed (issue 32: each file format has its own fuzz
    /// test): the shipped file with one span replaced by random text either
    /// reads as weights that round-trip, or is refused in one short line;
    /// arbitrary text likewise. Never a panic.
    #[test]
    fn any_weight_text_reads_or_is_refused_in_one_line(
        at in 0usize..4096, len in 0usize..12,
        patch in "[-0-9.eE+,:\\[\\]{}\" a-z]{0,12}|\\PC{0,8}",
        junk in "\\PC{0,80}",
    ) {
        let good = Linear::learned().to_json("{}");
        let start = at % good.len();
        let end = (start + len).min(good.len());
        let (start, end) = (good.floor_char_boundary(start), good.floor_char_boundary(end));
        let mutated = format!("{}{patch}{}", &good[..start], &good[end..]);
        for text in [mutated.as_str(), junk.as_str()] {
            match Linear::from_json_text(text) {
                Ok(l) => {
                    prop_assert!(l.weights.iter().all(|w| w.is_finite()));
                    let again = Linear::from_json_text(&l.to_json("{}")).unwrap();
                    prop_assert_eq!(again, l);
                }
                Err(e) => {
                    let m = e.to_string();
                    prop_assert!(!m.contains('\n') && m.len() < 300, "{}", m);
                }
            }
        }
    }
}
