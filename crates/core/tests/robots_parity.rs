//! Nilsson's two robots on an open grid: the parity of the distance decides
//! the game. Checked over every position of the 8×8 board by retrograde
//! analysis (the exact game, without a search's depth limit).

use std::collections::HashMap;

use abviz_core::robots::RobotsState;
use abviz_core::{Game, Robots};

/// Plies to a forced catch, with White to move or Black to move, for every
/// position where White can force one (no move limit).
fn forced_catches(g: &Robots, side: usize) -> HashMap<RobotsState, u32> {
    let cells = (side * side) as u16;
    let state = |w, b, white| RobotsState {
        white: w,
        black: b,
        white_to_move: white,
        moves_left: u16::MAX,
        caught: false,
    };
    let all: Vec<RobotsState> = (0..cells)
        .flat_map(|w| (0..cells).map(move |b| (w, b)))
        .filter(|(w, b)| w != b)
        .flat_map(|(w, b)| [state(w, b, true), state(w, b, false)])
        .collect();
    // Ignore the move counter: positions are equal whatever it says.
    let key = |s: &RobotsState| RobotsState {
        moves_left: u16::MAX,
        ..*s
    };
    let mut won: HashMap<RobotsState, u32> = HashMap::new();
    let mut moves = vec![];
    loop {
        let mut changed = false;
        for s in &all {
            if won.contains_key(s) {
                continue;
            }
            moves.clear();
            g.moves(s, &mut moves);
            let after: Vec<RobotsState> = moves.iter().map(|&m| g.play(s, m)).collect();
            let plies = |n: &RobotsState| {
                if n.caught {
                    Some(1)
                } else {
                    won.get(&key(n)).map(|p| p + 1)
                }
            };
            let result = if s.white_to_move {
                after.iter().filter_map(plies).min()
            } else {
                let all_won: Option<Vec<u32>> = after.iter().map(plies).collect();
                all_won.and_then(|v| v.into_iter().max())
            };
            if let Some(p) = result {
                won.insert(*s, p);
                changed = true;
            }
        }
        if !changed {
            return won;
        }
    }
}

#[test]
fn on_an_open_grid_white_catches_black_exactly_when_the_distance_is_odd() {
    let g = Robots::parse("open8", 40).unwrap();
    let won = forced_catches(&g, 8);
    let grid = g.grid();
    let (mut odd, mut longest) = (0, 0);
    for w in 0..64u16 {
        for b in (0..64u16).filter(|&b| b != w) {
            let s = RobotsState {
                white: w,
                black: b,
                white_to_move: true,
                moves_left: u16::MAX,
                caught: false,
            };
            let (wx, wy) = grid.xy(w as usize);
            let (bx, by) = grid.xy(b as usize);
            let d = wx.abs_diff(bx) + wy.abs_diff(by);
            match (d % 2, won.get(&s)) {
                (1, Some(&p)) => {
                    odd += 1;
                    longest = longest.max(p);
                }
                (1, None) => panic!("odd distance {d} not won: {s:?}"),
                (_, Some(p)) => panic!("even distance {d} won in {p}: {s:?}"),
                (_, None) => {}
            }
        }
    }
    assert_eq!(odd, 2048);
    // The module docs say: within 25 plies.
    assert_eq!(longest, 25);
}

#[test]
fn the_presets_are_one_cell_apart_and_differ_by_parity() {
    let odd = Robots::parse("open8", 40).unwrap();
    let even = Robots::parse("open8even", 40).unwrap();
    let (a, b) = (odd.root(), even.root());
    assert_eq!(a.white, b.white);
    assert_eq!(
        odd.grid().step(a.black as usize, abviz_core::Dir::West),
        Some(b.black as usize)
    );
    assert_eq!((odd.distance(&a), even.distance(&b)), (3, 4));
}
