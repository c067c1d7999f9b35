use super::*;

fn game(text: &str) -> Pacman {
    Pacman::parse(text, GhostModel::Min, Eval::Score).unwrap()
}

fn legal(g: &Pacman, s: &State) -> Vec<&'static str> {
    let mut m = vec![];
    g.legal(s, &mut m);
    m.into_iter().map(|c| Dir::from_code(c).name()).collect()
}

#[test]
fn agents_are_sorted_by_rank_then_x_then_y() {
    // '2' outranks every 'G' (rank 1); the two Gs tie and go by x.
    let l = Layout::parse("%%%%%%/%2 G %/%G P %/%%%%%%").unwrap();
    let (w, at) = (l.grid.width, |x: usize, y: usize| (y * 6 + x) as u16);
    assert_eq!(w, 6);
    assert_eq!(l.ghosts, [at(1, 1), at(3, 2), at(1, 2)]);
    assert_eq!(l.pacman, at(3, 1));
}

#[test]
fn legal_actions_follow_cs188s_order_and_ghosts_do_not_turn_back() {
    let g = game("%%%%%/%P G%/%%% %/%%%%%");
    let s = g.root();
    assert_eq!(legal(&g, &s), ["East", "Stop"]);
    let s = g.successor(&s, Dir::East.code());
    assert_eq!(s.agent, 1);
    // The ghost starts facing Stop, so it may go anywhere open.
    assert_eq!(legal(&g, &s), ["South", "West"]);
    let s = g.successor(&s, Dir::South.code());
    let s = g.successor(&s, Dir::Stop.code());
    // Heading South in a dead end: North is its only way, so it may turn back.
    assert_eq!(legal(&g, &s), ["North"]);
}

#[test]
fn scores_follow_cs188() {
    // Eat the last food: +10 −1 +500, won; no more moves.
    let g = game("%%%%/%P.%/%%%%");
    let s = g.successor(&g.root(), Dir::East.code());
    assert_eq!((s.score, s.outcome), (509, Outcome::Won));
    assert_eq!(legal(&g, &s), Vec::<&str>::new());
    // Walk into an unscared ghost: −1 −500, lost.
    let g = game("%%%%%/%PG.%/%%%%%");
    let s = g.successor(&g.root(), Dir::East.code());
    assert_eq!((s.score, s.outcome), (-501, Outcome::Lost));
    // A capsule scares the ghost; eating it gives +200 and sends it home.
    let g = game("%%%%%%%/%Po G.%/%%%%%%%");
    let s = g.successor(&g.root(), Dir::East.code());
    assert_eq!(s.ghosts()[0].scared, SCARED_TIME);
    let s = g.successor(&s, Dir::West.code());
    assert_eq!(
        (s.ghosts()[0].scared, s.ghosts()[0].cell),
        (SCARED_TIME - 1, g.layout().ghosts[0] - 1)
    );
    let s = g.successor(&s, Dir::East.code());
    assert_eq!(s.score, -2 + 200);
    assert_eq!(s.ghosts()[0].cell, g.layout().ghosts[0]);
    assert_eq!(s.outcome, Outcome::Playing);
}

#[test]
fn a_winning_move_is_not_lost() {
    // A ghost steps onto Pacman: lost.
    let g = game("%%%%%/%P1.%/%%%%%");
    let mut s = g.root();
    s.agent = 1;
    let s = g.successor(&s, Dir::West.code());
    assert_eq!((s.outcome, s.score), (Outcome::Lost, -500));
    // The last food lies under a ghost: Pacman eats it and has won first.
    let g = game("%%%%%/%P.G%/%%%%%");
    let mut s = g.root();
    s.agent = 1;
    let s = g.successor(&s, Dir::West.code());
    assert_eq!((s.outcome, s.agent), (Outcome::Playing, 0));
    let won = g.successor(&s, Dir::East.code());
    assert_eq!((won.outcome, won.score), (Outcome::Won, 509));
}

#[test]
fn layouts_round_trip_through_text() {
    for (name, text) in LAYOUTS {
        let l = Layout::parse(text).unwrap();
        assert_eq!(Layout::parse(&l.to_text()).unwrap(), l, "{name}");
    }
}

#[test]
fn bad_layouts_say_what_is_wrong() {
    let e = |t: &str| Layout::named_or_text(t).unwrap_err().to_string();
    assert_eq!(
        e("%%%/% %/%%%"),
        "the maze has no Pacman (P): put exactly one in it"
    );
    assert!(e("%%%%/%PP%/%%%%").contains("2 of Pacman"));
    assert!(e("%%%/%Px/%%%").contains("row 2, column 3: unknown cell 'x'"));
    assert!(e("%%%%/%P%/%%%%").contains("row 2 has 3 cells, but row 1 has 4"));
    assert!(e("minimaxclassic").contains("unknown layout \"minimaxclassic\""));
    assert!(e(&"%".repeat(41)).contains("41×1"));
    assert!(e("%%%%%%%/%P1234%/%G    %/%%%%%%%").contains("5 ghosts; at most 4"));
}

#[test]
fn a_history_replays_every_agent_in_turn() {
    let g = game("minimaxClassic");
    // Pacman West (eats the food at x=1), then the three ghosts.
    let after = g.after("W N S W").unwrap();
    let s = after.root();
    assert_eq!((s.score, s.agent, s.food_left), (9, 0, 1));
    // Ghost 2 may not stop.
    let e = g.after("WNX").unwrap_err();
    assert_eq!(
        e.to_string(),
        "move 3 of the history, \"X\", is not a legal action there (use N, S, E, W or X for Stop)"
    );
    assert!(g.after("Q").is_err());
}
