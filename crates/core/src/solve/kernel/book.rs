//! The solver's deep opening book: the exact score of every Connect Four
//! position within a few discs of the start, one per mirror pair. Its file
//! holds only the scores, in the order of an enumeration the reader redoes
//! (the format, and why, in `games::books`); the positions with fewest
//! discs follow from the deepest ones by negamax ([`DeepBook::derive`]).

use std::fmt;

use super::board::Geometry;
use super::search::centre_order;
use crate::games::connect4::Size;

/// A book file's first four bytes.
pub const BOOK_MAGIC: [u8; 4] = *b"C4BK";
/// The format's version (byte 4).
const VERSION: u8 = 1;
/// Bytes before the scores: magic, version, W, H, plies, count (u32),
/// the keys' checksum (u64), all little-endian.
const HEADER: usize = 20;
/// A score the book does not know (−128): a partial book, built while its
/// deepest positions are still being solved, holds some.
const UNKNOWN: u8 = 0x80;

/// One position of the enumeration, when it is first reached.
pub struct Visit<'a> {
    /// The position's key (`cur + mask`), the smaller of its own and its
    /// mirror image's.
    pub key: u64,
    /// The side to move's discs.
    pub cur: u64,
    /// All discs.
    pub mask: u64,
    /// The columns (0-based) of the moves that first reached it.
    pub moves: &'a [u32],
}

/// The keys seen by the enumeration: open addressing on a power-of-two
/// table of keys (0 is never a key: even the empty board's is the bits
/// above its columns), as small in the page's module as a set can be.
struct Seen {
    slots: Vec<u64>,
    len: usize,
}

impl Seen {
    fn new() -> Seen {
        Seen {
            slots: vec![0; 1 << 10],
            len: 0,
        }
    }

    /// Adds `key`; false when it was there already.
    fn insert(&mut self, key: u64) -> bool {
        if 2 * (self.len + 1) > self.slots.len() {
            let bigger = vec![0; 2 * self.slots.len()];
            let old = std::mem::replace(&mut self.slots, bigger);
            self.len = 0;
            for k in old.into_iter().filter(|&k| k != 0) {
                self.insert(k);
            }
        }
        let mask = self.slots.len() - 1;
        let mut i = (key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 20) as usize & mask;
        while self.slots[i] != 0 {
            if self.slots[i] == key {
                return false;
            }
            i = (i + 1) & mask;
        }
        self.slots[i] = key;
        self.len += 1;
        true
    }
}

