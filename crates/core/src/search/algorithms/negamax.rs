//! Rich's MINIMAX-A-B: alpha-beta as one procedure for both players.
//!
//! Rich & Knight write alpha-beta without a MAX case and a MIN case: every
//! value is seen from the side to move, so a parent negates what its child
//! returns, and the window becomes two thresholds, USE-THRESH (the bound the
//! node tests for its cut-off, β from the mover's view) and PASS-THRESH (the
//! bound it raises and passes down, α from the mover's view). A child is
//! called with (USE, PASS) = (−PASS, −USE) of its parent.
//!
//! This is a real search of its own, not a relabelled alpha-beta trace: it
//! computes in the negated form and reports, besides the usual events in
//! MAX's view (so every front end draws it as alpha-beta), the thresholds it
//! holds ([`Event::Thresholds`], after each Enter and each rise of PASS) and
//! the value it returns from the mover's view ([`Event::Negated`], before each
//! Exit). `tests/negamax.rs` checks event by event that its MAX-view events
//! are alpha-beta's and that its own numbers are theirs mapped by side.
//!
//! Design choices: ties keep the first best move and PASS rises only on a
//! strictly better value, exactly as alpha-beta's α does, so both visit the
//! same nodes. Rich returns PASS-THRESH; abviz returns BEST (fail-soft) by
//! default, and with fail-hard BEST clamped into [PASS₀, USE₀], so the values
//! match alpha-beta's under either variant. Only two players taking turns:
//! a chance node, or a node whose side is its parent's (several MIN agents),
//! refuses the search ([`OptionError::NegamaxNeeds`]).

use crate::budget::{Budget, Meter};
use crate::error::Error;
use crate::games::horizon::{Horizon, Step};
use crate::games::{Game, NodeKind};
use crate::options::{OptionError, Ordering, Prune, SearchOptions, Variant};
use crate::search::defs::{l, n, Ctx, Facts, Line, Spec, Stats, Strategy};
use crate::search::oracle::Oracle;
use crate::search::order::order_moves;
use crate::trace::{Event, NodeId, Sink, NEG_INF, NONE, POS_INF};

pub(super) struct Negamax;

// Rich & Knight's MINIMAX-A-B in our words: one case for both players.
// Event tags as alpha-beta's (see `registry`).
const CODE: &[Line] = &[
    l(
        0,
        "function MINIMAX-A-B(Position, Depth, Use-Thresh, Pass-Thresh)",
    ),
    n(
        1,
        "if DEEP-ENOUGH(Position, Depth): return STATIC(Position) for the side to move",
        "MAX's value, negated if MIN is to move",
        "codeNegaStaticNote",
    ),
    l(1, "Best ← −∞"),
    l(1, "for each Succ in MOVE-GEN(Position):"),
    n(
        2,
        "New-Value ← −MINIMAX-A-B(Succ, Depth + 1, −Pass-Thresh, −Use-Thresh)",
        "the child's value, negated: our view of it",
        "codeNegaChildNote",
    ),
    l(2, "if New-Value > Best: Best ← New-Value"),
    l(2, "if Best > Pass-Thresh: Pass-Thresh ← Best"),
    n(
        2,
        "if Pass-Thresh {cmp} Use-Thresh: return Best",
        "cut-off: the player above will never allow this",
        "codeNegaCutNote",
    ),
    n(
        1,
        "return Best",
        "Rich returns Pass-Thresh; equal when Best is between the thresholds",
        "codeNegaReturnNote",
    ),
];

const LINES: &[(&str, usize)] = &[
    ("enter", 0),
    ("leaf", 1),
    ("extend", 1),
    ("max.child", 4),
    ("min.child", 4),
    ("alpha", 6),
    ("beta", 6),
    ("max.cutoff", 7),
    ("min.cutoff", 7),
    ("max.exit", 8),
    ("min.exit", 8),
];

impl Strategy for Negamax {
    const SPEC: Spec = Spec {
        name: "negamax",
        title: "Negamax (Rich's MINIMAX-A-B)",
        summary: "Alpha-beta as one procedure for both players: values from the side to move's view, Use-Thresh and Pass-Thresh for β and α. Two players only.",
        prunes: true,
        probes: false,
        full_tree: false,
        null_window: false,
        samples: false,
        views: &[],
        options: &["--order", "--depth", "--variant", "--prune"],
        code: CODE,
        lines: LINES,
        chance_from: CODE.len(),
    };

    fn check_game(game: Facts) -> Result<(), OptionError> {
        if game.has_chance {
            return Err(OptionError::NegamaxNeeds("chance nodes"));
        }
        Ok(())
    }

    fn check_options(options: &SearchOptions) -> Result<(), OptionError> {
        check(options)
    }

    fn search<G: Game, S: Sink>(cx: Ctx<'_, '_, G, S>) -> Result<Stats, Error> {
        search(cx.game, cx.options, cx.sink, cx.oracle, cx.budget)
    }
}

