//! The one exported handle, [`Analysis`]: both searches of a position with
//! their traces kept in wasm memory. This is its plain Rust side, which
//! native tests call; the methods JavaScript sees are in `lib.rs`.

use std::cell::OnceCell;

use abviz_core::trace::kind;
#[cfg(feature = "full")]
use abviz_core::{export::Drawing, Tree, TreeGame};
use abviz_core::{
    Algorithm, Budget, Error, NullSink, PackedEvent, Problem, SearchOptions, Stats, Timeline,
    Trace, TreeModel,
};
use wasm_bindgen::prelude::wasm_bindgen;

use crate::buffers::Model;
use crate::request::Request;
use crate::summary::{slot, StatsJs, Summary};

/// Both searches of one position, with their traces kept in wasm memory.
#[wasm_bindgen]
pub struct Analysis {
    pub(crate) summary: Summary,
    problem: Problem,
    minimax: Option<Trace>,
    alphabeta: Option<Trace>,
    /// The drawing data, built on first use; `None` inside when minimax was not run.
    model: OnceCell<Option<Model>>,
    /// Whether the pruning search reorders moves per node (enhanced).
    dynamic: bool,
    /// Where each pass of the pruning search starts in its trace (one
    /// entry, 0, without iterative deepening), and the pass shown.
    pass_starts: Vec<usize>,
    pass: usize,
}

/// A position, options and algorithms read from a [`Request`], and the
/// summary with no counts yet.
struct Job {
    problem: Problem,
    /// The options as asked: the core prepares them again per search, and
    /// preparing twice is not harmless (Pacman turns rounds into plies).
    options: SearchOptions,
    algorithms: Vec<Algorithm>,
    summary: Summary,
    /// Secondary search's extra plies.
    secondary: Option<u32>,
}

impl Job {
    fn new(req: &Request) -> Result<Job, Error> {
        let config = req.config()?;
        let mut algorithms = config.algorithms.clone();
        if req.both() {
            algorithms.insert(0, Algorithm::Minimax);
            algorithms.dedup();
        }
        let problem = match req.tree.as_deref() {
            // JSON trees are parsed by the browser (json.rs).
            #[cfg(feature = "full")]
            Some(t) if req.board.is_none() && Tree::is_json(t) => {
                Problem::of(TreeGame::new(crate::json::tree(t)?, config.setup)?)
            }
            _ => Problem::from_config(req.board.as_deref(), req.tree.as_deref(), &config)?,
        };
        let prepared = problem.prepare(&config.options)?;
        for &alg in &algorithms {
            problem.check_depth_first(alg, &config.options)?;
        }
        if let Some(k) = config.secondary {
            for &alg in &algorithms {
                problem.check_secondary(alg, &config.options, k)?;
            }
        }
        let summary = Summary::new(&problem, &config, &prepared, &algorithms);
        Ok(Job {
            problem,
            options: config.options,
            algorithms,
            summary,
            secondary: config.secondary,
        })
    }

    /// `stats` of `alg` for the summary, with secondary search after it
    /// when asked for (within the same budget).
    fn stats(
        &self,
        alg: Algorithm,
        stats: &abviz_core::Stats,
        events: usize,
        budget: &mut Budget<'_>,
    ) -> Result<StatsJs, Error> {
        let d = (self.problem).decide_within(alg, &self.options, stats, self.secondary, budget)?;
        Ok(StatsJs::decided(stats, events, &d))
    }
}

/// The request's position drawn as a standalone TikZ picture (as `abviz
/// export --format tikz`), α and β at inner nodes when `bounds`. Over the
/// export's node limit, the core's `option.TooLargeToDraw`.
#[cfg(feature = "full")]
pub fn tikz(req: &Request, bounds: bool) -> Result<String, Error> {
    let job = Job::new(req)?;
    // The pruning search when one runs, else the first (as the CLI).
    let alg = (job.algorithms.iter().rev())
        .find(|a| a.spec().prunes)
        .or(job.algorithms.first())
        .copied()
        .unwrap_or(Algorithm::Minimax);
    let drawing = Drawing::of(&job.problem, alg, &job.options, bounds)?;
    Ok(drawing.tikz())
}