/// Visits every position of `size` with at most `plies` discs that a game
/// reaches before anyone makes four, once per mirror pair: depth first,
/// columns from the centre outwards (4 3 5 2 6 1 7), a position when it is
/// first reached (by the moves reaching it first, mirrored or not).
pub fn enumerate(size: Size, plies: u32, mut visit: impl FnMut(&Visit<'_>)) {
    let g = Geometry::new(size.w, size.h);
    let order = centre_order(size.w);
    let mut seen = Seen::new();
    let mut moves = Vec::with_capacity(plies as usize);
    dfs(
        &g,
        &order[..size.w as usize],
        plies,
        (0, 0),
        &mut moves,
        &mut seen,
        &mut visit,
    );
}

fn dfs(
    g: &Geometry,
    order: &[u32],
    plies: u32,
    (cur, mask): (u64, u64),
    moves: &mut Vec<u32>,
    seen: &mut Seen,
    visit: &mut impl FnMut(&Visit<'_>),
) {
    let key = canonical(g, cur, mask);
    if !seen.insert(key) {
        return;
    }
    visit(&Visit {
        key,
        cur,
        mask,
        moves,
    });
    if moves.len() as u32 >= plies || mask == g.board {
        return;
    }
    let (wins, playable) = (g.winning_cells(cur, mask), g.playable(mask));
    for &c in order {
        let cell = playable & g.column(c);
        // A drop that makes four ends the game: no position after it.
        if cell == 0 || wins & cell != 0 {
            continue;
        }
        moves.push(c);
        dfs(
            g,
            order,
            plies,
            (cur ^ mask, mask | cell),
            moves,
            seen,
            visit,
        );
        moves.pop();
    }
}

/// The key of `cur`/`mask`, or of its mirror image if that is smaller: a
/// key holds each column's discs in the column's own bits, so mirroring
/// the key mirrors the position.
fn canonical(g: &Geometry, cur: u64, mask: u64) -> u64 {
    let key = Geometry::key(cur, mask);
    key.min(g.mirror(key))
}

/// Sorts keys (below 2^56) byte by byte: a few lines, where the standard
/// library's sort would add 3 KB to the page's module.
fn radix_sort(keys: &mut Vec<u64>) {
    let mut out = vec![0u64; keys.len()];
    for shift in (0..56).step_by(8) {
        let digit = |k: u64| ((k >> shift) & 255) as usize;
        let mut at = [0usize; 257];
        for &k in keys.iter() {
            at[digit(k) + 1] += 1;
        }
        for d in 0..256 {
            at[d + 1] += at[d];
        }
        for &k in keys.iter() {
            out[at[digit(k)]] = k;
            at[digit(k)] += 1;
        }
        std::mem::swap(keys, &mut out);
    }
}

/// The canonical key ([`Visit::key`]) of the position `cur`/`mask` on `size`.
pub fn book_key(size: Size, cur: u64, mask: u64) -> u64 {
    canonical(&Geometry::new(size.w, size.h), cur, mask)
}

/// FNV-1a over the keys' bytes: a file made from another enumeration is
/// refused instead of misread.
fn checksum(keys: &[u64]) -> u64 {
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    for b in keys.iter().flat_map(|k| k.to_le_bytes()) {
        h = (h ^ b as u64).wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// Why bytes are not a book.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BookError {
    /// Not a book file: another format or version, a board size or depth
    /// the reader cannot enumerate, or not one score per position.
    NotABook,
    /// The file's positions are not this enumeration's (its checksum of
    /// their keys differs).
    Positions,
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            BookError::NotABook => "not an abviz Connect Four book of this version",
            BookError::Positions => "a book of other positions than this version enumerates",
        })
    }
}

impl std::error::Error for BookError {}

/// The most discs a book may reach: beyond that the enumeration (and the
/// file) grows past what a page should load.
pub const MAX_BOOK_PLIES: u32 = 10;

/// Every position's exact `fast` score for its side to move, by canonical
/// key (sorted, for a binary search).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeepBook {
    size: Size,
    plies: u32,
    keys: Vec<u64>,
    /// The scores as the file's bytes (two's complement).
    scores: Vec<u8>,
}

/// Each enumerated position: (canonical key, cur, mask), sorted by key.
fn positions(size: Size, plies: u32) -> Vec<(u64, u64, u64)> {
    let mut out = Vec::new();
    enumerate(size, plies, |v| out.push((v.key, v.cur, v.mask)));
    out.sort_unstable_by_key(|p| p.0);
    out
}

impl DeepBook {
    /// The book of `size` to `plies` discs from the scores of its deepest
    /// positions (`deepest(key)`: the exact score for the side to move of
    /// the position of `plies` discs with that canonical key, `None` when
    /// unknown): every shallower position's score by negamax, a drop that
    /// makes four counting as the win it is (`fast`: ⌈W·H/2⌉ + 1 − the
    /// winner's discs). A position with a child of unknown score is unknown.
    pub fn derive(size: Size, plies: u32, deepest: impl Fn(u64) -> Option<i32>) -> DeepBook {
        let g = Geometry::new(size.w, size.h);
        let all = positions(size, plies);
        let keys: Vec<u64> = all.iter().map(|p| p.0).collect();
        let mut scores = vec![UNKNOWN; keys.len()];
        let mut order: Vec<usize> = (0..all.len()).collect();
        // Deepest first, so every child is scored before its parent.
        order.sort_unstable_by_key(|&i| std::cmp::Reverse(all[i].2.count_ones()));
        for i in order {
            let (key, cur, mask) = all[i];
            let n = mask.count_ones();
            let score = match n == plies {
                true => deepest(key),
                false => negamax_step(&g, cur, mask, |k| {
                    let at = keys.binary_search(&k).ok()?;
                    read(scores[at])
                }),
            };
            scores[i] = score.map_or(UNKNOWN, |v| v as i8 as u8);
        }
        DeepBook {
            size,
            plies,
            keys,
            scores,
        }
    }

