use super::record::Replay;
use super::*;

/// A small Star1-like search: every event kind (a MAX root, a MIN
/// child with a horizon leaf, a chance node with derived windows and
/// bounds, a probe and a revisit of the probed child), a window that
/// changes, a cut-off, extreme payloads, ∓∞, and values that are not
/// whole numbers (fractions, and a whole number too large for a word).
fn sample() -> Vec<Event> {
    use NodeKind::*;
    let enter = |node, parent, mv, depth, kind, probe, alpha, beta| Event::Enter {
        node,
        parent,
        mv,
        depth,
        kind,
        probe,
        alpha,
        beta,
    };
    vec![
        enter(0, NONE, NONE, 0, Max, false, NEG_INF, POS_INF),
        enter(1, 0, 8, 1, Min, false, NEG_INF, POS_INF),
        Event::Leaf {
            node: 1,
            value: -1_000_000_000.0,
            horizon: true,
        },
        Event::Exit {
            node: 1,
            value: -1_000_000_000.0,
        },
        Event::Alpha {
            node: 0,
            value: 5.0,
        },
        // A chance node entered with the root's window (5, +∞).
        enter(7, 0, 2, 1, Chance, false, 5.0, POS_INF),
        // Star2's probe of its first outcome, with a derived window.
        Event::Window {
            node: 7,
            alpha: 2.5,
            beta: POS_INF,
        },
        enter(8, 7, 0, 2, Min, true, 2.5, POS_INF),
        enter(9, 8, 0, 3, Max, false, 2.5, POS_INF),
        Event::Leaf {
            node: 9,
            value: -0.75,
            horizon: false,
        },
        Event::Exit {
            node: 9,
            value: -0.75,
        },
        Event::Beta {
            node: 8,
            value: -0.75,
        },
        Event::Exit {
            node: 8,
            value: -0.75,
        },
        Event::Bounds {
            node: 7,
            lo: NEG_INF,
            hi: 1.0e10,
        },
        // The probed outcome searched again (a revisit) …
        Event::Window {
            node: 7,
            alpha: -3.0,
            beta: 4.125,
        },
        enter(8, 7, 0, 2, Min, false, -3.0, 4.125),
        Event::Leaf {
            node: 8,
            value: 4.0,
            horizon: true,
        },
        Event::Exit {
            node: 8,
            value: 4.0,
        },
        Event::Bounds {
            node: 7,
            lo: 1.5,
            hi: 4.5,
        },
        // … and the next outcome with the chance node's own window.
        enter(12, 7, 1, 2, Max, false, 5.0, POS_INF),
        Event::Leaf {
            node: 12,
            value: 1.0 / 3.0,
            horizon: false,
        },
        Event::Exit {
            node: 12,
            value: 1.0 / 3.0,
        },
        Event::Cutoff {
            node: 7,
            alpha: 5.0,
            beta: POS_INF,
            skipped: 200_000,
        },
        Event::Exit {
            node: 7,
            value: 4.5,
        },
        Event::Exit {
            node: 0,
            value: 5.0,
        },
    ]
}

fn record(events: &[Event]) -> Trace {
    let mut t = Trace::new();
    for &e in events {
        t.event(e);
    }
    t
}

#[test]
fn replay_restores_every_field_of_every_kind() {
    let t = record(&sample());
    assert_eq!(t.iter().collect::<Vec<_>>(), sample());
    // Bounds and Window take two records each.
    assert_eq!(t.len(), sample().len() + 4);
}

#[test]
fn values_that_are_not_whole_go_to_the_real_table_in_order() {
    let t = record(&sample());
    assert_eq!(
        t.reals(),
        [
            2.5,
            -0.75,
            -0.75,
            -0.75,
            -0.75,
            1.0e10,
            4.125,
            1.5,
            4.5,
            1.0 / 3.0,
            1.0 / 3.0,
            4.5
        ]
    );
    let real: Vec<(usize, f64)> = (t.packed().iter().enumerate())
        .filter(|(_, p)| p.0[0] & kind::REAL != 0)
        .map(|(i, p)| (i, p.value(t.reals())))
        .collect();
    assert_eq!(real.len(), t.reals().len());
    for (k, (_, v)) in real.iter().enumerate() {
        assert_eq!(*v, t.reals()[k], "real record {k}");
    }
    // Packing one event alone: the word indexes the table it was given.
    let (mut reals, mut out) = (vec![9.0], Vec::new());
    PackedEvent::pack(
        Event::Exit {
            node: 3,
            value: -2.25,
        },
        &mut reals,
        &mut out,
    );
    assert_eq!(reals, [9.0, -2.25]);
    assert_eq!(out, [PackedEvent([kind::EXIT | kind::REAL, 1])]);
    assert_eq!(out[0].value(&reals), -2.25);
    assert_eq!(out[0].payload(), 0);
}

