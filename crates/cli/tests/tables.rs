//! `abviz positions` with nothing named counts the default game's table
//! to its default depth: Connect Four on 7×6, 7 plies (Tromp's figures).

mod common;

use serde_json::json;

use common::json_of;

#[test]
fn positions_alone_is_connect_four_7x6_to_ply_7() {
    let p = json_of(&["positions"]);
    assert_eq!(p["size"], json!("7x6"));
    assert_eq!(
        p["positions"],
        json!([1, 7, 49, 238, 1120, 4263, 16422, 54859])
    );
}