/// The traces of `job`'s searches. With `book` or `endgame`, a first
/// search that enters the full tree (minimax) runs without them: the drawn
/// tree is built from its trace; the pruning search answers from the book,
/// its skipped subtrees drawn pruned (and `Analysis::count` gives minimax's
/// counts with the book).
fn traces_within(job: &Job, budget: &mut Budget<'_>) -> Result<Vec<(Stats, Trace)>, Error> {
    let knows = job.options.book || job.options.endgame.is_some();
    let full = job.algorithms.first().is_some_and(|a| a.spec().full_tree);
    if !knows || !full {
        return (job.problem).traces_within(&job.algorithms, &job.options, budget);
    }
    let plain = SearchOptions {
        book: false,
        endgame: None,
        ..job.options
    };
    let mut all = (job.problem).traces_within(&job.algorithms[..1], &plain, budget)?;
    let rest = &job.algorithms[1..];
    all.extend((job.problem).traces_within(rest, &job.options, budget)?);
    Ok(all)
}

impl Analysis {
    /// Reads `req` and runs the searches it names: the constructor's work,
    /// without JavaScript values.
    pub fn run(req: &Request) -> Result<Analysis, Error> {
        Analysis::run_within(req, &mut Budget::default())
    }

    /// [`Analysis::run`] within `budget`, shared by both searches.
    pub fn run_within(req: &Request, budget: &mut Budget<'_>) -> Result<Analysis, Error> {
        let job = Job::new(req)?;
        let traces = traces_within(&job, budget)?;
        let mut summary = job.summary.clone();
        let (mut minimax, mut alphabeta) = (None, None);
        let mut dynamic = false;
        for (&alg, (stats, trace)) in job.algorithms.iter().zip(traces) {
            summary.set(alg, job.stats(alg, &stats, trace.len(), budget)?);
            if slot(alg) == "minimax" {
                minimax = Some(trace);
            } else {
                dynamic = alg.enhanced(&job.options);
                alphabeta = Some(trace);
            }
        }
        // Iterative deepening's passes begin at PASS records.
        let mut pass_starts: Vec<usize> = (alphabeta.iter())
            .flat_map(|t| t.packed().iter().enumerate())
            .filter(|(_, e)| e.kind() == kind::PASS)
            .map(|(i, _)| i)
            .collect();
        if pass_starts.is_empty() {
            pass_starts.push(0);
        }
        summary.passes = pass_starts.len() as u32;
        summary.pass = summary.passes;
        Ok(Analysis {
            summary,
            problem: job.problem,
            minimax,
            alphabeta,
            model: OnceCell::new(),
            dynamic,
            pass: pass_starts.len() - 1,
            pass_starts,
        })
    }

    /// The searches `req` names without recording traces (each `events` is 0):
    /// what the counts cost on their own.
    pub fn count(req: &Request) -> Result<Summary, Error> {
        Analysis::count_within(req, &mut Budget::default())
    }

    /// [`Analysis::count`] within `budget`, shared by the searches.
    pub fn count_within(req: &Request, budget: &mut Budget<'_>) -> Result<Summary, Error> {
        let job = Job::new(req)?;
        let mut summary = job.summary.clone();
        for &alg in &job.algorithms {
            let stats = (job.problem).search_within(alg, &job.options, &mut NullSink, budget)?;
            summary.set(alg, job.stats(alg, &stats, 0, budget)?);
        }
        Ok(summary)
    }

    /// The summary, with the pass shown.
    pub fn summary_ref(&self) -> &Summary {
        &self.summary
    }

