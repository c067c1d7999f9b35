use super::*;
use crate::games::Game;

#[test]
fn round_trips_the_textbook_tree() {
    let t: Tree = " [[3, 12,8],[2,4,6],[14,5,2]] ".parse().unwrap();
    assert_eq!(t.to_string(), "[[3,12,8],[2,4,6],[14,5,2]]");
    assert_eq!(t.len(), 13);
}

#[test]
fn a_single_number_is_a_one_node_tree() {
    let t: Tree = "-7".parse().unwrap();
    assert_eq!(t.leaf_value(t.root()), Some(-7.0));
    let t: Tree = "-3.01".parse().unwrap();
    assert_eq!(t.leaf_value(t.root()), Some(-3.01));
}

#[test]
fn uniform_trees_have_b_to_the_d_leaves() {
    let t = Tree::uniform(3, 2, &mut (1..).take(9));
    assert_eq!(t.to_string(), "[[1,2,3],[4,5,6],[7,8,9]]");
}

#[test]
fn shorthand_reads_names_kinds_values_and_probabilities() {
    let t: Tree = "A max[B min[b1=3, b2=12], C=4 chance[0.9: 2, 0.1: c2=3]]"
        .parse()
        .unwrap();
    assert_eq!(
        t.to_string(),
        "A max[B min[b1=3,b2=12],C=4 chance[0.9:2,0.1:c2=3]]"
    );
    let g = TreeGame::new(t, TreeSetup::default()).unwrap();
    let c = g.tree().child(g.tree().root(), 1);
    assert_eq!(g.node_kind(c), NodeKind::Chance);
    assert_eq!(g.tree().name(c), Some("C"));
    assert_eq!(g.tree().static_value(c), Some(4.0));
    assert_eq!(g.probability(&c, 1), 0.1);
}

#[test]
fn json_and_shorthand_give_the_same_tree() {
    let json = r#"{"kind":"max","children":[{"kind":"chance","children":[{"p":0.9,"value":2},{"p":0.1,"value":3}]},4]}"#;
    let a = Tree::from_json(json).unwrap();
    let b: Tree = "max[chance[0.9:2,0.1:3],4]".parse().unwrap();
    assert_eq!(a, b);
}

#[test]
fn numbers_may_be_fractions_such_as_one_sixth() {
    let g = TreeGame::new(
        "chance[1/6: 3, 5/6: 9]".parse().unwrap(),
        TreeSetup::default(),
    )
    .unwrap();
    assert_eq!(g.probability(&g.root(), 0), 1.0 / 6.0);
    assert_eq!(g.probability(&g.root(), 1), 5.0 / 6.0);
    for bad in ["[1/0]", "[1/]", "[1/2/3]", "[1/x]"] {
        assert!(
            matches!(bad.parse::<Tree>(), Err(TreeError::NotNumber { .. })),
            "{bad}"
        );
    }
    assert!("[/2]".parse::<Tree>().is_err());
}

#[test]
fn children_without_p_share_what_is_left_equally() {
    let g = TreeGame::new("chance[0.5:1, 2, 3]".parse().unwrap(), TreeSetup::default()).unwrap();
    assert_eq!(
        (g.probability(&g.root(), 1), g.probability(&g.root(), 2)),
        (0.25, 0.25)
    );
}

#[test]
fn agents_cycle_max_then_min_levels() {
    let setup = TreeSetup {
        root_is_max: true,
        agents: 3,
    };
    let kinds: Vec<_> = (0..4).map(|d| setup.kind_at(d)).collect();
    use NodeKind::*;
    assert_eq!(kinds, [Max, Min, Min, Max]);
}

#[test]
fn errors_name_the_node() {
    let bad = |s: &str| {
        TreeGame::new(s.parse().unwrap(), TreeSetup::default())
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        bad("[chance[0.5:1, 0.4:2], 3]"),
        "tree: the probabilities of the outcomes of node 1 sum to 0.9, not 1"
    );
    assert_eq!(
        bad("[0.5: 1, 2]"),
        "tree: node 1 has a probability but its parent is not a chance node"
    );
    assert_eq!(
        bad("C chance[1.5: 1, 2]"),
        "tree: node 1 has probability 1.5; a probability lies between 0 and 1"
    );
}

#[test]
fn values_are_written_as_rust_writes_them() {
    for v in [
        0.5,
        -0.5,
        3.01,
        -3.01,
        0.1 + 0.2,
        1.0 / 3.0,
        1e-7,
        -1.25e-7,
        123.456,
        1e15,
        1e21,
        -1e300,
        5e-324,
        f64::MAX,
        f64::MIN_POSITIVE,
        1e15 + 0.5,
        999_999_999.999,
        2f64.powi(60),
        (1 << 29) as f64 + 1.0 / 256.0,
        f64::NAN,
        f64::INFINITY,
        f64::NEG_INFINITY,
    ] {
        assert_eq!(fmt_value(v), v.to_string(), "{v:e}");
    }
    assert_eq!(fmt_value(-0.0), "0");
    assert_eq!(fmt_value(12.0), "12");
    // Random bit patterns (every exponent) and short decimals.
    let mut state = 0x9e37_79b9_7f4a_7c15_u64;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for _ in 0..100_000 {
        let bits = f64::from_bits(next());
        let short = (next() % 2_000_001) as f64 / 1000.0 - 1000.0;
        let tiny = (next() % 1000) as f64 * 10f64.powi(-((next() % 30) as i32));
        // Halfway cases: a whole part and an odd number of 2^-q.
        let q = 2 + next() % 24;
        let whole = (next() % (1 << (52 - q))) as f64;
        let tie = whole + ((next() % (1 << q)) | 1) as f64 / (1u64 << q) as f64;
        for v in [bits, short, tiny, tie, -tie] {
            if as_whole(v).is_none() {
                assert_eq!(fmt_value(v), v.to_string(), "{v:e}");
            }
        }
    }
}