/// The search state. The sink is a `dyn` callback, not a type parameter: one
/// copy of the search per game rather than per game and sink keeps the wasm
/// module small; `enabled` is the sink's [`Sink::ENABLED`].
struct State<'a, 'b, G: Game> {
    game: &'a G,
    options: SearchOptions,
    sink: &'a mut dyn FnMut(Event),
    enabled: bool,
    stats: Stats,
    oracle: &'a mut Oracle<G::Pos>,
    /// Move lists of the open path, innermost last (as the textbook search).
    moves: Vec<u32>,
    root_best: Option<u32>,
    meter: Meter<'a, 'b>,
    /// What made the game unfit for negamax, once seen.
    refused: Option<&'static str>,
}

/// Options negamax does not apply: refused rather than ignored.
fn check(options: &SearchOptions) -> Result<(), OptionError> {
    let unsupported = [
        ("futility", options.futility.is_some()),
        ("book", options.book),
        ("endgame", options.endgame.is_some()),
        ("enhancements", !options.enhance.is_empty()),
    ];
    match unsupported.iter().find(|(_, on)| *on) {
        Some((what, _)) => Err(OptionError::EnhancementNeeds(
            what,
            "alphabeta, not negamax",
        )),
        None => Ok(()),
    }
}

/// Runs MINIMAX-A-B on `game` from its root. Stats are alpha-beta's, with
/// `value` from MAX's view.
fn search<G: Game, S: Sink>(
    game: &G,
    options: &SearchOptions,
    sink: &mut S,
    oracle: &mut Oracle<G::Pos>,
    budget: &mut Budget<'_>,
) -> Result<Stats, Error> {
    check(options)?;
    let mut emit = |e: Event| sink.event(e);
    run(game, options, S::ENABLED, &mut emit, oracle, budget)
}

#[inline(never)]
fn run<G: Game>(
    game: &G,
    options: &SearchOptions,
    enabled: bool,
    sink: &mut dyn FnMut(Event),
    oracle: &mut Oracle<G::Pos>,
    budget: &mut Budget<'_>,
) -> Result<Stats, Error> {
    let mut s = State {
        game,
        options: *options,
        sink,
        enabled,
        stats: Stats::default(),
        oracle,
        moves: Vec::new(),
        root_best: None,
        meter: Meter::new(budget),
        refused: None,
    };
    let root = game.root();
    let side = game.kind(&root, 0);
    if side == NodeKind::Chance {
        return Err(OptionError::NegamaxNeeds("chance nodes").into());
    }
    // Rich's first call: USE = the best STATIC can give, PASS = the worst.
    let value = s.node(root, 0, side, POS_INF, NEG_INF, 0, NONE, NONE);
    if let Some(found) = s.refused {
        return Err(OptionError::NegamaxNeeds(found).into());
    }
    s.meter.finish(s.stats.nodes)?;
    s.stats.value = z(sign(side) * value);
    s.stats.best_move = s.root_best;
    Ok(s.stats)
}

/// +1 where MAX moves, −1 where MIN does: a value from MAX's view times
/// this is the value from the mover's view, and back.
fn sign(side: NodeKind) -> f64 {
    if side == NodeKind::Min {
        -1.0
    } else {
        1.0
    }
}

/// `x` with −0 made +0, so a negated zero prints as 0.
fn z(x: f64) -> f64 {
    x + 0.0
}

/// The window (α, β) in MAX's view of a node whose mover holds (USE, PASS).
fn window(side: NodeKind, use_t: f64, pass_t: f64) -> (f64, f64) {
    if side == NodeKind::Min {
        (z(-use_t), z(-pass_t))
    } else {
        (pass_t, use_t)
    }
}

