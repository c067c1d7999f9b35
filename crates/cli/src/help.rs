//! The long help texts: `--help`'s notation, search, counting and limits
//! sections, shared by every command.

pub(crate) const ABOUT: &str =
    "Minimax, alpha-beta and Ballard's *-minimax, counted and traced, for teaching game search: \
     tic-tac-toe, Connect Four, textbook trees, CS188's Pacman and Nilsson's two robots.";

pub(crate) const CONVENTIONS: &str = "\
NOTATION
  Boards: 9 cells, row-major, cell 0 top-left, cell 8 bottom-right. X/x and O/o are
  marks; '.', '-' and '_' are empty; '/' may separate rows: O.X/.X./O.. . X moves
  when the counts are equal, else O. The side to move is MAX.
  Trees: nested lists, e.g. [[3,12,8],[2,4,6],[14,5,2]]. A number is a leaf (decimals
  allowed, within ±1000000000). Levels cycle MAX then --agents minus 1 MIN levels
  (default 2: MAX/MIN alternate), MAX at the root (--root min starts with MIN).
  Shorthand labels go before a node: a probability and ':', a name, '=' and a static
  value, a kind (max, min, chance), e.g. A max[B min[b1=3,b2=12], C chance[0.9:2, 0.1:3]].
  Numbers may be fractions: chance[1/6:3, 5/6:9].
  JSON: a node is a number or an object with kind, name, value, p, noisy and children
  (docs/conventions.md). A '!' right before a node's '[' marks it noisy: B=3 min![4,-4].
  Children of a chance node without p share the rest of the probability equally.
  Presets: --preset NAME loads a source text's figure (rich-fig1..rich-fig9,
  nilsson-fig7, nilsson-fig8, wikipedia) or a page example with its game, position
  and options; options typed beside it win. abviz presets lists them as JSON.