    /// The drawing data, built on first use from the traces; `None` when
    /// minimax was not run (its trace is what enters every node).
    pub(crate) fn built(&self) -> Option<&Model> {
        self.model
            .get_or_init(|| {
                let tree = TreeModel::from_trace(self.minimax.as_ref()?);
                let minimax = tree.timeline(self.minimax.as_ref()?);
                let alphabeta = (self.alphabeta.as_ref()).map(|t| self.pass_timeline(&tree, t));
                let (mut prob, names) = tree.labels(&self.problem);
                uniform_chance(&tree, &mut prob);
                let maze = crate::maze::nodes(&self.problem, &tree);
                Some(Model {
                    tree,
                    minimax,
                    alphabeta,
                    prob,
                    names,
                    maze,
                })
            })
            .as_ref()
    }

    /// See `Analysis::actions` (lib.rs): the tree's actions, made on call
    /// (only a CS188 file has them, and the page asks once).
    pub(crate) fn node_actions(&self) -> Vec<String> {
        self.built()
            .map(|m| m.tree.actions(&self.problem))
            .unwrap_or_default()
    }

    /// The maze games' state at node `id` of the drawn tree (see
    /// [`crate::maze::state_at`]); `None` for other games, an unknown id,
    /// or without minimax.
    pub fn maze_state(&self, id: usize) -> Option<crate::maze::MazeState> {
        crate::maze::state_at(&self.problem, self.model()?, id)
    }

    /// The full tree of the drawing data.
    pub fn model(&self) -> Option<&TreeModel> {
        self.built().map(|m| &m.tree)
    }

    /// `algorithm`'s timeline over [`Analysis::model`] ("minimax" or "alphabeta").
    pub fn timeline(&self, algorithm: &str) -> Option<&Timeline> {
        self.built()?.timeline(algorithm)
    }

    /// The events of the pass shown.
    fn pass_events<'t>(&self, t: &'t Trace) -> &'t [PackedEvent] {
        let start = self.pass_starts[self.pass];
        let end = (self.pass_starts.get(self.pass + 1).copied()).unwrap_or(t.len());
        &t.packed()[start..end]
    }

    /// The pruning search's timeline over the pass shown.
    fn pass_timeline(&self, tree: &TreeModel, t: &Trace) -> Timeline {
        let events = self.pass_events(t);
        if self.dynamic {
            tree.timeline_dynamic(events, t.reals())
        } else {
            tree.timeline_packed(events, t.reals())
        }
    }

    /// Shows pass `k` (1-based) of the pruning search: its events and its
    /// timeline replace the "alphabeta" ones. Returns whether `k` exists.
    pub fn show_pass(&mut self, k: usize) -> bool {
        if k == 0 || k > self.pass_starts.len() {
            return false;
        }
        self.pass = k - 1;
        self.summary.pass = k as u32;
        let _ = self.built();
        let timeline = match (self.model.get(), &self.alphabeta) {
            (Some(Some(m)), Some(t)) => Some(self.pass_timeline(&m.tree, t)),
            _ => None,
        };
        if let (Some(Some(m)), Some(tl)) = (self.model.get_mut(), timeline) {
            m.alphabeta = Some(tl);
        }
        true
    }

    /// Address and length (in elements) of a named model array; see
    /// `buffer_ptr` for the names.
    pub(crate) fn buffer(&self, name: &str) -> Option<(usize, usize)> {
        self.built()?.buffer(name)
    }

    /// The events the page steps through: minimax's, or the pass shown.
    pub fn events(&self, algorithm: &str) -> Option<&[PackedEvent]> {
        match algorithm {
            "alphabeta" => self.alphabeta.as_ref().map(|t| self.pass_events(t)),
            _ => self.trace(algorithm).map(|t| t.packed()),
        }
    }

    /// `algorithm`'s whole trace ("minimax" or "alphabeta").
    pub fn trace(&self, algorithm: &str) -> Option<&Trace> {
        match algorithm {
            "minimax" => self.minimax.as_ref(),
            "alphabeta" => self.alphabeta.as_ref(),
            _ => None,
        }
    }
}

