//! End-to-end tests of `abviz presets` and `--preset NAME` in `analyze`
//! and `trace`: the list, a preset's position and options, options typed
//! on the command line winning, and an unknown name.

mod common;

use common::{analyze, events, fails, json_of, trace};

#[test]
fn presets_lists_every_figure_with_its_fields() {
    let v = json_of(&["presets"]);
    let all = v.as_array().unwrap();
    let names: Vec<&str> = all.iter().map(|p| p["name"].as_str().unwrap()).collect();
    for name in (1..=9).map(|i| format!("rich-fig{i}")).chain(
        [
            "nilsson-fig7",
            "nilsson-fig8",
            "wikipedia",
            "aima",
            "agents",
            "horizon-rich",
        ]
        .map(String::from),
    ) {
        assert!(
            names.contains(&name.as_str()),
            "{name} missing from {names:?}"
        );
    }
    let fig5 = all.iter().find(|p| p["name"] == "rich-fig5").unwrap();
    for field in ["title", "source", "caption", "game", "position"] {
        assert!(
            fig5[field].as_str().is_some_and(|s| !s.is_empty()),
            "{field}"
        );
    }
    assert_eq!(fig5["options"]["algorithm"], "alphabeta");
    assert!(fig5["source"].as_str().unwrap().contains("Fig. 5"));
}

#[test]
fn preset_loads_position_and_options() {
    // Rich's Fig. 9: depth 1 and quiescence 2 from the preset; B is 4 again.
    let v = analyze(&["--preset", "rich-fig9"]);
    for alg in ["minimax", "alphabeta"] {
        assert_eq!(v[alg]["value"], 4.0, "{alg}");
        assert_eq!(v[alg]["best_move"], 0, "{alg}");
        assert_eq!(v[alg]["extensions"], 2, "{alg}");
    }
    // Nilsson's Fig. 7: 41 tips, alpha-beta evaluates 18.
    let v = analyze(&["--preset", "nilsson-fig7"]);
    assert_eq!(
        (
            v["minimax"]["leaves"].as_u64(),
            v["alphabeta"]["leaves"].as_u64()
        ),
        (Some(41), Some(18))
    );
    // Agents come from the preset too: CS188's one cut-off with 3 agents.
    let v = analyze(&["--preset", "agents", "--algorithm", "alphabeta"]);
    assert_eq!(v["alphabeta"]["cutoffs"], 1);
    // A board game's preset sets its game.
    let v = analyze(&["--preset", "horizon-ttt"]);
    assert!(v["alphabeta"]["extensions"].as_u64().unwrap() > 0, "{v}");
}

#[test]
fn typed_options_override_the_preset() {
    // Fig. 9's tree at depth 2 without quiescence is Fig. 8: C, 3.
    let v = analyze(&["--preset", "rich-fig9", "--depth", "2", "--quiescence", "0"]);
    assert_eq!(
        (
            v["minimax"]["value"].as_f64(),
            v["minimax"]["best_move"].as_u64()
        ),
        (Some(3.0), Some(1))
    );
    // The preset's algorithm (alphabeta only) gives way to a typed one.
    let v = analyze(&["--preset", "rich-fig5", "--algorithm", "minimax"]);
    assert!(
        v.get("alphabeta").is_none() && v["minimax"]["leaves"] == 8,
        "{v}"
    );
    // A typed tree replaces the position, keeping the preset's options.
    let v = analyze(&["--preset", "rich-fig6", "--tree", "[[3,5],[4,3.2,7]]"]);
    assert_eq!(v["alphabeta"]["futility"]["pruned_children"], 1, "{v}");
}

#[test]
fn preset_traces_rich_fig5_with_its_two_cutoffs() {
    let lines = trace(&["--preset", "rich-fig5"]);
    assert_eq!(events(&lines, "alphabeta", "cutoff").len(), 2);
    assert_eq!(events(&lines, "alphabeta", "leaf").len(), 6);
    assert!(events(&lines, "minimax", "enter").is_empty());
}

#[test]
fn unknown_preset_is_one_line_naming_it() {
    for cmd in ["analyze", "trace"] {
        let msg = fails(&[cmd, "--preset", "rich-fig99"]);
        assert!(
            msg.contains("rich-fig99") && msg.contains("abviz presets"),
            "{msg}"
        );
    }
}