SEARCH
  Alpha-beta starts with (-inf, +inf); after each child a MAX node raises alpha and a
  MIN node lowers beta; it breaks when alpha >= beta (--prune gt: only when alpha >
  beta, as CS188 does). Fail-soft returns the best value found; fail-hard clamps it
  into the window it was given.
  Chance nodes: minimax is expectiminimax (the probability-weighted mean). alphabeta
  runs Ballard's Star1 there: with every value in [L, U] (--bounds L,U; by default the
  tree's lowest and highest value), after k outcomes the node's value lies in
  [sum p*v + rest*L, sum p*v + rest*U], and the rest is cut when that interval leaves
  (alpha, beta). star2 first probes each outcome's first child to narrow it.
  Scoring wdl: win +1, draw 0, loss -1 for MAX. Scoring fast: win = 10 - plies from
  the root, loss = -(10 - plies). With --depth, unfinished positions at the limit get
  Nilsson's e(p) = lines open for MAX - lines open for MIN, and wins score 100 (fast:
  100 - plies) so they lie outside e's range.
  Orders: natural (ascending cell / listed), reverse, random:SEED, heuristic (by e(p),
  best for the mover first), best-first (by exact value: the Knuth-Moore best case),
  worst-first.
  --futility M (Rich): alphabeta also gives up a root move once it can beat the root's
  best so far by at most M (at the root's children only: alpha + M >= beta), keeping the
  earlier move; the root value stays within M of minimax's. analyze adds futility:
  {margin, cutoffs, pruned_children, error_bound}; trace a futility event.
  --secondary K (Rich; needs --depth D): the chosen move alone is searched to D + K;
  if it falls below the best other move's exact depth-D value, that move is searched
  to D + K too and the better of the two is played. analyze adds secondary: {move,
  value, deeper_value, reconsidered, second_move, second_value, second_deeper_value,
  final_move, final_value, changed, depth, nodes (the extra searches' nodes)};
  best_move is then final_move, the move played (value stays the depth-D root's).

COUNTING
  nodes = every node entered, root included; leaves = nodes evaluated (finished or at
  the depth limit); cutoffs = breaks that leave at least one child untried;
  pruned_children = children so skipped; best_move = the move the configuration plays:
  the first child in search order that achieves the root value, or with --secondary
  the move secondary search plays (cell 0-8, column, 0-based child index, or the
  action's name, such as North, for Pacman and the robots; null when the root is
  finished or at the depth limit); max_depth = deepest ply entered.

CONNECT FOUR (--game connect4)
  --size WxH from 4x4 to 7x6 (default 7x6). --board is a column sequence, 1-based from
  the left (4453: columns 4, 4, 5, 3; X first), or a grid, top row first, rows
  separated by '/', with X, O and '.'. The side to move is MAX. Scoring fast is the
  solver literature's: a win scores ceil(W*H/2) + 1 - the winner's stones, a loss the
  negative, a draw 0. With --depth, positions at the limit score open four-cell
  windows (1, 3, 9 for 1, 2, 3 discs; mine minus theirs) and finished games score
  +-(1000 + the fast score, or 1000 for wdl).

PACMAN (--game pacman; CS188's multi-agent project)
  --board is a layout name (minimaxClassic, trappedClassic, testClassic, smallClassic,
  capsuleCorner, corridor; texts in abviz games), or the maze's rows, top first,
  separated by '/' or newlines, or @FILE, or - (standard input): % wall, . food,
  o capsule, P Pacman, G or 1-4 a ghost (1-4 its rank), space floor; at most 40x40.
  x runs right and y up, so the bottom row is y = 0. Pacman is agent 0 (MAX); the
  ghosts follow sorted by rank, then x, then y. A round is Pacman then every ghost.
  Actions: Pacman North, South, East, West (not into walls), then Stop; a ghost its
  open directions in that order, never Stop, and not back the way it came unless
  that is all it has. Score: -1 a Pacman move, +10 a food, +500 more for the last
  (won), +200 a scared ghost (40 moves after a capsule), -500 caught (lost);
  collisions are checked after every agent's move.
  --depth is in ROUNDS (default 2, as CS188): depth 2 with two ghosts is 6 plies. A state is
  evaluated when won or lost, or after the last ghost of the last round, by the game
  score (--eval score, CS188's scoreEvaluationFunction) or abviz's --eval better
  (nearest food, food left, ghosts near, capsules; --weights name=value,...; names
  and defaults in abviz games). Alpha-beta prunes only when alpha > beta (--prune gt
  is Pacman's default, as CS188's autograder expects). best_move is the action's
  name, the first in legal order with the best value; nodes count every state
  entered, the root included.
  --ghosts random makes each ghost a chance node, uniform over its legal actions:
  minimax is then expectimax, and alphabeta runs Star1 there with --bounds L,U;
  without bounds it prunes nothing at chance nodes, and analyze says so
  (chance_pruning). --history NSEWX... plays moves from the start first, one letter
  for whichever agent is to move (X is Stop).
  abviz play: Pacman moves by the search; --ghost-moves says how the ghosts really
  move: random (default; uniform, seeded by --seed, as CS188's RandomGhost) or
  search (each ghost by the same search, as MIN). So --algorithm alphabeta models
  random ghosts as the worst case, and --ghosts random (expectimax) models them as
  they move. It prints games, wins, losses, timeouts (--max-moves Pacman moves),
  win_rate, mean_score, mean_moves and mean_nodes_per_decision.

ROBOTS (--game robots; Nilsson's two robots)
  --board is a name (open8, open8even, maze) or rows with W White (MAX, to move),
  B Black, . floor, % or # wall. Each robot moves one cell along its row or column;
  White wins by moving onto Black; Black wins when --limit plies (default 40) run
  out. --depth is in plies (default 6). A catch p plies down is worth 100 - p;
  positions at the depth limit score minus the maze distance between the robots.
  Every move changes the distance's parity, so White, moving at an even distance,
  can never land on Black: open8 (distance 3) is caught in 5 plies, open8even
  (distance 4) never. abviz play --game robots plays one game, both by search.

QUIESCENCE (--depth D --quiescence Q; minimax and alphabeta, not enhancements)
  A position at ply D or deeper is scored by its evaluation unless it is noisy, has
  children and lies less than D + Q deep: then it is searched on (an extension), and
  its children follow the same rule. Noisy: a tree node marked ! or noisy: true;
  tic-tac-toe: the side to move can complete a line (can_win) or must block one
  (must_block); Connect Four: a playable cell completes four for either side
  (winning_cell); Pacman: an unscared ghost within Manhattan distance 2 (ghost_near;
  Q is in rounds there). JSON adds extensions (nodes searched past the limit); the
  trace has an extend event with its reason. Without --depth, Q changes nothing.

ENHANCEMENTS (--enhance a,b,...; alpha-beta on games)
  order: centre columns first (tic-tac-toe: centre, corners, edges). id: iterative
  deepening to --depth, each pass trying the last pass's best move first. tt: a
  transposition table of --tt-size slots (exact / lower / upper entries; a store
  replaces its slot unless it holds the same position searched deeper). killer: two
  killer moves per ply. history: the history heuristic (depth squared per cut-off).
  pvs: null windows after the first child, re-searched when they fail inside (alpha,
  beta). aspiration: each id pass starts with (previous value -+ 4). --algorithm mtdf:
  Plaat's MTD(f), needs tt. JSON then adds tt_probes, tt_hits, tt_cutoffs,
  re_searches and iterations (nodes per pass). Among equal root moves the first in the
  search's own order is the best move.
  abviz solve: the exact fast score without a depth limit (--columns: each column's,
  and best_move is then the best column, ties to the first in the order 4 3 5 2 6 1
  7; without --columns it is the solver's, null when bounds alone prove the value).
  abviz positions: distinct positions after 0..N plies (Tromp's counts); --game
  tictactoe: the whole game's, by ply; --symmetry (tic-tac-toe, the default game
  then): positions the same under the board's 8 symmetries count once (765).
  --symmetry in analyze and trace: a node's children that are the same position
  under the 8 symmetries are generated once, the first in move order; values are
  unchanged, counts and node ids are the reduced tree's (Nilsson's Fig. 3: abviz
  analyze --board ......... --depth 2 --symmetry, 3 moves and 12 tips).

LIMITS (analyze, trace, solve, positions, book, play, learn, match)
  --max-nodes N stops a search after N nodes, and each search counts its own:
  each algorithm of analyze and trace (for trace, sizing the full tree counts
  its distinct positions too), each move's search in play, learn and match, each
  position of solve --positions and book; solve --board and positions are one
  search. --time-limit SECONDS stops the whole run, and reading --tree @FILE,
  after that long. Either prints one line naming the limit (and the search it
  stopped) and exits with status 3. --progress writes nodes and time so far to
  stderr about twice a second (the default when stderr is a terminal;
  --no-progress: never); play, learn and match add the games done; a match a
  limit stops prints the games it finished, marked partial.

EXAMPLES
  abviz analyze --board .........          549946 minimax nodes, 18297 alpha-beta
  abviz analyze --game connect4 --board 4453 --depth 6 --enhance id,tt,killer,history
  abviz solve --board 44455554221 --columns   -15, and each column's score
  abviz positions --size 7x6 --plies 7     1 7 49 238 1120 4263 16422 54859
  abviz analyze --tree '[[3,12,8],[2,4,6],[14,5,2]]'
  abviz analyze --tree 'max[chance[0.9:2,0.1:3], chance[0.9:1,0.1:4]]' --algorithm star2
  abviz analyze --tree @aima-chance.json --prune gt
  abviz trace --board O.X/.X./O.. --algorithm alphabeta
  abviz analyze --game pacman --board minimaxClassic --depth 4   -492; 5917 and 1316 nodes
  abviz analyze --game pacman --board minimaxClassic --depth 2 --ghosts random \
    --bounds -1000,1000                  expectimax beside Star1
  abviz play --board trappedClassic --depth 3 --games 200 --seed 1   never wins
  abviz play --board trappedClassic --depth 3 --ghosts random --algorithm minimax \
    --games 200                          expectimax: wins about half
  abviz analyze --game robots --board open8 --depth 6           95: caught in 5 plies
  abviz analyze --board XO./.X./... --algorithm mcts --iterations 400 --seed 9
  abviz match --game tictactoe --first mcts:iterations=1000 --second random \
    --games 20                           first moves first in every game";
