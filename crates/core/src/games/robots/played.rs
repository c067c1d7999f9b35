//! The robots played whole ([`Played`]): both sides decide by the search,
//! White first, until a catch or the move limit. Like the registry entry,
//! this file sits above the search, so the rules below stay free of it.

use super::{Robots, RobotsState};
use crate::budget::Budget;
use crate::error::Error;
use crate::games::grid::Dir;
use crate::games::Game;
use crate::play::{End, GameRecord, PlaySetup, Played, Setting, Step, Turn};
use crate::problem::Problem;
use crate::spec::Config;
use crate::trace::NullSink;

/// A robots game with the move limit it was read with.
struct PlayedRobots {
    game: Robots,
    limit: u16,
}

/// The game `abviz play` plays: the board with `config`'s move limit and
/// moves played before.
pub(super) fn build(text: &str, config: &Config) -> Result<Box<dyn Played>, Error> {
    let game = Robots::parse(text, config.limit)?.after(&config.history)?;
    Ok(Box::new(PlayedRobots {
        game,
        limit: config.limit,
    }))
}

impl PlayedRobots {
    /// The position after `turns` from the start.
    fn after(&self, turns: &[Turn]) -> RobotsState {
        let g = &self.game;
        (turns.iter()).fold(g.root(), |s, t| g.play(&s, t.action.code()))
    }
}

impl Played for PlayedRobots {
    fn agents(&self) -> usize {
        2
    }

    fn problem(&self) -> Problem {
        Problem::of(self.game.clone())
    }

    fn has_chance(&self) -> bool {
        false
    }

    fn play(
        &self,
        setup: &PlaySetup,
        _index: u64,
        budget: &mut Budget<'_>,
        on_turn: &mut dyn FnMut(&Turn),
    ) -> Result<GameRecord, Error> {
        let game = &self.game;
        let mut state = game.root();
        let (mut turns, mut moves) = (vec![], 0);
        loop {
            let mut legal = vec![];
            game.moves(&state, &mut legal);
            if legal.is_empty() {
                let end = if state.caught { End::Win } else { End::Loss };
                return Ok(GameRecord {
                    end,
                    score: 0,
                    moves,
                    turns,
                });
            }
            let problem = Problem::of(game.at(state));
            budget.begin_search();
            let stats =
                problem.search_within(setup.algorithm, &setup.options, &mut NullSink, budget)?;
            let action = Dir::from_code(stats.best_move.unwrap_or(legal[0]));
            let turn = Turn {
                agent: (!state.white_to_move) as u8,
                action,
                stats: Some(stats),
            };
            moves += state.white_to_move as u32;
            state = game.play(&state, action.code());
            on_turn(&turn);
            turns.push(turn);
        }
    }

    fn steps(&self, turns: &[Turn]) -> Vec<Step> {
        let game = &self.game;
        let mut state = game.root();
        let mut steps = Vec::with_capacity(turns.len());
        for t in turns {
            let problem = t.stats.is_some().then(|| Problem::of(game.at(state)));
            state = game.play(&state, t.action.code());
            steps.push(Step {
                problem,
                score: 0,
                distance: Some(game.distance(&state)),
            });
        }
        steps
    }

    fn distance(&self) -> Option<u16> {
        Some(self.game.distance(&self.game.root()))
    }

    fn text_after(&self, turns: &[Turn]) -> Option<String> {
        Some(self.game.to_text(&self.after(turns)))
    }

    fn agent_name(&self, agent: u8) -> &'static str {
        if agent == 0 {
            "White"
        } else {
            "Black"
        }
    }

    fn why(&self, end: End) -> &'static str {
        match end {
            End::Win => "White caught Black",
            _ => "Black lasted to the move limit",
        }
    }

    fn settings(&self) -> Vec<(&'static str, Setting)> {
        vec![("limit", Setting::Whole(self.limit.into()))]
    }
}
