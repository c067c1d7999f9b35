// Connect Four's Computer move, Scores of all moves and play against the
// perfect computer (games/connect4-play.js) in English: a part of the en
// dictionary (en.js spreads it in place).

export const c4play = {
  c4Scores: "Scores of all moves",
  c4ScoresLabel: "Scores of all moves, column by column",
  c4ScoreCell: "Column {column}: {score}",
  c4ScorePending: "Column {column}: not solved yet",
  c4ScoreFull: "Column {column}: full",
  c4ScoresProgress: "Solving column by column: {done} of {total} done ({seconds} s)…",
  c4ScoresDone: "The solver's exact score of each column, for {side} to move: positive wins (the larger, the sooner), 0 draws, negative loses.",
  c4ScoresBook: "Every score comes from the opening book, with no search.",
  c4ScoreRange: "Column {column}: between {lo} and {hi}, not solved in its time",
  c4ScoresPartial: "Answered within {seconds} s: the exact score of {exact} of {total} columns, for {side} to move. The others ran out of their share of the time; each shows the range the solver had proven its score lies in (positive wins, 0 draws, negative loses). Go on solving finds their exact scores.",
  c4ScoresMore: "Go on solving",
  c4ScoresCancelled: "Scores cancelled after {done} of {total} columns.",
  c4Thinking: "The computer is solving ({seconds} s)…",
  c4MoveSolver: "The computer played column {column}: the solver's best (score {score}; on a tie, the column nearest the centre).",
  c4MoveSearch: "The computer played column {column}: the depth-{depth} search's best move, as the solver did not finish within {seconds} s.",
  c4MoveSearchNoLimit: "The computer played column {column}: the search's best move, as the solver did not finish within {seconds} s.",
  c4MoveNone: "No move: the solver did not finish, and the search on screen has no best move.",
  c4MoveCancelled: "Computer move cancelled.",
  c4Auto: "Play against the perfect computer",
  c4AutoBack: "It is the computer's ({computer}) turn here, and it moved from here before: press Computer move for its reply, or Undo for your last turn.",
  c4AutoYou: "You play {side}; the computer ({computer}) replies to each move with the solver's best.",
};
