// The play panel's words in English (Play a game, Win rates, the robots'
// parity): a part of the en dictionary (en.js spreads it in place).

export const play = {
  playIntroPacman: 'Sense, plan, act: at each of its turns Pacman searches the tree of the maze it sees and makes the best move; the ghosts really move at random. Play a game, then step through its decisions: each shows its tree and the maze.',
  playIntroRobots: 'White and Black both decide by the search, turn by turn: White’s trees have MAX at the root and Black’s replies below, Black’s the other way round. Play a game, then step through every decision.',
  playGame: 'Play a game',
  playAuto: 'Play decisions',
  playTurnPacman: 'Decision {n} of {total}: {agent} moves {action}; the score is then {score}.',
  playTurnRobots: 'Decision {n} of {total}: {agent} moves {action}; the robots are then {distance} apart.',
  playEndWin: { one: 'The end: Pacman ate the last food. Final score {score} after {moves} move.', other: 'The end: Pacman ate the last food. Final score {score} after {moves} moves.' },
  playEndLoss: { one: 'The end: a ghost caught Pacman. Final score {score} after {moves} move.', other: 'The end: a ghost caught Pacman. Final score {score} after {moves} moves.' },
  playEndTimeout: { one: 'The end: the move limit of {moves} move came first. Score {score}.', other: 'The end: the move limit of {moves} moves came first. Score {score}.' },
  robotsEndWin: { one: 'The end: White caught Black after {plies} ply.', other: 'The end: White caught Black after {plies} plies.' },
  robotsEndLoss: { one: 'The end: Black was never caught; the move limit of {plies} ply came first.', other: 'The end: Black was never caught; the move limit of {plies} plies came first.' },
  ratesIntro: 'Alpha-beta models the ghosts as MIN agents; expectimax models them as moving at random. Both play against ghosts that really move at random, on the layout and depth above; game k of each uses the same random stream.',
  // The Match lesson (play/match.js): its introduction; the rest comes with it (en-play-panel.js).
  'match.intro': 'Whole games between two players from the position on screen, as abviz match plays them: the first player always moves first; game k of a seed is the same every time. Swap the players for the other side.',
};
