use super::*;

#[test]
fn heaps_are_read_as_written_and_played_as_moves() {
    let nim = Nim::parse(" 3, 4 ,5 ").unwrap();
    let root = nim.root();
    assert_eq!(root.heaps(), &[3, 4, 5]);
    assert_eq!(root.to_string(), "3,4,5");
    assert_eq!(root.nim_sum(), 2);
    let mut moves = Vec::new();
    nim.moves(&root, &mut moves);
    assert_eq!(moves.len(), 12, "3 + 4 + 5 ways to take");
    assert_eq!(move_text(moves[0]), "heap 1 −1");
    let after = nim.play(&root, 2 * MOVE_BASE + 5);
    assert_eq!(after.heaps(), &[3, 4, 0]);
    assert!(!after.max_to_move);
    assert_eq!(nim.terminal_value(&after, 1, false), None);
}

#[test]
fn the_side_with_nothing_to_take_has_lost() {
    let nim = Nim::parse("1").unwrap();
    let last = nim.play(&nim.root(), 1); // heap 1, one stick
                                         // MAX took the last stick: MIN, to move, has lost.
    assert_eq!(nim.terminal_value(&last, 1, false), Some(1.0));
    let empty = Nim::parse("0,0").unwrap();
    assert_eq!(nim.terminal_value(&empty.root(), 0, false), Some(-1.0));
}

#[test]
fn bad_heaps_are_named_with_where_they_are() {
    let e = |t: &str| Nim::parse(t).unwrap_err();
    assert_eq!(e("").code, "Empty");
    assert_eq!(
        e("3,x,5").message,
        "heap 2 is \"x\", not a number of sticks (write heaps as 3,4,5)"
    );
    assert_eq!(e("3,-1").code, "NotANumber");
    assert_eq!(e("3,16").message, "heap 2 has 16 sticks: at most 15 a heap");
    assert_eq!(e("1,1,1,1,1,1,1,1,1").code, "TooManyHeaps");
    assert_eq!(
        e("3,,5").params,
        vec![("heap", "2".to_string()), ("text", String::new())]
    );
}