impl<G: Game> State<'_, '_, G> {
    /// MINIMAX-A-B(Position, Depth, USE-THRESH, PASS-THRESH): the value of
    /// `pos` for `side`, the side to move there.
    #[allow(clippy::too_many_arguments)]
    fn node(
        &mut self,
        pos: G::Pos,
        ply: u32,
        side: NodeKind,
        use_t: f64,
        mut pass_t: f64,
        id: NodeId,
        parent: NodeId,
        mv: u32,
    ) -> f64 {
        if self.refused.is_some() || self.meter.stop(self.stats.nodes + 1) {
            return 0.0;
        }
        let kind = self.game.kind(&pos, ply);
        if kind != side {
            // A chance node, or the same side twice in a row.
            self.refused = Some(if kind == NodeKind::Chance {
                "chance nodes"
            } else {
                "a side that moves twice in a row (several MIN agents)"
            });
            return 0.0;
        }
        let (alpha0, beta0) = window(side, use_t, pass_t);
        let sg = sign(side);
        self.stats.nodes += 1;
        self.stats.max_depth = self.stats.max_depth.max(ply);
        if self.enabled {
            (self.sink)(Event::Enter {
                node: id,
                parent,
                mv,
                depth: ply,
                kind,
                probe: false,
                alpha: alpha0,
                beta: beta0,
            });
            self.thresholds(id, use_t, pass_t);
        }
        // DEEP-ENOUGH: a finished game, or the horizon.
        let limited = self.options.depth.is_some();
        let leaf = match self.game.terminal_value(&pos, ply, limited) {
            Some(v) => Some((v, false)),
            None => match Horizon::of(&self.options).step(self.game, &pos, ply) {
                Step::Expand => None,
                Step::Evaluate => Some((self.game.evaluate(&pos).unwrap_or(0.0), true)),
                Step::Extend(reason) => {
                    self.stats.extensions += 1;
                    if self.enabled {
                        (self.sink)(Event::Extend { node: id, reason });
                    }
                    None
                }
            },
        };
        if let Some((value, horizon)) = leaf {
            self.stats.leaves += 1;
            if self.enabled {
                (self.sink)(Event::Leaf {
                    node: id,
                    value,
                    horizon,
                });
                self.exit(id, sg, value);
            }
            // STATIC, from the side to move's view.
            return sg * value;
        }

        let start = self.moves.len();
        self.game.moves(&pos, &mut self.moves);
        let end = self.moves.len();
        if self.options.ordering != Ordering::Natural {
            let moves = &mut self.moves[start..];
            order_moves(
                self.game,
                self.options.ordering,
                self.oracle,
                &pos,
                ply,
                kind,
                moves,
            );
        }
        let other = if side == NodeKind::Max {
            NodeKind::Min
        } else {
            NodeKind::Max
        };
        let pass0 = pass_t;
        let mut best = NEG_INF;
        let mut best_move = None;
        let mut child_id = id + 1;
        for i in start..end {
            let m = self.moves[i];
            if ply == 0 && !self.options.root_moves.keeps(m) {
                continue;
            }
            let child = self.game.play(&pos, m);
            // The child's USE is our PASS and its PASS our USE, both negated.
            let r = self.node(
                child.clone(),
                ply + 1,
                other,
                -pass_t,
                -use_t,
                child_id,
                id,
                m,
            );
            let new_value = -r;
            if new_value > best {
                best = new_value;
                best_move = Some(m);
            }
            if best > pass_t {
                pass_t = best;
                if self.enabled {
                    let (alpha, beta) = window(side, use_t, pass_t);
                    (self.sink)(if side == NodeKind::Max {
                        Event::Alpha {
                            node: id,
                            value: alpha,
                        }
                    } else {
                        Event::Beta {
                            node: id,
                            value: beta,
                        }
                    });
                    self.thresholds(id, use_t, pass_t);
                }
            }
            if self.meter.stopped() || self.refused.is_some() {
                break;
            }
            let cut = match self.options.prune {
                Prune::Ge => pass_t >= use_t,
                Prune::Gt => pass_t > use_t,
            };
            if cut {
                let (alpha, beta) = window(side, use_t, pass_t);
                let skipped = (end - i - 1) as u32;
                if skipped > 0 {
                    self.stats.cutoffs += 1;
                    self.stats.pruned_children += skipped as u64;
                    if self.enabled {
                        (self.sink)(Event::Cutoff {
                            node: id,
                            alpha,
                            beta,
                            skipped,
                        });
                    }
                }
                break;
            }
            child_id = self.next_id(child_id, &child, ply + 1);
        }
        self.moves.truncate(start);
        if ply == 0 {
            self.root_best = best_move;
        }
        // Fail-hard keeps the value within the thresholds the node was given.
        let value = match self.options.variant {
            Variant::FailHard => best.max(pass0).min(use_t),
            Variant::FailSoft => best,
        };
        if self.enabled {
            self.exit(id, sg, sg * value);
        }
        value
    }

    /// Reports `node`'s thresholds, from its mover's view.
    fn thresholds(&mut self, node: NodeId, use_thresh: f64, pass_thresh: f64) {
        (self.sink)(Event::Thresholds {
            node,
            use_thresh: z(use_thresh),
            pass_thresh: z(pass_thresh),
        });
    }

    /// Reports `node` returning `value` (MAX's view): first from its mover's
    /// view, then as every search reports it.
    fn exit(&mut self, node: NodeId, sg: f64, value: f64) {
        (self.sink)(Event::Negated {
            node,
            value: z(sg * value),
        });
        (self.sink)(Event::Exit {
            node,
            value: z(value),
        });
    }

    /// The id of the sibling after the child `child_id` at `child`: past its
    /// full subtree, which the oracle knows.
    fn next_id(&mut self, child_id: NodeId, child: &G::Pos, ply: u32) -> NodeId {
        if !self.enabled || self.meter.stopped() {
            return child_id;
        }
        child_id + self.oracle.solve(self.game, child, ply).1 as u32
    }
}