#[test]
fn packed_words_follow_the_documented_layout() {
    use kind::*;
    let t = record(&sample());
    let words: Vec<[u32; 2]> = t.packed().iter().map(|p| p.0).collect();
    let enter = |mv: u32, probe: u32, k: NodeKind| {
        ENTER | ((mv.wrapping_add(1) << ENTER_FLAG_BITS) | probe << 2 | k.code()) << BITS
    };
    let neg = |v: i32| v as u32;
    let want: Vec<[u32; 2]> = vec![
        // The root has no move (mv + 1 = 0) and is MAX (kind 0).
        [ENTER, 0],
        // The MIN child at move 8: (9 << 3 | 1) in the payload.
        [ENTER | (9 << 3 | 1) << BITS, 1],
        // A horizon leaf's negative value, as two's complement.
        [LEAF | 1 << BITS, neg(-1_000_000_000)],
        [EXIT, neg(-1_000_000_000)],
        [ALPHA, 5],
        [enter(2, 0, NodeKind::Chance), 7],
        // Window (2.5, +∞): the real table's first entry, then +∞ inline.
        [WINDOW | REAL, 0],
        [WINDOW | 1 << BITS, POS_INF_WORD as u32],
        // A probe: bit 2 of the payload.
        [enter(0, 1, NodeKind::Min), 8],
        [enter(0, 0, NodeKind::Max), 9],
        [LEAF | REAL, 1],
        [EXIT | REAL, 2],
        [BETA | REAL, 3],
        [EXIT | REAL, 4],
        // Bounds (−∞, 1e10): 1e10 is whole but too large for a word.
        [BOUND, neg(NEG_INF_WORD)],
        [BOUND | 1 << BITS | REAL, 5],
        [WINDOW, neg(-3)],
        [WINDOW | 1 << BITS | REAL, 6],
        // The revisit: the same node id, no probe bit.
        [enter(0, 0, NodeKind::Min), 8],
        [LEAF | 1 << BITS, 4],
        [EXIT, 4],
        [BOUND | REAL, 7],
        [BOUND | 1 << BITS | REAL, 8],
        [enter(1, 0, NodeKind::Max), 12],
        [LEAF | REAL, 9],
        [EXIT | REAL, 10],
        [CUTOFF | 200_000 << BITS, 0],
        [EXIT | REAL, 11],
        [EXIT, 5],
    ];
    assert_eq!(words.len(), want.len());
    for (i, (got, want)) in words.iter().zip(&want).enumerate() {
        assert_eq!(got, want, "record {i}");
    }
    assert_eq!(words[2][1] as i32, -1_000_000_000);
    assert_eq!(words[14][1] as i32, NEG_INF_WORD);
    // Each event's records carry its kind code; two-record events
    // have payload 0 then 1.
    let names = [
        "enter", "leaf", "alpha", "beta", "cutoff", "exit", "bounds", "window",
    ];
    let mut records = t.packed().iter();
    for e in sample() {
        let p = records.next().unwrap();
        assert_eq!(p.kind(), p.0[0] & MASK);
        assert_eq!(e.name(), names[p.kind() as usize], "{e:?}");
        if matches!(e, Event::Bounds { .. } | Event::Window { .. }) {
            assert_eq!(p.payload(), 0, "{e:?}");
            let hi = records.next().unwrap();
            assert_eq!((hi.kind(), hi.payload()), (p.kind(), 1), "{e:?}");
        }
        if let Event::Enter { kind, .. } = e {
            assert_eq!(p.enter_kind(), kind);
        }
    }
    assert!(records.next().is_none());
}

#[test]
fn replay_of_a_cut_trace_makes_up_fields_but_never_panics() {
    let t = record(&sample());
    for n in 0..t.len() {
        let mut replay = Replay::default();
        let events: Vec<Event> = (t.packed()[n..].iter())
            .filter_map(|p| replay.step(p, t.reals()))
            .collect();
        assert!(events.len() <= sample().len());
    }
    // A record pointing past the real table reads as 0.
    assert_eq!(PackedEvent([kind::EXIT | kind::REAL, 99]).value(&[]), 0.0);
}
