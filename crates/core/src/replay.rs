//! Nilsson's tic-tac-toe game replayed (ch. 12, Figs 3–6), stage by stage,
//! as the sense–plan–act loop the text describes: MAX (X) senses the
//! board, plans by minimax to depth 2 with symmetry reduction and e(p),
//! acts; MIN (O) replies as the book says; MAX searches again.
//!
//! Design: each stage is its preset (`nilsson-fig3` … `nilsson-fig5`)
//! searched by the ordinary [`Problem`] search, and the stage's tree is
//! read back from the search's own trace events, so every value the page
//! draws is one the search computed. MAX's moves come from the search; the
//! book is consulted only for MIN's replies, and, where two moves tie, for
//! which of them MAX played (checked to be one of the tied best, up to the
//! board's symmetries). The positions are played out from the empty board,
//! not read from the presets (a test checks that they agree). Each stage
//! is also searched without symmetry, so the page can show both counts.

use crate::error::Error;
use crate::games::tictactoe::{Board, Mark, Scoring, TicTacToe, LINES};
use crate::games::Game;
use crate::presets::find_preset;
use crate::problem::Problem;
use crate::quote::json_str;
use crate::search::Algorithm;
use crate::spec::Config;
use crate::trace::{Event, NodeId};

/// What the book says at one stage: the preset searched, MAX's choice
/// where moves tie (the text's figure shows it), and MIN's reply.
struct Book {
    preset: &'static str,
    figure: u32,
    choice: Option<u32>,
    reply: Option<u32>,
}

/// Nilsson's game: O answers the centre on its left (cell 3), X takes the
/// bottom-right corner (cell 8) at the tie, O blocks the diagonal at the
/// top left (cell 0); after X's block MIN resigns.
const NILSSON: [Book; 3] = [
    Book {
        preset: "nilsson-fig3",
        figure: 3,
        choice: None,
        reply: Some(3),
    },
    Book {
        preset: "nilsson-fig4",
        figure: 4,
        choice: Some(8),
        reply: Some(0),
    },
    Book {
        preset: "nilsson-fig5",
        figure: 5,
        choice: None,
        reply: None,
    },
];

/// One node of a stage's tree, in search order (a node's children follow
/// their parent's other children in the order they were searched).
#[derive(Clone, Debug, PartialEq)]
pub struct StageNode {
    /// The parent's index in [`Stage::nodes`]; `None` for the root.
    pub parent: Option<usize>,
    /// The cell played to reach it; `None` for the root.
    pub mv: Option<u32>,
    /// The position.
    pub board: Board,
    /// For a tip: its static value, e(p) or a finished game's score.
    pub tip: Option<f64>,
    /// The value the node returned to its parent (`None` if never entered).
    pub value: Option<f64>,
    /// Never generated: an alpha-beta cut-off skipped it.
    pub pruned: bool,
}

/// A search's size: the root's moves, the tips evaluated, nodes entered.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Children of the root searched.
    pub moves: u32,
    /// Tips evaluated.
    pub tips: u64,
    /// Nodes entered, the root included.
    pub nodes: u64,
}

/// An alpha-beta cut-off: at `node` (an index in [`Stage::nodes`]) the
/// window (`alpha`, `beta`) closed and the children `pruned` were skipped.
#[derive(Clone, Debug, PartialEq)]
pub struct Cut {
    /// The node where the search stopped.
    pub node: usize,
    /// α there.
    pub alpha: f64,
    /// β there.
    pub beta: f64,
    /// The skipped children, indexes in [`Stage::nodes`].
    pub pruned: Vec<usize>,
}

/// One stage of the replay (or Fig. 6's alpha-beta search of stage 1).
#[derive(Clone, Debug, PartialEq)]
pub struct Stage {
    /// Nilsson's figure number.
    pub figure: u32,
    /// The preset searched.
    pub preset: &'static str,
    /// `minimax` or `alphabeta`.
    pub algorithm: &'static str,
    /// The position MAX senses.
    pub board: Board,
    /// The searched tree, root first.
    pub nodes: Vec<StageNode>,
    /// The root's backed-up value.
    pub value: f64,
    /// The root moves worth `value`, in search order (two or more: a tie).
    pub best: Vec<u32>,
    /// The move MAX plays: the search's best, or the book's at a tie.
    pub played: u32,
    /// The tied best move that `played` is the same position as, up to
    /// symmetry (`None` would mean the book disagrees with the search).
    pub played_as: Option<u32>,
    /// MIN's reply, from the book; `None` at the end.
    pub reply: Option<u32>,
    /// The board after MAX's move and MIN's reply.
    pub after: Board,
    /// Counts with symmetry reduction (this search).
    pub symmetry: Counts,
    /// The same search without symmetry reduction.
    pub plain: Counts,
    /// Cells where MAX could complete a line after its move.
    pub threats: Vec<u32>,
    /// MIN has no win and cannot block every threat: it resigns.
    pub resigns: bool,
    /// The first cut-off (alpha-beta only).
    pub cutoff: Option<Cut>,
}

