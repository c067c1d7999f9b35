use super::*;

const D3: u32 = 2 * 8 + 3;
const C4: u32 = 3 * 8 + 2;
const F5: u32 = 4 * 8 + 5;
const E6: u32 = 5 * 8 + 4;

#[test]
fn the_start_has_black_to_move_with_its_four_textbook_moves() {
    let g = Othello::start(8).unwrap();
    let root = g.root();
    assert_eq!(
        g.notation(&root).unwrap(),
        "......../......../......../...WB.../...BW.../......../......../........ b"
    );
    let mut moves = Vec::new();
    g.moves(&root, &mut moves);
    assert_eq!(moves, vec![D3, C4, F5, E6]);
    assert_eq!(Othello::cell_name(D3), "d3");
    // d3 flips d4: Black then has 4 discs, White 1.
    let after = g.play(&root, D3);
    assert_eq!((after.black.count_ones(), after.white.count_ones()), (4, 1));
    assert!(!after.black_to_move);
    assert_eq!(g.flipped(&root, D3), 1 << (3 * 8 + 3));
    assert_eq!(g.kind(&after, 1), crate::games::NodeKind::Min);
}

#[test]
fn a_side_with_no_move_passes_and_the_game_ends_when_neither_can() {
    // White's one disc is boxed in: Black to move takes it, then nothing is left to flank.
    let g = Othello::parse("BW../..../..../.... b", 4).unwrap();
    let mut moves = Vec::new();
    g.moves(&g.root(), &mut moves);
    assert_eq!(moves, vec![2]);
    let end = g.play(&g.root(), 2);
    assert_eq!(
        g.terminal_value(&end, 1, false),
        Some(3.0),
        "3 black discs, 0 white"
    );
    // White to move with no placement, Black with one: White passes, and the pass is a ply.
    let g = Othello::parse("BW../..../..../.... w", 4).unwrap();
    moves.clear();
    g.moves(&g.root(), &mut moves);
    assert_eq!(moves, vec![PASS]);
    let after = g.play(&g.root(), PASS);
    assert!(after.black_to_move);
    assert_eq!((after.black, after.white), (g.root().black, g.root().white));
    // White is MAX here (its move at the root): Black's node after the pass is MIN.
    assert_eq!(g.kind(&after, 1), crate::games::NodeKind::Min);
    assert_eq!(g.terminal_value(&g.root(), 0, false), None);
}

#[test]
fn sizes_and_bad_grids_are_named() {
    for w in [4, 6] {
        let g = Othello::start(w).unwrap();
        let mut moves = Vec::new();
        g.moves(&g.root(), &mut moves);
        assert_eq!(moves.len(), 4, "{w}×{w}");
    }
    assert_eq!(
        Othello::start(5).unwrap_err().message,
        "an Othello board is 4×4, 6×6 or 8×8, not 5×5"
    );
    assert_eq!(
        Othello::parse("..../..W/..../....", 4).unwrap_err().code,
        "RowLength"
    );
    let e = Othello::parse("..../.Z../..../....", 4).unwrap_err();
    assert_eq!(
        e.message,
        "cell b2 is 'Z': use B, W or . (rows separated by /)"
    );
    // Without a side, an even number of discs means Black (nobody has passed).
    assert!(
        Othello::parse("..../.WB./.BW./....", 4)
            .unwrap()
            .root()
            .black_to_move
    );
}
