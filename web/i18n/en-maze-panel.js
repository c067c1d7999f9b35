// The maze games' panel (games/maze-editor.js), in English: it comes with the
// games' parts (games/index.js loadGame), not with the first view.

export const mazePanel = {
  mazeCell: 'Cell x {x}, y {y}',
  mazeStatus: '{agent} to move · score {score} · food left {food}',
  robotsStatus: '{agent} to move · {n} moves left',
  mazeWon: 'Pacman has won · score {score}',
  mazeLost: 'Pacman has been caught · score {score}',
  robotsCaught: 'White has caught Black',
  robotsEscaped: 'Black has escaped: no moves are left',
  mazeShowing: 'Showing node {node}',
  mazeShowingRoot: 'Showing the position searched',
  mazeHistory: 'Moves played: {moves}',
};