/// The preset's options, on `board` (`symmetry` on or off).
fn problem(preset: &str, board: &Board, symmetry: bool) -> Result<(Problem, Config), Error> {
    let p = find_preset(preset).expect("the replay's presets are registered");
    let mut c = p.config()?;
    c.symmetry = symmetry;
    let prob = Problem::from_config(Some(&board.to_string()), None, &c)?;
    Ok((prob, c))
}

/// Searches `board` with `preset`'s options and reads the tree from the
/// trace: (nodes, first cut-off, counts, value).
fn searched(
    preset: &str,
    board: &Board,
    symmetry: bool,
) -> Result<(Vec<StageNode>, Option<Cut>, Counts, f64), Error> {
    let (prob, c) = problem(preset, board, symmetry)?;
    let alg = c.algorithms.first().copied().unwrap_or(Algorithm::Minimax);
    // The packed trace the page's analyses use, so the wasm module gains no
    // second copy of the search for another sink.
    let (stats, trace) = prob.trace(alg, &c.options)?;
    let game = TicTacToe::new(*board, Scoring::Wdl).with_symmetry(symmetry);
    let mut nodes: Vec<StageNode> = vec![];
    let mut index: Vec<(NodeId, usize)> = vec![];
    let at =
        |index: &[(NodeId, usize)], id: NodeId| index.iter().find(|(n, _)| *n == id).map(|p| p.1);
    let mut cut = None;
    for e in trace.iter() {
        match e {
            Event::Enter {
                node, parent, mv, ..
            } => {
                let up = at(&index, parent);
                let board = match up {
                    Some(i) => nodes[i].board.play(mv),
                    None => *board,
                };
                index.push((node, nodes.len()));
                nodes.push(StageNode {
                    parent: up,
                    mv: up.map(|_| mv),
                    board,
                    tip: None,
                    value: None,
                    pruned: false,
                });
            }
            Event::Leaf { node, value, .. } => {
                if let Some(i) = at(&index, node) {
                    nodes[i].tip = Some(value);
                }
            }
            Event::Exit { node, value } => {
                if let Some(i) = at(&index, node) {
                    nodes[i].value = Some(value);
                }
            }
            Event::Cutoff {
                node,
                alpha,
                beta,
                skipped,
            } => {
                let Some(i) = at(&index, node) else { continue };
                let mut moves = vec![];
                game.moves(&nodes[i].board, &mut moves);
                let from = moves.len().saturating_sub(skipped as usize);
                let mut pruned = vec![];
                for &mv in &moves[from..] {
                    pruned.push(nodes.len());
                    nodes.push(StageNode {
                        parent: Some(i),
                        mv: Some(mv),
                        board: nodes[i].board.play(mv),
                        tip: None,
                        value: None,
                        pruned: true,
                    });
                }
                cut.get_or_insert(Cut {
                    node: i,
                    alpha,
                    beta,
                    pruned,
                });
            }
            _ => {}
        }
    }
    let counts = Counts {
        moves: (nodes.iter())
            .filter(|n| n.parent == Some(0) && !n.pruned)
            .count() as u32,
        tips: stats.leaves,
        nodes: stats.nodes,
    };
    Ok((nodes, cut, counts, stats.value))
}

/// Cells where `mark` would complete a line on `board`.
fn wins(board: &Board, mark: Mark) -> Vec<u32> {
    (board.empty_cells())
        .filter(|&c| {
            LINES.iter().any(|&l| {
                l & (1 << c) != 0
                    && (0..9).all(|k| l & (1 << k) == 0 || k == c || board.get(k) == Some(mark))
            })
        })
        .collect()
}

/// One stage: search `board` as `book.preset` says and play.
fn stage(book: &Book, board: Board, algorithm: &'static str, figure: u32) -> Result<Stage, Error> {
    let (nodes, cutoff, symmetry, value) = searched(book.preset, &board, true)?;
    let (_, _, plain, _) = searched(book.preset, &board, false)?;
    let best: Vec<u32> = (nodes.iter())
        .filter(|n| n.parent == Some(0) && n.value == Some(value))
        .filter_map(|n| n.mv)
        .collect();
    let played = book.choice.unwrap_or(best.first().copied().unwrap_or(0));
    let played_as = (board.get(played).is_none())
        .then(|| board.play(played))
        .and_then(|b| best.iter().copied().find(|&m| board.play(m).equivalent(&b)));
    let moved = board.play(played);
    let max = board.to_move();
    let threats = wins(&moved, max);
    // MIN resigns when it cannot win at once and every reply leaves MAX a win.
    let resigns = book.reply.is_none()
        && wins(&moved, max.other()).is_empty()
        && (moved.empty_cells()).all(|c| !wins(&moved.play(c), max).is_empty());
    let after = book.reply.map_or(moved, |r| moved.play(r));
    Ok(Stage {
        figure,
        preset: book.preset,
        algorithm,
        board,
        nodes,
        value,
        best,
        played,
        played_as,
        reply: book.reply,
        after,
        symmetry,
        plain,
        threats,
        resigns,
        cutoff,
    })
}

