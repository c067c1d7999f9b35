//! Pacman played whole ([`Played`]): Pacman decides each move by the
//! search, and the ghosts move at random or by the same search
//! ([`GhostMoves`]). Like the registry entry, this file sits above the
//! search (it searches each decision), so the rules below stay free of it.

use super::{Eval, GhostModel, Outcome, Pacman, State};
use crate::budget::Budget;
use crate::error::Error;
use crate::games::grid::Dir;
use crate::games::Game;
use crate::play::{End, GameRecord, GhostMoves, PlaySetup, Played, Rng, Setting, Step, Turn};
use crate::problem::Problem;
use crate::search::Stats;
use crate::spec::Config;
use crate::trace::NullSink;

/// The game `abviz play` plays: the layout with `config`'s ghost model,
/// evaluation and moves played before.
pub(super) fn build(text: &str, config: &Config) -> Result<Box<dyn Played>, Error> {
    let eval = Eval::parse(&config.eval, config.weights)?;
    let game = Pacman::parse(text, config.ghosts, eval)?.after(&config.history)?;
    Ok(Box::new(game))
}

/// The problem the agent to move in `state` searches: Pacman with its
/// model of the ghosts, a searching ghost as a MIN agent at its own root.
fn decision_problem(game: &Pacman, state: &State) -> Problem {
    let model = if state.agent == 0 {
        game.ghosts
    } else {
        GhostModel::Min
    };
    Problem::of(game.modelling(model).at(state.clone()))
}

/// The decision of the agent to move in `state`: its action and the
/// search's numbers (`None` for a ghost moving at random).
fn pacman_decision(
    game: &Pacman,
    setup: &PlaySetup,
    state: &State,
    rng: &mut Rng,
    budget: &mut Budget<'_>,
) -> Result<(Dir, Option<Stats>), Error> {
    let mut legal = vec![];
    game.legal(state, &mut legal);
    if legal.is_empty() {
        return Ok((Dir::Stop, None));
    }
    if state.agent > 0 && setup.ghost_moves == GhostMoves::Random {
        return Ok((Dir::from_code(legal[rng.below(legal.len())]), None));
    }
    let problem = decision_problem(game, state);
    // Each decision is a search of its own (see `Budget::per_search`).
    budget.begin_search();
    let stats = problem.search_within(setup.algorithm, &setup.options, &mut NullSink, budget)?;
    let mv = stats.best_move.unwrap_or(legal[0]);
    Ok((Dir::from_code(mv), Some(stats)))
}

impl Played for Pacman {
    fn agents(&self) -> usize {
        Pacman::agents(self)
    }

    fn problem(&self) -> Problem {
        Problem::of(self.clone())
    }

    fn has_chance(&self) -> bool {
        true
    }

    fn play(
        &self,
        setup: &PlaySetup,
        index: u64,
        budget: &mut Budget<'_>,
        on_turn: &mut dyn FnMut(&Turn),
    ) -> Result<GameRecord, Error> {
        let mut rng = Rng::new(setup.seed, index);
        let mut state = self.root();
        let mut turns = vec![];
        let mut moves = 0;
        loop {
            let end = match state.outcome {
                Outcome::Won => Some(End::Win),
                Outcome::Lost => Some(End::Loss),
                Outcome::Playing if moves >= setup.max_moves && state.agent == 0 => {
                    Some(End::Timeout)
                }
                Outcome::Playing => None,
            };
            if let Some(end) = end {
                return Ok(GameRecord {
                    end,
                    score: state.score,
                    moves,
                    turns,
                });
            }
            let (action, stats) = pacman_decision(self, setup, &state, &mut rng, budget)?;
            let turn = Turn {
                agent: state.agent,
                action,
                stats,
            };
            moves += (state.agent == 0) as u32;
            state = self.successor(&state, action.code());
            on_turn(&turn);
            turns.push(turn);
        }
    }

    fn steps(&self, turns: &[Turn]) -> Vec<Step> {
        let mut state = self.root();
        let mut steps = Vec::with_capacity(turns.len());
        for t in turns {
            let problem = t.stats.is_some().then(|| decision_problem(self, &state));
            state = self.successor(&state, t.action.code());
            steps.push(Step {
                problem,
                score: state.score,
                distance: None,
            });
        }
        steps
    }

    fn distance(&self) -> Option<u16> {
        None
    }

    fn text_after(&self, _turns: &[Turn]) -> Option<String> {
        None
    }

    fn agent_name(&self, agent: u8) -> &'static str {
        if agent == 0 {
            "Pacman"
        } else {
            "Ghost"
        }
    }

    fn why(&self, end: End) -> &'static str {
        match end {
            End::Win => "Pacman ate the last food",
            End::Loss => "a ghost caught Pacman",
            End::Timeout => "the move limit came first",
        }
    }

    fn settings(&self) -> Vec<(&'static str, Setting)> {
        vec![
            ("ghosts", Setting::Text(self.ghosts.name().into())),
            ("eval", Setting::Text(self.eval().name().into())),
        ]
    }
}
