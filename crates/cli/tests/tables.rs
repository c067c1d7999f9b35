//! `abviz positions` with nothing named counts the default game's table
//! to its default depth: Connect Four on 7×6, 7 plies (Tromp's figures);
//! a count a limit stops prints what it finished, in its game's form.

mod common;

use serde_json::json;

use common::{abviz, json_of};

#[test]
fn positions_alone_is_connect_four_7x6_to_ply_7() {
    let p = json_of(&["positions"]);
    assert_eq!(p["size"], json!("7x6"));
    assert_eq!(
        p["positions"],
        json!([1, 7, 49, 238, 1120, 4263, 16422, 54859])
    );
}

#[test]
fn a_stopped_connect_four_count_keeps_its_size_and_form() {
    let run = abviz(&[
        "positions",
        "--plies",
        "10",
        "--max-nodes",
        "100000",
        "--no-progress",
    ]);
    assert_eq!(run.code, Some(3), "{}", run.stderr);
    let v: serde_json::Value =
        serde_json::from_str(&run.stdout).expect("the partial counts as JSON");
    assert_eq!(
        (v["size"].clone(), v["partial"].clone()),
        (json!("7x6"), json!(true))
    );
    assert!(v.get("game").is_none() && v.get("total").is_none(), "{v}");
    let counts: Vec<u64> = serde_json::from_value(v["positions"].clone()).unwrap();
    assert_eq!(counts[..5], [1, 7, 49, 238, 1120]);
}