/// Nilsson's game, Figs 3–5: the three stages from the empty board.
pub fn nilsson() -> Result<Vec<Stage>, Error> {
    let mut board = Board::EMPTY;
    let mut out = vec![];
    for book in &NILSSON {
        let s = stage(book, board, "minimax", book.figure)?;
        board = s.after;
        out.push(s);
    }
    Ok(out)
}

/// Fig. 6: the first stage searched depth-first by alpha-beta
/// (`nilsson-fig6`), with its first cut-off.
pub fn nilsson_fig6() -> Result<Stage, Error> {
    let book = Book {
        preset: "nilsson-fig6",
        figure: 6,
        choice: None,
        reply: None,
    };
    stage(&book, Board::EMPTY, "alphabeta", 6)
}

/// A value as JSON. The replay's values are whole (e(p) in −8..=8, ±100
/// for a win), written as integers so the wasm module carries no float
/// formatting; anything else would be null.
fn num(out: &mut String, x: f64) {
    if x.is_finite() && x.fract() == 0.0 && x.abs() < 1e15 {
        out.push_str(&(x as i64).to_string());
    } else {
        out.push_str("null");
    }
}

/// `Some(x)` as a number, `None` as null.
fn opt(out: &mut String, x: Option<f64>) {
    match x {
        Some(x) => num(out, x),
        None => out.push_str("null"),
    }
}

fn list(out: &mut String, xs: impl IntoIterator<Item = f64>) {
    out.push('[');
    for (i, x) in xs.into_iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        num(out, x);
    }
    out.push(']');
}

fn counts(out: &mut String, c: &Counts) {
    out.push_str(&format!(
        "{{\"moves\":{},\"tips\":{},\"nodes\":{}}}",
        c.moves, c.tips, c.nodes
    ));
}

/// One stage as a JSON object (see [`replay_json`]).
pub fn stage_json(out: &mut String, s: &Stage) {
    let f = |x: u32| x as f64;
    out.push_str(&format!("{{\"figure\":{},\"preset\":", s.figure));
    json_str(out, s.preset);
    out.push_str(",\"algorithm\":");
    json_str(out, s.algorithm);
    out.push_str(",\"board\":");
    json_str(out, &s.board.to_string());
    out.push_str(",\"value\":");
    num(out, s.value);
    out.push_str(",\"best\":");
    list(out, s.best.iter().map(|&m| f(m)));
    out.push_str(&format!(",\"played\":{},\"played_as\":", s.played));
    opt(out, s.played_as.map(f));
    out.push_str(",\"reply\":");
    opt(out, s.reply.map(f));
    out.push_str(",\"after\":");
    json_str(out, &s.after.to_string());
    out.push_str(",\"symmetry\":");
    counts(out, &s.symmetry);
    out.push_str(",\"plain\":");
    counts(out, &s.plain);
    out.push_str(",\"threats\":");
    list(out, s.threats.iter().map(|&m| f(m)));
    out.push_str(&format!(",\"resigns\":{},\"cutoff\":", s.resigns));
    match &s.cutoff {
        Some(c) => {
            out.push_str(&format!("{{\"node\":{},\"alpha\":", c.node));
            num(out, c.alpha);
            out.push_str(",\"beta\":");
            num(out, c.beta);
            out.push_str(",\"pruned\":");
            list(out, c.pruned.iter().map(|&i| i as f64));
            out.push('}');
        }
        None => out.push_str("null"),
    }
    out.push_str(",\"nodes\":[");
    for (i, n) in s.nodes.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str("{\"parent\":");
        opt(out, n.parent.map(|p| p as f64));
        out.push_str(",\"move\":");
        opt(out, n.mv.map(f));
        out.push_str(",\"board\":");
        json_str(out, &n.board.to_string());
        out.push_str(",\"tip\":");
        opt(out, n.tip);
        out.push_str(",\"value\":");
        opt(out, n.value);
        out.push_str(&format!(",\"pruned\":{}}}", n.pruned));
    }
    out.push_str("]}");
}

/// The replay as JSON: `{"name": "nilsson", "stages": [three stages],
/// "fig6": stage}`, each stage with figure, preset, algorithm, board,
/// value, best (the tied moves), played, played_as, reply, after,
/// symmetry and plain counts ({moves, tips, nodes}), threats, resigns,
/// cutoff ({node, alpha, beta, pruned} or null) and nodes (each with
/// parent, move, board, tip, value, pruned). Boards in the page's notation.
pub fn replay_json() -> Result<String, Error> {
    let mut out = String::from("{\"name\":\"nilsson\",\"stages\":[");
    for (i, s) in nilsson()?.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        stage_json(&mut out, s);
    }
    out.push_str("],\"fig6\":");
    stage_json(&mut out, &nilsson_fig6()?);
    out.push('}');
    Ok(out)
}