/// The games other than trees give no probabilities (NaN): their chance
/// nodes (Pacman's random ghosts) are uniform over their children, and the
/// full tree holds every legal action, so each child's is 1/n.
fn uniform_chance(tree: &TreeModel, prob: &mut [f64]) {
    let chance = abviz_core::NodeKind::Chance.code() as u8;
    for (pr, &p) in prob.iter_mut().zip(&tree.parent) {
        if p != abviz_core::NONE && tree.kind[p as usize] == chance && pr.is_nan() {
            *pr = 1.0 / tree.children_of(p as usize).len() as f64;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_4_totals_match_the_core() {
        let req = Request::board("O.X/.X./O..");
        let a = Analysis::run(&req).unwrap();
        let s = a.summary_ref().clone();
        assert_eq!(s.minimax.unwrap().nodes, 186.0);
        assert_eq!(s.alphabeta.unwrap().nodes, 77.0);
        assert_eq!(s.to_move.as_deref(), Some("X"));
    }

    #[test]
    fn the_summary_carries_rich_negamax_entry_over_plain_alphabeta_only() {
        let plain = Request::tree("[[3,5],[2,9]]");
        let s = Analysis::run(&plain).unwrap().summary_ref().clone();
        let nm = s.algorithms.get("negamax").expect("Rich's entry");
        assert_eq!(nm.name, "negamax");
        assert!(nm.pseudocode.iter().any(|l| l.1.contains("Pass-Thresh")));
        let futile = plain.with("futility", "0.5");
        let s = Analysis::run(&futile).unwrap().summary_ref().clone();
        assert!(s.algorithms.get("negamax").is_none());
    }

    #[test]
    fn futility_and_secondary_reach_the_summary_and_the_trace() {
        let req = Request::tree("A[B[D=3,E=5],C[F=4,G=3.2,H=7]]").with("futility", "0.5");
        let a = Analysis::run(&req).unwrap();
        let s = a.summary_ref().clone();
        assert_eq!(s.futility, Some(0.5));
        let ab = s.alphabeta.unwrap();
        assert_eq!(
            (ab.value, ab.futility_cutoffs, ab.futility_pruned_children),
            (3.0, 1.0, 1.0)
        );
        assert_eq!(s.minimax.unwrap().futility_cutoffs, 0.0);
        let packed = a.trace("alphabeta").unwrap().packed();
        let stop = packed.iter().find(|e| e.kind() == kind::FUTILITY).unwrap();
        assert_eq!(stop.payload(), 1);
        // H (node 7), skipped by the futility stop, is drawn pruned.
        let pruned = a.timeline("alphabeta").unwrap().pruned[7];
        assert_ne!(pruned, abviz_core::NEVER);
        let no_depth = Request::tree("[B=5[1,9],C=3[4,6]]").with("secondary", "1");
        let req = no_depth.clone().with("depth", "1");
        for s in [
            Analysis::run(&req).unwrap().summary,
            Analysis::count(&req).unwrap(),
        ] {
            let ab = s.alphabeta.unwrap();
            // The move played is C, the decision's, and best_move names it.
            assert_eq!(
                (ab.best_move, ab.decision.best_move, ab.decision.by),
                (Some(1), Some(1), "secondary")
            );
            assert_eq!((ab.decision.value, ab.decision.depth), (4.0, Some(2)));
            let sec = ab.secondary.unwrap();
            assert_eq!(
                (sec.chosen, sec.deeper_value, sec.final_move, sec.changed),
                (0, 1.0, 1, true)
            );
            assert_eq!(
                (sec.second_move, sec.second_value, sec.nodes),
                (Some(1), Some(3.0), 10.0)
            );
        }
        assert!(Analysis::run(&no_depth).is_err());
    }

    #[test]
    fn no_depth_means_no_limit() {
        let req = Request::board(".........").with("algorithm", "alphabeta");
        let s = Analysis::run(&req).unwrap().summary;
        assert_eq!(s.alphabeta.unwrap().nodes, 18297.0);
        assert!(s.minimax.is_none());
    }

    #[test]
    fn model_needs_minimax_and_counting_skips_traces() {
        let req = Request::board("O.X/.X./O..").with("algorithm", "alphabeta");
        let a = Analysis::run(&req).unwrap();
        assert_eq!((a.model_len(), a.buffer_ptr("x")), (0, 0));
        let s = Analysis::count(&Request::board(".........")).unwrap();
        let (mm, ab) = (s.minimax.unwrap(), s.alphabeta.unwrap());
        assert_eq!(
            (mm.nodes, ab.nodes, mm.events, ab.events),
            (549946.0, 18297.0, 0, 0)
        );
    }

    #[test]
    fn errors_have_stable_codes_and_parameters() {
        let e = Analysis::run(&Request::board("XX./.../...")).err().unwrap();
        let (code, params) = (e.code(), e.params());
        assert_eq!(code, "board.ImpossibleCounts");
        assert_eq!(params, vec![("x", "2".to_string()), ("o", "0".to_string())]);
    }

    /// Parameters echo input exactly as the message does, between its quotes.
    #[test]
    fn error_parameters_carry_the_quoted_input_of_the_message() {
        let leaf = "7".repeat(200_000);
        let cases = [
            (
                Request::tree(format!("[1,{leaf}]")),
                "text",
                "77777777777777777777…7777777777777777777",
            ),
            (Request::tree("[1,x\u{1b}y]"), "text", r"x\u{1b}y"),
            (Request::tree("[1 \u{0}]"), "found", r"\0"),
            (Request::board("XO.\u{7}"), "ch", r"\u{7}"),
            (
                Request::board(".........").with("order", "a\nb"),
                "value",
                r"a\nb",
            ),
        ];
        for (req, key, want) in cases {
            let e = Analysis::run(&req).err().unwrap();
            let (code, params) = (e.code(), e.params());
            let got = params.iter().find(|(k, _)| *k == key);
            let got = got.unwrap_or_else(|| panic!("{code}: no {key}")).1.as_str();
            assert_eq!(got, want, "{code}");
            let message = e.to_string();
            assert!(message.contains(want), "{code}: {message}");
            assert!(
                message.len() < 200 && !message.contains('\n'),
                "{code}: {message}"
            );
        }
    }

    #[test]
    fn connect_four_passes_are_shown_one_at_a_time() {
        let req = (Request::board("4453").with("game", "connect4")).with("depth", "4");
        let mut a = Analysis::run(&req.with("enhance", "id,tt")).unwrap();
        let s = a.summary.clone();
        assert_eq!(
            (s.kind, s.size, s.moves.as_deref()),
            ("connect4", Some([7, 6]), Some("4453"))
        );
        assert_eq!((s.passes, s.pass), (4, 4));
        let iterations = s.alphabeta.unwrap().iterations;
        assert_eq!(iterations.len(), 4);
        // Each pass's events hold exactly its nodes' Enters.
        for k in 1..=4 {
            assert!(a.select_pass(k));
            let enters = (a.events("alphabeta").unwrap().iter())
                .filter(|e| e.kind() == kind::ENTER)
                .count();
            assert_eq!(enters as f64, iterations[k - 1], "pass {k}");
            assert_eq!(a.summary.pass, k as u32);
            assert_eq!(a.buffer_len("alphabeta.enter"), a.model_len());
        }
        assert!(!a.select_pass(5) && !a.select_pass(0));
    }

    #[test]
    fn bad_board_is_an_error_with_the_core_message() {
        let req = Request::board("XXX/OO./...Z");
        let e = Analysis::run(&req).err().unwrap();
        assert!(e.to_string().contains("'Z' at position 12"), "{e}");
    }
}
