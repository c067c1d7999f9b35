//! Tic-tac-toe from scratch on nine bytes (`X`, `O`, `.`), sharing nothing
//! with the engine but the notation: value from the root mover's view.

use abviz_core::Scoring;

pub const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

/// Cells of a board written by `Board`'s `Display` (`O.X/.X./O..`).
pub fn cells(text: &str) -> [u8; 9] {
    let v: Vec<u8> = text.bytes().filter(|&b| b != b'/').collect();
    v.try_into().expect("nine cells")
}

pub fn winner(c: &[u8; 9]) -> Option<u8> {
    LINES
        .iter()
        .find(|l| c[l[0]] != b'.' && c[l[0]] == c[l[1]] && c[l[1]] == c[l[2]])
        .map(|l| c[l[0]])
}

pub fn to_move(c: &[u8; 9]) -> u8 {
    let x = c.iter().filter(|&&b| b == b'X').count();
    let o = c.iter().filter(|&&b| b == b'O').count();
    if x == o {
        b'X'
    } else {
        b'O'
    }
}

/// Lines with none of `who`'s opponent's marks.
pub fn open_lines(c: &[u8; 9], who: u8) -> i32 {
    let them = if who == b'X' { b'O' } else { b'X' };
    LINES
        .iter()
        .filter(|l| l.iter().all(|&i| c[i] != them))
        .count() as i32
}

/// (value, nodes, leaves, x_wins, o_wins, draws) without a depth limit.
pub fn solve(c: &mut [u8; 9], max: u8, ply: u32, scoring: Scoring) -> Counts {
    if let Some(w) = winner(c) {
        let win = match scoring {
            Scoring::Wdl => 1,
            Scoring::Fast => 10 - ply as i32,
        };
        let v = if w == max { win } else { -win };
        return Counts {
            value: v,
            nodes: 1,
            leaves: 1,
            x_wins: (w == b'X') as u64,
            o_wins: (w == b'O') as u64,
            draws: 0,
        };
    }
    if c.iter().all(|&b| b != b'.') {
        return Counts {
            value: 0,
            nodes: 1,
            leaves: 1,
            x_wins: 0,
            o_wins: 0,
            draws: 1,
        };
    }
    let mover = to_move(c);
    let mut acc = Counts {
        value: if mover == max { i32::MIN } else { i32::MAX },
        nodes: 1,
        ..Counts::default()
    };
    for i in 0..9 {
        if c[i] != b'.' {
            continue;
        }
        c[i] = mover;
        let k = solve(c, max, ply + 1, scoring);
        c[i] = b'.';
        acc.value = if mover == max {
            acc.value.max(k.value)
        } else {
            acc.value.min(k.value)
        };
        acc.nodes += k.nodes;
        acc.leaves += k.leaves;
        acc.x_wins += k.x_wins;
        acc.o_wins += k.o_wins;
        acc.draws += k.draws;
    }
    acc
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub value: i32,
    pub nodes: u64,
    pub leaves: u64,
    pub x_wins: u64,
    pub o_wins: u64,
    pub draws: u64,
}