    /// Reads a book file (see `games::books`), redoing its enumeration.
    pub fn from_bytes(bytes: &[u8]) -> Result<DeepBook, BookError> {
        if bytes.len() < HEADER || bytes[..4] != BOOK_MAGIC || bytes[4] != VERSION {
            return Err(BookError::NotABook);
        }
        let (w, h, plies) = (bytes[5] as u32, bytes[6] as u32, bytes[7] as u32);
        let size = match Size::new(w, h) {
            Ok(s) if plies <= MAX_BOOK_PLIES => s,
            _ => return Err(BookError::NotABook),
        };
        let word = |at: usize, n: usize| {
            (bytes[at..at + n].iter().rev()).fold(0u64, |acc, &b| acc << 8 | b as u64)
        };
        let (count, sum) = (word(8, 4) as usize, word(12, 8));
        let mut keys = Vec::new();
        enumerate(size, plies, |v| keys.push(v.key));
        radix_sort(&mut keys);
        if count != keys.len() || bytes.len() - HEADER != count {
            return Err(BookError::NotABook);
        }
        if checksum(&keys) != sum {
            return Err(BookError::Positions);
        }
        let scores = bytes[HEADER..].to_vec();
        Ok(DeepBook {
            size,
            plies,
            keys,
            scores,
        })
    }

    /// The book as file bytes (see `games::books`).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(HEADER + self.scores.len());
        out.extend_from_slice(&BOOK_MAGIC);
        out.extend_from_slice(&[VERSION, self.size.w as u8, self.size.h as u8]);
        out.push(self.plies as u8);
        out.extend_from_slice(&(self.keys.len() as u32).to_le_bytes());
        out.extend_from_slice(&checksum(&self.keys).to_le_bytes());
        out.extend_from_slice(&self.scores);
        out
    }

    /// The board size.
    pub fn size(&self) -> Size {
        self.size
    }

    /// The most discs of a position it holds.
    pub fn plies(&self) -> u32 {
        self.plies
    }

    /// Positions listed (one per mirror pair).
    pub fn len(&self) -> usize {
        self.keys.len()
    }

    /// Whether it lists no position (never, for a book read or derived).
    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }

    /// Positions whose score it knows (all of them in a finished book).
    pub fn known(&self) -> usize {
        self.scores.iter().filter(|&&s| s != UNKNOWN).count()
    }

    /// The exact `fast` score for the side to move of the position
    /// `cur`/`mask` of this book's size, when the book holds it: at most
    /// [`DeepBook::plies`] discs, no four on the board, score known.
    pub fn score(&self, cur: u64, mask: u64) -> Option<i32> {
        if mask.count_ones() > self.plies {
            return None;
        }
        let at = self
            .keys
            .binary_search(&book_key(self.size, cur, mask))
            .ok()?;
        read(self.scores[at])
    }
}

/// A stored score, `None` for unknown.
fn read(byte: u8) -> Option<i32> {
    (byte != UNKNOWN).then_some(byte as i8 as i32)
}

/// The score of `cur`/`mask` (no four on it) from its children's scores
/// (`child(key)`, for the child's side to move): the best drop, a drop
/// that makes four worth its win; a full board is a draw. `None` when a
/// child's score is unknown.
fn negamax_step(
    g: &Geometry,
    cur: u64,
    mask: u64,
    child: impl Fn(u64) -> Option<i32>,
) -> Option<i32> {
    let n = mask.count_ones();
    let (wins, playable) = (g.winning_cells(cur, mask), g.playable(mask));
    if wins & playable != 0 {
        return Some(g.win(n));
    }
    let mut best: Option<i32> = None;
    for c in 0..g.w {
        let cell = playable & g.column(c);
        if cell != 0 {
            let v = -child(canonical(g, cur ^ mask, mask | cell))?;
            best = Some(best.map_or(v, |b| b.max(v)));
        }
    }
    Some(best.unwrap_or(0))
}
